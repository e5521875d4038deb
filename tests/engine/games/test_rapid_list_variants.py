"""Rule tests for Rapid List's variants, tracks, head starts and teams.

Each variant is a setting, so every test starts a game with the variant on
and plays to the moment the rule applies, feeding chosen dice and cards.
Refusals are checked twice: the refused declaration is never offered, and
forcing it anyway raises an IllegalInput that leaves the state unchanged.
"""

from __future__ import annotations

import copy
import json
import random
import re
from typing import Any, Mapping, Sequence

import pytest

from device.input.gestures import Command
from device.referee.asking import button_hint
from device.input.prompt_driver import PromptDriver, Speak, Submit
from engine.core import (
    AskChance,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskTimer,
    GameOver,
    IllegalInput,
    Input,
    InvalidSettings,
    NotAnOption,
    Output,
    chance,
    choice,
    go,
    number,
    replay,
    time_up,
)
from engine.games.rapid_list.rules import (
    GAME,
    STANDARD_TRACK,
    TRACKS,
    VARIANTS,
    State,
    check_track,
    head_start_for_age,
    resolve_track,
)
from engine.games.rapid_list.setup_flow import command_line_answers, setup
from engine.random_play import RandomChooser, legal_input
from engine.session import CannotUndo, Session
from engine.setup import Defaults, answer_all, default_answer
from tests.engine.games.test_rapid_list import (
    bid,
    cues,
    feed,
    library,
    make_settings,
    read,
    run_setup,
    texts,
)
from tests.paths import GOLDEN


def begin(settings: Mapping[str, Any], reader: int = 0) -> State:
    """Ann reads first (unless told otherwise); cubes line up in seat order."""
    state = GAME.start(settings)
    state, _ = feed(state, [chance(reader), chance(tuple(range(len(state.seats))))])
    return state


def to_question(state: State, face: int = 1, card_id: str | None = None) -> tuple[State, list[Output]]:
    """From the start of a round to the question read: challenge card, GO, die (or pick), card."""
    state, outputs = feed(state, [go()])
    if state.phase == "challenge":
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskChance)
        state, more = feed(state, [chance(prompt.outcomes[0])])
        outputs += more
    no_dice = "no-dice" in state.settings.variants
    card_id = card_id or _a_card(state)
    steps = [chance(card_id), choice(str(face))] if no_dice else [chance(face), chance(card_id)]
    state, more = feed(state, steps)
    return state, outputs + more


def declare(state: State, *values: str) -> tuple[State, list[Output]]:
    return feed(state, [choice(value) for value in values])


def start_clock(state: State) -> tuple[State, list[Output]]:
    """GO in the declare step: the option the driver's GO picks at once."""
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.main_option == "start"
    return feed(state, [choice(prompt.main_option), time_up()])


def option_values(state: State) -> list[str]:
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    return [option.value for option in prompt.options]


def refused(state: State, given_input: Input, error: type[IllegalInput] = NotAnOption) -> None:
    """A forced refused declaration raises and changes nothing."""
    before = copy.deepcopy(state)
    snapshot = GAME.to_json(state)
    with pytest.raises(error):
        GAME.apply(state, given_input)
    assert state == before and GAME.to_json(state) == snapshot


def full_round(
    state: State,
    bids: Mapping[int, int],
    declarations: Sequence[str] = (),
    results: Mapping[int, bool] | None = None,
    face: int = 1,
) -> tuple[State, list[Output]]:
    state, out1 = to_question(state, face)
    out2: list[Output] = []
    if state.phase == "declare":
        state, out2 = declare(state, *declarations)
        state, more = start_clock(state)
        out2 += more
    else:
        assert not declarations
        state, more = feed(state, [time_up()])
        out2 += more
    state, out3 = bid(state, bids)
    state, out4 = read(state, results)
    return state, out1 + out2 + out3 + out4


def _a_card(state: State) -> str:
    """Any card still in the pile (the tests do not care which)."""
    return (state.questions.remaining or state.questions.played)[0]


# ---------------------------------------------------------------- tracks


def test_named_tracks_are_all_playable_and_standard_is_the_rulebook_track() -> None:
    assert TRACKS["standard"] == STANDARD_TRACK == "NNNNNNNNCCCC"
    assert len(TRACKS) >= 4
    for track in TRACKS.values():
        check_track(track)
        assert GAME.start(make_settings(track=track)).settings.finish == len(track) + 1


@pytest.mark.parametrize(
    ("track", "message"),
    [
        ("CNNNNNNN", "first three spaces"),
        ("NCNNNNNN", "first three spaces"),
        ("NNCNNNNN", "first three spaces"),
        ("NNXNNNNC", "N (normal) and C (challenge)"),
        ("NN NNNNC", "N (normal) and C (challenge)"),
        ("nnnnnnnncccc", "N (normal) and C (challenge)"),
        ("", "N (normal) and C (challenge)"),
    ],
)
def test_a_bad_track_is_refused_with_a_clear_message(track: str, message: str) -> None:
    with pytest.raises(InvalidSettings, match=re.escape(message)):
        check_track(track)
    with pytest.raises(InvalidSettings, match=re.escape(message)):
        GAME.start(make_settings(track=track))
    with pytest.raises(InvalidSettings, match=re.escape(message)):
        answer_all(setup(library(), Defaults()), {"track": track})


def test_a_track_name_or_a_literal_track_string() -> None:
    assert resolve_track("short") == TRACKS["short"]
    assert resolve_track("NNNNCNNNNCCC") == "NNNNCNNNNCCC"
    with pytest.raises(InvalidSettings, match="Unknown track 'banana'.*standard"):
        resolve_track("banana")


def test_setup_offers_the_named_tracks_with_standard_first() -> None:
    flow = setup(library(), Defaults())
    question = flow.next_question({"players": 3, "kids": True, "adults_too": False, "timer": 30, "teams": False, "order_0": True})
    assert question is not None and question.key == "track"
    assert isinstance(question.prompt, AskChoice)
    assert [option.value for option in question.prompt.options] == list(TRACKS)
    assert default_answer(question) == "standard"
    assert answer_all(flow, {"track": "zigzag"})["track"] == TRACKS["zigzag"]


def test_a_track_from_the_config_is_offered_first_as_your_track() -> None:
    flow = setup(library(), Defaults(extra={"rapid-list": {"track": "NNNNCNNNC"}}))
    question = flow.next_question({"players": 3, "kids": True, "adults_too": False, "timer": 30, "teams": False, "order_0": True})
    assert question is not None and isinstance(question.prompt, AskChoice)
    first = question.prompt.options[0]
    assert first.value == "NNNNCNNNC" and first.label.startswith("Your track")
    assert answer_all(flow, {})["track"] == "NNNNCNNNC"


def test_a_bad_track_from_the_config_is_not_offered() -> None:
    flow = setup(library(), Defaults(extra={"rapid-list": {"track": "CNNN"}}))
    question = flow.next_question({"players": 3, "kids": True, "adults_too": False, "timer": 30, "teams": False, "order_0": True})
    assert question is not None and isinstance(question.prompt, AskChoice)
    assert [option.value for option in question.prompt.options] == list(TRACKS)


def test_a_custom_track_places_its_challenge_spaces() -> None:
    state = begin(make_settings(2, track="NNNNCNNNNCCC", head_starts=[5, 0]))
    assert state.phase == "roll" and state.challenged == [0]
    assert state.settings.finish == 13


# ---------------------------------------------------------------- head starts by age


@pytest.mark.parametrize(
    ("age", "head"),
    [(3, 6), (8, 6), (9, 6), (10, 4), (11, 2), (12, 0), (13, 0), (45, 0)],
)
def test_head_start_for_each_age_band(age: int, head: int) -> None:
    assert head_start_for_age(age) == head


def test_a_negative_age_is_refused() -> None:
    with pytest.raises(ValueError):
        head_start_for_age(-1)


def test_setup_asks_every_age_and_turns_them_into_head_starts() -> None:
    flow = setup(library(), Defaults())
    asked, settings = run_setup(
        flow,
        {
            "players": 4,
            "kids": True,
            "any_variants": True,
            "head_starts": True,
            "age_0": 9,
            "age_1": 10,
            "age_2": 11,
            "age_3": 35,
        },
    )
    assert asked[-5:] == ["head_starts", "age_0", "age_1", "age_2", "age_3"]
    assert settings["head_starts"] == [6, 4, 2, 0]
    state = begin(settings)
    assert [seat.space for seat in state.seats] == [6, 4, 2, 0]


def test_the_age_question_defaults_to_no_head_start() -> None:
    flow = setup(library(), Defaults())
    answers = {"players": 3, "kids": True, "adults_too": False, "timer": 30, "teams": False, "order_0": True, "track": "standard"}
    answers |= {"any_variants": True, "doubler": False, "veto": False, "no_dice": False, "drop_anchor": False}
    question = flow.next_question(answers)
    assert question is not None and question.key == "head_starts"
    assert isinstance(question.prompt, AskConfirm) and question.prompt.default is False
    question = flow.next_question(answers | {"head_starts": True})
    assert question is not None and question.key == "age_0"
    assert isinstance(question.prompt, AskNumber)
    assert question.prompt.question.text == "How old is Red?"
    assert head_start_for_age(question.prompt.default) == 0
    assert answer_all(flow, {"any_variants": True, "head_starts": True})["head_starts"] == [0, 0, 0, 0]


def test_no_head_starts_means_no_age_questions() -> None:
    asked, settings = run_setup(setup(library(), Defaults()), {"players": 3, "kids": True})
    assert not any(key.startswith("age_") for key in asked)
    assert settings["head_starts"] == []


def test_a_head_start_never_reaches_finish_on_a_short_track() -> None:
    settings = answer_all(setup(library(), Defaults()), command_line_answers({"track": "NNNN", "ages": [8, 30]}))
    assert settings["head_starts"] == [4, 0]  # Finish is space 5
    GAME.start(settings)


def test_the_head_start_line_is_spoken_before_round_one() -> None:
    state = GAME.start(make_settings(2, head_starts=[4, 0]))
    _, outputs = feed(state, [chance(0), chance((0, 1))])
    assert texts(outputs) == ["Head starts: Ann on 4, 9 to go. Bob at Start, 13 to go."]


# ---------------------------------------------------------------- teams


def test_teams_are_called_teams() -> None:
    state = GAME.start(make_settings(2, teams=True, track="NNN"))
    state, outputs = feed(state, [chance(1), chance((0, 1))])
    assert texts(outputs)[0] == "On Start, from the top: Team Ann and Team Bob."
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo) and prompt.question.text == "Team Bob asks."
    state, _ = to_question(state)
    state, _ = feed(state, [time_up()])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber) and prompt.question.text == "Team Bob's bid?"
    state, _ = bid(state, {0: 6, 1: 2})
    state, outputs = read(state)
    assert texts(outputs)[-1] == "Team Ann wins Rapid List!"


def test_a_name_that_already_says_team_is_not_doubled() -> None:
    state = GAME.start(make_settings(2, names=["Team Rocket", "Owls"], teams=True))
    assert [seat.name for seat in state.seats] == ["Team Rocket", "Team Owls"]


def test_up_to_eight_teams() -> None:
    names = [f"T{n}" for n in range(9)]
    assert len(GAME.start(make_settings(teams=True, names=names[:8])).seats) == 8
    with pytest.raises(InvalidSettings):
        GAME.start(make_settings(teams=True, names=names))


def test_setup_teams_answer_and_the_age_question_for_a_team() -> None:
    flow = setup(library(), Defaults())
    settings = answer_all(flow, {"players": 8, "teams": True})
    assert settings["teams"] is True and len(settings["names"]) == 8
    answers = {
        "players": 3,
        "kids": True,
        "adults_too": False,
        "timer": 30,
        "teams": True,
        "order_0": True,
        "track": "standard",
        "head_starts": True,
    }
    answers |= {"any_variants": True, "doubler": False, "veto": False, "no_dice": False, "drop_anchor": False}
    question = flow.next_question(answers)
    assert question is not None and question.prompt.question.text == "How old is the youngest in Team Red?"


# ---------------------------------------------------------------- the doubler

DOUBLER = ["doubler"]


def test_declare_step_follows_the_question_and_go_starts_the_clock() -> None:
    state = begin(make_settings(variants=DOUBLER))
    state, outputs = to_question(state, face=2)
    assert texts(outputs)[-1] == "q1 question 2."  # no "Write!" yet
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    assert prompt.main_option == "start" and prompt.options[prompt.default].value == "start"
    assert prompt.question.text == "Anyone doubling?"
    labels = [option.label for option in prompt.options]
    assert labels == ["Start the clock", "Ann doubles", "Bob doubles", "Cat doubles"]
    state, outputs = GAME.apply(state, choice("start"))
    assert texts(outputs) == ["Write!"]
    assert isinstance(GAME.prompt(state), AskTimer)


def test_a_doubled_bid_read_in_full_moves_twice_as_far() -> None:
    state = begin(make_settings(variants=DOUBLER))
    state, outputs = full_round(state, {0: 3, 1: 4, 2: 5}, ["double:1"])
    assert "Bob doubles this question." in texts(outputs)
    assert [seat.space for seat in state.seats] == [3, 8, 5]
    # The reading order said "Bob 4 doubled"; the standings say where he landed: no line the move.
    assert texts(outputs)[-2:] == ["Bob on 8, 5 to go; Cat on 5, Ann on 3.", "Still holding a doubler: Ann and Cat."]


def test_the_reader_is_reminded_of_the_double_move() -> None:
    state = begin(make_settings(variants=DOUBLER))
    state, _ = to_question(state)
    state, _ = declare(state, "double:0")
    state, _ = start_clock(state)
    state, _ = bid(state, {0: 2, 1: 5, 2: 6})
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    assert prompt.question.text == "Read in order: Ann 2 doubled, Bob 5 and Cat 6. Every list reached its bid?"
    state, _ = feed(state, [choice("several")])  # list by list
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskConfirm)
    assert prompt.question.text == "Ann, read your list for a double move. Did it reach 2?"


def test_a_failed_doubled_bid_stands_still_and_the_doubler_is_spent() -> None:
    state = begin(make_settings(variants=DOUBLER))
    state, _ = full_round(state, {0: 3, 1: 4, 2: 5}, ["double:0"], {0: False})
    assert state.seats[0].space == 0
    assert not state.seats[0].doubler


def test_several_players_can_double_the_same_question() -> None:
    state = begin(make_settings(variants=DOUBLER))
    state, _ = to_question(state)
    state, _ = declare(state, "double:0")
    assert option_values(state) == ["start", "double:1", "double:2"]
    refused(state, choice("double:0"))  # not twice on one question either
    state, _ = declare(state, "double:2")
    assert option_values(state) == ["start", "double:1"]
    state, _ = start_clock(state)
    state, _ = bid(state, {0: 2, 1: 2, 2: 2})
    state, _ = read(state)
    assert [seat.space for seat in state.seats] == [4, 2, 4]


def test_a_second_doubler_is_refused() -> None:
    state = begin(make_settings(variants=DOUBLER))
    state, _ = full_round(state, {0: 1, 1: 1, 2: 1}, ["double:0"])
    state, _ = to_question(state)
    assert "double:0" not in option_values(state)
    refused(state, choice("double:0"))
    assert state.seats[0].doubler is False


def test_no_doubler_from_a_challenge_space() -> None:
    state = begin(make_settings(variants=DOUBLER, track="NNNNCNCN", head_starts=[5, 2, 0]))
    state, _ = to_question(state)  # Ann is challenged on space 5
    assert option_values(state) == ["start", "double:1", "double:2"]
    refused(state, choice("double:0"))
    assert state.seats[0].doubler  # she keeps it for later


def test_when_the_last_declaration_is_made_the_step_asks_only_to_start() -> None:
    state = begin(make_settings(2, variants=DOUBLER))
    state, _ = to_question(state)
    state, _ = declare(state, "double:0", "double:1")
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text == "Ready to write?"
    assert option_values(state) == ["start"] and prompt.main_option == "start"


def test_the_reader_is_named_and_the_buttons_say_how_to_start_the_question() -> None:
    """The game names the action; only the device says which button does it."""
    for variants, action in (([], "roll"), (["no-dice"], "draw a question card")):
        prompt = GAME.prompt(begin(make_settings(variants=variants), reader=1))
        assert isinstance(prompt, AskGo) and prompt.question.text == "Bob asks."
        assert button_hint(prompt) == f"Press GO to {action}."


def test_every_round_start_says_the_press_that_starts_it() -> None:
    """Later rounds name the action in words of their own, so the device, which says a GO question's
    press once per wording, says it every round (issue 38: "Red reads." went quiet from round 2)."""
    for variants in ([], ["no-dice"]):
        state = begin(make_settings(variants=variants), reader=1)
        hints = []
        for _ in range(3):
            state, _ = full_round(state, {0: 1, 1: 1, 2: 1})
            hints.append(button_hint(GAME.prompt(state)))
        assert hints == ["Press GO to play round 2.", "Press GO to play round 3.", "Press GO to play round 4."]
    from engine import language

    state = begin(make_settings(language="es"), reader=1)
    state, _ = full_round(state, {0: 1, 1: 1, 2: 1})
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo)
    with language.speaking("es"):
        assert f"{prompt.question.text} {button_hint(prompt)}" == "Pregunta Cat. Pulsa GO para la ronda 2."


def test_nobody_able_to_declare_means_no_declare_step() -> None:
    state = begin(make_settings(2, variants=DOUBLER))
    state, _ = full_round(state, {0: 1, 1: 1}, ["double:0", "double:1"])
    state, outputs = to_question(state)
    assert state.phase == "writing"
    assert texts(outputs)[-1] == "Write!"


def test_who_still_holds_a_doubler_is_said_each_round_and_in_the_standings() -> None:
    state = GAME.start(make_settings(variants=DOUBLER))
    state, outputs = feed(state, [chance(0), chance((0, 1, 2))])
    assert "Everyone has a doubler." in texts(outputs)
    state, outputs = full_round(state, {0: 1, 1: 1, 2: 1}, ["double:1"])
    assert "Still holding a doubler: Ann and Cat." in texts(outputs)
    assert GAME.standings(state).text.endswith("Still holding a doubler: Ann and Cat.")
    state, outputs = full_round(state, {0: 1, 1: 1, 2: 1}, ["double:0", "double:2"])
    assert not any("doubler" in line for line in texts(outputs))


def test_a_declaration_can_be_taken_back_before_go() -> None:
    settings = make_settings(variants=DOUBLER)
    session = Session(GAME, settings, [chance(0), chance((0, 1, 2)), go(), chance(1), chance("q1")])
    before = copy.deepcopy(session.state)
    session.apply(choice("double:2"))
    assert not session.state.seats[2].doubler
    session.undo()
    assert session.state == before and session.state.seats[2].doubler
    session.apply(choice("start"))
    session.undo()  # GO is a player's input too
    assert session.state == before
    session.apply(choice("start"))
    session.apply(time_up())
    with pytest.raises(CannotUndo):
        session.undo()


# ---------------------------------------------------------------- the veto

VETO = ["veto"]


@pytest.mark.parametrize(("face", "next_face"), [(1, 2), (3, 4), (5, 6), (6, 1)])
def test_a_veto_reads_the_next_question_on_the_same_card(face: int, next_face: int) -> None:
    state = begin(make_settings(variants=VETO))
    state, _ = to_question(state, face=face, card_id="q2")
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text == "Anyone vetoing?"
    state, outputs = declare(state, "veto:1")
    assert texts(outputs) == [f"Bob vetoes. Question {next_face} instead:", f"q2 question {next_face}."]
    assert GAME.question(state) == f"q2 question {next_face}"
    assert state.card == "q2" and state.phase == "declare"


def test_a_second_veto_is_refused_but_another_player_may_veto_again() -> None:
    state = begin(make_settings(variants=VETO))
    state, _ = to_question(state, face=5)
    state, _ = declare(state, "veto:0")
    assert option_values(state) == ["start", "veto:1", "veto:2"]
    refused(state, choice("veto:0"))
    state, _ = declare(state, "veto:2")
    assert GAME.question(state) == "q1 question 1"  # 5, then 6 wrapped to 1
    state, _ = start_clock(state)
    state, _ = bid(state, {0: 1, 1: 1, 2: 1})
    state, _ = read(state)
    state, _ = to_question(state)
    assert option_values(state) == ["start", "veto:1"]
    refused(state, choice("veto:0"))
    refused(state, choice("veto:2"))


def test_a_veto_is_allowed_from_a_challenge_space() -> None:
    state = begin(make_settings(variants=VETO, track="NNNNCNCN", head_starts=[5, 2, 0]))
    state, _ = to_question(state)
    assert "veto:0" in option_values(state)


def test_a_veto_gives_back_a_doubler_declared_for_the_rejected_question() -> None:
    state = begin(make_settings(variants=["doubler", "veto"]))
    state, _ = to_question(state, face=2)
    assert GAME.prompt(state).question.text == "Anyone doubling or vetoing?"
    state, _ = declare(state, "double:0")
    state, outputs = declare(state, "veto:1")
    assert texts(outputs)[-1] == "Doubler back to Ann."
    assert state.seats[0].doubler and not state.seats[0].doubling
    assert "double:0" in option_values(state)


# ---------------------------------------------------------------- no dice


def test_no_dice_reads_all_six_questions_and_the_reader_picks() -> None:
    state = begin(make_settings(variants=["no-dice"]), reader=2)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo) and prompt.question.text == "Cat asks."
    assert prompt.action == "draw a question card"
    state, outputs = GAME.apply(state, go())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and prompt.what == "draw the top question card"  # no die
    state, outputs = GAME.apply(state, chance("q3"))
    assert texts(outputs) == [f"Question {face}: q3 question {face}." for face in range(1, 7)]
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text == "Cat, which question?"
    assert [option.value for option in prompt.options] == ["1", "2", "3", "4", "5", "6"]
    assert prompt.options[3].label == "Question 4: q3 question 4."
    state, outputs = GAME.apply(state, choice("4"))
    assert texts(outputs) == ["Cat picks question 4.", "q3 question 4.", "Write!"]
    assert GAME.question(state) == "q3 question 4"
    assert isinstance(GAME.prompt(state), AskTimer)


def test_no_dice_never_rolls() -> None:
    state = begin(make_settings(variants=["no-dice"]))
    state, outputs = full_round(state, {0: 1, 1: 2, 2: 3})
    state, more = full_round(state, {0: 1, 1: 2, 2: 3})
    assert "dice" not in cues(outputs + more)
    assert not any("die shows" in line for line in texts(outputs + more))


def test_no_dice_says_when_the_question_deck_is_reshuffled() -> None:
    state = begin(make_settings(variants=["no-dice"], played_questions=["q1", "q2"]))
    state, _ = full_round(state, {0: 1, 1: 1, 2: 1})
    state, outputs = GAME.apply(state, go())
    assert texts(outputs) == ["Every question card has been played; shuffling them back in."]


def test_no_dice_with_a_veto_moves_on_from_the_picked_question() -> None:
    state = begin(make_settings(variants=["no-dice", "veto"]))
    state, _ = to_question(state, face=6, card_id="q2")
    state, _ = declare(state, "veto:1")
    assert GAME.question(state) == "q2 question 1"


# ---------------------------------------------------------------- drop anchor

ANCHOR_TRACK = "NNNNCNCNCN"  # challenge spaces 5, 7 and 9


def test_drop_anchor_challenges_everyone_on_a_challenge_space() -> None:
    state = begin(make_settings(4, variants=["drop-anchor"], track=ANCHOR_TRACK, head_starts=[5, 10, 7, 9]))
    assert state.phase == "roll"
    assert state.challenged == [3, 2, 0]  # Bob leads on a normal space and is spared; named from the front
    state, _ = GAME.apply(state, go())
    state, outputs = GAME.apply(state, chance("c1"))
    assert texts(outputs) == ["Challenge for Dan, Cat and Ann: Only words with an A."]


def test_without_drop_anchor_the_same_position_challenges_nobody() -> None:
    state = begin(make_settings(4, track=ANCHOR_TRACK, head_starts=[5, 10, 7, 9]))
    assert state.phase == "roll" and state.challenged == []


def test_drop_anchor_with_nobody_on_a_challenge_space() -> None:
    state = begin(make_settings(3, variants=["drop-anchor"], track=ANCHOR_TRACK, head_starts=[4, 6, 0]))
    assert state.phase == "roll" and state.challenged == []


def test_drop_anchor_is_checked_at_each_round_start() -> None:
    state = begin(make_settings(3, variants=["drop-anchor"], track=ANCHOR_TRACK))
    state, outputs = full_round(state, {0: 5, 1: 7, 2: 2})
    assert state.challenged == [1, 0] and state.round == 2  # Bob on 7 is named before Ann on 5


# ---------------------------------------------------------------- settings and setup


@pytest.mark.parametrize("variants", [["shout"], ["doubler", "doubler"], ["No-Dice"]])
def test_unknown_or_repeated_variants_are_refused(variants: list[str]) -> None:
    with pytest.raises(InvalidSettings):
        GAME.start(make_settings(variants=variants))


def test_a_plain_setup_is_a_row_of_oks_and_changes_nothing() -> None:
    asked, settings = run_setup(setup(library(), Defaults()), {})
    assert asked == ["players", "kids", "decks", "timer", "teams", "order_0", "track", "any_variants"]
    assert settings["variants"] == [] and settings["teams"] is False
    assert settings["track"] == STANDARD_TRACK and settings["head_starts"] == []


def test_yes_to_any_variants_asks_each_variant_and_the_head_starts() -> None:
    """Issue 23: a known table's setup took 12 presses; the plain game now answers the five in one."""
    asked, _ = run_setup(setup(library(), Defaults()), {"any_variants": True})
    assert asked[-6:] == ["any_variants", "doubler", "veto", "no_dice", "drop_anchor", "head_starts"]


@pytest.mark.parametrize(
    ("key", "variant"),
    [("doubler", "doubler"), ("veto", "veto"), ("no_dice", "no-dice"), ("drop_anchor", "drop-anchor")],
)
def test_each_variant_is_its_own_yes_no_with_an_explanation(key: str, variant: str) -> None:
    flow = setup(library(), Defaults())
    _, settings = run_setup(flow, {"any_variants": True, key: True})
    assert settings["variants"] == [variant]
    answers = {"players": 3, "kids": True, "adults_too": False, "timer": 30, "teams": False, "order_0": True, "track": "standard"}
    answers["any_variants"] = True
    while (question := flow.next_question(answers)) is not None and question.key != key:
        answers[question.key] = False
    assert question is not None and isinstance(question.prompt, AskConfirm)
    assert question.prompt.default is False
    assert len(question.prompt.question.text.split("?")[1].strip()) > 20  # a one-line explanation


def test_command_line_answers_fill_the_whole_setup() -> None:
    given = {"players": 4, "variants": list(VARIANTS), "track": "NNNNCNNNNCCC", "ages": [9, 10, 11, 12]}
    settings = answer_all(setup(library(), Defaults()), command_line_answers(given))
    assert settings["variants"] == ["doubler", "veto", "no-dice", "drop-anchor"]
    assert settings["track"] == "NNNNCNNNNCCC"
    assert settings["head_starts"] == [6, 4, 2, 0]
    assert len(settings["names"]) == 4
    GAME.start(settings)


def test_command_line_ages_alone_set_the_number_of_players() -> None:
    settings = answer_all(setup(library(), Defaults()), command_line_answers({"ages": [8, 30, 11]}))
    assert len(settings["names"]) == 3 and settings["head_starts"] == [6, 0, 2]


def test_command_line_accepts_variant_names_with_underscores_and_a_named_track() -> None:
    answers = command_line_answers({"variants": ["no_dice"], "track": "long"})
    settings = answer_all(setup(library(), Defaults()), answers)
    assert settings["variants"] == ["no-dice"] and settings["track"] == TRACKS["long"]


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"variants": ["turbo"]}, "Unknown variant 'turbo'"),
        ({"track": "NCNNNN"}, "first three spaces"),
        ({"track": "NNNQ"}, "Unknown track"),
        ({"players": 3, "ages": [9, 10]}, "age for each of the 3 players"),
        ({"ages": [9, -2]}, "whole number"),
    ],
)
def test_command_line_mistakes_are_refused_with_a_clear_message(given: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidSettings, match=message):
        command_line_answers(given)


def test_settings_accept_the_command_line_lists_directly() -> None:
    flow = setup(library(), Defaults())
    answers = {"players": 2, "kids": True, "adults_too": False, "timer": 30, "variants": ["veto", "doubler"], "ages": [10, 40]}
    assert flow.next_question(answers | {"teams": False, "order_0": True, "track": "short"}) is None  # nothing left to ask
    settings = flow.settings(answers | {"track": "NNNNNC"})
    assert settings["variants"] == ["doubler", "veto"]
    assert settings["head_starts"] == [4, 0] and settings["track"] == "NNNNNC"


def test_variant_settings_survive_json_and_replay() -> None:
    given = {"players": 3, "variants": list(VARIANTS), "track": "zigzag", "ages": [9, 12, 30]}
    settings = answer_all(setup(library(), Defaults()), command_line_answers(given))
    stored = json.loads(json.dumps(settings))
    assert GAME.start(stored) == GAME.start(settings)
    session = Session(GAME, stored)
    chooser = RandomChooser(random.Random(5))
    for _ in range(60):
        if isinstance(session.prompt, GameOver):
            break
        session.apply(legal_input(session.prompt, chooser))
    restored = GAME.from_json(json.loads(json.dumps(GAME.to_json(session.state))))
    assert restored == session.state == replay(GAME, stored, session.inputs)


# ---------------------------------------------------------------- whole games


def test_the_demo_players_drive_every_variant_to_a_winner() -> None:
    given = {"players": 5, "variants": list(VARIANTS), "track": "NNNNCNNNNCCC", "ages": [9, 10, 11, 12, 40]}
    settings = answer_all(setup(library(), Defaults()), command_line_answers(given))
    for seed in range(30):
        chooser = RandomChooser(random.Random(seed))
        session = Session(GAME, settings)
        for _ in range(3000):
            if isinstance(session.prompt, GameOver):
                break
            session.apply(legal_input(session.prompt, chooser))
        assert isinstance(session.prompt, GameOver)


VARIANT_GOLDENS = {
    "rapid-list-doubler.json": ["doubles this question.", " doubled"],
    "rapid-list-veto.json": ["vetoes. Question", "Still holding a veto:"],
    "rapid-list-no-dice.json": ["which question?", " picks "],
    "rapid-list-drop-anchor.json": ["Challenge for "],
    "rapid-list-all-variants-teams.json": ["Team ", "Head starts:", " doubled", "vetoes", " picks "],
}


@pytest.mark.parametrize("name", sorted(VARIANT_GOLDENS))
def test_each_variant_has_a_golden_game_that_shows_it(name: str) -> None:
    """tests/engine/test_golden.py replays these word for word; here: they show the variant."""
    golden = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    assert golden["game"] == GAME.id
    transcript = "\n".join(golden["transcript"])
    for phrase in VARIANT_GOLDENS[name]:
        assert phrase in transcript
    inputs = [Input.from_json(entry) for entry in golden["inputs"]]
    assert isinstance(GAME.prompt(replay(GAME, golden["settings"], inputs)), GameOver)


def test_the_drop_anchor_golden_challenges_someone_who_does_not_lead() -> None:
    golden = json.loads((GOLDEN / "rapid-list-drop-anchor.json").read_text(encoding="utf-8"))
    state = GAME.start(golden["settings"])
    spared_leader = False
    for entry in golden["inputs"]:
        state, _ = GAME.apply(state, Input.from_json(entry))
        if state.phase == "challenge":
            lead = max(seat.space for seat in state.seats)
            spared_leader |= any(state.seats[seat].space < lead for seat in state.challenged)
    assert spared_leader


# ---------------------------------------------------------------- property: buttons with every variant


def test_go_in_the_declare_step_starts_the_clock_through_the_driver() -> None:
    state = begin(make_settings(variants=["doubler", "veto"]))
    state, _ = to_question(state)
    driver = PromptDriver()
    driver.show(GAME.prompt(state))
    assert button_hint(GAME.prompt(state)) == "GO to start the clock, or choose and press OK."
    assert driver.current() == "Start the clock"
    assert isinstance(driver.handle(Command.UP), Speak)
    reaction = driver.handle(Command.MAIN)
    assert reaction == Submit(choice("start"))
    state, outputs = GAME.apply(state, reaction.given)
    assert texts(outputs) == ["Write!"]


def test_numbers_and_confirms_in_variant_games_are_unchanged() -> None:
    """The variants add prompts; bids and the reading's one question keep their shape."""
    state = begin(make_settings(variants=list(VARIANTS)))
    state, _ = to_question(state)
    state, _ = start_clock(state)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber) and (prompt.low, prompt.high) == (1, 21)
    state, _ = bid(state, {0: 1, 1: 1, 2: 1})
    assert isinstance(GAME.prompt(state), AskChoice)
    refused(state, number(1), IllegalInput)
    refused(state, Input("choice", "start"), IllegalInput)
