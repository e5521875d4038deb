"""Dabble's words as data (issue 42): what its message files and language facts must hold beyond the general
checks of tests/test_messages.py (the same messages and variables in every language, no English left in a
translation, every message used).

Each test here keeps something the phrase modules held in code: Spanish alternatives with "u" before the
sound o, the agreements their private helpers made, and sentences that say a number the rules or the
language facts also hold.
"""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from engine import language
from engine.games.dabble import said, tiles
from engine.games.dabble.said import words
from engine.games.dabble.scoring import APOSTROPHE_TILES, UNUSED_APOSTROPHE_POINTS
from engine.words import facts, source

ROOM = "engine.games.dabble"


def texts_of(spoken_in: str) -> list[str]:
    """Every run of fixed words in the room's messages (the text around their values), as written."""
    found: list[str] = []

    class Texts(Visitor):
        def visit_TextElement(self, node: ast.TextElement) -> None:
            found.append(node.value)

    Texts().visit(FluentParser(with_spans=False).parse(source(ROOM, spoken_in) or ""))
    return found


# ---------------------------------------------------------------- alternatives: "o", and "u" before the sound o


def test_spanish_alternatives_say_o_and_never_o_before_the_sound_o() -> None:
    """The Spanish module's _one_of said "siete u ocho": an alternative is now written in its message, so no
    Spanish message may say "o" before the sound o ("o ocho", "o hora")."""
    with language.speaking("es"):
        assert said.anything_more(True).text == "¿Alguna palabra del tema o alguna rechazada?"
    before_o = re.compile(r"\bo\s+(?:h?[oóOÓ]|8)")
    assert [text for text in texts_of("es") if before_o.search(text)] == []


# ---------------------------------------------------------------- the agreements the helpers made


def test_spanish_counts_agree_with_their_noun() -> None:
    with language.speaking("es"):
        assert words("apostrophe-tiles-given", tiles=1) == "una ficha de apóstrofo en los atriles"
        assert words("apostrophe-tiles-given", tiles=2) == "2 fichas de apóstrofo en los atriles"
        assert said.draw_tiles(21).short == "veintiuna fichas cada uno."
        assert words("target-option", points=21) == "veintiún puntos"
        assert words("timer-too-short", low=1) == "El tiempo de ronda debe ser de al menos un segundo."
        given = words("value-given", name="Ana", what=words("given-unused-tiles"), points=1)
        assert given == "las fichas sin usar de Ana, un punto"


@pytest.mark.parametrize(
    ("who", "finishers", "heard"),
    [("Nadie", 0, "Nadie terminó"), ("Ana", 1, "Ana terminó"), ("Ana y Beto", 2, "Ana y Beto terminaron")]
    + [("Todos", 4, "Todos terminaron"), ("Ana e Inés", 1, "Ana e Inés terminaron")],
)
def test_spanish_finishers_take_a_plural_verb_when_several(who: str, finishers: int, heard: str) -> None:
    """A team named as several ("Ana e Inés") is said as several, as the Spanish module's _plural_verb said it."""
    with language.speaking("es"):
        assert said.finishers_given(who, finishers) == heard
    assert said.finishers_given("Ann and Bob", 1) == "Ann and Bob finished"


def test_spanish_report_lines_agree_with_how_many_they_name() -> None:
    with language.speaking("es"):
        one = said.round_report(["Cati"], [("Cati", -32, 29), ("Ana", 0, 0)], 500, need_news=False, chosen=True)
        two = said.round_report(["Ana", "Beto"], [("Ana", -5, 20), ("Beto", -5, 20), ("Dani", 0, 3), ("Cati", 0, 0)], 500)
        leaders = said.round_report(["Cati"], [("Ana", 0, 90), ("Beto", 0, 90), ("Cati", 12, 40)], 500)
        standings = said.standings(500, [("Ana", 499), ("Beto", 480), ("Cati", -4)])
    assert one[0].text == "Cati pierde 32 y se queda en 29." and "Sigue con el mismo total: Ana 0." in one[-1].repeated
    assert two[0].text == "Ana y Beto ganan la ronda, pero pierden 5 y se quedan en 20."
    assert "Siguen con el mismo total: Dani 3, Cati 0." in two[-1].repeated
    assert leaders[-1].text == "Ana y Beto están a 410 de ganar."
    assert standings.text == "Se juega a 500 puntos: Ana 499, le falta 1. Beto 480, le faltan 20. Cati menos 4, le faltan 504."


# ---------------------------------------------------------------- numbers a sentence says that the rules or the facts hold


def test_the_apostrophe_rule_says_the_points_the_scoring_pays() -> None:
    assert f"{UNUSED_APOSTROPHE_POINTS} points" in words.said_in("en", "apostrophe-rule")
    assert f"{UNUSED_APOSTROPHE_POINTS} puntos" in words.said_in("es", "apostrophe-rule")


def test_the_paper_sets_say_the_tiles_their_language_facts_hold() -> None:
    """The English set's apostrophes (scoring.py) and the Spanish set's own tiles (es.toml) are said in words."""
    with language.speaking("en"):
        english = said.paper_set("")
    assert f"{APOSTROPHE_TILES} with just an apostrophe" in english and tiles.apostrophes("en")
    spanish_tiles = facts(ROOM, "es")["paper_set"]
    with language.speaking("es"):
        spanish = said.paper_set("")
    assert f"{spanish_tiles['own_each']} de cada una, de {spanish_tiles['own_points']} puntos" in spanish
    assert len(spanish_tiles["own"]) == 3 and not tiles.apostrophes("es")
    assert facts(ROOM, "en")["paper_set"]["own"] == []


def test_the_title_is_the_same_in_every_language() -> None:
    """The name on the box: the history export groups games by it."""
    assert {words.said_in(code, "title") for code in language.LANGUAGES} == {"Dabble"}
