"""Where the log goes: the service's journal, or at a terminal a file beside the games.

Under systemd (or with standard error in a pipe) every record goes to
standard error, where journald keeps it. A person at a terminal, though,
is playing: the screen carries the transcript and the few lines they must
act on (warnings: no sound card, a card that will not save), each as one
plain line, while the whole log, ALSA's and SDL's detail included, goes to
`referee.log` in the state folder.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

LOG_NAME = "referee.log"
LOG_BYTES = 1_000_000  # one file of this size and one older one: a terminal session's log never fills a card
_FULL_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_to_a_file = False  # set at a terminal: the whole log goes to a file once the state folder is known


class _QuietFileHandler(logging.handlers.RotatingFileHandler):
    """A log file whose failures (a full or read-only card) never print a traceback onto the game."""

    def handleError(self, record: logging.LogRecord) -> None:
        pass


def set_up(*, at_a_terminal: bool) -> None:
    """Standard error for a service or a pipe; warnings only, one plain line each, at a terminal."""
    global _to_a_file
    _to_a_file = at_a_terminal
    if not at_a_terminal:
        logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s", stream=sys.stderr)
        return
    console = logging.StreamHandler(sys.stderr)
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("referee: %(message)s"))
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    root.addHandler(console)


def keep_in(state_dir: Path) -> Path | None:
    """At a terminal, also write the whole log to the state folder; None when it is not written there."""
    if not _to_a_file:
        return None  # a service or a pipe: standard error already has everything
    path = state_dir / LOG_NAME
    try:
        handler = _QuietFileHandler(path, maxBytes=LOG_BYTES, backupCount=1, encoding="utf-8", delay=True)
    except OSError:
        return None
    handler.setLevel(logging.INFO)
    handler.setFormatter(logging.Formatter(_FULL_FORMAT))
    logging.getLogger().addHandler(handler)
    return path


def keep_in_file() -> bool:
    """Whether the log goes to a file (at a terminal) rather than standard error."""
    return _to_a_file
