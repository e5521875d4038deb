"""The one prompt driver: turns commands into answers to any prompt.

Games never talk to buttons. Whatever a game (or the setup, or the menu) asks,
this driver renders it the same way, so the table learns one set of gestures
(device/input/gestures.py says which press means which command): UP/DOWN change the
value and it is spoken at once, CONFIRM takes it, MAIN is the main action.
Commands that mean nothing for this prompt are reported as such, never raised.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from device.input.gestures import Command
from engine.core import (
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    IllegalInput,
    Input,
    Prompt,
    check_input,
    choice,
    confirm,
    go,
    number,
)
from engine.answers import number_said
from engine.words import Words

words = Words("device")


@dataclass(frozen=True)
class Press:
    """One button event. `held` marks a long press (acted on at release);
    `repeat` marks the auto-repeat of a held UP or DOWN; `steps` is how many
    steps one press moves a number (the keyboard's big-step keys send 10,
    since a terminal cannot hold a key the way a button is held).

    `at` is when the finger pressed (time.monotonic), so a press made before a
    question was asked is not taken as its answer; None (a script) is never stale.
    """

    button: str
    held: bool = False
    repeat: bool = False
    steps: int = 1
    at: float | None = field(default=None, compare=False)

    def before(self, moment: float) -> bool:
        return self.at is not None and self.at < moment


@dataclass(frozen=True)
class Submit:
    given: Input


@dataclass(frozen=True)
class Speak:
    """Say the newly selected value at once (it interrupts, so fast stepping stays current)."""

    text: str


@dataclass(frozen=True)
class NotNow:
    pass


Reaction = Union[Submit, Speak, NotNow]

# A held UP/DOWN speeds up: after FAST_AFTER auto-repeats it moves FAST_STEPS
# steps at a time, after FASTER_AFTER it moves FASTER_STEPS, so a far value is
# reached in a few seconds and a near one can still be hit exactly.
FAST_AFTER = 4
FAST_STEPS = 5
FASTER_AFTER = 10
FASTER_STEPS = 10
BIG_STEPS = 10  # the keyboard's big-step keys (K/J, Page Up/Page Down)


def stride_for(repeats: int) -> int:
    """How many steps the next auto-repeat moves, by how long UP or DOWN has been held."""
    if repeats >= FASTER_AFTER:
        return FASTER_STEPS
    if repeats >= FAST_AFTER:
        return FAST_STEPS
    return 1


class PromptDriver:
    def __init__(self) -> None:
        self.prompt: Prompt | None = None
        self._number = 0
        self._index = 0
        self._yes = True
        self._repeats = 0

    def show(self, prompt: Prompt, reopen: Input | None = None) -> None:
        """Start answering a new prompt, with its default selected.

        `reopen` is an answer just taken back: the prompt then starts at what
        was entered, not at its default, so a wrong bid of 7 is put right from
        7. An answer that does not fit the prompt is ignored.
        """
        self.prompt = prompt
        self._repeats = 0
        if isinstance(prompt, AskNumber):
            self._number = prompt.default
        elif isinstance(prompt, AskChoice):
            self._index = prompt.default
        elif isinstance(prompt, AskConfirm):
            self._yes = prompt.default
        if reopen is not None:
            self._reopen(prompt, reopen)

    def _reopen(self, prompt: Prompt, taken: Input) -> None:
        try:
            check_input(prompt, taken)
        except IllegalInput:
            return
        if isinstance(prompt, AskNumber):
            self._number = taken.value
        elif isinstance(prompt, AskChoice):
            self._index = next(index for index, option in enumerate(prompt.options) if option.value == taken.value)
        elif isinstance(prompt, AskConfirm):
            self._yes = taken.value

    def current(self) -> str:
        """The selected value as spoken, for announcing a prompt with its default."""
        prompt = self.prompt
        if isinstance(prompt, AskNumber):
            if prompt.unit == "seconds":
                return number_said(prompt, self._number)  # "2 minutes 30": shorter than "150 seconds"
            return str(self._number)  # the question names the unit: "14", not "14 points"
        if isinstance(prompt, AskChoice):
            return prompt.options[self._index].label
        if isinstance(prompt, AskConfirm):
            return words("yes-or-no", answer="yes" if self._yes else "no")
        return ""

    def handle(self, command: Command, *, repeat: bool = False, steps: int = 1) -> Reaction:
        """Answer a command for the prompt on offer; `repeat` marks a held UP or DOWN
        repeating, `steps` a big-step key (numbers move that many steps)."""
        prompt = self.prompt
        if command in (Command.UP, Command.DOWN):
            return self._step(prompt, 1 if command is Command.UP else -1, repeat, steps)
        if command is Command.MAIN and isinstance(prompt, AskGo):
            return Submit(go())
        if command is Command.MAIN and isinstance(prompt, AskChoice) and prompt.main_option:
            return Submit(choice(prompt.main_option))
        if command is Command.CONFIRM:
            if isinstance(prompt, AskNumber):
                return Submit(number(self._number))
            if isinstance(prompt, AskChoice):
                return Submit(choice(prompt.options[self._index].value))
            if isinstance(prompt, AskConfirm):
                return Submit(confirm(self._yes))
        return NotNow()

    def _step(self, prompt: Prompt | None, direction: int, repeat: bool, steps: int = 1) -> Reaction:
        """Move the selection; choices and yes/no move one place, whatever the stride."""
        self._repeats = self._repeats + 1 if repeat else 0
        if isinstance(prompt, AskNumber):
            stride = prompt.step * max(steps, stride_for(self._repeats))
            value = min(max(self._number + direction * stride, prompt.low), prompt.high)
            if value == self._number:
                return NotNow()  # at the end of the range: the cue says "no further"
            self._number = value
        elif isinstance(prompt, AskChoice):
            self._index = (self._index + direction) % len(prompt.options)
        elif isinstance(prompt, AskConfirm):
            self._yes = not self._yes
        else:
            return NotNow()
        return Speak(self.current())
