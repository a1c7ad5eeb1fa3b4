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
    if isinstance(data, bytes):
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
    data = _as_bytes(data, "a2b_base64")
    bits = 0
    nbits = 0
    out = []
    count = 0
    padding = 0
    for index, c in enumerate(data):
        if c == 61:
            if count % 4 >= 2:
                padding += 1
                if count % 4 + padding >= 4:
                    count = 0
                    padding = 0
                    bits = nbits = 0
            elif strict_mode:
                raise Error("Excess padding not allowed" if count % 4 == 0 else "Discontinuous padding not allowed")
            continue
        value = _B64_VALUES.get(c)
        if value is None:
            if strict_mode:
                raise Error("Only base64 data is allowed")
            continue
        if padding and strict_mode:
            raise Error("Discontinuous padding not allowed")
        padding = 0
        bits = (bits << 6) | value
        nbits += 6
        count += 1
        if nbits >= 8:
            nbits -= 8
            out.append((bits >> nbits) & 0xFF)
            bits &= (1 << nbits) - 1
    if count % 4 == 1:
        raise Error(
            f"Invalid base64-encoded string: number of data characters ({count}) "
            "cannot be 1 more than a multiple of 4"
        )
    if count % 4 != 0:
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
