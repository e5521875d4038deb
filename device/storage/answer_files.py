"""A built-in category deck's answer file: one fitting answer per die letter for each category.

A printed answer key reads it whole (built_in_answers); a game's setup reads
it only when it asks (AnswerFile), for the examples a table may hear when it
disputes an answer (docs/games/scattergories.md).
"""

from __future__ import annotations

import logging
import threading
import tomllib
from pathlib import Path
from typing import Any, Iterator, Mapping

from device.storage.deck_reading import ContentError, answers_path, built_in_path, read_text
from device.toml_lines import line_in_message
from engine.language import ENGLISH

log = logging.getLogger("table_referee.library")


def built_in_answers(name: str, language: str = ENGLISH) -> dict[str, Any]:
    """A built-in deck's answer file in `language`, as tables (a printed answer key reads it); a broken one is a ContentError."""
    path = answers_path(built_in_path(name, language))
    try:
        return tomllib.loads(read_text(path))
    except tomllib.TOMLDecodeError as error:
        raise ContentError(path, line_in_message(str(error)), f"is not valid TOML ({error})", "correct the syntax") from None


class AnswerFile(Mapping[str, Mapping[str, str]]):
    """A built-in category deck's answer file (category -> die letter -> answer), read when first asked for.

    Why lazily: the English file is some 90 kB of TOML, tens of milliseconds to
    parse on a PC and several times that on a Pi, and start-up is under half a
    second; only a Scattergories setup needs it (the game's example answers,
    docs/games/scattergories.md), and setup's foresight thread usually reads it
    first. A file that cannot be read gives no answers and a log line: the
    examples are a help, never a reason to stop a game (the deck tests keep ours whole).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._tables: dict[str, dict[str, str]] | None = None
        self._lock = threading.Lock()  # the foresight thread and the referee's may both ask first

    def _loaded(self) -> dict[str, dict[str, str]]:
        with self._lock:
            if self._tables is None:
                try:
                    data = tomllib.loads(read_text(self.path))
                except (ContentError, tomllib.TOMLDecodeError) as error:
                    log.error("no example answers: %s cannot be read (%s)", self.path, error)
                    data = {}
                self._tables = {
                    str(category): {str(letter): str(answer) for letter, answer in table.items()}
                    for category, table in data.items()
                    if isinstance(table, dict)
                }
            return self._tables

    @property
    def read(self) -> bool:
        """Whether the file has been read yet: start-up must not have (tests)."""
        return self._tables is not None

    def __getitem__(self, category: str) -> Mapping[str, str]:
        return self._loaded()[category]

    def __iter__(self) -> Iterator[str]:
        return iter(self._loaded())

    def __len__(self) -> int:
        return len(self._loaded())


def answer_files(language: str, built_in: Mapping[str, str]) -> dict[str, AnswerFile]:
    """Each built-in category deck's answer file, as "scattergories/answers" (a game's lists share one name:
    a category's answers are its own, whichever list holds it); read only when a game's setup asks."""
    return {
        f"{name.rsplit('/', 1)[0]}/answers": AnswerFile(answers_path(built_in_path(name, language)))
        for name, kind in built_in.items()
        if kind == "lists"
    }
