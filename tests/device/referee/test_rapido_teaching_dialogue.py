"""Rapido taught at the table (issue 38), through the real referee loop (tests/table.py).

A table offered teaching hears what it needs in its hands and the game's
opening; at any question, hold OK gives the rule behind it and hold GO what
the question is for, taught or not.
"""

from __future__ import annotations

from pathlib import Path

from device.paths import teaching_file
from engine.core import chance, choice, go
from engine.games.rapido.rules import words
from engine.language import speaking
from engine.setup import Defaults
from tests.device.referee.test_rapido_dialogue import journal
from tests.table import Table


def _until_the_first_turn(table: Table) -> None:
    """OK on every setup question (each has a sensible default) until the first turn is called."""
    while not any(line.endswith("'s turn.") or "'s turn. " in line for line in table.heard()):
        table.settle()
        if any("'s turn." in line for line in table.heard()):
            return
        table.press("ok")


def test_a_table_that_says_yes_hears_what_it_needs_what_a_seat_i_play_is_and_the_opening(state_dir: Path) -> None:
    teaching_file(state_dir).unlink()  # a device that never finished a game: Rapido is offered teaching
    table = Table(state_dir, game="rapido", teaching="new", defaults=Defaults(players=3))
    table.wait_for("First game of Rapido? I will explain as we go.")
    table.settle()
    table.press("ok")  # Yes, the default
    # the game in short, then the needs, before setup's first choice (session 49: a table chose the race's
    # length before it knew the game)
    opening = f"{words.said_in('en', 'teach-opening')} {words.said_in('en', 'teach-needs')}"
    needs = table.wait_for(f"{opening} How many players?")
    table.settle()
    table.press("ok")
    bots = table.wait_for("I can play seats myself, rolling and choosing for them. How many seats do I play?", after=needs)
    table.settle()
    table.press("ok", held=True)  # why? the rule behind the option
    table.wait_for(words.said_in("en", "bots-rule"), after=bots + 1)
    _until_the_first_turn(table)
    steps = table.wait_for(f"{words.said_in('en', 'steps-taught')} How many steps to the finish?", after=bots)  # what to draw
    turn = table.wait_for("'s turn.", after=steps)
    assert sum(words.said_in("en", "teach-opening") in line for line in table.heard()) == 1  # not again in the game
    assert "Press GO to roll." in table.heard()[turn]
    table.stop()


def test_hold_ok_at_the_choice_gives_the_rule_and_hold_go_what_it_is_for_taught_or_not(state_dir: Path) -> None:
    journal(state_dir, {"names": ["Ann", "Bob"], "first": 0}, [chance(0), go(), chance("1-5")])
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Roll or place?")
    table.settle()
    table.press("ok", held=True)
    rule = table.wait_for("the new number replaces this one, higher or lower", after=asked + 1)
    assert words.said_in("en", "decide-rule") in table.heard()[rule]
    table.settle()
    table.press("go", held=True)
    with speaking("en"):
        held = words.line("decide", later="no", name="Ann", value=51, bonus=0).purpose
    purpose = table.wait_for(held, after=rule + 1)  # with the number held (session 46)
    assert table.heard()[purpose] == held
    table.stop()


def test_a_new_round_says_what_to_press(state_dir: Path) -> None:
    """Issue 38: after the first turn's "Press GO to roll." no line said what to press; each round's first turn does."""
    ann_on_0 = [chance(0), go(), chance("1-5"), choice("place 0")]
    journal(state_dir, {"names": ["Ann", "Bob"], "first": 0}, ann_on_0 + [go(), chance("2-1")])
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Roll or place?")
    table.settle()
    table.press("ok")  # Bob places on the field offered; round 2 starts with Ann
    turn = table.wait_for("Ann's turn.", after=asked)
    assert table.heard()[turn] == "Ann's turn. Press GO to start round 2."
    table.stop()
