"""Regenerate every golden playthrough from its recorded inputs, for review.

    .venv/bin/python -m tests.regenerate_goldens [PACKAGE ...]

Each file in tests/golden/ keeps its game, settings and inputs; its
transcript and the options offered at each prompt are written again from a
replay. Every English golden has a twin in each other language of
engine/language.py LANGUAGES, in a folder named by its code (tests/golden/es/,
tests/golden/de/): one missing is made from the English inputs (`twin_of`).
Then `git diff tests/golden` shows exactly what a change did to what the
referee says and offers: review it line by line before committing.

A game made for the tests only (tests/coin_race/) is named by its package
(`tests.coin_race`): it is registered first, as its catalog line would, and
its own golden folder (tests/game_files.py) is written the same way.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from importlib import import_module

from engine.catalog import find, register
from engine.core import AskChance, Input, chance
from engine.games.dabble.tiles import apostrophes
from engine.transcript import offers, playthrough
from tests.game_files import games_outside
from tests.languages import OTHER_LANGUAGES
from tests.paths import GOLDEN, REPO


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


def twin_of(english: Path, spoken_in: str) -> Path:
    """The twin of an English golden in another language: the same game, settings and table, spoken in `spoken_in`,
    in the folder named by its code beside the English golden.

    The rules are the same in every language, but not every die nor every
    tile: a chance outcome the game cannot have in that language (a
    Scattergories letter that is not on its die) becomes the first outcome it
    can (playable_in), and a Dabble whose language takes no apostrophe tiles
    is asked nothing about them (dabble_without_apostrophes). Otherwise the
    inputs are the English ones.
    """
    golden = json.loads(english.read_text(encoding="utf-8"))
    twin = english.parent / spoken_in / english.name
    twin.parent.mkdir(exist_ok=True)
    if not twin.exists():
        settings = {**golden["settings"], "language": spoken_in}
        inputs = twin_inputs(
            golden["game"], golden["settings"], [Input.from_json(entry) for entry in golden["inputs"]], spoken_in
        )
        twin.write_text(
            json.dumps({**golden, "settings": settings, "inputs": [given.to_json() for given in inputs]}) + "\n", encoding="utf-8"
        )
    return twin


def twin_inputs(game_id: str, settings: dict, inputs: list[Input], spoken_in: str) -> list[Input]:
    """What the same table answers when the game of `game_id` is spoken in `spoken_in`."""
    asked = inputs
    if game_id == "dabble" and not apostrophes(spoken_in):
        asked = dabble_without_apostrophes(settings, inputs, spoken_in)
    return playable_in(find(game_id).game, {**settings, "language": spoken_in}, asked)


# The questions an English Dabble asks about the two apostrophe tiles, which a game in a language whose words
# take none leaves out, and the answers to "Any extras?" that lead to them.
APOSTROPHE_PHASES = ("apostrophe_who", "apostrophe_words", "best_apostrophe", "apostrophes_unused")
APOSTROPHE_EXTRAS = ("apostrophe", "apostrophe_tiles")


def dabble_without_apostrophes(settings: dict, inputs: list[Input], spoken_in: str) -> list[Input]:
    """The English inputs less the answers about apostrophes, for a language whose words take no apostrophe
    tiles (its engine/games/dabble/messages/<code>.toml: apostrophes = false, as Spanish's).

    An apostrophe extra is an answer to "Which extras?" (or "Anything else?"),
    then whose and its value; the whole entry goes, so the answer the English
    table gave to the next "Anything else?" answers the extras question in
    `spoken_in` instead. A lone finisher's rejected words are asked first in
    every language (engine/games/dabble/rules.py); where nobody else's words
    score, that value ends the round, and the "Which extras? None" the
    English table gave after it is gone.
    """
    game, phases = find("dabble").game, []
    state = game.start(settings)
    for given in inputs:
        phases.append(state.phase)
        state, _ = game.apply(state, given)
    kept = [
        given
        for phase, given in zip(phases, inputs)
        if phase not in APOSTROPHE_PHASES and not (phase == "extras" and given.value in APOSTROPHE_EXTRAS)
    ]
    state, asked, last_phase = game.start({**settings, "language": spoken_in}), [], ""
    for given in kept:
        if last_phase == "extras" and state.phase != "extras" and given.kind == "choice" and given.value == "none":
            continue  # the round ended on the lone finisher's rejected words: "Which extras?" is not asked
        asked.append(given)
        last_phase = state.phase
        state, _ = game.apply(state, given)
    return asked


def playable_in(game: Any, settings: dict, inputs: list[Input]) -> list[Input]:
    """The inputs, with each chance outcome the game does not offer replaced by the first unused one it does."""
    state, played, drawn = game.start(settings), [], []
    for given in inputs:
        prompt = game.prompt(state)
        if isinstance(prompt, AskChance) and prompt.kind == "pick" and given.value not in prompt.outcomes:
            given = chance(next(outcome for outcome in prompt.outcomes if outcome not in drawn))
        if isinstance(prompt, AskChance):
            drawn.append(given.value)
        state, _ = game.apply(state, given)
        played.append(given)
    return played


def main(packages: list[str]) -> int:
    for package in packages:
        register(import_module(package).ENTRY)
    changed = 0
    english = sorted(GOLDEN.glob("*.json")) + [path for files in games_outside() for path in sorted(files.golden.glob("*.json"))]
    twins = [twin_of(path, spoken_in) for spoken_in in OTHER_LANGUAGES for path in english]
    for path in english + twins:
        text = json.dumps(recorded(path), indent=1, ensure_ascii=False) + "\n"
        if path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            changed += 1
            print(f"rewrote {path.relative_to(REPO)}")
    print(f"{changed} golden file(s) changed; review them with: git diff tests/")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
