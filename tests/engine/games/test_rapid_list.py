"""Rule tests for Rapid List: every rule here would fail a test if it were wrong.

Positions are reached by feeding chosen inputs (the tests play the dice and
the cards) or, where only the position matters, by placing cubes directly on
a started state before the bids are revealed.
"""

from __future__ import annotations

import copy
from typing import Any, Iterable, Mapping, Sequence

import pytest

from engine.core import (
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
    Say,
    WrongKind,
    chance,
    choice,
    confirm,
    go,
    number,
    time_up,
)
from engine.games.rapid_list.rules import GAME, State
from engine.games.rapid_list.setup_flow import (
    BLUE,
    CHALLENGES,
    RED,
    RapidListSetup,
    setup,
)
from engine.setup import Defaults, Library, answer_all, default_answer
from tests.outputs import apply_all, cues, texts

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


def card(card_id: str) -> list[str]:
    return [f"{card_id} question {face}" for face in range(1, 7)]


def make_settings(players: int = 3, **overrides: Any) -> dict[str, Any]:
    """Small settings: three question cards, two challenge cards, the standard track."""
    settings: dict[str, Any] = {
        "names": list(NAMES[:players]),
        "questions": {card_id: card(card_id) for card_id in ("q1", "q2", "q3")},
        "challenges": {"c1": "Only words with an A.", "c2": "Only words of one syllable."},
        "timer": 30,
    }
    settings.update(overrides)
    return settings


@pytest.fixture
def settings() -> dict[str, Any]:
    return make_settings()


# ---------------------------------------------------------------- helpers to reach a position


def feed(state: State, inputs: Iterable[Input]) -> tuple[State, list[Output]]:
    return apply_all(GAME, state, inputs)


def begin(settings: Mapping[str, Any], reader: int = 0, order: Sequence[int] | None = None) -> State:
    """Start a game: choose the first reader and how the cubes line up on Start."""
    state = GAME.start(settings)
    order = tuple(order if order is not None else range(len(state.seats)))
    state, _ = feed(state, [chance(reader), chance(order)])
    return state


def draw_challenge_if_any(state: State) -> tuple[State, list[Output]]:
    if state.phase != "challenge":
        return state, []
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance)
    return feed(state, [chance(prompt.outcomes[0])])


def write(state: State, face: int = 1, card_id: str | None = None) -> tuple[State, list[Output]]:
    """Play from the start of a round to the bids: GO, challenge, die, card, buzzer."""
    assert state.phase == "roll"
    state, outputs = feed(state, [go()])
    state, more = draw_challenge_if_any(state)
    outputs += more
    state, more = feed(state, [chance(face)])
    outputs += more
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance)
    state, more = feed(state, [chance(card_id or prompt.outcomes[0]), time_up()])
    return state, outputs + more


def bid(state: State, bids: Mapping[int, int]) -> tuple[State, list[Output]]:
    """Enter every seat's bid in the order the game asks for them."""
    assert state.phase == "bids"
    outputs: list[Output] = []
    while state.phase == "bids":
        seat = state.asking[0]
        state, said = GAME.apply(state, number(bids[seat]))
        outputs += said
    return state, outputs


def read(state: State, results: Mapping[int, bool] | None = None) -> tuple[State, list[Output]]:
    """Answer every reader of the round in reading order; a seat not listed succeeds."""
    results = results or {}
    outputs: list[Output] = []
    if state.phase == "all_read":  # one question for the table, answered with whose list fell short
        state, outputs = GAME.apply(state, choice(verdict(state, results)))
    while state.phase == "reading":
        seat = state.asking[0]
        state, said = GAME.apply(state, confirm(results.get(seat, True)))
        outputs += said
    return state, outputs


def verdict(state: State, results: Mapping[int, bool]) -> str:
    """The answer to "All valid?" for these results: all, one reader's short, or several (list by list)."""
    short = [seat for seat in state.asking if not results.get(seat, True)]
    if not short:
        return "all"
    return f"short:{short[0]}" if len(short) == 1 else "several"


def play_round(state: State, bids: Mapping[int, int], results: Mapping[int, bool] | None = None) -> tuple[State, list[Output]]:
    state, out1 = write(state)
    state, out2 = bid(state, bids)
    state, out3 = read(state, results)
    return state, out1 + out2 + out3


def place(state: State, spaces: Sequence[int], arrived: Sequence[int] | None = None) -> State:
    """Put cubes where a test wants them (arrival ticks: higher is darker)."""
    state = copy.deepcopy(state)
    for seat, space in zip(state.seats, spaces):
        seat.space = space
    if arrived is not None:
        for seat, tick in zip(state.seats, arrived):
            seat.arrived = tick
        state.clock = max(arrived)
    return state


def order_for(state: State, bids: Mapping[int, int]) -> list[int]:
    """The reading order the game fixes once these bids are revealed."""
    if state.phase != "bids":
        state, _ = write(state)
    state, _ = bid(state, bids)
    assert state.phase == "all_read"
    return list(state.asking)


def same_bids(count: int, value: int = 3) -> dict[int, int]:
    return {seat: value for seat in range(count)}


# ---------------------------------------------------------------- reading order


def test_lower_bid_reads_first(settings: dict[str, Any]) -> None:
    state = begin(settings)
    assert order_for(state, {0: 5, 1: 2, 2: 4}) == [1, 2, 0]


def test_equal_bids_nearer_start_reads_first(settings: dict[str, Any]) -> None:
    state, _ = write(begin(settings))
    state = place(state, [4, 2, 6], arrived=[1, 2, 3])
    assert order_for(state, same_bids(3)) == [1, 0, 2]


def test_bid_outranks_position(settings: dict[str, Any]) -> None:
    state, _ = write(begin(settings))
    state = place(state, [9, 1, 5], arrived=[1, 2, 3])
    assert order_for(state, {0: 2, 1: 3, 2: 3}) == [0, 1, 2]


def test_equal_bids_on_same_space_darker_cube_reads_first(settings: dict[str, Any]) -> None:
    state, _ = write(begin(settings))
    state = place(state, [3, 3, 3], arrived=[5, 9, 7])
    assert order_for(state, same_bids(3)) == [1, 2, 0]


def test_three_way_ties_at_every_level() -> None:
    state, _ = write(begin(make_settings(6)))
    # bids: three at 2, three at 4; within each, positions and arrival decide
    state = place(state, [5, 3, 3, 7, 7, 7], arrived=[1, 2, 6, 3, 8, 4])
    assert order_for(state, {0: 2, 1: 2, 2: 2, 3: 4, 4: 4, 5: 4}) == [2, 1, 0, 4, 5, 3]


@pytest.mark.parametrize(
    ("order", "expected"),
    [((0, 1, 2), [2, 1, 0]), ((2, 0, 1), [1, 0, 2]), ((1, 2, 0), [0, 2, 1])],
)
def test_start_shuffle_first_placed_cube_is_lightest(
    settings: dict[str, Any], order: tuple[int, ...], expected: list[int]
) -> None:
    state = begin(settings, order=order)
    assert order_for(state, same_bids(3)) == expected


def test_reading_order_is_announced_with_bids_in_the_one_question_for_the_table(settings: dict[str, Any]) -> None:
    """Issue 23: the order, then a question a reader, took 4 presses and 18 s for four players."""
    state, _ = write(begin(settings))
    state, outputs = bid(state, {0: 5, 1: 2, 2: 4})
    assert texts(outputs) == []  # the order is in the question
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.default == 0
    assert prompt.question.text == "Read in order: Bob 2, Cat 4 and Ann 5. Every list reached its bid?"
    assert [option.label for option in prompt.options] == ["Yes", "No, Bob's", "No, Cat's", "No, Ann's", "No, several"]


def test_all_valid_moves_every_reader_in_reading_order_with_one_cue_and_the_standings(settings: dict[str, Any]) -> None:
    state = begin(settings, order=(0, 1, 2))
    state, _ = write(state)
    state, _ = bid(state, same_bids(3, 2))
    state, outputs = GAME.apply(state, choice("all"))
    assert cues(outputs) == ["success"]
    assert texts(outputs) == ["On 2, from the top: Cat, Bob and Ann, 11 to go."]  # Cat read first, so arrived first: on top
    assert state.phase == "roll" and state.reader == 1


def test_several_short_asks_list_by_list_in_reading_order(settings: dict[str, Any]) -> None:
    state, _ = write(begin(settings))
    state, _ = bid(state, {0: 5, 1: 2, 2: 4})
    state, outputs = GAME.apply(state, choice("several"))
    assert texts(outputs) == ["List by list, then."]
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskConfirm) and prompt.question.text == "Bob, read your list. Did it reach 2?"


# ---------------------------------------------------------------- stacking


def test_newcomer_goes_below_the_cubes_already_there(settings: dict[str, Any]) -> None:
    # Start order 0,1,2: Cat is darkest, so reads (and moves) first, then Bob, then Ann.
    state = begin(settings, order=(0, 1, 2))
    state, _ = play_round(state, same_bids(3, 2))
    assert [seat.space for seat in state.seats] == [2, 2, 2]
    # Ann arrived last, so she is now the darkest and reads first; Cat is the lightest.
    assert order_for(state, same_bids(3)) == [0, 1, 2]


def test_moving_onto_an_occupied_space_from_elsewhere(settings: dict[str, Any]) -> None:
    state, _ = write(begin(settings))
    state = place(state, [4, 4, 1], arrived=[1, 2, 3])
    state, _ = bid(state, {0: 1, 1: 1, 2: 3})
    state, _ = read(state, {0: False, 1: False, 2: True})
    assert [seat.space for seat in state.seats] == [4, 4, 4]
    assert order_for(state, same_bids(3)) == [2, 1, 0]


def test_failed_cubes_keep_their_place_in_the_stack(settings: dict[str, Any]) -> None:
    # Arrival on Start: Ann 1, Bob 2, Cat 3. Ann moves; Cat then Bob fail.
    state = begin(settings, order=(0, 1, 2))
    state, _ = play_round(state, {0: 1, 1: 5, 2: 5}, {1: False, 2: False})
    assert [seat.space for seat in state.seats] == [1, 0, 0]
    # Cat is still darker than Bob on Start: a failure must not restack a cube.
    assert order_for(state, same_bids(3)) == [2, 1, 0]


# ---------------------------------------------------------------- movement


def test_success_moves_by_the_bid_failure_stands_still(settings: dict[str, Any]) -> None:
    state = begin(settings)
    state, outputs = play_round(state, {0: 3, 1: 4, 2: 5}, {1: False})
    assert [seat.space for seat in state.seats] == [3, 0, 5]
    assert texts(outputs)[-1] == "Cat on 5, 8 to go; Ann on 3, Bob at Start."
    assert cues(outputs)[-1:] == ["miss"]


def test_moving_past_finish_keeps_the_full_distance() -> None:
    state = begin(make_settings(2, track="NNNN"))  # Finish is space 5
    state, _ = write(state)
    state = place(state, [4, 0], arrived=[1, 2])
    state, outputs = bid(state, {0: 6, 1: 1})
    state, outputs = read(state)
    assert state.seats[0].space == 10
    assert texts(outputs) == ["Ann wins Rapid List!"]  # the game is over: where the others stand is not said


def test_moves_keep_adding_up_over_rounds(settings: dict[str, Any]) -> None:
    state = begin(settings)
    state, _ = play_round(state, {0: 2, 1: 3, 2: 1})
    state, _ = play_round(state, {0: 4, 1: 3, 2: 1}, {1: False})
    assert [seat.space for seat in state.seats] == [6, 3, 2]


# ---------------------------------------------------------------- reader rotation


def test_first_reader_comes_from_chance(settings: dict[str, Any]) -> None:
    state = GAME.start(settings)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and prompt.kind == "pick" and prompt.outcomes == (0, 1, 2)
    state, outputs = GAME.apply(state, chance(2))
    assert texts(outputs) == []  # the round's first question names the reader, once
    state, outputs = GAME.apply(state, chance((0, 1, 2)))
    assert texts(outputs) == ["On Start, from the top: Ann, Bob and Cat."]
    assert state.reader == 2
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo) and prompt.question.text == "Cat asks."
    assert prompt.action == "roll"


def test_start_order_is_a_shuffle_of_every_seat(settings: dict[str, Any]) -> None:
    state, _ = GAME.apply(GAME.start(settings), chance(0))
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and prompt.kind == "shuffle"
    assert sorted(prompt.outcomes) == [0, 1, 2]


def test_reader_passes_to_the_next_seat_each_round() -> None:
    state = begin(make_settings(4), reader=2)
    readers = []
    for _ in range(5):
        readers.append(state.reader)
        state, _ = play_round(state, same_bids(4, 1), {seat: False for seat in range(4)})
    assert readers == [2, 3, 0, 1, 2]


def test_bids_are_entered_starting_from_the_reader() -> None:
    state, _ = write(begin(make_settings(4), reader=2))
    asked = []
    for value in (1, 2, 3, 4):
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskNumber)
        assert (prompt.low, prompt.high) == (1, 21)
        asked.append((prompt.question.text, prompt.question.repeated))
        state, _ = GAME.apply(state, number(value))
    # In full to the reader, then by name, as a person asks round a table; hold OK gives it in full (issue 23).
    assert asked == [("Cat's bid?", "Cat's bid?"), ("Dan's?", "Dan's bid?"), ("Ann's?", "Ann's bid?"), ("Bob's?", "Bob's bid?")]
    assert [seat.bid for seat in state.seats] == [3, 4, 1, 2]


def test_reader_presses_go_before_the_die_is_rolled(settings: dict[str, Any]) -> None:
    state = begin(settings, reader=1)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo) and "Bob" in prompt.question.text
    state, _ = GAME.apply(state, go())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and prompt.outcomes == (1, 2, 3, 4, 5, 6)


# ---------------------------------------------------------------- challenges

CHALLENGE_TRACK = "NNNNCNCN"  # spaces 5 and 7 are challenge spaces; Finish is 9


def challenge_settings(heads: Sequence[int], **overrides: Any) -> dict[str, Any]:
    return make_settings(len(heads), track=CHALLENGE_TRACK, head_starts=list(heads), **overrides)


def test_single_leader_on_challenge_space_gets_a_card() -> None:
    state = begin(challenge_settings([5, 2, 0]))
    assert state.phase == "roll" and state.challenged == [0]  # the card is drawn on the reader's GO
    state, _ = GAME.apply(state, go())
    assert state.phase == "challenge"
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and set(prompt.outcomes) == {"c1", "c2"}
    state, outputs = GAME.apply(state, chance("c2"))
    assert texts(outputs) == ["Challenge for Ann: Only words of one syllable."]
    assert state.challenged == [0]
    assert state.phase == "die"


def test_tied_leaders_are_all_named() -> None:
    state = begin(challenge_settings([7, 5, 7]))
    state, outputs = feed(state, [go(), chance("c1")])
    assert texts(outputs) == ["Challenge for Ann and Cat: Only words with an A."]


def test_leader_off_challenge_space_means_no_card_even_if_others_are_on_one() -> None:
    state = begin(challenge_settings([6, 5, 5]))
    assert state.phase == "roll"
    assert state.challenged == []


def test_no_challenge_when_everyone_is_on_start(settings: dict[str, Any]) -> None:
    assert begin(settings).phase == "roll"


def test_challenge_check_happens_at_the_start_of_the_next_round() -> None:
    state = begin(challenge_settings([0, 0]))
    state, outputs = play_round(state, {0: 5, 1: 2})
    assert state.seats[0].space == 5
    assert state.phase == "roll" and state.challenged == [0] and state.round == 2


def test_challenge_deck_reshuffles_when_used_up_with_a_spoken_line() -> None:
    state = begin(challenge_settings([5, 0], played_challenges=["c1"]))
    drawing, _ = GAME.apply(state, go())
    prompt = GAME.prompt(drawing)
    assert isinstance(prompt, AskChance) and prompt.outcomes == ("c2",)
    state, _ = play_round(state, {0: 1, 1: 1}, {0: False, 1: False})
    assert state.phase == "roll"
    state, outputs = GAME.apply(state, go())
    assert "Every challenge card has been played; shuffling them back in." in texts(outputs)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and set(prompt.outcomes) == {"c1", "c2"}
    assert state.round == 2
    state, _ = GAME.apply(state, chance("c1"))
    assert state.challenges.played == ["c1"]
    assert state.challenges.remaining == ["c2"]


def test_challenge_reshuffle_line_is_spoken_on_the_readers_go() -> None:
    state = begin(challenge_settings([5, 0], played_challenges=["c1"]))
    state, outputs = play_round(state, {0: 1, 1: 1}, {0: False, 1: False})
    assert state.round == 2
    assert "Every challenge card has been played; shuffling them back in." not in texts(outputs)
    state, outputs = GAME.apply(state, go())
    assert texts(outputs) == ["Every challenge card has been played; shuffling them back in."]


# ---------------------------------------------------------------- the question and the timer


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_die_face_picks_that_question_from_the_drawn_card(settings: dict[str, Any], face: int) -> None:
    state = begin(settings)
    state, outputs = feed(state, [go(), chance(face), chance("q2")])
    assert GAME.question(state) == f"q2 question {face}"
    assert f"q2 question {face}." in texts(outputs)
    assert texts(outputs)[-1] == "Write!"
    assert cues(outputs) == ["dice", "card"]


@pytest.mark.parametrize("seconds", [20, 30, 45])
def test_timer_uses_the_settings_length_with_warning_and_ticks(seconds: int) -> None:
    state = begin(make_settings(timer=seconds))
    state, _ = feed(state, [go(), chance(3), chance("q1")])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskTimer)
    assert prompt.seconds == seconds
    warnings = [call for call in prompt.calls if call.cue == "warning"]
    assert len(warnings) == 1
    assert warnings[0].remaining == 10 and warnings[0].line is not None
    assert "10 seconds" in warnings[0].line.text
    ticks = [call.remaining for call in prompt.calls if call.cue == "tick_last"]
    assert ticks == [5, 4, 3, 2, 1]
    assert all(call.line is None for call in prompt.calls if call.cue == "tick_last")


def test_later_rounds_sound_the_warning_and_the_buzzer_without_words(settings: dict[str, Any]) -> None:
    """Round 1 says "10 seconds left." and "Pencils down!"; later rounds play their cues alone, as the
    table learned them, which pays for every round start saying its press (issue 38)."""
    state, _ = play_round(begin(settings), {0: 2, 1: 3, 2: 1})
    state, _ = feed(state, [go(), chance(3), chance("q2")])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskTimer)
    assert [(call.remaining, call.cue) for call in prompt.calls][:1] == [(10, "warning")]
    assert all(call.line is None for call in prompt.calls)
    state, outputs = GAME.apply(state, time_up())
    assert outputs == [Cue("stop")] and state.phase == "bids"


def test_time_up_gives_an_urgent_stop_and_the_stop_cue(settings: dict[str, Any]) -> None:
    state = begin(settings)
    state, _ = feed(state, [go(), chance(3), chance("q1")])
    state, outputs = GAME.apply(state, time_up())
    assert cues(outputs) == ["stop"]
    spoken = [output for output in outputs if isinstance(output, Say)]
    assert len(spoken) == 1 and spoken[0].urgent
    assert spoken[0].line.text == "Pencils down!"  # the buzzer says stop; the words say what to do
    assert outputs.index(Cue("stop")) < outputs.index(spoken[0])
    assert state.phase == "bids"


# ---------------------------------------------------------------- the question deck


def test_no_question_card_twice_until_all_are_played_then_reshuffle(settings: dict[str, Any]) -> None:
    state = begin(settings)
    drawn: list[str] = []
    for _ in range(3):
        state, outputs = feed(state, [go(), chance(1)])
        assert not any("shuffling" in line for line in texts(outputs))
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskChance)
        assert not set(prompt.outcomes) & set(drawn)
        drawn.append(prompt.outcomes[-1])
        state, _ = feed(state, [chance(drawn[-1]), time_up()])
        state, _ = bid(state, same_bids(3, 1))
        state, _ = read(state, {seat: False for seat in range(3)})
    assert sorted(drawn) == ["q1", "q2", "q3"]
    state, outputs = feed(state, [go(), chance(1)])
    assert "Every question card has been played; shuffling them back in." in texts(outputs)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and set(prompt.outcomes) == {"q1", "q2", "q3"}
    state, _ = GAME.apply(state, chance("q2"))
    assert state.questions.played == ["q2"]
    assert sorted(state.questions.remaining) == ["q1", "q3"]


def test_cards_played_in_earlier_games_wait_until_the_rest_are_used() -> None:
    state = begin(make_settings(played_questions=["q1", "q3"]))
    state, _ = feed(state, [go(), chance(1)])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and prompt.outcomes == ("q2",)
    state, _ = feed(state, [chance("q2"), time_up()])
    state, _ = bid(state, same_bids(3, 1))
    state, _ = read(state, {seat: False for seat in range(3)})
    state, outputs = feed(state, [go(), chance(1)])
    assert "Every question card has been played; shuffling them back in." in texts(outputs)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and set(prompt.outcomes) == {"q1", "q2", "q3"}


def test_all_cards_played_before_means_a_fresh_deck() -> None:
    state = begin(make_settings(played_questions=["q1", "q2", "q3"]))
    state, outputs = feed(state, [go(), chance(1)])
    assert not any("shuffling" in line for line in texts(outputs))
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and set(prompt.outcomes) == {"q1", "q2", "q3"}


def test_drawing_a_card_outside_the_pile_is_refused() -> None:
    state = begin(make_settings(played_questions=["q1"]))
    state, _ = feed(state, [go(), chance(1)])
    with pytest.raises(OutOfRange):
        GAME.apply(state, chance("q1"))


# ---------------------------------------------------------------- end of game

SHORT = "NNN"  # Finish is space 4


def test_game_ends_only_at_the_end_of_the_round() -> None:
    state = begin(make_settings(3, track=SHORT))
    state, _ = write(state)
    state, _ = bid(state, {0: 5, 1: 1, 2: 2})
    assert state.asking == [1, 2, 0]
    state, _ = GAME.apply(state, choice("several"))  # list by list
    state, _ = GAME.apply(state, confirm(True))
    state, _ = GAME.apply(state, confirm(True))
    # Bob and Cat have read, nobody is home: Ann still reads.
    assert state.phase == "reading"
    state, outputs = GAME.apply(state, confirm(True))
    assert state.phase == "over"
    assert isinstance(GAME.prompt(state), GameOver)
    assert "fanfare" in cues(outputs)


def test_remaining_readers_still_read_after_someone_reaches_finish() -> None:
    state = begin(make_settings(3, track=SHORT))
    state, _ = write(state)
    state, _ = bid(state, {0: 4, 1: 5, 2: 6})
    state, _ = GAME.apply(state, choice("several"))  # list by list
    state, _ = GAME.apply(state, confirm(True))  # Ann reaches Finish first
    assert state.seats[0].space == 4
    assert state.phase == "reading"
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskConfirm) and prompt.question.text.startswith("Bob,")
    state, _ = GAME.apply(state, confirm(False))
    assert state.phase == "reading"
    state, outputs = GAME.apply(state, confirm(True))  # Cat overtakes her
    assert state.phase == "over"
    assert state.winners == [2]
    assert texts(outputs)[-1] == "Cat wins Rapid List, furthest past Finish!"


def test_game_goes_on_when_nobody_reaches_finish() -> None:
    state = begin(make_settings(2, track=SHORT))
    state, _ = play_round(state, {0: 3, 1: 3})
    assert state.phase == "roll" and state.round == 2


def test_furthest_beyond_finish_wins() -> None:
    state = begin(make_settings(3, track=SHORT))
    state, outputs = play_round(state, {0: 5, 1: 7, 2: 6})
    assert state.winners == [1]
    prompt = GAME.prompt(state)
    assert isinstance(prompt, GameOver)
    assert prompt.summary.text == "Bob wins Rapid List, furthest past Finish!"  # issue 23: the tie-break said
    assert texts(outputs)[-1] == "Bob wins Rapid List, furthest past Finish!"


def test_position_decides_before_distance_moved() -> None:
    state = begin(make_settings(2, track="NNNN", head_starts=[4, 0]))  # Finish is space 5
    state, _ = play_round(state, {0: 3, 1: 6})
    assert [seat.space for seat in state.seats] == [7, 6]
    assert state.winners == [0]


def test_tie_on_space_goes_to_who_moved_furthest_this_round() -> None:
    state = begin(make_settings(3, track=SHORT, head_starts=[2, 0, 0]))
    state, _ = play_round(state, {0: 4, 1: 6, 2: 1})
    assert [seat.space for seat in state.seats] == [6, 6, 1]
    assert state.winners == [1]
    prompt = GAME.prompt(state)
    assert isinstance(prompt, GameOver)
    assert prompt.summary.text == "Bob wins Rapid List, tied in front but with the biggest move this round!"


def test_tie_on_space_and_distance_is_a_shared_victory_with_a_high_five() -> None:
    state = begin(make_settings(3, track=SHORT))
    state, outputs = play_round(state, {0: 6, 1: 2, 2: 6})
    assert state.winners == [0, 2]
    prompt = GAME.prompt(state)
    assert isinstance(prompt, GameOver)
    assert "Ann and Cat" in prompt.summary.text and "with the same move this round" in prompt.summary.text
    assert "high five" in prompt.summary.text.lower()
    assert texts(outputs)[-1] == prompt.summary.text


def test_three_way_shared_victory() -> None:
    state = begin(make_settings(4, track=SHORT))
    state, _ = play_round(state, {0: 5, 1: 5, 2: 5, 3: 1})
    assert state.winners == [0, 1, 2]
    prompt = GAME.prompt(state)
    assert isinstance(prompt, GameOver) and "Ann, Bob and Cat" in prompt.summary.text


def test_a_failed_finisher_does_not_win() -> None:
    state = begin(make_settings(2, track=SHORT))
    state, _ = play_round(state, {0: 9, 1: 4}, {0: False})
    assert state.winners == [1]


# ---------------------------------------------------------------- settings validation


@pytest.mark.parametrize(
    "overrides",
    [
        pytest.param({"names": ["Ann"]}, id="one-player"),
        pytest.param({"names": list(NAMES) + ["Ivy"]}, id="nine-players"),
        pytest.param({"names": ["Ann", "Bob", "Ann"]}, id="duplicate-names"),
        pytest.param({"track": "NNCNNNNN"}, id="challenge-on-space-3"),
        pytest.param({"track": "CNNNNNNN"}, id="challenge-on-space-1"),
        pytest.param({"track": "NNXNNNNC"}, id="bad-track-letter"),
        pytest.param({"track": "nnnnnnnncccc"}, id="lower-case-track"),
        pytest.param({"track": ""}, id="empty-track"),
        pytest.param({"questions": {"q1": card("q1")[:5]}}, id="card-with-five-questions"),
        pytest.param({"questions": {"q1": card("q1"), "q2": card("q2") + ["extra"]}}, id="card-with-seven"),
        pytest.param({"questions": {}}, id="no-question-cards"),
        pytest.param({"challenges": {}}, id="no-challenge-cards"),
        pytest.param({"timer": 3}, id="timer-too-short"),
        pytest.param({"head_starts": [6, 0]}, id="head-starts-for-some-players"),
    ],
)
def test_bad_settings_are_refused(overrides: dict[str, Any]) -> None:
    with pytest.raises(InvalidSettings):
        GAME.start(make_settings(3, **overrides))


def test_missing_settings_are_refused() -> None:
    with pytest.raises(InvalidSettings):
        GAME.start({"names": ["Ann", "Bob"]})


@pytest.mark.parametrize("players", [2, 8])
def test_two_and_eight_players_are_fine(players: int) -> None:
    assert len(GAME.start(make_settings(players)).seats) == players


def test_challenge_from_the_fourth_space_is_allowed() -> None:
    assert GAME.start(make_settings(track="NNNCNNNC")).settings.finish == 9


def test_standard_track_finish_is_13(settings: dict[str, Any]) -> None:
    assert GAME.start(settings).settings.finish == 13


def test_head_starts_put_cubes_forward() -> None:
    state = begin(make_settings(3, head_starts=[6, 2, 0]))
    assert [seat.space for seat in state.seats] == [6, 2, 0]


# ---------------------------------------------------------------- illegal inputs


def at_bids(settings: Mapping[str, Any]) -> State:
    state, _ = write(begin(settings))
    return state


def at_reading(settings: Mapping[str, Any]) -> State:
    state, _ = bid(at_bids(settings), same_bids(3, 2))
    return state


def at_over(settings: Mapping[str, Any]) -> State:
    state, _ = play_round(begin(make_settings(3, track=SHORT)), same_bids(3, 5))
    assert state.phase == "over"
    return state


def at_first_reader(settings: Mapping[str, Any]) -> State:
    return GAME.start(settings)


def at_start_order(settings: Mapping[str, Any]) -> State:
    state, _ = GAME.apply(GAME.start(settings), chance(0))
    return state


def at_die(settings: Mapping[str, Any]) -> State:
    state, _ = GAME.apply(begin(settings), go())
    return state


def at_timer(settings: Mapping[str, Any]) -> State:
    state, _ = feed(begin(settings), [go(), chance(1), chance("q1")])
    return state


@pytest.mark.parametrize(
    ("position", "given", "error"),
    [
        (at_first_reader, go(), WrongKind),
        (at_first_reader, chance(3), OutOfRange),
        (at_first_reader, chance(-1), OutOfRange),
        (at_start_order, chance((0, 1)), OutOfRange),
        (at_start_order, chance((0, 0, 1)), OutOfRange),
        (at_start_order, chance(0), OutOfRange),
        (at_die, chance(0), OutOfRange),
        (at_die, chance(7), OutOfRange),
        (at_die, number(3), WrongKind),
        (at_timer, go(), WrongKind),
        (at_bids, number(0), OutOfRange),
        (at_bids, number(22), OutOfRange),
        (at_bids, number(-3), OutOfRange),
        (at_bids, confirm(True), WrongKind),
        (at_bids, Input("number", "5"), WrongKind),
        (at_bids, Input("number", True), WrongKind),
        (at_bids, choice("5"), WrongKind),
        (at_bids, time_up(), WrongKind),
        (at_reading, number(2), WrongKind),
        (at_reading, Input("confirm", 1), WrongKind),
        (at_reading, go(), WrongKind),
        (at_over, go(), GameIsOver),
        (at_over, confirm(True), GameIsOver),
        (at_over, chance(1), GameIsOver),
    ],
)
def test_illegal_input_raises_and_changes_nothing(
    settings: dict[str, Any], position: Any, given: Input, error: type[IllegalInput]
) -> None:
    state = position(settings)
    before = copy.deepcopy(state)
    snapshot = GAME.to_json(state)
    with pytest.raises(error):
        GAME.apply(state, given)
    assert state == before
    assert GAME.to_json(state) == snapshot


def test_all_illegal_input_errors_are_illegal_input() -> None:
    for error in (WrongKind, OutOfRange, NotAnOption, GameIsOver):
        assert issubclass(error, IllegalInput)


def test_a_yes_or_no_is_not_a_die_face(settings: dict[str, Any]) -> None:
    """True == 1 in Python, but a die never shows "yes": chance must be an offered outcome."""
    state = at_die(settings)
    before = copy.deepcopy(state)
    with pytest.raises(IllegalInput):
        GAME.apply(state, Input("chance", True))
    assert state == before


# ---------------------------------------------------------------- setup flow


def library(played: Mapping[str, tuple[str, ...]] | None = None) -> Library:
    return Library(
        decks={
            BLUE: {"b1": card("b1"), "b2": card("b2")},
            RED: {"r1": card("r1")},
            CHALLENGES: {"c1": "Only words with an A.", "c2": "Only short words."},
        },
        played=played or {},
    )


# Asked after the timer (tests/engine/games/test_rapid_list_variants.py covers them).
LATER_QUESTIONS = ["teams", "order_0", "track", "any_variants"]  # the plain game: no variant question after "any"


def run_setup(flow: RapidListSetup, given: Mapping[str, Any]) -> tuple[list[str], dict[str, Any]]:
    """Answer the flow's questions, recording which keys it asked for."""
    answers: dict[str, Any] = {}
    asked: list[str] = []
    while (question := flow.next_question(answers)) is not None:
        asked.append(question.key)
        answers[question.key] = given.get(question.key, default_answer(question))
    return asked, flow.settings(answers)


def test_children_playing_means_blue_only_and_no_deck_question() -> None:
    asked, settings = run_setup(setup(library(), Defaults()), {"players": 3, "kids": True})
    assert asked == ["players", "kids", "adults_too", "timer", *LATER_QUESTIONS]
    assert set(settings["questions"]) == {"b1", "b2"}
    assert len(GAME.start(settings).seats) == 3


def test_children_playing_refuses_a_deck_answer_given_anyway() -> None:
    """With children at the table the deck question is never asked, so a red deck cannot sneak in."""
    assert set(answer_all(setup(library(), Defaults()), {"kids": True})["questions"]) == {"b1", "b2"}
    with pytest.raises(InvalidSettings, match="decks"):
        answer_all(setup(library(), Defaults()), {"kids": True, "decks": "red"})


@pytest.mark.parametrize(
    ("decks", "cards"),
    [("both", {"b1", "b2", "r1"}), ("blue", {"b1", "b2"}), ("red", {"r1"})],
)
def test_adults_choose_the_decks(decks: str, cards: set[str]) -> None:
    asked, settings = run_setup(setup(library(), Defaults()), {"kids": False, "decks": decks})
    assert asked == ["players", "kids", "decks", "timer", *LATER_QUESTIONS]
    assert set(settings["questions"]) == cards
    assert settings["challenges"] == {"c1": "Only words with an A.", "c2": "Only short words."}
    GAME.start(settings)


def test_deck_question_offers_both_blue_red_and_all_ages() -> None:
    flow = setup(library(), Defaults())
    question = flow.next_question({"players": 3, "kids": False})
    assert question is not None and question.key == "decks"
    assert isinstance(question.prompt, AskChoice)
    assert [option.value for option in question.prompt.options] == ["both", "blue", "red", "mixed"]


def test_kids_question_is_a_yes_no() -> None:
    question = setup(library(), Defaults()).next_question({"players": 3})
    assert question is not None and question.key == "kids"
    assert isinstance(question.prompt, AskConfirm)


def test_timer_default_comes_from_the_config() -> None:
    flow = setup(library(), Defaults(timers={"rapid-list": 45}))
    question = flow.next_question({"players": 3, "kids": True, "adults_too": False})
    assert question is not None and question.key == "timer"
    assert isinstance(question.prompt, AskNumber)
    assert question.prompt.default == 45
    assert answer_all(flow, {"kids": True})["timer"] == 45


def test_timer_default_is_30_without_config() -> None:
    assert answer_all(setup(library(), Defaults(timers={"other-game": 90})), {})["timer"] == 30


def test_players_default_comes_from_the_config() -> None:
    settings = answer_all(setup(library(), Defaults(players=5)), {})
    assert len(settings["names"]) == 5


def test_seat_names_come_from_config_topped_up_with_colours() -> None:
    defaults = Defaults(names=("Mia", "Red", "Leo"))
    settings = answer_all(setup(library(), defaults), {"players": 5, "kids": True})
    assert settings["names"] == ["Mia", "Red", "Leo", "Blue", "Green"]
    settings = answer_all(setup(library(), defaults), {"players": 2, "kids": True})
    assert settings["names"] == ["Mia", "Red"]


def test_setup_passes_played_cards_of_the_chosen_decks_only() -> None:
    played = {BLUE: ("b1",), RED: ("r1",), CHALLENGES: ("c2",)}
    settings = answer_all(setup(library(played), Defaults()), {"kids": True})
    assert settings["played_questions"] == ["b1"]
    assert settings["played_challenges"] == ["c2"]
    state = GAME.start(settings)
    assert state.questions.remaining == ["b2"]
    assert state.challenges.remaining == ["c1"]


def test_setup_settings_survive_json() -> None:
    import json

    settings = answer_all(setup(library(), Defaults()), {"kids": False})
    assert GAME.start(json.loads(json.dumps(settings))) == GAME.start(settings)


def test_children_with_adults_get_the_questions_for_all_ages_and_children_alone_the_blue_ones() -> None:
    from device.storage.library import load_library
    from engine.games.rapid_list.setup_flow import BLUE, MIXED
    from engine.games.rapid_list.setup_flow import setup as rapid_list_setup

    library = load_library()
    together = answer_all(rapid_list_setup(library, Defaults()), {"players": 3, "kids": True, "adults_too": True})
    assert set(together["questions"]) == set(library.decks[MIXED])
    children = answer_all(rapid_list_setup(library, Defaults()), {"players": 3, "kids": True})
    assert set(children["questions"]) == set(library.decks[BLUE])
    adults = answer_all(rapid_list_setup(library, Defaults()), {"players": 3, "decks": "mixed"})
    assert set(adults["questions"]) == set(library.decks[MIXED])


def test_the_question_decks_are_offered_by_what_they_ask_not_by_colour() -> None:
    """Issue 23: "Blue and red" meant nothing to a table that never saw the boxes."""
    from engine.games.rapid_list.lines import words
    from engine.games.rapid_list.setup_flow import DECK_LABELS

    labels = " ".join(words.said_in("en", message) for message in DECK_LABELS.values()).lower()
    assert "blue" not in labels and "red" not in labels
    assert set(DECK_LABELS) == {"both", "blue", "red", "mixed"}


def test_a_later_round_offers_each_player_their_last_bid(settings: dict[str, Any]) -> None:
    """The docs promised it and the game offered 5 every round: a player who bids alike now presses OK alone."""
    state = begin(settings)
    state, _ = play_round(state, {0: 3, 1: 7, 2: 2}, {0: False, 1: False, 2: False})
    state, _ = write(state)
    offered = {}
    while state.phase == "bids":
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskNumber)
        offered[state.asking[0]] = prompt.default
        state, _ = GAME.apply(state, number(prompt.default))
    assert offered == {0: 3, 1: 7, 2: 2}
