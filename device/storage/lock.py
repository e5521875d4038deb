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
    """Take the state directory for this process, or raise StateInUse saying who has it.

    The lock is the kernel's flock, not the file's content: the holder's PID is
    written only to name it in a refusal. So a card that is full or failing
    (the file cannot be created, or the PID cannot be written) costs only that
    name: the referee still starts and plays from memory, and the journal says
    so aloud, as for every other storage fault.
    """
    path = state_dir / LOCK_NAME
    try:
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:  # a read-only or full card: nobody can write there, so nothing to guard
        log.warning("cannot take %s (%s); playing without the lock", path, error)
        return
    handle = os.fdopen(descriptor, "r+", encoding="utf-8")
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = _holder(handle)
        handle.close()
        raise StateInUse(
            f"{state_dir} is in use by another referee (process {holder}); stop it first, or give --state-dir"
        ) from None
    _held.append(handle)
    try:
        os.ftruncate(descriptor, 0)
        os.write(descriptor, f"{os.getpid()}\n".encode("ascii"))
    except OSError as error:
        log.warning("holding %s, but cannot write this process's number in it (%s)", path, error)


def _holder(handle: IO[str]) -> str:
    """The PID the holder wrote, or "unknown" (it may not have been able to write it)."""
    try:
        handle.seek(0)
        return handle.read(32).strip() or "unknown"
    except (OSError, ValueError):
        return "unknown"


def release() -> None:
    """Let go of every state directory this process holds (tests; the process end does it too)."""
    while _held:
        _held.pop().close()
