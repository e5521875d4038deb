"""A full, read-only or failing card during play: the game goes on and nothing is lost (issue 11).

The real referee loop plays on a thread; the card's fault is injected at
os.write/os.fsync/os.open for the state directory only (tests/faulty_storage.py).
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest

from device.health import Health
from device.journal import read
from device.runtime import Referee
from engine.session import Session
from tests.faulty_storage import ERRORS, FaultyStorage
from tests.table import Table, set_up_two_players


def spy_sessions(monkeypatch: pytest.MonkeyPatch) -> list[Session[Any]]:
    """The sessions the referee applies inputs to, so the test can compare with the journal."""
    seen: list[Session[Any]] = []
    real = Referee.apply

    def apply(self: Referee, session: Session[Any], journal: Any, given: Any) -> None:
        seen.append(session)
        real(self, session, journal, given)

    monkeypatch.setattr(Referee, "apply", apply)
    return seen




@pytest.mark.parametrize("code", sorted(ERRORS))
def test_play_goes_on_the_table_is_told_once_and_nothing_is_lost(
    state_dir: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    card = FaultyStorage(state_dir, monkeypatch)
    sessions = spy_sessions(monkeypatch)
    health = Health()
    table = Table(state_dir, health=health)
    set_up_two_players(table)
    start = table.wait_for("Press GO to roll")
    card.fail(code)
    table.press("go")
    table.wait_for("Stop! Pencils down", after=start)
    table.settle()
    told = f"I cannot save the game: the card is {ERRORS[code]}."
    assert table.heard().count(told) == 1
    assert health.problem("storage") == f"the card is {ERRORS[code]}"
    table.press("up", "ok")  # a bid, entered while nothing can be saved
    table.settle()
    assert table.heard().count(told) == 1  # said once, not per input
    card.fail(None)
    table.press("up", "ok")  # the next bid: its write saves everything waiting first
    table.wait_for("Saving again.")
    table.settle()
    assert health.problem("storage") is None
    table.stop()
    (path,) = sorted((state_dir / "games").glob("*.jsonl"))
    assert read(path).inputs == sessions[-1].inputs


def test_a_full_card_at_game_start_keeps_setup_and_the_game(state_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    card = FaultyStorage(state_dir, monkeypatch)
    sessions = spy_sessions(monkeypatch)
    table = Table(state_dir)
    table.wait_for("How many players? 4")
    card.fail(errno.ENOSPC)
    table.press("down", "down")
    table.wait_for("2")
    table.press("ok")
    table.wait_for("I cannot save the game: the card is full.")
    table.wait_for("Are children playing?")
    table.accept_setup()
    start = table.wait_for("Press GO to roll")
    card.fail(None)
    table.press("go")
    table.wait_for("Saving again.", after=start)
    table.wait_for("Stop! Pencils down", after=start)
    table.stop()
    (path,) = sorted((state_dir / "games").glob("*.jsonl"))
    record = read(path)
    assert record.inputs == sessions[-1].inputs
    assert record.settings["names"] == sessions[-1].settings["names"] and len(record.settings["names"]) == 2
