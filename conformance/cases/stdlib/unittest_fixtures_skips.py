import io
import re
import sys
import unittest

events = []


class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, count=1):
        if count <= 0:
            raise ValueError(f"count must be positive, not {count}")
        self.items[name] = self.items.get(name, 0) + count

    def remove(self, name):
        del self.items[name]


class InventoryTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        events.append("setUpClass")
        cls.shared = Inventory()
        cls.addClassCleanup(events.append, "class cleanup")

    @classmethod
    def tearDownClass(cls):
        events.append("tearDownClass")

    def setUp(self):
        self.inv = Inventory()
        self.addCleanup(events.append, f"cleanup {self._testMethodName}")
        events.append(f"setUp {self._testMethodName}")

    def tearDown(self):
        events.append(f"tearDown {self._testMethodName}")

    def test_add(self):
        """Adding twice sums the counts."""
        self.inv.add("apple")
        self.inv.add("apple", 2)
        self.assertEqual(self.inv.items, {"apple": 3})

    def test_bad_count(self):
        with self.assertRaisesRegex(ValueError, "must be positive") as cm:
            self.inv.add("pear", 0)
        self.assertIn("0", str(cm.exception))

    def test_remove_missing(self):
        self.inv.remove("plum")

    @unittest.skipIf(sys.version_info >= (3,), "only for Python 2")
    def test_legacy(self):
        self.fail("never runs")

    @unittest.skipUnless(hasattr(Inventory, "clear"), "no clear() yet")
    def test_clear(self):
        pass

    def test_skip_inside(self):
        self.skipTest("decided at run time")

    @unittest.expectedFailure
    def test_known_bug(self):
        self.assertEqual(self.inv.items.get("x", 1), 0)

    @unittest.expectedFailure
    def test_fixed_bug(self):
        pass

    def test_nested_subtests(self):
        for name in ("a", "b"):
            with self.subTest("outer", name=name):
                for count in (1, -1):
                    with self.subTest(count=count):
                        self.inv.add(name, count)

    def test_cleanup_fails(self):
        def broken():
            raise RuntimeError("cleanup broke")
        self.addCleanup(broken)


@unittest.skip("whole class disabled")
class DisabledTests(unittest.TestCase):
    def test_one(self):
        pass


class BrokenSetUpClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise ConnectionError("database unreachable")

    def test_never(self):
        pass


class BrokenSetUp(unittest.TestCase):
    def setUp(self):
        raise KeyError("config")

    def test_a(self):
        pass


def run(*classes, verbosity=1, **options):
    loader = unittest.TestLoader()
    suite = unittest.TestSuite(loader.loadTestsFromTestCase(cls) for cls in classes)
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity, **options).run(suite)
    print(re.sub(r"Ran (\d+) tests? in \d+\.\d+s", r"Ran \1 tests in X.XXXs", stream.getvalue()))
    return result


result = run(InventoryTests, DisabledTests, BrokenSetUpClass, BrokenSetUp, verbosity=2)
print(events)
print(result.testsRun, result.wasSuccessful())
print([(str(test), reason) for test, reason in result.skipped])
print([str(test) for test, _ in result.expectedFailures], [str(t) for t in result.unexpectedSuccesses])
print([str(test) for test, _ in result.errors])
print([test.id() for test, _ in result.failures])

events.clear()
result = run(InventoryTests, verbosity=1, failfast=True)
print(result.testsRun, result.shouldStop, events[:3])

loader = unittest.TestLoader()
print(loader.getTestCaseNames(InventoryTests))
loader.testMethodPrefix = "test_a"
print(loader.getTestCaseNames(InventoryTests))
suite = unittest.defaultTestLoader.loadTestsFromTestCase(InventoryTests)
print(suite.countTestCases(), type(suite).__name__)
print(list(suite)[0], repr(list(suite)[0]))
print(repr(unittest.TestSuite([InventoryTests("test_add")])))
test = InventoryTests("test_add")
print(test.id(), test.shortDescription(), test.countTestCases())
print(test == InventoryTests("test_add"), test != InventoryTests("test_bad_count"))
try:
    InventoryTests("test_missing")
except ValueError as exc:
    print(exc)
try:
    unittest.TestSuite().addTest(InventoryTests)
except TypeError as exc:
    print(exc)
try:
    unittest.TestSuite().addTest(5)
except TypeError as exc:
    print(exc)

plain = unittest.TestResult()
InventoryTests("test_remove_missing").run(plain)
print(plain, plain.errors[0][1].splitlines()[-1])
print(repr(InventoryTests("test_add").run()))


def check_total():
    assert sum([1, 2]) == 4, "sum is off"


func_result = unittest.TestResult()
case = unittest.FunctionTestCase(check_total, description="totals add up")
case.run(func_result)
print(case, case.shortDescription(), len(func_result.failures))
print(func_result.failures[0][1])
