"""Every Scattergories category is playable, the lists never repeat themselves, and
`referee check-deck` finds the same faults in anyone's deck, naming file and line.

Playable means a known good answer for at least 15 of the die's 20 letters
(FACTS.md: A-P, R, S, T, W), each counting for its letter under the scoring rule
of its category's kind (engine/games/scattergories/answer_scoring.py). The
answers are in lists.answers.toml beside the deck.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from device.app.cli import main as referee
from device.app.deck_check import (
    DIE_LETTERS,
    FEWEST_LETTERS,
    check_deck,
    check_duplicates,
    check_spelling,
)
from device.app.deck_originality import deck_groups
from device.storage.library import answers_path, load_library
from engine.catalog import GAMES
from tests.paths import REPO

ROOT = REPO
DECK = ROOT / "engine/games/scattergories/decks/lists.toml"
SOURCE = DECK.read_text(encoding="utf-8")
DATA = tomllib.loads(SOURCE)
ANSWERS = tomllib.loads(answers_path(DECK).read_text(encoding="utf-8"))
CATEGORIES = [(entry, category) for entry in DATA["list"] for category in entry["categories"]]


def test_there_are_at_least_24_lists_of_12_and_the_referee_loads_them() -> None:
    lists = load_library().decks["scattergories/lists"]
    assert len(lists) >= 24 and all(len(categories) == 12 for categories in lists.values())
    assert len(CATEGORIES) == len({category for _, category in CATEGORIES}) >= 288


@pytest.mark.parametrize(("entry", "category"), CATEGORIES, ids=[category for _, category in CATEGORIES])
def test_every_category_has_a_good_answer_for_15_letters(entry: dict, category: str) -> None:
    answers = ANSWERS[category]
    counts = GAMES["scattergories"].answer_counts
    assert counts is not None and set(answers) <= set(DIE_LETTERS)
    wrong = {letter: answer for letter, answer in answers.items() if not counts(answer, letter, entry, category)}
    assert wrong == {}
    assert len(answers) >= FEWEST_LETTERS


def test_the_answer_file_names_only_the_deck_s_categories() -> None:
    assert set(ANSWERS) == {category for _, category in CATEGORIES}


def test_no_two_categories_ask_for_the_same_answers() -> None:
    assert check_duplicates(DECK, SOURCE, deck_groups(DECK), "lists") == []


def test_the_deck_and_its_answers_keep_to_their_declared_english() -> None:
    assert DATA["language"] == "en-GB"
    assert check_spelling(DECK, SOURCE, "en-GB") == []
    assert check_spelling(answers_path(DECK), answers_path(DECK).read_text(encoding="utf-8"), "en-GB") == []


def test_check_deck_passes_our_lists(capsys: pytest.CaptureFixture[str]) -> None:
    assert referee(["check-deck", str(DECK)]) == 0
    assert "passes every check" in capsys.readouterr().out


def write_deck(folder: Path, categories: list[str], answers: dict[str, dict[str, str]], language: str = "en-GB") -> Path:
    """A one-list category deck and its answer file, as a player might write them."""
    path = folder / "mine.toml"
    lines = [f'language = "{language}"', "", "[[list]]", "number = 1", "categories = ["]
    lines += [f'  "{category}",' for category in categories] + ["]"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    tables = [f'["{category}"]\n' + "".join(f'{letter} = "{answer}"\n' for letter, answer in table.items())
              for category, table in answers.items()]
    answers_path(path).write_text("\n".join(tables), encoding="utf-8")
    return path


# Twelve categories of ours with their answers: a sound base to spoil one fault at a time.
GOOD = [category for _, category in CATEGORIES[:12]]
GOOD_ANSWERS = {category: ANSWERS[category] for category in GOOD}


def test_check_deck_passes_a_sound_player_deck(tmp_path: Path) -> None:
    assert check_deck(write_deck(tmp_path, GOOD, GOOD_ANSWERS)) == []


def test_check_deck_names_a_category_that_cannot_reach_15_letters(tmp_path: Path) -> None:
    weak = "A bird that cannot fly"
    answers = dict(GOOD_ANSWERS) | {weak: {"E": "Emu", "K": "Kiwi", "O": "Ostrich", "P": "Penguin"}}
    del answers[GOOD[11]]
    path = write_deck(tmp_path, GOOD[:11] + [weak], answers)
    line = answers_path(path).read_text(encoding="utf-8").splitlines().index(f'["{weak}"]') + 1
    assert check_deck(path) == [
        f"{answers_path(path)}:{line}: '{weak}' has good answers for 4 letters; it needs {FEWEST_LETTERS}: rewrite it"
    ]


def test_check_deck_names_an_answer_that_does_not_count_for_its_letter(tmp_path: Path) -> None:
    answers = {category: dict(table) for category, table in GOOD_ANSWERS.items()}
    answers[GOOD[2]]["B"] = "Toast"
    problems = check_deck(write_deck(tmp_path, GOOD, answers))
    assert problems == [next(p for p in problems if "'Toast' does not count for B" in p)]


def test_check_deck_names_a_near_duplicate_with_its_line(tmp_path: Path) -> None:
    twin = "An animal that has four legs"  # "An animal with four legs" is the fourth category
    answers = dict(GOOD_ANSWERS) | {twin: ANSWERS["An animal with four legs"]}
    del answers[GOOD[11]]
    problems = check_deck(write_deck(tmp_path, GOOD[:11] + [twin], answers))
    assert f"{tmp_path / 'mine.toml'}:17: '{twin}' nearly repeats 'An animal with four legs' (overlap 1.0): reword one" in problems


def test_check_deck_names_the_other_english_and_a_missing_declaration(tmp_path: Path) -> None:
    american = "Something with a color"
    answers = dict(GOOD_ANSWERS) | {american: GOOD_ANSWERS[GOOD[0]]}
    del answers[GOOD[11]]
    path = write_deck(tmp_path, GOOD[:11] + [american], answers)
    assert f"{path}:17: 'color' is not en-GB: write 'colour'" in check_deck(path)
    path.write_text(path.read_text(encoding="utf-8").replace('language = "en-GB"', ""), encoding="utf-8")
    assert f'{path}:1: needs language = "en-GB" or "en-US" at the top, not None' in check_deck(path)


def test_check_deck_names_published_wording(tmp_path: Path) -> None:
    copied = "Things that are sticky"
    answers = dict(GOOD_ANSWERS) | {copied: GOOD_ANSWERS[GOOD[0]]}
    del answers[GOOD[11]]
    path = write_deck(tmp_path, GOOD[:11] + [copied], answers)
    assert f"{path}:17: '{copied}' is worded like a published category: only a bare noun may match" in check_deck(path)


def test_check_deck_refuses_what_is_no_deck_and_a_broken_one_without_a_traceback(tmp_path: Path) -> None:
    empty = tmp_path / "empty.toml"
    empty.write_text('name = "nothing"\n', encoding="utf-8")
    assert "neither a category deck" in check_deck(empty)[0]
    broken = tmp_path / "broken.toml"
    broken.write_bytes(b"\xff\xfe[[list]")
    assert "cannot be read" in check_deck(broken)[0]
    short = write_deck(tmp_path, GOOD[:5], GOOD_ANSWERS)
    assert check_deck(short) == [f"{short}:3: '1' needs exactly 12 entries in 'categories'. Fix: see docs/decks.md for the layout."]
    assert check_deck(tmp_path / "missing.toml")[0].startswith(f"{tmp_path / 'missing.toml'}: cannot be read")
    no_answers = write_deck(tmp_path, GOOD, GOOD_ANSWERS)
    answers_path(no_answers).unlink()
    assert check_deck(no_answers) == [f"{no_answers}: has no answer file mine.answers.toml beside it, naming an answer per die letter"]
