# ipaddress's errors for the inputs agents mistype: each factory and class on malformed
# addresses, bad prefixes and netmasks, host bits set, out-of-range integers and packed bytes,
# mixed versions, and the misuse of subnets, supernets and exclusion.
import ipaddress as ip

inputs = ["1.2.3", "1.2.3.256", "01.2.3.4", "1.2.3.a", "", "1.2.3.4.5", "1..2.3", "1.2.3.1234", "1::2::3",
          "12345::", ":1::", "1::2:", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "::1.2.3", "g::", "fe80::1%",
          "fe80::1%a%b", "1.2.3.4/33", "1.2.3.4/24", "1.2.3.0/24/1", "::/129", "::1/64", "1.2.3.0/x",
          "1.2.3.0/255.0.255.0", "1.2.3.4/ 24", 2**128, 2**32, -1, b"\x01\x02\x03", "1.2.3.4/24\n"]
for bad in inputs:
    for make in (ip.ip_address, ip.ip_network, ip.ip_interface, ip.IPv4Address, ip.IPv6Address, ip.IPv4Network,
                 ip.IPv6Network):
        try:
            result = make(bad)
        except ValueError as e:
            print(make.__name__, repr(bad), type(e).__name__, e)
        else:
            print(make.__name__, repr(bad), "ok", result)


def attempt(action):
    try:
        print("ok", action())
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)


net = ip.ip_network("10.0.0.0/24")
attempt(lambda: ip.ip_address("1.1.1.1") < ip.ip_address("::1"))
attempt(lambda: ip.ip_network("1.0.0.0/8") < ip.ip_network("::/8"))
attempt(lambda: ip.ip_address("1.1.1.1") < ip.ip_network("1.0.0.0/8"))
attempt(lambda: ip.ip_address("1.1.1.1") == "1.1.1.1")
attempt(lambda: ip.ip_address("1.1.1.1") + 1.5)
attempt(lambda: ip.ip_address("255.255.255.255") + 1)
attempt(lambda: ip.ip_address("0.0.0.0") - 1)
attempt(lambda: net[256])
attempt(lambda: net[-257])
attempt(lambda: list(net.subnets(prefixlen_diff=9)))
attempt(lambda: list(net.subnets(new_prefix=16)))
attempt(lambda: list(net.subnets(prefixlen_diff=2, new_prefix=26)))
attempt(lambda: list(net.subnets(prefixlen_diff=-1)))
attempt(lambda: net.supernet(prefixlen_diff=25))
attempt(lambda: net.supernet(new_prefix=28))
attempt(lambda: net.supernet(prefixlen_diff=2, new_prefix=8))
attempt(lambda: list(net.address_exclude(ip.ip_network("11.0.0.0/24"))))
attempt(lambda: list(net.address_exclude(ip.ip_network("::/64"))))
attempt(lambda: list(net.address_exclude(net)))
attempt(lambda: net.subnet_of(ip.ip_network("::/0")))
attempt(lambda: net.subnet_of(ip.ip_address("10.0.0.1")))
attempt(lambda: net.compare_networks(ip.ip_network("::/0")))
attempt(lambda: list(ip.summarize_address_range(ip.ip_address("10.0.0.5"), ip.ip_address("10.0.0.1"))))
attempt(lambda: list(ip.summarize_address_range(ip.ip_address("10.0.0.5"), ip.ip_address("::1"))))
attempt(lambda: list(ip.summarize_address_range(net, ip.ip_address("10.0.0.1"))))
attempt(lambda: list(ip.collapse_addresses([ip.ip_address("1.1.1.1"), ip.ip_address("::1")])))
attempt(lambda: list(ip.collapse_addresses([net, ip.ip_network("::/64")])))
attempt(lambda: ip.v4_int_to_packed(2**32))
attempt(lambda: ip.v6_int_to_packed(-1))
attempt(lambda: ip.get_mixed_type_key("1.1.1.1"))
attempt(lambda: ip.ip_address("::1") in net)
attempt(lambda: format(ip.ip_address("1.2.3.4"), "d"))
try:
    ip.IPv4Address("300.1.1.1")
except ip.AddressValueError as e:
    print(isinstance(e, ValueError), e.args)
try:
    ip.IPv4Network("10.0.0.0/40")
except ip.NetmaskValueError as e:
    print(isinstance(e, ValueError), e.args)
