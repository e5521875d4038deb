"""Scattergories' hard round (issue 37) on the real loop, as tests/budget_hard/scattergories.py plays it.

A later round with one challenge whose vote throws the answer out, and two of
the four scores changed since round 1 (session 46's hard round). A challenge
was "Any challenge? Yes", "Whose answer is challenged?", the others' hands, the
player's own vote, the count and "Any other challenge?": 5 presses and about
17 s of talk; then the name at "Any challenge?", one count of hands, the verdict
and "Any other challenge? No": 4 presses. It is now the name, the count and the
verdict, straight on to the points (a table with more than one challenge says
so at the question): 3 presses and about 6 s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from engine import language
from tests import budget

#: Where the challenge's talk begins and ends, by language: the question after the reading, and the first points question.
CHALLENGE = {"en": ("Any challenge?", "Ann's points this round?"), "es": ("¿Alguien protesta?", "Ann, ¿tus puntos esta ronda?")}
OUT = {"en": "Bob's answer is out.", "es": "La de Bob no vale."}
#: A middle round's totals: the numbers alone, as round 1 named them.
TOTALS = "Cat 18, Ann 16, Dan 12, Bob 11."


@pytest.fixture(params=["en", "es"])
def spoken_in(request: pytest.FixtureRequest) -> Iterator[str]:
    language.use(request.param)
    try:
        yield request.param
    finally:
        language.use("en")


def test_a_challenge_thrown_out_costs_three_presses_and_its_vote_a_few_seconds(tmp_path: Path, spoken_in: str) -> None:
    measured = budget.measure("scattergories", tmp_path, hard=True)
    heard = measured.heard
    assert OUT[spoken_in] in heard and TOTALS in heard  # the round its plan describes
    # GO; Bob at "Any challenge?" (a held step and OK); OK at the one hand offered; no "any other?";
    # two scores as in round 1 (OK) and two changed (a held step and OK).
    assert measured.presses == 1 + 2 + 1 + 2 * 1 + 2 * 2 <= budget.GOAL.round
    asked, points = CHALLENGE[spoken_in]
    start = next(i for i, line in enumerate(heard) if asked in line)
    end = next(i for i, line in enumerate(heard) if line.startswith(points))
    vote = [line for line in heard[start + 1 : end] if not line.startswith("[")]
    assert len(vote) <= 4, vote  # the names stepped through, the count, the verdict
    assert budget.heard_seconds(vote) < 6.0, vote
    assert measured.speech <= budget.GOAL.speech, measured.other


def test_the_hardest_round_changes_every_score(tmp_path: Path) -> None:
    """Every value changed (documented, no goal): the same challenge, and each score a step and OK."""
    measured = budget.measure("scattergories", tmp_path, every_value_changed=True)
    assert measured.every_value_changed and "Ann 15, Bob 15, Cat 13, Dan 11." in measured.heard
    assert measured.presses == 1 + 2 + 1 + 4 * 2
