"""The companion page: the game on the phones at the table, served by the referee itself.

Off unless `[companion] enabled = true`; with it off nothing here is even
imported, so no socket is opened and aiohttp is never loaded. When on,
start() runs the web server on its own thread and returns the listener the
referee tells everything to. See docs/companion.md.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from device.referee.messages import PageLine
from engine.words import Words, facts
from engine import language

# Not named `words`: the device's spoken lines (device/messages/), not the page's (its own are messages/*.ftl).
spoken = Words("device")

log = logging.getLogger("table_referee.companion")

STATE_FILE = "companion.json"  # the address and code, for `referee check` (readable by the service user only)
KEPT_FILE = "companion-phones.json"  # the code and the joined phones (tokens hashed), kept across a restart
KEEP_FOR = 6 * 3600.0  # seconds: a restart within a game night keeps the code and the phones; a later one starts afresh


def one_by_one(text: str) -> str:
    """Digits said one at a time and dots as the language says a dot: "192.168" -> "1 9 2 dot 1 6 8",
    never misheard (the word is device/messages/<language>.toml's `dot_said`)."""
    dot = str(facts("device", language.current()).get("dot_said") or facts("device", language.ENGLISH)["dot_said"])
    return " ".join(dot if char == "." else char for char in text if char.isdigit() or char == ".")


class Running:
    """A started companion: its listener (`hub`), its address and code, and stop()."""

    def __init__(
        self, server: Any, access: Any, hub: Any, state_dir: Path | None, put: Callable[[Any], None] = lambda event: None
    ) -> None:
        self.server = server
        self.access = access
        self.hub = hub
        self.state_dir = state_dir
        self.put = put  # onto the referee's event queue
        self._writing = threading.Lock()  # the server's thread and the referee's both change what is kept

    @property
    def address(self) -> str:
        addresses = self.server.addresses()
        return addresses[0] if addresses else ""

    def joining(self) -> str:
        if not self.server.listening:
            return spoken("companion-waits")
        host, port = self.server.hosts[0], self.server.ports[0]
        return spoken("companion-joining", host=one_by_one(host), port=one_by_one(str(port)), code=one_by_one(self.access.code))

    def owner_wanted(self, phone_id: str) -> str:
        """The name of the phone asking to run the page, if it still asks; the referee then asks the table."""
        phone = self.access.still_asking(phone_id)
        return phone.shown_as if phone is not None else ""

    def owner_settled(self, phone_id: str, allowed: bool) -> str:
        """The table's answer at the buttons: the phone runs the page now, or not; the line to say."""
        phone = self.access.settle_run(phone_id, allowed)
        self.hub.poke()
        if phone is None:
            return ""
        return spoken("page-owner-now", phone=phone.shown_as) if allowed else spoken("page-owner-stays")

    def new_game(self) -> None:
        """A game other than the first: a new code, the seats free, every phone's token renewed."""
        self.access.new_game()
        self.save()
        self.hub.poke()

    def code_changed(self) -> None:
        """The page made a new code (a phone removed, or the first phone asked): said at the table, never shown to all."""
        self.save()
        self.hub.poke()
        self.put(PageLine(spoken("new-join-code", code=one_by_one(self.access.code)), private=True))

    def save(self) -> None:
        """Write the address and code where `referee check` finds them; a failure only costs that."""
        if self.state_dir is None:
            return
        path = self.state_dir / STATE_FILE
        try:
            _write_private(path, {"addresses": self.server.addresses(), "code": self.access.code})
        except OSError as error:
            log.warning("cannot write %s (%s); `referee check` will not show the join code", path, error)

    def keep(self) -> None:
        """Write down the code and the phones, so a restart keeps them; a failure only costs that."""
        if self.state_dir is None:
            return
        with self._writing:
            try:
                _write_private(self.state_dir / KEPT_FILE, {"saved": time.time(), **self.access.kept()})
            except OSError as error:
                log.warning("cannot keep the phone page's code and phones (%s); a restart will ask them to join again", error)

    def stop(self) -> None:
        self.server.stop()
        if self.state_dir is not None:
            try:
                (self.state_dir / STATE_FILE).unlink(missing_ok=True)
            except OSError:
                pass


def _write_private(path: Path, data: dict[str, Any]) -> None:
    """Write JSON readable by the service user only, whole or not at all (a new file renamed over the old)."""
    partial = path.with_name(path.name + ".new")
    descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        json.dump(data, handle)
    os.replace(partial, path)


def _restore(access: Any, state_dir: Path | None) -> None:
    """The code and phones of the last run, if written down less than KEEP_FOR ago; else the fresh ones stay."""
    if state_dir is None:
        return
    try:
        kept = json.loads((state_dir / KEPT_FILE).read_text(encoding="utf-8"))
        saved = float(kept["saved"])
    except (OSError, ValueError, KeyError, TypeError):
        return
    if 0 <= time.time() - saved < KEEP_FOR and access.restore(kept):
        log.info("the phone page keeps its join code and %d phones from before the restart", len(access.phones))


def finished_games_history(state_dir: Path | None) -> Any:
    """The finished games and their exports for the page, if this referee has them; else None.

    They live in device/storage/history.py (finished_games), device/storage/history_export.py
    (history_csv, bgstats_json) and device/storage/dice_check.py (dice_facts); a referee without them
    shows no history.
    """
    if state_dir is None:
        return None
    try:
        from device.storage.dice_check import dice_facts
        from device.storage.history import finished_games
        from device.storage.history_export import bgstats_json, history_csv
    except ImportError:
        return None
    from device.companion.history_routes import History
    from device.paths import games_dir

    return History(
        lambda: finished_games(games_dir(state_dir)), history_csv, bgstats_json, lambda number: dice_facts(state_dir, number)
    )


def start(
    put: Callable[[Any], None],
    *,
    port: int,
    hosts: Sequence[str] | None = None,
    clock_rate: float = 1.0,
    state_dir: Path | None = None,
) -> Running:
    """Start the page on `hosts` (default: this machine's private network addresses) and `port`.

    With no private address yet (the network comes up after the referee), it
    listens as soon as one appears. Raises OSError when it cannot listen (the
    port is taken).
    """
    from device.companion.access import Access
    from device.companion.hub import Hub
    from device.companion.network import lan_addresses
    from device.companion.serving import Companion

    access = Access()
    _restore(access, state_dir)
    # The hub asks the running page for its joining line, a new game's code and who runs it; `running` is made below.
    hub = Hub(
        clock_rate=clock_rate,
        joining=lambda: running.joining(),
        new_game=lambda: running.new_game(),
        owner_wanted=lambda phone: running.owner_wanted(phone),
        owner_settled=lambda phone, allowed: running.owner_settled(phone, allowed),
    )
    server = Companion(
        hub,
        access,
        put,
        list(hosts) if hosts is not None else None,
        port,
        finished_games_history(state_dir),
        find_hosts=lan_addresses,
        on_listening=lambda: running.save(),
        on_new_code=lambda: running.code_changed(),
    )
    running = Running(server, access, hub, state_dir, put)
    access.on_change = running.keep
    server.start()
    running.save()
    running.keep()
    return running
