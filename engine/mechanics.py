"""Mechanics several games share: dice, card piles, round timers, turn rotation.

Each lives here once so that every game gets the same fair dice, the same
reshuffle rule and the same countdown the table has learned to expect.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

from engine import jsonable
from engine.core import AskChance, AskTimer, Cue, InvalidSettings, Line, Output, Say, TimerCall
from engine.language import ENGLISH, LANGUAGES
from engine.words import Words

words = Words("engine")

S = TypeVar("S")

# ---------------------------------------------------------------- dice


def roll(sides: int, what: str = "") -> AskChance:
    return die(what or f"roll a d{sides}", tuple(range(1, sides + 1)))


def die(what: str, faces: Sequence[Any]) -> AskChance:
    """A die of any faces (numbers, letters, pairs of special faces), rolled with its rattle."""
    return AskChance(what, "pick", tuple(faces), cue="dice")


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

    def reshuffle_note(self, line: Line) -> list[Output]:
        """What the table hears before a draw that first shuffles the played cards back in: the game's own
        line, since it names the game's cards (and in Spanish their gender decides its words)."""
        return [Say(line)] if self.needs_reshuffle else []

    def take(self, card: str) -> bool:
        """Move `card` from the pile to the played cards; True if the pile was reshuffled first."""
        reshuffled = not self.remaining
        if reshuffled:
            self.remaining, self.played = self.played, []
        self.remaining.remove(card)
        self.played.append(card)
        return reshuffled


# ---------------------------------------------------------------- time


def round_timer(
    seconds: int, warnings: Sequence[int] = (10,), ticks: int = 5, parts: Sequence[Line] = (), parts_are: str = ""
) -> AskTimer:
    """A countdown with spoken warnings and a tick for each of the last seconds.

    `parts`: what the writers may hear again one at a time while it runs (a
    list's categories), and `parts_are` what to call them (see `AskTimer`).
    """
    calls = [
        TimerCall(left, words.line("time-left", seconds=left), cue="warning")
        for left in sorted(set(warnings), reverse=True)
        if 0 < left < seconds
    ]
    calls += [TimerCall(left, None, cue="tick_last") for left in range(min(ticks, seconds - 1), 0, -1)]
    return AskTimer(seconds, tuple(calls), tuple(parts), parts_are)


def time_up(then: str) -> list[Output]:
    """The buzzer, and the words that cut off whatever was being said."""
    return [Cue("stop"), Say(Line(then), urgent=True)]


# ---------------------------------------------------------------- the table


def seat_after(seat: int, seats: int) -> int:
    """The next seat clockwise (to the left of the current player)."""
    return (seat + 1) % seats


def clockwise_from(first: int, seats: int) -> list[int]:
    """Every seat once, clockwise, starting with `first`: the order to ask them in."""
    return [(first + step) % seats for step in range(seats)]


def leaders(among: Iterable[int], points: Callable[[int], Any]) -> list[int]:
    """The seats with the most points (a tie gives several), in the order given."""
    seats = list(among)
    best = max(points(seat) for seat in seats)
    return [seat for seat in seats if points(seat) == best]


def parse_seated(
    kind: type[S], raw: Mapping[str, Any], game: str, low: int, high: int, who: str | None = None, one: str | None = None
) -> S:
    """Settings from JSON, with the checks every game makes of its seats: how many, and distinct names.

    `who` and `one` name the seats in the game's words ("players or teams"); without them, the engine's
    own, in the language being spoken (an English default here once reached Spanish tables as "players").
    """
    try:
        settings = jsonable.from_json(kind, dict(raw))
    except (TypeError, AttributeError) as error:
        raise InvalidSettings(words("incomplete-settings", game=game, error=str(error))) from error
    language = getattr(settings, "language", ENGLISH)
    if language not in LANGUAGES:
        raise InvalidSettings(words("unknown-language", language=repr(language), known=[repr(code) for code in LANGUAGES]))
    names = settings.names
    if not low <= len(names) <= high:
        seats = who if who is not None else words("seats-players")
        raise InvalidSettings(words("needs-seats", game=game, low=low, high=high, who=seats, given=len(names)))
    if len(set(names)) != len(names):
        raise InvalidSettings(words("different-names", who=one if one is not None else words("seat-player")))
    return settings
