"""Base16, Base32 and Base64 data encodings, as CPython 3.11's base64 module."""

import binascii

__all__ = [
    "b64encode", "b64decode", "standard_b64encode", "standard_b64decode", "urlsafe_b64encode",
    "urlsafe_b64decode", "b32encode", "b32decode", "b32hexencode", "b32hexdecode", "b16encode",
    "b16decode", "encodebytes", "decodebytes",
]


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters") from None
    if isinstance(s, bytes):
        return bytes(s)
    raise TypeError(f"argument should be a bytes-like object or ASCII string, not '{s.__class__.__name__}'")


def _translate(data, frm, to):
    table = {f: t for f, t in zip(frm, to)}
    return bytes(table.get(b, b) for b in data)


def b64encode(s, altchars=None):
    if not isinstance(s, bytes):
        raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        return _translate(encoded, b"+/", altchars)
    return encoded


def b64decode(s, altchars=None, validate=False):
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        s = _translate(s, altchars, b"+/")
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return _translate(b64encode(s), b"+/", b"-_")


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    return b64decode(_translate(s, b"-_", b"+/"))


_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32HEX = b"0123456789ABCDEFGHIJKLMNOPQRSTUV"


def _b32encode(alphabet, s):
    if not isinstance(s, bytes):
        raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
    s = bytes(s)
    leftover = len(s) % 5
    if leftover:
        s = s + b"\0" * (5 - leftover)
    out = []
    for i in range(0, len(s), 5):
        c = int.from_bytes(s[i : i + 5], "big")
        out += [alphabet[(c >> shift) & 31] for shift in (35, 30, 25, 20, 15, 10, 5, 0)]
    if leftover == 1:
        out[-6:] = [61] * 6
    elif leftover == 2:
        out[-4:] = [61] * 4
    elif leftover == 3:
        out[-3:] = [61] * 3
    elif leftover == 4:
        out[-1:] = [61]
    return bytes(out)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error("Incorrect padding")
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        s = _translate(s, b"01", b"O" + map01)
    if casefold:
        s = s.upper()
    length = len(s)
    s = s.rstrip(b"=")
    padchars = length - len(s)
    values = {c: i for i, c in enumerate(alphabet)}
    decoded = []
    acc = 0
    for i in range(0, len(s), 8):
        acc = 0
        for c in s[i : i + 8]:
            if c not in values:
                raise binascii.Error("Non-base32 digit found")
            acc = (acc << 5) + values[c]
        decoded += list(acc.to_bytes(5, "big"))
    if length % 8 or padchars not in (0, 1, 3, 4, 6):
        raise binascii.Error("Incorrect padding")
    if padchars and decoded:
        acc <<= 5 * padchars
        last = acc.to_bytes(5, "big")
        leftover = (43 - 5 * padchars) // 8
        decoded[-5:] = list(last[:leftover])
    return bytes(decoded)


def b32encode(s):
    return _b32encode(_B32, s)


def b32decode(s, casefold=False, map01=None):
    return _b32decode(_B32, s, casefold, map01)


def b32hexencode(s):
    return _b32encode(_B32HEX, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_B32HEX, s, casefold)


def b16encode(s):
    if not isinstance(s, bytes):
        raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
    return bytes(s).hex().upper().encode("ascii")


def b16decode(s, casefold=False):
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    if any(c not in b"0123456789ABCDEF" for c in s):
        raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)


def encodebytes(s):
    if not isinstance(s, bytes):
        raise TypeError(f"expected bytes-like object, not {type(s).__name__}")
    pieces = []
    for i in range(0, len(s), 57):
        pieces.append(binascii.b2a_base64(s[i : i + 57]))
    return b"".join(pieces)


def decodebytes(s):
    return binascii.a2b_base64(s)
