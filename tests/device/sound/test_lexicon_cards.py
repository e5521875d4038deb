"""Every text a card can make the referee say, heard as the table hears it (issue 40).

Why: the pass over the cards (test_lexicon.py, test_lexicon_es.py) left out the
Scattergories answer key, which the referee says when a table disputes an answer
("For the letter I, someone who works in a school: IT technician."): "IT" was
said "it", "ISS" "iss", "FA Cup" "fa Cup". And a card naming letters was said
by luck: "Words beginning with QU" came out as "k", "SH" and "BR" as letters
only because the voice spells capitals. So every answer of the key goes through
the pass in its language's voice, letters a card names together are said one by
one ("Q U"), and every run of capitals in a sayable deck text is one the
language has decided on: spelled (SPELLED_OUT), said as letters (LETTERS_SAID),
said another way (SAID_AS), or read as a word from the list below, which a
new card's capitals must join on purpose.
"""

from __future__ import annotations

import re

import pytest

from device.sound.lexicon import spoken_form
from device.sound.prerender import deck_lines
from device.storage.answer_files import built_in_answers
from device.storage.library import load_library
from engine.games.scattergories.rules import example_answer
from engine.language import LANGUAGES, speaking
from engine.words import facts
from tests import pronunciation
from tests.engine.games.deck_languages import by_language, not_whole

#: One of the tests' own tables, by language (docs/dev/adding-a-language.md, step 7): capitals in our decks that
#: are read as a word or a piece of one, each checked by ear: an ending or a beginning a card asks for ("ING",
#: "PRE", "SUN"), a word in capitals ("BLACK"), a band's name ("ABBA"). A language with none needs no entry: a
#: capital run its decks hold that it has not decided on fails the test below, naming it.
READ_AS_WORDS = {
    "en": frozenset({"ING", "PRE", "ART", "SUN", "PIN", "SHIP", "LESS", "IST", "ISM", "BLACK", "ABBA"}),
}


def answer_key_lines(language: str) -> list[str]:
    """Every example the referee can give from the Scattergories answer key, as the game says it."""
    key = built_in_answers("scattergories/lists", language)
    with speaking(language):
        return [
            example_answer(letter, category, answer).text for category, table in key.items() for letter, answer in table.items()
        ]


def sayable(language: str) -> list[str]:
    """Every deck text the referee can say in a language: the cards as the games say them, and the answer key
    (once Scattergories is whole in the language: before, it says none of it)."""
    key = answer_key_lines(language) if not_whole("scattergories", language) is None else []
    return sorted(set(deck_lines(load_library(language=language), language=language)) | set(key))


@pytest.mark.parametrize("language", by_language("scattergories"))
def test_the_answer_key_is_said_right_in_its_language_s_voice(language: str) -> None:
    lines = answer_key_lines(language)
    assert len(lines) > 3000
    assert pronunciation.flagged_lines({spoken_form(line, language) for line in lines}, language) == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_capital_run_in_a_sayable_text_is_one_the_language_decided_on(language: str) -> None:
    said = facts("device", language)
    read_as_words = READ_AS_WORDS.get(language, frozenset())
    known = {*said["spelled_out"], *said["letters_said"], *said["said_as"], *said["buttons_said"], *read_as_words}
    found = {word for line in sayable(language) for word in re.findall(r"\b[^\W\d_]{2,}\b", line) if word.isupper()}
    assert sorted(found - known) == []


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("Words beginning with QU", "Words beginning with Q U"),
        ("Words that begin with SH", "Words that begin with S H"),
        ("Words and phrases that start with BLACK", "Words and phrases that start with black"),
        ("Words that end in ING", "Words that end in ing"),
    ],
)
def test_letters_a_card_names_together_are_said_one_by_one(written: str, said: str) -> None:
    assert spoken_form(written, "en") == said


def test_the_voice_says_the_letters_not_the_sound() -> None:
    """espeak-ng heard "qu" as "k"; "Q U" it says as the two letter names."""
    assert pronunciation.phonemes(spoken_form("Words beginning with QU", "en"), "en").endswith("kj'u: j'u:")
