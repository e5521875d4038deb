"""Hostile traffic against the phone page, from a process of its own: a crowd, or strangers who attack it.

    python -m benchmarks.phone_crowd crowd PORT SECONDS [--idle N] [--slow N] [--bodies N] [--cut N] [--garbage N]
                                           [--addresses 250] [--pace 1]
    python -m benchmarks.phone_crowd wrong-codes PORT SECONDS [--addresses 20] [--at-once N] [--rate R] [--avoid CODE]
    python -m benchmarks.phone_crowd slow-bodies PORT SECONDS [--addresses 20] [--per-address 16] [--trickle 3] [--pace 1]
    python -m benchmarks.phone_crowd malformed PORT SECONDS [--addresses 20] [--at-once N]

What each sends to 127.0.0.1:PORT:

* crowd: `--idle` connections that never send a byte and `--slow` clients
  sending a request's headers a byte every half second; `--bodies` slow
  join bodies (as slow-bodies sends them), and `--cut` connections posting
  half a join's body then dropping it (a close and a reset in turn, as a
  phone whose Wi-Fi drops) and `--garbage` connections sending what the
  parser must refuse (MALFORMED) and reading the answer, each of these
  `--cut` and `--garbage` in flight at once. All come from 127.0.1.1 to
  127.0.1.N (`--addresses`, default 250), and whatever ends is opened again,
  at most once every `--pace` seconds a connection (0: at once). The load
  test's crowd (tests/device/companion/test_companion_load.py), the one
  beside the fuzz storm (test_companion_fuzz.py), and two floods of
  benchmarks/companion_strangers.py;
* wrong-codes: `POST /join` with everything right (Host, Origin, JSON,
  Content-Length) but the code, as fast as the page answers (one request in
  flight per address, or `--at-once`), or `--rate` a second; the code is
  never `--avoid`, so no guess is right by luck;
* slow-bodies: `--per-address` connections per address, each sending a
  `POST /join`'s headers that promise a body, then half of them nothing more
  and half one byte of it every `--trickle` seconds (0: all silent); what the
  page closes or answers is opened afresh, at most once every `--pace`
  seconds;
* malformed: what the page's parser must refuse (MALFORMED: a TLS hello, an
  HTTP/2 preface, bad request lines and versions, control bytes and spaces in
  headers, bad lengths and chunks, over-long lines) and join posts cut off
  halfway through their body (by a close, then a reset), in turn, as fast as
  the page answers.

The strangers (every mode but crowd) come from 127.0.3.1 to 127.0.3.N
(`--addresses`, default 20, at most 250), bound as source addresses, so the
page's limits per address and for the whole table both meet them. Whatever
the mode, it runs SECONDS after printing "ready" (its first connections
attempted), then prints one JSON line of figures. Loopback only; bounded in
connections and in time. It raises its own descriptor limit; the page's
process keeps its own. `Process` runs it so from Python, as the tests and
the other benchmarks do.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
from typing import Any, Sequence

from benchmarks.crowd_engine import Barrage, Crowd, Engine, Hold, Shot, answered, run as drive, sources

CROWD, STRANGERS = 1, 3  # the third byte of each kind's source addresses: 127.0.1.x and 127.0.3.x
CROWD_DEFAULT = 250  # the crowd's addresses: enough that the page's limit per address is met long after the total
STRANGERS_DEFAULT = 20  # the "up to 20 stranger addresses"
PER_ADDRESS = 16  # slow bodies per address: the page's own limit for one address
TRICKLE = 3.0  # seconds between bytes of a trickled body: slower than any phone, faster than "idle"
PACE = 1.0  # seconds between reopenings of what ended: a crowd presses, it does not spin
LONGEST = 600.0  # seconds any mode may run
HEADER = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slowly-but-never-finishing\r\nX-Pad: " + b"a" * 200
# The body a slow or cut-off join carries (a wrong code: nobody joins by it, should one ever arrive whole).
JOIN_BODY = b'{"code": "000000", "wants": "viewer", "name": "a phone on a bad line"}'
MARK = b"Zq7"  # in every malformed request, so a test can see that no answer echoes it
# Requests aiohttp's parser rejects, each a different way (what a fuzzer, a scanner or a confused client sends).
MALFORMED = (
    b"GARBAGE" + MARK + b"\r\n\r\n",  # no request line at all
    b"G\x00T /" + MARK + b" HTTP/1.1\r\nHost: h\r\n\r\n",  # a NUL in the method
    b"G\xe9T /" + MARK + b" HTTP/1.1\r\nHost: h\r\n\r\n",  # a byte past ASCII in the method
    b"GET /" + MARK + b" HTTP/9.9\r\nHost: h\r\n\r\n",  # a version no one speaks
    b"GET / HTTP/1.1\r\nHost: h\r\nBad Header " + MARK + b": x\r\n\r\n",  # a space in a header's name
    b"GET /" + MARK + b" HTTP/1.1\r\nHost: h\r\nX: \x01" + MARK + b"\r\n\r\n",  # a control byte in a header
    b"POST /join HTTP/1.1\r\nHost: h\r\nContent-Length: " + MARK + b"\r\n\r\n",  # a length that is no number
    b"POST /join HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",  # two lengths
    b"POST /join HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n" + MARK + b"\r\n",  # a chunk size that is none
    b"GET /" + MARK * 3000 + b" HTTP/1.1\r\nHost: h\r\n\r\n",  # a 9 KB request line
    b"GET / HTTP/1.1\r\nHost: h\r\nX-Pad: " + MARK * 5462 + b"\r\n\r\n",  # a 16 KB header line
    b"GET / HTTP/1.1\r\nHost: h\r\n" + b"X-" + MARK + b": y\r\n" * 300 + b"\r\n",  # headers without names
    b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + MARK,  # HTTP/2's preface on an HTTP/1 port
    bytes.fromhex("16030100a5010000a10303") + MARK + b"\x00" * 64,  # a TLS hello on the plain port
)


def _headers(port: int, method: str, path: str, *extra: str) -> bytes:
    """A request's head as the page's own script sends it: its Host and Origin, JSON."""
    lines = [
        f"{method} {path} HTTP/1.1",
        f"Host: 127.0.0.1:{port}",
        f"Origin: http://127.0.0.1:{port}",
        "Content-Type: application/json",
        *extra,
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii")


def wrong_codes(port: int, avoid: str, count: int = 997) -> list[Shot]:
    """`count` joins with six-digit codes that are all wrong (none is `avoid`), in a fixed order."""
    draw = random.Random(36)
    shots = []
    while len(shots) < count:
        code = f"{draw.randrange(10**6):06d}"
        if code == avoid:
            continue
        body = json.dumps({"code": code, "wants": "controller"}).encode()
        shots.append(Shot("wrong code", _headers(port, "POST", "/join", f"Content-Length: {len(body)}") + body))
    return shots


def slow_bodies(port: int, addresses: Sequence[str], count: int, trickle: float) -> list[Hold]:
    """`count` joins over `addresses` in turn that promise a body and hold their place waiting for it:
    half silent, half trickling a byte every `trickle` seconds (unless it is 0)."""
    opening = _headers(port, "POST", "/join", f"Content-Length: {len(JOIN_BODY)}")
    return [
        Hold(
            addresses[number % len(addresses)],
            opening,
            JOIN_BODY,
            trickle if number % 2 and trickle > 0 else 0.0,
            again_when_answered=True,
        )
        for number in range(count)
    ]


def garbage() -> list[Shot]:
    """Every request of MALFORMED, one after another."""
    return [Shot("malformed", data) for data in MALFORMED]


def cut_posts(port: int) -> list[Shot]:
    """A join's headers and half its body, then the connection dropped: by a close, then by a reset."""
    half = _headers(port, "POST", "/join", f"Content-Length: {len(JOIN_BODY)}") + JOIN_BODY[: len(JOIN_BODY) // 2]
    return [Shot("cut by a close", half, cut="close"), Shot("cut by a reset", half, cut="reset")]


def crowd(args: argparse.Namespace) -> dict[str, Engine]:
    """The mixed crowd, by name: idle and slow-header connections and slow bodies held; cut-off posts and garbage fired."""
    addresses = sources(CROWD, args.addresses)
    holds = (
        [Hold(addresses[index % len(addresses)]) for index in range(args.idle)]
        + [Hold(addresses[index % len(addresses)], trickle=HEADER, every=0.5) for index in range(args.slow)]
        + slow_bodies(args.port, addresses, args.bodies, TRICKLE)
    )
    engines: dict[str, Engine] = {"held": Crowd(args.port, holds, args.pace)}
    for name, count, shots in (("cut", args.cut, cut_posts(args.port)), ("garbage", args.garbage, garbage())):
        if count > 0:  # `count` connections in flight, each going again at most once every `pace` seconds
            engines[name] = Barrage(args.port, addresses, shots, count, count / args.pace if args.pace > 0 else None)
    return engines


def crowd_figures(engines: dict[str, Engine], seconds: float) -> dict[str, Any]:
    """The crowd's figures in one line: the connections held, the totals, and each barrage's own count by name."""
    figures = dict(zip(engines, drive(list(engines.values()), seconds)))
    held, fired = figures.pop("held"), list(figures.values())
    return {
        **held,
        "connects": held["connects"] + sum(each["fired"] for each in fired),
        "answered": held["answered"] + sum(answered(each["outcomes"]) for each in fired),
        "failed": held["failed"] + sum(each["failed"] for each in fired),
        **figures,
    }


def _raise_descriptor_limit(wanted: int) -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (wanted if hard == resource.RLIM_INFINITY else min(wanted, hard), hard))


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.phone_crowd", description=__doc__.splitlines()[0])
    modes = parser.add_subparsers(dest="mode", required=True)
    for mode, words in (
        ("crowd", "idle, slow-header, slow-body, cut-off and garbage connections (load and fuzz tests)"),
        ("wrong-codes", "joins with wrong codes"),
        ("slow-bodies", "joins whose body never comes"),
        ("malformed", "what a parser refuses, and bodies cut short"),
    ):
        each = modes.add_parser(mode, help=words)
        each.add_argument("port", type=int)
        each.add_argument("seconds", type=float)
        each.add_argument(
            "--addresses",
            type=int,
            default=CROWD_DEFAULT if mode == "crowd" else STRANGERS_DEFAULT,
            help="source addresses (1 to 250)",
        )
        if mode == "crowd":
            for option, what in (
                ("idle", "connections that never send a byte"),
                ("slow", "clients sending their headers a byte every half second"),
                ("bodies", "joins promising a body that never comes whole"),
                ("cut", "connections posting half a body, then dropping it"),
                ("garbage", "connections sending requests the parser rejects"),
            ):
                each.add_argument(f"--{option}", type=int, default=0, help=what)
        if mode == "slow-bodies":
            each.add_argument("--per-address", type=int, default=PER_ADDRESS)
            each.add_argument("--trickle", type=float, default=TRICKLE, help="seconds between bytes; 0: never a byte")
        if mode in ("crowd", "slow-bodies"):
            each.add_argument("--pace", type=float, default=PACE, help="seconds between reopenings; 0: at once")
        else:
            each.add_argument("--at-once", type=int, default=0, help="requests in flight (default: one per address)")
        if mode == "wrong-codes":
            each.add_argument("--rate", type=float, default=None, help="requests a second at most (default: as answered)")
            each.add_argument("--avoid", default="", help="a code never sent (the right one)")
    return parser


def figures_of(args: argparse.Namespace) -> dict[str, Any]:
    """The mode's traffic for its seconds; its figures."""
    seconds = min(args.seconds, LONGEST)
    if args.mode == "crowd":
        _raise_descriptor_limit(args.idle + args.slow + args.bodies + args.cut + args.garbage + 256)
        return crowd_figures(crowd(args), seconds)
    addresses = sources(STRANGERS, args.addresses)
    if args.mode == "slow-bodies":
        holds = slow_bodies(args.port, addresses, len(addresses) * min(args.per_address, 64), args.trickle)
        _raise_descriptor_limit(len(holds) + 256)
        return drive([Crowd(args.port, holds, args.pace)], seconds)[0]
    shots = wrong_codes(args.port, args.avoid) if args.mode == "wrong-codes" else garbage() + cut_posts(args.port)
    at_once = min(args.at_once or len(addresses), 256)
    return drive([Barrage(args.port, addresses, shots, at_once, getattr(args, "rate", None))], seconds)[0]


def command(mode: str, port: int, seconds: float, *options: str) -> list[str]:
    """The command line that runs this tool's `mode` against the page on `port` for `seconds`."""
    return [sys.executable, "-m", "benchmarks.phone_crowd", mode, str(port), f"{seconds:g}", *options]


class Process:
    """This tool in a process of its own, from its "ready" on: `figures()` once its seconds are over, or `stop()`.

    Raises RuntimeError, with what it wrote on its standard error, if it does not start.
    """

    def __init__(self, mode: str, port: int, seconds: float, *options: str) -> None:
        self.process = subprocess.Popen(
            command(mode, port, seconds, *options), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        assert self.process.stdout is not None
        if self.process.stdout.readline().strip() != "ready":
            raise RuntimeError(f"the crowd did not start: {self.stop()[-2000:]}")

    def figures(self, timeout: float) -> dict[str, Any]:
        """Its figures, once it has ended by itself (waiting at most `timeout` seconds)."""
        out, err = self.process.communicate(timeout=timeout)
        if self.process.returncode:
            raise RuntimeError(f"the crowd stopped with {self.process.returncode}: {err[-2000:]}")
        return json.loads(out.strip().splitlines()[-1])

    def stop(self) -> str:
        """Ended now, if it still runs; what it wrote on its standard error."""
        if self.process.poll() is None:
            self.process.kill()
        return self.process.communicate()[1] or ""

    def __enter__(self) -> Process:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> None:
    print(json.dumps(figures_of(parser().parse_args(argv))), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
