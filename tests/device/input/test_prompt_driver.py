"""The one button driver: the same gestures answer every prompt."""

from __future__ import annotations

import pytest

from device.input.gestures import Command
from device.input.prompt_driver import (
    FAST_AFTER,
    FAST_STEPS,
    NotNow,
    PromptDriver,
    Speak,
    Submit,
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
    choice,
    confirm,
    go,
    number,
)
from engine.words import Words


def duration(seconds: int) -> str:
    """A time as the engine says it (its message `number-said`): "2 minutes 30", shorter than "150 seconds"."""
    return Words("engine")("number-said", unit="seconds", value=seconds)


UP, DOWN, OK, GO, BACK = Command.UP, Command.DOWN, Command.CONFIRM, Command.MAIN, Command.UNDO

SECONDS = AskNumber(Line("How long?"), low=10, high=120, default=30, unit="seconds", step=5)
PLAYERS = AskNumber(Line("How many players?"), low=2, high=8, default=4)
COLOURS = AskChoice(Line("Which deck?"), (Option("blue", "Blue"), Option("red", "Red"), Option("mixed", "Both")), 1)
SURE = AskConfirm(Line("Leave the game?"), default=False)
ROLL = AskGo(Line("Press GO to roll"))


def driver_for(prompt) -> PromptDriver:  # type: ignore[no-untyped-def]
    driver = PromptDriver()
    driver.show(prompt)
    return driver


# ------------------------------------------------------------ numbers


def test_a_number_starts_at_its_default_spoken_with_its_unit() -> None:
    driver = driver_for(SECONDS)
    assert driver.current() == "30 seconds"
    assert driver_for(PLAYERS).current() == "4"


def test_up_and_down_step_the_number_and_speak_it_at_once() -> None:
    driver = driver_for(PLAYERS)
    assert driver.handle(UP) == Speak("5")
    assert driver.handle(UP) == Speak("6")
    assert driver.handle(DOWN) == Speak("5")
    assert driver.handle(OK) == Submit(number(5))


def test_the_step_size_comes_from_the_prompt_and_the_unit_is_spoken() -> None:
    driver = driver_for(SECONDS)
    assert driver.handle(UP) == Speak("35 seconds")
    assert driver.handle(DOWN) == Speak("30 seconds")
    assert driver.handle(DOWN) == Speak("25 seconds")
    assert driver.handle(OK) == Submit(number(25))


def test_the_ends_of_the_range_say_not_now_and_keep_the_value() -> None:
    driver = driver_for(PLAYERS)
    for expected in ("3", "2"):
        assert driver.handle(DOWN) == Speak(expected)
    assert driver.handle(DOWN) == NotNow()
    assert driver.handle(DOWN) == NotNow()
    assert driver.handle(OK) == Submit(number(2))
    for _ in range(6):
        driver.handle(UP)
    assert driver.current() == "8"
    assert driver.handle(UP) == NotNow()
    assert driver.handle(OK) == Submit(number(8))


def test_a_step_that_would_overshoot_stops_at_the_end() -> None:
    prompt = AskNumber(Line("Seconds?"), low=10, high=22, default=20, unit="seconds", step=5)
    driver = driver_for(prompt)
    assert driver.handle(UP) == Speak("22 seconds")
    assert driver.handle(UP) == NotNow()


def test_a_held_up_goes_faster_after_some_repeats() -> None:
    prompt = AskNumber(Line("Seconds?"), low=0, high=1000, default=100, unit="seconds", step=2)
    driver = driver_for(prompt)
    assert driver.handle(UP) == Speak(duration(102))  # the press itself
    value = 102
    for _ in range(FAST_AFTER - 1):  # the first repeats go one step at a time
        value += 2
        assert driver.handle(UP, repeat=True) == Speak(duration(value))
    for _ in range(3):  # from then on each repeat moves FAST_STEPS steps
        value += 2 * FAST_STEPS
        assert driver.handle(UP, repeat=True) == Speak(duration(value))
    assert driver.handle(UP) == Speak(duration(value + 2))  # a new press is slow again


def test_a_fast_down_also_moves_many_steps_and_clamps_at_the_bottom() -> None:
    prompt = AskNumber(Line("Players?"), low=0, high=100, default=50)
    driver = driver_for(prompt)
    driver.handle(DOWN)
    for _ in range(FAST_AFTER - 1):
        driver.handle(DOWN, repeat=True)
    assert driver.current() == str(50 - FAST_AFTER)
    assert driver.handle(DOWN, repeat=True) == Speak(str(50 - FAST_AFTER - FAST_STEPS))
    while driver.handle(DOWN, repeat=True) != NotNow():
        pass
    assert driver.current() == "0"


def test_go_does_not_submit_a_number() -> None:
    driver = driver_for(PLAYERS)
    assert driver.handle(GO) == NotNow()


# ------------------------------------------------------------ choices


def test_a_choice_starts_at_its_default_and_ok_submits_the_value_not_the_label() -> None:
    driver = driver_for(COLOURS)
    assert driver.current() == "Red"
    assert driver.handle(OK) == Submit(choice("red"))


def test_choices_wrap_around_both_ways() -> None:
    driver = driver_for(COLOURS)
    assert driver.handle(UP) == Speak("Both")
    assert driver.handle(UP) == Speak("Blue")  # past the last comes the first
    assert driver.handle(DOWN) == Speak("Both")  # and back before the first, the last
    assert driver.handle(DOWN) == Speak("Red")
    assert driver.handle(DOWN) == Speak("Blue")
    assert driver.handle(OK) == Submit(choice("blue"))


# ------------------------------------------------------------ yes / no


def test_confirm_starts_at_its_default_and_toggles() -> None:
    driver = driver_for(SURE)
    assert driver.current() == "No"
    assert driver.handle(UP) == Speak("Yes")
    assert driver.handle(OK) == Submit(confirm(True))
    assert driver.handle(DOWN) == Speak("No")
    assert driver.handle(OK) == Submit(confirm(False))


def test_confirm_defaults_to_yes_when_the_prompt_says_so() -> None:
    driver = driver_for(AskConfirm(Line("Play again?")))
    assert driver.current() == "Yes"
    assert driver.handle(OK) == Submit(confirm(True))


# ------------------------------------------------------------ GO and the rest


def test_go_submits_only_when_go_is_asked() -> None:
    driver = driver_for(ROLL)
    assert driver.handle(GO) == Submit(go())
    assert driver.handle(OK) == NotNow()
    assert driver.handle(UP) == NotNow()
    for prompt in (PLAYERS, COLOURS, SURE):
        assert driver_for(prompt).handle(GO) == NotNow()


@pytest.mark.parametrize("prompt", [PLAYERS, COLOURS, SURE, ROLL])
def test_commands_of_held_presses_are_not_answers(prompt) -> None:  # type: ignore[no-untyped-def]
    driver = driver_for(prompt)
    for command in (Command.REPEAT, Command.PAUSE, Command.STATUS, Command.LEAVE, Command.LOUDER, Command.QUIETER):
        assert driver.handle(command) == NotNow()


@pytest.mark.parametrize("prompt", [PLAYERS, COLOURS, SURE, ROLL])
def test_back_is_never_an_answer(prompt) -> None:  # type: ignore[no-untyped-def]
    assert driver_for(prompt).handle(BACK) == NotNow()


@pytest.mark.parametrize(
    "prompt",
    [
        AskChance("roll a d6", "pick", (1, 2, 3, 4, 5, 6)),
        AskTimer(30),
        GameOver(Line("Ann wins")),
    ],
)
def test_prompts_that_are_not_for_players_ignore_every_button(prompt) -> None:  # type: ignore[no-untyped-def]
    driver = driver_for(prompt)
    for command in Command:
        assert driver.handle(command) == NotNow()
    assert driver.current() == ""


def test_with_no_prompt_every_button_is_not_now() -> None:
    driver = PromptDriver()
    for press in (UP, DOWN, OK, GO, BACK):
        assert driver.handle(press) == NotNow()


def test_show_resets_to_the_new_prompts_default() -> None:
    driver = driver_for(PLAYERS)
    driver.handle(UP)
    driver.handle(UP)
    driver.show(PLAYERS)  # the same question asked again starts from its default
    assert driver.current() == "4"
    assert driver.handle(OK) == Submit(number(4))
    driver.show(COLOURS)
    driver.handle(UP)
    driver.show(COLOURS)
    assert driver.handle(OK) == Submit(choice("red"))
    driver.show(SURE)
    driver.handle(UP)
    driver.show(SURE)
    assert driver.handle(OK) == Submit(confirm(False))


def test_show_forgets_a_fast_repeat_in_progress() -> None:
    prompt = AskNumber(Line("N?"), low=0, high=100, default=50)
    driver = driver_for(prompt)
    driver.handle(UP)
    for _ in range(FAST_AFTER + 2):
        driver.handle(UP, repeat=True)
    driver.show(prompt)
    assert driver.handle(UP, repeat=True) == Speak("51")  # one step, not five


# ------------------------------------------------------------ reopening a taken-back answer


def test_a_taken_back_answer_reopens_its_question_at_what_was_entered() -> None:
    driver = PromptDriver()
    driver.show(PLAYERS, reopen=number(7))
    assert driver.current() == "7"
    assert driver.handle(OK) == Submit(number(7))
    driver.show(COLOURS, reopen=choice("mixed"))
    assert driver.current() == "Both"
    driver.show(SURE, reopen=confirm(True))
    assert driver.current() == "Yes"


def test_a_taken_back_answer_that_does_not_fit_leaves_the_default() -> None:
    driver = PromptDriver()
    driver.show(PLAYERS, reopen=number(99))  # out of range
    assert driver.current() == "4"
    driver.show(COLOURS, reopen=choice("green"))  # not an option
    assert driver.current() == "Red"
    driver.show(SURE, reopen=number(1))  # another kind of answer
    assert driver.current() == "No"
    driver.show(PLAYERS)  # the next question starts at its default again
    assert driver.current() == "4"


def test_a_number_with_a_unit_is_echoed_as_the_number_alone() -> None:
    """Issue 23: the question names the unit; stepping says "14", not "14 points" (nor "1 points")."""
    driver = PromptDriver()
    driver.show(AskNumber(Line("What are your unused tiles worth?"), low=0, high=99, default=1, unit="points"))
    assert driver.current() == "1"
    driver.handle(Command.UP)
    assert driver.current() == "2"


def test_a_timer_beyond_the_rules_is_said_as_a_house_rule() -> None:
    """Issue 23: Scattergories allows up to 3 minutes; longer is offered, and called a house rule."""
    from engine.games.scattergories.setup_flow import setup as scattergories_setup
    from engine.setup import Defaults, Library, default_answer

    flow = scattergories_setup(Library(decks={"scattergories/lists": {"1": tuple(f"C{n}" for n in range(12))}}), Defaults())
    answers: dict = {"players": 2}
    question = flow.next_question(answers)
    while question is not None and question.key != "timer":
        answers[question.key] = default_answer(question)
        question = flow.next_question(answers)
    assert question is not None
    driver = PromptDriver()
    driver.show(question.prompt)
    assert driver.current() == "2 minutes 30"
    for _ in range(3):
        driver.handle(Command.UP)
    assert driver.current() == "3 minutes 15, a house rule"
    driver.handle(Command.DOWN)
    assert driver.current() == "3 minutes"
