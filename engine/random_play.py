"""Random but legal answers to any prompt: for the demo, property tests and benchmarks.

One generator for every use, so a new kind of prompt is answered everywhere
at once. Where the randomness comes from is a Chooser: Python's random
generator for a demo (seeded, so a seed gives the same game) or Hypothesis's
draws in a property test (so a failure shrinks to a short example).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol, Sequence, TypeVar

from engine.core import (
    AskAnswers,
    AskChance,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskTimer,
    AskVirtual,
    AskVotes,
    Input,
    Prompt,
    chance,
    choice,
    confirm,
    go,
    number,
    time_up,
    virtual,
    vote,
)
from engine.core import answers as typed_answers

T = TypeVar("T")


class Chooser(Protocol):
    def pick(self, items: Sequence[T]) -> T: ...

    def whole(self, low: int, high: int, near: int) -> int:
        """A whole number in low..high, usually near `near` (as a table answers: a bid of 5, rarely 21)."""
        ...

    def yes(self) -> bool: ...

    def order(self, items: Sequence[T]) -> tuple[T, ...]: ...


class RandomChooser:
    """Choices from a random.Random, so a seed replays the same game."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def pick(self, items: Sequence[T]) -> T:
        return self.rng.choice(items)

    def whole(self, low: int, high: int, near: int) -> int:
        guess = round(self.rng.gauss(near, max(1.0, (high - low) / 8)))
        return min(max(guess, low), high)

    def yes(self) -> bool:
        return self.rng.random() < 0.5

    def order(self, items: Sequence[T]) -> tuple[T, ...]:
        return tuple(self.rng.sample(list(items), len(items)))


def sample_answers(letter: str) -> tuple[str, ...]:
    """Typed answers a table might send: blanks, shared ones, names, and one off the letter."""
    low = letter.lower()
    return ("", f"{letter}ap", f"{low}aps", f"{letter}ee {letter}oo", f"the {low}ot", f"{letter}ix", "zebra", "Zed Zane")


def legal_input(prompt: Prompt, chooser: Chooser, decide: Callable[[], Any] | None = None) -> Input:
    """A legal answer to `prompt`. `decide` gives a device player's move (its policy on the
    state now); without it that move is random too, which still keeps every rule."""
    if isinstance(prompt, AskNumber):
        return number(chooser.whole(prompt.low, prompt.high, prompt.default))
    if isinstance(prompt, AskChoice):
        return choice(chooser.pick(prompt.options).value)
    if isinstance(prompt, AskConfirm):
        return confirm(chooser.yes())
    if isinstance(prompt, AskAnswers):
        # Now and then the table stops waiting (someone wrote on paper); else one player sends a sheet.
        if not prompt.waiting or chooser.whole(0, 5, 3) == 0:
            return go()
        seat = chooser.pick(prompt.waiting).value
        return typed_answers(seat, [chooser.pick(sample_answers(prompt.letter)) for _ in prompt.categories])
    if isinstance(prompt, AskVotes):
        if not prompt.waiting or chooser.whole(0, 9, 5) == 0:
            return go()  # count hands instead
        return vote(chooser.pick(prompt.waiting).value, chooser.yes())
    if isinstance(prompt, AskGo):
        return go()
    if isinstance(prompt, AskTimer):
        return time_up()
    if isinstance(prompt, AskVirtual):
        return virtual(decide() if decide else chooser.pick(prompt.options).value)
    if isinstance(prompt, AskChance):
        if prompt.kind == "shuffle":
            return chance(chooser.order(prompt.outcomes))
        return chance(chooser.pick(prompt.outcomes))
    raise ValueError(f"nothing to answer at {prompt!r}")
