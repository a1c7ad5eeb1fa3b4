"""unittest's suites, loader and entry point: `TestSuite` (running its tests with the
setUpClass/tearDownClass fixtures of their classes and setUpModule/tearDownModule of the
program's module), `TestLoader` (`loadTestsFromTestCase`,
`loadTestsFromModule`, `loadTestsFromName(s)`, `getTestCaseNames`) and `main`
(`TestProgram`).

The sandbox has no command line: `main` ignores `argv` and runs every test of its module (the
program, `__main__`, by default) or `defaultTest`, then exits with `SystemExit(not
result.wasSuccessful())` unless `exit=False`."""

import functools
import sys
import types

from _unittest_case import FunctionTestCase, SkipTest, TestCase, doModuleCleanups, strclass
from _unittest_result import TextTestRunner

__name__ = "unittest.suite"


def three_way_cmp(x, y):
    return (x > y) - (x < y)


def _isnotsuite(test):
    try:
        iter(test)
    except TypeError:
        return True
    return False


class _ErrorHolder:
    """Stands for a class fixture (`setUpClass (__main__.T)`) whose error a result records."""

    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    def shortDescription(self):
        return None

    def __repr__(self):
        return f"<ErrorHolder description={self.description!r}>"

    def __str__(self):
        return self.id()

    def run(self, result):
        pass

    def __call__(self, result):
        return self.run(result)

    def countTestCases(self):
        return 0


class BaseTestSuite:
    """Tests run one after the other, with no class fixtures."""

    _cleanup = True

    def __init__(self, tests=()):
        self._tests = []
        self._removed_tests = 0
        self.addTests(tests)

    def __repr__(self):
        return f"<{strclass(self.__class__)} tests={list(self)}>"

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return list(self) == list(other)

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        cases = self._removed_tests
        for test in self:
            if test:
                cases += test.countTestCases()
        return cases

    def addTest(self, test):
        if not callable(test):
            raise TypeError(f"{test!r} is not callable")
        if isinstance(test, type) and issubclass(test, (TestCase, TestSuite)):
            raise TypeError("TestCases and TestSuites must be instantiated before passing them to addTest()")
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError("tests must be an iterable of tests, not a string")
        for test in tests:
            self.addTest(test)

    def run(self, result):
        for index, test in enumerate(self):
            if result.shouldStop:
                break
            test(result)
            if self._cleanup:
                self._removeTestAtIndex(index)
        return result

    def _removeTestAtIndex(self, index):
        test = self._tests[index]
        if hasattr(test, "countTestCases"):
            self._removed_tests += test.countTestCases()
        self._tests[index] = None

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        for test in self:
            test.debug()


class TestSuite(BaseTestSuite):
    """Tests run in the order they were added, each class's `setUpClass` before its first test
    and its `tearDownClass` after its last."""

    def run(self, result, debug=False):
        topLevel = False
        if getattr(result, "_testRunEntered", False) is False:
            result._testRunEntered = topLevel = True
        for index, test in enumerate(self):
            if result.shouldStop:
                break
            if _isnotsuite(test):
                self._tearDownPreviousClass(test, result)
                self._handleModuleFixture(test, result)
                self._handleClassSetUp(test, result)
                result._previousTestClass = test.__class__
                if getattr(test.__class__, "_classSetupFailed", False) or getattr(result, "_moduleSetUpFailed", False):
                    continue
            if not debug:
                test(result)
            else:
                test.debug()
            if self._cleanup:
                self._removeTestAtIndex(index)
        if topLevel:
            self._tearDownPreviousClass(None, result)
            self._handleModuleTearDown(result)
            result._testRunEntered = False
        return result

    def _handleModuleFixture(self, test, result):
        previousClass = getattr(result, "_previousTestClass", None)
        currentModule = test.__class__.__module__
        if previousClass is not None and previousClass.__module__ == currentModule:
            return
        self._handleModuleTearDown(result)
        result._moduleSetUpFailed = False
        setUpModule = getattr(_loaded_module(currentModule), "setUpModule", None)
        if setUpModule is None:
            return
        try:
            setUpModule()
        except Exception as e:
            result._moduleSetUpFailed = True
            self._addClassLevelException(result, e, f"setUpModule ({currentModule})")
        if result._moduleSetUpFailed:
            try:
                doModuleCleanups()
            except Exception as e:
                self._addClassLevelException(result, e, f"setUpModule ({currentModule})")

    def _handleModuleTearDown(self, result):
        previousClass = getattr(result, "_previousTestClass", None)
        if previousClass is None or result._moduleSetUpFailed:
            return
        previousModule = previousClass.__module__
        module = _loaded_module(previousModule)
        if module is None:
            return
        tearDownModule = getattr(module, "tearDownModule", None)
        if tearDownModule is not None:
            try:
                tearDownModule()
            except Exception as e:
                self._addClassLevelException(result, e, f"tearDownModule ({previousModule})")
        try:
            doModuleCleanups()
        except Exception as e:
            self._addClassLevelException(result, e, f"tearDownModule ({previousModule})")

    def _handleClassSetUp(self, test, result):
        currentClass = test.__class__
        if currentClass == getattr(result, "_previousTestClass", None):
            return
        if result._moduleSetUpFailed:
            return
        if getattr(currentClass, "__unittest_skip__", False):
            return
        try:
            currentClass._classSetupFailed = False
        except TypeError:
            pass
        setUpClass = getattr(currentClass, "setUpClass", None)
        doClassCleanups = getattr(currentClass, "doClassCleanups", None)
        if setUpClass is None:
            return
        failed = False
        className = strclass(currentClass)
        try:
            setUpClass()
        except Exception as e:
            failed = True
            currentClass._classSetupFailed = True
            self._addClassLevelException(result, e, f"setUpClass ({className})")
        if failed and doClassCleanups is not None:
            doClassCleanups()
            for exc_info in currentClass.tearDown_exceptions:
                self._addClassLevelException(result, exc_info[1], f"setUpClass ({className})", exc_info)

    def _tearDownPreviousClass(self, test, result):
        previousClass = getattr(result, "_previousTestClass", None)
        currentClass = test.__class__
        if currentClass == previousClass or previousClass is None:
            return
        if getattr(previousClass, "_classSetupFailed", False) or getattr(result, "_moduleSetUpFailed", False):
            return
        if getattr(previousClass, "__unittest_skip__", False):
            return
        tearDownClass = getattr(previousClass, "tearDownClass", None)
        doClassCleanups = getattr(previousClass, "doClassCleanups", None)
        className = strclass(previousClass)
        if tearDownClass is not None:
            try:
                tearDownClass()
            except Exception as e:
                self._addClassLevelException(result, e, f"tearDownClass ({className})")
        if doClassCleanups is not None:
            doClassCleanups()
            for exc_info in previousClass.tearDown_exceptions:
                self._addClassLevelException(result, exc_info[1], f"tearDownClass ({className})", exc_info)

    def _addClassLevelException(self, result, exception, errorName, info=None):
        error = _ErrorHolder(errorName)
        addSkip = getattr(result, "addSkip", None)
        if addSkip is not None and isinstance(exception, SkipTest):
            addSkip(error, str(exception))
        else:
            result.addError(error, info or (type(exception), exception, exception.__traceback__))


def _loaded_module(name):
    """The module whose tests are running, if tests can have fixtures there (the program's)."""
    if name != "__main__":
        return None
    import __main__
    return __main__


class _FailedTest(TestCase):
    """Stands for a test name that could not be loaded: running it raises the error."""

    __module__ = "unittest.loader"
    _testMethodName = None

    def __init__(self, method_name, exception):
        self._exception = exception
        super().__init__(method_name)

    def __getattr__(self, name):
        if name != self._testMethodName:
            raise AttributeError(name)

        def testFailure():
            raise self._exception
        return testFailure


class TestLoader:
    """Makes suites from test case classes and modules: every method whose name starts with
    `testMethodPrefix`, sorted by name."""

    __module__ = "unittest.loader"
    testMethodPrefix = "test"
    sortTestMethodsUsing = staticmethod(three_way_cmp)
    testNamePatterns = None
    suiteClass = TestSuite

    def __init__(self):
        self.errors = []

    def loadTestsFromTestCase(self, testCaseClass):
        if issubclass(testCaseClass, TestSuite):
            raise TypeError("Test cases should not be derived from TestSuite. Maybe you meant to derive from "
                            "TestCase?")
        if testCaseClass in (TestCase, FunctionTestCase):
            testCaseNames = []
        else:
            testCaseNames = self.getTestCaseNames(testCaseClass)
            if not testCaseNames and hasattr(testCaseClass, "runTest"):
                testCaseNames = ["runTest"]
        return self.suiteClass(map(testCaseClass, testCaseNames))

    def loadTestsFromModule(self, module, *, pattern=None):
        tests = []
        for name in dir(module):
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, TestCase) and obj not in (TestCase, FunctionTestCase):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, "load_tests", None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            return load_tests(self, tests, pattern)
        return tests

    def loadTestsFromName(self, name, module=None):
        parts = name.split(".")
        if module is None:
            module = _module_named(parts[0])
            parts = parts[1:]
        parent, obj = None, module
        for part in parts:
            try:
                parent, obj = obj, getattr(obj, part)
            except AttributeError as e:
                import traceback
                self.errors.append(f"Failed to access attribute:\n{traceback.format_exc()}")
                return self.suiteClass((_FailedTest(part, e),))
        if isinstance(obj, types.ModuleType):
            return self.loadTestsFromModule(obj)
        if isinstance(obj, type) and issubclass(obj, TestCase) and obj not in (TestCase, FunctionTestCase):
            return self.loadTestsFromTestCase(obj)
        if isinstance(obj, types.FunctionType) and isinstance(parent, type) and issubclass(parent, TestCase):
            instance = parent(parts[-1])
            if not isinstance(getattr(instance, parts[-1]), types.FunctionType):
                return self.suiteClass([instance])
        elif isinstance(obj, TestSuite):
            return obj
        if not callable(obj):
            raise TypeError(f"don't know how to make test from: {obj}")
        test = obj()
        if isinstance(test, TestSuite):
            return test
        if isinstance(test, TestCase):
            return self.suiteClass([test])
        raise TypeError(f"calling {obj} returned {test}, not a test")

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(name, module) for name in names])

    def getTestCaseNames(self, testCaseClass):
        def shouldIncludeMethod(attrname):
            if not attrname.startswith(self.testMethodPrefix):
                return False
            if not callable(getattr(testCaseClass, attrname)):
                return False
            if self.testNamePatterns is None:
                return True
            import fnmatch
            fullName = f"{testCaseClass.__module__}.{testCaseClass.__qualname__}.{attrname}"
            return any(fnmatch.fnmatchcase(fullName, pattern) for pattern in self.testNamePatterns)

        testFnNames = list(filter(shouldIncludeMethod, dir(testCaseClass)))
        if self.sortTestMethodsUsing:
            testFnNames.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return testFnNames


defaultTestLoader = TestLoader()


def _makeLoader(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    loader = TestLoader()
    loader.sortTestMethodsUsing = sortUsing
    loader.testMethodPrefix = prefix
    loader.testNamePatterns = testNamePatterns
    if suiteClass:
        loader.suiteClass = suiteClass
    return loader


def _deprecated(name, replacement):
    import warnings
    warnings.warn(f"unittest.{name}() is deprecated and will be removed in Python 3.13. "
                  f"Please use unittest.TestLoader.{replacement}() instead.", DeprecationWarning, stacklevel=3)


def getTestCaseNames(testCaseClass, prefix, sortUsing=three_way_cmp, testNamePatterns=None):
    _deprecated("getTestCaseNames", "getTestCaseNames")
    return _makeLoader(prefix, sortUsing, testNamePatterns=testNamePatterns).getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix="test", sortUsing=three_way_cmp, suiteClass=TestSuite):
    _deprecated("makeSuite", "loadTestsFromTestCase")
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix="test", sortUsing=three_way_cmp, suiteClass=TestSuite):
    _deprecated("findTestCases", "loadTestsFromModule")
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromModule(module)


def _module_named(name):
    """The module `name`: the program's own (`__main__`) is the only one tests can live in."""
    if name != "__main__":
        raise ModuleNotFoundError(f"No module named '{name}'", name=name)
    import __main__
    return __main__


class TestProgram:
    """Runs the tests of a module (the program by default) through a text runner and, with
    `exit`, ends the program with status 0 when all passed, 1 otherwise."""

    __module__ = "unittest.main"
    module = None
    verbosity = 1
    failfast = catchbreak = buffer = progName = warnings = testNamePatterns = None

    def __init__(self, module="__main__", defaultTest=None, argv=None, testRunner=None,
                 testLoader=defaultTestLoader, exit=True, verbosity=1, failfast=None, catchbreak=None,
                 buffer=None, warnings=None, *, tb_locals=False):
        if isinstance(module, str):
            self.module = _module_named(module.split(".")[0])
            for part in module.split(".")[1:]:
                self.module = getattr(self.module, part)
        else:
            self.module = module
        self.exit = exit
        self.failfast = failfast
        self.catchbreak = catchbreak
        self.verbosity = verbosity
        self.buffer = buffer
        self.tb_locals = tb_locals
        if warnings is None and not sys.warnoptions:
            self.warnings = "default"
        else:
            self.warnings = warnings
        self.defaultTest = defaultTest
        self.testRunner = testRunner
        self.testLoader = testLoader
        self.createTests()
        self.runTests()

    def createTests(self):
        if self.defaultTest is None:
            self.testNames = None
            self.test = self.testLoader.loadTestsFromModule(self.module)
        else:
            self.testNames = (self.defaultTest,) if isinstance(self.defaultTest, str) else list(self.defaultTest)
            self.test = self.testLoader.loadTestsFromNames(self.testNames, self.module)

    def runTests(self):
        if self.testRunner is None:
            self.testRunner = TextTestRunner
        if isinstance(self.testRunner, type):
            try:
                testRunner = self.testRunner(verbosity=self.verbosity, failfast=self.failfast, buffer=self.buffer,
                                             warnings=self.warnings, tb_locals=self.tb_locals)
            except TypeError:
                testRunner = self.testRunner()
        else:
            testRunner = self.testRunner
        self.result = testRunner.run(self.test)
        if self.exit:
            sys.exit(not self.result.wasSuccessful())


main = TestProgram
