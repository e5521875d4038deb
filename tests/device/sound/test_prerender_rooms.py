"""Render-ahead knows every line a room of message files says (issue 42, point 3): no line is missed
because it moved out of a phrase module.

A room of the test's own stands for one that moved: its messages that take
no value are fixed lines (text and short form), the words around the values
of the others are pieces, and a message named shown-... (a picture's label)
is neither: it is never said.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterator

import pytest

from device.sound import prerender
from engine import words

ROOM = "a_spoken_room"
MESSAGES = """\
go-on = Press GO to go on.
    .short = GO.
moved = { $name } moves to space { $space }.
    .short = { $name } on { $space }.
shown-total = Total
"""


@pytest.fixture
def room(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    package = tmp_path / ROOM
    (package / "messages").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "messages" / "en.ftl").write_text(MESSAGES, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(prerender, "spoken_rooms", lambda extra=(): [ROOM])
    words._room.cache_clear()
    yield ROOM
    sys.modules.pop(ROOM, None)
    words._room.cache_clear()


def test_a_rooms_fixed_messages_are_fixed_lines_in_both_forms(room: str) -> None:
    lines = prerender.fixed_lines(language="en")
    assert {"Press GO to go on.", "GO."} <= set(lines)
    assert not any("Total" == line or "moves to" in line for line in lines)


def test_the_words_around_a_rooms_values_are_pieces(room: str) -> None:
    runs = prerender.fragments()
    assert {"moves to space", "on"} <= {run.strip(" .") for run in runs}
    assert "Total" not in runs


def test_the_rooms_said_are_the_engines_the_devices_and_the_games_with_message_files() -> None:
    """The phone page's room is shown, never said; the engine's is said where its messages are not shown-..."""
    assert "device.companion" not in prerender.spoken_rooms()
    assert "engine" in prerender.spoken_rooms()
