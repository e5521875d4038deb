"""The referee's shape (issue 41; docs/architecture.md, "The referee's parts").

A part with state of its own is an object the Referee holds and calls by
name, so following one behaviour is following calls; the Referee's own
attributes are few, and the state the parts keep is not among them.
"""

from __future__ import annotations

import queue
import random
from pathlib import Path

from device.referee.asking import Hints
from device.referee.foresight import Foresight
from device.referee.inbox import Inbox
from device.referee.round_timer import RoundTimer
from device.referee.runtime import Referee
from device.referee.speaking import Speaking
from device.referee.status import Status
from engine.setup import Defaults
from tests.table import small_library

#: The parts that are objects, by the name the Referee holds each under.
PARTS = {
    "inbox": Inbox,
    "speaking": Speaking,
    "hints": Hints,
    "status": Status,
    "round_timer": RoundTimer,
    "foresight": Foresight,
}

#: State each part keeps for itself, once an attribute of the Referee that every part could set.
MOVED = (
    "_heard",  # speaking.heard
    "_round",  # speaking.round
    "hints_said",  # hints.said
    "hint_left_out",  # hints.left_out
    "in_full_next",  # hints.in_full_next
    "questions_asked",  # inbox.questions_asked
    "_owners_wanted",  # inbox.owners_wanted
    "_timer_waits",  # round_timer.waits
    "_timer_left",  # round_timer.left
    "_storage_trouble",  # status
    "_watchdog_last",  # status
    "_foreseen",  # foresight
    "_session",  # the game being played, one GameInPlay
    "_journal",
    "_dealer",
)


def a_referee(state_dir: Path) -> Referee:
    """A Referee as built, not run: its attributes are all set in its __init__."""
    return Referee(
        library=small_library(),
        defaults=Defaults(),
        speaker=object(),  # a speaker with no volume control: nothing is said while building
        events=queue.Queue(),
        state_dir=state_dir,
        rng=random.Random(1),
        out=lambda line: None,
    )


def test_each_part_with_state_of_its_own_is_an_object_the_referee_holds(state_dir: Path) -> None:
    referee = a_referee(state_dir)
    for name, part in PARTS.items():
        assert isinstance(getattr(referee, name, None), part), name
        assert not isinstance(referee, part), f"{part.__name__} is held, not inherited"


def test_the_referees_own_attributes_are_few_and_the_parts_state_is_not_among_them(state_dir: Path) -> None:
    referee = a_referee(state_dir)
    own = set(vars(referee))
    assert len(own) <= 26, sorted(own)  # 51 when the parts shared one self
    assert not own & set(MOVED), sorted(own & set(MOVED))
