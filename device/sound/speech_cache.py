"""The speech cache's size limit: the lines used least recently go first, never the ones still needed.

Why: the cache survives restarts (it is what makes a line start at once),
and every voice, rate and deck a table ever tried adds to it; on a Pi's SD
card it must not grow for ever. A file's time is when it was last written or
used (device/sound/voices/wav_cache.py renews it on a hit, at most once an hour), so the
oldest files are the ones nobody has needed for longest. The lines the
current decks and fixed lines need are passed as ``keep`` and never removed,
even if they alone pass the limit.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Set
from pathlib import Path
from typing import Final

#: About 4 hours of speech at 22 kHz: every deck in two voices, with room to spare.
CACHE_LIMIT_BYTES: Final = 600 * 1024 * 1024


def cache_size(directories: Iterable[Path]) -> int:
    """Bytes used by the cached WAVs under ``directories``."""
    return sum(size for _, size, _ in _files(directories))


def trim_cache(directories: Iterable[Path], limit_bytes: int, keep: Set[Path] = frozenset()) -> int:
    """Remove least recently used WAVs until the total is within ``limit_bytes``; return how many went."""
    files = sorted(_files(directories), key=lambda found: found[2])  # oldest first
    total = sum(size for _, size, _ in files)
    kept = {Path(path) for path in keep}
    removed = 0
    for path, size, _ in files:
        if total <= limit_bytes:
            break
        if path in kept:
            continue
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed += 1
        total -= size
    return removed


def _files(directories: Iterable[Path]) -> list[tuple[Path, int, float]]:
    found: list[tuple[Path, int, float]] = []
    for directory in directories:
        for path in Path(directory).rglob("*.wav"):
            with contextlib.suppress(OSError):
                stat = os.stat(path)
                found.append((path, stat.st_size, stat.st_mtime))
    return found
