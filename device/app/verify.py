"""`referee verify GAME`: every die, card and seat draw of an ended game redone from its seed.

The game's journal holds its inputs and, since format 4, the seed its chance
was drawn from (device/chance.py). Once the game is over for good the seed
may be told (device/storage/history.py), and this command replays the game
through its rules, asks the recipe what each draw should have been, and says
per draw whether it matches what was played. Exit status: 0 when every draw
matches, 1 when one does not (or the journal no longer fits the game), 2 when
the game cannot be checked (still under way, or played before seeds were kept).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from device.chance import Check, check_draws, fingerprint, outcome_text
from device.paths import games_dir, state_dir
from device.storage.history import over_for_good
from device.storage.journal import read
from engine import language
from engine.catalog import GAMES


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


def verify(game: str, state_folder: str | None, out: Callable[[str], None]) -> int:
    """Check one game's draws and print the verdict for each; the exit status (see the module)."""
    try:
        path = journal_named(game, state_dir(state_folder))
    except FileNotFoundError as missing:
        return _refuse(str(missing))
    record = read(path)
    name = f"game {game}" if game.isdigit() else str(path)
    if record.seed is None:
        return _refuse(f"{name} was played before the referee kept a seed for its draws: there is nothing to check them against")
    if not over_for_good(path, record):
        return _refuse(
            f"{name} is still under way: its seed stays secret until it ends (the draws to come would be known). "
            f"Its fingerprint is {fingerprint(record.seed)}."
        )
    entry = GAMES.get(record.game)
    if entry is None:
        return _refuse(f"{name} is a game this referee does not know ({record.game})")
    with language.speaking(record.settings.get("language")):  # what each draw was, in the game's words
        checks, problem = check_draws(record.seed, entry.game, record.settings, record.inputs)
    out(f"{entry.game.title}, {path.name}: seed {record.seed}")
    out(f"Its fingerprint: {fingerprint(record.seed)}. Compare it with the one shown when the game started.")
    for count, check in enumerate(checks, start=1):
        out(_verdict(count, check))
    wrong = sum(1 for check in checks if not check.matches)
    if problem:
        out(f"The journal stops fitting the game: {problem}.")
    if not checks:
        out("This game drew nothing.")
    elif wrong:
        out(f"{wrong} of {len(checks)} draws do not match the seed.")
    else:
        out(f"All {len(checks)} draws match the seed.")
    return 1 if wrong or problem else 0


def _verdict(count: int, check: Check) -> str:
    where = f"{count}. {check.what} (input {check.number}, stream {check.stream}, j {check.j}): {outcome_text(check.played)}"
    if check.matches:
        return f"{where}, matches."
    return f"{where}, DOES NOT MATCH: the seed gives {outcome_text(check.expected)}."


def _refuse(why: str) -> int:
    print(f"referee: {why}", file=sys.stderr)
    return 2
