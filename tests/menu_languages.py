"""Where the start menu puts each language, from engine.language.LANGUAGES: so the menu's tests hold for any number of languages."""

from __future__ import annotations

from engine.language import LANGUAGES


def downs_to(code: str, speaking: str) -> int:
    """DOWN presses from the menu's first option to the language `code`.

    The menu wraps, and the languages other than the one being spoken come last, in LANGUAGES order
    (device/referee/choosing.py), so the last of them is one DOWN away.
    """
    others = [other for other in LANGUAGES if other != speaking]
    return len(others) - others.index(code)


def other_names(speaking: str) -> list[str]:
    """Every other language as the menu offers it: in its own words."""
    return [name for code, name in LANGUAGES.items() if code != speaking]
