"""The page's own thread: an asyncio loop that binds the table's private addresses (waiting for a network when there is none), serves the Site, sweeps quiet phones and stops cleanly."""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
from aiohttp import web
from typing import Any, Callable

from device.companion.access import Access
from device.companion.doorman import SWEEP, WatchedSite
from device.companion.hub import Hub
from device.companion.history_routes import History
from device.companion.noise import handlers
from device.companion.server import Site

log = logging.getLogger("table_referee.companion")


NETWORK_POLL = 5.0  # seconds between looks for a network address, while there is none
# aiohttp's settings for every connection's handler. No access log (a line per request); no "lingering":
# after answering a request whose body never came, aiohttp would read and drop that body for 10 s more,
# the connection holding its place all the while, where closing it at once frees the place.
HANDLER_SETTINGS: dict[str, Any] = {"access_log": None, "lingering_time": 0.0}


class Companion:
    """The server on its own thread. start() returns once it listens (or raises why it cannot).

    Given no hosts, it finds them with `find_hosts` (this machine's private
    addresses), and while there are none yet (a Pi whose Wi-Fi comes up after
    the referee), it looks again every few seconds and listens once one is
    there; `on_listening` is then called on the server's thread.
    """

    def __init__(
        self,
        hub: Hub,
        access: Access,
        put: Callable[[Any], None],
        hosts: list[str] | None,
        port: int,
        history: History | None = None,
        *,
        find_hosts: Callable[[], list[str]] = lambda: [],
        on_listening: Callable[[], None] = lambda: None,
        on_new_code: Callable[[], None] = lambda: None,
    ) -> None:
        self.site = Site(hub, access, put, history, on_new_code=on_new_code)
        self.hub = hub
        self.hosts: list[str] = []  # as listening
        self._given = hosts
        self._find_hosts = find_hosts
        self._on_listening = on_listening
        self._waiting: asyncio.Task[None] | None = None
        self._sweeping: asyncio.Future[None] | None = None
        self.port = port
        self.ports: list[int] = []  # as bound (port 0 in tests gives a free one)
        self._loop = asyncio.new_event_loop()
        self._loop.set_exception_handler(self.site.noise.loop_error)  # what asyncio would log, in waves
        self._handler: Callable[[], Any] | None = None  # makes each connection's aiohttp handler, once listening
        self._runner: web.AppRunner | None = None
        self._thread = threading.Thread(target=self._run, name="companion", daemon=True)
        self._ready = threading.Event()
        self._failed: BaseException | None = None

    def start(self) -> None:
        self._thread.start()
        self._ready.wait(timeout=30)
        if self._failed is not None:
            raise self._failed

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._listen())
        except BaseException as error:  # noqa: BLE001 - reported to start(), which raises it on the referee's thread
            self._failed = error
            self._ready.set()
            return
        self._ready.set()
        self._loop.run_forever()
        self._loop.run_until_complete(self._close())
        self._loop.run_until_complete(self._loop.shutdown_asyncgens())
        self._loop.close()

    async def _listen(self) -> None:
        self.hub.bind(self._loop)
        self._runner = web.AppRunner(self.site.app(), handle_signals=False, **HANDLER_SETTINGS)
        await self._runner.setup()
        assert self._runner.server is not None
        self._handler = handlers(self._runner.server, self.site.noise, self.site.error_answer, HANDLER_SETTINGS)
        self._sweeping = asyncio.ensure_future(self._sweep())
        hosts = self._given if self._given is not None else self._find_hosts()
        if hosts:
            await self._bind(hosts)
        else:
            log.warning("no address on a local network yet; the phone page waits for one")
            self._waiting = asyncio.ensure_future(self._wait_for_network())

    async def _bind(self, hosts: list[str]) -> None:
        assert self._runner is not None
        for host in hosts:
            site = WatchedSite(self._runner, host, self.port, self.site.doorman, self._handler)
            await site.start()
            server = site._server  # the asyncio server: the real port when 0 was asked for
            sockets = getattr(server, "sockets", None)  # asyncio's Server has them; its abstract type does not say so
            bound = sockets[0].getsockname()[1] if sockets else self.port
            self.hosts.append(host)
            self.ports.append(bound)
            self.site.hosts.add(f"{host}:{bound}")
            if host == "127.0.0.1":
                self.site.hosts.add(f"localhost:{bound}")
            else:  # the machine's own name on the local network (mDNS), which no outside page can point elsewhere
                name = socket.gethostname().split(".")[0].lower()
                self.site.hosts.update({f"{name}.local:{bound}", f"{name}:{bound}"})
        log.info("phone page on %s", ", ".join(self.addresses()))

    async def _sweep(self) -> None:
        """Close connections that hold a place without a request, and end the waves gone quiet, every second."""
        while True:
            await asyncio.sleep(SWEEP)
            self.site.doorman.sweep()
            self.site.noise.settle()

    async def _wait_for_network(self) -> None:
        while True:
            await asyncio.sleep(NETWORK_POLL)
            hosts = self._find_hosts()
            if not hosts:
                continue
            try:
                await self._bind(hosts)
            except OSError as error:
                log.error("the phone page cannot listen on %s: %s", ", ".join(hosts), error)
                return
            self._on_listening()
            return

    @property
    def listening(self) -> bool:
        return bool(self.ports)

    def addresses(self) -> list[str]:
        return [f"http://{host}:{port}/" for host, port in zip(self.hosts, self.ports)]

    async def _close(self) -> None:
        if self._waiting is not None:
            self._waiting.cancel()
        if self._sweeping is not None:
            self._sweeping.cancel()
        for transport in list(self.site.doorman.places):  # event streams never end by themselves: end them now
            transport.abort()
        await _end_requests()
        if self._runner is not None:
            await self._runner.cleanup()
        await _end_requests()

    def stop(self) -> None:
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=10)


async def _end_requests() -> None:
    """Cancel and wait out every request still being answered on this loop.

    A connection's end does not end its handler (aiohttp leaves that to the
    handler's next read or write): an event stream would sleep on until its
    keep-alive comment, 15 s, holding the page's cleanup and the referee's
    stop, and a refused body is still being read and dropped for a while.
    Left pending when the loop closes, each would make asyncio print "Task was
    destroyed but it is pending!".
    """
    current = asyncio.current_task()
    left = [task for task in asyncio.all_tasks() if task is not current]
    for task in left:
        task.cancel()
    await asyncio.gather(*left, return_exceptions=True)
