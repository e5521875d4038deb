"""Setup survives a power cut: the answers given so far come back, and the next question is asked."""

from __future__ import annotations

import json
from pathlib import Path

from device.storage.journal import read
from tests.table import Table


def test_a_cut_during_setup_resumes_at_the_next_question(state_dir: Path) -> None:
    table = Table(state_dir)
    table.wait_for("How many players? 4")
    table.press("down", "down")
    table.wait_for("2")
    table.press("ok")
    table.wait_for("Are children playing?")
    table.stop()  # the power goes off with one question answered
    saved = json.loads((state_dir / "setup.json").read_text())
    assert saved["game"] == "rapid-list" and [key for key, _ in saved["answers"]] == ["players"]
    again = Table(state_dir, game=None)  # not told which game: the saved setup says it
    resumed = again.wait_for("Setting up Rapid List again where we stopped.")
    asked = again.wait_for("Are children playing?", after=resumed)
    assert not any("How many players?" in line for line in again.heard()[:asked])
    again.accept_setup()
    again.stop()
    (path,) = sorted((state_dir / "games").glob("*.jsonl"))
    assert len(read(path).settings["names"]) == 2
    assert not (state_dir / "setup.json").exists()  # the journal holds the game now


def test_a_damaged_setup_record_starts_setup_from_the_first_question(state_dir: Path) -> None:
    (state_dir / "setup.json").write_bytes(b"[" * 100_000)
    table = Table(state_dir, game=None)
    table.wait_for("Which game?")
    table.stop()
    assert not (state_dir / "setup.json").exists()
