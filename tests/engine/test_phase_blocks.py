"""Every game writes each of its phases as one whole block: what it asks beside what it does."""

from __future__ import annotations

import pytest

from engine.catalog import GAMES
from engine.core import GameOver
from engine.phases import OVER, PhaseGame


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_named_phase_asks_and_answers_and_nothing_else_does(game_id: str) -> None:
    game = GAMES[game_id].game
    assert isinstance(game, PhaseGame)
    assert game.missing_blocks() == []
    assert game.stray_blocks() == []
    assert OVER not in {phase.value for phase in game.phases}


def test_a_game_naming_a_phase_it_does_not_write_is_refused_when_defined() -> None:
    from enum import StrEnum

    class Steps(StrEnum):
        ROLL = "roll"

    with pytest.raises(TypeError, match="_on_roll"):

        class HalfWritten(PhaseGame[object]):
            phases = Steps

            def _ask_roll(self, state: object) -> GameOver:
                raise NotImplementedError
