"""'How fair were the dice?' asked at the table (issue 26, item 5), through the real referee loop.

OK pressed twice at a GO question (nothing to confirm; the first OK is told
to press GO, issue 38) and the phone's button ask it;
the referee counts the game's rolls from its journal and says the answer. A
game of Rapido whose second die always lands on six hears it called unusual;
a game with a roll or two hears there are too few to judge, and the count
grows with each roll the table makes; outside a game the answer says there is
none, never the "not now" blip. engine/fairness.py's own tests check the
statistics.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Sequence

from device.input.gestures import Command
from device.referee.messages import FrontAnswer
from device.storage.journal import Journal
from engine.core import AskChance, AskGo, Input, chance, choice, go
from engine.games.rapido.rules import DIE_A, GAME
from engine.random_play import RandomChooser, legal_input
from tests.table import Table

SETTINGS: dict[str, Any] = {"names": ["Ann", "Bob"], "first": 0}
FOUR: dict[str, Any] = {"names": ["Ann", "Bob", "Cat", "Dan"], "first": 0}  # 42 rolls before anyone wins
ANN_ON_5 = [chance(0), go(), chance("1-5"), choice("place 5")]  # one roll, then Bob's turn


def journal(state_dir: Path, inputs: Sequence[Input], settings: dict[str, Any] = SETTINGS) -> None:
    """A Rapido game in progress, so the table resumes where the test needs it."""
    record = Journal.create(state_dir / "games" / "000001-rapido.jsonl", "rapido", settings)
    for given in inputs:
        record.append(given)
    record.close()


def loaded_game(rolls: int) -> list[Input]:
    """A Rapido game played by the rules whose second die always shows six, up to a GO after `rolls` rolls."""
    chooser = RandomChooser(random.Random(5))
    state = GAME.start(FOUR)
    inputs: list[Input] = []
    rolled = 0
    while True:
        prompt = GAME.prompt(state)
        if isinstance(prompt, AskGo) and rolled >= rolls:
            return inputs
        if isinstance(prompt, AskChance) and prompt.cue == "dice":
            given = chance(f"{DIE_A[rolled % len(DIE_A)]}-6")
            rolled += 1
        else:
            given = legal_input(prompt, chooser)
        state, _ = GAME.apply(state, given)
        inputs.append(given)


def ok_twice(table: Table, asked: int, hint: str, answer: str) -> int:
    """OK at a GO question: the first says the press wanted (`hint`), the second how fair the dice were."""
    table.settle()
    table.press("ok")
    told_go = table.wait_for(hint, after=asked)
    table.settle()
    table.press("ok")
    return table.wait_for(answer, after=told_go)


def test_ok_at_a_go_question_tells_a_loaded_die_is_unusual(state_dir: Path) -> None:
    journal(state_dir, loaded_game(42), FOUR)
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("'s turn.")
    told = ok_twice(table, asked, "Press GO to roll.", "Sixes: 42 of 42 rolls; fair dice give about 7. Unusual for fair dice.")
    assert "[not_now]" not in table.heard()[asked:told]
    table.stop()


def test_a_few_rolls_are_too_few_to_judge_and_each_new_roll_counts(state_dir: Path) -> None:
    journal(state_dir, ANN_ON_5)
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Bob's turn.")
    first = ok_twice(table, asked, "Press GO to roll.", "Only 1 roll so far: too few to judge the dice. It takes about 30.")
    table.settle()
    table.press("go")  # Bob rolls: the referee draws it
    choosing = table.wait_for("Roll or place?", after=first)
    table.settle()
    # While choosing every button means something else; the phone's button still asks.
    table.events.put(FrontAnswer(Command.FAIRNESS, table.referee.inbox.questions_asked))
    table.wait_for("Only 2 rolls so far: too few to judge the dice.", after=choosing)
    assert "[not_now]" not in table.heard()[asked:]
    table.stop()


def test_outside_a_game_the_answer_is_that_there_is_none(state_dir: Path) -> None:
    table = Table(state_dir, game=None)
    asked = table.wait_for("Which game?")
    table.settle()
    table.events.put(FrontAnswer(Command.FAIRNESS, table.referee.inbox.questions_asked))
    table.wait_for("No game is under way, so there are no dice to judge.", after=asked)
    assert "[not_now]" not in table.heard()[asked:]
    table.stop()


def test_a_game_without_dice_says_it_has_none(state_dir: Path) -> None:
    """Keyboard play heard Dabble answer OK with "No dice have been rolled yet in this game": it has no dice at all."""
    record = Journal.create(
        state_dir / "games" / "000001-dabble.jsonl", "dabble", {"names": ["Ann", "Bob"], "target": 100, "timer": 60}
    )
    record.close()
    table = Table(state_dir, game="dabble")
    asked = table.wait_for("Press GO to start.")
    told = ok_twice(table, asked, "Press GO to start.", "This game has no dice to judge.")
    assert "No dice have been rolled" not in " ".join(table.heard()[asked:])
    assert "[not_now]" not in table.heard()[asked:told]
    table.stop()


def test_a_first_ok_where_go_is_wanted_hears_the_press_wanted_not_the_dice(state_dir: Path) -> None:
    """A table that never played pressed OK at "Bob's turn." and heard about fair dice (issue 38): the first
    OK at a GO question says what GO does, without the "not now" blip; only a second OK asks about the dice."""
    journal(state_dir, ANN_ON_5)
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Bob's turn.")
    table.settle()
    table.press("ok")
    hint = table.wait_for("Press GO to roll.", after=asked)
    table.settle()
    assert not any("roll" in line and "judge" in line for line in table.heard()[asked:])
    assert "[not_now]" not in table.heard()[asked:hint]
    table.press("go")
    table.wait_for("Roll or place?", after=hint)
    table.stop()
