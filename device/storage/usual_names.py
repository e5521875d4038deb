"""The names the last game used, offered first at the next setup.

A family that named its seats once should not pick them again for every
game: setup offers these names in seat order as one yes/no (engine/seating.py),
so one OK accepts them. A small file in the state directory; a damaged or
missing one only means the config's names are offered instead.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Sequence

from device.files import read_small_json, write_atomically
from engine.seating import MOST_NAMES

log = logging.getLogger("table_referee.usual_names")


class UsualNames:
    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> tuple[str, ...]:
        """The names kept last time; empty when there are none or the file is damaged."""
        data = read_small_json(self.path, "the config's names are offered first")
        names = data.get("names") if isinstance(data, dict) else None
        if not isinstance(names, list) or not all(isinstance(name, str) and name.strip() for name in names):
            return ()
        return tuple(dict.fromkeys(name.strip() for name in names))[:MOST_NAMES]

    def save(self, names: Sequence[str]) -> None:
        try:
            write_atomically(self.path, json.dumps({"names": list(names)}))
        except OSError as error:  # the game goes on; only the memory of the names is lost
            log.warning("cannot keep the seat names in %s: %s", self.path, error)
