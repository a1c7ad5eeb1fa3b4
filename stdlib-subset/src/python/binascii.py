"""Conversions between binary data and ASCII, as CPython 3.11's binascii module: base64 lines,
hex, and CRC-32, with `Error` (a ValueError) for malformed input."""


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
    data = _as_bytes(data, "crc32")
    crc = value ^ 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0xEDB88320 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF
