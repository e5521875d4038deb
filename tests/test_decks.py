"""Our own decks: enough cards, speakable questions, nothing asked twice."""

from __future__ import annotations

import re
import subprocess
import wave
from pathlib import Path

import pytest

from device.library import load_library

LIBRARY = load_library()
BLUE = LIBRARY.decks["rapid_list/blue"]
RED = LIBRARY.decks["rapid_list/red"]
CHALLENGES = LIBRARY.decks["rapid_list/challenges"]
QUESTIONS = [question for deck in (BLUE, RED) for card in deck.values() for question in card]


def normal(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def test_the_decks_hold_enough_cards() -> None:
    assert len(BLUE) >= 60 and len(RED) >= 60
    assert len(CHALLENGES) >= 24
    assert all(len(card) == 6 for deck in (BLUE, RED) for card in deck.values())
    assert len(LIBRARY.decks["scattergories/lists"]) >= 16
    assert all(len(categories) == 12 for categories in LIBRARY.decks["scattergories/lists"].values())
    assert len(LIBRARY.decks["dabble/subjects"]) >= 20


def test_no_question_appears_twice_across_both_decks() -> None:
    assert len({normal(question) for question in QUESTIONS}) == len(QUESTIONS)


def test_questions_are_short_plain_list_prompts() -> None:
    for question in QUESTIONS:
        assert len(question) <= 48 and len(question.split()) <= 8, question
        assert question[0].isupper() and not question.endswith("."), question


def seconds_to_speak(text: str, folder: Path) -> float:
    path = folder / "line.wav"
    subprocess.run(["espeak-ng", "-s", "160", "-w", str(path), text], check=True, timeout=30)
    with wave.open(str(path)) as audio:
        return audio.getnframes() / audio.getframerate()


@pytest.mark.parametrize("rank", range(5))
def test_the_longest_questions_are_spoken_in_under_six_seconds(rank: int, tmp_path: Path) -> None:
    """Measured with espeak-ng at the default rate of 160 words a minute."""
    longest = sorted(QUESTIONS, key=len, reverse=True)[rank]
    assert seconds_to_speak(longest, tmp_path) < 6.0
