"""Secure hashes, as CPython 3.11's hashlib module: md5, sha1, the SHA-2 and SHA-3 families,
shake_128/shake_256, blake2b/blake2s (key, salt, person), `new(name)`, `pbkdf2_hmac` and
`file_digest`, with CPython's errors. The algorithms are RustCrypto's, run by the natives of
`_garter_hashlib`; a hash object keeps the bytes it was given (counted against the memory
limit) and hashes them when asked for a digest. BLAKE2's tree-hashing parameters (fanout,
depth, leaf_size, node_offset, node_depth, inner_size, last_node) are refused with a
ValueError: the crates hash in sequential mode only."""

import _garter_hashlib

__all__ = (
    "md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s",
    "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256",
    "new", "algorithms_guaranteed", "algorithms_available", "pbkdf2_hmac", "file_digest",
)

# name: (digest size, block size); 0 is the digest size of the variable-length shakes.
_FIXED = {
    "md5": (16, 64),
    "sha1": (20, 64),
    "sha224": (28, 64),
    "sha256": (32, 64),
    "sha384": (48, 128),
    "sha512": (64, 128),
    "sha512_224": (28, 128),
    "sha512_256": (32, 128),
    "sha3_224": (28, 144),
    "sha3_256": (32, 136),
    "sha3_384": (48, 104),
    "sha3_512": (64, 72),
    "shake_128": (0, 168),
    "shake_256": (0, 136),
}
algorithms_guaranteed = frozenset(
    set(_FIXED) - {"sha512_224", "sha512_256"} | {"blake2b", "blake2s"}
)
algorithms_available = set(_FIXED) | {"blake2b", "blake2s"}


class UnsupportedDigestmodError(ValueError):
    __module__ = "_hashlib"


def _data_bytes(data):
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("object supporting the buffer API required")
    return data


class _BaseHash:
    """What every hash object does: collect its input, copy itself, give hex digests."""

    __slots__ = ("name", "digest_size", "block_size", "_data")
    _UPDATE = "HASH.update"

    def update(self, *args):
        if len(args) != 1:
            raise TypeError(f"{self._UPDATE}() takes exactly one argument ({len(args)} given)")
        self._data += _data_bytes(args[0])

    def copy(self):
        other = object.__new__(type(self))
        for cls in type(self).__mro__[:-1]:
            for slot in getattr(cls, "__slots__", ()):
                setattr(other, slot, getattr(self, slot))
        other._data = bytearray(self._data)
        return other


class HASH(_BaseHash):
    __module__ = "_hashlib"
    __slots__ = ()

    def digest(self):
        return _garter_hashlib.digest(self.name, self._data, 0)

    def hexdigest(self):
        return self.digest().hex()

    def __repr__(self):
        return f"<{self.name} _hashlib.HASH object @ {hex(id(self))}>"


_MISSING = object()


class HASHXOF(_BaseHash):
    __module__ = "_hashlib"
    __slots__ = ()

    def digest(self, length=_MISSING):
        return _garter_hashlib.digest(self.name, self._data, _length("digest", length))

    def hexdigest(self, length=_MISSING):
        return self.digest(_length("hexdigest", length)).hex()

    def __repr__(self):
        return f"<{self.name} _hashlib.HASHXOF object @ {hex(id(self))}>"


def _length(method, length):
    if length is _MISSING:
        raise TypeError(f"{method}() missing required argument 'length' (pos 1)")
    if not isinstance(length, int):
        raise TypeError(f"'{type(length).__name__}' object cannot be interpreted as an integer")
    if length < 0:
        raise SystemError("Negative size passed to PyBytes_FromStringAndSize")
    return length


def _make(name, data):
    digest_size, block_size = _FIXED[name]
    h = object.__new__(HASHXOF if name.startswith("shake_") else HASH)
    h.name = name
    h.digest_size = digest_size
    h.block_size = block_size
    h._data = bytearray()
    if data is not None:
        h.update(data)
    return h


class _Blake2(_BaseHash):
    """blake2b and blake2s: keyed, salted and personalised in sequential mode."""

    __slots__ = ("_key", "_salt", "_person")
    _BLOCK = 128
    _MAX = 64
    _SALT = 16

    def __init__(self, *args, digest_size=None, key=b"", salt=b"", person=b"",
                 fanout=1, depth=1, leaf_size=0, node_offset=0, node_depth=0, inner_size=0,
                 last_node=False, usedforsecurity=True, **unknown):
        kind = type(self).__name__
        if len(args) > 1:
            raise TypeError(f"{kind}() takes at most 1 positional argument ({len(args)} given)")
        for name in unknown:
            raise TypeError(f"'{name}' is an invalid keyword argument for {kind}()")
        data = args[0] if args else None
        if (fanout, depth, leaf_size, node_offset, node_depth, inner_size, last_node) != (
                1, 1, 0, 0, 0, 0, False):
            raise ValueError(f"{kind} tree hashing parameters are not supported by Garter")
        size = self._MAX if digest_size is None else digest_size
        if not isinstance(size, int):
            raise TypeError(f"'{type(size).__name__}' object cannot be interpreted as an integer")
        if not 1 <= size <= self._MAX:
            raise ValueError(f"digest_size must be between 1 and {self._MAX} bytes")
        for label, value, limit in (("key", key, self._MAX), ("salt", salt, self._SALT),
                                    ("person", person, self._SALT)):
            _data_bytes(value)
            if len(value) > limit:
                raise ValueError(f"maximum {label} length is {limit} bytes")
        self.name = kind
        self.digest_size = size
        self.block_size = self._BLOCK
        self._key = bytes(key)
        self._salt = bytes(salt)
        self._person = bytes(person)
        self._data = bytearray()
        if data is not None:
            self.update(data)

    def digest(self):
        return _garter_hashlib.blake2(self.name, self._data, self.digest_size, self._key,
                                      self._salt, self._person)

    def hexdigest(self):
        return self.digest().hex()

    def __repr__(self):
        return f"<_blake2.{self.name} object at {hex(id(self))}>"


class blake2b(_Blake2):
    __module__ = "_blake2"
    __slots__ = ()
    _UPDATE = "blake2b.update"
    SALT_SIZE = 16
    PERSON_SIZE = 16
    MAX_KEY_SIZE = 64
    MAX_DIGEST_SIZE = 64


class blake2s(_Blake2):
    __module__ = "_blake2"
    __slots__ = ()
    _UPDATE = "blake2s.update"
    _BLOCK = 64
    _MAX = 32
    _SALT = 8
    SALT_SIZE = 8
    PERSON_SIZE = 8
    MAX_KEY_SIZE = 32
    MAX_DIGEST_SIZE = 32


def new(name, data=b"", **kwargs):
    """A hash object for the algorithm called `name` (any case; 'sha-256' as 'sha256')."""
    if not isinstance(name, str):
        raise TypeError("name must be a string")
    key = name.lower()
    if key in ("blake2b", "blake2s"):
        return (blake2b if key == "blake2b" else blake2s)(data, **kwargs)
    if key not in _FIXED:
        key = key.replace("-", "")
    if key not in _FIXED:
        raise ValueError(f"unsupported hash type {name}")
    if kwargs.keys() - {"usedforsecurity", "string"}:
        raise TypeError(f"'{next(iter(kwargs))}' is an invalid keyword argument for new()")
    return _make(key, kwargs.get("string", data))


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
        return _make(name, args[0] if args else kwargs.get("string", b""))

    construct.__name__ = construct.__qualname__ = function
    return construct


md5 = _constructor("md5")
sha1 = _constructor("sha1")
sha224 = _constructor("sha224")
sha256 = _constructor("sha256")
sha384 = _constructor("sha384")
sha512 = _constructor("sha512")
sha3_224 = _constructor("sha3_224")
sha3_256 = _constructor("sha3_256")
sha3_384 = _constructor("sha3_384")
sha3_512 = _constructor("sha3_512")
shake_128 = _constructor("shake_128")
shake_256 = _constructor("shake_256")


def pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None):
    """PBKDF2 with HMAC over `hash_name`: a key of `dklen` bytes (the digest size by default)."""
    if not isinstance(hash_name, str):
        raise TypeError(f"pbkdf2_hmac() argument 'hash_name' must be str, not {type(hash_name).__name__}")
    name = hash_name.lower()
    if name not in _FIXED or name.startswith("shake_"):
        raise UnsupportedDigestmodError("[digital envelope routines] unsupported")
    return _garter_hashlib.pbkdf2_hmac(name, _buffer(password), _buffer(salt), iterations, dklen)


def _buffer(value):
    if not isinstance(value, (bytes, bytearray, memoryview)):
        raise TypeError(f"a bytes-like object is required, not '{type(value).__name__}'")
    return value


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    """The hash object of a binary file object's contents; `digest` is a name or a constructor."""
    digestobj = new(digest) if isinstance(digest, str) else digest()
    if hasattr(fileobj, "getbuffer"):
        digestobj.update(fileobj.getbuffer())
        return digestobj
    if not (hasattr(fileobj, "readinto") and hasattr(fileobj, "readable") and fileobj.readable()):
        raise ValueError(f"'{fileobj!r}' is not a file-like object in binary reading mode.")
    while True:
        chunk = fileobj.read(_bufsize)
        if not chunk:
            return digestobj
        digestobj.update(chunk)
