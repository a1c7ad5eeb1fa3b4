"""IPv6 for the ipaddress module, as CPython 3.11's: `IPv6Address` (with scope ids, and the
IPv4 addresses mapped, Teredo and 6to4 ones carry), `IPv6Interface` and `IPv6Network`, with
the parsing of `::`-compressed and IPv4-suffixed text and its errors, the compressed and
exploded forms and the special-purpose ranges behind the `is_*` properties."""

from _ipaddress_base import IPV6LENGTH, AddressValueError
from _ipaddress_base import _BaseAddress, _BaseInterface, _BaseNetwork, v6_int_to_packed
from _ipaddress_v4 import IPv4Address

# What is defined here shows `ipaddress` as its `__module__`, as CPython's does.
__name__ = "ipaddress"

_HEX_DIGITS = frozenset("0123456789ABCDEFabcdef")


class _BaseV6:
    """What IPv6 addresses, interfaces and networks share: the hextet text forms."""

    _version = 6
    _ALL_ONES = (2**IPV6LENGTH) - 1
    _HEXTET_COUNT = 8
    _max_prefixlen = IPV6LENGTH
    _netmask_cache = {}

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        if not ip_str:
            raise AddressValueError("Address cannot be empty")
        parts = ip_str.split(":")
        if len(parts) < 3:
            raise AddressValueError("At least %d parts expected in %r" % (3, ip_str))
        if "." in parts[-1]:
            try:
                ipv4_int = IPv4Address(parts.pop())._ip
            except AddressValueError as exc:
                raise AddressValueError("%s in %r" % (exc, ip_str)) from None
            parts.append("%x" % ((ipv4_int >> 16) & 0xFFFF))
            parts.append("%x" % (ipv4_int & 0xFFFF))
        if len(parts) > cls._HEXTET_COUNT + 1:
            raise AddressValueError("At most %d colons permitted in %r" % (cls._HEXTET_COUNT, ip_str))
        skip_index = None
        for i in range(1, len(parts) - 1):
            if not parts[i]:
                if skip_index is not None:
                    raise AddressValueError("At most one '::' permitted in %r" % ip_str)
                skip_index = i
        if skip_index is not None:
            parts_hi = skip_index
            parts_lo = len(parts) - skip_index - 1
            if not parts[0]:
                parts_hi -= 1
                if parts_hi:
                    raise AddressValueError("Leading ':' only permitted as part of '::' in %r" % ip_str)
            if not parts[-1]:
                parts_lo -= 1
                if parts_lo:
                    raise AddressValueError("Trailing ':' only permitted as part of '::' in %r" % ip_str)
            parts_skipped = cls._HEXTET_COUNT - (parts_hi + parts_lo)
            if parts_skipped < 1:
                raise AddressValueError(
                    "Expected at most %d other parts with '::' in %r" % (cls._HEXTET_COUNT - 1, ip_str)
                )
        else:
            if len(parts) != cls._HEXTET_COUNT:
                raise AddressValueError("Exactly %d parts expected without '::' in %r" % (cls._HEXTET_COUNT, ip_str))
            if not parts[0]:
                raise AddressValueError("Leading ':' only permitted as part of '::' in %r" % ip_str)
            if not parts[-1]:
                raise AddressValueError("Trailing ':' only permitted as part of '::' in %r" % ip_str)
            parts_hi = len(parts)
            parts_lo = 0
            parts_skipped = 0
        try:
            ip_int = 0
            for i in range(parts_hi):
                ip_int = (ip_int << 16) | cls._parse_hextet(parts[i])
            ip_int <<= 16 * parts_skipped
            for i in range(-parts_lo, 0):
                ip_int = (ip_int << 16) | cls._parse_hextet(parts[i])
            return ip_int
        except ValueError as exc:
            raise AddressValueError("%s in %r" % (exc, ip_str)) from None

    @classmethod
    def _parse_hextet(cls, hextet_str):
        if not _HEX_DIGITS.issuperset(hextet_str):
            raise ValueError("Only hex digits permitted in %r" % hextet_str)
        if len(hextet_str) > 4:
            raise ValueError("At most 4 characters permitted in %r" % hextet_str)
        return int(hextet_str, 16)

    @classmethod
    def _compress_hextets(cls, hextets):
        """`hextets` with the longest run of two or more zeros (the first, on a tie) as '::'."""
        best_start = -1
        best_len = 0
        start = -1
        length = 0
        for index, hextet in enumerate(hextets):
            if hextet == "0":
                length += 1
                if start == -1:
                    start = index
                if length > best_len:
                    best_len = length
                    best_start = start
            else:
                length = 0
                start = -1
        if best_len > 1:
            best_end = best_start + best_len
            if best_end == len(hextets):
                hextets += [""]
            hextets[best_start:best_end] = [""]
            if best_start == 0:
                hextets = [""] + hextets
        return hextets

    @classmethod
    def _string_from_ip_int(cls, ip_int):
        if ip_int > cls._ALL_ONES:
            raise ValueError("IPv6 address is too large")
        hex_str = "%032x" % ip_int
        hextets = ["%x" % int(hex_str[x : x + 4], 16) for x in range(0, 32, 4)]
        return ":".join(cls._compress_hextets(hextets))

    def _explode_shorthand_ip_string(self):
        if isinstance(self, IPv6Network):
            ip_str = str(self.network_address)
        elif isinstance(self, IPv6Interface):
            ip_str = str(self.ip)
        else:
            ip_str = str(self)
        hex_str = "%032x" % self._ip_int_from_string(ip_str)
        exploded = ":".join(hex_str[x : x + 4] for x in range(0, 32, 4))
        if isinstance(self, (_BaseNetwork, IPv6Interface)):
            return "%s/%d" % (exploded, self._prefixlen)
        return exploded

    def _reverse_pointer(self):
        reverse_chars = self.exploded[::-1].replace(":", "")
        return ".".join(reverse_chars) + ".ip6.arpa"

    @staticmethod
    def _split_scope_id(ip_str):
        addr, sep, scope_id = ip_str.partition("%")
        if not sep:
            scope_id = None
        elif not scope_id or "%" in scope_id:
            raise AddressValueError('Invalid IPv6 address: "%r"' % ip_str)
        return addr, scope_id


class IPv6Address(_BaseV6, _BaseAddress):
    """An IPv6 address, from its text (with an optional '%scope'), integer or 16 packed bytes."""

    def __init__(self, address):
        self._scope_id = None
        if isinstance(address, int):
            self._check_int_address(address)
            self._ip = address
            return
        if isinstance(address, bytes):
            self._check_packed_address(address, 16)
            self._ip = int.from_bytes(address, "big")
            return
        addr_str = str(address)
        if "/" in addr_str:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        addr_str, self._scope_id = self._split_scope_id(addr_str)
        self._ip = self._ip_int_from_string(addr_str)

    def __str__(self):
        ip_str = self._string_from_ip_int(self._ip)
        return ip_str + "%" + self._scope_id if self._scope_id else ip_str

    def __hash__(self):
        return hash((self._ip, self._scope_id))

    def __eq__(self, other):
        address_equal = _BaseAddress.__eq__(self, other)
        if address_equal is NotImplemented:
            return NotImplemented
        if not address_equal:
            return False
        return self._scope_id == getattr(other, "_scope_id", None)

    def __reduce__(self):
        return self.__class__, (str(self),)

    @property
    def scope_id(self):
        return self._scope_id

    @property
    def packed(self):
        return v6_int_to_packed(self._ip)

    @property
    def is_multicast(self):
        return self in _constants.multicast_network

    @property
    def is_reserved(self):
        return any(self in net for net in _constants.reserved_networks)

    @property
    def is_link_local(self):
        return self in _constants.linklocal_network

    @property
    def is_site_local(self):
        return self in _constants.sitelocal_network

    @property
    def is_private(self):
        ipv4_mapped = self.ipv4_mapped
        if ipv4_mapped is not None:
            return ipv4_mapped.is_private
        return any(self in net for net in _constants.private_networks)

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_unspecified(self):
        return self._ip == 0

    @property
    def is_loopback(self):
        return self._ip == 1

    @property
    def ipv4_mapped(self):
        """The IPv4 address of an IPv4-mapped address (::ffff:a.b.c.d), else None."""
        if (self._ip >> 32) != 0xFFFF:
            return None
        return IPv4Address(self._ip & 0xFFFFFFFF)

    @property
    def teredo(self):
        """`(server, client)` of a Teredo address (2001::/32), else None."""
        if (self._ip >> 96) != 0x20010000:
            return None
        return IPv4Address((self._ip >> 64) & 0xFFFFFFFF), IPv4Address(~self._ip & 0xFFFFFFFF)

    @property
    def sixtofour(self):
        """The IPv4 address of a 6to4 address (2002::/16), else None."""
        if (self._ip >> 112) != 0x2002:
            return None
        return IPv4Address((self._ip >> 80) & 0xFFFFFFFF)


class IPv6Interface(_BaseInterface, IPv6Address):
    """An IPv6 address with the network it sits in: '2001:db8::1/64'."""

    _address_class = IPv6Address

    def __init__(self, address):
        addr, mask = self._split_addr_prefix(address)
        IPv6Address.__init__(self, addr)
        self._init_network(addr, mask)

    def __str__(self):
        return "%s/%d" % (IPv6Address.__str__(self), self._prefixlen)

    @property
    def is_unspecified(self):
        return self._ip == 0 and self.network.is_unspecified

    @property
    def is_loopback(self):
        return self._ip == 1 and self.network.is_loopback


class IPv6Network(_BaseV6, _BaseNetwork):
    """An IPv6 network: '2001:db8::/32' or `(address, prefix)`; `strict` refuses host bits set
    in the address, which otherwise are cleared."""

    _address_class = IPv6Address

    def __init__(self, address, strict=True):
        addr, mask = self._split_addr_prefix(address)
        self.network_address = IPv6Address(addr)
        self.netmask, self._prefixlen = self._make_netmask(mask)
        packed = int(self.network_address)
        if packed & int(self.netmask) != packed:
            if strict:
                raise ValueError("%s has host bits set" % self)
            self.network_address = IPv6Address(packed & int(self.netmask))
        if self._prefixlen == self._max_prefixlen - 1:
            self.hosts = self.__iter__
        elif self._prefixlen == self._max_prefixlen:
            self.hosts = lambda: [IPv6Address(addr)]

    def hosts(self):
        """Every address but the network's own (IPv6 has no broadcast address)."""
        network = int(self.network_address)
        broadcast = int(self.broadcast_address)
        for x in range(network + 1, broadcast + 1):
            yield self._address_class(x)

    @property
    def is_site_local(self):
        return self.network_address.is_site_local and self.broadcast_address.is_site_local


IPv6Address._network_class = IPv6Network
IPv6Network._network_class = IPv6Network


class _Constants:
    """The special-purpose IPv6 ranges of the IANA registry, as CPython 3.11 has them."""

    linklocal_network = IPv6Network("fe80::/10")
    multicast_network = IPv6Network("ff00::/8")
    private_networks = [
        IPv6Network(net)
        for net in (
            "::1/128", "::/128", "::ffff:0:0/96", "100::/64", "2001::/23", "2001:2::/48", "2001:db8::/32",
            "2001:10::/28", "fc00::/7", "fe80::/10",
        )
    ]
    reserved_networks = [
        IPv6Network(net)
        for net in (
            "::/8", "100::/8", "200::/7", "400::/6", "800::/5", "1000::/4", "4000::/3", "6000::/3", "8000::/3",
            "A000::/3", "C000::/3", "E000::/4", "F000::/5", "F800::/6", "FE00::/9",
        )
    ]
    sitelocal_network = IPv6Network("fec0::/10")


_constants = _Constants
IPv6Network._constants = _Constants
