"""Words shown, never said, in English: a game's picture on a screen and a printed sheet.

A game's `view` (the picture the phone page draws) labels its facts and the
columns of its score table; a printed sheet heads its cards and pads. They
are shown in the language being spoken like every line (engine/language.py),
so they live in a phrase module with a Spanish twin beside it
(`shown_phrases_es.py`); the views and the sheet hold
`Phrases("engine.shown_phrases")`.
"""

from __future__ import annotations

# ---------------------------------------------------------------- the facts and columns of a game's picture

LIST = "List"
LETTER = "Letter"
TARGET = "Target"
SUBJECT = "Subject"
READER = "Reader"
QUESTION = "Question"
CHALLENGE = "Challenge"
ROLL = "Roll"
TOTAL = "Total"
TIE_BREAK = "Tie-break"


def round_column(number: int) -> str:
    """A score table's column, and a pad's: "Round 2"."""
    return f"Round {number}"


def question_numbered(number: int) -> str:
    """One of a card's questions, while the reader picks one: "Question 3"."""
    return f"Question {number}"


# ---------------------------------------------------------------- a printed sheet (Scattergories' lists and pads)


def list_name(number: str) -> str:
    return f"List {number}"


def sheet_title(title: str, number: str) -> str:
    """The sheet's heading: one list's number, or "" when it holds several."""
    return f"{title}: list {number}" if number else f"{title}: category lists"


def key_heading(number: str) -> str:
    return f"List {number}: one answer for each letter"


KEY_NOTE = "For a disputed answer: one that fits, for each letter of the die."
NO_EXAMPLE = "(no example yet)"
POINTS = "Points"
NAME = "Name"


def pad_name(number: int) -> str:
    return f"Pad {number}"
