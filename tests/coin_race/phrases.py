"""Every line Coin Race says or asks, in English (its Spanish twin: phrases_es.py, the same names).

A test-only game written by docs/architecture.md's "Adding a game": one
phrase function or constant a line, so the rules hold no words, and a
teaching block (engine/teaching.py) with the rules said once to a new table.
"""

from __future__ import annotations

from typing import Sequence

from engine.core import Line

# ---------------------------------------------------------------- the command line and the sheet

SHEET_HELP = "a sheet to tick the steps on"
ROWS_HELP = "rows on the sheet"
ROWS_WRONG = "give a number of rows from 1 to 8"


def sheet_row(number: int) -> str:
    """A row's label on the printed sheet."""
    return f"Player {number}"


# ---------------------------------------------------------------- setup (hold OK: the rule; hold GO: the purpose)

SEATS_RULE = "Two to four players, each on their own count of steps."
SEATS_PURPOSE = "How many play; their names come next."
NAMES_PURPOSE = "The players' names, in the order they flip; then the first flip."

# ---------------------------------------------------------------- teaching (engine/teaching.py)

# What the table needs in its hands, said in setup when taught.
TEACH_NEEDS = "You need nothing in your hands: I flip the coin for you."
# Before the first flip: the goal and how to win (at most 30 s spoken).
TEACH_OPENING = "Take turns to flip a coin: heads moves you one step, tails leaves you where you are. First to three steps wins."
# After the first coin lands: what a flip does for the turn.
FLIP_TAUGHT = Line("Either way, the turn then passes to the next player.")

# ---------------------------------------------------------------- play

FLIP_ACTION = "flip the coin"
FLIP_RULE = "Heads moves you one step; tails does not. First to three wins."
FLIP_PURPOSE = "Your flip; then the next player flips."


def your_flip(name: str) -> Line:
    """The turn's question; its rule and purpose come on hold OK and hold GO, taught or not."""
    return Line(f"{name}'s flip.", rule=FLIP_RULE, purpose=FLIP_PURPOSE)


def landed(heads: bool, name: str, steps: int) -> Line:
    """How the coin landed and where its flipper stands now."""
    return Line(f"{'Heads' if heads else 'Tails'}. {name} is on {steps}.")


def wins(name: str) -> str:
    return f"{name} wins Coin Race!"


def where(name: str) -> str:
    return f"Coin Race, {name} to flip."


def standings(places: Sequence[tuple[str, int]]) -> str:
    """Each player and their steps, in seat order."""
    return ", ".join(f"{name} on {steps}" for name, steps in places) + "."


def spoken_pieces() -> list[str]:
    """The coin's sides, said alone when the lines are joined from pieces."""
    return ["Heads", "Tails"]
