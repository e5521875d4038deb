"""A set of Dabble tiles a table can cut from paper: which letters, how many, and their points.

Why it is here: a table taught the game (engine/teaching.py) may own no tiles,
and the rule text gives neither the letters nor their points (FACTS.md: the
points are printed on the tiles). The referee never needs them: players add up
what is written on their own tiles. So this is our own set, made to play well:
enough tiles for four racks of twenty with a bag left to swap from, vowels
common, rare letters worth more. Both languages read it (phrases.TEACH_NEEDS);
a Spanish table adds the Spanish tiles and leaves the apostrophes out, as the
box does.
"""

from __future__ import annotations

from engine.games.dabble.scoring import APOSTROPHE_TILES

#: (letters, how many of each, points each), commonest first, as the referee reads them out.
LETTERS: tuple[tuple[str, int, int], ...] = (
    ("E", 12, 1),
    ("AIO", 9, 1),
    ("NRST", 6, 1),
    ("DLU", 4, 2),
    ("CGHMP", 3, 3),
    ("BFKWY", 2, 4),
    ("V", 2, 5),
    ("JQXZ", 1, 8),
)
#: Blank tiles: worth nothing, any letter (not an apostrophe).
BLANKS = 2
#: The Spanish game's own tiles (rr, ll, ñ: one letter each), two of each, and their points.
SPANISH = ("RR", "LL", "Ñ")
SPANISH_EACH, SPANISH_POINTS = 2, 5


def letter_tiles() -> int:
    """How many letter tiles the set has, blanks, apostrophes and Spanish tiles aside."""
    return sum(len(letters) * each for letters, each, _ in LETTERS)


def paper_tiles(spanish: bool) -> int:
    """Every square a table cuts for a game in English (with the apostrophes) or Spanish (with its own tiles)."""
    extra = len(SPANISH) * SPANISH_EACH if spanish else APOSTROPHE_TILES
    return letter_tiles() + BLANKS + extra


def by_points() -> list[tuple[int, list[tuple[str, int]]]]:
    """The letter groups gathered by their points, lowest first: [(1, [("E", 12), ("AIO", 9), ...]), ...]."""
    grouped: dict[int, list[tuple[str, int]]] = {}
    for letters, each, points in LETTERS:
        grouped.setdefault(points, []).append((letters, each))
    return sorted(grouped.items())
