"""Scattergories: the letter die, the list, the timer, scoring and votes, the set and its tie-breaks."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from device.referee.asking import button_hint
from engine.core import (
    AskChance,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskTimer,
    Cue,
    GameOver,
    Gap,
    IllegalInput,
    Input,
    InvalidSettings,
    Output,
    Pause,
    Say,
    chance,
    choice,
    confirm,
    go,
    number,
    replay,
    time_up,
)
from engine.games.scattergories.rules import words as sg_words
from engine.games.scattergories import rules as sg
from engine.games.scattergories import setup_flow as sg_setup
from engine.games.scattergories.print_sheet import sheet_html
from engine.random_play import legal_input
from engine.setup import Defaults, Library, answer_all, default_answer
from engine.transcript import output_lines
from engine.words import facts
from tests.choosers import DrawChooser
from tests.outputs import cues
from tests.outputs import texts as spoken
from tests.paths import REPO

GAME = sg.GAME
LISTS_FILE = REPO / "engine" / "games" / "scattergories" / "decks" / "lists.toml"

CATEGORIES = [f"Category {number}" for number in range(1, 13)]


def make_settings(players: int = 3, **extra: Any) -> dict[str, Any]:
    names = ["Red", "Blue", "Green", "Yellow", "Purple", "Orange", "White", "Black"][:players]
    return {"names": names, "categories": CATEGORIES, "list_number": "7", "timer": 150, **extra}


def started(raw: dict[str, Any]) -> sg.State:
    """A game whose first round's GO was pressed: the letter die is next (issue 38: the table is ready first)."""
    state, _ = GAME.apply(GAME.start(raw), go())
    return state


def play(state: sg.State, *inputs: Input) -> tuple[sg.State, list[Output]]:
    """Apply inputs in turn; return the final state and every output along the way."""
    outputs: list[Output] = []
    for given_input in inputs:
        state, more = GAME.apply(state, given_input)
        outputs += more
    return state, outputs


def write_round(letter: str, first: bool = True) -> list[Input]:
    """Roll `letter`, start the timer, let it run out.

    The first round's letter is rolled at once and the timer waits for GO (the
    list is read in between); a later round's letter is rolled on the GO that
    starts the timer, so the last points before it stay undoable.
    """
    return [go(), chance(letter), go(), time_up()] if first else [go(), chance(letter), time_up()]


NO_CHALLENGE = choice(sg.NO_CHALLENGE)  # "Any challenge? No"


def challenge(seat: int) -> Input:
    """ "Any challenge?" answered with the player whose answer is challenged."""
    return choice(str(seat))


def full_round(letter: str, points: list[int], challenge: list[Input] | None = None, first: bool = True) -> list[Input]:
    """A round with no challenge (or the given challenge inputs, from whose answer on to the last vote: one
    named challenge goes straight on to the points) and these points."""
    reading = [go()] if first else []  # later rounds: the cue to read comes with "Any challenge?"
    return write_round(letter, first) + reading + (challenge or [NO_CHALLENGE]) + [number(p) for p in points]


# ---------------------------------------------------------------- the letter die


def test_the_first_round_waits_for_the_table_and_says_what_its_press_does() -> None:
    """Issue 38: round 1 rolled and read the list before the table was ready. Its start is a GO
    question, as every later round's is, naming what the press does."""
    prompt = GAME.prompt(GAME.start(make_settings()))
    assert isinstance(prompt, AskGo)
    assert prompt.question.text == "Round 1 of 3."
    assert button_hint(prompt) == "Press GO to roll the letter."
    assert prompt.question.purpose, "hold GO says what the press leads to"


def test_the_die_has_the_twenty_faces_of_the_real_one() -> None:
    prompt = GAME.prompt(started(make_settings()))
    assert isinstance(prompt, AskChance)
    assert prompt.kind == "pick"
    assert prompt.outcomes == tuple("ABCDEFGHIJKLMNOPRSTW")
    assert not set("QUVXYZ") & set(prompt.outcomes)


def test_a_letter_used_in_the_set_cannot_come_up_again() -> None:
    state = GAME.start(make_settings(2))
    state, _ = play(state, *full_round("B", [3, 4]), go())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance)
    assert "B" not in prompt.outcomes and len(prompt.outcomes) == 19
    with pytest.raises(IllegalInput):
        GAME.apply(state, chance("B"))
    state, _ = play(state, chance("C"), time_up(), NO_CHALLENGE, number(3), number(4), go())
    assert set(GAME.prompt(state).outcomes) == set("ADEFGHIJKLMNOPRSTW")  # type: ignore[union-attr]


def test_the_letter_is_said_with_a_word_to_pin_it_down() -> None:
    _, outputs = GAME.apply(started(make_settings()), chance("B"))
    assert "The letter is B, as in Bravo." in spoken(outputs)
    assert "dice" in cues(outputs)
    spelling = facts(sg_words.room, "en")["spelling_words"]
    assert set(spelling) == set(sg.LETTER_DIE)
    assert all(word[0] == letter for letter, word in spelling.items())


# ---------------------------------------------------------------- the list, read aloud


def test_the_list_is_read_numbered_before_the_timer() -> None:
    state, outputs = GAME.apply(started(make_settings()), chance("M"))
    lines = spoken(outputs)
    assert lines[0] == "The letter is M, as in Mike."  # the round's title was the question its GO answered
    assert "List 7." in lines
    numbered = [line for line in lines if line[0].isdigit()]
    assert numbered == [f"{n}. Category {n}." for n in range(1, 13)]
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo)  # the main action starts the timer
    assert prompt.question.text == "Letter M."
    assert prompt.action == "start the timer"
    assert button_hint(prompt) == "Press GO to start the timer."


def test_the_game_names_no_button() -> None:
    """Which button does what is the device's business (device/messages/), in every line of a round."""
    state = GAME.start(make_settings(2))
    heard: list[str] = []
    for given_input in full_round("M", [3, 4], [challenge(0), number(1), confirm(True)]):
        prompt = GAME.prompt(state)
        if isinstance(prompt, (AskGo, AskNumber, AskChoice, AskConfirm)):
            heard += [prompt.question.text, prompt.question.brief, prompt.question.repeated]
        state, outputs = GAME.apply(state, given_input)
        heard += spoken(outputs) + [output.line.brief for output in outputs if isinstance(output, Say)]
    naming_buttons = {"GO", "OK", "UP", "DOWN", "BACK", "press", "Press", "hold", "Hold"}
    assert heard and not [line for line in heard if naming_buttons & {word.strip(".,?!:;") for word in line.split()}]


def test_a_repeat_says_the_letter_and_the_numbered_list_again() -> None:
    """Hold OK repeats the short forms of what was said: they keep the letter and the numbers."""
    _, outputs = GAME.apply(started(make_settings()), chance("M"))
    briefs = [output.line.brief for output in outputs if isinstance(output, Say)]
    assert "M, as in Mike." in briefs
    assert [line for line in briefs if line[0].isdigit()] == [f"{n}, category {n}." for n in range(1, 13)]


def test_the_list_leaves_time_to_write_after_each_category_without_holding_up_the_start() -> None:
    """Issue 23: the list ran back to back. A Gap after each category (and none anywhere else),
    never a Pause, which would hold the start of the timer up until the reading was done."""
    state, outputs = GAME.apply(started(make_settings()), chance("M"))
    listed = outputs[outputs.index(Say(sg_words.line("list-title", number="7"))) + 1 :]
    assert listed == [
        item
        for index, category in enumerate(CATEGORIES, start=1)
        for item in (Say(sg.category(index, category)), Gap(sg.LIST_GAP_SECONDS))
    ]
    assert sg.LIST_GAP_SECONDS == 3.0
    assert not [output for output in outputs if isinstance(output, Pause)]
    assert output_lines(listed[:2]) == ["1. Category 1.", "[gap 3 s]"]  # the transcript shows the silence
    assert isinstance(GAME.prompt(state), AskGo)  # the start is asked after the list, and answered at any time


def test_later_rounds_do_not_read_the_list_so_leave_no_gaps() -> None:
    state, _ = play(GAME.start(make_settings(2)), *full_round("M", [3, 4]))
    state, outputs = play(state, go(), chance("B"))
    assert not [output for output in outputs if isinstance(output, (Gap, Pause))]
    assert not [line for line in spoken(outputs) if "Category" in line]


def test_starting_cuts_the_reading_short_and_starts_the_timer() -> None:
    state, _ = GAME.apply(started(make_settings()), chance("M"))
    state, outputs = GAME.apply(state, go())
    assert isinstance(outputs[0], Say) and outputs[0].urgent  # urgent lines cut off the list still being read
    assert outputs[0].line.text == "Go! Everything starts with M."
    assert isinstance(GAME.prompt(state), AskTimer)


# ---------------------------------------------------------------- the timer


def test_the_timer_warns_at_a_minute_thirty_and_ten_seconds_then_ticks() -> None:
    state, _ = play(started(make_settings()), chance("M"), go())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskTimer)
    assert prompt.seconds == 150
    spoken_calls = {call.remaining: call.line.text for call in prompt.calls if call.line}
    assert spoken_calls == {60: "1 minute left.", 10: "10 seconds left."}  # a 30-second call told writers little
    assert [call.remaining for call in prompt.calls if call.cue == "tick_last"] == [5, 4, 3, 2, 1]


def test_a_short_timer_keeps_only_the_warnings_that_fit() -> None:
    state, _ = play(started(make_settings(timer=30)), chance("M"), go())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskTimer) and prompt.seconds == 30
    assert [call.remaining for call in prompt.calls if call.line] == [10]


def test_time_up_stops_everyone_urgently_with_a_cue() -> None:
    state, _ = play(started(make_settings()), chance("M"), go())
    state, outputs = GAME.apply(state, time_up())
    assert outputs[0] == Cue("stop")
    assert isinstance(outputs[1], Say) and outputs[1].urgent and outputs[1].line.text == "Pencils down!"
    assert isinstance(GAME.prompt(state), AskGo)  # the answers are read before any challenge


# ---------------------------------------------------------------- scoring help and variants


def help_after_writing(**variants: bool) -> list[str]:
    state, outputs = play(GAME.start(make_settings(**variants)), *write_round("R"))
    return spoken(outputs)


def test_standard_scoring_help() -> None:
    text = " ".join(help_after_writing())
    assert "1 point for each answer that starts with R and that nobody else wrote." in text
    assert "Junior" not in text and "Alliteration" not in text


def test_junior_scoring_help() -> None:
    text = " ".join(help_after_writing(junior=True))
    assert "2 points for an answer that starts with R, 1 point for one that does not" in text
    assert "nobody else wrote" not in text


def test_alliteration_help_follows_the_scoring_chosen() -> None:
    assert "a point for each word starting with R" in " ".join(help_after_writing(alliteration=True))
    both = " ".join(help_after_writing(junior=True, alliteration=True))
    assert "an extra point for each further word starting with R" in both


@pytest.mark.parametrize(
    "variants, most, usual",
    [
        ({}, 12, 6),
        ({"junior": True}, 24, 12),
        ({"alliteration": True}, 60, 6),
        ({"junior": True, "alliteration": True}, 72, 12),
    ],
)
def test_points_entry_fits_the_variant(variants: dict[str, bool], most: int, usual: int) -> None:
    state, _ = play(GAME.start(make_settings(**variants)), *write_round("R"), go(), NO_CHALLENGE)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber)
    assert (prompt.low, prompt.high, prompt.default) == (0, most, usual)
    with pytest.raises(IllegalInput):
        GAME.apply(state, number(most + 1))


def points_offered(state: sg.State, points: list[int]) -> tuple[sg.State, list[int]]:
    """Enter these points in turn; return the state and the points each question offered."""
    offered = []
    for entered in points:
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskNumber)
        offered.append(prompt.default)
        state, _ = play(state, number(entered))
    return state, offered


def test_a_later_round_offers_each_player_what_they_scored_last_round() -> None:
    """Issue 37, point 7: points were always offered at 6, half the list. A player scores much the same
    from round to round, so a later round starts each one at their last round's points (round 1, and a
    tie-break too, at what that player scored the round before)."""
    state, _ = play(GAME.start(make_settings()), *write_round("B"), go(), NO_CHALLENGE)
    state, offered = points_offered(state, [8, 3, 11])
    assert offered == [6, 6, 6]  # round 1: half the list
    state, _ = play(state, *write_round("C", first=False), NO_CHALLENGE)
    state, offered = points_offered(state, [7, 3, 2])
    assert offered == [8, 3, 11]
    state, _ = play(state, *write_round("D", first=False), NO_CHALLENGE)
    state, offered = points_offered(state, [4, 7, 6])
    assert offered == [7, 3, 2]
    assert [seat.total for seat in state.seats] == [19, 13, 19]  # Red and Green tie: a tie-break for them
    state, _ = play(state, *write_round("E", first=False), NO_CHALLENGE)
    state, offered = points_offered(state, [5, 5])
    assert offered == [4, 6]  # their round-3 points
    state, _ = play(state, *write_round("F", first=False), NO_CHALLENGE)
    state, offered = points_offered(state, [1, 2])
    assert offered == [5, 5]  # the tie-break before


def test_typed_answers_keep_half_the_list_for_a_player_on_paper() -> None:
    """With typed answers the referee scores the sheets; a player on paper is asked at half the list."""
    on_paper = [go(), go(), NO_CHALLENGE]  # nobody sends answers: all on paper, read aloud, no challenge
    state, _ = play(GAME.start(make_settings(typed_answers=True)), *write_round("B"), *on_paper)
    state, offered = points_offered(state, [9, 2, 10])
    assert offered == [6, 6, 6]
    state, _ = play(state, *write_round("C", first=False), *on_paper)
    state, offered = points_offered(state, [9, 2, 10])
    assert offered == [6, 6, 6]


# ---------------------------------------------------------------- challenges and votes


@pytest.mark.parametrize(
    "others_valid, others_invalid, own_valid, stands, tie",
    [
        (3, 0, True, True, False),  # clear majority
        (0, 3, True, False, False),
        (1, 2, True, False, True),  # 2-2 with the own vote: it is thrown out, 1-2
        (2, 1, False, True, True),  # 2-2 with the own vote against: set aside, 2-1 stands
        (1, 1, True, True, False),  # the own vote breaks a tie among the others
        (1, 1, False, False, False),
        (0, 0, True, True, False),
    ],
)
def test_vote_counting(others_valid: int, others_invalid: int, own_valid: bool, stands: bool, tie: bool) -> None:
    result = sg.count_votes(others_valid, others_invalid, own_valid)
    assert (result.stands, result.tie) == (stands, tie)
    assert result.valid != result.invalid  # a vote always has an outcome


def challenge_state(players: int = 4) -> sg.State:
    """Round 1 written and read: "Any challenge?" asked."""
    state, _ = play(GAME.start(make_settings(players)), *write_round("P"), go())
    return state


def test_any_challenge_and_whose_answer_are_one_question() -> None:
    """Issue 37: a yes, then "Whose answer is challenged?", cost a challenge a press and a line more."""
    prompt = GAME.prompt(challenge_state(4))
    assert isinstance(prompt, AskChoice) and prompt.default == 0
    assert [o.label for o in prompt.options] == ["No", "Red", "Blue", "Green", "Yellow", "More than one"]
    assert [o.value for o in prompt.options] == [sg.NO_CHALLENGE, "0", "1", "2", "3", sg.MORE]
    # the set's first asking says how, "More than one" too (DOWN from No reaches it at once)
    assert prompt.question.text == "Any challenge? Choose whose answer, More than one, or No."


def test_one_challenge_is_its_name_and_its_count_then_the_points() -> None:
    """Issue 37: "Any other challenge? No" cost every round with a challenge a press and 1.4 s. A name is the
    round's one challenge: its vote goes straight on to the points."""
    state, outputs = play(challenge_state(4), challenge(1), number(0))
    assert spoken(outputs)[0] == "Blue's answer is out."
    assert state.phase == "points" and GAME.prompt(state).question.text == "Red's points this round?"  # type: ignore[union-attr]


def test_more_than_one_asks_whose_first_then_any_other_after_each_vote() -> None:
    state, outputs = play(challenge_state(4), choice(sg.MORE))
    assert spoken(outputs) == []
    first = GAME.prompt(state)
    assert isinstance(first, AskChoice) and first.question.text == "Whose answer first?"
    assert [o.value for o in first.options] == ["0", "1", "2", "3"]  # No is BACK: the table just said more
    state, outputs = play(state, challenge(1), number(1))
    assert spoken(outputs) == ["Blue's answer is out."] and state.phase == "challenge"
    again = GAME.prompt(state)
    assert isinstance(again, AskChoice) and again.question.text == "Any other challenge?"
    assert [o.value for o in again.options] == [sg.NO_CHALLENGE, "0", "1", "2", "3"]  # "More than one" was said
    state, outputs = play(state, challenge(0), number(3), NO_CHALLENGE)
    assert spoken(outputs)[0] == "Red's answer stands."
    assert state.phase == "points"
    assert GAME.describe(challenge_state(4), choice(sg.MORE)) == "more than one challenge"  # what BACK takes back


def test_more_than_one_is_asked_again_next_round() -> None:
    state, _ = play(challenge_state(3), choice(sg.MORE), challenge(1), number(1), NO_CHALLENGE, number(1), number(2), number(3))
    state, _ = play(state, go(), chance("B"), time_up())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.options[-1].value == sg.MORE
    state, _ = play(state, challenge(0), number(1))
    assert state.phase == "points"  # a name alone again: the round's one challenge


def test_one_count_of_hands_settles_a_vote_that_is_not_a_tie() -> None:
    """Everyone votes, the challenged player too: the hands up for the answer, and no more questions."""
    state, _ = play(challenge_state(4), choice(sg.MORE), challenge(1))
    votes = GAME.prompt(state)
    assert isinstance(votes, AskNumber) and (votes.low, votes.high, votes.default) == (0, 4, 1)
    assert votes.question.text == "How many hands to keep it, Blue's included?"  # the count is the number offered
    state, outputs = play(state, number(1))  # Blue's own hand alone: 1 to 3
    assert spoken(outputs) == ["Blue's answer is out."]
    said = [output.line.repeated for output in outputs if isinstance(output, Say)]
    # a repeat gives the count, and what it means for an answer that matched it (session 49)
    assert said == [
        "Blue's answer is out: 1 vote valid, 3 invalid. Blue crosses it out; an answer matching it was shared, "
        "and still scores nothing."
    ]
    assert "miss" in cues(outputs)
    assert state.phase == "challenge"
    state, outputs = play(state, challenge(0))
    assert GAME.prompt(state).question.text == "How many hands to keep it, Red's included?"  # one wording every time
    state, outputs = play(state, number(3))
    assert spoken(outputs) == ["Red's answer stands."] and "success" in cues(outputs)


@pytest.mark.parametrize("own_valid, verdict", [(True, "Blue's answer is out."), (False, "Blue's answer stands.")])
def test_a_tied_count_asks_the_challenged_players_own_vote_and_sets_it_aside(own_valid: bool, verdict: str) -> None:
    state, _ = play(challenge_state(4), challenge(1), number(2))  # 2 hands of 4: a tie
    own = GAME.prompt(state)
    assert isinstance(own, AskConfirm)
    assert own.question.text == "A tie, so Blue's own vote does not count. Was Blue's hand up?"
    state, outputs = play(state, confirm(own_valid))
    assert spoken(outputs) == [verdict, "Count your points. I will ask each of you in turn."]  # the one challenge
    assert state.phase == "points"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 8])
def test_the_hands_not_up_are_the_invalid_votes_counted_as_count_votes_does(players: int) -> None:
    for hands in range(players + 1):
        for own_valid in (True, False):
            if own_valid and not hands or not own_valid and hands == players:
                continue  # an own hand up is among the hands; one down among the rest
            state, outputs = play(challenge_state(players), challenge(1), number(hands))
            if isinstance(GAME.prompt(state), AskConfirm):  # a tie
                state, outputs = play(state, confirm(own_valid))
            own = 1 if own_valid else 0
            verdict = sg.count_votes(hands - own, players - hands - (1 - own), own_valid)
            assert ("Blue's answer stands." in spoken(outputs)) == verdict.stands


def test_challenges_stop_once_every_answer_has_had_a_vote() -> None:
    state, _ = play(challenge_state(2), choice(sg.MORE))
    one_vote = [challenge(0), number(2)]  # both hands up: it stands
    for _ in range(2 * 12 - 1):
        state, _ = play(state, *one_vote)
    state, outputs = play(state, *one_vote)
    assert "Every answer has had its vote." in spoken(outputs)
    assert isinstance(GAME.prompt(state), AskNumber)


# ---------------------------------------------------------------- totals over a set


def test_totals_are_read_after_each_round_and_the_best_set_wins() -> None:
    state = GAME.start(make_settings(3))
    state, outputs = play(state, *full_round("A", [5, 7, 2]))
    assert "Totals: Blue 7, Red 5, Green 2." in spoken(outputs)
    state, outputs = play(state, *full_round("B", [6, 1, 4], first=False))
    assert "Red 11, Blue 8, Green 6." in spoken(outputs)  # round 2: the line round 1 named (issue 37)
    state, outputs = play(state, *full_round("C", [0, 9, 3], first=False))
    assert "Totals: Blue 17, Red 11, Green 9." in spoken(outputs)
    assert [seat.rounds for seat in state.seats] == [[5, 6, 0], [7, 1, 9], [2, 4, 3]]
    prompt = GAME.prompt(state)
    assert isinstance(prompt, GameOver) and prompt.summary.text == "Blue wins the set with 17 points!"
    assert spoken(outputs)[-2:] == ["Totals: Blue 17, Red 11, Green 9.", "Blue wins the set!"]  # the 17 once (issue 23)
    assert "fanfare" in cues(outputs)
    assert GAME.standings(state).text == "Totals: Blue 17, Red 11, Green 9."


def test_one_point_is_said_in_the_singular() -> None:
    state = GAME.start(make_settings(2))
    state, outputs = play(
        state, *full_round("A", [1, 0]), *full_round("B", [0, 1], first=False), *full_round("C", [0, 0], first=False)
    )
    assert "Red and Blue are tied on 1 point." in spoken(outputs)
    state, _ = play(GAME.start(make_settings(2)), *full_round("A", [1, 0]), *full_round("B", [0, 0], first=False))
    state, _ = play(state, *full_round("C", [0, 0], first=False))
    assert GAME.prompt(state).summary.text == "Red wins the set with 1 point!"  # type: ignore[union-attr]


def test_the_set_has_exactly_three_rounds() -> None:
    state = GAME.start(make_settings(2))
    for letter in "ABC":
        assert not isinstance(GAME.prompt(state), GameOver)
        state, _ = play(state, *full_round(letter, [1, 2], first=letter == "A"))
    assert isinstance(GAME.prompt(state), GameOver)


# ---------------------------------------------------------------- the tie-break round


def tied_set() -> tuple[sg.State, list[Output]]:
    """Red and Green tie on 10 after three rounds; Blue trails."""
    state = GAME.start(make_settings(3))
    return play(
        state, *full_round("A", [4, 3, 5]), *full_round("B", [3, 3, 3], first=False), *full_round("C", [3, 1, 2], first=False)
    )


def test_a_tie_brings_a_tie_break_round_for_the_tied_players_only() -> None:
    state, outputs = tied_set()
    assert "Red and Green are tied on 10 points." in spoken(outputs)
    roll = GAME.prompt(state)
    assert isinstance(roll, AskGo) and roll.question.text == "Tie-break round for Red and Green."
    letter = GAME.prompt(GAME.apply(state, go())[0])
    assert isinstance(letter, AskChance) and not {"A", "B", "C"} & set(letter.outcomes)  # a fresh letter
    state, outputs = play(state, *write_round("D", first=False), NO_CHALLENGE)
    assert spoken(outputs)[0] == "The letter is D, as in Delta. Go!"
    names = []
    while isinstance(prompt := GAME.prompt(state), AskNumber):
        names.append(prompt.question.text.split("'")[0])
        state, outputs = GAME.apply(state, number(4 if not names[1:] else 6))
    assert names == ["Red", "Green"]
    assert "Tie-break: Green 6, Red 4." in spoken(outputs)
    assert GAME.prompt(state).summary.text == "Green wins the tie-break, and the set!"  # type: ignore[union-attr]
    assert [seat.total for seat in state.seats] == [10, 7, 10]  # the set totals are untouched


def test_a_tie_break_that_ties_again_goes_again() -> None:
    state, _ = tied_set()
    state, outputs = play(state, *full_round("D", [5, 5], first=False))
    assert "Red and Green are tied again." in spoken(outputs)
    state, _ = play(state, *full_round("E", [2, 1], first=False))
    assert state.winners == [0]


def test_when_the_die_runs_out_of_letters_the_tied_players_share_the_win() -> None:
    state = GAME.start(make_settings(2))
    for letter in sg.LETTER_DIE:
        state, _ = play(state, *full_round(letter, [0, 0], first=letter == "A"))
    prompt = GAME.prompt(state)
    assert isinstance(prompt, GameOver)
    assert prompt.summary.text == "No letters left to break the tie: Red and Blue share the win."
    assert state.round == 20


# ---------------------------------------------------------------- setup


def library(played: tuple[str, ...] = ()) -> Library:
    decks = {str(n): tuple(f"List {n} category {c}" for c in range(1, 13)) for n in range(1, 21)}
    return Library(decks={sg_setup.LISTS: decks}, played={sg_setup.LISTS: played})


def test_setup_asks_its_questions_in_order_with_sensible_defaults() -> None:
    flow = sg_setup.setup(library(), Defaults(players=4, timers={"scattergories": 120}))
    answers: dict[str, Any] = {}
    keys = []
    while (question := flow.next_question(answers)) is not None:
        keys.append(question.key)
        answers[question.key] = default_answer(question)
    assert keys == ["players", "order_0", "list", "timer", "junior", "alliteration"]
    timer = sg_setup.setup(library(), Defaults(timers={"scattergories": 120})).next_question(
        {"players": 3, "order_0": True, "list": "next"}
    )
    assert timer is not None and isinstance(timer.prompt, AskNumber)
    assert (timer.prompt.low, timer.prompt.high, timer.prompt.step, timer.prompt.default) == (30, 300, 15, 120)
    players = sg_setup.setup(library(), Defaults()).next_question({})
    assert (players.prompt.low, players.prompt.high) == (2, 8)  # type: ignore[union-attr]


def test_the_default_timer_is_two_and_a_half_minutes() -> None:
    settings_ = answer_all(sg_setup.setup(library(), Defaults()), {})
    assert settings_["timer"] == 150
    assert settings_["junior"] is False and settings_["alliteration"] is False


def test_the_next_unplayed_list_rotates_across_games() -> None:
    first = answer_all(sg_setup.setup(library(), Defaults()), {"players": 3})
    assert first["list_number"] == "1"
    assert first["categories"] == [f"List 1 category {c}" for c in range(1, 13)]
    assert answer_all(sg_setup.setup(library(("1", "2", "4")), Defaults()), {})["list_number"] == "3"
    every_list = tuple(str(n) for n in range(1, 21))
    assert answer_all(sg_setup.setup(library(every_list), Defaults()), {})["list_number"] == "1"  # round again
    question = sg_setup.setup(library(("1",)), Defaults()).next_question({"players": 3, "order_0": True})
    assert question.prompt.options[0].label == "The next new list, list 2"  # type: ignore[union-attr]
    assert [option.value for option in question.prompt.options][1:] == list(every_list)  # type: ignore[union-attr]


def test_players_may_choose_a_list_by_number() -> None:
    chosen = answer_all(sg_setup.setup(library(), Defaults()), {"list": "12", "junior": True, "timer": 90})
    assert chosen["list_number"] == "12" and chosen["junior"] is True and chosen["timer"] == 90
    from_command_line = answer_all(sg_setup.setup(library(), Defaults()), {"list": 5})
    assert from_command_line["list_number"] == "5"
    with pytest.raises(InvalidSettings):
        answer_all(sg_setup.setup(library(), Defaults()), {"list": "21"})
    state = GAME.start(chosen)
    assert GAME.where(state).text == "Scattergories, list 12, round 1 of 3."


def test_the_shipped_lists_have_twenty_lists_of_twelve() -> None:
    import tomllib

    lists = tomllib.loads(LISTS_FILE.read_text())["list"]
    assert len(lists) >= 16
    assert all(len(entry["categories"]) == 12 for entry in lists)
    assert len({entry["number"] for entry in lists}) == len(lists)


@pytest.mark.parametrize(
    "bad",
    [
        {"names": ["Solo"]},
        {"names": ["Red", "Red"]},
        {"categories": CATEGORIES[:11]},
        {"timer": 20},
        {"timer": 301},
    ],
)
def test_settings_it_cannot_play_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(InvalidSettings):
        GAME.start(make_settings(**bad))


# ---------------------------------------------------------------- the printable sheet


def test_the_printable_sheet_has_the_chosen_list_and_a_pad_of_three_columns_of_twelve() -> None:
    lists = {"1": ["Fruit & veg", "A <tag>"] + [f"C{n}" for n in range(3, 13)], "2": [f"D{n}" for n in range(1, 13)]}
    page = sheet_html(lists, ["1"])
    assert page.startswith("<!DOCTYPE html>")
    assert "List 1" in page and "List 2" not in page
    assert "Fruit &amp; veg" in page and "A &lt;tag&gt;" in page  # text is escaped
    pad = page[page.index('class="pad"') :]
    assert pad.count('class="round"') == 3
    assert pad.count("<li></li>") == 36
    everything = sheet_html(lists)
    assert "List 1" in everything and "List 2" in everything
    with pytest.raises(KeyError):
        sheet_html(lists, ["3"])


# ---------------------------------------------------------------- whole games with random legal inputs

# 20 rounds at most (one letter each), each: letter, GO, timer, GO to end the reading, challenges, points.
STEP_BOUND = 20 * (4 + 12 * 4 * 5 + 1 + 4)


def illegal_inputs(prompt: Any, state: sg.State) -> list[Input]:
    wrong = [go() if not isinstance(prompt, AskGo) else number(1)]
    if isinstance(prompt, AskNumber):
        wrong += [number(prompt.low - 1), number(prompt.high + 1)]
    if isinstance(prompt, AskChance):
        wrong += [chance(letter) for letter in state.used_letters[:1]] + [chance("Q")]
    if isinstance(prompt, AskChoice):
        wrong.append(choice("nonsense"))
    return wrong


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(
    players=st.integers(2, 4),
    junior=st.booleans(),
    alliteration=st.booleans(),
    data=st.data(),
)
def test_random_games_stay_sound_and_end(players: int, junior: bool, alliteration: bool, data: st.DataObject) -> None:
    raw = make_settings(players, junior=junior, alliteration=alliteration)
    state = GAME.start(raw)
    inputs: list[Input] = []
    while not isinstance(prompt := GAME.prompt(state), GameOver):
        assert len(inputs) < STEP_BOUND
        given_input = legal_input(prompt, DrawChooser(data))
        if len(inputs) % 7 == 0:
            before = GAME.to_json(state)
            assert GAME.from_json(json.loads(json.dumps(before))) == state
            for wrong in illegal_inputs(prompt, state):
                with pytest.raises(IllegalInput):
                    GAME.apply(state, wrong)
            assert GAME.to_json(state) == before
        state, _ = GAME.apply(state, given_input)
        inputs.append(given_input)
        check_invariants(state)
    assert GAME.from_json(json.loads(json.dumps(GAME.to_json(state)))) == state
    assert replay(GAME, raw, inputs) == state
    assert state.winners
    with pytest.raises(IllegalInput):
        GAME.apply(state, go())


def check_invariants(state: sg.State) -> None:
    assert len(state.used_letters) == len(set(state.used_letters)) <= 20
    assert set(state.used_letters) <= set(sg.LETTER_DIE)
    assert 1 <= state.round <= 20
    for seat in state.seats:
        assert len(seat.rounds) <= 3
        assert all(points >= 0 for points in seat.rounds)
    if state.winners:
        best = max(seat.total for seat in state.seats)
        assert all(state.seats[seat].total == best for seat in state.winners)


def test_later_rounds_say_only_the_cue_to_read_and_no_explanation_of_points() -> None:
    """Issue 23: every later round repeated how reading and points work (part of 48 s of fixed speech)."""
    first = sg_words.line("read-answers")
    later = sg_words.line("read-answers-again", rules="1 point each.")
    assert later.text == "Read your answers." and len(later.text) < len(first.text) / 3
    assert later.repeated == "Read your answers. 1 point each."  # hold OK still gives the rule
