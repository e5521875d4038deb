"""No line the referee says glues two sentences badly ("...about to start., where it is whole.").

Device lines wrap game lines (where play stands, the standings) and titles in
their own words; a game line is a whole sentence with its full stop, so a
device line that puts a comma or more words after it reads wrongly aloud and
on the page. Every game in the catalog is played at random in each language
the referee speaks, with that language's decks, and at every step its own
lines and the device lines built around them (device/messages/en.ftl, or
es.ftl in Spanish) are checked (issue 20). Spanish has one
more way to go wrong: the opening ¿ and ¡ glued to the word before them, or
left with no closing mark.
"""

from __future__ import annotations

import random
import re

import pytest

from device.storage.library import Library, load_library
from engine import language
from engine.catalog import GAMES
from engine.core import GameOver, Say
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults, answer_all
from engine.words import Words

LANGUAGES = tuple(language.LANGUAGES)
DEVICE = Words("device")
# A stop, question or exclamation mark followed by a comma, a colon, a semicolon
# or another stop; a comma or space before a stop; two spaces.
BAD_JOIN = re.compile(r"[.?!][,;:.]|[ ,][.?!,]|  ")
# Spanish: an opening mark glued to the word before it, or followed by a space.
BAD_OPENING = re.compile(r"[\w,.;:][¿¡]|[¿¡]\s")


def libraries() -> dict[str, Library]:
    return {code: load_library(language=code) for code in LANGUAGES}


LIBRARIES = libraries()


def unclosed_opening(line: str) -> bool:
    """A ¿ whose sentence ends otherwise than with ? (or a ¡ not with !): the first stop after it must close it."""
    for mark, closing in (("¿", "?"), ("¡", "!")):
        for at in [index for index, char in enumerate(line) if char == mark]:
            end = re.search(r"[.?!]", line[at + 1 :])
            if end is None or end.group() != closing:
                return True
    return False


def badly_joined(line: str, code: str) -> bool:
    if BAD_JOIN.search(line):
        return True
    return code == "es" and (bool(BAD_OPENING.search(line)) or unclosed_opening(line))


def device_lines_around(title: str, where: str, standings: str) -> list[str]:
    """What the device says around a game's own lines, in the language being spoken."""
    return [
        DEVICE("resuming", where=where),
        DEVICE("resuming-after-power-cut", where=where),
        DEVICE("resume-damaged", where=where),
        DEVICE("lets-play", title=title),
        DEVICE("waiting-game", title=title),
        DEVICE("setting-up", title=title),
        DEVICE("resuming-setup", title=title),
        DEVICE("closed", title=title),
        standings,
    ]


def lines_of_a_random_game(game_id: str, seed: int, code: str = "en") -> list[str]:
    entry = GAMES[game_id]
    with language.speaking(code):
        settings = answer_all(entry.setup(LIBRARIES[code], Defaults()), {})
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
            lines += device_lines_around(entry.game.title, entry.game.where(state).text, entry.game.standings(state).text)
    return lines


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_line_joins_sentences_badly(game_id: str, code: str) -> None:
    lines = {line for seed in range(3) for line in lines_of_a_random_game(game_id, seed, code)}
    bad = sorted(line for line in lines if badly_joined(line, code))
    assert not bad, f"{len(bad)} {code} lines join sentences badly, e.g. {bad[:5]}"


def test_the_spanish_lines_are_spanish() -> None:
    """The check above really reads Spanish: the game's lines and the device's are Spanish ones."""
    lines = lines_of_a_random_game("rapid-list", 0, "es")
    assert any(line.startswith("Seguimos. ") for line in lines)
    assert any("¿" in line for line in lines)


@pytest.mark.parametrize(
    ("line", "bad"),
    [
        ("Seguimos. ¿Cuántos jugadores?", False),
        ("Rojo gana. ¡Bien jugado!", False),
        ("Seguimos.¿Cuántos jugadores?", True),
        ("Seguimos. ¿ Cuántos jugadores?", True),
        ("Ronda 2, a punto de empezar., donde está entero.", True),
        ("¿Cuántos jugadores. Dos.", True),
        ("¡Rápido. A jugar!", True),
    ],
)
def test_the_spanish_check_tells_good_joins_from_bad(line: str, bad: bool) -> None:
    assert badly_joined(line, "es") is bad


def test_the_damaged_record_line_reads_as_two_sentences() -> None:
    told = DEVICE("resume-damaged", where="Round 2, about to start.")
    assert told == "The record of this game was damaged; I resume where it is whole. Round 2, about to start."
