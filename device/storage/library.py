"""Loading the card decks, category lists and subjects from TOML files.

Deck files are written by people, ours and players', so every mistake is
reported with the file, the line and what to do about it, rather than surfacing
mid-game as a missing question. Nothing read from a deck file may escape as
anything but a ContentError: a folder named like a deck, a file the referee may
not read, binary bytes or a byte-order mark all say which file and what to do.

Our own decks are strict: a broken one is our bug and stops start-up. A
player's deck is theirs, so `referee play` skips a broken one with a log line
naming the file and the fix, and the evening goes on with the other decks.
"""

from __future__ import annotations

import logging
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from device.paths import config_dir
from device.storage.answer_files import answer_files
from device.storage.deck_reading import ContentError, built_in_path, read_text
from device.toml_lines import line_in_message
from engine.catalog import GAMES, game_of_deck, speaks
from engine.entry import Entry
from engine.language import ENGLISH
from engine.words import complete
from engine.setup import CUE_KINDS, Library

log = logging.getLogger("table_referee.library")


@dataclass(frozen=True)
class DeckKind:
    """How one kind of deck file is laid out and what makes an entry valid."""

    table: str  # the [[table]] each entry is written as
    key: str  # the field that identifies an entry
    check: Callable[[Mapping[str, Any]], tuple[Any, str | None]]  # -> (value, problem)
    # Optional fields of an entry kept beside its value, by field name (checked by `check`).
    optional: tuple[str, ...] = ()


def _texts(entry: Mapping[str, Any], field: str, count: int) -> tuple[Any, str | None]:
    texts = entry.get(field)
    if not isinstance(texts, list) or len(texts) != count:
        return None, f"needs exactly {count} entries in '{field}'"
    if not all(isinstance(text, str) and text.strip() for text in texts):
        return None, f"has an empty or non-text entry in '{field}'"
    if len({_normal(text) for text in texts}) != count:
        return None, f"repeats an entry in '{field}'"
    return tuple(text.strip() for text in texts), None


def _question_card(entry: Mapping[str, Any]) -> tuple[Any, str | None]:
    return _texts(entry, "questions", 6)


def _category_list(entry: Mapping[str, Any]) -> tuple[Any, str | None]:
    categories, problem = _texts(entry, "categories", 12)
    if problem:
        return None, problem
    marked: set[str] = set()
    for field_name in ANSWER_KINDS:
        texts = entry.get(field_name, [])
        if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
            return None, f"needs '{field_name}' to be a list of its categories, like [\"{categories[0]}\"]"
        for text in texts:
            if text.strip() not in categories:
                return None, f"marks '{text}' in '{field_name}', which is not one of its categories"
            if text.strip() in marked:
                return None, f"marks '{text}' as more than one kind of answer"
            marked.add(text.strip())
    return categories, None


# A category list's optional marks: the kind of answer a category asks for (answer_scoring.NAME, TITLE).
ANSWER_KINDS = ("titles", "names")


def _challenge(entry: Mapping[str, Any]) -> tuple[Any, str | None]:
    text = entry.get("text")
    if not isinstance(text, str) or not text.strip():
        return None, "needs a non-empty 'text'"
    avoid = entry.get("avoid", [])
    if not isinstance(avoid, list) or not all(isinstance(phrase, str) and phrase.strip() for phrase in avoid):
        return None, "needs 'avoid' to be a list of non-empty words or phrases, like [\"begin with s\"]"
    if any(phrase != " ".join(phrase.lower().split()) for phrase in avoid):
        return None, "has an 'avoid' phrase that is not lower case with single spaces"
    cue = entry.get("cue_after")
    if cue is not None and (not isinstance(cue, int) or isinstance(cue, bool) or not 1 <= cue <= 120):
        return None, "needs 'cue_after' to be a whole number of seconds from 1 to 120"
    call = entry.get("cue")
    if call is not None and (call not in CUE_KINDS or cue is None):
        return None, f"needs 'cue' to be one of {', '.join(CUE_KINDS)}, beside a 'cue_after'"
    return text.strip(), None


def _subject(entry: Mapping[str, Any]) -> tuple[Any, str | None]:
    name, examples = entry.get("name"), entry.get("examples")
    if not isinstance(name, str) or not name.strip():
        return None, "needs a non-empty 'name'"
    if not isinstance(examples, list) or not examples or not all(isinstance(e, str) and e.strip() for e in examples):
        return None, "needs a list of example words in 'examples'"
    return {"name": name.strip(), "examples": [e.strip() for e in examples]}, None


KINDS: dict[str, DeckKind] = {
    "questions": DeckKind("card", "id", _question_card),
    "challenges": DeckKind("card", "id", _challenge, optional=("avoid", "cue_after", "cue")),
    "lists": DeckKind("list", "number", _category_list, optional=ANSWER_KINDS),
    "subjects": DeckKind("subject", "id", _subject),
}

# Our own deck files, by the name the games use, and what kind each is: from the catalog.
BUILT_IN: dict[str, str] = {name: kind for entry in GAMES.values() for name, kind in entry.decks.items()}


@dataclass(frozen=True)
class Deck:
    name: str
    title: str
    entries: dict[str, Any]
    # Optional fields by field name, then entry key: {"avoid": {"challenge-05": ("begin with s",)}}.
    extras: dict[str, dict[str, Any]] = field(default_factory=dict)


def _normal(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def load_deck(path: Path, kind_name: str, name: str) -> Deck:
    """One deck file, checked; any failure, foreseen or not, is a ContentError naming the file."""
    try:
        return _load_deck(path, kind_name, name)
    except ContentError:
        raise
    except Exception as error:  # noqa: BLE001 - an odd file must never surface as a traceback
        raise ContentError(
            path, None, f"could not be loaded ({type(error).__name__}: {error})", "compare it with docs/decks.md"
        ) from None


def _load_deck(path: Path, kind_name: str, name: str) -> Deck:
    kind = KINDS[kind_name]
    text = read_text(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        line = line_in_message(str(error))
        raise ContentError(path, line, f"is not valid TOML ({error})", "correct the syntax at that line") from None
    entries = data.get(kind.table)
    if not isinstance(entries, list) or not entries:
        raise ContentError(path, None, f"has no [[{kind.table}]] entries", f"add at least one [[{kind.table}]] table")
    header_lines = _header_lines(text, kind.table)
    result: dict[str, Any] = {}
    extras: dict[str, dict[str, Any]] = {name: {} for name in kind.optional}
    seen_texts: dict[str, str] = {}
    for index, entry in enumerate(entries):
        line = header_lines[index] if index < len(header_lines) else None
        if not isinstance(entry, dict):
            raise ContentError(path, None, f"'{kind.table}' must be written as [[{kind.table}]] tables", "see docs/decks.md")
        key = entry.get(kind.key)
        if not isinstance(key, (str, int)) or isinstance(key, bool) or str(key).strip() == "":
            raise ContentError(path, line, f"entry {index + 1} has no '{kind.key}'", f"give it a unique '{kind.key}'")
        key = str(key)
        if key in result:
            raise ContentError(path, line, f"'{key}' is used twice", f"give each [[{kind.table}]] its own '{kind.key}'")
        value, problem = kind.check(entry)
        if problem:
            raise ContentError(path, line, f"'{key}' {problem}", "see docs/decks.md for the layout")
        for item in _entry_texts(value):
            normal = _normal(item)
            if normal in seen_texts:
                raise ContentError(path, line, f"'{key}' repeats '{item}' from '{seen_texts[normal]}'", "replace one of the two")
            seen_texts[normal] = key
        result[key] = value
        for field_name in kind.optional:
            if field_name in entry:
                found = entry[field_name]
                extras[field_name][key] = tuple(item.strip() for item in found) if isinstance(found, list) else found
    named = data.get("name")
    title = named if isinstance(named, str) else path.stem
    return Deck(name, title, result, {name: found for name, found in extras.items() if found})


def _entry_texts(value: Any) -> Iterable[str]:
    if isinstance(value, tuple):
        return value
    if isinstance(value, str):
        return (value,)
    return (value["name"],)


def _header_lines(text: str, table: str) -> list[int]:
    pattern = re.compile(r"^\s*\[\[\s*" + re.escape(table) + r"\s*\]\]")
    return [number for number, line in enumerate(text.splitlines(), start=1) if pattern.match(line)]


# What a player's own deck file may hold, and the name the games know it by: from the catalog.
USER_KINDS: dict[str, str] = {kind: prefix for entry in GAMES.values() for kind, prefix in entry.user_decks.items()}


def user_deck_dirs() -> list[Path]:
    """Where players may put their own deck files: next to the config file."""
    user = config_dir() / "decks"
    return [Path("/etc/table-referee/decks"), user]


def load_user_decks(folders: Iterable[Path], skip_broken: bool = False) -> list[Deck]:
    """Players' own decks: each file says its kind; checked exactly like ours.

    With ``skip_broken`` a deck that cannot be used is left out with an error
    in the log naming the file and the fix (what `referee play` does: one bad
    file should not cost the table its evening); without it, it is raised.
    """
    decks = []
    for folder in folders:
        for path in _deck_files(folder):
            try:
                decks.append(_load_user_deck(path))
            except ContentError as error:
                if not skip_broken:
                    raise
                log.error("skipping a player's deck: %s", error)
    return decks


def _deck_files(folder: Path) -> list[Path]:
    """The *.toml files in a decks folder; a folder that cannot be listed is logged and has none."""
    try:
        return sorted(folder.glob("*.toml")) if folder.is_dir() else []
    except OSError as error:
        log.error("cannot list the decks folder %s (%s); its decks are left out", folder, error.strerror)
        return []


def _load_user_deck(path: Path) -> Deck:
    try:
        kind = tomllib.loads(read_text(path)).get("kind")
    except tomllib.TOMLDecodeError as error:
        raise ContentError(path, line_in_message(str(error)), f"is not valid TOML ({error})", "correct the syntax") from None
    if kind not in USER_KINDS:
        known = ", ".join(f'kind = "{k}"' for k in USER_KINDS)
        raise ContentError(path, 1, f"does not say what kind of deck it is (kind = {kind!r})", f"add {known}")
    deck = load_deck(path, kind, USER_KINDS[kind] + path.stem)
    # Prefix the ids so a player's "card-1" never collides with one of ours.
    entries = {f"{path.stem}:{key}": value for key, value in deck.entries.items()}
    return Deck(deck.name, deck.title, entries)


def load_library(
    played: Mapping[str, tuple[str, ...]] | None = None,
    user_folders: Iterable[Path] = (),
    skip_broken_user_decks: bool = False,
    language: str = ENGLISH,
) -> Library:
    """Load every built-in deck of `language` and the players' own; a broken one raises ContentError.

    ``skip_broken_user_decks`` leaves a broken player's deck out with a log line
    instead; our own decks are always strict.
    """
    games = [entry for entry in GAMES.values() if language == ENGLISH or decks_whole(entry, language)]
    decks = [load_deck(built_in_path(name, language), kind, name) for entry in games for name, kind in entry.decks.items()]
    for entry in games:  # decks of one kind in one game are played together
        for kind in set(entry.decks.values()):
            _check_across(decks, tuple(name for name, of_kind in entry.decks.items() if of_kind == kind))
    decks += load_user_decks(user_folders, skip_broken=skip_broken_user_decks)
    return Library(
        decks={deck.name: deck.entries for deck in decks},
        titles={deck.name: deck.title for deck in decks},
        played=dict(played or {}),
        extras={**_extras(decks), **answer_files(language, {name: BUILT_IN[name] for entry in games for name in entry.decks})},
    )


def decks_whole(entry: Entry, language: str) -> bool:
    """Whether every built-in deck of the game is there in `language`: a game is never loaded, nor
    offered, with another language's decks, and one game's missing decks never stop another's."""
    return all(built_in_path(name, language).is_file() for name in entry.decks)


#: What the device itself speaks through in any language: its own lines and the phone page's words.
DEVICE_ROOMS = ("device", "device.companion")


def device_speaks(language: str) -> bool:
    """Whether the device's own words (the menu, setup, health; the phone page) are whole in `language`."""
    return all(complete(room, language) for room in DEVICE_ROOMS)


def whole_in(entry: Entry, language: str) -> bool:
    """A game is offered in a language only when its words and its decks are whole there (issue 42)."""
    return language == ENGLISH or (device_speaks(language) and speaks(entry, language) and decks_whole(entry, language))


def _extras(decks: list[Deck]) -> dict[str, dict[str, Any]]:
    """Each deck's optional fields, offered to its game (engine.setup.Library.extras) after the deck's
    folder, under the names the game's catalog entry gives them (Entry.extras_names) or their own."""
    extras: dict[str, dict[str, Any]] = {}
    for deck in decks:
        folder = deck.name.rsplit("/", 1)[0]
        entry = game_of_deck(deck.name)
        names = entry.extras_names if entry else {}
        for field_name, values in deck.extras.items():
            extras[f"{folder}/{names.get(field_name, field_name)}"] = dict(values)
    return extras


def _check_across(decks: list[Deck], names: tuple[str, ...]) -> None:
    """No question may appear in two decks that can be played together."""
    seen: dict[str, str] = {}
    for deck in decks:
        if deck.name not in names:
            continue
        for key, value in deck.entries.items():
            for item in _entry_texts(value):
                normal = _normal(item)
                if normal in seen and seen[normal] != deck.name:
                    raise ContentError(
                        built_in_path(deck.name), None, f"'{key}' repeats '{item}' from {seen[normal]}", "replace one"
                    )
                seen[normal] = deck.name
