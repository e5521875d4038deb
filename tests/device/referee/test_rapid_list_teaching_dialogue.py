"""Rapid List taught at the real referee loop (issue 38): a table that never played says Yes at
"First game of Rapid List?", hears what it needs and the opening, and at a rule's question
gets the rule with hold OK and what the question is for with hold GO.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from device.paths import teaching_file
from engine.games.rapid_list.lines import words
from engine.setup import Defaults
from tests.table import Table

en = partial(words.said_in, "en")  # the game's messages, as this English table hears them


def new_device(state_dir: Path) -> Table:
    """A device that never finished a game (the tests' own state says every game was), so setup offers teaching."""
    teaching_file(state_dir).unlink()
    return Table(state_dir, defaults=Defaults(players=2), teaching="new")


def taught_table(state_dir: Path) -> Table:
    """Two players, teaching offered, Yes, then every default."""
    table = new_device(state_dir)
    table.wait_for("First game of Rapid List? I will explain as we go.")
    table.settle()
    table.press("ok")  # Yes, the default
    table.accept_setup()
    return table


def test_a_yes_at_first_game_gives_the_game_and_what_the_table_needs_before_setups_first_choice(
    state_dir: Path,
) -> None:
    """Session 49: the track and the questions were chosen before the table heard what the game was."""
    table = taught_table(state_dir)
    needs = table.wait_for(f"{en('teach-opening')} {en('teach-needs')} How many players?")
    finish = table.wait_for("Draw the track on the spare sheet: Start, spaces 1 to 12, then Finish, space 13.", after=needs)
    line_up = table.wait_for("On Start, from the top: ", after=finish)
    table.wait_for(" asks. Press GO to roll.", after=line_up)
    assert sum(en("teach-opening") in line for line in table.heard()) == 1
    table.stop()


def test_hold_ok_at_the_first_bid_gives_its_rule_and_hold_go_what_it_is_for(state_dir: Path) -> None:
    table = taught_table(state_dir)
    start = table.wait_for(" asks. Press GO to roll.")
    table.settle()
    table.press("go")
    die = table.wait_for("The die says ", after=start)
    asked = table.wait_for(f"{en('bid-taught')} ", after=die)  # the rule, before the first bid is chosen
    table.settle()
    table.press("ok", held=True)
    rule = table.wait_for(en("bid-rule"), after=asked + 1)
    assert en("bid-taught") not in table.heard()[rule], "a repeat asks again without the teaching"
    table.settle()
    table.press("go", held=True)
    table.wait_for(en("bid-purpose"), after=rule + 1)
    table.stop()


def test_no_at_first_game_plays_untaught(state_dir: Path) -> None:
    table = new_device(state_dir)
    table.wait_for("First game of Rapid List? I will explain as we go.")
    table.settle()
    table.press("down")  # No
    table.settle()
    table.press("ok")
    table.accept_setup()
    start = table.wait_for(" asks. Press GO to roll.")
    assert not any(en("teach-opening") in line or en("teach-needs") in line for line in table.heard())
    table.settle()
    table.press("go")
    table.wait_for("'s bid?", after=start)
    assert not any("The die says" in line for line in table.heard())
    table.stop()
