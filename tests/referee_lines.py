"""Whether a line a player page quotes is a line the referee really says.

A player page quotes the referee so a table knows what it will hear; a quote
that the code no longer says sends a player looking for a line that never
comes. A quoted line is held to three sources, in the page's language:

1. The phrase modules (every `phrases.py` under engine/ and device/, or its
   twin `phrases_<language>.py`), the rooms' message files (`messages/<language>.ftl`,
   engine/words.py) and the language names the menu offers
   (engine/language.py). Each string literal and f-string there becomes a
   pattern in which every `{...}` stands for any words: a name, a number, a
   list the line is built from. A pattern must keep at least three letters of
   its own, so a bare "{front}; {rest}." cannot vouch for any sentence at all
   (a fixed text such as "No" needs none: it vouches only for itself).
   Docstrings are left out: their examples are not what the referee says.
   A message is read the same way: its text and each attribute's, every
   variable or function call a placeholder, and a selector either of its
   variants.
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
the catalog: its phrase modules and its goldens are read with the others
(tests/game_files.py says where they are).

What it cannot catch: a word changed inside what a placeholder stands for
(a name, a number, a card's text), since a placeholder stands for any words.
It can only be as strict as the line's own fixed words.
"""

from __future__ import annotations

import ast
import json
import re
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator

from fluent.syntax import FluentParser, ast as fluent

from engine.language import ENGLISH, LANGUAGES
from engine.words import source
from tests.game_files import games_outside
from tests.paths import GOLDEN, REPO
from tests.rooms import ROOMS

#: A placeholder's fill in a phrase pattern: any words, or none (a clause left out), but never a question
#: or an exclamation: those are lines of their own, and a fill that ran over one would vouch for it.
ANY = "(?:[^¿?¡!]*?)"
#: A seat's name in a golden line, as it may stand in a quote: "Ana", "Equipo Rojo", "Bob".
NAME = r"(?:Equipo |Team )?[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+"
#: A sentence ends at . ! or ? (Spanish's closing marks too) before a space.
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
#: The fewest letters a phrase pattern with a placeholder must hold outside it.
FEWEST_LETTERS = 3
#: A placeholder: any words, no letters of its own.
HOLE = (ANY, 0, True)


def sentences(text: str) -> list[str]:
    """A line cut into its sentences, spaces tidied: a quote may wrap over lines of the page."""
    return [part for part in SENTENCE_END.split(" ".join(text.split())) if part]


# ---------------------------------------------------------------- 1. the phrase modules


def phrase_files(language: str) -> list[Path]:
    """Every phrase module in `language`, found on disk as tests/engine/test_spanish_phrases.py finds them,
    and those of a game registered for the tests only."""
    name = "phrases.py" if language == ENGLISH else f"phrases_{language}.py"
    folders = [REPO / "engine", REPO / "device", *(files.package for files in games_outside())]
    return sorted(path for folder in folders for path in folder.rglob(name))


def _is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings (a module's, a function's, a class's)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and _is_text(first.value):
                found.add(id(first.value))
    return found


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module's own text constants (`TITLE = "Dabble"`), which a line puts in by name: `f"... {TITLE}"`."""
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and _is_text(node.value):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found[target.id] = node.value.value
    return found


def _pattern(node: ast.expr, constants: dict[str, str]) -> tuple[str, int, bool] | None:
    """A string expression as a regular expression, the count of its own letters and whether it has a
    placeholder; None if it is not text.

    A literal is itself, and so is a module constant named in an f-string; any other `{...}` is any
    words; `a + b` joins; `a if c else b` is either.
    """
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return re.escape(node.value), sum(char.isalpha() for char in node.value), False
    if isinstance(node, ast.FormattedValue):
        named = node.value.id if isinstance(node.value, ast.Name) else None
        if named in constants and node.conversion == -1 and node.format_spec is None:
            return _pattern(ast.Constant(constants[named]), constants)
        return HOLE
    if isinstance(node, ast.JoinedStr):
        parts = [_pattern(value, constants) or HOLE for value in node.values]
        return "".join(part[0] for part in parts), sum(part[1] for part in parts), any(part[2] for part in parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _pattern(node.left, constants), _pattern(node.right, constants)
        if left is None and right is None:
            return None
        left, right = left or HOLE, right or HOLE
        return left[0] + right[0], left[1] + right[1], left[2] or right[2]
    if isinstance(node, ast.IfExp):
        body, orelse = _pattern(node.body, constants), _pattern(node.orelse, constants)
        if body is None or orelse is None:
            return None
        return f"(?:{body[0]}|{orelse[0]})", min(body[1], orelse[1]), body[2] or orelse[2]
    return None


def _trimmed(pattern: str) -> str:
    """A pattern without the spaces at its ends (" Por ejemplo: ..." is said after a line): a quote is tidied too."""
    while pattern.startswith("\\ "):
        pattern = pattern[2:]
    while pattern.endswith("\\ "):
        pattern = pattern[:-2]
    return pattern


def module_patterns(source: str) -> Iterator[str]:
    """Every string expression of a module's source, as a pattern: a fixed text, or one with a placeholder
    that keeps letters of its own."""
    tree = ast.parse(source)
    skipped = _docstrings(tree)
    constants = _constants(tree)
    for node in ast.walk(tree):
        if id(node) in skipped or not isinstance(node, ast.expr) or isinstance(node, ast.FormattedValue):
            continue
        found = _pattern(node, constants)
        if found is not None and (not found[2] or found[1] >= FEWEST_LETTERS):
            yield _trimmed(found[0])


def _fluent_pattern(pattern: fluent.Pattern) -> tuple[str, int, bool]:
    """A message's text as a pattern, with the count of its own letters and whether it has a placeholder:
    its text is itself, a selector is either of its variants, anything else in braces any words."""
    parts: list[tuple[str, int, bool]] = []
    for element in pattern.elements:
        if isinstance(element, fluent.TextElement):
            parts.append((re.escape(element.value), sum(char.isalpha() for char in element.value), False))
        elif isinstance(element.expression, fluent.SelectExpression):
            variants = [_fluent_pattern(variant.value) for variant in element.expression.variants]
            parts.append(
                (
                    "(?:" + "|".join(variant[0] for variant in variants) + ")",
                    min(variant[1] for variant in variants),
                    any(variant[2] for variant in variants),
                )
            )
        else:
            parts.append(HOLE)
    return "".join(part[0] for part in parts), sum(part[1] for part in parts), any(part[2] for part in parts)


def message_patterns(language: str) -> Iterator[str]:
    """Every message of every room in `language` (its text and its attributes'), as patterns."""
    for room in ROOMS:
        text = source(room, language)
        if text is None:
            continue
        for entry in FluentParser(with_spans=False).parse(text).body:
            if not isinstance(entry, fluent.Message):
                continue
            forms = [entry.value] if entry.value is not None else []
            for form in forms + [attribute.value for attribute in entry.attributes]:
                found = _fluent_pattern(form)
                if not found[2] or found[1] >= FEWEST_LETTERS:
                    yield _trimmed(found[0])


def phrase_patterns(language: str) -> tuple[re.Pattern[str], ...]:
    return _phrase_patterns(tuple(phrase_files(language)), language)


@lru_cache(maxsize=None)
def _phrase_patterns(files: tuple[Path, ...], language: str) -> tuple[re.Pattern[str], ...]:
    texts = set(LANGUAGES.values())
    patterns = {re.escape(text) for text in texts}
    for path in files:
        patterns.update(module_patterns(path.read_text(encoding="utf-8")))
    patterns.update(message_patterns(language))
    return tuple(re.compile(pattern, re.DOTALL) for pattern in sorted(patterns))


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


# ---------------------------------------------------------------- 3. the golden playthroughs


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
    """Whether `text` is one line (or one run of a line's sentences) of a phrase module, a deck or a golden."""
    sources = (*phrase_patterns(language), *deck_patterns(language), *golden_patterns(language))
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
