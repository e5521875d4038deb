"""What a game declares about itself, so the device needs no list of games.

Everything the device must know about a game lives with the game: its rules,
its setup questions, its decks, its section of the config file, its
command-line options and its own players. The device reads these from the
catalog, so adding a game is one package and one catalog line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

from engine.core import Game
from engine.setup import Defaults, Library, SetupFlow

# A config value check: returns the fix to print, or None when the value is fine.
Check = Callable[[Any], "str | None"]


def whole(low: int, high: int) -> Check:
    def check(value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            return f"use a whole number from {low} to {high}"
        return None

    return check


def decimal(low: float, high: float) -> Check:
    def check(value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
            return f"use a number from {low} to {high}"
        return None

    return check


def yes_or_no(value: Any) -> str | None:
    return None if isinstance(value, bool) else "use true or false"


def any_text(value: Any) -> str | None:
    return None if isinstance(value, str) else 'use a quoted text, like "en-gb"'


@dataclass(frozen=True)
class Timer:
    """The round timer a game offers in setup: its range, and the default the config can change."""

    low: int
    high: int
    default: int


@dataclass(frozen=True)
class CommandLineOption:
    """One `referee demo` option of a game; its value becomes a setup answer."""

    flag: str  # e.g. "--track"
    key: str  # the answer it sets, e.g. "track"
    help: str
    # Turns the typed text into the answer; a ValueError's message is printed as the fix.
    parse: Callable[[str], Any] = str
    choices: tuple[str, ...] = ()
    repeatable: bool = False  # may be given several times; the answer is a list
    switch: bool = False  # takes no value: present means True


@dataclass(frozen=True)
class Printable:
    """The page a game offers for `referee print <game id>` (lists, pads, an answer key).

    ``sheet`` gets the decks, a way to read a deck's answer file (deck name ->
    its tables; the device reads the file, the game never does) and the options
    given, and returns a self-contained HTML page. A ValueError's message is
    printed as the fix (a list number that does not exist, say).
    """

    help: str
    sheet: Callable[[Library, Callable[[str], Mapping[str, Any]], Mapping[str, Any]], str]
    options: tuple[CommandLineOption, ...] = ()


def no_view(state: Any) -> dict[str, Any]:
    """A game without a picture of its own: a screen shows only its prompts and lines."""
    return {}


def no_settings_chosen(settings: Mapping[str, Any]) -> Iterable[str]:
    return ()


def said_as_written(deck: str, value: Any) -> Iterable[str]:
    """A deck entry that is one text is said as it is written."""
    return [value] if isinstance(value, str) else []


def no_pieces() -> Iterable[str]:
    return ()


def nothing_needed() -> str:
    """A game that asks nothing of the table's hands beyond what setup says."""
    return ""


def no_letters(language: str) -> Sequence[str]:
    """A game whose decks have no answer files has no letters to answer on."""
    return ()


@dataclass(frozen=True)
class Entry:
    game: Game[Any]
    # The package the game lives in; its decks are in the package's decks/ folder.
    package: str
    setup: Callable[[Library, Defaults], SetupFlow]
    # Deck name ("rapid_list/blue", the file decks/blue.toml) -> kind of deck.
    decks: Mapping[str, str] = field(default_factory=dict)
    # Kinds of deck players may add in <config dir>/decks/, and the name prefix they get.
    user_decks: Mapping[str, str] = field(default_factory=dict)
    timer: Timer | None = None
    # A deck's optional fields (docs/decks.md) by the names the game reads them
    # under in Library.extras, after the deck's folder: {"avoid": "challenge_avoid"}
    # offers a deck's `avoid` lists as "<folder>/challenge_avoid". A field not
    # named here is offered under its own name.
    extras_names: Mapping[str, str] = field(default_factory=dict)
    # The game's own config section ([rapid-list]): key -> check. Its values
    # reach setup as Defaults.extra[game id].
    config: Mapping[str, Check] = field(default_factory=dict)
    command_line: tuple[CommandLineOption, ...] = ()
    # Spreads command-line answers (lists of variants or ages) over the setup's own keys.
    command_line_answers: Callable[[Mapping[str, Any]], dict[str, Any]] = dict
    # Entries chosen during setup rather than drawn in play (a category list),
    # so the device can remember them as played too.
    chosen_in_setup: Callable[[Mapping[str, Any]], Iterable[str]] = no_settings_chosen
    # The policy of the seats the device plays itself: given the state at an
    # AskVirtual prompt, the value of one of its options. None: no such seats.
    virtual_player: Callable[[Any], Any] | None = None
    # The state as plain JSON-ready data for a screen (the phone page): a pure
    # function with the keys docs/companion.md lists (round, turn, facts, and a
    # track, staircase, fields or score table where the game has one).
    view: Callable[[Any], dict[str, Any]] = no_view
    # (deck name, one entry of it) -> the lines the game says for that entry,
    # exactly as it says them, and the bare texts around which its variable
    # lines are built: the device renders these ahead of play.
    spoken_entry: Callable[[str, Any], Iterable[str]] = said_as_written
    # Words the game's variable lines are built from that no phrase module
    # holds as text (numbers said as words, a spelling alphabet): rendered ahead too.
    spoken_pieces: Callable[[], Iterable[str]] = no_pieces
    printable: Printable | None = None
    # What the table needs in its hands, said in setup when the game is taught
    # (engine/teaching.py): paper and pencils, a set of tiles and how to make one.
    teaching_needs: Callable[[], str] = nothing_needed
    # The game in short (its goal, a round, how to win; at most 30 s spoken), said in setup before the
    # first choice when the game is taught (engine/teaching.py).
    teaching_opening: Callable[[], str] = nothing_needed
    # For `referee check-deck`: does this answer count for this die letter, in
    # this category of this list, read in the deck's language? (answer, letter,
    # the list's table, category, the deck's language tag).
    # None: the game's decks have no answer files to judge.
    answer_counts: Callable[[str, str, Mapping[str, Any], str, str], bool] | None = None
    # With answer_counts: the letters an answer file must answer on, for a deck's
    # language tag (the faces of the game's letter die), so the device knows no die.
    answer_letters: Callable[[str], Sequence[str]] = no_letters
    # The game's number on BoardGameGeek, which history exports (BG Stats) use
    # to match the game; None when the game is not listed there.
    boardgamegeek_id: int | None = None
    # Whether the game rolls dice at all: asked how fair its dice were, a game
    # without any (Dabble) says it has none, not that none were rolled yet.
    has_dice: bool = True

    @property
    def id(self) -> str:
        return self.game.id
