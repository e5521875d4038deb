"""The referee's main loop: one thread that owns the game.

Buttons, keys and the timer only ever reach the game through this loop, which
asks the engine what it needs, gets it (a press, a die, a card, the end of a
countdown), writes it to the journal, and only then speaks the result.

The Referee is wired here from one part per concern, each in its own module
(docs/architecture.md, "The referee's parts"): a part with state of its own
is an object it holds and calls by name (inbox, speaking, hints, status,
round_timer, foresight); the parts whose methods are the loop itself are its
base classes."""

from __future__ import annotations

import logging
import queue
import random
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from device import sd_notify
from device.health import Health
from device.input.prompt_driver import PromptDriver
from device.paths import games_dir, names_file, volume_file
from device.referee.foresight import Foresight
from device.referee.messages import Listener, Quit
from device.storage.shelf import Shelf
from device.storage.setup_record import SetupRecord
from device.storage.usual_names import UsualNames
from device.storage.volume import Volume
from engine.catalog import find
from engine.core import Input
from engine.session import Session
from engine.setup import Defaults, Library
from engine.teaching import TEACH
from engine.words import Words
from device.referee.status import Status
from device.referee.speaking import Speaking
from device.referee.table_talk import TableTalk
from device.referee.inbox import Inbox
from device.referee.asking import Asking, Hints
from device.referee.choosing import Choosing, InLanguage
from device.referee.playing import GameInPlay, Playing
from device.referee.round_timer import RoundTimer
from device.referee.resuming import Resuming
from device.referee.messages import Answer, FrontAnswer, LONGEST_SLEEP, PageLine, PageOwnerWanted, SeatNames  # noqa: F401 - the loop's public names

words = Words("device")

log = logging.getLogger("table_referee.runtime")


class Referee(TableTalk, Asking, Choosing, Playing, Resuming):
    """The one loop that owns the game: the objects it holds keep their own state, the base classes are the loop."""

    def __init__(
        self,
        *,
        library: Library,
        defaults: Defaults,
        speaker: Any,
        events: "queue.Queue[Any]",
        state_dir: Path,
        rng: random.Random,
        out: Callable[[str], None],
        clock: Callable[[], float] = time.monotonic,
        clock_rate: float = 1.0,
        health: Health | None = None,
        light: Any = None,
        volume: float = 1.0,
        listeners: Sequence[Listener] = (),
        in_language: InLanguage | None = None,
    ) -> None:
        self.library = library
        self.in_language = in_language  # another language's decks and defaults, for the menu's language choice
        self.defaults = defaults
        self.speaker = speaker
        self.state_dir = state_dir
        self.rng = rng
        self.listeners = list(listeners)
        self.clock = clock
        self.clock_rate = clock_rate  # clock seconds per real second (tests and rehearsals run faster)
        self.driver = PromptDriver()
        self.history = self.played_cards()
        self.shelf = Shelf(games_dir(state_dir))
        self.setup_record = SetupRecord(state_dir / "setup.json")
        self.usual_names = UsualNames(names_file(state_dir))
        # The parts with state of their own, each an object called by name (docs/architecture.md).
        self.inbox = Inbox(self, events)  # the one queue and its press loop, the questions asked (inbox.py)
        self.hints = Hints()  # the button hints said and left out, the next question in full, examples heard (asking.py)
        self.speaking = Speaking(  # what the table hears, and what hold OK says again (speaking.py)
            out=out, listeners=self.listeners, speaker=speaker, driver=self.driver, hints=self.hints, wait=self.inbox.wait
        )
        self.status = Status(  # STATUS=, the light, the volume, the storage-trouble line, the watchdog (status.py)
            health=health or Health(),
            light=light,
            volume=Volume(volume_file(state_dir), volume),
            speaker=speaker,
            say=self.speaking.say,
            clock=clock,
        )
        self.foresight = Foresight(speaker)  # setup's render-ahead of a game's first lines (foresight.py)
        self.round_timer = RoundTimer(self)  # the countdown, and a resumed one's wait for GO (round_timer.py)
        # What the loop itself keeps: the game being played, the game being set up, the menu.
        self._game: GameInPlay | None = None  # the game being played: its session, journal, dealer (playing.py)
        self._reopen: Input | None = None  # an answer just taken back: its question reopens at it
        self._setting_up = ""  # the title of the game being set up, if any
        self._next_seed = ""  # the seed of the game being set up, chosen when its setup began
        self._in_menu = False  # the game menu is on offer: names typed on a phone are welcome
        self._last_game = ""  # the game played last in this run, offered first by the menu

    def run(self, game_id: str | None = None) -> None:
        """Resume an unfinished game, else offer games, until the keyboard quits."""
        sd_notify.notify("READY=1")
        self.status.show()
        try:
            for line in self.joining_lines():
                self.speaking.say(line, remember=False, private=True)  # the join code: never on a page every phone sees
            resumed = self._resume(asked_for=game_id)
            if resumed:
                self.setup_record.clear()  # a game was under way: any setup record is stale
                self.play(*resumed)
            while True:
                kept = self.setup_record.load()
                entry = find(kept[0]) if kept else self._asked_for(game_id) if game_id else self._menu()
                game_id = None
                settings = self._setup(entry, kept[1] if kept else [])
                if settings is None:
                    continue
                session = Session(entry.game, settings)
                journal = self.shelf.create(
                    entry.game.id, settings, seed=self._next_seed
                )  # chosen when setup began (device/referee/choosing.py)
                self.status.saved(journal.trouble)
                self.setup_record.clear()
                self.usual_names.save(settings.get("names", ()))
                for chosen in entry.chosen_in_setup(settings):
                    self._note_played(chosen)
                self.speaking.round = []  # setup's lines are no round's question
                lets_play = words.line("lets-play", title=entry.game.title)
                self.speaking.say(lets_play.text, lets_play.short)
                if settings.get(TEACH):  # a taught table hears the holds once, before its first round
                    self.speaking.say(words("holds-taught"))
                self.play(entry, session, journal)
        except Quit:
            if self._in_game:
                self._mark_clean_stop()
            self.speaking.out(self._stopping_line())
        finally:
            self.inbox.ready_for_press.stopped()
