"""Dabble's hard round for the budget (issue 37): one finisher, racks that change, a rejected word.

Four players, Ann, Bob, Cat and Dan, a known table set up with OK on every
question (so no subject words: they start off). Round 1: Ann finishes, the
others' unused tiles are worth Bob 12, Cat 15 and Dan 18, and there are no
extras. The measured round, round 2: Ann finishes again (the finisher a
later round offers first: who finished last time), and one of her words is
challenged and rejected. The rules have a challenge when "the 5 words are
presented to finalize a round", and it is the finisher who presents them:
Ann's word, worth 6 on its tiles, comes off her round. Nothing else: no
apostrophe word and, subjects being off, no subject word.

Two plans of the racks left over in round 2, as session 46 decided:

- **the hard round** (`decide`, the goal applies): two of the three racks
  away from what that player had in round 1 (the value a later round
  offers), one as in round 1: Bob 9, Cat 20, Dan 18;
- **every value changed** (`decide_every_value_changed`, measured and
  documented, no goal): all three away, Bob 9, Cat 20, Dan 4.

Each `decide(prompt)` is what the table answers at each prompt after setup,
in the form tests/budget.py's `Plan` takes: "go" for GO, a value to step to
(a number, a choice's value, True or False), or None for the value on
offer. It counts the unused tiles each player is asked for to know the
round, so one call of `measure` must play exactly round 1 and the measured
round; a round starts as the easy round's does (tests/budget.py ROUND_STARTS).

Measure it (both languages, with the transcript of the measured round):

    .venv/bin/python -m tests.budget dabble --hard -v
    .venv/bin/python -m tests.budget dabble --hard -v --language es
    .venv/bin/python -m tests.budget dabble --every -v
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber
from tests.press_count import name_of

FINISHER = "Ann"
ROUND_1 = {"Bob": 12, "Cat": 15, "Dan": 18}
#: The unused tiles of each other player in the measured round: the hard round, then every value changed.
HARD = {"Bob": 9, "Cat": 20, "Dan": 18}
EVERY_VALUE_CHANGED = {"Bob": 9, "Cat": 20, "Dan": 4}
#: What Ann's rejected word is worth, in the measured round.
CHALLENGED_WORD = 6

_unused_asked: dict[str, int] = {}  # unused-tiles questions put to each player so far
_rejected: list[int] = []  # the rounds in which Ann's rejected word was entered
_worth_next: list[bool] = []  # Ann's word was just chosen: the next number is what it was worth


def _round() -> int:
    """1 or 2: the round being played, from the unused tiles Bob has been asked for (he is asked each round)."""
    return 1 if _unused_asked.get("Bob", 0) % 2 == 1 else 2


def _answer(prompt: Any, measured: Mapping[str, int]) -> Any:
    """What the table answers at `prompt`, its racks in the measured round being `measured`."""
    if isinstance(prompt, AskGo):
        return "go"
    if isinstance(prompt, AskChoice) and any(option.value == "nobody" for option in prompt.options):  # who finished
        return next(option.value for option in prompt.options if option.label == FINISHER)
    if isinstance(prompt, AskChoice):  # "Which extras?": Ann's word once in the measured round if offered, else None
        offered = any(option.label.startswith(FINISHER) for option in prompt.options)
        if offered and _round() == 2 and _round_count() not in _rejected:
            _rejected.append(_round_count())
            _worth_next.append(True)
            return next(option.value for option in prompt.options if option.label.startswith(FINISHER))
        return None
    if isinstance(prompt, AskNumber):
        if _worth_next:  # "What was it worth?", after Ann's word was chosen
            _worth_next.clear()
            return CHALLENGED_WORD
        if FINISHER in prompt.question.text:  # all the lone finisher's rejected words, asked first (0 in round 1)
            return CHALLENGED_WORD if _round() == 2 else None
        name = name_of(prompt)
        asked = _unused_asked[name] = _unused_asked.get(name, 0) + 1
        return (ROUND_1, measured)[(asked - 1) % 2][name]
    if isinstance(prompt, AskConfirm):
        return None
    return None


def _round_count() -> int:
    return _unused_asked.get("Bob", 0)


def decide(prompt: Any) -> Any:
    """The hard round: two racks changed, one as last round."""
    return _answer(prompt, HARD)


def decide_every_value_changed(prompt: Any) -> Any:
    """The hardest round: every rack changed."""
    return _answer(prompt, EVERY_VALUE_CHANGED)


def _reset() -> None:
    _unused_asked.clear()
    _rejected.clear()
    _worth_next.clear()
