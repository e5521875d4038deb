"""A lost or damaged copy of a game's settings is written again when the game resumes (issue 37, point 9).

Every deck file is stored twice (games/decks/ and games/decks-copy/) and the
header has a copy beside its journal, so one fault costs nothing. The outside
tester's steps: delete one copy, start (the game resumes from the other),
quit, then empty the other copy and start again. Before this, the first
start left the lost copy missing and said nothing, so the second fault lost
the game ("too damaged to resume"). Each test plays those steps with the real
journal code and the real referee's resume (tests/journal_fixtures.py).
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from device.storage.history import finished_games
from device.storage.journal import header_copy, read, recover
from tests.faulty_storage import FaultyStorage
from tests.journal_fixtures import SETTINGS, record, recorded_inputs, resume

INPUTS = recorded_inputs()
LOGGER = "table_referee.journal"
BEFORE = 1_600_000_000  # a file time long past, to tell a kept time from the repair's own


def lines_naming(caplog: pytest.LogCaptureFixture, name: str) -> list[str]:
    return [entry.getMessage() for entry in caplog.records if entry.name == LOGGER and name in entry.getMessage()]


def a_deck_file(journal: Path) -> Path:
    """One stored deck file of the journal's game (a real deck: the full text of its cards)."""
    return sorted((journal.parent / "decks").iterdir())[0]


@pytest.mark.parametrize("lost_first", ["decks", "decks-copy"])
def test_a_deck_file_lost_is_written_again_at_the_resume_so_a_second_fault_costs_nothing(
    state_dir: Path, caplog: pytest.LogCaptureFixture, lost_first: str
) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    path = record(state_dir, INPUTS)
    name = a_deck_file(path).name
    lost, other = path.parent / lost_first / name, path.parent / ({"decks", "decks-copy"} - {lost_first}).pop() / name
    whole = lost.read_bytes()
    lost.unlink()

    session, _ = resume(state_dir)  # start: resumes from the other copy; quit
    assert session is not None and session.inputs == INPUTS
    assert lost.read_bytes() == whole  # written again from the good one
    assert len(lines_naming(caplog, f"{lost_first}/{name}")) == 1

    other.write_bytes(b"")  # the tester's second fault: the other copy emptied
    session, heard = resume(state_dir)
    assert session is not None and session.inputs == INPUTS, heard
    assert session.settings == SETTINGS
    assert not any("too damaged" in line for line in heard)
    assert other.read_bytes() == whole
    assert len(lines_naming(caplog, f"{other.parent.name}/{name}")) == 1

    resume(state_dir)  # nothing is lost any more: nothing more is written or logged
    assert len(lines_naming(caplog, name)) == 2


def test_a_damaged_deck_file_is_written_again_from_its_whole_copy(state_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    path = record(state_dir, INPUTS)
    deck = a_deck_file(path)
    whole = deck.read_bytes()
    deck.write_bytes(whole[:-3])
    session, _ = resume(state_dir)
    assert session is not None and session.inputs == INPUTS
    assert deck.read_bytes() == whole
    assert len(lines_naming(caplog, f"decks/{deck.name}")) == 1


def test_a_header_copy_lost_is_written_again_at_the_resume_so_a_damaged_line_1_costs_nothing(
    state_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    path = record(state_dir, INPUTS)
    copy = header_copy(path)
    whole = copy.read_bytes()
    copy.unlink()
    os.utime(path, (BEFORE, BEFORE))  # the journal's last write, before this start

    session, _ = resume(state_dir)
    assert session is not None and session.inputs == INPUTS
    assert copy.read_bytes() == whole
    # When play began is lost with the copy: the journal's last write before the resume is the nearest time known.
    assert copy.stat().st_mtime == BEFORE
    assert len(lines_naming(caplog, copy.name)) == 1

    damage_line_1(path)  # the second fault: line 1 unreadable
    session, heard = resume(state_dir)
    assert session is not None and session.inputs == INPUTS, heard
    assert session.settings == SETTINGS
    assert not any("too damaged" in line for line in heard)
    assert len([line for line in lines_naming(caplog, copy.name) if "written again" in line]) == 1


def test_a_damaged_header_copy_is_written_again_keeping_the_time_play_began(
    state_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    path = record(state_dir, INPUTS)
    copy = header_copy(path)
    whole = copy.read_bytes()
    copy.write_bytes(whole.replace(b'"rapid-list"', b'"rapid-lisp"'))  # whole JSON, the wrong header
    os.utime(copy, (BEFORE, BEFORE))
    session, _ = resume(state_dir)
    assert session is not None and session.inputs == INPUTS
    assert copy.read_bytes() == whole
    assert copy.stat().st_mtime == BEFORE  # the game's length in the history stays right
    assert len(lines_naming(caplog, copy.name)) == 1


def test_a_repair_the_card_refuses_is_logged_once_and_the_game_goes_on(
    state_dir: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    path = record(state_dir, INPUTS)
    deck = a_deck_file(path)
    deck.unlink()
    header_copy(path).unlink()
    card = FaultyStorage(state_dir, monkeypatch)
    card.fill()
    session, _ = resume(state_dir)
    assert session is not None and session.inputs == INPUTS
    refused = [entry.getMessage() for entry in caplog.records if "cannot write again" in entry.getMessage()]
    assert len(refused) == 1, refused  # one line for the lot, naming both
    assert deck.name in refused[0] and header_copy(path).name in refused[0] and "the card is full" in refused[0]
    assert not deck.exists()

    card.fail(None)  # the card has room again: the next start mends them
    caplog.clear()
    session, _ = resume(state_dir)
    assert session is not None and deck.exists() and header_copy(path).exists()
    assert len(lines_naming(caplog, f"decks/{deck.name}")) == 1


def test_reading_a_journal_writes_nothing(state_dir: Path) -> None:
    """`referee verify`, the history and its exports only read (they may run as another user)."""
    path = record(state_dir, INPUTS)
    deck = a_deck_file(path)
    deck.unlink()
    header_copy(path).unlink()
    before = sorted(p.relative_to(state_dir) for p in state_dir.rglob("*"))
    assert not recover(path).damaged and read(path).inputs == INPUTS
    finished_games(path.parent)
    assert sorted(p.relative_to(state_dir) for p in state_dir.rglob("*")) == before


def damage_line_1(path: Path) -> None:
    lines = path.read_bytes().split(b"\n")
    lines[0] = b"\0" * len(lines[0])
    path.write_bytes(b"\n".join(lines))
    assert json.loads(header_copy(path).read_bytes())["game"] == "rapid-list"
