"""CPython 3.11's `unittest`, for programs that test their own code: `TestCase` with its
assertion methods, subtests, skips and expected failures, `IsolatedAsyncioTestCase`,
`TestSuite`, `TestLoader`, `TestResult`, `TextTestRunner` and `main`.

The implementation lives in private modules (`_unittest_case`, `_unittest_asserts`,
`_unittest_result`, `_unittest_loader`, `_unittest_logs`, `_unittest_async`), whose frames
tracebacks leave out, as CPython's unittest leaves its own out of the tracebacks of failures.
There is no test discovery (the sandbox has no files to import tests from). `unittest.mock` is a
submodule (`unittest_mock`), imported as in CPython by `import unittest.mock` or
`from unittest import mock`.
`IsolatedAsyncioTestCase` (and with it asyncio) is imported on first use, as CPython does."""

from _unittest_case import (FunctionTestCase, SkipTest, TestCase, addModuleCleanup, doModuleCleanups,
                            enterModuleContext, expectedFailure, skip, skipIf, skipUnless)
from _unittest_loader import (BaseTestSuite, TestLoader, TestProgram, TestSuite, defaultTestLoader, findTestCases,
                              getTestCaseNames, main, makeSuite)
from _unittest_result import TestResult, TextTestResult, TextTestRunner

__all__ = ["TestResult", "TestCase", "TestSuite", "TextTestRunner", "TestLoader", "FunctionTestCase", "main",
           "defaultTestLoader", "SkipTest", "skip", "skipIf", "skipUnless", "expectedFailure", "TextTestResult",
           "BaseTestSuite", "TestProgram", "makeSuite", "getTestCaseNames", "findTestCases",
           "IsolatedAsyncioTestCase", "addModuleCleanup", "doModuleCleanups", "enterModuleContext"]


def __getattr__(name):
    if name == "IsolatedAsyncioTestCase":
        global IsolatedAsyncioTestCase
        from _unittest_async import IsolatedAsyncioTestCase
        return IsolatedAsyncioTestCase
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
