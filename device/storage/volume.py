"""The table's volume: ten steps set with UP and DOWN, kept across restarts.

A box on a games table has no volume knob, and the right level changes with
the room, so UP and DOWN set it whenever they have no value to change. The
level is a small file in the state directory, so a restart or a power cut
keeps what the table chose; the config's volume is only the starting level.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from device.files import read_small_json, write_atomically

log = logging.getLogger("table_referee.volume")

LOWEST, HIGHEST = 1, 10  # never 0: a referee turned silent by a stray press could not say so


class Volume:
    def __init__(self, path: Path, start: float = 1.0) -> None:
        self.path = path
        self.level = _clamp(round(start * HIGHEST))
        self._load()

    def _load(self) -> None:
        data = read_small_json(self.path, "the volume starts from the config")
        level = data.get("level") if isinstance(data, dict) else None
        if isinstance(level, int) and not isinstance(level, bool):
            self.level = _clamp(level)

    @property
    def fraction(self) -> float:
        """The level as the mixer takes it, 0.1 to 1.0."""
        return self.level / HIGHEST

    def step(self, direction: int) -> bool:
        """One step up (+1) or down (-1) in memory; False, changing nothing, at either end. keep() saves it."""
        level = _clamp(self.level + direction)
        if level == self.level:
            return False
        self.level = level
        return True

    def keep(self) -> None:
        """Save the level for the next start.

        Separate from step() so the table hears the new level first: the
        save waits for the storage twice (the file, then its folder), which
        on a Pi's SD card can take longer than the answer itself
        (docs/performance.md, "Where a press's answer waited").
        """
        try:
            write_atomically(self.path, json.dumps({"level": self.level}))
        except OSError as error:  # the table still hears the new level; only the memory of it is lost
            log.warning("cannot keep the volume in %s: %s", self.path, error)


def _clamp(level: int) -> int:
    return min(max(level, LOWEST), HIGHEST)
