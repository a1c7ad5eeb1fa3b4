"""Secure hashes, as CPython 3.11's hashlib module for md5, sha1, sha224, sha256, sha384 and
sha512: hash objects with `update`, `digest`, `hexdigest` and `copy`, `new(name)`, and
CPython's errors."""

from _hash_algorithms import md5_digest, sha1_digest, sha224_digest, sha256_digest
from _sha512 import sha384_digest, sha512_digest

_ALGORITHMS = {
    "md5": (md5_digest, 16, 64),
    "sha1": (sha1_digest, 20, 64),
    "sha224": (sha224_digest, 28, 64),
    "sha256": (sha256_digest, 32, 64),
    "sha384": (sha384_digest, 48, 128),
    "sha512": (sha512_digest, 64, 128),
}
algorithms_guaranteed = frozenset(_ALGORITHMS)
algorithms_available = set(_ALGORITHMS)


def _check_data(data):
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("object supporting the buffer API required")
    return bytes(data)


class _Hash:
    def __init__(self, name, data=b""):
        self.name = name
        self._function, self.digest_size, self.block_size = _ALGORITHMS[name]
        self._chunks = []
        if data:
            self.update(data)

    def update(self, *args):
        if len(args) != 1:
            raise TypeError(f"HASH.update() takes exactly one argument ({len(args)} given)")
        self._chunks.append(_check_data(args[0]))

    def digest(self):
        return self._function(b"".join(self._chunks))

    def hexdigest(self):
        return self.digest().hex()

    def copy(self):
        other = _Hash(self.name)
        other._chunks = list(self._chunks)
        return other

    def __repr__(self):
        return f"<{self.name} _hashlib.HASH object>"


def new(name, data=b"", **kwargs):
    if not isinstance(name, str):
        raise TypeError("name must be a string")
    key = name.lower().replace("-", "")
    if key not in _ALGORITHMS:
        raise ValueError(f"unsupported hash type {name}")
    return _Hash(key, data)



def _constructor(name):
    """The module function making `name` hash objects, as CPython's OpenSSL-backed ones take
    their arguments (one positional `string`)."""
    function = f"openssl_{name}"

    def construct(*args, usedforsecurity=True, **kwargs):
        if len(args) > 1:
            raise TypeError(f"{function}() takes at most 1 positional argument ({len(args)} given)")
        for key in kwargs:
            if key != "string":
                raise TypeError(f"'{key}' is an invalid keyword argument for {function}()")
            if args:
                raise TypeError(f"argument for {function}() given by name ('string') and position (1)")
        return _Hash(name, args[0] if args else kwargs.get("string", b""))

    construct.__name__ = construct.__qualname__ = function
    return construct


md5 = _constructor("md5")
sha1 = _constructor("sha1")
sha224 = _constructor("sha224")
sha256 = _constructor("sha256")
sha384 = _constructor("sha384")
sha512 = _constructor("sha512")
