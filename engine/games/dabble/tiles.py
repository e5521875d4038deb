"""A set of Dabble tiles a table can cut from paper: which letters, how many, and their points.

Why it is here: a table taught the game (engine/teaching.py) may own no tiles,
and the rule text gives neither the letters nor their points (FACTS.md: the
points are printed on the tiles). The referee never needs them: players add up
what is written on their own tiles. So this is our own set, made to play well:
enough tiles for four racks of twenty with a bag left to swap from, vowels
common, rare letters worth more. Each language has its own letters, as its
words use them (phrases.TEACH_NEEDS): the English set's two W and two K would
sit on a Spanish rack unplayed (issue 38), so the Spanish set has none, more A
and O, and the Spanish tiles (rr, ll, ñ) as the box has them; it leaves the
apostrophes out, as the box does. Accents are not tiles: a Spanish table plays
an A for an Á, as the box's Spanish rules let it.
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
#: The Spanish paper set's letters, the same way: no K or W, which hardly a Spanish word uses.
SPANISH_LETTERS: tuple[tuple[str, int, int], ...] = (
    ("AE", 12, 1),
    ("O", 9, 1),
    ("IS", 6, 1),
    ("NRU", 5, 1),
    ("LT", 4, 1),
    ("D", 5, 2),
    ("CM", 4, 2),
    ("BGP", 2, 3),
    ("FHYV", 1, 4),
    ("Q", 1, 5),
    ("JXZ", 1, 8),
)
#: Blank tiles: worth nothing, any letter (not an apostrophe).
BLANKS = 2
#: The Spanish game's own tiles (rr, ll, ñ: one letter each), two of each, and their points.
SPANISH = ("RR", "LL", "Ñ")
SPANISH_EACH, SPANISH_POINTS = 2, 5


def letters(spanish: bool = False) -> tuple[tuple[str, int, int], ...]:
    """The letter groups of the set in one language: (letters, how many of each, points each)."""
    return SPANISH_LETTERS if spanish else LETTERS


def letter_tiles(spanish: bool = False) -> int:
    """How many letter tiles the set has, blanks, apostrophes and Spanish tiles aside."""
    return sum(len(group) * each for group, each, _ in letters(spanish))


def paper_tiles(spanish: bool) -> int:
    """Every square a table cuts for a game in English (with the apostrophes) or Spanish (with its own tiles)."""
    extra = len(SPANISH) * SPANISH_EACH if spanish else APOSTROPHE_TILES
    return letter_tiles(spanish) + BLANKS + extra


def by_points(spanish: bool = False) -> list[tuple[int, list[tuple[str, int]]]]:
    """The letter groups gathered by their points, lowest first: [(1, [("E", 12), ("AIO", 9), ...]), ...]."""
    grouped: dict[int, list[tuple[str, int]]] = {}
    for group, each, points in letters(spanish):
        grouped.setdefault(points, []).append((group, each))
    return sorted(grouped.items())
