"""The games Table Referee knows, in the order the start-up menu offers them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine import dabble, rapid_list
from engine.core import Game
from engine.setup import Defaults, Library, SetupFlow


@dataclass(frozen=True)
class Entry:
    game: Game[Any]
    setup: Callable[[Library, Defaults], SetupFlow]
    # Deck files (under the decks folder, without ".toml") the game draws from.
    decks: tuple[str, ...] = ()


GAMES: dict[str, Entry] = {
    rapid_list.GAME.id: Entry(
        rapid_list.GAME,
        rapid_list.setup,
        (rapid_list.BLUE, rapid_list.RED, rapid_list.CHALLENGES),
    ),
    dabble.GAME.id: Entry(dabble.GAME, dabble.setup, (dabble.SUBJECTS,)),
}


def find(game_id: str) -> Entry:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"unknown game {game_id!r}; the games are: {known}") from None
