"""Scattergories' hard round (issue 37) on the real loop, as tests/budget_hard/scattergories.py plays it.

A later round with one challenge whose vote throws the answer out, and four
scores that changed since round 1. A challenge was "Any challenge? Yes",
"Whose answer is challenged?", the others' hands, the player's own vote, the
count and "Any other challenge?": 5 presses and about 17 s of talk. It is now
the player's name at "Any challenge?", one count of hands and the verdict: 3
presses (the name, the count, "no other") and about 7 s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from engine import language
from tests import budget
from tests.budget_hard import scattergories as hard

#: Where the challenge's talk begins and ends, by language: the question after the reading, and the first points question.
CHALLENGE = {"en": ("Any challenge?", "Ann's points?"), "es": ("¿Alguna objeción?", "Ann, ¿tus puntos?")}
OUT = {"en": "Bob's answer is out.", "es": "La respuesta de Bob no vale."}
TOTALS = {"en": "Totals: Ann 15, Bob 15, Cat 13, Dan 11.", "es": "Totales: Ann 15, Bob 15, Cat 13, Dan 11."}


@pytest.fixture(params=["en", "es"])
def spoken_in(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    language.use(request.param)
    monkeypatch.setitem(
        budget.PLANS, "scattergories", budget.Plan("scattergories", hard.decide, {"en": r"Round ", "es": r"Ronda "})
    )
    try:
        yield request.param
    finally:
        language.use("en")


def test_a_challenge_thrown_out_costs_three_presses_and_its_vote_a_few_seconds(tmp_path: Path, spoken_in: str) -> None:
    measured = budget.measure("scattergories", tmp_path)
    heard = measured.heard
    assert OUT[spoken_in] in heard and TOTALS[spoken_in] in heard  # the round its plan describes
    # GO; Bob at "Any challenge?" (a held step and OK); OK at the one hand offered; OK at "no other";
    # each score a held step and OK, as none is what that player scored in round 1.
    assert measured.presses == 1 + 2 + 1 + 1 + 4 * 2
    asked, points = CHALLENGE[spoken_in]
    start = next(i for i, line in enumerate(heard) if asked in line)
    end = next(i for i, line in enumerate(heard) if line.startswith(points))
    vote = [line for line in heard[start + 1 : end] if not line.startswith("[")]
    assert len(vote) <= 5, vote  # the names stepped through, the count, the verdict, "any other?"
    assert budget.heard_seconds(vote) < 8.0, vote
