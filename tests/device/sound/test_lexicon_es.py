"""The pronunciation pass over the Spanish lines and cards, heard by espeak-ng's Spanish voice (issue 25).

Why: the Spanish voice spells "GO" and "OK" ("ge o", "o ka"), reads "p. ej."
as "pe ej", "2.5" as "dos punto cinco", "1.º" as "uno punto o" and drops the
sign of "-4". Every Spanish line the referee can say (each said message of
every room, with tests/rooms.py's sample values) and every line of the Spanish
decks goes through `espeak-ng -v es -q -x` as it would be rendered
(device/sound/lexicon.py with the Spanish words of device/messages/es.ftl), and
nothing tests/pronunciation.py flags may be left.
"""

from __future__ import annotations

import re

import pytest

from device.sound.lexicon import spoken_form
from device.sound.prerender import deck_lines, fixed_lines
from device.storage.library import load_library
from engine.language import speaking
from engine.words import SHOWN
from tests.pronunciation import english_words, flagged, flagged_lines, phonemes
from tests.rooms import ROOMS
from tests.rooms import said as said_in_room


def _spoken(text: str) -> bool:
    """A sentence the referee says, not a key ("dice") nor a command line's text."""
    return bool(text.strip()) and not text.isidentifier() and not any(mark in text for mark in ('"', "--", "e.g.", "\n"))


#: Lines only a sample value makes: a challenged word is never worth less than nothing,
NEVER_SAID = {"Ana, menos -4.", "La cara A1"}  # and a die face no die has (a generic sample value),
# and a pause's time left as a bare sample number (said, it is words: "Quedan 2 minutos")
NEVER_SAID |= {f"Tiempo en pausa. {n}. Mantén GO otra vez para seguir." for n in (1, 3)}


def spanish_lines() -> list[str]:
    """The lines known in advance, as prerender lists them, and what every function says with sample values;
    what is shown and never said (`shown-...`, the phone page) is left out."""
    lines = set(fixed_lines(language="es"))
    for room in ROOMS:
        if room == "device.companion":  # the phone page's words are shown, never said
            continue
        for name, texts in said_in_room(room, "es").items():
            if not name.startswith(SHOWN):
                lines |= {text.strip() for text in texts if _spoken(text)}
    return sorted(lines - NEVER_SAID)


def spanish_cards() -> list[str]:
    return sorted(deck_lines(load_library(language="es"), language="es"))


def test_the_lines_and_cards_are_the_spanish_ones() -> None:
    lines, cards = spanish_lines(), spanish_cards()
    assert "¿Otra partida?" in lines and "¿Tiras o pones?" in lines and len(lines) > 500
    assert len(cards) > 900 and any(card.startswith("Pregunta 1: ") for card in cards)
    assert not [card for card in cards if card.startswith("Question")]  # said the Spanish game's way


@pytest.mark.parametrize(
    ("written", "why"),
    [
        ("Pulsa GO para tirar.", "spelled out: 'GO'"),  # "ge o"
        ("Ronda 2. UP y DOWN para elegir.", "spelled out: 'UP'"),
        ("Música de los 1980s.", "a digit run into letters: '1980s'"),
        ("Medio kilo son 0.5 kilos.", "a decimal point: '0.5'"),
        ("El 1.º de la fila.", "a point in an ordinal: '1.º'"),
        ("Frutas, p. ej. una pera.", "an abbreviation: 'ej.'"),
        ("Peras, manzanas, etc.", "an abbreviation: 'etc.'"),
        ("Ana, -4.", "a minus sign the voice drops: '-4'"),
        ("Edades 9,11,40.", "numbers run together with commas: '9,11,40'"),
        ("Media taza: 1/2.", "a sign said by its name: '/'"),
        ("Palabras con rr o ll.", "the double r spelled: 'rr'"),
    ],
)
def test_the_pass_hears_what_the_spanish_voice_says_wrong(written: str, why: str) -> None:
    assert why in flagged(written, "es")


def test_the_flags_are_heard_in_the_phonemes() -> None:
    """Not a matter of taste: espeak-ng's Spanish voice says these otherwise once written right."""
    assert phonemes("Pulsa GO.", "es") != phonemes("Pulsa go.", "es")
    point = re.compile(r"p,?unto")
    assert point.search(phonemes("0.5", "es")) and not point.search(phonemes("0,5", "es"))
    assert point.search(phonemes("el 1.º", "es")) and not point.search(phonemes("el 1º", "es"))
    assert "menos" not in phonemes("Ana, -4.", "es")
    assert phonemes("con rr", "es") != phonemes("con erre doble", "es")


def test_english_words_are_found_and_names_titles_and_buttons_are_not() -> None:
    assert english_words("Pulsa GO y OK. Te toca, Ana.") == []
    assert english_words("Rapid List. Dabble. Scattergories. Rapido.") == []
    assert english_words("Un deporte sin balón, then press.") == ["press", "then"]


def test_the_pass_finds_what_the_spanish_lines_held() -> None:
    """As written, the lines that name buttons are flagged (and cards with "rr"); the lexicon makes each sound otherwise."""
    raw = flagged_lines([*spanish_lines(), *spanish_cards()], "es")
    spelled = {why for found in raw.values() for why in found}
    assert {"spelled out: 'GO'", "spelled out: 'UP'", "spelled out: 'OK'", "the double r spelled: 'rr'"} <= spelled, spelled
    for line in raw:
        assert phonemes(line, "es") != phonemes(spoken_form(line, "es"), "es"), line


def test_no_spanish_line_or_card_is_rendered_with_anything_the_pass_flags() -> None:
    said = {spoken_form(line, "es"): line for line in [*spanish_lines(), *spanish_cards()]}
    left = {said[text]: found for text, found in flagged_lines(said, "es").items()}
    assert left == {}


def test_no_spanish_card_holds_an_english_word() -> None:
    """The lines are held to it by tests/test_messages.py; the cards here."""
    found = {card: english_words(card) for card in spanish_cards() if english_words(card)}
    assert found == {}


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("Pulsa GO para tirar.", "Pulsa gou para tirar."),
        ("¿Qué juego? UP y DOWN para elegir, OK para empezar.", "¿Qué juego? ap y daun para elegir, okey para empezar."),
        ("Mantén BACK para salir.", "Mantén back para salir."),  # "bak", as written
        ("Frutas, p. ej. una pera.", "Frutas, por ejemplo una pera."),
        ("Peras, manzanas, etc.", "Peras, manzanas, etcétera."),
        ("Peras, etc., y más.", "Peras, etcétera, y más."),
        ("Ciudades de EE. UU.", "Ciudades de Estados Unidos."),
        ("Un cable USB.", "Un cable U.S.B."),  # one stress, letter by letter
        ("Su DNI.", "Su DNI."),
        ("El 1.º y la 2.ª", "El 1º y la 2ª"),
        ("Palabras con rr o ll.", "Palabras con erre doble o ll."),
        ("Actores de Hollywood.", "Actores de Jóliwud."),
        ("Rapido. ¡A jugar!", "Rápido. ¡A jugar!"),  # the box's name, stressed as a Spanish table says it
    ],
)
def test_the_spanish_lexicon(written: str, said: str) -> None:
    assert spoken_form(written, "es") == said
    with speaking("es"):  # the language being spoken, when none is given
        assert spoken_form(written) == said


def test_each_language_has_its_own_words() -> None:
    """The English lexicon is not applied to Spanish, nor the Spanish to English."""
    assert spoken_form("Music of the 1980s", "en") == "Music of the nineteen-eighties"
    assert spoken_form("Música de los 1980s", "es") == "Música de los 1980s"  # left for the pass to flag
    assert spoken_form("Press GO, then OK.", "en") == "Press go, then OK."
    assert spoken_form("Hollywood", "en") == "Hollywood"
