"""Base16, Base32, Base64, Base85 and Ascii85 data encodings, as CPython 3.11's base64 module.
Base64 and base32 run in `_garter_binascii`; the alphabets' substitutions are `bytes.translate`."""

import binascii
import _garter_binascii

__all__ = [
    "b64encode", "b64decode", "standard_b64encode", "standard_b64decode", "urlsafe_b64encode",
    "urlsafe_b64decode", "b32encode", "b32decode", "b32hexencode", "b32hexdecode", "b16encode",
    "b16decode", "encodebytes", "decodebytes", "b85encode", "b85decode", "a85encode", "a85decode",
]


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters") from None
    if isinstance(s, (bytes, bytearray, memoryview)):
        return bytes(s)
    raise TypeError(f"argument should be a bytes-like object or ASCII string, not '{s.__class__.__name__}'")


def _translate(data, frm, to):
    return bytes(data).translate(bytes.maketrans(frm, to))


def b64encode(s, altchars=None):
    if not isinstance(s, (bytes, bytearray, memoryview)):
        raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
    s = bytes(s)
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return _translate(encoded, b"+/", altchars)
    return encoded


def b64decode(s, altchars=None, validate=False):
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
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
    if not isinstance(s, (bytes, bytearray, memoryview)):
        raise TypeError(f"memoryview: a bytes-like object is required, not '{type(s).__name__}'")
    return _garter_binascii.b32encode(s, alphabet)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error("Incorrect padding")
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = _translate(s, b"01", b"O" + map01)
    if casefold:
        s = s.upper()
    decoded = _garter_binascii.b32decode(s, alphabet)
    if isinstance(decoded, str):
        raise binascii.Error(decoded)
    return decoded


def b32encode(s):
    return _b32encode(_B32, s)


def b32decode(s, casefold=False, map01=None):
    return _b32decode(_B32, s, casefold, map01)


def b32hexencode(s):
    return _b32encode(_B32HEX, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_B32HEX, s, casefold)


def b16encode(s):
    if not isinstance(s, (bytes, bytearray, memoryview)):
        raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
    return bytes(s).hex().upper().encode("ascii")


def b16decode(s, casefold=False):
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    if s.translate(None, b"0123456789ABCDEF"):
        raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)


def encodebytes(s):
    if not isinstance(s, (bytes, bytearray, memoryview)):
        raise TypeError(f"expected bytes-like object, not {type(s).__name__}")
    return _garter_binascii.b2a_base64_lines(s)


def decodebytes(s):
    if not isinstance(s, (bytes, bytearray, memoryview)):
        raise TypeError(f"expected bytes-like object, not {type(s).__name__}")
    s = bytes(s)
    return binascii.a2b_base64(s)


_B85_ALPHABET = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
_A85_START = b"<~"
_A85_END = b"~>"


def _85encode(data, alphabet, pad, fold_nuls, fold_spaces):
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"memoryview: a bytes-like object is required, not '{type(data).__name__}'")
    return _garter_binascii.encode85(data, alphabet, pad, fold_nuls, fold_spaces)


def b85encode(b, pad=False):
    return _85encode(b, _B85_ALPHABET, pad, False, False)


def b85decode(b):
    decoded = _garter_binascii.b85decode(_bytes_from_decode_data(b))
    if isinstance(decoded, str):
        raise ValueError(decoded)
    return decoded


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    result = _85encode(b, bytes(range(33, 118)), pad, True, foldspaces)
    if adobe:
        result = _A85_START + result
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        lines = [result[i : i + wrapcol] for i in range(0, len(result), wrapcol)]
        if adobe and len(lines[-1]) + 2 > wrapcol:
            lines.append(b"")
        result = b"\n".join(lines)
    if adobe:
        result += _A85_END
    return result


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b" \t\n\r\v"):
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85_END):
            raise ValueError(f"Ascii85 encoded byte sequences must end with {_A85_END!r}")
        b = b[2:-2] if b.startswith(_A85_START) else b[:-2]
    if isinstance(ignorechars, (bytes, bytearray, memoryview)):
        decoded = _garter_binascii.a85decode(b, foldspaces, ignorechars)
    else:
        decoded = _garter_binascii.a85decode(b, foldspaces, None)
        if isinstance(decoded, int):
            ignored = bytes(c for c in range(256) if c in ignorechars)
            decoded = _garter_binascii.a85decode(b, foldspaces, ignored)
    if isinstance(decoded, str):
        raise ValueError(decoded)
    return decoded
