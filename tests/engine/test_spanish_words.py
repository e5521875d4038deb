"""Spanish as a Spanish table hears it: espeak-ng's Spanish voice, and the word checks' own tests.

Every Spanish message is held to English's messages, with no English word
left and no vosotros or ustedes, by tests/test_messages.py (the word lists
and forms are tests/english_words.py's); exact Spanish lines easy to get
wrong are each room's own tests (tests/engine/test_engine_messages.py,
tests/engine/games/test_<game>_messages.py, tests/device/test_device_messages.py).
Here: the lists are what they claim to be, and espeak-ng says a sample of
the lines in Spanish, accents and ñ included.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tests.english_words import ENGLISH_WORDS, VOSOTROS, titles


def test_the_english_word_list_is_the_english_lines() -> None:
    """The list is built from the English lines, so it holds their words and none of the kept ones."""
    assert {"press", "round", "points", "the", "wins", "left", "clockwise"} <= ENGLISH_WORDS
    assert not {"ana", "ines", "inés", "ok", "dabble", "rapido", "scattergories"} & ENGLISH_WORDS  # "go" is English too: "Go!"
    assert "Rapido" in titles()


SAMPLE_LINES = [
    "Pulsa GO para tirar.",
    "Seis y dos: sesenta y dos.",
    "Dobles: sube al escalón 5.",
    "La letra es la Ñ, de ñandú. ¡Ya!",
    "Ana, lee tus veintiuna respuestas. ¿Todas válidas?",
    "La doble erre y la elle cuentan como una letra cada una.",
    "¡2 minutos y medio!",
]


def _phonemes(text: str) -> str:
    done = subprocess.run(["espeak-ng", "-v", "es", "-q", "-x", text], capture_output=True, text=True, timeout=30, check=False)
    assert done.returncode == 0, done.stderr
    assert not done.stderr.strip(), done.stderr
    return done.stdout


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
@pytest.mark.parametrize("line", SAMPLE_LINES)
def test_espeak_says_the_line_in_spanish(line: str) -> None:
    phonemes = _phonemes(line)
    assert phonemes.strip()
    assert "(en)" not in phonemes  # espeak-ng marks a switch to its English voice like this


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_espeak_says_accents_and_enye_as_spanish_sounds() -> None:
    """ñ is the palatal n (n^), not spelt out; an accented vowel carries the stress; 75 is "setenta y cinco"."""
    assert "n^" in _phonemes("ñandú")
    assert "'en^e" not in _phonemes("ñandú")  # not the letter's name, "eñe"
    assert "an^os" in _phonemes("años")
    assert "est'a" in _phonemes("está") and "'esta" in _phonemes("esta")  # the accent moves the stress
    assert "xap'on" in _phonemes("Japón")
    assert "T'inko" in _phonemes("Quedan 75 segundos")  # digits are read as Spanish number words


def test_the_vosotros_check_finds_the_forms_and_leaves_seis_alone() -> None:
    for line in ("Escribís las respuestas.", "Luego apostáis.", "Como os digo.", "Vuestro cubo avanza.", "Ustedes eligen."):
        assert VOSOTROS.search(line), line
    for line in ("Seis y dos: sesenta y dos.", "Dieciséis y veintiséis.", "Los países de Europa.", "Cada uno escribe."):
        assert not VOSOTROS.search(line), line
