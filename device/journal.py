"""The game journal: an append-only JSON-lines file that survives power cuts.

Line 1 is the header (game id, settings, format version); every later line is
one confirmed input, or an undo marker. Each line is fsync'd before its result
is spoken, so anything a player heard is on the SD card. A cut in the middle of
a write leaves at most a torn last line, which reading drops with a log line.
Format: docs/journal.md.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

from device.files import sync_directory
from engine.core import Input

FORMAT = 1
log = logging.getLogger("table_referee.journal")


class JournalError(Exception):
    pass


@dataclass
class Record:
    game: str
    settings: dict[str, Any]
    inputs: list[Input] = field(default_factory=list)
    finished: bool = False


class Journal:
    """Writes one game's journal. Opened once per game; every append is durable."""

    def __init__(self, path: Path) -> None:
        self.path = path
        _cut_torn_tail(path)
        self._file = open(path, "a", encoding="utf-8")

    @classmethod
    def create(cls, path: Path, game: str, settings: Mapping[str, Any]) -> "Journal":
        path.parent.mkdir(parents=True, exist_ok=True)
        journal = cls(path)
        journal._write({"format": FORMAT, "game": game, "settings": settings})
        sync_directory(path.parent)
        return journal

    def append(self, given: Input) -> None:
        self._write(given.to_json())

    def undo(self) -> None:
        self._write({"undo": True})

    def finish(self) -> None:
        self._write({"finished": True})

    def close(self) -> None:
        self._file.close()

    def _write(self, entry: Mapping[str, Any]) -> None:
        self._file.write(json.dumps(entry, separators=(",", ":")) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())


def read(path: Path) -> Record:
    """Read a journal back, dropping a torn last line; undo markers are applied."""
    raw = path.read_bytes().decode("utf-8", errors="replace")
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    elif lines:
        log.warning("%s: dropped a torn last line (the power went off while writing it)", path)
        lines.pop()
    if not lines:
        raise JournalError(f"{path}: the journal is empty")
    try:
        header = json.loads(lines[0])
        record = Record(game=header["game"], settings=header["settings"])
    except (ValueError, KeyError, TypeError):
        raise JournalError(f"{path}, line 1: not a journal header") from None
    for number, line in enumerate(lines[1:], start=2):
        try:
            entry = json.loads(line)
            if entry.get("undo"):
                record.inputs.pop()
            elif entry.get("finished"):
                record.finished = True
            else:
                record.inputs.append(Input.from_json(entry))
        except (ValueError, AttributeError, IndexError) as error:
            raise JournalError(f"{path}, line {number}: unreadable entry ({error})") from None
    return record


def _cut_torn_tail(path: Path) -> None:
    """Drop a half-written last line before appending, so new lines start clean."""
    if not path.exists():
        return
    data = path.read_bytes()
    if not data or data.endswith(b"\n"):
        return
    with open(path, "r+b") as handle:
        handle.truncate(data.rfind(b"\n") + 1)
        handle.flush()
        os.fsync(handle.fileno())


class Shelf:
    """The games folder: one numbered journal per game, newest last.

    Journals are numbered, not dated: a Pi without a clock battery can boot
    with its clock behind, and a number never sorts a new game before an old
    one. A journal that cannot be resumed is set aside with a `.broken` suffix
    for a human to look at, and its number is never given out again.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def create(self, game: str, settings: Mapping[str, Any]) -> Journal:
        numbers = [_number(path) for path in self._journals("*.jsonl*")]
        path = self.folder / f"{max(numbers, default=0) + 1:06d}-{game}.jsonl"
        return Journal.create(path, game, settings)

    def unfinished(self) -> Iterator[tuple[Path, Record]]:
        """The newest journals while they are unfinished, newest first.

        Stops at the first finished game: an older unfinished one was left on
        purpose when a newer game was played. A journal that cannot be read is
        set aside and the search goes on, so one bad file never blocks play.
        """
        for path in reversed(self._journals("*.jsonl")):
            try:
                record = read(path)
            except (OSError, JournalError) as error:
                self.set_aside(path, str(error))
                continue
            if record.finished:
                return
            yield path, record

    def set_aside(self, path: Path, why: str) -> Path:
        """Keep an unusable journal for a human, never over an earlier one."""
        target = path.with_name(path.name + ".broken")
        count = 1
        while target.exists():
            count += 1
            target = path.with_name(f"{path.name}.{count}.broken")
        path.rename(target)
        log.error("cannot resume %s (%s); it is set aside as %s", path, why, target.name)
        return target

    def _journals(self, pattern: str) -> list[Path]:
        """The game journals, oldest first (by their number, then name)."""
        if not self.folder.is_dir():
            return []
        found = [path for path in self.folder.glob(pattern) if _number(path) >= 0]
        return sorted(found, key=lambda path: (_number(path), path.name))


def _number(journal: Path) -> int:
    found = re.match(r"(\d+)-", journal.name)
    return int(found.group(1)) if found else -1
