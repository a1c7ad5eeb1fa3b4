"""The value objects of `unittest.mock`: `call` and the `_Call` records mocks keep of their
calls, `_CallList`, `ANY`, `sentinel` and `DEFAULT`, and the helpers that format a call."""

import pprint


class _SentinelObject:
    """A unique named object, `sentinel.<name>`."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return 'sentinel.%s' % self.name

    def __reduce__(self):
        return 'sentinel.%s' % self.name


class _Sentinel:
    """Access attributes to get a unique object of that name."""

    def __init__(self):
        self._sentinels = {}

    def __getattr__(self, name):
        if name == '__bases__' or name.startswith('__'):
            raise AttributeError(name)
        return self._sentinels.setdefault(name, _SentinelObject(name))


sentinel = _Sentinel()
DEFAULT = sentinel.DEFAULT
_missing = sentinel.MISSING
_deleted = sentinel.DELETED


class _ANY:
    """A helper object that compares equal to everything."""

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = object.__hash__

    def __repr__(self):
        return '<ANY>'


ANY = _ANY()


def _format_call_signature(name, args, kwargs):
    parts = [repr(arg) for arg in args]
    parts.extend('%s=%r' % (key, value) for key, value in kwargs.items())
    return '%s(%s)' % (name, ', '.join(parts))


class _CallList(list):
    """A list of calls that also contains a contiguous run of calls (`[c1, c2] in calls`)."""

    def __contains__(self, value):
        if not isinstance(value, list):
            return list.__contains__(self, value)
        len_value = len(value)
        len_self = len(self)
        if len_value > len_self:
            return False
        for i in range(0, len_self - len_value + 1):
            if list(self[i:i + len_value]) == list(value):
                return True
        return False

    def __repr__(self):
        return pprint.pformat(list(self))


def _unpack_call(value):
    """The (name, args, kwargs) of a call given as a tuple of one, two or three parts."""
    name, args, kwargs = '', (), {}
    if len(value) == 3:
        name, args, kwargs = value
    elif len(value) == 2:
        first, second = value
        if isinstance(first, str):
            name = first
            if isinstance(second, tuple):
                args = second
            else:
                kwargs = second
        else:
            args, kwargs = first, second
    elif len(value) == 1:
        value, = value
        if isinstance(value, str):
            name = value
        elif isinstance(value, tuple):
            args = value
        else:
            kwargs = value
    return name, args, kwargs


class _Call(tuple):
    """A call as a tuple of (args, kwargs) or (name, args, kwargs); `call` builds them."""

    def __new__(cls, value=(), name='', parent=None, two=False, from_kall=True):
        _name, args, kwargs = _unpack_call(value)
        if len(value) == 0:
            _name = name
        if two:
            return tuple.__new__(cls, (args, kwargs))
        return tuple.__new__(cls, (_name, args, kwargs))

    def __init__(self, value=(), name=None, parent=None, two=False, from_kall=True):
        self._mock_name = name
        self._mock_parent = parent
        self._mock_from_kall = from_kall

    def __eq__(self, other):
        try:
            len_other = len(other)
        except TypeError:
            return NotImplemented
        if len(self) == 2:
            self_name = ''
            self_args, self_kwargs = self
        else:
            self_name, self_args, self_kwargs = self
        if (getattr(self, '_mock_parent', None) is not None and getattr(other, '_mock_parent', None) is not None
                and self._mock_parent != other._mock_parent):
            return False
        if len_other > 3:
            return False
        if len_other == 2 and not isinstance(other[0], str):
            other_name = ''
            other_args, other_kwargs = other
        else:
            other_name, other_args, other_kwargs = _unpack_call(other)
        if self_name and other_name != self_name:
            return False
        return (other_args, other_kwargs) == (self_args, self_kwargs)

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = None

    def __call__(self, *args, **kwargs):
        if self._mock_name is None:
            return _Call(('', args, kwargs), name='()')
        return _Call((self._mock_name, args, kwargs), name=self._mock_name + '()', parent=self)

    def __getattr__(self, attr):
        if attr.startswith('__') or attr.startswith('_mock_'):
            raise AttributeError(attr)
        if self._mock_name is None:
            return _Call(name=attr, from_kall=False)
        return _Call(name='%s.%s' % (self._mock_name, attr), parent=self, from_kall=False)

    def count(self, *args, **kwargs):
        return self.__getattr__('count')(*args, **kwargs)

    def index(self, *args, **kwargs):
        return self.__getattr__('index')(*args, **kwargs)

    def _get_call_arguments(self):
        if len(self) == 2:
            return tuple(self)
        return self[1], self[2]

    @property
    def args(self):
        return self._get_call_arguments()[0]

    @property
    def kwargs(self):
        return self._get_call_arguments()[1]

    def __repr__(self):
        if not self._mock_from_kall:
            name = self._mock_name or 'call'
            if name.startswith('()'):
                name = 'call%s' % name
            return name
        if len(self) == 2:
            name = 'call'
            args, kwargs = self
        else:
            name, args, kwargs = self
            if not name:
                name = 'call'
            elif not name.startswith('()'):
                name = 'call.%s' % name
            else:
                name = 'call%s' % name
        return _format_call_signature(name, args, kwargs)

    def call_list(self):
        """For a call object that represents multiple calls, the list of all of them."""
        vals = []
        thing = self
        while thing is not None:
            if thing._mock_from_kall:
                vals.append(thing)
            thing = thing._mock_parent
        return _CallList(reversed(vals))


call = _Call(from_kall=False)
