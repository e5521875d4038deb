"""Teaching (issue 38): the setup question, and what teaching costs a whole first game.

Each game has a golden playthrough with teaching on, in English and Spanish
(tests/golden/<game>-teaching.json and its twin in es/). Replayed with teaching
off, the same inputs give the game as a known table hears it; the difference is
what teaching adds. The goal: an opening of at most 30 s, and at most 60 s more
over the whole game beyond it, each line rendered by espeak-ng as the budget
harness renders it (tests/budget.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

import pytest

from engine import language
from engine.catalog import GAMES, find
from engine.core import AskConfirm, Input
from engine.words import Words
from engine.setup import Defaults, answer_all
from engine.teaching import TEACH, TeachingSetup
from engine.transcript import playthrough
from tests.game_files import files_of
from tests.table import small_library

OPENING_MOST = 30.0  # seconds
TEACHING_MOST = 60.0  # seconds a whole first game, beyond the opening


def taught_goldens(game_id: str) -> list[Path]:
    """The game's goldens played with teaching on, in every language (tests/game_files.py: where they are)."""
    files = files_of(game_id)
    return [
        path
        for spoken in language.LANGUAGES
        for path in files.goldens(spoken)
        if json.loads(path.read_text(encoding="utf-8"))["settings"].get(TEACH)
    ]


TAUGHT = sorted(path for game_id in GAMES for path in taught_goldens(game_id))


def _opening(game_id: str, spoken: str) -> str:
    """The game's teaching opening in `spoken`: its message `teach-opening`."""
    return Words(find(game_id).package).said_in(spoken, "teach-opening")


def test_every_game_has_a_taught_golden_in_every_language() -> None:
    missing = [(game_id, spoken) for game_id in GAMES for spoken in language.LANGUAGES if not taught_in(game_id, spoken)]
    assert not missing, f"no taught golden: {missing}"


def taught_in(game_id: str, spoken: str) -> list[Path]:
    return [path for path in taught_goldens(game_id) if path in files_of(game_id).goldens(spoken)]


def _spoken(transcript: list[str]) -> list[str]:
    """The lines said aloud: not the inputs (">"), not the cues ("["); a question ("? ...") as said."""
    return [line.removeprefix("? ") for line in transcript if not line.startswith((">", "["))]


@pytest.mark.parametrize("path", TAUGHT, ids=[f"{path.parent.name}/{path.stem}" for path in TAUGHT])
def test_teaching_opens_in_thirty_seconds_and_adds_at_most_a_minute_to_a_whole_first_game(path: Path) -> None:
    from tests.budget import speech_seconds

    golden = json.loads(path.read_text(encoding="utf-8"))
    game = find(golden["game"]).game
    inputs = [Input.from_json(entry) for entry in golden["inputs"]]
    spoken = golden["settings"].get("language", language.ENGLISH)
    known = playthrough(game, {**golden["settings"], TEACH: False}, inputs)
    taught = playthrough(game, golden["settings"], inputs)
    with language.speaking(spoken):
        opening = _opening(golden["game"], spoken)
        heard_taught = sum(speech_seconds(line) for line in _spoken(taught))
        heard_known = sum(speech_seconds(line) for line in _spoken(known))
        opened = speech_seconds(opening)
    # The opening is said in setup, before its first choice (session 49), so not in the game: what the
    # game adds taught is all beyond the opening.
    assert not any(opening in line for line in _spoken(taught)), "the opening belongs to setup"
    assert opened <= OPENING_MOST, opened
    assert heard_taught - heard_known <= TEACHING_MOST, (heard_taught, heard_known)
    assert heard_taught - heard_known > 0, "teaching says something beyond its opening"


# ---------------------------------------------------------------- the setup question


class _OneQuestion:
    """A game's setup in its smallest form: one yes/no question."""

    def next_question(self, answers: Mapping[str, Any]) -> Any:
        from engine.setup import ask_yes_no

        return None if "fast" in answers else ask_yes_no("fast", "Fast game?")

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        return {"fast": answers["fast"]}


def test_teaching_is_asked_first_yes_offered_and_the_game_and_its_needs_come_with_the_next_question() -> None:
    flow = TeachingSetup(_OneQuestion(), "Rapido", needs="Take paper.", offered=True, opening="Race up.")
    first = flow.next_question({})
    assert first is not None and first.key == TEACH and isinstance(first.prompt, AskConfirm)
    assert first.prompt.default is True and "Rapido" in first.prompt.question.text
    assert first.prompt.question.rule, "hold OK says what Yes and No do"
    after_yes = flow.next_question({TEACH: True})
    assert after_yes is not None and after_yes.prompt.question.text == "Race up. Take paper. Fast game?"
    assert after_yes.prompt.question.brief == "Fast game?", "a repeat leaves the opening and the needs out"
    after_no = flow.next_question({TEACH: False})
    assert after_no is not None and after_no.prompt.question.text == "Fast game?"
    assert flow.settings({TEACH: True, "fast": True}) == {"fast": True, TEACH: True}


@pytest.mark.parametrize(
    ("spoken", "told"), [("en", "These names are yours for the game"), ("es", "Estos nombres son para la partida")]
)
def test_a_taught_table_hears_the_names_are_theirs_to_share_out_before_the_seat_order(spoken: str, told: str) -> None:
    """ "Clockwise: Red, Blue, Green, Yellow. Is that the order round the table?" left a new table asking who
    is Red (issue 38): taught, the names are said to be theirs, one each, clockwise; untaught, nothing added."""
    with language.speaking(spoken):
        entry = find("scattergories")
        flow = TeachingSetup(entry.setup(small_library(), Defaults(players=4)), entry.game.title, entry.teaching_needs())
        for teach in (True, False):
            answers: dict[str, Any] = {TEACH: teach}
            while (question := flow.next_question(answers)) is not None and not question.key.startswith("order_"):
                answers[question.key] = getattr(question.prompt, "default", None)
            assert question is not None
            assert question.prompt.question.text.startswith(told) is teach, question.prompt.question.text  # type: ignore[union-attr]


def test_a_game_not_offered_teaching_is_set_up_as_before() -> None:
    flow = TeachingSetup(_OneQuestion(), "Rapido", needs="Take paper.", offered=False)
    question = flow.next_question({})
    assert question is not None and question.key == "fast"
    assert answer_all(flow, {}) == {"fast": False}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_says_what_the_table_needs_in_both_languages(game_id: str) -> None:
    for spoken in language.LANGUAGES:
        with language.speaking(spoken):
            entry = find(game_id)
            assert isinstance(entry.teaching_needs(), str)
            assert _opening(game_id, spoken)
            flow = TeachingSetup(
                entry.setup(small_library(), Defaults()),
                entry.game.title,
                entry.teaching_needs(),
                opening=entry.teaching_opening(),
            )
            assert answer_all(flow, {TEACH: True})[TEACH] is True
            # The game in short, then the needs, before setup's first choice (session 49: a table chose a race's
            # length and a scoring bonus before it knew the game).
            first = flow.next_question({TEACH: True})
            assert first is not None
            assert first.prompt.question.text.startswith(f"{_opening(game_id, spoken)} {entry.teaching_needs()}".strip())  # type: ignore[union-attr]
            assert entry.teaching_opening() == _opening(game_id, spoken)
