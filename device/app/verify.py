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
from typing import Callable

from device.chance import Check, fingerprint, outcome_text
from device.paths import state_dir
from device.storage.dice_check import Unchecked, check_game, journal_named


def verify(game: str, state_folder: str | None, out: Callable[[str], None]) -> int:
    """Check one game's draws and print the verdict for each; the exit status (see the module)."""
    try:
        path = journal_named(game, state_dir(state_folder))
    except FileNotFoundError as missing:
        return _refuse(str(missing))
    name = f"game {game}" if game.isdigit() else str(path)
    try:
        checked = check_game(path, name)
    except Unchecked as why:
        return _refuse(str(why))
    record, checks, problem = checked.record, checked.checks, checked.problem
    out(f"{checked.title}, {path.name}: seed {record.seed}")
    assert record.seed is not None  # check_game refuses a game with no seed
    out(f"Its fingerprint: {fingerprint(record.seed)}. Compare it with the one shown when the game started.")
    for count, check in enumerate(checks, start=1):
        out(_verdict(count, check))
    wrong = checked.wrong
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
