"""Finding a line that says again what the line before it said (issue 23).

A table stops listening to a referee that repeats itself: a roll's value said
twice, a placement confirmed and then announced, a round number in two lines
running, a move and then the standings that hold it. Words cannot be compared
by meaning here, but the facts in a line can: the numbers it says (as digits
or as words, "seventy-five") and the players it names. A line says again what
the line before it said when one line's facts hold the other's and there is a
number among them. Names alone are not enough: a line naming every player
(the standings) may well be followed by one naming a single player ("Dan
reads."), and a vote names the same player in three different questions.

Answers are left out (a golden's "> 7", a stepped value "7" on the device),
and so are cues: they are the table's words and the device's sounds, not lines.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable, Sequence

_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
# "one" is left out: "one category at a time", "new ones" are not numbers; a roll says "Two and one: twenty-one".
NUMBER_WORDS = {word: value for value, word in enumerate(_UNITS) if word != "one"} | {
    word: value * 10 for value, word in enumerate(_TENS) if word
}

#: Pairs that share a number by the rules, not by saying it twice: (first line, second line) patterns, and why.
ALLOWED: tuple[tuple[str, str, str], ...] = (
    (r"^List \d+\.$", r"^1\. ", "a list's number, then its first category, numbered from 1"),
    (r"(?i)^(\w+) and \1: ", r"^A double: ", "a double's bonus steps are its face: three and three, up 3"),
    (
        r"^A double: up \d+ steps? to step \d+\.$",
        r"^\w+ places [\w-]+ on field \d+\.$",
        "a double climbs its face, a small number, and my own seat may then place on the field of that "
        "number: two moves, not one said twice (session 46: the taught rule between them went to the opening)",
    ),
    (r"read your (\d+) answers?", r"(moves to|stays on) space \d+", "from Start a bid of 4 lands on space 4"),
    (
        r"(All valid|reached its bid|Did it reach \d+)\?$",
        r"( to go| beyond Finish);",
        "bids and spaces are small numbers that meet by chance (and in "
        "round 1 every cube moves from Start, so the standings hold the bids: their news is the distance to go)",
    ),
    (r", a challenge space\.$", r" to go; ", "the challenge space is news the standings do not give"),
    (r"^Totals: ", r" tied on ", "a tie named, and the tie-break it starts, after the totals that show it"),
    (
        r"(?i)\bfield \d+(, [^.]* out)?$",
        r"^[A-Z][a-z]+(-[a-z]+)? on \d+\.$",
        "the field a Rapido roll is offered, then "
        "the placing on it: with no dice on the table the placing is the board's only record (issue 37)",
    ),
)


def _number(word: str) -> int | None:
    """'7', 'seven', 'seventy-five': the value, or None for any other word."""
    if word.isdigit():
        return int(word)
    parts = word.lower().split("-")
    if all(part in NUMBER_WORDS for part in parts) and len(parts) <= 2:
        return sum(NUMBER_WORDS[part] for part in parts)
    return None


def facts(line: str, names: Iterable[str]) -> tuple[frozenset[str], bool]:
    """The numbers and player names a line says, and whether a number is among them."""
    named = set(names)
    found: set[str] = set()
    has_number = False
    for word in re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)?|\d+", line):
        value = _number(word)
        if value is not None:
            found.add(str(value))
            has_number = True
        elif word in named:
            found.add(word)
    return frozenset(found), has_number


def _repeats(before: str, after: str, names: Sequence[str]) -> bool:
    first, first_numbers = facts(before, names)
    second, second_numbers = facts(after, names)
    if first <= second:
        return first_numbers
    if second <= first:
        return second_numbers
    return False


def _allowed(before: str, after: str) -> bool:
    return any(re.search(first, before) and re.search(second, after) for first, second, _ in ALLOWED)


def said_again(
    lines: Sequence[str], names: Sequence[str], *, is_answer: Callable[[str], bool] = lambda line: False
) -> list[tuple[str, str]]:
    """Each pair of lines running where the second says again what the first said.

    `lines` is a transcript: cues ("[dice]") and answers (as `is_answer` tells
    them, plus a golden's "> ...") are skipped; a golden's "? " before a
    question is dropped.
    """
    spoken = [
        line.removeprefix("? ") for line in lines if not line.startswith(("[", "> ")) and line.strip() and not is_answer(line)
    ]
    return [
        (before, after)
        for before, after in zip(spoken, spoken[1:])
        if _repeats(before, after, names) and not _allowed(before, after)
    ]
