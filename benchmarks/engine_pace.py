"""Undo and resume on long games, before and after the cheap copy and the snapshots, in one run.

"Before" is measured here too, by putting back what the engine used to do
(deepcopy with the settings in the memo, and undo as a full replay), so the
two figures come from the same machine in the same minute.

Long games: random legal play ends Rapid List in under 100 inputs, so the
long games use a longer track (the rules are unchanged; the race is just
longer). Rapido with six players runs to about 1,000 inputs.
"""

from __future__ import annotations

import copy
import random
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from device.app.demo import random_input
from device.storage.library import load_library
from engine.catalog import GAMES
from engine.core import GameOver, Input, replay
from engine.phases import PhaseGame
from engine.session import Session
from engine.setup import Defaults, answer_all


def long_game(game_id: str, target: int, seed: int = 1) -> tuple[dict[str, Any], list[Input]]:
    """A random legal game of at least ``target`` inputs (cut at the last player's input after it)."""
    entry = GAMES[game_id]
    players = {"rapid-list": 8, "rapido": 6}[game_id]
    settings = answer_all(entry.setup(load_library(), Defaults()), {"players": players})
    if game_id == "rapid-list":
        settings["track"] = "NNNN" + "NNNNC" * max(4, target // 7)
    session = Session(entry.game, settings)
    rng = random.Random(seed)
    while not isinstance(session.prompt, GameOver) and len(session.inputs) < target:
        session.apply(random_input(session.prompt, rng))
    inputs = list(session.inputs)
    while inputs and not inputs[-1].by_player:  # undo needs a player's input last
        inputs.pop()
    return settings, inputs


@contextmanager
def old_engine() -> Iterator[None]:
    """The engine as it was: deepcopy for every apply, undo as replay of everything."""
    saved_copy = PhaseGame.copy
    saved_undo = Session.undo

    def deep(self: PhaseGame[Any], state: Any) -> Any:
        settings = getattr(state, "settings", None)
        return copy.deepcopy(state, {id(settings): settings} if settings is not None else None)

    def full_replay_undo(self: Session[Any]) -> Any:
        self.check_undo()
        self.inputs.pop()
        self.state = replay(self.game, self.settings, self.inputs)
        return []

    saved_in_place = PhaseGame.apply_in_place
    PhaseGame.copy = deep  # type: ignore[method-assign]
    Session.undo = full_replay_undo  # type: ignore[method-assign]
    PhaseGame.apply_in_place = None  # type: ignore[assignment, method-assign]  # replay falls back to apply
    try:
        yield
    finally:
        PhaseGame.copy = saved_copy  # type: ignore[method-assign]
        Session.undo = saved_undo  # type: ignore[method-assign]
        PhaseGame.apply_in_place = saved_in_place  # type: ignore[method-assign]


def _best_of(runs: int, work: Callable[[], float]) -> float:
    """Median of a few runs, in ms: one run is at the mercy of the scheduler."""
    return statistics.median(work() for _ in range(runs))


def undo_ms(game_id: str, settings: dict[str, Any], inputs: list[Input], runs: int = 5) -> float:
    entry = GAMES[game_id]

    def once() -> float:
        session = Session(entry.game, settings, inputs)
        started = time.perf_counter()
        session.undo()
        return (time.perf_counter() - started) * 1000

    return _best_of(runs, once)


def resume_ms(game_id: str, settings: dict[str, Any], inputs: list[Input], runs: int = 5) -> float:
    """What a power cut costs: rebuilding the session from the journal's inputs."""
    entry = GAMES[game_id]

    def once() -> float:
        started = time.perf_counter()
        Session(entry.game, settings, inputs)
        return (time.perf_counter() - started) * 1000

    return _best_of(runs, once)


def measure() -> list[dict[str, Any]]:
    """Rows for the table: undo and resume at about 1,000, 2,000 and 5,000 inputs, before and after."""
    rows: list[dict[str, Any]] = []
    games = [("rapido", 1000), ("rapid-list", 2000), ("rapid-list", 5000)]
    for game_id, target in games:
        settings, inputs = long_game(game_id, target)
        n = len(inputs)
        with old_engine():
            undo_before = undo_ms(game_id, settings, inputs, runs=3)
            resume_before = resume_ms(game_id, settings, inputs, runs=3)
        undo_after = undo_ms(game_id, settings, inputs)
        resume_after = resume_ms(game_id, settings, inputs)
        is_goal = target == 2000
        rows.append(
            dict(
                figure=f"undo at the end, {game_id} {n} inputs",
                goal="<= 10 ms" if is_goal else "",
                limit=10.0 if is_goal else None,
                before=undo_before,
                after=undo_after,
                unit="ms",
            )
        )
        rows.append(
            dict(
                figure=f"resume (replay), {game_id} {n} inputs",
                goal="<= 100 ms" if is_goal else "",
                limit=100.0 if is_goal else None,
                before=resume_before,
                after=resume_after,
                unit="ms",
            )
        )
    return rows


if __name__ == "__main__":
    for row in measure():
        print(row)
