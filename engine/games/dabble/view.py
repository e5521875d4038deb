"""Dabble as plain data for a screen: the subject, the target, each player's last round and total."""

from __future__ import annotations

from typing import Any

from engine.games.dabble.rules import State


def view(state: State) -> dict[str, Any]:
    facts = [{"label": "Target", "value": str(state.settings.target)}]
    subject = state.settings.subjects.get(state.subject) if state.subject else None
    if subject is not None:
        facts.append({"label": "Subject", "value": subject.name})
    # The state keeps each seat's last scored round and total (not every round), so that is the table.
    rows = [{"name": seat.name, "cells": [seat.last, seat.total]} for seat in state.seats]
    return {
        "round": state.round,
        "turn": state.seats[state.asking[0]].name if state.asking else "",
        "facts": facts,
        "table": {"columns": ["Last round", "Total"], "rows": rows},
        "winners": [state.seats[i].name for i in state.winners],
    }
