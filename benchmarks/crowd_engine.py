"""How hostile traffic is made: connections from chosen loopback addresses, held open or fired one after another.

Two engines, both one thread over one selector, so a single process can keep
thousands of sockets busy without a thread each:

* `Crowd` holds connections open: each sends its opening bytes at once, then
  trickles the rest a byte at a time (or never), and is opened again, at most
  once every `reopen_every` seconds (one by default), whenever the page
  closes it. This is the idle crowd, the slow header and the slow body.
* `Barrage` sends one request per connection, as fast as the page answers
  (or at a fixed rate), each from the next source address in turn, and
  tallies what came back; a request may instead be cut off once sent, by a
  close or a reset. This is the wrong-code stream, the malformed flood and
  the posts cut off.

`run` drives any number of them together on one selector, so one process
can hold a crowd and fire barrages beside it. Every connection goes to
127.0.0.1 from an address of 127.0.0.0/8 bound as its source, so the page
sees many machines while nothing leaves this one.
benchmarks/phone_crowd.py chooses what is sent.
"""

from __future__ import annotations

import errno
import selectors
import socket
import struct
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence

LOOPBACK = "127.0.0.1"
REOPEN_EVERY = 1.0  # seconds between reopening what the page closed: a crowd presses, it does not spin
TICK = 0.1  # seconds between looks at what is due (a trickled byte, a paced request)
ANSWER_WAIT = 10.0  # seconds a fired request waits for its answer before it is given up


def sources(block: int, count: int) -> list[str]:
    """`count` source addresses 127.0.`block`.1 onwards: one kind of visitor per block, never 127.0.0.1 itself."""
    if not 1 <= block <= 254 or not 1 <= count <= 250:
        raise ValueError(f"127.0.{block}.1 to .{count}: the block is 1 to 254 and the count 1 to 250")
    return [f"127.0.{block}.{number}" for number in range(1, count + 1)]


def connect_from(source: str, port: int) -> socket.socket | None:
    """A non-blocking connection from `source` to the page; None when it could not even be started."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setblocking(False)
    try:  # Linux: the port is chosen at connect, per destination, so a busy source does not run out of ports
        sock.setsockopt(socket.IPPROTO_IP, getattr(socket, "IP_BIND_ADDRESS_NO_PORT", 24), 1)
    except OSError:
        pass
    try:
        sock.bind((source, 0))
        code = sock.connect_ex((LOOPBACK, port))
    except OSError:
        sock.close()
        return None
    if code not in (0, errno.EINPROGRESS):
        sock.close()
        return None
    return sock


def close_abruptly(sock: socket.socket) -> None:
    """Close with a reset rather than a goodbye (RST, not FIN), as a phone that leaves the Wi-Fi's range."""
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass  # already reset by the other side: closing is all that is left
    sock.close()


class Engine(Protocol):
    """What `run` drives: a Crowd or a Barrage."""

    def begin(self, selector: selectors.BaseSelector, now: float) -> None: ...
    def handle(self, item: Any, events: int) -> None: ...
    def tick(self, now: float) -> None: ...
    def due(self, now: float) -> float: ...
    def end(self) -> dict[str, Any]: ...


def run(engines: Sequence[Engine], seconds: float) -> list[dict[str, Any]]:
    """Start every engine, print "ready", drive them all for `seconds`; each one's figures, in order.

    Each registers its sockets on the one selector with (engine, item) as
    their data, so one thread serves them all.
    """
    selector = selectors.DefaultSelector()
    now = time.monotonic()
    for engine in engines:
        engine.begin(selector, now)
    print("ready", flush=True)
    deadline = time.monotonic() + seconds
    while (now := time.monotonic()) < deadline:
        wait = min([engine.due(now) for engine in engines] + [deadline - now])
        for key, events in selector.select(timeout=max(0.0, wait)):
            engine, item = key.data
            engine.handle(item, events)
        now = time.monotonic()
        for engine in engines:
            engine.tick(now)
    return [engine.end() for engine in engines]


# ------------------------------------------------------------ connections held open


@dataclass(frozen=True)
class Hold:
    """One connection to keep open: `opening` sent at once, then `trickle` one byte every `every` seconds.

    `again_when_answered`: an answer means the page let go of what held the
    place (a slow body answered 408), so the connection is closed and a fresh
    one held instead; without it an answer is ignored.
    """

    source: str
    opening: bytes = b""
    trickle: bytes = b""
    every: float = 0.0
    again_when_answered: bool = False


@dataclass
class _Held:
    hold: Hold
    sock: socket.socket
    next_byte: float
    sent: int = 0  # of the opening
    trickled: int = 0


class Crowd:
    """`holds` against the page on 127.0.0.1:`port`, each reopened when the page closes it, at most once every `reopen_every` s."""

    def __init__(self, port: int, holds: Sequence[Hold], reopen_every: float = REOPEN_EVERY) -> None:
        self.port = port
        self.holds = list(holds)
        self.reopen_every = reopen_every
        self.selector: selectors.BaseSelector = selectors.DefaultSelector()
        self.held: dict[int, _Held] = {}  # by descriptor
        self.connects = self.closed_by_server = self.failed = self.answered = self.most_open = 0
        self._reopen: list[Hold] = []
        self._next_reopen = 0.0

    def open(self, hold: Hold) -> None:
        sock = connect_from(hold.source, self.port)
        if sock is None:
            self.failed += 1
            return
        self.connects += 1
        held = _Held(hold, sock, next_byte=time.monotonic() + hold.every)
        self.held[sock.fileno()] = held
        self.selector.register(sock, selectors.EVENT_READ | (selectors.EVENT_WRITE if hold.opening else 0), (self, held))

    def _close(self, held: _Held) -> None:
        self.held.pop(held.sock.fileno(), None)
        self.selector.unregister(held.sock)
        held.sock.close()
        self._reopen.append(held.hold)

    def _send_opening(self, held: _Held) -> None:
        try:
            held.sent += held.sock.send(held.hold.opening[held.sent :])
        except BlockingIOError:
            return
        except OSError:
            return  # reset: the read below sees it
        if held.sent >= len(held.hold.opening):
            self.selector.modify(held.sock, selectors.EVENT_READ, (self, held))

    def _read(self, held: _Held) -> None:
        try:
            data = held.sock.recv(4096)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:  # closed or reset by the page
            self.closed_by_server += 1
            self._close(held)
        elif held.hold.again_when_answered:
            self.answered += 1
            self._close(held)
        else:
            self.answered += 1

    def _trickle(self, now: float) -> None:
        for held in list(self.held.values()):
            hold = held.hold
            if hold.every <= 0 or held.trickled >= len(hold.trickle) or now < held.next_byte:
                continue
            if held.sent < len(hold.opening):
                continue
            held.next_byte = now + hold.every
            try:
                held.trickled += held.sock.send(hold.trickle[held.trickled : held.trickled + 1])
            except OSError:
                pass  # full or reset: the next tick, or the read, deals with it

    def begin(self, selector: selectors.BaseSelector, now: float) -> None:
        """Open every connection."""
        self.selector = selector
        for hold in self.holds:
            self.open(hold)
        self._next_reopen = now + self.reopen_every
        self.most_open = len(self.held)

    def handle(self, held: _Held, events: int) -> None:
        if self.held.get(held.sock.fileno()) is not held:
            return  # closed earlier in this round of events
        if events & selectors.EVENT_WRITE:
            self._send_opening(held)
        if events & selectors.EVENT_READ:
            self._read(held)

    def tick(self, now: float) -> None:
        self._trickle(now)
        if now >= self._next_reopen:
            self._next_reopen = now + self.reopen_every
            waiting, self._reopen = self._reopen, []
            for hold in waiting:
                self.open(hold)
        self.most_open = max(self.most_open, len(self.held))

    def due(self, now: float) -> float:
        return min(TICK, self._next_reopen - now) if self._reopen else TICK

    def end(self) -> dict[str, Any]:
        for held in self.held.values():
            held.sock.close()
        return {
            "connects": self.connects,
            "closed_by_server": self.closed_by_server,
            "failed": self.failed,
            "answered": self.answered,
            "most_open": self.most_open,
        }


# ------------------------------------------------------------ requests fired one after another


@dataclass(frozen=True)
class Shot:
    """One request on a connection of its own.

    `cut`: "close" or "reset" to end the connection that way as soon as the
    data is sent, reading no answer ("": read the answer).
    """

    name: str
    data: bytes
    cut: str = ""


@dataclass
class _Flight:
    shot: Shot
    sock: socket.socket
    began: float
    sent: int = 0
    received: bytearray = field(default_factory=bytearray)


def status_of_answer(data: bytes, whole: bool) -> int | None:
    """The status of the HTTP answer in `data` once it has all come (`whole`: the page closed, so this is all)."""
    head, blank, body = bytes(data).partition(b"\r\n\r\n")
    if not head.startswith(b"HTTP/1."):
        return None
    try:
        status = int(head.split(b" ", 2)[1])
    except (IndexError, ValueError):
        return None
    if whole:
        return status
    if not blank:
        return None
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return status if len(body) >= int(value) else None
    return None  # no length: the answer ends when the page closes


class Barrage:
    """Shots at the page, `at_once` connections in flight, each new one from the next source in turn.

    As fast as the page answers, or `rate` shots a second at most. Every
    outcome is tallied: the status answered, "closed" (no answer before the
    page closed), "reset", "cut short" (sent, then closed or reset on purpose),
    "no answer" (given up after ANSWER_WAIT).
    """

    def __init__(
        self, port: int, addresses: Sequence[str], shots: Sequence[Shot], at_once: int, rate: float | None = None
    ) -> None:
        self.port = port
        self.addresses = list(addresses)
        self.shots = list(shots)
        self.at_once = max(1, at_once)
        self.rate = rate
        self.selector: selectors.BaseSelector = selectors.DefaultSelector()
        self.flights: dict[int, _Flight] = {}
        self.outcomes: Counter[str] = Counter()
        self.fired = self.failed = 0
        self._next_launch = 0.0

    def _launch(self, now: float) -> None:
        index = self.fired + self.failed
        shot = self.shots[index % len(self.shots)]
        sock = connect_from(self.addresses[index % len(self.addresses)], self.port)
        if sock is None:
            self.failed += 1
            return
        self.fired += 1
        flight = _Flight(shot, sock, now)
        self.flights[sock.fileno()] = flight
        self.selector.register(sock, selectors.EVENT_WRITE, (self, flight))

    def _land(self, flight: _Flight, outcome: str, reset: bool = False) -> None:
        self.outcomes[outcome] += 1
        self.flights.pop(flight.sock.fileno(), None)
        self.selector.unregister(flight.sock)
        if reset:
            close_abruptly(flight.sock)
        else:
            flight.sock.close()

    def _send(self, flight: _Flight) -> None:
        try:
            flight.sent += flight.sock.send(flight.shot.data[flight.sent :])
        except BlockingIOError:
            return
        except OSError:  # the page stopped reading and closed: whatever it answered is read next
            self.selector.modify(flight.sock, selectors.EVENT_READ, (self, flight))
            return
        if flight.sent >= len(flight.shot.data):
            if flight.shot.cut:
                self._land(flight, "cut short", reset=flight.shot.cut == "reset")
            else:
                self.selector.modify(flight.sock, selectors.EVENT_READ, (self, flight))

    def _read(self, flight: _Flight) -> None:
        try:
            data = flight.sock.recv(65536)
        except BlockingIOError:
            return
        except OSError:
            status = status_of_answer(flight.received, whole=True)
            self._land(flight, str(status) if status else "reset")
            return
        flight.received += data
        status = status_of_answer(flight.received, whole=not data)
        if status is not None:
            self._land(flight, str(status))
        elif not data:
            self._land(flight, "closed")

    def _may_launch(self, now: float) -> bool:
        if len(self.flights) >= self.at_once:
            return False
        if self.rate is None:
            return True
        if now < self._next_launch:
            return False
        self._next_launch = max(self._next_launch + 1 / self.rate, now - 1 / self.rate)
        return True

    def _launch_due(self, now: float) -> None:
        """Launch what the pace allows, at most `at_once` tries a pass (a source that cannot connect must not spin)."""
        for _ in range(self.at_once):
            if not self._may_launch(now):
                return
            self._launch(now)

    def begin(self, selector: selectors.BaseSelector, now: float) -> None:
        """The first shots."""
        self.selector = selector
        self._next_launch = now
        self._launch_due(now)

    def handle(self, flight: _Flight, events: int) -> None:
        if self.flights.get(flight.sock.fileno()) is not flight:
            return  # landed earlier in this round of events
        if events & selectors.EVENT_WRITE:
            self._send(flight)
        elif events & selectors.EVENT_READ:
            self._read(flight)

    def tick(self, now: float) -> None:
        for flight in [flight for flight in self.flights.values() if now - flight.began > ANSWER_WAIT]:
            self._land(flight, "no answer")
        self._launch_due(now)

    def due(self, now: float) -> float:
        return TICK if self.rate is None else min(TICK, max(0.0, self._next_launch - now))

    def end(self) -> dict[str, Any]:
        for flight in self.flights.values():
            flight.sock.close()
        return {"fired": self.fired, "failed": self.failed, "outcomes": dict(self.outcomes)}


def answered(outcomes: dict[str, int]) -> int:
    """How many of a barrage's outcomes were answers from the page (a status), not a close, a reset or a cut."""
    return sum(count for outcome, count in outcomes.items() if outcome.isdigit())
