"""Golden playthroughs: recorded games whose transcripts must not change.

Each file in tests/golden/ holds a game's settings, every input it received,
what each prompt offered (its legal answers, as OpenSpiel's playthroughs list
them) and the transcript those inputs produced when it was recorded.
Replaying the inputs must give the same offers and transcript word for word
and end the game, so any change to a rule, a choice or a spoken line shows up
here as a readable diff.
Record a new one with: referee demo GAME --players N --seed S --record FILE
Regenerate them all for review with: .venv/bin/python -m tests.regenerate_goldens
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.catalog import find
from engine.core import GameOver, Input, replay
from engine.transcript import offers, playthrough
from tests.paths import GOLDEN as GOLDEN_DIR
from tests.said_again import said_again

ENGLISH = sorted(GOLDEN_DIR.glob("*.json"))
SPANISH = sorted((GOLDEN_DIR / "es").glob("*.json"))  # the same games spoken in Spanish (issue 25)
GOLDEN = ENGLISH + SPANISH


@pytest.mark.parametrize(
    "path", GOLDEN, ids=[str(path.relative_to(path.parents[1] if path.parent.name == "es" else path.parent)) for path in GOLDEN]
)
def test_golden_playthrough(path: Path) -> None:
    golden = json.loads(path.read_text(encoding="utf-8"))
    game = find(golden["game"]).game
    inputs = [Input.from_json(entry) for entry in golden["inputs"]]
    assert playthrough(game, golden["settings"], inputs) == golden["transcript"]
    assert offers(game, golden["settings"], inputs) == golden["offered"]
    assert isinstance(game.prompt(replay(game, golden["settings"], inputs)), GameOver)


def test_every_english_golden_has_a_spanish_twin_with_the_same_inputs() -> None:
    """The same inputs, but for a chance outcome the Spanish game cannot have and, in Dabble, the
    questions about apostrophes a Spanish game does not ask (tests/regenerate_goldens.py)."""
    for english in ENGLISH:
        has_its_spanish_twin(english)


def has_its_spanish_twin(english: Path) -> None:
    """The golden's twin in es/ beside it: the same settings in Spanish, the inputs the Spanish table gives."""
    from tests.regenerate_goldens import twin_inputs

    twin = json.loads((english.parent / "es" / english.name).read_text(encoding="utf-8"))
    golden = json.loads(english.read_text(encoding="utf-8"))
    assert twin["settings"] == {**golden["settings"], "language": "es"}
    inputs = [Input.from_json(entry) for entry in golden["inputs"]]
    asked = [given.to_json() for given in twin_inputs(golden["game"], golden["settings"], inputs)]
    assert twin["inputs"] == json.loads(json.dumps(asked))  # as stored: a tuple outcome is a list
    if golden["game"] != "dabble":
        differ = [(mine, theirs) for mine, theirs in zip(golden["inputs"], twin["inputs"]) if mine != theirs]
        assert len(twin["inputs"]) == len(golden["inputs"])
        assert all(mine["kind"] == theirs["kind"] == "chance" for mine, theirs in differ)


def test_a_spanish_dabble_twin_leaves_out_only_the_apostrophes() -> None:
    """The tour answers every extra; its Spanish twin drops exactly the apostrophe answers (the kind
    of each of its two apostrophe extras, whose words and their value, and the tiles left), and the
    random game's apostrophe words are the No that followed them."""
    tour = json.loads((GOLDEN_DIR / "dabble-tour.json").read_text(encoding="utf-8"))
    twin = json.loads((GOLDEN_DIR / "es" / "dabble-tour.json").read_text(encoding="utf-8"))
    assert len(tour["inputs"]) - len(twin["inputs"]) == 5
    assert not any("apóstrofo" in line for line in twin["transcript"][1:])
    seed = json.loads((GOLDEN_DIR / "es" / "dabble-random-seed6.json").read_text(encoding="utf-8"))
    asked = seed["transcript"].index("? ¿Alguna palabra rechazada?")  # round 1's extras: the only kind, named
    assert seed["transcript"][asked + 1] == "> No"


@pytest.mark.parametrize("path", ENGLISH, ids=[path.stem for path in ENGLISH])
def test_no_golden_line_says_again_what_the_line_before_it_said(path: Path) -> None:
    """Issue 23: a roll's value, a placement, a round number, a move then the standings, said twice
    running (tests/said_again.py tells how, and which pairs share a number by the rules)."""
    golden = json.loads(path.read_text(encoding="utf-8"))
    assert said_again(golden["transcript"], golden["settings"].get("names", [])) == []


def test_every_game_has_a_golden_playthrough() -> None:
    """In English and in Spanish, where tests/game_files.py says a game's goldens are."""
    from engine.catalog import GAMES
    from tests.game_files import files_of

    missing = [(game_id, spoken) for game_id in GAMES for spoken in ("en", "es") if not files_of(game_id).goldens(spoken)]
    assert not missing
