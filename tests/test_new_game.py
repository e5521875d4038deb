"""Adding a game is one module and one catalog line: a tiny game takes that path and is played."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from device.storage.journal import read
from engine.catalog import GAMES, register
from tests import coin_race
from tests.table import Table


@pytest.fixture
def coin_race_registered() -> Iterator[None]:
    register(coin_race.ENTRY)  # what a catalog line does
    try:
        yield
    finally:
        GAMES.pop(coin_race.GAME.id)


def test_a_registered_game_is_offered_and_played_through_the_device_loop(
    state_dir: Path, coin_race_registered: None
) -> None:
    table = Table(state_dir, game=None)
    table.wait_for("Which game?")
    for _ in range(len(GAMES) - 1):  # the new game is the last on the menu
        table.press("up")
    table.wait_for("Coin Race")
    table.press("ok")
    table.wait_for("How many players? 2")
    table.press("ok")
    table.wait_for("Coin Race. Let's play!")
    for _ in range(60):
        table.wait_for("Press GO to flip the coin.", after=len(table.heard()) - 3)
        table.press("go")
        table.settle()
        if any("wins Coin Race!" in line for line in table.heard()):
            break
    table.wait_for("Another game?")
    table.stop()
    (journal,) = (state_dir / "games").glob("*-coin-race.jsonl")
    record = read(journal)
    assert record.finished and record.game == "coin-race"


def test_the_contract_holds_for_the_registered_game(coin_race_registered: None) -> None:
    from tests.test_contract import play_at_random

    session = play_at_random("coin-race", seed=5)
    assert max(session.state.steps) == 3
