import io
import re
import unittest


def word_count(text):
    return len(text.split(" "))


class WordCountTests(unittest.TestCase):
    def test_simple(self):
        self.assertEqual(word_count("one two three"), 3)

    def test_empty(self):
        self.assertEqual(word_count(""), 0)

    def test_spaces(self):
        self.assertEqual(word_count("a  b"), 2, "double spaces count once")


class HelperTests(unittest.TestCase):
    def test_upper(self):
        self.assertTrue("abc".upper().isupper())


def normalised(stream):
    return re.sub(r"in \d+\.\d+s", "in X.XXXs", stream.getvalue())


buffer = io.StringIO()
program = unittest.main(exit=False, testRunner=unittest.TextTestRunner(stream=buffer))
print(normalised(buffer))
print(type(program).__name__, program.result.testsRun, program.result.wasSuccessful())

buffer = io.StringIO()
try:
    unittest.main(testRunner=unittest.TextTestRunner(stream=buffer, verbosity=2))
except SystemExit as exc:
    print("SystemExit code:", exc.code)
print(normalised(buffer))

buffer = io.StringIO()
try:
    unittest.main(defaultTest="HelperTests", testRunner=unittest.TextTestRunner(stream=buffer))
except SystemExit as exc:
    print("SystemExit code:", exc.code)
print(normalised(buffer))

buffer = io.StringIO()
program = unittest.main(defaultTest=["WordCountTests.test_simple", "HelperTests.test_upper"], exit=False,
                        testRunner=unittest.TextTestRunner(stream=buffer, verbosity=2))
print(normalised(buffer))

if __name__ == "__main__":
    unittest.main(verbosity=2)
