"""The referee's command line with a game made for the tests only registered, as its catalog line would.

    .venv/bin/python -m tests.with_game tests.coin_race demo coin-race --seed 3 --record tests/coin_race/golden/coin-race-seed3.json

A real game is in engine/catalog.py and needs none of this: `referee demo ...`.
A test-only game (tests/coin_race/) stays out of the catalog so no player meets
it; this registers its package's ENTRY and runs the command, so the recipe in
docs/architecture.md ("Adding a game") is followed with the same commands.
"""

from __future__ import annotations

import sys
from importlib import import_module

from engine.catalog import register


def main(argv: list[str]) -> int:
    package, *command = argv
    register(import_module(package).ENTRY)
    from device.app.cli import main as referee  # built after the registration: its options list the games

    return referee(command)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
