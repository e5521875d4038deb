"""Scattergories' round starts at the table (issue 37, point 6): every round that waits for GO says so.

A later round and a tie-break wait for the GO that rolls the letter and starts
the timer. The device says a GO question's button hint only the first time that
hint is heard (device/referee/asking.py, GO_HINT_TIMES), so a start whose hint
was the same as round 2's ("Press GO to roll and start.") waited in silence
after "Tie-break round for Red and Blue.". Each start now names its own main
action, so each is heard with its press, in English and in Spanish.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from engine import language
from engine.core import AskGo
from engine.setup import Defaults, Library
from tests.engine.games.test_scattergories import CATEGORIES
from tests.table import Table

PRESS = {"en": "Press GO to ", "es": "Pulsa GO para "}
# How each start of a round after the first begins, and how many a set of all-default answers has:
# four players level on every round play rounds 2 and 3, then tie-break after tie-break.
STARTS = {
    "en": ("Round 2.", "Round 3 of 3.", "Tie-break round for", "Tie-break round for"),
    "es": ("Ronda 2.", "Ronda 3 de 3.", "Ronda de desempate para", "Ronda de desempate para"),
}


@pytest.fixture(params=["en", "es"])
def spoken_in(request: pytest.FixtureRequest) -> Iterator[str]:
    language.use(request.param)
    try:
        yield request.param
    finally:
        language.use("en")


def play_until(table: Table, done: int, begins: tuple[str, ...]) -> list[str]:
    """Answer every question with what is offered and every GO question with GO, until `done` later
    round starts were heard; return those starts."""
    starts: list[str] = []
    while len(starts) < done:
        table.settle(30)
        prompt = table.referee.driver.prompt
        assert prompt is not None, table.heard()[-5:]
        table.press("go" if isinstance(prompt, AskGo) else "ok")
        table.settle(30)
        starts = [line for line in table.heard() if line.startswith(begins)]
    return starts


def test_every_later_round_and_every_tie_break_says_the_press_that_starts_it(state_dir: Path, spoken_in: str) -> None:
    """Rounds 2 and 3 and two tie-breaks in a row, each heard with its press."""
    names = ("Ann", "Bob", "Cat", "Dan")
    table = Table(
        state_dir,
        library=Library(decks={"scattergories/lists": {"4": tuple(CATEGORIES)}}),
        game="scattergories",
        defaults=Defaults(players=4, names=names, usual_names=names),
    )
    try:
        starts = play_until(table, len(STARTS[spoken_in]), STARTS[spoken_in])
    finally:
        table.stop()
    assert [line.startswith(begins) for line, begins in zip(starts, STARTS[spoken_in])] == [True] * 4, starts
    assert all(PRESS[spoken_in] in line for line in starts), starts


def test_a_round_start_asked_again_after_a_back_says_its_press_again(state_dir: Path) -> None:
    """BACK at "Round 2." takes back the last points; entered again, the round's start comes back
    as the table first heard it, press and all."""
    names = ("Ann", "Bob", "Cat", "Dan")
    table = Table(
        state_dir,
        library=Library(decks={"scattergories/lists": {"4": tuple(CATEGORIES)}}),
        game="scattergories",
        defaults=Defaults(players=4, names=names, usual_names=names),
    )
    try:
        (first,) = play_until(table, 1, STARTS["en"][:1])
        assert PRESS["en"] in first
        at = table.wait_for(first)
        table.press("back")
        taken = table.wait_for("Taken back: ", after=at)
        table.wait_for("Dan's", after=taken)
        table.settle()
        table.press("ok")
        again = table.wait_for("Round 2.", after=taken)
        assert table.heard()[again] == first
    finally:
        table.stop()
