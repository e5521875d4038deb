"""Dabble's round as a table of four heard it (issue 37): what is asked, what is offered, what is said once.

Each test names the complaint it answers. Rounds are fed through the engine;
what the real loop says on resuming is in tests/device/referee/test_dabble_dialogue.py.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

from engine.core import (
    AskChoice,
    AskNumber,
    Input,
    Output,
    Say,
    chance,
    choice,
    go,
    number,
    time_up,
)
from engine import language
from engine.games.dabble import rules
from engine.games.dabble import said as dabble
from engine.games.dabble.rules import GAME, State
from tests.outputs import apply_all, texts

NAMES = ["Ann", "Bob", "Cat", "Dan"]


#: The extras a round of four offers (Ann, Bob, Cat, Dan), in the order every round offers them; a lone
#: finisher's rejected words are asked before the choice, so that round leaves theirs out (extras_of_four).
EXTRAS_OF_FOUR = [
    "None",
    "Ann's word rejected",
    "Bob's word rejected",
    "Cat's word rejected",
    "Dan's word rejected",
    "Apostrophe words",
    "Apostrophe tiles left",
]


def extras_of_four(finisher: str) -> list[str]:
    """EXTRAS_OF_FOUR after a round `finisher` alone finished: their rejected words were asked already."""
    return [label for label in EXTRAS_OF_FOUR if label != f"{finisher}'s word rejected"]


def start(players: int = 4, target: int = 500, **more: Any) -> State:
    return GAME.start({"names": NAMES[:players], "target": target, "timer": 60, **more})


def feed(state: State, inputs: Iterable[Input]) -> tuple[State, list[Output]]:
    return apply_all(GAME, state, inputs)


def stopped(state: State) -> State:
    state, _ = feed(state, [go(), time_up()])
    assert state.phase == "who"
    return state


def asked(state: State) -> str:
    prompt = GAME.prompt(state)
    return prompt.question.text  # type: ignore[union-attr]


def round_of(
    state: State, finishers: str, unused: Sequence[int], extras: Sequence[Input] = (), rejected: int = 0
) -> tuple[State, list[str]]:
    """GO, the buzzer, the finishers as offered ("0" or "0,1"), each other seat's unused tiles, a lone
    finisher's rejected words (asked before the extras, issue 37), the extras."""
    state, outputs = feed(stopped(state), [choice(finishers), *map(number, unused)])
    if finishers.isdigit() and unused:  # one finisher, not everybody: their rejected words come first
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskNumber) and prompt.default == 0, prompt
        state, first = feed(state, [number(rejected)])
        outputs += first
    state, more = feed(state, list(extras) or [choice("none")])
    return state, texts(outputs + more)


# ---------------------------------------------------------------- who finished: no "Anyone else? No"


def test_one_finisher_goes_straight_to_the_others_unused_tiles() -> None:
    """Issue 37: with one finisher, "Anyone else? No" cost every round a press over the budget."""
    state, _ = feed(stopped(start()), [choice("0")])
    assert isinstance(GAME.prompt(state), AskNumber)
    assert asked(state) == "Bob's leftover points?"


def test_who_finished_offers_each_player_then_each_pair_and_three_then_everybody() -> None:
    prompt = GAME.prompt(stopped(start()))
    assert isinstance(prompt, AskChoice)
    labels = [option.label for option in prompt.options]
    assert labels[:5] == ["Nobody", "Ann", "Bob", "Cat", "Dan"]
    assert labels[5:11] == ["Ann and Bob", "Ann and Cat", "Ann and Dan", "Bob and Cat", "Bob and Dan", "Cat and Dan"]
    assert labels[11] == "Ann, Bob and Cat" and labels[-1] == "Everybody"
    assert len(labels) == 16  # DOWN from Nobody is one press to Everybody, two to the last three
    two = GAME.prompt(stopped(start(2)))
    assert [option.label for option in two.options] == ["Nobody", "Ann", "Bob", "Everybody"]  # type: ignore[union-attr]


def test_two_finishers_are_one_answer_and_each_scores_the_others_tiles() -> None:
    state, _ = round_of(start(), "0,2", [10, 7])
    assert [seat.total for seat in state.seats] == [17, 0, 17, 0]


# ---------------------------------------------------------------- unused tiles offered at last round's value


def test_unused_tiles_are_offered_at_what_that_player_had_last_round() -> None:
    """Issue 37: the tiles were offered at 15 every round; a rack is worth about what it was last time."""
    state = stopped(start())
    state, _ = feed(state, [choice("0")])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber) and prompt.default == rules.TYPICAL_UNUSED  # round 1: no round before
    state, _ = feed(state, [number(12), number(15), number(18), number(0), choice("none")])
    state, _ = feed(stopped(state), [choice("1")])  # Bob finishes round 2: Ann, Cat and Dan are asked
    offered = []
    for value in (9, 20, 4):
        prompt = GAME.prompt(state)
        assert isinstance(prompt, AskNumber)
        offered.append(prompt.default)
        state, _ = feed(state, [number(value)])
    assert offered == [rules.TYPICAL_UNUSED, 15, 18]  # Ann finished round 1: nothing of hers to go by
    state, _ = feed(state, [number(0), choice("none")])
    state, _ = feed(stopped(state), [choice("2")])
    assert GAME.prompt(state).default == 9  # type: ignore[union-attr]  # Ann's round 2, the last she had
    state, _ = feed(state, [number(1)])
    assert GAME.prompt(state).default == 12  # type: ignore[union-attr]  # Bob's round 1: he finished round 2


# ---------------------------------------------------------------- the extras: who, then only their values


def extras_asked(state: State, inputs: Sequence[Input]) -> tuple[State, list[str]]:
    """Feed the extras' answers one by one; every question asked on the way."""
    questions = []
    for given in inputs:
        questions.append(asked(state))
        state, _ = feed(state, [given])
    return state, questions


def test_apostrophe_words_are_asked_only_of_the_player_named() -> None:
    """Issue 37: "Red, what are your apostrophe words worth, as printed? I double them." four times, mostly 0."""
    state, _ = feed(stopped(start()), [choice("0"), number(10), number(10), number(10), number(0)])
    kinds = GAME.prompt(state)
    assert isinstance(kinds, AskChoice)
    assert [option.label for option in kinds.options] == extras_of_four("Ann")
    state, questions = extras_asked(state, [choice("apostrophe"), choice("2"), number(4), choice("none")])
    assert questions == [
        "Which extras, one at a time: apostrophe words, apostrophes left or rejected words?",
        "Whose apostrophe words? I count them double.",
        "Cat's apostrophe words, as printed?",
        "Anything else?",
    ]
    assert [seat.total for seat in state.seats] == [30, 0, 8, 0]


def test_the_player_who_lost_a_challenge_is_one_choice_in_seat_order() -> None:
    """Whose word was rejected is one choice after No, in seat order (session 46: with the finisher
    first, the order changed between rounds and a table pressing from memory went wrong). A lone
    finisher's rejected words are asked before it, at 0, and are not offered in it (issue 37)."""
    state, _ = feed(stopped(start()), [choice("2"), number(10), number(10), number(10)])
    finisher = GAME.prompt(state)
    assert isinstance(finisher, AskNumber) and finisher.default == 0
    assert finisher.question.text == "What are Cat's rejected words worth? I take them off."
    state, _ = feed(state, [number(0)])
    kinds = GAME.prompt(state)
    assert isinstance(kinds, AskChoice) and kinds.options[kinds.default].label == "None"
    assert [option.label for option in kinds.options][1:4] == [
        "Ann's word rejected",
        "Bob's word rejected",
        "Dan's word rejected",
    ]
    assert kinds.options[kinds.default + 3].label == "Dan's word rejected"
    state, questions = extras_asked(state, [choice("challenge:3"), number(6), choice("none")])
    assert questions == [
        "Which extras, one at a time: apostrophe words, apostrophes left or rejected words?",
        "Dan, what is the rejected word worth, doubled with an apostrophe? I take it off your score.",
        "Anything else?",
    ]
    assert [seat.total for seat in state.seats] == [0, 0, 30, -6]


def test_a_lost_challenge_is_said_once_in_the_round_report() -> None:
    """Issue 37: "Bob loses 6 points." then "Bob minus 6." in the report."""
    state = start()
    extras = [choice("challenge:1"), number(6), choice("none")]
    state, said = round_of(state, "0", [10, 10, 10], extras)
    assert not any("loses" in line for line in said)
    assert sum("Bob minus 6" in line for line in said) == 1, said


def test_a_spanish_table_without_subjects_picks_whose_word_was_rejected_by_name() -> None:
    """Two finishers present their words: whose was rejected is the answer itself, No first."""
    state = start(language="es")
    state, _ = feed(stopped(state), [choice("0,3"), number(10), number(10)])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text == "¿Alguna palabra rechazada?"
    # Only the finishers' words score in Spanish without subjects: nobody else's can be rejected.
    assert [option.label for option in prompt.options] == ["No", "Ann", "Dan"]
    state, _ = feed(state, [choice("challenge:3"), number(5)])
    assert asked(state) == "¿Otra palabra rechazada?"


def test_subject_words_are_asked_only_of_the_player_named() -> None:
    subjects = {"food": {"name": "Food", "examples": ["egg"]}}
    state = start(subject_words=True, subjects=subjects)
    state, _ = feed(state, [go(), chance("food"), time_up(), choice("1"), number(5), number(5), number(5), number(0)])
    state, questions = extras_asked(state, [choice("subject"), choice("3"), number(7), choice("none")])
    assert questions[1:3] == ["Whose subject words?", "Dan, what are your subject words worth?"]
    assert [seat.total for seat in state.seats] == [0, 15, 0, 7]


# ---------------------------------------------------------------- the round report says each thing once


def test_what_the_leader_needs_is_said_only_when_it_changed() -> None:
    """Issue 37: "Cat needs 455." said unchanged for three rounds. Said in the leader's line, in place
    of the total, each round the leader scores (session 46: the Spanish table missed it after round 2)."""
    state, said = round_of(start(), "2", [20, 15, 10])  # Cat 45
    assert said[-1] == "Cat plus 45, needs 455."
    state, said = round_of(state, "0", [5, 3, 2])  # Ann 10: Cat still leads with 45
    assert said[-1] == "Ann plus 10."
    assert not any("455" in line for line in said)
    state, said = round_of(state, "1", [30, 20, 20])  # Bob 70 leads now
    assert said[-1] == "Bob plus 70, needs 430."
    state, said = round_of(state, "3", [1, 1, 1])  # Dan 3
    assert not any("needs" in line or "to go" in line for line in said)


def test_the_leader_named_is_the_one_with_the_highest_total() -> None:
    state, _ = round_of(start(), "2", [20, 15, 10])  # Cat 45
    state, said = round_of(state, "0", [40, 1, 9])  # Ann 50 overtakes Cat, Bob and Dan nothing
    assert said[-1] == "Ann plus 50, needs 450."
    state, said = round_of(state, "1", [1, 2, 3])  # Bob 6: Ann still leads
    assert not any("needs" in line or "to go" in line for line in said)
    state, said = round_of(state, "2", [1, 1, 3])  # Cat 5, to 50: level with Ann
    assert said[-1] == "Ann and Cat need 450."


def test_the_winning_score_is_said_once_with_the_win() -> None:
    """Issue 37: "Green: winning score reached." then "Green wins Dabble with 103 points!"."""
    state, said = round_of(start(target=100), "0", [40, 40, 23])
    assert state.phase == "over"
    assert not any("winning score" in line for line in said), said
    assert said[-1] == "Ann wins Dabble with 103 points!"


def test_a_round_winner_who_lost_points_is_not_said_to_win_minus_points() -> None:
    """Issue 37: "Cati gana: menos 32, total 29" reads as a contradiction."""
    state, _ = round_of(start(), "2", [20, 21, 20])  # Cat 61
    state, said = round_of(state, "2", [1, 1, 1], rejected=35)  # Cat plus 3 minus 35: to 29
    assert "Cat minus 32, needs 471." in said  # the finisher was just named: the points alone, no "wins"
    with language.speaking("es"):
        spanish = dabble.round_report(["Cati"], [("Cati", -32, 29), ("Ana", 0, 0)], 500)
        chosen = dabble.round_report(["Cati"], [("Cati", -32, 29), ("Ana", 0, 0)], 500, need_news=False, chosen=True)
    assert spanish[0].text == "Cati gana la ronda, pero pierde 32 y se queda en 29."  # won on a best word
    assert chosen[0].text == "Cati pierde 32 y se queda en 29."


# ---------------------------------------------------------------- Spanish: what is asked, said to whom


def test_the_spanish_unused_tiles_question_asks_for_points() -> None:
    """Issue 37: "Amarillo, ¿tus fichas sin usar?" does not say it wants points."""
    with language.speaking("es"):
        assert dabble.unused_tiles("Amarillo").text == "Amarillo, ¿cuántos puntos te sobran?"


def test_spanish_lines_are_not_calques() -> None:
    """Issue 37: "Te la resto"; and the standings' heading was "Scores, playing to 500" word for word."""
    with language.speaking("es"):
        line = dabble.wrong_word("Ana")
        standings = dabble.standings(500, [("Ana", 20)])
    assert "resto" not in line.text and line.text == "Ana, ¿cuánto vale la palabra rechazada? Se resta de tus puntos."
    assert standings.text == "Se juega a 500 puntos: Ana 20, le faltan 480."


def test_spanish_lines_to_the_whole_table_are_not_said_to_one_player() -> None:
    """A line for everyone is said to "cada uno", never with a singular "tú" ("toma", "cambia", "quieras")."""
    with language.speaking("es"):
        lines = (dabble.swap_tiles(), dabble.fresh_tiles(2))
    for line in lines:
        for said in (line.text, line.brief):
            assert not re.search(r"(?<!uno )\b(toma|cambia)\b|\bquieras\b|\bquieres\b", said, re.IGNORECASE), said


def test_the_where_line_after_the_buzzer_says_time_is_up() -> None:
    """Issue 37: a table resumed after the buzzer heard "Go!" and grabbed its tiles again."""
    state = stopped(start())
    assert "time is up" in GAME.where(state).text
    assert "se acabó el tiempo" in GAME.where(stopped(start(language="es"))).text
    assert "time is up" not in GAME.where(start()).text


def test_the_subject_rounds_go_cannot_be_said_again_on_resuming_after_the_buzzer() -> None:
    """The go after a subject comes in the draw's lines, which a resume says again: it is urgent, the
    device's mark of a round's start that goes stale once the timer has run (device/referee/resuming.py)."""
    subjects = {"food": {"name": "Food", "examples": ["egg"]}}
    for players in (start(subject_words=True, subjects=subjects), start(subject_words=True, subjects=subjects, language="es")):
        state, _ = feed(players, [go()])
        state, outputs = feed(state, [chance("food")])
        said = [output for output in outputs if isinstance(output, Say)]
        assert said[0].line.text.startswith(("Subject: Food.", "Tema: Food."))
        assert not said[0].urgent and said[-1].urgent and said[-1].line.again is False


def test_how_to_start_dabble_is_not_used_up_by_another_game_asked_for() -> None:
    """Issue 37: a Spanish Dabble never said "Pulsa GO para empezar", though its page quotes it: the device
    names GO once a session for each hint's words, and "¿Otra partida? Pulsa GO para empezar." had said them."""
    from device.referee.asking import button_hint
    from engine import language
    from engine.core import AskGo
    from engine.words import Words

    device = Words("device")
    spanish = GAME.prompt(start(language="es"))
    with language.speaking("es"):
        new_game = AskGo(device.line("new-game"), action=device("new-game-action"))
        assert button_hint(spanish) != button_hint(new_game)
        assert button_hint(spanish) == "Pulsa GO para empezar la ronda."
