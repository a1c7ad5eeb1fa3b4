"""What CPython 3.11's ipaddress module shares between IPv4 and IPv6: the errors, the base
classes of addresses and networks (comparison, arithmetic, formatting, iteration, subnets,
supernets, exclusion) and the functions that merge ranges (`summarize_address_range`,
`collapse_addresses`). Each address and network class names its own network class in
`_network_class`, so nothing here needs the concrete classes."""

import functools

# What is defined here shows `ipaddress` as its `__module__`, as CPython's does.
__name__ = "ipaddress"

IPV4LENGTH = 32
IPV6LENGTH = 128


class AddressValueError(ValueError):
    """A value error related to the address."""


class NetmaskValueError(ValueError):
    """A value error related to the netmask."""


def v4_int_to_packed(address):
    try:
        return address.to_bytes(4, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv4")


def v6_int_to_packed(address):
    try:
        return address.to_bytes(16, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv6")


def _split_optional_netmask(address):
    parts = str(address).split("/")
    if len(parts) > 2:
        raise AddressValueError(f"Only one '/' permitted in {address!r}")
    return parts


def _find_address_range(addresses):
    """The `(first, last)` runs of consecutive addresses in a sorted list."""
    it = iter(addresses)
    first = last = next(it)
    for ip in it:
        if ip._ip != last._ip + 1:
            yield first, last
            first = ip
        last = ip
    yield first, last


def _count_righthand_zero_bits(number, bits):
    if number == 0:
        return bits
    return min(bits, (~number & (number - 1)).bit_length())


def summarize_address_range(first, last):
    """The fewest networks that together cover the addresses from `first` to `last`."""
    if not (isinstance(first, _BaseAddress) and isinstance(last, _BaseAddress)):
        raise TypeError("first and last must be IP addresses, not networks")
    if first.version != last.version:
        raise TypeError("%s and %s are not of the same version" % (first, last))
    if first > last:
        raise ValueError("last IP address must be greater than first")
    network = first._network_class
    ip_bits = first._max_prefixlen
    first_int = first._ip
    last_int = last._ip
    while first_int <= last_int:
        nbits = min(_count_righthand_zero_bits(first_int, ip_bits), (last_int - first_int + 1).bit_length() - 1)
        yield network((first_int, ip_bits - nbits))
        first_int += 1 << nbits
        if first_int - 1 == network._ALL_ONES:
            break


def _collapse_addresses_internal(addresses):
    """Merges sibling networks into their supernets until none merge, then drops those that
    others cover."""
    to_merge = list(addresses)
    subnets = {}
    while to_merge:
        net = to_merge.pop()
        supernet = net.supernet()
        existing = subnets.get(supernet)
        if existing is None:
            subnets[supernet] = net
        elif existing != net:
            del subnets[supernet]
            to_merge.append(supernet)
    last = None
    for net in sorted(subnets.values()):
        if last is not None and last.broadcast_address >= net.broadcast_address:
            continue
        yield net
        last = net


def collapse_addresses(addresses):
    """The networks and addresses given, merged into the fewest networks."""
    addrs = []
    ips = []
    nets = []
    for ip in addresses:
        if isinstance(ip, _BaseAddress):
            if ips and ips[-1]._version != ip._version:
                raise TypeError("%s and %s are not of the same version" % (ip, ips[-1]))
            ips.append(ip)
        elif ip._prefixlen == ip._max_prefixlen:
            if ips and ips[-1]._version != ip._version:
                raise TypeError("%s and %s are not of the same version" % (ip, ips[-1]))
            try:
                ips.append(ip.ip)
            except AttributeError:
                ips.append(ip.network_address)
        else:
            if nets and nets[-1]._version != ip._version:
                raise TypeError("%s and %s are not of the same version" % (ip, nets[-1]))
            nets.append(ip)
    ips = sorted(set(ips))
    if ips:
        for first, last in _find_address_range(ips):
            addrs.extend(summarize_address_range(first, last))
    return _collapse_addresses_internal(addrs + nets)


def get_mixed_type_key(obj):
    """A sort key for a mix of networks and addresses of both versions."""
    if isinstance(obj, _BaseNetwork):
        return obj._get_networks_key()
    if isinstance(obj, _BaseAddress):
        return obj._get_address_key()
    return NotImplemented


class _IPAddressBase:
    """What addresses, interfaces and networks share: their text forms and netmask parsing."""

    @property
    def exploded(self):
        return self._explode_shorthand_ip_string()

    @property
    def compressed(self):
        return str(self)

    @property
    def reverse_pointer(self):
        return self._reverse_pointer()

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def version(self):
        return self._version

    def _check_int_address(self, address):
        if address < 0:
            raise AddressValueError("%d (< 0) is not permitted as an IPv%d address" % (address, self._version))
        if address > self._ALL_ONES:
            raise AddressValueError(
                "%d (>= 2**%d) is not permitted as an IPv%d address" % (address, self._max_prefixlen, self._version)
            )

    def _check_packed_address(self, address, expected_len):
        if len(address) != expected_len:
            raise AddressValueError(
                "%r (len %d != %d) is not permitted as an IPv%d address"
                % (address, len(address), expected_len, self._version)
            )

    @classmethod
    def _ip_int_from_prefix(cls, prefixlen):
        return cls._ALL_ONES ^ (cls._ALL_ONES >> prefixlen)

    @classmethod
    def _prefix_from_ip_int(cls, ip_int):
        """The prefix length of a netmask given as an integer; ValueError if it is not one."""
        trailing_zeroes = _count_righthand_zero_bits(ip_int, cls._max_prefixlen)
        prefixlen = cls._max_prefixlen - trailing_zeroes
        if ip_int >> trailing_zeroes != (1 << prefixlen) - 1:
            details = ip_int.to_bytes(cls._max_prefixlen // 8, "big")
            raise ValueError("Netmask pattern %r mixes zeroes & ones" % details)
        return prefixlen

    @classmethod
    def _report_invalid_netmask(cls, netmask_str):
        raise NetmaskValueError("%r is not a valid netmask" % netmask_str) from None

    @classmethod
    def _prefix_from_prefix_string(cls, prefixlen_str):
        if not (prefixlen_str.isascii() and prefixlen_str.isdigit()):
            cls._report_invalid_netmask(prefixlen_str)
        prefixlen = int(prefixlen_str)
        if not 0 <= prefixlen <= cls._max_prefixlen:
            cls._report_invalid_netmask(prefixlen_str)
        return prefixlen

    @classmethod
    def _prefix_from_ip_string(cls, ip_str):
        """The prefix length of a netmask (or hostmask) written as an address."""
        try:
            ip_int = cls._ip_int_from_string(ip_str)
        except AddressValueError:
            cls._report_invalid_netmask(ip_str)
        try:
            return cls._prefix_from_ip_int(ip_int)
        except ValueError:
            pass
        try:
            return cls._prefix_from_ip_int(ip_int ^ cls._ALL_ONES)
        except ValueError:
            cls._report_invalid_netmask(ip_str)

    @classmethod
    def _make_netmask(cls, arg):
        """`(netmask address, prefix length)` of a prefix length, or of its text (or, for IPv4,
        a netmask or hostmask written as an address)."""
        if arg not in cls._netmask_cache:
            if isinstance(arg, int):
                prefixlen = arg
                if not 0 <= prefixlen <= cls._max_prefixlen:
                    cls._report_invalid_netmask(prefixlen)
            elif cls._version == 4:
                try:
                    prefixlen = cls._prefix_from_prefix_string(arg)
                except NetmaskValueError:
                    prefixlen = cls._prefix_from_ip_string(arg)
            else:
                prefixlen = cls._prefix_from_prefix_string(arg)
            netmask = cls._network_class._address_class(cls._ip_int_from_prefix(prefixlen))
            cls._netmask_cache[arg] = (netmask, prefixlen)
        return cls._netmask_cache[arg]

    @classmethod
    def _split_addr_prefix(cls, address):
        """`(address, prefix)` of an int, bytes, `(address, prefix)` tuple or 'address/prefix'."""
        if isinstance(address, (bytes, int)):
            return address, cls._max_prefixlen
        if not isinstance(address, tuple):
            address = _split_optional_netmask(address)
        if len(address) > 1:
            return address
        return address[0], cls._max_prefixlen

    def __reduce__(self):
        return self.__class__, (str(self),)


_address_fmt_re = None


@functools.total_ordering
class _BaseAddress(_IPAddressBase):
    """An address: compared, hashed, offset by integers and formatted by its integer value."""

    def __int__(self):
        return self._ip

    def __eq__(self, other):
        try:
            return self._ip == other._ip and self._version == other._version
        except AttributeError:
            return NotImplemented

    def __lt__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        if self._version != other._version:
            raise TypeError("%s and %s are not of the same version" % (self, other))
        return self._ip < other._ip

    def __add__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self.__class__(int(self) + other)

    def __sub__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self.__class__(int(self) - other)

    def __repr__(self):
        return "%s(%r)" % (self.__class__.__name__, str(self))

    def __str__(self):
        return str(self._string_from_ip_int(self._ip))

    def __hash__(self):
        return hash(hex(int(self._ip)))

    def _get_address_key(self):
        return self._version, self

    def __reduce__(self):
        return self.__class__, (self._ip,)

    def __format__(self, fmt):
        """`s` (or nothing) formats the text; `b`, `x`, `X` and `n`, with `#` and `_`, the
        integer padded to the address's width."""
        if not fmt or fmt[-1] == "s":
            return format(str(self), fmt)
        global _address_fmt_re
        if _address_fmt_re is None:
            import re

            _address_fmt_re = re.compile("(#?)(_?)([xbnX])")
        m = _address_fmt_re.fullmatch(fmt)
        if not m:
            return super().__format__(fmt)
        alternate, grouping, fmt_base = m.groups()
        if fmt_base == "n":
            fmt_base = "b" if self._version == 4 else "x"
        padlen = self._max_prefixlen if fmt_base == "b" else self._max_prefixlen // 4
        if grouping:
            padlen += padlen // 4 - 1
        if alternate:
            padlen += 2
        return format(int(self), f"{alternate}0{padlen}{grouping}{fmt_base}")


@functools.total_ordering
class _BaseNetwork(_IPAddressBase):
    """A network: an address and a prefix length, holding the addresses they cover."""

    def __repr__(self):
        return "%s(%r)" % (self.__class__.__name__, str(self))

    def __str__(self):
        return "%s/%d" % (self.network_address, self.prefixlen)

    def hosts(self):
        """The usable addresses: all but the network and broadcast addresses."""
        network = int(self.network_address)
        broadcast = int(self.broadcast_address)
        for x in range(network + 1, broadcast):
            yield self._address_class(x)

    def __iter__(self):
        network = int(self.network_address)
        broadcast = int(self.broadcast_address)
        for x in range(network, broadcast + 1):
            yield self._address_class(x)

    def __getitem__(self, n):
        network = int(self.network_address)
        broadcast = int(self.broadcast_address)
        if n >= 0:
            if network + n > broadcast:
                raise IndexError("address out of range")
            return self._address_class(network + n)
        n += 1
        if broadcast + n < network:
            raise IndexError("address out of range")
        return self._address_class(broadcast + n)

    def __lt__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        if self._version != other._version:
            raise TypeError("%s and %s are not of the same version" % (self, other))
        if self.network_address != other.network_address:
            return self.network_address < other.network_address
        if self.netmask != other.netmask:
            return self.netmask < other.netmask
        return False

    def __eq__(self, other):
        try:
            return (
                self._version == other._version
                and self.network_address == other.network_address
                and int(self.netmask) == int(other.netmask)
            )
        except AttributeError:
            return NotImplemented

    def __hash__(self):
        return hash(int(self.network_address) ^ int(self.netmask))

    def __contains__(self, other):
        if self._version != other._version:
            return False
        if isinstance(other, _BaseNetwork):
            return False
        return other._ip & self.netmask._ip == self.network_address._ip

    def overlaps(self, other):
        """Whether the two networks share an address."""
        return (
            self.network_address in other
            or self.broadcast_address in other
            or other.network_address in self
            or other.broadcast_address in self
        )

    @functools.cached_property
    def broadcast_address(self):
        return self._address_class(int(self.network_address) | int(self.hostmask))

    @functools.cached_property
    def hostmask(self):
        return self._address_class(int(self.netmask) ^ self._ALL_ONES)

    @property
    def with_prefixlen(self):
        return "%s/%d" % (self.network_address, self._prefixlen)

    @property
    def with_netmask(self):
        return "%s/%s" % (self.network_address, self.netmask)

    @property
    def with_hostmask(self):
        return "%s/%s" % (self.network_address, self.hostmask)

    @property
    def num_addresses(self):
        return int(self.broadcast_address) - int(self.network_address) + 1

    @property
    def prefixlen(self):
        return self._prefixlen

    def address_exclude(self, other):
        """The networks covering this one's addresses except `other`'s, halving down to it."""
        if not self._version == other._version:
            raise TypeError("%s and %s are not of the same version" % (self, other))
        if not isinstance(other, _BaseNetwork):
            raise TypeError("%s is not a network object" % other)
        if not other.subnet_of(self):
            raise ValueError("%s not contained in %s" % (other, self))
        if other == self:
            return
        other = other.__class__("%s/%s" % (other.network_address, other.prefixlen))
        s1, s2 = self.subnets()
        while s1 != other and s2 != other:
            if other.subnet_of(s1):
                yield s2
                s1, s2 = s1.subnets()
            else:
                yield s1
                s1, s2 = s2.subnets()
        yield s2 if s1 == other else s1

    def compare_networks(self, other):
        """-1, 0 or 1 as this network sorts before, with or after `other`."""
        if self._version != other._version:
            raise TypeError("%s and %s are not of the same type" % (self, other))
        if self.network_address != other.network_address:
            return -1 if self.network_address < other.network_address else 1
        if self.netmask != other.netmask:
            return -1 if self.netmask < other.netmask else 1
        return 0

    def _get_networks_key(self):
        return self._version, self.network_address, self.netmask

    def subnets(self, prefixlen_diff=1, new_prefix=None):
        """The subnets `prefixlen_diff` bits longer (or of prefix `new_prefix`)."""
        if self._prefixlen == self._max_prefixlen:
            yield self
            return
        if new_prefix is not None:
            if new_prefix < self._prefixlen:
                raise ValueError("new prefix must be longer")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = new_prefix - self._prefixlen
        if prefixlen_diff < 0:
            raise ValueError("prefix length diff must be > 0")
        new_prefixlen = self._prefixlen + prefixlen_diff
        if new_prefixlen > self._max_prefixlen:
            raise ValueError("prefix length diff %d is invalid for netblock %s" % (new_prefixlen, self))
        start = int(self.network_address)
        end = int(self.broadcast_address) + 1
        step = (int(self.hostmask) + 1) >> prefixlen_diff
        for new_addr in range(start, end, step):
            yield self.__class__((new_addr, new_prefixlen))

    def supernet(self, prefixlen_diff=1, new_prefix=None):
        """The network `prefixlen_diff` bits shorter (or of prefix `new_prefix`) holding this one."""
        if self._prefixlen == 0:
            return self
        if new_prefix is not None:
            if new_prefix > self._prefixlen:
                raise ValueError("new prefix must be shorter")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = self._prefixlen - new_prefix
        new_prefixlen = self.prefixlen - prefixlen_diff
        if new_prefixlen < 0:
            raise ValueError(
                "current prefixlen is %d, cannot have a prefixlen_diff of %d" % (self.prefixlen, prefixlen_diff)
            )
        return self.__class__((int(self.network_address) & (int(self.netmask) << prefixlen_diff), new_prefixlen))

    @staticmethod
    def _is_subnet_of(a, b):
        try:
            if a._version != b._version:
                raise TypeError(f"{a} and {b} are not of the same version")
            return b.network_address <= a.network_address and b.broadcast_address >= a.broadcast_address
        except AttributeError:
            raise TypeError(f"Unable to test subnet containment between {a} and {b}")

    def subnet_of(self, other):
        return self._is_subnet_of(self, other)

    def supernet_of(self, other):
        return self._is_subnet_of(other, self)

    @property
    def is_multicast(self):
        return self.network_address.is_multicast and self.broadcast_address.is_multicast

    @property
    def is_reserved(self):
        return self.network_address.is_reserved and self.broadcast_address.is_reserved

    @property
    def is_link_local(self):
        return self.network_address.is_link_local and self.broadcast_address.is_link_local

    @property
    def is_private(self):
        return any(
            self.network_address in net and self.broadcast_address in net for net in self._constants.private_networks
        )

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_unspecified(self):
        return self.network_address.is_unspecified and self.broadcast_address.is_unspecified

    @property
    def is_loopback(self):
        return self.network_address.is_loopback and self.broadcast_address.is_loopback


class _BaseInterface:
    """What IPv4Interface and IPv6Interface add to their address class: the network, netmask and
    prefix, and comparisons that look at the network first."""

    def _init_network(self, addr, mask):
        self.network = self._network_class((addr, mask), strict=False)
        self.netmask = self.network.netmask
        self._prefixlen = self.network._prefixlen

    @functools.cached_property
    def hostmask(self):
        return self.network.hostmask

    def __eq__(self, other):
        address_equal = self._address_class.__eq__(self, other)
        if address_equal is NotImplemented or not address_equal:
            return address_equal
        try:
            return self.network == other.network
        except AttributeError:
            return False

    def __lt__(self, other):
        address_less = self._address_class.__lt__(self, other)
        if address_less is NotImplemented:
            return NotImplemented
        try:
            return self.network < other.network or (self.network == other.network and address_less)
        except AttributeError:
            return False

    def __hash__(self):
        return hash((self._ip, self._prefixlen, int(self.network.network_address)))

    __reduce__ = _IPAddressBase.__reduce__

    @property
    def ip(self):
        return self._address_class(self._ip)

    @property
    def with_prefixlen(self):
        return "%s/%s" % (self._string_from_ip_int(self._ip), self._prefixlen)

    @property
    def with_netmask(self):
        return "%s/%s" % (self._string_from_ip_int(self._ip), self.netmask)

    @property
    def with_hostmask(self):
        return "%s/%s" % (self._string_from_ip_int(self._ip), self.hostmask)
