"""A table for runtime tests: the real Referee loop on a thread, fed button presses.

The referee runs exactly as on the device, with its real prompt driver,
journal and timer; only its clock runs fast so a 30-second round takes a blink,
and the speaker is muted (speech and audio have their own tests).
"""

from __future__ import annotations

import dataclasses

import queue
import random
import threading
import time
from pathlib import Path
from typing import Any, Sequence

from device.health import Health
from device.input.keyboard import QUIT
from device.input.prompt_driver import Press
from device.referee.runtime import Referee
from device.sound.speaker import Speaker
from engine.setup import Defaults, Library

SPEED = 400.0  # fast clock: 30 s of game time in 75 ms


class TableClock:
    """Game time for a Table: fast, and held still on the test's word.

    A test that pauses a running timer cannot know how much game time passed
    before its press arrived (75 ms is the whole round); held at the timer's
    start and moved on by hand, the time left is exactly what the test made it.
    """

    def __init__(self, speed: float = SPEED) -> None:
        self._speed = speed
        self._origin = time.monotonic()
        self._held_at: float | None = None
        self._lock = threading.Lock()

    def _running(self) -> float:
        return self._origin + (time.monotonic() - self._origin) * self._speed

    def __call__(self) -> float:
        with self._lock:
            return self._running() if self._held_at is None else self._held_at

    def hold(self) -> None:
        with self._lock:
            if self._held_at is None:
                self._held_at = self._running()

    def skip(self, seconds: float) -> None:
        """Move a held clock on: the game sees `seconds` pass at once."""
        with self._lock:
            assert self._held_at is not None, "hold the clock first (Table(hold_clock_at=...))"
            self._held_at += seconds


def small_library() -> Library:
    blue = {f"blue-{n}": tuple(f"Blue card {n} question {face}" for face in range(1, 7)) for n in range(1, 4)}
    red = {f"red-{n}": tuple(f"Red card {n} question {face}" for face in range(1, 7)) for n in range(1, 4)}
    challenges = {f"challenge-{n}": f"Challenge number {n}." for n in range(1, 3)}
    lists = {"1": tuple(f"Category {n}" for n in range(1, 13))}  # Scattergories' setup needs a list to offer
    return Library(
        decks={"rapid_list/blue": blue, "rapid_list/red": red, "rapid_list/challenges": challenges, "scattergories/lists": lists}
    )


def _teaching_as(teaching: str, in_language: Any) -> Any:
    """A language's library and defaults, with the table's teaching mode kept."""
    if in_language is None:
        return None
    return lambda code: (lambda library, defaults: (library, dataclasses.replace(defaults, teaching=teaching)))(
        *in_language(code)
    )


class Table:
    def __init__(
        self,
        state_dir: Path,
        *,
        library: Library | None = None,
        seed: int = 7,
        game: str | None = "rapid-list",
        events: "queue.Queue[Any] | None" = None,
        speaker: Any = None,
        defaults: Defaults | None = None,
        health: Health | None = None,
        light: Any = None,
        listeners: Sequence[Any] = (),
        speed: float = SPEED,
        hold_clock_at: str | None = None,
        in_language: Any = None,
        teaching: str = "never",
    ) -> None:
        """`teaching`: when setup offers to teach a game (engine/teaching.py): "never" unless a test is about it,
        so that every other test hears a game's setup as a table that knows the games."""
        self.events: "queue.Queue[Any]" = events or queue.Queue()
        self.lines: list[str] = []  # what was said and has reached every listener (a phone page, a stamp)
        self._written: list[str] = []  # what was said, maybe not yet passed to every listener
        self._said = threading.Condition()  # notified on every line and when the referee stops
        self.clock = TableClock(speed)
        self._hold_clock_at = hold_clock_at  # the clock stands still from the first line holding this text
        self.speaker = speaker or Speaker(cache_dir=state_dir / "cache", mute=True)
        self.referee = Referee(
            library=library or small_library(),
            defaults=dataclasses.replace(defaults or Defaults(), teaching=teaching),
            speaker=self.speaker,
            events=self.events,
            state_dir=state_dir,
            rng=random.Random(seed),
            out=self._hear,
            clock=self.clock,
            clock_rate=speed,
            health=health,
            light=light,
            listeners=[*listeners, _Announced(self)],  # last: a waiter wakes after every listener has the line
            in_language=_teaching_as(teaching, in_language),
        )
        self.error: BaseException | None = None
        self._stopped = False
        self._thread = threading.Thread(target=self._run, args=(game,), daemon=True)
        self._thread.start()

    def _run(self, game: str | None) -> None:
        try:
            self.referee.run(game)
        except BaseException as error:  # noqa: BLE001 - surfaced by the test through .error
            self.error = error
        finally:
            with self._said:
                self._stopped = True
                self._said.notify_all()

    def _hear(self, line: str) -> None:
        if self._hold_clock_at and self._hold_clock_at in line:
            self.clock.hold()  # on the referee's thread, before it goes on
        with self._said:
            self._written.append(line)

    def _announce(self) -> None:
        """Called by the last listener: the line has reached every listener, so a test may look at them all."""
        with self._said:
            self.lines.append(self._written[len(self.lines)])
            self._said.notify_all()

    def heard(self) -> list[str]:
        with self._said:
            return list(self.lines)

    def press(self, *buttons: str, held: bool = False) -> None:
        for button in buttons:
            self.events.put(Press(button, held=held))

    def wait_for(self, text: str, timeout: float = 10.0, after: int = 0) -> int:
        """Wait until a line containing `text` is said (at index >= after); return its index.

        Woken by each line the referee says, so it returns the moment the line comes.
        """
        found: list[int] = []

        def said() -> bool:
            found[:] = [index for index, line in enumerate(self.lines[after:], start=after) if text in line][:1]
            return bool(found) or self._stopped

        with self._said:
            self._said.wait_for(said, timeout)
        if self.error:
            raise AssertionError(f"the referee crashed: {self.error!r}")
        if not found:
            raise AssertionError(f"never heard {text!r}; last lines: {self.heard()[-15:]}")
        return found[0]

    def accept_setup(self, timeout: float = 10.0) -> None:
        """Press OK on every remaining setup question (each has a sensible default)."""
        while True:
            self.settle(timeout)
            if any(" asks." in line for line in self.heard()):  # Rapid List's first round: "Red asks. Press GO to roll."
                return
            self.press("ok")

    def settle(self, timeout: float = 10.0) -> None:
        """Wait until the referee has taken every press and asks for the next one.

        The referee says so itself (device/referee/press_watch.py), so this
        holds at any machine speed: no pause is long or short enough by guess.
        """
        watch = self.referee.inbox.ready_for_press
        if not watch.wait(self.events, timeout):
            if watch.has_stopped:
                self._thread.join(timeout)
                if self.error:
                    raise AssertionError(f"the referee crashed: {self.error!r}")
                return  # the referee stopped (the keyboard quit): nothing more will be asked
            raise AssertionError(f"the referee never asked for a press; last lines: {self.heard()[-10:]}")

    def stop(self) -> None:
        self.events.put(QUIT)
        self._thread.join(timeout=10)
        assert not self._thread.is_alive(), "the referee did not stop"
        if self.error:
            raise self.error


class _Announced:
    """The Table's own listener, after the test's: it makes a said line visible to the test."""

    def __init__(self, table: Table) -> None:
        self._table = table

    def asked(self, prompt: Any, offered: str) -> None:
        pass

    def said(self, line: str) -> None:
        self._table._announce()

    def said_privately(self, line: str) -> None:
        """A line no page may show (a join code): the test hears it all the same."""
        self._table._announce()

    def ended(self, summary: Any) -> None:
        pass


def set_up_two_players(table: Table) -> None:
    """Rapid List's setup as a table of two answers it: two players, every other question's default."""
    table.wait_for("How many players? 4")
    table.press("down", "down")
    table.wait_for("2")
    table.press("ok")
    table.wait_for("Are children playing?")
    table.accept_setup()
