"""The game journal: what was confirmed comes back after a restart or a power cut."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from device.files import write_atomically
from device.storage.journal import Journal, JournalError, read, recover
from engine.core import Input, chance, choice, confirm, go, number, time_up

SETTINGS = {"names": ["Ann", "Bo"], "timer": 30, "cards": {"b-1": ["one", "two"]}}
INPUTS = [number(3), choice("blue"), confirm(False), go(), chance(4), chance([2, 0, 1]), time_up()]


def new_journal(folder: Path, inputs: list[Input] = INPUTS) -> Path:
    path = folder / "games" / "20260101-200000-rapid-list.jsonl"
    journal = Journal.create(path, "rapid-list", SETTINGS)
    for given in inputs:
        journal.append(given)
    journal.close()
    return path


def test_create_append_read_round_trip(state_dir: Path) -> None:
    path = new_journal(state_dir)
    record = read(path)
    assert record.game == "rapid-list"
    assert record.settings == SETTINGS
    assert record.inputs == INPUTS
    assert record.finished is False


def test_every_line_is_one_json_object_ending_in_a_newline(state_dir: Path) -> None:
    path = new_journal(state_dir, [number(7)])
    raw = path.read_bytes()
    assert raw.endswith(b"\n")
    lines = raw.decode().splitlines()
    header = json.loads(lines[0])
    assert (header["format"], header["game"], header["settings"], header["n"]) == (4, "rapid-list", SETTINGS, 1)
    entry = json.loads(lines[1])
    assert (entry["kind"], entry["value"], entry["n"]) == ("number", 7, 2)


def test_each_append_is_on_disk_before_close(state_dir: Path) -> None:
    path = state_dir / "g.jsonl"
    journal = Journal.create(path, "dabble", {})
    journal.append(go())
    try:
        assert read(path).inputs == [go()]  # a reader sees it while the game is still open
    finally:
        journal.close()


def test_undo_removes_the_input_before_it(state_dir: Path) -> None:
    path = state_dir / "g.jsonl"
    journal = Journal.create(path, "rapid-list", SETTINGS)
    journal.append(number(3))
    journal.append(number(4))
    journal.undo()
    journal.append(number(5))
    journal.append(go())
    journal.undo()
    journal.undo()
    journal.append(choice("red"))
    journal.close()
    assert read(path).inputs == [number(3), choice("red")]


def test_the_finished_marker_is_read_back(state_dir: Path) -> None:
    path = state_dir / "g.jsonl"
    journal = Journal.create(path, "dabble", SETTINGS)
    journal.append(go())
    journal.finish()
    journal.close()
    record = read(path)
    assert record.finished is True
    assert record.inputs == [go()]


def test_a_torn_last_line_is_dropped_with_a_warning(state_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = new_journal(state_dir)
    with open(path, "ab") as handle:
        handle.write(b'{"kind":"number","val')
    with caplog.at_level(logging.WARNING, logger="table_referee.journal"):
        record = read(path)
    assert record.inputs == INPUTS
    assert any("torn last line" in message for message in caplog.messages)


def test_a_torn_line_of_complete_json_without_newline_is_still_dropped(state_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = new_journal(state_dir, [go()])
    with open(path, "ab") as handle:
        handle.write(b'{"kind":"go","value":null}')
    with caplog.at_level(logging.WARNING, logger="table_referee.journal"):
        assert read(path).inputs == [go()]
    assert any("torn" in message for message in caplog.messages)


def test_no_warning_for_a_whole_journal(state_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = new_journal(state_dir)
    with caplog.at_level(logging.WARNING, logger="table_referee.journal"):
        read(path)
    assert not caplog.records


def test_a_game_resumed_after_a_torn_line_keeps_every_later_input(state_dir: Path) -> None:
    """Power cut mid-write, restart, play on, restart again: nothing is lost.

    The device reads the journal (dropping the torn line) and then reopens the
    same file to carry on; the next input must not be glued onto the torn bytes.
    """
    path = new_journal(state_dir, [number(3), go()])
    with open(path, "ab") as handle:
        handle.write(b'{"kind":"cha')
    assert read(path).inputs == [number(3), go()]
    journal = Journal(path)
    journal.append(chance(5))
    journal.append(go())
    journal.close()
    assert read(path).inputs == [number(3), go(), chance(5), go()]


def test_an_empty_file_is_a_journal_error(state_dir: Path) -> None:
    path = state_dir / "empty.jsonl"
    path.write_bytes(b"")
    with pytest.raises(JournalError, match="empty"):
        read(path)


def test_a_torn_header_alone_is_a_journal_error(state_dir: Path) -> None:
    path = state_dir / "torn.jsonl"
    path.write_bytes(b'{"format":1,"ga')
    with pytest.raises(JournalError, match="empty"):
        read(path)


@pytest.mark.parametrize(
    "header",
    [b"not json at all\n", b'{"format":1,"settings":{}}\n', b'{"format":1,"game":"dabble"}\n', b"[1, 2]\n"],
)
def test_a_bad_header_is_a_journal_error_naming_line_1(state_dir: Path, header: bytes) -> None:
    path = state_dir / "bad.jsonl"
    path.write_bytes(header + b'{"kind":"go","value":null}\n')
    with pytest.raises(JournalError, match=r"line 1"):
        read(path)


def test_a_bad_entry_in_the_middle_names_its_line(state_dir: Path) -> None:
    path = new_journal(state_dir, [go()])
    with open(path, "ab") as handle:
        handle.write(b'{"kind":"jump","value":1}\n{"kind":"go","value":null}\n')
    with pytest.raises(JournalError, match=r"line 3"):
        read(path)


def test_an_undo_with_nothing_to_undo_is_a_journal_error(state_dir: Path) -> None:
    path = state_dir / "g.jsonl"
    journal = Journal.create(path, "dabble", {})
    journal.undo()
    journal.close()
    with pytest.raises(JournalError, match=r"line 2"):
        read(path)


def test_write_atomically_replaces_the_content_and_leaves_no_tmp(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "played.json"
    write_atomically(path, "first")
    assert path.read_text() == "first"
    write_atomically(path, '{"second": true}')
    assert path.read_text() == '{"second": true}'
    assert sorted(p.name for p in path.parent.iterdir()) == ["played.json"]


def test_the_time_left_on_a_running_timer_is_kept_until_the_next_input(tmp_path: Path) -> None:
    """Issue 23: a game cut off mid-countdown resumes its timer where it stood."""
    from engine.core import go, time_up

    journal = Journal.create(tmp_path / "g.jsonl", "rapid-list", {"names": ["A", "B"]})
    journal.append(go())
    journal.timer_left(24.06)
    journal.timer_left(19.5)
    journal.close()
    assert read(tmp_path / "g.jsonl").timer_left == 19.5
    journal = Journal(tmp_path / "g.jsonl")
    journal.append(time_up())  # the countdown ended: no time is left to resume
    journal.close()
    assert read(tmp_path / "g.jsonl").timer_left is None


def test_a_mark_that_is_no_number_of_seconds_is_damage(tmp_path: Path) -> None:
    from device.storage.journal import _line

    path = tmp_path / "g.jsonl"
    Journal.create(path, "rapid-list", {"names": ["A", "B"]}).close()
    with path.open("ab") as handle:
        handle.write(_line({"timer_left": "lots"}, 2))
    recovery = recover(path)
    assert recovery.damaged_line == 2 and "timer_left" in recovery.why and recovery.record.timer_left is None
