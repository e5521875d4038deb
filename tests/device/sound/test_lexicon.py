"""The pronunciation pass: every line and card through espeak-ng's phonemes, and the lexicon that fixes what it says wrong.

Why: "Words that end in ING" was heard as "I N G", "the 1980s" as "nineteen
hundred and eighty s" (issue 23). The pass flags text a voice reads wrongly
(digits run into letters, capitals it spells out); the lexicon
(device/sound/lexicon.py) must leave none of it in what is rendered.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any, Callable

import pytest

from device.sound.lexicon import spoken_form
from device.sound.prerender import deck_lines, fixed_lines
from device.storage.library import load_library
from tests import pronunciation


def phonemes(text: str) -> str:
    return pronunciation.phonemes(text, "en")


def flagged(text: str) -> list[str]:
    """What espeak-ng says wrong in a line as it would be rendered (tests/pronunciation.py).

    A digit run into letters ("1980s"; ordinals aside), and capitals it
    spells out where the word was meant: the line's phonemes change when
    "ING" is written "ing" (button names such as GO and OK it reads as words
    either way, so they are not flagged).
    """
    return pronunciation.flagged(text, "en")


def every_line() -> list[str]:
    return sorted(set(fixed_lines()) | set(deck_lines(load_library())))


def test_the_pass_finds_what_our_cards_held() -> None:
    """The flags are real: the cards hold such lines, and espeak-ng says them differently once fixed."""
    raw = list(pronunciation.flagged_lines(every_line(), "en"))
    assert len(raw) >= 5, raw  # ING, PRE, ART, SUN, PIN, the 1960s and 1980s ...
    pronunciation.hear([spoken_form(line) for line in raw], "en")
    for line in raw:
        assert phonemes(line) != phonemes(spoken_form(line)), line


def test_no_line_or_card_is_rendered_with_anything_the_pass_flags() -> None:
    assert pronunciation.flagged_lines({spoken_form(line) for line in every_line()}, "en") == {}


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("Words that end in ING", "Words that end in ing"),
        ("Words that contain the letters ART", "Words that contain the letters art"),
        ("Things that need a password or PIN", "Things that need a password or pin"),
        ("Things that sum up the 1980s", "Things that sum up the nineteen-eighties"),
        ("Music of the 2000s", "Music of the two-thousands"),
        ("Fashion of the 1900s", "Fashion of the nineteen-hundreds"),
        ("States of the USA", "States of the USA"),
        ("Things on TV", "Things on TV"),
        ("Press GO to roll.", "Press go to roll."),
    ],
)
def test_the_lexicon(written: str, said: str) -> None:
    assert spoken_form(written) == said


def test_the_speaker_renders_the_spoken_form_and_keeps_the_written_line(make_speaker: Callable[..., Any]) -> None:
    played: list[str] = []
    speaker = make_speaker(on_played=played.append)
    (future,) = speaker.prerender(["Words that end in ING"])
    path = future.result(timeout=30)
    spoken = speaker.renderer.submit("Words that end in ing").result(timeout=30)  # the same sound, from the cache
    assert isinstance(path, Path) and path == spoken
    speaker.say("Words that end in ING")
    assert speaker.wait_idle(20) and played == ["Words that end in ING"]  # the transcript keeps the card as written


def test_a_spanish_voice_hears_the_buttons_as_a_spanish_table_says_them() -> None:
    """Issue 25: espeak-ng's Spanish voice spelled "OK" as "o ka"; "GO" after a word as "ge o"; "go" is said
    "gou", as a Spanish table says the English word (like "daun")."""
    from engine.language import speaking

    with speaking("es"):
        assert spoken_form("Elige y pulsa OK.") == "Elige y pulsa okey."
        assert spoken_form("Pulsa GO para tirar.") == "Pulsa gou para tirar."
        assert spoken_form("UP y DOWN cambian el valor.") == "ap y daun cambian el valor."
    assert spoken_form("Choose and press OK.") == "Choose and press OK."
    phonemes = subprocess.run(["espeak-ng", "-v", "es", "-q", "-x", "pulsa okey"], capture_output=True, text=True).stdout
    assert "ok'eI" in phonemes
