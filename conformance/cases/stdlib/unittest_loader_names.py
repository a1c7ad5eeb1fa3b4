import __main__
import io
import re
import unittest


class T(unittest.TestCase):
    def test_a(self):
        pass
    @staticmethod
    def helper():
        return unittest.TestSuite()


def suite_factory():
    return unittest.TestSuite([T("test_a")])


loader = unittest.TestLoader()
for name in ["T", "T.test_a", "suite_factory", "T.helper", "Nope", "T.test_nope"]:
    s = loader.loadTestsFromName(name, __main__)
    print(name, s.countTestCases(), [str(t) for t in s])
print(len(loader.errors), [e.splitlines()[0] for e in loader.errors])
for bad in ["T.__doc__", "T.test_a.__name__"]:
    try:
        loader.loadTestsFromName(bad, __main__)
    except TypeError as e:
        print("TypeError:", e)
buf = io.StringIO()
p = unittest.main(defaultTest="Missing", exit=False, testRunner=unittest.TextTestRunner(stream=buf, verbosity=2))
out = re.sub(r"in \d+\.\d+s", "in X", buf.getvalue())
print("\n".join(l for l in out.splitlines() if not l.startswith(("  File", "    ", "Traceback"))))
