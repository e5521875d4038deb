"""An optional LED that tells the table, without a word, how the referee is.

A referee that has gone mute looks exactly like one that is waiting, so a
light on one spare pin shows it: steady on when ready, a slow pulse (a slow
blink on a plain LED) while a round timer runs, a fast blink when something
is wrong (no sound, no voice), and dark when the referee has stopped. It is
a plain gpiozero LED, or a PWMLED when `pwm = true` so the timer can breathe
instead of blink; gpiozero's own background thread does the blinking, so
the main loop only says which mode it wants.
"""

from __future__ import annotations

import threading
from typing import Any

from gpiozero import LED, PWMLED

MODES = ("ready", "timer", "trouble", "off")

# Seconds. Slow enough to read as "calm, running" across a table, and a
# trouble blink fast enough that nobody mistakes it for the timer.
SLOW_ON = 1.0
SLOW_OFF = 1.0
FAST_ON = 0.1
FAST_OFF = 0.1


def mode_for(*, running: bool = True, trouble: bool = False, timer: bool = False) -> str:
    """Which mode to show: stopped beats trouble, trouble beats the timer.

    A fault must stay visible while a timer runs, since the timer's own
    sounds may be what has failed.
    """
    if not running:
        return "off"
    if trouble:
        return "trouble"
    return "timer" if timer else "ready"


class StatusLight:
    """One LED on one pin, showing one of MODES; safe to call from any thread."""

    def __init__(self, pin: int, pwm: bool = False, pin_factory: Any = None) -> None:
        self.pwm = pwm
        self.led: LED | PWMLED = (PWMLED if pwm else LED)(pin, pin_factory=pin_factory)
        self.mode = "off"
        self._lock = threading.Lock()

    def show(self, mode: str) -> None:
        """Switch to `mode`; showing the mode already shown does not restart its pattern."""
        if mode not in MODES:
            raise ValueError(f"unknown light mode {mode!r}; use one of {', '.join(MODES)}")
        with self._lock:
            if self.led.closed or mode == self.mode:
                return
            self.mode = mode
            if mode == "ready":
                self.led.on()
            elif mode == "timer":
                if isinstance(self.led, PWMLED):
                    self.led.pulse(fade_in_time=SLOW_ON, fade_out_time=SLOW_OFF)
                else:
                    self.led.blink(on_time=SLOW_ON, off_time=SLOW_OFF)
            elif mode == "trouble":
                self.led.blink(on_time=FAST_ON, off_time=FAST_OFF)
            else:
                self.led.off()

    def close(self) -> None:
        """Dark, and the pin released: a stopped referee must not look ready."""
        with self._lock:
            if self.led.closed:
                return
            self.mode = "off"
            self.led.off()
            self.led.close()
