"""Which language the referee speaks: the list of languages, and the one being spoken now.

Every word the referee says or shows is in message files, one per room and
language (engine/words.py, docs/dev/words.md): code asks a room for a
message by id, and `Words` answers in the language being spoken, found here.
Adding a language is its message files, its facts and its decks, and one
line below, its name in LANGUAGES (docs/dev/adding-a-language.md).

The language being spoken is, inside a game, the game's own: its settings hold
`language`, so a journal replays in the language it was played in, and so
does a golden playthrough (PhaseGame speaks every answer in it). Outside a game
(the menu, setup, the device's own lines) it is the device's, set with `use()`
from the config or the menu. A context variable carries the game's language
while a game method runs, so threads that serve a phone page are not misled.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator

ENGLISH = "en"
#: The languages there are message files for, each named in its own words (as the menu offers them): a new
#: language is one more entry here, its code and its name (docs/dev/adding-a-language.md).
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "de": "Deutsch"}

_device_language = ENGLISH
_game_language: ContextVar[str | None] = ContextVar("game_language", default=None)


class UnknownLanguage(ValueError):
    pass


def check(language: str) -> str:
    if language not in LANGUAGES:
        known = ", ".join(f'"{code}"' for code in LANGUAGES)
        raise UnknownLanguage(f'unknown language "{language}"; the languages are {known}')
    return language


def of_tag(tag: str | None) -> str:
    """The language of ours a language tag names, by its primary subtag: "es-MX" is "es", and so
    is "ES"; a deck's "en-GB", no tag at all, or a language we have no phrases for is English."""
    primary = (tag or ENGLISH).split("-", 1)[0].lower()
    return primary if primary in LANGUAGES else ENGLISH


def use(language: str) -> None:
    """The device's language, spoken outside a game: from the config, then the menu."""
    global _device_language
    _device_language = check(language)


def current() -> str:
    return _game_language.get() or _device_language


@contextmanager
def speaking(language: str | None) -> Iterator[None]:
    """Speak `language` while the block runs (None: whatever is being spoken already)."""
    token = _game_language.set(check(language) if language else _game_language.get())
    try:
        yield
    finally:
        _game_language.reset(token)
