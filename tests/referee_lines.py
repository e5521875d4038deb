"""Whether a line a player page quotes is a line the referee really says.

A player page quotes the referee so a table knows what it will hear; a quote
that the code no longer says sends a player looking for a line that never
comes. A quoted line is held to three sources, in the page's language:

1. The message files of every room (tests/rooms.py: the device's, the
   engine's, each game's, the phone page's), `<room>/messages/<language>.ftl`,
   and the language names the menu offers (engine/language.py). Each message
   and attribute becomes a pattern: a value (`{ $name }`, a `COUNT(...)`)
   stands for any words but a semicolon's break (so "{ $value } en la
   { $spot }." cannot vouch for two places of a standings line), a selector
   for any of its variants, a reference to another message for that
   message's text. A pattern with a value must keep at least three letters
   of its own, so a bare "{ $front }; { $rest }." cannot vouch for any
   sentence at all (a fixed text such as "No" needs none: it vouches only
   for itself).
2. The cards the referee reads out: the texts of the language's decks
   (engine/games/<game>/decks/, decks/es/), with or without a closing stop.
3. The golden playthroughs of the language (tests/golden/, tests/golden/es/):
   every run of whole sentences of a spoken or asked line, with the seats'
   names and the digits standing for any name and any number, so a page may
   say "Ana" and "7" where the golden said "Red" and "4".

A quote may run several of these together ("Pregunta Ana. Pulsa GO para tirar el
dado." is a question and the button hint the device adds to it): it is cut
into sentences, and every run of them must be one line or one run of a line.
So a page may quote part of a line, but only whole sentences of it.

A game registered for the tests only (tests/coin_race/) counts while it is in
the catalog: its messages and its goldens are read with the others
(tests/game_files.py says where they are).

What it cannot catch: a word changed inside what a placeholder stands for
(a name, a number, a card's text), since a placeholder stands for any words.
It can only be as strict as the line's own fixed words.
"""

from __future__ import annotations

import json
import re
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator

from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent

from device.sound.prerender import spoken_rooms
from engine.language import ENGLISH, LANGUAGES
from engine.words import source
from tests.game_files import games_outside
from tests.paths import GOLDEN, REPO
from tests.rooms import ROOMS

#: A seat's name in a golden line, as it may stand in a quote: "Ana", "Equipo Rojo", "Bob".
NAME = r"(?:Equipo |Team )?[A-ZÁÉÍÓÚÑÄÖÜ][a-záéíóúñüäöß]+"
#: A sentence ends at . ! or ? (Spanish's closing marks too) before a space.
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
#: The fewest letters a message's pattern with a value must hold outside it.
FEWEST_LETTERS = 3
#: A message's value (a name, a number, a list, a clause), with no letters of its own: any words, or none (a
#: clause left out), but never a question or an exclamation (lines of their own: a fill that ran over one
#: would vouch for it) nor a semicolon's break, so "{ $value } en la { $spot }." vouches for no two places
#: of a standings line ("...; Cati en el tejado.").
VALUE = (r"(?:(?!;\s)[^¿?¡!])*?", 0, True)


def sentences(text: str) -> list[str]:
    """A line cut into its sentences, spaces tidied: a quote may wrap over lines of the page."""
    return [part for part in SENTENCE_END.split(" ".join(text.split())) if part]


# ---------------------------------------------------------------- 1. the message files and the languages' names


def _trimmed(pattern: str) -> str:
    """A pattern without the spaces at its ends (" Por ejemplo: ..." is said after a line): a quote is tidied too."""
    while pattern.startswith("\\ "):
        pattern = pattern[2:]
    while pattern.endswith("\\ "):
        pattern = pattern[:-2]
    return pattern


def language_names() -> tuple[re.Pattern[str], ...]:
    """The languages as the menu offers them, each in its own words ("Español")."""
    return tuple(re.compile(re.escape(name)) for name in LANGUAGES.values())


def message_patterns(language: str) -> tuple[re.Pattern[str], ...]:
    """Every message of every room's file in `language` (its text and each attribute), as a pattern."""

    # and a game registered for the tests only (Coin Race), whose room is its package
    return _message_patterns(tuple(sorted({*ROOMS, *spoken_rooms()})), language)


@lru_cache(maxsize=None)
def _message_patterns(rooms: tuple[str, ...], language: str) -> tuple[re.Pattern[str], ...]:
    patterns = set()
    for room in rooms:
        text = source(room, language)
        entries = FluentParser(with_spans=False).parse(text).body if text is not None else []
        messages = {entry.id.name: entry for entry in entries if isinstance(entry, fluent.Message)}
        for message in messages.values():
            for pattern in (message.value, *(attribute.value for attribute in message.attributes)):
                found = _fluent_pattern(pattern, messages) if pattern is not None else None
                if found is not None and (not found[2] or found[1] >= FEWEST_LETTERS):
                    patterns.add(_trimmed(found[0]))
    return tuple(re.compile(pattern, re.DOTALL) for pattern in sorted(patterns))


def _fluent_pattern(pattern: fluent.Pattern, messages: dict[str, fluent.Message], depth: int = 0) -> tuple[str, int, bool]:
    """A message's pattern as a regular expression, its own letters and whether it has a placeholder: text is
    itself, a string or a message without values is its text, a selector any of its variants, anything
    else (a variable, a function's answer, a term) any words."""
    parts = [_fluent_element(element, messages, depth) for element in pattern.elements]
    return "".join(part[0] for part in parts), sum(part[1] for part in parts), any(part[2] for part in parts)


def _fluent_element(element: object, messages: dict[str, fluent.Message], depth: int) -> tuple[str, int, bool]:
    if isinstance(element, fluent.TextElement):
        return re.escape(element.value), sum(char.isalpha() for char in element.value), False
    if isinstance(element, fluent.Placeable):
        return _fluent_element(element.expression, messages, depth)
    if isinstance(element, (fluent.StringLiteral, fluent.NumberLiteral)):
        return re.escape(element.value), sum(char.isalpha() for char in element.value), False
    if isinstance(element, fluent.MessageReference) and depth < 3:
        referred = messages.get(element.id.name)
        if referred is not None and referred.value is not None and element.attribute is None:
            return _fluent_pattern(referred.value, messages, depth + 1)
    if isinstance(element, fluent.SelectExpression):
        variants = [_fluent_pattern(variant.value, messages, depth) for variant in element.variants]
        either = "|".join(variant[0] for variant in variants)
        return f"(?:{either})", min(variant[1] for variant in variants), any(variant[2] for variant in variants)
    return VALUE


# ---------------------------------------------------------------- 2. the decks

#: The fields of a deck entry that the referee reads aloud (not its id, rule or avoid list).
SAID_FIELDS = ("questions", "text", "categories", "name", "examples")


def deck_files(language: str) -> list[Path]:
    folder = "decks" if language == ENGLISH else f"decks/{language}"
    found = [
        *REPO.glob(f"engine/games/*/{folder}/*.toml"),
        *(p for files in games_outside() for p in files.package.glob(f"{folder}/*.toml")),
    ]
    return sorted(path for path in found if not path.name.endswith(".answers.toml"))  # the answers are not read out


def _said_texts(value: object, said: bool = False) -> Iterator[str]:
    if isinstance(value, str) and said:
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _said_texts(item, said)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _said_texts(item, key in SAID_FIELDS)


def deck_patterns(language: str) -> tuple[re.Pattern[str], ...]:
    return _deck_patterns(tuple(deck_files(language)))


@lru_cache(maxsize=None)
def _deck_patterns(files: tuple[Path, ...]) -> tuple[re.Pattern[str], ...]:
    decks = [tomllib.loads(path.read_text(encoding="utf-8")) for path in files]
    texts = {text for deck in decks for text in _said_texts(deck)}
    return tuple(re.compile(re.escape(text.rstrip(".")) + r"\.?") for text in sorted(texts))


# ---------------------------------------------------------------- 4. the golden playthroughs


def golden_files(language: str) -> list[Path]:
    """The goldens spoken in `language`: the house's, and those of a game registered for the tests only."""
    folders = [GOLDEN, *(files.golden for files in games_outside())]
    return sorted(path for folder in folders for path in (folder if language == ENGLISH else folder / language).glob("*.json"))


def said_lines(transcript: Iterable[str]) -> Iterator[str]:
    """The lines the referee speaks or asks; not the table's answers ("> 7") nor sounds ("[dice]")."""
    for line in transcript:
        if line.startswith("? "):
            yield line[2:]
        elif not line.startswith((">", "[")):
            yield line


def _general(text: str, names: Iterable[str]) -> str:
    """A golden run as a pattern: its seats' names stand for any name, its digits for any number."""
    by_length = sorted(set(names), key=len, reverse=True)
    pieces = re.split("(" + "|".join(re.escape(name) for name in by_length) + r"|\d+)", text) if by_length else [text]
    out = []
    for index, piece in enumerate(pieces):
        if index % 2 == 0:
            out.append(re.escape(piece))
        else:
            out.append(r"\d+" if piece.isdigit() else NAME)
    return "".join(out)


def golden_patterns(language: str) -> tuple[re.Pattern[str], ...]:
    return _golden_patterns(tuple(golden_files(language)))


@lru_cache(maxsize=None)
def _golden_patterns(files: tuple[Path, ...]) -> tuple[re.Pattern[str], ...]:
    patterns = set()
    for path in files:
        golden = json.loads(path.read_text(encoding="utf-8"))
        names = golden["settings"].get("names", [])
        for line in said_lines(golden["transcript"]):
            parts = sentences(line)
            for start in range(len(parts)):
                for end in range(start + 1, len(parts) + 1):
                    patterns.add(_general(" ".join(parts[start:end]), names))
    return tuple(re.compile(pattern) for pattern in sorted(patterns))


# ---------------------------------------------------------------- a quote


def is_one_line(text: str, language: str) -> bool:
    """Whether `text` is one line (or one run of a line's sentences) of a message file, a deck or a golden,
    or a language's name."""
    sources = (*language_names(), *message_patterns(language), *deck_patterns(language), *golden_patterns(language))
    return any(pattern.fullmatch(text) for pattern in sources)


def is_said(quote: str, language: str) -> bool:
    """Whether a quote is lines the referee says, one after another, each whole or a run of its sentences."""
    parts = sentences(quote)
    if not parts:
        return False
    reached = [True] + [False] * len(parts)  # reached[i]: the first i sentences are lines said
    for end in range(1, len(parts) + 1):
        reached[end] = any(reached[start] and is_one_line(" ".join(parts[start:end]), language) for start in range(end))
    return reached[-1]
