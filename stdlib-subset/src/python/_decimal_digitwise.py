"""The decimal operations that work on exponents and digits rather than values: logb, scaleb,
shift, rotate, the logical operations on numbers made of 0s and 1s, and next_plus,
next_minus and next_toward; on the kernel's number tuples."""

from _decimal_number import (
    FINITE,
    INFINITE,
    QNAN,
    R_CEILING,
    R_FLOOR,
    Env,
    add,
    compare_values,
    digits,
    finalize,
    invalid,
    nan_operand,
)
from _decimal_signals import (
    CLAMPED,
    DIVISION_BY_ZERO,
    ERRORS,
    INEXACT,
    OVERFLOW,
    ROUNDED,
    SUBNORMAL,
    UNDERFLOW,
)


def logb(env, a):
    if a[3] >= QNAN:
        return nan_operand(env, a)
    if a[3] == INFINITE:
        return (0, 0, 0, INFINITE)
    if a[1] == 0:
        env.status |= DIVISION_BY_ZERO
        return (1, 0, 0, INFINITE)
    adj = a[2] + digits(a[1]) - 1
    return finalize(env, 1 if adj < 0 else 0, abs(adj), 0)


def _small_integer(b, limit):
    """The value of b when it is a finite number with exponent 0 and |b| <= limit, else None."""
    if b[3] != FINITE or b[2] != 0 or b[1] > limit:
        return None
    return -b[1] if b[0] else b[1]


def scaleb(env, a, b):
    if a[3] >= QNAN or b[3] >= QNAN:
        return nan_operand(env, a, b)
    n = _small_integer(b, 2 * (env.emax + env.prec))
    if n is None:
        return invalid(env)
    if a[3] == INFINITE:
        return a
    return finalize(env, a[0], a[1], a[2] + n)


def shift(env, a, b):
    if a[3] >= QNAN or b[3] >= QNAN:
        return nan_operand(env, a, b)
    n = _small_integer(b, env.prec)
    if n is None:
        return invalid(env)
    if a[3] == INFINITE:
        return a
    c = a[1]
    if digits(c) > env.prec:
        c %= 10**env.prec
    if n >= 0:
        c *= 10**n
        if digits(c) > env.prec:
            c %= 10**env.prec
    else:
        c //= 10**-n
    return (a[0], c, a[2], FINITE)


def rotate(env, a, b):
    if a[3] >= QNAN or b[3] >= QNAN:
        return nan_operand(env, a, b)
    n = _small_integer(b, env.prec)
    if n is None:
        return invalid(env)
    if a[3] == INFINITE:
        return a
    prec = env.prec
    c = a[1] % 10**prec
    n %= prec
    high, low = divmod(c, 10 ** (prec - n))
    return (a[0], low * 10**n + high, a[2], FINITE)


def _logical_digits(t, prec):
    """The last prec digits of a logical operand (finite, positive, exponent 0, only 0s and
    1s), or None."""
    if t[3] != FINITE or t[0] or t[2] != 0:
        return None
    text = str(t[1])
    if text.strip("01"):
        return None
    return text[-prec:]


def logical(env, a, b, op):
    """logical_and, logical_or or logical_xor (`op` is "and", "or" or "xor")."""
    x = _logical_digits(a, env.prec)
    y = _logical_digits(b, env.prec)
    if x is None or y is None:
        return invalid(env)
    width = max(len(x), len(y))
    x = x.zfill(width)
    y = y.zfill(width)
    if op == "and":
        out = ["1" if p == "1" and q == "1" else "0" for p, q in zip(x, y)]
    elif op == "or":
        out = ["1" if p == "1" or q == "1" else "0" for p, q in zip(x, y)]
    else:
        out = ["1" if p != q else "0" for p, q in zip(x, y)]
    return (0, int("".join(out)), 0, FINITE)


def logical_invert(env, a):
    x = _logical_digits(a, env.prec)
    if x is None:
        return invalid(env)
    x = x.zfill(env.prec)
    return (0, int("".join("0" if ch == "1" else "1" for ch in x)), 0, FINITE)


def _next(env, a, upward):
    """next_plus (upward) or next_minus."""
    if a[3] >= QNAN:
        return nan_operand(env, a)
    if a[3] == INFINITE:
        if a[0] == (0 if upward else 1):
            return a
        return (a[0], 10**env.prec - 1, env.emax - env.prec + 1, FINITE)
    work = Env(env.prec, R_CEILING if upward else R_FLOOR, env.emin, env.emax, env.clamp)
    rounded = finalize(work, a[0], a[1], a[2])
    if work.status & (INEXACT | ERRORS):
        env.status |= work.status & ERRORS
        return rounded
    work.status = 0
    tiny = (0 if upward else 1, 1, env.emin - env.prec, FINITE)
    result = add(work, a, tiny)
    env.status |= work.status & ERRORS
    return result


def next_plus(env, a):
    return _next(env, a, True)


def next_minus(env, a):
    return _next(env, a, False)


def next_toward(env, a, b):
    if a[3] >= QNAN or b[3] >= QNAN:
        return nan_operand(env, a, b)
    order = compare_values(a, b)
    if order == 0:
        return (b[0], a[1], a[2], a[3])
    result = _next(env, a, order < 0)
    if result[3] == INFINITE:
        env.status |= OVERFLOW | INEXACT | ROUNDED
    elif result[2] + digits(result[1]) - 1 < env.emin:
        env.status |= UNDERFLOW | SUBNORMAL | INEXACT | ROUNDED
        if result[1] == 0:
            env.status |= CLAMPED
    return result
