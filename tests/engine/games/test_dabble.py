"""Rule tests for Dabble as the device runs it: setup, the timer, who finished,
what is asked and when, the totals, and the end at the winning score.

Rounds are played by feeding the inputs a table would give; the scoring
arithmetic itself is tested case by case in test_dabble_scoring.py.
"""

from __future__ import annotations

import ast
import json
import re
import tomllib
from typing import Any, Iterable, Mapping, Sequence

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from engine.core import (
    PLAYER_PROMPTS,
    AskChance,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskTimer,
    Cue,
    GameIsOver,
    GameOver,
    IllegalInput,
    Input,
    InvalidSettings,
    NotAnOption,
    OutOfRange,
    Output,
    Prompt,
    Say,
    WrongKind,
    chance,
    choice,
    confirm,
    go,
    number,
    replay,
    time_up,
)
from engine.games.dabble.rules import GAME, VALUE_CAP, State
from engine.games.dabble.setup_flow import SUBJECTS, DabbleSetup, setup
from engine.games.dabble.view import view
from engine.random_play import legal_input
from engine.session import CannotUndo, Session
from engine.setup import Defaults, Library, answer_all, default_answer
from tests.choosers import DrawChooser
from tests.outputs import apply_all, texts
from tests.paths import REPO

ROOT = REPO
NAMES = ("Ann", "Bob", "Cat", "Dan")
SUBJECT_DECK = {
    "food": {"name": "Food", "examples": ["egg", "bread"]},
    "sea": {"name": "The sea", "examples": ["wave", "fish"]},
    "tools": {"name": "Tools", "examples": ["saw"]},
}


def make_settings(players: int = 3, **overrides: Any) -> dict[str, Any]:
    settings: dict[str, Any] = {"names": list(NAMES[:players]), "target": 100, "timer": 60}
    settings.update(overrides)
    return settings


def with_subjects(players: int = 3, **overrides: Any) -> dict[str, Any]:
    return make_settings(players, subject_words=True, subjects=SUBJECT_DECK, **overrides)


def feed(state: State, inputs: Iterable[Input]) -> tuple[State, list[Output]]:
    return apply_all(GAME, state, inputs)


def totals(state: State) -> list[int]:
    return [seat.total for seat in state.seats]


def to_the_stop(state: State) -> State:
    """GO, a subject if the round needs one (the first left in the pile), and the buzzer."""
    state, _ = feed(state, [go()])
    if state.phase == "subject":
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskChance)
        state, _ = feed(state, [chance(prompt.outcomes[0])])
    state, _ = feed(state, [time_up()])
    assert state.phase == "who"
    return state


def one_winner_round(state: State, winner: int, unused: Mapping[int, int]) -> tuple[State, list[Output]]:
    """A plain round: one finisher, the others' unused tiles, none of the finisher's words rejected, nothing extra."""
    state = to_the_stop(state)
    inputs = [choice(str(winner))] + [number(unused.get(seat, 0)) for seat in range(len(state.seats)) if seat != winner]
    return feed(state, inputs + [number(0), choice("none")])


# ---------------------------------------------------------------- setup


def test_setup_asks_players_target_timer_and_subjects_with_the_configured_defaults() -> None:
    flow = setup(Library(), Defaults(players=3, timers={"dabble": 240}, extra={"dabble": {"target": 250}}))
    answers: dict[str, Any] = {}
    asked = []
    while (question := flow.next_question(answers)) is not None:
        asked.append(question.key)
        answers[question.key] = default_answer(question)
    assert asked == ["players", "order_0", "target", "timer", "subjects"]
    assert answers == {"players": 3, "order_0": True, "target": "250", "timer": 240, "subjects": False}
    settings = flow.settings(answers)
    assert settings["target"] == 250 and settings["timer"] == 240 and settings["subject_words"] is False
    GAME.start(settings)


def test_setup_defaults_are_500_points_and_five_minutes() -> None:
    flow = setup(Library(), Defaults())
    settings = answer_all(flow, {"players": 2})
    assert (settings["target"], settings["timer"]) == (500, 300)
    assert settings["names"] == ["Red", "Blue"]


def test_setup_ranges_follow_the_issue() -> None:
    flow = setup(Library(), Defaults())
    players = flow.next_question({})
    assert players and isinstance(players.prompt, AskNumber)
    assert (players.prompt.low, players.prompt.high) == (2, 4)
    timer = flow.next_question({"players": 2, "order_0": True, "target": "500"})
    assert timer and isinstance(timer.prompt, AskNumber)
    assert (timer.prompt.low, timer.prompt.high, timer.prompt.step) == (60, 600, 30)
    target = flow.next_question({"players": 2, "order_0": True})
    assert target and isinstance(target.prompt, AskChoice)
    assert [option.value for option in target.prompt.options] == ["100", "250", "500", "750", "1000"]


def test_a_configured_target_off_the_list_is_offered_and_chosen() -> None:
    flow = setup(Library(), Defaults(extra={"dabble": {"target": 300}}))
    assert answer_all(flow, {"players": 2})["target"] == 300


def test_the_command_line_may_pass_the_target_as_a_number() -> None:
    assert answer_all(setup(Library(), Defaults()), {"players": 2, "target": 750})["target"] == 750


def test_setup_with_subjects_takes_the_deck_and_what_was_already_played() -> None:
    library = Library(decks={SUBJECTS: SUBJECT_DECK}, played={SUBJECTS: ("food",)})
    settings = answer_all(setup(library, Defaults()), {"players": 2, "subjects": True})
    assert set(settings["subjects"]) == set(SUBJECT_DECK)
    assert settings["played_subjects"] == ["food"]
    state = GAME.start(settings)
    state, _ = feed(state, [go()])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and "food" not in prompt.outcomes


def test_the_shipped_subject_deck_has_twenty_themes_with_examples_and_loads() -> None:
    with open(ROOT / "engine" / "games" / "dabble" / "decks" / "subjects.toml", "rb") as handle:
        raw = tomllib.load(handle)
    deck = {entry["id"]: {"name": entry["name"], "examples": entry["examples"]} for entry in raw["subject"]}
    assert len(deck) >= 20
    assert all(entry["examples"] for entry in deck.values())
    settings = answer_all(setup(Library(decks={SUBJECTS: deck}), Defaults()), {"players": 4, "subjects": True})
    assert isinstance(setup(Library(), Defaults()), DabbleSetup)
    GAME.start(settings)


@pytest.mark.parametrize(
    "bad",
    [
        {"names": ["Ann"]},
        {"names": list(NAMES) + ["Eve"]},
        {"names": ["Ann", "Ann"]},
        {"target": 0},
        {"timer": 5},
        {"subject_words": True},
    ],
)
def test_settings_the_game_cannot_start_from_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(InvalidSettings):
        GAME.start(make_settings(**bad))


# ---------------------------------------------------------------- the timer and the subject


def test_go_starts_the_round_timer_with_warnings_and_a_final_countdown() -> None:
    state, outputs = feed(GAME.start(make_settings(timer=300)), [go()])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskTimer) and prompt.seconds == 300
    warnings = [call.remaining for call in prompt.calls if call.cue == "warning"]
    ticks = [call.remaining for call in prompt.calls if call.cue == "tick_last"]
    assert warnings == [60, 10] and ticks == [5, 4, 3, 2, 1]
    assert any("go" in text.lower() for text in texts(outputs))
    state, outputs = feed(state, [time_up()])
    assert Cue("stop") in outputs and any(isinstance(o, Say) and o.urgent for o in outputs)


def test_with_subjects_a_subject_is_drawn_and_announced_before_the_timer() -> None:
    state, _ = feed(GAME.start(with_subjects()), [go()])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and set(prompt.outcomes) == set(SUBJECT_DECK)
    state, outputs = feed(state, [chance("sea")])
    assert any("The sea" in text and "wave" in text for text in texts(outputs))
    assert isinstance(GAME.prompt(state), AskTimer)


def test_with_subjects_only_the_first_round_explains_turning_the_tiles_over() -> None:
    """Keyboard play found round 2 saying "Turn your tiles over: go!" again when subjects are on; the table knows it by then."""
    state, outputs = feed(GAME.start(with_subjects()), [go(), chance("sea")])
    assert texts(outputs)[-1] == "Turn your tiles over: go!"
    state, _ = one_winner_round(GAME.start(with_subjects()), 0, {1: 5, 2: 7})
    assert state.round == 2
    state, _ = feed(state, [go()])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance)
    state, outputs = feed(state, [chance(prompt.outcomes[0])])
    assert texts(outputs)[-1] == "Go!"


def test_without_subjects_nothing_is_drawn() -> None:
    state, _ = feed(GAME.start(make_settings()), [go()])
    assert isinstance(GAME.prompt(state), AskTimer)


def test_subjects_do_not_repeat_until_all_have_been_played() -> None:
    state = GAME.start(with_subjects(2, target=1000))
    drawn = []
    for _ in range(len(SUBJECT_DECK)):
        state, _ = feed(state, [go()])
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskChance)
        drawn.append(prompt.outcomes[-1])
        state, _ = feed(state, [chance(prompt.outcomes[-1]), time_up(), choice("0"), number(1), number(0), choice("none")])
    assert sorted(drawn) == sorted(SUBJECT_DECK)
    state, _ = feed(state, [go()])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and set(prompt.outcomes) == set(SUBJECT_DECK)
    state, outputs = feed(state, [chance("food")])  # the note comes with the draw, before the subject
    assert "back in" in texts(outputs)[0] and texts(outputs)[1].startswith("Subject: Food.")


# ---------------------------------------------------------------- nobody finished


def test_nobody_finished_means_swap_and_go_again_with_the_same_subject() -> None:
    state = to_the_stop(GAME.start(with_subjects()))
    subject = state.subject
    state, outputs = feed(state, [choice("nobody")])
    assert any("Nobody finished" in text for text in texts(outputs))
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo) and "Swap" in prompt.question.text
    assert prompt.action == "start the timer again"
    state, outputs = feed(state, [go()])
    assert isinstance(GAME.prompt(state), AskTimer)  # no new subject draw
    assert state.subject == subject and any("Same subject" in text for text in texts(outputs))
    assert state.round == 1 and totals(state) == [0, 0, 0]


def test_nobody_finished_can_repeat_until_someone_does() -> None:
    state = GAME.start(make_settings())
    for _ in range(3):
        state = to_the_stop(state)
        state, _ = feed(state, [choice("nobody")])
    state = to_the_stop(state)
    state, _ = feed(state, [choice("2"), number(40), number(2), number(0), choice("none")])
    assert totals(state) == [0, 0, 42] and state.round == 2


def test_finishers_are_one_answer_and_nothing_is_said_before_the_first_value() -> None:
    """Issue 23: two finishers took 9 presses (More than one, then a yes or no per player); issue 37:
    "Anyone else? No" cost a lone finisher a press. Now one choice names them all."""
    state = to_the_stop(GAME.start(make_settings(4)))
    state, outputs = feed(state, [choice("1,3")])
    assert outputs == []  # the names were just chosen aloud: straight on to the first value (issue 23)
    assert state.phase == "unused" and state.asking == [0, 2]


def test_three_finishers_are_one_answer() -> None:
    state = to_the_stop(GAME.start(make_settings(4)))
    state, outputs = feed(state, [choice("0,1,3"), number(20), choice("none")])
    assert totals(state) == [20, 20, 0, 20]
    assert "Ann, Bob and Dan plus 20, need 80." in texts(outputs)  # just named: their points, what they need


def test_two_players_are_not_asked_anyone_else() -> None:
    state = to_the_stop(GAME.start(make_settings(2)))
    state, _ = feed(state, [choice("0")])
    assert state.phase == "unused"


# ---------------------------------------------------------------- who finished


def test_who_offers_nobody_each_player_and_everybody() -> None:
    prompt = GAME.prompt(to_the_stop(GAME.start(make_settings(3))))
    assert isinstance(prompt, AskChoice)
    assert [o.label for o in prompt.options] == [
        "Nobody",
        "Ann",
        "Bob",
        "Cat",
        "Ann and Bob",
        "Ann and Cat",
        "Bob and Cat",
        "Everybody",
    ]
    prompt = GAME.prompt(to_the_stop(GAME.start(make_settings(2))))
    assert isinstance(prompt, AskChoice)
    assert [o.label for o in prompt.options] == ["Nobody", "Ann", "Bob", "Everybody"]


def test_one_winner_scores_the_unused_tiles_asked_of_each_other_player() -> None:
    state = to_the_stop(GAME.start(make_settings(3)))
    state, _ = feed(state, [choice("1")])
    asked = []
    while state.phase == "unused":
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskNumber) and prompt.low == 0 and prompt.high == VALUE_CAP
        asked.append(prompt.question.text.split("'")[0])
        state, _ = feed(state, [number(15 if asked[-1] == "Ann" else 20)])
    assert asked == ["Ann", "Cat"]  # the winner is not asked
    state, outputs = feed(state, [number(0), choice("none")])
    assert totals(state) == [0, 35, 0]
    assert texts(outputs) == ["Bob plus 35, needs 65."]


def test_several_winners_each_score_the_others_unused_tiles() -> None:
    state = to_the_stop(GAME.start(make_settings(4, target=500)))
    state, _ = feed(state, [choice("0,2")])
    state, outputs = feed(state, [number(30), number(12), choice("none")])
    assert totals(state) == [42, 0, 42, 0]
    assert texts(outputs) == ["Ann and Cat plus 42, need 458."]


def test_everybody_finished_the_best_word_wins_and_ties_share() -> None:
    state = to_the_stop(GAME.start(make_settings(3, target=500)))
    state, _ = feed(state, [choice("all")])
    assert state.phase == "best_word"
    state, outputs = feed(state, [number(14), number(14), number(9), choice("none")])
    assert totals(state) == [14, 14, 0]
    assert "Ann and Bob win the round: plus 14, need 486." in texts(outputs)


# ---------------------------------------------------------------- the extras


def extras_after_one_winner(settings: Mapping[str, Any]) -> State:
    """Ann finished, Bob and Cat had 10 each, no word of Ann's was rejected: "Which extras?" is next, None first."""
    state = to_the_stop(GAME.start(settings))
    state, _ = feed(state, [choice("0"), number(10), number(10), number(0)])
    return state


def test_a_lone_finishers_rejected_words_are_asked_first_at_zero_and_not_offered_again() -> None:
    """The finisher's five words are the ones put to the table: their rejected words, one value, before the
    choice (a choice, a value and "Anything else?" took five presses, issue 37)."""
    state = to_the_stop(GAME.start(make_settings(3)))
    state, _ = feed(state, [choice("0"), number(10), number(10)])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber) and prompt.default == 0
    assert prompt.question.text == "What are Ann's rejected words worth? I take them off."
    state, _ = feed(state, [number(6)])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text.startswith("Which extras, one at a time:")
    assert "challenge:0" not in offered(state)
    state, _ = feed(state, [choice("none")])
    assert totals(state) == [20 - 6, 0, 0]


def test_several_finishers_are_asked_about_rejected_words_in_the_choice() -> None:
    state = to_the_stop(GAME.start(make_settings(3)))
    state, _ = feed(state, [choice("0,1"), number(10)])
    assert offered(state)[:3] == ["none", "challenge:0", "challenge:1"]


def offered(state: State) -> list[str]:
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    return [option.value for option in prompt.options]


def test_apostrophe_words_double_for_every_player_and_unused_ones_pay_the_winner() -> None:
    state = extras_after_one_winner(make_settings(3, target=500))
    assert offered(state) == ["none", "challenge:1", "challenge:2", "apostrophe", "apostrophe_tiles"]
    state, _ = feed(state, [choice("apostrophe"), choice("0"), number(4), choice("apostrophe")])
    assert offered(state) == ["1", "2"]  # Ann's are in: only the others are offered
    state, _ = feed(state, [choice("1"), number(3), choice("apostrophe_tiles")])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber) and (prompt.low, prompt.high, prompt.default) == (0, 2, 1)
    state, _ = feed(state, [number(1)])
    assert "apostrophe_tiles" not in offered(state)  # said once a round
    state, _ = feed(state, [choice("apostrophe"), choice("2"), number(0), choice("none")])
    assert totals(state) == [20 + 8 + 5, 6, 0]


def test_unused_apostrophes_are_not_asked_when_everybody_finished() -> None:
    state = to_the_stop(GAME.start(make_settings(2, target=500)))
    state, _ = feed(state, [choice("all"), number(10), number(8)])
    assert offered(state) == ["none", "challenge:0", "challenge:1", "apostrophe"]  # Ann's best word won: hers first
    state, _ = feed(state, [choice("apostrophe"), choice("1"), number(2), choice("none")])
    assert totals(state) == [10, 4]


def test_subject_words_are_asked_only_with_subjects_on() -> None:
    assert "subject" not in offered(extras_after_one_winner(make_settings(3)))
    state = extras_after_one_winner(with_subjects(3, target=500))
    assert offered(state)[-1] == "subject"  # DOWN from the first answer: one press
    state, _ = feed(state, [choice("subject"), choice("0"), number(6), choice("subject"), choice("2")])
    state, _ = feed(state, [number(9), choice("none")])
    assert totals(state) == [26, 0, 9]


def test_a_word_shown_wrong_costs_its_presenter_and_a_total_can_go_below_zero() -> None:
    state = extras_after_one_winner(make_settings(3))
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and [o.label for o in prompt.options][:3] == [
        "None",
        "Bob's word rejected",
        "Cat's word rejected",
    ]
    state, outputs = feed(state, [choice("challenge:1"), number(7)])
    assert texts(outputs) == []  # the round report says it, once (issue 37)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text == "Anything else?" and prompt.default == 0
    state, _ = feed(state, [choice("challenge:1"), number(3), choice("none")])
    assert totals(state) == [20, -10, 0]
    assert "Ann 20, needs 80. Cat 0, needs 100. Bob minus 10, needs 110." in GAME.standings(state).text


# ---------------------------------------------------------------- the end of the game


def test_the_game_goes_on_below_the_target() -> None:
    state, _ = one_winner_round(GAME.start(make_settings(2, target=100)), 0, {1: 99})
    assert state.phase == "ready" and state.round == 2
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo) and prompt.question.text == "All tiles back; draw again."
    # Its own action, so the device names the button every new round ("Press GO to start round 2.", issue 38).
    assert prompt.action == "start round 2"


def test_reaching_the_target_ends_the_game_at_the_end_of_that_round() -> None:
    state, _ = one_winner_round(GAME.start(make_settings(2, target=100)), 0, {1: 60})
    state = to_the_stop(state)
    state, _ = feed(state, [choice("0"), number(40)])
    assert totals(state) == [60, 0]  # reaching 100 is not scored before the extras are in
    state, outputs = feed(state, [number(30), choice("none")])
    assert totals(state) == [70, 0] and state.phase == "ready"  # Ann's wrong word kept her below
    state, outputs = one_winner_round(state, 0, {1: 30})
    prompt = GAME.prompt(state)
    assert isinstance(prompt, GameOver) and prompt.summary.text == "Ann wins Dabble with 100 points!"
    assert Cue("fanfare") in outputs


def test_the_highest_total_wins_not_the_first_to_reach_the_target() -> None:
    state, _ = one_winner_round(GAME.start(make_settings(3, target=100)), 0, {1: 0, 2: 90})
    state = to_the_stop(state)
    state, _ = feed(state, [choice("0,1"), number(60), choice("none")])
    assert totals(state) == [150, 60, 0]
    prompt = GAME.prompt(state)
    assert isinstance(prompt, GameOver) and prompt.summary.brief == "Ann wins."


def test_a_tie_at_the_top_is_a_shared_win() -> None:
    state = to_the_stop(GAME.start(make_settings(3, target=100)))
    state, _ = feed(state, [choice("0,1"), number(120), choice("none")])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, GameOver)
    assert prompt.summary.text == "Ann and Bob share the win with 120 points each!"
    with pytest.raises(GameIsOver):
        GAME.apply(state, go())


# ---------------------------------------------------------------- presses


def count_player_prompts(state: State, inputs: Sequence[Input]) -> tuple[State, int, int]:
    """Prompts a player answered (GO, yes/no, choices) and value entries, separately."""
    presses = values = 0
    for given_input in inputs:
        prompt = GAME.prompt(state)
        if isinstance(prompt, AskNumber):
            values += 1
        elif isinstance(prompt, PLAYER_PROMPTS):
            presses += 1
        state, _ = GAME.apply(state, given_input)
    return state, presses, values


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_plain_round_takes_a_press_per_player_plus_the_values(players: int) -> None:
    state = GAME.start(make_settings(players, target=500))
    state, go_presses, _ = count_player_prompts(state, [go()])
    state, _ = feed(state, [time_up()])
    inputs = [choice("0")] + [number(10)] * (players - 1) + [number(0), choice("none")]
    state, presses, values = count_player_prompts(state, inputs)
    assert state.round == 2 and state.phase == "ready"
    assert values == players  # the others' unused tiles, then the finisher's rejected words
    # From the stop: who finished, then "anything more?", besides the values ("Anyone else?" went, issue 37).
    assert presses == 2
    # Counting the GO that started the timer too: within a press per player, plus one.
    assert go_presses + presses <= players + 1


# ---------------------------------------------------------------- the contract


def test_illegal_inputs_are_refused_and_change_nothing() -> None:
    state = to_the_stop(GAME.start(make_settings(3)))
    before = GAME.to_json(state)
    for bad, error in [(go(), WrongKind), (choice("9"), NotAnOption), (number(1), WrongKind)]:
        with pytest.raises(error):
            GAME.apply(state, bad)
    state, _ = feed(state, [choice("1")])
    with pytest.raises(OutOfRange):
        GAME.apply(state, number(VALUE_CAP + 1))
    with pytest.raises(OutOfRange):
        GAME.apply(state, number(-1))
    assert GAME.to_json(to_the_stop(GAME.start(make_settings(3)))) == before


def test_every_entry_can_be_taken_back_but_not_the_timer_or_the_subject() -> None:
    session = Session(GAME, with_subjects(2))
    session.apply(go())
    session.apply(chance("food"))
    with pytest.raises(CannotUndo):
        session.undo()
    session.apply(time_up())
    with pytest.raises(CannotUndo):
        session.undo()
    session.apply(choice("0"))
    session.apply(number(33))
    session.undo()
    session.apply(number(44))
    session.apply(number(0))
    session.apply(choice("none"))
    assert totals(session.state) == [44, 0]


def play_plain_round(session: Session[State], winner: int, unused: Mapping[int, int]) -> None:
    """The presses of a round without subjects: one finisher, the others' unused tiles, no extras."""
    for entered in [go(), time_up(), choice(str(winner))]:
        session.apply(entered)
    for seat in range(len(session.state.seats)):
        if seat != winner:
            session.apply(number(unused.get(seat, 0)))
    session.apply(number(0))
    session.apply(choice("none"))


def test_the_view_shows_every_round_for_every_seat_and_undo_takes_a_round_back_off_the_table() -> None:
    session = Session(GAME, make_settings(3, target=500))
    assert view(session.state)["table"] == {
        "columns": ["Total"],
        "rows": [{"name": name, "cells": [0]} for name in NAMES[:3]],
    }
    play_plain_round(session, 1, {0: 15, 2: 20})  # Bob plus 35
    play_plain_round(session, 0, {1: 10, 2: 4})  # Ann plus 14
    table = view(session.state)["table"]
    assert table["columns"] == ["Round 1", "Round 2", "Total"]
    assert table["rows"] == [
        {"name": "Ann", "cells": [0, 14, 14]},
        {"name": "Bob", "cells": [35, 0, 35]},
        {"name": "Cat", "cells": [0, 0, 0]},
    ]
    assert all(row["cells"][-1] == sum(row["cells"][:-1]) for row in table["rows"])
    assert [seat.last for seat in session.state.seats] == [14, 0, 0]
    session.undo()  # the second round's last answer: that round is not scored yet
    assert view(session.state)["table"] == {
        "columns": ["Round 1", "Total"],
        "rows": [
            {"name": "Ann", "cells": [0, 0]},
            {"name": "Bob", "cells": [35, 35]},
            {"name": "Cat", "cells": [0, 0]},
        ],
    }
    assert totals(session.state) == [0, 35, 0]


def test_where_and_standings_describe_the_game() -> None:
    state = GAME.start(make_settings(2))
    assert "about to start" in GAME.where(state).text
    state, _ = one_winner_round(state, 1, {0: 25})
    assert GAME.standings(state).text == "Scores, playing to 100: Bob 25, needs 75. Ann 0, needs 100."
    # The where-line holds the standings whole, so hold GO says the scores once (issue 23: twice, 19 s).
    assert GAME.where(state).text == "Dabble, round 2. " + GAME.standings(state).text


# ---------------------------------------------------------------- words apart from rules


def test_the_first_ready_question_says_what_to_do_and_names_the_action_not_a_button() -> None:
    prompt = GAME.prompt(GAME.start(make_settings()))
    assert isinstance(prompt, AskGo)
    assert prompt.question.text == "Take the six Spanish tiles out of the bag. Everyone draw 20 tiles, face down."
    assert prompt.action == "start"


@pytest.mark.parametrize("module", ["rules.py", "setup_flow.py"])
def test_the_rules_and_setup_hold_no_english_only_calls_into_phrases(module: str) -> None:
    """A second language is a second set of message files: no sentence or label may be left behind here."""
    tree = ast.parse((ROOT / "engine" / "games" / "dabble" / module).read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    words = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]
    assert not [word for word in words if " " in word or word[:1].isupper() or word.endswith((".", "?", "!"))]
    assert not [node for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)]


def names_a_button(text: str) -> bool:
    """The buttons are written in capitals ("Press GO"); "face down" or "go!" is not a button."""
    return bool(re.search(r"\b(GO|OK|UP|DOWN)\b|\b[Pp]ress\b", text))


def asked(prompt: Prompt) -> list[str]:
    return [prompt.question.text, prompt.question.short, prompt.question.long] if isinstance(prompt, PLAYER_PROMPTS) else []


# ---------------------------------------------------------------- random whole games


@hypothesis_settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(2, 4), st.booleans(), st.sampled_from([50, 100, 250]))
def test_random_legal_games_keep_the_invariants(data: st.DataObject, players: int, subjects: bool, target: int) -> None:
    settings = with_subjects(players, target=target) if subjects else make_settings(players, target=target)
    state = GAME.start(settings)
    inputs: list[Input] = []
    history: list[list[int]] = []
    for _ in range(400):
        prompt = GAME.prompt(state)
        if isinstance(prompt, GameOver):
            break
        snapshot = GAME.to_json(state)
        with pytest.raises(IllegalInput):  # an input of the wrong kind is refused and changes nothing
            GAME.apply(state, number(0) if isinstance(prompt, AskGo) else go())
        assert GAME.to_json(state) == snapshot
        assert not any(map(names_a_button, asked(prompt)))  # the front end says how to answer
        given_input = legal_input(prompt, DrawChooser(data))
        round_before = state.round
        state, outputs = GAME.apply(state, given_input)
        assert not any(map(names_a_button, texts(outputs)))
        inputs.append(given_input)
        if state.round != round_before or state.phase == "over":
            history.append([seat.last for seat in state.seats])
        assert state.phase == "over" or max(totals(state)) < target  # the game ends as soon as it is due
        assert totals(state) == [sum(points[seat] for points in history) for seat in range(players)]
    assert GAME.from_json(json.loads(json.dumps(GAME.to_json(state)))) == state
    assert replay(GAME, settings, inputs) == state
    if state.phase == "over":
        top = max(totals(state))
        assert top >= target
        assert state.winners == [seat for seat, total in enumerate(totals(state)) if total == top]


def test_everybody_finishes_and_the_winning_word_with_an_apostrophe_counts_doubled_once() -> None:
    """FACTS.md: the best word is counted doubled if it has an apostrophe, and only once."""
    state = to_the_stop(GAME.start(make_settings(2)))
    state, _ = feed(state, [choice("all")])
    asked = GAME.prompt(state)
    assert isinstance(asked, AskNumber) and "Double it if it has an apostrophe" in asked.question.text
    state, _ = feed(state, [number(16), number(12)])  # Ann's best word: 8 on its tiles, reported doubled
    state, _ = feed(state, [choice("apostrophe"), choice("0"), number(8)])  # apostrophe words: Ann 8
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskConfirm)
    assert prompt.question.text == "Ann, is your best word one of your apostrophe words?"
    state, said = feed(state, [confirm(True), choice("none")])  # yes; then nothing else
    assert totals(state) == [16, 0]
    assert "Ann wins the round: plus 16, needs 84." in texts(said)


def test_only_a_winner_with_apostrophe_words_is_asked_about_the_best_word() -> None:
    state = to_the_stop(GAME.start(make_settings(2)))
    state, _ = feed(state, [choice("all"), number(10), number(12), choice("apostrophe"), choice("0")])
    state, _ = feed(state, [number(3)])
    assert state.phase == "extras"  # Ann did not win: nothing asked of her best word


def test_nobody_finished_says_the_swap_once() -> None:
    """Issue 23: "Swap tiles and try again." then "Swap any tiles you like..." said the swap twice."""
    from engine.games.dabble import said

    assert "swap" not in said.words("nobody-finished").lower()
    assert said.swap_tiles().text.startswith("Swap any tiles")  # the question that follows says it


# ---------------------------------------------------------------- the tiles of each language
# An English game takes the six Spanish tiles (rr, rr, ll, ll, ñ, ñ) out and plays the two apostrophes;
# a Spanish game keeps the Spanish tiles in and takes the apostrophes out, since no Spanish word takes
# one and a finisher must use all 20 tiles. So a Spanish referee never asks about apostrophes.


def in_spanish(settings: dict[str, Any]) -> dict[str, Any]:
    return {**settings, "language": "es"}


def test_each_language_says_which_tiles_stay_in_the_bag() -> None:
    english = GAME.prompt(GAME.start(make_settings())).question.text
    spanish = GAME.prompt(GAME.start(in_spanish(make_settings()))).question.text
    assert english.startswith("Take the six Spanish tiles out of the bag.") and "apostrophe" not in english
    assert spanish.startswith("Se juega con las seis fichas españolas, sin los dos apóstrofos.")
    # A word's length is counted in tiles (the five words use all 20): a double-letter tile is one letter.
    assert spanish.endswith("La doble erre y la elle cuentan como una letra cada una.")


def test_a_spanish_best_word_is_not_doubled_and_no_winner_is_asked_about_apostrophes() -> None:
    state = to_the_stop(GAME.start(in_spanish(make_settings(2, target=500))))
    state, _ = feed(state, [choice("all")])
    question = GAME.prompt(state).question.text
    assert question == "Ann, ¿cuánto vale tu mejor palabra?"
    state, _ = feed(state, [number(16), number(12)])
    assert GAME.prompt(state).question.text == "¿Alguna palabra rechazada?"  # the only extra: whose, as the answers
    assert offered(state) == ["none", "challenge:0", "challenge:1"]
    state, _ = feed(state, [choice("challenge:1"), number(4), choice("none")])
    assert totals(state) == [16, -4]


def test_an_english_best_word_is_doubled_and_apostrophes_are_asked() -> None:
    state = to_the_stop(GAME.start(make_settings(2, target=500)))
    state, _ = feed(state, [choice("all")])
    assert "Double it if it has an apostrophe" in GAME.prompt(state).question.text
    state, _ = feed(state, [number(16), number(12)])
    assert (
        GAME.prompt(state).question.text == "Which extras, one at a time: apostrophe words, apostrophes left or rejected words?"
    )
    assert "apostrophe" in offered(state)


def test_a_spanish_game_with_subjects_goes_from_the_extras_to_the_subject_words() -> None:
    state = extras_after_one_winner(in_spanish(with_subjects(3, target=500)))
    assert offered(state) == ["none", "challenge:1", "challenge:2", "subject"]  # nothing of apostrophes; Ann's asked
    state, _ = feed(state, [choice("subject"), choice("0"), number(6), choice("subject"), choice("2")])
    state, _ = feed(state, [number(9), choice("none")])
    assert totals(state) == [26, 0, 9]


def test_the_spanish_extras_question_names_only_spanish_extras() -> None:
    from engine import language
    from engine.games.dabble import said

    with language.speaking("es"):
        assert said.anything_more(True).text == "¿Alguna palabra del tema o alguna rechazada?"
        assert said.anything_more(True, first_round=False).text == "¿Algún extra?"
        assert said.anything_more(True, first_round=False).repeated == "¿Alguna palabra del tema o alguna rechazada?"
        # Without subjects a rejected word is all there is: named every round, the players' names the answers.
        assert said.anything_more(False, first_round=False).text == "¿Alguna palabra rechazada?"
        assert said.anything_more(False, first_round=False).repeated == "¿Alguna palabra rechazada?"


@hypothesis_settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(2, 4), st.booleans())
def test_a_random_spanish_game_never_asks_or_says_anything_of_apostrophes(
    data: st.DataObject, players: int, subjects: bool
) -> None:
    """Past the first draw (which takes them out), no question or line of a Spanish game names them."""
    settings = in_spanish(with_subjects(players, target=50) if subjects else make_settings(players, target=50))
    state = GAME.start(settings)
    heard: list[str] = []
    phases: set[str] = set()
    for _ in range(300):
        prompt = GAME.prompt(state)
        if isinstance(prompt, GameOver):
            break
        phases.add(state.phase)
        if not (state.round == 1 and state.phase == "ready" and state.runs == 0):
            heard += asked(prompt)
        state, outputs = GAME.apply(state, legal_input(prompt, DrawChooser(data)))
        heard += texts(outputs)
    assert not [line for line in heard if line and "apóstrofo" in line]
    assert not phases & {"apostrophe_who", "apostrophe_words", "best_apostrophe", "apostrophes_unused"}
