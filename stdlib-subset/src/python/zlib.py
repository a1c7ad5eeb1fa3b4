"""zlib, as CPython 3.11's module: compress/decompress, the compressobj/decompressobj streams,
crc32/adler32, zlib.error and the constants, over the natives of `_garter_zlib`.

Decompression is Garter's own DEFLATE decoder with zlib's messages; compression is
miniz_oxide's, so compressed bytes can differ from CPython's (any zlib reads them, and this
module reads CPython's). The zlib and gzip containers (headers, checksums) are written here,
byte for byte as zlib writes them. A Compress object collects its input and compresses it in
segments of `_SEGMENT` bytes, each ending with a sync marker, so the output arrives later than
from zlib and a long stream is slightly larger; a Decompress object keeps its decoder's whole
state as bytes (`_state`), so copies and snapshots carry it."""

import _garter_zlib
from _garter_zlib import adler32, crc32

__version__ = "1.0"
ZLIB_VERSION = "1.2.13"
ZLIB_RUNTIME_VERSION = "1.2.13"

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_DEFAULT_STRATEGY = 0
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_TREES = 6

_SEGMENT = 1 << 18


class error(Exception):
    pass


def _int(value):
    if isinstance(value, int):
        return int(value)
    method = getattr(type(value), "__index__", None)
    if method is None:
        raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
    return method(value)


def _bytes(value):
    if not isinstance(value, (bytes, bytearray, memoryview)):
        raise TypeError(f"a bytes-like object is required, not '{type(value).__name__}'")
    return bytes(value)


def _deflate_mode(wbits):
    """`(container, window bits)` of a compressor's wbits (0 zlib, 1 raw, 2 gzip), or None."""
    if 8 <= wbits <= 15:
        return 0, max(wbits, 9)
    if -15 <= wbits <= -9:
        return 1, -wbits
    if 25 <= wbits <= 31:
        return 2, wbits - 16
    return None


def _inflate_mode(wbits):
    """`(container, window bits)` of a decompressor's wbits (3: zlib or gzip), or None."""
    if -15 <= wbits <= -8:
        return 1, -wbits
    if 0 <= wbits < 48:
        bits = wbits & 15
        if bits == 0 or bits >= 8:
            return (0, 2, 3)[wbits >> 4], bits
    return None


def _level(level):
    return 6 if level == -1 else level


def _header(container, level, window, strategy, dict_id):
    """The zlib or gzip header zlib writes (the gzip one with no name and a zero time)."""
    level = _level(level)
    if container == 1:
        return b""
    if container == 2:
        extra = 2 if level == 9 else 4 if strategy >= Z_HUFFMAN_ONLY or level < 2 else 0
        return bytes((0x1F, 0x8B, 8, 0, 0, 0, 0, 0, extra, 3))
    cmf = 8 | (window - 8) << 4
    speed = 0 if strategy >= Z_HUFFMAN_ONLY or level < 2 else 1 if level < 6 else 2 if level == 6 else 3
    flg = speed << 6
    if dict_id is not None:
        flg |= 0x20
    flg += 31 - (cmf * 256 + flg) % 31
    head = bytes((cmf, flg))
    if dict_id is not None:
        head += dict_id.to_bytes(4, "big")
    return head


def _trailer(container, check, size):
    if container == 0:
        return check.to_bytes(4, "big")
    if container == 2:
        return check.to_bytes(4, "little") + (size & 0xFFFFFFFF).to_bytes(4, "little")
    return b""


def compress(data, /, level=Z_DEFAULT_COMPRESSION, wbits=MAX_WBITS):
    data = _bytes(data)
    level = _int(level)
    mode = _deflate_mode(_int(wbits))
    if mode is None or not -1 <= level <= 9:
        raise error("Bad compression level")
    container, window = mode
    body = _garter_zlib.deflate(data, _level(level), 0, window, True)
    check = adler32(data) if container == 0 else crc32(data)
    return _header(container, level, window, 0, None) + body + _trailer(container, check, len(data))


def decompress(data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE):
    data = _bytes(data)
    wbits = _int(wbits)
    if _int(bufsize) < 0:
        raise ValueError("bufsize must be non-negative")
    mode = _inflate_mode(wbits)
    if mode is None:
        raise error("Error -2 while preparing to decompress data: inconsistent stream state")
    result = _garter_zlib.inflate(None, data, 0, mode[0], mode[1], None, "decompressing data")
    if type(result) is str:
        raise error(result)
    if not result[3]:
        raise error("Error -5 while decompressing data: incomplete or truncated stream")
    return result[0]


class Compress:
    """A compression stream (compressobj())."""

    __module__ = "zlib"

    def __init__(self, level, wbits, strategy, zdict):
        self._container, self._window = _deflate_mode(wbits)
        self._level = _level(level)
        self._strategy = strategy
        dict_id = None
        if zdict is not None and self._container == 0:
            dict_id = adler32(zdict)
        self._head = _header(self._container, level, self._window, strategy, dict_id)
        self._pending = []
        self._pending_size = 0
        self._check = 1 if self._container == 0 else 0
        self._size = 0
        self._finished = False

    def _segment(self, final):
        """The compressed pending input (the header first), ending the stream when `final`."""
        data = b"".join(self._pending)
        self._pending = []
        self._pending_size = 0
        if self._container == 0:
            self._check = adler32(data, self._check)
        elif self._container == 2:
            self._check = crc32(data, self._check)
        self._size += len(data)
        out = self._head + _garter_zlib.deflate(data, self._level, self._strategy, self._window, final)
        self._head = b""
        if final:
            out += _trailer(self._container, self._check, self._size)
        return out

    def compress(self, data, /):
        data = _bytes(data)
        if self._finished:
            raise error("Error -2 while compressing data: inconsistent stream state")
        if data:
            self._pending.append(data)
            self._pending_size += len(data)
        if self._pending_size >= _SEGMENT:
            return self._segment(False)
        return b""

    def flush(self, mode=Z_FINISH, /):
        mode = _int(mode)
        if mode == Z_NO_FLUSH:
            return b""
        if self._finished or not 0 <= mode <= Z_TREES:
            raise error("Error -2 while flushing: inconsistent stream state")
        if mode == Z_FINISH:
            self._finished = True
            return self._segment(True)
        if not self._pending_size:
            return b""
        return self._segment(False)

    def copy(self):
        if self._finished:
            raise ValueError("Inconsistent stream state")
        twin = Compress.__new__(Compress)
        twin.__dict__.update(self.__dict__)
        twin._pending = list(self._pending)
        return twin

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()


class Decompress:
    """A decompression stream (decompressobj())."""

    __module__ = "zlib"

    def __init__(self, container, window, zdict):
        self._container = container
        self._window = window
        self._zdict = zdict
        self._state = None
        self.unused_data = b""
        self.unconsumed_tail = b""
        self.eof = False
        self._ended = False

    def _run(self, data, limit, context):
        if self.eof:
            self.unused_data += data
            return b""
        result = _garter_zlib.inflate(self._state, data, limit, self._container, self._window, self._zdict, context)
        if type(result) is str:
            raise error(result)
        out, self._state, rest, self.eof = result
        if self.eof:
            self.unused_data += rest
            self.unconsumed_tail = b""
        else:
            self.unconsumed_tail = rest
        return out

    def decompress(self, data, /, max_length=0):
        data = _bytes(data)
        max_length = _int(max_length)
        if max_length < 0:
            raise ValueError("max_length must be non-negative")
        return self._run(data, max_length, "decompressing data")

    def flush(self, length=DEF_BUF_SIZE, /):
        if _int(length) <= 0:
            raise ValueError("length must be greater than zero")
        out = self._run(self.unconsumed_tail, 0, "flushing") if not self.eof else b""
        # A flush that reaches the end of the stream ends it: it can no longer be copied.
        self._ended = self.eof
        return out

    def copy(self):
        if self._ended:
            raise ValueError("Inconsistent stream state")
        twin = Decompress.__new__(Decompress)
        twin.__dict__.update(self.__dict__)
        return twin

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()


def compressobj(level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS, memLevel=DEF_MEM_LEVEL,
                strategy=Z_DEFAULT_STRATEGY, zdict=None):
    level, method, wbits = _int(level), _int(method), _int(wbits)
    memLevel, strategy = _int(memLevel), _int(strategy)
    if zdict is not None:
        zdict = _bytes(zdict)
    valid = (-1 <= level <= 9 and method == DEFLATED and _deflate_mode(wbits) is not None
             and 1 <= memLevel <= 9 and 0 <= strategy <= Z_FIXED)
    if not valid:
        raise ValueError("Invalid initialization option")
    if zdict is not None and _deflate_mode(wbits)[0] == 2:
        raise ValueError("Invalid dictionary")
    return Compress(level, wbits, strategy, zdict)


def decompressobj(wbits=MAX_WBITS, zdict=None):
    wbits = _int(wbits)
    if zdict is not None and not isinstance(zdict, (bytes, bytearray, memoryview)):
        raise TypeError("zdict argument must support the buffer protocol")
    mode = _inflate_mode(wbits)
    if mode is None:
        raise ValueError("Invalid initialization option")
    return Decompress(mode[0], mode[1], zdict)
