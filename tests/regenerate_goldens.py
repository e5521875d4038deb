"""Regenerate every golden playthrough from its recorded inputs, for review.

    .venv/bin/python -m tests.regenerate_goldens

Each file in tests/golden/ keeps its game, settings and inputs; its
transcript and the options offered at each prompt are written again from a
replay. Then `git diff tests/golden` shows exactly what a change did to what
the referee says and offers: review it line by line before committing.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.catalog import find
from engine.core import Input
from engine.transcript import offers, playthrough
from tests.paths import GOLDEN


def recorded(path: Path) -> dict:
    """A golden file as the engine now replays it."""
    golden = json.loads(path.read_text(encoding="utf-8"))
    game = find(golden["game"]).game
    inputs = [Input.from_json(entry) for entry in golden["inputs"]]
    return {
        "game": golden["game"],
        "settings": golden["settings"],
        "inputs": golden["inputs"],
        "offered": offers(game, golden["settings"], inputs),
        "transcript": playthrough(game, golden["settings"], inputs),
    }


def main() -> int:
    changed = 0
    for path in sorted(GOLDEN.glob("*.json")):
        text = json.dumps(recorded(path), indent=1) + "\n"
        if path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            changed += 1
            print(f"rewrote {path.name}")
    print(f"{changed} golden file(s) changed; review them with: git diff tests/golden")
    return 0


if __name__ == "__main__":
    sys.exit(main())
