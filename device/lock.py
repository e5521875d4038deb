"""One referee per state directory.

Two referees on one state directory would both resume the same game and both
append to its journal, interleaving two games into one record. The first to
start holds an exclusive lock on `referee.lock` for its whole life (the kernel
releases it when the process ends, even by a power cut or SIGKILL); a second
refuses to start, naming the directory and the process that holds it.
`referee check` only reads, so it does not take the lock.
"""

from __future__ import annotations

import fcntl
import logging
import os
from pathlib import Path
from typing import IO

log = logging.getLogger("table_referee.lock")
LOCK_NAME = "referee.lock"
_held: list[IO[str]] = []  # kept open for the life of the process: closing it would let go


class StateInUse(Exception):
    """Another referee already plays from this state directory."""


def hold(state_dir: Path) -> None:
    """Take the state directory for this process, or raise StateInUse saying who has it."""
    path = state_dir / LOCK_NAME
    try:
        handle = open(path, "a+", encoding="utf-8")
    except OSError as error:  # a read-only card: nobody can write there, so nothing to guard
        log.warning("cannot take %s (%s); playing without the lock", path, error)
        return
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "unknown"
        handle.close()
        raise StateInUse(
            f"{state_dir} is in use by another referee (process {holder}); stop it first, or give --state-dir"
        ) from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"{os.getpid()}\n")
    handle.flush()
    _held.append(handle)


def release() -> None:
    """Let go of every state directory this process holds (tests; the process end does it too)."""
    while _held:
        _held.pop().close()
