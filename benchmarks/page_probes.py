"""What a round under hostile traffic is measured with: the referee's own countdown, the log, the machine, two phones.

Shared by benchmarks/page_siege.py, benchmarks/companion_strangers.py and
the load, siege, strangers' and fuzz tests under tests/device/companion/:

* `Watched`: the referee's countdown, noting on its own clock when its loop
  first finds the round over, so "the timer is exact" is the referee's
  deadline against the referee's clock, not a line stamped after the
  listeners before it have run;
* `MachineLateness`: a bare sleeper in a process of its own, whose worst
  wake-up is what the machine did to any process meanwhile, so a busy
  machine is not taken for a page that starves the referee;
* `LoggedBytes`: the bytes and lines every record at INFO and above would
  add to the service's log, taken on the root logger, where aiohttp
  ("aiohttp.server") and asyncio ("asyncio") log too (and the records
  themselves, for a test that reads them);
* `join_within` and `served_within`: an honest phone joining with the right
  code, and a joined phone's new connection (its page, then a picture on its
  event stream), each from a loopback address of its own and retried once a
  second, as a person taps again, until it works or the time is up.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import logging
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from typing import Callable, Iterator

from device.referee.timer import Countdown
from engine.core import AskTimer

LOOPBACK = "127.0.0.1"
AGAIN_AFTER = 1.0  # seconds between a phone's tries: a person tapping again
SERVICE_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"  # journald keeps a time with each line

# A process that sleeps 5 ms at a time until its standard input closes, then prints its latest wake-up in seconds.
_SLEEPER = """
import select, sys, time
worst = 0.0
while True:
    asked = time.monotonic()
    if select.select([sys.stdin], [], [], 0.005)[0]:
        break
    worst = max(worst, time.monotonic() - asked - 0.005)
print(worst)
"""


class Watched:
    """The referee's own countdown, noting on its own clock when its loop first finds the round over.

    Installed over device/referee/round_timer.py's Countdown (`watching`), it
    keeps the deadline the countdown was given and the moment `finished()`
    first said yes; `over` is set then, so a waiter wakes on the event itself.
    """

    def __init__(self) -> None:
        self.over = threading.Event()
        self.deadline = self.noticed = float("nan")

    def countdown(self, prompt: AskTimer, now: Callable[[], float] = time.monotonic, left: float | None = None) -> Countdown:
        watch = self

        class Noted(Countdown):
            def finished(self) -> bool:
                over = super().finished()
                if over and not watch.over.is_set():
                    watch.noticed = self._now()
                    watch.over.set()
                return over

        made = Noted(prompt, now, left)
        self.deadline = made._deadline  # the clock's reading at the start plus the round's seconds
        return made

    @property
    def late(self) -> float:
        """Clock seconds between the deadline and the loop finding the round over."""
        return self.noticed - self.deadline


@contextlib.contextmanager
def watching() -> Iterator[Watched]:
    """The referee's rounds counted down by a Watched for the time of the block."""
    from device.referee import round_timer

    watched = Watched()
    saved = round_timer.Countdown
    round_timer.Countdown = watched.countdown  # type: ignore[assignment,misc]
    try:
        yield watched
    finally:
        round_timer.Countdown = saved  # type: ignore[misc]


class MachineLateness:
    """A bare sleeper in a process of its own from construction to `worst()`: the machine's own lateness."""

    def __init__(self) -> None:
        self._process = subprocess.Popen(
            [sys.executable, "-c", _SLEEPER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )

    def worst(self) -> float:
        """Stop it; its worst wake-up, in seconds."""
        return float(self._process.communicate(timeout=30)[0])

    def stop(self) -> None:
        if self._process.poll() is None:
            self._process.kill()
            self._process.wait()


class LoggedBytes(logging.Handler):
    """Counts the bytes and lines every record at INFO and above would take on the service's log, tracebacks included.

    `keep`: the records are kept too (`kept`), for a test to read what was logged.
    """

    def __init__(self, keep: bool = False) -> None:
        super().__init__(logging.INFO)
        self.bytes = self.lines = self.records = 0
        self.kept: list[logging.LogRecord] = []
        self._keep = keep
        self.setFormatter(logging.Formatter(SERVICE_FORMAT))

    def emit(self, record: logging.LogRecord) -> None:
        text = self.format(record)
        self.bytes += len(text.encode("utf-8", "replace")) + 1
        self.lines += text.count("\n") + 1
        self.records += 1
        if self._keep:
            self.kept.append(record)

    def messages(self) -> list[str]:
        """The records kept, each as its logger's name and its message."""
        return [f"{record.name}: {record.getMessage()}" for record in self.kept]


@contextlib.contextmanager
def logged_bytes(keep: bool = False) -> Iterator[LoggedBytes]:
    """Every logger's records counted for the block: the root at INFO, as the service sets it (device/app/logs.py)."""
    counted = LoggedBytes(keep)
    root = logging.getLogger()
    level = root.level
    root.addHandler(counted)
    root.setLevel(logging.INFO)
    try:
        yield counted
    finally:
        root.removeHandler(counted)
        root.setLevel(level)


# ------------------------------------------------------------ phones


@dataclass(frozen=True)
class Try:
    """One probe's outcome: the seconds from its first try to success (None: not within its time), and why not."""

    seconds: float | None
    tries: int
    last_refusal: str = ""

    @property
    def worked(self) -> bool:
        return self.seconds is not None

    def within(self, limit: float) -> bool:
        """Worked, and in `limit` seconds (a last try's steps may together run a little past the time it was given)."""
        return self.seconds is not None and self.seconds <= limit


class Refusal(Exception):
    """The page answered, but not with what the phone wanted: the words say what it answered."""


def _exchange(
    port: int, source: str, method: str, path: str, timeout: float, *, body: bytes | None = None, cookie: str = ""
) -> tuple[http.client.HTTPConnection, http.client.HTTPResponse]:
    """One request on a new connection from `source`, with the headers the page's own script sends."""
    connection = http.client.HTTPConnection(LOOPBACK, port, timeout=max(0.05, timeout), source_address=(source, 0))
    headers = {"Origin": f"http://{LOOPBACK}:{port}"}
    if body is not None:
        headers["Content-Type"] = "application/json"
    if cookie:
        headers["Cookie"] = f"referee_session={cookie}"
    connection.request(method, path, body=body, headers=headers)
    return connection, connection.getresponse()


def _describe(problem: BaseException) -> str:
    if isinstance(problem, Refusal):
        return str(problem)
    if isinstance(problem, (socket.timeout, TimeoutError)):
        return "no answer in time"
    if isinstance(problem, (ConnectionResetError, http.client.RemoteDisconnected, BrokenPipeError)):
        return "connection reset"
    return type(problem).__name__


def _refusal(response: http.client.HTTPResponse, body: bytes) -> Refusal:
    try:
        words = json.loads(body).get("message", "")
    except (ValueError, AttributeError):
        words = ""
    return Refusal(f"{response.status} {words}".strip())


def join(port: int, source: str, code: str, timeout: float, wants: str = "viewer") -> str:
    """Join from `source` with `code` and load the page as a joined phone; its session token. Raises why not."""
    body = json.dumps({"code": code, "wants": wants}).encode()
    connection, response = _exchange(port, source, "POST", "/join", timeout, body=body)
    with contextlib.closing(connection):
        answer = response.read()
        cookie = response.getheader("Set-Cookie", "")
    if response.status != 200 or "referee_session=" not in cookie:
        raise _refusal(response, answer)
    token = cookie.split("referee_session=", 1)[1].split(";", 1)[0]
    _page(port, source, token, timeout)
    return token


def _page(port: int, source: str, token: str, timeout: float) -> None:
    """The app page, as a joined phone gets it (the join page would not load app.js)."""
    connection, response = _exchange(port, source, "GET", "/", timeout, cookie=token)
    with contextlib.closing(connection):
        page = response.read()
    if response.status != 200 or b"app.js" not in page:
        raise _refusal(response, b"")


def _picture(port: int, source: str, token: str, timeout: float) -> None:
    """The first picture on a new event stream of a joined phone."""
    connection, response = _exchange(port, source, "GET", "/events", timeout, cookie=token)
    with contextlib.closing(connection):
        if response.status != 200:
            raise _refusal(response, response.read())
        while line := response.readline():
            if line.startswith(b"data: "):
                if "game" not in json.loads(line[6:]):
                    raise Refusal("a picture without the game")
                return
    raise Refusal("the stream ended before a picture")


def _within(limit: float, attempt: Callable[[float], object]) -> Try:
    """`attempt(time left)` once a second until it returns, for `limit` seconds from the first try."""
    began = time.monotonic()
    tries, last = 0, ""
    while (left := began + limit - time.monotonic()) > 0:
        tries += 1
        started = time.monotonic()
        try:
            attempt(left)
            return Try(time.monotonic() - began, tries)
        except (OSError, http.client.HTTPException, Refusal, ValueError) as problem:
            last = _describe(problem)
        # A person taps again about a second after the last try began; the pause is the phone's, not a wait for the page.
        time.sleep(max(0.0, min(started + AGAIN_AFTER, began + limit) - time.monotonic()))
    return Try(None, tries, last)


def join_within(port: int, source: str, code: str, limit: float) -> Try:
    """An honest phone from `source` with the right code: how long until it has joined and loaded the page."""
    return _within(limit, lambda left: join(port, source, code, left))


def served_within(port: int, source: str, token: str, limit: float) -> Try:
    """A joined phone opening new connections: its page, then a picture on a new event stream."""

    def reload(left: float) -> None:
        ends = time.monotonic() + left
        _page(port, source, token, left)
        _picture(port, source, token, ends - time.monotonic())

    return _within(limit, reload)
