"""The engine's shared words as its messages say them (engine/messages/*.ftl, *.toml): what the Spanish
phrase module's own tests held it to, now asked of the messages and the modules that choose them."""

from __future__ import annotations

import pytest

from engine import spoken
from engine.answers import answer_given, number_said
from engine.core import AskConfirm, AskNumber, Line, confirm, number
from engine.fairness import die_face
from engine.in_turn import each_in_turn
from engine.language import speaking
from engine.name_forms import name_pieces
from engine.session import taken_back
from engine.setup import colours
from engine.text import fold, own_letters
from engine.words import Words

words = Words("engine")


@pytest.mark.parametrize(
    ("number_of", "one", "other", "gender", "said"),
    [
        (1, "punto", "puntos", "masculine", "un punto"),
        (2, "punto", "puntos", "masculine", "2 puntos"),
        (0, "punto", "puntos", "masculine", "0 puntos"),
        (1, "ficha", "fichas", "feminine", "una ficha"),
        (21, "punto", "puntos", "masculine", "veintiún puntos"),
        (21, "respuesta", "respuestas", "feminine", "veintiuna respuestas"),
        (31, "voto", "votos", "masculine", "treinta y un votos"),
        (11, "punto", "puntos", "masculine", "11 puntos"),
        (101, "punto", "puntos", "masculine", "ciento un puntos"),
        (200, "ficha", "fichas", "feminine", "doscientas fichas"),
        (1, "mano", "manos", "feminine", "una mano"),  # a feminine noun ending in -o: the message says so
        (3, "escalón", "escalones", "masculine", "3 escalones"),
        (2, "ficha de apóstrofo", "fichas de apóstrofo", "feminine", "2 fichas de apóstrofo"),
    ],
)
def test_counts_agree_with_their_noun(number_of: int, one: str, other: str, gender: str, said: str) -> None:
    assert spoken.count(number_of, one, other, "es", gender) == said


def test_lists_join_with_y_or_e() -> None:
    assert spoken.spoken_list([], "es") == ""
    assert spoken.spoken_list(["Ana"], "es") == "Ana"
    assert spoken.spoken_list(["Ana", "Beto"], "es") == "Ana y Beto"
    assert spoken.spoken_list(["Ana", "Beto", "Inés"], "es") == "Ana, Beto e Inés"
    assert spoken.spoken_list(["Ana", "Hilario"], "es") == "Ana e Hilario"
    assert spoken.spoken_list(["agua", "hielo"], "es") == "agua y hielo"  # "hie-" is not the sound i


def test_durations_and_time_left_in_spanish() -> None:
    timer = AskNumber(Line("¿Tiempo?"), 15, 600, 60, unit="seconds")
    with speaking("es"):
        assert [number_said(timer, seconds) for seconds in (30, 1, 60, 150, 90, 105, 45)] == [
            "30 segundos",
            "un segundo",
            "un minuto",
            "2 minutos y medio",
            "un minuto y medio",
            "un minuto y 45",
            "45 segundos",
        ]
        assert words.line("time-left", seconds=150).text == "¡2 minutos y medio!"  # the timer's call, as a table calls it
        assert words.line("time-left", seconds=60).text == "¡Un minuto!"
        assert words.line("time-left", seconds=10).text == "¡10 segundos!"  # a number first: nothing raised
        assert words.line("time-left", seconds=10).short == "10 segundos"
    assert words.line("time-left", seconds=90) == Line("1 minute 30 left.", "1 minute 30")


def test_capital_leaves_a_text_that_opens_with_a_number_as_it_is() -> None:
    assert spoken.capitalised("10 segundos") == "10 segundos"
    assert spoken.capitalised("¡un minuto!") == "¡Un minuto!"


def test_undo_and_a_turn_in_spanish() -> None:
    with speaking("es"):
        assert taken_back("la apuesta de Ana, 7").text == "Vuelvo atrás: la apuesta de Ana, 7."
        assert taken_back() == Line("Vuelvo atrás.")  # no short form: it is short already
        assert each_in_turn("Inés", Line("Ana, ¿tu apuesta?"), first=False).text == "¿Y Inés?"  # "y" heads a question
    assert taken_back("Red's bid of 7") == Line("Taken back: Red's bid of 7.")
    assert taken_back("Any challenge? No") == Line("Taken back: Any challenge? No.")
    assert taken_back("Done!") == Line("Taken back: Done!")
    assert taken_back() == Line("Taken back.", "Back.")


def test_an_answer_is_said_after_its_question() -> None:
    timer = AskNumber(Line("How long is the timer?", "Timer?"), 15, 600, 60, unit="seconds", house_rule_above=180)
    assert answer_given(timer, number(150)) == "Timer? 2 minutes 30"
    assert answer_given(timer, number(240)) == "Timer? 4 minutes, a house rule"
    assert answer_given(AskNumber(Line("Target?"), 1, 2000, 500), number(1000)) == "Target? 1000"  # no thousands comma
    with speaking("es"):
        assert answer_given(timer, number(240)) == "Timer? 4 minutos, regla de la casa"
        assert answer_given(AskConfirm(Line("¿Algún reto?"), False), confirm(True)) == "¿Algún reto? Sí"


@pytest.mark.parametrize(
    ("face", "shape", "english", "spanish"),
    [
        ("6", "number", "Sixes", "Seises"),
        ("1", "number", "Ones", "Unos"),
        ("12", "number", "The 12s", "El 12"),
        ("X", "cross", "Crosses", "Cruces"),
        ("W", "other", "The letter W", "La letra W"),
        ("A1", "other", "The face A1", "La cara A1"),
    ],
)
def test_a_die_face_is_named_as_the_table_calls_it(face: str, shape: str, english: str, spanish: str) -> None:
    assert die_face(face, shape) == english
    with speaking("es"):
        assert die_face(face, shape) == spanish


def test_the_dice_verdict_in_spanish_counts_its_rolls() -> None:
    with speaking("es"):
        assert words("dice-fit", named="Seises", came=9, rolls=21, expected=1, unusual="no") == (
            "Seises: 9 de veintiuna tiradas; unos dados justos darían una. Nada raro."
        )
        assert words("too-few-rolls", rolls=1, needed=30) == (
            "Solo una tirada por ahora: muy pocas para juzgar los dados. Hacen falta unas 30."
        )


def test_a_seats_name_is_rendered_ahead_in_each_form_it_is_said_in() -> None:
    assert name_pieces("Red") == ["Red", "Team Red", "Red's"]
    with speaking("es"):
        assert name_pieces("Rojo") == ["Rojo", "Equipo Rojo", "de Rojo"]


def test_the_language_facts_seat_colours_and_own_letters() -> None:
    assert colours("en")[:3] == ("Red", "Blue", "Green") and len(colours("es")) == len(colours("en")) == 8
    assert colours("es")[0] == "Rojo"
    assert own_letters("en") == frozenset() and own_letters("es-MX") == frozenset({"ñ"})
    assert fold("ñandú", "es") == "ñandu" and fold("ñandú", "en") == "nandu"
