"""The press counts written in docs/dev/games/*.md, measured again on the real loop (tests/press_count.py).

If a change to the dialogue moves one of these, the count in the game's developer notes
("Presses in a standard round") must move with it. The players' pages carry no counts.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.press_count import ROUNDS, count_round, main
from tests.paths import REPO

# The counts now, by game: the total and the presses by button.
COUNTS = {
    "rapid-list": (10, {"go": 1, "up": 1, "down": 3, "ok": 5}),
    "rapido": (6, {"go": 3, "ok": 3}),
    "scattergories": (14, {"go": 3, "up": 5, "down": 1, "ok": 5}),  # issue 38: round 1 waits for its GO
    # issue 37: no "Anyone else? No"; then an OK more for the lone finisher's rejected words, asked at 0
    "dabble": (14, {"go": 1, "up": 4, "down": 3, "ok": 6}),
}


@pytest.mark.parametrize("game", list(ROUNDS))
def test_a_standard_round_takes_the_presses_the_docs_give(state_dir: Path, game: str) -> None:
    counted = count_round(game, state_dir)
    total, by_button = counted.total, counted.by_button
    assert (total, by_button) == COUNTS[game], counted.heard
    doc = (REPO / "docs" / "dev" / "games" / f"{game}.md").read_text(encoding="utf-8")
    row = rf"^\| now \| {by_button.get('go', 0)} \| {by_button.get('up', 0)} \| {by_button.get('down', 0)} \| "
    row += rf"{by_button.get('ok', 0)} \| \*\*{total}\*\* \|$"
    assert re.search(row, doc, re.MULTILINE), f"docs/dev/games/{game}.md has no row: | now | ... | **{total}** |"


def test_an_unknown_game_is_refused_with_the_choices(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["chess"]) == 2
    assert "choose from rapid-list, rapido, scattergories, dabble" in capsys.readouterr().err
