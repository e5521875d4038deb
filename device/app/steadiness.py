"""Keep a press's answer from waiting on Python itself: on the garbage collector and on the GIL.

Two things inside the interpreter can hold every thread of the referee still
while a press waits to be heard:

* A full garbage collection walks every object the program has. Start-up
  makes tens of thousands that live as long as the process (decks, phrase
  tables, parsed lines, the libraries' own), and walking them took 20 to
  100 ms here, holding the GIL throughout: the button thread, the
  referee's loop and SDL's audio thread (pygame takes the GIL there when a
  sound ends) all wait. Freezing them once start-up is done takes them out
  of every later collection; what a game makes is still collected as usual.
* A thread running Python keeps the GIL for up to its switch interval
  (5 ms by default) before a woken thread gets its turn. The referee's
  threads mostly wait, so a shorter interval costs little and bounds the
  wait of the one a press wakes.

`referee play` calls :func:`hold_steady` once its start-up is done, and the
sound benchmarks do the same so that they measure what the device does.
"""

from __future__ import annotations

import gc
import logging
import sys
from typing import Final

log = logging.getLogger(__name__)

#: How long a thread running Python keeps the GIL while another waits for it.
SWITCH_INTERVAL_SECONDS: Final = 0.001


def hold_steady() -> int:
    """Collect once, freeze what start-up made, shorten the switch interval; the number of objects frozen."""
    gc.collect()
    gc.freeze()
    sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)
    frozen = gc.get_freeze_count()
    log.info("start-up done: %d objects kept out of garbage collection; switch interval %.3f s", frozen, SWITCH_INTERVAL_SECONDS)
    return frozen
