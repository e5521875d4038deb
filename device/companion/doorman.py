"""How many connections the phone page holds, and for how long: the referee's descriptors come first.

Every open connection costs the referee's process one file descriptor, the
same kind the journal needs to save a move. Left alone, a phone (or anything
on the Wi-Fi) opening a thousand idle connections used them all up: the
journal could not save, and asyncio logged an accept error many times a
second. So every connection passes this doorman:

* at most `most` at once, fewer than the descriptors the process may open
  minus a reserve kept for storage, speech and sounds;
* of those, `for_phones` (a third) are kept for joined phones: *strangers*,
  connections that never carried a joined phone's request, may hold the
  rest and no more. A new connection is a stranger until its first request
  says otherwise, so when the strangers' places (or all places) are taken, a
  newcomer takes the place of a stranger that is only waiting: idle, still
  trickling its headers, or waiting for a body it was promised. Which one
  gives way is chosen so that churn cannot push out an honest newcomer: from
  the address whose strangers hold the most places, the one waiting longest.
  With no stranger able to give way, the newcomer is closed as soon as it is
  accepted (its descriptor is free again at once, and the listening socket
  never sees "too many open files"). A joined phone's connection never gives
  way;
* at most `per_address` from one network address, so one device cannot take
  every place from the phones at the table;
* a connection with no request under way (idle, or still trickling its
  headers) for `idle` seconds is closed; a request body must arrive within
  the same time, a join's within 2 seconds (bodies.py);
* refusals are logged in waves (waves.py): a line when they start, a line
  with the counts once they have stopped, never one a connection.

It wraps aiohttp's protocol rather than replacing it: aiohttp still parses
every request; the doorman only counts, times and closes.
"""

from __future__ import annotations

import asyncio
import os
import resource
import socket
import time
import weakref
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, cast

from aiohttp import web

from device.companion.waves import Wave

MOST_CONNECTIONS = 96  # 16 phones, each with its event stream and a few requests in flight
PER_ADDRESS = 16  # a browser opens 6 to a host; a phone and a laptop behind one address fit
IDLE = 10.0  # seconds a connection may hold a place without a request under way
RECEIVE_BUFFER = 32 * 1024  # bytes the kernel holds per connection: a request is a few KB; a flood stays small
RESERVE = 256  # descriptors always left for the journal, the speaker, the sounds and the logs
SWEEP = 1.0  # seconds between looks for connections that overstayed
PHONES_SHARE = 3  # one place in this many is kept for joined phones' connections: 32 of 96


def descriptors_free() -> int:
    """How many more files this process may open now (its soft limit minus those open)."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        used = len(os.listdir("/proc/self/fd"))
    except OSError:
        used = 64
    return soft - used if soft != resource.RLIM_INFINITY else 1 << 20


def connection_cap(most: int = MOST_CONNECTIONS, reserve: int = RESERVE) -> int:
    """The cap: `most`, lowered when the descriptor limit could not hold that many plus the reserve."""
    return max(4, min(most, descriptors_free() - reserve))


@dataclass
class Place:
    """One admitted connection: its address, whether a request is under way, and when it last made progress."""

    address: str
    last: float
    busy: int = 0
    known: bool = False  # it carried a request of a joined phone: never made to give way to a newcomer
    waiting: bool = False  # its request is under way but only waits for its body: no more work than idle
    deaf: bool = False  # its request was refused on the headers: nothing more is read from it before it closes
    ended: bool = False  # deaf, answered, and its end of the connection shut: aborted at the next sweep

    @property
    def may_give_way(self) -> bool:
        """A stranger that is only waiting (idle, trickling its headers, or awaiting a body) may make room."""
        return not self.known and (not self.busy or self.waiting)


@dataclass
class Doorman:
    most: int = field(default_factory=connection_cap)
    per_address: int = PER_ADDRESS
    idle: float = IDLE
    clock: Callable[[], float] = time.monotonic
    for_phones: int | None = None  # places strangers may never hold; None: one in PHONES_SHARE of `most`
    places: dict[Any, Place] = field(default_factory=dict)  # by transport
    by_address: dict[str, int] = field(default_factory=dict)
    closed_idle: int = 0
    received: int = 0  # bytes read from every admitted connection (for the figures in docs/companion.md)
    refusals: Wave = field(init=False)  # kinds "refused" and "made to give way"
    _made_room: "weakref.WeakSet[Any]" = field(default_factory=weakref.WeakSet)  # closed to make room, while they live

    def __post_init__(self) -> None:
        if self.for_phones is None:
            self.for_phones = self.most // PHONES_SHARE
        self.refusals = Wave("%s", "the phone page's connections are back to normal (%s meanwhile)", self.clock)

    @property
    def strangers_most(self) -> int:
        """The places strangers may hold together: all but those kept for phones (never fewer than one)."""
        return max(1, self.most - (self.for_phones or 0))

    @property
    def refused_total(self) -> int:
        """Connections refused or made to give way since the page started (for the figures)."""
        return sum(self.refusals.totals.values())

    def admit(self, transport: asyncio.BaseTransport) -> bool:
        """A new connection: True when it may stay, else the caller aborts it."""
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        if self.by_address.get(address, 0) >= self.per_address:
            self.refusals.note(
                "refused",
                f"{address or 'one address'} holds {self.per_address} connections, "
                "the most for one address: refusing its new ones until places are free",
            )
            return False
        strangers = sum(1 for place in self.places.values() if not place.known)
        if len(self.places) >= self.most or strangers >= self.strangers_most:
            room = self._giving_way()
            why = (
                f"the phone page holds {len(self.places)} connections, {strangers} of them strangers' "
                f"(at most {self.most}, {self.strangers_most} for strangers)"
            )
            if room is None:
                self.refusals.note("refused", f"{why}: refusing new connections until places are free")
                return False
            self.refusals.note("made to give way", f"{why}: waiting strangers give way to newcomers")
            self._made_room.add(room)
            self._drop(room)
            room.abort()
        self.places[transport] = Place(address, self.clock())
        self.by_address[address] = self.by_address.get(address, 0) + 1
        return True

    def _giving_way(self) -> Any:
        """The stranger to make room, or None: among those only waiting, one of the address whose strangers
        hold the most places, the one waiting longest.

        Why by address first: a stranger who churns connections from a few
        addresses would otherwise push out, each time, whichever newcomer
        waited longest, an honest phone's one connection among them.
        """
        held = Counter(place.address for place in self.places.values() if not place.known)
        waiting = [
            (-held[place.address], place.last, id(transport), transport)
            for transport, place in self.places.items()
            if place.may_give_way
        ]
        return min(waiting)[3] if waiting else None

    def _drop(self, transport: Any) -> None:
        place = self.places.pop(transport, None)
        if place is None:
            return
        left = self.by_address.get(place.address, 1) - 1
        if left:
            self.by_address[place.address] = left
        else:
            self.by_address.pop(place.address, None)

    def release(self, transport: asyncio.BaseTransport) -> None:
        self._drop(transport)

    def started(self, transport: Any, known: bool = False) -> None:
        """A request's headers arrived on this connection (`known`: from a joined phone): working, not idle."""
        place = self.places.get(transport)
        if place is not None:
            place.busy += 1
            place.last = self.clock()
            place.known = place.known or known

    def finished(self, transport: Any) -> None:
        place = self.places.get(transport)
        if place is not None:
            place.busy = max(0, place.busy - 1)
            place.last = self.clock()

    @contextmanager
    def awaiting_body(self, transport: Any) -> Iterator[None]:
        """While a request waits for its body, its connection may give way as an idle one would."""
        place = self.places.get(transport)
        if place is not None:
            place.waiting = True
        try:
            yield
        finally:
            if place is not None:
                place.waiting = False

    def gave_way(self, transport: Any) -> bool:
        """Whether this connection was closed to make room for a newcomer (its request's end is the doorman's doing)."""
        return transport in self._made_room

    def stop_reading(self, transport: Any) -> None:
        """A request refused on its headers: read nothing more from its connection (the body stays unsent)."""
        place = self.places.get(transport)
        if place is not None:
            place.deaf = True
        if transport is not None and not transport.is_closing():
            transport.pause_reading()

    def overstayed(self) -> list[Any]:
        """The connections with no request under way for longer than `idle` seconds."""
        now = self.clock()
        return [transport for transport, place in self.places.items() if not place.busy and now - place.last > self.idle]

    def sweep(self) -> int:
        """Close every connection that overstayed; how many. Also ends a wave of refusals once it is quiet."""
        self.refusals.settle()
        for transport, place in list(self.places.items()):  # refused on the headers and answered: close it
            if place.deaf and not place.busy:
                if place.ended or not transport.can_write_eof():
                    transport.abort()
                else:  # first the answer and an end of file, so the phone reads the refusal; then, a sweep later, gone
                    transport.write_eof()
                    place.ended = True
        gone = self.overstayed()
        for transport in gone:
            self.closed_idle += 1
            transport.abort()  # frees the descriptor now; connection_lost releases the place
        return len(gone)


class Watched(asyncio.Protocol):
    """aiohttp's protocol for one connection, behind the doorman: refused, counted, released."""

    def __init__(self, inner: Any, doorman: Doorman) -> None:
        self.inner = inner
        self.doorman = doorman
        self.transport: asyncio.BaseTransport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        if not self.doorman.admit(transport):
            cast(asyncio.Transport, transport).abort()  # a stream server's transport: asyncio's signature says less
            return
        self.transport = transport
        self.inner.connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.transport is None:
            return
        self.doorman.release(self.transport)
        if self.doorman.gave_way(self.transport) and hasattr(self.inner, "made_room"):
            self.inner.made_room = True  # its request's end was the doorman's doing (noise.py's QuietHandler)
        self.inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.transport is None:
            return
        place = self.doorman.places.get(self.transport)
        if place is not None and place.deaf:  # aiohttp may ask for more after a refusal; nothing is read
            cast(asyncio.Transport, self.transport).pause_reading()
            return
        self.doorman.received += len(data)
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.transport is not None else None

    def pause_writing(self) -> None:
        if self.transport is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.transport is not None:
            self.inner.resume_writing()


class WatchedSite(web.TCPSite):
    """aiohttp's TCP site with every connection passed through the doorman.

    `handler` makes the protocol for each connection (noise.py's, with the
    page's own error answers); by default aiohttp's own.
    """

    __slots__ = ("_doorman", "_handler")

    def __init__(
        self, runner: web.AppRunner, host: str, port: int, doorman: Doorman, handler: Callable[[], asyncio.Protocol] | None = None
    ) -> None:
        super().__init__(runner, host, port, reuse_address=True)
        self._doorman = doorman
        self._handler = handler

    async def start(self) -> None:
        self._runner._reg_site(self)  # what BaseSite.start does; TCPSite.start would make an unwatched server
        loop = asyncio.get_running_loop()
        server = self._runner.server
        assert server is not None
        doorman = self._doorman
        handler = self._handler or server
        self._server = await loop.create_server(
            lambda: Watched(handler(), doorman),
            self._host,
            self._port,
            backlog=self._backlog,
            reuse_address=self._reuse_address,
        )
        for sock in self._server.sockets:  # accepted connections inherit it: a refused body waits on the sender's side
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, RECEIVE_BUFFER)
        self._bound_port = self._server.sockets[0].getsockname()[1] if self._server.sockets else self._port
