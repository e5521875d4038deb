"""A Spanish table on the real referee loop (issue 25): the device's language makes a new game
Spanish, the game keeps its language when resumed, and the device's own words follow."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from device.storage.journal import read as read_journal
from engine import language
from engine.setup import Defaults
from tests.table import Table


@pytest.fixture
def spanish() -> Iterator[None]:
    language.use("es")
    try:
        yield
    finally:
        language.use("en")


def test_a_game_set_up_in_spanish_is_played_and_saved_in_spanish(state_dir: Path, spanish: None) -> None:
    table = Table(state_dir, game="rapido", defaults=Defaults(players=2, names=("Ana", "Beto")))
    while not any("te toca" in line.lower() for line in table.heard()):
        table.settle()
        if not any("te toca" in line.lower() for line in table.heard()):
            table.press("ok")  # every setup default
    turn = next(line for line in table.heard() if "te toca" in line.lower())
    assert "Pulsa GO para tirar." in turn  # the hint, said once, in the game's words
    table.settle()
    table.press("go")
    asked = table.wait_for("¿Tiras o colocas?")
    table.settle()
    table.press("back", held=True)  # leave: the device's own question, in Spanish
    table.wait_for("?", after=asked + 1)
    table.stop()
    (journal,) = sorted((state_dir / "games").glob("*.jsonl"))
    assert read_journal(journal).settings["language"] == "es"


def test_a_spanish_game_resumed_by_an_english_device_stays_spanish(state_dir: Path) -> None:
    language.use("es")
    try:
        table = Table(state_dir, game="rapido", defaults=Defaults(players=2, names=("Ana", "Beto")))
        while not any("te toca" in line.lower() for line in table.heard()):
            table.settle()
            if not any("te toca" in line.lower() for line in table.heard()):
                table.press("ok")
        table.stop()
    finally:
        language.use("en")
    again = Table(state_dir, game=None)
    resumed = again.wait_for("Seguimos. Rapido")  # the game's language, not the device's
    again.wait_for("e toca", after=resumed)
    again.settle()
    again.press("go")
    again.wait_for("¿Tiras o colocas?", after=resumed)
    again.stop()
