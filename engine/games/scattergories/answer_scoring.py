"""Scoring written answers: the score sheet a careful player would fill in.

With answers on paper the referee only hears each player's round total; with
typed answers (a game setting) the game scores the sheets sent from the phones
with this module. It judges what can be judged from the text alone: empty
answers, the letter, answers two players share, and the alliteration bonus. Whether an answer fits its category is for
the table to decide by a challenge, so every non-empty answer is taken as fitting.

How answers are compared (so "The Apples" and "apple" are the same answer):
  * case, accents, spacing and punctuation are ignored;
  * a leading article is dropped (FACTS.md: it is not the first word);
  * simple plurals match their singular ("cat"/"cats", "box"/"boxes", "cherry"/"cherries").
Which words are articles, which endings make a plural and which marked letters are
letters of their own (Spanish ñ: "ñandú" is not on N) are the game's language's: its
language facts hold the first two (`articles`, `plural_endings`, messages/<language>.toml), and the language's shared
words the last (`own_letters` in engine/messages/<language>.toml, read by engine/text.py's `fold`, which
deck checks fold with too), so a language adds its own there and this module stays as it is. Every function takes the language
(a tag: "en", "es", a deck's "es-MX"); English when none is given.

Which letter an answer starts with depends on the kind of answer its category
asks for. The kind is data: the category deck marks it for each category
(`titles` and `names` in decks/lists.toml, see docs/decks.md), never guessed
from the category's words, which mislead ("A film star" is not a film, "A
character from a book" is not a book):
  * THING (unmarked): the first letter of the first word after a leading
    article; but an answer written as a proper noun may use any of its
    capitalised words (rulebook: Harry S. Truman on S; "da" in "Leonardo da
    Vinci" is not on D);
  * NAME (the category asks for a proper noun: a person, a character, a place):
    any word may carry the letter, however it was typed, except small linking
    words written in lower case;
  * TITLE (the name of a work: a book, a film, a song): the first word only,
    as the rulebook says for book titles.

What a proper noun is, for a program, in an unmarked category: an answer whose
words all begin with a capital letter, apart from small linking words written in
lower case ("Count of Monte Cristo", "Vincent van Gogh"). An answer written all
in capitals says nothing about case, so it is not treated as a proper noun.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping, Sequence

from engine.language import ENGLISH, LANGUAGES, of_tag
from engine.text import fold
from engine.words import facts


def linking_words() -> frozenset[str]:
    """Lower-case words allowed inside a proper noun without spoiling it, in any language: a name is written
    as its own language writes it ("Vincent van Gogh", "Isabel la Católica"); each language's facts
    (`linking_words`, messages/<language>.toml) list its own, and all of them count for any answer."""
    return _linking_words(tuple(LANGUAGES))


@lru_cache(maxsize=None)
def _linking_words(languages: tuple[str, ...]) -> frozenset[str]:
    return frozenset(word for code in languages for word in facts("engine.games.scattergories", code).get("linking_words", ()))


# The kinds of answer a category may ask for (see the module docstring); "" is unmarked.
THING, NAME, TITLE = "", "name", "title"
KINDS = (THING, NAME, TITLE)

# Why an answer scored what it did: a phone page can show these next to each answer.
EMPTY, WRONG_LETTER, OFF_LETTER, DUPLICATE, SCORED = "empty", "wrong letter", "off letter", "duplicate", "scored"

# The longest typed answer taken, in characters: a long title fits, a pasted page does not.
LONGEST_ANSWER = 80

# The most a single answer is expected to earn with alliteration, to bound entry prompts.
LONGEST_ALLITERATION = 5


@dataclass(frozen=True)
class Verdict:
    """One answer's points, and the reason, so a disputed score can be explained."""

    points: int
    reason: str
    alliteration: int = 0  # words on the letter, when the bonus applied


@dataclass(frozen=True)
class PlayerScore:
    verdicts: tuple[Verdict, ...]

    @property
    def per_category(self) -> tuple[int, ...]:
        return tuple(verdict.points for verdict in self.verdicts)

    @property
    def total(self) -> int:
        return sum(self.per_category)


# ---------------------------------------------------------------- reading an answer


@dataclass(frozen=True)
class Reading:
    """The words a language reads typed answers with (messages/<language>.toml)."""

    articles: frozenset[str]  # a leading article is not an answer's first word
    plural_endings: frozenset[tuple[str, str]]  # (the singular's ending, the plural's)


@lru_cache(maxsize=None)
def words_read_in(language: str) -> Reading:
    """How answers are read in the language a tag names (English's facts for a language without its own)."""
    known = facts("engine.games.scattergories", of_tag(language)) or facts("engine.games.scattergories", ENGLISH)
    return Reading(
        frozenset(known["articles"]),
        frozenset((singular, plural) for singular, plural in known["plural_endings"]),
    )


def words_of(answer: str, language: str = ENGLISH) -> list[str]:
    """The answer's words as written, punctuation trimmed off their ends, a leading article dropped."""
    words = [word.strip("\"'.,;:!?()[]{}-_/&*") for word in answer.split()]
    words = [word for word in words if any(char.isalnum() for char in word)]
    if len(words) > 1 and fold(words[0], language) in words_read_in(language).articles:
        words = words[1:]
    return words


def is_empty(answer: str) -> bool:
    return not words_of(answer)


def compare_key(answer: str, language: str = ENGLISH) -> str:
    """The answer with case, accents, spacing and punctuation gone and the article dropped."""
    return "".join(char for char in fold(" ".join(words_of(answer, language)), language) if char.isalnum())


def plural_forms(key: str, language: str = ENGLISH) -> set[str]:
    """The simple plurals of a compared answer (its last word carries the plural), by the language's endings."""
    return {
        key[: len(key) - len(singular)] + plural
        for singular, plural in words_read_in(language).plural_endings
        if key.endswith(singular) and len(key) > len(singular)
    }


def same_answer(first: str, second: str, language: str = ENGLISH) -> bool:
    """Equal once normalised, or one is a simple plural of the other."""
    a, b = compare_key(first, language), compare_key(second, language)
    if not a or not b:
        return False
    return a == b or a in plural_forms(b, language) or b in plural_forms(a, language)


def is_proper_noun(answer: str, language: str = ENGLISH) -> bool:
    words = words_of(answer, language)
    if not words or not any(char.islower() for char in answer):
        return False
    return all(_capitalised(word) or word in linking_words() for word in words)


def _capitalised(word: str) -> bool:
    first = next((char for char in word if char.isalpha()), "")
    return first.isupper()


def starts_with(word: str, letter: str, language: str = ENGLISH) -> bool:
    first = next((char for char in fold(word, language) if char.isalnum()), "")
    return first == fold(letter, language)


def name_words(answer: str, kind: str = THING, language: str = ENGLISH) -> list[str]:
    """The words of a proper noun that may carry the letter; none when the answer is not one.

    In a NAME category every word counts but a linking word written in lower case;
    elsewhere only the capitalised words of an answer written as a proper noun.
    """
    words = words_of(answer, language)
    if kind == NAME:
        return [word for word in words if _capitalised(word) or word not in linking_words()]
    if not is_proper_noun(answer, language):
        return []
    return [word for word in words if _capitalised(word)]


def on_letter(answer: str, letter: str, kind: str = THING, language: str = ENGLISH) -> bool:
    """The first word starts with the letter; in a title only that word, in a name any of its words."""
    words = words_of(answer, language)
    if not words:
        return False
    if starts_with(words[0], letter, language):
        return True
    if kind == TITLE:
        return False
    return any(starts_with(word, letter, language) for word in name_words(answer, kind, language))


def alliteration_count(answer: str, letter: str, kind: str = THING, language: str = ENGLISH) -> int:
    """Words of a proper noun on the letter (a title's too); 0 for anything else."""
    return sum(1 for word in name_words(answer, kind, language) if starts_with(word, letter, language))


# ---------------------------------------------------------------- scoring a round


def score_round(
    letter: str,
    categories: Sequence[str],
    answers: Mapping[str, Sequence[str]],
    *,
    kinds: Sequence[str] = (),
    junior: bool = False,
    alliteration: bool = False,
    language: str = ENGLISH,
) -> dict[str, PlayerScore]:
    """Each player's points per category and in total, under the chosen rules, answers read in `language`.

    Standard: 1 point for an answer on the letter that no one else gave.
    Junior: 2 for an answer on the letter, 1 for one off the letter, 0 for a shared one.
    Alliteration: a proper noun earns 1 point per word on the letter instead of 1
    (in Junior, 1 extra point per word on the letter after the first).
    `kinds` gives each category's kind of answer (THING, NAME or TITLE); none: all THING.
    """
    _check_round(letter, categories, answers, kinds)
    kinds = tuple(kinds) or (THING,) * len(categories)
    players = list(answers)
    scores: dict[str, list[Verdict]] = {player: [] for player in players}
    for index, kind in enumerate(kinds):
        for player in players:
            answer = answers[player][index]
            others = [answers[other][index] for other in players if other != player]
            verdict = judge(answer, others, letter, kind, junior=junior, alliteration=alliteration, language=language)
            scores[player].append(verdict)
    return {player: PlayerScore(tuple(verdicts)) for player, verdicts in scores.items()}


def judge(
    answer: str,
    others: Sequence[str],
    letter: str,
    kind: str = THING,
    *,
    junior: bool = False,
    alliteration: bool = False,
    language: str = ENGLISH,
) -> Verdict:
    """One answer against the other players' answers in the same category."""
    if is_empty(answer):
        return Verdict(0, EMPTY)
    if any(same_answer(answer, other, language) for other in others):
        return Verdict(0, DUPLICATE)
    if not on_letter(answer, letter, kind, language):
        return Verdict(1, OFF_LETTER) if junior else Verdict(0, WRONG_LETTER)
    base = 2 if junior else 1
    words = alliteration_count(answer, letter, kind, language) if alliteration else 0
    if words > 1:
        return Verdict(base + words - 1, SCORED, words)
    return Verdict(base, SCORED)


def _check_round(letter: str, categories: Sequence[str], answers: Mapping[str, Sequence[str]], kinds: Sequence[str]) -> None:
    if len(letter) != 1 or not letter.isalpha():
        raise ValueError(f"the letter must be a single letter, not {letter!r}")
    if kinds and (len(kinds) != len(categories) or not set(kinds) <= set(KINDS)):
        raise ValueError(f"give one kind per category, each one of {KINDS}, not {tuple(kinds)!r}")
    for player, written in answers.items():
        if len(written) != len(categories):
            raise ValueError(f"{player} has {len(written)} answers for {len(categories)} categories")


def most_points(categories: int, *, junior: bool = False, alliteration: bool = False) -> int:
    """The highest round total worth offering when points are entered by hand."""
    per_answer = 2 if junior else 1
    if alliteration:
        per_answer += LONGEST_ALLITERATION - 1
    return categories * per_answer
