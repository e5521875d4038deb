"""Rapido's hard round for tests/budget.py: four people throw each other out, each choosing by ear.

Plugged into `measure` as `Plan("rapido", decide, {...}, turns=4)`: the
table of four (Ann, Bob, Cat, Dan; the draw picks Cat to start) plays round 1,
then the next four turns are measured. The dice are the ones `measure` draws
(Python's Random(7), tests/budget.py `_draw_as_measured`), so the round is
the same every run, and the plan below is written for those dice.

Round 1 (not measured) lays the board the hard round needs:

- Cat places her twenty on field 5 (the field offered).
- Dan rolls again on his twenty and crosses out: no pair of his lies out.
- Ann rolls again three times (fifty-one, seventy-five, twenty-one) and
  places sixty-four on field 4, throwing out Cat.
- Bob places ten on field 2.

The measured round: every turn places its first roll (no re-roll); three of
the four throw another player's pair out:

- Cat, seventy-three: field 3, throws out Ann's sixty-four.
- Dan, thirty-two: field 4, throwing out nobody (below Bob's ten he would
  throw it out, and Ann's thirty-one would then have nothing to throw out).
- Ann, thirty-one: field 1, throws out Bob's ten.
- Bob, sixty-one: field 2, throws out Dan's thirty-two.

Then Cat's seventy-three, still on field 3, climbs: "Cat up 3 to step 3."

These placings were chosen, before the offer changed, to miss the field then
offered (the highest free one), and are kept as they were, so the figures
compare. Since the field offered first is the highest that throws a pair
out (engine/games/rapido/rules.py `offered_field`), Cat, Ann and Bob take it
(GO, OK); Dan passes his throw-out by for field 4, a step up from the field
1 offered (GO, UP, OK): 9 presses, 2.25 a turn.

No plan found throws someone out on all four turns with these dice: a search
over round 1s of up to three re-rolls a turn and every field found three at
most (the rolls a measured round gets hold a ten or a zero, which throws out
only its like, or come too high or too low in a row).

Rapido has no "every value changed" round (s46): a turn has one value, the
field, and a field other than the one offered is a step whichever field the
referee offers, so such a round is GO, a step and OK every turn by design.

`decide` counts the turns itself (a prompt does not say which turn it is), so
it starts again when a new game's first choice comes: all six fields free,
after round 1 of the game before.
"""

from __future__ import annotations

from typing import Any

from engine.core import AskChoice, AskConfirm, AskGo

ROUND = 4  # turns in a round of four

# Turn by turn (from 1, the game's first): re-rolls before placing, then the field, or None: the
# last re-roll crosses out and ends the turn. The dice are Random(7)'s (module docstring).
PLAN: dict[int, tuple[int, int | None]] = {
    1: (0, 5),
    2: (1, None),
    3: (3, 4),
    4: (0, 2),
    5: (0, 3),
    6: (0, 4),
    7: (0, 1),
    8: (0, 2),
}


class HardRound:
    """The plan above, as a table's answers: "go" at a turn's start, then "roll" or "place N"."""

    def __init__(self) -> None:
        self.turn = 0
        self.rolls = 0  # re-rolls made this turn

    def __call__(self, prompt: Any) -> Any:
        if isinstance(prompt, AskGo):
            self.turn += 1
            self.rolls = 0
            return "go"
        if isinstance(prompt, AskChoice):
            offered = {option.value for option in prompt.options}
            if self.turn > ROUND and {f"place {spot}" for spot in range(6)} <= offered:
                self.turn, self.rolls = 1, 0  # a new game's first choice: nothing lies on any field yet
            if self.turn not in PLAN:
                return None  # past the plan: the field on offer
            rerolls, spot = PLAN[self.turn]
            if self.rolls < rerolls or spot is None:
                self.rolls += 1
                return "roll"
            return f"place {spot}"
        if isinstance(prompt, AskConfirm):
            return True
        return None


decide = HardRound()
