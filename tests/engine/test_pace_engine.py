"""Cheap copies and snapshot undo: faster, and not different in any way a game could notice.

The copy must share the frozen settings (they hold whole decks) and nothing
else; undo after the session has kept snapshots must give exactly the state a
full replay of the remaining inputs gives, on long random games of every
game in the catalog.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from device.app.demo import random_input
from device.storage.library import load_library
from engine.catalog import GAMES
from engine.copying import clone
from engine.core import GameOver, Input, replay
from engine.session import SNAPSHOT_EVERY, CannotUndo, Session
from engine.setup import Defaults, answer_all

PLAYERS = {"rapid-list": 8, "rapido": 6, "scattergories": 8, "dabble": 4}


def random_game(game_id: str, seed: int) -> tuple[dict[str, Any], list[Input]]:
    """A whole game of random legal inputs, as the demo plays it."""
    entry = GAMES[game_id]
    settings = answer_all(entry.setup(load_library(), Defaults()), {"players": PLAYERS.get(game_id, 4)})
    session = Session(entry.game, settings)
    rng = random.Random(seed)
    while not isinstance(session.prompt, GameOver):
        session.apply(random_input(session.prompt, rng))
    return settings, session.inputs


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_copy_shares_the_settings_and_nothing_else(game_id: str) -> None:
    entry = GAMES[game_id]
    settings, inputs = random_game(game_id, seed=3)
    state = replay(entry.game, settings, inputs[: len(inputs) // 2])
    before = entry.game.to_json(state)

    copied = entry.game.copy(state)

    assert copied == state and copied is not state
    assert copied.settings is state.settings
    assert entry.game.to_json(copied) == before
    # Every mutable part below the settings is a new object.
    for name, value in vars(state).items():
        if name != "settings" and isinstance(value, (list, dict)):
            assert vars(copied)[name] is not value, name
    # Changing the copy everywhere leaves the original as it was.
    for value in vars(copied).values():
        if isinstance(value, list):
            value.clear()
        elif isinstance(value, dict):
            value.clear()
    assert entry.game.to_json(state) == before


def test_clone_matches_deepcopy_on_nested_values() -> None:
    shared = {"deck": ["a", "b"]}
    value = {"seats": [{"cards": ["x", "y"], "score": 3}], "order": (1, 2), "settings": shared, "pair": ([1], "z")}

    copied = clone(value, shared)

    assert copied == copy.deepcopy(value)
    assert copied["settings"] is shared
    assert copied["seats"][0]["cards"] is not value["seats"][0]["cards"]
    assert copied["pair"][0] is not value["pair"][0]
    copied["seats"][0]["cards"].append("w")
    assert value["seats"][0]["cards"] == ["x", "y"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_undo_after_snapshots_equals_replay_minus_one(game_id: str) -> None:
    entry = GAMES[game_id]
    # Random games long enough to keep snapshots (a lucky Rapid List can end in two rounds).
    long_games = [game for game in (random_game(game_id, seed) for seed in range(12)) if len(game[1]) > SNAPSHOT_EVERY]
    assert len(long_games) >= 3, "the games must be long enough to keep snapshots"
    for seed, (settings, inputs) in enumerate(long_games[:3]):
        session = Session(entry.game, settings, inputs)
        undone = 0
        rng = random.Random(seed)
        # Undo back through several snapshot boundaries, redoing now and then,
        # and compare with a full replay every time.
        while session.inputs and undone < 3 * SNAPSHOT_EVERY:
            try:
                session.undo()
            except CannotUndo:
                break
            undone += 1
            assert session.state == replay(entry.game, settings, session.inputs)
            if rng.random() < 0.3 and not isinstance(session.prompt, GameOver):
                session.apply(random_input(session.prompt, rng))
                assert session.state == replay(entry.game, settings, session.inputs)


def test_undo_right_after_a_snapshot_boundary() -> None:
    """The input that made a snapshot is taken back: that snapshot must not be used."""
    entry = GAMES["rapido"]
    settings, inputs = random_game("rapido", seed=1)
    for count in range(SNAPSHOT_EVERY, len(inputs), SNAPSHOT_EVERY):
        if not inputs[count - 1].by_player:
            continue
        session = Session(entry.game, settings, inputs[:count])
        session.undo()
        assert session.state == replay(entry.game, settings, inputs[: count - 1])


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_replay_in_place_equals_applying_copies(game_id: str) -> None:
    """Resume changes one private state in place; the result is what input-by-input apply gives."""
    entry = GAMES[game_id]
    settings, inputs = random_game(game_id, seed=5)
    state = entry.game.start(settings)
    untouched = entry.game.to_json(state)
    for given in inputs:
        state, _ = entry.game.apply(state, given)

    assert replay(entry.game, settings, inputs) == state
    resumed = Session(entry.game, settings, inputs)
    assert resumed.state == state
    # Snapshots taken during the replay are copies, not the working state.
    kept = resumed._snapshots
    assert len({id(snapshot) for snapshot in kept.values()}) == len(kept)
    for count, snapshot in kept.items():
        assert snapshot == replay(entry.game, settings, inputs[:count])
    assert entry.game.to_json(entry.game.start(settings)) == untouched
