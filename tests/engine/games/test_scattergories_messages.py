"""Scattergories' words as messages (issue 42): what the general checks (tests/test_messages.py) cannot
know of this game's files: its language facts, and the Spanish lines easy to get wrong.

The general checks hold every message to English's variables and keep English out of the Spanish
file; here, the letter die and its spelling words (messages/<language>.toml) go together, and the
Spanish agreements the phrase module made in code ("una mano", "veintiún puntos", "lee"/"leen")
are made by the messages.
"""

from __future__ import annotations

import pytest

from engine.games.scattergories import rules as sg
from engine.games.scattergories.answer_scoring import words_read_in
from engine.games.scattergories.dice import letter_die
from engine.language import LANGUAGES
from engine.words import facts
from tests.engine.games.scattergories_words import english, spanish


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_face_of_the_die_has_a_spelling_word_that_starts_with_it(code: str) -> None:
    spelling = facts(sg.words.room, code)["spelling_words"]
    assert set(letter_die(code)) <= set(spelling)
    assert all(word[0].upper() == letter for letter, word in spelling.items())


def test_the_spanish_spelling_words_cover_the_english_die_and_the_spanish_letters() -> None:
    """As the phrase modules' twin check held them (the old phrase modules' twin check): every
    face of the English die, and the Spanish letters besides."""
    spanish_words = facts(sg.words.room, "es")["spelling_words"]
    assert set(letter_die("en")) | set("ÑQUVXYZ") <= set(spanish_words)
    assert spanish.line("letter-is", letter="Ñ", word=spanish.spelling_words["Ñ"]).text == "La letra es la Ñ, de ñandú."


def test_a_language_without_facts_of_its_own_reads_and_rolls_as_english() -> None:
    assert letter_die("fr") == letter_die("en") == tuple("ABCDEFGHIJKLMNOPRSTW")
    assert words_read_in("es-MX").articles == frozenset({"el", "la", "los", "las", "un", "una", "unos", "unas"})
    assert ("z", "ces") in words_read_in("es").plural_endings and ("y", "ies") in words_read_in("en").plural_endings


def test_spanish_counts_agree_with_their_noun() -> None:
    assert spanish("hands-given", hands=1, name="Ana") == "una mano arriba para la respuesta de Ana"
    assert spanish("hands-given", hands=21, name="Ana") == "veintiuna manos arriba para la respuesta de Ana"
    assert spanish("hands-given", hands=3, name="Ana") == "3 manos arriba para la respuesta de Ana"
    assert spanish("points-given", points=1, name="Ana") == "el punto de Ana"
    assert spanish("points-given", points=21, name="Ana") == "los veintiún puntos de Ana"
    assert spanish("points-given", points=4, name="Ana") == "los 4 puntos de Ana"
    assert (
        spanish.line("answer-stands", name="Ana", valid=1, invalid=3).long
        == "La respuesta de Ana vale: un voto a favor, 3 en contra."
    )
    assert spanish.line("wins-set", name="Ana", points=31).text == "¡Ana gana la partida con treinta y un puntos!"
    assert english("points-given", points=1, name="Ann") == "Ann's 1 point"


def test_a_spanish_verb_agrees_with_how_many_are_named() -> None:
    one, two = ["Ana"], ["Ana", "Inés"]
    assert spanish.line("paper-players-read", names=one, count=1).text == "Ahora Ana lee sus respuestas en voz alta."
    assert spanish.line("paper-players-read", names=two, count=2).text == "Ahora Ana e Inés leen sus respuestas en voz alta."
    assert spanish.line("still-to-vote", names=one, count=1).text == "Falta por votar: Ana."
    assert spanish.line("still-to-vote", names=two, count=2).text == "Faltan por votar: Ana e Inés."
    assert english.line("still-to-vote", names=["Ann", "Inés"], count=2).text == "Still to vote: Ann and Inés."


@pytest.mark.parametrize(
    ("code", "said"),
    [
        (
            "en",
            [
                "Scattergories, list 7, round 2 of 3, letter B.",
                "Scattergories, round 1 of 3.",
                "Scattergories, list 7, a tie-break round, letter W.",
            ],
        ),
        (
            "es",
            [
                "Scattergories, lista 7, ronda 2 de 3, letra B.",
                "Scattergories, ronda 1 de 3.",
                "Scattergories, lista 7, ronda de desempate, letra W.",
            ],
        ),
    ],
)
def test_where_the_set_stands_names_only_what_there_is(code: str, said: list[str]) -> None:
    words = english if code == "en" else spanish

    def where(number: str, round_number: int, tie_break: bool, letter: str) -> str:
        values = {"list": number, "round": round_number, "of": 3, "letter": letter}
        flags = {"listed": "yes" if number else "no", "rolled": "yes" if letter else "no"}
        return words.line("where", stage="tie-break" if tie_break else "round", **values, **flags).text

    assert [where("7", 2, False, "B"), where("", 1, False, ""), where("7", 4, True, "W")] == said
