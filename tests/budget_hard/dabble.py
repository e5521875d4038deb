"""Dabble's hard round for the budget (issue 37): one finisher, racks that change, a lost challenge.

Four players, Ann, Bob, Cat and Dan, a known table set up with OK on every
question (so no subject words: they start off). Round 1: Ann finishes, the
others' unused tiles are worth Bob 12, Cat 15 and Dan 18, and there are no
extras. The measured round, round 2: Ann finishes again; the racks left over
are worth Bob 9, Cat 20 and Dan 4, each away from what that player had in
round 1 (the value a later round offers); and one word is challenged and
fails. The rules have a challenge when "the 5 words are presented to finalize
a round", and it is the finisher who presents them: Ann's word, worth 6 on
its tiles, comes off her score. Nothing else: no apostrophe word (its tiles
are two in the bag; the extras of one more player would be a second entry
like the challenge's) and, subjects being off, no subject word.

`decide(prompt)` is what the table answers at each prompt after setup, in the
form tests/budget.py's `Plan` takes: "go" for GO, a value to step to (a
number, a choice's value, True or False), or None for the value on offer. It
counts the unused tiles each player is asked for to know the round, so one
call of `measure` must play exactly round 1 and the measured round. `STARTS`
is the plan's pattern for the start of a round, by language ("All tiles
back in the bag; draw 20." / "... cada uno toma 20."):

    Plan("dabble", decide, STARTS)

Measure it (both languages, with the transcript of the measured round):

    .venv/bin/python -m tests.budget dabble --hard -v
    .venv/bin/python -m tests.budget dabble --hard -v --language es
"""

from __future__ import annotations

from typing import Any

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber
from tests.press_count import name_of

FINISHER = "Ann"
#: The unused tiles of each other player, round 1 then the round measured.
UNUSED = ({"Bob": 12, "Cat": 15, "Dan": 18}, {"Bob": 9, "Cat": 20, "Dan": 4})
#: What the word Ann lost the challenge on is worth, in the measured round.
CHALLENGED_WORD = 6
STARTS = {"en": r"draw ", "es": r"toma 20"}

_unused_asked: dict[str, int] = {}  # unused-tiles questions put to each player so far
_challenges: list[int] = []  # the rounds in which the challenge was entered


def _round() -> int:
    """1 or 2: the round being played, from the unused tiles Bob has been asked for (he is asked each round)."""
    return 1 if _unused_asked.get("Bob", 0) % 2 == 1 else 2


def decide(prompt: Any) -> Any:
    """What the table answers at `prompt` ("go", a value, or None for the value on offer)."""
    if isinstance(prompt, AskGo):
        return "go"
    if isinstance(prompt, AskChoice) and any(option.value == "nobody" for option in prompt.options):  # who finished
        return next(option.value for option in prompt.options if option.label == FINISHER)
    if isinstance(prompt, AskChoice):  # which extra, or (with nothing else to report) who lost the challenge
        _challenges.append(_unused_asked.get("Bob", 0))
        return next(option.value for option in prompt.options if option.label.startswith(FINISHER))
    if isinstance(prompt, AskNumber):
        if FINISHER in prompt.question.text:  # "What was Ann's word worth?": the finisher is asked nothing else
            return CHALLENGED_WORD
        name = name_of(prompt)
        asked = _unused_asked[name] = _unused_asked.get(name, 0) + 1
        return UNUSED[(asked - 1) % 2][name]
    if isinstance(prompt, AskConfirm):  # "Any extras?": yes once in the measured round, then "Anything else?" no
        return _round() == 2 and _unused_asked.get("Bob", 0) not in _challenges
    return None


def _reset() -> None:
    _unused_asked.clear()
    _challenges.clear()
