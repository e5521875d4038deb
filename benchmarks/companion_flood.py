"""A phone that floods the page with posts: what it gets back, what the page reads, what it costs (issue 21, item 4).

    .venv/bin/python -m benchmarks.companion_flood [--seconds 10] [--connections 8]

The page runs on loopback in this process as in the referee (its own thread
and loop, the real limits: device/companion/rates.py, the body limit and the
early refusals of server.py, device/companion/doorman.py), with a joined
phone that plays and one that watches. A child process (so it does not share
this interpreter) then opens `--connections` connections at a time, each
sending one post and reading the answer's status line, again and again for
`--seconds`, in three floods:

* the phone that plays posting 1 MB bodies to /control;
* the phone that plays posting 4 KB bodies to /control (within the 4 KB limit);
* the phone that watches posting 4 KB answers to /answer.

For each it prints the answers by status, the posts the page closed without
an answer (refused on their headers and closed, or turned away at the
connection cap), the bytes the page read from its sockets (the doorman's
count), and the CPU the page's thread used, as a share of one core. These
are the "after" figures of docs/companion.md, "Figures measured"; the
"before" column there was measured once, on the code before issue 21, and
cannot be measured again from this one.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from typing import Any

MEGABYTE = 1024 * 1024
FLOODS = (  # name, who posts, path, body size
    ("a session posting 1 MB bodies to /control", "plays", "/control", MEGABYTE),
    ("a session posting 4 KB bodies to /control", "plays", "/control", 4096),
    ("a viewer posting 4 KB answers", "watches", "/answer", 4096),
)


def _body(size: int) -> bytes:
    """A JSON object of exactly `size` bytes (an answer's fields, padded), so the page's JSON door would take it."""
    head = b'{"question": 1, "kind": "go", "value": null, "pad": "'
    return head + b"x" * max(0, size - len(head) - 2) + b'"}'


# ------------------------------------------------------------ the flooding phone (child process)


def status_of(port: int, request: bytes, body: bytes = b"", timeout: float = 5.0) -> int | None:
    """One request on a new connection to the page on loopback; the status answered, or None when
    the page closed it without one. Shared with the fuzz test (tests/device/companion/test_companion_fuzz.py)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
            try:
                sock.sendall(request)
                sock.sendall(body)
            except OSError:
                pass  # refused early: the page stopped reading; what it answered is still read below
            answer = b""
            while b"\r\n" not in answer:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                answer += chunk
    except OSError:
        return None
    if not answer.startswith(b"HTTP/1."):
        return None
    return int(answer.split(b" ", 2)[1])


def _flood_main(port: int, token: str, path: str, size: int, seconds: float, connections: int) -> None:
    body = _body(size)
    request = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        f"Cookie: referee_session={token}\r\n\r\n"
    ).encode("ascii")
    statuses: Counter[str] = Counter()
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    def sender() -> None:
        while time.monotonic() < deadline:
            status = status_of(port, request, body)
            with lock:
                statuses["closed" if status is None else str(status)] += 1

    threads = [threading.Thread(target=sender) for _ in range(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(json.dumps(dict(statuses)), flush=True)


# ------------------------------------------------------------ the page's side


def _thread_cpu(thread: threading.Thread) -> float:
    """CPU seconds a thread of this process has used (Linux: its own CPU clock)."""
    assert thread.ident is not None
    return time.clock_gettime(time.pthread_getcpuclockid(thread.ident))


def measure(
    seconds: float = 10.0, connections: int = 8, floods: tuple[tuple[str, str, str, int], ...] = FLOODS
) -> list[dict[str, Any]]:
    """Each flood against a fresh page: its statuses, the posts closed unanswered, bytes read, page CPU."""
    from device.companion import start
    from engine.core import AskGo, Line

    rows = []
    for name, who, path, size in floods:
        page = start(lambda event: None, port=0, hosts=["127.0.0.1"])
        try:
            page.hub.shown({"question": 1, "game": "", "view": {}})
            page.hub.asked(AskGo(Line("Ready?")), "")  # a question on offer, as in a game
            plays = page.access.join("127.0.0.1", page.access.code, "controller")
            watches = page.access.join("127.0.0.1", page.access.code, "viewer")
            token = {"plays": plays, "watches": watches}[who].token  # type: ignore[union-attr]
            doorman = page.server.site.doorman
            thread = page.server._thread
            read_before, cpu_before, wall_before = doorman.received, _thread_cpu(thread), time.monotonic()
            done = subprocess.run(
                flood_command(page.server.ports[0], token, path, size, seconds, connections),
                capture_output=True,
                text=True,
                timeout=seconds + 120,
            )
            cpu = (_thread_cpu(thread) - cpu_before) / (time.monotonic() - wall_before) * 100
            if done.returncode:
                raise RuntimeError(done.stderr[-2000:])
            statuses = json.loads(done.stdout.strip().splitlines()[-1])
            rows.append(
                {
                    "flood": name,
                    "statuses": statuses,
                    "read_bytes": doorman.received - read_before,
                    "page_cpu": cpu,
                    "refused_at_the_door": doorman.refused_total,
                }
            )
        finally:
            page.stop()
    return rows


def describe(row: dict[str, Any]) -> str:
    """One flood's figures in words, as docs/companion.md gives them."""
    statuses = row["statuses"]
    answered = ", ".join(f"{count:,} answered {status}" for status, count in sorted(statuses.items()) if status != "closed")
    closed = statuses.get("closed", 0)
    return (
        f"{row['flood']}: {answered or 'none answered'}; {closed:,} closed without an answer; "
        f"{row['read_bytes'] / MEGABYTE:.1f} MB read by the page; page thread {row['page_cpu']:.0f} % of a core"
    )


def flood_command(port: int, token: str, path: str, size: int, seconds: float, connections: int) -> list[str]:
    """The flooding phone's command line: its settings as one JSON argument.

    Why one: a token may begin with "-" (it is URL-safe base64), and given
    as an argument of its own it was read as an option ("--flood: expected 6
    arguments", now and then).
    """
    settings = [port, token, path, size, seconds, connections]
    return [sys.executable, "-m", "benchmarks.companion_flood", "--flood", json.dumps(settings)]


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="how long each flood lasts (default 10)")
    parser.add_argument("--connections", type=int, default=8, help="connections at once (default 8)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON lines")
    parser.add_argument("--flood", type=json.loads, help=argparse.SUPPRESS)  # flood_command's settings
    return parser


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.flood:
        port, token, path, size, seconds, connections = args.flood
        _flood_main(int(port), str(token), str(path), int(size), float(seconds), int(connections))
        return 0
    # The page's own log lines (a refusal wave starting) go to standard error with their names; asyncio's
    # complaints about request tasks still pending when a page is stopped between floods are not figures.
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("asyncio").setLevel(logging.CRITICAL)
    print(f"{args.connections} connections at once from a second process, {args.seconds:g} s per flood:", flush=True)
    for row in measure(args.seconds, args.connections):
        print(json.dumps(row) if args.json else describe(row), flush=True)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
