"""Hostile traffic against the phone page, from a process of its own: a crowd, or strangers who attack it.

    python -m benchmarks.phone_crowd crowd PORT IDLE SLOW SECONDS
    python -m benchmarks.phone_crowd wrong-codes PORT SECONDS [--addresses 20] [--rate R] [--avoid CODE]
    python -m benchmarks.phone_crowd slow-bodies PORT SECONDS [--addresses 20] [--per-address 16] [--trickle 3]
    python -m benchmarks.phone_crowd malformed PORT SECONDS [--addresses 20] [--at-once 20]

What each sends to 127.0.0.1:PORT:

* crowd: IDLE connections that never send a byte and SLOW clients sending a
  request's headers a byte every half second, from 127.0.1.1 to 127.0.1.250
  (tests/device/companion/test_companion_load.py);
* wrong-codes: `POST /join` with everything right (Host, Origin, JSON,
  Content-Length) but the code, as fast as the page answers (one request in
  flight per address), or `--rate` a second; the code is never `--avoid`, so
  no guess is right by luck;
* slow-bodies: `--per-address` connections per address, each sending a
  `POST /join`'s headers that promise a body, then half of them nothing more
  and half one byte of it every `--trickle` seconds (0: all silent); what the
  page closes or answers is opened afresh;
* malformed: what the page's parser must refuse (a TLS hello, bad request
  lines, a control byte in a header, a 16 KB header line, bad chunked
  encoding) and `POST /join` bodies cut short (500 bytes promised, 10 sent,
  then closed), in turn, as fast as the page answers.

The strangers come from 127.0.3.1 to 127.0.3.N (`--addresses`, default 20,
at most 250), bound as source addresses, so the page's limits per address
and for the whole table both meet them. Whatever the mode, it runs SECONDS
after printing "ready" (its first connections attempted), then prints one
JSON line of figures. Loopback only; bounded in connections and in time.
It raises its own descriptor limit; the page's process keeps its own.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
from typing import Sequence

from benchmarks.crowd_engine import Barrage, Crowd, Hold, Shot, sources

CROWD, STRANGERS = 1, 3  # the third byte of each kind's source addresses: 127.0.1.x and 127.0.3.x
STRANGERS_DEFAULT = 20  # the "up to 20 stranger addresses"
PER_ADDRESS = 16  # slow bodies per address: the page's own limit for one address
TRICKLE = 3.0  # seconds between bytes of a trickled body: slower than any phone, faster than "idle"
PROMISED = 60  # bytes a slow body promises (a join's body is about 40)
LONGEST = 600.0  # seconds any mode may run
HEADER = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slowly-but-never-finishing\r\nX-Pad: " + b"a" * 200


def _headers(port: int, method: str, path: str, *extra: str) -> bytes:
    """A request's head as the page's own script sends it: its Host and Origin, JSON."""
    lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{port}", f"Origin: http://127.0.0.1:{port}",
             "Content-Type: application/json", *extra]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii")


def wrong_codes(port: int, avoid: str, count: int = 997) -> list[Shot]:
    """`count` joins with six-digit codes that are all wrong (none is `avoid`), in a fixed order."""
    draw = random.Random(36)
    shots = []
    while len(shots) < count:
        code = f"{draw.randrange(10 ** 6):06d}"
        if code == avoid:
            continue
        body = json.dumps({"code": code, "wants": "controller"}).encode()
        shots.append(Shot("wrong code", _headers(port, "POST", "/join", f"Content-Length: {len(body)}") + body))
    return shots


def slow_bodies(port: int, addresses: Sequence[str], per_address: int, trickle: float) -> list[Hold]:
    """Joins that promise a body and hold their place waiting for it: half silent, half trickling (unless `trickle` is 0)."""
    opening = _headers(port, "POST", "/join", f"Content-Length: {PROMISED}")
    body = b'{"code": "000000", "wants": "viewer", "name": "' + b"x" * PROMISED + b'"}'
    return [Hold(address, opening, body[:PROMISED], trickle if number % 2 and trickle > 0 else 0.0, again_when_answered=True)
            for address in addresses for number in range(per_address)]


def malformed(port: int) -> list[Shot]:
    """What a parser must refuse, and bodies cut short, one of each in turn."""
    host = f"Host: 127.0.0.1:{port}\r\n".encode("ascii")
    return [
        Shot("TLS hello", b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03" + bytes(range(32)) + b"\x00\x00\x02\x13\x01"),
        Shot("bad request line", b"G\x00T / HTTP/1.1\r\n" + host + b"\r\n"),
        Shot("bad version", b"GET / HTTP/9.9\r\n" + host + b"\r\n"),
        Shot("control byte in a header", b"GET / HTTP/1.1\r\n" + host + b"X-Bad\x01: y\r\n\r\n"),
        Shot("16 KB header line", b"GET / HTTP/1.1\r\n" + host + b"X-Pad: " + b"a" * 16384 + b"\r\n\r\n"),
        Shot("bad chunked encoding", _headers(port, "POST", "/join", "Transfer-Encoding: chunked") + b"zz\r\nabc\r\n0\r\n\r\n"),
        Shot("body cut short", _headers(port, "POST", "/join", "Content-Length: 500") + b'{"code": "', cut=True),
    ]


def crowd(port: int, idle: int, slow: int) -> list[Hold]:
    """The load test's crowd: idle connections, and clients whose headers never end."""
    addresses = sources(CROWD, 250)
    return ([Hold(addresses[index % len(addresses)]) for index in range(idle)]
            + [Hold(addresses[index % len(addresses)], trickle=HEADER, every=0.5) for index in range(slow)])


def _raise_descriptor_limit(wanted: int) -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (wanted if hard == resource.RLIM_INFINITY else min(wanted, hard), hard))


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.phone_crowd", description=__doc__.splitlines()[0])
    modes = parser.add_subparsers(dest="mode", required=True)
    held = modes.add_parser("crowd", help="idle and slow-header connections (the load test)")
    for name in ("port", "idle", "slow"):
        held.add_argument(name, type=int)
    held.add_argument("seconds", type=float)
    for mode, words in (("wrong-codes", "joins with wrong codes"), ("slow-bodies", "joins whose body never comes"),
                        ("malformed", "what a parser refuses, and bodies cut short")):
        strangers = modes.add_parser(mode, help=words)
        strangers.add_argument("port", type=int)
        strangers.add_argument("seconds", type=float)
        strangers.add_argument("--addresses", type=int, default=STRANGERS_DEFAULT, help="stranger addresses (1 to 250)")
        if mode == "slow-bodies":
            strangers.add_argument("--per-address", type=int, default=PER_ADDRESS)
            strangers.add_argument("--trickle", type=float, default=TRICKLE, help="seconds between bytes; 0: never a byte")
        else:
            strangers.add_argument("--at-once", type=int, default=0, help="requests in flight (default: one per address)")
        if mode == "wrong-codes":
            strangers.add_argument("--rate", type=float, default=None, help="requests a second at most (default: as answered)")
            strangers.add_argument("--avoid", default="", help="a code never sent (the right one)")
    return parser


def run(args: argparse.Namespace) -> dict[str, object]:
    """The mode's traffic for its seconds; its figures."""
    seconds = min(args.seconds, LONGEST)
    if args.mode == "crowd":
        _raise_descriptor_limit(args.idle + args.slow + 256)
        return Crowd(args.port).run(crowd(args.port, args.idle, args.slow), seconds)
    addresses = sources(STRANGERS, args.addresses)
    if args.mode == "slow-bodies":
        holds = slow_bodies(args.port, addresses, min(args.per_address, 64), args.trickle)
        _raise_descriptor_limit(len(holds) + 256)
        return Crowd(args.port).run(holds, seconds)
    shots = wrong_codes(args.port, args.avoid) if args.mode == "wrong-codes" else malformed(args.port)
    at_once = min(args.at_once or len(addresses), 256)
    return Barrage(args.port, addresses, shots, at_once, getattr(args, "rate", None)).run(seconds)


def main(argv: list[str] | None = None) -> None:
    print(json.dumps(run(parser().parse_args(argv))), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
