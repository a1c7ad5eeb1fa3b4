import io
import logging
import re
import unittest
import warnings

log = logging.getLogger("agent.fetch")


def fetch(url, retries=2):
    for attempt in range(retries):
        log.warning("attempt %d failed for %s", attempt + 1, url)
    if url.startswith("http:"):
        warnings.warn("plain http is insecure", UserWarning)
    log.error("giving up on %s", url)
    return None


class FetchTests(unittest.TestCase):
    def test_logs_every_attempt(self):
        with self.assertLogs("agent.fetch", level="WARNING") as cm:
            fetch("https://x", retries=2)
        self.assertEqual(cm.output, ["WARNING:agent.fetch:attempt 1 failed for https://x",
                                     "WARNING:agent.fetch:attempt 2 failed for https://x",
                                     "ERROR:agent.fetch:giving up on https://x"])
        self.assertEqual([r.levelname for r in cm.records], ["WARNING", "WARNING", "ERROR"])

    def test_logs_only_errors(self):
        with self.assertLogs(log, logging.ERROR) as cm:
            fetch("https://y", retries=1)
        self.assertEqual(len(cm.records), 1)

    def test_quiet_root(self):
        with self.assertNoLogs(level="ERROR"):
            logging.getLogger("other").info("fine")

    def test_insecure_warning(self):
        with self.assertWarnsRegex(UserWarning, "insecure") as cm:
            fetch("http://plain", retries=0)
        self.assertEqual(cm.lineno, 14)

    def test_no_warning(self):
        with self.assertWarns(UserWarning):
            fetch("https://secure", retries=0)


stream = io.StringIO()
result = unittest.TextTestRunner(stream=stream, verbosity=2).run(
    unittest.defaultTestLoader.loadTestsFromTestCase(FetchTests))
print(re.sub(r"in \d+\.\d+s", "in X.XXXs", stream.getvalue()))
print(log.handlers, log.propagate, log.level)


case = FetchTests()
for label, context in [("critical", case.assertLogs("agent.fetch", level="CRITICAL")),
                       ("no logs", case.assertNoLogs("agent.fetch")),
                       ("root", case.assertLogs())]:
    try:
        with context:
            fetch("https://z", retries=1)
    except AssertionError as exc:
        print(label, "->", exc)
    else:
        print(label, "-> passed")
