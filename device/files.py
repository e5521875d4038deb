"""Writing files so that a power cut leaves either the old version or the new one.

SD cards and pulled plugs are the referee's daily weather: a rename is only
durable once its directory is synced too, so every atomic write goes through
here.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from pathlib import Path
from typing import Any

log = logging.getLogger("table_referee.files")


def sync_directory(directory: Path) -> None:
    """Make a new or renamed file's directory entry durable; best effort where unsupported."""
    with contextlib.suppress(OSError):
        descriptor = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def replace_durably(source: Path, target: Path) -> None:
    """Move a fully written file into place: its bytes first, then the rename, then the folder."""
    with open(source, "rb+") as handle:
        os.fsync(handle.fileno())
    os.replace(source, target)
    sync_directory(target.parent)


def write_atomically(path: Path, content: str | bytes, times: os.stat_result | None = None) -> None:
    """Replace a small file so that a power cut leaves either the old or the new one.

    `times` gives the new file the access and change times of another (a
    copy put back keeps the time its first writing had). A write the card
    refuses leaves no half-written file beside the old one.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    try:
        temporary.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
        if times is not None:
            os.utime(temporary, ns=(times.st_atime_ns, times.st_mtime_ns))
        replace_durably(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
        raise


def read_small_json(path: Path, if_unreadable: str) -> Any:
    """A small JSON record (played cards, the volume), or None when absent or unreadable.

    These files only remember conveniences, so damage is logged (with what
    happens instead) and never stops the referee.
    """
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, RecursionError) as error:  # RecursionError: brackets nested too deep
        log.warning("%s is unreadable (%s); %s", path, error, if_unreadable)
        return None
