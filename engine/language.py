"""Which language the referee speaks, and the phrase modules that speak it.

Every sentence comes from a phrase module: engine/phrases.py, each game's
phrases.py and device/phrases.py; the words shown and never said come from
message files already (engine/words.py, docs/dev/words.md): a game's
picture, a printed sheet (engine/messages/) and the phone page
(device/companion/messages/), the first rooms of issue 42's move. A second
language is a twin beside each phrase module, named for the language
(`phrases_es.py`), with the same names and signatures (tests/engine/test_spanish_phrases.py
holds them to it). Code does not import a phrase module itself: it holds a
`Phrases` for it, which hands out the names of the module of the language
being spoken, so adding a language touches no rule and no device code.

The language being spoken is, inside a game, the game's own: its settings hold
`language`, so a journal replays in the language it was played in, and so
does a golden playthrough (PhaseGame speaks every answer in it). Outside a game
(the menu, setup, the device's own lines) it is the device's, set with `use()`
from the config or the menu. A context variable carries the game's language
while a game method runs, so threads that serve a phone page are not misled.

Why modules and not gettext catalogues: docs/architecture.md.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from importlib import import_module
from types import ModuleType
from typing import Any, Callable, Iterator

ENGLISH = "en"
#: The languages there are phrase modules for, each named in its own words (as the menu offers them).
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}

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


def has_twin(english: str, language: str) -> bool:
    """Whether the phrase module `english` has its twin in `language` (English always has itself)."""
    try:
        module_for(english, language)
    except ModuleNotFoundError:
        return False
    return True


@lru_cache(maxsize=None)
def module_for(english: str, language: str) -> ModuleType:
    """The phrase module `english` ("engine.games.rapido.phrases") in `language`: its twin, `..._es`."""
    return import_module(english if language == ENGLISH else f"{english}_{language}")


class Phrases:
    """A phrase module in the language being spoken: `phrases.TITLE`, `phrases.rolled(...)`."""

    def __init__(self, english: str) -> None:
        self._english = english

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(module_for(self._english, current()), name)

    def __repr__(self) -> str:
        return f"Phrases({self._english!r}, speaking {current()!r})"


def spoken_by(english: str, name: str) -> Callable[..., Any]:
    """The function ``name`` of a phrase module, called in the language being spoken at the call.

    For what a game's catalog entry hands the device (how a deck entry is
    said, the pieces its lines are built from): bound at import, when no
    language is being spoken yet, it must still answer in the one asked for.
    """

    def in_language_spoken(*args: Any, **kwargs: Any) -> Any:
        return getattr(module_for(english, current()), name)(*args, **kwargs)

    in_language_spoken.__name__ = name
    return in_language_spoken
