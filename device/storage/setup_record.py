"""The answers given so far during setup, saved after each one.

A power cut during setup would otherwise send the table back to the first
question. The file is tiny and replaced atomically per answer, so it holds the
answers before the cut or after it, never half of one; it is removed once the
game's journal exists (or the table leaves setup).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Sequence

from device.files import write_atomically
from device.storage.journal import storage_trouble
from engine.catalog import GAMES
from engine.core import Input

log = logging.getLogger("table_referee.setup_record")


class SetupRecord:
    def __init__(self, path: Path) -> None:
        self.path = path

    def save(self, game: str, asked: Sequence[tuple[str, Input]]) -> str | None:
        """Save the answers so far; the storage trouble when that failed (kept in memory meanwhile).

        The whole list is written each time, so the next answer retries what a
        failed write missed.
        """
        answers = [[key, given.to_json()] for key, given in asked]
        try:
            write_atomically(self.path, json.dumps({"game": game, "answers": answers}))
        except OSError as error:
            log.error("cannot save the setup answers to %s: %s", self.path, error)
            return storage_trouble(error)
        return None

    def load(self) -> tuple[str, list[tuple[str, Input]]] | None:
        """The game and answers of a setup the power cut short; None when there is none or it is unreadable."""
        try:
            data = json.loads(self.path.read_bytes())
            if data["game"] not in GAMES:
                raise ValueError(f"no game {data['game']!r}")
            return data["game"], [(str(key), Input.from_json(given)) for key, given in data["answers"]]
        except FileNotFoundError:
            return None
        except Exception as error:  # noqa: BLE001 - any damage: setup simply starts from the first question
            log.warning("%s is unreadable (%s); setup starts from the first question", self.path, error)
            self.clear()
            return None

    def clear(self) -> None:
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("cannot remove %s: %s", self.path, error)
