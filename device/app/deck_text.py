"""Comparing deck texts by meaning rather than by spelling.

Two categories that differ only in case, articles, plurals, punctuation or the
"things that are" / "something" frame ask for the same answers: "Things that
are sticky" and "Something sticky" are one category. Judging a deck (is it
ours, does it repeat itself) needs that comparison, so it lives here, once,
for the deck tests and for `referee check-deck` alike.

The published game's categories are kept only as fingerprints of this
normal form (`fingerprint`), never as text: changing the normaliser changes
every fingerprint, so NORMALISER_VERSION is stored with them and a mismatch is
reported rather than silently matching nothing.

Every language is compared by the same code, with its own words: its articles,
filler, plural endings and the rest are facts, device/app/messages/<language>.toml,
read by device/app/deck_words.py. A text is read in English unless a language
is named; the published game's fingerprints are English.
"""

from __future__ import annotations

import hashlib

from device.app.deck_words import reading
from engine.language import ENGLISH

NORMALISER_VERSION = 1


def fold(text: str, language: str = ENGLISH) -> str:
    """Lower case without accents, curly quotes straightened; a letter the language keeps as its own stays."""
    return reading(language).fold(text)


def singular(word: str, language: str = ENGLISH) -> str:
    """A crude singular that maps both sides the same way, which is all a comparison needs."""
    return reading(language).singular(word)


def words(text: str, language: str = ENGLISH) -> list[str]:
    """The words of a text: folded, punctuation as spaces, articles gone, one spelling, singular."""
    return reading(language).words(text)


def fold_es(text: str) -> str:
    """A Spanish text folded as a deck and a game read it (ñ kept): the deck tests' Spanish fold."""
    return fold(text, "es")


def singular_es(word: str) -> str:
    """A crude Spanish singular ("flores" -> "flor", "peces" -> "pez"): the deck tests' Spanish stem."""
    return singular(word, "es")


def normalise(text: str, language: str = ENGLISH) -> str:
    """The comparable form of a category or question: "Things that are sticky" -> "sticky".

    The language's opening frames are stripped (en.toml `frames`), longest first, as long as one leads."""
    read = reading(language)
    found = read.words(text)
    stripped = True
    while stripped and found:
        stripped = False
        for frame in read.frames:
            if tuple(found[: len(frame)]) == frame and len(found) > len(frame):
                found = found[len(frame) :]
                stripped = True
                break
    return " ".join(word for word in found if word not in read.unframed)


def fingerprint(text: str) -> str:
    """The stored fingerprint of a text: a short hash of its normal form (the text itself is never kept)."""
    return hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()[:16]


def is_bare_noun(text: str, language: str = ENGLISH) -> bool:
    """One or two plain words naming a kind of thing ("A fruit", "Farm animals"), nothing more.

    Such a category is common property; a phrasing ("Something you plug in",
    "Something sticky") is somebody's wording and may not be shared.
    """
    read = reading(language)
    found = read.words(text)
    if tuple(found[:2]) in read.naming_frames:
        found = found[2:]  # "Kinds of crime" names crimes: a bare noun in a frame that adds nothing
    return 1 <= len(found) <= 2 and not any(word in read.not_noun for word in found)


def meaning(text: str, language: str = ENGLISH) -> frozenset[str]:
    """The content words of a text in its language, synonyms merged: what a near-duplicate check compares.

    A deck's language tag names the language ("es", "es-MX"); one check-deck has no facts for is read
    as English."""
    read = reading(language)
    return frozenset(read.same_meaning.get(word, word) for word in read.words(text) if word not in read.filler)


def overlap(first: str, second: str, language: str = ENGLISH) -> float:
    """How much two texts share in meaning, 0 to 1 (Jaccard over their content words)."""
    one, two = meaning(first, language), meaning(second, language)
    if not one or not two:
        return 0.0
    return len(one & two) / len(one | two)


# Two texts at or above this overlap ask for the same answers: "A sea creature"
# and "An ocean animal" (1.0), "A fruit" and "A tropical fruit" (0.5). Below it
# texts share one word of several ("A boy's name" and "A pet's name", 0.33).
NEAR_DUPLICATE = 0.5


def near_duplicates(texts: list[str], threshold: float = NEAR_DUPLICATE, language: str = ENGLISH) -> list[tuple[str, str, float]]:
    """Every pair of texts at or above the threshold, with its overlap."""
    pairs = []
    for index, first in enumerate(texts):
        for second in texts[index + 1 :]:
            score = overlap(first, second, language)
            if score >= threshold:
                pairs.append((first, second, round(score, 2)))
    return pairs
