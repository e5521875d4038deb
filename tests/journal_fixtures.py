"""A real recorded journal (Rapid List with the real decks) and a referee to resume it, without a thread.

Resuming is synchronous (nothing waits for a press), so `resume` calls the
real Referee's resume directly: fast enough for a property test.
"""

from __future__ import annotations

import queue
import random
from pathlib import Path
from typing import Any

from device.storage.journal import Journal
from device.storage.library import load_library
from device.referee.runtime import Referee
from engine.catalog import GAMES
from engine.core import GameOver, Input
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults, answer_all

LIBRARY = load_library()
GAME = "rapid-list"
SETTINGS: dict[str, Any] = answer_all(GAMES[GAME].setup(LIBRARY, Defaults()), {})


def recorded_inputs(count: int = 20, seed: int = 5) -> list[Input]:
    """The first `count` inputs of a random but legal game (fewer if it ends first)."""
    entry = GAMES[GAME]
    session = Session(entry.game, SETTINGS)
    chooser = RandomChooser(random.Random(seed))
    while len(session.inputs) < count and not isinstance(session.prompt, GameOver):
        session.apply(legal_input(session.prompt, chooser, lambda: entry.virtual_player(session.state)))  # type: ignore[misc]
    return list(session.inputs)


def record(state_dir: Path, inputs: list[Input], number: int = 1) -> Path:
    """A journal written by the real journal code, as the device writes it."""
    path = state_dir / "games" / f"{number:06d}-{GAME}.jsonl"
    journal = Journal.create(path, GAME, SETTINGS)
    for given in inputs:
        journal.append(given)
    journal.close()
    return path


class Quiet:
    """A speaker that keeps what it was asked to say (resuming speaks, nothing else here)."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def say(self, text: str, urgent: bool = False) -> None:
        self.said.append(text)

    def cue(self, name: str, now: bool = False) -> None:
        pass

    def hush(self) -> None:
        pass

    def busy(self) -> bool:
        return False


def referee(state_dir: Path) -> tuple[Referee, list[str]]:
    """A real referee on `state_dir`, and the transcript it writes."""
    heard: list[str] = []
    made = Referee(
        library=LIBRARY,
        defaults=Defaults(),
        speaker=Quiet(),
        events=queue.Queue(),
        state_dir=state_dir,
        rng=random.Random(1),
        out=heard.append,
    )
    return made, heard


def resume(state_dir: Path) -> tuple[Session[Any] | None, list[str]]:
    """What the referee resumes on `state_dir` (None: it starts at the menu) and what it said."""
    made, heard = referee(state_dir)
    resumed = made._resume()
    if resumed is None:
        return None, heard
    resumed[2].close()
    return resumed[1], heard
