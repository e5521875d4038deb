"""When setup offers teaching (issue 38): a game this device has not finished, unless the table said No.

The question comes first ("First game of Rapido? I will explain as we go."),
Yes on offer; hold OK at it says what Yes and No do, hold GO what it is for.
The table's No is kept for the game; a finished game is not offered again;
`[referee] teaching` (or `referee play --teaching`) can ask always or never.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from device.app.config import ConfigError, load_config
from device.paths import teaching_file
from device.storage.teaching_record import TeachingRecord
from tests.table import Table

ASKED = "First game of Rapido?"


@pytest.fixture
def new_device(state_dir: Path) -> Path:
    """A state folder in which no game was ever finished (the suite's own one has seen them all: conftest.py)."""
    teaching_file(state_dir).unlink()
    return state_dir


def test_a_new_game_is_offered_teaching_first_with_yes_on_offer_and_says_why_on_a_hold(new_device: Path) -> None:
    table = Table(new_device, game="rapido", teaching="new")
    try:
        first = table.wait_for(ASKED)
        assert table.heard()[first].endswith("Yes"), table.heard()[first]
        # The first question a new table hears names the buttons that answer it (issue 38).
        assert "UP and DOWN to change, OK to take it." in table.heard()[first]
        table.settle()
        table.press("ok", held=True)  # hold OK: the question again, with the rule behind it
        table.wait_for("Yes: I explain each rule the first time it matters.", after=first + 1)
        table.settle()
        table.press("go", held=True)  # hold GO: where we are, what the question is for
        table.wait_for("Teaching on or off for this game", after=first + 1)
        table.settle()
        table.press("ok")
        table.wait_for("How many players?", after=first + 1)
    finally:
        table.stop()


def test_a_no_is_kept_for_that_game_and_the_next_setup_does_not_ask(new_device: Path) -> None:
    state_dir = new_device
    table = Table(state_dir, game="rapido", teaching="new")
    try:
        table.wait_for(ASKED)
        table.settle()
        table.press("down", "ok")  # No
        table.wait_for("How many players?")
    finally:
        table.stop()
    assert not TeachingRecord(teaching_file(state_dir)).offered("rapido")
    assert TeachingRecord(teaching_file(state_dir)).offered("dabble"), "another game is still offered"
    again = Table(state_dir, game="rapido", teaching="new")
    try:
        again.wait_for("How many players?")
        assert not any(ASKED in line for line in again.heard())
    finally:
        again.stop()


def test_a_finished_game_is_not_offered_again_unless_the_config_asks_always(tmp_path: Path) -> None:
    record = TeachingRecord(tmp_path / "teaching.json")
    assert record.offered("rapido")
    record.answered("rapido", True)  # a yes keeps it offered until the game is finished
    assert record.offered("rapido")
    record.finished("rapido")
    record.answered("dabble", False)
    assert not record.offered("dabble")
    record.answered("dabble", True)  # the No taken back with BACK and answered Yes
    assert record.offered("dabble")
    assert not record.offered("rapido")
    assert TeachingRecord(tmp_path / "teaching.json", "always").offered("rapido")
    assert not TeachingRecord(tmp_path / "fresh.json", "never").offered("rapido")


def test_a_damaged_record_offers_teaching_and_says_so_in_the_log(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "teaching.json").write_text("{not json", encoding="utf-8")
    assert TeachingRecord(tmp_path / "teaching.json").offered("rapido")
    assert "teaching.json" in caplog.text


def test_the_config_names_the_fix_for_a_teaching_it_does_not_know(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[referee]\nteaching = "sometimes"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match=r'line 2.*use "new"'):
        load_config(config)
    config.write_text('[referee]\nteaching = "never"\n', encoding="utf-8")
    assert load_config(config).defaults().teaching == "never"


def _set_up_with_ok(table: Table, after: int) -> str:
    """OK on every setup question; then the first turn's line, as said (a wrong press would say its hint)."""
    while not any("Let's play!" in line for line in table.heard()[after:]):
        table.settle()
        if not any("Let's play!" in line for line in table.heard()[after:]):
            table.press("ok")
    table.settle()
    started = table.wait_for("Let's play!", after=after)
    return table.heard()[table.wait_for("'s turn.", after=started)]


def test_each_game_names_its_buttons_again_a_new_game_may_be_a_new_table(state_dir: Path) -> None:
    """ "Press GO to ..." is said the first time it applies in each game, not once a session (issue 38)."""
    table = Table(state_dir, game="rapido")
    try:
        first = table.wait_for("How many players?")
        assert "Press GO to roll." in _set_up_with_ok(table, first)
        table.press("back", held=True)
        asked = table.wait_for("Leave this game for good?", after=first)
        table.settle()
        table.press("up", "ok")
        menu = table.wait_for("Which game?", after=asked)
        table.settle()
        table.press("ok")  # the game played last is offered first
        again = table.wait_for("How many players?", after=menu)
        assert "Press GO to roll." in _set_up_with_ok(table, again)
    finally:
        table.stop()


@pytest.mark.parametrize("taught", [True, False])
def test_a_taught_table_hears_the_holds_once_before_its_first_round(new_device: Path, taught: bool) -> None:
    """No table that never played found hold GO, hold OK or hold BACK on its own (issue 38): a taught one
    hears all three once, after "Let's play!"; an untaught one is not told again what it knows."""
    table = Table(new_device, game="rapido", teaching="new")
    try:
        table.wait_for(ASKED)
        table.settle()
        table.press("ok" if taught else "down", *(() if taught else ("ok",)))
        table.wait_for("How many players?")
        while not any("Let's play!" in line for line in table.heard()):
            table.settle()
            table.press("ok")
        playing = table.wait_for("Let's play!")
        table.wait_for("'s turn.", after=playing)
        holds = [line for line in table.heard() if "hold BACK to end the game" in line]
        assert holds == (
            [
                "Any time: hold GO to hear where we are and what now (while the timer runs, it pauses it), hold OK to hear the last line "
                "again and why, hold BACK to end the game, after a yes."
            ]
            if taught
            else []
        )
    finally:
        table.stop()
