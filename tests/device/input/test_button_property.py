"""Random button mashing never breaks a game.

Hypothesis presses random buttons (short, held, repeated) through the real
prompt driver into a real Rapid List session, with random variants and tracks, the way the device loop does, while chance
is drawn from a seeded generator. Whatever the sequence: no exception escapes,
every press is either an answer, a spoken value, an undo or a not-now, the
game replays exactly from its inputs, and undo never crosses a chance input.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from device.input.gestures import Command, command_for, moment_of
from device.input.prompt_driver import NotNow, Press, PromptDriver, Speak, Submit
from engine.catalog import GAMES
from engine.core import AskChance, AskTimer, GameOver, IllegalInput, replay
from engine.games.rapid_list.rules import TRACKS, VARIANTS
from engine.random_play import Chooser, RandomChooser, legal_input
from engine.session import CannotUndo, Session
from engine.setup import Defaults, answer_all
from tests.table import small_library

PRESSES = st.sampled_from(
    [
        Press("go"),
        Press("up"),
        Press("down"),
        Press("ok"),
        Press("back"),
        Press("up", repeat=True),
        Press("down", repeat=True),
        Press("go", held=True),
        Press("ok", held=True),
        Press("back", held=True),
    ]
)


def resolve_automatic(session: Session, chance: Chooser) -> None:
    """What the loop does without a press: draw chance, let the countdown run out."""
    while isinstance(session.prompt, (AskChance, AskTimer)):
        session.apply(legal_input(session.prompt, chance))


@settings(max_examples=80, deadline=None)
@given(
    presses=st.lists(PRESSES, min_size=1, max_size=400),
    players=st.integers(2, 8),
    seed=st.integers(0, 10_000),
    variants=st.lists(st.sampled_from(VARIANTS), unique=True),
    track=st.sampled_from(sorted(TRACKS)),
)
def test_random_presses_keep_rapid_list_consistent(
    presses: list[Press], players: int, seed: int, variants: list[str], track: str
) -> None:
    entry = GAMES["rapid-list"]
    given_answers = {"players": players, "variants": variants, "track": track}
    settings_ = answer_all(entry.setup(small_library(), Defaults()), entry.command_line_answers(given_answers))
    session = Session(entry.game, settings_)
    chance = RandomChooser(random.Random(seed))
    driver = PromptDriver()
    resolve_automatic(session, chance)
    driver.show(session.prompt)
    for press in presses:
        if isinstance(session.prompt, GameOver):
            break
        answered = len(session.inputs)
        command = command_for(moment_of(session.prompt), press.button, press.held)
        if command is Command.UNDO:
            last_chance = bool(session.inputs) and not session.inputs[-1].by_player
            try:
                session.undo()
                assert not last_chance
            except CannotUndo:
                assert last_chance or not session.inputs
        else:
            reaction = driver.handle(command, repeat=press.repeat) if command else NotNow()
            assert isinstance(reaction, (Submit, Speak, NotNow))
            if isinstance(reaction, Submit):
                try:
                    session.apply(reaction.given)
                except IllegalInput as error:  # the driver only offers what the prompt allows
                    raise AssertionError(f"the driver offered an illegal input: {error}") from error
        resolve_automatic(session, chance)
        if len(session.inputs) != answered:  # a new question: the device announces it afresh
            driver.show(session.prompt)
        assert replay(entry.game, session.settings, session.inputs) == session.state
        assert all(seat.space >= 0 for seat in session.state.seats)
        assert not any(seat.doubler and seat.doubling for seat in session.state.seats)  # a declared doubler is spent
