"""The letter die of each language: which letters a round of Scattergories can fall on.

A die leaves out the letters few words start with, so every category on a list
has answers for most of its faces (docs/decks.md). The English die is the
published game's (FACTS.md: A-P, R, S, T, W; no Q, U, V, X, Y or Z). The
Spanish die keeps twenty faces too, chosen from how Spanish words start
(docs/decks.md, "Las listas en español"): no K, Ñ, Q, U, W, X or Y. Each die
is a language fact, `letter_die` in messages/<language>.toml.

A game rolls the die of the language it is played in (rules.letters_left);
deck checks read the die of the deck's language: a category must have a good
answer for at least 15 of its faces.
"""

from __future__ import annotations

from engine.language import ENGLISH, of_tag
from engine.words import facts


def letter_die(language: str) -> tuple[str, ...]:
    """The die for a language tag ("en-GB", "es", "es-MX"): its primary subtag decides; unknown is English."""
    known = facts("engine.games.scattergories", of_tag(language)) or facts("engine.games.scattergories", ENGLISH)
    return tuple(known["letter_die"])
