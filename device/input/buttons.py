"""The physical buttons, through gpiozero.

Callbacks run on gpiozero's threads, so they do nothing but put a Press on the
event queue; the one loop thread owns everything else. Short and long presses
are told apart at release (the gpiozero FAQ's advice): `when_held` only marks
the button as held, and `when_released` reports a short or a long press, so a
long press never fires a short one first. gpiozero 2 has no `was_held`
attribute of its own and clears `is_held` before the release callback, so the
mark is kept here. UP and DOWN are
different: they step at once on press and auto-repeat while held.
"""

from __future__ import annotations

import queue
import time
from functools import partial
from pathlib import Path
from typing import Any, Mapping

from gpiozero import Button

from device.input.prompt_driver import Press

STEPPERS = ("up", "down")
REPEAT_EVERY = 0.3  # seconds before a held UP/DOWN starts repeating, and between repeats


class GpioButtons:
    def __init__(
        self,
        pins: Mapping[str, int],
        events: "queue.Queue[Any] | queue.SimpleQueue[Any]",
        *,
        bounce_time: float = 0.03,
        hold_time: float = 0.8,
        pin_factory: Any = None,
    ) -> None:
        self.events = events
        self.buttons: dict[str, Button] = {}
        self._held: set[str] = set()
        self._down_at: dict[str, float] = {}
        for name, pin in pins.items():
            stepper = name in STEPPERS
            button = Button(
                pin,
                pull_up=True,
                bounce_time=bounce_time or None,
                hold_time=REPEAT_EVERY if stepper else hold_time,
                hold_repeat=stepper,
                pin_factory=pin_factory,
            )
            if stepper:
                button.when_pressed = partial(self._put, name, False)
                button.when_held = partial(self._put, name, True)
            else:
                # A fresh press clears any hold mark a late hold callback left behind.
                button.when_pressed = partial(self._pressed, name)
                button.when_held = partial(self._held.add, name)
                button.when_released = partial(self._released, name)
            self.buttons[name] = button

    def _put(self, name: str, repeat: bool) -> None:
        self.events.put(Press(name, repeat=repeat, at=time.monotonic()))

    def _pressed(self, name: str) -> None:
        self._held.discard(name)
        self._down_at[name] = time.monotonic()

    def _released(self, name: str) -> None:
        held = name in self._held
        self._held.discard(name)
        self.events.put(Press(name, held=held, at=self._down_at.pop(name, time.monotonic())))

    def close(self) -> None:
        for button in self.buttons.values():
            button.close()


def gpio_present() -> bool:
    """True on a Raspberry Pi; other machines may have a GPIO chip but no buttons on it."""
    try:
        return "Raspberry Pi" in Path("/proc/device-tree/model").read_text(errors="replace")
    except OSError:
        return False
