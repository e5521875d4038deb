"""Coin Race as plain data for a screen (the phone page; the keys are in docs/companion.md)."""

from __future__ import annotations

from typing import Any

from engine.phases import OVER, shown_in_its_language
from tests.coin_race.rules import State


@shown_in_its_language
def view(state: State) -> dict[str, Any]:
    names = state.settings.names
    playing = state.phase != OVER
    return {
        "round": 1 + (state.flips - (0 if playing else 1)) // len(names),
        "turn": names[state.player] if playing else "",
        "facts": [],
        "scores": [{"name": name, "score": steps} for name, steps in zip(names, state.steps)],
        "winners": [] if playing else [names[state.player]],
    }
