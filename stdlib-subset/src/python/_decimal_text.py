"""Text for the decimal module: parsing numeric strings as CPython's `_decimal` accepts them
(surrounding whitespace, underscores anywhere, Unicode digits, infinities, NaN payloads),
scientific and engineering strings, and `__format__` with the format-spec mini-language."""

import unicodedata as _unicodedata

from _decimal_number import (
    FINITE,
    INFINITE,
    QNAN,
    SNAN,
    digits,
    round_off,
)

# CPython refuses int <-> str conversions of more digits than this; longer ones are chunked.
_CHUNK = 4000


def _digits_value(text):
    """The int an ASCII digit string means, converted in chunks."""
    if len(text) <= _CHUNK:
        return int(text)
    value = 0
    for start in range(0, len(text), _CHUNK):
        chunk = text[start : start + _CHUNK]
        value = value * 10 ** len(chunk) + int(chunk)
    return value


def coefficient_text(c):
    """The decimal digits of a non-negative int of any size."""
    if c < 10**_CHUNK:
        return str(c)
    half = digits(c) // 2
    high, low = divmod(c, 10**half)
    return coefficient_text(high) + coefficient_text(low).zfill(half)


def _ascii_form(text, lenient):
    """The string with Unicode digits made ASCII and, when `lenient` (the Decimal constructor),
    surrounding whitespace and all underscores removed; None when it holds a character no
    numeric string can."""
    if lenient:
        text = text.strip()
    if text.isascii():
        if "\x00" in text:
            return None
        return text.replace("_", "") if lenient else text
    out = []
    for ch in text:
        if ch == "_" and lenient:
            continue
        if ch < "\x80":
            if ch == "\x00":
                return None
            out.append(ch)
        elif ch.isspace():
            out.append(" ")
        elif ch.isdecimal():
            out.append(str(_unicodedata.decimal(ch)))
        else:
            return None
    return "".join(out)


def _all_digits(text):
    return text.isdigit() and text.isascii()


def parse(text, lenient=True):
    """The number a numeric string means, as `(sign, coefficient, exponent, kind)`, or None
    when the string is not valid syntax. Context.create_decimal is not `lenient`: it refuses
    whitespace and underscores."""
    s = _ascii_form(text, lenient)
    if not s:
        return None
    sign = 0
    if s[0] in "+-":
        sign = 1 if s[0] == "-" else 0
        s = s[1:]
    lower = s.lower()
    if lower in ("inf", "infinity"):
        return (sign, 0, 0, INFINITE)
    if lower.startswith("nan") or lower.startswith("snan"):
        kind, payload = (SNAN, s[4:]) if lower[0] == "s" else (QNAN, s[3:])
        if not payload:
            return (sign, 0, 0, kind)
        if not _all_digits(payload):
            return None
        return (sign, _digits_value(payload), 0, kind)
    exponent = 0
    for marker in "eE":
        at = s.find(marker)
        if at >= 0:
            exp_text = s[at + 1 :]
            s = s[:at]
            body = exp_text[1:] if exp_text[:1] in "+-" else exp_text
            if not _all_digits(body):
                return None
            exponent = _digits_value(body.lstrip("0") or "0")
            if exp_text[0] == "-":
                exponent = -exponent
            break
    whole, dot, fraction = s.partition(".")
    if not whole and not fraction:
        return None
    if (whole and not _all_digits(whole)) or (fraction and not _all_digits(fraction)):
        return None
    coefficient = _digits_value((whole + fraction).lstrip("0") or "0")
    return (sign, coefficient, exponent - len(fraction), FINITE)


def to_string(t, capitals, engineering):
    """The spec's to-scientific-string (or to-engineering-string) of a number."""
    sign = "-" if t[0] else ""
    kind = t[3]
    if kind == INFINITE:
        return sign + "Infinity"
    if kind == QNAN or kind == SNAN:
        payload = coefficient_text(t[1]) if t[1] else ""
        return sign + ("sNaN" if kind == SNAN else "NaN") + payload
    text = coefficient_text(t[1])
    e = t[2]
    left = e + len(text)
    if e <= 0 and left > -6:
        point = left
    elif not engineering:
        point = 1
    elif t[1] == 0:
        point = (left + 1) % 3 - 1
    else:
        point = (left - 1) % 3 + 1
    if point <= 0:
        body = "0." + "0" * -point + text
    elif point >= len(text):
        body = text + "0" * (point - len(text))
    else:
        body = text[:point] + "." + text[point:]
    if left != point:
        body += ("E" if capitals else "e") + "%+d" % (left - point)
    return sign + body


class _Spec:
    """A parsed format specification."""

    __slots__ = ("fill", "align", "sign", "no_neg_zero", "zero_pad", "width", "comma", "precision", "kind")


def _parse_spec(spec):
    """The fields of a format spec, or ValueError("invalid format string") as CPython says."""
    out = _Spec()
    out.fill = " "
    out.align = None
    n = len(spec)
    i = 0
    if n >= 2 and spec[1] in "<>=^":
        out.fill = spec[0]
        out.align = spec[1]
        i = 2
    elif n >= 1 and spec[0] in "<>=^":
        out.align = spec[0]
        i = 1
    out.sign = "-"
    if i < n and spec[i] in "+- ":
        out.sign = spec[i]
        i += 1
    out.no_neg_zero = False
    if i < n and spec[i] == "z":
        out.no_neg_zero = True
        i += 1
    out.zero_pad = False
    if i < n and spec[i] == "0":
        if out.align is not None:
            raise ValueError("invalid format string")
        out.zero_pad = True
        out.fill = "0"
        out.align = "="
        i += 1
    start = i
    while i < n and "0" <= spec[i] <= "9":
        i += 1
    out.width = _spec_number(spec[start:i]) if i > start else 0
    out.comma = False
    if i < n and spec[i] == ",":
        out.comma = True
        i += 1
    out.precision = None
    if i < n and spec[i] == ".":
        i += 1
        start = i
        while i < n and "0" <= spec[i] <= "9":
            i += 1
        if i == start:
            raise ValueError("invalid format string")
        out.precision = _spec_number(spec[start:i])
    out.kind = None
    if i < n:
        out.kind = spec[i]
        i += 1
        if out.kind not in "eEfFgGnN%":
            raise ValueError("invalid format string")
    if i != n or (out.comma and out.kind in ("n", "N")):
        raise ValueError("invalid format string")
    if out.align is None:
        out.align = ">"
    return out


def _spec_number(text):
    if len(text) > 18:
        raise ValueError("invalid format string")
    return int(text)


def _round_places(sign, c, e, places, rounding, pad):
    """(c, e) rounded to `places` significant digits (no exponent limits); shorter
    coefficients are padded with zeros to that many when `pad`."""
    if c == 0:
        return c, e
    d = digits(c)
    if d <= places:
        if not pad:
            return c, e
        return c * 10 ** (places - d), e - (places - d)
    c, _ = round_off(sign, c, d - places, rounding)
    e += d - places
    if digits(c) > places:
        c //= 10
        e += 1
    return c, e


def _rescale_to(sign, c, e, target, rounding):
    """(c, e) moved to exponent `target`, rounding when digits are dropped."""
    if c == 0:
        return 0, target
    if e >= target:
        return c * 10 ** (e - target), target
    c, _ = round_off(sign, c, target - e, rounding)
    return c, target


def _group(intpart, comma, min_width):
    """The integer digits with thousands separators, zero-padded to `min_width` characters."""
    if not comma:
        return "0" * (min_width - len(intpart)) + intpart
    groups = []
    while True:
        size = min(max(len(intpart), min_width, 1), 3)
        groups.append("0" * (size - len(intpart)) + intpart[-size:])
        intpart = intpart[:-size]
        min_width -= size
        if not intpart and min_width <= 0:
            break
        min_width -= 1
    return ",".join(reversed(groups))


def _aligned(sign, body, spec):
    padding = spec.fill * (spec.width - len(sign) - len(body))
    align = spec.align
    if align == "<":
        return sign + body + padding
    if align == ">":
        return padding + sign + body
    if align == "=":
        return sign + padding + body
    half = len(padding) // 2
    return padding[:half] + sign + body + padding[half:]


def _sign_text(negative, spec):
    if negative:
        return "-"
    return "" if spec.sign == "-" else spec.sign


def format_number(t, spec_text, capitals, rounding):
    """format(Decimal, spec) as CPython's `_decimal` gives it."""
    spec = _parse_spec(spec_text)
    sign, c, e, kind = t
    if kind != FINITE:
        if spec.zero_pad:
            spec.fill = " "
            spec.align = ">"
        body = to_string((0, c, e, kind), True, False)
        if spec.kind == "%":
            body += "%"
        return _aligned(_sign_text(sign, spec), body, spec)
    kind = spec.kind
    if kind is None:
        kind = "G" if capitals else "g"
    elif kind == "n":
        kind = "g"
    elif kind == "N":
        kind = "G"
    precision = spec.precision
    if precision == 0 and kind in "gG":
        precision = 1
    if kind == "%":
        e += 2
    if precision is not None:
        if kind in "eE":
            c, e = _round_places(sign, c, e, precision + 1, rounding, True)
        elif kind in "fF%":
            c, e = _rescale_to(sign, c, e, -precision, rounding)
        else:
            c, e = _round_places(sign, c, e, precision, rounding, False)
    if c == 0 and e > 0 and kind in "fF%":
        e = 0
    if c == 0 and spec.no_neg_zero:
        sign = 0
    text = coefficient_text(c)
    left = e + len(text)
    if kind in "eE":
        point = 1 - precision if c == 0 and precision is not None else 1
    elif kind in "fF%":
        point = left
    else:
        point = left if e <= 0 and left > -6 else 1
    if point < 0:
        intpart = "0"
        fraction = "0" * -point + text
    elif point > len(text):
        intpart = text + "0" * (point - len(text))
        fraction = ""
    else:
        intpart = text[:point] or "0"
        fraction = text[point:]
    exponent = left - point
    tail = "." + fraction if fraction else ""
    if exponent != 0 or kind in "eE":
        tail += ("E" if kind in "EG" else "e") + "%+d" % exponent
    if kind == "%":
        tail += "%"
    sign_text = _sign_text(sign, spec)
    min_width = spec.width - len(tail) - len(sign_text) if spec.zero_pad else 0
    return _aligned(sign_text, _group(intpart, spec.comma, min_width) + tail, spec)
