"""Dabble as plain data for a screen: the subject, the target, each player's points by round and total."""

from __future__ import annotations

from typing import Any

from engine.games.dabble.rules import State
from engine.words import Words
from engine.phases import shown_in_its_language

shown = Words("engine")  # the words shown, never said (engine/messages/)


@shown_in_its_language
def view(state: State) -> dict[str, Any]:
    facts = [{"label": shown("shown-target"), "value": str(state.settings.target)}]
    subject = state.settings.subjects.get(state.subject) if state.subject else None
    if subject is not None:
        facts.append({"label": shown("shown-subject"), "value": subject.name})
    # Scattergories' table shape; a game runs until the target is met, so one column per round scored so far.
    scored = max((len(seat.rounds) for seat in state.seats), default=0)
    columns = [shown("shown-round-column", number=n) for n in range(1, scored + 1)] + [shown("shown-total")]
    rows = [{"name": seat.name, "cells": [*seat.rounds, seat.total]} for seat in state.seats]
    return {
        "round": state.round,
        "turn": state.seats[state.asking[0]].name if state.asking else "",
        "facts": facts,
        "table": {"columns": columns, "rows": rows},
        "winners": [state.seats[i].name for i in state.winners],
    }
