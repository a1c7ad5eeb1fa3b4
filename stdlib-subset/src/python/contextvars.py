"""Context variables, as CPython 3.11's contextvars module: `ContextVar` with `get`, `set` and
`reset` through a `Token`, `Context` (a read-only mapping of variables to values) with `run`,
and `copy_context`. A sandboxed program has one thread; asyncio tasks share the context they
run in instead of each running in a copy."""

__all__ = ("Context", "ContextVar", "Token", "copy_context")

_GenericAlias = type(list[int])


class _Missing:
    def __repr__(self):
        return "<Token.MISSING>"


_MISSING = _Missing()


class Context:
    """A mapping of context variables to their values; `run` makes it current for a call."""

    __module__ = "_contextvars"
    __hash__ = None

    def __init__(self, *args, **kwargs):
        if args or kwargs:
            raise TypeError("Context() does not accept any arguments")
        self._values = {}
        self._entered = False

    def run(self, callable, /, *args, **kwargs):
        global _current
        if self._entered:
            raise RuntimeError(f"cannot enter context: {self!r} is already entered")
        previous = _current
        self._entered = True
        _current = self
        try:
            return callable(*args, **kwargs)
        finally:
            _current = previous
            self._entered = False

    def copy(self):
        context = Context()
        context._values = self._values
        return context

    def __getitem__(self, var):
        _check_key(var)
        return self._values[var]

    def get(self, var, default=None):
        _check_key(var)
        return self._values.get(var, default)

    def __contains__(self, var):
        _check_key(var)
        return var in self._values

    def __len__(self):
        return len(self._values)

    def __iter__(self):
        return iter(self._values)

    def keys(self):
        return self._values.keys()

    def values(self):
        return self._values.values()

    def items(self):
        return self._values.items()

    def __eq__(self, other):
        if not isinstance(other, Context):
            return NotImplemented
        return self._values == other._values

    def __repr__(self):
        return f"<_contextvars.Context object at {id(self):#x}>"


def _check_key(var):
    if not isinstance(var, ContextVar):
        raise TypeError(f"a ContextVar key was expected, got {var!r}")


_current = Context()


def copy_context():
    """A copy of the current context."""
    return _current.copy()


class ContextVar:
    """A variable whose value belongs to the current context."""

    __module__ = "_contextvars"

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type '_contextvars.ContextVar' is not an acceptable base type")

    def __init__(self, name, *args, default=_MISSING):
        if args:
            raise TypeError(f"ContextVar() takes at most 1 positional argument ({len(args) + 1} given)")
        if not isinstance(name, str):
            raise TypeError("context variable name must be a str")
        self._name = name
        self._default = default

    @property
    def name(self):
        return self._name

    def get(self, *args):
        if len(args) > 1:
            raise TypeError(f"get expected at most 1 argument, got {len(args)}")
        values = _current._values
        if self in values:
            return values[self]
        if args:
            return args[0]
        if self._default is not _MISSING:
            return self._default
        raise LookupError(self)

    def set(self, *args):
        if len(args) != 1:
            raise TypeError(f"ContextVar.set() takes exactly one argument ({len(args)} given)")
        context = _current
        token = Token._make(context, self, context._values.get(self, _MISSING))
        context._values = {**context._values, self: args[0]}
        return token

    def reset(self, token):
        if not isinstance(token, Token):
            raise TypeError(f"expected an instance of Token, got {token!r}")
        if token._used:
            raise RuntimeError(f"{token!r} has already been used once")
        if token._var is not self:
            raise ValueError(f"{token!r} was created by a different ContextVar")
        context = _current
        if token._context is not context:
            raise ValueError(f"{token!r} was created in a different Context")
        values = dict(context._values)
        if token._old_value is _MISSING:
            values.pop(self, None)
        else:
            values[self] = token._old_value
        context._values = values
        token._used = True

    def __class_getitem__(cls, item):
        return _GenericAlias(cls, item)

    def __repr__(self):
        default = "" if self._default is _MISSING else f" default={self._default!r}"
        return f"<ContextVar name={self._name!r}{default} at {id(self):#x}>"


class Token:
    """What `ContextVar.set` returns, for `ContextVar.reset` to restore the value before."""

    __module__ = "_contextvars"
    MISSING = _MISSING

    def __init__(self, *args, **kwargs):
        raise RuntimeError("Tokens can only be created by ContextVars")

    @classmethod
    def _make(cls, context, var, old_value):
        token = object.__new__(cls)
        token._context = context
        token._var = var
        token._old_value = old_value
        token._used = False
        return token

    @property
    def var(self):
        return self._var

    @property
    def old_value(self):
        return self._old_value

    def __class_getitem__(cls, item):
        return _GenericAlias(cls, item)

    def __repr__(self):
        used = " used" if self._used else ""
        return f"<Token{used} var={self._var!r} at {id(self):#x}>"
