"""The phone page's listener: what the referee says and asks, kept as one picture for every phone.

The referee calls these methods on its own thread; they only update the
picture under a lock and wake the server's loop, which sends the new picture
to every connected phone (server-sent events). A phone that falls behind gets
the newest picture, never a backlog. Nothing here blocks the referee.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time
from collections import deque
from typing import Any, Callable

from device.companion.controls import drawn
from engine import language
from engine.core import AskAnswers, AskVotes, Line, Prompt
from engine.words import Words

# Captions: everything said in the current round and the one before (so a round's read-out, such as
# Scattergories' twelve categories, is whole for a player who cannot hear, and a round's first
# lines are not lost when the picture changes round after them); at most this many lines.
MOST_CAPTIONS = 300
# A cue as the referee passes it to listeners ("[stop]"); "[timer 30 s]" and "[gap 2 s]" are not cues.
CUE = re.compile(r"\[(\w+)\]")
words = Words("device.companion")  # the captions are its messages named cue-NAME


class Hub:
    def __init__(
        self,
        clock_rate: float = 1.0,
        joining: Callable[[], str] = lambda: "",
        new_game: Callable[[], None] = lambda: None,
        owner_wanted: Callable[[str], str] = lambda phone: "",
        owner_settled: Callable[[str, bool], str] = lambda phone, allowed: "",
    ) -> None:
        self.clock_rate = clock_rate  # referee clock seconds per real second (faster in tests)
        self._joining = joining
        self._owner_wanted = owner_wanted
        self._owner_settled = owner_settled
        self._new_game = new_game  # called when a game other than the first one starts: a new join code
        self._lock = threading.Lock()
        self._picture: dict[str, Any] = {}
        self._prompt: Prompt | None = None
        self._controls: dict[str, Any] | None = None
        self._at_buttons = False  # the question on offer is answered at the referee's buttons only
        self._question = 0  # the number of the question on offer (or the last one asked)
        # Typed answers and votes are collected over several questions (each seat's answer asks
        # again for the rest); `_since` is the number of the collection's first question, so an
        # answer meant for an earlier collection (the round before) is known as late.
        self._since = 0
        self._collection: tuple[Any, ...] | None = None
        self._timer: tuple[float, bool, float] | None = None  # (remaining, running, at real monotonic time)
        self._captions: deque[tuple[Any, str]] = deque(maxlen=MOST_CAPTIONS)  # (round, line)
        # Every caption ever added, counted: the page numbers the captions it has by this, so it adds only
        # the new ones (a screen reader hears each line once, not the round again at each change).
        self._caption_count = 0
        # The last cue played, numbered: (number, name). The page shows the low time and may vibrate on it.
        self._cue: tuple[int, str] = (0, "")
        self._round: Any = None
        self._rounds: tuple[Any, Any] = (None, None)  # the round before and the current one
        self._ended = ""
        self._journal = ""  # the game the current join code belongs to
        self.version = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._waiters: set[asyncio.Event] = set()
        self._cached: tuple[int, str] = (-1, "")

    # ------------------------------------------------------------ the Listener (referee thread)

    def asked(self, prompt: Prompt, offered: str) -> None:
        with self._lock:
            self._prompt = prompt
            self._controls = drawn(prompt, offered)
            self._at_buttons = False
            self._question = int(self._picture.get("question", self._question))
            collection = _collection(prompt)
            if collection is None or collection != self._collection:
                self._since = self._question
            self._collection = collection
        self._changed()

    def asked_at_buttons(self, prompt: Prompt, offered: str) -> None:
        """A question only the referee's buttons answer (leaving a game, who runs the page): shown, never answerable."""
        with self._lock:
            question = getattr(prompt, "question", None)
            self._prompt = None
            self._controls = {"question": question.text if question is not None else "", "offered": offered, "kind": "buttons"}
            self._at_buttons = True
            self._question = int(self._picture.get("question", self._question))
        self._changed()

    def said(self, line: str) -> None:
        """A spoken line becomes a caption; a cue ("[stop]") a caption in words, for a player who cannot hear it.

        The cues that only count down (the last seconds' ticks) get no caption (the timer shows them), only
        the numbered cue a page vibrates on. Timer marks and gaps ("[timer 30 s]") are not shown."""
        cue = CUE.fullmatch(line)
        if line.startswith("[") and cue is None:
            return
        with self._lock:
            if cue is not None:
                self._cue = (self._cue[0] + 1, cue.group(1))
                line = words.group("cue-", self._language()).get(cue.group(1), "")
            if line:
                self._captions.append((self._round, line))
                self._caption_count += 1
        self._changed()

    def ended(self, summary: Line) -> None:
        with self._lock:
            self._ended = summary.text
            self._prompt = self._controls = None
            self._at_buttons = False
        self._changed()

    def shown(self, picture: dict[str, Any]) -> None:
        new_game = False
        with self._lock:
            self._picture = picture
            self._question = int(picture.get("question", self._question))
            journal = str(picture.get("journal", ""))
            if journal and journal != self._journal:
                new_game = bool(self._journal)  # the code made at start is the first game's
                self._journal = journal
                self._ended = ""
            view = picture.get("view")
            round_now = (journal, view.get("round") if isinstance(view, dict) else None)
            if round_now != self._round:
                self._rounds = (self._round, round_now)
                self._round = round_now
                kept = [entry for entry in self._captions if entry[0] in self._rounds]
                self._captions.clear()
                self._captions.extend(kept)
        if new_game:
            self._new_game()
        self._changed()

    def timing(self, remaining: float | None, running: bool) -> None:
        with self._lock:
            self._timer = None if remaining is None else (remaining, running, time.monotonic())
        self._changed()

    def answered(self) -> None:
        with self._lock:
            self._prompt = self._controls = None
            self._at_buttons = False
        self._changed()

    def joining(self) -> str:
        return self._joining()

    def owner_wanted(self, phone: str) -> str:
        """The name of the phone asking to run the page, if it still asks (device/referee/table_talk.py); else ""."""
        return self._owner_wanted(phone)

    def owner_settled(self, phone: str, allowed: bool) -> str:
        """The table's answer at the buttons to a phone asking to run the page; the line to say."""
        return self._owner_settled(phone, allowed)

    # ------------------------------------------------------------ reading (server thread)

    def current(self) -> tuple[Prompt | None, int, bool]:
        """The question on offer (None once answered), its number, and whether a timer is on."""
        with self._lock:
            return self._prompt, self._question, self._timer is not None

    def at_buttons(self) -> bool:
        """Whether the question on offer is answered at the referee's buttons only."""
        with self._lock:
            return self._at_buttons

    def collection_since(self) -> int:
        """The number of the first question of the answers or votes being collected (else the question's own)."""
        with self._lock:
            return self._since

    def language(self) -> str:
        """The referee's language as last shown (the game's in a game, else the device's): the page's.

        Before the referee has shown anything, the device's."""
        with self._lock:
            return self._language()

    def _language(self) -> str:
        """language() with the lock held."""
        return str(self._picture.get("language") or language.current())

    def in_game(self) -> bool:
        """Whether a game is being played (not the menu or its setup)."""
        with self._lock:
            return bool(self._picture.get("game"))

    def picture_json(self) -> str:
        """Everything every phone sees, as JSON; made once per change, whatever the number of phones."""
        with self._lock:
            if self._cached[0] == self.version and self._timer is None:
                return self._cached[1]
            timer = None
            if self._timer is not None:
                remaining, running, at = self._timer
                if running:
                    remaining = max(0.0, remaining - (time.monotonic() - at) * self.clock_rate)
                timer = {"remaining": round(remaining, 2), "running": running, "rate": self.clock_rate}
            data = {
                **self._picture,
                "language": self._language(),
                "version": self.version,
                "prompt": self._controls,
                "captions": [line for _, line in self._captions],
                "caption_first": self._caption_count - len(self._captions),  # the number of the first caption
                "cue": {"number": self._cue[0], "name": self._cue[1]},
                "timer": timer,
                "ended": self._ended,
            }
            text = json.dumps(data, separators=(",", ":"))
            self._cached = (self.version, text)
            return text

    # ------------------------------------------------------------ waking the phones

    def bind(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop

    def subscribe(self) -> asyncio.Event:
        event = asyncio.Event()
        self._waiters.add(event)
        return event

    def unsubscribe(self, event: asyncio.Event) -> None:
        self._waiters.discard(event)

    def poke(self) -> None:
        """Something besides the game changed (a phone joined or got control): on the loop thread."""
        self._changed()

    def _changed(self) -> None:
        with self._lock:
            self.version += 1
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._wake)
            except RuntimeError:  # the loop closed meanwhile: the page is stopping
                pass

    def _wake(self) -> None:
        for event in self._waiters:
            event.set()


def _collection(prompt: Prompt) -> tuple[Any, ...] | None:
    """What makes one collection of answers or votes the same across its questions; None for other prompts."""
    if isinstance(prompt, AskAnswers):
        return ("answers", prompt.letter, prompt.categories)
    if isinstance(prompt, AskVotes):
        return ("vote", prompt.challenged, prompt.category, prompt.answer)
    return None
