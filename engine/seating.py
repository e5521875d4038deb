"""Who sits where: the names step every game's setup shares.

A table without a screen cannot type names, so each seat's name is picked
from the config's list (colours by default; a family writes its own names
there). To keep presses few, the names are first offered as a whole, in
seat order, as one yes/no: "Clockwise: Ann, Bob, Cat. Is that the order
round the table?" One OK accepts them. On No the table picks the seats again
one after another clockwise (UP/DOWN and OK, a name already taken is not
offered again), hears the new order and is asked again, until it says yes.

The names offered first are the ones the last game used (`Defaults.usual_names`,
which the device remembers), topped up from the config's list, so a family
that picked its names once answers with one press the next time.

A game calls `ask_names` where the step belongs in its setup (after the
number of seats, or after a question that changes how names are said, such
as Rapid List's teams) and `chosen_names` for its settings.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, Mapping, Sequence

from engine.core import AskChoice, AskConfirm, Option
from engine.setup import Defaults, Question, seat_names
from engine.words import Words

words = Words("engine")

MOST_NAMES = 8  # the most seats any game has, so the most names a table gives


class NamesProblem(Enum):
    """Why a list of seat names cannot name a table; each front end says it in its own words."""

    NONE = "none"
    BLANK = "blank"
    TOO_MANY = "too many"
    REPEATED = "repeated"


def tidy_name(name: str) -> str:
    """A name as it is kept: no space at either end, single spaces inside."""
    return " ".join(name.split())


def names_problem(names: Sequence[str]) -> NamesProblem | None:
    """The one rule for seat names, wherever they come from (the config, a phone, the last game).

    1 to MOST_NAMES names, none blank, all different ignoring case; None when they fit.
    """
    if not names:
        return NamesProblem.NONE
    if not all(tidy_name(name) for name in names):
        return NamesProblem.BLANK
    if len(names) > MOST_NAMES:
        return NamesProblem.TOO_MANY
    if len({tidy_name(name).lower() for name in names}) != len(names):
        return NamesProblem.REPEATED
    return None


# Answer keys: "order_0" is the yes/no on the names offered first; after a No,
# round r picks "seat_r_0", "seat_r_1", ... and asks "order_r" again.
ORDER = "order_{}"
SEAT = "seat_{}_{}"


def plain(name: str) -> str:
    """A name said as it is written (the default; Rapid List's teams say "Team Red")."""
    return name


@dataclass(frozen=True)
class Seating:
    """Where the names step stands, worked out again from the answers so far.

    `names` are the names as they stand (offered, or picked in the last
    complete round); `asking` is the next question's key, None once the table
    accepted an order; `free` the names a seat pick may still offer.
    """

    names: tuple[str, ...]
    asking: str | None
    free: tuple[str, ...] = ()
    picked: tuple[str, ...] = ()


def name_pool(defaults: Defaults, seats: int) -> list[str]:
    """Every name a seat may take: the config's list, topped up with colours if it is too short."""
    return seat_names(defaults, max(seats, len(defaults.names)))


def offered_names(defaults: Defaults, seats: int) -> list[str]:
    """The names offered first: the usual ones (the last game's) still in the list, then the list's first."""
    pool = name_pool(defaults, seats)
    usual = [name for name in dict.fromkeys(defaults.usual_names) if name in pool][:seats]
    return (usual + [name for name in pool if name not in usual])[:seats]


def seating(defaults: Defaults, answers: Mapping[str, Any], seats: int) -> Seating:
    """Replay the names step over the answers: a pure function, so BACK and a resumed setup just work."""
    pool = name_pool(defaults, seats)
    names = tuple(offered_names(defaults, seats))
    round_ = 0
    while True:
        order = ORDER.format(round_)
        if order not in answers:
            return Seating(names, order)
        if answers[order]:
            return Seating(names, None)
        round_ += 1
        picked: list[str] = []
        for seat in range(seats):
            free = tuple(name for name in pool if name not in picked)
            key = SEAT.format(round_, seat)
            if key in answers:
                picked.append(str(answers[key]))
            elif len(free) == 1:
                picked.append(free[0])  # one name left: nothing to ask
            else:
                return Seating(names, key, free, tuple(picked))
        names = tuple(picked)


def ask_names(
    defaults: Defaults,
    answers: Mapping[str, Any],
    seats: int,
    label: Callable[[str], str] = plain,
) -> Question | None:
    """The names step's next question, or None once the table has accepted the seat order.

    `label` says a name as the game will ("Team Red" when playing in teams).
    No seats to name (every seat is the referee's), or one (a player alone
    with the referee's seats: an order of one is no question): nothing to ask.
    """
    if seats < 2:
        return None
    where = seating(defaults, answers, seats)
    if where.asking is None:
        return None
    if where.asking.startswith("order_"):
        return Question(
            where.asking, AskConfirm(words.line("seat-order", order=", ".join(label(name) for name in where.names)), True)
        )
    options = tuple(Option(name, label(name)) for name in where.free)
    after = label(where.picked[-1]) if where.picked else None
    return Question(
        where.asking,
        AskChoice(words.line("name-next-seat", after=after) if after is not None else words.line("name-first-seat"), options),
    )


def chosen_names(defaults: Defaults, answers: Mapping[str, Any], seats: int, named: int | None = None) -> list[str]:
    """The settings' names: the `named` seats as the table set them, then the rest from the pool.

    `named` is how many seats the table names (Rapido's own seats, the last
    ones, are not named by the table; they take the next free names).
    """
    named = seats if named is None else min(max(named, 0), seats)
    names = list(seating(defaults, answers, named).names) if named else []
    rest = [name for name in name_pool(defaults, seats) if name not in names]
    return (names + rest)[:seats]


def named_in(answers: Mapping[str, Any]) -> bool:
    """Whether these setup answers include the names step (so the device may remember the names)."""
    return ORDER.format(0) in answers
