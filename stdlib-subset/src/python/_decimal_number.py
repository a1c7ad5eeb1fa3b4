"""The arithmetic kernel of the decimal module. A number is a tuple `(sign, coefficient,
exponent, kind)`: sign 0 or 1, the coefficient a Python int (a NaN's payload), kind FINITE,
INFINITE, QNAN or SNAN. Operations take an `Env` (the context's parameters and the status bits
the operation sets) and return a number rounded to the context as the General Decimal
Arithmetic specification and libmpdec do. No operation builds an int much larger than its
operands and the precision: exponent gaps are closed with a sticky digit, not with zeros."""

import math as _math

from _decimal_signals import (
    CLAMPED,
    DIVISION_BY_ZERO,
    DIVISION_IMPOSSIBLE,
    DIVISION_UNDEFINED,
    INEXACT,
    INVALID_OPERATION,
    OVERFLOW,
    ROUNDED,
    SUBNORMAL,
    UNDERFLOW,
)

FINITE = 0
INFINITE = 1
QNAN = 2
SNAN = 3

R_UP = 0
R_DOWN = 1
R_CEILING = 2
R_FLOOR = 3
R_HALF_UP = 4
R_HALF_DOWN = 5
R_HALF_EVEN = 6
R_05UP = 7

NAN = (0, 0, 0, QNAN)
_SHORT = 10**300
ONE = (0, 1, 0, FINITE)


class Env:
    """The parameters of a context for one operation, and the status bits it raised."""

    __slots__ = ("prec", "rounding", "emin", "emax", "clamp", "status")

    def __init__(self, prec, rounding, emin, emax, clamp):
        self.prec = prec
        self.rounding = rounding
        self.emin = emin
        self.emax = emax
        self.clamp = clamp
        self.status = 0


def digits(c):
    """The number of decimal digits of the coefficient `c` (1 for zero)."""
    if c < 10:
        return 1
    if c < _SHORT:
        return len(str(c))
    count = ((c.bit_length() - 1) * 30102) // 100000
    power = 10 ** (count + 1)
    while c >= power:
        power *= 10
        count += 1
    return count + 1


def split(c, shift):
    """`(c // 10**shift, rest)` for `shift >= 1`, where rest classifies the dropped digits:
    0 all zero, 1 below a half, 2 exactly a half, 3 above a half."""
    if c == 0:
        return 0, 0
    if shift > digits(c):
        return 0, 1
    power = 10**shift
    q, r = divmod(c, power)
    if r == 0:
        return q, 0
    half = power >> 1
    if r < half:
        return q, 1
    return q, 2 if r == half else 3


def increments(sign, q, rest, rounding):
    """Whether rounding the kept coefficient `q` with dropped digits `rest` adds one."""
    if rest == 0:
        return False
    if rounding == R_HALF_EVEN:
        return rest == 3 or (rest == 2 and q & 1 == 1)
    if rounding == R_HALF_UP:
        return rest >= 2
    if rounding == R_HALF_DOWN:
        return rest == 3
    if rounding == R_DOWN:
        return False
    if rounding == R_UP:
        return True
    if rounding == R_CEILING:
        return sign == 0
    if rounding == R_FLOOR:
        return sign == 1
    return q % 5 == 0


def round_off(sign, c, shift, rounding):
    """`c` with its last `shift` digits rounded off, and the class of what was dropped."""
    q, rest = split(c, shift)
    if increments(sign, q, rest, rounding):
        q += 1
    return q, rest


def overflow(env, sign):
    """The result of an overflow: infinity or the largest finite number, by rounding mode."""
    env.status |= OVERFLOW | INEXACT | ROUNDED
    r = env.rounding
    if r in (R_DOWN, R_05UP) or (r == R_CEILING and sign == 1) or (r == R_FLOOR and sign == 0):
        return (sign, 10**env.prec - 1, env.emax - env.prec + 1, FINITE)
    return (sign, 0, 0, INFINITE)


def finalize(env, sign, c, e):
    """The finite value `(-1)**sign * c * 10**e` fitted to the context: rounded to its
    precision, overflowed, clamped or made subnormal as libmpdec's finalize does."""
    prec = env.prec
    d = digits(c)
    adj = e + d - 1
    emax = env.emax
    if adj > emax:
        if c == 0:
            env.status |= CLAMPED
            return (sign, 0, emax - prec + 1 if env.clamp else emax, FINITE)
        return overflow(env, sign)
    etop = emax - prec + 1
    if env.clamp and e > etop:
        env.status |= CLAMPED
        if c and adj < env.emin:
            env.status |= SUBNORMAL
        return (sign, c * 10 ** (e - etop), etop, FINITE)
    if adj < env.emin:
        etiny = env.emin - prec + 1
        if c == 0:
            if e < etiny:
                env.status |= CLAMPED
                return (sign, 0, etiny, FINITE)
            return (sign, 0, e, FINITE)
        env.status |= SUBNORMAL
        if e < etiny:
            q, rest = round_off(sign, c, etiny - e, env.rounding)
            env.status |= ROUNDED
            if rest:
                env.status |= INEXACT | UNDERFLOW
                if q == 0:
                    env.status |= CLAMPED
            return (sign, q, etiny, FINITE)
        return (sign, c, e, FINITE)
    if d > prec:
        shift = d - prec
        q, rest = round_off(sign, c, shift, env.rounding)
        e += shift
        env.status |= ROUNDED
        if rest:
            env.status |= INEXACT
        if q == 10**prec:
            q //= 10
            e += 1
            if e + prec - 1 > emax:
                return overflow(env, sign)
            if env.clamp and e > etop:
                env.status |= CLAMPED
                return (sign, q * 10 ** (e - etop), etop, FINITE)
        return (sign, q, e, FINITE)
    return (sign, c, e, FINITE)


def refit(env, t):
    """A number fitted to the context (NaN payloads cut to the precision)."""
    if t[3] == FINITE:
        return finalize(env, t[0], t[1], t[2])
    if t[3] == INFINITE:
        return t
    return fix_nan(env, t)


def fix_nan(env, t):
    """A NaN whose payload keeps at most `prec - clamp` digits, as libmpdec cuts it."""
    c = t[1]
    room = env.prec - env.clamp
    if c and digits(c) > room:
        c = c % 10**room if room > 0 else 0
    return (t[0], c, 0, t[3])


def nan_operand(env, *operands):
    """The NaN an operation with these operands returns (an sNaN first, quieted and signalling
    InvalidOperation), or None when no operand is a NaN."""
    for t in operands:
        if t[3] == SNAN:
            env.status |= INVALID_OPERATION
            return fix_nan(env, (t[0], t[1], 0, QNAN))
    for t in operands:
        if t[3] == QNAN:
            return fix_nan(env, t)
    return None


def invalid(env, condition=INVALID_OPERATION):
    """The NaN of an invalid operation, signalling `condition`."""
    env.status |= condition
    return NAN


def is_zero(t):
    return t[3] == FINITE and t[1] == 0


def add(env, a, b):
    """a + b (subtraction is addition of b with its sign flipped)."""
    if a[3] or b[3]:
        nan = nan_operand(env, a, b)
        if nan:
            return nan
        if a[3] == INFINITE:
            if b[3] == INFINITE and a[0] != b[0]:
                return invalid(env)
            return a
        return b
    sa, ca, ea, _ = a
    sb, cb, eb, _ = b
    if ea < eb:
        sa, ca, ea, sb, cb, eb = sb, cb, eb, sa, ca, ea
    gap = ea - eb
    if gap and ca:
        da = digits(ca)
        if cb == 0:
            gap = min(gap, max(env.prec + 1 - da, 0))
            eb = ea - gap
        else:
            below = min(ea, ea + da - 1 - env.prec) - 1
            if eb + digits(cb) - 1 < below:
                cb = 1
                eb = below - 1
                gap = ea - eb
        ca *= 10**gap
    if sa == sb:
        return finalize(env, sa, ca + cb, eb)
    c = ca - cb
    if c > 0:
        return finalize(env, sa, c, eb)
    if c < 0:
        return finalize(env, sb, -c, eb)
    return finalize(env, 1 if env.rounding == R_FLOOR else 0, 0, eb)


def negated(t):
    return (t[0] ^ 1, t[1], t[2], t[3])


def subtract(env, a, b):
    if a[3] >= QNAN or b[3] >= QNAN:
        return nan_operand(env, a, b)
    return add(env, a, negated(b))


def multiply(env, a, b):
    sign = a[0] ^ b[0]
    if a[3] or b[3]:
        nan = nan_operand(env, a, b)
        if nan:
            return nan
        if is_zero(a) or is_zero(b):
            return invalid(env)
        return (sign, 0, 0, INFINITE)
    return finalize(env, sign, a[1] * b[1], a[2] + b[2])


def divide(env, a, b):
    sign = a[0] ^ b[0]
    if a[3] or b[3]:
        nan = nan_operand(env, a, b)
        if nan:
            return nan
        if a[3] == INFINITE:
            if b[3] == INFINITE:
                return invalid(env)
            return (sign, 0, 0, INFINITE)
        env.status |= CLAMPED
        return (sign, 0, env.emin - env.prec + 1, FINITE)
    if b[1] == 0:
        if a[1] == 0:
            return invalid(env, DIVISION_UNDEFINED)
        env.status |= DIVISION_BY_ZERO
        return (sign, 0, 0, INFINITE)
    ideal = a[2] - b[2]
    ca, cb = a[1], b[1]
    if ca == 0:
        return finalize(env, sign, 0, ideal)
    shift = env.prec - digits(ca) + digits(cb) + 2
    if shift > _EXACT_FIRST:
        exact = _exact_shift(ca, cb)
        if exact is not None:
            shift = exact
    if shift > 0:
        q, r = divmod(ca * 10**shift, cb)
    else:
        shift = 0
        q, r = divmod(ca, cb)
    e = ideal - shift
    if r:
        return finalize(env, sign, q * 10 + 1, e - 1)
    while e < ideal and q % 10 == 0:
        q //= 10
        e += 1
    return finalize(env, sign, q, e)


# Divisions needing more digits than this look for an exact quotient first, so that a huge
# precision does not build a huge dividend when a few digits suffice.
_EXACT_FIRST = 400


def _exact_shift(ca, cb):
    """The power of ten that makes ca * 10**shift divisible by cb, when the quotient ca / cb
    has a finite decimal expansion; None otherwise."""
    divisor = cb // _math.gcd(ca, cb)
    twos = fives = 0
    while divisor % 2 == 0:
        divisor //= 2
        twos += 1
    while divisor % 5 == 0:
        divisor //= 5
        fives += 1
    return max(twos, fives) if divisor == 1 else None


def truncated_quotient(env, a, b):
    """For finite a and finite nonzero b: `(q, r, e)` with q the integer part of |a| / |b| and
    r * 10**e the remainder's magnitude, or None when q would need more than prec digits."""
    ca, ea, cb, eb = a[1], a[2], b[1], b[2]
    e = min(ea, eb)
    if ca == 0:
        return 0, 0, e
    adj_a = ea + digits(ca) - 1
    adj_b = eb + digits(cb) - 1
    if adj_a < adj_b:
        return 0, ca * 10 ** (ea - e), e
    if adj_a - adj_b > env.prec:
        return None
    q, r = divmod(ca * 10 ** (ea - e), cb * 10 ** (eb - e))
    if digits(q) > env.prec:
        return None
    return q, r, e


def divide_int(env, a, b):
    sign = a[0] ^ b[0]
    if a[3] or b[3]:
        nan = nan_operand(env, a, b)
        if nan:
            return nan
        if a[3] == INFINITE:
            if b[3] == INFINITE:
                return invalid(env)
            return (sign, 0, 0, INFINITE)
        return (sign, 0, 0, FINITE)
    if b[1] == 0:
        if a[1] == 0:
            return invalid(env, DIVISION_UNDEFINED)
        env.status |= DIVISION_BY_ZERO
        return (sign, 0, 0, INFINITE)
    parts = truncated_quotient(env, a, b)
    if parts is None:
        return invalid(env, DIVISION_IMPOSSIBLE)
    return finalize(env, sign, parts[0], 0)


def remainder(env, a, b):
    if a[3] or b[3]:
        nan = nan_operand(env, a, b)
        if nan:
            return nan
        if a[3] == INFINITE:
            return invalid(env)
        return refit(env, a)
    if b[1] == 0:
        return invalid(env, DIVISION_UNDEFINED if a[1] == 0 else INVALID_OPERATION)
    parts = truncated_quotient(env, a, b)
    if parts is None:
        return invalid(env, DIVISION_IMPOSSIBLE)
    return finalize(env, a[0], parts[1], parts[2])


def divmod_pair(env, a, b):
    """(a // b, a % b) as one operation, with CPython's results for the special cases."""
    sign = a[0] ^ b[0]
    if a[3] or b[3]:
        nan = nan_operand(env, a, b)
        if nan:
            return nan, nan
        if a[3] == INFINITE:
            if b[3] == INFINITE:
                nan = invalid(env)
                return nan, nan
            return (sign, 0, 0, INFINITE), invalid(env)
        return (sign, 0, 0, FINITE), refit(env, a)
    if b[1] == 0:
        if a[1] == 0:
            nan = invalid(env, DIVISION_UNDEFINED)
            return nan, nan
        env.status |= DIVISION_BY_ZERO
        return (sign, 0, 0, INFINITE), invalid(env)
    parts = truncated_quotient(env, a, b)
    if parts is None:
        nan = invalid(env, DIVISION_IMPOSSIBLE)
        return nan, nan
    q, r, e = parts
    return finalize(env, sign, q, 0), finalize(env, a[0], r, e)


def remainder_near(env, a, b):
    if a[3] or b[3]:
        nan = nan_operand(env, a, b)
        if nan:
            return nan
        if a[3] == INFINITE:
            return invalid(env)
        return refit(env, a)
    if b[1] == 0:
        return invalid(env, DIVISION_UNDEFINED if a[1] == 0 else INVALID_OPERATION)
    sa, ca, ea, _ = a
    cb, eb = b[1], b[2]
    e = min(ea, eb)
    if ca == 0:
        return finalize(env, sa, 0, e)
    adj_a = ea + digits(ca) - 1
    adj_b = eb + digits(cb) - 1
    if adj_a < adj_b - 1:
        return finalize(env, sa, ca * 10 ** (ea - e), e)
    if adj_a - adj_b > env.prec:
        return invalid(env, DIVISION_IMPOSSIBLE)
    big_b = cb * 10 ** (eb - e)
    q, r = divmod(ca * 10 ** (ea - e), big_b)
    if 2 * r > big_b or (2 * r == big_b and q & 1 == 1):
        q += 1
        r = big_b - r
        sa ^= 1
    if digits(q) > env.prec:
        return invalid(env, DIVISION_IMPOSSIBLE)
    return finalize(env, sa, r, e)


def fma(env, a, b, c):
    """a * b + c with a single rounding."""
    if a[3] or b[3] or c[3]:
        nan = nan_operand(env, a, b, c)
        if nan:
            return nan
    if a[3] or b[3]:
        if is_zero(a) or is_zero(b):
            return invalid(env)
        product = (a[0] ^ b[0], 0, 0, INFINITE)
    else:
        product = (a[0] ^ b[0], a[1] * b[1], a[2] + b[2], FINITE)
    return add(env, product, c)


def compare_magnitude(a, b):
    """-1, 0 or 1 as |a| is below, equal to or above |b|, for finite a and b."""
    ca, cb = a[1], b[1]
    if ca == 0 or cb == 0:
        return (ca != 0) - (cb != 0)
    adj_a = a[2] + digits(ca) - 1
    adj_b = b[2] + digits(cb) - 1
    if adj_a != adj_b:
        return 1 if adj_a > adj_b else -1
    e = min(a[2], b[2])
    ca *= 10 ** (a[2] - e)
    cb *= 10 ** (b[2] - e)
    return (ca > cb) - (ca < cb)


def compare_values(a, b):
    """-1, 0 or 1 comparing two numbers that are not NaNs."""
    if a[3] or b[3]:
        rank_a = (1 - 2 * a[0]) if a[3] else 0
        rank_b = (1 - 2 * b[0]) if b[3] else 0
        return (rank_a > rank_b) - (rank_a < rank_b)
    zero_a = a[1] == 0
    zero_b = b[1] == 0
    if zero_a and zero_b:
        return 0
    if zero_a:
        return 1 if b[0] else -1
    if zero_b:
        return -1 if a[0] else 1
    if a[0] != b[0]:
        return -1 if a[0] else 1
    m = compare_magnitude(a, b)
    return -m if a[0] else m


_TOTAL_RANK = (0, 1, 3, 2)


def compare_total_magnitude(a, b):
    """The total order of the spec on |a| and |b|: numbers by value then exponent, infinity,
    sNaNs then NaNs by payload."""
    rank_a, rank_b = _TOTAL_RANK[a[3]], _TOTAL_RANK[b[3]]
    if rank_a != rank_b:
        return 1 if rank_a > rank_b else -1
    if a[3] == INFINITE:
        return 0
    if a[3] != FINITE:
        return (a[1] > b[1]) - (a[1] < b[1])
    m = compare_magnitude(a, b)
    if m:
        return m
    return (a[2] > b[2]) - (a[2] < b[2])


def compare_total(a, b):
    if a[0] != b[0]:
        return -1 if a[0] else 1
    m = compare_total_magnitude(a, b)
    return -m if a[0] else m


def choose(env, a, b, take_larger, by_magnitude):
    """max, min, max_mag and min_mag: a quiet NaN loses to a number; ties go by total order."""
    if a[3] >= QNAN or b[3] >= QNAN:
        if a[3] == QNAN and b[3] < QNAN:
            return refit(env, b)
        if b[3] == QNAN and a[3] < QNAN:
            return refit(env, a)
        return nan_operand(env, a, b)
    if by_magnitude:
        c = compare_values((0,) + a[1:], (0,) + b[1:])
    else:
        c = 0
    if c == 0:
        c = compare_values(a, b)
    if c == 0:
        c = compare_total(a, b)
    if take_larger:
        return refit(env, b if c < 0 else a)
    return refit(env, a if c < 0 else b)


def rescale(env, a, e, rounding):
    """The finite `a` at exponent `e`, rounded with `rounding`: the core of quantize. Signals
    InvalidOperation when the result needs more than prec digits."""
    sign, c, ea, _ = a
    if c == 0:
        return finalize(env, sign, 0, e)
    status = 0
    if ea >= e:
        if ea - e + digits(c) > env.prec:
            return invalid(env)
        c *= 10 ** (ea - e)
    else:
        c, rest = round_off(sign, c, e - ea, rounding)
        if c and digits(c) > env.prec:
            return invalid(env)
        status = ROUNDED | INEXACT if rest else ROUNDED
    adj = e + digits(c) - 1
    if adj > env.emax or adj < env.emin - env.prec + 1:
        return invalid(env)
    env.status |= status
    if c and adj < env.emin:
        env.status |= SUBNORMAL
    etop = env.emax - env.prec + 1
    if env.clamp and e > etop:
        env.status |= CLAMPED
        return (sign, c * 10 ** (e - etop), etop, FINITE)
    return (sign, c, e, FINITE)


def quantize(env, a, b, rounding):
    if a[3] or b[3]:
        nan = nan_operand(env, a, b)
        if nan:
            return nan
        if a[3] == INFINITE and b[3] == INFINITE:
            return a
        return invalid(env)
    e = b[2]
    if e > env.emax or e < env.emin - env.prec + 1:
        return invalid(env)
    return rescale(env, a, e, rounding)


def to_integral(env, a, rounding, exact):
    """a rounded to an integer (exponent 0 when it had a negative one); `exact` signals
    Inexact and Rounded as to_integral_exact does."""
    if a[3]:
        nan = nan_operand(env, a)
        return nan if nan else a
    if a[2] >= 0:
        return a
    if a[1] == 0:
        return (a[0], 0, 0, FINITE)
    q, rest = round_off(a[0], a[1], -a[2], rounding)
    if exact:
        env.status |= ROUNDED
        if rest:
            env.status |= INEXACT
    return (a[0], q, 0, FINITE)


def reduce(env, a):
    """normalize(): rounded to the context, trailing zeros stripped."""
    if a[3]:
        nan = nan_operand(env, a)
        return nan if nan else a
    sign, c, e, kind = finalize(env, a[0], a[1], a[2])
    if kind:
        return (sign, c, e, kind)
    if c == 0:
        return (sign, 0, 0, FINITE)
    top = env.emax - env.prec + 1 if env.clamp else env.emax
    while e < top and c % 10 == 0:
        c //= 10
        e += 1
    return (sign, c, e, FINITE)


def plus(env, a, negate):
    """+a, or -a when `negate`: rounded to the context; a zero result is positive except
    under ROUND_FLOOR."""
    if a[3] >= QNAN:
        return nan_operand(env, a)
    sign = a[0] ^ negate
    if a[3] == FINITE and a[1] == 0 and env.rounding != R_FLOOR:
        sign = 0
    return refit(env, (sign, a[1], a[2], a[3]))


def absolute(env, a):
    if a[3] >= QNAN:
        return nan_operand(env, a)
    return refit(env, (0, a[1], a[2], a[3]))
