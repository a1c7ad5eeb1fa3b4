"""Contexts of the decimal module: `Context` with its checked attributes, its flags and traps
as signal dicts, its repr and its operation methods; the current context (`getcontext`,
`setcontext`, `localcontext`) and the three template contexts. The Decimal class is handed in
by decimal.py (`bind_decimal`) once it exists."""

import _decimal_math as _math
import _decimal_number as _num
import _decimal_text as _text
from _decimal_number import R_HALF_EVEN, Env
from _decimal_signals import (
    CLAMPED,
    DIVISION_BY_ZERO,
    IEEE_INVALID,
    OVERFLOW,
    SIGNALS,
    UNDERFLOW,
    ROUNDING_NAMES,
    names_of,
    rounding_number,
    signal_bits,
    trapped_error,
)

# What is defined here shows `decimal` as its `__module__`, as CPython's does.
__name__ = "decimal"

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)

_decimal_class = []


def bind_decimal(cls):
    """Gives this module the Decimal class, which its methods convert operands to."""
    _decimal_class.append(cls)


def _checked_int(value):
    if not isinstance(value, int):
        raise TypeError("an integer is required")
    return int(value)


class SignalDict:
    """The flags or traps of a context: a mapping from each signal to a bool, writing through
    to the context."""

    __slots__ = ("_context", "_traps")
    __module__ = "decimal"

    def __init__(self, context, traps):
        self._context = context
        self._traps = traps

    def _bits(self):
        return self._context._trap_bits if self._traps else self._context._flag_bits

    def __getitem__(self, signal):
        return bool(self._bits() & signal_bits(signal))

    def __setitem__(self, signal, value):
        bits = signal_bits(signal)
        current = self._bits()
        current = current | bits if value else current & ~bits
        if self._traps:
            self._context._trap_bits = current
        else:
            self._context._flag_bits = current

    def __delitem__(self, signal):
        raise ValueError("signal keys cannot be deleted")

    def __iter__(self):
        return iter([cls for cls, _ in SIGNALS])

    def __len__(self):
        return len(SIGNALS)

    def __contains__(self, signal):
        return any(signal is cls for cls, _ in SIGNALS)

    def keys(self):
        return [cls for cls, _ in SIGNALS]

    def values(self):
        bits = self._bits()
        return [bool(bits & b) for _, b in SIGNALS]

    def items(self):
        bits = self._bits()
        return [(cls, bool(bits & b)) for cls, b in SIGNALS]

    def get(self, signal, default=None):
        try:
            return self[signal]
        except KeyError:
            return default

    def copy(self):
        return dict(self.items())

    def __eq__(self, other):
        if isinstance(other, SignalDict):
            return self.items() == other.items()
        if isinstance(other, dict):
            return self.copy() == other
        return NotImplemented

    def __repr__(self):
        parts = [f"<class 'decimal.{cls.__name__}'>:{value}" for cls, value in self.items()]
        return "{" + ", ".join(parts) + "}"


def _bits_from_signals(value, what):
    """Status bits from a list of signals or a dict of every signal to a bool."""
    bits = 0
    if isinstance(value, dict):
        if len(value) != len(SIGNALS):
            raise KeyError("invalid signal dict")
        for signal, on in value.items():
            if on:
                bits |= signal_bits(signal)
            else:
                signal_bits(signal)
        return bits
    if isinstance(value, SignalDict):
        for signal, on in value.items():
            if on:
                bits |= signal_bits(signal)
        return bits
    if what == "list" and isinstance(value, (list, tuple)):
        for signal in value:
            bits |= signal_bits(signal)
        return bits
    raise TypeError("argument must be a signal dict")


class Context:
    """The environment of decimal operations: precision, rounding, exponent range, flags and
    traps."""

    __slots__ = ("_prec", "_rounding", "_emin", "_emax", "_capitals", "_clamp", "_flag_bits", "_trap_bits")
    __module__ = "decimal"
    __garter_type_name__ = "decimal.Context"

    def __init__(
        self,
        prec=None,
        rounding=None,
        Emin=None,
        Emax=None,
        capitals=None,
        clamp=None,
        flags=None,
        traps=None,
        **unknown,
    ):
        for key in unknown:
            raise TypeError(f"'{key}' is an invalid keyword argument for this function")
        template = _DEFAULT[0] if _DEFAULT else None
        self._prec = template._prec if template else 28
        self._rounding = template._rounding if template else R_HALF_EVEN
        self._emin = template._emin if template else -999999
        self._emax = template._emax if template else 999999
        self._capitals = template._capitals if template else 1
        self._clamp = template._clamp if template else 0
        self._flag_bits = 0
        self._trap_bits = template._trap_bits if template else (IEEE_INVALID | DIVISION_BY_ZERO | OVERFLOW)
        self._set_fields(prec, rounding, Emin, Emax, capitals, clamp, flags, traps)

    def _set_fields(self, prec, rounding, Emin, Emax, capitals, clamp, flags, traps):
        if prec is not None:
            self.prec = prec
        if rounding is not None:
            self.rounding = rounding
        if Emin is not None:
            self.Emin = Emin
        if Emax is not None:
            self.Emax = Emax
        if capitals is not None:
            self.capitals = capitals
        if clamp is not None:
            self.clamp = clamp
        if flags is not None:
            self._flag_bits = _bits_from_signals(flags, "list")
        if traps is not None:
            self._trap_bits = _bits_from_signals(traps, "list")

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, value):
        value = _checked_int(value)
        if not 1 <= value <= MAX_PREC:
            raise ValueError("valid range for prec is [1, MAX_PREC]")
        self._prec = value

    @property
    def rounding(self):
        return ROUNDING_NAMES[self._rounding]

    @rounding.setter
    def rounding(self, value):
        self._rounding = rounding_number(value)

    @property
    def Emin(self):
        return self._emin

    @Emin.setter
    def Emin(self, value):
        value = _checked_int(value)
        if not MIN_EMIN <= value <= 0:
            raise ValueError("valid range for Emin is [MIN_EMIN, 0]")
        self._emin = value

    @property
    def Emax(self):
        return self._emax

    @Emax.setter
    def Emax(self, value):
        value = _checked_int(value)
        if not 0 <= value <= MAX_EMAX:
            raise ValueError("valid range for Emax is [0, MAX_EMAX]")
        self._emax = value

    @property
    def capitals(self):
        return self._capitals

    @capitals.setter
    def capitals(self, value):
        value = _checked_int(value)
        if value not in (0, 1):
            raise ValueError("valid values for capitals are 0 or 1")
        self._capitals = value

    @property
    def clamp(self):
        return self._clamp

    @clamp.setter
    def clamp(self, value):
        value = _checked_int(value)
        if value not in (0, 1):
            raise ValueError("valid values for clamp are 0 or 1")
        self._clamp = value

    @property
    def flags(self):
        return SignalDict(self, False)

    @flags.setter
    def flags(self, value):
        self._flag_bits = _bits_from_signals(value, "dict")

    @property
    def traps(self):
        return SignalDict(self, True)

    @traps.setter
    def traps(self, value):
        self._trap_bits = _bits_from_signals(value, "dict")

    def __repr__(self):
        return (
            f"Context(prec={self._prec}, rounding={self.rounding}, Emin={self._emin}, Emax={self._emax}, "
            f"capitals={self._capitals}, clamp={self._clamp}, flags=[{', '.join(names_of(self._flag_bits))}], "
            f"traps=[{', '.join(names_of(self._trap_bits))}])"
        )

    def _env(self):
        return Env(self._prec, self._rounding, self._emin, self._emax, self._clamp)

    def _signal(self, status):
        """Records `status` in the flags; raises the signal when any of it is trapped."""
        if status:
            self._flag_bits |= status
            trapped = status & self._trap_bits
            if trapped:
                raise trapped_error(trapped)

    def clear_flags(self):
        self._flag_bits = 0

    def clear_traps(self):
        self._trap_bits = 0

    def copy(self):
        other = object.__new__(Context)
        other._prec = self._prec
        other._rounding = self._rounding
        other._emin = self._emin
        other._emax = self._emax
        other._capitals = self._capitals
        other._clamp = self._clamp
        other._flag_bits = self._flag_bits
        other._trap_bits = self._trap_bits
        return other

    __copy__ = copy

    def __reduce__(self):
        flags = [cls for cls, on in self.flags.items() if on]
        traps = [cls for cls, on in self.traps.items() if on]
        fields = (self._prec, self.rounding, self._emin, self._emax, self._capitals, self._clamp, flags, traps)
        return (Context, fields)

    def Etiny(self):
        return self._emin - self._prec + 1

    def Etop(self):
        return self._emax - self._prec + 1

    def radix(self):
        return _decimal_class[0](10)

    def _operand(self, value):
        cls = _decimal_class[0]
        if isinstance(value, cls):
            return value
        if isinstance(value, int):
            return cls(value)
        raise TypeError(f"conversion from {type(value).__name__} to Decimal is not supported")

    def _number(self, value):
        return self._operand(value)._t

    def _run(self, op, *operands):
        """Runs a kernel operation in this context, signals its status, wraps the result."""
        env = self._env()
        result = op(env, *operands)
        self._signal(env.status)
        d = object.__new__(_decimal_class[0])
        d._t = result
        return d

    def create_decimal(self, num="0"):
        return _decimal_class[0]._in_context(num, self)

    def create_decimal_from_float(self, f):
        return _decimal_class[0]._in_context(_decimal_class[0].from_float(f), self)

    def _apply(self, a):
        return self._run(_num.refit, self._number(a))

    def abs(self, a):
        return self._run(_num.absolute, self._number(a))

    def minus(self, a):
        return self._run(_num.plus, self._number(a), 1)

    def plus(self, a):
        return self._run(_num.plus, self._number(a), 0)

    def add(self, a, b):
        return self._run(_num.add, self._number(a), self._number(b))

    def subtract(self, a, b):
        return self._run(_num.subtract, self._number(a), self._number(b))

    def multiply(self, a, b):
        return self._run(_num.multiply, self._number(a), self._number(b))

    def divide(self, a, b):
        return self._run(_num.divide, self._number(a), self._number(b))

    def divide_int(self, a, b):
        return self._run(_num.divide_int, self._number(a), self._number(b))

    def remainder(self, a, b):
        return self._run(_num.remainder, self._number(a), self._number(b))

    def divmod(self, a, b):
        env = self._env()
        first, second = _num.divmod_pair(env, self._number(a), self._number(b))
        self._signal(env.status)
        return (self._run(_num.refit, first), self._run(_num.refit, second))

    def power(self, a, b, modulo=None):
        if modulo is None:
            return self._run(_math.power, self._number(a), self._number(b))
        return self._run(_math.power_modulo, self._number(a), self._number(b), self._number(modulo))

    def fma(self, a, b, c):
        return self._run(_num.fma, self._number(a), self._number(b), self._number(c))

    def canonical(self, a):
        if not isinstance(a, _decimal_class[0]):
            raise TypeError("argument must be a Decimal")
        return a

    def copy_decimal(self, a):
        return self._operand(a)

    def copy_abs(self, a):
        return self._operand(a).copy_abs()

    def copy_negate(self, a):
        return self._operand(a).copy_negate()

    def copy_sign(self, a, b):
        return self._operand(a).copy_sign(self._operand(b))

    def to_sci_string(self, a):
        return _text.to_string(self._number(a), self._capitals, False)

    def to_eng_string(self, a):
        return _text.to_string(self._number(a), self._capitals, True)

    def number_class(self, a):
        return self._operand(a).number_class(self)

    def is_normal(self, a):
        return self._operand(a).is_normal(self)

    def is_subnormal(self, a):
        return self._operand(a).is_subnormal(self)

    def quantize(self, a, b):
        return self._operand(a).quantize(self._operand(b), context=self)

    def to_integral_value(self, a):
        return self._operand(a).to_integral_value(context=self)

    to_integral = to_integral_value

    def to_integral_exact(self, a):
        return self._operand(a).to_integral_exact(context=self)


def _unary_method(name):
    def method(self, a):
        return getattr(self._operand(a), name)(context=self)

    method.__name__ = name
    return method


def _binary_method(name):
    def method(self, a, b):
        return getattr(self._operand(a), name)(self._operand(b), context=self)

    method.__name__ = name
    return method


def _predicate(name):
    def method(self, a):
        return getattr(self._operand(a), name)()

    method.__name__ = name
    return method


for _name in ("exp", "ln", "log10", "logb", "logical_invert", "next_minus", "next_plus", "normalize", "sqrt"):
    setattr(Context, _name, _unary_method(_name))
for _name in (
    "compare",
    "compare_signal",
    "logical_and",
    "logical_or",
    "logical_xor",
    "max",
    "max_mag",
    "min",
    "min_mag",
    "next_toward",
    "remainder_near",
    "rotate",
    "scaleb",
    "shift",
):
    setattr(Context, _name, _binary_method(_name))
for _name in ("is_canonical", "is_finite", "is_infinite", "is_nan", "is_qnan", "is_signed", "is_snan", "is_zero"):
    setattr(Context, _name, _predicate(_name))


def _compare_total(name):
    def method(self, a, b):
        return getattr(self._operand(a), name)(self._operand(b))

    method.__name__ = name
    return method


Context.compare_total = _compare_total("compare_total")
Context.compare_total_mag = _compare_total("compare_total_mag")
Context.same_quantum = _compare_total("same_quantum")

_DEFAULT = []
DefaultContext = Context()
_DEFAULT.append(DefaultContext)
BasicContext = Context(
    prec=9,
    rounding="ROUND_HALF_UP",
    traps=[cls for cls, bits in SIGNALS if bits & (CLAMPED | IEEE_INVALID | DIVISION_BY_ZERO | OVERFLOW | UNDERFLOW)],
)
ExtendedContext = Context(prec=9, traps=[])

_current = [None]


def getcontext():
    """The current context (a copy of DefaultContext until one is set)."""
    current = _current[0]
    if current is None:
        current = DefaultContext.copy()
        _current[0] = current
    return current


def setcontext(context):
    """Makes `context` current; the template contexts are copied (with flags cleared) first."""
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context._flag_bits = 0
    _current[0] = context


class _ContextManager:
    """What localcontext() returns: installs a copy of the context on entry, and restores the
    context that was current when it was made on exit."""

    __slots__ = ("_local", "_saved")

    def __init__(self, local, saved):
        self._local = local
        self._saved = saved

    def __enter__(self):
        setcontext(self._local)
        return self._local

    def __exit__(self, *exc_info):
        setcontext(self._saved)
        return False


_LOCAL_KEYWORDS = ("prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps")


def localcontext(ctx=None, **kwargs):
    """A context manager running its block under a copy of `ctx` (or the current context)
    with the given attributes changed."""
    saved = getcontext()
    if ctx is None:
        ctx = saved
    elif not isinstance(ctx, Context):
        raise TypeError("optional argument must be a context")
    local = ctx.copy()
    for key in kwargs:
        if key not in _LOCAL_KEYWORDS:
            raise TypeError(f"'{key}' is an invalid keyword argument for this function")
    local._set_fields(*[kwargs.get(key) for key in _LOCAL_KEYWORDS])
    return _ContextManager(local, saved)

