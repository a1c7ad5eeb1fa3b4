"""HMAC (RFC 2104), as CPython 3.11's hmac module: `new`/`HMAC` over any hashlib algorithm
(by name, constructor or module), `digest`, and `compare_digest`, which looks at every byte
whatever the outcome."""

import hashlib as _hashlib

__all__ = ["new", "HMAC", "digest", "compare_digest", "digest_size"]

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None


def _constructor(digestmod):
    """A function making a fresh hash object of the algorithm `digestmod` names."""
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        return lambda data=b"": _hashlib.new(digestmod, data)
    return lambda data=b"": digestmod.new(data)


class HMAC:
    """An HMAC computation: `update` with message bytes, then `digest` or `hexdigest`."""

    blocksize = 64

    __slots__ = ("_digest_cons", "_inner", "_outer", "block_size", "digest_size")

    def __init__(self, key, msg=None, digestmod=""):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError(f"key: expected bytes or bytearray, but got {type(key).__name__!r}")
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        self._digest_cons = _constructor(digestmod)
        self._inner = self._digest_cons()
        self._outer = self._digest_cons()
        self.digest_size = self._inner.digest_size
        if self.digest_size == 0:
            raise ValueError("no reason supplied")
        block_size = getattr(self._inner, "block_size", self.blocksize)
        if block_size < 16:
            block_size = self.blocksize
        self.block_size = block_size
        if len(key) > block_size:
            key = self._digest_cons(key).digest()
        key = bytes(key).ljust(block_size, b"\0")
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = object.__new__(type(self))
        other._digest_cons = self._digest_cons
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        outer = self._outer.copy()
        outer.update(self._inner.digest())
        return outer

    def digest(self):
        return self._current().digest()

    def hexdigest(self):
        return self._current().hexdigest()


def new(key, msg=None, digestmod=""):
    """A new HMAC object keyed by `key` over the algorithm `digestmod`."""
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    """The HMAC of `msg` under `key` with the algorithm `digest`, at once."""
    return HMAC(key, msg, digest).digest()


def _is_buffer(value):
    return isinstance(value, (bytes, bytearray, memoryview))


def compare_digest(a, b):
    """`a == b` for two ASCII strs or two bytes-like objects, looking at every byte whatever
    the outcome (so the time taken does not tell where they differ)."""
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        left, right = a.encode("ascii"), b.encode("ascii")
    else:
        if not _is_buffer(a) and not _is_buffer(b):
            raise TypeError(
                "unsupported operand types(s) or combination of types: "
                f"'{type(a).__name__}' and '{type(b).__name__}'"
            )
        for value in (a, b):
            if not _is_buffer(value):
                raise TypeError(f"a bytes-like object is required, not '{type(value).__name__}'")
        left, right = bytes(a), bytes(b)
    difference = len(left) ^ len(right)
    if len(left) != len(right):
        left = right
    for x, y in zip(left, right):
        difference |= x ^ y
    return difference == 0
