"""Scattergories' list at a pace a table can write to (issue 23), heard through the real loop.

"The list read-out 32 s; the hold-OK list 27.5 s. ... the list is read once, at
a pace a table can write to, and can be heard again one category at a time."
Round 1 reads the list with a silence after each category (a `Gap`, queued in
the speaker's programme), and GO still starts the timer at once mid-list. While
the timer runs, OK says the next category, one a press; hold OK says the
letter, how to hear the list, and the time left. (Other games' timers have no
list: OK there is "not now", tests/device/referee/test_runtime.py.)
"""

from __future__ import annotations

import re
import threading
import time
from pathlib import Path

from engine.words import Words
from device.sound.speaker import Speaker
from engine.core import chance, go
from tests.engine.games.scattergories_words import english
from tests.device.referee.test_scattergories_dialogue import start_table
from tests.device.referee.test_taking_back import journal, scattergories_settings
from tests.table import Table

PARTS = [f"{number}, category {number}." for number in range(1, 13)]
READ_WITH_GAPS = [line for number in range(1, 13) for line in (f"{number}. Category {number}.", "[gap 3 s]")]
HINT = "Press OK for the list, one category at a time."
# The clock is held at the timer's first line, a moment after it started: just under 150 s left,
# said in steps of 5 s past a minute.
NEARLY_ALL_LEFT = "2 minutes and 25 seconds left."


class Played:
    """What the speaker started to play, in order, with when: waited on, never slept on."""

    def __init__(self) -> None:
        self.labels: list[str] = []
        self.times: dict[str, float] = {}
        self._changed = threading.Condition()

    def __call__(self, label: str) -> None:  # the speaker's on_played, on the audio thread
        with self._changed:
            self.labels.append(label)
            self.times.setdefault(label, time.monotonic())
            self._changed.notify_all()

    def wait_for(self, label: str, timeout: float = 30.0) -> float:
        with self._changed:
            assert self._changed.wait_for(lambda: label in self.times, timeout), f"never played {label!r}: {self.labels}"
            return self.times[label]

    def since(self, label: str) -> list[str]:
        with self._changed:
            return self.labels[self.labels.index(label) :]


def letter_of(table: Table) -> str:
    asked = next(line for line in table.heard() if "Press GO to start the timer." in line)
    found = re.match(r"Letter ([A-Z])\.", asked)
    assert found, asked
    return found.group(1)


def timer_running(state_dir: Path) -> tuple[Table, int]:
    """Round 1's timer started, its clock held still from its first line (whatever the machine's speed)."""
    table = start_table(state_dir, hold_clock_at="[timer ")
    table.settle()
    table.press("go")
    return table, table.wait_for("[timer 150 s]")


def next_part(table: Table, expected: str, after: int) -> int:
    table.press("ok")
    return table.wait_for(expected, after=after + 1)


# ---------------------------------------------------------------- the list, read at a writing pace


def test_the_list_is_heard_with_a_gap_after_each_category(state_dir: Path) -> None:
    table = start_table(state_dir)
    heard = table.heard()
    listed = heard[heard.index("List 4.") + 1 : heard.index("List 4.") + 25]
    assert listed == READ_WITH_GAPS
    table.stop()


def test_a_list_read_again_on_resuming_keeps_its_gaps(state_dir: Path) -> None:
    journal(state_dir, "scattergories", scattergories_settings(), [go(), chance("M")])  # stopped during the reading
    table = Table(state_dir, game=None)
    table.wait_for("Letter M. Press GO to start the timer.")
    heard = table.heard()
    assert heard[heard.index("List 4.") + 1 : heard.index("List 4.") + 25] == READ_WITH_GAPS
    table.stop()


def test_go_during_the_reading_cuts_the_list_and_its_silences_and_starts_the_timer_at_once(state_dir: Path) -> None:
    """Real speech and the real mixer (SDL's dummy driver): GO pressed in the silence after
    category 1 is answered at once; the silences were queued sound, so nothing waited for them."""
    played = Played()
    speaker = Speaker(cache_dir=state_dir / "speech", on_played=played)
    speaker.start()
    try:
        assert speaker.audio_available and speaker.wait_voice(timeout=15)
        table = start_table(state_dir, speaker=speaker, hold_clock_at="[timer ")
        asked = next(index for index, line in enumerate(table.heard()) if "Press GO to start the timer." in line)
        played.wait_for("gap:3")  # the first silence, after "1. Category 1.", is sounding
        table.press("go")
        table.wait_for("[timer 150 s]", after=asked, timeout=60)
        after_go = played.since("gap:3")
        assert after_go[0] == "gap:3" and "Go! Everything starts with " in after_go[1], after_go
        # The rest of the list was cut, its silences with it: the timer started once "Go!" was
        # said, not after 11 more categories and their silences (about 60 s). Told by what was
        # played, not by a stopwatch, so a busy machine cannot make it fail.
        assert not [label for label in after_go if "Category" in label], after_go
        assert after_go.count("gap:3") == 1, after_go
        table.stop()
    finally:
        speaker.close()


# ---------------------------------------------------------------- heard again, one category at a time


def test_ok_in_the_timer_says_the_next_category_and_after_the_last_the_first(state_dir: Path) -> None:
    table, started = timer_running(state_dir)
    said = started
    for part in [*PARTS, PARTS[0]]:
        said = next_part(table, part, said)
    parts = [line for line in table.heard()[started:] if re.fullmatch(r"\d+, category \d+\.", line)]
    assert parts == [*PARTS, PARTS[0]]
    table.stop()


def test_hold_ok_in_the_timer_says_the_letter_how_to_hear_the_list_and_the_time_left(state_dir: Path) -> None:
    table, started = timer_running(state_dir)
    letter = letter_of(table)
    table.press("ok", held=True)
    left = table.wait_for(" left.", after=started)
    assert table.heard()[started + 1 : left + 1] == [
        f"Letter {letter}, as in {english.spelling_words[letter]}.",
        HINT,
        NEARLY_ALL_LEFT,
    ]
    table.stop()


def test_a_paused_timer_still_reads_the_list_one_category_at_a_time(state_dir: Path) -> None:
    table, started = timer_running(state_dir)
    first = next_part(table, PARTS[0], started)
    table.press("go", held=True)
    paused = table.wait_for("Timer paused.", after=first)
    table.settle()
    second = next_part(table, PARTS[1], paused)
    table.press("ok", held=True)
    left = table.wait_for(" left.", after=second)
    assert table.heard()[left] == NEARLY_ALL_LEFT  # held clock, and the parts took no time either
    table.press("go", held=True)
    resumed = table.wait_for(Words("device")("timer-running"), after=left)
    next_part(table, PARTS[2], resumed)  # the count goes on where it was
    table.stop()


def test_pausing_the_timer_says_how_to_hear_the_list(state_dir: Path) -> None:
    """Session 49: a player who lost a category paused the timer and did not know how to hear the list."""
    table, started = timer_running(state_dir)
    table.press("go", held=True)
    paused = table.wait_for("Timer paused.", after=started)
    hint = table.wait_for(HINT, after=paused)
    assert hint == paused + 1
    table.press("go", held=True)
    table.wait_for("Timer running.", after=hint)
    table.stop()
