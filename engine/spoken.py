"""How a language says a number, a count, a time and a list: the functions every room's messages call.

Registered with every Fluent bundle (engine/words.py), so a message says
`{ COUNT($steps, one: "step", other: "steps") }`, `{ WORDS($value) }`,
`{ DURATION($seconds) }` or `{ CAPITAL($faces) }`, and a list given as a
value (`names=["Red", "Blue"]`) is said as the language says a list: "Red
and Blue", "Rojo y Azul", "Ana e Inés". A translator uses them from a message
file and writes no code; what a language needs that is a fact and not a
sentence (its word for "and", whether a count before a noun is said in words)
is in engine/messages/<language>.toml.

Number words come from num2words, which says them in every language we speak
or are likely to; the one form it lacks is Spanish's before a noun, which
agrees with the noun ("veintiún puntos", "doscientas fichas"), and that one is
ours (docs/dev/words.md, "Numbers and lists").
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from babel import Locale
from fluent.runtime.types import FluentType
from num2words import num2words

from engine import language

#: The genders a COUNT or WORDS may be told its noun has (`gender: "feminine"`); anything else is neither.
FEMININE = "feminine"
MASCULINE = "masculine"


@lru_cache(maxsize=None)
def _facts(spoken_in: str) -> dict[str, Any]:
    from engine.words import facts  # words registers these functions: imported at the call, not at load

    return facts("engine", spoken_in) or facts("engine", language.ENGLISH)


def capitalised(text: str) -> str:
    """The first letter in capitals, past an opening ¿ or ¡ or a quote; a text that opens with a number
    is left as it is ("10 segundos", never "10 Segundos": the Spanish timer's "¡10 segundos!")."""
    for index, char in enumerate(text):
        if char.isdigit():
            return text
        if char.isalpha():
            return text[:index] + char.upper() + text[index + 1 :]
    return text


# ---------------------------------------------------------------- number words

_SPANISH_HUNDREDS_FEMININE = {
    "doscientos": "doscientas",
    "trescientos": "trescientas",
    "cuatrocientos": "cuatrocientas",
    "quinientos": "quinientas",
    "seiscientos": "seiscientas",
    "setecientos": "setecientas",
    "ochocientos": "ochocientas",
    "novecientos": "novecientas",
}


def _spanish_before_noun(words: str, gender: str) -> str:
    """num2words' Spanish number as said before a noun of `gender`: "un punto", "veintiún puntos",
    "una ficha", "veintiuna fichas", "doscientas fichas" (num2words says each as said alone)."""
    said = words.split(" ")
    for at, word in enumerate(said):
        followed_by_mil = at + 1 < len(said) and said[at + 1] == "mil"
        if word in ("uno", "veintiuno"):
            # before "mil" a number is masculine whatever the noun: "veintiún mil fichas"
            if gender == FEMININE and not followed_by_mil:
                said[at] = word[:-1] + "a"
            else:
                said[at] = "un" if word == "uno" else "veintiún"
        elif gender == FEMININE and word in _SPANISH_HUNDREDS_FEMININE:
            said[at] = _SPANISH_HUNDREDS_FEMININE[word]
    return " ".join(said)


def number_words(number: int, spoken_in: str, gender: str = "") -> str:
    """A whole number in words: "sixty-two", "sesenta y dos", "zweiundsechzig". `gender` is the gender of
    the noun it is said before, where the language makes a number agree ("veintiuna fichas"); "" alone."""
    number = int(number)
    if number < 0:
        return f"{_facts(spoken_in)['numbers']['minus']} {number_words(-number, spoken_in, gender)}"
    words = num2words(number, lang=spoken_in)
    if gender and _facts(spoken_in)["numbers"].get("agree_before_noun"):
        words = _spanish_before_noun(words, gender)
    return str(words)


def _agrees(number: int, gender: str) -> bool:
    """Whether digits would be read wrong before this noun, in a language whose numbers agree with
    their noun: 1, 21, 31 ... 101 (not 11), and a feminine noun's hundreds."""
    if number < 0:
        return False
    last_two = number % 100
    ends_in_one = number % 10 == 1 and last_two != 11
    return ends_in_one or (gender == FEMININE and number % 1000 >= 200)


def count(number: int, one: str, other: str, spoken_in: str, gender: str = "") -> str:
    """A number and its noun: "1 step", "3 steps", "un punto", "veintiuna fichas", "3 fichas". The noun is
    `one` for exactly 1, else `other`: the messages give both forms, so no plural is guessed."""
    number = int(number)
    noun = one if number == 1 else other
    if _facts(spoken_in)["numbers"].get("agree_before_noun") and _agrees(number, gender):
        return f"{number_words(number, spoken_in, gender or MASCULINE)} {noun}"
    return f"{number} {noun}"


# ---------------------------------------------------------------- lists


def _and_before(word: str, spoken_in: str) -> str:
    """The word for "and" before `word`: Spanish says "e" before the sound i ("Ana e Inés", "padre e
    hijo") but "y" before "hie-" and "hia-" ("agua y hielo"); the facts give the words and the sounds."""
    joining = _facts(spoken_in)["list"]
    before_i = joining.get("and_before_i_sound")
    lowered = word.lower()
    if before_i:
        for start in ("hi", "hí", "i", "í"):
            if lowered.startswith(start):
                vowel_next = lowered[len(start) : len(start) + 1] in ("a", "e", "o", "u")
                return str(joining["and"] if vowel_next else before_i)
    return str(joining["and"])


def spoken_list(items: Sequence[str], spoken_in: str) -> str:
    """ "Red", "Red and Blue", "Red, Blue and Green"; "Rojo, Azul y Verde", "Ana, Beto e Inés"."""
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {_and_before(items[-1], spoken_in)} " + items[-1]


class SpokenList(FluentType):
    """A list given to a message as a value: said as the bundle's language says a list."""

    def __init__(self, items: Sequence[Any]) -> None:
        self.items = [str(item) for item in items]

    def format(self, locale: Locale) -> str:
        return spoken_list(self.items, _code(locale))


def _code(locale: Locale) -> str:
    return str(locale.language)


# ---------------------------------------------------------------- the functions a message calls


def _text(value: Any, spoken_in: str) -> str:
    if isinstance(value, SpokenList):
        return spoken_list(value.items, spoken_in)
    return str(value)


def functions(spoken_in: str) -> dict[str, Any]:
    """The functions a bundle in `spoken_in` gives its messages, each saying things in that language."""

    def WORDS(number: Any, *, gender: str = "") -> str:
        return number_words(int(number), spoken_in, str(gender))

    def COUNT(number: Any, *, one: str, other: str, gender: str = "") -> str:
        return count(int(number), str(one), str(other), spoken_in, str(gender))

    def DURATION(seconds: Any) -> str:
        from engine.words import Words  # words registers these functions: imported at the call

        minutes, rest = divmod(int(seconds), 60)
        return Words("engine").said_in(spoken_in, "duration", minutes=minutes, rest=rest, seconds=int(seconds))

    def CAPITAL(text: Any) -> str:
        return capitalised(_text(text, spoken_in))

    return {"WORDS": WORDS, "COUNT": COUNT, "DURATION": DURATION, "CAPITAL": CAPITAL}
