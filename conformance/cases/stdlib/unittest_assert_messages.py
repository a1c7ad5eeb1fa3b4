import re
import unittest
import warnings


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)


tc = unittest.TestCase()


def check(label, call, *args, **kwargs):
    try:
        call(*args, **kwargs)
    except AssertionError as exc:
        print(f"--- {label}\n{exc}")
    except Exception as exc:
        print(f"--- {label} raised {type(exc).__name__}: {exc}")
    else:
        print(f"--- {label}: passed")


check("equal ints", tc.assertEqual, 1, 2)
check("equal with msg", tc.assertEqual, 1, 2, "totals differ")
check("equal objects", tc.assertEqual, Point(1, 2), Point(1, 3))
check("equal long strings", tc.assertEqual, "a" * 100 + "b", "a" * 100 + "c")
check("equal one-line strings", tc.assertEqual, "hello world", "hello there")
check("equal multi-line", tc.assertEqual, "alpha\nbeta\ngamma", "alpha\nBETA\ngamma\ndelta")
check("equal tuples", tc.assertEqual, (1, 2), (1, 2, 3))
check("equal lists shorter first", tc.assertEqual, [1], [1, 2, 3])
check("equal long lists", tc.assertEqual, list(range(30)), list(range(1, 31)))
check("equal dicts", tc.assertEqual, {"name": "tool", "args": [1, 2]}, {"name": "tool", "args": [1, 3]})
check("equal sets", tc.assertEqual, {1, 2, 3}, {2, 3, 4})
check("equal frozensets", tc.assertEqual, frozenset({1}), frozenset())
check("equal list vs tuple", tc.assertEqual, [1, 2], (1, 2))
check("sequence equal", tc.assertSequenceEqual, [1, 2], (1, 2))
check("list equal wrong type", tc.assertListEqual, (1,), [1])
check("tuple equal", tc.assertTupleEqual, (1, "a"), (1, "b"))
check("dict equal not dict", tc.assertDictEqual, [], {})
check("multiline not str", tc.assertMultiLineEqual, "a", 1)
check("set equal bad", tc.assertSetEqual, {1}, 3)
check("not equal", tc.assertNotEqual, [1], [1])
check("true", tc.assertTrue, [])
check("false", tc.assertFalse, "text")
check("is", tc.assertIs, [], None)
check("is not", tc.assertIsNot, None, None)
check("is none", tc.assertIsNone, 0)
check("is not none", tc.assertIsNotNone, None, msg="needed a value")
check("in", tc.assertIn, "x", ["a", "b"])
check("not in", tc.assertNotIn, "a", "cat")
check("isinstance", tc.assertIsInstance, 3, str)
check("not isinstance", tc.assertNotIsInstance, 3, (int, float))
check("almost equal", tc.assertAlmostEqual, 1.0, 1.1)
check("almost equal places", tc.assertAlmostEqual, 1.0, 1.001, places=2)
check("almost equal delta", tc.assertAlmostEqual, 10, 13, delta=2)
check("almost equal both", tc.assertAlmostEqual, 1, 2, places=1, delta=1)
check("not almost equal", tc.assertNotAlmostEqual, 1.0, 1.00000001)
check("not almost equal delta", tc.assertNotAlmostEqual, 5, 6, delta=2)
check("greater", tc.assertGreater, 1, 2)
check("greater equal", tc.assertGreaterEqual, 1, 2)
check("less", tc.assertLess, "b", "a")
check("less equal", tc.assertLessEqual, 3, 2)
check("count equal", tc.assertCountEqual, [1, 2, 2, "x"], [2, 1, 1, "y"])
check("count equal unhashable", tc.assertCountEqual, [[1], [2]], [[2], [2]])
check("count equal passes", tc.assertCountEqual, "abc", "cab")
check("regex", tc.assertRegex, "tool failed", r"^ok")
check("not regex", tc.assertNotRegex, "error: 42", r"\d+")
check("regex compiled", tc.assertRegex, "abc", re.compile("z"))
check("fail", tc.fail, "explicit failure")
check("fail no message", tc.fail)


def raises_value_error(text):
    raise ValueError(f"bad input: {text}")


def quiet():
    return None


check("raises callable not raised", tc.assertRaises, ValueError, quiet)
check("raises callable passes", tc.assertRaises, ValueError, raises_value_error, "x")
check("raises wrong exception", tc.assertRaises, KeyError, raises_value_error, "x")
check("raises tuple not raised", tc.assertRaises, (KeyError, IndexError), quiet)
check("raises bad type", tc.assertRaises, "ValueError", quiet)
check("raises bad keyword", tc.assertRaises, ValueError, foo=1)
check("raises regex mismatch", tc.assertRaisesRegex, ValueError, r"^good", raises_value_error, "x")
check("raises regex passes", tc.assertRaisesRegex, ValueError, r"input: \w", raises_value_error, "x")

with tc.assertRaises(ZeroDivisionError) as cm:
    1 / 0
print(type(cm.exception).__name__, cm.exception, cm.exception.__traceback__)
try:
    with tc.assertRaises(KeyError, msg="lookup should fail"):
        {}.get("k")
except AssertionError as exc:
    print(exc)
with tc.assertRaisesRegex(KeyError, "miss"):
    {}["missing"]


def deprecated_call():
    warnings.warn("use new_call", DeprecationWarning)
    return 1


with tc.assertWarns(DeprecationWarning) as wcm:
    deprecated_call()
print(type(wcm.warning).__name__, wcm.warning, wcm.filename, wcm.lineno)
check("warns not triggered", tc.assertWarns, UserWarning, quiet)
check("warns wrong category", tc.assertWarns, UserWarning, deprecated_call)
check("warns regex mismatch", tc.assertWarnsRegex, DeprecationWarning, "old", deprecated_call)
check("warns bad type", tc.assertWarns, ValueError, quiet)
try:
    with tc.assertWarns(RuntimeWarning):
        pass
except AssertionError as exc:
    print(exc)

tc.maxDiff = None
check("maxDiff None", tc.assertEqual, list(range(30)), list(range(1, 31)))
tc.maxDiff = 20
check("maxDiff small", tc.assertEqual, {"a": 1}, {"a": 2})
tc.longMessage = False
check("longMessage off", tc.assertEqual, 1, 2, "custom only")
check("longMessage off no msg", tc.assertEqual, 1, 2)
print(tc.failureException.__name__, unittest.TestCase.maxDiff, unittest.TestCase.longMessage)
