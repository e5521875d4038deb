"""The games Table Referee knows, in the order the start-up menu offers them.

This is the one registry: the device learns every game, its decks, its config
section and its command-line options from here. Adding a game is a package
under engine/games/ with an ENTRY, and one line below.
"""

from __future__ import annotations

from engine.entry import Entry
from engine.games import dabble, rapid_list, rapido, scattergories
from engine.language import ENGLISH
from engine.words import complete, source

GAMES: dict[str, Entry] = {}


def register(entry: Entry) -> Entry:
    if entry.id in GAMES:
        raise ValueError(f"two games share the id {entry.id!r}")
    GAMES[entry.id] = entry
    return entry


register(rapid_list.ENTRY)
register(rapido.ENTRY)
register(scattergories.ENTRY)
register(dabble.ENTRY)


def game_of_deck(deck: str) -> Entry | None:
    """A deck's game: a deck's name starts with the last part of its game's package ("rapid_list/blue")."""
    folder = deck.split("/", 1)[0]
    return next((entry for entry in GAMES.values() if entry.package.rsplit(".", 1)[-1] == folder), None)


#: The rooms every game speaks through besides its own (engine/words.py): the engine's shared words.
SHARED_ROOMS = ("engine",)


def _room_whole(room: str, language: str) -> bool:
    """A room is whole in `language` when its message files have every English message (engine/words.py)."""
    return source(room, ENGLISH) is None or complete(room, language)


def speaks(entry: Entry, language: str) -> bool:
    """Whether the game's words are whole in `language`: its own room's and the engine's shared words.

    A language is offered for a game only when it is whole there (issue 42): a
    translation under way is not a game a table can finish. Its decks are the
    device's to check (device/storage/library.py, `whole_in`).
    """
    if language == ENGLISH:
        return True
    return all(_room_whole(room, language) for room in (entry.package, *SHARED_ROOMS))


def find(game_id: str) -> Entry:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"unknown game {game_id!r}; the games are: {known}") from None
