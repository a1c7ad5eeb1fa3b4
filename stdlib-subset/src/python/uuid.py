"""UUID objects (RFC 4122), as CPython 3.11's uuid module: the `UUID` class with its forms and
fields, name-based `uuid3` and `uuid5`, the namespaces, and the ones that read the host: `uuid4`
takes random bytes from the entropy the host grants, and `uuid1` the clock it grants
(PermissionError without them). The sandbox has no network card: `getnode()` is a random node
number with the multicast bit set, as CPython makes when it finds no hardware address."""

import hashlib as _hashlib
from enum import Enum as _Enum

from _garter_sys import clock_time_ns as _clock_time_ns, urandom as _urandom

RESERVED_NCS, RFC_4122, RESERVED_MICROSOFT, RESERVED_FUTURE = [
    "reserved for NCS compatibility",
    "specified in RFC 4122",
    "reserved for Microsoft compatibility",
    "reserved for future definition",
]

_HEX = "0123456789abcdefABCDEF"


class SafeUUID(_Enum):
    safe = 0
    unsafe = -1
    unknown = None


class UUID:
    __slots__ = ("int", "is_safe")

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None, version=None, *, is_safe=SafeUUID.unknown):
        given = [hex, bytes, bytes_le, fields, int].count(None)
        if given != 4:
            raise TypeError("one of the hex, bytes, bytes_le, fields, or int arguments must be given")
        if hex is not None:
            text = hex.replace("urn:", "").replace("uuid:", "").strip("{}").replace("-", "")
            if len(text) != 32:
                raise ValueError("badly formed hexadecimal UUID string")
            if any(c not in _HEX for c in text):
                raise ValueError(f"invalid literal for int() with base 16: {text!r}")
            int = _int_from_hex(text)
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError("bytes_le is not a 16-char string")
            bytes = bytes_le[4 - 1 :: -1] + bytes_le[6 - 1 : 4 - 1 : -1] + bytes_le[8 - 1 : 6 - 1 : -1] + bytes_le[8:]
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError("bytes is not a 16-char string")
            assert isinstance(bytes, type(b"")), repr(bytes)
            int = _int_from_bytes(bytes)
        if fields is not None:
            if len(fields) != 6:
                raise ValueError("fields is not a 6-tuple")
            time_low, time_mid, time_hi_version, clock_seq_hi_variant, clock_seq_low, node = fields
            limits = ((time_low, 32, 1), (time_mid, 16, 2), (time_hi_version, 16, 3), (clock_seq_hi_variant, 8, 4),
                      (clock_seq_low, 8, 5), (node, 48, 6))
            for value, bits, position in limits:
                if not 0 <= value < 1 << bits:
                    raise ValueError(f"field {position} out of range (need a {bits}-bit value)")
            clock_seq = (clock_seq_hi_variant << 8) | clock_seq_low
            int = (time_low << 96) | (time_mid << 80) | (time_hi_version << 64) | (clock_seq << 48) | node
        if int is not None and not 0 <= int < 1 << 128:
            raise ValueError("int is out of range (need a 128-bit value)")
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError("illegal version number")
            int &= ~(0xC000 << 48)
            int |= 0x8000 << 48
            int &= ~(0xF000 << 64)
            int |= version << 76
        object.__setattr__(self, "int", int)
        object.__setattr__(self, "is_safe", is_safe)

    def __setattr__(self, name, value):
        raise TypeError("UUID objects are immutable")

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return f"{self.__class__.__name__}({str(self)!r})"

    def __str__(self):
        h = "%032x" % self.int
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    @property
    def bytes(self):
        return self.int.to_bytes(16, "big")

    @property
    def bytes_le(self):
        b = self.bytes
        return b[4 - 1 :: -1] + b[6 - 1 : 4 - 1 : -1] + b[8 - 1 : 6 - 1 : -1] + b[8:]

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version, self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xFFFF

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xFFFF

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xFF

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xFF

    @property
    def time(self):
        return ((self.time_hi_version & 0x0FFF) << 48) | (self.time_mid << 32) | self.time_low

    @property
    def clock_seq(self):
        return ((self.clock_seq_hi_variant & 0x3F) << 8) | self.clock_seq_low

    @property
    def node(self):
        return self.int & 0xFFFFFFFFFFFF

    @property
    def hex(self):
        return "%032x" % self.int

    @property
    def urn(self):
        return "urn:uuid:" + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        if not self.int & (0x4000 << 48):
            return RFC_4122
        if not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return (self.int >> 76) & 0xF
        return None


def _int_from_hex(text):
    return int(text, 16)


def _int_from_bytes(data):
    return int.from_bytes(data, "big")


def _name_bytes(name):
    if not isinstance(name, str):
        raise TypeError("encoding without a string argument")
    return name.encode("utf-8")


def uuid3(namespace, name):
    digest = _hashlib.md5(namespace.bytes + _name_bytes(name)).digest()
    return UUID(bytes=digest[:16], version=3)


def uuid5(namespace, name):
    digest = _hashlib.sha1(namespace.bytes + _name_bytes(name)).digest()
    return UUID(bytes=digest[:16], version=5)


def uuid4():
    return UUID(bytes=_urandom(16, "uuid.uuid4()"), version=4)


_node = None


def getnode():
    global _node
    if _node is None:
        _node = int.from_bytes(_urandom(6, "uuid.getnode()"), "big") | (1 << 40)
    return _node


_last_timestamp = None


def uuid1(node=None, clock_seq=None):
    global _last_timestamp
    nanoseconds = _clock_time_ns("uuid.uuid1()")
    timestamp = nanoseconds // 100 + 0x01B21DD213814000
    if _last_timestamp is not None and timestamp <= _last_timestamp:
        timestamp = _last_timestamp + 1
    _last_timestamp = timestamp
    if clock_seq is None:
        import random

        clock_seq = random.getrandbits(14)
    time_low = timestamp & 0xFFFFFFFF
    time_mid = (timestamp >> 32) & 0xFFFF
    time_hi_version = (timestamp >> 48) & 0x0FFF
    clock_seq_low = clock_seq & 0xFF
    clock_seq_hi_variant = (clock_seq >> 8) & 0x3F
    if node is None:
        node = getnode()
    return UUID(fields=(time_low, time_mid, time_hi_version, clock_seq_hi_variant, clock_seq_low, node), version=1)


NAMESPACE_DNS = UUID("6ba7b810-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_URL = UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_OID = UUID("6ba7b812-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_X500 = UUID("6ba7b814-9dad-11d1-80b4-00c04fd430c8")
