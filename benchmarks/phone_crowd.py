"""A crowd of hostile connections against the phone page, run as a process of its own by the load and flood tests.

    python -m benchmarks.phone_crowd PORT IDLE SLOW SECONDS [--bodies N] [--garbage N] [--cut N]
                                [--sources N] [--prefix 127.0.1] [--pace SECONDS]

to 127.0.0.1:PORT, from many loopback source addresses (PREFIX.1 to
PREFIX.SOURCES, 250 by default, so the per-address limit and the total limit
are both met), opens:

* IDLE connections that never send a byte;
* SLOW clients that send a request's headers one byte every half second;
* BODIES posts to /join that promise a body (Content-Length) and send it
  one byte every half second, far slower than any phone;
* GARBAGE connections that each send a request the page cannot parse (a
  rotating list: bad methods, header names, lengths, chunks, TLS and HTTP/2
  openings, over-long lines), read the answer and go again;
* CUT posts that send their headers and half of their body, then drop the
  connection, by a reset or a plain close in turn (a phone whose Wi-Fi
  drops does this).

Whatever ends (closed by the server, or cut by the crowd itself) is opened
again, at most once every PACE seconds per socket, until SECONDS have
passed. It raises its own RLIMIT_NOFILE to hold them all (the referee's
process keeps its own limit). It prints "ready" once every connection was
attempted, then a JSON line of figures at the end. Loopback only; bounded in
count and time.
"""

from __future__ import annotations

import argparse
import errno
import json
import resource
import selectors
import socket
import struct
import sys
import time
from collections import Counter
from dataclasses import dataclass

HEADER = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slowly-but-never-finishing\r\nX-Pad: " + b"a" * 200
MARK = b"Zq7"  # in every malformed request, so a test can see that no answer echoes it
# Requests aiohttp's parser rejects, each a different way (what a fuzzer or a confused client sends).
MALFORMED = (
    b"GARBAGE" + MARK + b"\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: h\r\nBad Header " + MARK + b": x\r\n\r\n",
    b"GET /" + MARK + b" HTTP/1.1\r\nHost: h\r\nX: \x01" + MARK + b"\r\n\r\n",
    b"POST /join HTTP/1.1\r\nHost: h\r\nContent-Length: " + MARK + b"\r\n\r\n",
    b"POST /join HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n" + MARK + b"\r\n",
    b"GET /" + MARK * 3000 + b" HTTP/1.1\r\nHost: h\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: h\r\n" + b"X-" + MARK + b": y\r\n" * 300 + b"\r\n",
    b"POST /join HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
    b"G\xe9T /" + MARK + b" HTTP/1.1\r\nHost: h\r\n\r\n",
    b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + MARK,
    bytes.fromhex("16030100a5010000a10303") + MARK + b"\x00" * 64,  # a TLS hello on the plain port
)
KINDS = ("idle", "slow", "body", "garbage", "cut")


def posting(port: int, length: int) -> bytes:
    """The headers of a join as a page sends it, promising `length` bytes of body."""
    return (f"POST /join HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {length}\r\n\r\n").encode()


# The body the slow and the cut posts carry (a wrong code: nobody joins by it, should one ever arrive whole).
JOIN_BODY = b'{"code": "000000", "wants": "viewer", "name": "a phone on a bad line"}'


@dataclass
class Member:
    """One socket of the crowd: its kind, its source address's index, how much it sent."""

    sock: socket.socket
    kind: str
    index: int
    connected: bool = False
    sent: int = 0


class Crowd:
    def __init__(self, port: int, sources: list[str], pace: float) -> None:
        self.port = port
        self.sources = sources
        self.pace = pace
        self.selector = selectors.DefaultSelector()
        self.members: dict[int, Member] = {}  # by file descriptor
        self.connects: Counter[str] = Counter()
        self.closed_by_server = 0
        self.cut = 0
        self.answers = 0
        self.failed = 0
        self.reopen: list[tuple[str, int]] = []

    def open(self, kind: str, index: int) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        try:
            sock.bind((self.sources[index % len(self.sources)], 0))
            code = sock.connect_ex(("127.0.0.1", self.port))
        except OSError:
            sock.close()
            self.failed += 1
            return
        if code not in (0, errno.EINPROGRESS):
            sock.close()
            self.failed += 1
            return
        self.connects[kind] += 1
        self.members[sock.fileno()] = Member(sock, kind, index)
        self.selector.register(sock, selectors.EVENT_WRITE)  # told when the connection is made

    def _forget(self, member: Member, reset: bool = False) -> None:
        self.members.pop(member.sock.fileno(), None)
        self.selector.unregister(member.sock)
        if reset:  # an abrupt end, as a phone leaving the Wi-Fi's range: RST rather than FIN
            member.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        member.sock.close()
        self.reopen.append((member.kind, member.index))

    def _connected(self, member: Member) -> None:
        """The connection is made: send what the member's kind opens with."""
        if member.sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR):
            self.failed += 1
            self._forget(member)
            return
        member.connected = True
        self.selector.modify(member.sock, selectors.EVENT_READ)
        opening = {
            "body": posting(self.port, len(JOIN_BODY)),
            "garbage": MALFORMED[member.index % len(MALFORMED)],
            "cut": posting(self.port, len(JOIN_BODY)) + JOIN_BODY[: len(JOIN_BODY) // 2],
        }.get(member.kind, b"")
        try:
            member.sock.sendall(opening)  # small enough for an empty send buffer
        except OSError:
            pass
        if member.kind == "cut":
            self.cut += 1
            self._forget(member, reset=member.index % 2 == 0)

    def _readable(self, member: Member) -> None:
        try:
            data = member.sock.recv(65536)
        except OSError:
            data = b""
        if data.startswith(b"HTTP/1."):
            self.answers += 1
        if not data:  # closed (or reset) by the server
            self.closed_by_server += 1
            self._forget(member)

    def run(self, counts: dict[str, int], seconds: float) -> dict:
        for kind in KINDS:
            for index in range(counts.get(kind, 0)):
                self.open(kind, index)
        print("ready", flush=True)
        deadline = time.monotonic() + seconds
        next_trickle = next_reopen = time.monotonic()
        most_open = len(self.members)
        while time.monotonic() < deadline:
            for key, events in self.selector.select(timeout=0.05):
                member = self.members.get(key.fileobj.fileno())  # type: ignore[union-attr]
                if member is None:
                    continue
                if not member.connected:
                    self._connected(member)
                elif events & selectors.EVENT_READ:
                    self._readable(member)
            now = time.monotonic()
            if now >= next_trickle:
                next_trickle = now + 0.5
                for member in list(self.members.values()):  # a byte more of a slow header or body
                    trickled = {"slow": HEADER, "body": JOIN_BODY}.get(member.kind, b"")
                    if member.connected and member.sent < len(trickled):
                        try:
                            member.sock.send(trickled[member.sent:member.sent + 1])
                            member.sent += 1
                        except OSError:
                            pass
            if now >= next_reopen:
                next_reopen = now + self.pace
                waiting, self.reopen = self.reopen, []
                for kind, index in waiting:
                    self.open(kind, index)
            most_open = max(most_open, len(self.members))
        for member in self.members.values():
            member.sock.close()
        return {"connects": sum(self.connects.values()), "by_kind": dict(self.connects),
                "closed_by_server": self.closed_by_server, "cut": self.cut, "answers": self.answers,
                "failed": self.failed, "most_open": most_open}


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("port", type=int)
    parser.add_argument("idle", type=int)
    parser.add_argument("slow", type=int)
    parser.add_argument("seconds", type=float)
    parser.add_argument("--bodies", type=int, default=0, help="posts promising a body that never comes")
    parser.add_argument("--garbage", type=int, default=0, help="connections sending requests the page cannot parse")
    parser.add_argument("--cut", type=int, default=0, help="posts cut off halfway through their body")
    parser.add_argument("--sources", type=int, default=250, help="source addresses, PREFIX.1 up (at most 254)")
    parser.add_argument("--prefix", default="127.0.1", help="the first three parts of the source addresses")
    parser.add_argument("--pace", type=float, default=1.0, help="seconds between reopenings of each socket")
    return parser


def main() -> None:
    args = parser().parse_args()
    counts = {"idle": args.idle, "slow": args.slow, "body": args.bodies, "garbage": args.garbage, "cut": args.cut}
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = sum(counts.values()) + 256
    resource.setrlimit(resource.RLIMIT_NOFILE, (wanted if hard == resource.RLIM_INFINITY else min(wanted, hard), hard))
    sources = [f"{args.prefix}.{n}" for n in range(1, min(args.sources, 254) + 1)]
    print(json.dumps(Crowd(args.port, sources, args.pace).run(counts, args.seconds)), flush=True)


if __name__ == "__main__":
    sys.exit(main())
