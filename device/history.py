"""Which cards and lists have been played, remembered across games and restarts.

A deck only comes round again once every card in it has been played, so the
same question does not turn up two evenings running. Kept per deck in one small
JSON file, replaced atomically so a power cut cannot corrupt it.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from device.files import read_small_json, write_atomically
from engine.setup import Library

log = logging.getLogger("table_referee.history")


class PlayedCards:
    def __init__(self, path: Path, library: Library) -> None:
        self.path = path
        self._decks = {name: set(entries) for name, entries in library.decks.items()}
        self._owner = {card: name for name, entries in library.decks.items() for card in entries}
        self._played: dict[str, list[str]] = {name: [] for name in library.decks}
        self._load()

    def _load(self) -> None:
        data = read_small_json(self.path, "starting the played-card record afresh")
        for name, cards in data.items() if isinstance(data, dict) else ():
            if name in self._played and isinstance(cards, list):
                self._played[name] = [card for card in cards if card in self._decks[name]]

    def played(self) -> dict[str, tuple[str, ...]]:
        return {name: tuple(cards) for name, cards in self._played.items()}

    def note(self, value: Any) -> None:
        """Record a chance outcome if it is a card; start the deck afresh once it is used up."""
        deck = self._owner.get(value) if isinstance(value, str) else None
        if deck is None or value in self._played[deck]:
            return
        self._played[deck].append(value)
        if set(self._played[deck]) >= self._decks[deck]:
            self._played[deck] = []
        write_atomically(self.path, json.dumps(self._played, indent=1))
