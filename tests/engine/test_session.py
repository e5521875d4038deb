"""Sessions, undo, replay and JSON, checked on Rapid List.

Undo is replay minus the last input, and it must never take back chance or
the buzzer. The property test plays random legal games (inputs drawn from
whatever the game is asking) and checks the invariants after every input.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from engine.core import (
    AskChoice,
    AskGo,
    AskTimer,
    GameIsOver,
    GameOver,
    IllegalInput,
    Input,
    OutOfRange,
    Prompt,
    chance,
    choice,
    confirm,
    go,
    number,
    replay,
    time_up,
)
from engine.games.rapid_list.rules import GAME, STANDARD_TRACK, VARIANTS, State
from engine.games.rapid_list.rules import TRACKS as NAMED_TRACKS
from engine.random_play import legal_input
from engine.session import CannotUndo, Session
from tests.choosers import DrawChooser
from tests.outputs import texts as spoken

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
QUESTION_CARDS = ("q1", "q2", "q3")


def make_settings(players: int = 3, **overrides: Any) -> dict[str, Any]:
    settings: dict[str, Any] = {
        "names": list(NAMES[:players]),
        "questions": {card: [f"{card} question {face}" for face in range(1, 7)] for card in QUESTION_CARDS},
        "challenges": {"c1": "Only words with an A.", "c2": "Only words of one syllable."},
        "timer": 30,
    }
    settings.update(overrides)
    return settings


@pytest.fixture
def settings() -> dict[str, Any]:
    return make_settings()


def to_bids(session: Session[State]) -> None:
    """First reader Ann, cubes lined up 0,1,2, then GO, a 4, card q2 and the buzzer."""
    for given_input in (chance(0), chance((0, 1, 2)), go(), chance(4), chance("q2"), time_up()):
        session.apply(given_input)
    assert session.state.phase == "bids"


# ---------------------------------------------------------------- undo


def test_undo_steps_back_over_a_bid(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    to_bids(session)
    before = copy.deepcopy(session.state)
    inputs_before = list(session.inputs)
    session.apply(number(7))
    assert session.state.seats[0].bid == 7
    outputs = session.undo()
    assert spoken(outputs) == ["Taken back: Ann's bid of 7."]
    assert session.state == before
    assert session.inputs == inputs_before
    assert session.state.seats[0].bid is None


def test_undo_twice_takes_back_two_bids(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    to_bids(session)
    before = copy.deepcopy(session.state)
    session.apply(number(7))
    session.apply(number(3))
    session.undo()
    session.undo()
    assert session.state == before


def test_undo_a_bid_then_bid_again(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    to_bids(session)
    session.apply(number(7))
    session.undo()
    session.apply(number(2))
    assert session.state.seats[0].bid == 2
    assert session.state == replay(GAME, settings, session.inputs)


def test_undo_the_last_bid_takes_back_the_reading_order(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    to_bids(session)
    session.apply(number(7))
    session.apply(number(3))
    before = copy.deepcopy(session.state)
    session.apply(number(5))
    assert session.state.phase == "all_read"
    session.undo()
    assert session.state == before
    assert session.state.phase == "bids"


def test_undo_a_reading_answer_puts_the_cube_back(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    to_bids(session)
    for bid in (4, 2, 6):
        session.apply(number(bid))
    session.apply(choice("several"))  # list by list
    before = copy.deepcopy(session.state)
    session.apply(confirm(True))
    assert session.state.seats[1].space == 2
    session.undo()
    assert session.state == before
    assert session.state.seats[1].space == 0


def test_undo_the_round_ending_answer_reopens_the_round(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    to_bids(session)
    for bid in (4, 2, 6):
        session.apply(number(bid))
    session.apply(choice("several"))  # list by list
    session.apply(confirm(True))
    session.apply(confirm(True))
    before = copy.deepcopy(session.state)
    session.apply(confirm(False))
    assert session.state.round == 2
    session.undo()
    assert session.state == before
    assert session.state.round == 1 and session.state.phase == "reading"


def test_undo_the_winning_answer_takes_back_the_game_over() -> None:
    short = make_settings(2, track="NNN")
    session = Session(GAME, short)
    for given_input in (chance(0), chance((0, 1)), go(), chance(1), chance("q1"), time_up(), number(5), number(1)):
        session.apply(given_input)
    session.apply(choice("all"))  # all valid: both move, and the round ends the game
    assert isinstance(session.prompt, GameOver)
    session.undo()
    assert isinstance(session.prompt, AskChoice)
    assert session.state.winners == []


def test_undo_the_go_press_is_allowed(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings, [chance(0), chance((0, 1, 2))])
    before = copy.deepcopy(session.state)
    session.apply(go())
    session.undo()
    assert session.state == before
    assert isinstance(session.prompt, AskGo)


def test_undo_with_nothing_to_undo_refuses(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    before = copy.deepcopy(session.state)
    with pytest.raises(CannotUndo, match="nothing to take back"):
        session.undo()
    assert session.state == before
    assert session.inputs == []


@pytest.mark.parametrize(
    "inputs",
    [
        pytest.param([chance(1)], id="first-reader-draw"),
        pytest.param([chance(1), chance((2, 0, 1))], id="start-order-shuffle"),
        pytest.param([chance(0), chance((0, 1, 2)), go(), chance(6)], id="die-roll"),
        pytest.param([chance(0), chance((0, 1, 2)), go(), chance(6), chance("q3")], id="card-draw"),
    ],
)
def test_undo_refuses_after_chance_with_a_spoken_reason(settings: dict[str, Any], inputs: list[Input]) -> None:
    session = Session(GAME, settings, inputs)
    before = copy.deepcopy(session.state)
    with pytest.raises(CannotUndo) as refused:
        session.undo()
    assert "chance" in str(refused.value)
    assert str(refused.value).endswith(".")
    assert session.state == before
    assert session.inputs == inputs


def test_undo_refuses_after_a_challenge_draw() -> None:
    challenge = make_settings(2, track="NNNNCNNN", head_starts=[5, 0])
    session = Session(GAME, challenge, [chance(0), chance((0, 1)), go()])
    assert session.state.phase == "challenge"
    session.apply(chance("c1"))
    with pytest.raises(CannotUndo, match="chance"):
        session.undo()


def test_undo_refuses_after_the_timer(settings: dict[str, Any]) -> None:
    inputs = [chance(0), chance((0, 1, 2)), go(), chance(6), chance("q3"), time_up()]
    session = Session(GAME, settings, inputs)
    before = copy.deepcopy(session.state)
    with pytest.raises(CannotUndo) as refused:
        session.undo()
    assert "timer" in str(refused.value).lower()
    assert session.state == before
    assert session.inputs == inputs


def test_cannot_undo_is_an_illegal_input() -> None:
    assert issubclass(CannotUndo, IllegalInput)


def test_illegal_input_leaves_the_session_untouched(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    to_bids(session)
    before = copy.deepcopy(session.state)
    inputs_before = list(session.inputs)
    with pytest.raises(OutOfRange):
        session.apply(number(22))
    assert session.state == before
    assert session.inputs == inputs_before


def test_undo_equals_replay_of_inputs_minus_the_last(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    to_bids(session)
    for given_input in (number(3), number(5), number(1), choice("several"), confirm(True), confirm(False)):
        session.apply(given_input)
        kept = session.inputs[:-1]
        trial = Session(GAME, settings, session.inputs)
        trial.undo()
        assert trial.state == replay(GAME, settings, kept)
        assert trial.inputs == kept


# ---------------------------------------------------------------- replay and JSON


def a_played_session(settings: dict[str, Any]) -> Session[State]:
    session = Session(GAME, settings)
    to_bids(session)
    for given_input in (number(3), number(5), number(1), choice("several"), confirm(True), confirm(False), confirm(True)):
        session.apply(given_input)
    return session


def test_replay_equals_state(settings: dict[str, Any]) -> None:
    session = a_played_session(settings)
    assert replay(GAME, settings, session.inputs) == session.state
    assert Session(GAME, settings, session.inputs).state == session.state


def test_replay_from_json_inputs_equals_state(settings: dict[str, Any]) -> None:
    session = a_played_session(settings)
    stored = json.loads(json.dumps([given_input.to_json() for given_input in session.inputs]))
    inputs = [Input.from_json(item) for item in stored]
    assert inputs == session.inputs
    assert replay(GAME, settings, inputs) == session.state


def test_json_round_trip_of_state(settings: dict[str, Any]) -> None:
    session = Session(GAME, settings)
    states = [session.state]
    for given_input in (chance(0), chance((0, 1, 2)), go(), chance(4), chance("q2"), time_up()):
        session.apply(given_input)
        states.append(session.state)
    for given_input in (number(3), number(5), number(1), choice("several"), confirm(True), confirm(False), confirm(True)):
        session.apply(given_input)
        states.append(session.state)
    for state in states:
        assert GAME.from_json(GAME.to_json(state)) == state
        assert GAME.from_json(json.loads(json.dumps(GAME.to_json(state)))) == state


def test_json_round_trip_of_a_finished_game() -> None:
    short = make_settings(2, track="NNN", head_starts=[2, 0], played_questions=["q1"])
    inputs = [chance(1), chance((1, 0)), go(), chance(2), chance("q3"), time_up(), number(3), number(6)]
    session = Session(GAME, short, inputs + [choice("all")])
    assert isinstance(session.prompt, GameOver)
    state = session.state
    restored = GAME.from_json(json.loads(json.dumps(GAME.to_json(state))))
    assert restored == state
    assert GAME.prompt(restored) == GAME.prompt(state)


def test_restored_state_plays_on_like_the_original(settings: dict[str, Any]) -> None:
    session = a_played_session(settings)
    restored = GAME.from_json(json.loads(json.dumps(GAME.to_json(session.state))))
    assert GAME.prompt(restored) == session.prompt
    original = session.state
    for given_input in (go(), chance(5), chance("q1"), time_up(), number(2)):
        original, said = GAME.apply(original, given_input)
        restored, said_again = GAME.apply(restored, given_input)
        assert said == said_again
    assert restored == original


# ---------------------------------------------------------------- property: random legal games

STEP_BOUND = 400
MAX_UNDOS = 5
TRACKS = (STANDARD_TRACK, "NNNNCNCC", "NNNCNNCNCC", "NNNC", *NAMED_TRACKS.values())


BUTTON_WORDS = re.compile(r"\b(GO|OK|UP|DOWN|BACK|[Pp]ress)\b")


def check_no_button_named(prompt: Prompt) -> None:
    """The game says what is going on; only the front end knows its buttons (device/messages/)."""
    texts = [prompt.question.text, prompt.question.short, prompt.question.long] if hasattr(prompt, "question") else []
    texts += [option.label for option in getattr(prompt, "options", ())] + [getattr(prompt, "action", "")]
    assert not any(BUTTON_WORDS.search(text) for text in texts), texts


def wrong_input(prompt: Prompt) -> Input:
    """An input of the wrong kind for the prompt."""
    return go() if isinstance(prompt, AskTimer) else time_up()


def is_challenge_space(track: str, space: int) -> bool:
    return 1 <= space <= len(track) and track[space - 1] == "C"


def check_decks(state: State) -> None:
    questions = state.questions
    assert not set(questions.remaining) & set(questions.played)
    assert sorted(questions.remaining + questions.played) == sorted(state.settings.questions)
    challenges = state.challenges
    assert not set(challenges.remaining) & set(challenges.played)
    assert sorted(challenges.remaining + challenges.played) == sorted(state.settings.challenges)


def check_challenge(state: State) -> None:
    """At a round's start, only the leader(s) on a challenge space are challenged;
    with drop anchor, everyone on a challenge space."""
    if "drop-anchor" in state.settings.variants:
        on_challenge = [i for i, seat in enumerate(state.seats) if is_challenge_space(state.settings.track, seat.space)]
        assert sorted(state.challenged) == on_challenge  # named front and top first
        assert state.phase == "roll"  # the card is drawn on the reader's GO
        return
    lead = max(seat.space for seat in state.seats)
    leaders = [index for index, seat in enumerate(state.seats) if seat.space == lead]
    assert state.phase == "roll"  # the card is drawn on the reader's GO
    if is_challenge_space(state.settings.track, lead):
        assert sorted(state.challenged) == leaders  # named top first (the order the standings name them)
    else:
        assert state.challenged == []


def check_tokens(before: State, after: State, given_input: Input) -> None:
    """Doublers and vetoes: spent once, only by a declaration the rules allow.

    A doubler is never declared from a challenge space; a veto moves to the
    next question on the card (6 wraps to 1) and gives back the doublers
    declared for the rejected question; nothing else changes a token.
    """
    value = given_input.value if before.phase == "declare" else None
    kind, _, index = (value or "").partition(":")
    for seat, (old, new) in enumerate(zip(before.seats, after.seats)):
        if kind == "double" and int(index) == seat:
            assert old.doubler and not new.doubler and new.doubling
            assert not is_challenge_space(before.settings.track, old.space)
        elif kind == "veto" and old.doubling:
            assert new.doubler and not new.doubling
        elif after.round == before.round:
            assert (new.doubler, new.doubling) == (old.doubler, old.doubling)
        else:  # a new round: last round's declaration is over, the token stays spent
            assert new.doubler == old.doubler and not new.doubling
        if kind == "veto" and int(index) == seat:
            assert old.veto and not new.veto
        else:
            assert new.veto == old.veto
    if kind == "veto":
        assert after.face == before.face % 6 + 1 and after.card == before.card
    assert all(not (seat.doubler and seat.doubling) for seat in after.seats)
    if "doubler" not in after.settings.variants:
        assert not any(seat.doubler or seat.doubling for seat in after.seats)
    if "veto" not in after.settings.variants:
        assert not any(seat.veto for seat in after.seats)
    if "no-dice" in after.settings.variants:
        assert before.phase != "die"


@hypothesis_settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), players=st.integers(2, 8))
def test_random_legal_games_keep_the_rules(data: st.DataObject, players: int) -> None:
    track = data.draw(st.sampled_from(TRACKS))
    variants = data.draw(st.lists(st.sampled_from(VARIANTS), unique=True))
    heads = data.draw(st.one_of(st.just([]), st.lists(st.sampled_from([0, 2, 4, 6]), min_size=players, max_size=players)))
    game_settings = make_settings(
        players,
        track=track,
        head_starts=[min(head, len(track)) for head in heads],
        variants=variants,
        played_questions=data.draw(st.lists(st.sampled_from(QUESTION_CARDS), unique=True)),
    )
    session = Session(GAME, game_settings)
    chooser = DrawChooser(data)
    finish = session.state.settings.finish
    steps = undos = 0
    while not isinstance(session.prompt, GameOver) and steps < STEP_BOUND:
        steps += 1
        before = session.state
        prompt = session.prompt
        inputs_before = list(session.inputs)

        # an illegal input is refused and changes nothing
        with pytest.raises(IllegalInput):
            session.apply(wrong_input(prompt))
        assert session.state is before and session.inputs == inputs_before

        check_no_button_named(prompt)
        given_input = legal_input(prompt, chooser)
        spaces = [seat.space for seat in before.seats]
        # "All valid?" is answered "all", "short:<seat>", or "several" (two readers: neither; more: list by list)
        verdict = given_input.value if before.phase == "all_read" else None
        short = {int(verdict.removeprefix("short:"))} if verdict and verdict.startswith("short:") else set(before.asking)
        judged = verdict is not None and (verdict != "several" or len(before.asking) == 2)
        round_ends = (before.phase == "reading" and len(before.asking) == 1) or judged
        session.apply(given_input)
        after = session.state

        # a cube moves only by exactly its bid, only on a yes, and never backwards
        expected = list(spaces)
        if judged:
            moving = [seat for seat in before.asking if verdict == "all" or seat not in short]
        else:
            moving = before.asking[:1] if before.phase == "reading" and given_input.value is True else []
        for reader in moving:
            expected[reader] += (before.seats[reader].bid or 0) * (2 if before.seats[reader].doubling else 1)
        assert [seat.space for seat in after.seats] == expected
        assert all(new >= old for new, old in zip(expected, spaces))

        # the game is over exactly when a round ends with a cube on or past Finish
        over = isinstance(session.prompt, GameOver)
        assert over == (round_ends and max(expected) >= finish)
        if over:
            best = max(expected)
            assert after.winners and all(after.seats[seat].space == best for seat in after.winners)

        check_decks(after)
        check_tokens(before, after, given_input)
        if before.phase in ("all_read", "reading", "start_order") and after.phase in ("challenge", "roll"):
            check_challenge(after)

        # undo never crosses chance or the timer; over a player input it returns exactly
        if given_input.by_player:
            session.check_undo()
            if undos < MAX_UNDOS and data.draw(st.integers(0, 9)) == 0:
                undos += 1  # each undo replays the whole game, so a few per game are enough
                session.undo()
                assert session.state == before
                assert session.inputs == inputs_before
                session.apply(given_input)
                assert session.state == after
        else:
            with pytest.raises(CannotUndo):
                session.undo()
            assert session.state is after
            assert session.inputs == inputs_before + [given_input]

    event("game over" if isinstance(session.prompt, GameOver) else "step bound reached")
    event(f"rounds played: {min(session.state.round, 6)}{'+' if session.state.round >= 6 else ''}")
    if isinstance(session.prompt, GameOver):
        with pytest.raises(GameIsOver):
            session.apply(go())
    assert replay(GAME, game_settings, session.inputs) == session.state
    assert GAME.from_json(json.loads(json.dumps(GAME.to_json(session.state)))) == session.state


def test_one_seat_to_name_is_no_question() -> None:
    """Issue 23: a player alone with the referee's seats was asked to confirm an order of one."""
    from engine.seating import ask_names
    from engine.setup import Defaults

    assert ask_names(Defaults(), {}, 1) is None
    assert ask_names(Defaults(), {}, 2) is not None
