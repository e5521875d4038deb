"""The round timer, on a clock the test moves by hand."""

from __future__ import annotations

import pytest

from device.referee.timer import Countdown
from engine.core import AskTimer, Line, TimerCall

TEN_LEFT = TimerCall(10, Line("Ten seconds"))
FIVE_LEFT = TimerCall(5, cue="tick")
THREE_LEFT = TimerCall(3, Line("Three"))
ZERO = TimerCall(0, cue="buzzer")


class Clock:
    def __init__(self, start: float = 1000.0) -> None:
        self.time = start

    def __call__(self) -> float:
        return self.time

    def advance(self, seconds: float) -> None:
        self.time += seconds


def countdown(
    seconds: int = 30, calls: tuple[TimerCall, ...] = (THREE_LEFT, TEN_LEFT, ZERO, FIVE_LEFT)
) -> tuple[Countdown, Clock]:
    clock = Clock()
    return Countdown(AskTimer(seconds, calls), now=clock), clock


def test_it_counts_down_from_the_asked_seconds() -> None:
    timer, clock = countdown(30)
    assert timer.remaining() == 30
    clock.advance(12.5)
    assert timer.remaining() == 17.5
    clock.advance(100)
    assert timer.remaining() == 0  # never negative


def test_calls_come_due_at_their_marks_in_order_whatever_order_they_were_given() -> None:
    timer, clock = countdown(30)
    assert timer.due() == []
    clock.advance(19.9)
    assert timer.due() == []  # 10.1 left: not yet
    clock.advance(0.1)
    assert timer.due() == [TEN_LEFT]
    assert timer.due() == []  # each call only once
    clock.advance(4)
    assert timer.due() == []
    clock.advance(1)
    assert timer.due() == [FIVE_LEFT]
    clock.advance(2)
    assert timer.due() == [THREE_LEFT]
    clock.advance(3)
    assert timer.due() == [ZERO]
    assert timer.finished()


def test_marks_passed_between_two_polls_all_come_due_in_order() -> None:
    timer, clock = countdown(30)
    clock.advance(28)
    assert timer.due() == [TEN_LEFT, FIVE_LEFT, THREE_LEFT]
    clock.advance(5)
    assert timer.due() == [ZERO]


def test_a_mark_at_or_above_the_length_is_due_at_once() -> None:
    start = TimerCall(30, Line("Go!"))
    timer, _ = countdown(30, (ZERO, start))
    assert timer.due() == [start]


def test_pause_stops_the_time_and_the_calls() -> None:
    timer, clock = countdown(30)
    clock.advance(15)
    assert timer.toggle_pause() is True
    assert timer.paused
    clock.advance(60)
    assert timer.remaining() == 15
    assert timer.due() == []
    assert not timer.finished()


def test_resume_carries_on_from_where_it_was_paused() -> None:
    timer, clock = countdown(30)
    clock.advance(15)
    timer.toggle_pause()
    clock.advance(60)
    assert timer.toggle_pause() is False
    assert not timer.paused
    assert timer.remaining() == 15
    clock.advance(4)
    assert timer.due() == []
    clock.advance(1)
    assert timer.due() == [TEN_LEFT]
    clock.advance(10)
    assert timer.due() == [FIVE_LEFT, THREE_LEFT, ZERO]
    assert timer.finished()


def test_several_pauses_add_up() -> None:
    timer, clock = countdown(20, ())
    for _ in range(3):
        clock.advance(5)
        timer.toggle_pause()
        clock.advance(100)
        timer.toggle_pause()
    assert timer.remaining() == 5
    assert not timer.finished()
    clock.advance(5)
    assert timer.finished()


def test_finished_only_at_zero_and_not_while_paused() -> None:
    timer, clock = countdown(10, ())
    clock.advance(9.99)
    assert not timer.finished()
    clock.advance(0.01)
    assert timer.finished()
    timer.toggle_pause()  # paused at zero: the time-up waits for the resume
    assert not timer.finished()
    timer.toggle_pause()
    assert timer.finished()


def test_the_real_monotonic_clock_is_the_default() -> None:
    timer = Countdown(AskTimer(60))
    assert 59 < timer.remaining() <= 60
    assert not timer.finished()


def test_the_loop_may_sleep_exactly_until_the_next_mark() -> None:
    from engine.mechanics import round_timer

    now = [100.0]
    countdown = Countdown(round_timer(30, warnings=(10,), ticks=3), lambda: now[0])
    assert countdown.until_next() == pytest.approx(20.0)  # the "10 seconds left" warning
    now[0] += 20.0
    assert [call.remaining for call in countdown.due()] == [10]
    assert countdown.until_next() == pytest.approx(7.0)  # the first tick, at 3 s left
    countdown.toggle_pause()
    assert countdown.until_next() == float("inf")
    countdown.toggle_pause()
    now[0] += 9.5
    countdown.due()
    assert countdown.until_next() == pytest.approx(0.5)  # only the end is left


def test_a_resumed_countdown_starts_with_its_time_left_and_skips_the_marks_passed() -> None:
    """Issue 23: after a stop mid-round the timer runs on from where it stood."""
    clock = Clock()
    timer = Countdown(AskTimer(30, (THREE_LEFT, TEN_LEFT, ZERO, FIVE_LEFT)), now=clock, left=8.0)
    assert timer.remaining() == 8.0
    assert timer.due() == []  # "Ten seconds" was said before the stop: not again
    clock.advance(3)
    assert timer.due() == [FIVE_LEFT]
    clock.advance(5)
    assert timer.due() == [THREE_LEFT, ZERO] and timer.finished()


def test_time_left_is_said_as_a_table_says_it() -> None:
    from device.referee.round_timer import time_left

    assert [time_left(s) for s in (42.7, 60, 64, 124.9, 180)] == [
        "42 seconds left.",
        "1 minute left.",
        "1 minute left.",
        "2 minutes left.",
        "3 minutes left.",
    ]
    assert time_left(127) == "2 minutes and 5 seconds left."
    assert time_left(1) == "1 second left."
