"""Scattergories' hard round for tests/budget.py (issue 37): a challenge thrown out, and points that change.

Four players (Ann, Bob, Cat, Dan) write on paper. Round 1: no challenge,
points Ann 8, Bob 6, Cat 9, Dan 5. The round measured, round 2: after the
reading, Bob's answer is challenged ("Any challenge?" answered with Bob); one
hand goes up for it, his own, so it is out 1 to 3 (no tie: his own vote is
not asked); no other challenge; points Ann 7, Bob 9, Cat 4, Dan 6, each away
from what that player scored in round 1 (the number a later round offers),
Cat's five points down.

The plan, for `measure` (the lead plugs it in as a `Plan`):

    Plan("scattergories", decide, {"en": r"Round ", "es": r"Ronda "})

`decide` counts the points it is asked for, by name, to know the round (as
tests/budget.py's Rapid List plan counts bids): a measure plays round 1 and
round 2 through, so the count stays in step from one measure to the next.
"""

from __future__ import annotations

from typing import Any

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber
from engine.games.scattergories.rules import NO_CHALLENGE
from tests.press_count import name_of

#: Each player's points, round 1 then the round measured.
POINTS = ({"Ann": 8, "Bob": 6, "Cat": 9, "Dan": 5}, {"Ann": 7, "Bob": 9, "Cat": 4, "Dan": 6})
CHALLENGED = "Bob"
#: The hands up for Bob's answer: his own alone, so it is out 1 to 3.
HANDS_UP = 1

_asked: dict[str, int] = {}  # points questions put to each player so far
_challenged_at: list[int] = []  # the count of Ann's points questions when Bob was challenged


def _round() -> int:
    """1 or 2: the round being played, from the points Ann has been asked for."""
    return _asked.get("Ann", 0) % 2 + 1


def decide(prompt: Any) -> Any:
    """What the table answers at `prompt` ("go", a value, or None for the value on offer)."""
    if isinstance(prompt, AskGo):
        return "go"
    if isinstance(prompt, AskChoice):  # "Any challenge?": No, or whose answer
        if _round() == 2 and _asked.get("Ann", 0) not in _challenged_at:
            _challenged_at.append(_asked.get("Ann", 0))
            return next(option.value for option in prompt.options if option.label == CHALLENGED)
        return NO_CHALLENGE
    if isinstance(prompt, AskNumber):
        name = name_of(prompt)
        if name not in POINTS[0]:  # the hands up for the challenged answer
            return HANDS_UP
        asked = _asked[name] = _asked.get(name, 0) + 1
        return POINTS[(asked - 1) % 2][name]
    if isinstance(prompt, AskConfirm):  # a tie's own vote: not met in this round
        return True
    return None


def _reset() -> None:
    """A new measure starts at round 1 (tests/budget.py's hard_plan calls it)."""
    _asked.clear()
    _challenged_at.clear()
