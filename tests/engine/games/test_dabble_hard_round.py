"""Dabble's hard round (issue 37, session 46) and the stuck moments of a no-rulebook table (issue 38).

The hard round: a later round of four, one finisher, racks that change, and
the finisher's word rejected in a challenge. Each test names what it saves or
what a table met; the presses and seconds themselves are measured on the real
loop by tests/budget.py (tests/budget_hard/dabble.py) and
tests/device/referee/test_budget.py.
"""

from __future__ import annotations

from typing import Any, Iterable

import pytest

from engine import language
from engine.core import AskChoice, AskNumber, AskTimer, Cue, Input, Output, choice, go, number, time_up
from engine.games.dabble import said as dabble
from engine.games.dabble.rules import GAME, State
from engine.games.dabble.said import words
from engine.transcript import playthrough
from tests.outputs import apply_all, texts

NAMES = ["Ann", "Bob", "Cat", "Dan"]


def start(spoken: str = "en", teach: bool = False, **more: Any) -> State:
    settings = {"names": NAMES, "target": 500, "timer": 60, "language": spoken, "teach": teach, **more}
    return GAME.start(settings)


def feed(state: State, inputs: Iterable[Input]) -> tuple[State, list[Output]]:
    return apply_all(GAME, state, inputs)


def round_one(spoken: str = "en") -> State:
    """Ann finishes round 1; Bob 12, Cat 15, Dan 18; no word of Ann's rejected, nothing else (in Spanish her
    rejected words are all that can be reported: that 0 ends the round)."""
    extras = [number(0), choice("none")] if spoken == "en" else [number(0)]
    state, _ = feed(start(spoken), [go(), time_up(), choice("0"), number(12), number(15), number(18), *extras])
    assert state.round == 2
    return state


# ---------------------------------------------------------------- issue 37: the presses of the hard round


def test_who_finished_is_offered_at_who_finished_last_round() -> None:
    """Point 7: what the table had last round, where that saves a press. Round 1 offers Nobody."""
    first = GAME.prompt(feed(start(), [go(), time_up()])[0])
    assert isinstance(first, AskChoice) and first.options[first.default].label == "Nobody"
    state, _ = feed(round_one(), [go(), time_up()])
    again = GAME.prompt(state)
    assert isinstance(again, AskChoice) and again.options[again.default].label == "Ann"
    labels = [option.label for option in again.options]
    assert labels == [option.label for option in first.options], "the same order: Nobody is DOWN, Bob UP"


def test_two_finishers_last_round_are_offered_together() -> None:
    state, _ = feed(start(), [go(), time_up(), choice("0,2"), number(10), number(10), choice("none"), go(), time_up()])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.options[prompt.default].label == "Ann and Cat"


def test_the_extras_are_one_choice_no_first_and_a_rejected_word_is_one_answer() -> None:
    """ "Any extras? No" -> Yes, then "Which extra?": a press more than one choice with No first. The lone
    finisher's rejected words are one value asked before that choice, at 0 (issue 37: a choice, a value and
    "Anything else?" were five presses for the challenge a hard round most often has)."""
    state, _ = feed(round_one(), [go(), time_up(), choice("0"), number(9), number(20), number(18)])
    first = GAME.prompt(state)
    assert isinstance(first, AskNumber) and first.question.text == "Ann's rejected points?" and first.default == 0
    state, _ = feed(state, [number(6)])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text == "Which extras?"
    labels = [option.label for option in prompt.options]
    assert labels[:3] == ["None", "Bob's word rejected", "Cat's word rejected"]
    assert "Ann's word rejected" not in labels  # asked already
    assert prompt.default == 0
    state, _ = feed(state, [choice("challenge:1")])
    worth = GAME.prompt(state)
    assert isinstance(worth, AskNumber) and worth.question.text == "What was it worth?"  # "Bob's word" just chosen
    assert "Bob" in worth.question.repeated
    state, _ = feed(state, [number(4)])
    assert GAME.prompt(state).question.text == "Anything else?"


def test_the_round_result_is_said_once_the_finisher_was_just_named() -> None:
    """ "Ann wins the round: plus 27" restated what "Who finished? Ann" had just said."""
    state, _ = feed(round_one(), [go(), time_up(), choice("0"), number(9), number(20), number(18)])
    state, said = feed(state, [number(6), choice("none")])
    assert texts(said) == ["Ann plus 41, needs 414."]  # the total is the target less that
    assert [seat.total for seat in state.seats] == [86, 0, 0, 0]


def test_a_spanish_lone_finishers_rejected_words_are_the_one_question_offered_at_nothing() -> None:
    """No apostrophes, no subjects: only the finisher's words score, so only they can be rejected."""
    state, _ = feed(round_one("es"), [go(), time_up(), choice("0"), number(9), number(20), number(18)])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber) and prompt.default == 0
    assert prompt.question.text == "¿Cuánto pierde Ann?"
    state, said = feed(state, [number(6)])  # and nothing after it: the round is scored
    assert texts(said) == ["Ann se lleva 41; está a 414 de ganar."]
    assert state.round == 3


def test_later_rounds_sound_the_timer_calls_and_the_buzzer_without_words() -> None:
    """Round 1 taught what the warning and the stop sound mean ("1 minute left.", "Hands off!")."""
    state, _ = feed(start(), [go()])
    first = GAME.prompt(state)
    assert isinstance(first, AskTimer) and all(call.line for call in first.calls if call.cue == "warning")
    state, said = feed(round_one(), [go()])
    later = GAME.prompt(state)
    assert isinstance(later, AskTimer) and not any(call.line for call in later.calls)
    assert [call.remaining for call in later.calls] == [call.remaining for call in first.calls]
    _, stopped = feed(state, [time_up()])
    assert stopped == [Cue("stop")]


# ---------------------------------------------------------------- issue 38: what a table without the rulebook met


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_the_challenge_rule_says_who_loses_what_both_ways(spoken: str) -> None:
    with language.speaking(spoken):
        rule, extras, needs = words("challenge-rule"), dabble.extras_rule(False), words("teach-needs")
    if spoken == "en":
        assert "its printed points come off its player's score" in rule and "if it is, nobody loses anything" in rule
        assert "challenge costs nobody" not in extras  # the old "a lost challenge takes off"
        assert "A rejected word takes its printed points off its player, doubled with an apostrophe" in extras
    else:
        assert "quien la puso pierde sus puntos" in rule and "si está, nadie pierde nada" in rule
    # taught once, at the first buzzer, with who loses what; not in setup before a challenge means anything
    assert "desafi" not in needs and "challenge" not in needs


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_a_finisher_whose_word_is_rejected_still_finished_said_before_who_finished(spoken: str) -> None:
    state = start(spoken, teach=True)
    heard = playthrough(GAME, {"names": NAMES, "target": 500, "timer": 60, "language": spoken, "teach": True}, [go(), time_up()])
    state, _ = feed(state, [go(), time_up()])
    still = "finishers stay finished" if spoken == "en" else "sigue contando como terminado"
    assert still in heard[-1], "said after the buzzer, before the finishers are named"
    assert "sigue habiendo terminado" not in heard[-1], "the calque the Spanish table heard"
    with language.speaking(spoken):
        assert GAME.prompt(state).question.text == dabble.who_finished(True).text  # type: ignore[union-attr]
        finished_rule = words("finished-rule")
    assert ("does not undo it" if spoken == "en" else "no lo deshace") in finished_rule  # hold OK, taught or not


def test_the_option_names_whose_word_was_rejected_not_who_lost_a_challenge() -> None:
    """ "Ann lost a challenge": the challenger or the word's owner?"""
    state, _ = feed(start(), [go(), time_up(), choice("1"), number(10), number(10), number(10)])
    finisher = GAME.prompt(state)  # the lone finisher's, asked first: by whose words, too
    assert isinstance(finisher, AskNumber) and "Bob's rejected words" in finisher.question.text
    assert "challenge" not in finisher.question.text
    state, _ = feed(state, [number(0)])
    labels = [option.label for option in GAME.prompt(state).options]  # type: ignore[union-attr]
    assert "Cat's word rejected" in labels and not any("challenge" in label for label in labels)
    assert GAME.describe(state, choice("challenge:2")) == "Cat's word rejected"


def test_the_unused_apostrophes_five_points_are_taught_before_the_first_round() -> None:
    """The 5 points of an unused apostrophe tile were first heard at the scoring."""
    draw = GAME.prompt(start(teach=True)).question.text  # type: ignore[union-attr]
    assert "Each apostrophe tile left on a rack gives every finisher 5 points" in draw
    assert draw.index("5 points") < draw.index("Draw your 20 tiles now")
    assert "apostrophe" not in GAME.prompt(start(teach=False)).question.text  # type: ignore[union-attr]
    assert "apóstrofo" not in words("apostrophe-rule")
