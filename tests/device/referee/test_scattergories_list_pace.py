"""Scattergories' list at a pace a table can write to (issue 23), heard through the real loop.

"The list read-out 32 s; ... the list is read once, at a pace a table can write
to." Round 1 reads the list with a silence after each category (a `Gap`,
queued in the speaker's programme), and GO still starts the timer at once
mid-list.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

from device.sound.speaker import Speaker
from engine.core import chance
from tests.device.referee.test_scattergories_dialogue import start_table
from tests.device.referee.test_taking_back import journal, scattergories_settings
from tests.table import Table

PARTS = [f"{number}, Category {number}." for number in range(1, 13)]
READ_WITH_GAPS = [line for part in PARTS for line in (part.replace(",", ".", 1), "[gap 3 s]")]


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


# ---------------------------------------------------------------- the list, read at a writing pace


def test_the_list_is_heard_with_a_gap_after_each_category(state_dir: Path) -> None:
    table = start_table(state_dir)
    heard = table.heard()
    listed = heard[heard.index("List 4.") + 1 : heard.index("List 4.") + 25]
    assert listed == READ_WITH_GAPS
    table.stop()


def test_a_list_read_again_on_resuming_keeps_its_gaps(state_dir: Path) -> None:
    journal(state_dir, "scattergories", scattergories_settings(), [chance("M")])  # stopped during the reading
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
        pressed = time.monotonic()
        table.press("go")
        table.wait_for("[timer 150 s]", after=asked, timeout=20)
        took = time.monotonic() - pressed
        after_go = played.since("gap:3")
        assert after_go[0] == "gap:3" and "Go! Everything starts with " in after_go[1], after_go
        assert not [label for label in after_go if "Category" in label], after_go  # the rest of the list was cut
        # The timer starts once "Go!" has been said, not after 11 more categories and their silences (about 60 s).
        assert took < 15, took
        table.stop()
    finally:
        speaker.close()
