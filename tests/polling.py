"""Waiting for a condition that no event announces: asked again every 10 ms until a deadline.

For state the code under test keeps to itself (a mixer's channel, a cache's
count, the health a thread reports): where an event exists, tests wait on it.
"""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_until(condition: Callable[[], bool], timeout: float) -> bool:
    """True as soon as ``condition()`` holds; after ``timeout`` seconds, whatever it says then."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()
