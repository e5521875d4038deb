"""The gesture table: one place says what each press means at each moment."""

from __future__ import annotations

import pytest

from device.input.gestures import (
    BUTTON_NAMES,
    GESTURES,
    Command,
    Moment,
    allowed,
    command_for,
    moment_of,
)
from engine.core import (
    AskChance,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskTimer,
    GameOver,
    Line,
    Option,
)

C = Command


@pytest.mark.parametrize(
    ("moment", "expected"),
    [
        (
            Moment.CHOOSING,
            {
                ("go", False): C.MAIN,
                ("up", False): C.UP,
                ("down", False): C.DOWN,
                ("ok", False): C.CONFIRM,
                ("back", False): C.UNDO,
                ("ok", True): C.REPEAT,
                ("back", True): C.LEAVE,
                ("go", True): C.STATUS,
            },
        ),
        (
            Moment.GO,
            {
                ("go", False): C.MAIN,
                ("up", False): C.LOUDER,
                ("down", False): C.QUIETER,
                ("ok", False): C.FAIRNESS,
                ("back", False): C.UNDO,
                ("ok", True): C.REPEAT,
                ("back", True): C.LEAVE,
                ("go", True): C.STATUS,
            },
        ),
        (
            Moment.TIMER,
            {
                ("up", False): C.LOUDER,
                ("down", False): C.QUIETER,
                ("go", True): C.PAUSE,
                ("ok", False): C.NEXT_PART,
                ("ok", True): C.REPEAT,
                ("back", True): C.LEAVE,
            },
        ),
        (Moment.WAITING, {("back", True): C.LEAVE}),
    ],
)
def test_each_moment_gives_each_press_one_meaning_and_the_rest_are_not_now(
    moment: Moment, expected: dict[tuple[str, bool], Command]
) -> None:
    for button in BUTTON_NAMES:
        for held in (False, True):
            assert command_for(moment, button, held) == expected.get((button, held)), (moment, button, held)


def test_the_table_only_names_the_five_buttons() -> None:
    assert {button for _, button, _ in GESTURES} <= set(BUTTON_NAMES)


def test_the_moment_follows_the_prompt() -> None:
    line = Line("?")
    assert moment_of(AskNumber(line, 1, 3, 2)) is Moment.CHOOSING
    assert moment_of(AskChoice(line, (Option("a", "A"),))) is Moment.CHOOSING
    assert moment_of(AskConfirm(line)) is Moment.CHOOSING
    assert moment_of(AskGo(line)) is Moment.GO
    assert moment_of(AskTimer(30)) is Moment.TIMER
    assert moment_of(AskChance("roll", "pick", (1, 2))) is Moment.WAITING
    assert moment_of(GameOver(line)) is Moment.WAITING


def test_a_front_end_may_ask_how_fair_the_dice_were_at_any_question_but_not_over_the_timer() -> None:
    """No button is free while choosing, but the phone's button only tells: it works at every question."""
    assert allowed(Moment.CHOOSING, C.FAIRNESS) and allowed(Moment.GO, C.FAIRNESS)
    assert not allowed(Moment.TIMER, C.FAIRNESS) and not allowed(Moment.WAITING, C.FAIRNESS)
    assert not allowed(Moment.CHOOSING, C.LOUDER)  # what changes something still needs a press that means it
