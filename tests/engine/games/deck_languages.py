"""Our decks in each language, for the content tests: where they live and how their words are read.

The English decks are the ones the game loads (engine/games/<game>/decks/*.toml);
each other language has the same files in a folder named by its code
(engine/games/<game>/decks/es/), which the game loads when it speaks that
language (device.storage.library.load_library(language=...)), so the tests get
the same shape for both: deck names, entries, titles and the challenges'
optional fields.

What differs between languages for a test is how an answer or a question is
read: articles, plurals, which letters a challenge counts, how a question names
a letter or a rhyme, and the words that only frame a question. Each language has
a `Tongue` with those, so one test runs over every language (docs/decks.md).

Every deck content test runs for each language in engine/language.py LANGUAGES
(`by_language`). A language listed before a game's decks are written, so before
the game is whole in it (device/storage/library.py `whole_in`: its words and
all its decks), has that game's deck tests skipped, each saying what is
missing; once the game is whole in it, they run, and a language without its
entry in the tables below (TONGUES, FEWEST) fails naming what to add
(docs/dev/adding-a-language.md, step 7).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Callable, Iterable

import pytest

from device.app.deck_text import fold_es, singular_es
from device.storage.library import built_in_path, device_speaks, load_library, whole_in
from engine import language
from engine.text import fold as fold_in
from engine.catalog import GAMES, SHARED_ROOMS, speaks
from engine.setup import Library
from tests.languages import entry
from tests.paths import REPO, TESTS

LANGUAGES = tuple(language.LANGUAGES)
GAMES_DIR = REPO / "engine" / "games"


# ------------------------------------------------------------------ which languages a game's decks are tested in


def not_whole(game: str, spoken_in: str) -> str | None:
    """Why the game of id `game` is not whole in `spoken_in` yet (device/storage/library.py whole_in), naming
    what is missing; None when it is whole, and its decks (and its play in that language) are tested."""
    game_entry = GAMES[game]
    if whole_in(game_entry, spoken_in):
        return None
    missing = [
        str(path.relative_to(REPO))
        for path in (built_in_path(name, spoken_in) for name in game_entry.decks)
        if not path.is_file()
    ]
    if not speaks(game_entry, spoken_in):
        rooms = (game_entry.package, *SHARED_ROOMS)
        missing.append("its words in " + ", ".join(f"{room.replace('.', '/')}/messages/{spoken_in}.ftl" for room in rooms))
    if not device_speaks(spoken_in):
        missing.append(f"the device's words (device/messages/{spoken_in}.ftl, device/companion/messages/{spoken_in}.ftl)")
    return (
        f"{game_entry.game.title} is not whole in {spoken_in} yet (device/storage/library.py whole_in), so it is "
        f"not tested in it; missing: {'; '.join(missing)}"
    )


def whole_languages(game: str) -> tuple[str, ...]:
    """The languages the game is whole in: those its deck tests run for."""
    return tuple(spoken_in for spoken_in in LANGUAGES if not_whole(game, spoken_in) is None)


def by_language(game: str | tuple[str, ...], each: Callable[[str], Iterable[Any]] | None = None, fill: int = 0) -> list[Any]:
    """The parameters of a deck test of `game` (or of several games, all of them), language by language in
    LANGUAGES order: the language (or, with `each`, the language with each value `each(language)` gives: a tuple
    for several), or, for a language a game is not whole in yet, one parameter skipped with the reason (`fill`
    stand-ins for `each`'s values)."""
    games = (game,) if isinstance(game, str) else game
    params: list[Any] = []
    for spoken_in in LANGUAGES:
        why = next((found for found in (not_whole(one, spoken_in) for one in games) if found), None)
        if why is not None:
            values = (spoken_in, *["-"] * fill)
            params.append(pytest.param(*values, marks=pytest.mark.skip(reason=why), id="-".join(values)))
        elif each is None:
            params.append(spoken_in)
        else:
            params += [(spoken_in, *found) if isinstance(found, tuple) else (spoken_in, found) for found in each(spoken_in)]
    return params


def deck_dir(game: str, language: str) -> Path:
    """A game's deck folder for a language: decks/ for English, decks/<code>/ for the others."""
    folder = GAMES_DIR / game / "decks"
    return folder if language == "en" else folder / language


def deck_path(name: str, language: str) -> Path:
    """The file of a deck by the name the games use ("rapid_list/blue") in a language."""
    return built_in_path(name, language)


def answer_dir(language: str) -> Path:
    """The Rapid List fixture answers of a language (tests/content/rapid_list/answers[/<code>])."""
    folder = TESTS / "content" / "rapid_list" / "answers"
    return folder if language == "en" else folder / language


@cache
def language_library(language: str) -> Library:
    """Every built-in deck of a language, loaded and checked as the game loads it."""
    return load_library(language=language)


# ------------------------------------------------------------------ reading words, language by language


def stem_en(word: str) -> str:
    """An English word as the crossing-out rule sees it: plurals and 's fold into the singular."""
    word = word.removesuffix("'s")
    for ending, replacement in (("ies", "y"), ("ves", "f"), ("oes", "o"), ("ches", "ch"), ("shes", "sh"), ("xes", "x")):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            return word[: -len(ending)] + replacement
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        return word[:-1]
    return word


def rhyme_ending_en(word: str) -> str:
    """What an English rhyme keeps: the last vowels and what follows ("ball" -> "all", "cake" -> "e")."""
    found = re.search(r"[aeiouy]+[^aeiouy]*$", word)
    return found.group(0) if found else word


def rhyme_ending_es(word: str) -> str:
    """What a Spanish rhyme keeps, from the stressed vowel: "luna" -> "una", "ratón" -> "on".

    A word ending in a vowel is mostly stressed on the syllable before last; one
    ending in a consonant (or written with an accent on the last) on the last.
    """
    word = fold_es(word)
    pattern = r"[aeiou]+[^aeiou]*[aeiou]+$" if word[-1:] in "aeiou" else r"[aeiou]+[^aeiou]*$"
    found = re.search(pattern, word)
    return found.group(0) if found else word


@dataclass(frozen=True)
class Tongue:
    """How a language's answers and questions are read by the content tests."""

    code: str
    articles: frozenset[str]
    fold: Callable[[str], str]  # lower case, accents as the language counts them
    word_pattern: str  # a word of an answer, after folding
    stem: Callable[[str], str]  # plural to singular, for the crossing-out rule
    frame: frozenset[str]  # words that only frame a question ("Things you find in a ...")
    letter_pattern: str  # one letter a challenge can count
    letter_named: re.Pattern[str]  # a question naming a letter or letters: group 1 is what it names
    letter_names: dict[str, str]  # letters written as words ("hache" is h)
    begin: re.Pattern[str]  # a question about how answers begin
    rhyme_word: str  # the word a rhyme question uses
    rhyme_ending: Callable[[str], str]
    noisy: re.Pattern[str]  # a challenge text that asks for a sound
    cued: Callable[[str], bool]  # a challenge text that promises a cue
    famous: str  # how a question about famous people opens

    def tokens(self, text: str) -> list[str]:
        return [self.stem(word) for word in re.findall(self.word_pattern, self.fold(text)) if word not in self.articles]

    def letters(self, answer: str) -> str:
        """An answer's letters as a challenge counts them: a leading article is not part of it."""
        bare = self.fold(answer.strip())
        words = bare.split(maxsplit=1)
        if len(words) == 2 and words[0] in self.articles:
            bare = words[1]
        return re.sub(rf"[^{self.letter_pattern}]", "", bare)

    def words(self, answer: str) -> list[str]:
        return re.findall(self.word_pattern, self.fold(answer))


ENGLISH = Tongue(
    code="en",
    articles=frozenset({"a", "an", "the"}),
    fold=str.lower,
    word_pattern=r"[a-z0-9']+",
    stem=stem_en,
    frame=frozenset(
        {
            "thing",
            "that",
            "you",
            "your",
            "are",
            "is",
            "be",
            "can",
            "could",
            "might",
            "would",
            "find",
            "see",
            "in",
            "on",
            "at",
            "of",
            "to",
            "with",
            "for",
            "do",
            "which",
            "have",
            "ha",
            "there",
            "some",
            "who",
            "and",
            "or",
            "from",
            "kind",
            "word",
            "people",
            "someone",
            "it",
            "when",
            "they",
            "what",
            "where",
            "very",
            "lot",
            "many",
            "often",
            "usually",
            "name",
            "know",
            "like",
            "all",
            "one",
            "up",
            "out",
            "by",
            "an",
        }
    ),
    letter_pattern="a-z",
    letter_named=re.compile(
        r"\b(?:letters?|begin(?:s|ning)? with|start(?:s|ing)? with|end(?:s|ing)? (?:with|in))\s+(?:the letters? )?([A-Z]+)\b"
    ),
    letter_names={},
    begin=re.compile(r"\b(?:begin|start)(?:s|ning|ing)? with\b"),
    rhyme_word="rhyme",
    rhyme_ending=rhyme_ending_en,
    noisy=re.compile(r"\b(aloud|out loud|hum|sing|clap|tap|whisper|shout|stamp|knock|drum|bang)\b", re.IGNORECASE),
    cued=lambda text: "cue" in text.lower() or "five seconds of" in text,
    famous="famous",
)

SPANISH = Tongue(
    code="es",
    articles=frozenset({"el", "la", "los", "las", "lo", "un", "una", "unos", "unas"}),
    fold=fold_es,
    word_pattern=r"[a-zñ0-9']+",
    stem=singular_es,
    frame=frozenset(
        "cosa que se te tu su tus sus en de del al a con para por y o u e hay es son ser puede pueden puedes "
        "tiene tienen ve ven ver encuentra encuentran alguien gente persona palabra nombre tipo clase muy mucho "
        "mucha donde cuando lo mas algo como suele suelen sabe saben hace hacen haces hacer".split()
    ),
    letter_pattern="a-zñ",
    # "que empiezan por la letra A", "que terminan en «ito»", "que se escriben con hache"
    letter_named=re.compile(
        r"\b(?:letras?|empiezan? (?:por|con)|terminan? en|acaban? en|escriben con)\s+(?:la letra |las letras )?«?([a-zñ]+)»?",
        re.IGNORECASE,
    ),
    letter_names={"hache": "h", "eñe": "ñ", "erre": "r", "ele": "l", "eme": "m", "ene": "n"},
    begin=re.compile(r"\b(?:empiezan?|comienzan?) (?:por|con)\b", re.IGNORECASE),
    rhyme_word="riman",
    rhyme_ending=rhyme_ending_es,
    noisy=re.compile(
        r"\b(en voz alta|canta\w*|tararea\w*|silba\w*|susurra\w*|grita\w*|aplaude\w*|palmas|golpea\w*|tamborilea\w*|zapatea\w*)\b",
        re.IGNORECASE,
    ),
    cued=lambda text: "aviso" in text.lower() or "señal" in text.lower() or "cinco primeros segundos" in text,
    famous="famos",
)


def fold_de(text: str) -> str:
    """German as a table reads it: lower case, umlauts as their vowel ("Äpfel" and "Apfel" cross out), ß as ss.
    The fold a game reads typed answers with (engine/text.py), so a deck and a game read a word alike."""
    return fold_in(text.replace("\u2019", "'"), "de")


def singular_de(word: str) -> str:
    """A crude German singular, the same on both sides of a comparison (the umlaut is already folded away).

    German plurals end in -e, -er, -en, -n, -s or nothing: "Hunde" -> "hund", "Kinder" -> "kind", "Blumen"
    and "Blume" -> "blum", "Gabeln" -> "gabel", "Autos" -> "auto", "Lehrerinnen" -> "lehrerin". One ending
    is taken, never two, so "Schnee" and "Schere" stay apart; "-ier" keeps its r ("Tier", "Tiere").
    """
    if len(word) > 6 and word.endswith("innen"):
        return word[:-3]
    if len(word) > 4 and word.endswith(("ln", "rn")):
        word = word[:-1]  # "Gabeln", "Federn": then as the singular
    if len(word) > 3 and word.endswith(("os", "ys", "as")):
        return word[:-1]
    if len(word) > 4 and word.endswith("en"):
        return word[:-2]
    if len(word) > 4 and word.endswith("er") and not word.endswith("ier"):
        return word[:-2]
    if len(word) > 3 and word.endswith("e"):
        return word[:-1]
    return word


def rhyme_ending_de(word: str) -> str:
    """What a German rhyme keeps, from the last stressed vowel: "Bein" -> "ein", "Ball" -> "all",
    "Katze" -> "atze" (an unstressed -e, -el, -er or -en goes with the vowel before it)."""
    word = re.sub(r"[^a-z]", "", fold_de(word))
    pattern = r"[aeiouy]+[^aeiouy]*e[lnr]?$" if re.search(r"[^aeiouy]e[lnr]?$", word) else r"[aeiouy]+[^aeiouy]*$"
    found = re.search(pattern, word)
    return found.group(0) if found else word


GERMAN = Tongue(
    code="de",
    articles=frozenset({"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines"}),
    fold=fold_de,
    word_pattern=r"[a-z0-9']+",
    stem=singular_de,
    # stemmed as the questions are, so "Dinge, die man in der Küche findet" keeps only "kuch"
    frame=frozenset(
        singular_de(word)
        for word in (
            "ding dinge sache sachen was etwas es gibt man du dich dir dein deine ist sind sein kann kannst "
            "konnen muss mussen darf in im ins an am auf aus bei beim mit von vom zu zum zur fur uber unter "
            "und oder als wie hat haben hast wo wenn wer welche sehr viel viele oft meist meistens jemand "
            "leute wort worter name namen art arten sorte sorten sich wird werden alle einen so findet finden "
            "sieht sehen macht machen tut tun"
        ).split()
    ),
    letter_pattern="a-z",
    # "Wörter, die mit „Sch“ anfangen", "Namen, die mit dem Buchstaben M anfangen", "Wörter, die auf „ung“ enden"
    letter_named=re.compile(
        r"\b(?:mit|auf) (?:dem Buchstaben |den Buchstaben )?[„»\"]?-?([a-zäöüß]+)[“«\"]? (?:anfangen|beginnen|enden|aufhören)\b",
        re.IGNORECASE,
    ),
    letter_names={},
    begin=re.compile(r"\b(?:anfangen|beginnen|anfängt|beginnt)\b", re.IGNORECASE),
    rhyme_word="reim",  # "Reime auf Bein": the word rhymed on comes last
    rhyme_ending=rhyme_ending_de,
    # "schreien" asks for a shout, "schreiben" for writing
    noisy=re.compile(
        r"\b(laut\w*|vorles\w*|sing\w*|summ\w*|pfeif\w*|flüster\w*|schrei(?!b)\w*|ruf\w*|klatsch\w*|klopf\w*|stampf\w*|trommel\w*)\b",
        re.IGNORECASE,
    ),
    cued=lambda text: re.search(r"\bzeichen\b", text.lower()) is not None,
    famous="berühmt",
)

# ---- The tests' own tables, by language (docs/dev/adding-a-language.md, step 7): a language listed in
# ---- engine/language.py LANGUAGES needs its entry in each once a game with decks is whole in it.
#: How each language's decks are read (above: ENGLISH, SPANISH).
TONGUES = {"en": ENGLISH, "es": SPANISH, "de": GERMAN}

#: The least each language's decks hold. English as built up over the issues (its category lists written to 24 in
#: issue 24); Spanish as issue 25 asked (30 challenges, 16 lists of 12, 30 subjects) and issue 40 raised (40, 40
#: and 20 cards, so a family plays a few evenings before a card comes back: 600 questions).
FEWEST = {
    "en": {"blue": 60, "red": 60, "mixed": 30, "questions": 6 * 150, "challenges": 24, "lists": 24, "subjects": 20},
    "es": {"blue": 40, "red": 40, "mixed": 20, "questions": 6 * 100, "challenges": 30, "lists": 16, "subjects": 30},
    # German as issue 43 asked: 200 questions in English's proportions of blue, red and mixed, 30 challenges,
    # 16 lists of 12, 30 subjects.
    "de": {"blue": 14, "red": 14, "mixed": 7, "questions": 200, "challenges": 30, "lists": 16, "subjects": 30},
}
# ----


def tongue(spoken_in: str) -> Tongue:
    """How `spoken_in`'s decks are read (TONGUES)."""
    return entry(
        TONGUES,
        spoken_in,
        "tests/engine/games/deck_languages.py TONGUES",
        "a Tongue: how its decks' words are read (articles, fold, singular, letters, rhymes, the words that frame a question)",
    )


def fewest(spoken_in: str) -> dict[str, int]:
    """The least `spoken_in`'s decks hold, by deck and in all (FEWEST)."""
    return entry(
        FEWEST,
        spoken_in,
        "tests/engine/games/deck_languages.py FEWEST",
        "the least its decks hold (blue, red, mixed, questions, challenges, lists, subjects)",
    )


def declared(spoken_in: str) -> str:
    """The language our decks in `spoken_in` declare at their top: UK English, else the language's code."""
    return "en-GB" if spoken_in == language.ENGLISH else spoken_in
