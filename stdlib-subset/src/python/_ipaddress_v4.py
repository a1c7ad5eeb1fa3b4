"""IPv4 for the ipaddress module, as CPython 3.11's: `IPv4Address`, `IPv4Interface` and
`IPv4Network`, with dotted-quad parsing and its errors and the special-purpose ranges behind
`is_private`, `is_global` and the other `is_*` properties."""

from _ipaddress_base import IPV4LENGTH, AddressValueError
from _ipaddress_base import _BaseAddress, _BaseInterface, _BaseNetwork, v4_int_to_packed

# What is defined here shows `ipaddress` as its `__module__`, as CPython's does.
__name__ = "ipaddress"


class _BaseV4:
    """What IPv4 addresses, interfaces and networks share: the dotted-quad text form."""

    _version = 4
    _ALL_ONES = (2**IPV4LENGTH) - 1
    _max_prefixlen = IPV4LENGTH
    _netmask_cache = {}

    def _explode_shorthand_ip_string(self):
        return str(self)

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        if not ip_str:
            raise AddressValueError("Address cannot be empty")
        octets = ip_str.split(".")
        if len(octets) != 4:
            raise AddressValueError("Expected 4 octets in %r" % ip_str)
        try:
            return int.from_bytes(bytes(cls._parse_octet(octet) for octet in octets), "big")
        except ValueError as exc:
            raise AddressValueError("%s in %r" % (exc, ip_str)) from None

    @classmethod
    def _parse_octet(cls, octet_str):
        if not octet_str:
            raise ValueError("Empty octet not permitted")
        if not (octet_str.isascii() and octet_str.isdigit()):
            raise ValueError("Only decimal digits permitted in %r" % octet_str)
        if len(octet_str) > 3:
            raise ValueError("At most 3 characters permitted in %r" % octet_str)
        if octet_str != "0" and octet_str[0] == "0":
            raise ValueError("Leading zeros are not permitted in %r" % octet_str)
        octet_int = int(octet_str, 10)
        if octet_int > 255:
            raise ValueError("Octet %d (> 255) not permitted" % octet_int)
        return octet_int

    @classmethod
    def _string_from_ip_int(cls, ip_int):
        return ".".join(map(str, ip_int.to_bytes(4, "big")))

    def _reverse_pointer(self):
        return ".".join(str(self).split(".")[::-1]) + ".in-addr.arpa"


class IPv4Address(_BaseV4, _BaseAddress):
    """An IPv4 address, from its text, its integer or its 4 packed bytes."""

    def __init__(self, address):
        if isinstance(address, int):
            self._check_int_address(address)
            self._ip = address
            return
        if isinstance(address, bytes):
            self._check_packed_address(address, 4)
            self._ip = int.from_bytes(address, "big")
            return
        addr_str = str(address)
        if "/" in addr_str:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        self._ip = self._ip_int_from_string(addr_str)

    @property
    def packed(self):
        return v4_int_to_packed(self._ip)

    @property
    def is_reserved(self):
        return self in _constants.reserved_network

    @property
    def is_private(self):
        return any(self in net for net in _constants.private_networks)

    @property
    def is_global(self):
        return self not in _constants.public_network and not self.is_private

    @property
    def is_multicast(self):
        return self in _constants.multicast_network

    @property
    def is_unspecified(self):
        return self == _constants.unspecified_address

    @property
    def is_loopback(self):
        return self in _constants.loopback_network

    @property
    def is_link_local(self):
        return self in _constants.linklocal_network


class IPv4Interface(_BaseInterface, IPv4Address):
    """An IPv4 address with the network it sits in: '192.168.1.5/24'."""

    _address_class = IPv4Address

    def __init__(self, address):
        addr, mask = self._split_addr_prefix(address)
        IPv4Address.__init__(self, addr)
        self._init_network(addr, mask)

    def __str__(self):
        return "%s/%d" % (self._string_from_ip_int(self._ip), self._prefixlen)


class IPv4Network(_BaseV4, _BaseNetwork):
    """An IPv4 network: '10.0.0.0/8', '10.0.0.0/255.0.0.0' or `(address, prefix)`; `strict`
    refuses host bits set in the address, which otherwise are cleared."""

    _address_class = IPv4Address

    def __init__(self, address, strict=True):
        addr, mask = self._split_addr_prefix(address)
        self.network_address = IPv4Address(addr)
        self.netmask, self._prefixlen = self._make_netmask(mask)
        packed = int(self.network_address)
        if packed & int(self.netmask) != packed:
            if strict:
                raise ValueError("%s has host bits set" % self)
            self.network_address = IPv4Address(packed & int(self.netmask))
        if self._prefixlen == self._max_prefixlen - 1:
            self.hosts = self.__iter__
        elif self._prefixlen == self._max_prefixlen:
            self.hosts = lambda: [IPv4Address(addr)]

    @property
    def is_global(self):
        shared = _constants.public_network
        return not (self.network_address in shared and self.broadcast_address in shared) and not self.is_private


IPv4Address._network_class = IPv4Network
IPv4Network._network_class = IPv4Network


class _Constants:
    """The special-purpose IPv4 ranges of the IANA registry, as CPython 3.11 has them."""

    linklocal_network = IPv4Network("169.254.0.0/16")
    loopback_network = IPv4Network("127.0.0.0/8")
    multicast_network = IPv4Network("224.0.0.0/4")
    public_network = IPv4Network("100.64.0.0/10")
    private_networks = [
        IPv4Network(net)
        for net in (
            "0.0.0.0/8", "10.0.0.0/8", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.0.0.0/29",
            "192.0.0.170/31", "192.0.2.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24",
            "203.0.113.0/24", "240.0.0.0/4", "255.255.255.255/32",
        )
    ]
    reserved_network = IPv4Network("240.0.0.0/4")
    unspecified_address = IPv4Address("0.0.0.0")


_constants = _Constants
IPv4Network._constants = _Constants
