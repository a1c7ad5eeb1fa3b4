"""`unittest.IsolatedAsyncioTestCase`: a test case whose test methods, `asyncSetUp`,
`asyncTearDown` and cleanups may be coroutines, all run in one event loop of its own (an
`asyncio.Runner`) for each test."""

import asyncio
import inspect
import warnings

from _unittest_case import TestCase

__name__ = "unittest.async_case"


class IsolatedAsyncioTestCase(TestCase):
    """A test case for coroutines: each test runs in a fresh event loop."""

    def __init__(self, methodName="runTest"):
        super().__init__(methodName)
        self._asyncioRunner = None

    async def asyncSetUp(self):
        pass

    async def asyncTearDown(self):
        pass

    def addAsyncCleanup(self, func, /, *args, **kwargs):
        self.addCleanup(*(func, *args), **kwargs)

    async def enterAsyncContext(self, cm):
        cls = type(cm)
        try:
            enter = cls.__aenter__
            exit = cls.__aexit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the asynchronous context manager protocol") from None
        result = await enter(cm)
        self.addAsyncCleanup(exit, cm, None, None, None)
        return result

    def _callSetUp(self):
        self._asyncioRunner.get_loop()
        self.setUp()
        self._callAsync(self.asyncSetUp)

    def _callTestMethod(self, method):
        if self._callMaybeAsync(method) is not None:
            warnings.warn(f"It is deprecated to return a value that is not None from a test case ({method})",
                          DeprecationWarning, stacklevel=4)

    def _callTearDown(self):
        self._callAsync(self.asyncTearDown)
        self.tearDown()

    def _callCleanup(self, function, *args, **kwargs):
        self._callMaybeAsync(function, *args, **kwargs)

    def _callAsync(self, func, /, *args, **kwargs):
        return self._asyncioRunner.run(func(*args, **kwargs))

    def _callMaybeAsync(self, func, /, *args, **kwargs):
        if inspect.iscoroutinefunction(func):
            return self._asyncioRunner.run(func(*args, **kwargs))
        return func(*args, **kwargs)

    def _setupAsyncioRunner(self):
        self._asyncioRunner = asyncio.Runner(debug=True)

    def _tearDownAsyncioRunner(self):
        self._asyncioRunner.close()
        self._asyncioRunner = None

    def run(self, result=None):
        self._setupAsyncioRunner()
        try:
            return super().run(result)
        finally:
            self._tearDownAsyncioRunner()

    def debug(self):
        self._setupAsyncioRunner()
        try:
            super().debug()
        finally:
            self._tearDownAsyncioRunner()
