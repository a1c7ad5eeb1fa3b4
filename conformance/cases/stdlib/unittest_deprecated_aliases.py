import io
import re
import unittest
import warnings


def mean(values):
    return sum(values) / len(values)


class LegacyStyleTests(unittest.TestCase):
    def test_mean(self):
        self.assertEquals(mean([1, 2, 3]), 2)
        self.assertAlmostEquals(mean([0.1, 0.2]), 0.15)
        self.failUnless(mean([5]) == 5)

    def test_empty(self):
        self.failUnlessRaises(ZeroDivisionError, mean, [])
        self.assertRaisesRegexp(ZeroDivisionError, "division", mean, [])

    def test_wrong(self):
        self.assertNotEquals(mean([2, 2]), 2.0)


def checked(values):
    warnings.warn(f"checking {len(values)} values", UserWarning, stacklevel=2)
    return values


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    suite = unittest.makeSuite(LegacyStyleTests)
    names = unittest.getTestCaseNames(LegacyStyleTests, "test_")
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream).run(suite)
    mapped = list(map(checked, [[1], [1, 2]]))
print(names, mapped)
print(re.sub(r"in \d+\.\d+s", "in X.XXXs", stream.getvalue()))
for w in caught:
    print(f"{w.filename}:{w.lineno}: {w.category.__name__}: {w.message}")
