"""How fair were the dice (engine/fairness.py): the chi-square test against table values, and the answer.

The survival function is checked against printed chi-square tables (the
critical values at 5 %, 1 % and 0.1 %), counts with a known statistic give
their p-value, many fair games are rarely called unusual and a loaded die
always is, Rapido's two dice are judged apart, and the sentence is checked
in both languages.
"""

from __future__ import annotations

import math
import random

import pytest

from engine import language
from engine.fairness import (
    LEAST_EXPECTED,
    UNUSUAL_BELOW,
    Roll,
    answer,
    chi_square_p,
    face_shape,
    fit,
    fits,
    split,
    upper_gamma_q,
    verdict,
)
from engine.games.rapido.rules import DIE_A, DIE_B, ROLLS

D6 = (1, 2, 3, 4, 5, 6)


@pytest.mark.parametrize(
    ("statistic", "df", "p"),
    [
        # Critical values from a printed chi-square table: P(X >= value) for df degrees of freedom.
        (3.841, 1, 0.05),
        (6.635, 1, 0.01),
        (10.828, 1, 0.001),
        (5.991, 2, 0.05),
        (9.210, 2, 0.01),
        (11.070, 5, 0.05),
        (15.086, 5, 0.01),
        (20.515, 5, 0.001),
        (0.554, 5, 0.99),
        (1.145, 5, 0.95),
        (9.236, 5, 0.10),
        (30.144, 19, 0.05),
        (49.802, 35, 0.05),
        (57.342, 35, 0.01),
    ],
)
def test_the_chi_square_tail_matches_the_printed_tables(statistic: float, df: int, p: float) -> None:
    assert chi_square_p(statistic, df) == pytest.approx(p, rel=2e-3)


def test_the_gamma_function_agrees_with_closed_forms_on_both_sides_of_its_switch() -> None:
    for x in (0.1, 0.5, 1.0, 2.0, 5.0, 30.0):
        assert upper_gamma_q(1, x) == pytest.approx(math.exp(-x), rel=1e-12)  # Q(1, x) = e^-x
        assert upper_gamma_q(0.5, x) == pytest.approx(math.erfc(math.sqrt(x)), rel=1e-10)  # Q(1/2, x) = erfc(sqrt x)
    assert chi_square_p(0.0, 5) == 1.0
    with pytest.raises(ValueError):
        chi_square_p(3.0, 0)


def test_known_counts_give_their_statistic_and_p_value() -> None:
    # 60 rolls: 5, 8, 9, 8, 10, 20 against 10 each: (25 + 4 + 1 + 4 + 0 + 100) / 10 = 13.4
    came = [face for face, times in zip(D6, (5, 8, 9, 8, 10, 20)) for _ in range(times)]
    judged = fit(0, D6, came)
    assert judged.counts == (5, 8, 9, 8, 10, 20) and judged.rolls == 60 and judged.expected == 10
    assert judged.statistic == pytest.approx(13.4)
    assert judged.p == pytest.approx(0.019905, rel=1e-3)  # between the 5 % (11.07) and 1 % (15.09) values
    assert judged.standout() == (6, 20)
    even = fit(0, D6, [face for face in D6 for _ in range(7)])
    assert even.statistic == 0 and even.p == 1.0


def test_too_few_rolls_are_not_judged_until_every_face_is_expected_five_times() -> None:
    assert fit(0, D6, [1] * 29).p is None  # 29 / 6 < 5: however lopsided, too few
    assert fit(0, D6, [1] * 30).p is not None
    assert fit(0, D6, []).needed == 6 * LEAST_EXPECTED == 30


def test_fair_dice_are_rarely_called_unusual_and_a_loaded_die_always_is() -> None:
    chance = random.Random(26)
    games = 2000
    unusual = 0
    for _ in range(games):
        found = verdict(Roll(D6, chance.choice(D6)) for _ in range(60))
        assert found is not None
        unusual += found.unusual
    assert unusual / games < 3 * UNUSUAL_BELOW  # about 1 % by design; well under 3 %
    for _ in range(50):
        loaded = [Roll(D6, 6 if chance.random() < 0.4 else chance.choice(D6)) for _ in range(60)]  # a six 50 % of the time
        found = verdict(loaded)
        assert found is not None and found.unusual and found.face == 6


def test_rapidos_two_dice_are_judged_apart_and_each_face_counted_on_its_own_die() -> None:
    assert [(part.die, part.faces, part.face) for part in split(ROLLS, "7-X")] == [(0, DIE_A, "7"), (1, DIE_B, "X")]
    assert [(part.die, part.face) for part in split(D6, 4)] == [(0, 4)]  # a plain die stays one
    assert len(split(("a-b", "c-d"), "a-b")) == 1  # not every combination: not two dice
    judged = fits(Roll(ROLLS, roll) for roll in ["1-1", "7-6", "7-X"])
    assert [(one.die, one.faces, one.counts) for one in judged] == [
        (0, DIE_A, (1, 0, 0, 0, 0, 2)),
        (1, DIE_B, (1, 0, 0, 1, 0, 1)),
    ]


def test_a_letter_die_that_drops_used_letters_is_a_new_die_each_time() -> None:
    judged = fits([Roll(("A", "B", "C"), "B"), Roll(("A", "C"), "C")])
    assert [one.faces for one in judged] == [("A", "B", "C"), ("A", "C")]


def test_faces_are_named_as_numbers_crosses_or_letters() -> None:
    assert face_shape(6, D6) == face_shape("6", DIE_B) == "number"
    assert face_shape("X", DIE_B) == "cross"
    assert face_shape("X", ("W", "X", "Y")) == "other"  # a letter X on a letter die


def rapido_sixes(count: int, rolls: int, chance: random.Random) -> list[Roll]:
    """Rapido rolls whose second die shows a six `count` times of `rolls`, its other faces evenly."""
    others = [face for face in DIE_B if face != "6"]
    second = ["6"] * count + [others[n % len(others)] for n in range(rolls - count)]
    return [Roll(ROLLS, f"{DIE_A[n % len(DIE_A)]}-{face}") for n, face in enumerate(second)]


def test_the_answer_names_the_face_that_strays_most_then_the_verdict() -> None:
    chance = random.Random(3)
    assert answer(rapido_sixes(10, 42, chance)) == "Sixes: 10 of 42 rolls; fair dice give about 7. Nothing unusual."
    assert answer(rapido_sixes(30, 42, chance)) == "Sixes: 30 of 42 rolls; fair dice give about 7. Unusual for fair dice."
    with language.speaking("es"):
        assert answer(rapido_sixes(10, 42, chance)) == "Seises: 10 de 42 tiradas; unos dados justos darían unas 7. Nada raro."
        assert answer(rapido_sixes(30, 42, chance)) == (
            "Seises: 30 de 42 tiradas; unos dados justos darían unas 7. Raro en dados justos."
        )


def test_a_face_both_dice_have_names_its_die_by_a_face_only_that_die_has() -> None:
    rolls = [Roll(ROLLS, f"{face}-{'1' if n < 20 else DIE_B[n % 6]}") for n, face in enumerate(DIE_A * 7)]
    assert answer(rolls) == "Ones on the die with the 6: 23 of 42 rolls; fair dice give about 7. Unusual for fair dice."
    with language.speaking("es"):
        assert answer(rolls).startswith("Unos en el dado del 6: 23 de 42 tiradas;")


def test_too_few_rolls_and_no_rolls_are_said_as_such() -> None:
    assert answer([Roll(D6, 3)] * 12) == "Only 12 rolls so far: too few to judge the dice. It takes about 30."
    assert answer([]) == "No dice have been rolled yet in this game."
    with language.speaking("es"):
        assert answer([Roll(D6, 3)]) == "Solo una tirada por ahora: muy pocas para juzgar los dados. Hacen falta unas 30."
        assert answer([]) == "Aún no se ha tirado ningún dado en esta partida."


def test_the_answer_is_short_enough_to_hear_in_about_six_seconds() -> None:
    longest = answer([Roll(ROLLS, "X-1")] * 40)  # the longest form: a shared face, its die named, and "unusual"
    assert longest.startswith("Crosses on the die with the 7:")
    assert len(longest.split()) <= 20  # about 2.7 words a second at the referee's pace
