"""Rapid List's hard round for the budget (issue 37): bids that change, a list that falls short.

Four players, Ann, Bob, Cat and Dan, a known table set up with OK on every
question. Round 1: bids Ann 4, Bob 6, Cat 5, Dan 3, and every list is
accepted ("All valid? Yes"). The measured later round: the bids change (Ann 5,
Bob 3, Cat 6, Dan 4: each one a step or more from the last bid, which is what
the referee offers), and Bob's list falls short, answered at "All valid?" with
whose it was: "No, Bob's". If a challenge is in play that round, its player's
list fails too (a word broke the challenge: "Bob, remember: ..." names them):
then "No, several", and list by list each reader's list is judged, the short
ones No. A challenge that caps the bid gets the highest bid it allows.

`decide(prompt)` is what the table answers at each prompt after setup, in the
form tests/budget.py's `Plan` takes: "go" for GO, a value to step to (a bid,
a choice's value, True or False), or None for the value on offer. Like the
easy round's plan it counts each player's bids to know the round, so one call
of `measure` must play exactly round 1 and the measured round (8 bids).
`STARTS` is the plan's pattern for the start of a round, by language.

Measure it (both languages, with the transcript of the measured round):

    .venv/bin/python -m tests.budget rapid-list --hard -v
    .venv/bin/python -m tests.budget rapid-list --hard -v --language es
"""

from __future__ import annotations

import re
from typing import Any

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber
from tests.press_count import name_of

BIDS = ({"Ann": 4, "Bob": 6, "Cat": 5, "Dan": 3}, {"Ann": 5, "Bob": 3, "Cat": 6, "Dan": 4})
FALLS_SHORT = "Bob"  # in the measured round
# A round starts with the reader's prompt: "Dan reads." / "Lee Dan.".
STARTS = {"en": r" reads\.", "es": r"Lee "}
# The challenge said again before the reading names its players: "Bob and Cat, remember: ..." / "Ojo, Bob y Cat: ...".
_REMINDER = re.compile(r"(?:\.|^) ?(?:Ojo, )?([A-Z][^.:?]*?)(?:, remember)?: ")

_bids_asked: dict[str, int] = {}
_short: set[str] = set()


def decide(prompt: Any) -> Any:
    if isinstance(prompt, AskGo):
        return "go"
    if isinstance(prompt, AskNumber):
        name = name_of(prompt)
        rounds = _bids_asked[name] = _bids_asked.get(name, 0) + 1
        return min(BIDS[(rounds - 1) % 2][name], prompt.high)  # a capped bid: the most the challenge allows
    if isinstance(prompt, AskChoice):
        return _verdict(prompt)
    if isinstance(prompt, AskConfirm):  # list by list: each reader in turn
        return name_of(prompt) not in _short
    return None


def _verdict(prompt: AskChoice) -> str:
    """All valid in round 1 ("Read in order: ..."); later, Bob's list short, with any challenged player's."""
    text = prompt.question.text
    if text.startswith(("Read in order: ", "Orden de lectura: ")):
        _short.clear()
        return "all"
    _short.clear()
    _short.add(FALLS_SHORT)
    reminded = _REMINDER.search(text.split("?")[0])
    if reminded:
        _short.update(re.split(r", | and | y ", reminded.group(1)))
    if len(_short) > 1:
        return "several"
    return next(option.value for option in prompt.options if re.search(rf"\b{FALLS_SHORT}\b", option.label))


def _reset() -> None:
    _bids_asked.clear()
    _short.clear()
