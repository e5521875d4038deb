"""Dabble: five words from twenty tiles, and what it tells the catalog."""

from __future__ import annotations

from engine.entry import Entry, Timer, whole
from engine.games.dabble import phrases
from engine.games.dabble.rules import GAME
from engine.games.dabble.setup_flow import SUBJECTS, setup
from engine.games.dabble.view import view
from engine.language import Phrases, spoken_by

spoken = Phrases(phrases.__name__)  # in the language being spoken when it is read

ENTRY = Entry(
    GAME,
    __name__,
    setup,
    decks={SUBJECTS: "subjects"},
    timer=Timer(60, 600, 300),
    config={"target": whole(50, 5000)},
    view=view,
    spoken_entry=spoken_by(phrases.__name__, "said_entry"),
    spoken_pieces=spoken_by(phrases.__name__, "spoken_pieces"),
    has_dice=False,
    teaching_needs=lambda: spoken.TEACH_NEEDS,  # what the table needs in its hands, with a paper set
)
