"""Decimal fixed and floating point arithmetic, as CPython 3.11's `decimal` module (its C
implementation `_decimal`): the Decimal type with its conversions, operators, comparisons,
hashing and methods. Arithmetic lives in `_decimal_number`, `_decimal_math` and
`_decimal_digitwise`, text in `_decimal_text`, contexts and signals in `_decimal_context` and
`_decimal_signals`. The operators have native fast paths (`_garter_decimal`, attached below:
finite operands, results in the normal range); their Python bodies decide every other case. `Decimal` is registered as a `numbers.Number`, as CPython registers it."""

import numbers as _numbers
from collections import namedtuple as _namedtuple

import _decimal_digitwise as _digitwise
import _garter_decimal as _fast
import _decimal_math as _dmath
import _decimal_number as _num
import _decimal_text as _text
from _decimal_context import (
    MAX_EMAX,
    MAX_PREC,
    MIN_EMIN,
    MIN_ETINY,
    BasicContext,
    Context,
    _current,
    DefaultContext,
    ExtendedContext,
    bind_decimal as _bind_decimal,
    getcontext,
    localcontext,
    setcontext,
)
from _decimal_signals import (
    ROUND_05UP,
    ROUND_CEILING,
    ROUND_DOWN,
    ROUND_FLOOR,
    ROUND_HALF_DOWN,
    ROUND_HALF_EVEN,
    ROUND_HALF_UP,
    ROUND_UP,
    Clamped,
    ConversionSyntax,
    DecimalException,
    DivisionByZero,
    DivisionImpossible,
    DivisionUndefined,
    FloatOperation,
    Inexact,
    InvalidContext,
    InvalidOperation,
    Overflow,
    Rounded,
    Subnormal,
    Underflow,
    rounding_number as _rounding_number,
)
from _decimal_signals import CONVERSION_SYNTAX as _CONVERSION_SYNTAX
from _decimal_signals import FLOAT_OPERATION as _FLOAT_OPERATION
from _decimal_signals import INVALID_OPERATION as _INVALID_OPERATION

__version__ = "1.70"
__libmpdec_version__ = "2.5.1"
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

DecimalTuple = _namedtuple("DecimalTuple", "sign digits exponent", module="decimal")

_FINITE, _INFINITE, _QNAN, _SNAN = _num.FINITE, _num.INFINITE, _num.QNAN, _num.SNAN
_HASH_MODULUS = (1 << 61) - 1
_HASH_INF = 314159
_HASH_10_INVERSE = pow(10, _HASH_MODULUS - 2, _HASH_MODULUS)
_TUPLE_KINDS = {"F": _INFINITE, "n": _QNAN, "N": _SNAN}
_TUPLE_MARKERS = ("", "F", "n", "N")


def _context(context):
    if context is None:
        return getcontext()
    if isinstance(context, Context):
        return context
    raise TypeError("optional argument must be a context")


def _int_tuple(value):
    value = int(value)
    return (1, -value, 0, _FINITE) if value < 0 else (0, value, 0, _FINITE)


def _float_tuple(value):
    """The exact value of a float."""
    if value != value:
        return (1 if str(value)[0] == "-" else 0, 0, 0, _QNAN)
    sign = 1 if value < 0 or (value == 0 and str(value)[0] == "-") else 0
    if value in (float("inf"), float("-inf")):
        return (sign, 0, 0, _INFINITE)
    numerator, denominator = abs(value).as_integer_ratio()
    k = denominator.bit_length() - 1
    return (sign, numerator * 5**k, -k, _FINITE)


def _tuple_value(value):
    """The number a (sign, digits, exponent) sequence describes."""
    if len(value) != 3:
        raise ValueError("argument must be a sequence of length 3")
    sign, coefficient_digits, exponent = value
    if not isinstance(sign, int) or sign not in (0, 1):
        raise ValueError("sign must be an integer with the value 0 or 1")
    if isinstance(exponent, str):
        kind = _TUPLE_KINDS.get(exponent)
        if kind is None:
            raise ValueError("string argument in the third position must be 'F', 'n' or 'N'")
        exponent = 0
    elif isinstance(exponent, int):
        kind = _FINITE
    else:
        raise ValueError("exponent must be an integer")
    if not isinstance(coefficient_digits, (tuple, list)):
        raise ValueError("coefficient must be a tuple of digits")
    for digit in coefficient_digits:
        if not isinstance(digit, int) or not 0 <= digit <= 9:
            raise ValueError("coefficient must be a tuple of digits")
    if kind == _INFINITE:
        return (int(sign), 0, 0, kind)
    text = "".join(str(int(digit)) for digit in coefficient_digits).lstrip("0") or "0"
    return (int(sign), _text.parse(text)[1], int(exponent), kind)


def _out_of_exact_range(t):
    """Whether a finite number cannot be represented exactly in the maximum context."""
    return t[3] == _FINITE and (t[2] < MIN_ETINY or t[2] + _num.digits(t[1]) - 1 > MAX_EMAX)


def _exact_value(value, context):
    """The number Decimal(value) holds, signalling on `context` as CPython does."""
    if isinstance(value, Decimal):
        return value._t
    if isinstance(value, int):
        return _int_tuple(value)
    if isinstance(value, str):
        t = _text.parse(value)
        if t is None:
            _context(context)._signal(_CONVERSION_SYNTAX)
            return _num.NAN
    elif isinstance(value, float):
        _context(context)._signal(_FLOAT_OPERATION)
        return _float_tuple(value)
    elif isinstance(value, (tuple, list)):
        t = _tuple_value(value)
    else:
        raise TypeError(f"conversion from {type(value).__name__} to Decimal is not supported")
    if _out_of_exact_range(t):
        _context(context)._signal(_INVALID_OPERATION)
        return _num.NAN
    return t


def _new(t):
    d = object.__new__(Decimal)
    d._t = t
    return d


def _operand(other):
    """The number of an operator's other operand, or None when it is not a Decimal or int."""
    if isinstance(other, Decimal):
        return other._t
    if isinstance(other, int):
        return _int_tuple(other)
    return None


def _method_operand(other):
    """The number of a method's operand: a Decimal or an int, else TypeError as CPython."""
    if isinstance(other, Decimal):
        return other._t
    if isinstance(other, int):
        return _int_tuple(other)
    raise TypeError(f"conversion from {type(other).__name__} to Decimal is not supported")


def _run(context, op, *operands):
    """Runs a kernel operation in a context, signals its status, and wraps the result."""
    env = context._env()
    t = op(env, *operands)
    context._signal(env.status)
    return _new(t)


def _run_pair(context, op, a, b):
    env = context._env()
    first, second = op(env, a, b)
    context._signal(env.status)
    return (_new(first), _new(second))


def _as_int(t, rounding):
    """The int a number rounds to, or CPython's error for NaNs and infinities."""
    kind = t[3]
    if kind >= _QNAN:
        raise ValueError("cannot convert NaN to integer")
    if kind == _INFINITE:
        raise OverflowError("cannot convert Infinity to integer")
    sign, c, e, _ = t
    if e >= 0:
        value = c * 10**e
    else:
        value, _ = _num.round_off(sign, c, -e, rounding)
    return -value if sign else value


def _compare_operand(self, other, ordering):
    """The number to compare a Decimal with, None for types compared by identity or refused,
    and a pair (self number, other number) for fractions."""
    if isinstance(other, (Decimal, int)):
        return self._t, _operand(other)
    if isinstance(other, float):
        context = getcontext()
        if ordering:
            context._signal(_FLOAT_OPERATION)
        else:
            context._flag_bits |= _FLOAT_OPERATION
        return self._t, _float_tuple(other)
    numerator = getattr(other, "numerator", None)
    denominator = getattr(other, "denominator", None)
    if isinstance(numerator, int) and isinstance(denominator, int) and type(other).__name__ == "Fraction":
        a = self._t
        if a[3]:
            return a, _int_tuple(numerator)
        scaled = (a[0], a[1] * denominator, a[2], _FINITE)
        return scaled, _int_tuple(numerator)
    return None


class Decimal:
    """Construct a new Decimal object. 'value' can be an integer, string, tuple,
    or another Decimal object. If no value is given, return Decimal('0'). The
    context does not affect the conversion and is only passed to determine if
    the InvalidOperation trap is active.

    """

    __slots__ = ("_t",)
    __module__ = "decimal"
    __garter_type_name__ = "decimal.Decimal"

    def __new__(cls, value="0", context=None):
        if context is not None and not isinstance(context, Context):
            raise TypeError("optional argument must be a context")
        if cls is Decimal and type(value) is Decimal:
            return value
        d = object.__new__(cls)
        d._t = _exact_value(value, context)
        return d

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            t = _int_tuple(f)
        elif isinstance(f, float):
            t = _float_tuple(f)
        else:
            raise TypeError("argument must be int or float")
        d = _new(t)
        return d if cls is Decimal else cls(d)

    @classmethod
    def _in_context(cls, value, context):
        """Context.create_decimal: the value rounded to the context."""
        if isinstance(value, float):
            context._signal(_FLOAT_OPERATION)
            t = _float_tuple(value)
        elif isinstance(value, str):
            t = _text.parse(value, False)
            if t is None:
                context._signal(_CONVERSION_SYNTAX)
                return _new(_num.NAN)
        elif isinstance(value, (Decimal, int)):
            t = _method_operand(value)
        elif isinstance(value, (tuple, list)):
            t = _tuple_value(value)
        else:
            raise TypeError(f"conversion from {type(value).__name__} to Decimal is not supported")
        if t[3] >= _QNAN and t[1] and _num.digits(t[1]) > context._prec - context._clamp:
            context._signal(_CONVERSION_SYNTAX)
            return _new(_num.NAN)
        return _run(context, _num.refit, t)

    # Text

    def __repr__(self):
        return "Decimal('" + _text.to_string(self._t, getcontext()._capitals, False) + "')"

    def __str__(self):
        return _text.to_string(self._t, getcontext()._capitals, False)

    def to_eng_string(self, context=None):
        return _text.to_string(self._t, _context(context)._capitals, True)

    def __format__(self, spec, override=None):
        if not isinstance(spec, str):
            raise TypeError("format arg must be str")
        context = getcontext()
        return _text.format_number(self._t, spec, context._capitals, context._rounding)

    # Arithmetic operators

    def __add__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.add, self._t, o)

    def __radd__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.add, o, self._t)

    def __sub__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.subtract, self._t, o)

    def __rsub__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.subtract, o, self._t)

    def __mul__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.multiply, self._t, o)

    def __rmul__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.multiply, o, self._t)

    def __truediv__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.divide, self._t, o)

    def __rtruediv__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.divide, o, self._t)

    def __floordiv__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.divide_int, self._t, o)

    def __rfloordiv__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.divide_int, o, self._t)

    def __mod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.remainder, self._t, o)

    def __rmod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _num.remainder, o, self._t)

    def __divmod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run_pair(getcontext(), _num.divmod_pair, self._t, o)

    def __rdivmod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _run_pair(getcontext(), _num.divmod_pair, o, self._t)

    def __pow__(self, other, modulo=None):
        o = _operand(other)
        if o is None:
            return NotImplemented
        if modulo is None:
            return _run(getcontext(), _dmath.power, self._t, o)
        m = _operand(modulo)
        if m is None:
            return NotImplemented
        return _run(getcontext(), _dmath.power_modulo, self._t, o, m)

    def __rpow__(self, other, modulo=None):
        o = _operand(other)
        return NotImplemented if o is None else _run(getcontext(), _dmath.power, o, self._t)

    def __neg__(self):
        return _run(getcontext(), _num.plus, self._t, 1)

    def __pos__(self):
        return _run(getcontext(), _num.plus, self._t, 0)

    def __abs__(self):
        return _run(getcontext(), _num.absolute, self._t)

    # Comparisons and hashing

    def _compare(self, other, ordering):
        """-1, 0 or 1, None for an unordered pair (a NaN: InvalidOperation is signalled when
        `ordering` or for a signaling NaN), or NotImplemented."""
        pair = _compare_operand(self, other, ordering)
        if pair is None:
            return NotImplemented
        a, b = pair
        if a[3] >= _QNAN or b[3] >= _QNAN:
            if ordering or a[3] == _SNAN or b[3] == _SNAN:
                getcontext()._signal(_INVALID_OPERATION)
            return None
        return _num.compare_values(a, b)

    def __eq__(self, other):
        c = self._compare(other, False)
        return c if c is NotImplemented else c == 0

    def __ne__(self, other):
        c = self._compare(other, False)
        return c if c is NotImplemented else c != 0

    def __lt__(self, other):
        c = self._compare(other, True)
        return c if c is NotImplemented else c is not None and c < 0

    def __le__(self, other):
        c = self._compare(other, True)
        return c if c is NotImplemented else c is not None and c <= 0

    def __gt__(self, other):
        c = self._compare(other, True)
        return c if c is NotImplemented else c is not None and c > 0

    def __ge__(self, other):
        c = self._compare(other, True)
        return c if c is NotImplemented else c is not None and c >= 0

    def __hash__(self):
        sign, c, e, kind = self._t
        if kind == _SNAN:
            raise TypeError("Cannot hash a signaling NaN value")
        if kind == _QNAN:
            return object.__hash__(self)
        if kind == _INFINITE:
            return -_HASH_INF if sign else _HASH_INF
        if e >= 0:
            scale = pow(10, e, _HASH_MODULUS)
        else:
            scale = pow(_HASH_10_INVERSE, -e, _HASH_MODULUS)
        h = c * scale % _HASH_MODULUS
        if sign:
            h = -h
        return -2 if h == -1 else h

    def __bool__(self):
        return self._t[3] != _FINITE or self._t[1] != 0

    # Conversions

    def __int__(self):
        return _as_int(self._t, _num.R_DOWN)

    def __trunc__(self):
        return _as_int(self._t, _num.R_DOWN)

    def __floor__(self):
        return _as_int(self._t, _num.R_FLOOR)

    def __ceil__(self):
        return _as_int(self._t, _num.R_CEILING)

    def __float__(self):
        sign, _, _, kind = self._t
        if kind == _SNAN:
            raise ValueError("cannot convert signaling NaN to float")
        if kind == _QNAN:
            return float("-nan") if sign else float("nan")
        return float(_text.to_string(self._t, True, False))

    def __round__(self, n=None):
        if n is None:
            return _as_int(self._t, _num.R_HALF_EVEN)
        if not isinstance(n, int):
            raise TypeError("optional arg must be an integer")
        context = getcontext()
        return _run(context, _num.quantize, self._t, (0, 1, -int(n), _FINITE), context._rounding)

    def as_tuple(self):
        sign, c, e, kind = self._t
        if kind == _INFINITE:
            return DecimalTuple(sign, (0,), "F")
        text = _text.coefficient_text(c) if c or kind == _FINITE else ""
        exponent = e if kind == _FINITE else _TUPLE_MARKERS[kind]
        return DecimalTuple(sign, tuple(int(ch) for ch in text), exponent)

    def as_integer_ratio(self):
        sign, c, e, kind = self._t
        if kind >= _QNAN:
            raise ValueError("cannot convert NaN to integer ratio")
        if kind == _INFINITE:
            raise OverflowError("cannot convert Infinity to integer ratio")
        if e >= 0:
            n, d = c * 10**e, 1
        else:
            n, d = c, 10**-e
            while n and n % 10 == 0 and d > 1:
                n //= 10
                d //= 10
            for p in (2, 5):
                while n % p == 0 and d % p == 0 and d > 1:
                    n //= p
                    d //= p
            if n == 0:
                d = 1
        return (-n if sign else n, d)

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def conjugate(self):
        return self

    def __reduce__(self):
        return (type(self), (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    # Methods taking a context

    def exp(self, context=None):
        return _run(_context(context), _dmath.exp, self._t)

    def ln(self, context=None):
        return _run(_context(context), _dmath.ln, self._t)

    def log10(self, context=None):
        return _run(_context(context), _dmath.log10, self._t)

    def sqrt(self, context=None):
        return _run(_context(context), _dmath.sqrt, self._t)

    def logb(self, context=None):
        return _run(_context(context), _digitwise.logb, self._t)

    def normalize(self, context=None):
        return _run(_context(context), _num.reduce, self._t)

    def next_plus(self, context=None):
        return _run(_context(context), _digitwise.next_plus, self._t)

    def next_minus(self, context=None):
        return _run(_context(context), _digitwise.next_minus, self._t)

    def logical_invert(self, context=None):
        return _run(_context(context), _digitwise.logical_invert, self._t)

    def _binary(self, op, other, context):
        b = _method_operand(other)
        return _run(_context(context), op, self._t, b)

    def compare(self, other, context=None):
        return self._binary(_compare_op, other, context)

    def compare_signal(self, other, context=None):
        return self._binary(_compare_signal_op, other, context)

    def max(self, other, context=None):
        return self._binary(_max_op, other, context)

    def min(self, other, context=None):
        return self._binary(_min_op, other, context)

    def max_mag(self, other, context=None):
        return self._binary(_max_mag_op, other, context)

    def min_mag(self, other, context=None):
        return self._binary(_min_mag_op, other, context)

    def remainder_near(self, other, context=None):
        return self._binary(_num.remainder_near, other, context)

    def next_toward(self, other, context=None):
        return self._binary(_digitwise.next_toward, other, context)

    def scaleb(self, other, context=None):
        return self._binary(_digitwise.scaleb, other, context)

    def shift(self, other, context=None):
        return self._binary(_digitwise.shift, other, context)

    def rotate(self, other, context=None):
        return self._binary(_digitwise.rotate, other, context)

    def logical_and(self, other, context=None):
        return self._binary(_logical_and_op, other, context)

    def logical_or(self, other, context=None):
        return self._binary(_logical_or_op, other, context)

    def logical_xor(self, other, context=None):
        return self._binary(_logical_xor_op, other, context)

    def fma(self, other, third, context=None):
        b = _method_operand(other)
        c = _method_operand(third)
        return _run(_context(context), _num.fma, self._t, b, c)

    def quantize(self, exp, rounding=None, context=None):
        b = _method_operand(exp)
        context = _context(context)
        mode = context._rounding if rounding is None else _rounding_number(rounding)
        return _run(context, _num.quantize, self._t, b, mode)

    def to_integral_value(self, rounding=None, context=None):
        context = _context(context)
        mode = context._rounding if rounding is None else _rounding_number(rounding)
        return _run(context, _num.to_integral, self._t, mode, False)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        context = _context(context)
        mode = context._rounding if rounding is None else _rounding_number(rounding)
        return _run(context, _num.to_integral, self._t, mode, True)

    # Methods without a context

    def adjusted(self):
        t = self._t
        return t[2] + _num.digits(t[1]) - 1 if t[3] == _FINITE else 0

    def canonical(self):
        return self

    def is_canonical(self):
        return True

    def radix(self):
        return Decimal(10)

    def copy_abs(self):
        t = self._t
        return _new((0, t[1], t[2], t[3]))

    def copy_negate(self):
        t = self._t
        return _new((t[0] ^ 1, t[1], t[2], t[3]))

    def copy_sign(self, other, context=None):
        b = _method_operand(other)
        t = self._t
        return _new((b[0], t[1], t[2], t[3]))

    def compare_total(self, other, context=None):
        return Decimal(_num.compare_total(self._t, _method_operand(other)))

    def compare_total_mag(self, other, context=None):
        return Decimal(_num.compare_total_magnitude(self._t, _method_operand(other)))

    def same_quantum(self, other, context=None):
        a, b = self._t, _method_operand(other)
        if a[3] or b[3]:
            return (a[3] >= _QNAN and b[3] >= _QNAN) or (a[3] == b[3] == _INFINITE)
        return a[2] == b[2]

    def is_finite(self):
        return self._t[3] == _FINITE

    def is_infinite(self):
        return self._t[3] == _INFINITE

    def is_nan(self):
        return self._t[3] >= _QNAN

    def is_qnan(self):
        return self._t[3] == _QNAN

    def is_snan(self):
        return self._t[3] == _SNAN

    def is_signed(self):
        return self._t[0] == 1

    def is_zero(self):
        return self._t[3] == _FINITE and self._t[1] == 0

    def is_normal(self, context=None):
        t = self._t
        if t[3] != _FINITE or t[1] == 0:
            return False
        return self.adjusted() >= _context(context)._emin

    def is_subnormal(self, context=None):
        t = self._t
        if t[3] != _FINITE or t[1] == 0:
            return False
        return self.adjusted() < _context(context)._emin

    def number_class(self, context=None):
        sign, c, _, kind = self._t
        if kind == _SNAN:
            return "sNaN"
        if kind == _QNAN:
            return "NaN"
        prefix = "-" if sign else "+"
        if kind == _INFINITE:
            return prefix + "Infinity"
        if c == 0:
            return prefix + "Zero"
        if self.adjusted() < _context(context)._emin:
            return prefix + "Subnormal"
        return prefix + "Normal"


def _signed_one(c):
    return (1 if c < 0 else 0, abs(c), 0, _FINITE)


def _compare_op(env, a, b):
    nan = _num.nan_operand(env, a, b) if a[3] >= _QNAN or b[3] >= _QNAN else None
    return nan if nan else _signed_one(_num.compare_values(a, b))


def _compare_signal_op(env, a, b):
    if a[3] >= _QNAN or b[3] >= _QNAN:
        env.status |= _INVALID_OPERATION
        return _num.nan_operand(env, a, b)
    return _signed_one(_num.compare_values(a, b))


def _max_op(env, a, b):
    return _num.choose(env, a, b, True, False)


def _min_op(env, a, b):
    return _num.choose(env, a, b, False, False)


def _max_mag_op(env, a, b):
    return _num.choose(env, a, b, True, True)


def _min_mag_op(env, a, b):
    return _num.choose(env, a, b, False, True)


def _logical_and_op(env, a, b):
    return _digitwise.logical(env, a, b, "and")


def _logical_or_op(env, a, b):
    return _digitwise.logical(env, a, b, "or")


def _logical_xor_op(env, a, b):
    return _digitwise.logical(env, a, b, "xor")


_bind_decimal(Decimal)

for _method, _path in (
    ("__add__", _fast.add),
    ("__radd__", _fast.radd),
    ("__sub__", _fast.sub),
    ("__rsub__", _fast.rsub),
    ("__mul__", _fast.mul),
    ("__rmul__", _fast.rmul),
    ("__truediv__", _fast.truediv),
    ("__rtruediv__", _fast.rtruediv),
    ("__floordiv__", _fast.floordiv),
    ("__rfloordiv__", _fast.rfloordiv),
    ("__mod__", _fast.mod),
    ("__rmod__", _fast.rmod),
    ("__eq__", _fast.eq),
    ("__ne__", _fast.ne),
    ("__lt__", _fast.lt),
    ("__le__", _fast.le),
    ("__gt__", _fast.gt),
    ("__ge__", _fast.ge),
):
    _fast.attach(Decimal.__dict__[_method], _path)
del _method, _path
_fast.attach(Decimal.__new__, _fast.new)
_numbers.Number.register(Decimal)
