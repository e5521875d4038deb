"""The conversation at the table, driven through the real loop with presses and read off the transcript."""

from __future__ import annotations

from pathlib import Path

from device.storage.journal import Journal
from tests.table import Table


def start_two_player_rapid_list(table: Table) -> int:
    table.wait_for("How many players? 4")
    table.press("down", "down")
    table.wait_for("2")
    table.press("ok")
    table.accept_setup()
    return table.wait_for(" asks.")


def test_leaving_is_offered_as_no_and_back_stays(state_dir: Path) -> None:
    table = Table(state_dir)
    first = start_two_player_rapid_list(table)
    table.settle()
    table.press("back", held=True)
    asked = table.wait_for("Leave this game for good?", after=first)
    assert table.heard()[asked].endswith("No")
    table.press("ok")  # the default: stay
    table.settle()
    table.press("back", held=True)
    again = table.wait_for("Leave this game for good?", after=asked + 1)
    table.press("back")  # BACK answers no
    table.settle()
    assert not any("closed." in line for line in table.heard()[again:])
    table.press("back", held=True)
    third = table.wait_for("Leave this game for good?", after=again + 1)
    table.press("up", "ok")
    table.wait_for("Rapid List closed.", after=third)
    table.stop()


def test_quitting_at_the_menu_does_not_claim_a_game_is_waiting(state_dir: Path) -> None:
    table = Table(state_dir, game=None)
    table.wait_for("Which game?")
    table.stop()
    assert table.heard()[-1] == "Stopping."


def test_quitting_mid_game_says_the_game_resumes(state_dir: Path) -> None:
    table = Table(state_dir)
    start_two_player_rapid_list(table)
    table.settle()
    table.stop()
    assert table.heard()[-1] == "Stopping. This game resumes at the next start."


def test_asking_for_another_game_offers_to_resume_the_waiting_one_or_put_it_aside(state_dir: Path) -> None:
    journal = Journal.create(state_dir / "games" / "000001-rapido.jsonl", "rapido", {"names": ["Ann", "Bob"]})
    journal.close()
    table = Table(state_dir, game="dabble")
    asked = table.wait_for("An unfinished game of Rapido is waiting. Resume it, or put it aside?")
    assert table.heard()[asked].endswith("Resume it")
    table.press("down", "ok")  # put it aside
    table.wait_for("How many players or teams?", after=asked)
    table.stop()

    again = Table(state_dir, game="dabble")
    asked = again.wait_for("An unfinished game of Rapido is waiting.")
    again.press("ok")  # resume it
    again.wait_for("Resuming Rapido", after=asked)
    again.stop()


def test_hold_go_tells_where_the_game_stands_and_asks_again(state_dir: Path) -> None:
    table = Table(state_dir, game=None)
    table.wait_for("Which game?")
    table.press("go", held=True)
    table.wait_for("Choosing a game.")
    table.wait_for("Which game? UP and DOWN to choose, OK to start. Rapid List", after=2)
    table.press("ok")
    table.wait_for("How many players? 4")
    table.press("go", held=True)
    table.wait_for("Setting up Rapid List.")
    table.press("down", "down", "ok")
    table.accept_setup()
    first = table.wait_for(" asks.")
    table.settle()
    table.press("go", held=True)
    where = table.wait_for("Rapid List, round 1", after=first)
    standings = table.wait_for("Standings: ", after=where)
    table.wait_for("GO to roll", after=standings)
    table.stop()
