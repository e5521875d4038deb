"""What is wrong with the device right now, part by part.

A referee that is mute, voiceless or deaf to its buttons must never look
healthy: every part (sound, voice, storage, buttons) reports its problem here,
or None when it is well again. The log gets one line per change (not one per
retry), and whoever listens (systemd's STATUS=, the status light, the spoken
"sound is back") is told on every change, from the thread that made it.
"""

from __future__ import annotations

import logging
import threading
from typing import Callable

log = logging.getLogger("table_referee.health")

# The parts, in the order STATUS= names their problems.
PARTS = ("sound", "voice", "piper", "storage", "buttons")
# How a problem is shown in STATUS=, by part: "no sound: <reason>".
_HEADINGS = {
    "sound": "no sound",
    "voice": "no voice",
    "piper": "espeak-ng instead of Piper",  # the natural voice failed; the game goes on in espeak-ng
    "storage": "not saving",
    "buttons": "no buttons",
}

Listener = Callable[[str, "str | None"], None]


class Health:
    """Problems by part; thread-safe, since the audio and voice threads report here too."""

    def __init__(self) -> None:
        self._problems: dict[str, str] = {}
        self._listeners: list[Listener] = []
        self._lock = threading.Lock()

    def report(self, part: str, problem: str | None) -> bool:
        """Set or clear a part's problem; True (and one log line) when that changed something."""
        with self._lock:
            before = self._problems.get(part)
            if before == problem:
                return False
            if problem is None:
                del self._problems[part]
            else:
                self._problems[part] = problem
            listeners = list(self._listeners)
        if problem is None:
            log.warning("%s is working again", part)
        elif before is None:
            log.warning("%s", describe(part, problem))
        else:
            log.warning("%s, now because: %s", _HEADINGS.get(part, part), problem)
        for listener in listeners:
            try:
                listener(part, problem)
            except Exception:  # a listener's bug must not take the reporter down
                log.exception("health listener failed for %s", part)
        return True

    def problem(self, part: str) -> str | None:
        with self._lock:
            return self._problems.get(part)

    def problems(self) -> dict[str, str]:
        with self._lock:
            return dict(self._problems)

    @property
    def well(self) -> bool:
        with self._lock:
            return not self._problems

    def subscribe(self, listener: Listener) -> None:
        with self._lock:
            self._listeners.append(listener)

    def status_text(self) -> str:
        """What STATUS= says about health: empty when all is well."""
        problems = self.problems()
        ordered = sorted(problems, key=lambda part: PARTS.index(part) if part in PARTS else len(PARTS))
        return "; ".join(describe(part, problems[part]) for part in ordered)


def describe(part: str, problem: str) -> str:
    """A part's problem under its heading ("not saving: the card is full"), unless it already starts with it."""
    heading = _HEADINGS.get(part, part)
    return problem if problem.startswith(heading) else f"{heading}: {problem}"
