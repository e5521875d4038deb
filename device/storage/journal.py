"""The game journal: an append-only JSON-lines file that survives power cuts and damage.

Line 1 is the header (game id, settings, format version and, since format 4,
the secret seed the game's chance is drawn from: device/chance.py); every later line is
one confirmed input, an undo marker, or (format 3) the time a running round
timer had left. Each line is fsync'd before its result
is spoken, so anything a player heard is on the SD card. Since format 2 every
line carries its number and a CRC, so a removed, garbled or zeroed line is
found, and only what follows it is lost. Big settings (the decks) live once in
a content-addressed store beside the journals and the header has a second copy,
so one damaged line never costs the game its settings (journal_header.py keeps
the header, its copy and the deck store). Format: docs/journal.md.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import re
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from device.files import sync_directory, write_atomically
from device.storage.journal_header import JournalError, NewerFormat, header_copy, settings_of, store_header
from engine.core import Input

log = logging.getLogger("table_referee.journal")
_CRC = re.compile(r',"crc":"([0-9a-f]{8})"\}$')


@dataclass
class Record:
    game: str
    settings: dict[str, Any]
    inputs: list[Input] = field(default_factory=list)
    finished: bool = False
    # The time the round timer had left at its last mark, when no input followed it:
    # a game cut off mid-countdown resumes its timer from there.
    timer_left: float | None = None
    # The seed the game's chance is drawn from (device/chance.py); None in a journal
    # written before seeds were kept, whose draws came from the device's randomness.
    seed: str | None = None


@dataclass
class Recovery:
    """What reading a journal found: the whole record, or the part before the damage."""

    record: Record
    damaged_line: int | None = None  # the first line that could not be read (1 = header)
    why: str = ""
    torn: bool = False  # a last line without newline: a cut mid-write, not damage
    header_from_copy: bool = False
    # The header as line 1 holds it, when line 1 is whole: what a lost or damaged header copy is
    # written again from when the game resumes (shelf.py, Shelf.mend).
    line_one: dict[str, Any] | None = None

    @property
    def damaged(self) -> bool:
        return self.damaged_line is not None or self.header_from_copy


def storage_trouble(error: OSError) -> str:
    """The table's word for a write that failed: full, read-only or failing."""
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return "the card is full"
    if error.errno == errno.EROFS:
        return "the card is read-only"
    return "the card is failing"


def _line(entry: Mapping[str, Any], number: int) -> bytes:
    """One journal line: the entry, its line number, and a CRC of everything before the CRC."""
    body = json.dumps({**entry, "n": number}, separators=(",", ":"))[:-1]
    crc = zlib.crc32(body.encode("utf-8")) & 0xFFFFFFFF
    return f'{body},"crc":"{crc:08x}"}}\n'.encode("utf-8")


def _parse(raw: bytes, number: int, checked: bool) -> dict[str, Any]:
    """One line back, or ValueError saying why it is damaged (bad UTF-8, JSON, CRC or number)."""
    text = raw.decode("utf-8")
    try:
        entry = json.loads(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    if not isinstance(entry, dict):
        raise ValueError("not a JSON object")
    found = _CRC.search(text)
    if found:
        if zlib.crc32(text[: found.start()].encode("utf-8")) & 0xFFFFFFFF != int(found.group(1), 16):
            raise ValueError("its check sum does not match")
        if entry.get("n") != number:
            raise ValueError(f"it is numbered {entry.get('n')!r}: a line before it is missing")
        del entry["crc"], entry["n"]
    elif checked:
        raise ValueError("it has no check sum")
    return entry


def recover(path: Path) -> Recovery:
    """Read a journal as far as it is whole.

    Stops at the first damaged line and returns everything before it; a last
    line without newline is a cut mid-write (`torn`), not damage. The header
    comes from its copy when line 1 is damaged. Raises JournalError only when
    no copy of the settings is readable, or NewerFormat.
    """
    pieces = path.read_bytes().split(b"\n")
    tail = pieces.pop()
    torn = False
    if tail:
        if b"\0" not in tail and tail.startswith(b"{") and _decodes(tail):
            torn = True
            log.warning("%s: dropped a torn last line (the power went off while writing it)", path)
        else:
            pieces.append(tail)  # not a cut write: bytes that should not be there
    header: Any = None
    why = ""
    try:
        header = _parse(pieces[0], 1, checked=False) if pieces else None
        game, settings, version, seed = settings_of(header, path)
        if version >= 2 and not _CRC.search(pieces[0].decode("utf-8")):
            raise ValueError("it has no check sum")  # format 2 always writes one: this line was changed
        from_copy = False
    except NewerFormat:
        raise
    except (ValueError, OSError) as error:  # UnicodeDecodeError is a ValueError
        why = f"line 1: {error}" if pieces else "the journal is empty"
        try:
            game, settings, version, seed = settings_of(json.loads(header_copy(path).read_bytes()), path)
        except NewerFormat:
            raise
        except (ValueError, OSError, RecursionError) as copy_error:
            if not pieces:
                raise JournalError(f"{path}: the journal is empty") from None
            raise JournalError(f"{path}, {why}; its header copy: {copy_error}") from None
        from_copy = True
    recovery = Recovery(
        Record(game, settings, seed=seed), torn=torn, header_from_copy=from_copy, line_one=None if from_copy else header
    )
    if from_copy:
        recovery.why = why
    for number, raw in enumerate(pieces[1:], start=2):
        try:
            entry = _parse(raw, number, checked=version >= 2)
            if entry.get("undo") is True:
                recovery.record.inputs.pop()
                recovery.record.timer_left = None
                recovery.record.finished = False  # an answer taken back after the end reopens the game
            elif entry.get("finished") is True:
                recovery.record.finished = True
            elif "timer_left" in entry:
                recovery.record.timer_left = _seconds_left(entry["timer_left"])
            else:
                recovery.record.inputs.append(Input.from_json(entry))
                recovery.record.timer_left = None
        except (ValueError, IndexError, TypeError) as error:
            recovery.damaged_line, recovery.why = number, f"line {number}: {error}"
            recovery.record.finished = False
            break
    return recovery


def _seconds_left(value: Any) -> float:
    """A timer mark's seconds, or ValueError: a mark is a number of seconds, 0 or more."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 86_400:
        raise ValueError(f"timer_left {value!r} is not a number of seconds")
    return float(value)


def copy_settings(path: Path) -> tuple[str, dict[str, Any]] | None:
    """The game and settings in a journal's header copy, or None when the copy cannot be read.

    The resume falls back on them when line 1 reads as whole (its check sum
    matches) but its settings no longer start a game: a game is lost only
    when every copy of it is damaged.
    """
    try:
        game, settings, _, _ = settings_of(json.loads(header_copy(path).read_bytes()), path)
    except (ValueError, OSError, RecursionError, JournalError):
        return None
    return game, settings


def _decodes(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def read(path: Path) -> Record:
    """Read a whole journal (for `referee replay`): any damage is a JournalError naming its line."""
    recovery = recover(path)
    if recovery.damaged:
        raise JournalError(f"{path}, {recovery.why}")
    return recovery.record


class Journal:
    """Writes one game's journal; every append is durable, or kept until it can be.

    When the card is full, read-only or failing, lines wait in memory and every
    later write retries them first, so a fault costs nothing once it clears.
    `trouble` says what is wrong now (None when everything is on the card).
    """

    def __init__(self, path: Path, seed: str | None = None) -> None:
        self.path = path
        self.seed = seed  # the game's secret seed, as its header keeps it (None: a journal from before seeds)
        self.trouble: str | None = None
        self._pending: list[bytes] = []
        self._files: list[tuple[Path, bytes]] = []  # deck files and the header copy, still to write
        self._lines = 0
        self.finished = False  # the last marker written says the game ended (an undo reopens it)
        self._size = 0
        self._cut = False  # the file may hold bytes past _size (a failed write): cut them first
        self._fd: int | None = None
        if path.exists():
            try:
                data = path.read_bytes()
                self._size, self._lines = data.rfind(b"\n") + 1, data.count(b"\n")
                _cut_torn_tail(path)
            except OSError as error:  # a card that cannot be read or written: the next write retries
                self.trouble = storage_trouble(error)
                log.error("%s: cannot open for writing: %s", path, error)
                if self._lines:  # read, but the torn tail could not be cut: the next write cuts it
                    self._cut = True
                else:  # not even read: append after whatever is there, never over it
                    with contextlib.suppress(OSError):
                        self._size = path.stat().st_size

    @classmethod
    def create(
        cls, path: Path, game: str, settings: Mapping[str, Any], inputs: list[Input] | None = None, seed: str | None = None
    ) -> "Journal":
        """A new journal (its decks stored and header copied first); a storage fault only delays it."""
        journal = cls(path, seed)
        journal._size, journal._cut = 0, True  # a file already there is started afresh
        header, files = store_header(path, game, settings, seed)
        journal._files = files + [(header_copy(path), json.dumps(header, separators=(",", ":")).encode("utf-8"))]
        journal._pending.append(_line(header, 1))
        journal._lines = 1
        for given in inputs or []:
            journal._lines += 1
            journal._pending.append(_line(given.to_json(), journal._lines))
        journal._flush()
        return journal

    @property
    def unsaved(self) -> int | None:
        """How many lines after the header are only in memory; None when not even the header is on the card.

        What a stop during a storage fault costs: the next start resumes from
        the card, so these are lost (said honestly when the referee stops).
        """
        written = self._lines - len(self._pending)
        return None if written == 0 else len(self._pending)

    def append(self, given: Input) -> None:
        self._write(given.to_json())

    def undo(self) -> None:
        self._write({"undo": True})
        self.finished = False

    def finish(self) -> None:
        """Mark the game ended (once: a game reopened by an undo and ended again is marked again)."""
        if not self.finished:
            self._write({"finished": True})
            self.finished = True

    def timer_left(self, seconds: float) -> None:
        """The running round timer's time left: a power cut then costs the table a few seconds, not the round.

        Only a convenience, never a move: while the card refuses lines, or when
        this one is refused, it is dropped, so it never waits in memory among
        the moves (nor counts in what a stop would lose).
        """
        if self._pending:
            return
        self._write({"timer_left": round(seconds, 1)})
        if self._pending:  # refused: forget it, and its number
            self._pending.pop()
            self._lines -= 1

    def retry(self) -> None:
        """Try again to save what is waiting (called before every later write)."""
        if self._pending or self._files:
            self._flush()

    def close(self) -> None:
        self.retry()
        if self._pending:
            log.error("%s: %d lines could not be saved (%s)", self.path, len(self._pending), self.trouble)
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def _write(self, entry: Mapping[str, Any]) -> None:
        self._lines += 1
        self._pending.append(_line(entry, self._lines))
        self._flush()

    def _flush(self) -> None:
        """Write the side files, then the waiting lines after the last good byte, then fsync."""
        try:
            while self._files:
                target, content = self._files[0]
                if target == header_copy(self.path) or not _holds(target, content):
                    damaged = target != header_copy(self.path) and target.exists()
                    write_atomically(target, content)  # new, or damaged since a game before
                    if damaged:
                        log.warning("%s: was damaged; written whole again", target)
                self._files.pop(0)
            if self._fd is None:
                created = not self.path.exists()
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._fd = os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o644)
                if created:
                    sync_directory(self.path.parent)
            data = b"".join(self._pending)
            if self._cut:
                os.ftruncate(self._fd, self._size)  # drop what a failed attempt left half-written
            os.lseek(self._fd, self._size, os.SEEK_SET)
            view = memoryview(data)
            while view:
                view = view[os.write(self._fd, view) :]
            os.fsync(self._fd)
        except OSError as error:
            trouble = storage_trouble(error)
            if trouble != self.trouble:
                log.error("%s: cannot save (%s): %s", self.path, trouble, error)
            self.trouble, self._cut = trouble, True
            return
        self._size += len(data)
        self._pending.clear()
        self._cut = False
        if self.trouble:
            log.warning("%s: saved again; nothing was lost", self.path)
        self.trouble = None


def _holds(path: Path, content: bytes) -> bool:
    """Whether a stored deck file is there and whole (another game may have stored it already)."""
    try:
        return path.read_bytes() == content
    except OSError:
        return False


def _cut_torn_tail(path: Path) -> None:
    """Drop a half-written last line before appending, so new lines start clean."""
    data = path.read_bytes()
    if not data or data.endswith(b"\n"):
        return
    with open(path, "r+b") as handle:
        handle.truncate(data.rfind(b"\n") + 1)
        handle.flush()
        os.fsync(handle.fileno())
