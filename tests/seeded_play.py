"""Games drawn from a seed as the referee draws them, without its loop: fast journals for the fair-dice tests.

The referee (device/referee/playing.py) answers each chance prompt with its
`Dealer` and every other prompt with a press; here a random legal answer
stands in for the press, so a whole game takes milliseconds.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Mapping

from device.chance import Dealer
from device.storage.library import load_library
from device.storage.shelf import Shelf
from engine.catalog import GAMES
from engine.core import AskChance, GameOver, Input
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults, answer_all

LIBRARY = load_library()


def settings_for(game_id: str, **answers: Any) -> dict[str, Any]:
    return answer_all(GAMES[game_id].setup(LIBRARY, Defaults()), answers)


def seeded_inputs(
    game_id: str, settings: Mapping[str, Any], seed: str, *, stop_after: int | None = None, rng_seed: int = 1
) -> list[Input]:
    """The inputs of a game whose chance comes from `seed`, to its end or its first `stop_after` inputs."""
    entry = GAMES[game_id]
    session = Session(entry.game, settings)
    dealer = Dealer(seed, settings)
    chooser = RandomChooser(random.Random(rng_seed))
    while not isinstance(session.prompt, GameOver) and (stop_after is None or len(session.inputs) < stop_after):
        prompt, at = session.prompt, len(session.inputs)
        if isinstance(prompt, AskChance):
            given = Input("chance", dealer.draw(prompt, at))
            dealer.drawn(prompt, given.value, at)
        else:
            given = legal_input(prompt, chooser, lambda: entry.virtual_player(session.state))  # type: ignore[misc]
        session.apply(given)
    return list(session.inputs)


def play_seeded(
    games: Path, game_id: str, seed: str | None, *, stop_after: int | None = None, finish: bool = True, **answers: Any
) -> Path:
    """A journal as the referee writes one: the seed in its header (none: a game from before seeds), then every input."""
    settings = settings_for(game_id, **answers)
    inputs = seeded_inputs(game_id, settings, seed or "0" * 64, stop_after=stop_after)
    journal = Shelf(games).create(game_id, settings, inputs, seed)
    if finish:
        journal.finish()
    journal.close()
    return journal.path
