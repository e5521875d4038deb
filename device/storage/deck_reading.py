"""Reading a deck file's text, and where the built-in decks and their answer files live.

Kept apart from the loading (device/storage/library.py) because the answer
files (device/storage/answer_files.py) are read with the same care: a file a
person may edit says which file, which line and what to do, and nothing else
escapes.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from engine.catalog import GAMES
from engine.language import ENGLISH

# The largest deck file read: ours are tens of kilobytes, so anything this big is not a deck.
LARGEST_DECK = 5_000_000
BOM = b"\xef\xbb\xbf"


class ContentError(Exception):
    """A deck file that cannot be used; the message names file, line and fix."""

    def __init__(self, path: Path | str, line: int | None, problem: str, fix: str) -> None:
        where = f"{path}:{line}" if line else str(path)
        super().__init__(f"{where}: {problem}. Fix: {fix}.")
        self.path, self.line = str(path), line


def read_text(path: Path) -> str:
    """The file as text; what cannot be read is a ContentError with the line of the first bad byte."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(LARGEST_DECK + 1)
    except OSError as error:
        folder = isinstance(error, IsADirectoryError)
        fix = "remove the folder or rename it without .toml" if folder else "check the file and its permissions"
        raise ContentError(path, None, f"cannot be read ({error.strerror})", fix) from None
    if len(raw) > LARGEST_DECK:
        raise ContentError(path, None, "is far too large for a deck file", "check it is a deck file")
    if raw.startswith(BOM):
        # Refused rather than skipped, like the config: one rule for every file a person edits.
        raise ContentError(path, 1, "the file starts with a byte-order mark", "save it as UTF-8 without BOM")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        problem = f"is not UTF-8 text (byte 0x{raw[error.start]:02x}; a binary file or another encoding)"
        raise ContentError(path, line, problem, "save it as UTF-8 text") from None


def built_in_path(name: str, language: str = ENGLISH) -> Path:
    """A game's deck lives in its package's decks/ folder: "rapid_list/blue" is decks/blue.toml,
    and in another language in a folder named for it: decks/es/blue.toml."""
    package = next(entry.package for entry in GAMES.values() if name in entry.decks)
    folder = resources.files(package) / "decks"
    if language != ENGLISH:
        folder = folder / language
    return Path(str(folder / f"{name.rsplit('/', 1)[-1]}.toml"))


def answers_path(path: Path) -> Path:
    """A category deck's answer file sits beside it: lists.toml -> lists.answers.toml."""
    return path.with_name(f"{path.stem}.answers.toml")
