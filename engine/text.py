"""Folding text for comparison: one rule for every game and for the device's deck checks.

Two spellings of one word compare equal once case and accents are gone
("Éclair" and "eclair"), but a marked letter that is a letter of its own in a
language is kept (Spanish ñ: "uñas" is not "unas"). Which letters those are is
the language's, not a game's, so they sit with the words every game shares
(`own_letters` in engine/messages/<language>.toml): a game reading typed answers
and `referee check-deck` reading a deck then fold a word alike, and neither
has to import the other.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from engine.language import ENGLISH, of_tag
from engine.words import facts


@lru_cache(maxsize=None)
def own_letters(language: str) -> frozenset[str]:
    """The marked letters a language tag's language keeps as letters of their own ("es-MX": ñ)."""
    spoken_in = of_tag(language)
    folding = facts("engine", spoken_in).get("text", facts("engine", ENGLISH)["text"])
    return frozenset(folding["own_letters"])


def fold(text: str, language: str = ENGLISH) -> str:
    """Lower case without accents, so "Éclair" and "eclair" compare equal; a marked letter that is
    a letter of its own in the language (Spanish ñ) is kept."""
    own = own_letters(language)
    folded = []
    for char in unicodedata.normalize("NFC", text).casefold():
        if char in own:
            folded.append(char)
        else:
            folded += [part for part in unicodedata.normalize("NFKD", char) if not unicodedata.combining(part)]
    return "".join(folded)
