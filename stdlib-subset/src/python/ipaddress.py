"""IPv4 and IPv6 addresses, interfaces and networks, as CPython 3.11's ipaddress module:
`ip_address`, `ip_network` and `ip_interface` (which try IPv4 first), the `IPv4*`/`IPv6*`
classes, `summarize_address_range`, `collapse_addresses`, `get_mixed_type_key` and the
packing helpers, with CPython's texts, orders and errors. The classes live in
`_ipaddress_base`, `_ipaddress_v4` and `_ipaddress_v6`."""

from _ipaddress_base import IPV4LENGTH, IPV6LENGTH, AddressValueError, NetmaskValueError
from _ipaddress_base import _BaseAddress, _BaseNetwork, _IPAddressBase
from _ipaddress_base import collapse_addresses, get_mixed_type_key, summarize_address_range
from _ipaddress_base import v4_int_to_packed, v6_int_to_packed
from _ipaddress_v4 import IPv4Address, IPv4Interface, IPv4Network
from _ipaddress_v6 import IPv6Address, IPv6Interface, IPv6Network

__version__ = "1.0"


def ip_address(address):
    """An IPv4Address or IPv6Address from text, an integer or packed bytes."""
    for make in (IPv4Address, IPv6Address):
        try:
            return make(address)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 address")


def ip_network(address, strict=True):
    """An IPv4Network or IPv6Network; `strict` refuses host bits set."""
    for make in (IPv4Network, IPv6Network):
        try:
            return make(address, strict)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 network")


def ip_interface(address):
    """An IPv4Interface or IPv6Interface."""
    for make in (IPv4Interface, IPv6Interface):
        try:
            return make(address)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 interface")
