"""Rapid List as plain data for a screen: the track with its stacked cubes, the question, the bids.

A pure function of the state, so a page that joins mid-game draws exactly what
the table has, and a replayed game draws the same as the one played.
"""

from __future__ import annotations

from typing import Any

from engine.games.rapid_list.rules import Phase, State
from engine.words import Words
from engine.phases import OVER, shown_in_its_language

shown = Words("engine")  # the words shown, never said (engine/messages/)

# The question is on the table from the moment it is read until the lists are read out.
_QUESTION_OPEN = {Phase.DECLARE, Phase.WRITING, Phase.BIDS, Phase.ALL_READ, Phase.READING}


@shown_in_its_language
def view(state: State) -> dict[str, Any]:
    settings = state.settings
    finish = settings.finish
    facts: list[dict[str, str]] = []
    if state.round:
        facts.append({"label": shown("shown-reader"), "value": state.seats[state.reader].name})
    if state.phase in _QUESTION_OPEN and state.card and state.face:
        facts.append({"label": shown("shown-question"), "value": settings.questions[state.card][state.face - 1]})
    elif state.phase == Phase.PICK and state.card:
        for face, text in enumerate(settings.questions[state.card], start=1):
            facts.append({"label": shown("shown-question-numbered", number=face), "value": text})
    if state.challenge and state.phase != OVER:
        facts.append({"label": shown("shown-challenge"), "value": settings.challenges.get(state.challenge, "")})
    spaces = []
    for space in range(finish + 1):
        kind = "start" if space == 0 else "finish" if space == finish else settings.track[space - 1]
        # A newcomer goes below the cubes already there: the earliest arrival is on top.
        here = sorted(
            (i for i, seat in enumerate(state.seats) if min(seat.space, finish) == space),
            key=lambda i: state.seats[i].arrived,
        )
        spaces.append({"space": space, "kind": kind, "cubes": [state.seats[i].name for i in here]})
    seats = [
        {
            "name": seat.name,
            "space": seat.space,
            "bid": seat.bid,
            "doubler": seat.doubler,
            "veto": seat.veto,
            "doubling": seat.doubling,
        }
        for seat in state.seats
    ]
    return {
        "round": state.round,
        "turn": state.seats[state.asking[0]].name if state.asking else "",
        "facts": facts,
        "track": {"spaces": spaces, "finish": finish},
        "seats": seats,
        "winners": [state.seats[i].name for i in state.winners],
    }
