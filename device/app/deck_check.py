"""`referee check-deck FILE`: judge a deck file the way our own decks are judged.

A deck can load without error and still be a poor deck: two categories asking
for the same answers, a category with no answer for half the die, words spelt
in the other English, or wording lifted from the published game. Our deck
tests hold our decks to those checks; this module is the same checks for
anyone's file, each problem named with the file and the line (docs/decks.md,
"How a deck is judged"). Nothing here raises for a bad file: every problem is
a line of the report.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Callable

from device.app.deck_cross import Prompt, our_categories, our_questions, repeats
from device.app.deck_originality import FINGERPRINTS, MOST_SHARED, deck_groups, judge_originality, load_published
from device.app.deck_text import NEAR_DUPLICATE, near_duplicates
from device.app.deck_words import code_of, known, reading
from device.storage.deck_reading import answers_path
from device.storage.deck_reading import ContentError
from device.storage.library import load_deck
from engine.catalog import GAMES
from engine.entry import Entry
from engine.language import LANGUAGES


def deck_languages() -> tuple[str, ...]:
    """The languages a deck may declare (docs/decks.md): each of the referee's languages (engine/language.py
    LANGUAGES) that check-deck has the facts to read (device/app/messages/<code>.toml), by its code, or by
    one of its variants where it has them ("en-GB", "en-US")."""
    found: list[str] = []
    for code in LANGUAGES:
        if known(code):
            found += reading(code).variants or [code]
    return tuple(found)


def answer_game(kind: str = "lists") -> Entry | None:
    """The game whose decks are of this kind and that judges their answer files (a category deck's by default)."""
    return next((entry for entry in GAMES.values() if entry.answer_counts and kind in entry.decks.values()), None)


def die_letters(language: str | None, game: Entry | None = None) -> str:
    """The letters a deck in this language must have answers on: the faces of the die of the game
    judging its answer files, as the game's catalog entry gives them (the device knows no die)."""
    game = game or answer_game()
    return "".join(game.answer_letters(language or "en")) if game else ""


# The English letter die's faces (FACTS.md), and how many a category must have an answer for.
DIE_LETTERS = die_letters("en")
FEWEST_LETTERS = 15

# The overlap at which two texts of a deck count as asking for the same answers
# (device.app.deck_text.overlap). A category is short, so sharing half its meaning
# words is already a repeat ("A fruit" / "A tropical fruit"). A question deck
# holds deliberate pairs that share a frame word or two and differ in the one
# word that matters ("Foods that taste sweet" / "Foods that taste sour", 0.5),
# so only two thirds or more is a repeat there.
REPEAT_OVERLAP = {"lists": NEAR_DUPLICATE, "questions": 0.67}

# One spelling or word of each English against the other's: (British, American), read from English's facts
# (device/app/messages/en.toml, [spelling_check] pairs): `referee check-deck`, our deck tests and our answer
# fixtures all read the one list (docs/decks.md).
ENGLISH_PAIRS = reading("en-GB").pairs


def word_forms(word: str) -> tuple[str, ...]:
    """A listed word and the forms it takes in a text: plurals, and -ed, -ing, -er, -ful, -ish for a spelling."""
    last = word.rsplit(" ", 1)[-1]
    head = word[: len(word) - len(last)]
    if last.endswith("y") and last[-2:-1] not in "aeiou":
        endings = [last, last[:-1] + "ies", last[:-1] + "ied"]
    elif last.endswith("e"):
        endings = [last, last + "s", last + "d", last + "r", last + "rs", last[:-1] + "ing"]
    else:
        endings = [
            last,
            last + "s",
            last + "es",
            last + "ed",
            last + "ing",
            last + "er",
            last + "ers",
            last + "ful",
            last + "ish",
        ]
    return tuple(head + ending for ending in endings)


@cache
def other_english(language: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """For a deck in one variant of its language ("en-GB"), each word of the others as a pattern of its forms,
    with the word to write; a word the others share (`shared`) may stand. Empty for a language of one spelling."""
    read = reading(language)
    if language not in read.variants:
        return ()
    mine = read.variants.index(language)
    found = []
    for pair in read.pairs:
        right = pair[mine]
        for wrong in (word for theirs, word in enumerate(pair) if theirs != mine and word not in read.shared):
            forms = sorted(set(word_forms(wrong)) - set(word_forms(right)), key=len, reverse=True)  # "maths" is no "math"
            found.append((re.compile(rf"\b(?:{'|'.join(forms)})\b"), wrong, right))
    return tuple(found)


def english_slips(text: str, language: str) -> list[tuple[str, str]]:
    """Each word of a text written in another variant than the one declared, with the declared one's word.

    Whole words or phrases, any case, in any of their forms ("cookies", "colorful"); comments aside.
    """
    lowered = " ".join(re.findall(r"[a-z]+", text.split("#", 1)[0].lower().replace("'", "")))
    slips: list[tuple[str, str]] = []
    for pattern, wrong, right in other_english(language):
        if pattern.search(lowered) and (wrong, right) not in slips:
            slips.append((wrong, right))
    return slips


def accent_slips(text: str, language: str = "es") -> list[tuple[str, str]]:
    """Each word of a text written without its accent or other mark, with its right form (comments aside):
    the language's `unmarked` words, read as runs of its alphabet."""
    read = reading(language)
    slips: list[tuple[str, str]] = []
    for word in re.findall(f"[{re.escape(read.alphabet)}]+", text.split("#", 1)[0].lower()):
        if word in read.unmarked and (word, read.unmarked[word]) not in slips:
            slips.append((word, read.unmarked[word]))
    return slips


def missing_accents(text: str, language: str = "es") -> list[str]:
    """The right forms of the words a text writes without their accent or mark (Spanish unless told)."""
    return [right for _, right in accent_slips(text, language)]


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a deck, where it is (file and line), and what to do."""

    path: Path
    line: int | None
    text: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else str(self.path)
        return f"{where}: {self.text}"


def line_of(source: str, text: str) -> int | None:
    """The first line holding the text as a TOML string, to point a person at it."""
    quoted = [f'"{text}"', f"'{text}'"]
    for number, line in enumerate(source.splitlines(), start=1):
        if any(form in line for form in quoted):
            return number
    return None


def deck_kind(data: dict[str, Any]) -> str | None:
    """Which kind of deck a file is, by its tables: category lists or question cards."""
    if isinstance(data.get("list"), list):
        return "lists"
    if isinstance(data.get("card"), list) and any(isinstance(card, dict) and "questions" in card for card in data["card"]):
        return "questions"
    return None


def declared_language(path: Path, source: str, data: dict[str, Any]) -> tuple[str | None, list[Problem]]:
    """The language a deck declares (one of deck_languages()), or the problem of it declaring another or none,
    with the fix: a language the referee does not speak is listed first, and one check-deck cannot read needs
    its words (docs/dev/adding-a-language.md)."""
    language = data.get("language")
    accepted = deck_languages()
    if language in accepted:
        return language, []
    line = next((n for n, text in enumerate(source.splitlines(), 1) if text.strip().startswith("language")), 1)
    named = ", ".join(f'"{code}"' for code in accepted[:-1]) + f' or "{accepted[-1]}"'
    fix = f"needs language = {named} at the top, not {language!r}"
    code = code_of(language) if isinstance(language, str) and language else None
    if code and code not in LANGUAGES:
        fix += f"; {code!r} is no language of the referee yet: list it in engine/language.py LANGUAGES"
    if code and not known(code):
        fix += f"; check-deck knows no {code!r} words: write device/app/messages/{code}.toml"
    if code and (code not in LANGUAGES or not known(code)):
        fix += " (docs/dev/adding-a-language.md)"
    return None, [Problem(path, line, fix)]


def judged_in(declared: str | None, data: dict[str, Any]) -> str:
    """The language a deck's texts are compared in: the one it declares, or, refused, the one it names if
    check-deck can read it (a German deck's repeats are German ones before German is listed), else en-GB."""
    named = data.get("language")
    return declared or (named if isinstance(named, str) and known(named) else "en-GB")


def check_spelling(path: Path, source: str, language: str) -> list[Problem]:
    """Every word is written in the declared variant of its language (en-GB, en-US), and with its accents or
    other marks (comments aside; ids, keys written without them, aside for the marks)."""
    read = reading(language)
    return [
        Problem(path, number, f"'{wrong}' is not {language}: write '{right}'")
        for number, text in enumerate(source.splitlines(), start=1)
        for wrong, right in english_slips(text, language)
    ] + [
        Problem(path, number, f"'{wrong}' is not {read.called} as written: write '{right}'")
        for number, text in enumerate(source.splitlines(), start=1)
        if not text.lstrip().startswith("id ")  # an id is a key, written without accents
        for wrong, right in accent_slips(text, language)
    ]


def check_duplicates(path: Path, source: str, groups: dict[str, list[str]], kind: str, language: str = "en-GB") -> list[Problem]:
    """No two texts anywhere in the deck ask for the same answers (token overlap, device.app.deck_text)."""
    texts = [text for group in groups.values() for text in group]
    return [
        Problem(path, line_of(source, second), f"'{second}' nearly repeats '{first}' (overlap {score}): reword one")
        for first, second, score in near_duplicates(texts, REPEAT_OVERLAP[kind], language)
    ]


def check_originality(path: Path, source: str, groups: dict[str, list[str]]) -> list[Problem]:
    """Few published categories, only bare nouns, none leaning on one published list."""
    if not FINGERPRINTS.exists():
        return []  # an installed referee has no fingerprints; main() says it was not checked
    result = judge_originality(groups, load_published())
    problems = []
    if result.share > MOST_SHARED:
        problems.append(Problem(path, None, result.problems()[0]))
    problems += [
        Problem(path, line_of(source, text), f"'{text}' is worded like a published category: only a bare noun may match")
        for text in result.phrasings
    ]
    problems += [Problem(path, None, leaning) for leaning in result.leaning]
    return problems


def check_across_games(
    path: Path, source: str, groups: dict[str, list[str]], kind: str, language: str, answers: dict[str, Any]
) -> list[Problem]:
    """No category repeats one of our Rapid List questions, and no question one of our categories, in the
    deck's language: by fingerprint, and by shared answers where both have them (device.app.deck_cross)."""
    texts = [text for group in groups.values() for text in group]
    if kind == "lists":
        mine = [Prompt(text, tuple(answers.get(text, {}).values())) for text in texts]
        others, game = our_questions(language), "our question"
    else:
        fixture = {prompt.text: prompt.answers for prompt in our_questions(language)}
        mine = [Prompt(text, fixture.get(text, ())) for text in texts]
        others, game = our_categories(language), "our category"
    return [
        Problem(path, line_of(source, text), f"'{text}' repeats {game} '{other}' ({why}): ask for something else")
        for text, other, why in repeats(mine, others, language)
    ]


def load_answers(path: Path) -> tuple[str, dict[str, Any]]:
    """A category deck's answer file, as text and as tables (raises OSError or TOMLDecodeError)."""
    source = answers_path(path).read_text(encoding="utf-8")
    return source, tomllib.loads(source)


def check_answers(path: Path, source: str, data: dict[str, Any], language: str | None, game: Entry) -> list[Problem]:
    """Every category has a good answer for at least FEWEST_LETTERS die letters, in the answer file,
    by the scoring rule of the game judging it (its entry's answer_counts)."""
    counts = game.answer_counts
    assert counts is not None  # answer_game gives only a game that judges answer files
    answer_file = answers_path(path)
    try:
        answer_source, answers = load_answers(path)
    except OSError:
        return [Problem(path, None, f"has no answer file {answer_file.name} beside it, naming an answer per die letter")]
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return [Problem(answer_file, None, f"cannot be read as TOML ({error})")]
    problems = check_spelling(answer_file, answer_source, language) if language else []
    categories = set()
    for entry in data["list"]:
        for category in entry.get("categories", []):
            categories.add(category)
            table = answers.get(category)
            if not isinstance(table, dict):
                problems.append(Problem(path, line_of(source, category), f"'{category}' has no answers in {answer_file.name}"))
                continue
            line = line_of(answer_source, category)
            judge = lambda answer, letter, entry=entry, category=category: counts(  # noqa: E731
                answer, letter, entry, category, language or "en"
            )
            problems += letter_problems(Problem(answer_file, line, category), table, judge, die_letters(language, game))
    problems += [
        Problem(answer_file, line_of(answer_source, extra), f"'{extra}' is not a category of {path.name}")
        for extra in sorted(set(answers) - categories)
    ]
    return problems


def letter_problems(
    where: Problem, table: dict[str, Any], counts: Callable[[str, str], bool], die: str = DIE_LETTERS
) -> list[Problem]:
    """One category's answers: each a die letter's, counting for it by the scoring rule; enough letters.

    The rule reads the answer in the deck's language: in Spanish an answer for N may not start with Ñ.
    """
    category, problems, good = where.text, [], 0
    for letter, answer in table.items():
        if letter not in die or not isinstance(answer, str):
            problems.append(Problem(where.path, where.line, f"'{category}': '{letter}' is not a die letter with a text answer"))
        elif not counts(answer, letter):
            problems.append(Problem(where.path, where.line, f"'{category}': '{answer}' does not count for {letter}"))
        else:
            good += 1
    if good < FEWEST_LETTERS:
        problems.append(
            Problem(
                where.path, where.line, f"'{category}' has good answers for {good} letters; it needs {FEWEST_LETTERS}: rewrite it"
            )
        )
    return problems


def check_deck(path: Path) -> list[str]:
    """Every problem with one deck file, rendered with its file and line; empty when it passes."""
    try:
        source = path.read_text(encoding="utf-8")
        data = tomllib.loads(source)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return [f"{path}: cannot be read as a TOML deck ({error})"]
    kind = deck_kind(data)
    if kind is None:
        return [f"{path}: is neither a category deck ([[list]]) nor a question deck ([[card]] with questions); see docs/decks.md"]
    try:
        load_deck(path, kind, path.stem)
    except ContentError as error:
        return [str(error)]
    groups = deck_groups(path)
    language, problems = declared_language(path, source, data)
    if language:
        problems += check_spelling(path, source, language)
    problems += check_duplicates(path, source, groups, kind, judged_in(language, data))
    problems += check_originality(path, source, groups)
    game = answer_game(kind)
    if game is not None:
        problems += check_answers(path, source, data, language, game)
    try:
        answers = load_answers(path)[1] if kind == "lists" else {}
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        answers = {}  # check_answers has said so
    problems += check_across_games(path, source, groups, kind, judged_in(language, data), answers)
    return [str(problem) for problem in problems]


def main(path: str) -> int:
    """Print the report; 0 when the deck passes every check, 1 otherwise."""
    problems = check_deck(Path(path))
    for line in problems:
        print(line)
    if not problems:
        print(f'{path}: passes every check (docs/decks.md, "How a deck is judged").')
    elif not FINGERPRINTS.exists():
        print("Originality was not checked: the published fingerprints come with the source tree.")
    return 1 if problems else 0
