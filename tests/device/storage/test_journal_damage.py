"""Damage to a journal costs at most what the damage covers (issue 11, the journal part).

Every test writes a journal with the real journal code and resumes it with the
real referee; the state resumed must always be the replay of a prefix of the
inputs that were recorded, and the longest prefix before the damage is used.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from device.storage.journal import Journal, _line, header_copy, read, recover
from device.storage.journal_header import FORMAT
from device.storage.shelf import Shelf
from engine.catalog import GAMES
from engine.core import replay
from tests.journal_fixtures import GAME, SETTINGS, record, recorded_inputs, resume

INPUTS = recorded_inputs()
GAME_RULES = GAMES[GAME].game


def line_ends(path: Path) -> list[int]:
    """The offset just after each line's newline."""
    data = path.read_bytes()
    return [index + 1 for index, byte in enumerate(data) if byte == 0x0A]


@st.composite
def damage(draw: st.DrawFn, size: int) -> tuple[str, int, bytes, int]:
    kind = draw(st.sampled_from(["overwrite", "zeros", "delete", "insert"]))
    offset = draw(st.integers(0, size - 1))
    length = draw(st.integers(1, 80))
    noise = draw(st.binary(min_size=length, max_size=length)) if kind in ("overwrite", "insert") else b"\0" * length
    return kind, offset, noise, length


def apply_damage(data: bytes, kind: str, offset: int, noise: bytes, length: int) -> bytes:
    if kind == "delete":
        return data[:offset] + data[offset + length :]
    if kind == "insert":
        return data[:offset] + noise + data[offset:]
    return data[:offset] + noise + data[offset + len(noise) :]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_damage_anywhere_resumes_the_longest_whole_prefix(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    state = tmp_path_factory.mktemp("state")
    path = record(state, INPUTS)
    original = path.read_bytes()
    kind, offset, noise, length = data.draw(damage(len(original)))
    damaged = apply_damage(original, kind, offset, noise, length)
    first_change = next((i for i, (a, b) in enumerate(zip(original, damaged)) if a != b), min(len(original), len(damaged)))
    path.write_bytes(damaged)
    session, heard = resume(state)
    assert session is not None, heard  # the header copy and the deck store keep the settings
    kept = len(session.inputs)
    assert session.inputs == INPUTS[:kept]
    assert session.state == replay(GAME_RULES, SETTINGS, INPUTS[:kept])
    assert kept >= sum(1 for end in line_ends_of(original) if end <= first_change) - 1
    kept_aside = path.parent / (path.name + ".damaged")
    if kept_aside.exists():
        assert kept_aside.read_bytes() == damaged  # the original, for a human
    assert read(path).inputs == INPUTS[:kept]  # the journal on the card is whole again


def line_ends_of(data: bytes) -> list[int]:
    return [index + 1 for index, byte in enumerate(data) if byte == 0x0A]


def nth_line_span(path: Path, number: int) -> tuple[int, int]:
    """Start and end (after the newline) of 1-based line `number`."""
    ends = [0] + line_ends(path)
    return ends[number - 1], ends[number]


def damage_line(path: Path, number: int, replacement: bytes) -> None:
    start, end = nth_line_span(path, number)
    data = path.read_bytes()
    path.write_bytes(data[:start] + replacement + data[end:])


@pytest.mark.parametrize(
    "replacement",
    [
        pytest.param(b"", id="removed line"),
        pytest.param(b'{"kind":"go","val\n', id="garbled line"),
        pytest.param(b'{"kind":"go","value":"\xff\xfe"}\n', id="invalid utf-8"),
        pytest.param(b"\0" * 64 + b"\n", id="64 NUL bytes"),
    ],
)
def test_damage_in_the_middle_costs_only_what_follows_it(state_dir: Path, replacement: bytes) -> None:
    path = record(state_dir, INPUTS)
    damage_line(path, 9, replacement)  # input 8
    session, heard = resume(state_dir)
    assert session is not None
    assert session.inputs == INPUTS[:7]
    where = GAME_RULES.where(session.state).text
    assert f"The record of this game was damaged; I resume where it is whole. {where}" in heard
    assert (path.parent / (path.name + ".damaged")).exists()
    assert not (path.parent / (path.name + ".broken")).exists()
    assert read(path).inputs == INPUTS[:7]


def test_the_damage_is_logged_with_file_and_line(state_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = record(state_dir, INPUTS)
    damage_line(path, 5, b"garbage\n")
    with caplog.at_level(logging.ERROR):
        resume(state_dir)
    assert any(str(path) in message and "line 5" in message for message in caplog.messages)


def test_the_repair_keeps_playing_on_the_same_journal(state_dir: Path) -> None:
    path = record(state_dir, INPUTS)
    damage_line(path, 4, b"\0" * 10 + b"\n")
    session, _ = resume(state_dir)
    assert session is not None and len(session.inputs) == 2
    journal = Journal(path)
    journal.append(INPUTS[2])
    journal.close()
    assert read(path).inputs == INPUTS[:3]


def test_the_repair_keeps_the_time_play_began_so_the_games_length_stays_right(state_dir: Path) -> None:
    """The header copy's time is the start a finished game's minutes are counted from (docs/history.md)."""
    import os
    from datetime import datetime, timezone

    from device.storage.history import _started

    path = record(state_dir, INPUTS)
    began = path.stat().st_mtime - 3600  # play began an hour before the damage was found
    os.utime(header_copy(path), (began, began))
    damage_line(path, 4, b"\0" * 10 + b"\n")
    session, _ = resume(state_dir)
    assert session is not None and (path.parent / (path.name + ".damaged")).exists()  # it was repaired
    assert header_copy(path).stat().st_mtime == began
    ended = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
    assert _started(path, ended) == datetime.fromtimestamp(began, timezone.utc).replace(microsecond=0)


def test_the_decks_are_not_in_the_header_but_stored_once_by_hash(state_dir: Path) -> None:
    path = record(state_dir, INPUTS)
    header = path.read_bytes().split(b"\n")[0]
    assert len(header) < 1000 < len(json.dumps(SETTINGS))
    stored = json.loads(header)["stored"]
    assert stored and all((path.parent / "decks" / f"{digest}.json").exists() for digest in stored.values())
    record(state_dir, INPUTS, number=2)  # a second game with the same decks adds no deck files
    assert len(list((path.parent / "decks").iterdir())) == len(set(stored.values()))
    assert read(path).settings == SETTINGS
    assert list(read(path).settings) == list(SETTINGS)  # the same dict, in the same order


def test_a_damaged_header_is_read_from_its_copy(state_dir: Path) -> None:
    path = record(state_dir, INPUTS)
    damage_line(path, 1, b"\0" * 30 + b"\n")
    session, heard = resume(state_dir)
    assert session is not None and session.inputs == INPUTS
    assert session.settings == SETTINGS
    assert any("was damaged" in line for line in heard)


def test_a_game_is_lost_only_when_every_copy_of_its_settings_is_unreadable(state_dir: Path) -> None:
    path = record(state_dir, INPUTS)
    damage_line(path, 1, b"garbage\n")
    header_copy(path).write_bytes(b"{")
    session, heard = resume(state_dir)
    assert session is None
    assert "The record of the last game is too damaged to resume; it is kept for a look." in heard
    assert (path.parent / (path.name + ".broken")).exists()


def test_one_damaged_copy_of_every_deck_file_loses_nothing(state_dir: Path) -> None:
    """A deck (the built-in ones and a user's alike) is stored twice: one damaged file costs nothing (issue 20)."""
    path = record(state_dir, INPUTS)
    decks = list((path.parent / "decks").iterdir())
    assert decks and {deck.name for deck in decks} == {deck.name for deck in (path.parent / "decks-copy").iterdir()}
    for deck in decks:
        deck.write_bytes(deck.read_bytes()[:-3])
    session, heard = resume(state_dir)
    assert session is not None and session.inputs == INPUTS
    assert session.settings == SETTINGS


def test_a_game_is_lost_only_when_both_copies_of_a_deck_file_are_damaged(state_dir: Path) -> None:
    path = record(state_dir, INPUTS)
    for store in ("decks", "decks-copy"):
        for deck in (path.parent / store).iterdir():
            deck.write_bytes(deck.read_bytes()[:-3])
    session, heard = resume(state_dir)
    assert session is None
    assert any("too damaged" in line for line in heard)


def test_a_damaged_deck_file_is_written_whole_again_by_the_next_game_using_it(state_dir: Path) -> None:
    path = record(state_dir, INPUTS)
    (deck,) = [deck for deck in (path.parent / "decks").iterdir() if deck.stat().st_size > 1000][:1]
    whole = deck.read_bytes()
    deck.write_bytes(b"\0" * len(whole))
    record(state_dir, INPUTS, number=2)
    assert deck.read_bytes() == whole


def rewrite_header(path: Path, change: dict[str, object]) -> None:
    """Line 1 rewritten with other content and a VALID check sum, as the journal code would write it."""
    lines = path.read_bytes().split(b"\n")
    header = json.loads(lines[0])
    del header["n"], header["crc"]
    header.update(change)
    lines[0] = _line(header, 1).rstrip(b"\n")
    path.write_bytes(b"\n".join(lines))


def test_a_whole_header_whose_settings_no_longer_start_the_game_resumes_from_its_copy(state_dir: Path) -> None:
    path = record(state_dir, INPUTS)
    rewrite_header(path, {"settings": {}, "stored": {}})
    assert not recover(path).damaged  # line 1 reads as whole: only starting the game finds the fault
    session, heard = resume(state_dir)
    assert session is not None and session.inputs == INPUTS
    assert session.settings == SETTINGS
    assert any("was damaged" in line for line in heard)
    assert read(path).settings == SETTINGS  # repaired from the copy on the card


def test_a_format_2_header_without_its_check_sum_is_taken_from_its_copy(state_dir: Path) -> None:
    path = record(state_dir, INPUTS)
    lines = path.read_bytes().split(b"\n")
    header = json.loads(lines[0])
    del header["crc"]
    header["settings"] = {**header["settings"], "names": ["Mallory", "Trudy"]}
    lines[0] = json.dumps(header, separators=(",", ":")).encode()
    path.write_bytes(b"\n".join(lines))
    found = recover(path)
    assert found.header_from_copy and "no check sum" in found.why
    assert found.record.settings == SETTINGS


def test_old_format_journals_with_settings_inline_still_resume(state_dir: Path) -> None:
    path = state_dir / "games" / f"000001-{GAME}.jsonl"
    path.parent.mkdir()
    lines = [json.dumps({"format": 1, "game": GAME, "settings": SETTINGS})]
    lines += [json.dumps(given.to_json()) for given in INPUTS]
    path.write_text("\n".join(lines) + "\n")
    session, heard = resume(state_dir)
    assert session is not None and session.inputs == INPUTS
    assert not any("damaged" in line for line in heard)


def test_a_journal_of_a_newer_format_is_set_aside_and_the_table_told(state_dir: Path) -> None:
    path = state_dir / "games" / f"000001-{GAME}.jsonl"
    path.parent.mkdir()
    path.write_text(json.dumps({"format": FORMAT + 97, "game": GAME, "settings": SETTINGS}) + "\n")
    session, heard = resume(state_dir)
    assert session is None
    assert "A game saved by a newer version is kept aside." in heard
    assert (path.parent / (path.name + ".broken")).exists()


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b'{"format":1,"game":"rapid-list","settings":{},"questions":[1]}\n', id="settings that do not fit"),
        pytest.param(b'{"format":1,"game":"rapid-list","settings":[1,2]}\n', id="settings a list"),
        pytest.param(b'{"format":"1","game":"rapid-list","settings":{}}\n', id="format a string"),
        pytest.param(b"[" * 100_000 + b"\n", id="100000 brackets"),
        pytest.param(b'{"format":1,"game":"no-such-game","settings":{}}\n', id="unknown game"),
    ],
)
def test_nothing_read_from_disk_crashes_start_up(state_dir: Path, content: bytes) -> None:
    path = state_dir / "games" / f"000001-{GAME}.jsonl"
    path.parent.mkdir()
    path.write_bytes(content)
    session, heard = resume(state_dir)
    assert session is None
    assert any("kept for a look" in line for line in heard)
    assert (path.parent / (path.name + ".broken")).exists()


def test_a_directory_where_the_journal_should_be_is_set_aside(state_dir: Path) -> None:
    path = state_dir / "games" / f"000001-{GAME}.jsonl"
    path.mkdir(parents=True)
    session, heard = resume(state_dir)
    assert session is None
    assert any("kept for a look" in line for line in heard)
    assert (path.parent / (path.name + ".broken")).is_dir()


def test_a_header_whose_questions_is_a_list_is_set_aside(state_dir: Path) -> None:
    path = state_dir / "games" / f"000001-{GAME}.jsonl"
    path.parent.mkdir()
    path.write_text(json.dumps({"format": 1, "game": GAME, "settings": {**SETTINGS, "questions": [1, 2]}}) + "\n")
    session, heard = resume(state_dir)
    assert session is None
    assert (path.parent / (path.name + ".broken")).exists()


def test_torn_is_said_only_for_a_last_line_without_newline(state_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = record(state_dir, INPUTS)
    data = path.read_bytes()
    path.write_bytes(data[: nth_line_span(path, 15)[0]] + b"\0" * 300)  # zeros over several lines
    with caplog.at_level(logging.WARNING):
        found = recover(path)
    assert not any("torn" in message for message in caplog.messages)
    assert found.damaged_line == 15 and found.record.inputs == INPUTS[:13]
    path.write_bytes(data + b'{"kind":"go","va')  # a real cut mid-write
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        found = recover(path)
    assert any("torn last line" in message for message in caplog.messages)
    assert not found.damaged and found.record.inputs == INPUTS


def test_the_shelf_never_raises_for_what_it_finds(state_dir: Path) -> None:
    folder = state_dir / "games"
    folder.mkdir()
    (folder / "000001-x.jsonl").write_bytes(b"\xff" * 10)
    (folder / "000002-x.jsonl").mkdir()
    shelf = Shelf(folder)
    assert list(shelf.unfinished()) == []
    assert len(shelf.notices) == 2


# ---------------------------------------------------------------- the seed (format 4, issue 26)

SEED = "f3f49249dc28ff90a5aec7978306d03bf38b2ffc80a4df5a51c9bc701e7ea419"


def seeded(state_dir: Path) -> Path:
    path = Shelf(state_dir / "games").create(GAME, SETTINGS, INPUTS, seed=SEED).path
    return path


def test_the_seed_is_kept_in_the_header_and_its_copy(state_dir: Path) -> None:
    path = seeded(state_dir)
    assert json.loads(path.read_bytes().split(b"\n")[0])["seed"] == SEED
    assert json.loads(header_copy(path).read_bytes())["seed"] == SEED
    assert read(path).seed == SEED
    assert recover(record(state_dir, INPUTS, number=2)).record.seed is None  # a journal made without one


def test_a_damaged_header_keeps_its_seed_from_the_copy_and_the_repair_keeps_it(state_dir: Path) -> None:
    path = seeded(state_dir)
    damage_line(path, 1, b"\0" * 30 + b"\n")
    session, _ = resume(state_dir)
    assert session is not None and session.inputs == INPUTS
    assert read(path).seed == SEED  # the repaired journal, written afresh from the copy


def test_a_damaged_line_after_the_header_keeps_the_seed_through_the_repair(state_dir: Path) -> None:
    path = seeded(state_dir)
    damage_line(path, 4, b"\0" * 10 + b"\n")
    session, _ = resume(state_dir)
    assert session is not None and len(session.inputs) == 2
    assert read(path).seed == SEED


def test_a_seed_that_is_not_64_hex_digits_is_damage_and_the_copy_has_it_right(state_dir: Path) -> None:
    path = seeded(state_dir)
    lines = path.read_bytes().split(b"\n")
    header = json.loads(lines[0])
    header["seed"] = SEED.upper()
    lines[0] = _line({key: value for key, value in header.items() if key not in ("n", "crc")}, 1)[:-1]
    path.write_bytes(b"\n".join(lines))
    found = recover(path)
    assert found.header_from_copy and "seed" in found.why
    assert found.record.seed == SEED


def test_a_format_3_journal_reads_with_no_seed(state_dir: Path) -> None:
    path = state_dir / "games" / f"000001-{GAME}.jsonl"
    path.parent.mkdir()
    lines = [_line({"format": 3, "game": GAME, "settings": SETTINGS}, 1)]
    lines += [_line(given.to_json(), number) for number, given in enumerate(INPUTS, start=2)]
    path.write_bytes(b"".join(lines))
    assert FORMAT == 4
    found = recover(path)
    assert not found.damaged and found.record.seed is None and found.record.inputs == INPUTS
