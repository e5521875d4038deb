"""How a line is said where the voices would say it wrong: the lexicon both voices share.

Why: espeak-ng reads "ING" letter by letter ("I N G"), "1980s" as "nineteen
hundred and eighty s", and Piper is no better with either; its Spanish voice
spells "OK" ("o ka") and reads "p. ej." as "pe ej". A card asking for "Words
that end in ING" then asks for something nobody can hear. The text a player
sees (the transcript, the phone page) stays as written; only what is rendered
changes, so the cache keeps one sound per spoken form.

What is said instead is each language's own data, a file beside the
device's messages (device/messages/<language>.toml, read with
engine.words.facts): `buttons_said` (a button's printed name), `said_as`
(written forms: decades, abbreviations; a game may add its own, in its
package's messages/ folder), `spelled_out` (the capitals people spell) and
`letters_said` (letters a card names together, "QU", said one by one). The
rules here are the same for every language, so a third language costs only
that file.

The pass that finds these (tests/device/sound/test_lexicon.py and
test_lexicon_es.py) runs every fixed line and every card through espeak-ng's
phonemes (`espeak-ng -q -x`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from engine.catalog import GAMES
from engine.language import current
from engine.words import facts

_WORD = re.compile(r"\b[^\W\d_]{2,}\b")
#: "1.º", "2.ª": the point of a Spanish ordinal, which espeak-ng reads aloud ("uno punto o").
_ORDINAL_POINT = re.compile(r"(?<=\d)\.(?=[ºª])")


def spoken_form(line: str, language: str | None = None) -> str:
    """The line as the voices should read it in `language` (the one being spoken when None): the
    buttons as the language says them, written forms in words, capitals as words unless spelled."""
    spoken = language or current()
    said = facts("device", spoken)
    for printed, button in said.get("buttons_said", {}).items():
        line = re.sub(rf"\b{printed}\b", button, line)
    said_as = _said_as(spoken)
    line = _written_forms(spoken).sub(lambda found: _say(found, said_as), line)
    line = _ORDINAL_POINT.sub("", line)
    spelled, letters = _capitals(spoken)
    return _WORD.sub(lambda found: _as_a_word(found.group(), spelled, letters), line)


def _as_a_word(word: str, spelled_out: frozenset[str], letters: frozenset[str] = frozenset()) -> str:
    """A word of capitals ("ING", "GO", "ÑU") is said as a word, unless the language spells it out
    (an abbreviation, "TV") or names letters ("QU", said "Q U": the letters the table must hear)."""
    if word in letters:
        return " ".join(word)
    return word.lower() if word.isupper() and word not in spelled_out else word


@lru_cache(maxsize=None)
def _capitals(language: str) -> tuple[frozenset[str], frozenset[str]]:
    """The capitals the language spells, and the letters a card names together that are said one by one."""
    said = facts("device", language)
    return frozenset(said.get("spelled_out", ())), frozenset(said.get("letters_said", ()))


def spelled_out(language: str) -> frozenset[str]:
    """The capitals `language` spells letter by letter ("TV"): every other run of capitals is said as a word."""
    return _capitals(language)[0]


@lru_cache(maxsize=None)
def _said_as(language: str) -> dict[str, str]:
    """A language's written forms in words: the device's, and each game's own (a game's name, which
    device code may not name: a game's package may hold a `said_as` table in its messages/ too)."""
    said_as = dict(facts("device", language).get("said_as", {}))
    for entry in GAMES.values():
        said_as.update(facts(entry.package, language).get("said_as", {}))
    return said_as


@lru_cache(maxsize=None)
def _written_forms(language: str) -> re.Pattern[str]:
    """One pattern for every written form of a language, the longest first ("p. ej." before "ej.")."""
    forms = sorted(_said_as(language), key=len, reverse=True) or ["(?!)"]
    return re.compile("|".join(rf"(?<!\w){re.escape(form)}(?!\w)" for form in forms))


def _say(found: re.Match[str], said_as: dict[str, str]) -> str:
    """A written form in words; an abbreviation that ends the line keeps its full stop ("..., etcétera.")."""
    written = found.group()
    ends = written.endswith(".") and not found.string[found.end() :].strip()
    return said_as[written] + ("." if ends else "")
