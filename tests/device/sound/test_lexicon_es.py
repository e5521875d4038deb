"""What espeak-ng's Spanish voice says wrong, and how the Spanish lexicon says it instead (issue 25): Spanish's examples.

Why: the Spanish voice spells "GO" and "OK" ("ge o", "o ka"), reads "p. ej."
as "pe ej", "2.5" as "dos punto cinco", "1.º" as "uno punto o" and drops the
sign of "-4". The pass over every Spanish line and card (as over every other
language's but English's) is tests/device/sound/test_pronunciation_pass.py;
here are Spanish's own examples of what tests/pronunciation.py flags, that the
flags are heard in the phonemes, and what device/messages/es.toml makes of them.
"""

from __future__ import annotations

import re

import pytest

from device.sound.lexicon import spoken_form
from engine.language import speaking
from tests.device.sound.test_pronunciation_pass import cards_in, lines_in
from tests.pronunciation import english_words, flagged, flagged_lines, phonemes


def spanish_lines() -> list[str]:
    return lines_in("es")


def spanish_cards() -> list[str]:
    return cards_in("es")


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
    assert english_words("Pulsa GO y OK. Te toca, Ana.", "es") == []
    assert english_words("Rapid List. Dabble. Scattergories. Rapido.", "es") == []
    assert english_words("Un deporte sin balón, then press.", "es") == ["press", "then"]


def test_the_pass_finds_what_the_spanish_lines_held() -> None:
    """As written, the lines that name buttons are flagged (and cards with "rr"): the pass over every language
    (test_pronunciation_pass.py) finds what the Spanish voice says wrong, and the lexicon makes each sound otherwise."""
    raw = flagged_lines([*spanish_lines(), *spanish_cards()], "es")
    spelled = {why for found in raw.values() for why in found}
    assert {"spelled out: 'GO'", "spelled out: 'UP'", "spelled out: 'OK'", "the double r spelled: 'rr'"} <= spelled, spelled


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
