"""Mechanics several games share: dice, card piles, round timers, turn rotation.

Each lives here once so that every game gets the same fair dice, the same
reshuffle rule and the same countdown the table has learned to expect.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from engine.core import AskChance, AskTimer, Line, TimerCall

# ---------------------------------------------------------------- dice


def roll(sides: int, what: str = "") -> AskChance:
    return AskChance(what or f"roll a d{sides}", "pick", tuple(range(1, sides + 1)), cue="dice")


# ---------------------------------------------------------------- card piles


@dataclass
class Pile:
    """A face-down pile: cards not yet drawn, and the ones already played.

    Drawing uniformly from what is left is the same as drawing the top card of
    a well-shuffled pile, so the engine never has to shuffle anything itself.
    """

    remaining: list[str]
    played: list[str] = field(default_factory=list)

    @classmethod
    def fresh(cls, card_ids: Iterable[str], already_played: Iterable[str] = ()) -> "Pile":
        ids = list(card_ids)
        seen = set(already_played)
        left = [card for card in ids if card not in seen]
        if not left:
            return cls(ids, [])
        return cls(left, [card for card in ids if card in seen])

    def draw_prompt(self, what: str) -> AskChance:
        return AskChance(what, "pick", tuple(self.remaining or self.played), cue="card")

    @property
    def needs_reshuffle(self) -> bool:
        return not self.remaining

    def take(self, card: str) -> bool:
        """Move `card` from the pile to the played cards; True if the pile was reshuffled first."""
        reshuffled = not self.remaining
        if reshuffled:
            self.remaining, self.played = self.played, []
        self.remaining.remove(card)
        self.played.append(card)
        return reshuffled


# ---------------------------------------------------------------- time


def spoken_duration(seconds: int) -> str:
    minutes, rest = divmod(seconds, 60)
    parts = []
    if minutes:
        parts.append(f"{minutes} minute" + ("s" if minutes > 1 else ""))
    if rest or not minutes:
        parts.append(f"{rest} second" + ("s" if rest != 1 else ""))
    return " ".join(parts)


def round_timer(seconds: int, warnings: Sequence[int] = (10,), ticks: int = 5) -> AskTimer:
    """A countdown with spoken warnings and a tick for each of the last seconds."""
    calls = [
        TimerCall(left, Line(f"{spoken_duration(left)} left.", spoken_duration(left)), cue="warning")
        for left in sorted(set(warnings), reverse=True)
        if 0 < left < seconds
    ]
    calls += [TimerCall(left, None, cue="tick_last") for left in range(min(ticks, seconds - 1), 0, -1)]
    return AskTimer(seconds, tuple(calls))


# ---------------------------------------------------------------- the table


def seat_after(seat: int, seats: int) -> int:
    """The next seat clockwise (to the left of the current player)."""
    return (seat + 1) % seats


def spoken_list(words: Sequence[str]) -> str:
    """'Red', 'Red and Blue', 'Red, Blue and Green'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
