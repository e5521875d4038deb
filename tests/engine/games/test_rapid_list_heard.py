"""Rapid List says what the table needs, once (issue 37), in English and in Spanish.

- "All valid?" is answered with whose list fell short: one answer, not one a reader.
- The reader is named once at the start and on resume; no move is said that the
  standings say straight after.
- A challenge is said again just before the lists are read, and a challenge that
  caps the bid is said with the bid question and bounds it.
- Spanish: "¡Tiempo!", natural words for teams, and a challenge line that suits one
  player or several.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

import pytest

from engine.core import AskChoice, AskGo, AskNumber, OutOfRange, chance, choice, confirm, go, number, time_up
from engine import language
from engine.games.rapid_list import lines
from engine.games.rapid_list.lines import words
from engine.games.rapid_list.rules import GAME, State
from engine.games.rapid_list.setup_flow import BID_CAPS, BLUE, CHALLENGES, RED, setup
from engine.setup import Defaults, Library, answer_all
from tests.outputs import cues, texts
from tests.paths import REPO
from tests.engine.games.test_rapid_list import begin, bid, feed, make_settings, place, write

DECKS = REPO / "engine" / "games" / "rapid_list" / "decks"


def four_bid(state: State) -> State:
    """Four players on 4, 6, 5 and 3 (Bob ahead of Cat ahead of Ann ahead of Dan), bids Ann 5, Bob 3, Cat 6, Dan 4."""
    state = place(state, [4, 6, 5, 3], arrived=[1, 2, 3, 4])
    state, _ = write(state)
    state, _ = bid(state, {0: 5, 1: 3, 2: 6, 3: 4})
    return state


# ---------------------------------------------------------------- whose list fell short


def test_all_valid_is_answered_with_whose_list_fell_short() -> None:
    """Issue 37: after "All valid? No" every reader was asked in turn, 60 words and 5 presses for one list."""
    state = four_bid(begin(make_settings(4)))
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.default == 0
    assert [option.label for option in prompt.options] == [
        "Yes",
        "No, Bob's",
        "No, Dan's",
        "No, Ann's",
        "No, Cat's",
        "No, several",
    ]
    assert prompt.options[1].value == "short:1"
    state, outputs = GAME.apply(state, choice("short:1"))
    assert [seat.space for seat in state.seats] == [9, 6, 11, 7]  # Bob stays, the rest move
    assert cues(outputs) == ["miss"]
    assert texts(outputs) == ["Cat on 11, 2 to go; Ann on 9, Dan on 7, Bob on 6."]  # each cube said once
    assert state.phase == "roll"


def test_the_answer_is_named_when_taken_back() -> None:
    state = four_bid(begin(make_settings(4)))
    assert GAME.describe(state, choice("short:1")) == "Bob's list short"
    assert GAME.describe(state, choice("all")) == "every list valid"
    assert GAME.describe(state, choice("several")) == "not every list valid"


def test_with_two_readers_neither_needs_no_more_questions() -> None:
    state, _ = write(begin(make_settings(2)))
    state, _ = bid(state, {0: 3, 1: 4})
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.options[-1].label == "No, neither"
    assert GAME.describe(state, choice("several")) == "neither list valid"
    state, outputs = GAME.apply(state, choice("several"))
    assert [seat.space for seat in state.seats] == [0, 0] and state.phase == "roll"
    assert texts(outputs) == ["Ann and Bob at Start, Ann on top, 13 to go."]


def test_list_by_list_says_no_move_the_standings_say_next() -> None:
    """Issue 37: three "X moves to space N." lines, then the standings said it all again."""
    state = four_bid(begin(make_settings(4)))
    state, outputs = GAME.apply(state, choice("several"))
    assert texts(outputs) == ["List by list, then."]
    said: list[str] = []
    for fulfilled in (True, False, True, False):
        state, outputs = GAME.apply(state, confirm(fulfilled))
        said += texts(outputs)
    assert said == ["Bob and Ann on 9, Bob on top, 4 to go; Cat on 5, Dan on 3."]  # Bob, then Ann, moved


# ---------------------------------------------------------------- the reader, once


def test_the_reader_is_named_once_before_the_first_roll() -> None:
    """Issue 37: "Blue reads first." and then "Blue reads." a few seconds later."""
    state = GAME.start(make_settings(3))
    state, outputs = feed(state, [chance(1), chance((2, 0, 1))])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo)
    said = [*texts(outputs), prompt.question.text]
    assert said == ["On Start, from the top: Cat, Ann and Bob.", "Bob asks."]


def test_where_the_game_stands_leaves_the_reader_to_the_question_that_names_them() -> None:
    """Resuming, or hold GO, before the roll: "Rapid List, round 2." then "Blue asks.", not the name twice."""
    state = begin(make_settings(3), reader=1)
    assert GAME.where(state).text == "Rapid List, round 1."
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo) and prompt.question.text == "Bob asks."
    state, _ = write(state)
    assert GAME.where(state).text == "Rapid List, round 1. Bob's question: q1 question 1."
    spanish = begin(make_settings(3, language="es"), reader=1)
    assert GAME.where(spanish).text == "Rapid List, ronda 1."


def test_a_resume_before_a_no_dice_pick_names_the_reader_once() -> None:
    state = begin(make_settings(3, variants=["no-dice"]), reader=2)
    state, _ = feed(state, [go(), chance("q1")])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text == "Cat, which question?"
    assert "Cat" not in GAME.where(state).text


# ---------------------------------------------------------------- challenges at the bid and at the reading


def challenged(caps: dict[str, int] | None = None, language: str = "en") -> State:
    """Ann on 9, a challenge space, leads: the round's challenge is hers."""
    settings = make_settings(3, head_starts=[9, 0, 0], language=language)
    if caps:
        settings["challenge_caps"] = caps
    if language == "es":
        settings["challenges"] = {"c1": "Ninguna respuesta puede llevar la letra A.", "c2": "Cada respuesta en una línea."}
    return begin(settings)


def to_bids(state: State, card: str = "c1") -> tuple[State, list[Any]]:
    return feed(state, [go(), chance(card), chance(2), chance("q1"), time_up()])


def test_the_challenge_is_said_again_just_before_the_lists_are_read() -> None:
    """Issue 37: a challenged player was not reminded of the challenge at the reading."""
    state, _ = to_bids(challenged())
    state, _ = bid(state, {0: 4, 1: 2, 2: 3})
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    assert (
        prompt.question.text
        == "Read in order: Bob 2, Cat 3 and Ann 4. Ann, remember: Only words with an A. Every list reached its bid?"
    )
    assert prompt.question.brief == "Order: Bob 2, Cat 3 and Ann 4. Ann: Only words with an A. Every list reached its bid?"


def test_a_challenge_that_caps_the_bid_is_said_at_the_bid_and_bounds_it() -> None:
    """Issue 37: "no higher than six", and a bid of 7 was taken without a word."""
    state, _ = to_bids(challenged({"c1": 6}))
    prompt = GAME.prompt(state)  # Ann reads this round: her bid is asked first
    assert isinstance(prompt, AskNumber)
    assert prompt.question.text == "Ann's bid, at most 6?"
    assert (prompt.low, prompt.high, prompt.default) == (1, 6, 5)
    with pytest.raises(OutOfRange):
        GAME.apply(state, number(7))
    state, _ = bid(state, {0: 6, 1: 2, 2: 3})
    order = GAME.prompt(state)
    assert isinstance(order, AskChoice) and "remember" not in order.question.text  # the bid question said it


def test_a_capped_bid_is_offered_within_the_cap() -> None:
    state, _ = to_bids(challenged({"c1": 6}))
    for seat in state.seats:
        seat.last_bid = 9
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber) and prompt.default == 6
    others, _ = to_bids(challenged({"c1": 6}), "c2")  # an uncapped challenge: the full range
    uncapped = GAME.prompt(others)
    assert isinstance(uncapped, AskNumber) and uncapped.high == 21 and uncapped.question.text == "Ann's bid?"


def test_the_setup_hands_the_caps_of_our_challenges_to_the_game() -> None:
    questions = {"b1": [f"b1 question {face}" for face in range(1, 7)]}
    library = Library(
        decks={BLUE: questions, RED: {}, CHALLENGES: {"challenge-22": "Six.", "c9": "Nine."}},
        extras={"rapid_list/challenge_caps": {"c9": 9}},
    )
    settings = answer_all(setup(library, Defaults()), {})
    assert settings["challenge_caps"] == {"challenge-22": 6, "c9": 9}
    assert GAME.start(settings).settings.challenge_caps == {"challenge-22": 6, "c9": 9}


@pytest.mark.parametrize("folder", ["", "es"])
def test_the_caps_the_game_holds_are_the_decks_own(folder: str) -> None:
    """BID_CAPS stands in for the decks' `max_bid` until the deck loader offers it: the two agree."""
    cards = tomllib.loads((DECKS / folder / "challenges.toml").read_text(encoding="utf-8"))["card"]
    in_deck = {card["id"]: card["max_bid"] for card in cards if "max_bid" in card}
    prefix = "es-" if folder else "challenge"
    assert in_deck and in_deck == {card: cap for card, cap in BID_CAPS.items() if card.startswith(prefix)}


# ---------------------------------------------------------------- Spanish


def test_spanish_time_up_says_tiempo() -> None:
    """Issue 37: "¡Nadie escribe más!" was a word-for-word "Pencils down!"."""
    assert words.said_in("es", "pencils-down") == "¡Tiempo!"
    state = begin(make_settings(3, language="es"))
    state, outputs = feed(state, [go(), chance(1), chance("q1"), time_up()])
    assert texts(outputs)[-1] == "¡Tiempo!"


def test_spanish_teams_question_is_natural() -> None:
    assert "se sienta junto" not in words.said_in("es", "teams")
    assert words.said_in("es", "teams").startswith("¿Por equipos? Los compañeros se sientan juntos")


def test_spanish_lines_for_several_players_use_no_singular_tu() -> None:
    """Issue 37: "Reto para Beto y Cati: Escribe ..." and "¡choca esos cinco!" spoke to one of several."""
    with language.speaking("es"):
        shared = lines.winners(["Ana", "Beto"]).text
        line = lines.challenge(["Beto", "Cati"], "Ninguna respuesta puede llevar la letra O.")
        reminder = lines.challenge_reminder(["Beto", "Cati"], "Ninguna respuesta puede llevar la letra O.")
    assert shared == "Ana y Beto comparten la victoria: ¡a chocar esos cinco!"
    assert line.text == "Reto para Beto y Cati: ninguna respuesta puede llevar la letra O."  # no capital after the colon
    assert reminder.text == "Ojo, Beto y Cati: ninguna respuesta puede llevar la letra O."


# Words that speak to one player ("tú") or to several ("vosotros"). An imperative ("Escribe con...")
# is the same word as the impersonal "se escribe": the openings below keep it out.
SECOND_PERSON = re.compile(
    r"\b(tu|tus|te|ti|vosotros|vuestras?|vuestros?|usas|escribas|escribes|puedes|puedas|cámbiate|escribid)\b",
    re.IGNORECASE,
)


def test_the_spanish_challenges_suit_one_player_or_several() -> None:
    cards = tomllib.loads((DECKS / "es" / "challenges.toml").read_text(encoding="utf-8"))["card"]
    spoken_to = [card["text"] for card in cards if SECOND_PERSON.search(card["text"])]
    assert spoken_to == []
    # Each opens with a common word, so the colon before it takes it in lower case.
    assert all(card["text"].split()[0].lower() in COMMON_OPENINGS for card in cards), [
        card["text"] for card in cards if card["text"].split()[0].lower() not in COMMON_OPENINGS
    ]


COMMON_OPENINGS = {"se", "cada", "ninguna", "ojos", "nada", "el", "la", "las", "delante", "todas", "esta", "antes", "al"}


def test_a_spanish_game_speaks_the_caps_and_the_reminder() -> None:
    state, _ = to_bids(challenged({"c1": 6}, language="es"))
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber) and prompt.question.text == "Ann, ¿tu apuesta, como mucho 6?"
    reminded, _ = to_bids(challenged(language="es"))
    reminded, _ = bid(reminded, {0: 4, 1: 2, 2: 3})
    order = GAME.prompt(reminded)
    assert isinstance(order, AskChoice)
    assert order.question.text == (
        "Orden de lectura: Bob 2, Cat 3 y Ann 4. Ojo, Ann: ninguna respuesta puede llevar la letra A. ¿Todos llegan a su apuesta?"
    )
    assert [option.label for option in order.options] == ["Sí", "Falla Bob", "Falla Cat", "Falla Ann", "Fallan varias listas"]


@pytest.mark.parametrize(
    ("spoken", "later", "resumed"),
    [
        (
            "en",
            "Bob, Dan, Ann and Cat. Every list reached its bid?",
            "Read in order: Bob 3, Dan 4, Ann 5 and Cat 6. Every list reached its bid?",
        ),
        (
            "es",
            "Orden: Bob, Dan, Ann y Cat. ¿Todos llegan a su apuesta?",
            "Orden de lectura: Bob 3, Dan 4, Ann 5 y Cat 6. ¿Todos llegan a su apuesta?",
        ),
    ],
)
def test_a_later_round_names_the_readers_without_the_bids_just_heard(spoken: str, later: str, resumed: str) -> None:
    """Each bid was heard as it was entered a moment before: from round 2 the order names the readers
    alone (1.4 s a round); a resumed game, whose table may have forgotten them, hears the bids."""
    state, _ = write(begin(make_settings(4, language=spoken)))
    state, _ = bid(state, {0: 1, 1: 1, 2: 1, 3: 1})
    state, _ = GAME.apply(state, choice("all"))
    state = four_bid(state)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    assert (prompt.question.text, prompt.question.long) == (later, resumed)
