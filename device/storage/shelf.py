"""The games folder: one numbered journal per game, the unfinished ones found newest first, the unusable ones set aside."""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Mapping

from device.files import replace_durably, sync_directory, write_atomically
from device.storage.journal import Journal, Record, Recovery, copy_settings, recover, storage_trouble
from device.storage.journal_header import NewerFormat, header_copy
from device.storage.journal_header import lost_deck_copies
from engine.core import Input

log = logging.getLogger("table_referee.journal")


@dataclass
class Found:
    """An unfinished journal on the shelf, as far as it could be read."""

    path: Path
    recovery: Recovery

    @property
    def record(self) -> Record:
        return self.recovery.record

    def settings_to_try(self) -> Iterator[tuple[str, dict[str, Any]]]:
        """The game and settings to start from: line 1's, then the header copy's where they differ."""
        yield self.record.game, self.record.settings
        copy = copy_settings(self.path)
        if copy is not None and copy != (self.record.game, self.record.settings):
            yield copy

    def take_copy(self, game: str, settings: dict[str, Any], why: str) -> None:
        """Resume from the header copy's settings: the journal counts as damaged, so it is repaired."""
        self.record.game, self.record.settings = game, settings
        self.recovery.header_from_copy = True
        self.recovery.why = self.recovery.why or why


# What the table hears when a journal cannot be resumed at all.
TOO_DAMAGED = "The record of the last game is too damaged to resume; it is kept for a look."

NEWER_VERSION = "A game saved by a newer version is kept aside."


class Shelf:
    """The games folder: one numbered journal per game, newest last.

    Journals are numbered, not dated: a Pi without a clock battery can boot
    with its clock behind, and a number never sorts a new game before an old
    one. A journal that cannot be resumed is set aside with a `.broken` suffix
    for a human to look at, and its number is never given out again. What the
    table should hear about that waits in `notices`.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.notices: list[str] = []

    def create(
        self, game: str, settings: Mapping[str, Any], inputs: list[Input] | None = None, seed: str | None = None
    ) -> Journal:
        """A new journal under the next number (a storage fault only delays its writing)."""
        numbers = [_number(path) for path in self._journals("*.jsonl*")]
        path = self.folder / f"{max(numbers, default=0) + 1:06d}-{game}.jsonl"
        return Journal.create(path, game, settings, inputs, seed)

    def unfinished(self) -> Iterator[Found]:
        """The newest journals while they are unfinished, newest first.

        Stops at the first finished game: an older unfinished one was left on
        purpose when a newer game was played. Nothing read can raise out of
        here: a journal that cannot be read at all is set aside, explained,
        and the search goes on, so one bad file never blocks play.
        """
        for path in reversed(self._journals("*.jsonl")):
            try:
                recovery = recover(path)
            except NewerFormat as error:
                self.set_aside(path, str(error), NEWER_VERSION)
                continue
            except Exception as error:  # noqa: BLE001 - any content at all: RecursionError, IsADirectoryError, ...
                self.set_aside(path, f"{type(error).__name__}: {error}", TOO_DAMAGED)
                continue
            if recovery.record.finished:
                return
            yield Found(path, recovery)

    def repair(self, path: Path, record: Record, keep: int) -> Journal:
        """Replace a damaged journal by its first `keep` inputs, keeping the original as `.damaged`.

        The good part is written in full beside it and renamed over it, so a
        power cut during the repair leaves the damaged journal or the repaired
        one, never less.
        """
        target = _free_name(path, ".damaged")
        try:
            os.link(path, target)
        except OSError:
            shutil.copyfile(path, target)
        sync_directory(path.parent)
        fresh = path.with_name(path.name + ".repair")
        fresh.unlink(missing_ok=True)
        journal = Journal.create(fresh, record.game, record.settings, record.inputs[:keep], record.seed)
        journal.close()
        if journal.trouble:
            raise OSError(errno.EIO, journal.trouble)
        replace_durably(fresh, path)
        copy = header_copy(fresh)
        if copy.exists():
            _keep_time(header_copy(path), copy)
            replace_durably(copy, header_copy(path))
        return Journal(path, record.seed)

    def mend(self, found: Found) -> None:
        """Write again, from the whole one, every lost or damaged copy of a resumed game's settings.

        The deck files (decks/ and decks-copy/) and, when line 1 is whole and
        the game starts from it, the header copy: a game that came through one
        fault is then not lost to a second. Only a resume mends; reading a
        journal never writes (`referee verify`, the history and its exports
        may run as another user). One log line per file written; a card that
        refuses (full, read-only, failing) is one line for the lot, and play
        goes on: the next start tries again. docs/journal.md, "Copies mended".
        """
        recovery, copy = found.recovery, header_copy(found.path)
        header = None if recovery.header_from_copy else recovery.line_one
        to_write: list[tuple[Path, bytes, str, os.stat_result | None]] = []
        if header is not None:
            expected = json.dumps(header, separators=(",", ":")).encode("utf-8")
            if _json_of(copy) != header:
                was = _stat(copy) or _stat(found.path)  # when play began; lost with the copy: the journal's last write
                to_write.append((copy, expected, "line 1 of its journal", was))
        else:
            read = _json_of(copy)  # the copy the game was read from
            header = read if isinstance(read, dict) else None
        if header is not None:
            to_write += [(path, content, "its other copy", None) for path, content in lost_deck_copies(found.path, header)]
        refused: list[tuple[Path, OSError]] = []
        for target, content, source, times in to_write:
            try:
                write_atomically(target, content, times)
            except OSError as error:
                refused.append((target, error))
                continue
            log.warning("%s: was lost or damaged; written again from %s", target, source)
        if refused:
            names = ", ".join(str(target) for target, _ in refused)
            log.error(
                "cannot write again %s (%s: %s); play goes on, and the next start tries again",
                names,
                storage_trouble(refused[0][1]),
                refused[0][1].strerror or refused[0][1],
            )

    def set_aside(self, path: Path, why: str, notice: str = "") -> Path | None:
        """Keep an unusable journal for a human, never over an earlier one; tell the table why."""
        if notice:
            self.notices.append(notice)
        target = _free_name(path, ".broken")
        try:
            path.rename(target)
        except OSError as error:
            log.error("cannot resume %s (%s) and cannot set it aside (%s)", path, why, error)
            return None
        log.error("cannot resume %s (%s); it is set aside as %s", path, why, target.name)
        return target

    def _journals(self, pattern: str) -> list[Path]:
        """The game journals, oldest first (by their number, then name)."""
        if not self.folder.is_dir():
            return []
        found = [path for path in self.folder.glob(pattern) if _number(path) >= 0 and not path.name.endswith(".header.json")]
        return sorted(found, key=lambda path: (_number(path), path.name))


def _keep_time(old: Path, new: Path) -> None:
    """Give `new` the file times of `old`, when there is an `old` to take them from.

    Why: the header copy's time is when play began (device/storage/history.py
    reads it for a game's length); the repair writes the copy afresh, and
    without this a repaired game would seem to have begun at the repair.
    """
    try:
        began = old.stat()
        os.utime(new, ns=(began.st_atime_ns, began.st_mtime_ns))
    except OSError:
        pass  # no old copy (a damaged or older journal): the repair's own time is all there is


def _json_of(path: Path) -> object:
    """A small JSON file's content, or None when it is missing or unreadable."""
    try:
        return json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return None


def _stat(path: Path) -> os.stat_result | None:
    try:
        return path.stat()
    except OSError:
        return None


def _free_name(path: Path, suffix: str) -> Path:
    target = path.with_name(path.name + suffix)
    count = 1
    while target.exists():
        count += 1
        target = path.with_name(f"{path.name}.{count}{suffix}")
    return target


def _number(journal: Path) -> int:
    found = re.match(r"(\d+)-", journal.name)
    return int(found.group(1)) if found else -1
