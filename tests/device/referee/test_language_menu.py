"""The start menu offers the other language (issue 25): a table picks Español, and the menu, setup and
the next game follow; the choice is kept across a restart unless the config changes."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Callable, Iterator

import pytest

from device.storage.history import PlayedCards
from device.storage.journal import read as read_journal
from device.storage.language_choice import LanguageChoice
from device.storage.library import load_library
from engine import language
from engine.setup import Defaults, Library
from tests.menu_languages import downs_to, other_names
from tests.table import Table

NAMES = {"en": ("Ann", "Bob"), "es": ("Ana", "Beto")}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    language.use("en")


def decks_and_names(asked: list[str]) -> Callable[[str], tuple[Library, Defaults]]:
    def in_language(code: str) -> tuple[Library, Defaults]:
        asked.append(code)
        return load_library(language=code), Defaults(players=2, names=NAMES[code])

    return in_language


def test_the_menu_offers_the_other_language_in_its_own_words_and_everything_after_follows(state_dir: Path) -> None:
    asked: list[str] = []
    table = Table(
        state_dir,
        game=None,
        library=load_library(language="en"),
        in_language=decks_and_names(asked),
        defaults=Defaults(players=2, names=NAMES["en"]),
    )
    table.wait_for("Which game?")
    table.settle()
    table.press(*["down"] * downs_to("es", "en"))  # the menu wraps: after the games come the other languages
    offered = table.wait_for("Español")
    table.settle()
    table.press("ok")
    table.wait_for("Ahora, en español.", after=offered)
    menu = table.wait_for("¿Qué juego?", after=offered)
    assert asked == ["es"]
    table.settle()
    back = downs_to("en", "es")
    table.press(*["down"] * back)
    table.wait_for("English", after=menu)  # and the way back, in its own words
    table.settle()
    table.press(*["up"] * back, "ok")  # back to the first game: Rapid List, set up in Spanish
    table.wait_for("¿Cuántos", after=menu)
    while not any(re.match(r"Pregunta [A-Z]\w*\.", line) for line in table.heard()[menu:]):
        table.settle()
        if not any(re.match(r"Pregunta [A-Z]\w*\.", line) for line in table.heard()[menu:]):
            table.press("ok")  # every setup default
    assert any("Ana" in line for line in table.heard()[menu:])  # the Spanish table's seat names
    table.stop()
    (journal,) = sorted((state_dir / "games").glob("*.jsonl"))
    assert read_journal(journal).settings["language"] == "es"


def test_a_referee_that_cannot_load_another_language_offers_none(state_dir: Path) -> None:
    table = Table(state_dir, game=None)
    table.wait_for("Which game?")
    table.settle()
    table.press("down")
    table.settle()
    assert not any(name in line for line in table.heard() for name in other_names("en"))
    table.stop()


def test_the_choice_is_kept_until_the_config_says_otherwise(tmp_path: Path) -> None:
    path = tmp_path / "language.json"
    assert LanguageChoice(path, "en").load() == "en"  # nothing chosen yet: the config's
    LanguageChoice(path, "en").save("es")
    assert LanguageChoice(path, "en").load() == "es"  # a restart keeps the table's choice
    assert LanguageChoice(path, "es").load() == "es"
    LanguageChoice(path, "es").save("en")
    assert LanguageChoice(path, "es").load() == "en"
    assert LanguageChoice(path, "en").load() == "en"  # the config was edited since: it wins


@pytest.mark.parametrize("damage", ["{", "[]", '{"language": "xx", "config": "en"}', '{"language": 3, "config": "en"}'])
def test_a_damaged_choice_falls_back_to_the_config(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "language.json"
    path.write_text(damage)
    assert LanguageChoice(path, "en").load() == "en"


def test_playing_in_spanish_keeps_the_english_record_of_played_cards(tmp_path: Path) -> None:
    path = tmp_path / "played.json"
    english, spanish = load_library(language="en"), load_library(language="es")
    first_en = next(iter(english.decks["rapid_list/blue"]))
    first_es = next(iter(spanish.decks["rapid_list/blue"]))
    assert first_en != first_es
    PlayedCards(path, english).note(first_en)
    PlayedCards(path, spanish).note(first_es)
    assert PlayedCards(path, english).played()["rapid_list/blue"] == (first_en,)
    assert PlayedCards(path, spanish).played()["rapid_list/blue"] == (first_es,)
    assert set(json.loads(path.read_text())["rapid_list/blue"]) == {first_en, first_es}
