"""A set of Dabble tiles a table can cut from paper: which letters, how many, and their points.

Why it is here: a table taught the game (engine/teaching.py) may own no tiles,
and the rule text gives neither the letters nor their points (FACTS.md: the
points are printed on the tiles). The referee never needs them: players add up
what is written on their own tiles. So this is our own set, made to play well.
Each language has its own letters, as its words use them, kept with its words
(messages/<language>.toml, `paper_set`; said by the message paper-set): the
English set's two W and two K would sit on a Spanish rack unplayed (issue 38),
so the Spanish set has none, more A and O, and the Spanish tiles (rr, ll, ñ) as
the box has them; it leaves the apostrophes out, as the box does.
"""

from __future__ import annotations

from typing import Any

from engine.games.dabble.scoring import APOSTROPHE_TILES
from engine.words import facts

ROOM = "engine.games.dabble"


def _paper_set(spoken_in: str) -> dict[str, Any]:
    found: dict[str, Any] = facts(ROOM, spoken_in)["paper_set"]
    return found


def apostrophes(spoken_in: str) -> bool:
    """Whether the language's words take the two apostrophe tiles: then they are played and asked about."""
    return bool(facts(ROOM, spoken_in)["apostrophes"])


def letters(spoken_in: str) -> tuple[tuple[str, int, int], ...]:
    """The letter groups of the set in one language: (letters, how many of each, points each), commonest first."""
    return tuple((group["letters"], group["each"], group["points"]) for group in _paper_set(spoken_in)["letters"])


def blanks(spoken_in: str) -> int:
    """Blank tiles: worth nothing, any letter (not an apostrophe)."""
    return int(_paper_set(spoken_in)["blanks"])


def letter_tiles(spoken_in: str) -> int:
    """How many letter tiles the set has, blanks, apostrophes and the language's own tiles aside."""
    return sum(len(group) * each for group, each, _ in letters(spoken_in))


def paper_tiles(spoken_in: str) -> int:
    """Every square a table cuts for a game in the language: its letters, the blanks, the apostrophes if its
    words take them, and its own tiles (Spanish's rr, ll and ñ)."""
    paper = _paper_set(spoken_in)
    played_apostrophes = APOSTROPHE_TILES if apostrophes(spoken_in) else 0
    return letter_tiles(spoken_in) + blanks(spoken_in) + played_apostrophes + len(paper["own"]) * int(paper["own_each"])


def by_points(spoken_in: str) -> list[tuple[int, list[tuple[str, int]]]]:
    """The letter groups gathered by their points, lowest first: [(1, [("E", 12), ("AIO", 9), ...]), ...]."""
    grouped: dict[int, list[tuple[str, int]]] = {}
    for group, each, points in letters(spoken_in):
        grouped.setdefault(points, []).append((group, each))
    return sorted(grouped.items())
