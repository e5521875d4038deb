"""Strangers on the Wi-Fi against the phone page: what they make it log, and whether phones are still served (issue 36).

    .venv/bin/python -m benchmarks.companion_strangers [--seconds 10] [--json]

Each flood runs against a fresh page on loopback in this process, as in the
referee (its own thread and loop, the real doorman, rates and handlers),
from a second process (benchmarks/phone_crowd.py), for `--seconds`:

* malformed: 16 connections from one address, each sending a request the
  HTTP parser rejects (the crowd's MALFORMED, in turn), reading the answer
  and going again at once;
* cut short: 16 connections from one address, each sending a join's
  headers and half its body, then dropping the connection (a close or a
  reset in turn), and going again at once;
* slow bodies: 6 addresses x 16 posts to /join that promise a body, half
  sending none of it and half a byte every 3 s, each reopened as soon as
  the page lets it go (the attack of issue 36, point 3).

For each it prints the requests the crowd sent, the lines and bytes the log
grew by (every logger, INFO and up, formatted as the service's journal
keeps them), and the probes this process made meanwhile, four a second: a
new phone joining with the right code on a new connection from a new
address (and leaving again, so the page never fills with phones), and a
phone joined before the flood asking for the page on a new connection. A
probe is served when it is answered 200; the slowest served one is given.
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from benchmarks.page_probes import logged_bytes
from benchmarks.phone_crowd import Process

FLOODS = (  # name, benchmarks/phone_crowd.py's mode and options
    ("malformed", ("crowd", "--garbage", "16", "--addresses", "1", "--pace", "0")),
    ("cut short", ("crowd", "--cut", "16", "--addresses", "1", "--pace", "0")),
    ("slow bodies", ("slow-bodies", "--addresses", "6", "--per-address", "16", "--pace", "0.05")),
)
PROBES_EVERY = 0.25  # seconds between a new phone's join and a joined phone's page, during a flood


@dataclass
class Probes:
    """What the probing phones got: served (200), or not (another status, a reset, a timeout)."""

    served: dict[str, int] = field(default_factory=lambda: {"new phone": 0, "joined phone": 0})
    failed: dict[str, int] = field(default_factory=lambda: {"new phone": 0, "joined phone": 0})
    slowest: float = 0.0


def _ask(port: int, request: bytes, source: str) -> tuple[int | None, bytes]:
    """One request on a new connection from `source`: its status (None if none came) and the whole answer."""
    try:
        with socket.socket() as sock:
            sock.bind((source, 0))
            sock.settimeout(5)
            sock.connect(("127.0.0.1", port))
            sock.sendall(request)
            answer = b""
            while chunk := sock.recv(65536):
                answer += chunk
    except OSError:
        return None, b""
    if not answer.startswith(b"HTTP/1."):
        return None, answer
    return int(answer.split(b" ", 2)[1]), answer


def _post(port: int, path: str, body: bytes, cookie: str = "") -> bytes:
    extra = f"Cookie: {cookie}\r\n" if cookie else ""
    return (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\nConnection: close\r\n{extra}\r\n"
    ).encode() + body


def _join(port: int, code: str, source: str) -> tuple[int | None, str]:
    """A phone joins from `source`: the status, and its session cookie ("" without one)."""
    status, answer = _ask(port, _post(port, "/join", json.dumps({"code": code, "wants": "viewer"}).encode()), source)
    cookie = next(
        (
            line.split(b":", 1)[1].split(b";", 1)[0].strip().decode()
            for line in answer.split(b"\r\n")
            if line.lower().startswith(b"set-cookie:")
        ),
        "",
    )
    return status, cookie


def _probe(port: int, code: str, joined: str, stop: threading.Event, probes: Probes) -> None:
    """Four times a second until `stop`: a new phone joins (then leaves), and a joined phone loads the page."""
    page = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nCookie: {joined}\r\nConnection: close\r\n\r\n".encode()
    number = 0
    while not stop.wait(PROBES_EVERY):
        number += 1
        source = f"127.0.{10 + number // 250}.{1 + number % 250}"  # a new address each time: no limit on tries met
        began = time.monotonic()
        status, cookie = _join(port, code, source)
        tally = probes.served if status == 200 else probes.failed
        tally["new phone"] += 1
        if status == 200:
            probes.slowest = max(probes.slowest, time.monotonic() - began)
            _ask(port, _post(port, "/leave", b"{}", cookie), source)
        began = time.monotonic()
        status, _ = _ask(port, page, "127.0.5.1")
        (probes.served if status == 200 else probes.failed)["joined phone"] += 1
        if status == 200:
            probes.slowest = max(probes.slowest, time.monotonic() - began)


def measure(seconds: float = 10.0, floods: tuple[tuple[str, tuple[str, ...]], ...] = FLOODS) -> list[dict[str, Any]]:
    """Each flood against a fresh page: the crowd's figures, the log's growth, and the probes."""
    from device.companion import start

    rows = []
    with logged_bytes() as log:
        for name, (mode, *options) in floods:
            page = start(lambda event: None, port=0, hosts=["127.0.0.1"])
            try:
                port = page.server.ports[0]
                status, joined = _join(port, page.access.code, "127.0.5.1")
                assert status == 200, status
                lines, size = log.lines, log.bytes
                with Process(mode, port, seconds, *options) as crowd:
                    stop, probes = threading.Event(), Probes()
                    prober = threading.Thread(target=_probe, args=(port, page.access.code, joined, stop, probes))
                    prober.start()
                    try:
                        figures = crowd.figures(timeout=seconds + 60)
                    finally:
                        stop.set()
                        prober.join()
                rows.append(
                    {
                        "flood": name,
                        "crowd": figures,
                        "log_lines": log.lines - lines,
                        "log_bytes": log.bytes - size,
                        "served": probes.served,
                        "failed": probes.failed,
                        "slowest_served": probes.slowest,
                    }
                )
            finally:
                page.stop()
    return rows


def describe(row: dict[str, Any]) -> str:
    """One flood's figures in words, as docs/companion.md gives them."""
    crowd, served, failed = row["crowd"], row["served"], row["failed"]
    probes = "; ".join(f"{who}: {served[who]} of {served[who] + failed[who]} served" for who in served)
    return (
        f"{row['flood']}: {crowd['connects']:,} connections ({crowd['answered']:,} answered); the log grew by "
        f"{row['log_lines']:,} lines, {row['log_bytes']:,} bytes; {probes} (slowest {row['slowest_served'] * 1000:.0f} ms)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="how long each flood lasts (default 10)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON lines")
    args = parser.parse_args(argv)
    print(f"each flood {args.seconds:g} s from a second process; probes every {PROBES_EVERY} s:", flush=True)
    for row in measure(args.seconds):
        print(json.dumps(row) if args.json else describe(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
