"""How fair were the dice? Each die's faces this game against what fair dice give, by a test of fit.

Why: a table that doubts digital dice ("it always gives me the cross") wants
an answer it can weigh, not reassurance. For each die the referee counts how
often each face came up, and Pearson's chi-square test of goodness of fit says
how likely fair dice are to stray at least that far from an even spread: the
p-value. Pure statistics over the rolls: no clock, no randomness, no files;
the device hands in the rolls (device/chance.py `dice_rolls`) and speaks the
answer (the engine's message `dice-fit`). docs/fair-dice.md explains the
threshold to the table.

A roll here is one pick of a die: the faces it offered and the face that came.
A pick whose faces are every combination of several dice, written "a-b"
(Rapido's two dice of one colour: "7-X"), is those dice rolled together, and
each die is judged on its own (36 combined faces would need 180 rolls before
the test says anything).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from itertools import product
from typing import Any, Iterable, Sequence

from engine.words import Words

words = Words("engine")

#: Below this p-value the spread is called unusual. One fair game in a hundred
#: is called unusual by chance alone: rare enough that "unusual" means something,
#: common enough that a die that really favours a face is caught in a long game.
UNUSUAL_BELOW = 0.01
#: Pearson's test is trusted once fair dice give every face at least this many
#: rolls (the usual rule of thumb); fewer, and the answer is "too few to judge".
LEAST_EXPECTED = 5
SEPARATOR = "-"  # between the faces of dice rolled together: "7-X"


@dataclass(frozen=True)
class Roll:
    """One roll of one die: the faces it has and the face that came up."""

    faces: tuple[Any, ...]
    face: Any


@dataclass(frozen=True)
class DieRoll:
    """One die's part of a roll: which die of the throw (0 for a die alone), its faces, its face."""

    die: int
    faces: tuple[Any, ...]
    face: Any


def split(faces: Sequence[Any], came: Any) -> list[DieRoll]:
    """A pick as the rolls of the dice it is made of: two dice rolled together are two rolls.

    A pick is taken apart only when its faces are exactly every combination
    of the parts ("1-1" ... "7-6"), each once: then each part is a die.
    """
    dice = _dice_of(tuple(faces))
    if dice is None or not isinstance(came, str):
        return [DieRoll(0, tuple(faces), came)]
    return [DieRoll(number, die, part) for number, (die, part) in enumerate(zip(dice, came.split(SEPARATOR)))]


def _dice_of(faces: tuple[Any, ...]) -> list[tuple[str, ...]] | None:
    if len(faces) < 4 or not all(isinstance(face, str) and SEPARATOR in face for face in faces):
        return None
    parts = [face.split(SEPARATOR) for face in faces]
    if len({len(part) for part in parts}) != 1:
        return None
    dice = [tuple(dict.fromkeys(part[n] for part in parts)) for n in range(len(parts[0]))]
    combined = {SEPARATOR.join(combination) for combination in product(*dice)}
    if len(combined) != len(faces) or combined != set(faces) or any(len(die) < 2 for die in dice):
        return None
    return dice


@dataclass(frozen=True)
class Fit:
    """One die's faces this game against fair dice; `p` is None while there are too few rolls to judge."""

    die: int
    faces: tuple[Any, ...]
    counts: tuple[int, ...]
    rolls: int
    statistic: float
    p: float | None

    @property
    def expected(self) -> float:
        """How often fair dice give each face in this many rolls."""
        return self.rolls / len(self.faces)

    @property
    def needed(self) -> int:
        """The rolls it takes before the test is trusted: every face expected LEAST_EXPECTED times."""
        return LEAST_EXPECTED * len(self.faces)

    def standout(self) -> tuple[Any, int]:
        """The face furthest from what fair dice give (the first of equals), with its count."""
        at = max(range(len(self.faces)), key=lambda n: abs(self.counts[n] - self.expected))
        return self.faces[at], self.counts[at]


def fit(die: int, faces: Sequence[Any], came: Iterable[Any]) -> Fit:
    """Pearson's chi-square test of a die with these faces against an even spread."""
    tally = Counter(came)
    counts = tuple(tally[face] for face in faces)
    rolls = sum(counts)
    expected = rolls / len(faces) if faces else 0.0
    if rolls == 0 or len(faces) < 2:
        return Fit(die, tuple(faces), counts, rolls, 0.0, None)
    statistic = sum((count - expected) ** 2 for count in counts) / expected
    p = chi_square_p(statistic, len(faces) - 1) if expected >= LEAST_EXPECTED else None
    return Fit(die, tuple(faces), counts, rolls, statistic, p)


def fits(rolls: Iterable[Roll]) -> list[Fit]:
    """Each die of the game judged on its rolls, in the order each die was first rolled.

    A die is its faces and its place in a throw: Rapido's two dice stay apart
    even where faces are shared, and a die whose faces change during the game
    (a letter die that drops used letters) is a new die each time.
    """
    by_die: dict[tuple[int, tuple[Any, ...]], list[Any]] = {}
    for roll in rolls:
        for part in split(roll.faces, roll.face):
            by_die.setdefault((part.die, part.faces), []).append(part.face)
    return [fit(die, faces, came) for (die, faces), came in by_die.items()]


@dataclass(frozen=True)
class Verdict:
    """What the table hears: the die that strays most, its standout face, and whether that is unusual."""

    fit: Fit
    face: Any
    count: int
    unusual: bool
    shared: bool  # another die of the throw has this face too: the die is named
    mark: Any  # a face only this die has, to name it by ("the die with the 7"); None if it has none


def verdict(rolls: Iterable[Roll]) -> Verdict | None:
    """The answer to "how fair were the dice?": None when nothing was rolled.

    With several dice, the one with the smallest p-value is told, and it is
    called unusual only below UNUSUAL_BELOW divided by the number of dice
    judged (Bonferroni): looking at two dice gives chance two goes at a low p.
    While no die has enough rolls, the die with the most rolls is told, its
    p None: too few to judge.
    """
    judged = fits(rolls)
    if not judged:
        return None
    tested = [one for one in judged if one.p is not None]
    if tested:
        worst = min(tested, key=lambda one: (one.p or 0.0, -one.rolls))
        unusual = (worst.p or 0.0) < UNUSUAL_BELOW / len(tested)
    else:
        worst, unusual = max(judged, key=lambda one: one.rolls), False
    face, count = worst.standout()
    others = {other for one in judged if one.die != worst.die for other in one.faces}
    own = [mine for mine in worst.faces if mine not in others]
    return Verdict(worst, face, count, unusual, face in others, own[-1] if own else None)


def face_shape(face: Any, faces: Sequence[Any]) -> str:
    """How a face is named: "number" (5, "5"), "cross" (the X of a die of numbers), or "other" (a letter)."""
    if _is_number(face):
        return "number"
    return "cross" if face == "X" and sum(1 for other in faces if _is_number(other)) == len(faces) - 1 else "other"


def _is_number(face: Any) -> bool:
    return isinstance(face, int) and not isinstance(face, bool) or isinstance(face, str) and face.isdigit()


def answer(rolls: Iterable[Roll]) -> str:
    """The spoken answer, in the language being spoken: the standout face and the verdict,
    too few rolls to judge (and how many there are), or no rolls yet."""
    found = verdict(rolls)
    if found is None:
        return words("no-rolls-yet")
    fit = found.fit
    if fit.p is None:
        return words("too-few-rolls", rolls=fit.rolls, needed=fit.needed)
    named = die_face(str(found.face), face_shape(found.face, fit.faces))
    if found.shared:
        named = words("on-die", named=named, mark=str(found.mark)) if found.mark is not None else words("on-one-die", named=named)
    return words(
        "dice-fit",
        named=named,
        came=found.count,
        rolls=fit.rolls,
        expected=round(fit.expected),
        unusual="yes" if found.unusual else "no",
    )


def die_face(face: str, shape: str) -> str:
    """A face as the table calls it, in the plural of a count: "Sixes", "Crosses", "The letter W".

    `shape` (`face_shape`): "number", "cross" (the X of a die of numbers) or
    "other", which is told here as a single letter or any other face; the
    words are the engine's message `die-face`.
    """
    if shape == "number":
        return words("die-face", shape="number", face=int(face))
    if shape == "cross":
        return words("die-face", shape="cross", face=face)
    return words("die-face", shape="letter" if face.isalpha() and len(face) == 1 else "other", face=face)


# ---------------------------------------------------------------- the chi-square distribution


def chi_square_p(statistic: float, df: int) -> float:
    """P(X >= statistic) for X chi-square with `df` degrees of freedom: Q(df/2, statistic/2)."""
    if df < 1:
        raise ValueError("a chi-square needs at least one degree of freedom")
    if statistic <= 0:
        return 1.0
    return upper_gamma_q(df / 2, statistic / 2)


_EPSILON = 1e-15
_TINY = 1e-300
_MOST_STEPS = 1000


def upper_gamma_q(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a).

    Below x = a + 1 the series for P(a, x) converges fast and Q = 1 - P;
    above it the continued fraction for Q does (modified Lentz's method).
    """
    if a <= 0 or x < 0:
        raise ValueError("Q(a, x) needs a > 0 and x >= 0")
    if x == 0:
        return 1.0
    log_front = a * math.log(x) - x - math.lgamma(a)  # log of x^a e^-x / Γ(a)
    if x < a + 1:
        term = total = 1.0 / a
        n = a
        for _ in range(_MOST_STEPS):
            n += 1
            term *= x / n
            total += term
            if abs(term) < abs(total) * _EPSILON:
                break
        return max(0.0, 1.0 - total * math.exp(log_front))
    b = x + 1 - a
    c = 1 / _TINY
    d = 1 / b
    h = d
    for i in range(1, _MOST_STEPS):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = _TINY if abs(d) < _TINY else d
        c = b + an / c
        c = _TINY if abs(c) < _TINY else c
        d = 1 / d
        step = d * c
        h *= step
        if abs(step - 1) < _EPSILON:
            break
    return math.exp(log_front) * h
