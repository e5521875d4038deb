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
from functools import partial
from typing import Any, Mapping

from gpiozero import Button

from device.prompt_driver import Press

STEPPERS = ("up", "down")
REPEAT_EVERY = 0.3  # seconds before a held UP/DOWN starts repeating, and between repeats


class GpioButtons:
    def __init__(
        self,
        pins: Mapping[str, int],
        events: "queue.Queue[Any]",
        *,
        bounce_time: float = 0.03,
        hold_time: float = 0.8,
        pin_factory: Any = None,
    ) -> None:
        self.events = events
        self.buttons: dict[str, Button] = {}
        self._held: set[str] = set()
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
                button.when_pressed = partial(self._put, Press(name))
                button.when_held = partial(self._put, Press(name, repeat=True))
            else:
                button.when_held = partial(self._held.add, name)
                button.when_released = partial(self._released, name)
            self.buttons[name] = button

    def _put(self, press: Press, *_: Any) -> None:
        self.events.put(press)

    def _released(self, name: str) -> None:
        held = name in self._held
        self._held.discard(name)
        self.events.put(Press(name, held=held))

    def close(self) -> None:
        for button in self.buttons.values():
            button.close()


def gpio_present() -> bool:
    """True on a machine with a GPIO character device (a Raspberry Pi)."""
    from pathlib import Path

    return any(Path("/dev").glob("gpiochip*"))
