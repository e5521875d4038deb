"""Rapido as it is heard: short lines for what happens every turn, news first, one voice.

Each test would fail with the old wording (issue 12). The engine tests pin a
line exactly; the table tests drive the real loop (tests/table.py) with
presses, from a journal or with the dice fixed, and read the transcript.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Sequence

import pytest

from device.storage.journal import Journal
from engine.core import AskChoice, AskNumber, Input, chance, choice, go
from engine.games.rapido import rules
from engine.games.rapido.rules import GAME, State
from engine.games.rapido.setup_flow import setup
from engine.setup import Defaults, Library, answer_all
from tests.outputs import apply_all, texts
from tests.table import Table


def words(line: str) -> int:
    return len(line.split())


def played(settings: dict[str, Any], inputs: Sequence[Input]) -> tuple[State, list[str]]:
    state = GAME.start(settings)
    state, outputs = apply_all(GAME, state, inputs)
    return state, texts(outputs)


ANN_ON_5 = [chance(0), go(), chance("1-5"), choice("place 5")]  # Ann leaves fifty-one on field 5


def journal(state_dir: Path, settings: dict[str, Any], inputs: Sequence[Input]) -> None:
    """A game in progress, so the table resumes exactly where a test needs it."""
    record = Journal.create(state_dir / "games" / "000001-rapido.jsonl", "rapido", settings)
    for given in inputs:
        record.append(given)
    record.close()


# ---------------------------------------------------------------- 1. less that is fixed, more that is news


def test_the_question_after_a_roll_is_only_the_news_and_its_repeat_explains_the_choice() -> None:
    state, _ = played({"names": ["Blue", "Red"], "first": 0}, [chance(0), go(), chance("1-5")])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    assert prompt.question.text == "Roll or place?"  # the roll's own line has just said fifty-one
    assert prompt.question.long.startswith("Blue: roll again")
    assert "ends your turn" in prompt.question.rule  # hold OK adds the rule to the repeat


def test_the_odds_are_two_short_figures_the_likelier_first() -> None:
    low = rules.the_odds(21, [])
    high = rules.the_odds(62, [(4, ["Red"])])
    assert low.text == "Beat twenty-one: 22 in 36. Cross: 11 in 36."
    assert high.text == "Cross: 11 in 36. Beat sixty-two: 7 in 36. Field 4 throws out Red."
    assert high.short == "Cross: 11 in 36. Beat sixty-two: 7 in 36."
    assert words(high.text) <= 15  # was 28 words, about 9 s


def test_the_prompt_after_a_roll_is_short_at_the_table_and_the_repeat_is_the_long_form(
    state_dir: Path,
) -> None:
    journal(state_dir, {"names": ["Ann", "Bob"], "first": 0}, [chance(0), go(), chance("1-5")])
    table = Table(state_dir, game="rapido")
    rolled = table.wait_for("Five and one: fifty-one.")
    asked = table.wait_for("Roll or place?", after=rolled)
    line = table.heard()[asked]
    assert line.startswith("Roll or place? GO to roll again, or choose and press OK.") and line.endswith(
        "Field 5"
    )  # a value after a finished sentence starts one
    assert "fifty-one" not in line  # said once, by the roll
    # The game's part went from 7 words to 3; the button hint is the device's (was 19 words in all).
    assert words(line) <= 15
    table.settle()
    held = len(table.heard())
    table.press("ok", held=True)
    repeated = table.wait_for("the new number replaces this one", after=held)
    table.wait_for("Field 5", after=repeated)
    assert table.heard()[repeated].startswith("Ann: roll again")
    # Issue 37: the value was said twice, by the roll's repeat and again by "Ann, fifty-one." in the explanation.
    assert sum(line.count("fifty-one") for line in table.heard()[held:]) == 1, table.heard()[held:]
    table.stop()


def test_the_odds_are_heard_short_at_the_table(state_dir: Path) -> None:
    journal(state_dir, {"names": ["Ann", "Bob"], "first": 0}, ANN_ON_5 + [go(), chance("2-6")])
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Roll or place?")
    assert table.heard()[asked].lower().endswith("field 4, ann out")
    table.settle()
    # Field 4 is the highest free one: above it roll again, the standings, then the odds (session 46, round three)
    heard = asked + 1
    for label in ("Roll again", "Hear where everyone stands", "Hear the odds"):
        table.press("up")
        heard = table.wait_for(label, after=heard) + 1
        table.settle()
    table.press("ok")
    odds = table.wait_for("Cross: 11 in 36.", after=asked + 1)
    assert table.heard()[odds].startswith("Cross: 11 in 36. Beat sixty-two: ")
    assert table.heard()[odds].endswith("Fields 4, 3, 2, 1 and 0 throw out Ann.")  # alike fields in one (session 48)
    table.stop()


def test_up_raises_the_field_number_and_down_lowers_it(state_dir: Path) -> None:
    """Issue 37: UP lowered the field number. The highest free field is offered first (field 4: Ann is on 5)."""
    journal(state_dir, {"names": ["Ann", "Bob"], "first": 0}, ANN_ON_5 + [go(), chance("2-6")])
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Roll or place?")
    assert table.heard()[asked].lower().endswith("field 4, ann out")  # "... OK. Field 4": capital after a sentence
    table.settle()
    table.press("down")
    lower = table.wait_for("Field 3, Ann out", after=asked + 1)
    table.settle()
    table.press("up")
    table.wait_for("Field 4, Ann out", after=lower + 1)
    table.stop()


def test_a_throw_out_the_table_cannot_see_is_the_field_heard_first(state_dir: Path) -> None:
    """Issue 37: field 5 was offered whatever the board, so a throw-out was heard only by stepping down to it.
    Ann's twenty-one lies on field 3; Bob's sixty-two hears "field 2, Ann out" first, and UP to field 4."""
    journal(
        state_dir, {"names": ["Ann", "Bob"], "first": 0}, [chance(0), go(), chance("2-1"), choice("place 3"), go(), chance("2-6")]
    )
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Roll or place?")
    assert table.heard()[asked].lower().endswith("field 2, ann out")
    table.settle()
    table.press("up")
    table.wait_for("Field 4", after=asked + 1)
    table.stop()


# ---------------------------------------------------------------- 2. the track, heard


def test_standings_give_the_value_lying_on_each_field() -> None:
    inputs = [chance(0), go(), chance("2-6"), choice("place 3")]
    state, _ = played({"names": ["Blue", "Red"], "first": 0}, inputs)
    state.seats[0].step = 9
    assert GAME.standings(state).text == "Standings: Blue on step 9, sixty-two on field 3; Red at Start."
    assert GAME.standings(state).short == "Blue on step 9, Red at Start."


def test_the_standings_are_heard_with_the_values_on_the_fields(state_dir: Path) -> None:
    journal(state_dir, {"names": ["Ann", "Bob"], "first": 0}, ANN_ON_5)
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Bob's turn.")
    table.settle()
    table.press("go", held=True)
    table.wait_for("Standings: Ann at Start, fifty-one on field 5; Bob at Start.", after=asked)
    table.stop()


# ---------------------------------------------------------------- 3. lines that were wrong or unclear when heard


def test_the_repeat_of_a_cross_says_where_the_piece_is_and_whose_turn_it_is(state_dir: Path) -> None:
    """Table test: the repeat of a cross on Start said "Cross! Bob to step 0." and not who plays next."""
    journal(state_dir, {"names": ["Ann", "Bob"], "first": 0}, ANN_ON_5)
    table = Table(state_dir, game="rapido")
    table.wait_for("Bob's turn.")
    table.settle()
    table.press("go")
    table.wait_for("Roll or place?")
    table.referee.rng.choice = lambda outcomes: "7-X" if "7-X" in outcomes else outcomes[0]  # the next roll: a cross
    table.settle()
    table.press("go")
    crossed = table.wait_for("a cross!")
    table.settle()
    table.press("ok", held=True)
    repeat = table.wait_for("Cross! Bob", after=crossed + 1)
    assert table.heard()[repeat] == "Cross! Bob at Start."
    table.wait_for("Ann, roll.", after=repeat)  # whose turn: the question, repeated in its brief form
    table.stop()


def test_a_throw_out_is_said_with_the_choice_and_marked_by_a_cue_and_no_dice_to_take_back(state_dir: Path) -> None:
    """Issue 37: the placing is said ("Sixty-two on 4."); who goes was said with the choice, so a cue marks it."""
    journal(state_dir, {"names": ["Ann", "Bob"], "first": 0}, ANN_ON_5 + [go(), chance("2-6")])
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Roll or place?")
    table.settle()
    assert table.heard()[asked].lower().endswith("field 4, ann out")  # the label says what OK will do
    table.press("ok")  # field 4, offered first: placed at once
    placed = table.wait_for("Sixty-two on 4.", after=asked)
    assert table.heard()[placed + 1] == "[miss]"
    table.wait_for("Ann's turn.", after=placed)
    assert not any("take those dice back" in line or " is out" in line for line in table.heard())
    table.stop()


def test_a_throw_out_in_the_variant_names_the_pair_by_its_field() -> None:
    inputs = [
        chance(0), go(), chance("3-1"), choice("place 5"),  # Ann: thirty-one on 5
        go(), chance("3-2"), choice("place 4"),  # Bob: thirty-two on 4
        go(), chance("4-3"), choice("place 2"),  # Ann throws out Bob's pair
    ]  # fmt: skip
    settings = {"names": ["Ann", "Bob"], "first": 0, "two_player": True}
    before, _ = played(settings, inputs[:-1])
    prompt = GAME.prompt(before)
    assert isinstance(prompt, AskChoice)
    assert {option.value: option.label for option in prompt.options}["place 2"] == "Field 2, Bob's pair on field 4 out"
    state, heard = played(settings, inputs)
    assert heard[-1] == "Forty-three on 2."  # the label named the pair; a cue marks it going
    assert all(pair.field != 4 for pair in state.pairs)


def test_after_a_cross_the_next_turn_names_the_player_once(state_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23: "Over to Bob." then "Bob's turn." said the same twice; the turn line alone names them."""
    inputs = [chance(0), go(), chance("1-5"), choice("roll"), chance("4-X")]
    _, heard = played({"names": ["Ann", "Bob"], "first": 0}, inputs)
    assert "Four and cross: a cross! Ann is on Start already and stays there." in heard
    assert not any("Turn over" in line for line in heard)

    journal(state_dir, {"names": ["Ann", "Bob"], "first": 0}, [chance(0)])
    monkeypatch.setattr(rules, "ROLLS", ("2-X",))  # every roll: two and a cross
    table = Table(state_dir, game="rapido")
    asked = table.wait_for("Ann's turn.")
    table.settle()
    table.press("go")
    table.wait_for("Roll or place?", after=asked)
    table.settle()
    table.press("go")  # roll again
    crossed = table.wait_for("a cross!", after=asked + 1)
    assert table.heard()[crossed].endswith("Ann is on Start already and stays there.")
    assert table.heard()[crossed + 1].startswith("Bob's turn.")
    table.stop()


def test_setup_asks_in_the_referees_own_voice(state_dir: Path) -> None:
    flow = setup(Library(), Defaults())
    question = flow.next_question({"players": 3})
    assert question is not None and isinstance(question.prompt, AskNumber)
    assert question.prompt.question.text == "How many seats do I play?"
    table = Table(state_dir, game="rapido")
    table.wait_for("How many players? 4")
    table.settle()
    table.press("ok")
    table.wait_for("How many seats do I play?")
    table.stop()
    assert not any("the device" in line for line in table.heard())


def test_youngest_offers_only_the_people_capitalised_draw_first() -> None:
    flow = setup(Library(), Defaults())
    question = flow.next_question({"players": 4, "bots": 2, "order_0": True})
    assert question is not None and isinstance(question.prompt, AskChoice)
    assert [option.label for option in question.prompt.options] == ["Draw at random", "Red", "Blue"]


def test_when_i_play_every_seat_who_starts_is_drawn_without_asking() -> None:
    flow = setup(Library(), Defaults())
    question = flow.next_question({"players": 3, "bots": 3})
    assert question is not None and question.key == "steps"
    assert answer_all(flow, {"players": 3, "bots": 3})["first"] is None


def test_a_youngest_named_among_my_seats_falls_back_to_the_draw() -> None:
    settings = answer_all(setup(Library(), Defaults()), {"players": 3, "bots": 1, "youngest": "2"})
    assert settings["first"] is None and settings["virtual"] == [2]


def test_the_settings_error_speaks_as_i_too() -> None:
    assert re.search(r"\bI\b", rules.words.said_in("en", "device-seats-differ"))


def test_the_button_hints_are_said_the_first_times_then_left_to_hold_ok_and_a_wrong_press(state_dir: Path) -> None:
    """Issue 23: "GO to roll again, or choose and press OK." came after every roll, nine words a turn,
    and "Press GO to roll." with every turn (1.4 s a turn)."""
    table = Table(state_dir, game="rapido", defaults=Defaults(players=2))
    while not any("'s turn." in line for line in table.heard()):  # setup: every default
        table.settle()
        if not any("'s turn." in line for line in table.heard()):
            table.press("ok")
    turns: list[str] = []
    asked: list[str] = []
    for turn in range(3):
        started = max(index for index, line in enumerate(table.heard()) if "'s turn." in line)
        turns.append(table.heard()[started])
        table.settle()
        if turn == 1:
            table.press("ok")  # OK where GO is wanted: the blip, then the hint the question left out
            table.wait_for("Press GO to roll.", after=started + 1)
            table.settle()
        table.press("go")
        question = table.wait_for(
            "ield ", after=started
        )  # "field" or, after "... OK.", "Field"  # "Roll or place? ... field 5"; from round 2 the roll asks
        asked.append(table.heard()[question])
        table.settle()
        if turn == 2:
            table.press("ok", held=True)  # the repeat gives the buttons again
            table.wait_for("GO to roll again, or choose and press OK.", after=question + 1)
            table.settle()
        table.press("ok")  # place on the field offered
        table.wait_for("'s turn.", after=question)
    table.stop()
    assert ["Press GO to roll." in line for line in turns] == [True, False, False], turns
    hint = "GO to roll again, or choose and press OK."
    assert [hint in line for line in asked] == [True, True, False], asked
