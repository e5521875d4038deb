"""Rapido as two outside tables met it (session 46): a taught English table with no rulebook, and a
Spanish table. Each test pins one stuck moment or one line that sounded wrong, in the words the
table heard: the rule before the choice it governs, once; nothing restated; Spanish as a table says it.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import AskChoice
from engine.language import module_for
from engine.games.rapido import phrases, phrases_es
from engine.games.rapido.rules import GAME
from engine.teaching import TEACH
from tests.engine.games.test_rapido import begin, lay, options, place, roll
from tests.engine.games.test_rapido_teaching import _setup_questions, taught
from tests.outputs import texts

WORDS = [phrases, phrases_es]
IDS = ["en", "es"]


def _language(words: Any) -> str:
    return "en" if words is phrases else "es"


# ---------------------------------------------------------------- setup


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_players_question_says_the_seats_i_play_are_among_them_not_one_more(words: Any) -> None:
    """ "Mine included" left a table wondering whether the referee takes a fifth seat."""
    purpose = words.PLAYERS_PURPOSE
    assert "mine included" not in purpose and "los míos incluidos" not in purpose
    assert ("in all" if words is phrases else "en total") in purpose


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_taught_the_names_question_says_i_give_each_seat_a_name(words: Any) -> None:
    """The table was never asked for names, only heard Red, Blue, Green, Yellow: taught, say so."""
    shared = module_for("engine.phrases", _language(words))  # every game's taught seat order says it
    asked = {q.key: q.prompt.question for q in _setup_questions({TEACH: True, "players": 4}, _language(words))}
    assert asked["order_0"].text.startswith(shared.NAMES_TAUGHT)
    assert asked["order_0"].text.count(shared.NAMES_TAUGHT) == 1
    plain = {q.key: q.prompt.question for q in _setup_questions({TEACH: False, "players": 4}, _language(words))}
    assert not plain["order_0"].text.startswith(shared.NAMES_TAUGHT)


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_who_starts_reads_as_a_choice_between_the_youngest_and_a_draw(words: Any) -> None:
    """ "Who is youngest? They start. Draw at random": the table did not hear a list to choose from."""
    question = words.YOUNGEST_QUESTION
    assert ("Who starts" if words is phrases else "¿Quién empieza") in question
    assert ("draw" if words is phrases else "sorteo") in question


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_paper_fields_are_said_to_be_where_the_numbers_lie(words: Any) -> None:
    """ "Six boxes, the fields 0 to 5" came before anyone had said what a field is."""
    assert ("where your numbers lie" if words is phrases else "donde se ponen los números") in words.STEPS_TAUGHT


# ---------------------------------------------------------------- the opening and the first choice


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_opening_says_what_a_double_does(words: Any) -> None:
    """Doubles were learned only when one came: the opening says them, briefly."""
    assert ("double" if words is phrases else "dobles") in words.TEACH_OPENING.lower()


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_first_choice_says_what_a_field_holds_field_0_is_safe_and_a_cross_on_a_later_roll_only(words: Any) -> None:
    """ "Every pair ... on a higher-numbered field": a pair is a placed number, and how many a field holds was
    said only on hold OK; whether a first roll's cross hurts, and whether two crosses are two steps, not at all."""
    state, outputs = roll(taught(2, language=_language(words)), "1-5")
    rule = texts(outputs)[-1]
    if words is phrases:
        for said in ("one number each", "field 0 any number", "nothing can throw it out", "second roll", "each cross"):
            assert said in rule, said
        assert "pair" not in rule
    else:
        for said in ("un número", "la 0", "nadie", "segunda tirada", "cada cruz"):
            assert said in rule, said
        assert " par " not in rule
    assert isinstance(GAME.prompt(state), AskChoice)


def test_what_the_first_choice_said_is_not_restated_at_the_next_one() -> None:
    """ "Fields 1 to 5 take one pair each" came on hold OK and then again, word for word, on the next turn;
    the field 0 sentence likewise."""
    state, _ = roll(taught(3), "1-5")
    state, _ = place(state, 3)
    state, outputs = roll(state, "7-2")  # a field taken, and field 0 would throw Ann's fifty-one out
    assert texts(outputs) == ["Seven and two: seventy-two."]


def test_the_first_double_adds_nothing_the_opening_said() -> None:
    state, _ = roll(taught(2), "1-5")
    state, _ = place(state, 4)
    state, outputs = roll(state, "2-2")
    assert texts(outputs) == ["Two and two: twenty-two.", "A double: up 2 steps to step 2."]


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_hold_ok_after_a_double_says_why_the_piece_climbed(words: Any) -> None:
    """Hold OK after a double replayed the roll-or-place rules with no word on the climb."""
    state, _ = roll(begin(2, language=_language(words)), "2-2")
    rule = GAME.prompt(state).question.rule  # type: ignore[union-attr]
    assert rule.startswith(words.DOUBLE_RULE) and words.DECIDE_RULE in rule
    state, _ = roll(begin(2, language=_language(words)), "2-1")
    assert GAME.prompt(state).question.rule.startswith(words.DECIDE_RULE)  # type: ignore[union-attr]


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_hold_go_at_the_choice_says_the_number_held(words: Any) -> None:
    """Hold GO never said which number the player holds (fifty-four)."""
    state, _ = roll(begin(2, language=_language(words)), "4-5")
    purpose = GAME.prompt(state).question.purpose  # type: ignore[union-attr]
    assert ("fifty-four" if words is phrases else "cincuenta y cuatro") in purpose


# ---------------------------------------------------------------- Spanish as a table says it


def test_spanish_keeps_a_number_with_con_and_throws_out_numbers_not_pairs() -> None:
    state, _ = roll(begin(2, language="es"), "4-5")
    assert "Quédate con el cincuenta y cuatro" in GAME.prompt(state).question.purpose  # type: ignore[union-attr]
    assert "cualquier número igual o menor" in phrases_es.PLACE_RULE and " par " not in phrases_es.PLACE_RULE
    assert "deja libre la casilla" in phrases_es.SCORE_RULE and "dados vuelven" not in phrases_es.SCORE_RULE


def test_a_spanish_double_says_where_the_piece_climbs_once() -> None:
    """ "Dobles: sube un escalón al escalón 5." said the step twice."""
    state = begin(2, language="es")
    state.seats[0].step = 4
    state, outputs = roll(state, "1-1")
    assert texts(outputs)[-1] == "Dobles: sube al escalón 5."


def test_spanish_fields_on_offer_start_with_a_capital_like_every_value() -> None:
    """ "Casilla 4, fuera Verde" and "casilla 4, fuera Verde"; "¿Dónde? la 5"."""
    state = lay(begin(3, language="es"), 1, 4, 21)
    state, _ = roll(state, "2-6")
    fields = [label for value, label in options(state).items() if value.startswith("place ")]
    assert fields and all(label[0].isupper() for label in fields), fields
    assert "Casilla 3, fuera Bob" in fields
    later = lay(begin(3, language="es"), 1, 4, 21)
    later.round = 2
    later, _ = roll(later, "2-6")
    assert "La 5" in options(later).values()


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_standings_group_the_seats_on_one_step(words: Any) -> None:
    """ "Rojo en la salida; Azul en la salida; ..." said the same place once a player."""
    state = lay(begin(4, language=_language(words)), 1, 3, 62)
    state.seats[3].step = 5
    said = GAME.standings(state).text
    if words is phrases:
        assert said == "Standings: Dan on step 5; Ann and Cat at Start; Bob at Start, sixty-two on field 3."
    else:
        assert (
            said == "Clasificación: Dan en el escalón 5; Ann y Cat en la salida; Bob en la salida, sesenta y dos en la casilla 3."
        )
