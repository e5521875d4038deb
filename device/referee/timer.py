"""The round timer: deadlines on the monotonic clock, warnings, pause and resume.

The engine only says "run N seconds, and do these things at these marks";
this class keeps the time. It is polled by the loop thread, which keeps all
effects (speech, cues, the time-up input) on that one thread.
"""

from __future__ import annotations

import time
from typing import Callable

from engine.core import AskTimer, TimerCall


class Countdown:
    def __init__(self, prompt: AskTimer, now: Callable[[], float] = time.monotonic, left: float | None = None) -> None:
        """``left``: a countdown resumed after a stop starts with that much time, its passed marks dropped."""
        start = prompt.seconds if left is None else min(left, prompt.seconds)
        self._now = now
        self._left_when_paused: float | None = None
        self._deadline = now() + start
        self._pending = sorted((call for call in prompt.calls if call.remaining <= start), key=lambda call: -call.remaining)

    @property
    def paused(self) -> bool:
        return self._left_when_paused is not None

    def remaining(self) -> float:
        if self._left_when_paused is not None:
            return self._left_when_paused
        return max(0.0, self._deadline - self._now())

    def toggle_pause(self) -> bool:
        """Pause or resume; returns True when now paused."""
        if self._left_when_paused is None:
            self._left_when_paused = self.remaining()
            return True
        self._deadline = self._now() + self._left_when_paused
        self._left_when_paused = None
        return False

    def due(self) -> list[TimerCall]:
        """The marks passed since the last poll, in order."""
        left = self.remaining()
        calls = []
        while self._pending and left <= self._pending[0].remaining:
            calls.append(self._pending.pop(0))
        return calls

    def until_next(self) -> float:
        """Clock time to the next warning, tick or the end: how long the loop may sleep.

        Waking exactly then (rather than polling) puts every call on its mark.
        Infinite while paused: only a press can change anything then.
        """
        if self.paused:
            return float("inf")
        left = self.remaining()
        marks = [left - call.remaining for call in self._pending]
        return max(0.0, min([left, *marks]))

    def finished(self) -> bool:
        return not self.paused and self.remaining() <= 0
