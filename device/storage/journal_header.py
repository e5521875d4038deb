"""A journal's header: the game, its settings, the format and the seed, kept whole through damage.

Split from journal.py because the header is the one part of a journal that
must never be lost, and keeping it so is a concern of its own: big settings
(the decks) go once each into a content-addressed store beside the journals,
in two copies, named by their SHA-256; the header itself has a second copy
beside its journal; and reading it back checks every hash, the format number
and the seed (device/chance.py) before a game is resumed from it.
Format: docs/journal.md.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any, Mapping

from device.chance import is_seed

FORMAT = 4  # 4: the seed of the game's draws; 3: timer_left lines; 2: line numbers and CRCs
STORE_OVER = 256  # a setting whose JSON is longer than this many characters goes to the deck store


class JournalError(Exception):
    """A journal that cannot be resumed at all (no settings, or not a journal)."""


class NewerFormat(JournalError):
    """A journal written by a newer version: kept aside, never guessed at."""


def header_copy(journal: Path) -> Path:
    """The second copy of a journal's header, replaced atomically beside it."""
    return journal.with_name(journal.name + ".header.json")


def deck_store(journal: Path) -> Path:
    """Where big settings live, once each, named by the SHA-256 of their content."""
    return journal.parent / "decks"


def deck_store_copy(journal: Path) -> Path:
    """The second copy of every stored setting, so one damaged deck file never costs a game."""
    return journal.parent / "decks-copy"


def _stored_setting(journal: Path, digest: str) -> Any:
    """A stored setting from the first of its copies whose content still has its hash."""
    problems = []
    for store in (deck_store(journal), deck_store_copy(journal)):
        try:
            content = (store / f"{digest}.json").read_bytes()
        except OSError as error:
            problems.append(f"{store.name}/{digest}.json: {error.strerror or error}")
            continue
        if hashlib.sha256(content).hexdigest() == digest:
            return json.loads(content)
        problems.append(f"{store.name}/{digest}.json is damaged")
    raise ValueError("; ".join(problems))


def lost_deck_copies(journal: Path, header: Mapping[str, Any]) -> list[tuple[Path, bytes]]:
    """Each stored setting's copy that is lost or damaged while its other copy is whole, with that whole content.

    What the resume writes again (shelf.py, Shelf.mend), so that a game that
    came through one fault is not lost to a second. A setting with no whole
    copy is not here: nothing could be written from it (the game did not start).
    """
    stored = header.get("stored", {})
    lost = []
    for digest in stored.values() if isinstance(stored, dict) else ():
        if not isinstance(digest, str) or not re.fullmatch(r"[0-9a-f]{64}", digest):
            continue
        copies = {path: _content_if_whole(path, digest) for path in _copies(journal, digest)}
        whole = [content for content in copies.values() if content is not None]
        if len(whole) == 1:
            lost += [(path, whole[0]) for path, content in copies.items() if content is None]
    return lost


def _copies(journal: Path, digest: str) -> list[Path]:
    return [store / f"{digest}.json" for store in (deck_store(journal), deck_store_copy(journal))]


def _content_if_whole(path: Path, digest: str) -> bytes | None:
    try:
        content = path.read_bytes()
    except OSError:
        return None
    return content if hashlib.sha256(content).hexdigest() == digest else None


def settings_of(header: Any, journal: Path) -> tuple[str, dict[str, Any], int, str | None]:
    """The game, its full settings (decks fetched and checked), the format and the seed, from a header."""
    if not isinstance(header, dict) or not isinstance(header.get("game"), str):
        raise ValueError("not a journal header")
    version = header.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ValueError("the header has no format number")
    if version > FORMAT:
        raise NewerFormat(f"{journal}: written by a newer version (format {version}; this one reads up to {FORMAT})")
    seed = header.get("seed")
    if seed is not None and not is_seed(seed):
        raise ValueError("the header's seed is not 64 hex digits")
    settings, stored = header.get("settings"), header.get("stored", {})
    if not isinstance(settings, dict) or not isinstance(stored, dict):
        raise ValueError("the header's settings are not a JSON object")
    settings = dict(settings)
    for key, digest in stored.items():
        if not isinstance(digest, str) or not re.fullmatch(r"[0-9a-f]{64}", digest):
            raise ValueError(f"the stored setting {key!r} has no valid hash")
        settings[key] = _stored_setting(journal, digest)
    return header["game"], settings, version, seed


def store_header(
    journal: Path, game: str, settings: Mapping[str, Any], seed: str | None = None
) -> tuple[dict[str, Any], list[tuple[Path, bytes]]]:
    """The header to write, and the deck files it refers to (content, named by its hash)."""
    small: dict[str, Any] = {}
    stored: dict[str, str] = {}
    files: list[tuple[Path, bytes]] = []
    for key, value in settings.items():
        content = json.dumps(value, separators=(",", ":")).encode("utf-8")
        if len(content) > STORE_OVER:
            digest = hashlib.sha256(content).hexdigest()
            stored[key] = digest
            small[key] = None  # the key keeps its place, so the settings come back in the same order
            files += [(store / f"{digest}.json", content) for store in (deck_store(journal), deck_store_copy(journal))]
        else:
            small[key] = value
    header: dict[str, Any] = {"format": FORMAT, "game": game, "settings": small}
    if stored:
        header["stored"] = stored
    if seed is not None:
        header["seed"] = seed
    return header, files
