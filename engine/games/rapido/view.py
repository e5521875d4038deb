"""Rapido as plain data for a screen: the staircase, and the six dice fields with the values lying there."""

from __future__ import annotations

from typing import Any

from engine.games.rapido.rules import FIELDS, Phase, State
from engine.words import Words
from engine.phases import OVER, shown_in_its_language

shown = Words("engine")  # the words shown, never said (engine/messages/)


@shown_in_its_language
def view(state: State) -> dict[str, Any]:
    names = [seat.name for seat in state.seats]
    fields = [
        {
            "field": spot,
            "pairs": [
                {"owner": names[pair.owner], "value": pair.value}
                for pair in sorted(state.pairs, key=lambda pair: pair.value)
                if pair.field == spot
            ],
        }
        for spot in FIELDS
    ]
    facts: list[dict[str, str]] = []
    playing = state.phase not in (Phase.FIRST_PLAYER, OVER)
    if playing and state.value:
        facts.append({"label": shown("shown-roll"), "value": str(state.value)})
    return {
        "round": state.round,
        "turn": names[state.player] if playing else "",
        "facts": facts,
        "staircase": {
            "steps": state.settings.steps,
            "seats": [{"name": seat.name, "step": seat.step} for seat in state.seats],
        },
        "fields": fields,
        "winners": [names[state.winner]] if state.winner is not None else [],
    }
