"""Conversions between binary data and ASCII, as CPython 3.11's binascii module: base64 lines,
hex, uuencode, quoted-printable, CRC-32 (zlib's native one) and CRC-CCITT, with `Error` (a
ValueError) for malformed input."""

import _garter_zlib


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


_B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_VALUES = {c: i for i, c in enumerate(_B64)}


def _as_bytes(data, function):
    if isinstance(data, str):
        if not data.isascii():
            raise ValueError("string argument should contain only ASCII characters")
        return data.encode("ascii")
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")


def b2a_base64(data, *, newline=True):
    data = _as_bytes(data, "b2a_base64")
    out = []
    for i in range(0, len(data) - 2, 3):
        n = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out += (_B64[n >> 18], _B64[(n >> 12) & 63], _B64[(n >> 6) & 63], _B64[n & 63])
    rest = len(data) % 3
    if rest == 1:
        n = data[-1] << 16
        out += (_B64[n >> 18], _B64[(n >> 12) & 63], 61, 61)
    elif rest == 2:
        n = (data[-2] << 16) | (data[-1] << 8)
        out += (_B64[n >> 18], _B64[(n >> 12) & 63], _B64[(n >> 6) & 63], 61)
    if newline:
        out.append(10)
    return bytes(out)


def a2b_base64(data, *, strict_mode=False):
    """Base64 decoding as CPython's binascii does it: characters outside the alphabet are
    skipped (refused in strict mode), and a complete padding ends the data."""
    data = _as_bytes(data, "a2b_base64")
    out = []
    quad_pos = 0
    left = 0
    pads = 0
    padding_started = False
    for index, c in enumerate(data):
        if c == 61:
            padding_started = True
            if strict_mode and quad_pos == 0:
                raise Error("Leading padding not allowed" if index == 0 else "Excess padding not allowed")
            if quad_pos >= 2:
                pads += 1
                if quad_pos + pads >= 4:
                    if strict_mode and index + 1 < len(data):
                        raise Error("Excess data after padding")
                    return bytes(out)
            continue
        value = _B64_VALUES.get(c)
        if value is None:
            if strict_mode:
                raise Error("Only base64 data is allowed")
            continue
        if strict_mode and padding_started:
            raise Error("Discontinuous padding not allowed")
        pads = 0
        if quad_pos == 0:
            left = value
        elif quad_pos == 1:
            out.append((left << 2) | (value >> 4))
            left = value & 0x0F
        elif quad_pos == 2:
            out.append(((left << 4) | (value >> 2)) & 0xFF)
            left = value & 0x03
        else:
            out.append(((left << 6) | value) & 0xFF)
        quad_pos = (quad_pos + 1) % 4
    if quad_pos == 1:
        raise Error(
            f"Invalid base64-encoded string: number of data characters ({len(out) // 3 * 4 + 1}) "
            "cannot be 1 more than a multiple of 4"
        )
    if quad_pos:
        raise Error("Incorrect padding")
    return bytes(out)


def hexlify(data, sep=None, bytes_per_sep=1):
    data = _as_bytes(data, "hexlify")
    return (data.hex() if sep is None else data.hex(sep, bytes_per_sep)).encode("ascii")


b2a_hex = hexlify


def unhexlify(hexstr):
    hexstr = _as_bytes(hexstr, "unhexlify")
    if len(hexstr) % 2:
        raise Error("Odd-length string")
    try:
        return bytes.fromhex(hexstr.decode("ascii"))
    except ValueError:
        raise Error("Non-hexadecimal digit found") from None


a2b_hex = unhexlify


def crc32(data, value=0):
    return _garter_zlib.crc32(_as_bytes(data, "crc32"), value)


def crc_hqx(data, value):
    """The CRC-CCITT (XMODEM) of `data`, starting from `value` (its low 16 bits)."""
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    data = _as_bytes(data, "crc_hqx")
    crc = value & 0xFFFF
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def b2a_uu(data, *, backtick=False):
    """One uuencoded line (length character, groups of four, newline) for up to 45 bytes."""
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    data = _as_bytes(data, "b2a_uu")
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
    data = _as_bytes(data, "a2b_uu")
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
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    data = _as_bytes(data, "b2a_qp")
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
    data = _as_bytes(data, "a2b_qp")
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
