"""How `referee check-deck` reads a language: the language's facts, read once, and nothing else.

Every language check-deck judges has a facts file of this room's own,
`device/app/messages/<language>.toml` (engine.words.facts("device.app", code)):
its articles, filler words, same-meaning words, spellings made one, the plural
endings its singular takes off, its alphabet, its opening frames, the words
that are no bare noun, and the spellings a deck must keep to. The code that
uses them (device/app/deck_text.py, deck_check.py, deck_cross.py) is written
once for every language; adding a language is its file, with no Python
(docs/dev/adding-a-language.md, step 3). A language without one is refused by
check-deck, with that fix.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.language import ENGLISH
from engine.text import fold as fold_in
from engine.words import facts

#: The room whose messages/<language>.toml the facts are.
ROOM = "device.app"


@dataclass(frozen=True)
class Ending:
    """One rule of the crude singular: `ending` becomes `becomes` in a word longer than `longer_than`
    that ends in none of `unless`; with `go_on`, the rules after it are tried on the result too."""

    ending: str
    becomes: str
    longer_than: int
    unless: tuple[str, ...]
    go_on: bool

    def takes(self, word: str) -> bool:
        return len(word) > self.longer_than and word.endswith(self.ending) and not word.endswith(self.unless)


@dataclass(frozen=True)
class Reading:
    """A language as check-deck reads it (device/app/messages/en.toml says what each fact is)."""

    code: str
    called: str
    alphabet: str
    word: re.Pattern[str]  # a word of a folded text
    rewrite: tuple[tuple[re.Pattern[str], str], ...]
    articles: frozenset[str]
    filler: frozenset[str]
    not_noun: frozenset[str]
    naming_frames: tuple[tuple[str, ...], ...]
    frames: tuple[tuple[str, ...], ...]
    unframed: frozenset[str]
    endings: tuple[Ending, ...]
    spellings: dict[str, str]
    same_meaning: dict[str, str]
    variants: tuple[str, ...]
    pairs: tuple[tuple[str, ...], ...]
    shared: frozenset[str]
    unmarked: dict[str, str]

    def fold(self, text: str) -> str:
        """Lower case without accents, a letter of the language's own kept (engine/text.py: the fold a game
        reads typed answers with, so a deck and a game read a word alike), a curly apostrophe straightened."""
        return fold_in(text.replace("\u2019", "'"), self.code).lower()

    def singular(self, word: str) -> str:
        """A crude singular that maps both sides the same way, which is all a comparison needs."""
        return singular(word, self.endings)

    def words(self, text: str) -> list[str]:
        """The words of a text: folded, rewritten, punctuation as spaces, articles gone, one spelling, singular."""
        folded = self.fold(text)
        for pattern, replacement in self.rewrite:
            folded = pattern.sub(replacement, folded)
        found = [self.spellings.get(word, word) for word in self.word.findall(folded) if word not in self.articles]
        return [self.spellings.get(self.singular(word), self.singular(word)) for word in found]


def singular(word: str, endings: tuple[Ending, ...]) -> str:
    """The first rule that takes the word makes it singular; a rule that goes on leaves the rules after it
    to try the result."""
    for rule in endings:
        if rule.takes(word):
            word = word[: len(word) - len(rule.ending)] + rule.becomes
            if not rule.go_on:
                break
    return word


def _reading(code: str, known: dict[str, Any]) -> Reading:
    words, check = known["words"], known["spelling_check"]
    letters = "".join(sorted(set(fold_in(known["alphabet"], code)) | set("0123456789")))
    endings = tuple(
        Ending(rule["ending"], rule["becomes"], rule["longer_than"], tuple(rule["unless"]), rule["go_on"])
        for rule in known["singular"]
    )

    def phrases(listed: list[str]) -> tuple[tuple[str, ...], ...]:
        """Listed phrases' words as they are read ("kinds of" is "kind of")."""
        return tuple(tuple(singular(word, endings) for word in phrase.split()) for phrase in listed)

    return Reading(
        code=code,
        called=known["called"],
        alphabet=known["alphabet"],
        word=re.compile(f"[{re.escape(letters)}]+"),
        rewrite=tuple((re.compile(pattern), replacement) for pattern, replacement in known["rewrite"].items()),
        articles=frozenset(words["articles"]),
        filler=frozenset(words["filler"]),
        not_noun=frozenset(words["not_noun"]),
        naming_frames=phrases(words["naming_frames"]),
        frames=phrases(words["frames"]),
        unframed=frozenset(words["unframed"]),
        endings=endings,
        spellings=dict(known["spellings"]),
        same_meaning=dict(known["same_meaning"]),
        variants=tuple(check["variants"]),
        pairs=tuple(tuple(pair) for pair in check["pairs"]),
        shared=frozenset(check["shared"]),
        unmarked=dict(check["unmarked"]),
    )


def code_of(language: str) -> str:
    """The language a deck's tag names, by its primary subtag ("en-GB" is "en", "es-MX" "es")."""
    return language.split("-", 1)[0].lower()


def known(language: str) -> bool:
    """Whether check-deck has the facts to read a language (its messages/<code>.toml)."""
    return bool(facts(ROOM, code_of(language)))


@cache
def reading(language: str = ENGLISH) -> Reading:
    """How a language is read; one check-deck has no facts for is read as English."""
    code = code_of(language) if known(language) else ENGLISH
    return _reading(code, facts(ROOM, code))
