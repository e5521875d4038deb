"""Dabble: five words from twenty tiles, and what it tells the catalog."""

from __future__ import annotations

from engine.entry import Entry, Timer, whole
from engine.games.dabble import said
from engine.games.dabble.rules import GAME
from engine.games.dabble.setup_flow import SUBJECTS, setup
from engine.games.dabble.view import view
from engine.words import Words

words = Words("engine.games.dabble")  # in the language being spoken when it is asked

ENTRY = Entry(
    GAME,
    __name__,
    setup,
    decks={SUBJECTS: "subjects"},
    timer=Timer(60, 600, 300),
    config={"target": whole(50, 5000)},
    view=view,
    spoken_entry=said.said_entry,  # each answers in the language being spoken at the call
    spoken_pieces=said.spoken_pieces,
    has_dice=False,
    teaching_needs=lambda: words("teach-needs"),  # what the table needs in its hands, with a paper set
    teaching_opening=lambda: words("teach-opening"),  # the game in short, before setup's first choice
)
