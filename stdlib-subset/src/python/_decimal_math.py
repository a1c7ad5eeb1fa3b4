"""Square root, exp, ln, log10 and power for the decimal module, on the kernel's number tuples.
exp, ln and log10 are correctly rounded: a fixed-point approximation with guard digits is
widened by its error bound, and the guard grows until both ends round to the same result.
power follows libmpdec: integer exponents by repeated squaring at a working precision,
others as exp(y * ln(x)); results that must overflow or underflow are found before any work."""

import math as _math

from _decimal_number import (
    FINITE,
    INFINITE,
    NAN,
    ONE,
    QNAN,
    R_HALF_EVEN,
    Env,
    compare_magnitude,
    compare_values,
    digits,
    divide,
    finalize,
    invalid,
    is_zero,
    multiply,
    nan_operand,
    overflow,
    subtract,
)
from _decimal_signals import CLAMPED, ERRORS, INEXACT, ROUNDED

MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
LN10_FLOAT = 2.302585092994046

# ln(10) * 10**_ln10_scale[0], the most precise value computed so far.
_ln10_cache = [0, 0]


def _atanh_inverse(m, scale):
    """atanh(1/m) * scale, for an integer m > 1, truncated."""
    term = scale // m
    total = term
    m2 = m * m
    j = 3
    while term:
        term //= m2
        total += term // j
        j += 2
    return total


def ln10_fixed(places):
    """ln(10) * 10**places, within one unit."""
    if _ln10_cache[0] < places:
        wide = places + 10
        scale = 10**wide
        ln2 = 2 * _atanh_inverse(3, scale)
        ln_five_quarters = 2 * _atanh_inverse(9, scale)
        _ln10_cache[0] = wide
        _ln10_cache[1] = 3 * ln2 + ln_five_quarters
    return _ln10_cache[1] // 10 ** (_ln10_cache[0] - places)


def _exp_fixed(r, scale):
    """(exp(r / scale) * scale, number of terms) for |r| <= 1.2 * scale."""
    total = scale
    term = scale
    n = 1
    while term:
        term = term * r // (n * scale)
        total += term
        n += 1
    return total, n


def _ln_fixed(m, scale):
    """(ln(m / scale) * scale, number of terms) for m / scale in [0.3, 3.2], by atanh."""
    z = abs(m - scale) * scale // (m + scale)
    z2 = z * z // scale
    total = 0
    term = z
    j = 1
    while term:
        total += term // j
        term = term * z2 // scale
        j += 2
    return (-2 * total if m < scale else 2 * total), j


def _trial(env, sign, c, e):
    trial_env = Env(env.prec, env.rounding, env.emin, env.emax, env.clamp)
    result = finalize(trial_env, sign, c, e)
    return result, trial_env.status


def correctly_rounded(env, sign, approximate):
    """The number `approximate` describes, rounded to env. `approximate(places)` returns
    `(a, e, err)`: the magnitude lies strictly between (a - err) * 10**e and (a + err) * 10**e,
    with `a` having about `places` digits; the places grow until both ends round alike."""
    guard = 10
    while True:
        a, e, err = approximate(env.prec + guard)
        low = _trial(env, sign, (a - err) * 10 + 1, e - 1)
        high = _trial(env, sign, (a + err) * 10 - 1, e - 1)
        if low[0] == high[0]:
            env.status |= low[1]
            return low[0]
        guard *= 2


def _fixed_value(t, places):
    """The finite number t (magnitude) times 10**places, truncated to an integer."""
    shift = t[2] + places
    if shift >= 0:
        return t[1] * 10**shift
    return t[1] // 10**-shift


def _nearest_ln10_multiple(x):
    """The integer k nearest to x / ln(10), for |x| < 10**20."""
    c, e = x[1], x[2]
    d = digits(c)
    if e + d - 1 < -5:
        return 0
    if d > 17:
        c //= 10 ** (d - 17)
        e += d - 17
    k = round(c * 10.0**e / LN10_FLOAT)
    return -k if x[0] else k


def _exp_approximation(x):
    def approximate(places):
        k = _nearest_ln10_multiple(x)
        extra = digits(abs(k)) + 2
        inner = places + 3
        wide = inner + extra
        value = _fixed_value(x, wide)
        if x[0]:
            value = -value
        r = (value - k * ln10_fixed(wide)) // 10**extra
        total, terms = _exp_fixed(r, 10**inner)
        return total, k - inner, terms + 12

    return approximate


def _half_even(env, op, x):
    """op(env, x) rounded half-even whatever the context's rounding, as libmpdec rounds exp,
    ln, log10 and sqrt."""
    saved = env.rounding
    env.rounding = R_HALF_EVEN
    try:
        return op(env, x)
    finally:
        env.rounding = saved


def exp(env, x):
    return _half_even(env, _exp, x)


def ln(env, x):
    return _half_even(env, _ln, x)


def log10(env, x):
    return _half_even(env, _log10, x)


def sqrt(env, x):
    return _half_even(env, _sqrt, x)


def _exp(env, x):
    if x[3]:
        if x[3] >= QNAN:
            return nan_operand(env, x)
        return (0, 0, 0, INFINITE) if x[0] == 0 else (0, 0, 0, FINITE)
    if x[1] == 0:
        return ONE
    adj = x[2] + digits(x[1]) - 1
    if adj >= 20:
        if x[0] == 0:
            return overflow(env, 0)
        return finalize(env, 0, 1, env.emin - env.prec)
    return correctly_rounded(env, 0, _exp_approximation(x))


def _ln_parts(x):
    """(c, e, t, extra) with x = (c * 10**e) * 10**t, c * 10**e in [0.316, 3.17), and the
    number of extra places ln needs when x is close to 1."""
    c, e = x[1], x[2]
    d = digits(c)
    t = e + d - 1
    e = 1 - d
    if c * c >= 10 ** (2 * d - 1):
        t += 1
        e -= 1
    extra = 0
    if t == 0 and x[2] < 0:
        diff = abs(c - 10**-e)
        extra = max(0, -(e + digits(diff) - 1)) + 2
    return c, e, t, extra


def _ln_of_mantissa(c, e, scale_places):
    m = _fixed_value((0, c, e, FINITE), scale_places)
    return _ln_fixed(m, 10**scale_places)


def _ln_approximation(x, base_ten):
    c, e, t, extra = _ln_parts(x)

    def approximate(places):
        wide = places + 3 + extra + digits(abs(t)) + 1
        value, terms = _ln_of_mantissa(c, e, wide)
        err = 3 * terms + 10
        if base_ten:
            value = value * 10**wide // ln10_fixed(wide) + t * 10**wide
            err += 2
        else:
            value += t * ln10_fixed(wide)
            err += abs(t) + 1
        return abs(value), -wide, err

    return approximate


def _ln_sign(x):
    """The sign of ln(x): 1 when x < 1."""
    return 1 if compare_values(x, ONE) < 0 else 0


def _ln(env, x):
    if x[3] >= QNAN:
        return nan_operand(env, x)
    if x[0] and not is_zero(x):
        return invalid(env)
    if x[3] == INFINITE:
        return x
    if x[1] == 0:
        return (1, 0, 0, INFINITE)
    if compare_values(x, ONE) == 0:
        return (0, 0, 0, FINITE)
    return correctly_rounded(env, _ln_sign(x), _ln_approximation(x, False))


def _log10(env, x):
    if x[3] >= QNAN:
        return nan_operand(env, x)
    if x[0] and not is_zero(x):
        return invalid(env)
    if x[3] == INFINITE:
        return x
    if x[1] == 0:
        return (1, 0, 0, INFINITE)
    c = x[1]
    d = digits(c)
    if c == 10 ** (d - 1):
        k = x[2] + d - 1
        return finalize(env, 1 if k < 0 else 0, abs(k), 0)
    return correctly_rounded(env, _ln_sign(x), _ln_approximation(x, True))


def _sqrt(env, x):
    """The square root; exact results at the ideal exponent floor(e / 2)."""
    if x[3]:
        if x[3] >= QNAN:
            return nan_operand(env, x)
        if x[0]:
            return invalid(env)
        return x
    sign, c, e, _ = x
    ideal = e // 2
    if c == 0:
        return finalize(env, sign, 0, ideal)
    if sign:
        return invalid(env)
    if e & 1:
        c *= 10
        e -= 1
    shift = max(0, env.prec + 1 - (digits(c) + 1) // 2)
    scaled = c * 10 ** (2 * shift)
    root = _math.isqrt(scaled)
    re = e // 2 - shift
    if root * root == scaled:
        while re < ideal and root % 10 == 0:
            root //= 10
            re += 1
        return finalize(env, 0, root, re)
    return finalize(env, 0, root * 10 + 1, re - 1)


def is_integral(t):
    """Whether a number is a finite integer."""
    if t[3]:
        return False
    if t[2] >= 0 or t[1] == 0:
        return True
    return t[1] % 10 ** -t[2] == 0


def integer_value(t):
    """The magnitude of an integral finite number as an int."""
    if t[2] >= 0:
        return t[1] * 10 ** t[2]
    return t[1] // 10 ** -t[2]


def is_odd(t):
    """Whether an integral finite number is odd."""
    if t[2] > 0:
        return False
    if t[2] == 0:
        return t[1] & 1 == 1
    return (t[1] // 10 ** -t[2]) & 1 == 1


def _integer_digits(t):
    """digits + exponent of an integral number: the digits of its integer value."""
    return digits(t[1]) + t[2]


def _power_of_one(env, base, exponent, sign):
    """x ** y for |x| == 1: one, with as many zeros as an exact result would have."""
    if is_integral(exponent):
        if exponent[0]:
            return (sign, 1, 0, FINITE)
        places = -base[2]
        if places and _integer_digits(exponent) > 20:
            shift = env.prec
        else:
            shift = integer_value(exponent) * places
        if shift > env.prec - 1:
            shift = env.prec - 1
            env.status |= ROUNDED
    else:
        shift = env.prec - 1
        env.status |= INEXACT | ROUNDED
    return (sign, 10**shift, -shift, FINITE)


def _log_magnitude_floor(x):
    """An integer z with |log10(|x|)| >= 10**z, for finite nonzero x other than +-1."""
    adj = x[2] + digits(x[1]) - 1
    if adj >= 1:
        return digits(adj) - 1
    if adj <= -2:
        return digits(-(adj + 1)) - 1
    gap = subtract(Env(MAX_EMAX, R_HALF_EVEN, MIN_EMIN, MAX_EMAX, 0), (0, x[1], x[2], FINITE), ONE)
    gap_adj = gap[2] + digits(gap[1]) - 1
    return gap_adj - 2 if adj == 0 else gap_adj - 1


def _certain_overflow_or_underflow(env, base, exponent, sign):
    """The result of x ** y when it must overflow or underflow (libmpdec's bounds), else
    None."""
    bound = _log_magnitude_floor(base) + exponent[2] + digits(exponent[1]) - 1
    magnitude_above_one = (base[2] + digits(base[1]) - 1 >= 0) != (exponent[0] == 1)
    if magnitude_above_one:
        if bound > digits(env.emax):
            return overflow(env, sign)
        return None
    etiny = env.emin - env.prec + 1
    if bound > digits(-etiny):
        return finalize(env, sign, 1, etiny - 1)
    return None


def _power_integer(env, base, exponent, sign):
    work = Env(env.prec + _integer_digits(exponent) + 2, R_HALF_EVEN, env.emin, env.emax, 0)
    if exponent[0]:
        work.prec += 1
        base = divide(work, ONE, base)
        if work.status & ERRORS:
            env.status |= work.status
            return NAN
    n = integer_value(exponent)
    result = base
    bit = 1 << (n.bit_length() - 1)
    while bit > 1:
        bit >>= 1
        result = multiply(work, result, result)
        if n & bit:
            result = multiply(work, result, base)
        if result[3] or (result[1] == 0 and work.status & CLAMPED):
            break
    env.status |= work.status
    if result[3] == INFINITE:
        return overflow(env, sign)
    return finalize(env, sign, result[1], result[2])


def _power_real(env, base, exponent):
    places = max(digits(base[1]), env.prec) + 23
    work = Env(places, R_HALF_EVEN, MIN_EMIN, MAX_EMAX, 0)
    product = multiply(work, ln(work, base), exponent)
    work.status = 0
    result = exp(work, product)
    env.status |= work.status | INEXACT | ROUNDED
    if result[3] == INFINITE:
        return overflow(env, 0)
    if compare_values(result, ONE) == 0:
        shift = env.prec - 1
        return (0, 10**shift, -shift, FINITE)
    return finalize(env, 0, result[1], result[2])


def power(env, base, exponent):
    if base[3] >= QNAN or exponent[3] >= QNAN:
        return nan_operand(env, base, exponent)
    integral = is_integral(exponent)
    sign = 0
    if integral and base[0] and is_odd(exponent):
        sign = 1
    if is_zero(base):
        if is_zero(exponent):
            return invalid(env)
        if exponent[0]:
            return (sign, 0, 0, INFINITE)
        return (sign, 0, 0, FINITE)
    if base[0] and not integral:
        return invalid(env)
    if exponent[3] == INFINITE:
        order = compare_values(base, ONE)
        if order == 0:
            env.status |= INEXACT | ROUNDED
            return (0, 10 ** (env.prec - 1), 1 - env.prec, FINITE)
        if (order < 0) != (exponent[0] == 1):
            return (0, 0, 0, FINITE)
        return (0, 0, 0, INFINITE)
    if base[3] == INFINITE:
        if is_zero(exponent):
            return (sign, 1, 0, FINITE)
        if exponent[0]:
            return (sign, 0, 0, FINITE)
        return (sign, 0, 0, INFINITE)
    if is_zero(exponent):
        return (sign, 1, 0, FINITE)
    if compare_magnitude(base, ONE) == 0:
        return _power_of_one(env, base, exponent, sign)
    certain = _certain_overflow_or_underflow(env, base, exponent, sign)
    if certain is not None:
        return certain
    if integral:
        return _power_integer(env, base, exponent, sign)
    return _power_real(env, base, exponent)


def power_modulo(env, base, exponent, modulus):
    """pow(base, exponent, modulus): all three integers, computed exactly."""
    if base[3] or exponent[3] or modulus[3]:
        nan = nan_operand(env, base, exponent, modulus)
        return nan if nan else invalid(env)
    if not (is_integral(base) and is_integral(exponent) and is_integral(modulus)):
        return invalid(env)
    if modulus[1] == 0 or _integer_digits(modulus) > env.prec:
        return invalid(env)
    sign = 1 if base[0] and is_odd(exponent) else 0
    m = integer_value(modulus)
    if exponent[1] == 0:
        if base[1] == 0:
            return invalid(env)
        return (sign, 0 if m == 1 else 1, 0, FINITE)
    if exponent[0]:
        return invalid(env)
    if base[1] == 0:
        return (sign, 0, 0, FINITE)
    if base[2] >= 0:
        b = base[1] * pow(10, base[2], m) % m
    else:
        b = integer_value(base) % m
    return (sign, pow(b, integer_value(exponent), m), 0, FINITE)
