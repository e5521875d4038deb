"""Keep a press's answer from waiting on a garbage collection of what start-up made.

A full garbage collection walks every object the program has, holding the
GIL throughout: the button thread, the referee's loop and SDL's audio thread
(pygame takes the GIL there when a sound ends) all wait. Start-up makes tens
of thousands of objects that live as long as the process (decks, phrase
tables, parsed lines, the libraries' own); walking them took 15 to 90 ms
here. Freezing them once start-up is done takes them out of every later
collection; what a game makes is still collected as usual.

The switch interval (how long a thread running Python keeps the GIL while
another waits) is left at Python's 5 ms: shortened to 1 ms, the sound
benchmark's press-to-sample p99 was no better in the same runs, and once
worse (docs/performance.md, "Where a press's answer waited").

`referee play` calls :func:`hold_steady` once its start-up is done, and the
sound benchmarks do the same so that they measure what the device does.
"""

from __future__ import annotations

import gc
import logging

log = logging.getLogger(__name__)


def hold_steady() -> int:
    """Collect once, then freeze what start-up made; the number of objects frozen."""
    gc.collect()
    gc.freeze()
    frozen = gc.get_freeze_count()
    log.info("start-up done: %d objects kept out of garbage collection", frozen)
    return frozen
