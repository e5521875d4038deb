"""The words an English line says, to find English left in another language's line, and the Spanish checks' forms.

Built from every room's English messages (tests/rooms.py), less the names,
titles and button names a line keeps in every language, and the few words
both languages share in the same sense. tests/test_messages.py holds every
translated message to it; the phone page's and the printed sheet's tests too.
"""

from __future__ import annotations

import re
from functools import lru_cache

from engine.catalog import GAMES
from tests.rooms import ROOMS, said

#: The sample names a check says lines with: kept out of the words compared.
NAMES = ("Ana", "Beto", "Cati", "Inés")

# Removed before the words are compared: sample names, the games' titles (box names, kept in every
# language on purpose) and the app the history exports to, the buttons as printed (GO, OK, UP, DOWN, BACK), the option names of the
# command line (--ages) and the track strings (N and C spaces), which the program reads.
# The titles come from the catalog when a line is checked, so a game registered for a test counts too.
OTHER_TITLES = ("Board Game Stats",)
BUTTONS = ("GO", "OK", "UP", "DOWN", "BACK")


def titles() -> tuple[str, ...]:
    return (*(entry.game.title for entry in GAMES.values()), *OTHER_TITLES)


@lru_cache(maxsize=None)
def _kept(titles: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(
        r"|".join([*(re.escape(text) for text in (*titles, *NAMES)), *(rf"\b{button}\b" for button in BUTTONS)])
        + r"|--[\w-]+|\b[NC]{4,}\b"
        + r"|\breferee [a-z-]+|\b(?:GPIO|gpio)\b"  # a command typed as it is, and the pins' and their group's name
    )


# Words an English line and a Spanish line both use, in the same sense: allowed in Spanish.
#   "no", "final", "total", "normal", "natural", "zigzag": spelt alike, the same sense in both languages;
#   "veto": the same word in Spanish ("el veto"); "extra": Spanish too ("puntos extra");
#   "once": Spanish for 11 (Rapido says it), spelt like the English word;
#   "me", "de", "con", "a": never English in a line, kept out in case an English line quotes Spanish;
#   "red": the English seat colour (engine/messages/en.toml [seats]) is Spanish for a network ("espera a la red");
#   "dice": Rapido's dice in English, "says" in Spanish ("el código que dice el árbitro");
#   "local": the same word and sense ("la red local"); "utc", "id": read alike in both (the CSV's columns).
SHARED = {
    "no",
    "final",
    "total",
    "normal",
    "natural",
    "zigzag",
    "veto",
    "extra",
    "once",
    "me",
    "de",
    "con",
    "a",
    "red",
    "dice",
    "local",
    "utc",
    "id",
    "qr",
}
# Words a language spells as English does, in its own sense, allowed in that language's lines (beyond SHARED):
# a language's translator lists them here with the sense each has, as SHARED's comment does (the tests'
# sample values, docs/dev/adding-a-language.md step 7).
ALSO_IN: dict[str, set[str]] = {
    "es": {
        "extras",  # los extras: the bonus points ("luego vienen los extras"), Spanish too
    },
    "de": {
        "alliteration",  # die Alliteration: the same word and sense (Scattergories' bonus)
        "am",  # an dem: "am Start", "am Tisch"
        "an",  # at, on: "kommen an"
        "code",  # der Code (the join code)
        "die",  # the article: "die Figuren"
        "extras",  # die Extras: what changes a round's points beyond the plain round
        "hand",  # die Hand: "Hand wechseln!", a challenge's call to switch hands
        "in",  # in: "in dieser Runde"
        "listen",  # Listen, the plural of Liste: "die Listen von Rot und Blau"
        "lose",  # "ich lose aus": I draw lots
        "minus",  # a negative number, a lost score: "minus 4"
        "minute",  # die Minute ("eine Minute")
        "name",  # der Name: "der Name einer Strecke"
        "pause",  # die Pause ("GO halten (Pause)")
        "pins",  # die Pins, the plural of der Pin: "die GPIO-Pins" (the buttons' wiring)
        "plus",  # points gained: "plus 27"
        "port",  # der Port (a network address's port)
        "so",  # "so": thus ("Sitzt ihr so?")
        "standard",  # der Standard: the standard track
        "start",  # der Start: the track's first space, "vom Start ins Ziel"
        "team",  # das Team: "Team Rot"
        "teams",  # the plural of Team: "Spielt ihr in Teams?"
        "was",  # what: "was ein anderer vorliest"
        "will",  # "wer ... will": wants
    },
}


def shared_with_english(code: str) -> set[str]:
    """The words a line in `code` may share with English's lines."""
    return SHARED | NATO | ALSO_IN.get(code, set())


# The English spelling alphabet (NATO) names letters, not English words: "Lima" is a city in Spanish too.
NATO = {
    "alpha",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliet",
    "kilo",
    "lima",
    "mike",
    "november",
    "oscar",
    "papa",
    "romeo",
    "sierra",
    "tango",
    "whiskey",
}


def words_of(text: str) -> set[str]:
    """The words of a line, in lower case: letters only (so "Ana's" is "ana" and "s"), single letters left out
    (a die's letter, a track's N and C, and "a", a word in both languages)."""
    return {word.lower() for word in re.findall(r"[^\W\d_]+", _kept(titles()).sub(" ", text)) if len(word) > 1}


def _english_words() -> set[str]:
    """Every English message's words (tests/rooms.py), said with the sample values."""
    found: set[str] = set()
    for room in ROOMS:
        for texts in said(room, "en").values():
            for text in texts:
                found |= words_of(text)
    return found - SHARED - NATO


ENGLISH_WORDS = _english_words()

# "vosotros" and "ustedes" split Spain from the Americas: a line to the whole table says "cada uno", "todos" in
# the third person, "se", or an infinitive (engine/messages/es.ftl). The vosotros forms a line might slip into.
VOSOTROS = re.compile(
    r"\b(?:(?!\w*séis\b)\w+(?:áis|éis|asteis|isteis)|\w*[bcdfghjlmnñpqrstvz]ís|vosotros|vosotras|vuestr[oa]s?|os|ustedes)\b",
    re.IGNORECASE,
)
