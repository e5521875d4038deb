"""An ended game's draws redone from its seed: shared by `referee verify` and the phone page's "Check the dice".

Why here, beside the history: the check reads a game's journal, and the
seed may be told only once the game is over for good (device/storage/history.py),
which is what makes the check possible at all. The recipe is device/chance.py's.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from device.chance import Check, check_draws, fingerprint
from device.paths import games_dir
from device.storage.history import over_for_good
from device.storage.journal import Record
from device.storage.journal import read as read_journal
from engine import language
from engine.catalog import GAMES


class Unchecked(Exception):
    """The game's draws cannot be checked; the message says why (for a person), `why` as a word for a page."""

    def __init__(self, message: str, why: str) -> None:
        super().__init__(message)
        self.why = why  # "before_seeds", "under_way" or "unknown_game"


@dataclass(frozen=True)
class DiceCheck:
    """What the seed gives against what was played, draw by draw."""

    title: str
    record: Record
    checks: list[Check]
    problem: str  # where the journal stops fitting the game ("" when it fits to its end)

    @property
    def wrong(self) -> int:
        return sum(1 for check in self.checks if not check.matches)

    @property
    def matches(self) -> bool:
        return not self.wrong and not self.problem


def journal_named(game: str, state: Path) -> Path:
    """A game as the history names it (its number) or its journal file; FileNotFoundError when neither is there."""
    if game.isdigit():
        found = sorted(games_dir(state).glob(f"{int(game):06d}-*.jsonl"))
        if found:
            return found[0]
    path = Path(game)
    if path.is_file():
        return path
    raise FileNotFoundError(f"no game {game}: give its number from `referee history`, or its journal file")


def check_game(path: Path, name: str) -> DiceCheck:
    """Redo every draw of the game in `path` from its seed; Unchecked when that cannot be done (`name` says which)."""
    record = read_journal(path)
    if record.seed is None:
        raise Unchecked(
            f"{name} was played before the referee kept a seed for its draws: there is nothing to check them against",
            "before_seeds",
        )
    if not over_for_good(path, record):
        raise Unchecked(
            f"{name} is still under way: its seed stays secret until it ends (the draws to come would be known). "
            f"Its fingerprint is {fingerprint(record.seed)}.",
            "under_way",
        )
    entry = GAMES.get(record.game)
    if entry is None:
        raise Unchecked(f"{name} is a game this referee does not know ({record.game})", "unknown_game")
    with language.speaking(record.settings.get("language")):  # what each draw was, in the game's words
        checks, problem = check_draws(record.seed, entry.game, record.settings, record.inputs)
    return DiceCheck(entry.game.title, record, checks, problem)


def dice_facts(state: Path, number: int) -> dict[str, Any] | None:
    """For the phone page: whether a finished game's draws match its seed, as facts its words are made from;
    None when there is no such game."""
    try:
        path = journal_named(str(number), state)
        checked = check_game(path, f"game {number}")
    except FileNotFoundError:
        return None
    except Unchecked as unchecked:  # before seeds, or under way
        return {"checked": False, "why": unchecked.why}
    except (OSError, ValueError):  # a journal that cannot be read
        return {"checked": False}
    return {"checked": True, "draws": len(checked.checks), "wrong": checked.wrong, "fits": not checked.problem}
