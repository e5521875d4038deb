"""Setup's foresight: a game's first lines handed to the speaker while the table still sets it up."""

from __future__ import annotations

import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

from device.chance import Dealer
from device.referee.ahead import LookAhead
from device.sound.voices.interface import RenderPriority
from engine import language
from engine.entry import Entry
from engine.setup import SetupFlow, answer_all

log = logging.getLogger("table_referee.foresight")


class Foresight:
    """The Referee's `foresight` (device/referee/runtime.py): what setup renders ahead, and what it handed.

    Why during setup: on a Pi 4 the natural voice renders at about real
    time, and a game's first lines (who starts, the first card, the
    first letter) are said within seconds of its start. The seed is
    chosen when setup begins, so those draws are known now; setup's
    20 s or more render them. An answer the table changes only changes
    what is foreseen next; a line foreseen in vain is one render spent.
    Worked out on a thread of its own (some 30 ms on a PC, more on a Pi),
    one answer after another, so the next question is never held up by it.

    Its own state: the seed of the setup under way, the lines handed for it
    (each once), and that thread, made at the first setup with a voice that
    renders ahead.
    """

    def __init__(self, speaker: Any) -> None:
        self._speaker = speaker
        self._seed = ""  # the seed the lines below were foreseen with
        self._foreseen: set[str] = set()  # the lines this setup handed to the speaker ahead
        self._lock = threading.Lock()  # guards _foreseen against the foresight thread
        self._thread: ThreadPoolExecutor | None = None

    def begin(self, seed: str) -> None:
        """A setup begins, its game's chance drawn from `seed`: nothing is handed for it yet."""
        with self._lock:
            self._seed = seed
            self._foreseen = set()

    def foresee(self, entry: Entry, flow: SetupFlow, answers: dict[str, Any]) -> None:
        """Render ahead what the game will say first, as if the table takes every answer still offered."""
        submit = getattr(self._speaker, "ahead", None)
        if submit is None:
            return
        spoken = language.current() if language.current() != language.ENGLISH else None
        if self._thread is None:
            self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="foresight")
        self._thread.submit(self._hand_ahead, entry, flow, dict(answers), self._seed, spoken, submit)

    def wait(self, timeout: float) -> bool:
        """Wait until foresight has handed over all it was asked to; False if it is still at it."""
        if self._thread is None:
            return True
        try:
            self._thread.submit(lambda: None).result(timeout)
        except TimeoutError:
            return False
        return True

    def handed_for(self, seed: str) -> set[str]:
        """The lines handed ahead for a game drawn from `seed`: none when setup foresaw another seed."""
        with self._lock:
            return set(self._foreseen) if seed == self._seed else set()

    def _hand_ahead(
        self,
        entry: Entry,
        flow: SetupFlow,
        answers: dict[str, Any],
        seed: str,
        spoken: str | None,
        submit: Callable[[list[str], RenderPriority], Any],
    ) -> None:
        try:
            settings = answer_all(flow, answers)
            if spoken is not None:
                settings["language"] = spoken
            LookAhead.for_game(entry, Dealer(seed, settings), settings, self._once(submit)).top_up(entry.game.start(settings), 0)
        except Exception:  # a guess, never a reason to trouble setup
            log.debug("foreseeing %s's first lines failed", entry.game.id, exc_info=True)

    def _once(self, submit: Callable[[list[str], RenderPriority], Any]) -> Callable[[list[str], RenderPriority], None]:
        """``submit``, each line at most once for this setup."""

        def hand(lines: list[str], priority: RenderPriority) -> None:
            with self._lock:
                fresh = [line for line in lines if line not in self._foreseen]
                self._foreseen.update(fresh)
            if fresh:
                submit(fresh, priority)

        return hand
