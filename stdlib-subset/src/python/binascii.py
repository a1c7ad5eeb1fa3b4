"""Conversions between binary data and ASCII, as CPython 3.11's binascii module: base64 lines,
hex, uuencode, quoted-printable, CRC-32 (zlib's native one) and CRC-CCITT, with `Error` (a
ValueError) for malformed input. Base64 and hex decoding run in `_garter_binascii`, which
returns a message where CPython raises `Error`."""

import _garter_binascii
import _garter_zlib


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


def _buffer(data):
    """A bytes-like argument, as CPython's `y*` conversion takes it (no str)."""
    if isinstance(data, (bytes, bytearray, memoryview)):
        return data
    raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")


def _ascii_data(data):
    """An argument of the decoding functions: bytes-like, or a str of ASCII characters."""
    if isinstance(data, str):
        if not data.isascii():
            raise ValueError("string argument should contain only ASCII characters")
        return data.encode("ascii")
    if isinstance(data, (bytes, bytearray, memoryview)):
        return data
    raise TypeError(f"argument should be bytes, buffer or ASCII string, not '{type(data).__name__}'")


def _checked(result):
    """The native's bytes, or its message raised as `Error`."""
    if isinstance(result, str):
        raise Error(result)
    return result


def _one_positional(function, args):
    """The one positional argument of a function that also takes a keyword, with CPython's
    argument clinic errors."""
    if len(args) > 2:
        raise TypeError(f"{function}() takes at most 2 arguments ({len(args)} given)")
    if len(args) != 1:
        raise TypeError(f"{function}() takes exactly 1 positional argument ({len(args)} given)")
    return args[0]


def b2a_base64(*args, newline=True):
    data = _buffer(_one_positional("b2a_base64", args))
    return _garter_binascii.b2a_base64(data, newline)


def a2b_base64(*args, strict_mode=False):
    """Base64 decoding as CPython's binascii does it (in `_garter_binascii`): characters outside
    the alphabet are skipped (refused in strict mode), and a complete padding ends the data."""
    data = _ascii_data(_one_positional("a2b_base64", args))
    return _checked(_garter_binascii.a2b_base64(data, strict_mode))


def hexlify(data, sep=None, bytes_per_sep=1):
    data = bytes(_buffer(data))
    return (data.hex() if sep is None else data.hex(sep, bytes_per_sep)).encode("ascii")


b2a_hex = hexlify


def unhexlify(hexstr):
    return _checked(_garter_binascii.unhexlify(_ascii_data(hexstr)))


a2b_hex = unhexlify


def crc32(data, value=0):
    return _garter_zlib.crc32(_buffer(data), value)


def crc_hqx(data, value):
    """The CRC-CCITT (XMODEM) of `data`, starting from `value` (its low 16 bits)."""
    data = bytes(_buffer(data))
    crc = value & 0xFFFF
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def b2a_uu(data, *, backtick=False):
    """One uuencoded line (length character, groups of four, newline) for up to 45 bytes."""
    data = bytes(_buffer(data))
    if len(data) > 45:
        raise Error("At most 45 bytes at once")

    def char(six_bits):
        return 0x60 if backtick and not six_bits else 0x20 + six_bits

    out = bytearray([char(len(data))])
    padded = data + bytes(-len(data) % 3)
    for i in range(0, len(padded), 3):
        group = int.from_bytes(padded[i:i + 3], "big")
        out += bytes(char((group >> shift) & 0x3F) for shift in (18, 12, 6, 0))
    out += b"\n"
    return bytes(out)


def a2b_uu(data):
    """The bytes one uuencoded line holds (missing characters at its end read as zeros)."""
    data = bytes(_ascii_data(data))
    length = ((data[0] if data else 0) - 0x20) & 0x3F
    rest = data[1:]
    out = bytearray()
    bits = value = used = 0
    while len(out) < length:
        ch = rest[used] if used < len(rest) else 0
        used += 1
        if ch in (0x0A, 0x0D) or used > len(rest):
            ch = 0
        elif ch < 0x20 or ch > 0x60:
            raise Error("Illegal char")
        else:
            ch = (ch - 0x20) & 0x3F
        value = (value << 6) | ch
        bits += 6
        if bits >= 8:
            bits -= 8
            out.append((value >> bits) & 0xFF)
            value &= (1 << bits) - 1
    for ch in rest[used:]:
        if ch not in (0x20, 0x60, 0x0A, 0x0D):
            raise Error("Trailing garbage")
    return bytes(out)


_QP_LINE = 76
_HEX_UPPER = b"0123456789ABCDEF"


def b2a_qp(data, quotetabs=False, istext=True, header=False):
    """`data` in quoted-printable: unsafe bytes as =XX, lines kept under 76 characters with
    soft breaks, line ends kept as the data's first one is (CRLF or LF)."""
    data = bytes(_buffer(data))
    first_newline = data.find(b"\n")
    newline = b"\r\n" if first_newline > 0 and data[first_newline - 1] == 0x0D else b"\n"
    out = bytearray()
    line_length = 0
    size = len(data)
    i = 0
    while i < size:
        byte = data[i]
        last = i + 1 == size
        following = None if last else data[i + 1]
        if (byte > 126 or byte == 0x3D or (header and byte == 0x5F)
                or (byte == 0x2E and line_length == 0 and following in (None, 0x0A, 0x0D, 0))
                or (not istext and byte in (0x0D, 0x0A))
                or (byte in (0x09, 0x20) and last)
                or (byte < 33 and byte not in (0x0D, 0x0A)
                    and (quotetabs or byte not in (0x09, 0x20)))):
            if line_length + 3 >= _QP_LINE:
                out += b"=" + newline
                line_length = 0
            out += b"=" + bytes([_HEX_UPPER[byte >> 4], _HEX_UPPER[byte & 15]])
            i += 1
            line_length += 3
        elif istext and (byte == 0x0A or (byte == 0x0D and following == 0x0A)):
            line_length = 0
            if out and out[-1] in (0x20, 0x09):
                space = out[-1]
                out[-1:] = b"=" + bytes([_HEX_UPPER[space >> 4], _HEX_UPPER[space & 15]])
            out += newline
            i += 2 if byte == 0x0D else 1
        else:
            if not last and following != 0x0A and line_length + 1 >= _QP_LINE:
                out += b"=" + newline
                line_length = 0
            line_length += 1
            out.append(0x5F if header and byte == 0x20 else byte)
            i += 1
    return bytes(out)


def a2b_qp(data, header=False):
    """The bytes quoted-printable `data` stands for: =XX escapes, soft line breaks removed, and
    with `header`, underscores as spaces."""
    data = bytes(_ascii_data(data))
    out = bytearray()
    size = len(data)
    hexdigits = b"0123456789abcdefABCDEF"
    i = 0
    while i < size:
        byte = data[i]
        if byte == 0x3D:
            i += 1
            if i >= size:
                break
            if data[i] in (0x0A, 0x0D):
                if data[i] != 0x0A:
                    while i < size and data[i] != 0x0A:
                        i += 1
                if i < size:
                    i += 1
            elif data[i] == 0x3D:
                out.append(0x3D)
                i += 1
            elif i + 1 < size and data[i] in hexdigits and data[i + 1] in hexdigits:
                out.append(int(data[i:i + 2], 16))
                i += 2
            else:
                out.append(0x3D)
        elif header and byte == 0x5F:
            out.append(0x20)
            i += 1
        else:
            out.append(byte)
            i += 1
    return bytes(out)
