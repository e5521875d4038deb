"""How often one phone may ask: a token bucket per session (or per address, before joining).

A phone at the table asks a few times a minute (a join, an answer, a vote,
the page's three files); one that asks hundreds of times a second is broken
or hostile, and every request costs the referee's small processor. Each
session gets `burst` requests at once and `rate` more per second after that;
past it the server answers 429 and closes the connection before reading any
body. Pure, with an injectable clock.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

BURST = 30  # requests at once: a page load is four, a busy Scattergories round a dozen
RATE = 5.0  # requests per second after the burst
MOST_KEYS = 1024  # sessions and addresses remembered; the oldest is forgotten past that


@dataclass
class Rates:
    burst: float = BURST
    rate: float = RATE
    clock: Callable[[], float] = time.monotonic
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)  # key -> (tokens, at)
    refused: int = 0

    def allow(self, key: str) -> bool:
        """Whether `key` may make one more request now (and count it)."""
        now = self.clock()
        tokens, at = self._buckets.pop(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - at) * self.rate)
        allowed = tokens >= 1.0
        if allowed:
            tokens -= 1.0
        else:
            self.refused += 1
        self._buckets[key] = (tokens, now)  # re-inserted: the dict stays in order of last use
        while len(self._buckets) > MOST_KEYS:
            del self._buckets[next(iter(self._buckets))]
        return allowed
