"""The check for a line that says again what the line before it said (tests/said_again.py) catches
the repeats issue 23 found, and lets news through."""

from __future__ import annotations

import pytest

from tests.said_again import said_again

NAMES = ("Ann", "Bob", "Cat")


@pytest.mark.parametrize(
    "before, after",
    [
        ("Seven and five: seventy-five.", "Roll again, or place? seventy-five"),  # a roll's value
        ("Place 75 on field 5? Yes", "Bob places seventy-five on field 5."),  # a placement
        ("Round 2.", "Round 2: all tiles back in the bag; draw 20."),  # a round number
        ("Bob moves to space 9.", "Cat on 11, 2 to go; Bob on 9, Ann on 4."),  # a move, then the standings
        ("Points this round: Ann 10, Bob 9.", "Totals: Ann 10, Bob 9."),
    ],
)
def test_the_repeats_issue_23_found_are_caught(before: str, after: str) -> None:
    assert said_again([before, after], NAMES) == [(before, after)]


@pytest.mark.parametrize(
    "before, after",
    [
        ("Cat on 11, 2 to go; Bob on 9, Ann on 4.", "Ann asks."),  # names alone: the next reader is news
        ("A vote on Bob's answer. Hands up if it is valid.", "How many hands are up, not counting Bob?"),
        ("Ann's bid?", "Bob's?"),
        ("List 3.", "1. A fruit."),  # allowed: numbering
        ("Read your answers aloud, one category at a time.", "Scoring: 1 point for each answer."),  # "one" is a word
    ],
)
def test_news_is_not_taken_for_a_repeat(before: str, after: str) -> None:
    assert said_again([before, after], NAMES) == []


def test_answers_and_cues_between_two_lines_are_skipped() -> None:
    lines = ["? Ann's bid?", "> 4", "[success]", "Ann moves to space 4.", "Cat on 6, 7 to go; Ann on 4."]
    assert said_again(lines, NAMES) == [("Ann moves to space 4.", "Cat on 6, 7 to go; Ann on 4.")]
    device = ["Ann's bid? 5", "4", "Ann moves to space 4."]  # a stepped value is an answer
    assert said_again(device, NAMES, is_answer=lambda line: line.isdigit()) == []
