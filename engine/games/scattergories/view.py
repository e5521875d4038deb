"""Scattergories as plain data for a screen: the letter, the twelve categories, the scores by round."""

from __future__ import annotations

from typing import Any

from engine.games.scattergories.rules import ROUNDS_PER_SET, Phase, State
from engine.words import Words
from engine.phases import OVER, shown_in_its_language

shown = Words("engine")  # the words shown, never said (engine/messages/)


@shown_in_its_language
def view(state: State) -> dict[str, Any]:
    settings = state.settings
    # Before the roll the letter is last round's.
    letter = state.letter if state.phase not in (Phase.ROLL, Phase.LETTER, OVER) else ""
    facts = [{"label": shown("shown-list"), "value": settings.list_number}] if settings.list_number else []
    if letter:
        facts.append({"label": shown("shown-letter"), "value": letter})
    tie_breaks = any(seat.tie_break is not None for seat in state.seats)
    columns = [shown("shown-round-column", number=n) for n in range(1, ROUNDS_PER_SET + 1)] + [shown("shown-total")]
    columns += [shown("shown-tie-break")] if tie_breaks else []
    rows = []
    for seat in state.seats:
        cells: list[int | None] = [seat.rounds[n] if n < len(seat.rounds) else None for n in range(ROUNDS_PER_SET)]
        cells.append(seat.total)
        if tie_breaks:
            cells.append(seat.tie_break)
        rows.append({"name": seat.name, "cells": cells})
    return {
        "round": state.round,
        "turn": state.seats[state.asking[0]].name if state.asking else "",
        "facts": facts,
        "letter": letter,  # also among the facts, labelled in the language: a page reads it here
        "list": list(settings.categories) if letter else [],
        "table": {"columns": columns, "rows": rows},
        "typed_answers": settings.typed_answers,  # the phones type the answers: the page shows a sheet
        "winners": [state.seats[i].name for i in state.winners],
    }
