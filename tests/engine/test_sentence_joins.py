"""No line the referee says glues two sentences badly ("...about to start., where it is whole.").

Device lines wrap game lines (where play stands, the standings) in their own
words; a game line is a whole sentence with its full stop, so a device line
that puts a comma or more words after it reads wrongly aloud and on the page.
Every game in the catalog is played at random, and at every step its own
lines and the device lines built around them are checked (issue 20).
"""

from __future__ import annotations

import random
import re

import pytest

from device import phrases
from device.storage.library import load_library
from engine.catalog import GAMES
from engine.core import GameOver, Say
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults, answer_all

LIBRARY = load_library()
# A stop, question or exclamation mark followed by a comma, a colon, a semicolon
# or another stop; a comma or space before a stop; two spaces.
BAD_JOIN = re.compile(r"[.?!][,;:.]|[ ,][.?!,]|  ")


def device_lines_around(where: str, standings: str) -> list[str]:
    from engine.core import Line

    line = Line(where, where)
    return [
        phrases.resuming(line).text,
        phrases.resuming(line, power_cut=True).text,
        phrases.resume_damaged(line).text,
        standings,
    ]


def lines_of_a_random_game(game_id: str, seed: int) -> list[str]:
    entry = GAMES[game_id]
    settings = answer_all(entry.setup(LIBRARY, Defaults()), {})
    session = Session(entry.game, settings)
    chooser = RandomChooser(random.Random(seed))
    decide = (lambda: entry.virtual_player(session.state)) if entry.virtual_player else None  # type: ignore[misc]
    lines: list[str] = []
    for _ in range(3000):
        prompt = session.prompt
        if isinstance(prompt, GameOver):
            lines.append(prompt.summary.text)
            break
        question = getattr(prompt, "question", None)
        if question is not None:
            lines.append(question.text)
        for output in session.apply(legal_input(prompt, chooser, decide)):
            if isinstance(output, Say):
                lines += [output.line.text, output.line.repeated]
        state = session.state
        lines += device_lines_around(entry.game.where(state).text, entry.game.standings(state).text)
    return lines


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_line_joins_sentences_badly(game_id: str) -> None:
    bad = sorted({line for seed in range(3) for line in lines_of_a_random_game(game_id, seed) if BAD_JOIN.search(line)})
    assert not bad, f"{len(bad)} lines join sentences badly, e.g. {bad[:5]}"


def test_the_damaged_record_line_reads_as_two_sentences() -> None:
    from engine.core import Line

    told = phrases.resume_damaged(Line("Round 2, about to start.")).text
    assert told == "The record of this game was damaged; I resume where it is whole. Round 2, about to start."
