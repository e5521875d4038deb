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
from device.storage.journal import read
from device.referee.runtime import Referee
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
    table.wait_for("Pencils down!", after=start)
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
    table.wait_for("Pencils down!", after=start)
    table.stop()
    (path,) = sorted((state_dir / "games").glob("*.jsonl"))
    record = read(path)
    assert record.inputs == sessions[-1].inputs
    assert record.settings["names"] == sessions[-1].settings["names"] and len(record.settings["names"]) == 2


def test_stopping_while_the_card_refuses_says_what_will_be_lost(state_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The quit line is honest: 'resumes' only for what is on the card (issue 20)."""
    card = FaultyStorage(state_dir, monkeypatch)
    sessions = spy_sessions(monkeypatch)
    table = Table(state_dir)
    set_up_two_players(table)
    start = table.wait_for("Press GO to roll")
    card.fail(errno.ENOSPC)
    table.press("go")  # the roll and the card drawn: two moves only in memory
    table.wait_for("Pencils down!", after=start)
    table.settle()
    table.stop()
    said = table.heard()[-1]
    assert said.startswith("Stopping. The last ") and "could not be saved (the card is full)" in said
    assert "resumes from before them." in said
    assert "This game resumes at the next start." not in table.heard()
    (path,) = sorted((state_dir / "games").glob("*.jsonl"))
    kept = read(path).inputs
    unsaved = int(said.split("The last ")[1].split(" ")[0])
    assert unsaved >= 2 and len(kept) + unsaved == len(sessions[-1].inputs)
    assert sessions[-1].inputs[: len(kept)] == kept
    card.fail(None)
    resumed = Table(state_dir)
    resumed.wait_for("Resuming")
    resumed.stop()
    assert read(path).inputs == kept  # what the table was told: the unsaved moves are gone, nothing else


def test_stopping_with_a_game_never_saved_says_it_cannot_resume(state_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    card = FaultyStorage(state_dir, monkeypatch)
    table = Table(state_dir)
    table.wait_for("How many players? 4")
    card.fail(errno.EROFS)
    table.press("ok")
    table.wait_for("I cannot save the game: the card is read-only.")
    table.accept_setup()
    table.wait_for("Press GO to roll")
    table.stop()
    assert table.heard()[-1] == "Stopping. This game was never saved (the card is read-only), so it cannot resume."


def test_stopping_after_the_card_recovered_promises_the_resume(state_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    card = FaultyStorage(state_dir, monkeypatch)
    table = Table(state_dir)
    set_up_two_players(table)
    start = table.wait_for("Press GO to roll")
    card.fail(errno.EIO)
    table.press("go")
    table.wait_for("Pencils down!", after=start)
    table.settle()
    card.fail(None)
    table.press("up", "ok")
    table.wait_for("Saving again.")
    table.settle()
    table.stop()
    assert table.heard()[-1] == "Stopping. This game resumes at the next start."
