"""What the Referee's parts share, declared once with its type.

The Referee (runtime.py) is made of parts, one concern each, that share one
`self`; the values are set in its __init__. Declared here, each part's use of
another's state is checked by mypy against one type, not inferred anew from
whichever assignment a part happens to make first.
"""

from __future__ import annotations

from typing import Any

from device.storage.journal import Journal
from engine.core import Input
from engine.session import Session


class Shared:
    """The Referee's state that more than one part reads or writes."""

    _journal: Journal | None  # the journal of the game being played
    _session: Session[Any] | None  # the game being played
    _reopen: Input | None  # an answer just taken back: its question reopens at it
    _taken_back: list[tuple[Any, Input]]  # answers taken back in a game, last first out, with their questions
