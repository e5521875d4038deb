"""What the second outside tables met in Dabble (session 46, round three): an English table taught with
no rulebook (6 stuck moments, the scoring rule the weak point) and a native Spanish table. Each test
holds one thing they met, through the engine: what is said, and how it sounds to a Spanish table.
"""

from __future__ import annotations


import pytest

from engine import language
from engine.core import AskChoice, AskNumber, Input, Line, choice, go, number, time_up
from engine.games.dabble import said as dabble
from engine.games.dabble.rules import GAME
from engine.games.dabble.said import words
from engine.games.dabble.setup_flow import TILES, setup
from engine.setup import Defaults, Library
from engine.teaching import TEACH, TeachingSetup
from tests.outputs import apply_all, texts

from tests.engine.games.test_dabble_outside_tables import question, settings


# ---------------------------------------------------------------- English stuck moments 1 to 3: the scoring rule


def test_the_opening_says_plainly_that_your_own_words_score_nothing() -> None:
    """ "Do my own words score?": the opening said only what a finisher scores. The opening is said in setup
    (session 49), before the apostrophe rule at the first draw."""
    assert "Your own words score nothing" in words("teach-opening")
    assert "A word with one does score" in question(GAME.start(settings())).text


def test_an_apostrophe_word_scores_its_printed_points_doubled_for_whoever_made_it() -> None:
    """ "A word with one scores double": double of what, if ordinary words score nothing?"""
    assert "its printed points doubled, for whoever made it, finished or not" in words("apostrophe-rule")
    assert "scores double, for every player" not in words("apostrophe-rule")


def test_a_rejected_word_takes_its_printed_points_off_as_the_engine_scores_it() -> None:
    """ "costs its player what it would have scored" made no sense if plain words score nothing. The
    engine takes off the value entered, which the question asks doubled with an apostrophe."""
    assert "costs its player its printed points, doubled with an apostrophe" in words("rejected-cost")
    assert "takes its printed points off its player, doubled with an apostrophe" in dabble.extras_rule(False)
    assert "would have scored" not in words("rejected-cost") + dabble.extras_rule(False)


def test_an_unused_apostrophe_tile_is_one_left_on_a_rack() -> None:
    """ "each one left unused": unused in the bag or in hand?"""
    assert "Each apostrophe tile left on a rack gives every finisher 5 points" in words("apostrophe-rule")
    assert "unused" not in words("apostrophe-rule")


# ---------------------------------------------------------------- English stuck moment 4: the extras read as a choice


def test_the_extras_question_reads_as_a_choice_with_none_for_an_answer() -> None:
    """ "Any apostrophe words or rejected words? No" read as a yes or no: one DOWN chose "Apostrophe tiles left"."""
    state, _ = apply_all(GAME, GAME.start(settings(teach=False)), [go(), time_up(), choice("0"), number(9), number(8)])
    state, _ = apply_all(GAME, state, [number(0)])  # Ann's rejected words, asked first (issue 37)
    asked = GAME.prompt(state)
    assert isinstance(asked, AskChoice)
    assert asked.question.text == "Which extras, one at a time: apostrophe words, apostrophes left or rejected words?"
    assert asked.options[asked.default].label == "None"
    assert dabble.anything_more(False, first_round=False).text == "Which extras?"


# ---------------------------------------------------------------- English stuck moment 5: the report's breakdown


def _round_with_extras(spoken: str = "en") -> list[Line]:
    """English: Ann finishes on 9 and 8 left over, an apostrophe tile left (5), Bob's word rejected (4).
    Spanish: Rojo and Verde finish on Azul's 9, Verde's word rejected (4)."""
    with language.speaking(spoken):
        if spoken == "en":
            state = GAME.start(settings(teach=False))
            inputs = [go(), time_up(), choice("0"), number(9), number(8), number(0), choice("apostrophe_tiles"), number(1)]
        else:
            state = GAME.start(settings(spoken, teach=False, names=["Rojo", "Verde", "Azul"]))
            inputs = [go(), time_up(), choice("0,1"), number(9)]
        inputs += [Input("choice", "challenge:1"), number(4), choice("none")]
        state, said = apply_all(GAME, state, inputs)
    return [output.line for output in said if hasattr(output, "line")]


def test_hold_ok_at_the_report_gives_where_the_round_points_came_from() -> None:
    """After "Ann plus 22", hold OK said nothing of 17 left over and 5 for an apostrophe tile."""
    report = _round_with_extras()
    assert texts_of(report)[-2:] == ["Ann plus 22, needs 478.", "Bob minus 4."]
    repeat = report[-1].repeated
    assert "Ann: 17 left over, 5 in extras." in repeat
    assert "Bob: minus 4 for a rejected word." in repeat
    assert "Totals unchanged: Cat 0." in repeat, "not 'Nothing this round', heard as the round's points"


def test_a_spanish_repeat_says_one_rejected_word_in_the_singular() -> None:
    """ "Las palabras rechazadas le restaron 7 a Rojo" for one word."""
    repeat = _round_with_extras("es")[-1].repeated
    assert "Verde: 9 de fichas sobrantes, menos 4 por una palabra rechazada." in repeat
    assert "Sigue con el mismo total: Azul 0." in repeat, "one player: 'Sigue', not 'Siguen' (the fourth table)"
    assert "Nada esta ronda" not in repeat and "palabras rechazadas" not in repeat


def texts_of(lines: list[Line]) -> list[str]:
    return [line.text for line in lines]


# ---------------------------------------------------------------- the Spanish tiles: only to a table with a box


@pytest.mark.parametrize("spoken", ["en", "es"])
@pytest.mark.parametrize("has_tiles", [True, False])
def test_which_boxed_tiles_stay_out_is_said_after_the_table_says_it_has_a_set(spoken: str, has_tiles: bool) -> None:
    """The six Spanish tiles were said before the table was asked whether it had a set; a home-made set
    never needed it (English). The Spanish table did not need to hear that the apostrophes are English."""
    needs, boxed_set = words.said_in(spoken, "teach-needs"), words.said_in(spoken, "boxed-set")
    with language.speaking(spoken):
        flow = TeachingSetup(setup(Library(), Defaults()), GAME.title, needs)
        first = flow.next_question({TEACH: True})
        players = flow.next_question({TEACH: True, TILES: has_tiles})
    assert first is not None and players is not None
    assert boxed_set not in first.prompt.question.text
    assert (boxed_set in players.prompt.question.text) is has_tiles
    if spoken == "en":
        assert "Spanish" not in needs
    else:
        assert "seis" not in needs and "para jugar en inglés" not in boxed_set


# ---------------------------------------------------------------- Spanish lines that sounded wrong


def test_spanish_lines_the_table_corrected() -> None:
    with language.speaking("es"):
        assert "las fichas de doble erre, elle y eñe" in words("teach-needs")
        assert "como comida" in dabble.with_subjects(True).text and "Comida" not in dabble.with_subjects(True).rule
        assert "sigue contando como terminado" in words("rejected-cost")


def test_spanish_back_names_a_rejected_word_in_lower_case() -> None:
    """ "Vuelvo atrás: Palabra rechazada de Amarillo.": a capital in the middle of the sentence."""
    with language.speaking("es"):
        state = GAME.start(settings("es", teach=False, subject_words=False, names=["Rojo", "Verde", "Azul"]))
        state, _ = apply_all(GAME, state, [go(), time_up(), choice("0,1"), number(10)])
        assert isinstance(GAME.prompt(state), AskChoice)
        assert GAME.describe(state, Input("choice", "challenge:1")) == "la palabra rechazada de Verde"


def test_a_later_spanish_rejected_word_value_names_its_player() -> None:
    """ "¿Cuánto valía?" after "Palabra rechazada de Rojo": whose? A repeat said it whole."""
    with language.speaking("es"):
        state = GAME.start(settings("es", teach=False, names=["Rojo", "Verde", "Azul"]))
        state, _ = apply_all(GAME, state, [go(), time_up(), choice("0,1"), number(10), choice("none")])
        state, _ = apply_all(GAME, state, [go(), time_up(), choice("0,1"), number(10), Input("choice", "challenge:0")])
        asked = GAME.prompt(state)
    assert isinstance(asked, AskNumber) and asked.question.text == "¿Cuánto valía la de Rojo?"


# ---------------------------------------------------------------- the values offered


def test_each_players_leftovers_are_offered_at_their_own_last_value() -> None:
    """The Spanish table thought Verde was offered another's 15: it was the usual 15, Verde having
    finished round 1. Each rack is offered at its own last value, as the budget harness assumes."""
    state = GAME.start(settings(teach=False))
    state, _ = apply_all(GAME, state, [go(), time_up(), choice("2"), number(20), number(7), number(0), choice("none")])
    state, _ = apply_all(GAME, state, [go(), time_up(), choice("0")])
    offered = []
    for value in (1, 2):
        asked = GAME.prompt(state)
        assert isinstance(asked, AskNumber)
        offered.append(asked.default)
        state, _ = apply_all(GAME, state, [number(value)])
    assert offered == [7, 15], "Bob's own 7; Cat finished round 1, so the usual 15"


# ---------------------------------------------------------------- English stuck moment 6: the challenge each round


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_a_taught_table_is_asked_for_its_words_at_every_later_buzzer(spoken: str) -> None:
    """ "Everyone, show your words" came in round 1 only: the round 2 buzzer went straight to "Who
    finished?" and the table forgot to challenge. Taught tables only: an untaught round's 20 s has no room."""
    show_again = words.said_in(spoken, "show-again")
    with language.speaking(spoken):
        for teach in (True, False):
            state = GAME.start(settings(spoken, teach=teach))
            state, _ = apply_all(GAME, state, [go(), time_up(), choice("0"), number(9), number(8)])
            state, _ = apply_all(GAME, state, [number(0), choice("none")] if spoken == "en" else [number(0)])
            state, heard = apply_all(GAME, state, [go(), time_up()])
            assert (show_again in texts(heard)) is teach, texts(heard)


def test_a_spanish_repeat_says_siguen_for_several_players_whose_totals_stayed() -> None:
    with language.speaking("es"):
        report = dabble.round_report(["Rojo"], [("Rojo", 20, 20), ("Azul", 0, 0), ("Verde", 0, 5)], 500)
    assert "Siguen con el mismo total: " in report[-1].repeated
