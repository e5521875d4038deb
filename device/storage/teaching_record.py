"""Which games this device still offers to teach (issue 38), kept across restarts.

Why per game and on the card: a table that finished a game of Rapido knows
it, so the next Rapido setup does not ask again, while its first Dabble still
does; a table that said No once for a game is not asked again for it. The
config's `[referee] teaching` can ask always or never instead
(docs/configuration.md). A card that cannot keep the record costs only a
question asked again: the game is never held up by it.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from device.files import read_small_json, write_atomically

log = logging.getLogger("table_referee.teaching")

#: The config's values for `[referee] teaching`: offer it for a game not yet finished or declined, always, never.
MODES = ("new", "always", "never")
FINISHED = "finished"
DECLINED = "declined"


class TeachingRecord:
    def __init__(self, path: Path, mode: str = "new") -> None:
        self.path = path
        self.mode = mode if mode in MODES else "new"

    def offered(self, game_id: str) -> bool:
        """Whether setup asks "First game of ...?" for this game."""
        if self.mode != "new":
            return self.mode == "always"
        return game_id not in self._load()

    def answered(self, game_id: str, teach: bool) -> None:
        """The table's answer: a No is remembered for the game; a Yes (a No taken back) keeps it offered
        until the game is finished."""
        if self.mode != "new":
            return
        if not teach:
            self._note(game_id, DECLINED)
        elif self._load().get(game_id) == DECLINED:
            self._note(game_id, None)

    def finished(self, game_id: str) -> None:
        self._note(game_id, FINISHED)

    def _load(self) -> dict[str, str]:
        data = read_small_json(self.path, "every game not yet finished is offered teaching")
        if not isinstance(data, dict):
            return {}
        return {str(game): str(what) for game, what in data.items() if what in (FINISHED, DECLINED)}

    def _note(self, game_id: str, what: str | None) -> None:
        record = self._load()
        if record.get(game_id) == what:
            return
        if what is None:
            record.pop(game_id, None)
        else:
            record[game_id] = what
        try:
            write_atomically(self.path, json.dumps(record, sort_keys=True))
        except OSError as error:
            log.warning("cannot keep which games were taught in %s: %s", self.path, error)
