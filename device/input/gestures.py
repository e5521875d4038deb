"""The gesture table: which button, short or held, means what, at which moment.

Five buttons have to carry every action, so a press means different things at
different moments: UP changes a value when one is on offer and the volume
when none is. Every such meaning is written here, once, and the one press loop
in device/referee/runtime.py reads it; a press the table does not list gets the short
"not now" cue. Other front ends (a keyboard, a web page) send the same
commands, so they obey the same rules.
"""

from __future__ import annotations

from enum import Enum
from typing import Mapping

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber, AskTimer, Prompt

BUTTON_NAMES = ("go", "up", "down", "ok", "back")  # the five buttons, in wiring order


class Command(Enum):
    """What a press (or a front end) asks the referee to do."""

    MAIN = "main"  # the main action: roll, start, next
    UP = "up"  # the next value or choice
    DOWN = "down"  # the previous value or choice
    CONFIRM = "confirm"  # take the value or choice on offer
    UNDO = "undo"  # take back the last answer
    REPEAT = "repeat"  # say again what was just said
    NEXT_PART = "next_part"  # while the timer runs: the next of what writers may hear again (a list's categories)
    PAUSE = "pause"  # pause or resume the round timer
    STATUS = "status"  # where the game stands: round, whose turn, what is asked, the standings
    LEAVE = "leave"  # leave the game (after a yes)
    FAIRNESS = "fairness"  # how fair the game's dice were (engine/fairness.py)
    LOUDER = "louder"
    QUIETER = "quieter"


class Moment(Enum):
    """What the referee is doing when a press arrives."""

    CHOOSING = "choosing"  # a number, a choice or a yes/no is on offer
    GO = "go"  # only the main action is asked for: nothing to choose
    TIMER = "timer"  # the round timer runs
    WAITING = "waiting"  # the referee is speaking or pausing between moves


def moment_of(prompt: Prompt) -> Moment:
    if isinstance(prompt, (AskNumber, AskChoice, AskConfirm)):
        return Moment.CHOOSING
    if isinstance(prompt, AskGo):
        return Moment.GO
    if isinstance(prompt, AskTimer):
        return Moment.TIMER
    return Moment.WAITING


def _table() -> dict[tuple[Moment, str, bool], Command]:
    """(moment, button, held) -> command. Held UP and DOWN auto-repeat, so they count as short."""
    table: dict[tuple[Moment, str, bool], Command] = {}
    for moment in (Moment.CHOOSING, Moment.GO):
        table[moment, "go", False] = Command.MAIN
        table[moment, "back", False] = Command.UNDO
        table[moment, "ok", True] = Command.REPEAT
        table[moment, "back", True] = Command.LEAVE
        table[moment, "go", True] = Command.STATUS  # while the timer runs, hold GO pauses instead
    table[Moment.CHOOSING, "up", False] = Command.UP
    table[Moment.CHOOSING, "down", False] = Command.DOWN
    table[Moment.CHOOSING, "ok", False] = Command.CONFIRM
    # Nothing to choose: UP and DOWN set the volume instead, and OK tells how fair the dice were.
    for moment in (Moment.GO, Moment.TIMER):
        table[moment, "up", False] = Command.LOUDER
        table[moment, "down", False] = Command.QUIETER
    table[Moment.GO, "ok", False] = Command.FAIRNESS
    table[Moment.TIMER, "go", True] = Command.PAUSE
    table[Moment.TIMER, "ok", False] = Command.NEXT_PART  # "not now" when the timer has no parts
    table[Moment.TIMER, "ok", True] = Command.REPEAT
    table[Moment.TIMER, "back", True] = Command.LEAVE
    table[Moment.WAITING, "back", True] = Command.LEAVE
    return table


GESTURES: Mapping[tuple[Moment, str, bool], Command] = _table()

#: What another front end may ask whenever a question is on offer, even while choosing, when every
#: button means something else: it only tells, changes nothing, and a phone has a button for it.
TOLD_AT_ANY_QUESTION = frozenset({Command.FAIRNESS})


def command_for(moment: Moment, button: str, held: bool) -> Command | None:
    """The command a press means at this moment, or None: "not now"."""
    return GESTURES.get((moment, button, held))


def allowed(moment: Moment, command: Command) -> bool:
    """Whether some press means `command` at this moment: what another front end may ask then.

    A phone sends commands, not presses, so this keeps it to what the buttons
    could do at the same moment, and what only tells (TOLD_AT_ANY_QUESTION)
    to a moment a question is on offer.
    """
    if command in TOLD_AT_ANY_QUESTION and moment in (Moment.CHOOSING, Moment.GO):
        return True
    return any(command is meant for (at, _, _), meant in GESTURES.items() if at is moment)
