"""This machine's addresses on the local network: where the phone page listens, and what is spoken.

The page must be reachable by the phones at the table and by nothing beyond
the local network, so it listens only on private addresses (10/8, 172.16/12,
192.168/16, link-local), never on a public one, and it never uses 0.0.0.0.
Which peers count as local is a fixed list, LOCAL_NETWORKS, rather than
Python's `is_private`: that one also takes in documentation, benchmarking and
reserved ranges (192.0.2.0/24 among them) and has grown between Python
versions, and the page answers exactly the ranges docs/companion.md names.
"""

from __future__ import annotations

import fcntl
import ipaddress
import socket
import struct

SIOCGIFADDR = 0x8915  # Linux: an interface's IPv4 address

# The peers the page answers: loopback, the three private IPv4 blocks, IPv4 link-local, and IPv6 loopback,
# unique local (fc00::/7) and link-local. A v4-mapped IPv6 peer (::ffff:a.b.c.d) is judged by its IPv4 address.
LOCAL_NETWORKS = tuple(
    ipaddress.ip_network(block)
    for block in (
        "127.0.0.0/8",
        "10.0.0.0/8",
        "172.16.0.0/12",
        "192.168.0.0/16",
        "169.254.0.0/16",
        "::1/128",
        "fc00::/7",
        "fe80::/10",
    )
)


def lan_addresses() -> list[str]:
    """The private IPv4 addresses of this machine's interfaces (not loopback), in interface order."""
    found: list[str] = []
    try:
        interfaces = socket.if_nameindex()
    except OSError:
        return found
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _, name in interfaces:
            try:
                packed = fcntl.ioctl(probe.fileno(), SIOCGIFADDR, struct.pack("256s", name.encode()[:15]))
            except OSError:  # no IPv4 address on this interface (yet)
                continue
            address = socket.inet_ntoa(packed[20:24])
            if is_local_network(address) and not ipaddress.ip_address(address).is_loopback and address not in found:
                found.append(address)
    return found


def is_local_network(address: str) -> bool:
    """A peer the page may answer: one of LOCAL_NETWORKS (a scope such as "%wlan0" aside); nothing else."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip in network for network in LOCAL_NETWORKS)  # a network of the other IP version never holds it
