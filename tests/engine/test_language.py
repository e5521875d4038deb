"""The language being spoken (engine/language.py): a game speaks its settings' language, the
device's own words follow use(), and one game's language never leaks into another's (issue 25)."""

from __future__ import annotations

import threading

import pytest

from engine import language
from engine.core import InvalidSettings, chance, go
from engine.games.rapido.rules import GAME
from engine.games.rapido.rules import words as rapido
from engine.language import speaking
from engine.words import Words
from tests.outputs import texts

SPANISH = {"names": ["Ana", "Beto"], "first": 0, "language": "es"}
ENGLISH = {"names": ["Ana", "Beto"], "first": 0}


def test_a_game_speaks_the_language_of_its_settings_in_every_answer() -> None:
    state, outputs = GAME.apply(GAME.start(SPANISH), chance(0))
    with speaking("es"):
        assert GAME.prompt(state).question == rapido.line("your-turn", name="Ana")  # type: ignore[union-attr]
        assert GAME.where(state) == rapido.line("where-turn", round=1, name="Ana")
    state, outputs = GAME.apply(state, go())
    state, outputs = GAME.apply(state, chance("2-6"))
    assert texts(outputs) == [rapido.said_in("es", "rolled", faces=["seis", "dos"], value=62, cross="none")]
    english, outputs = GAME.apply(GAME.start(ENGLISH), chance(0))
    asked = GAME.prompt(english).question  # type: ignore[union-attr]
    assert asked.text == rapido.said_in("en", "your-turn", name="Ana") == "Ana's turn."


def test_the_game_s_language_wins_over_the_device_s_and_leaves_it_as_it_was() -> None:
    shared = Words("engine")
    language.use("es")
    try:
        english, _ = GAME.apply(GAME.start(ENGLISH), chance(0))
        assert GAME.prompt(english).question.text == "Ana's turn."  # type: ignore[union-attr]
        assert shared("nothing-to-take-back") == "Aún no hay nada que deshacer."  # outside a game: the device's language
    finally:
        language.use("en")
    assert shared("nothing-to-take-back") == "There is nothing to take back yet."


def test_a_phone_thread_reading_a_spanish_game_hears_spanish_while_the_device_speaks_english() -> None:
    state, _ = GAME.apply(GAME.start(SPANISH), chance(0))
    heard: list[str] = []
    reader = threading.Thread(target=lambda: heard.append(GAME.where(state).text))
    reader.start()
    reader.join(5)
    assert heard == [rapido.said_in("es", "where-turn", round=1, name="Ana")]
    assert Words("device")("stopping") == "Stopping."


def test_speaking_nests_and_none_keeps_the_language_being_spoken() -> None:
    device = Words("device")
    with speaking("es"):
        with speaking(None):
            spanish = device("stopping")
        with speaking("en"):
            english = device("stopping")
    assert spanish != english == "Stopping."


def test_an_unknown_language_is_refused_naming_it_and_the_languages_there_are() -> None:
    with pytest.raises(InvalidSettings, match="'fr'.*'en', 'es' and 'de'"):
        GAME.start({**ENGLISH, "language": "fr"})
    with pytest.raises(language.UnknownLanguage, match='"fr"'):
        language.use("fr")


def test_the_same_inputs_play_the_same_game_in_either_language() -> None:
    """The rules do not change with the words: the states match, only the lines differ."""
    inputs = [chance(0), go(), chance("2-6")]
    spanish, english = GAME.start(SPANISH), GAME.start(ENGLISH)
    for given in inputs:
        spanish, said_es = GAME.apply(spanish, given)
        english, said_en = GAME.apply(english, given)
    assert GAME.to_json(spanish) == {**GAME.to_json(english), "settings": {**GAME.to_json(english)["settings"], "language": "es"}}
    assert texts(said_es) != texts(said_en)


def test_a_spanish_scattergories_rolls_the_spanish_die() -> None:
    """Issue 25: the letter die follows the game's language (engine/games/scattergories/dice.py)."""
    from engine.games.scattergories.rules import letters_left

    spanish, english = set(letters_left([], "es")), set(letters_left([]))
    assert {"V", "Z"} <= spanish and not {"K", "W", "Ñ"} & spanish
    assert {"K", "W"} <= english and not {"V", "Z"} & english
    assert letters_left(["A"], "es")[0] == "B"
