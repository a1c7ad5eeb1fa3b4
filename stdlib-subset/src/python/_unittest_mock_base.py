"""The core of `unittest.mock`: `NonCallableMock` (child mocks, specs, naming, the record of
calls and the `assert_*` methods), `CallableMixin` (calling a mock: `return_value`,
`side_effect`, `wraps`) and `Mock`. The magic-method mocks build on these in
`_unittest_mock_magic`."""

import inspect

from _unittest_mock_call import (DEFAULT, _Call, _CallList, _deleted, _format_call_signature, _missing, call)

_allowed_names = {'return_value', '_mock_return_value', 'side_effect', '_mock_side_effect', '_mock_parent',
                  '_mock_new_parent', '_mock_name', '_mock_new_name'}

_magic_methods = ("lt le gt ge eq ne getitem setitem delitem len contains iter hash str sizeof enter exit "
                  "divmod rdivmod neg pos abs invert complex int float index round trunc floor ceil bool next "
                  "fspath aiter")
_numerics = "add sub mul matmul truediv floordiv mod lshift rshift and xor or pow"
_inplace = ' '.join('i%s' % n for n in _numerics.split())
_right = ' '.join('r%s' % n for n in _numerics.split())
_non_defaults = {'__get__', '__set__', '__delete__', '__reversed__', '__missing__', '__reduce__', '__reduce_ex__',
                 '__getinitargs__', '__getnewargs__', '__getstate__', '__setstate__', '__getformat__', '__repr__',
                 '__dir__', '__subclasses__', '__format__', '__getnewargs_ex__'}
_magics = {'__%s__' % m for m in ' '.join([_magic_methods, _numerics, _inplace, _right]).split()}
_async_method_magics = {"__aenter__", "__aexit__", "__anext__"}
_sync_async_magics = {"__aiter__"}
_async_magics = _async_method_magics | _sync_async_magics
_all_sync_magics = _magics | _non_defaults
_all_magics = _all_sync_magics | _async_magics
_unsupported_magics = {'__getattr__', '__setattr__', '__init__', '__new__', '__prepare__', '__instancecheck__',
                       '__subclasscheck__', '__del__'}


def _is_magic(name):
    return '__%s__' % name[2:-2] == name


def _is_instance_mock(obj):
    return issubclass(type(obj), NonCallableMock)


def _is_exception(obj):
    return isinstance(obj, BaseException) or (isinstance(obj, type) and issubclass(obj, BaseException))


def _callable(obj):
    if isinstance(obj, type):
        return True
    if isinstance(obj, (staticmethod, classmethod)):
        return _callable(obj.__func__)
    return getattr(obj, '__call__', None) is not None


def _is_list(obj):
    return type(obj) in (list, tuple)


def _try_iter(obj):
    if obj is None or _is_exception(obj) or _callable(obj):
        return obj
    try:
        return iter(obj)
    except TypeError:
        return obj


def _iscoroutinefunction(obj):
    if _is_instance_mock(obj):
        return _is_async_mock(obj)
    return inspect.iscoroutinefunction(obj)


def _is_async_mock(obj):
    from _unittest_mock_magic import AsyncMockMixin
    return isinstance(obj, AsyncMockMixin)


def _instance_callable(klass):
    """Whether instances of `klass` are callable (a class of the MRO defines `__call__`)."""
    return any('__call__' in getattr(base, '__dict__', {}) for base in klass.__mro__ if base is not object)


def _signature_of(spec, as_instance=False, eat_self=False):
    """The signature a call of `spec` must match (its `__init__`'s for a class), or None."""
    if isinstance(spec, type):
        if as_instance:
            if not _instance_callable(spec):
                return None
            func = spec.__call__
            eat_self = True
        else:
            func = spec
            eat_self = False
    elif inspect.isfunction(spec) or inspect.ismethod(spec):
        func = spec
    else:
        func = getattr(spec, '__call__', None)
        eat_self = False
        if func is None:
            return None
    try:
        sig = inspect.signature(func)
    except Exception:
        return None
    if eat_self:
        params = list(sig.parameters.values())
        if params and params[0].kind in (params[0].POSITIONAL_ONLY, params[0].POSITIONAL_OR_KEYWORD):
            sig = sig.replace(parameters=params[1:])
    return sig


def _check_and_set_parent(parent, value, name, new_name):
    if not _is_instance_mock(value):
        return False
    if (value._mock_name or value._mock_new_name or value._mock_parent is not None
            or value._mock_new_parent is not None):
        return False
    _parent = parent
    while _parent is not None:
        if _parent is value:
            return False
        _parent = _parent._mock_new_parent
    if new_name:
        value._mock_new_parent = parent
        value._mock_new_name = new_name
    if name:
        value._mock_parent = parent
        value._mock_name = name
    return True


class _SpecState:
    """A not-yet-created autospecced child: `create_autospec` makes it on first access."""

    def __init__(self, spec, spec_set=False, parent=None, name=None, ids=None, instance=False):
        self.spec = spec
        self.ids = ids
        self.spec_set = spec_set
        self.parent = parent
        self.instance = instance
        self.name = name


class Base:
    def __init__(self, *args, **kwargs):
        pass


class NonCallableMock(Base):
    """A non-callable version of `Mock`."""

    def __new__(cls, *args, **kw):
        bases = (cls,)
        spec_arg = kw.get('spec_set', kw.get('spec'))
        if spec_arg is None and args:
            spec_arg = args[0]
        if spec_arg is not None and not _is_instance_mock(spec_arg) and inspect.iscoroutinefunction(spec_arg):
            from _unittest_mock_magic import AsyncMockMixin
            if not issubclass(cls, AsyncMockMixin):
                # Garter runs the called class's __init__, not the new class's: NonCallableMock's
                # __init__ sets up the record of awaits for this case.
                bases = (AsyncMockMixin, cls)
        namespace = {'__doc__': cls.__doc__}
        namespace.update(cls._mock_class_namespace())
        new = type(cls.__name__, bases, namespace)
        return object.__new__(new)

    @classmethod
    def _mock_class_namespace(cls):
        return {}

    def __init__(self, spec=None, wraps=None, name=None, spec_set=None, parent=None, _spec_state=None,
                 _new_name='', _new_parent=None, _spec_as_instance=False, _eat_self=None, unsafe=False, **kwargs):
        if _new_parent is None:
            _new_parent = parent
        __dict__ = self.__dict__
        __dict__['_mock_parent'] = parent
        __dict__['_mock_name'] = name
        __dict__['_mock_new_name'] = _new_name
        __dict__['_mock_new_parent'] = _new_parent
        __dict__['_mock_sealed'] = False
        if spec_set is not None:
            spec = spec_set
            spec_set = True
        if _eat_self is None:
            _eat_self = parent is not None
        self._mock_add_spec(spec, spec_set, _spec_as_instance, _eat_self)
        __dict__['_mock_children'] = {}
        __dict__['_mock_wraps'] = wraps
        __dict__['_mock_check_signature'] = None
        __dict__['called'] = False
        __dict__['call_args'] = None
        __dict__['call_count'] = 0
        __dict__['call_args_list'] = _CallList()
        __dict__['mock_calls'] = _CallList()
        __dict__['method_calls'] = _CallList()
        __dict__['_mock_unsafe'] = unsafe
        setup_awaits = getattr(type(self), '_mock_setup_awaits', None)
        if setup_awaits is not None:
            setup_awaits(self)
        if kwargs:
            self.configure_mock(**kwargs)
        super().__init__(spec, wraps, name, spec_set, parent, _spec_state)

    def attach_mock(self, mock, attribute):
        """Attach a mock as an attribute of this one, replacing its name and parent."""
        inner_mock = mock
        inner_mock._mock_parent = None
        inner_mock._mock_new_parent = None
        inner_mock._mock_name = ''
        inner_mock._mock_new_name = None
        setattr(self, attribute, mock)

    def mock_add_spec(self, spec, spec_set=False):
        """Add a spec to a mock: only attributes on the spec can be fetched."""
        self._mock_add_spec(spec, spec_set)

    def _mock_add_spec(self, spec, spec_set, _spec_as_instance=False, _eat_self=False):
        _spec_class = None
        _spec_signature = None
        _spec_asyncs = []
        if spec is not None and not _is_list(spec):
            _spec_class = spec if isinstance(spec, type) else type(spec)
            _spec_signature = _signature_of(spec, _spec_as_instance, _eat_self)
            spec_list = dir(spec)
            for attr in spec_list:
                try:
                    value = getattr(spec, attr, None)
                except Exception:
                    continue
                if not attr.startswith('__') and inspect.iscoroutinefunction(value):
                    _spec_asyncs.append(attr)
            spec = spec_list
        __dict__ = self.__dict__
        __dict__['_spec_class'] = _spec_class
        __dict__['_spec_set'] = spec_set
        __dict__['_spec_signature'] = _spec_signature
        __dict__['_mock_methods'] = spec
        __dict__['_spec_asyncs'] = _spec_asyncs

    def __get_return_value(self):
        ret = self._mock_return_value
        if ret is DEFAULT:
            ret = self._get_child_mock(_new_parent=self, _new_name='()')
            self.return_value = ret
        return ret

    def __set_return_value(self, value):
        self.__dict__['_mock_return_value'] = value
        _check_and_set_parent(self, value, None, '()')

    return_value = property(__get_return_value, __set_return_value, None, "The value returned by a call.")

    def __get_side_effect(self):
        return self._mock_side_effect

    def __set_side_effect(self, value):
        self.__dict__['_mock_side_effect'] = _try_iter(value)

    side_effect = property(__get_side_effect, __set_side_effect)

    @property
    def __class__(self):
        if self._spec_class is None:
            return type(self)
        return self._spec_class

    def reset_mock(self, visited=None, *, return_value=False, side_effect=False):
        """Restore the mock object to its initial state."""
        if visited is None:
            visited = []
        if id(self) in visited:
            return
        visited.append(id(self))
        self.called = False
        self.call_args = None
        self.call_count = 0
        self.mock_calls = _CallList()
        self.call_args_list = _CallList()
        self.method_calls = _CallList()
        if return_value:
            self.__dict__['_mock_return_value'] = DEFAULT
        if side_effect:
            self.__dict__['_mock_side_effect'] = None
        for child in list(self._mock_children.values()):
            if isinstance(child, _SpecState) or child is _deleted or not _is_instance_mock(child):
                continue
            child.reset_mock(visited, return_value=return_value, side_effect=side_effect)
        ret = self.__dict__.get('_mock_return_value', DEFAULT)
        if _is_instance_mock(ret) and ret is not self:
            ret.reset_mock(visited)

    def configure_mock(self, **kwargs):
        """Set attributes on the mock through keyword arguments (`**{'method.return_value': 3}`)."""
        for arg, val in sorted(kwargs.items(), key=lambda entry: entry[0].count('.')):
            args = arg.split('.')
            final = args.pop()
            obj = self
            for entry in args:
                obj = getattr(obj, entry)
            setattr(obj, final, val)

    def __getattr__(self, name):
        if name in ('_mock_methods', '_mock_unsafe', '_mock_return_value', '_mock_side_effect') \
                or name.startswith('_mock_') or name.startswith('_spec_'):
            if name == '_mock_return_value':
                return DEFAULT
            if name == '_mock_side_effect':
                return None
            raise AttributeError(name)
        if self._mock_methods is not None:
            if name not in self._mock_methods or name in _all_magics:
                raise AttributeError("Mock object has no attribute %r" % name)
        elif _is_magic(name):
            raise AttributeError(name)
        if not self._mock_unsafe and (not self._mock_methods or name not in self._mock_methods):
            if name.startswith(('assert', 'assret', 'asert', 'aseert', 'assrt')):
                raise AttributeError(f"{name!r} is not a valid assertion. Use a spec "
                                     f"for the mock if {name!r} is meant to be an attribute.")
        result = self._mock_children.get(name)
        if result is _deleted:
            raise AttributeError(name)
        if result is None:
            wraps = None
            if self._mock_wraps is not None:
                wraps = getattr(self._mock_wraps, name)
            result = self._get_child_mock(parent=self, name=name, wraps=wraps, _new_name=name, _new_parent=self)
            self._mock_children[name] = result
        elif isinstance(result, _SpecState):
            from _unittest_mock_magic import create_autospec
            result = create_autospec(result.spec, result.spec_set, result.instance, result.parent, result.name)
            self._mock_children[name] = result
        return result

    def _extract_mock_name(self):
        _name_list = [self._mock_new_name]
        _parent = self._mock_new_parent
        last = self
        dot = '.'
        if _name_list == ['()']:
            dot = ''
        while _parent is not None:
            last = _parent
            _name_list.append(_parent._mock_new_name + dot)
            dot = '.'
            if _parent._mock_new_name == '()':
                dot = ''
            _parent = _parent._mock_new_parent
        _name_list = list(reversed(_name_list))
        _first = last._mock_name or 'mock'
        if len(_name_list) > 1 and _name_list[1] not in ('()', '().'):
            _first += '.'
        _name_list[0] = _first
        return ''.join(_name_list)

    def __repr__(self):
        name = self._extract_mock_name()
        name_string = ''
        if name not in ('mock', 'mock.'):
            name_string = ' name=%r' % name
        spec_string = ''
        if self._spec_class is not None:
            spec_string = ' spec=%r'
            if self._spec_set:
                spec_string = ' spec_set=%r'
            spec_string = spec_string % self._spec_class.__name__
        return "<%s%s%s id='%s'>" % (type(self).__name__, name_string, spec_string, id(self))

    def __dir__(self):
        extras = self._mock_methods or []
        from_type = [e for e in dir(type(self)) if not e.startswith('_')]
        from_dict = [e for e in self.__dict__ if not e.startswith('_') or _is_magic(e)]
        from_child_mocks = [name for name, value in self._mock_children.items() if value is not _deleted]
        return sorted(set(list(extras) + from_type + from_dict + from_child_mocks))

    def __setattr__(self, name, value):
        if name in _allowed_names:
            return object.__setattr__(self, name, value)
        elif (self._spec_set and self._mock_methods is not None and name not in self._mock_methods
              and name not in self.__dict__):
            raise AttributeError("Mock object has no attribute '%s'" % name)
        elif name in _unsupported_magics:
            raise AttributeError('Attempting to set unsupported magic method %r.' % name)
        elif name in _all_magics:
            if self._mock_methods is not None and name not in self._mock_methods:
                raise AttributeError("Mock object has no attribute '%s'" % name)
            from _unittest_mock_magic import _install_magic
            if not _is_instance_mock(value):
                original = value
                value = lambda *args, **kw: original(self, *args, **kw)
            else:
                _check_and_set_parent(self, value, None, name)
            _install_magic(self, name, value)
            return None
        elif _check_and_set_parent(self, value, name, name):
            self._mock_children[name] = value
        if self._mock_sealed and not hasattr(self, name):
            raise AttributeError(f'Cannot set {self._extract_mock_name()}.{name}')
        return object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if name in _all_magics:
            self._mock_children[name] = _deleted
            return
        obj = self._mock_children.get(name, _missing)
        if name in self.__dict__:
            object.__delattr__(self, name)
        elif obj is _deleted:
            raise AttributeError(name)
        self._mock_children[name] = _deleted

    def _format_mock_call_signature(self, args, kwargs):
        return _format_call_signature(self._mock_name or 'mock', args, kwargs)

    def _format_mock_failure_message(self, args, kwargs, action='call'):
        message = 'expected %s not found.\nExpected: %s\n  Actual: %s'
        expected_string = self._format_mock_call_signature(args, kwargs)
        actual_string = self._format_mock_call_signature(*self.call_args)
        return message % (action, expected_string, actual_string)

    def _call_matcher(self, _call):
        """The call in a form to compare: bound to the spec's signature when there is one."""
        sig = self._spec_signature
        if isinstance(_call, tuple) and len(_call) > 2:
            sig = None
            if not _call[0]:
                sig = self._spec_signature
            else:
                child = self._mock_children.get(_call[0])
                if _is_instance_mock(child):
                    sig = child._spec_signature
        if sig is None:
            return _call
        if len(_call) == 2:
            name = ''
            args, kwargs = _call
        else:
            name, args, kwargs = _call
        try:
            bound_call = sig.bind(*args, **kwargs)
            return call(name, bound_call.args, bound_call.kwargs)
        except TypeError as e:
            return e.with_traceback(None)

    def assert_not_called(self):
        """Assert that the mock was never called."""
        if self.call_count != 0:
            msg = ("Expected '%s' to not have been called. Called %s times.%s"
                   % (self._mock_name or 'mock', self.call_count, self._calls_repr()))
            raise AssertionError(msg)

    def assert_called(self):
        """Assert that the mock was called at least once."""
        if self.call_count == 0:
            raise AssertionError("Expected '%s' to have been called." % (self._mock_name or 'mock'))

    def assert_called_once(self):
        """Assert that the mock was called only once."""
        if not self.call_count == 1:
            msg = ("Expected '%s' to have been called once. Called %s times.%s"
                   % (self._mock_name or 'mock', self.call_count, self._calls_repr()))
            raise AssertionError(msg)

    def assert_called_with(self, *args, **kwargs):
        """Assert that the last call was made with the specified arguments."""
        if self.call_args is None:
            expected = self._format_mock_call_signature(args, kwargs)
            raise AssertionError('expected call not found.\nExpected: %s\n  Actual: %s' % (expected, 'not called.'))
        expected = self._call_matcher(_Call((args, kwargs), two=True))
        actual = self._call_matcher(self.call_args)
        if actual != expected:
            cause = expected if isinstance(expected, Exception) else None
            raise AssertionError(self._format_mock_failure_message(args, kwargs)) from cause

    def assert_called_once_with(self, *args, **kwargs):
        """Assert that the mock was called exactly once and that call was with the specified arguments."""
        if not self.call_count == 1:
            msg = ("Expected '%s' to be called once. Called %s times.%s"
                   % (self._mock_name or 'mock', self.call_count, self._calls_repr()))
            raise AssertionError(msg)
        return self.assert_called_with(*args, **kwargs)

    def assert_has_calls(self, calls, any_order=False):
        """Assert the mock has been called with the specified calls (`mock_calls` is checked)."""
        expected = [self._call_matcher(c) for c in calls]
        cause = next((e for e in expected if isinstance(e, Exception)), None)
        all_calls = _CallList(self._call_matcher(c) for c in self.mock_calls)
        if not any_order:
            if expected not in all_calls:
                if cause is None:
                    problem = 'Calls not found.'
                else:
                    problem = ('Error processing expected calls.\nErrors: {}'
                               .format([e if isinstance(e, Exception) else None for e in expected]))
                raise AssertionError(f'{problem}\nExpected: {_CallList(calls)}'
                                     f'{self._calls_repr(prefix="  Actual").rstrip(".")}') from cause
            return
        all_calls = list(all_calls)
        not_found = []
        for kall in expected:
            try:
                all_calls.remove(kall)
            except ValueError:
                not_found.append(kall)
        if not_found:
            raise AssertionError('%r does not contain all of %r in its call list, found %r instead'
                                 % (self._mock_name or 'mock', tuple(not_found), all_calls)) from cause

    def assert_any_call(self, *args, **kwargs):
        """Assert the mock has been called with the specified arguments, at any time."""
        expected = self._call_matcher(_Call((args, kwargs), two=True))
        cause = expected if isinstance(expected, Exception) else None
        actual = [self._call_matcher(c) for c in self.call_args_list]
        if cause or not any(expected == c for c in actual):
            raise AssertionError('%s call not found' % self._format_mock_call_signature(args, kwargs)) from cause

    def _get_child_mock(self, **kw):
        """Create the child mocks for attributes and return value (of this mock's class family)."""
        from _unittest_mock_magic import AsyncMock, AsyncMockMixin, MagicMock, NonCallableMagicMock
        _new_name = kw.get("_new_name")
        if _new_name in self.__dict__['_spec_asyncs']:
            return AsyncMock(**kw)
        if self._mock_sealed:
            attribute = f".{kw['name']}" if "name" in kw else "()"
            raise AttributeError(self._extract_mock_name() + attribute)
        _type = type(self)
        if issubclass(_type, MagicMock) and _new_name in _async_method_magics:
            klass = AsyncMock
        elif issubclass(_type, AsyncMockMixin):
            if _new_name in _all_sync_magics or (self._mock_methods and _new_name in self._mock_methods):
                klass = MagicMock
            else:
                klass = AsyncMock
        elif not issubclass(_type, CallableMixin):
            if issubclass(_type, NonCallableMagicMock):
                klass = MagicMock
            else:
                klass = Mock
        else:
            klass = _type.__mro__[1]
        return klass(**kw)

    def _calls_repr(self, prefix="Calls"):
        if not self.mock_calls:
            return ""
        return f"\n{prefix}: {self.mock_calls!r}."


class CallableMixin(Base):
    """What makes a mock callable: records the call, then answers with `side_effect`,
    `return_value` or the wrapped object."""

    def __init__(self, spec=None, side_effect=None, return_value=DEFAULT, wraps=None, name=None, spec_set=None,
                 parent=None, _spec_state=None, _new_name='', _new_parent=None, **kwargs):
        self.__dict__['_mock_return_value'] = return_value
        super().__init__(spec, wraps, name, spec_set, parent, _spec_state, _new_name, _new_parent, **kwargs)
        self.side_effect = side_effect

    def __call__(self, *args, **kwargs):
        sig = self.__dict__.get('_mock_check_signature')
        if sig is not None:
            sig.bind(*args, **kwargs)
        self._increment_mock_call(*args, **kwargs)
        return self._execute_mock_call(*args, **kwargs)

    def _increment_mock_call(self, *args, **kwargs):
        self.called = True
        self.call_count += 1
        _call = _Call((args, kwargs), two=True)
        self.call_args = _call
        self.call_args_list.append(_call)
        do_method_calls = self._mock_parent is not None
        method_call_name = self._mock_name
        mock_call_name = self._mock_new_name
        is_a_call = mock_call_name == '()'
        self.mock_calls.append(_Call(('', args, kwargs)))
        _new_parent = self._mock_new_parent
        while _new_parent is not None:
            if do_method_calls:
                _new_parent.method_calls.append(_Call((method_call_name, args, kwargs)))
                do_method_calls = _new_parent._mock_parent is not None
                if do_method_calls:
                    method_call_name = _new_parent._mock_name + '.' + method_call_name
            _new_parent.mock_calls.append(_Call((mock_call_name, args, kwargs)))
            if _new_parent._mock_new_name:
                dot = '' if is_a_call else '.'
                is_a_call = _new_parent._mock_new_name == '()'
                mock_call_name = _new_parent._mock_new_name + dot + mock_call_name
            _new_parent = _new_parent._mock_new_parent

    def _execute_mock_call(self, *args, **kwargs):
        effect = self.side_effect
        if effect is not None:
            if _is_exception(effect):
                raise effect
            elif not _callable(effect):
                result = next(effect)
                if _is_exception(result):
                    raise result
            else:
                result = effect(*args, **kwargs)
            if result is not DEFAULT:
                return result
        if self._mock_return_value is not DEFAULT:
            return self.return_value
        if self._mock_wraps is not None:
            return self._mock_wraps(*args, **kwargs)
        return self.return_value


class Mock(CallableMixin, NonCallableMock):
    """A callable object that records how it is used, creating child mocks for its attributes
    and return value; see CPython's `unittest.mock.Mock` for the arguments."""
