"""What a stranger on the table's Wi-Fi can do to the page, without the code (issue 36, points 3, 4 and 7).

Each test runs the real page (device.companion.start: its doorman, its
aiohttp handler, its loop) on loopback and attacks it with raw sockets,
from many loopback source addresses (127.0.x.y) where "many addresses"
matters, as tests/phone_crowd.py does. Nothing is mocked but the clock of
the pure parts; every wait is on an event or a socket, never a sleep.
"""

from __future__ import annotations

import pytest

from device.companion.network import is_local_network

# ------------------------------------------------------------ point 7 (g): which peers count as local

LOCAL = [
    "127.0.0.1", "127.8.9.10", "10.0.0.1", "10.255.255.254", "172.16.0.1", "172.31.255.254", "192.168.0.1",
    "192.168.255.254", "169.254.0.1", "169.254.255.254", "::1", "fc00::1", "fd12:3456::1", "fe80::1",
    "fe80::1%wlan0", "febf::1", "::ffff:127.0.0.1", "::ffff:10.1.2.3", "::ffff:172.20.0.5", "::ffff:192.168.1.20",
    "::ffff:169.254.3.4",
]
NOT_LOCAL = [
    # Public addresses, and what is not an address at all.
    "8.8.8.8", "1.1.1.1", "2001:4860::8888", "", "not an address", "::ffff:8.8.8.8",
    # What Python's `is_private` also counts but the docs never promised: TEST-NET 1 to 3 (documentation),
    # "this network", the IETF's protocol block, benchmarking, the reserved class E and the broadcast address,
    # the shared address space of carrier-grade NAT, the unspecified addresses, IPv6 documentation and discard,
    # ORCHID, and each of those written as a v4-mapped IPv6 address.
    "192.0.2.1", "198.51.100.7", "203.0.113.9", "0.0.0.0", "0.1.2.3", "192.0.0.8", "198.18.0.1", "198.19.255.1",
    "240.0.0.1", "255.255.255.255", "100.64.0.1", "::", "2001:db8::1", "100::1", "2001:10::1", "2001:2::1",
    "::ffff:192.0.2.1", "::ffff:203.0.113.9", "::ffff:0.0.0.0", "::ffff:198.18.0.1", "fec0::1", "ff02::1",
    "172.15.255.255", "172.32.0.0", "169.253.255.255", "192.169.0.1", "11.0.0.1",
]


@pytest.mark.parametrize("address", LOCAL)
def test_the_documented_local_networks_are_local(address: str) -> None:
    assert is_local_network(address)


@pytest.mark.parametrize("address", NOT_LOCAL)
def test_nothing_beyond_the_documented_local_networks_is_local(address: str) -> None:
    """Why exactly these: docs/companion.md lists the ranges the page answers; a range Python's
    `is_private` adds later (it has grown between versions) must not widen that silently."""
    assert not is_local_network(address)
