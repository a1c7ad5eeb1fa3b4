"""`unittest.TestCase` (running one test: setUp, the test method, tearDown and cleanups, each
part's exception reported to the result), module cleanups, subtests, `SkipTest` with the
`skip`, `skipIf`, `skipUnless` and `expectedFailure` decorators, and `FunctionTestCase`.

The test parts run under class-based context managers of this private module (not
`contextlib`), so the tracebacks of failures show only the test's own frames, as CPython's
unittest shows them."""

import collections
import functools
import sys
import types
import warnings

from _unittest_asserts import _Assertions

__name__ = "unittest.case"

_subtest_msg_sentinel = object()


def strclass(cls):
    return f"{cls.__module__}.{cls.__qualname__}"


class SkipTest(Exception):
    """Raise this exception in a test to skip it."""


class _ShouldStop(Exception):
    """The test should stop."""


class _UnexpectedSuccess(Exception):
    """The test was supposed to fail, but it didn't."""


def _id(obj):
    return obj


def skip(reason):
    """Skips the decorated test (a method or a whole class) unconditionally."""

    def decorator(test_item):
        if not isinstance(test_item, type):
            @functools.wraps(test_item)
            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item

    if isinstance(reason, types.FunctionType):
        test_item, reason = reason, ""
        return decorator(test_item)
    return decorator


def skipIf(condition, reason):
    """Skips the decorated test if the condition is true."""
    return skip(reason) if condition else _id


def skipUnless(condition, reason):
    """Skips the decorated test unless the condition is true."""
    return _id if condition else skip(reason)


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


def _addSkip(result, test_case, reason):
    addSkip = getattr(result, "addSkip", None)
    if addSkip is not None:
        addSkip(test_case, reason)
    else:
        warnings.warn("TestResult has no addSkip method, skips not reported", RuntimeWarning, 2)
        result.addSuccess(test_case)


def _addError(result, test, exc_info):
    if result is not None and exc_info is not None:
        if issubclass(exc_info[0], test.failureException):
            result.addFailure(test, exc_info)
        else:
            result.addError(test, exc_info)


class _Outcome:
    """How a running test is going: whether every part succeeded so far, and the expected
    failure caught, if any."""

    def __init__(self, result=None):
        self.expecting_failure = False
        self.result = result
        self.result_supports_subtests = hasattr(result, "addSubTest")
        self.success = True
        self.expectedFailure = None

    def testPartExecutor(self, test_case, subTest=False):
        return _PartExecutor(self, test_case, subTest)


class _PartExecutor:
    """Runs one part of a test (setUp, the method, a subtest, a cleanup), reporting what it
    raises to the result instead of letting it through."""

    def __init__(self, outcome, test_case, subTest):
        self.outcome = outcome
        self.test_case = test_case
        self.subTest = subTest

    def __enter__(self):
        self.old_success = self.outcome.success
        self.outcome.success = True

    def __exit__(self, exc_type, exc_value, tb):
        outcome = self.outcome
        try:
            if exc_type is None:
                if self.subTest and outcome.success:
                    outcome.result.addSubTest(self.test_case.test_case, self.test_case, None)
                return True
            if issubclass(exc_type, KeyboardInterrupt):
                return False
            if issubclass(exc_type, SkipTest):
                outcome.success = False
                _addSkip(outcome.result, self.test_case, str(exc_value))
            elif not issubclass(exc_type, _ShouldStop):
                exc_info = (exc_type, exc_value, tb)
                if outcome.expecting_failure:
                    outcome.expectedFailure = exc_info
                else:
                    outcome.success = False
                    if self.subTest:
                        outcome.result.addSubTest(self.test_case.test_case, self.test_case, exc_info)
                    else:
                        _addError(outcome.result, self.test_case, exc_info)
            return True
        finally:
            outcome.success = outcome.success and self.old_success


class _SubTestContext:
    """What `TestCase.subTest` returns: runs its block as a subtest of the running test."""

    def __init__(self, test_case, msg, params):
        self.test_case = test_case
        self.msg = msg
        self.params = params

    def __enter__(self):
        case = self.test_case
        self.active = case._outcome is not None and case._outcome.result_supports_subtests
        if not self.active:
            return None
        self.parent = case._subtest
        if self.parent is None:
            params_map = _OrderedChainMap(self.params)
        else:
            params_map = self.parent.params.new_child(self.params)
        case._subtest = _SubTest(case, self.msg, params_map)
        self.executor = case._outcome.testPartExecutor(case._subtest, subTest=True)
        self.executor.__enter__()
        return None

    def __exit__(self, exc_type, exc_value, tb):
        if not self.active:
            return False
        case = self.test_case
        try:
            handled = self.executor.__exit__(exc_type, exc_value, tb)
            if not handled:
                return False
            outcome = case._outcome
            if not outcome.success:
                result = outcome.result
                if result is not None and result.failfast:
                    raise _ShouldStop
            elif outcome.expectedFailure:
                raise _ShouldStop
        finally:
            case._subtest = self.parent
        return True


class _OrderedChainMap(collections.ChainMap):
    def __iter__(self):
        seen = set()
        for mapping in self.maps:
            for k in mapping:
                if k not in seen:
                    seen.add(k)
                    yield k


class TestCase(_Assertions):
    """A class whose instances are single test cases: each runs the method it is named after
    (`methodName`), between `setUp` and `tearDown`."""

    _class_cleanups = []

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed = False
        cls._class_cleanups = []
        super().__init_subclass__(*args, **kwargs)

    def __init__(self, methodName="runTest"):
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = "No test"
        try:
            testMethod = getattr(self, methodName)
        except AttributeError:
            if methodName != "runTest":
                raise ValueError(f"no such test method in {self.__class__}: {methodName}")
        else:
            self._testMethodDoc = testMethod.__doc__
        self._cleanups = []
        self._subtest = None
        self._type_equality_funcs = {}
        self.addTypeEqualityFunc(dict, "assertDictEqual")
        self.addTypeEqualityFunc(list, "assertListEqual")
        self.addTypeEqualityFunc(tuple, "assertTupleEqual")
        self.addTypeEqualityFunc(set, "assertSetEqual")
        self.addTypeEqualityFunc(frozenset, "assertSetEqual")
        self.addTypeEqualityFunc(str, "assertMultiLineEqual")

    def addCleanup(self, function, /, *args, **kwargs):
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        return _enter_context(cm, self.addCleanup)

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        cls._class_cleanups.append((function, args, kwargs))

    @classmethod
    def enterClassContext(cls, cm):
        return _enter_context(cm, cls.addClassCleanup)

    def setUp(self):
        pass

    def tearDown(self):
        pass

    @classmethod
    def setUpClass(cls):
        pass

    @classmethod
    def tearDownClass(cls):
        pass

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        from _unittest_result import TestResult
        return TestResult()

    def shortDescription(self):
        doc = self._testMethodDoc
        return doc.strip().split("\n")[0].strip() if doc else None

    def id(self):
        return f"{strclass(self.__class__)}.{self._testMethodName}"

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return f"{self._testMethodName} ({strclass(self.__class__)}.{self._testMethodName})"

    def __repr__(self):
        return f"<{strclass(self.__class__)} testMethod={self._testMethodName}>"

    def subTest(self, msg=_subtest_msg_sentinel, **params):
        """A context manager running its block as a subtest named by `msg` and `params`: a
        failure there is reported on its own and the test goes on after the block."""
        return _SubTestContext(self, msg, params)

    def _addExpectedFailure(self, result, exc_info):
        addExpectedFailure = getattr(result, "addExpectedFailure", None)
        if addExpectedFailure is None:
            warnings.warn("TestResult has no addExpectedFailure method, reporting as passes", RuntimeWarning)
            result.addSuccess(self)
        else:
            addExpectedFailure(self, exc_info)

    def _addUnexpectedSuccess(self, result):
        addUnexpectedSuccess = getattr(result, "addUnexpectedSuccess", None)
        if addUnexpectedSuccess is None:
            warnings.warn("TestResult has no addUnexpectedSuccess method, reporting as failure", RuntimeWarning)
            try:
                raise _UnexpectedSuccess from None
            except _UnexpectedSuccess:
                result.addFailure(self, sys.exc_info())
        else:
            addUnexpectedSuccess(self)

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        if method() is not None:
            warnings.warn(f"It is deprecated to return a value that is not None from a test case ({method})",
                          DeprecationWarning, stacklevel=3)

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def _skip_reason(self, testMethod):
        """Why the class or the method is skipped, or None when neither is."""
        if getattr(self.__class__, "__unittest_skip__", False) or getattr(testMethod, "__unittest_skip__", False):
            return (getattr(self.__class__, "__unittest_skip_why__", "")
                    or getattr(testMethod, "__unittest_skip_why__", ""))
        return None

    def run(self, result=None):
        stopTestRun = None
        if result is None:
            result = self.defaultTestResult()
            startTestRun = getattr(result, "startTestRun", None)
            stopTestRun = getattr(result, "stopTestRun", None)
            if startTestRun is not None:
                startTestRun()
        result.startTest(self)
        try:
            testMethod = getattr(self, self._testMethodName)
            skip_why = self._skip_reason(testMethod)
            if skip_why is not None:
                _addSkip(result, self, skip_why)
                return result
            expecting_failure = (getattr(self, "__unittest_expecting_failure__", False)
                                 or getattr(testMethod, "__unittest_expecting_failure__", False))
            outcome = _Outcome(result)
            try:
                self._outcome = outcome
                with outcome.testPartExecutor(self):
                    self._callSetUp()
                if outcome.success:
                    outcome.expecting_failure = expecting_failure
                    with outcome.testPartExecutor(self):
                        self._callTestMethod(testMethod)
                    outcome.expecting_failure = False
                    with outcome.testPartExecutor(self):
                        self._callTearDown()
                self.doCleanups()
                if outcome.success:
                    if expecting_failure:
                        if outcome.expectedFailure:
                            self._addExpectedFailure(result, outcome.expectedFailure)
                        else:
                            self._addUnexpectedSuccess(result)
                    else:
                        result.addSuccess(self)
                return result
            finally:
                self._outcome = None
        finally:
            result.stopTest(self)
            if stopTestRun is not None:
                stopTestRun()

    def doCleanups(self):
        """Calls the cleanup functions, last added first."""
        outcome = self._outcome or _Outcome()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            with outcome.testPartExecutor(self):
                self._callCleanup(function, *args, **kwargs)
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        cls.tearDown_exceptions = []
        while cls._class_cleanups:
            function, args, kwargs = cls._class_cleanups.pop()
            try:
                function(*args, **kwargs)
            except Exception:
                cls.tearDown_exceptions.append(sys.exc_info())

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        """Runs the test without a result: its exceptions go through."""
        testMethod = getattr(self, self._testMethodName)
        skip_why = self._skip_reason(testMethod)
        if skip_why is not None:
            raise SkipTest(skip_why)
        self._callSetUp()
        self._callTestMethod(testMethod)
        self._callTearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            self._callCleanup(function, *args, **kwargs)

    def skipTest(self, reason):
        """Skips this test."""
        raise SkipTest(reason)


def _enter_context(cm, addcleanup):
    cls = type(cm)
    try:
        enter = cls.__enter__
        exit = cls.__exit__
    except AttributeError:
        raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                        f"not support the context manager protocol") from None
    result = enter(cm)
    addcleanup(exit, cm, None, None, None)
    return result


_module_cleanups = []


def addModuleCleanup(function, /, *args, **kwargs):
    """Adds a function to call after the module's tests (even when setUpModule failed)."""
    _module_cleanups.append((function, args, kwargs))


def enterModuleContext(cm):
    """Enters `cm`, leaving it when the module's cleanups run."""
    return _enter_context(cm, addModuleCleanup)


def doModuleCleanups():
    """Calls the module cleanup functions, last added first; raises the first one's error."""
    exceptions = []
    while _module_cleanups:
        function, args, kwargs = _module_cleanups.pop()
        try:
            function(*args, **kwargs)
        except Exception as exc:
            exceptions.append(exc)
    if exceptions:
        raise exceptions[0]


class FunctionTestCase(TestCase):
    """A test case running a plain function, with optional set-up and tear-down functions."""

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super().__init__()
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return (self._setUpFunc == other._setUpFunc and self._tearDownFunc == other._tearDownFunc
                and self._testFunc == other._testFunc and self._description == other._description)

    def __hash__(self):
        return hash((type(self), self._setUpFunc, self._tearDownFunc, self._testFunc, self._description))

    def __str__(self):
        return f"{strclass(self.__class__)} ({self._testFunc.__name__})"

    def __repr__(self):
        return f"<{strclass(self.__class__)} tec={self._testFunc!r}>"

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split("\n")[0].strip() or None


class _SubTest(TestCase):
    """One subtest of a running test, as results see it."""

    def __init__(self, test_case, message, params):
        super().__init__()
        self._message = message
        self.test_case = test_case
        self.params = params
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError("subtests cannot be run directly")

    def _subDescription(self):
        parts = []
        if self._message is not _subtest_msg_sentinel:
            parts.append(f"[{self._message}]")
        if self.params:
            parts.append("(" + ", ".join(f"{k}={self.params[k]!r}" for k in self.params) + ")")
        return " ".join(parts) or "(<subtest>)"

    def id(self):
        return f"{self.test_case.id()} {self._subDescription()}"

    def shortDescription(self):
        return self.test_case.shortDescription()

    def __str__(self):
        return f"{self.test_case} {self._subDescription()}"

