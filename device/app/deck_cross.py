"""Does a prompt of one game repeat a prompt of another? Held across our Scattergories and Rapid List decks.

Both games read out a kind of thing to name: a household with both hears
"Something you can fold" one night and "Things you can fold" the next. Issue 40
measured 49 of our 288 categories normalising to a Rapid List question, and 75
that a reader heard as one. So a category and a question of the same language
are one prompt when:

- they have one fingerprint: the same normal form (device.app.deck_text.normalise:
  the "Things that" / "Something" frame, articles and plurals gone), or the same
  meaning words ("Something with a handle" and "Things that have a handle"); or
- their answer lists share SHARED_ANSWERS or more answers, read alike (case,
  articles, plurals): the category's answer file, one per die letter, against the
  question's fixture of fifteen or more. Measured before the limit was set (288
  English categories against 924 questions): of the categories whose closest
  question shared 8 or more, every one read as the same prompt ("Something that
  rolls" and "Things that can roll", 11; "A biscuit or cake" and "Biscuits you
  know", 7); at 6 and 7 most did too, at 4 and 5 about half. 8 is the limit the
  Rapid List questions are held to among themselves (about half an answer
  line), so one measure holds both games.

The Rapid List fixture answers live in the source tree (tests/content/), like the
published fingerprints: an installed referee compares by fingerprint only.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from device.app.deck_text import meaning, normalise, words
from device.app.deck_words import reading
from device.storage.deck_reading import answers_path, built_in_path
from engine.catalog import GAMES

# Two prompts sharing this many answers ask for one list (the Rapid List questions' own limit).
SHARED_ANSWERS = 8

# Where the question decks' fixture answers live in a source checkout: tests/content/<game folder>/answers/.
CONTENT = Path(__file__).resolve().parents[2] / "tests" / "content"
# Our decks of each kind, by the names the catalog gives them ("<game folder>/<deck>").
QUESTION_DECKS = tuple(name for entry in GAMES.values() for name, kind in entry.decks.items() if kind == "questions")
CATEGORY_DECKS = tuple(name for entry in GAMES.values() for name, kind in entry.decks.items() if kind == "lists")


@dataclass(frozen=True)
class Prompt:
    """A category or a question, with the answers known for it (empty when none are)."""

    text: str
    answers: tuple[str, ...] = ()


def answer_key(answer: str, language: str) -> str:
    """An answer as two players' lists are compared: lower case, no article, singular."""
    return " ".join(words(answer, language))


def fingerprint_of(text: str, language: str) -> tuple[str, frozenset[str]]:
    """What two prompts must not share: the normal form (in a language with opening frames to strip, as
    English) and the meaning words."""
    return (normalise(text, language) if reading(language).frames else "", meaning(text, language))


@dataclass(frozen=True)
class Read:
    """A prompt as the comparison reads it, worked out once: its fingerprints and its answers' keys."""

    text: str
    form: str
    meaning: frozenset[str]
    answers: frozenset[str]


def read(prompt: Prompt, language: str) -> Read:
    form, meant = fingerprint_of(prompt.text, language)
    keys = frozenset(answer_key(answer, language) for answer in prompt.answers) - {""}
    return Read(prompt.text, form, meant, keys)


def one_prompt(first: Read, second: Read) -> str | None:
    """Why two prompts are one ("same fingerprint" or "N shared answers"), or None when they differ."""
    if (first.form and first.form == second.form) or (first.meaning and first.meaning == second.meaning):
        return "same fingerprint"
    shared = len(first.answers & second.answers)
    return f"{shared} shared answers" if shared >= SHARED_ANSWERS else None


def _language_folder(language: str) -> str:
    """The folder of our decks in a language: its code ("en-GB" is "en"; one check-deck cannot read, "en")."""
    return reading(language).code


def our_questions(language: str) -> list[Prompt]:
    """Our Rapid List questions in a language, with their fixture answers where the source tree has them."""
    folder = _language_folder(language)
    prompts: list[Prompt] = []
    for deck in QUESTION_DECKS:
        path = built_in_path(deck, folder)
        if not path.exists():
            continue  # not written in this language yet
        cards = tomllib.loads(path.read_text(encoding="utf-8"))["card"]
        game, name = deck.split("/", 1)
        fixtures = CONTENT / game / "answers" / ("" if folder == "en" else folder)
        fixture_file = fixtures / f"{name}.toml"
        known: dict[str, str] = {}
        if fixture_file.exists():
            for table in tomllib.loads(fixture_file.read_text(encoding="utf-8")).values():
                known.update(table)
        prompts += [
            Prompt(question, tuple(a.strip() for a in known.get(question, "").split(",") if a.strip()))
            for card in cards
            for question in card["questions"]
        ]
    return prompts


def our_categories(language: str) -> list[Prompt]:
    """Our category decks' categories in a language, with their answer files' answers."""
    prompts: list[Prompt] = []
    for deck in CATEGORY_DECKS:
        path = built_in_path(deck, _language_folder(language))
        if not path.exists():
            continue  # not written in this language yet
        lists = tomllib.loads(path.read_text(encoding="utf-8"))["list"]
        answers = tomllib.loads(answers_path(path).read_text(encoding="utf-8"))
        prompts += [Prompt(text, tuple(answers.get(text, {}).values())) for entry in lists for text in entry["categories"]]
    return prompts


def repeats(prompts: list[Prompt], others: list[Prompt], language: str) -> list[tuple[str, str, str]]:
    """Each prompt that repeats one of the other game's: (prompt, the other's, why)."""
    theirs = [read(other, language) for other in others]
    found = []
    for prompt in prompts:
        mine = read(prompt, language)
        for other in theirs:
            why = one_prompt(mine, other)
            if why:
                found.append((mine.text, other.text, why))
    return found
