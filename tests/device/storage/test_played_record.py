"""A damaged played-card record is rebuilt from the journals, and a failed write never stops a game."""

from __future__ import annotations

import errno
import json
import logging
import os
from pathlib import Path

import pytest

from device.storage.history import PlayedCards
from device.storage.journal import Journal
from engine.core import Input
from engine.setup import Library

LIBRARY = Library(
    decks={
        "rapid_list/blue": {"b-1": ("q",) * 6, "b-2": ("q",) * 6, "b-3": ("q",) * 6},
        "rapid_list/red": {"r-1": ("q",) * 6, "r-2": ("q",) * 6},
    }
)


def journal(games: Path, number: int, *values: object, torn: bool = False) -> Path:
    """A real journal, written by the journal's own writer, holding these chance outcomes."""
    path = games / f"{number:06d}-rapid-list.jsonl"
    written = Journal.create(path, "rapid-list", {"players": 3})
    for value in values:
        written.append(Input("chance", value))
    written.append(Input("go", None))
    written.close()
    if torn:
        with open(path, "a", encoding="utf-8") as handle:
            handle.write('{"kind": "chance", "val')
    return path


@pytest.fixture
def games(state_dir: Path) -> Path:
    folder = state_dir / "games"
    journal(folder, 1, "b-1", 4, "r-2")
    journal(folder, 2, "b-3", "not-a-card", [1, 2])
    (folder / "000003-rapid-list.jsonl").write_bytes(b"\xff\xfe garbage\n")  # an unreadable journal is passed over
    return folder


REBUILT = {"rapid_list/blue": ("b-1", "b-3"), "rapid_list/red": ("r-2",)}

DAMAGE = {
    "nested lists": lambda path: path.write_text('{"rapid_list/blue": [["b-1"], ["b-2"]]}'),
    "a number for a deck": lambda path: path.write_text('{"rapid_list/blue": 7}'),
    "a list, not a table": lambda path: path.write_text('["b-1"]'),
    "garbage bytes": lambda path: path.write_bytes(b"\x00\xff\xfe{{{\x89PNG"),
    "deep nesting": lambda path: path.write_text("[" * 100_000),
    "a directory": lambda path: (path / "inside").mkdir(parents=True),
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_record_is_rebuilt_from_the_journals(
    state_dir: Path, games: Path, damage: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = state_dir / "played.json"
    DAMAGE[damage](path)
    with caplog.at_level(logging.WARNING, logger="table_referee.history"):
        history = PlayedCards(path, LIBRARY)
    assert history.played() == REBUILT
    rebuilding = [r for r in caplog.records if "rebuilding it from the game journals" in r.getMessage()]
    assert len(rebuilding) == 1 and str(path) in rebuilding[0].getMessage()
    if damage != "a directory":  # the rebuilt record replaces the damaged one
        assert json.loads(path.read_text()) == {name: list(cards) for name, cards in REBUILT.items()}
        assert PlayedCards(path, LIBRARY).played() == REBUILT


def test_a_rebuild_uses_up_a_deck_the_way_live_play_does(state_dir: Path) -> None:
    games = state_dir / "games"
    journal(games, 1, "b-1", "b-2")
    journal(games, 2, "b-3", "b-2", torn=True)  # blue was used up by b-3, then b-2 started it again
    (state_dir / "played.json").write_text("{not json")
    assert PlayedCards(state_dir / "played.json", LIBRARY).played()["rapid_list/blue"] == ("b-2",)


def test_a_missing_record_is_a_fresh_start_not_a_rebuild(state_dir: Path, games: Path) -> None:
    """Deleting played.json is how a household starts its decks afresh."""
    history = PlayedCards(state_dir / "played.json", LIBRARY)
    assert all(cards == () for cards in history.played().values())


def test_a_readable_record_keeps_cards_of_decks_no_longer_loaded_out_of_the_way(state_dir: Path) -> None:
    path = state_dir / "played.json"
    path.write_text(json.dumps({"rapid_list/blue": ["b-2", "gone", "b-2"], "player/old": ["x"]}))
    assert PlayedCards(path, LIBRARY).played() == {"rapid_list/blue": ("b-2",), "rapid_list/red": ()}


def test_a_full_card_does_not_stop_noting_cards(
    state_dir: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    path = state_dir / "played.json"
    history = PlayedCards(path, LIBRARY)

    def full(source: object, target: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with caplog.at_level(logging.ERROR, logger="table_referee.history"):
        history.note("b-1")
        history.note("b-2")
        history.note("r-1")
    assert history.played() == {"rapid_list/blue": ("b-1", "b-2"), "rapid_list/red": ("r-1",)}
    failures = [r.getMessage() for r in caplog.records]
    assert len(failures) == 1 and "SD card is full" in failures[0]  # once per kind of failure
    monkeypatch.undo()
    history.note("b-3")  # space again: the whole record is written
    assert PlayedCards(path, LIBRARY).played() == {"rapid_list/blue": (), "rapid_list/red": ("r-1",)}


@pytest.mark.parametrize("in_the_way", ["played.json", "played.json.tmp"])
def test_a_directory_in_the_way_of_a_write_is_logged_once(
    state_dir: Path, in_the_way: str, caplog: pytest.LogCaptureFixture
) -> None:
    (state_dir / in_the_way / "inside").mkdir(parents=True)
    with caplog.at_level(logging.ERROR, logger="table_referee.history"):
        history = PlayedCards(state_dir / "played.json", LIBRARY)
        for card in ("b-1", "r-1", "b-2"):
            history.note(card)
    assert history.played() == {"rapid_list/blue": ("b-1", "b-2"), "rapid_list/red": ("r-1",)}
    failures = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert len(failures) == 1 and "a folder is in the way" in failures[0]


def test_an_open_that_fails_does_not_stop_noting_cards(state_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    history = PlayedCards(state_dir / "played.json", LIBRARY)

    def read_only(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(Path, "write_text", read_only)
    history.note("b-1")
    assert history.played()["rapid_list/blue"] == ("b-1",)


def test_the_volume_record_survives_brackets_nested_too_deep(state_dir: Path) -> None:
    """The other small record shares the reader: deep nesting is damage, not a crash."""
    from device.storage.volume import Volume

    path = state_dir / "volume.json"
    path.write_text("[" * 100_000)
    assert Volume(path, 0.5).level == 5
