import io
import re
import unittest


def slugify(text):
    words = re.findall(r"[a-z0-9]+", text.lower())
    return "-".join(words)


def parse_pairs(text):
    result = {}
    for part in text.split(","):
        key, value = part.split("=")
        result[key.strip()] = int(value)
    return result


class SlugifyTests(unittest.TestCase):
    def test_simple(self):
        self.assertEqual(slugify("Hello World"), "hello-world")

    def test_punctuation(self):
        self.assertEqual(slugify("Hi, there!"), "hi-there")

    def test_unicode_fails(self):
        self.assertEqual(slugify("Crème brûlée"), "creme-brulee")

    def test_list(self):
        self.assertEqual([1, 2, 3], [1, 2, 4])

    def test_dict(self):
        """Dicts differ."""
        self.assertEqual(parse_pairs("a=1, b=2"), {"a": 1, "b": 3})

    def test_error(self):
        parse_pairs("a=1,b")

    @unittest.skip("not ready")
    def test_skipped(self):
        pass

    @unittest.expectedFailure
    def test_expected(self):
        self.assertEqual(1, 2)

    def test_subtests(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertLess(i, 2)

    def test_raises(self):
        with self.assertRaises(ValueError):
            parse_pairs("a=1")

    def test_multiline(self):
        self.assertEqual("one\ntwo\nthree\n", "one\nTWO\nthree\n")


for verbosity in (1, 2):
    stream = io.StringIO()
    runner = unittest.TextTestRunner(stream=stream, verbosity=verbosity)
    result = runner.run(unittest.defaultTestLoader.loadTestsFromTestCase(SlugifyTests))
    print(re.sub(r"in \d+\.\d+s", "in X.XXXs", stream.getvalue()))
    print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped), result.wasSuccessful())
    print(result)
