"""The translator's recipe (docs/dev/adding-a-language.md), followed on a copy of the code: one line of Python.

Issue 42's measure: a language is its message files, its language facts and
its decks, plus its name in `engine/language.py`; no other `.py` file is
touched. Here a made-up language, "xx", is added to a copy of `engine/` and
`device/` exactly as the recipe says for a first game (Rapido, which has no
decks): the name line, then the device's, the engine's, the phone page's and
Rapido's files copied from English under the new name (a translator would
write them in the language; the copies stand in for that). Then, in a fresh
interpreter on the copy: the device speaks Xx, Rapido alone is whole in it,
Rapido's setup and first prompt are said in it, and every other game is not
offered. The copy is compared with the original at the end: the only Python
file that differs is the one line's.
"""

from __future__ import annotations

import filecmp
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.paths import REPO

FAKE = "xx"
#: The rooms the recipe writes for a first game with no decks: the device's, the phone page's, the engine's, Rapido's.
ROOMS = ("device", "device/companion", "engine", "engine/games/rapido")
#: The recipe's one line: the dict of languages, whatever languages it already names.
NAME_LINE = "LANGUAGES: dict[str, str] = {"


def _copy(tree: Path) -> None:
    for package in ("engine", "device"):
        shutil.copytree(REPO / package, tree / package, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


def _follow_the_recipe(tree: Path) -> None:
    # Step 1: the language's name, the one line of code.
    names = tree / "engine" / "language.py"
    text = names.read_text(encoding="utf-8")
    assert text.count(NAME_LINE) == 1, "the recipe's line has moved: update this test and the recipe together"
    names.write_text(text.replace(NAME_LINE, f'{NAME_LINE}"{FAKE}": "Xx", '), encoding="utf-8")
    # Step 2: each room's words and facts, beside English's.
    for room in ROOMS:
        messages = tree / room / "messages"
        for english in messages.glob("en.*"):
            shutil.copyfile(english, messages / f"{FAKE}{english.suffix}")


_PLAY = """
import json
from device.storage.library import device_speaks, load_library, whole_in
from engine import language
from engine.catalog import GAMES
from engine.core import chance
from engine.setup import Defaults, answer_all
from engine.transcript import playthrough

language.use("xx")
found = {"device": device_speaks("xx"), "whole": sorted(g for g, e in GAMES.items() if whole_in(e, "xx"))}
entry = GAMES["rapido"]
flow = entry.setup(load_library(language="xx"), Defaults(players=2))
found["first question"] = flow.next_question({}).prompt.question.text
settings = {**answer_all(flow, {}), "language": "xx"}  # as the referee starts a game in the language chosen
found["language"] = entry.game.start(settings).settings.language
found["first turn"] = playthrough(entry.game, settings, [chance(0)])  # who starts is drawn; then the first turn
print(json.dumps(found))
"""


def _run(tree: Path) -> dict[str, object]:
    environment = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", _PLAY], cwd=tree, env=environment, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    found: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def _python_files_changed(tree: Path) -> list[str]:
    changed = []
    for package in ("engine", "device"):
        for path in (tree / package).rglob("*.py"):
            original = REPO / path.relative_to(tree)
            if not original.is_file() or not filecmp.cmp(path, original, shallow=False):
                changed.append(str(path.relative_to(tree)))
    return sorted(changed)


def test_a_language_added_by_the_recipe_speaks_its_first_game_with_one_line_of_python(tmp_path: Path) -> None:
    _copy(tmp_path)
    _follow_the_recipe(tmp_path)
    found = _run(tmp_path)
    assert found["device"] is True
    assert found["whole"] == ["rapido"]  # the other games have no Xx words or decks yet: not offered
    assert found["first question"] and found["first turn"]  # Rapido's setup and play speak (Xx: English's words)
    assert found["language"] == FAKE
    assert _python_files_changed(tmp_path) == ["engine/language.py"]
