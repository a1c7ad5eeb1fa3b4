"""The mocks of `unittest.mock` that go beyond `Mock`: `MagicMock` and `NonCallableMagicMock`
(magic methods preconfigured as CPython's), `AsyncMock`, `PropertyMock`, and the helpers
`mock_open`, `seal` and `create_autospec`.

Each mock has a class of its own, as in CPython, so that setting a magic method on one mock
configures it alone: the class holds a `_MagicProxy` per supported magic method, which fetches
(creating on first use) the mock's child for that method."""

import functools
import inspect
import io

from _unittest_mock_base import (Base, CallableMixin, Mock, NonCallableMock, _all_magics, _callable,
                                 _instance_callable, _is_instance_mock, _is_list, _is_magic, _magics,
                                 _async_method_magics, _SpecState, _is_exception, _iscoroutinefunction)
from _unittest_mock_call import DEFAULT, _Call, _CallList, _deleted

_return_values = {
    '__lt__': NotImplemented, '__gt__': NotImplemented, '__le__': NotImplemented, '__ge__': NotImplemented,
    '__int__': 1, '__contains__': False, '__len__': 0, '__exit__': False, '__complex__': 1j, '__float__': 1.0,
    '__bool__': True, '__index__': 1, '__aexit__': False,
}

_calculate_return_value = {
    '__hash__': lambda self: object.__hash__(self),
    '__str__': lambda self: object.__str__(self),
    '__sizeof__': lambda self: object.__sizeof__(self),
    '__fspath__': lambda self: f"{type(self).__name__}/{self._extract_mock_name()}/{id(self)}",
}


def _get_eq(self):
    def __eq__(other):
        ret_val = self.__eq__._mock_return_value
        if ret_val is not DEFAULT:
            return ret_val
        if self is other:
            return True
        return NotImplemented
    return __eq__


def _get_ne(self):
    def __ne__(other):
        if self.__ne__._mock_return_value is not DEFAULT:
            return DEFAULT
        if self is other:
            return False
        return NotImplemented
    return __ne__


def _get_iter(self):
    def __iter__():
        ret_val = self.__iter__._mock_return_value
        if ret_val is DEFAULT:
            return iter([])
        return iter(ret_val)
    return __iter__


def _get_async_iter(self):
    def __aiter__():
        ret_val = self.__aiter__._mock_return_value
        if ret_val is DEFAULT:
            return _AsyncIterator(iter([]))
        return _AsyncIterator(iter(ret_val))
    return __aiter__


_side_effect_methods = {'__eq__': _get_eq, '__ne__': _get_ne, '__iter__': _get_iter, '__aiter__': _get_async_iter}


def _set_return_value(mock, method, name):
    fixed = _return_values.get(name, DEFAULT)
    if fixed is not DEFAULT:
        method.return_value = fixed
        return
    calculator = _calculate_return_value.get(name)
    if calculator is not None:
        method.return_value = calculator(mock)
        return
    side_effector = _side_effect_methods.get(name)
    if side_effector is not None:
        method.side_effect = side_effector(mock)


class _AsyncIterator:
    """The asynchronous iterator `__aiter__` of a `MagicMock` returns."""

    def __init__(self, iterator):
        self.iterator = iterator

    def __aiter__(self):
        return self

    async def __anext__(self):
        try:
            return next(self.iterator)
        except StopIteration:
            pass
        raise StopAsyncIteration


def _magic_child(mock, name):
    """The mock (or function) that answers magic method `name` of `mock`, created on first use."""
    child = mock._mock_children.get(name)
    if child is None or child is _deleted:
        child = mock._get_child_mock(name=name, _new_name=name, _new_parent=mock)
        _set_return_value(mock, child, name)
        mock._mock_children[name] = child
    return child


class _MagicProxy:
    """A magic method in a mock's class: reading it gives the mock's child for the method.
    CPython calls a special method found in a class through its `__get__`; Garter calls the
    object found with the instance first, which `__call__` serves."""

    def __init__(self, name):
        self.name = name

    def __get__(self, obj, _type=None):
        if obj is None:
            return self
        return _magic_child(obj, self.name)

    def __call__(self, obj, *args, **kwargs):
        return _magic_child(obj, self.name)(*args, **kwargs)


_PROXIES = {name: _MagicProxy(name) for name in _all_magics}
_DEFAULT_MAGICS = _magics | _async_method_magics


def _install_magic(mock, name, value):
    setattr(type(mock), name, _PROXIES[name])
    mock._mock_children[name] = value


class MagicMixin(Base):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self._mock_set_magics()

    @classmethod
    def _mock_class_namespace(cls):
        return {name: _PROXIES[name] for name in _DEFAULT_MAGICS}

    def _mock_set_magics(self):
        methods = self._mock_methods
        if methods is None:
            return
        _type = type(self)
        for name in _DEFAULT_MAGICS:
            if name not in methods and name in _type.__dict__:
                delattr(_type, name)

    def __delattr__(self, name):
        if name in _all_magics and name in type(self).__dict__:
            delattr(type(self), name)
            self._mock_children.pop(name, None)
            return
        super().__delattr__(name)


class NonCallableMagicMock(MagicMixin, NonCallableMock):
    """A version of `MagicMock` that isn't callable."""

    def mock_add_spec(self, spec, spec_set=False):
        """Add a spec to a mock: only attributes (and magic methods) on the spec can be fetched."""
        self._mock_add_spec(spec, spec_set)
        self._mock_set_magics()


class MagicMock(MagicMixin, Mock):
    """`Mock` with default implementations of most of the magic methods (`len()` is 0,
    iteration is empty, `with` works, `int()` is 1...)."""

    def mock_add_spec(self, spec, spec_set=False):
        """Add a spec to a mock: only attributes (and magic methods) on the spec can be fetched."""
        self._mock_add_spec(spec, spec_set)
        self._mock_set_magics()


class PropertyMock(Mock):
    """A mock meant to be a property (or other descriptor) on a class: fetching the attribute
    calls it with no arguments, setting it calls it with the value."""

    def _get_child_mock(self, **kwargs):
        return MagicMock(**kwargs)

    def __get__(self, obj, obj_type=None):
        return self()

    def __set__(self, obj, val):
        self(val)


class AsyncMockMixin(Base):
    """What makes a mock's calls awaitable, with the record of its awaits."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._mock_setup_awaits()

    def _mock_setup_awaits(self):
        import asyncio
        self.__dict__['_is_coroutine'] = asyncio._is_coroutine
        import inspect
        from types import CodeType
        code_mock = NonCallableMock(spec_set=CodeType)
        code_mock.co_flags = inspect.CO_COROUTINE + inspect.CO_VARARGS + inspect.CO_VARKEYWORDS
        code_mock.co_argcount = 0
        code_mock.co_varnames = ('args', 'kwargs')
        code_mock.co_posonlyargcount = 0
        code_mock.co_kwonlyargcount = 0
        self.__dict__['__code__'] = code_mock
        self.__dict__['__name__'] = 'AsyncMock'
        self.__dict__['__defaults__'] = tuple()
        self.__dict__['__kwdefaults__'] = {}
        self.__dict__['__annotations__'] = None
        self.__dict__['await_count'] = 0
        self.__dict__['await_args'] = None
        self.__dict__['await_args_list'] = _CallList()

    async def _execute_mock_call(self, *args, **kwargs):
        _call = _Call((args, kwargs), two=True)
        self.await_count += 1
        self.await_args = _call
        self.await_args_list.append(_call)
        effect = self.side_effect
        if effect is not None:
            if _is_exception(effect):
                raise effect
            elif not _callable(effect):
                try:
                    result = next(effect)
                except StopIteration:
                    raise StopAsyncIteration
                if _is_exception(result):
                    raise result
            elif _iscoroutinefunction(effect):
                result = await effect(*args, **kwargs)
            else:
                result = effect(*args, **kwargs)
                if inspect.isawaitable(result) and _iscoroutinefunction(effect):
                    result = await result
            if result is not DEFAULT:
                return result
        if self._mock_return_value is not DEFAULT:
            return self.return_value
        if self._mock_wraps is not None:
            if _iscoroutinefunction(self._mock_wraps):
                return await self._mock_wraps(*args, **kwargs)
            return self._mock_wraps(*args, **kwargs)
        return self.return_value

    def reset_mock(self, *args, **kwargs):
        """Restore the mock object to its initial state, its awaits included."""
        super().reset_mock(*args, **kwargs)
        self.await_count = 0
        self.await_args = None
        self.await_args_list = _CallList()

    def assert_awaited(self):
        """Assert that the mock was awaited at least once."""
        if self.await_count == 0:
            raise AssertionError(f"Expected {self._mock_name or 'mock'} to have been awaited.")

    def assert_awaited_once(self):
        """Assert that the mock was awaited exactly once."""
        if not self.await_count == 1:
            raise AssertionError(f"Expected {self._mock_name or 'mock'} to have been awaited once."
                                 f" Awaited {self.await_count} times.")

    def assert_awaited_with(self, *args, **kwargs):
        """Assert that the last await was with the specified arguments."""
        if self.await_args is None:
            expected = self._format_mock_call_signature(args, kwargs)
            raise AssertionError(f'Expected await: {expected}\nNot awaited')
        expected = self._call_matcher(_Call((args, kwargs), two=True))
        actual = self._call_matcher(self.await_args)
        if actual != expected:
            cause = expected if isinstance(expected, Exception) else None
            message = 'expected await not found.\nExpected: %s\n  Actual: %s' % (
                self._format_mock_call_signature(args, kwargs), self._format_mock_call_signature(*self.await_args))
            raise AssertionError(message) from cause

    def assert_awaited_once_with(self, *args, **kwargs):
        """Assert that the mock was awaited exactly once and with the specified arguments."""
        if not self.await_count == 1:
            raise AssertionError(f"Expected {self._mock_name or 'mock'} to have been awaited once."
                                 f" Awaited {self.await_count} times.")
        return self.assert_awaited_with(*args, **kwargs)

    def assert_any_await(self, *args, **kwargs):
        """Assert the mock has ever been awaited with the specified arguments."""
        expected = self._call_matcher(_Call((args, kwargs), two=True))
        cause = expected if isinstance(expected, Exception) else None
        actual = [self._call_matcher(c) for c in self.await_args_list]
        if cause or not any(expected == c for c in actual):
            raise AssertionError('%s await not found' % self._format_mock_call_signature(args, kwargs)) from cause

    def assert_has_awaits(self, calls, any_order=False):
        """Assert the mock has been awaited with the specified calls."""
        expected = [self._call_matcher(c) for c in calls]
        cause = next((e for e in expected if isinstance(e, Exception)), None)
        all_awaits = _CallList(self._call_matcher(c) for c in self.await_args_list)
        if not any_order:
            if expected not in all_awaits:
                if cause is None:
                    problem = 'Awaits not found.'
                else:
                    problem = ('Error processing expected awaits.\nErrors: {}'
                               .format([e if isinstance(e, Exception) else None for e in expected]))
                raise AssertionError(f'{problem}\nExpected: {_CallList(calls)}\n'
                                     f'Actual: {self.await_args_list}') from cause
            return
        all_awaits = list(all_awaits)
        not_found = []
        for kall in expected:
            try:
                all_awaits.remove(kall)
            except ValueError:
                not_found.append(kall)
        if not_found:
            raise AssertionError('%r not all found in await list' % (tuple(not_found),)) from cause

    def assert_not_awaited(self):
        """Assert that the mock was never awaited."""
        if self.await_count != 0:
            raise AssertionError(f"Expected {self._mock_name or 'mock'} to not have been awaited."
                                 f" Awaited {self.await_count} times.")


class AsyncMagicMixin(MagicMixin):
    pass


class AsyncMock(AsyncMockMixin, AsyncMagicMixin, Mock):
    """A `MagicMock` whose calls return awaitables: awaiting one answers with `side_effect`
    or `return_value`, and records the await (`await_count`, `await_args`, `assert_awaited*`)."""


class InvalidSpecError(Exception):
    """Indicates that an invalid value was used as a mock spec."""


def _must_skip(spec, entry, is_type):
    """Whether the function attribute `entry` of `spec` takes `self` first when called."""
    if not isinstance(spec, type):
        if entry in getattr(spec, '__dict__', {}):
            return False
        spec = type(spec)
    for klass in spec.__mro__:
        result = getattr(klass, '__dict__', {}).get(entry, DEFAULT)
        if result is DEFAULT:
            continue
        if isinstance(result, (staticmethod, classmethod)):
            return False
        elif inspect.isfunction(result):
            return is_type
        else:
            return False
    return is_type


def _bind_as_method(self, obj, objtype=None):
    """An autospecced function in a class binds to instances as the function would: the
    mock is called with the instance first."""
    if obj is None:
        return self
    return functools.partial(self, obj)


def create_autospec(spec, spec_set=False, instance=False, _parent=None, _name=None, *, unsafe=False, **kwargs):
    """A mock with `spec` as its spec whose calls (and its methods' calls) are checked against
    the signatures of the originals, and whose attributes are autospecced in turn on access."""
    if _is_list(spec):
        spec = type(spec)
    is_type = isinstance(spec, type)
    if _is_instance_mock(spec):
        raise InvalidSpecError(f'Cannot autospec a Mock object. [object={spec!r}]')
    is_async = inspect.iscoroutinefunction(spec)
    _kwargs = {'spec': spec}
    if spec_set:
        _kwargs = {'spec_set': spec}
    elif spec is None:
        _kwargs = {}
    if _kwargs and instance:
        _kwargs['_spec_as_instance'] = True
    _kwargs.update(kwargs)
    Klass = MagicMock
    if inspect.isdatadescriptor(spec):
        _kwargs = {}
    elif is_type and instance and not _instance_callable(spec):
        Klass = NonCallableMagicMock
    elif not is_type and not _callable(spec):
        Klass = NonCallableMagicMock
    elif is_async:
        Klass = AsyncMock
    _name = _kwargs.pop('name', _name)
    _new_name = _name
    if _parent is None:
        _new_name = ''
    mock = Klass(parent=_parent, _new_parent=_parent, _new_name=_new_name, name=_name, **_kwargs)
    if isinstance(mock, CallableMixin) and _kwargs:
        mock.__dict__['_mock_check_signature'] = mock._spec_signature
    if inspect.isfunction(spec):
        type(mock).__get__ = _bind_as_method
    if is_type and not instance and 'return_value' not in kwargs:
        mock.return_value = create_autospec(spec, spec_set, instance=True, _name='()', _parent=mock)
    for entry in dir(spec):
        if _is_magic(entry):
            continue
        try:
            original = getattr(spec, entry)
        except AttributeError:
            continue
        if not (inspect.isfunction(original) or inspect.ismethod(original)):
            mock._mock_children[entry] = _SpecState(original, spec_set, mock, entry, instance)
            continue
        skipfirst = _must_skip(spec, entry, is_type)
        child_kwargs = {'spec_set': original} if spec_set else {'spec': original}
        child_klass = AsyncMock if inspect.iscoroutinefunction(original) else MagicMock
        new = child_klass(parent=mock, name=entry, _new_name=entry, _new_parent=mock, _eat_self=skipfirst,
                          **child_kwargs)
        new.__dict__['_mock_check_signature'] = new._spec_signature
        mock._mock_children[entry] = new
        new.return_value = child_klass()
    return mock


def seal(mock):
    """Seal a mock: fetching or setting an attribute it doesn't have yet raises AttributeError,
    in it and (recursively) in its child mocks."""
    mock._mock_sealed = True
    for attr in dir(mock):
        try:
            m = getattr(mock, attr)
        except AttributeError:
            continue
        if not _is_instance_mock(m):
            continue
        if isinstance(m._mock_children.get(attr), _SpecState):
            continue
        if m._mock_new_parent is mock:
            seal(m)


_file_spec = ['buffer', 'close', 'closed', 'detach', 'encoding', 'errors', 'fileno', 'flush', 'getvalue', 'isatty',
              'line_buffering', 'mode', 'name', 'newlines', 'read', 'read1', 'readable', 'readinto', 'readline',
              'readlines', 'seek', 'seekable', 'tell', 'truncate', 'writable', 'write', 'write_through',
              'writelines', '__enter__', '__exit__', '__iter__', '__next__', '__eq__', '__ne__', '__hash__',
              '__str__', '__lt__', '__le__', '__gt__', '__ge__', '__sizeof__']


def _to_stream(read_data):
    if isinstance(read_data, bytes):
        return io.BytesIO(read_data)
    return io.StringIO(read_data)


def mock_open(mock=None, read_data=''):
    """A mock to replace `open()`: the file handle it returns reads `read_data` through
    `read`, `readline`, `readlines` and iteration, and records its `write`s."""
    state = [_to_stream(read_data), None]

    def _readlines_side_effect(*args, **kwargs):
        if handle.readlines.return_value is not None:
            return handle.readlines.return_value
        return state[0].readlines(*args, **kwargs)

    def _read_side_effect(*args, **kwargs):
        if handle.read.return_value is not None:
            return handle.read.return_value
        return state[0].read(*args, **kwargs)

    def _readline_side_effect(*args, **kwargs):
        yield from _iter_side_effect()
        while True:
            yield state[0].readline(*args, **kwargs)

    def _iter_side_effect():
        if handle.readline.return_value is not None:
            while True:
                yield handle.readline.return_value
        for line in state[0]:
            yield line

    def _next_side_effect():
        if handle.readline.return_value is not None:
            return handle.readline.return_value
        return next(state[0])

    if mock is None:
        mock = MagicMock(name='open', spec=open)
    handle = MagicMock(spec=_file_spec)
    handle.__enter__.return_value = handle
    handle.write.return_value = None
    handle.read.return_value = None
    handle.readline.return_value = None
    handle.readlines.return_value = None
    handle.read.side_effect = _read_side_effect
    state[1] = _readline_side_effect()
    handle.readline.side_effect = state[1]
    handle.readlines.side_effect = _readlines_side_effect
    handle.__iter__.side_effect = _iter_side_effect
    handle.__next__.side_effect = _next_side_effect

    def reset_data(*args, **kwargs):
        state[0] = _to_stream(read_data)
        if handle.readline.side_effect == state[1]:
            state[1] = _readline_side_effect()
            handle.readline.side_effect = state[1]
        return DEFAULT

    mock.side_effect = reset_data
    mock.return_value = handle
    return mock
