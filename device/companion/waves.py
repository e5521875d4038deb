"""Trouble that comes in bursts, logged as two lines a burst rather than one a time.

A stranger on the Wi-Fi can make the page refuse thousands of connections a
second, or send thousands of requests it cannot read; a phone whose Wi-Fi
drops cuts its posts short. Each of those logged on its own once wrote 20 MB
in 10 seconds onto the Pi's SD card. So each kind of trouble is a `Wave`:
the first of a burst is logged as it happens (so the log says when and why
it began), the rest are only counted, and once none has come for `quiet`
seconds a single line gives the counts and the wave is over. The next one
starts afresh. Pure but for the logger, with an injectable clock; `settle`
is called by the page's sweep, once a second.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

log = logging.getLogger("table_referee.companion")

QUIET = 30.0  # seconds without any of a wave's kind before the wave is over and its counts are logged


@dataclass
class Wave:
    """One kind of trouble: `began` is logged with the first's words, `calmed` with the counts, `%s` marking where."""

    began: str  # e.g. "%s: refusing new connections until places are free"
    calmed: str  # e.g. "the phone page takes connections again (%s meanwhile)"
    clock: Callable[[], float] = time.monotonic
    quiet: float = QUIET
    logger: logging.Logger = log
    counts: Counter[str] = field(default_factory=Counter)  # this wave's, by kind
    totals: Counter[str] = field(default_factory=Counter)  # since the page started, by kind (for the figures)
    _last: float | None = None  # when the latest one came; None between waves

    @property
    def going(self) -> bool:
        return self._last is not None

    def note(self, kind: str, first: str, exc_info: BaseException | None = None) -> bool:
        """One more of `kind`; `first` (and a traceback, if given) is logged only when it starts a wave.

        True when it did start one. A traceback is kept for the first only:
        a bug in the page shows itself once, and a stranger repeating it
        cannot fill the card.
        """
        starts = not self.going
        self._last = self.clock()
        self.counts[kind] += 1
        self.totals[kind] += 1
        if starts:
            self.logger.warning(self.began, first, exc_info=exc_info)
        return starts

    def settle(self) -> bool:
        """End the wave once it has been quiet long enough, logging its counts; True when it ended now."""
        if self._last is None or self.clock() - self._last < self.quiet:
            return False
        self.logger.warning(self.calmed, counted(self.counts))
        self.counts.clear()
        self._last = None
        return True


def counted(counts: Counter[str]) -> str:
    """ "1,204 malformed, 3 cut short": each kind with its count, most first."""
    return ", ".join(f"{count:,} {kind}" for kind, count in counts.most_common())
