"""struct, as CPython 3.11's module: pack/unpack/pack_into/unpack_from/iter_unpack/calcsize,
Struct, and struct.error, over the natives of `_garter_struct` (formats are read and values
packed in Rust). A native reports what CPython raises as `struct.error` by returning its
message as a str, which `_checked` raises here. The module-level functions keep up to
`_MAXCACHE` compiled Struct objects by format, as CPython does."""

import _garter_struct as _native

__all__ = [
    "calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct", "error",
]

_MAXCACHE = 100
_cache = {}


class error(Exception):
    pass


def _checked(result):
    if result.__class__ is str:
        raise error(result)
    return result


def _no_keywords(name, kwargs):
    if kwargs:
        raise TypeError(f"{name}() takes no keyword arguments")


def _is_bytes_like(buffer):
    return isinstance(buffer, (bytes, bytearray, memoryview))


class Struct:
    """Struct(format): a compiled format, with its size and the functions that use it."""

    __module__ = "_struct"
    __slots__ = ("_format", "_size", "_count")

    def __init__(self, format):
        if isinstance(format, str):
            encoded = format.encode("ascii")
        elif isinstance(format, bytes):
            encoded = bytes(format)
        else:
            raise TypeError(
                f"Struct() argument 1 must be a str or bytes object, not {type(format).__name__}"
            )
        self._size, self._count = _checked(_native.calcsize(encoded))
        self._format = encoded

    @property
    def format(self):
        return self._format.decode("utf-8")

    @property
    def size(self):
        return self._size

    def pack(self, *values, **kwargs):
        _no_keywords("Struct.pack", kwargs)
        return _checked(_native.pack(self._format, values))

    def pack_into(self, *args, **kwargs):
        _no_keywords("Struct.pack_into", kwargs)
        if not args:
            raise error("pack_into expected buffer argument")
        if len(args) < 2:
            raise error("pack_into expected offset argument")
        _checked(_native.pack_into(self._format, args[0], args[1], args[2:]))

    def unpack(self, *args, **kwargs):
        _no_keywords("Struct.unpack", kwargs)
        if len(args) != 1:
            raise TypeError(f"Struct.unpack() takes exactly one argument ({len(args)} given)")
        return _checked(_native.unpack_from(self._format, args[0], 0, "unpack"))

    def unpack_from(self, buffer, offset=0):
        return _checked(_native.unpack_from(self._format, buffer, offset, "unpack_from"))

    def iter_unpack(self, buffer):
        return unpack_iterator(self, buffer)


class unpack_iterator:
    """The iterator iter_unpack returns: the values at each multiple of the struct's size."""

    __module__ = "_struct"
    __slots__ = ("_format", "_size", "_buffer", "_offset", "_end")

    def __init__(self, struct, buffer):
        if not _is_bytes_like(buffer):
            raise TypeError(f"a bytes-like object is required, not '{type(buffer).__name__}'")
        size = struct.size
        if size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(buffer) % size:
            raise error(f"iterative unpacking requires a buffer of a multiple of {size} bytes")
        self._format = struct._format
        self._size = size
        self._buffer = buffer
        self._offset = 0
        self._end = len(buffer)

    def __iter__(self):
        return self

    def __next__(self):
        offset = self._offset
        if self._buffer is None or offset + self._size > self._end:
            self._buffer = None
            raise StopIteration
        self._offset = offset + self._size
        return _checked(_native.unpack_from(self._format, self._buffer, offset, "unpack_from"))

    def __length_hint__(self):
        if self._buffer is None:
            return 0
        return (self._end - self._offset) // self._size


def _struct(format):
    compiled = _cache.get(format)
    if compiled is None:
        compiled = Struct(format)
        if len(_cache) >= _MAXCACHE:
            _cache.clear()
        _cache[format] = compiled
    return compiled


def _clearcache():
    """Forgets the compiled formats the module-level functions keep."""
    _cache.clear()


def calcsize(*args, **kwargs):
    """The size in bytes of the struct `format` describes."""
    _no_keywords("_struct.calcsize", kwargs)
    if len(args) != 1:
        raise TypeError(f"_struct.calcsize() takes exactly one argument ({len(args)} given)")
    return _struct(args[0]).size


def pack(*args, **kwargs):
    """The bytes of the values packed by `format`."""
    _no_keywords("_struct.pack", kwargs)
    if not args:
        raise TypeError("missing format argument")
    return _checked(_native.pack(_struct(args[0])._format, args[1:]))


def pack_into(*args, **kwargs):
    """Packs the values by `format` into the writable `buffer` at `offset`."""
    _no_keywords("_struct.pack_into", kwargs)
    if not args:
        raise TypeError("missing format argument")
    _struct(args[0]).pack_into(*args[1:])


def unpack(*args, **kwargs):
    """The tuple of values `buffer` (exactly the format's size) holds."""
    _no_keywords("_struct.unpack", kwargs)
    if len(args) != 2:
        raise TypeError(f"unpack expected 2 arguments, got {len(args)}")
    return _checked(_native.unpack_from(_struct(args[0])._format, args[1], 0, "unpack"))


def unpack_from(format, /, buffer, offset=0):
    """The tuple of values in `buffer` from `offset`."""
    return _struct(format).unpack_from(buffer, offset)


def iter_unpack(*args, **kwargs):
    """An iterator over the tuples of values at each multiple of the format's size."""
    _no_keywords("_struct.iter_unpack", kwargs)
    if len(args) != 2:
        raise TypeError(f"iter_unpack expected 2 arguments, got {len(args)}")
    return unpack_iterator(_struct(args[0]), args[1])
