"""Our own decks: enough cards, speakable questions, nothing asked twice."""

from __future__ import annotations

import re
import subprocess
import wave
from pathlib import Path

import pytest

from device.storage.library import load_library
from engine.setup import clashes
from tests.paths import REPO

LIBRARY = load_library()
BLUE = LIBRARY.decks["rapid_list/blue"]
RED = LIBRARY.decks["rapid_list/red"]
MIXED = LIBRARY.decks["rapid_list/mixed"]
CHALLENGES = LIBRARY.decks["rapid_list/challenges"]
QUESTIONS = [question for deck in (BLUE, RED, MIXED) for card in deck.values() for question in card]
AVOID = LIBRARY.extras["rapid_list/challenge_avoid"]
CUES = LIBRARY.extras["rapid_list/challenge_cues"]
DECK_FILES = sorted(REPO.glob("engine/games/*/decks/*.toml"))


def normal(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def test_the_decks_hold_enough_cards() -> None:
    assert len(BLUE) >= 60 and len(RED) >= 60
    assert len(MIXED) >= 30
    assert len(CHALLENGES) >= 24
    assert all(len(card) == 6 for deck in (BLUE, RED, MIXED) for card in deck.values())
    assert len(LIBRARY.decks["scattergories/lists"]) >= 16
    assert all(len(categories) == 12 for categories in LIBRARY.decks["scattergories/lists"].values())
    assert len(LIBRARY.decks["dabble/subjects"]) >= 20


def test_no_question_appears_twice_across_the_three_decks() -> None:
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


# ---------------------------------------------------------------- the mixed deck, avoid and cues


def test_the_mixed_deck_is_registered_and_shares_nothing_with_blue_or_red() -> None:
    assert LIBRARY.titles["rapid_list/mixed"] == "Mixed"
    assert all(ident.startswith("mixed-") for ident in MIXED)
    others = {normal(question) for deck in (BLUE, RED) for card in deck.values() for question in card}
    shared = [question for card in MIXED.values() for question in card if normal(question) in others]
    assert shared == []


def test_challenge_cards_stay_plain_text_for_the_game() -> None:
    assert all(isinstance(text, str) and text for text in CHALLENGES.values())
    assert set(AVOID) <= set(CHALLENGES) and set(CUES) <= set(CHALLENGES)


def test_the_clashing_challenges_carry_avoid_lists_and_the_waits_carry_cues() -> None:
    no_s = next(ident for ident, text in CHALLENGES.items() if "start with S, T or P" in text)
    six_letters = next(ident for ident, text in CHALLENGES.items() if "at least six letters" in text)
    wait = next(ident for ident, text in CHALLENGES.items() if text.startswith("Wait ten seconds"))
    assert clashes(AVOID[no_s], "Things that begin with the letter S")
    assert clashes(AVOID[no_s], "Words that begin with SH")
    assert not clashes(AVOID[no_s], "Things that are round")
    assert clashes(AVOID[six_letters], "Words that rhyme with cake")
    assert CUES[wait] == 10


@pytest.mark.parametrize("deck", ["rapid_list/blue", "rapid_list/red", "rapid_list/mixed"])
def test_every_challenge_can_be_paired_with_at_least_half_of_each_deck(deck: str) -> None:
    questions = [question for card in LIBRARY.decks[deck].values() for question in card]
    for ident in CHALLENGES:
        free = [question for question in questions if not clashes(AVOID.get(ident, ()), question)]
        assert len(free) >= len(questions) / 2, (deck, ident, len(free))


def test_red_questions_rarely_open_with_famous() -> None:
    famous = [question for card in RED.values() for question in card if question.lower().startswith("famous")]
    assert len(famous) <= 4, famous
    others = [question for deck in (BLUE, MIXED) for card in deck.values() for question in card]
    assert not [question for question in others if question.lower().startswith("famous")]


# Our decks are in UK English (docs/decks.md); the American spelling on the left must not appear.
AMERICAN = {
    "color": "colour",
    "favorite": "favourite",
    "center": "centre",
    "theater": "theatre",
    "jewelry": "jewellery",
    "flavor": "flavour",
    "neighbor": "neighbour",
    "harbor": "harbour",
    "humor": "humour",
    "gray": "grey",
    "organize": "organise",
    "realize": "realise",
    "traveling": "travelling",
    "pajamas": "pyjamas",
    "aluminum": "aluminium",
    "catalog": "catalogue",
    "movie": "film",
}


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda path: f"{path.parent.parent.name}/{path.name}")
def test_deck_files_use_uk_spelling(path: Path) -> None:
    text = path.read_text(encoding="utf-8").lower()
    found = [f"{us} (write {uk})" for us, uk in AMERICAN.items() if re.search(rf"\b{us}", text)]
    assert found == [], f"{path}: {found}"


def test_scattergories_categories_are_not_near_duplicates() -> None:
    lists = LIBRARY.decks["scattergories/lists"]
    categories = [category for entries in lists.values() for category in entries]
    filler = {"a", "an", "the", "something", "thing", "that", "is", "you", "can", "in", "on", "of", "kind", "type"}
    keys = [frozenset(normal(category).split()) - filler for category in categories]
    assert len(set(keys)) == len(keys)
    assert len(DECK_FILES) >= 6
