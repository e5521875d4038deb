"""This machine's addresses on the local network: where the phone page listens, and what is spoken.

The page must be reachable by the phones at the table and by nothing beyond
the local network, so it listens only on private addresses (10/8, 172.16/12,
192.168/16, link-local), never on a public one, and it never uses 0.0.0.0.
"""

from __future__ import annotations

import fcntl
import ipaddress
import socket
import struct

SIOCGIFADDR = 0x8915  # Linux: an interface's IPv4 address


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
    """A peer the page may answer: loopback, private or link-local; never a public address."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback or ip.is_link_local or (ip.is_private and not ip.is_unspecified)
