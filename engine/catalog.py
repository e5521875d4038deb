"""The games Table Referee knows, in the order the start-up menu offers them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from engine import dabble, rapid_list, rapido, rapido_bot, scattergories
from engine.core import Game
from engine.setup import Defaults, Library, SetupFlow


@dataclass(frozen=True)
class Entry:
    game: Game[Any]
    setup: Callable[[Library, Defaults], SetupFlow]
    # Deck files (under the decks folder, without ".toml") the game draws from.
    decks: tuple[str, ...] = ()
    # Entries chosen during setup rather than drawn in play (a category list),
    # so the device can remember them as played too.
    chosen_in_setup: Callable[[Mapping[str, Any]], Iterable[str]] = lambda settings: ()
    # Turns answers given on the command line (lists such as variants or ages)
    # into the setup's own answer keys.
    command_line: Callable[[Mapping[str, Any]], dict[str, Any]] = dict
    # The policy of the seats the device plays itself: given the state at an
    # AskVirtual prompt, the value of one of its options. None: no such seats.
    virtual_player: Callable[[Any], Any] | None = None


GAMES: dict[str, Entry] = {
    rapid_list.GAME.id: Entry(
        rapid_list.GAME,
        rapid_list.setup,
        (rapid_list.BLUE, rapid_list.RED, rapid_list.CHALLENGES),
        command_line=rapid_list.command_line_answers,
    ),
    rapido.GAME.id: Entry(rapido.GAME, rapido.setup, virtual_player=rapido_bot.choose),
    scattergories.GAME.id: Entry(
        scattergories.GAME,
        scattergories.setup,
        (scattergories.LISTS,),
        chosen_in_setup=lambda settings: [str(settings["list_number"])],
    ),
    dabble.GAME.id: Entry(dabble.GAME, dabble.setup, (dabble.SUBJECTS,)),
}


def find(game_id: str) -> Entry:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"unknown game {game_id!r}; the games are: {known}") from None
