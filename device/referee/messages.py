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


@dataclass(frozen=True)
class PageLine:
    """A line another front end (the phone page) asks the table to hear, said as soon as it arrives.

    `private` lines (a new join code) are spoken and printed at the device but
    never passed to listeners: whatever a listener shows reaches every phone.
    """

    text: str
    private: bool = False


@dataclass(frozen=True)
class PageOwnerWanted:
    """A joined phone asks to run the phone page: the table answers at the buttons at the next question.

    `phone` is its id on the page; the listener that sent it is asked again
    for its name and whether it still asks when the question comes
    (table_talk.py), since it may have left meanwhile.
    """

    phone: str


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
        """A transcript line: a spoken line, a "[cue]" or a "[timer N s]".

        A line said at the device that no page may show (a join code) is not
        passed here; a listener that shows nothing may take it through an
        optional `said_privately(line)`."""

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
