"""Rapido: the dice race up the staircase, and what it tells the catalog."""

from __future__ import annotations

from engine.entry import CommandLineOption, Entry
from engine.games.rapido import phrases
from engine.games.rapido.bot import choose
from engine.games.rapido.rules import GAME
from engine.games.rapido.setup_flow import setup
from engine.games.rapido.view import view
from engine.language import Phrases, spoken_by

_spoken = Phrases(phrases.__name__)  # the phrases in the language being spoken when asked

ENTRY = Entry(
    GAME,
    __name__,
    setup,
    command_line=(
        CommandLineOption("--bots", "bots", phrases.BOTS_HELP, parse=int),
        CommandLineOption("--two-player-variant", "two_player", phrases.VARIANT_HELP, switch=True),
    ),
    virtual_player=choose,
    view=view,
    spoken_pieces=spoken_by(phrases.__name__, "spoken_pieces"),
    teaching_needs=lambda: _spoken.TEACH_NEEDS,  # nothing in the table's hands: the referee rolls (issue 38)
)
