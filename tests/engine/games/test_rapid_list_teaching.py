"""Rapid List for a table that never played (issue 38), in English and Spanish.

- Every question, in play and in setup, says what it is for (hold GO) and, where
  a rule governs the choice, that rule (hold OK), taught or not.
- Taught: the opening and the track before round 1, then each rule once, just
  before the choice it governs, and each result the first time it happens: the
  die, a failed list, who takes a challenge and why.
- Setup, taught: the track, the variants and the head starts are explained in
  the question that names them.
"""

from __future__ import annotations

import random
import re
from functools import partial
from typing import Any, Mapping

import pytest

from engine import language
from engine.core import AskChoice, AskConfirm, AskGo, AskNumber, GameOver, Prompt, chance, choice, confirm, go, number, time_up
from engine.games.rapid_list import lines
from engine.games.rapid_list.lines import words
from engine.games.rapid_list.rules import GAME, VARIANTS, State
from engine.games.rapid_list.setup_flow import command_line_answers, setup
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults, answer_all
from engine.teaching import TEACH
from tests.engine.games.test_rapid_list import bid, feed, library, make_settings, read, texts, write
from tests.rooms import said as said_in_room

en = partial(words.said_in, "en")  # the game's messages in English

QUESTIONS = (AskGo, AskChoice, AskConfirm, AskNumber)
# The questions a rule governs: the bid, the verdict, a list, the pick, the declare step, a round's start.
RULED = {"bids", "all_read", "reading", "pick", "declare", "roll"}


def taught(players: int = 3, **overrides: Any) -> dict[str, Any]:
    return make_settings(players, teach=True, **overrides)


def begin(settings: Mapping[str, Any], reader: int = 0) -> tuple[State, list[str]]:
    state, outputs = feed(GAME.start(settings), [chance(reader), chance(tuple(range(len(settings["names"]))))])
    return state, texts(outputs)


# ---------------------------------------------------------------- what now, and why, at every question


@pytest.mark.parametrize("spoken", ["en", "es"])
@pytest.mark.parametrize("teach", [False, True])
def test_every_question_of_random_games_has_a_purpose_and_its_rule(spoken: str, teach: bool) -> None:
    given = {"players": 4, "variants": list(VARIANTS), "track": "NNNNCNNNNCCC", "ages": [9, 10, 11, 40]}
    with language.speaking(spoken):
        every_variant = answer_all(setup(library(), Defaults()), command_line_answers(given))
        plain = answer_all(setup(library(), Defaults()), {})
    for seed, settings in enumerate([plain, every_variant] * 4):
        session = Session(GAME, {**settings, "language": spoken, TEACH: teach})
        chooser = RandomChooser(random.Random(seed))
        for _ in range(3000):
            prompt = session.prompt
            if isinstance(prompt, GameOver):
                break
            if isinstance(prompt, QUESTIONS):
                phase = session.state.phase
                assert prompt.question.purpose, (phase, prompt.question.text)
                assert phase not in RULED or prompt.question.rule, (phase, prompt.question.text)
            session.apply(legal_input(prompt, chooser))
        assert isinstance(session.prompt, GameOver)


def _setup_questions(flow: Any, chooser: RandomChooser, answers: dict[str, Any]) -> list[Any]:
    """Every question a setup asks, each answered at random, until it has none left."""
    asked = []
    while (question := flow.next_question(answers)) is not None:
        asked.append(question)
        prompt: Prompt = question.prompt
        answers[question.key] = legal_input(prompt, chooser).value
    return asked


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_every_setup_question_has_a_purpose_and_the_questions_naming_options_have_a_rule(spoken: str) -> None:
    with language.speaking(spoken):
        for seed in range(40):
            chooser = RandomChooser(random.Random(seed))
            for question in _setup_questions(setup(library(), Defaults()), chooser, {TEACH: seed % 2 == 0}):
                asked = question.prompt.question
                assert asked.purpose, (question.key, asked.text)
                if question.key in ("track", "any_variants", "head_starts", "doubler", "veto", "no_dice", "drop_anchor"):
                    assert asked.rule, (question.key, asked.text)


def test_setup_taught_explains_the_track_the_variants_and_the_head_starts_before_they_are_chosen() -> None:
    flow = setup(library(), Defaults())
    answers = {"players": 3, "kids": False, "decks": "both", "timer": 30, "teams": False, "order_0": True}
    no_variants = {"doubler": False, "veto": False, "no_dice": False, "drop_anchor": False}
    before = (
        ("track", {}),
        ("any_variants", {"track": "standard"}),
        ("head_starts", {"track": "standard", "any_variants": True, **no_variants}),
    )
    plain = {key: flow.next_question({**answers, TEACH: False, **more}) for key, more in before}
    told = {key: flow.next_question({**answers, TEACH: True, **more}) for key, more in before}
    for key in plain:
        assert plain[key] is not None and told[key] is not None and plain[key].key == told[key].key == key
    assert plain["track"].prompt.question.text == "Which track?"
    assert told["track"].prompt.question.text == f"{en('track-rule')} Which track?"
    assert told["track"].prompt.question.brief == "Which track?", "a repeat: the question, then its rule once"
    assert "The doubler: once a game, double a move." in told["any_variants"].prompt.question.text
    assert "The doubler:" not in plain["any_variants"].prompt.question.text
    assert plain["any_variants"].prompt.question.rule == en("variants-rule")  # hold OK, taught or not
    assert en("head-start-rule") in told["head_starts"].prompt.question.text
    assert en("head-start-rule") not in plain["head_starts"].prompt.question.text


# ---------------------------------------------------------------- the opening and the rules, once


def test_the_track_to_draw_says_where_finish_is_before_round_one() -> None:
    """The game in short (the opening) was said in setup, before its first choice (session 49)."""
    state, said = begin(taught())
    assert said == [
        "Draw the track on the spare sheet: Start, spaces 1 to 12, then Finish, space 13. Mark 9 to 12 as challenge spaces.",
        "On Start, from the top: Ann, Bob and Cat.",
    ]
    _, plain = begin(make_settings(3))
    assert plain == ["On Start, from the top: Ann, Bob and Cat."]


def test_the_track_taught_names_its_own_challenge_spaces() -> None:
    _, said = begin(taught(track="NNNNCNNNNCCC", variants=["drop-anchor"]))
    assert said[0] == (
        "Draw the track on the spare sheet: Start, spaces 1 to 12, then Finish, space 13. Mark 5 and 10 to 12 "
        "as challenge spaces."
    )
    _, one = begin(taught(track="NNNNCNN"))
    assert one[0].endswith("Finish, space 8. Mark 5 as a challenge space.")
    _, spanish = begin(taught(track="NNNCNNCNNCNC", language="es"))
    assert "la meta, la 13. Las de reto, la 4, la 7, la 10 y la 12, llevan una R." in spanish[0]
    _, single = begin(taught(track="NNNNCNN", language="es"))
    assert "La de reto, la 5, lleva una R." in single[0]


def test_the_reader_is_explained_with_the_first_round_start_only() -> None:
    state, _ = begin(taught(), reader=1)
    first = GAME.prompt(state)
    assert isinstance(first, AskGo) and first.question.text == f"{lines.reader_taught(False)} Bob asks."
    assert first.question.brief == "Bob asks." and first.question.rule == en("round-rule")
    state, _ = write(state)
    state, _ = bid(state, {0: 1, 1: 2, 2: 3})
    state, _ = read(state)
    assert GAME.prompt(state).question.text == "Cat asks."  # type: ignore[union-attr]


def test_the_die_and_what_to_write_are_said_the_first_round_only() -> None:
    state, _ = begin(taught())
    state, outputs = feed(state, [go(), chance(4), chance("q2")])
    assert texts(outputs) == [
        "The die says 4.",
        "q2 question 4.",
        en("write-taught"),
        "Write!",
    ]
    state, _ = feed(state, [time_up()])
    state, _ = bid(state, {0: 1, 1: 2, 2: 3})
    state, _ = read(state)
    state, outputs = feed(state, [go(), chance(2), chance("q3")])
    assert texts(outputs) == ["q3 question 2.", "Write!"]


def test_a_bid_is_explained_with_the_first_bid_question_and_only_then() -> None:
    state, _ = begin(taught())
    state, _ = write(state)
    first = GAME.prompt(state)
    assert isinstance(first, AskNumber)
    assert first.question.text == f"{en('bid-taught')} Ann's bid?"
    assert first.question.brief == "Ann's bid?", "a repeat asks the question alone"
    assert GAME.prompt(state) == first, "asking again changes nothing: the answer marks the rule taught"
    state, _ = feed(state, [number(3)])
    assert GAME.prompt(state).question.text == "Bob's?"  # type: ignore[union-attr]
    state, _ = feed(state, [number(3), number(3)])
    state, _ = read(state)
    state, _ = write(state)
    assert GAME.prompt(state).question.text == "Bob's bid?"  # type: ignore[union-attr]


def test_the_reading_rules_come_before_the_first_verdict() -> None:
    state, _ = begin(taught())
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})
    verdict = GAME.prompt(state)
    assert isinstance(verdict, AskChoice)
    assert verdict.question.text == (
        f"{en('read-taught')} Read in order: Ann 2, Bob 3 and Cat 4. Once all have read, tell me: every list reached its bid?"
    )
    state, _ = read(state)
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 2, 2: 4})
    tie = GAME.prompt(state)
    assert tie.question.text.startswith(en("tie-taught")), "the stack decides, said the first time it does"  # type: ignore[union-attr]
    assert en("read-taught") not in tie.question.text  # type: ignore[union-attr]


def test_the_first_failed_list_says_what_it_cost() -> None:
    state, _ = begin(taught())
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})
    state, outputs = feed(state, [choice("short:1")])
    assert texts(outputs)[0] == "Bob fell short, so stays put; the answers read still cross off others'."  # then the standings
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})
    state, outputs = feed(state, [choice("several"), confirm(False), confirm(False), confirm(True)])
    assert "fell short" not in " ".join(texts(outputs)), "said once a game"
    spanish, _ = begin(taught(language="es"))
    spanish, _ = write(spanish)
    spanish, _ = bid(spanish, {0: 2, 1: 3, 2: 4})
    spanish, outputs = feed(spanish, [choice("several"), confirm(False)])
    assert texts(outputs)[-1] == "A Ann le faltaron: no avanza, pero lo que leyó también tacha."


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_before_the_first_reading_a_short_list_is_told_to_read_all_it_has(spoken: str) -> None:
    """The third outside table (session 46) learned only after a list fell short that it reads what it has."""
    state, _ = begin(taught(language=spoken))
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})
    asked = GAME.prompt(state).question.text  # type: ignore[union-attr]
    assert {"en": "or all you have if fewer", "es": "o las que tenga"}[spoken] in asked, asked


def test_the_first_challenge_says_who_takes_it_and_why() -> None:
    state, _ = begin(taught(head_starts=[9, 0, 0]))  # Ann leads on 9, a challenge space
    state, outputs = feed(state, [go(), chance("c1")])
    assert texts(outputs) == [
        "Ann leads on a challenge space. Challenge for Ann: Only words with an A.",
        en("challenge-cost-taught"),
    ]
    _, outputs = feed(begin(make_settings(3, head_starts=[9, 0, 0]))[0], [go(), chance("c1")])
    assert texts(outputs) == ["Challenge for Ann: Only words with an A."]
    assert lines.challenged_because(["Ann", "Bob"], False) == "Ann and Bob share the lead on a challenge space."
    with language.speaking("es"):
        assert lines.challenged_because(["Ana"], True) == "Ana está en una casilla de reto."


def test_nothing_is_taught_when_teaching_is_off() -> None:
    state, said = begin(make_settings(3))
    state, outputs = feed(state, [go(), chance(4), chance("q2"), time_up()])
    said += texts(outputs)
    assert GAME.prompt(state).question.text == "Ann's bid?"  # type: ignore[union-attr]
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})
    assert GAME.prompt(state).question.text.startswith("Read in order:")  # type: ignore[union-attr]
    state, outputs = feed(state, [choice("short:1")])
    said += texts(outputs)
    assert said[:4] == ["On Start, from the top: Ann, Bob and Cat.", "q2 question 4.", "Write!", "Pencils down!"]
    assert said[4:] == ["Cat on 4, 9 to go; Ann on 2, Bob at Start."]
    assert state.taught == []


# ---------------------------------------------------------------- stuck moments met by a no-rulebook table (issue 38)


@pytest.mark.parametrize(
    ("spoken", "order_rule", "secret", "aloud"),
    [
        ("en", "Lowest bid reads first.", "Write your bid down first", "then say it when I ask"),
        ("es", "Lee primero la apuesta más baja.", "la apunta", "después, por turno, la dice"),
    ],
)
def test_how_a_bid_is_made_and_the_reading_order_are_said_before_the_first_bid(
    spoken: str, order_rule: str, secret: str, aloud: str
) -> None:
    """The table heard "Lowest bid reads first" only once the bids were in, and did not know
    whether a bid is said to the table or kept hidden: both come with the first bid question."""
    state, _ = begin(taught(language=spoken))
    state, _ = write(state)
    first = GAME.prompt(state)
    assert isinstance(first, AskNumber)
    for told in (order_rule, secret, aloud):
        assert told in first.question.text, (told, first.question.text)
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})
    verdict = GAME.prompt(state)
    assert order_rule not in verdict.question.text, "said once, before the bids"  # type: ignore[union-attr]


@pytest.mark.parametrize(("spoken", "asked"), [("en", "Every list reached its bid?"), ("es", "¿Todos llegan a su apuesta?")])
@pytest.mark.parametrize("teach", [False, True])
def test_the_verdict_asks_whether_each_list_reached_its_bid(spoken: str, asked: str, teach: bool) -> None:
    """ "All valid?" was read as "are the answers sensible?": the question says what it asks, in every round."""
    state, _ = begin(make_settings(3, teach=teach, language=spoken))
    for _ in range(2):
        state, _ = write(state)
        state, _ = bid(state, {0: 2, 1: 3, 2: 4})
        verdict = GAME.prompt(state)
        assert isinstance(verdict, AskChoice) and verdict.question.text.lower().endswith(asked.lower()), verdict.question.text
        assert "válido" not in verdict.question.text and "valid" not in verdict.question.text
        state, _ = read(state)


@pytest.mark.parametrize(
    ("spoken", "needs", "track"),
    [
        (
            "en",
            ("paper", "pencil", "cube or a coin", "race track", "one more sheet is for drawing that track"),
            "Draw the track on the spare sheet: Start, spaces 1 to 12, then Finish, space 13. Mark 9 to 12 as challenge spaces.",
        ),
        (
            "es",
            ("papel", "lápiz", "una ficha, que puede ser una moneda", "otra hoja para dibujar ese recorrido"),
            "En la otra hoja se dibuja el recorrido: la salida, las casillas 1 a 12 y la meta, la 13. "
            "Las de reto, de la 9 a la 12, llevan una R.",
        ),
    ],
)
def test_the_table_is_told_to_draw_the_track_and_where_the_cubes_go(spoken: str, needs: tuple[str, ...], track: str) -> None:
    """A table without the box did not know to draw a track, nor where the cubes go: the needs name a
    cube and a sheet for the track, and the track taught says what to draw; the line-up places the cubes."""
    said = partial(words.said_in, spoken)
    for thing in needs:
        assert thing in said("teach-needs")
    _, heard = begin(taught(language=spoken))
    assert heard[0] == track
    assert heard[1].startswith(("On Start, from the top: ", "En la salida, de arriba abajo: "))


# Lines the referee says to the whole table when teaching, each telling it what to do: "cada uno", the
# third person or the passive, never "vosotros" or "ustedes" (which split Spain from the Americas).
_TO_THE_TABLE = ("teach-opening", "write-taught", "bid-taught", "read-taught")
_VOSOTROS = re.compile(
    r"\b\w+(?:áis|éis|asteis|ídmelas)\b|\b(?:escribid|leed|poned|apostad|marcad|dibujad)\b|\bvuestr|\bos\b", re.IGNORECASE
)
# What a Spanish table hears as "usted": a verb to the listener in the third person, or the word itself.
_USTED = re.compile(r"\b(?:usted(?:es)?|me la dice|me lo dice|si lee|dígame|pulse|elija)\b", re.IGNORECASE)


def _spanish_lines() -> list[str]:
    """Every Spanish line of Rapid List: its messages said with sample values, and lines built from several."""
    found = [text for texts in said_in_room("engine.games.rapid_list", "es").values() for text in texts]
    with language.speaking("es"):
        found += [lines.track_taught(13, [9, 10, 11, 12]).text]
        found += [lines.your_bid("Beto").text, lines.read_in_order([("Beto", 3, False)]).text]
    return found


def test_spanish_speaks_to_the_table_without_vosotros_and_never_in_usted() -> None:
    """ "Me la dice por turno" mixed "usted" into a game that says "tú" to one player (issue 38); the table as a
    whole is told what to do in words every Spanish-speaking table uses alike (messages/es.ftl)."""
    with language.speaking("es"):
        told = [words(name) for name in _TO_THE_TABLE] + [lines.track_taught(13, [9, 10, 11, 12]).text]
    assert [line for line in told if _VOSOTROS.search(line)] == []
    assert all("cada uno" in line.lower() or "se " in line for line in told), told
    assert [line for line in _spanish_lines() if _USTED.search(line)] == []
