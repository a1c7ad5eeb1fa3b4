"""Functions for Python's operators, as CPython 3.11's operator module."""

from _garter_natives import index as _index

_builtin_abs = abs


def lt(a, b):
    return a < b


def le(a, b):
    return a <= b


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


def ge(a, b):
    return a >= b


def gt(a, b):
    return a > b


def not_(a):
    return not a


def truth(a):
    return bool(a)


def is_(a, b):
    return a is b


def is_not(a, b):
    return a is not b


def abs(a):
    return _builtin_abs(a)


def add(a, b):
    return a + b


def and_(a, b):
    return a & b


def floordiv(a, b):
    return a // b




def inv(a):
    return ~a


invert = inv


def lshift(a, b):
    return a << b


def mod(a, b):
    return a % b


def mul(a, b):
    return a * b


def matmul(a, b):
    return a @ b


def neg(a):
    return -a


def or_(a, b):
    return a | b


def pos(a):
    return +a


def pow(a, b):
    return a**b


def rshift(a, b):
    return a >> b


def sub(a, b):
    return a - b


def truediv(a, b):
    return a / b


def xor(a, b):
    return a ^ b


def _is_sequence(a):
    return isinstance(a, (str, bytes, list, tuple, range)) or hasattr(type(a), "__getitem__")


def concat(a, b):
    if not _is_sequence(a):
        raise TypeError(f"'{type(a).__name__}' object can't be concatenated")
    return a + b


def call(obj, /, *args, **kwargs):
    return obj(*args, **kwargs)


def contains(a, b):
    return b in a


def countOf(a, b):
    return sum(1 for item in a if item is b or item == b)


def delitem(a, b):
    del a[b]


def getitem(a, b):
    return a[b]


def index(a):
    return _index(a)


def indexOf(a, b):
    for i, item in enumerate(a):
        if item is b or item == b:
            return i
    raise ValueError("sequence.index(x): x not in sequence")


def setitem(a, b, c):
    a[b] = c


def length_hint(obj, default=0):
    if not isinstance(default, int):
        raise TypeError(f"'{type(default).__name__}' object cannot be interpreted as an integer")
    try:
        return len(obj)
    except TypeError:
        pass
    hint = getattr(type(obj), "__length_hint__", None)
    if hint is None:
        return default
    try:
        value = hint(obj)
    except TypeError:
        return default
    if value is NotImplemented:
        return default
    if not isinstance(value, int):
        raise TypeError(f"__length_hint__ must be integer, not {type(value).__name__}")
    if value < 0:
        raise ValueError("__length_hint__() should return >= 0")
    return value


def iadd(a, b):
    a += b
    return a


def iand(a, b):
    a &= b
    return a


def iconcat(a, b):
    if not _is_sequence(a):
        raise TypeError(f"'{type(a).__name__}' object can't be concatenated")
    a += b
    return a


def ifloordiv(a, b):
    a //= b
    return a


def ilshift(a, b):
    a <<= b
    return a


def imod(a, b):
    a %= b
    return a


def imul(a, b):
    a *= b
    return a


def imatmul(a, b):
    a @= b
    return a


def ior(a, b):
    a |= b
    return a


def ipow(a, b):
    a **= b
    return a


def irshift(a, b):
    a >>= b
    return a


def isub(a, b):
    a -= b
    return a


def itruediv(a, b):
    a /= b
    return a


def ixor(a, b):
    a ^= b
    return a


class attrgetter:
    __slots__ = ("_attrs",)

    def __init__(self, *attrs):
        if not attrs:
            raise TypeError("attrgetter expected 1 argument, got 0")
        attr, attrs = attrs[0], attrs[1:]
        for name in (attr,) + attrs:
            if not isinstance(name, str):
                raise TypeError("attribute name must be a string")
        self._attrs = tuple(tuple(name.split(".")) for name in (attr,) + attrs)

    def _resolve(self, obj, path):
        for name in path:
            obj = getattr(obj, name)
        return obj

    def __call__(self, obj):
        if len(self._attrs) == 1:
            return self._resolve(obj, self._attrs[0])
        return tuple(self._resolve(obj, path) for path in self._attrs)

    def __repr__(self):
        names = ", ".join(repr(".".join(path)) for path in self._attrs)
        return f"operator.attrgetter({names})"


class itemgetter:
    __slots__ = ("_items",)

    def __init__(self, *items):
        if not items:
            raise TypeError("itemgetter expected 1 argument, got 0")
        self._items = items

    def __call__(self, obj):
        if len(self._items) == 1:
            return obj[self._items[0]]
        return tuple(obj[item] for item in self._items)

    def __repr__(self):
        return f"operator.itemgetter({', '.join(map(repr, self._items))})"


class methodcaller:
    __slots__ = ("_name", "_args", "_kwargs")

    def __init__(self, *args, **kwargs):
        if not args:
            raise TypeError("methodcaller needs at least one argument, the method name")
        name, args = args[0], args[1:]
        if not isinstance(name, str):
            raise TypeError("method name must be a string")
        self._name = name
        self._args = args
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        parts = [repr(self._name)] + [repr(a) for a in self._args]
        parts += [f"{k}={v!r}" for k, v in self._kwargs.items()]
        return f"operator.methodcaller({', '.join(parts)})"


__lt__ = lt
__le__ = le
__eq__ = eq
__ne__ = ne
__ge__ = ge
__gt__ = gt
__not__ = not_
__abs__ = abs
__add__ = add
__and__ = and_
__floordiv__ = floordiv
__index__ = index
__inv__ = inv
__invert__ = invert
__lshift__ = lshift
__mod__ = mod
__mul__ = mul
__matmul__ = matmul
__neg__ = neg
__or__ = or_
__pos__ = pos
__pow__ = pow
__rshift__ = rshift
__sub__ = sub
__truediv__ = truediv
__xor__ = xor
__concat__ = concat
__contains__ = contains
__delitem__ = delitem
__getitem__ = getitem
__setitem__ = setitem
