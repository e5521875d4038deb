"""The clean-stop marker: how the next start tells a stop from a power cut, even when the card was full.

`stopped.json` in the state folder (device/paths.py). Every start takes what
the last run left in it and makes it say "running"; a stop mid-game (`q`,
Ctrl-C, SIGTERM) makes it say which journal was stopped and, when the card
was refusing to save, what the stop cost. A marker that still says "running"
at a start (or none at all) means the power went off.

Why written ahead, at a fixed size: a full card cannot take a new file, nor an
atomic replacement (a temporary file beside the old one), but it can overwrite
bytes a file already has, which needs no new block. So the marker is made
once, at a start, padded to `SIZE` bytes, and from then on every write
overwrites it in place (then fsync). The marker is smaller than a disk sector,
so a power cut during that write leaves the old marker or the new one; if it
ever leaves a torn one, that reads as unreadable, which errs towards "the power
went off". Where the marker is missing or of another size, it is written
atomically instead (a card with room). docs/journal.md, "Stopping cleanly".
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from device.files import read_small_json, sync_directory, write_atomically

log = logging.getLogger("table_referee.stop_marker")

SIZE = 256  # bytes: far more than a marker holds, well inside one 512-byte sector


@dataclass(frozen=True)
class Stop:
    """A stop the last run recorded."""

    journal: str  # the name of the journal of the game that was stopped
    trouble: str | None = None  # the card's fault at the stop, when moves were lost to it ("the card is full")
    unsaved: int | None = None  # with a trouble: the moves lost (None: not even the game's start was saved)


class StopMarker:
    def __init__(self, path: Path) -> None:
        self.path = path

    def take(self) -> Stop | None:
        """The stop the last run recorded, or None (the power went off); the marker then says "running".

        Said "running" before play goes on, so a power cut later in this run is
        told as one. When even that cannot be written, the marker is removed,
        which tells the same.
        """
        found = read_small_json(self.path, "the last stop is taken for a power cut")
        try:
            self._write({"stopped": False})
        except OSError as error:
            try:
                self.path.unlink(missing_ok=True)
                sync_directory(self.path.parent)
                log.warning("cannot mark %s as running (%s); removed it instead", self.path, error)
            except OSError as unlink_error:
                log.warning(
                    "cannot mark %s as running (%s) nor remove it (%s): a power cut in this run may be told as a stop",
                    self.path,
                    error,
                    unlink_error,
                )
        return _stop_of(found)

    def stopped(self, journal: str, trouble: str | None = None, unsaved: int | None = None) -> None:
        """Record a stop mid-game: the journal and, when the card refused moves, why and how many were lost."""
        record: dict[str, Any] = {"stopped": True, "journal": journal}
        if trouble:
            record.update(trouble=trouble, unsaved=unsaved)
        try:
            self._write(record)
        except OSError as error:
            log.warning("cannot note the clean stop (%s); the next start will mention a power cut", error)

    def _write(self, record: dict[str, Any]) -> None:
        data = json.dumps(record).encode("utf-8").ljust(SIZE - 1) + b"\n"
        try:
            _overwrite(self.path, data)
        except OSError:  # none yet, or of another size (an older referee's): a card with room takes a new one
            write_atomically(self.path, data.decode("utf-8"))


def _overwrite(path: Path, data: bytes) -> None:
    """Overwrite a file of exactly len(data) bytes in place, durably: no new block is needed."""
    descriptor = os.open(path, os.O_WRONLY)
    try:
        if os.fstat(descriptor).st_size != len(data):
            raise OSError(f"{path} is not {len(data)} bytes long")
        if os.pwrite(descriptor, data, 0) != len(data):
            raise OSError(f"{path} was written short")
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _stop_of(found: Any) -> Stop | None:
    """A recorded stop from the marker's content, or None; a value of the wrong kind is left out, never trusted."""
    if not isinstance(found, dict) or found.get("stopped") is not True or not isinstance(found.get("journal"), str):
        return None
    trouble, unsaved = found.get("trouble"), found.get("unsaved")
    if not isinstance(trouble, str) or not 0 < len(trouble) <= 80:
        return Stop(found["journal"])
    if isinstance(unsaved, bool) or not (unsaved is None or isinstance(unsaved, int) and unsaved > 0):
        return Stop(found["journal"])
    return Stop(found["journal"], trouble, unsaved)
