"""The pronunciation pass over every language's lines and cards but English's, each heard in its own voice.

Why: espeak-ng's Spanish voice spelled "GO" and "OK" ("ge o", "o ka"), read
"p. ej." as "pe ej" and "2.5" as "dos punto cinco" (issue 25); every voice
reads some written forms wrongly. So every line the referee can say in a
language (each said message of every room, with tests/rooms.py's sample values)
and every line of its decks goes through `espeak-ng -v <voice> -q -x` as it
would be rendered (device/sound/lexicon.py with the language's words of
device/messages/<code>.toml), and nothing tests/pronunciation.py flags may be
left; its cards hold no English word (its lines are held to that by
tests/test_messages.py). English's pass is test_lexicon.py; Spanish's own
examples, what its voice says wrong and how its lexicon says it, are
test_lexicon_es.py.

It runs for every language in engine/language.py LANGUAGES but English. What
the pass knows of a language, its voice and what that voice reads wrongly, is
in tests/pronunciation.py (VOICES, WRITTEN_WRONG): a language listed without
them fails naming what to add.
"""

from __future__ import annotations

import pytest

from device.sound.lexicon import spoken_form
from device.sound.prerender import deck_lines, fixed_lines
from device.storage.library import load_library
from engine.words import SHOWN
from tests.languages import OTHER_LANGUAGES
from tests.pronunciation import english_words, flagged_lines, hear, phonemes
from tests.rooms import ROOMS
from tests.rooms import said as said_in_room


def _spoken(text: str) -> bool:
    """A sentence the referee says, not a key ("dice") nor a command line's text."""
    return bool(text.strip()) and not text.isidentifier() and not any(mark in text for mark in ('"', "--", "e.g.", "\n"))


#: Lines only a sample value makes, by language (never said: none needs an entry).
NEVER_SAID: dict[str, set[str]] = {
    # a challenged word is never worth less than nothing, and a die face no die has (a generic sample value),
    "es": {"Ana, menos -4.", "La cara A1"}
    # and a pause's time left as a bare sample number (said, it is words: "Quedan 2 minutos")
    | {f"Tiempo en pausa. {n}. Mantén GO otra vez para seguir." for n in (1, 3)},
}


def lines_in(language: str) -> list[str]:
    """The lines known in advance, as prerender lists them, and what every function says with sample values;
    what is shown and never said (`shown-...`, the phone page) is left out."""
    lines = set(fixed_lines(language=language))
    for room in ROOMS:
        if room == "device.companion":  # the phone page's words are shown, never said
            continue
        for name, texts in said_in_room(room, language).items():
            if not name.startswith(SHOWN):
                lines |= {text.strip() for text in texts if _spoken(text)}
    return sorted(lines - NEVER_SAID.get(language, set()))


def cards_in(language: str) -> list[str]:
    """Every card of the language's decks as the games say it (a game not whole in the language has none yet)."""
    return sorted(deck_lines(load_library(language=language), language=language))


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_the_lexicon_changes_how_every_line_the_pass_flags_is_said(language: str) -> None:
    """As written, some lines hold what the voice says wrong ("GO" spelled in Spanish); the lexicon makes each
    sound otherwise (device/messages/<code>.toml: said_as, spelled_out, buttons_said)."""
    raw = flagged_lines([*lines_in(language), *cards_in(language)], language)
    hear([spoken_form(line, language) for line in raw], language)
    assert [line for line in raw if phonemes(line, language) == phonemes(spoken_form(line, language), language)] == []


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_no_line_or_card_is_rendered_with_anything_the_pass_flags(language: str) -> None:
    said = {spoken_form(line, language): line for line in [*lines_in(language), *cards_in(language)]}
    left = {said[text]: found for text, found in flagged_lines(said, language).items()}
    assert left == {}


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_no_card_holds_an_english_word(language: str) -> None:
    """The lines are held to it by tests/test_messages.py; the cards here."""
    found = {card: english_words(card, language) for card in cards_in(language) if english_words(card, language)}
    assert found == {}
