"""The signals of the decimal module: the exception classes with CPython's hierarchy, the status
bits that operations set (libmpdec's bit values, so that listings come out in CPython's order),
the rounding mode names, and the exception a trapped status raises."""


class DecimalException(ArithmeticError):
    __module__ = "decimal"


class Clamped(DecimalException):
    __module__ = "decimal"


class InvalidOperation(DecimalException):
    __module__ = "decimal"


class ConversionSyntax(InvalidOperation):
    __module__ = "decimal"


class DivisionImpossible(InvalidOperation):
    __module__ = "decimal"


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    __module__ = "decimal"


class InvalidContext(InvalidOperation):
    __module__ = "decimal"


class DivisionByZero(DecimalException, ZeroDivisionError):
    __module__ = "decimal"


class Inexact(DecimalException):
    __module__ = "decimal"


class Rounded(DecimalException):
    __module__ = "decimal"


class Subnormal(DecimalException):
    __module__ = "decimal"


class Overflow(Inexact, Rounded):
    __module__ = "decimal"


class Underflow(Inexact, Rounded, Subnormal):
    __module__ = "decimal"


class FloatOperation(DecimalException, TypeError):
    __module__ = "decimal"


CLAMPED = 1
CONVERSION_SYNTAX = 2
DIVISION_BY_ZERO = 4
DIVISION_IMPOSSIBLE = 8
DIVISION_UNDEFINED = 16
INEXACT = 64
INVALID_CONTEXT = 128
INVALID_OPERATION = 256
FLOAT_OPERATION = 1024
OVERFLOW = 2048
ROUNDED = 4096
SUBNORMAL = 8192
UNDERFLOW = 16384

# Every condition that signals InvalidOperation.
IEEE_INVALID = CONVERSION_SYNTAX | DIVISION_IMPOSSIBLE | DIVISION_UNDEFINED | INVALID_CONTEXT | INVALID_OPERATION
# The conditions a constructor reports (the others mean only that it rounded).
ERRORS = IEEE_INVALID | DIVISION_BY_ZERO
ALL_STATUS = IEEE_INVALID | CLAMPED | DIVISION_BY_ZERO | INEXACT | FLOAT_OPERATION | OVERFLOW | ROUNDED
ALL_STATUS |= SUBNORMAL | UNDERFLOW

# The signals in CPython's order (`flags` and `traps` iterate in it), each with its status bits.
SIGNALS = (
    (InvalidOperation, IEEE_INVALID),
    (FloatOperation, FLOAT_OPERATION),
    (DivisionByZero, DIVISION_BY_ZERO),
    (Overflow, OVERFLOW),
    (Underflow, UNDERFLOW),
    (Subnormal, SUBNORMAL),
    (Inexact, INEXACT),
    (Rounded, ROUNDED),
    (Clamped, CLAMPED),
)

# The conditions behind InvalidOperation, listed first in a trapped exception's argument.
CONDITIONS = (
    (InvalidOperation, INVALID_OPERATION),
    (ConversionSyntax, CONVERSION_SYNTAX),
    (DivisionImpossible, DIVISION_IMPOSSIBLE),
    (DivisionUndefined, DIVISION_UNDEFINED),
    (InvalidContext, INVALID_CONTEXT),
)

# The order in which a Context's repr lists its flags and traps.
REPR_ORDER = (
    ("Clamped", CLAMPED),
    ("InvalidOperation", IEEE_INVALID),
    ("DivisionByZero", DIVISION_BY_ZERO),
    ("Inexact", INEXACT),
    ("FloatOperation", FLOAT_OPERATION),
    ("Overflow", OVERFLOW),
    ("Rounded", ROUNDED),
    ("Subnormal", SUBNORMAL),
    ("Underflow", UNDERFLOW),
)

ROUND_UP = "ROUND_UP"
ROUND_DOWN = "ROUND_DOWN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_05UP = "ROUND_05UP"

# Rounding mode names by their internal number (libmpdec's order).
ROUNDING_NAMES = (
    ROUND_UP,
    ROUND_DOWN,
    ROUND_CEILING,
    ROUND_FLOOR,
    ROUND_HALF_UP,
    ROUND_HALF_DOWN,
    ROUND_HALF_EVEN,
    ROUND_05UP,
)

ROUNDING_ERROR = (
    "valid values for rounding are:\n"
    "  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
    "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
    "   ROUND_05UP]"
)

SIGNAL_KEY_ERROR = (
    "valid values for signals are:\n"
    "  [InvalidOperation, FloatOperation, DivisionByZero,\n"
    "   Overflow, Underflow, Subnormal, Inexact, Rounded,\n"
    "   Clamped]"
)


def rounding_number(rounding):
    """The internal number of a rounding mode name; TypeError as CPython for anything else."""
    if type(rounding) is str:
        for number, name in enumerate(ROUNDING_NAMES):
            if rounding == name:
                return number
    raise TypeError(ROUNDING_ERROR)


def signal_bits(signal):
    """The status bits of a signal class; KeyError as CPython for anything else."""
    for cls, bits in SIGNALS:
        if signal is cls:
            return bits
    raise KeyError(SIGNAL_KEY_ERROR)


def trapped_error(trapped):
    """The exception CPython raises for the trapped conditions `trapped`: the first signal in
    signal order, with the list of every trapped condition as its argument."""
    raised = None
    for cls, bits in SIGNALS:
        if trapped & bits:
            raised = cls
            break
    listed = [cls for cls, bit in CONDITIONS if trapped & bit]
    listed += [cls for cls, bits in SIGNALS[1:] if trapped & bits]
    return raised(listed)


def names_of(status):
    """The names of the signals set in `status`, in the order a Context's repr lists them."""
    return [name for name, bits in REPR_ORDER if status & bits]
