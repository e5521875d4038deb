"""Issue 12's device points, driven through the real loop with presses and read off the transcript:
a clean stop is not taken for a power cut, a resumed timer waits for GO, hold OK in the timer
gives the question and the time left, and numbers move in big steps."""

from __future__ import annotations

import io
import json
import queue
import re
import time
from pathlib import Path
from typing import Any

from device.input.keyboard import KeyboardButtons
from device.paths import stopped_file
from device.input.prompt_driver import BIG_STEPS, FAST_AFTER, FASTER_AFTER, Press
from engine.core import AskNumber
from engine.words import Words
from engine.setup import ask_seconds
from tests.table import Table


def duration(seconds: int) -> str:
    """A time as the engine says it (its message `number-said`): "2 minutes 30", shorter than "150 seconds"."""
    return Words("engine")("number-said", unit="seconds", value=seconds)


POWER = "The power went off"


def set_up(
    table: Table, *, players_down: int = 2, doubler: bool = False, veto: bool = False, timer_up: list[Press] | None = None
) -> int:
    """Answer setup by presses: fewer players, optionally the doubler, optionally a longer timer."""
    table.wait_for("How many players? 4")
    table.press(*["down"] * players_down)
    table.press("ok")
    deadline = time.monotonic() + 10
    answered: set[int] = set()
    while not any(" asks." in line for line in table.heard()):
        assert time.monotonic() < deadline, f"setup never finished: {table.heard()[-5:]}"
        table.settle()
        heard = table.heard()
        if any(" asks." in line for line in heard) or len(heard) - 1 in answered:
            continue
        answered.add(len(heard) - 1)
        last = heard[-1]
        if "How long to write?" in last and timer_up:
            for press in timer_up:
                table.events.put(press)
            table.settle()
        if "Any variants?" in last and (doubler or veto):
            table.press("up")  # No is offered first
        if ("Play with the doubler?" in last and doubler) or ("Play with the veto?" in last and veto):
            table.press("up")
        table.press("ok")
    return table.wait_for(" asks.")


def at_the_declare_step(state_dir: Path, asked: str, **setup: Any) -> tuple[Table, int, int]:
    """Set up with the doubler or veto, roll: (the table, where the round started, where `asked` was said)."""
    table = Table(state_dir)
    set_up(table, **setup)
    start = table.wait_for("Press GO to roll.")
    table.press("go")
    return table, start, table.wait_for(asked, after=start)


def round_timer_running(state_dir: Path, **setup: Any) -> tuple[Table, int]:
    table = Table(state_dir)
    set_up(table, **setup)
    start = table.wait_for("Press GO to roll.")
    table.press("go")
    table.wait_for("[timer", after=start)
    return table, start


def the_question(table: Table, after: int) -> str:
    """The question read in this round: the line just before the declare question or "Write!"."""
    lines = table.heard()
    index = next(i for i in range(after, len(lines)) if lines[i].startswith(("Anyone doubling", "Anyone vetoing", "Write!")))
    return lines[index - 1]


# ------------------------------------------------------------ 1. a clean stop, a power cut, a waiting timer


def test_a_clean_quit_resumes_without_blaming_the_power(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up(table)
    table.wait_for("Press GO to roll.")
    table.settle()
    table.stop()
    marker = json.loads(stopped_file(state_dir).read_text())
    assert marker["stopped"] is True

    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapid List")
    assert POWER not in again.heard()[resumed]
    again.settle()
    # Used up: it says "running" again (overwritten in place, kept for a stop on a full card), so a cut
    # from now on is told as one.
    assert json.loads(stopped_file(state_dir).read_text()) == {"stopped": False}
    again.stop()


def test_a_power_cut_is_told_as_one(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up(table)
    table.wait_for("Press GO to roll.")
    table.settle()
    table.stop()
    stopped_file(state_dir).unlink()  # as if the power went off instead of the quit

    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapid List")
    assert POWER in again.heard()[resumed]
    again.stop()


def test_a_resumed_timer_waits_for_go_after_reading_the_question_again(state_dir: Path) -> None:
    table, start = round_timer_running(state_dir)
    table.press("go", held=True)  # pause, so the stop comes mid-timer
    table.wait_for("Timer paused.")
    question = the_question(table, start)
    table.stop()
    stopped_file(state_dir).unlink()  # a power cut

    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapid List")
    assert POWER in again.heard()[resumed]
    said = again.wait_for(question, after=resumed)
    waits = again.wait_for("GO starts the timer again: ", after=said)
    again.settle()  # far longer than the 30 s round at the table's speed
    assert not any(line.startswith(("[timer", "[stop]")) for line in again.heard()[waits:])
    again.press("ok", held=True)  # the question is still there to hear while waiting
    again.wait_for(question.rstrip("."), after=waits + 1)
    again.press("go")
    started = again.wait_for("[timer ", after=waits)
    again.wait_for("Pencils down!", after=started)
    again.stop()


def test_a_timer_stopped_cleanly_also_waits_and_the_resume_does_not_mention_the_power(state_dir: Path) -> None:
    table, _ = round_timer_running(state_dir)
    table.press("go", held=True)
    table.wait_for("Timer paused.")
    table.stop()

    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapid List")
    assert POWER not in again.heard()[resumed]
    again.wait_for("GO starts the timer again: ", after=resumed)
    again.stop()


# ------------------------------------------------------------ 2. hold OK while the players write


def test_hold_ok_in_the_timer_gives_the_question_despite_the_doubler_step_and_the_time_left(state_dir: Path) -> None:
    # 30 s + 10 steps of 15, up to the top: 3 minutes
    table, start, _ = at_the_declare_step(state_dir, "Anyone doubling?", doubler=True, timer_up=[Press("up", steps=BIG_STEPS)])
    question = the_question(table, start)
    table.press("go")  # nobody doubles: start the clock
    timer = table.wait_for("[timer 180 s]", after=start)
    table.press("go", held=True)  # pause, so the time left is known
    paused = table.wait_for("Timer paused.", after=timer)
    table.press("ok", held=True)
    asked = table.wait_for(question.rstrip("."), after=paused)
    left = table.wait_for(" left.", after=asked)
    assert re.match(r"[123] minutes?( and \d+ seconds)? left\.$", table.heard()[left]), table.heard()[left]  # not "17x seconds"
    assert not re.search(r"\d{3} seconds", table.heard()[left])
    table.stop()


def test_a_repeat_before_the_clock_does_not_creep_into_the_timer_repeat(state_dir: Path) -> None:
    """Table test: hold OK at "Anyone doubling?" made the timer's repeat say the question twice
    and the stale "Anyone doubling? GO to start the clock" while the players wrote."""
    table, start, asked = at_the_declare_step(
        state_dir, "Anyone doubling?", doubler=True, timer_up=[Press("up", steps=BIG_STEPS)]
    )
    question = the_question(table, start)
    table.press("ok", held=True)
    table.press("ok", held=True)  # twice: a second hold says the same again
    table.settle()
    repeats = table.heard()[asked + 1 :]
    assert sum(line == question.rstrip(".") for line in repeats) == 2, repeats
    table.press("go")  # nobody doubles: start the clock
    timer = table.wait_for("[timer 180 s]", after=start)
    table.press("go", held=True)
    paused = table.wait_for("Timer paused.", after=timer)
    table.press("ok", held=True)
    left = table.wait_for(" left.", after=paused)
    told = table.heard()[paused + 1 : left]
    assert told.count(question.rstrip(".")) == 1, told
    assert not any("Anyone doubling" in line for line in told), told
    table.stop()


def test_a_resumed_timer_after_the_doubler_step_still_reads_and_repeats_the_question(state_dir: Path) -> None:
    table, start, _ = at_the_declare_step(state_dir, "Anyone doubling?", doubler=True)
    question = the_question(table, start)
    table.press("go")  # nobody doubles: start the clock
    timer = table.wait_for("[timer", after=start)
    table.press("go", held=True)
    table.wait_for("Timer paused.", after=timer)
    table.stop()

    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapid List")
    said = again.wait_for(question, after=resumed)
    waits = again.wait_for("GO starts the timer again: ", after=said)
    again.press("go")
    started = again.wait_for("[timer ", after=waits)
    again.press("go", held=True)
    paused = again.wait_for("Timer paused.", after=started)
    again.press("ok", held=True)
    asked = again.wait_for(question.rstrip("."), after=paused)
    again.wait_for("seconds left.", after=asked)
    again.stop()


# ------------------------------------------------------------ 3. fewer presses for numbers


def test_big_steps_and_a_held_up_speed_up_and_durations_are_spoken_in_minutes(state_dir: Path) -> None:
    table = Table(state_dir)
    table.wait_for("How many players? 4")
    table.press("ok")
    table.settle()
    while "How long to write?" not in table.heard()[-1]:  # the questions before it take their defaults
        table.press("ok")
        table.settle()
    asked = len(table.heard()) - 1
    assert table.heard()[asked] == "How long to write? 30 seconds"
    table.events.put(Press("up", steps=BIG_STEPS))  # K or Page Up: 10 steps of 15 seconds, up to the top
    table.wait_for("3 minutes", after=asked)
    table.events.put(Press("down", steps=BIG_STEPS))
    table.wait_for("30 seconds", after=asked + 1)
    # A held UP: the press, then auto-repeats that move one step each, then five steps each.
    table.settle()
    held = len(table.heard())
    table.events.put(Press("up"))
    for _ in range(FAST_AFTER + 1):
        table.events.put(Press("up", repeat=True))
    table.wait_for("3 minutes", after=held)
    slow = [duration(30 + 15 * n) for n in range(1, FAST_AFTER + 1)]  # 45 seconds ... 1 minute 30
    assert table.heard()[held:] == [*slow, "2 minutes 45", "3 minutes"]
    table.stop()


def test_long_holds_move_ten_steps_at_a_time() -> None:
    from device.input.gestures import Command
    from device.input.prompt_driver import FASTER_STEPS, PromptDriver, Speak
    from engine.core import Line

    driver = PromptDriver()
    driver.show(AskNumber(Line("Points?"), 0, 1000, 0))
    driver.handle(Command.UP)
    for _ in range(FASTER_AFTER):
        driver.handle(Command.UP, repeat=True)
    before = int(driver.current())
    assert driver.handle(Command.UP, repeat=True) == Speak(str(before + FASTER_STEPS))


def test_the_keyboard_has_big_step_keys() -> None:
    events: "queue.Queue[Any]" = queue.Queue()
    buttons = KeyboardButtons(events, io.StringIO("KJ\x1b[5~\x1b[6~\x1b[A"))
    buttons._read_keys()
    got = [events.get_nowait() for _ in range(events.qsize())]
    big_up, big_down = Press("up", steps=BIG_STEPS), Press("down", steps=BIG_STEPS)
    assert got[:-1] == [big_up, big_down, big_up, big_down, Press("up")]


def test_durations_are_said_as_minutes_and_seconds_and_setup_defaults_sit_on_the_step() -> None:
    assert [duration(s) for s in (30, 60, 80, 150)] == ["30 seconds", "1 minute", "1 minute 20", "2 minutes 30"]
    question = ask_seconds("timer", "How long?", 60, 600, 100)  # steps of 15 s from 60
    assert isinstance(question.prompt, AskNumber)
    assert (question.prompt.step, question.prompt.default) == (15, 105)
    assert ask_seconds("timer", "How long?", 10, 20, 20, step=60).prompt.step == 10  # type: ignore[union-attr]


def test_after_a_veto_hold_ok_in_the_timer_gives_the_new_question_not_the_vetoed_one(state_dir: Path) -> None:
    """Issue 23: the repeat replayed the vetoed question first (14 s of a question nobody writes on)."""
    table, start, _ = at_the_declare_step(state_dir, "Anyone vetoing?", veto=True)
    vetoed = the_question(table, start)
    table.settle()
    table.press("up")  # from starting the clock to the first seat's veto
    table.settle()
    assert table.referee.driver.current().endswith("vetoes")
    table.press("ok")
    instead = table.wait_for("Question ", after=start + 1)
    replacement = table.heard()[instead + 1]
    table.settle()
    table.press("go")  # start the clock
    timer = table.wait_for("[timer", after=instead)
    table.press("ok", held=True)
    left = table.wait_for(" left.", after=timer)
    repeated = table.heard()[timer + 1 : left]
    assert replacement.rstrip(".") in " ".join(repeated)
    assert vetoed.rstrip(".") not in " ".join(repeated), repeated
    table.stop()


def test_the_menu_offers_the_game_just_played_first(state_dir: Path) -> None:
    """Issue 37's outside table: "Another game?", GO, then OK started Rapid List (the list's first game)
    after a game of Rapido. The menu now offers the game played last."""
    table = Table(state_dir, game="rapido")
    try:
        while not any("'s turn." in line for line in table.heard()):
            table.settle()
            if not any("'s turn." in line for line in table.heard()):
                table.press("ok")  # every setup question's default
        turn = next(at for at, line in enumerate(table.heard()) if "'s turn." in line)
        table.settle()
        table.press("back", held=True)
        leave = table.wait_for("Leave this game for good?", after=turn)
        table.settle()
        table.press("up", "ok")
        table.wait_for("Rapido closed.", after=leave)
        menu = table.wait_for("Which game?", after=leave)
        assert table.heard()[menu].endswith("Rapido"), table.heard()[menu]
    finally:
        table.stop()
