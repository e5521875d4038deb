"""Scattergories' hard rounds for tests/budget.py (issue 37): a challenge thrown out, and points that vary.

Four players (Ann, Bob, Cat, Dan) write on paper. Round 1: no challenge,
points Ann 8, Bob 6, Cat 9, Dan 5. The round measured, round 2: after the
reading, Bob's answer is challenged ("Any challenge?" answered with Bob, the
only challenge of the round); one hand goes up for it, his own, so it is out
1 to 3 (no tie: his own vote is not asked). Then the points:

- the hard round (`decide`, the goal applies, session 46): two players score
  what they scored in round 1 (the number a later round offers) and two do
  not: Ann 8 and Cat 9 as before, Bob 5 (one down, his answer out) and Dan 7;
- the hardest round (`decide_every_value_changed`, measured and documented,
  no goal): every player's points changed, Ann 7, Bob 9, Cat 4, Dan 6, Cat's
  five points down.

The plan, for `measure` (tests/budget.py's `hard_plan` takes `decide`, or
`decide_every_value_changed` for the hardest round).

Each table counts the points it is asked for, by name, to know the round (as
tests/budget.py's Rapid List plan counts bids): a measure plays round 1 and
round 2 through, so the count stays in step from one measure to the next.
"""

from __future__ import annotations

from typing import Any, Callable

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber
from engine.games.scattergories.rules import NO_CHALLENGE
from tests.press_count import name_of

ROUND_ONE = {"Ann": 8, "Bob": 6, "Cat": 9, "Dan": 5}
#: Each player's points, round 1 then the round measured: two changed (Bob, Dan), two as before.
POINTS = (ROUND_ONE, {"Ann": 8, "Bob": 5, "Cat": 9, "Dan": 7})
#: The hardest round: all four changed.
EVERY_POINTS_CHANGED = (ROUND_ONE, {"Ann": 7, "Bob": 9, "Cat": 4, "Dan": 6})
CHALLENGED = "Bob"
#: The hands up for Bob's answer: his own alone, so it is out 1 to 3.
HANDS_UP = 1

_resets: list[Callable[[], None]] = []


def _table(points: tuple[dict[str, int], dict[str, int]]) -> Callable[[Any], Any]:
    """A table playing round 1 then the measured round with `points`, as `decide` answers."""
    asked: dict[str, int] = {}  # points questions put to each player so far
    challenged_at: list[int] = []  # the count of Ann's points questions when Bob was challenged

    def round_now() -> int:
        """1 or 2: the round being played, from the points Ann has been asked for."""
        return asked.get("Ann", 0) % 2 + 1

    def decide(prompt: Any) -> Any:
        """What the table answers at `prompt` ("go", a value, or None for the value on offer)."""
        if isinstance(prompt, AskGo):
            return "go"
        if isinstance(prompt, AskChoice):  # "Any challenge?": No, or whose answer
            if round_now() == 2 and asked.get("Ann", 0) not in challenged_at:
                challenged_at.append(asked.get("Ann", 0))
                return next(option.value for option in prompt.options if option.label == CHALLENGED)
            return NO_CHALLENGE
        if isinstance(prompt, AskNumber):
            name = name_of(prompt)
            if name not in points[0]:  # the hands up for the challenged answer
                return HANDS_UP
            count = asked[name] = asked.get(name, 0) + 1
            return points[(count - 1) % 2][name]
        if isinstance(prompt, AskConfirm):  # a tie's own vote: not met in this round
            return True
        return None

    _resets.append(lambda: (asked.clear(), challenged_at.clear()))
    return decide


decide = _table(POINTS)
decide_every_value_changed = _table(EVERY_POINTS_CHANGED)


def _reset() -> None:
    """A new measure starts at round 1 (tests/budget.py's hard_plan calls it)."""
    for reset in _resets:
        reset()
