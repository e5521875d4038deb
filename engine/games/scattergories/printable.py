"""What Scattergories offers `referee print scattergories`: its options and the page they make.

The device only reads the answer file (it owns the files); the page itself is
print_sheet.py's.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from engine.entry import CommandLineOption, Printable
from engine.games.scattergories.print_sheet import PADS_PER_PAGE, sheet_html
from engine.games.scattergories.setup_flow import LISTS
from engine.setup import Library


def pad_count(given: str) -> int:
    """--pads N: a whole number of answer pads, 1 or more."""
    try:
        pads = int(given)
    except ValueError:
        raise ValueError(f"{given!r} is not a number; give how many pads, 1 or more") from None
    if pads < 1:
        raise ValueError(f"{pads} pads is too few; give 1 or more")
    return pads


def sheet(library: Library, answers_of: Callable[[str], Mapping[str, Any]], options: Mapping[str, Any]) -> str:
    lists = library.decks[LISTS]
    chosen = list(options.get("lists") or ())
    unknown = [number for number in chosen if number not in lists]
    if unknown:
        raise ValueError(f"no list {unknown[0]}; the lists are numbered 1 to {len(lists)}")
    pads = options.get("pads") or PADS_PER_PAGE
    answers = None
    if options.get("answers"):
        answers = {
            category: {letter: str(answer) for letter, answer in table.items()} for category, table in answers_of(LISTS).items()
        }
    return sheet_html(lists, chosen, pads, answers)


PRINTABLE = Printable(
    help="scattergories: category lists and answer pads",
    sheet=sheet,
    options=(
        CommandLineOption("--list", "lists", "list number (repeatable)", repeatable=True),
        CommandLineOption(
            "--pads", "pads", f"how many answer pads (default: one page of them, {PADS_PER_PAGE})", parse=pad_count
        ),
        CommandLineOption(
            "--answers", "answers", "add an answer key: one fitting answer per die letter, for disputes", switch=True
        ),
    ),
)
