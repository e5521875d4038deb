"""Dabble taught on the real referee loop (issue 38): a table offered teaching says Yes, hears the game in
short and what it needs in its hands (a paper tile set) before setup's first choice; hold OK at a rule's question gives the rule,
hold GO what the question is for; round 2 says what to press."""

from __future__ import annotations

from pathlib import Path

from device.paths import teaching_file
from engine.games.dabble.said import words
from tests.table import Table


def taught_table(state_dir: Path) -> Table:
    """Dabble set up by a table offered teaching, as a device that never finished a game offers it:
    Yes, then OK at every question, up to the first draw."""
    teaching_file(state_dir).unlink()  # the suite's referee has finished every game (tests/conftest.py)
    table = Table(state_dir, game="dabble", teaching="new")
    table.wait_for("First game of Dabble? I will explain as we go.")
    table.settle()
    table.press("ok")  # Yes, offered first; then Yes, the table has tiles
    while not any(words("round-rule") in line for line in table.heard()):
        table.settle()
        if not any(words("round-rule") in line for line in table.heard()):
            table.press("ok")  # 4 players, their order, 500 points, 5 minutes, no subjects
    table.settle()
    return table


def test_a_taught_table_hears_the_game_and_its_needs_before_setups_first_choice(state_dir: Path) -> None:
    """Session 49: a table asked the winning score and the round's length before it knew the game."""
    table = taught_table(state_dir)
    heard = table.heard()
    needs = table.wait_for(words("teach-needs"))
    assert heard[needs].startswith(f"{words('teach-opening')} {words('teach-needs')}"), "the game, then the needs"
    assert heard[needs].endswith(f"{words('have-tiles')} Yes"), "with the first question after Yes"
    assert not any("Cut 110 squares of paper" in line for line in heard), "a table with a set hears no paper set"
    draw = table.wait_for(words("round-rule"))
    assert needs < draw and words("teach-opening") not in heard[draw], "said once, in setup"
    assert "Press GO to start." in heard[draw]
    assert sum(words("teach-opening") in line for line in heard) == 1
    table.stop()


def test_hold_ok_gives_a_question_its_rule_and_hold_go_its_purpose(state_dir: Path) -> None:
    table = taught_table(state_dir)
    table.press("go")
    asked = table.wait_for("Who built all five words?")
    assert table.heard()[asked - 2] == words("show-words"), "challenges are said before the finishers are named"
    assert table.heard()[asked - 1] == words("rejected-cost"), "and that a rejected word does not undo a finish"
    table.settle()
    table.press("ok", held=True)
    table.wait_for(words("finished-rule"), after=asked + 1)
    table.settle()
    table.press("go", held=True)
    table.wait_for("Who built all five words; then I ask for the points left over.", after=asked + 1)
    table.settle()
    table.press("up", "ok")  # the first seat finished
    unused = table.wait_for("leftover points?", after=asked + 1)
    assert table.heard()[unused - 1] == words("unused-rule"), "what unused tiles are worth, before the first is asked"
    table.settle()
    table.press("ok", held=True)
    table.wait_for("The points printed on the tiles left out of your words, added up", after=unused + 1)
    table.stop()


def test_round_two_says_what_to_press(state_dir: Path) -> None:
    table = taught_table(state_dir)
    table.press("go")
    table.wait_for("Who built all five words?")
    table.settle()
    table.press("down", "ok")  # Everybody
    for _ in range(4):  # each best word, as offered
        table.settle()
        table.press("ok")
    table.wait_for("Which extras, one at a time: apostrophe words, apostrophes left or rejected words?")
    table.settle()
    table.press("ok")  # no extras
    round_two = table.wait_for("All tiles back; draw again.")
    assert table.heard()[round_two].endswith("Press GO to start round 2."), "quiet no more until someone holds GO"
    table.stop()
