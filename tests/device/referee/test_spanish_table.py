"""A Spanish table on the real referee loop (issue 25): the device's language makes a new game
Spanish, the game keeps its language when resumed, and the device's own words follow."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

import pytest

from device.storage.journal import read as read_journal
from engine import language
from engine.games.rapido.rules import words as rapido
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
    while not any(line.startswith("Tira ") for line in table.heard()):
        table.settle()
        if not any(line.startswith("Tira ") for line in table.heard()):
            table.press("ok")  # every setup default
    turn = next(line for line in table.heard() if line.startswith("Tira "))
    assert "Pulsa GO para tirar." in turn  # the hint, said once, in the game's words
    table.settle()
    table.press("go")
    asked = table.wait_for(rapido.said_in("es", "roll-or-place"))
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
        while not any(line.startswith("Tira ") for line in table.heard()):
            table.settle()
            if not any(line.startswith("Tira ") for line in table.heard()):
                table.press("ok")
        table.stop()
    finally:
        language.use("en")
    again = Table(state_dir, game=None)
    resumed = again.wait_for("Seguimos. Rapido")  # the game's language, not the device's
    again.wait_for("Tira ", after=resumed)
    again.settle()
    again.press("go")
    again.wait_for(rapido.said_in("es", "roll-or-place"), after=resumed)
    again.stop()


def test_a_spanish_rapid_list_reads_a_spanish_question_from_the_spanish_decks(state_dir: Path, spanish: None) -> None:
    from device.storage.library import load_library

    library = load_library(language="es")
    questions = {text for card in library.decks["rapid_list/blue"].values() for text in card}
    questions |= {
        text for name in ("rapid_list/red", "rapid_list/mixed") for card in library.decks[name].values() for text in card
    }
    table = Table(state_dir, game="rapid-list", library=library, defaults=Defaults(players=2, names=("Ana", "Beto")))
    while not any(re.match(r"Pregunta [A-Z]\w*\.", line) for line in table.heard()):
        table.settle()
        if not any(re.match(r"Pregunta [A-Z]\w*\.", line) for line in table.heard()):
            table.press("ok")  # every setup default
    table.settle()
    table.press("go")
    written = table.wait_for("¡A escribir!")
    assert table.heard()[written - 1].rstrip(".") in {text.rstrip(".") for text in questions}, table.heard()[
        written - 3 : written
    ]
    table.stop()
