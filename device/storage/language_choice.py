"""The language the table chose at the menu, kept across restarts.

Why remembered: a Spanish table that picked Español once should not pick it
again after every restart or power cut. Why it still yields to the config:
whoever edits `[voice] language` in the config later means it, so a choice
is kept only while the config says what it said when the choice was made.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from device.files import read_small_json, write_atomically
from engine.language import LANGUAGES

log = logging.getLogger("table_referee.language")


class LanguageChoice:
    def __init__(self, path: Path, configured: str) -> None:
        self.path = path
        self.configured = configured

    def load(self) -> str:
        """The language to speak at start: the table's choice, unless the config changed since it was made."""
        data = read_small_json(self.path, "the referee speaks the config's language")
        if not isinstance(data, dict) or data.get("config") != self.configured:
            return self.configured
        chosen = data.get("language")
        return chosen if isinstance(chosen, str) and chosen in LANGUAGES else self.configured

    def save(self, code: str) -> None:
        """Keep the table's choice; a card that cannot keep it costs only the choice after a restart."""
        try:
            write_atomically(self.path, json.dumps({"language": code, "config": self.configured}))
        except OSError as error:
            log.warning("cannot keep the language in %s: %s", self.path, error)
