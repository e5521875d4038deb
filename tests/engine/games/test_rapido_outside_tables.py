"""Rapido as two outside tables met it (session 46): a taught English table with no rulebook, and a
Spanish table. Each test pins one stuck moment or one line that sounded wrong, in the words the
table heard: the rule before the choice it governs, once; nothing restated; Spanish as a table says it.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import language
from engine.core import AskChoice
from engine.words import Words
from engine.games.rapido.rules import GAME, said_faces
from engine.games.rapido.rules import words as rapido
from engine.teaching import TEACH
from engine.core import choice
from tests.engine.games.test_rapido import begin, feed, lay, options, place, roll, spoken
from tests.engine.games.test_rapido_teaching import _setup_questions, taught
from tests.outputs import texts


class Said:
    """Rapido's messages in one language, by id: `words("place-rule")`."""

    def __init__(self, code: str) -> None:
        self.code = code

    def __call__(self, message: str, **values: Any) -> str:
        return rapido.said_in(self.code, message, **values)


ENGLISH, SPANISH = Said("en"), Said("es")
WORDS = [ENGLISH, SPANISH]
IDS = ["en", "es"]


def _language(words: Said) -> str:
    return words.code


# ---------------------------------------------------------------- setup


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_players_question_says_the_seats_i_play_are_among_them_not_one_more(words: Said) -> None:
    """ "Mine included" left a table wondering whether the referee takes a fifth seat."""
    purpose = words("players-purpose")
    assert "mine included" not in purpose and "los míos incluidos" not in purpose
    assert ("in all" if words is ENGLISH else "en total") in purpose


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_taught_the_names_question_says_i_give_each_seat_a_name(words: Said) -> None:
    """The table was never asked for names, only heard Red, Blue, Green, Yellow: taught, say so."""
    taught = Words("engine").said_in(_language(words), "names-taught")  # every game's taught seat order says it
    asked = {q.key: q.prompt.question for q in _setup_questions({TEACH: True, "players": 4}, _language(words))}
    assert asked["order_0"].text.startswith(taught)
    assert asked["order_0"].text.count(taught) == 1
    plain = {q.key: q.prompt.question for q in _setup_questions({TEACH: False, "players": 4}, _language(words))}
    assert not plain["order_0"].text.startswith(taught)


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_who_starts_reads_as_a_choice_between_the_youngest_and_a_draw(words: Said) -> None:
    """ "Who is youngest? They start. Draw at random": the table did not hear a list to choose from."""
    question = words("youngest-question")
    assert ("Who starts" if words is ENGLISH else "¿Quién empieza") in question
    assert ("draw" if words is ENGLISH else "sorteo") in question


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_paper_line_in_setup_names_no_fields_before_any_rule(words: Said) -> None:
    """ "Six boxes, the fields 0 to 5" came before anyone had said what a field is; "where your numbers lie"
    did not help a table that had heard no rule yet (round three): setup draws the staircase only, short,
    and the opening says the fields are shared."""
    assert not any(word in words("steps-taught").lower() for word in ("field", "box", "casilla", "recuadro"))
    assert ("shared fields 0 to 5" if words is ENGLISH else "casillas de todos, del 0 al 5") in words("teach-opening")


# ---------------------------------------------------------------- the opening and the first choice


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_opening_says_what_a_double_does(words: Said) -> None:
    """Doubles were learned only when one came: the opening says them, briefly."""
    assert ("double" if words is ENGLISH else "dobles") in words("teach-opening").lower()


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_first_choice_says_what_a_field_holds_field_0_is_safe_and_a_cross_on_a_later_roll_only(words: Said) -> None:
    """ "Every pair ... on a higher-numbered field": a pair is a placed number, and how many a field holds was
    said only on hold OK; whether a first roll's cross hurts, and whether two crosses are two steps, not at all."""
    state, outputs = roll(taught(2, language=_language(words)), "1-5")
    rule = texts(outputs)[-1]
    if words is ENGLISH:
        for said in ("one number each", "field 0 as many as you like", "nothing can throw it out", "second roll", "each cross"):
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
def test_hold_ok_after_a_double_says_why_the_piece_climbed(words: Said) -> None:
    """Hold OK after a double replayed the roll-or-place rules with no word on the climb."""
    state, _ = roll(begin(2, language=_language(words)), "2-2")
    rule = GAME.prompt(state).question.rule  # type: ignore[union-attr]
    assert rule.startswith(words("double-rule")) and words("decide-rule") in rule
    state, _ = roll(begin(2, language=_language(words)), "2-1")
    rule = GAME.prompt(state).question.rule  # type: ignore[union-attr]
    assert rule.startswith(words("offer-why", spot=5, victims=[], out=0)) and words("decide-rule") in rule
    assert rule.endswith(words("field-zero-use"))


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_hold_go_at_the_choice_says_the_number_held(words: Said) -> None:
    """Hold GO never said which number the player holds (fifty-four)."""
    state, _ = roll(begin(2, language=_language(words)), "4-5")
    purpose = GAME.prompt(state).question.purpose  # type: ignore[union-attr]
    assert ("fifty-four" if words is ENGLISH else "cincuenta y cuatro") in purpose


# ---------------------------------------------------------------- Spanish as a table says it


def test_spanish_keeps_a_number_with_con_and_throws_out_numbers_not_pairs() -> None:
    state, _ = roll(begin(2, language="es"), "4-5")
    assert "Quédate con el cincuenta y cuatro" in GAME.prompt(state).question.purpose  # type: ignore[union-attr]
    assert "cualquier número igual o menor" in SPANISH("place-rule") and " par " not in SPANISH("place-rule")
    assert "deja libre la casilla" in SPANISH("score-rule") and "dados vuelven" not in SPANISH("score-rule")


def test_a_spanish_double_says_where_the_piece_climbs_once() -> None:
    """ "Dobles: sube un escalón al escalón 5." said the step twice; "Dobles: sube al escalón 3." read as a
    command (round three): who climbs is named."""
    state = begin(2, language="es")
    state.seats[0].step = 4
    state, outputs = roll(state, "1-1")
    assert texts(outputs)[-1] == "Dobles: Ann sube al escalón 5."


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
def test_the_standings_group_the_seats_on_one_step(words: Said) -> None:
    """ "Rojo en la salida; Azul en la salida; ..." said the same place once a player."""
    state = lay(begin(4, language=_language(words)), 1, 3, 62)
    state.seats[3].step = 5
    said = GAME.standings(state).text
    if words is ENGLISH:
        assert said == "Standings: Dan on step 5; Ann and Cat at Start; Bob at Start, sixty-two on field 3."
    else:
        assert (
            said == "Clasificación: Dan en el escalón 5; Ann y Cat en la salida; Bob en la salida, sesenta y dos en la casilla 3."
        )


# ---------------------------------------------------------------- round three (the same tables, after the first fixes)


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_opening_says_how_far_a_double_climbs_and_that_the_turn_goes_on(words: Said) -> None:
    """ "A double climbs that many steps at once": how many, and was the turn over? One die's steps, and
    the turn goes on, as the engine does (a double of threes climbs 3, then the choice comes)."""
    assert ("the steps one die shows, and the turn goes on" if words is ENGLISH else "lo que marca un dado y sigues") in (
        words("teach-opening")
    )
    state, outputs = roll(begin(2, language=_language(words)), "3-3")
    assert state.seats[0].step == 3 and isinstance(GAME.prompt(state), AskChoice)


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_list_on_offer_is_fields_up_then_roll_again_standings_odds_the_offer_its_default(words: Said) -> None:
    """ "Field 3, Blue out / field 1 / field 0 / roll again / standings / odds / field 5": field 5 came last,
    after the requests, and a taken field went missing unsaid. One fixed order, the offered field the
    default (the first value heard), and the taught first choice says the order and that taken fields are left out."""
    state = lay(begin(3, teach=True, language=_language(words)), 1, 2, 11)
    state, outputs = roll(state, "1-2")  # Ann's twenty-one: from fields 0 and 1 it throws out Bob's eleven
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    values = [option.value for option in prompt.options]
    assert values == ["place 0", "place 1", "place 3", "place 4", "place 5", "roll", "standings", "odds"]
    assert values[prompt.default] == "place 1"
    menu = texts(outputs)[-1]
    assert menu.endswith(words("menu-taught"))
    # The way each button goes from the offer (a fourth table pressed DOWN and met field 4, not 0: session 48).
    assert (
        "DOWN goes to lower free fields, UP to higher ones" if words is ENGLISH else "DOWN baja a las casillas libres más bajas"
    ) in menu
    # The offer is heard first, so the line says so (the third outside table, session 46).
    assert ("First I offer the field I would pick" if words is ENGLISH else "Primero te ofrezco la casilla") in menu


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_first_where_of_round_two_says_rolling_again_is_still_on_offer_once(words: Said) -> None:
    """ "Roll or place?" became "Where?" in round 2, and a taught table asked whether it could still roll."""
    state, _ = roll(begin(2, teach=True, language=_language(words)), "1-5")
    state, _ = place(state, 0)
    state, outputs = roll(state, "1-2")
    assert words("where-taught") not in texts(outputs)  # round 1 asks "Roll or place?"
    state, _ = place(state, 0)
    state, outputs = roll(state, "1-2")
    assert texts(outputs)[-1] == words("where-taught")
    state, _ = place(state, 0)
    state, outputs = roll(state, "2-1")
    assert words("where-taught") not in texts(outputs)  # once a game
    state, _ = place(state, 0)
    untaught = begin(2, language=_language(words))
    for faces in ("1-5", "1-2"):
        untaught, outputs = roll(untaught, faces)
        untaught, _ = place(untaught, 0)
    untaught, outputs = roll(untaught, "1-2")
    assert words("where-taught") not in texts(outputs)


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_hold_go_at_a_turn_says_the_referee_rolls(words: Said) -> None:
    """ "Tu turno empieza tirando tus dos dados" contradicted setup's "yo tiro los dados"."""
    assert ("I roll your dice" if words is ENGLISH else "tiro tus dados") in words("turn-purpose")
    assert "tirando" not in words("turn-purpose") and "a roll of your" not in words("turn-purpose")


def test_the_spanish_who_starts_options_answer_the_question_in_its_words() -> None:
    """ "¿Quién empieza: el más joven, o por sorteo?" was answered with "Al azar"."""
    asked = {q.key: q.prompt for q in _setup_questions({TEACH: False, "players": 3}, "es")}
    labels = [option.label for option in asked["youngest"].options]
    assert labels[0] == "Por sorteo" and "por sorteo" in SPANISH("youngest-question")


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_every_option_after_a_roll_is_capitalised_alike(words: Said) -> None:
    """ "Casilla 2, fuera Amarillo" beside "oír las probabilidades", "tirar otra vez": mixed capitals."""
    state = lay(begin(3, language=_language(words)), 1, 4, 11)
    state, _ = roll(state, "1-2")
    labels = list(options(state).values())
    assert all(label[0].isupper() for label in labels), labels


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_the_odds_leave_out_beating_a_number_nothing_can_beat(words: Said) -> None:
    """ "Más de setenta y seis: 0 de 36": nothing beats seventy-six, so it is not said."""
    state, _ = roll(begin(2, language=_language(words)), "7-6")
    state, outputs = feed(state, [choice("odds")])
    said = texts(outputs)[0]
    assert said == ("Cross: 11 in 36." if words is ENGLISH else "Cruz: 11 de 36.")
    state, _ = roll(begin(2, language=_language(words)), "7-5")
    state, outputs = feed(state, [choice("odds")])
    assert ("Beat seventy-five: 1 in 36." if words is ENGLISH else "Más de setenta y cinco: 1 de 36.") in texts(outputs)[0]


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_two_crosses_on_a_first_roll_are_said_to_be_no_double_every_time(words: Said) -> None:
    """A taught table took a first roll of two crosses for a double (issue 38, session 48)."""
    state, outputs = roll(begin(2, language=_language(words)), "X-X")
    with language.speaking(words.code):
        plain = words("rolled", faces=said_faces("X-X"), value=0, cross="crossed")
    said = spoken(outputs)
    assert words("cross-rule") in said and said.count(words("cross-rule")) == 1
    assert state.bonus == 0 and state.value == 0 and said.startswith(plain[:-1]) and not said.startswith(plain)
    state, _ = place(state, 0)
    _, again = roll(state, "X-X")
    assert spoken(again) == said.replace(" " + words("cross-rule"), "")


@pytest.mark.parametrize("words", WORDS, ids=IDS)
def test_hold_ok_at_a_choice_first_says_why_the_field_on_offer_is_offered(words: Said) -> None:
    """Hold OK re-read the roll-or-place paragraph; a table asked why field 5 was offered (session 49)."""
    state = lay(begin(3, language=_language(words)), 1, 3, 40)  # Bob's forty on field 3
    state, _ = roll(state, "2-6")
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.options[prompt.default].value == "place 2"
    assert prompt.question.rule.startswith(words("offer-why", spot=2, victims=["Bob"], out=1))
    assert "Bob" in prompt.question.rule.split(".")[0]
    state, _ = roll(begin(3, language=_language(words)), "2-6")
    free = GAME.prompt(state)
    assert isinstance(free, AskChoice) and free.options[free.default].value == "place 5"
    assert free.question.rule.startswith(words("offer-why", spot=5, victims=[], out=0))
