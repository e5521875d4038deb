"""What the Referee's parts share, declared once with its type.

The Referee's method sets (asking, choosing, playing, resuming, table_talk:
its base classes, whose methods are the loop itself) share one `self`; the
values are set in its __init__. Declared here, a method set's use of state
another sets is checked by mypy against one type, not inferred anew from
whichever assignment a part happens to make first. The parts with state of
their own are objects the Referee holds (inbox, speaking, status, ...), typed
where they are made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Input

if TYPE_CHECKING:
    from device.referee.playing import GameInPlay


class Shared:
    """The loop's state that its method sets assign, declared with the type its first value (None) does not show."""

    _game: GameInPlay | None  # the game being played (playing.py)
    _reopen: Input | None  # an answer just taken back: its question reopens at it
