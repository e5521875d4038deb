"""What arrives on the referee's one queue besides presses, and what listens to it: the values every room shares."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Union

from device.input.gestures import Command
from engine.core import Input, Line, Prompt


@dataclass(frozen=True)
class SeatNames:
    """Player names typed on another front end (a phone), in seat order, for the games set up next.

    Taken only while choosing or setting up a game: setup starts again with
    these names (and as many players) offered first.
    """

    names: tuple[str, ...]


# What a question ends with: an answer, the table asking to undo or to leave, or names typed on a phone.
Answer = Union[Input, Command, SeatNames]


class Listener(Protocol):
    """A front end that follows the game beside the speaker: a web page, a log, a test.

    Front ends answer by putting a Command or an Input on the referee's event
    queue, where it is checked exactly like a button press.
    """

    def asked(self, prompt: Prompt, offered: str) -> None:
        """A question is on offer, with the value now selected ("" for none)."""

    def said(self, line: str) -> None:
        """A transcript line: a spoken line, a "[cue]" or a "[timer N s]"."""

    def ended(self, summary: Line) -> None:
        """The game is over."""


@dataclass(frozen=True)
class FrontAnswer:
    """A Command or Input from another front end, tagged with the number of the question it answers.

    Put on the events queue like a press. The referee numbers its questions
    (the "question" in every picture shown); an answer to a question that has
    moved on (a button or another phone answered first) is dropped, so it can
    never land on the next question by mistake.
    """

    given: Union[Input, Command]
    question: int


# The loop wakes at least this often (real seconds) to ping systemd's watchdog.
LONGEST_SLEEP = 0.5


class Quit(Exception):
    """The keyboard asked to stop; the journal keeps the game for next time."""


HAND_OVER_WITHIN = 20.0  # real seconds between two holds of GO that hand a phone page on (a person's pace, not the game clock's)
