"""The referee's own signal that it is ready for a press: what a test or a rehearsal waits on.

Why: a harness that waits "until the referee has been quiet a moment" guesses,
and under load it guesses wrong (a press lands on the next question). The
referee knows: it has taken every event put on its queue and is waiting on a
question. Waiting on that is exact at any machine speed.
"""

from __future__ import annotations

import queue
import threading
from typing import Any


class ReadyForPress:
    """Counts the events the referee takes and remembers whether it asks for a press since the last one."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._taken = 0
        self._ready_after: int | None = None  # the count of events taken when it began to wait on a question
        self._stopped = False

    def took(self) -> None:
        """An event left the queue: whatever the referee was ready for has moved on."""
        with self._changed:
            self._taken += 1
            self._ready_after = None

    def ready(self) -> None:
        """The referee waits on a question, with nothing left to read."""
        with self._changed:
            if self._ready_after != self._taken:
                self._ready_after = self._taken
                self._changed.notify_all()

    def stopped(self) -> None:
        """The loop has ended (stopped or crashed): nobody waiting should wait longer."""
        with self._changed:
            self._stopped = True
            self._changed.notify_all()

    @property
    def has_stopped(self) -> bool:
        with self._changed:
            return self._stopped

    def wait(self, events: "queue.Queue[Any]", timeout: float) -> bool:
        """Block until every event put on ``events`` is taken and a question waits; False on timeout or stop.

        ``events`` is a ``queue.Queue`` (a SimpleQueue keeps no count):
        ``events.unfinished_tasks`` counts puts not yet taken: the referee marks
        each event done only after counting it here, so there is no moment
        when the queue looks empty and the referee still looks ready.
        """

        def settled() -> bool:
            return self._stopped or (self._ready_after == self._taken and events.unfinished_tasks == 0)

        with self._changed:
            return self._changed.wait_for(settled, timeout) and not self._stopped
