import io
import re
import unittest

events = []
database = {}


def setUpModule():
    events.append("setUpModule")
    database["users"] = ["ada"]
    unittest.addModuleCleanup(events.append, "module cleanup")


def tearDownModule():
    events.append("tearDownModule")
    database.clear()


class UserTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        events.append("UserTests.setUpClass")

    @classmethod
    def tearDownClass(cls):
        events.append("UserTests.tearDownClass")

    def test_has_ada(self):
        self.assertIn("ada", database["users"])

    def test_add(self):
        database["users"].append("grace")
        self.assertEqual(len(database["users"]), 2)


class ReportTests(unittest.TestCase):
    def test_count(self):
        events.append("ReportTests.test_count")
        self.assertGreaterEqual(len(database["users"]), 1)


def run():
    stream = io.StringIO()
    import __main__
    suite = unittest.defaultTestLoader.loadTestsFromModule(__main__)
    result = unittest.TextTestRunner(stream=stream, verbosity=2).run(suite)
    print(re.sub(r"in \d+\.\d+s", "in X.XXXs", stream.getvalue()))
    return result


run()
print(events, database)

events.clear()


def setUpModule():
    events.append("setUpModule that fails")
    unittest.addModuleCleanup(events.append, "cleanup after a failed setUpModule")
    raise ConnectionError("no database")


result = run()
print(events)
print([test.id() for test, _ in result.errors], result.errors[0][1].splitlines()[-1])
