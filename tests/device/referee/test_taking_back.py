"""No answer is lost to chance (issue 12, point 4), heard through the real loop.

In every game a player's last answer stays undoable until the next GO: the
roll, the card or the letter that follows it waits for that GO, so BACK can
still take the answer back. BACK says what it took back, in the game's words,
and the question reopens at the value that was entered.

Each test resumes a journaled game just before the answers it needs (so setup,
which changes on its own, is not part of these tests), then plays on with
presses through tests/table.py and reads the transcript.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any, Iterator, Sequence

from device.storage.journal import Journal

from engine.catalog import find
from engine.core import (
    PLAYER_PROMPTS,
    AskChance,
    AskChoice,
    AskVirtual,
    GameOver,
    Input,
    Output,
    Prompt,
    Say,
    chance,
    choice,
    go,
    time_up,
)
from engine.random_play import RandomChooser, legal_input
from engine.session import taken_back
from tests.table import Table, small_library
from tests.paths import GOLDEN


CATEGORIES = [f"Category {number}" for number in range(1, 13)]
MINUTES_LEFT = re.compile(r"[1-5] minutes?( and [1-5]?[05] seconds)? left\.")


def journal(state_dir: Path, game: str, settings: dict[str, Any], inputs: Sequence[Input]) -> None:
    """A game in progress, so the table resumes exactly where a test needs it."""
    record = Journal.create(state_dir / "games" / f"000001-{game}.jsonl", game, settings)
    for given in inputs:
        record.append(given)
    record.close()


def answer(table: Table, after: int, question: str, *presses: str) -> int:
    """Wait for a question (heard after line `after`), then answer it with presses; return where it was asked."""
    asked = table.wait_for(question, after=after)
    table.settle()
    table.press(*presses)
    return asked


def said_between(table: Table, start: int, end: int) -> list[str]:
    return table.heard()[start:end]


# ---------------------------------------------------------------- Rapid List


def rapid_list_settings() -> dict[str, Any]:
    decks = small_library().decks
    # Space 5 is a challenge space: whoever leads there after round 1 is challenged in round 2.
    return {
        "names": ["Ann", "Bob"],
        "questions": decks["rapid_list/blue"],
        "challenges": decks["rapid_list/challenges"],
        "track": "NNNNCNNNNNNN",
        "timer": 30,
    }


def test_rapid_list_a_bid_and_the_last_list_are_taken_back_before_the_challenge_is_drawn(state_dir: Path) -> None:
    journal(
        state_dir, "rapid-list", rapid_list_settings(), [chance(0), chance((0, 1)), go(), chance(1), chance("blue-1"), time_up()]
    )
    table = Table(state_dir, game=None)
    start = table.wait_for("Resuming Rapid List")
    asked = answer(table, start, "Ann's bid? 5", "up", "ok")  # Ann bids 6
    taken = answer(table, asked + 1, "Bob's? 5", "back")  # no: Ann meant 4
    taken = table.wait_for("Taken back: Ann's bid of 6.", after=taken)
    table.wait_for("Ann's bid? 6", after=taken)  # reopened at the bid taken back
    table.settle()
    table.press("down", "ok")  # 5
    asked = answer(table, taken + 1, "Bob's? 5", "ok")
    # Whose list fell short is the answer: UP steps to "No, Bob's", then "No, Ann's".
    last = answer(table, asked, "Read in order: Bob 5 and Ann 5. Every list reached its bid? Yes", "up", "up", "ok")
    roll = table.wait_for("Bob asks. Press GO to play round 2.", after=last)
    # Bob leads on a challenge space, yet no card is drawn or heard before the reader's GO.
    between = said_between(table, last, roll)
    assert not [line for line in between if line.startswith(("Challenge for", "[card]", "[dice]"))], between
    table.settle()
    table.press("back")
    taken = table.wait_for("Taken back: Ann's list short.", after=roll)
    reopened = table.wait_for("reached its bid? No, Ann's", after=taken)  # reopened at the answer taken back
    table.settle()
    table.press("ok", held=True)  # the repeat starts at the taken-back line: nothing of the undone round 2
    repeated = table.wait_for("Taken back: Ann's list short.", after=reopened)
    assert "Round 2." not in said_between(table, reopened, repeated), said_between(table, reopened, repeated)
    table.settle()
    table.press("down", "down", "ok")  # every list was valid after all
    moved = table.wait_for("Bob and Ann on 5, Bob on top, 8 to go.", after=taken)
    roll = table.wait_for("Bob asks.", after=moved)
    table.settle()
    table.press("go")
    table.wait_for("Challenge for Bob and Ann: ", after=roll)  # drawn on the GO; named top first, as the standings
    table.stop()


# ---------------------------------------------------------------- Rapido


def test_rapido_a_placing_is_taken_back_before_my_seat_rolls(state_dir: Path) -> None:
    journal(state_dir, "rapido", {"names": ["Ann", "Bob"], "virtual": [1], "first": 0}, [chance(0), go(), chance("1-5")])
    table = Table(state_dir, game=None)
    start = table.wait_for("Resuming Rapido")
    asked = answer(table, start, "Roll or place?", "down", "ok")  # from field 5 to field 4: placed at once
    waits = table.wait_for("Bob's turn; I play it. Press GO to roll for Bob.", after=asked)
    between = said_between(table, asked, waits)
    assert not [line for line in between if line.startswith(("[dice]", ">"))], between  # Bob has not rolled
    table.settle()
    table.press("back")
    taken = table.wait_for("Taken back: Ann's choice of field 4.", after=waits)
    reopened = table.wait_for("Roll or place?", after=taken)
    assert table.heard()[reopened].lower().endswith("field 4")  # the field taken back, not the top one offered first
    table.settle()
    table.press("ok")
    waits = table.wait_for("Bob's turn; I play it.", after=reopened)
    table.settle()
    table.press("go")
    table.wait_for("[dice]", after=waits)  # Bob rolls on the GO
    table.stop()


# ---------------------------------------------------------------- Scattergories


def scattergories_settings() -> dict[str, Any]:
    return {"names": ["Ann", "Bob"], "categories": CATEGORIES, "list_number": "4", "timer": 150}


def test_scattergories_the_last_points_are_taken_back_before_the_next_letter(state_dir: Path) -> None:
    inputs = [go(), chance("M"), go(), time_up(), go(), choice("no")]  # round 1 written, read, no challenge
    journal(state_dir, "scattergories", scattergories_settings(), inputs)
    table = Table(state_dir, game=None)
    start = table.wait_for("Resuming Scattergories")
    asked = answer(table, start, "Ann's points this round? 6", "up", "ok")
    last = answer(table, asked + 1, "Bob's? 6", "up", "up", "ok")
    totals = table.wait_for("Totals: Bob 8, Ann 7.", after=last)
    roll = table.wait_for("Round 2. Press GO to roll and start.", after=totals)
    between = said_between(table, last, roll)
    assert not [line for line in between if line.startswith(("The letter is", "[dice]"))], between
    table.settle()
    table.press("back")
    taken = table.wait_for("Taken back: Bob's 8 points.", after=roll)
    table.wait_for("Bob's points this round? 8", after=taken)
    table.settle()
    table.press("down", "ok")  # 7, not 8
    roll = table.wait_for("Totals: Ann 7, Bob 7.", after=taken)
    table.wait_for("Round 2.", after=roll)
    table.settle()
    table.press("go")
    letter = table.wait_for("The letter is ", after=roll)
    assert table.heard()[letter].endswith(". Go!")
    table.wait_for("[timer 150 s]", after=letter)
    table.stop()


def hold_ok_while_writing(table: Table, after: int) -> list[str]:
    """Pause the running timer (so the time left is known), then hold OK; return what was said."""
    timer = table.wait_for("[timer ", after=after)
    table.press("go", held=True)
    paused = table.wait_for("Timer paused.", after=timer)
    table.settle()  # a pause with a list says how to hear it (session 49): not what hold OK says
    before = len(table.heard())
    table.press("ok", held=True)
    left = table.wait_for(" left.", after=max(paused, before - 1))
    return table.heard()[before : left + 1]


def test_scattergories_hold_ok_while_writing_gives_the_letter_and_the_time_left(state_dir: Path) -> None:
    """Issue 12, point 2: in the first round (the list was read) and in a later one (it was not).
    Issue 23: not the whole list (27 s): OK gives it one category at a time, and hold OK says so."""
    settings = dict(scattergories_settings(), timer=300)
    journal(state_dir, "scattergories", settings, [go(), chance("M")])
    table = Table(state_dir, game=None)
    ready = table.wait_for("Letter M. Press GO to start the timer.")
    table.settle()
    table.press("go")
    repeated = hold_ok_while_writing(table, ready)
    assert repeated[:2] == ["Letter M, as in Mike.", "Press OK for the list, one category at a time."]
    assert MINUTES_LEFT.fullmatch(repeated[-1]), repeated  # minutes and seconds, not "290 seconds"
    assert len(repeated) == 3
    table.stop()

    later = [go(), chance("M"), go(), time_up(), go(), choice("no"), Input("number", 6), Input("number", 6)]
    journal(state_dir, "scattergories", settings, later)
    again = Table(state_dir, game=None)
    roll = again.wait_for("Press GO to roll and start.")
    again.settle()
    again.press("go")
    repeated = hold_ok_while_writing(again, roll)
    assert len(repeated) == 3 and re.fullmatch(r"Letter [A-Z], as in [A-Z][a-z]+\.", repeated[0]), repeated
    assert repeated[1] == "Press OK for the list, one category at a time."
    assert MINUTES_LEFT.fullmatch(repeated[-1]), repeated
    again.stop()


# ---------------------------------------------------------------- Dabble


def dabble_settings() -> dict[str, Any]:
    subjects = {
        "food": {"name": "Food", "examples": ["egg", "bread"]},
        "sea": {"name": "The sea", "examples": ["wave", "fish"]},
    }
    return {"names": ["Ann", "Bob"], "target": 500, "timer": 60, "subject_words": True, "subjects": subjects}


def test_dabble_the_last_answers_are_taken_back_before_the_next_subject(state_dir: Path) -> None:
    journal(state_dir, "dabble", dabble_settings(), [go(), chance("food"), time_up()])
    table = Table(state_dir, game=None)
    start = table.wait_for("Resuming Dabble")
    asked = answer(table, start, "Who built all five words? Nobody", "up", "ok")  # Ann
    unused = answer(table, asked + 1, "Bob's leftover points? 15", "up", "ok")
    rejected = answer(table, unused + 1, "What are Ann's rejected words worth? I take them off. 0", "ok")  # issue 37
    last = answer(
        table,
        rejected + 1,
        "Which extras, one at a time: apostrophe words, apostrophes left, subject words or rejected words? None",
        "ok",
    )
    ready = table.wait_for("All tiles back", after=last)
    between = said_between(table, last, ready)
    assert not [line for line in between if line.startswith(("Subject:", "[card]"))], between
    table.settle()
    table.press("back")
    taken = table.wait_for("Taken back: no extras.", after=ready)
    table.wait_for(
        "Which extras, one at a time: apostrophe words, apostrophes left, subject words or rejected words? None", after=taken
    )
    table.settle()
    table.press("back")
    taken = table.wait_for("Taken back: Ann's rejected words, 0 points.", after=taken + 1)
    table.wait_for("What are Ann's rejected words worth? I take them off. 0", after=taken)
    table.settle()
    table.press("back")
    taken = table.wait_for("Taken back: Bob's unused tiles, 16 points.", after=taken + 1)
    table.wait_for("Bob's leftover points? 16", after=taken)
    table.settle()
    table.press("up", "ok")  # 17
    rejected = answer(table, taken + 1, "What are Ann's rejected words worth? I take them off. 0", "ok")
    last = answer(table, rejected + 1, "Which extras, one at a time: apostrophe words", "ok")
    ready = table.wait_for("All tiles back", after=last)
    table.settle()
    table.press("go")
    table.wait_for("Subject: ", after=ready)  # drawn on the GO
    table.stop()


# ---------------------------------------------------------------- every game, by random legal play


def played_games(seeds: int = 12) -> Iterator[tuple[str, Any, Prompt, Input, Any, list[Output]]]:
    """(game id, state before, prompt, input, state after, outputs) over random legal games of every golden's settings.

    Rapid List's settings are made to meet clashing challenges often (most
    challenges avoid an "e"), so the swap after a picked question or a veto is
    played too.
    """
    for path in sorted(GOLDEN.glob("*.json")):
        golden = json.loads(path.read_text(encoding="utf-8"))
        game = find(golden["game"]).game
        settings = dict(golden["settings"])
        if golden["game"] == "rapid-list":
            cards = list(settings["challenges"])
            settings["challenge_avoid"] = {card: ["e"] for card in cards[:-1]}
            settings["track"] = "NNNCNNCNNCNC"
        for seed in range(seeds):
            chooser = RandomChooser(random.Random(seed))
            state = game.start(settings)
            while not isinstance(prompt := game.prompt(state), GameOver):
                given = legal_input(prompt, chooser)
                after, outputs = game.apply(state, given)
                yield golden["game"], state, prompt, given, after, outputs
                state = after


def test_no_chance_follows_a_players_answer_without_a_go() -> None:
    """A roll, a draw, a letter or a move of mine comes only after a GO (or a choice that is the main action itself)."""
    games = set()
    for game_id, _, prompt, given, after, _ in played_games():
        if not given.by_player or given.kind == "go":
            continue
        if isinstance(prompt, AskChoice) and given.value == prompt.main_option:
            continue  # Rapido's "roll again" is the roll itself
        games.add(game_id)
        following = find(game_id).game.prompt(after)
        assert not isinstance(following, (AskChance, AskVirtual)), (game_id, prompt, given, following)
    assert games == {"rapid-list", "rapido", "scattergories", "dabble"}


def test_every_answer_taken_back_is_named_in_words_that_name_no_button() -> None:
    buttons = {"GO", "OK", "UP", "DOWN", "BACK", "press", "Press", "hold", "Hold"}
    for game_id, state, _, given, _, _ in played_games(4):
        if not given.by_player:
            continue
        line = taken_back(find(game_id).game.describe(state, given)).text
        assert line.startswith("Taken back: ") and len(line) > len("Taken back: .")
        assert not buttons & {word.strip(".,?!:;") for word in line.split()}, line


def test_no_short_form_is_longer_than_its_line() -> None:
    """A line kept short on purpose gives its fuller repeat in `long`, never smuggled into `short`."""
    for game_id, _, prompt, _, _, outputs in played_games(4):
        lines = [prompt.question] if isinstance(prompt, PLAYER_PROMPTS) else []
        lines += [output.line for output in outputs if isinstance(output, Say)]
        for line in lines:
            assert len(line.short) <= len(line.text), (game_id, line)


def test_a_setup_answer_taken_back_is_asked_again_at_what_was_entered(state_dir: Path) -> None:
    table = Table(state_dir)
    asked = answer(table, 0, "How many players? 4", "down", "ok")  # 3
    answer(table, asked + 1, "?", "back")  # the next question: BACK instead of an answer
    table.wait_for("How many players? 3", after=asked + 1)
    table.stop()


def test_stepping_back_over_several_answers_then_forward_offers_each_as_it_was_entered(state_dir: Path) -> None:
    """Issue 37, point 1: BACK twice, then OK: the second question offered the game's default (last
    round's bid, 6 points), not the answer just taken back, and one more OK made a wrong move."""
    settings = dict(scattergories_settings(), names=["Ann", "Bob", "Cat"])
    journal(state_dir, "scattergories", settings, [go(), chance("M"), go(), time_up(), go(), choice("no")])
    table = Table(state_dir, game=None)
    start = table.wait_for("Resuming Scattergories")
    asked = answer(table, start, "Ann's points this round? 6", "up", "ok")  # 7
    asked = answer(table, asked + 1, "Bob's? 6", "up", "up", "ok")  # 8
    asked = answer(table, asked + 1, "Cat's? 6", "back")
    taken = table.wait_for("Taken back: Bob's 8 points.", after=asked)
    table.wait_for("Bob's points this round? 8", after=taken)
    table.settle()
    table.press("back")
    taken = table.wait_for("Taken back: Ann's 7 points.", after=taken)
    table.wait_for("Ann's points this round? 7", after=taken)
    table.settle()
    table.press("ok")  # Ann's 7 again
    again = table.wait_for("Bob's", after=taken + 1)
    assert table.heard()[again].endswith("? 8"), table.heard()[again]  # as entered, not the default 6
    table.settle()
    table.press("ok")
    cat = table.wait_for("Cat's", after=again)
    assert table.heard()[cat].endswith("? 6")  # never answered: its default
    table.stop()
