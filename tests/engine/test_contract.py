"""One contract, checked over every game in the catalog.

Whatever the game, the engine promises the same things: a refused input
changes nothing, the state is the fold of its inputs (replay), it survives a
JSON round trip, undo is replay minus the last input, and random legal play
reaches the end, and its screen picture (`view`) is plain JSON at every
step and changes nothing. A new game registered in the catalog is checked here with no
test of its own.
"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from device.storage.library import load_library
from engine.catalog import GAMES
from engine.core import (
    GameOver,
    IllegalInput,
    Input,
    answers,
    chance,
    choice,
    confirm,
    go,
    number,
    replay,
    time_up,
    virtual,
    vote,
)
from engine.entry import Entry, no_view
from engine.random_play import RandomChooser, legal_input
from engine.session import CannotUndo, Session
from engine.setup import Defaults, Library, answer_all
from tests.engine.games.deck_languages import not_whole
from tests.languages import OTHER_LANGUAGES

LIBRARY = load_library()
STEP_LIMIT = 20_000
# Inputs of every kind, most of them wrong for any given prompt.
PROBES: tuple[Input, ...] = (
    go(),
    number(-1),
    number(10**6),
    choice("no such option"),
    confirm(True),
    chance("no such outcome"),
    time_up(),
    virtual("no such move"),
    answers(0, [""] * 12),
    answers("nobody", []),
    Input("answers", "not a sheet"),
    vote(0, True),
    Input("vote", {"seat": "0", "valid": "maybe"}),
)


@cache
def library_in(language: str) -> Library:
    """Every deck of a language (Spanish's since issue 25), as a game spoken in it is dealt from."""
    return load_library(language=language)


def default_settings(game_id: str, language: str = "en") -> dict:
    """The game as set up with every default; in another language, from its decks."""
    entry = GAMES[game_id]
    if language == "en":
        return answer_all(entry.setup(LIBRARY, Defaults()), {})
    return {**answer_all(entry.setup(library_in(language), Defaults()), {}), "language": language}


def checkpoint(step: int) -> bool:
    """Early steps densely (every power of two), later ones every 150."""
    return step & (step - 1) == 0 or step % 150 == 0


def play_at_random(game_id: str, seed: int, language: str = "en") -> Session:
    """A whole game of random legal inputs, checking the contract at every step."""
    entry = GAMES[game_id]
    game = entry.game
    session = Session(game, default_settings(game_id, language))
    chooser = RandomChooser(random.Random(seed))
    for step in range(STEP_LIMIT):
        prompt = session.prompt
        if isinstance(prompt, GameOver):
            return session
        before = json.dumps(game.to_json(session.state), sort_keys=True)
        for probe in PROBES:  # a refused input changes nothing
            try:
                game.apply(session.state, probe)
            except IllegalInput:
                assert json.dumps(game.to_json(session.state), sort_keys=True) == before
        given = legal_input(prompt, chooser, lambda: entry.virtual_player(session.state))  # type: ignore[misc]
        session.apply(given)
        assert game.from_json(json.loads(json.dumps(game.to_json(session.state)))) == session.state
        if checkpoint(step):  # replaying at every step would be quadratic: look often, not always
            check_view(entry, session.state)
            assert replay(game, session.settings, session.inputs) == session.state
        if given.by_player and checkpoint(step // 2):
            undone = Session(game, session.settings, session.inputs)
            undone.undo()
            assert undone.state == replay(game, session.settings, session.inputs[:-1])
    raise AssertionError(f"{game_id} did not end within {STEP_LIMIT} random inputs (seed {seed})")


def check_view(entry: Entry, state: object) -> None:
    """The picture a screen draws: JSON as it is (no tuples or objects to coerce), and pure."""
    before = json.dumps(entry.game.to_json(state), sort_keys=True)
    picture = entry.view(state)
    assert json.loads(json.dumps(picture)) == picture, f"{entry.id}'s view is not plain JSON data"
    assert entry.view(state) == picture
    assert json.dumps(entry.game.to_json(state), sort_keys=True) == before


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_has_a_picture_for_screens(game_id: str) -> None:
    entry = GAMES[game_id]
    assert entry.view is not no_view, f"{game_id}'s ENTRY names no view (engine/games/<game>/view.py)"
    session = Session(entry.game, default_settings(game_id))
    picture = entry.view(session.state)
    assert {"round", "turn", "facts"} <= set(picture)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_keeps_the_contract_through_a_random_game(game_id: str, seed: int) -> None:
    session = play_at_random(game_id, seed)
    game = session.game
    assert replay(game, session.settings, session.inputs) == session.state
    assert isinstance(game.prompt(session.state), GameOver)
    placings = game.placings(session.state)  # what the history of finished games records
    assert [placing.name for placing in placings] == list(session.settings["names"])
    assert any(placing.winner for placing in placings)


#: Each game in each other language: skipped, saying what is missing, where the game is not whole in it yet.
IN_OTHER_LANGUAGES = [
    pytest.param(game_id, spoken_in, marks=pytest.mark.skip(reason=why))
    if (why := not_whole(game_id, spoken_in))
    else (game_id, spoken_in)
    for game_id in sorted(GAMES)
    for spoken_in in OTHER_LANGUAGES
]


@pytest.mark.parametrize(("game_id", "spoken_in"), IN_OTHER_LANGUAGES)
def test_every_game_keeps_the_contract_in_every_other_language(game_id: str, spoken_in: str) -> None:
    """The same promises with the game spoken in each other language it is whole in (Spanish since issue 25) and
    dealt from that language's decks."""
    session = play_at_random(game_id, 1, language=spoken_in)
    assert session.settings["language"] == spoken_in
    assert isinstance(session.game.prompt(session.state), GameOver)
    assert replay(session.game, session.settings, session.inputs) == session.state


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_undo_never_steps_back_over_chance_or_the_timer(game_id: str) -> None:
    session = play_at_random(game_id, 4)
    not_by_players = [cut for cut in range(1, len(session.inputs)) if not session.inputs[cut - 1].by_player]
    for cut in random.Random(4).sample(not_by_players, min(30, len(not_by_players))):
        partial = Session(session.game, session.settings, session.inputs[:cut])
        with pytest.raises(CannotUndo):
            partial.undo()
        assert partial.inputs == session.inputs[:cut]
