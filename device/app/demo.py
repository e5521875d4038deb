"""Whole games played by random but legal presses, for demos and golden files.

Nothing here needs a keyboard or a speaker: the demo answers each prompt with
a random legal input (the same inputs the buttons could give), lets chance be
chance from a seed, lets the device's own players decide by their real policy,
and prints the transcript. The same seed gives the same game, which is how
golden playthroughs are recorded.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any, Callable, Mapping

from engine.catalog import find
from device.storage.library import load_library, whole_in
from engine import language
from engine.language import ENGLISH, LANGUAGES
from engine.words import Words
from engine.core import (
    GameOver,
    Input,
    Prompt,
)
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults, Library, answer_all, colours
from engine.transcript import offers, step_lines

STEP_LIMIT = 100_000


def random_input(prompt: Prompt, rng: random.Random, decide: Callable[[], Any] | None = None) -> Input:
    """A legal answer drawn from a seeded generator: the same seed, the same game."""
    return legal_input(prompt, RandomChooser(rng), decide)


def play_demo_in(
    game_id: str, answers: Mapping[str, Any], seed: int, spoken_in: str, out: Callable[[str], None], record: Path | None = None
) -> int:
    """`referee demo`: a whole game in `spoken_in`, with its decks, for a translator to read (docs/dev/
    adding-a-language.md); a game whose words or decks are not written in it yet is refused, never
    crashed half-way."""
    entry = find(game_id)
    if not whole_in(entry, spoken_in):
        title, name = entry.game.title, LANGUAGES[spoken_in]
        print(Words("device").said_in(spoken_in, "not-whole-in", title=title, language=name), file=sys.stderr)
        return 2
    with language.speaking(spoken_in):
        return play_demo(game_id, answers, seed, load_library(language=spoken_in), out, record, spoken_in)


def play_demo(
    game_id: str,
    answers: Mapping[str, Any],
    seed: int,
    library: Library,
    out: Callable[[str], None],
    record: Path | None = None,
    spoken_in: str = ENGLISH,
) -> int:
    """Play one game to its end, in `spoken_in`; returns the process exit code."""
    entry = find(game_id)
    rng = random.Random(seed)
    defaults = Defaults() if spoken_in == ENGLISH else Defaults(names=colours(spoken_in))  # the seats named in it
    settings = answer_all(entry.setup(library, defaults), entry.command_line_answers(answers))
    if spoken_in != ENGLISH:  # as the referee starts a game in the language chosen; an English golden keeps its settings
        settings = {**settings, "language": spoken_in}
    session = Session(entry.game, settings)
    policy = entry.virtual_player
    decide = (lambda: policy(session.state)) if policy else None
    transcript: list[str] = []
    for _ in range(STEP_LIMIT):
        prompt = session.prompt
        if isinstance(prompt, GameOver):
            break
        given = random_input(prompt, rng, decide)
        lines = step_lines(prompt, given, session.apply(given))
        transcript += lines
        for line in lines:
            out(line)
    else:
        out(f"The demo stopped after {STEP_LIMIT} steps without a winner.")
        return 1
    if record:
        golden = {
            "game": game_id,
            "settings": settings,
            "inputs": [given.to_json() for given in session.inputs],
            "offered": offers(entry.game, settings, session.inputs),
            "transcript": transcript,
        }
        record.write_text(json.dumps(golden, indent=1) + "\n", encoding="utf-8")
    return 0
