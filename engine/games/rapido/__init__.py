"""Rapido: the dice race up the staircase, and what it tells the catalog."""

from __future__ import annotations

from engine.entry import CommandLineOption, Entry
from engine.games.rapido.bot import choose
from engine.games.rapido.rules import GAME
from engine.games.rapido.setup_flow import setup
from engine.games.rapido.view import view
from engine.language import ENGLISH
from engine.words import Words

words = Words("engine.games.rapido")  # the words, in the language being spoken when asked (messages/)


def spoken_pieces() -> list[str]:
    """The pairs of dice as they are said ("sixty-two"), 0 to 99, in the language being spoken: pieces of
    the roll lines."""
    return [words("dice-value", value=value) for value in range(100)]


ENTRY = Entry(
    GAME,
    __name__,
    setup,
    command_line=(  # the command line's help is English, as it was before any language is chosen
        CommandLineOption("--bots", "bots", words.said_in(ENGLISH, "shown-bots-help"), parse=int),
        CommandLineOption("--two-player-variant", "two_player", words.said_in(ENGLISH, "shown-variant-help"), switch=True),
    ),
    virtual_player=choose,
    view=view,
    spoken_pieces=spoken_pieces,
    teaching_needs=lambda: words("teach-needs"),  # nothing in the table's hands: the referee rolls (issue 38)
    teaching_opening=lambda: words("teach-opening"),  # the game in short, before setup's first choice
)
