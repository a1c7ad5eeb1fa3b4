"""unittest's results and text runner: `TestResult` (what a run collected: `failures`,
`errors`, `skipped`, `expectedFailures`, `unexpectedSuccesses`, `testsRun`), `TextTestResult`
(the dots or the `test ... ok` lines, then each failure's traceback) and `TextTestRunner` (its
summary: `Ran N tests in T.TTTs` and `OK` or `FAILED (...)`).

The run's duration comes from `time.perf_counter`; without a clock granted it is 0.000s."""

import io
import sys
import time
import traceback
import warnings

from _unittest_case import _SubTest, strclass

__name__ = "unittest.result"

STDOUT_LINE = "\nStdout:\n%s"
STDERR_LINE = "\nStderr:\n%s"


def _clock():
    """`time.perf_counter()`, or 0 when the host granted no clock."""
    try:
        return time.perf_counter()
    except PermissionError:
        return 0.0


class TestResult:
    """What a run of tests collected. Each failure and error is kept as `(test, text)`, the
    text being the traceback of the exception as unittest prints it."""

    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failfast = False
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False
        self._stdout_buffer = None
        self._stderr_buffer = None
        self._original_stdout = sys.stdout
        self._original_stderr = sys.stderr
        self._mirrorOutput = False

    def printErrors(self):
        pass

    def startTest(self, test):
        self.testsRun += 1
        self._mirrorOutput = False
        self._setupStdout()

    def _setupStdout(self):
        if self.buffer:
            if self._stderr_buffer is None:
                self._stderr_buffer = io.StringIO()
                self._stdout_buffer = io.StringIO()
            sys.stdout = self._stdout_buffer
            sys.stderr = self._stderr_buffer

    def startTestRun(self):
        pass

    def stopTest(self, test):
        self._restoreStdout()
        self._mirrorOutput = False

    def _restoreStdout(self):
        if self.buffer:
            if self._mirrorOutput:
                output = sys.stdout.getvalue()
                error = sys.stderr.getvalue()
                if output:
                    if not output.endswith("\n"):
                        output += "\n"
                    self._original_stdout.write(STDOUT_LINE % output)
                if error:
                    if not error.endswith("\n"):
                        error += "\n"
                    self._original_stderr.write(STDERR_LINE % error)
            sys.stdout = self._original_stdout
            sys.stderr = self._original_stderr
            self._stdout_buffer.seek(0)
            self._stdout_buffer.truncate()
            self._stderr_buffer.seek(0)
            self._stderr_buffer.truncate()

    def stopTestRun(self):
        pass

    def _stop_if_failfast(self):
        if getattr(self, "failfast", False):
            self.stop()

    def addError(self, test, err):
        self._stop_if_failfast()
        self.errors.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addFailure(self, test, err):
        self._stop_if_failfast()
        self.failures.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if getattr(self, "failfast", False):
                self.stop()
            errors = self.failures if issubclass(err[0], test.failureException) else self.errors
            errors.append((subtest, self._exc_info_to_string(err, test)))
            self._mirrorOutput = True

    def addSuccess(self, test):
        pass

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    def addUnexpectedSuccess(self, test):
        self._stop_if_failfast()
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        return (len(self.failures) == len(self.errors) == 0
                and (not hasattr(self, "unexpectedSuccesses") or len(self.unexpectedSuccesses) == 0))

    def stop(self):
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        exctype, value, tb = err
        formatted = traceback.TracebackException(exctype, value, tb, capture_locals=self.tb_locals, compact=True)
        msgLines = list(formatted.format())
        if self.buffer:
            output = sys.stdout.getvalue()
            error = sys.stderr.getvalue()
            if output:
                if not output.endswith("\n"):
                    output += "\n"
                msgLines.append(STDOUT_LINE % output)
            if error:
                if not error.endswith("\n"):
                    error += "\n"
                msgLines.append(STDERR_LINE % error)
        return "".join(msgLines)

    def __repr__(self):
        return (f"<{strclass(self.__class__)} run={self.testsRun} errors={len(self.errors)} "
                f"failures={len(self.failures)}>")


class _WritelnDecorator:
    """A stream with a `writeln` method."""

    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, attr):
        if attr in ("stream", "__getstate__"):
            raise AttributeError(attr)
        return getattr(self.stream, attr)

    def writeln(self, arg=None):
        if arg:
            self.write(arg)
        self.write("\n")


class TextTestResult(TestResult):
    """A result that prints its progress to a stream: a character per test (verbosity 1) or
    a line per test (verbosity 2), then the failures and errors."""

    __module__ = "unittest.runner"
    separator1 = "=" * 70
    separator2 = "-" * 70

    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, verbosity)
        self.stream = stream
        self.showAll = verbosity > 1
        self.dots = verbosity == 1
        self.descriptions = descriptions
        self._newline = True

    def getDescription(self, test):
        doc_first_line = test.shortDescription()
        if self.descriptions and doc_first_line:
            return "\n".join((str(test), doc_first_line))
        return str(test)

    def startTest(self, test):
        super().startTest(test)
        if self.showAll:
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
            self.stream.flush()
            self._newline = False

    def _write_status(self, test, status):
        is_subtest = isinstance(test, _SubTest)
        if is_subtest or self._newline:
            if not self._newline:
                self.stream.writeln()
            if is_subtest:
                self.stream.write("  ")
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
        self.stream.writeln(status)
        self.stream.flush()
        self._newline = True

    def _write_dot(self, char):
        self.stream.write(char)
        self.stream.flush()

    def addSubTest(self, test, subtest, err):
        if err is not None:
            failed = issubclass(err[0], subtest.failureException)
            if self.showAll:
                self._write_status(subtest, "FAIL" if failed else "ERROR")
            elif self.dots:
                self._write_dot("F" if failed else "E")
        super().addSubTest(test, subtest, err)

    def addSuccess(self, test):
        super().addSuccess(test)
        if self.showAll:
            self._write_status(test, "ok")
        elif self.dots:
            self._write_dot(".")

    def addError(self, test, err):
        super().addError(test, err)
        if self.showAll:
            self._write_status(test, "ERROR")
        elif self.dots:
            self._write_dot("E")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        if self.showAll:
            self._write_status(test, "FAIL")
        elif self.dots:
            self._write_dot("F")

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        if self.showAll:
            self._write_status(test, f"skipped {reason!r}")
        elif self.dots:
            self._write_dot("s")

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        if self.showAll:
            self.stream.writeln("expected failure")
            self.stream.flush()
        elif self.dots:
            self._write_dot("x")

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        if self.showAll:
            self.stream.writeln("unexpected success")
            self.stream.flush()
        elif self.dots:
            self._write_dot("u")

    def printErrors(self):
        if self.dots or self.showAll:
            self.stream.writeln()
            self.stream.flush()
        self.printErrorList("ERROR", self.errors)
        self.printErrorList("FAIL", self.failures)
        unexpectedSuccesses = getattr(self, "unexpectedSuccesses", ())
        if unexpectedSuccesses:
            self.stream.writeln(self.separator1)
            for test in unexpectedSuccesses:
                self.stream.writeln(f"UNEXPECTED SUCCESS: {self.getDescription(test)}")
            self.stream.flush()

    def printErrorList(self, flavour, errors):
        for test, err in errors:
            self.stream.writeln(self.separator1)
            self.stream.writeln(f"{flavour}: {self.getDescription(test)}")
            self.stream.writeln(self.separator2)
            self.stream.writeln(f"{err}")
            self.stream.flush()


class TextTestRunner:
    """Runs a test or suite with a `TextTestResult` on `stream` (the run's stderr by default)
    and prints the summary."""

    __module__ = "unittest.runner"
    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1, failfast=False, buffer=False, resultclass=None,
                 warnings=None, *, tb_locals=False):
        if stream is None:
            stream = sys.stderr
        self.stream = _WritelnDecorator(stream)
        self.descriptions = descriptions
        self.verbosity = verbosity
        self.failfast = failfast
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        if resultclass is not None:
            self.resultclass = resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions, self.verbosity)

    def run(self, test):
        result = self._makeResult()
        result.failfast = self.failfast
        result.buffer = self.buffer
        result.tb_locals = self.tb_locals
        with warnings.catch_warnings():
            if self.warnings:
                warnings.simplefilter(self.warnings)
                if self.warnings in ["default", "always"]:
                    warnings.filterwarnings("module", category=DeprecationWarning,
                                            message=r"Please use assert\w+ instead.")
            startTime = _clock()
            startTestRun = getattr(result, "startTestRun", None)
            if startTestRun is not None:
                startTestRun()
            try:
                test(result)
            finally:
                stopTestRun = getattr(result, "stopTestRun", None)
                if stopTestRun is not None:
                    stopTestRun()
            stopTime = _clock()
        timeTaken = stopTime - startTime
        result.printErrors()
        if hasattr(result, "separator2"):
            self.stream.writeln(result.separator2)
        run = result.testsRun
        self.stream.writeln("Ran %d test%s in %.3fs" % (run, "s" if run != 1 else "", timeTaken))
        self.stream.writeln()
        self._write_outcome(result)
        return result

    def _write_outcome(self, result):
        """`OK` or `FAILED`, with the counts of what went wrong or was skipped."""
        infos = []
        if not result.wasSuccessful():
            self.stream.write("FAILED")
            failed, errored = len(result.failures), len(result.errors)
            if failed:
                infos.append(f"failures={failed}")
            if errored:
                infos.append(f"errors={errored}")
        else:
            self.stream.write("OK")
        skipped = len(getattr(result, "skipped", ()))
        expectedFails = len(getattr(result, "expectedFailures", ()))
        unexpectedSuccesses = len(getattr(result, "unexpectedSuccesses", ()))
        if skipped:
            infos.append(f"skipped={skipped}")
        if expectedFails:
            infos.append(f"expected failures={expectedFails}")
        if unexpectedSuccesses:
            infos.append(f"unexpected successes={unexpectedSuccesses}")
        if infos:
            self.stream.writeln(f" ({', '.join(infos)})")
        else:
            self.stream.write("\n")
        self.stream.flush()
