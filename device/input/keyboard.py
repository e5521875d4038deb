"""Buttons from the keyboard, for machines without GPIO.

A terminal cannot report key releases, so a long press is typed as the
capital letter: G holds GO (pause the timer), O holds OK (repeat), B holds
BACK (leave). Holding UP or DOWN cannot be typed either, so K and J (or Page
Up and Page Down) move a number ten steps at once. Without a terminal (a pipe, a test) the same characters are read
from standard input, one key per character.
"""

from __future__ import annotations

import contextlib
import queue
import sys
import termios
import threading
import time
import tty
from dataclasses import replace
from typing import IO, Any

from device.input.prompt_driver import BIG_STEPS, Press

QUIT = "quit"

KEYS: dict[str, Press] = {
    "g": Press("go"),
    " ": Press("go"),
    "G": Press("go", held=True),
    "k": Press("up"),
    "+": Press("up"),
    "K": Press("up", steps=BIG_STEPS),
    "j": Press("down"),
    "J": Press("down", steps=BIG_STEPS),
    "-": Press("down"),
    "o": Press("ok"),
    "\r": Press("ok"),
    "\n": Press("ok"),
    "O": Press("ok", held=True),
    "b": Press("back"),
    "\x7f": Press("back"),
    "\b": Press("back"),
    "B": Press("back", held=True),
}
ARROWS = {"A": Press("up"), "B": Press("down")}
# Page Up and Page Down send ESC [ 5 ~ and ESC [ 6 ~: one character longer than an arrow.
PAGES = {"5": Press("up", steps=BIG_STEPS), "6": Press("down", steps=BIG_STEPS)}


class KeyboardButtons:
    """Reads keys on a daemon thread and queues them as button presses."""

    def __init__(self, events: "queue.Queue[Any]", stream: IO[str] | None = None) -> None:
        self.events = events
        self.stream = stream or sys.stdin
        self._typed = self.stream.isatty()
        self._saved: list[Any] | None = None  # the terminal's settings before single-key mode
        self._thread = threading.Thread(target=self._run, name="keyboard", daemon=True)

    def start(self) -> None:
        """Single-key mode is set here, before the first question is asked, and without
        flushing: a key typed right after the first prompt must not be lost."""
        if self.stream.isatty():
            descriptor = self.stream.fileno()
            self._saved = termios.tcgetattr(descriptor)
            tty.setcbreak(descriptor, termios.TCSANOW)
        self._thread.start()

    def restore_terminal(self) -> None:
        """Put the terminal back as it was before single-key mode.

        A stop by Ctrl-C or SIGTERM ends the program while this reader is still
        blocked in a read, so its own clean-up never runs; without this the
        shell would be left not echoing what is typed.
        """
        if self._saved is not None:
            with contextlib.suppress(termios.error, OSError, ValueError):
                termios.tcsetattr(self.stream.fileno(), termios.TCSADRAIN, self._saved)

    def _run(self) -> None:
        try:
            self._read_keys()
        finally:
            self.restore_terminal()

    def _read_keys(self) -> None:
        pending = ""
        while True:
            try:
                key = self.stream.read(1)
            except (OSError, ValueError):  # the terminal went away (a hang-up) or was closed
                key = ""
            if not key:
                self.events.put(QUIT)  # end of input: stop, the journal keeps the game
                return
            if pending:
                pending += key
                if len(pending) == 3 and pending[2] in PAGES:
                    continue  # Page Up or Down: the closing "~" is still to come
                if len(pending) == 3:
                    if pending[2] in ARROWS:
                        self._put(ARROWS[pending[2]])
                    pending = ""
                elif len(pending) == 4:
                    if pending[3] == "~":
                        self._put(PAGES[pending[2]])
                    pending = ""
                continue
            if key == "\x1b":
                pending = key
            elif key in ("q", "\x03", "\x04"):
                self.events.put(QUIT)
                return
            elif key in KEYS:
                self._put(KEYS[key])

    def _put(self, press: Press) -> None:
        """Keys typed at a terminal are stamped like button presses; piped keys are a script."""
        self.events.put(replace(press, at=time.monotonic()) if self._typed else press)
