"""The first stage of every figure: a button let go to the loop holding its Press.

Real gpiozero Buttons (``device.input.buttons.GpioButtons``) on gpiozero's
MockFactory: the pin is driven as a finger would, gpiozero runs its
callbacks, and the referee's loop takes the Press from its events queue. GO
counts when it is let go (a hold means something else), so the time runs
from the release. On a Pi the pin change comes from lgpio's thread instead
of the mock's, one more thread hop.
"""

from __future__ import annotations

import queue
import time
from typing import Any


def measure_button(presses: int = 200) -> list[float]:
    """Ms from each GO release to the loop's ``events.get`` returning its Press."""
    from gpiozero.pins.mock import MockFactory

    from device.input.buttons import GpioButtons
    from device.app.config import DEFAULT_PINS

    factory = MockFactory()
    events: queue.Queue[Any] = queue.Queue()
    buttons = GpioButtons(DEFAULT_PINS, events, pin_factory=factory)
    pin = factory.pin(DEFAULT_PINS["go"])
    took = []
    try:
        for _ in range(presses):
            pin.drive_low()
            time.sleep(0.04)  # past the 30 ms bounce time, as a finger is
            released = time.monotonic()
            pin.drive_high()
            events.get(timeout=2)
            took.append((time.monotonic() - released) * 1000)
            time.sleep(0.04)
    finally:
        buttons.close()
        factory.close()
    return took
