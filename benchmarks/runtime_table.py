"""The referee's own loop (device/referee/runtime.py) on a thread, brought to a prompt where UP and DOWN set the volume.

Why not a stand-in loop: a press's answer goes through more than the
speaker. The loop takes the press from the queue, looks its meaning up,
changes the level, prints the line, speaks it and saves the level; a
stand-in that only spoke missed the save, which then came before the answer
and waited on the storage twice (on a Pi's SD card, longer than the answer
itself). Measured through the real loop, whatever the loop does is counted.

The benchmark's own presses for the set-up go straight onto the loop's
queue; the timed presses come through real GpioButtons (gpiozero's
MockFactory), as on the device.
"""

from __future__ import annotations

import queue
import random
import threading
import time
from pathlib import Path
from typing import Any, Callable, Sequence

#: Rapid List's set-up, answered as a table of two would: the player count
#: down from 4 to 2, then every other question's default.
FIRST_QUESTION = "How many players?"
SET_UP = " asks."  # round 1's first line after set-up: "Red asks. Press GO to roll." (session 46: was "Red reads.")
SET_UP_QUESTIONS = 20  # more OKs than Rapid List's set-up asks: past them, the line was never heard


def clock_at(rate: float) -> Callable[[], float]:
    """A monotonic clock running `rate` times real speed (1: the referee's own), for a round shorter than its seconds."""
    if rate == 1.0:
        return time.monotonic
    origin = time.monotonic()
    return lambda: origin + (time.monotonic() - origin) * rate


class RuntimeTable:
    """The runtime Referee over ``speaker``, in Rapid List, waiting at its first GO prompt once ``ready()`` returns.

    ``listeners`` hear it as the device's do (the phone page's hub); ``clock_rate``
    runs its clock faster than real time, as its tests do.
    """

    def __init__(
        self, speaker: Any, events: queue.Queue[Any], state_dir: Path, *, listeners: Sequence[Any] = (), clock_rate: float = 1.0
    ) -> None:
        from device.referee.runtime import Referee
        from device.storage.library import load_library
        from engine.setup import Defaults

        self.events = events
        self.lines: list[str] = []
        self._said = threading.Condition()
        self.error: BaseException | None = None
        self.referee = Referee(
            library=load_library(),
            defaults=Defaults(),
            speaker=speaker,
            events=events,
            state_dir=state_dir,
            rng=random.Random(7),
            out=self._hear,
            clock=clock_at(clock_rate),
            clock_rate=clock_rate,
            listeners=listeners,
        )
        self._thread = threading.Thread(target=self._run, name="referee-loop", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.referee.run("rapid-list")
        except BaseException as error:  # noqa: BLE001 - reported by ready() and stop()
            self.error = error
            with self._said:
                self._said.notify_all()

    def _hear(self, line: str) -> None:
        with self._said:
            self.lines.append(line)
            self._said.notify_all()

    def wait_for(self, text: str, timeout: float = 30.0) -> None:
        with self._said:
            if not self._said.wait_for(lambda: self.error is not None or any(text in line for line in self.lines), timeout):
                raise RuntimeError(f"the referee never said {text!r}; last lines: {self.lines[-5:]}")
        if self.error is not None:
            raise RuntimeError(f"the referee stopped: {self.error!r}")

    def settle(self, timeout: float = 30.0) -> None:
        """Until the referee has taken every press and asks for the next (it says so: device/referee/press_watch.py)."""
        if not self.referee.inbox.ready_for_press.wait(self.events, timeout):
            raise RuntimeError(f"the referee never asked for a press; last lines: {self.lines[-5:]}")

    def press(self, *buttons: str) -> None:
        """Buttons pressed, onto the loop's queue as the buttons put them."""
        from device.input.prompt_driver import Press

        for button in buttons:
            self.events.put(Press(button))

    def ready(self) -> None:
        """Answer the set-up, so the loop waits at the first reader's GO prompt (UP and DOWN: the volume)."""
        self.wait_for(FIRST_QUESTION)
        self.settle()
        self.press("down", "down")
        for _ in range(SET_UP_QUESTIONS):
            self.settle()
            if any(SET_UP in line for line in self.lines):
                return
            self.press("ok")
        raise RuntimeError(f"set-up never ended with {SET_UP!r}; last lines: {self.lines[-5:]}")

    def stop(self) -> None:
        from device.input.keyboard import QUIT

        self.events.put(QUIT)
        self._thread.join(timeout=10)
