"""A language is whole for a game or not offered (issue 42, point 4), shown with a made-up third language.

"Xx" stands for a translation under way: the device's own words, the engine's
shared words and Rapido's are done (here, the English ones under its name),
and no other game's words or decks. The menu offers Xx; a table that picks it
is offered Rapido alone; the command line asking for another game in Xx hears
why not and gets the menu; loading Xx's decks never needs another game's; a
config naming a language the device does not speak is refused with the fix.
Before issue 42 the menu offered every game in every language listed, and
choosing one without its words killed the referee.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from device.app.config import ConfigError, load_config
from device.storage.library import device_speaks, load_library, whole_in
from engine import language, words
from engine.catalog import GAMES
from engine.setup import Defaults, Library
from tests.table import Table

FAKE = "xx"
#: What Xx has done so far: the device's words, the phone page's, the engine's and Rapido's.
DONE_ROOMS = ("engine", "device", "device.companion", "engine.games.rapido")


def _listed(monkeypatch: pytest.MonkeyPatch, done: tuple[str, ...]) -> Iterator[str]:
    """Xx listed as a language, with English words under its name in the rooms whose translation is done."""
    monkeypatch.setitem(language.LANGUAGES, FAKE, "Xx")
    english_source = words.source

    def source(room: str, spoken_in: str) -> str | None:
        return english_source(room, language.ENGLISH) if spoken_in == FAKE and room in done else english_source(room, spoken_in)

    monkeypatch.setattr(words, "source", source)
    words._room.cache_clear()
    yield FAKE
    words._room.cache_clear()
    language.use(language.ENGLISH)


@pytest.fixture
def xx(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    yield from _listed(monkeypatch, DONE_ROOMS)


@pytest.fixture
def xx_without_a_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Xx with the device's, the phone page's and the engine's words done, and no game's yet."""
    yield from _listed(monkeypatch, ("engine", "device", "device.companion"))


def test_only_the_game_whose_words_and_decks_are_whole_is_whole(xx: str) -> None:
    assert device_speaks(xx)
    assert {game_id for game_id, entry in GAMES.items() if whole_in(entry, xx)} == {"rapido"}
    assert all(whole_in(entry, "es") for entry in GAMES.values())


def test_loading_a_languages_decks_never_needs_another_games(xx: str) -> None:
    library = load_library(language=xx)  # Rapido has no decks; the others have none in Xx: nothing to load, no error
    assert library.decks == {}


def in_language(asked: list[str]) -> Callable[[str], tuple[Library, Defaults]]:
    def load(code: str) -> tuple[Library, Defaults]:
        asked.append(code)
        return load_library(language=code), Defaults(players=2, names=("Ann", "Bob"))

    return load


def menu_options(table: Table) -> list[str]:
    prompt: Any = table.referee.driver.prompt
    return [option.label for option in prompt.options]


def test_the_menu_offers_the_language_and_then_only_the_game_whole_in_it(state_dir: Path, xx: str) -> None:
    asked: list[str] = []
    table = Table(state_dir, game=None, library=load_library(), in_language=in_language(asked), defaults=Defaults(players=2))
    try:
        table.wait_for("Which game?")
        table.settle()
        assert menu_options(table) == ["Rapid List", "Rapido", "Scattergories", "Dabble", "Español", "Deutsch", "Xx"]
        table.press("down")  # the menu wraps: Xx is the last option
        offered = table.wait_for("Xx")
        table.settle()
        table.press("ok")
        menu = table.wait_for("Which game?", after=offered)  # Xx's words are English's here
        table.settle()
        assert asked == [xx]
        assert menu_options(table) == ["Rapido", "English", "Español", "Deutsch"]
        table.press("ok")
        table.wait_for("How many players?", after=menu)  # Rapido's setup, in Xx
    finally:
        table.stop()


def test_a_language_with_no_game_ready_yet_says_so_and_the_menu_goes_on_in_english(
    state_dir: Path, xx_without_a_game: str
) -> None:
    """The device speaks Xx (its config may name it), but no game is whole in it: before, the menu had no
    option at all and the referee crashed (a German translation under way met it, issue 43)."""
    language.use(xx_without_a_game)
    table = Table(state_dir, game=None, library=load_library(language=xx_without_a_game), defaults=Defaults(players=2))
    try:
        told = table.wait_for("No game is ready in Xx yet, so I go on in English.")
        table.wait_for("Which game?", after=told)
        table.settle()
        assert menu_options(table)[:4] == ["Rapid List", "Rapido", "Scattergories", "Dabble"]
    finally:
        table.stop()


def test_a_game_asked_for_in_a_language_it_is_not_whole_in_hears_why_and_gets_the_menu(state_dir: Path, xx: str) -> None:
    language.use(xx)
    table = Table(state_dir, game="dabble", library=load_library(language=xx), defaults=Defaults(players=2))
    try:
        told = table.wait_for("Dabble is not ready in Xx yet. Choose another game.")
        table.wait_for("Which game?", after=told)
        table.settle()
        assert menu_options(table)[0] == "Rapido"
    finally:
        table.stop()


def test_a_config_naming_a_language_the_device_does_not_speak_is_refused_with_the_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(language.LANGUAGES, "zz", "Zz")  # listed, not one word of it written
    config = tmp_path / "config.toml"
    config.write_text('[voice]\nlanguage = "zz"\n', encoding="utf-8")
    with pytest.raises(ConfigError) as refused:
        load_config(config)
    message = str(refused.value)
    assert (
        str(config) in message and "line 2" in message and '"es" (Español)' in message and '"zz"' not in message.split("use")[-1]
    )
