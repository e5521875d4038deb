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
from engine.games.dabble.tiles import ROOM as DABBLE
from engine.language import LANGUAGES
from engine.transcript import offers, playthrough
from engine.words import facts
from tests.languages import OTHER_LANGUAGES
from tests.paths import GOLDEN as GOLDEN_DIR
from tests.paths import REPO
from tests.said_again import said_again

ENGLISH = sorted(GOLDEN_DIR.glob("*.json"))
#: The same games spoken in each other language, in the folder named by its code (tests/golden/es/: issue 25).
TWINS = {spoken_in: sorted((GOLDEN_DIR / spoken_in).glob("*.json")) for spoken_in in OTHER_LANGUAGES}
GOLDEN = ENGLISH + [path for twins in TWINS.values() for path in twins]
REGENERATE = "make it with: .venv/bin/python -m tests.regenerate_goldens"


@pytest.mark.parametrize("path", GOLDEN, ids=[str(path.relative_to(GOLDEN_DIR)) for path in GOLDEN])
def test_golden_playthrough(path: Path) -> None:
    golden = json.loads(path.read_text(encoding="utf-8"))
    game = find(golden["game"]).game
    inputs = [Input.from_json(entry) for entry in golden["inputs"]]
    assert playthrough(game, golden["settings"], inputs) == golden["transcript"]
    assert offers(game, golden["settings"], inputs) == golden["offered"]
    assert isinstance(game.prompt(replay(game, golden["settings"], inputs)), GameOver)


@pytest.mark.parametrize("spoken_in", OTHER_LANGUAGES)
def test_every_english_golden_has_its_twin_in_every_other_language_with_the_same_inputs(spoken_in: str) -> None:
    """The same inputs, but for a chance outcome the game cannot have in that language and, in Dabble, the
    questions about apostrophes a game in a language without them does not ask (tests/regenerate_goldens.py)."""
    for english in ENGLISH:
        has_its_twin(english, spoken_in)


def has_its_twin(english: Path, spoken_in: str) -> None:
    """The golden's twin in <code>/ beside it: the same settings in `spoken_in`, the inputs that table gives."""
    from tests.regenerate_goldens import twin_inputs

    path = english.parent / spoken_in / english.name
    assert path.exists(), f"{path.relative_to(REPO)}: no twin of {english.name} in {spoken_in}; {REGENERATE}"
    twin = json.loads(path.read_text(encoding="utf-8"))
    golden = json.loads(english.read_text(encoding="utf-8"))
    assert twin["settings"] == {**golden["settings"], "language": spoken_in}
    inputs = [Input.from_json(entry) for entry in golden["inputs"]]
    asked = [given.to_json() for given in twin_inputs(golden["game"], golden["settings"], inputs, spoken_in)]
    assert twin["inputs"] == json.loads(json.dumps(asked))  # as stored: a tuple outcome is a list
    if golden["game"] != "dabble":
        differ = [(mine, theirs) for mine, theirs in zip(golden["inputs"], twin["inputs"]) if mine != theirs]
        assert len(twin["inputs"]) == len(golden["inputs"])
        assert all(mine["kind"] == theirs["kind"] == "chance" for mine, theirs in differ)


def dabble_phases(path: Path) -> list[tuple[str, Input]]:
    """Each input of a Dabble golden with the phase of the game it answered."""
    golden = json.loads(path.read_text(encoding="utf-8"))
    game, answered = find("dabble").game, []
    state = game.start(golden["settings"])
    for given in map(Input.from_json, golden["inputs"]):
        answered.append((state.phase, given))
        state, _ = game.apply(state, given)
    return answered


#: The languages whose words take no apostrophe tiles (engine/games/dabble/messages/<code>.toml), Spanish among them.
WITHOUT_APOSTROPHES = [spoken_in for spoken_in in OTHER_LANGUAGES if facts(DABBLE, spoken_in).get("apostrophes") is False]


@pytest.mark.parametrize("spoken_in", WITHOUT_APOSTROPHES)
def test_a_dabble_twin_without_apostrophes_leaves_out_only_the_apostrophes(spoken_in: str) -> None:
    """The tour answers every extra; its twin in a language without apostrophe tiles drops exactly the apostrophe
    answers (the kind of each of its two apostrophe extras, whose words and their value, and the tiles left), and
    is asked nothing about them; the random game's apostrophe words are the No that followed them."""
    from tests.regenerate_goldens import APOSTROPHE_EXTRAS, APOSTROPHE_PHASES

    tour = json.loads((GOLDEN_DIR / "dabble-tour.json").read_text(encoding="utf-8"))
    twin = dabble_phases(GOLDEN_DIR / spoken_in / "dabble-tour.json")
    assert len(tour["inputs"]) - len(twin) == 5
    assert not [phase for phase, _ in twin if phase in APOSTROPHE_PHASES]
    extras = [given for phase, given in dabble_phases(GOLDEN_DIR / "dabble-random-seed6.json") if phase == "extras"]
    twin_extras = [
        given for phase, given in dabble_phases(GOLDEN_DIR / spoken_in / "dabble-random-seed6.json") if phase == "extras"
    ]
    assert extras[0].value in APOSTROPHE_EXTRAS  # round 1's extras: apostrophe words, then No
    assert (twin_extras[0].kind, twin_extras[0].value) == ("choice", "none")  # the only kind left, answered No


def test_a_spanish_dabble_twin_names_only_rejected_words() -> None:
    """Spanish's sample: the tour's twin says no "apóstrofo" after its opening, and the random game's round 1 asks
    for rejected words alone, answered No."""
    twin = json.loads((GOLDEN_DIR / "es" / "dabble-tour.json").read_text(encoding="utf-8"))
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
    """In every language, where tests/game_files.py says a game's goldens are."""
    from engine.catalog import GAMES
    from tests.game_files import files_of

    missing = [(game_id, spoken) for game_id in GAMES for spoken in LANGUAGES if not files_of(game_id).goldens(spoken)]
    assert not missing, f"no golden playthrough of {missing}; {REGENERATE}"
