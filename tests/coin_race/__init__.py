"""Coin Race: the smallest whole game, made by docs/architecture.md's "Adding a game", step by step.

Each player in turn flips a coin; heads moves them one step; the first to
three wins. It lives in tests/ so that no player meets it: its package is this
folder, and its pages and goldens sit here too, in the repository's own layout
(docs/games/, docs/games/es/, docs/dev/games/, golden/, golden/es/).
tests/device/test_new_game.py registers it as its one catalog line would and
plays it through the device; tests/test_adding_a_game.py holds it to every
check the four real games meet.
"""

from __future__ import annotations

from html import escape
from typing import Any, Mapping

from engine.entry import CommandLineOption, Entry, Printable
from engine.language import ENGLISH
from engine.setup import Library
from engine.words import Words
from tests.coin_race.rules import GAME, HEADS, TAILS
from tests.coin_race.setup_flow import setup
from tests.coin_race.view import view

words = Words("tests.coin_race")  # in the language being spoken when a message is asked for


def score_sheet(library: Library, answers_of: Any, options: Mapping[str, Any]) -> str:
    """A page to tick the steps on: one row a player, as many rows as asked."""
    rows = options.get("rows") or 4
    cells = "".join(
        f"<tr><td>{escape(words('shown-sheet-row', number=n))}</td><td></td><td></td><td></td></tr>" for n in range(1, rows + 1)
    )
    return f"<!DOCTYPE html><html><head><title>{escape(GAME.title)}</title></head><body><table>{cells}</table></body></html>\n"


def row_count(given: str) -> int:
    if not given.isdigit() or not 1 <= int(given) <= 8:
        raise ValueError(words("shown-rows-wrong"))
    return int(given)


ENTRY = Entry(
    GAME,
    __name__,
    setup,
    view=view,
    spoken_pieces=lambda: [words("coin-side", side=side) for side in (HEADS, TAILS)],  # said alone in joined lines
    printable=Printable(
        words.said_in(ENGLISH, "shown-sheet-help"),  # the command line's help is English
        score_sheet,
        (CommandLineOption("--rows", "rows", words.said_in(ENGLISH, "shown-rows-help"), parse=row_count),),
    ),
    teaching_needs=lambda: words("teach-needs"),  # what the table needs in its hands
    teaching_opening=lambda: words("teach-opening"),  # the game in short, before setup's first choice
)
