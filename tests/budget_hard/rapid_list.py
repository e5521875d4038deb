"""Rapid List's hard rounds for the budget (issue 37): bids that vary, a list that falls short.

Four players, Ann, Bob, Cat and Dan, a known table set up with OK on every
question. Round 1: bids Ann 4, Bob 6, Cat 5, Dan 3, and every list is
accepted. The measured later round comes in two plans:

- **The hard round** (`decide`, the goal applies; session 46's definition):
  two bids change and two stay as last round, which is what the referee
  offers (Ann 4 and Cat 5 again; Bob 3 and Dan 4), and Bob's list falls
  short: "No, Bob's" at the verdict. The cubes end on 8, 6, 10 and 7: every
  score differs.
- **Every value changed** (`decide_every_value_changed`, measured and
  documented, no goal): all four bids change (Ann 5, Bob 3, Cat 6, Dan 4),
  each a step or more from the last bid, and Bob's list falls short.

In either, if a challenge is in play that round its player's list fails too
(a word broke the challenge: "Bob, remember: ..." names them): then "No,
several", and list by list each reader's list is judged, the short ones No.
A challenge that caps the bid gets the highest bid it allows.

`decide(prompt)` is what the table answers at each prompt after setup, in the
form tests/budget.py's `Plan` takes: "go" for GO, a value to step to (a bid,
a choice's value, True or False), or None for the value on offer. It counts
each player's bids to know the round, so one call of `measure` must play
exactly round 1 and the measured round (8 bids); `reset()` starts a measure.
It reads no words of a language of its own: the round is the bids' count, and a
challenged player is named by the game's own reminder (its message
challenge-reminder), so it plays the same in every language.

Measure them (both languages, with the transcript of the measured round):

    .venv/bin/python -m tests.budget rapid-list --hard -v
    .venv/bin/python -m tests.budget rapid-list --hard -v --language es
    .venv/bin/python -m tests.budget rapid-list --every -v
    .venv/bin/python -m tests.budget rapid-list --every -v --language es
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping, Sequence

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber
from engine.games.rapid_list import lines
from tests.press_count import name_of

ROUND_1 = {"Ann": 4, "Bob": 6, "Cat": 5, "Dan": 3}
NAMES = tuple(ROUND_1)  # the table's seats
# The hard round: Ann and Cat bid as last round (OK on the bid offered), Bob and Dan change.
HARD = (ROUND_1, {"Ann": 4, "Bob": 3, "Cat": 5, "Dan": 4})
# Every value changed: no bid is the one offered.
EVERY_VALUE_CHANGED = (ROUND_1, {"Ann": 5, "Bob": 3, "Cat": 6, "Dan": 4})
FALLS_SHORT = "Bob"  # in the measured round

_bids_asked: dict[str, int] = {}
_short: set[str] = set()


def _plan(bids: Sequence[Mapping[str, int]]) -> Callable[[Any], Any]:
    def decide(prompt: Any) -> Any:
        if isinstance(prompt, AskGo):
            return "go"
        if isinstance(prompt, AskNumber):
            name = name_of(prompt)
            rounds = _bids_asked[name] = _bids_asked.get(name, 0) + 1
            return min(bids[(rounds - 1) % 2][name], prompt.high)  # a capped bid: the most the challenge allows
        if isinstance(prompt, AskChoice):
            return _verdict(prompt)
        if isinstance(prompt, AskConfirm):  # list by list: each reader in turn
            return name_of(prompt) not in _short
        return None

    return decide


decide = _plan(HARD)
decide_every_value_changed = _plan(EVERY_VALUE_CHANGED)


def _verdict(prompt: AskChoice) -> str:
    """All lists reached their bids in round 1; later, Bob's fell short, with any challenged player's."""
    _short.clear()
    if _bids_asked.get(FALLS_SHORT, 0) <= 1:  # round 1: every list is accepted
        return "all"
    _short.add(FALLS_SHORT)
    _short.update(challenged(prompt.question.text))
    if len(_short) > 1:
        return "several"
    return next(option.value for option in prompt.options if re.search(rf"\b{FALLS_SHORT}\b", option.label))


def challenged(question: str) -> list[str]:
    """The players a verdict question reminds of the round's challenge, in the language being spoken: the
    seats its reminder names ("Bob and Cat, remember: ...", "Ojo, Bob y Cat: ..."), none without one."""
    said = lines.challenge_reminder(["\x00"], "\x01").text  # in the language being spoken
    before, _, rest = said.partition("\x00")
    between = rest.partition("\x01")[0]
    reminder = re.search(rf"(?:^|[.!?] ){re.escape(before)}([^.!?]+?){re.escape(between)}", question)
    return [name for name in NAMES if reminder and re.search(rf"\b{name}\b", reminder.group(1))]


def reset() -> None:
    _bids_asked.clear()
    _short.clear()
