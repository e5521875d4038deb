"""Dabble's round scoring: from what the table reports to each player's points.

It is kept apart from the game flow so that every scoring case of the rulebook
can be checked on plain numbers, without playing a round to reach it. Players
add up the values printed on their tiles; everything after that is done here.

The cases, in the order the rulebook gives them:

- nobody finished: nothing is scored (the round goes on after an exchange);
- some but not all finished: every finisher scores the value of all the other
  players' unused tiles, plus 5 for each apostrophe tile left unused;
- everybody finished: the highest best-word value wins that many points, and
  every player tied on it scores it too. A best word is counted the way it
  scores: doubled when it has an apostrophe (players report it so).

On top of that, for every player, winner or not: words with an apostrophe
score twice their value, and subject words score their value. The one
exception (FACTS.md): a winning best word with an apostrophe is counted
doubled once, as the round's points, and not again as an apostrophe bonus. A word shown
wrong in a challenge costs its presenter the word's value, so a round's points
(and, rarely, a total) can go below zero.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Sequence

from engine.mechanics import leaders

APOSTROPHE_TILES = 2  # a game has two of them
UNUSED_APOSTROPHE_POINTS = 5
APOSTROPHE_FACTOR = 2

Outcome = Literal["nobody", "some", "all"]


@dataclass(frozen=True)
class Challenge:
    """A word the table found wrong: who showed it and what its tiles are worth."""

    presenter: int
    value: int


@dataclass
class RoundFacts:
    """What the players report at the end of a round, one entry per seat.

    `unused` only matters for players who did not finish; `best_word` only when
    everybody finished; `unused_apostrophes` only when some but not all did.
    Apostrophe words are entered at the value printed on their tiles: the
    doubling is the scorer's job, not the players'.
    """

    finished: list[bool]
    unused: list[int] = field(default_factory=list)
    best_word: list[int] = field(default_factory=list)
    apostrophe_words: list[int] = field(default_factory=list)
    unused_apostrophes: int = 0
    # Per seat: the best word is one of the apostrophe words (asked of the winners only).
    best_has_apostrophe: list[bool] = field(default_factory=list)
    subject_words: list[int] = field(default_factory=list)
    challenges: list[Challenge] = field(default_factory=list)

    @classmethod
    def blank(cls, seats: int) -> "RoundFacts":
        return cls(
            finished=[False] * seats,
            unused=[0] * seats,
            best_word=[0] * seats,
            apostrophe_words=[0] * seats,
            best_has_apostrophe=[False] * seats,
            subject_words=[0] * seats,
        )


def outcome(finished: list[bool]) -> Outcome:
    if not any(finished):
        return "nobody"
    return "all" if all(finished) else "some"


def round_winners(facts: RoundFacts) -> list[int]:
    """The seats that won the round: the finishers, or the best word(s) when everybody finished."""
    result = outcome(facts.finished)
    if result == "nobody":
        return []
    if result == "some":
        return [seat for seat, done in enumerate(facts.finished) if done]
    return leaders(range(len(facts.finished)), lambda seat: facts.best_word[seat])


def score_round(facts: RoundFacts) -> list[int]:
    """Each seat's points for a round in which somebody finished."""
    _check(facts)
    seats = len(facts.finished)
    points = [0] * seats
    winners = round_winners(facts)
    for seat in winners:
        points[seat] += _winner_points(facts)
    for seat in range(seats):
        points[seat] += _apostrophe_bonus(facts, seat, seat in winners)
        points[seat] += facts.subject_words[seat]
    for challenge in facts.challenges:
        points[challenge.presenter] -= challenge.value
    return points


@dataclass(frozen=True)
class Parts:
    """Where one seat's round points came from, as hold OK at the round report says them: what the round
    won it (the others' leftover tiles, or the best word), its extras, and what rejected words took off."""

    won: int
    extras: int
    lost: int
    lost_words: int
    best_word: bool = False  # `won` is the best word's (everybody finished), not the leftover tiles'


def round_parts(facts: RoundFacts) -> list[Parts]:
    """Each seat's round points in parts; `won + extras - lost` is what score_round gives it.

    The apostrophe tiles left pay the finishers, but the table entered them as an extra: they are
    counted with the extras, where the table last saw them."""
    points = score_round(facts)
    winners = round_winners(facts)
    some = outcome(facts.finished) == "some"
    parts: list[Parts] = []
    for seat in range(len(facts.finished)):
        won = 0
        if seat in winners:
            won = sum(v for v, done in zip(facts.unused, facts.finished) if not done) if some else max(facts.best_word)
        lost = [challenge.value for challenge in facts.challenges if challenge.presenter == seat]
        parts.append(Parts(won, points[seat] - won + sum(lost), sum(lost), len(lost), not some))
    return parts


def _apostrophe_bonus(facts: RoundFacts, seat: int, won: bool) -> int:
    """Twice the seat's apostrophe words, less the winning best word already counted doubled.

    The best word was reported doubled, so leaving it out of the bonus takes
    exactly its reported value off; never below nothing.
    """
    bonus = APOSTROPHE_FACTOR * facts.apostrophe_words[seat]
    if won and outcome(facts.finished) == "all" and _flag(facts.best_has_apostrophe, seat):
        bonus -= facts.best_word[seat]
    return max(bonus, 0)


def _flag(flags: list[bool], seat: int) -> bool:
    return seat < len(flags) and flags[seat]


def _winner_points(facts: RoundFacts) -> int:
    """What each round winner scores before the bonuses every player can earn."""
    if outcome(facts.finished) == "all":
        return max(facts.best_word)
    left_over = sum(value for value, done in zip(facts.unused, facts.finished) if not done)
    return left_over + UNUSED_APOSTROPHE_POINTS * facts.unused_apostrophes


def _check(facts: RoundFacts) -> None:
    """Refuse facts the table could not have reported, rather than score them quietly."""
    seats = len(facts.finished)
    per_seat = {
        "unused": facts.unused,
        "best_word": facts.best_word,
        "apostrophe_words": facts.apostrophe_words,
        "subject_words": facts.subject_words,
    }
    for name, values in per_seat.items():
        if len(values) != seats:
            raise ValueError(f"{name} needs one value per seat ({seats}), got {len(values)}")
        if any(value < 0 for value in values):
            raise ValueError(f"{name} values cannot be negative")
    if outcome(facts.finished) == "nobody":
        raise ValueError("nobody finished, so there is nothing to score yet")
    if not 0 <= facts.unused_apostrophes <= APOSTROPHE_TILES:
        raise ValueError(f"a game has only {APOSTROPHE_TILES} apostrophe tiles")
    for challenge in facts.challenges:
        if not 0 <= challenge.presenter < seats or challenge.value < 0:
            raise ValueError(f"impossible challenge {challenge}")


def same_points(ranked: Sequence[tuple[str, int, int]]) -> list[tuple[list[str], int, int]]:
    """(name, gained, total) rows grouped by the same points and the same total, in the order given:
    the round report says such players together ("Ann and Bob plus 30, to 60"), in any language."""
    groups: dict[tuple[int, int], list[str]] = {}
    for name, gained, total in ranked:
        groups.setdefault((gained, total), []).append(name)
    return [(names, gained, total) for (gained, total), names in groups.items()]


def scores_said(target: int = 500) -> list[str]:
    """Every score a game to `target` may say ("Blue needs 485."), highest first: what is needed is
    close to the target in the first rounds, when it is said first."""
    return [str(points) for points in range(target, -1, -1)]
