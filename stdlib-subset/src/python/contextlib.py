"""Utilities for with-statement contexts, as CPython 3.11's contextlib module: contextmanager
and asynccontextmanager, suppress, nullcontext, closing, aclosing, redirect_stdout and
redirect_stderr, ExitStack, AsyncExitStack, ContextDecorator, AsyncContextDecorator and
AbstractContextManager."""

import sys as _sys
from abc import ABC as _ABC, abstractmethod as _abstractmethod
from functools import wraps as _wraps


def _has_methods(cls, *methods):
    """Whether `cls` (or a base) defines each of `methods` (as not None): what makes a class a
    virtual subclass of the abstract context managers."""
    for method in methods:
        for klass in cls.__mro__:
            namespace = getattr(klass, "__dict__", {})
            if method in namespace:
                if namespace[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


class AbstractContextManager(_ABC):
    """A context manager whose `__enter__` returns itself; any class with `__enter__` and
    `__exit__` counts as a subclass."""

    def __enter__(self):
        return self

    @_abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, other):
        if cls is AbstractContextManager:
            return _has_methods(other, "__enter__", "__exit__")
        return NotImplemented


class AbstractAsyncContextManager(_ABC):
    """An async context manager whose `__aenter__` returns itself; any class with
    `__aenter__` and `__aexit__` counts as a subclass."""

    async def __aenter__(self):
        return self

    @_abstractmethod
    async def __aexit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, other):
        if cls is AbstractAsyncContextManager:
            return _has_methods(other, "__aenter__", "__aexit__")
        return NotImplemented


class ContextDecorator:
    """A context manager that can also decorate a function, which then runs inside it."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @_wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)

        return inner


class AsyncContextDecorator:
    """An async context manager that can also decorate a coroutine function, which then runs
    inside it."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @_wraps(func)
        async def inner(*args, **kwds):
            async with self._recreate_cm():
                return await func(*args, **kwds)

        return inner


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(typ, value, traceback)
        except StopIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                exc.__traceback__ = traceback
                return False
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            exc.__traceback__ = traceback
            return False
        raise RuntimeError("generator didn't stop after throw()")


class _AsyncGeneratorContextManager(AsyncContextDecorator, AbstractAsyncContextManager):
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    async def __aenter__(self):
        del self.args, self.kwds, self.func
        try:
            return await self.gen.__anext__()
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await self.gen.__anext__()
            except StopAsyncIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            await self.gen.athrow(typ, value, traceback)
        except StopAsyncIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, (StopIteration, StopAsyncIteration)) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after athrow()")


def contextmanager(func):
    @_wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)

    return helper


def asynccontextmanager(func):
    @_wraps(func)
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)

    return helper


class closing(AbstractContextManager):
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class aclosing(AbstractAsyncContextManager):
    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class suppress(AbstractContextManager):
    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class _RedirectStream(AbstractContextManager):
    """Puts `new_target` in `sys.<_stream>` for the block (print() then writes to it) and
    restores what was there after; reentrant."""

    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(getattr(_sys, self._stream))
        setattr(_sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(_sys, self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    _stream = "stderr"


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass

    async def __aenter__(self):
        return self.enter_result

    async def __aexit__(self, *excinfo):
        pass


class ExitStack(AbstractContextManager):
    """Callbacks and context managers unwound in reverse order when the stack exits."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        exit_method = getattr(type(exit), "__exit__", None)
        if exit_method is None:
            self._exit_callbacks.append(exit)
        else:
            self._exit_callbacks.append(lambda *details: exit_method(exit, *details))
        return exit

    def enter_context(self, cm):
        cls = type(cm)
        try:
            enter = cls.__enter__
            exit = cls.__exit__
        except AttributeError:
            raise TypeError(
                f"'{cls.__module__}.{cls.__qualname__}' object does not support the context manager protocol"
            ) from None
        result = enter(cm)
        self._exit_callbacks.append(lambda *details: exit(cm, *details))
        return result

    def callback(self, callback, /, *args, **kwds):
        def exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)

        exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append(exit_wrapper)
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                if exc_details[1] is not None and new_exc.__context__ is None:
                    new_exc.__context__ = exc_details[1]
                pending_raise = True
                exc_details = (type(new_exc), new_exc, new_exc.__traceback__)
        if pending_raise:
            raise exc_details[1]
        return received_exc and suppressed_exc


class AsyncExitStack(ExitStack, AbstractAsyncContextManager):
    async def enter_async_context(self, cm):
        cls = type(cm)
        result = await cls.__aenter__(cm)
        exit = cls.__aexit__
        self._exit_callbacks.append(("async", lambda *details: exit(cm, *details)))
        return result

    def push_async_callback(self, callback, /, *args, **kwds):
        async def exit_wrapper(exc_type, exc, tb):
            await callback(*args, **kwds)

        self._exit_callbacks.append(("async", exit_wrapper))
        return callback

    async def aclose(self):
        await self.__aexit__(None, None, None)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if isinstance(cb, tuple):
                    result = await cb[1](*exc_details)
                else:
                    result = cb(*exc_details)
                if result:
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                if exc_details[1] is not None and new_exc.__context__ is None:
                    new_exc.__context__ = exc_details[1]
                pending_raise = True
                exc_details = (type(new_exc), new_exc, new_exc.__traceback__)
        if pending_raise:
            raise exc_details[1]
        return received_exc and suppressed_exc
