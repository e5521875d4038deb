"""The device's own words (device/messages/*.ftl): what is easy to get wrong in them, said exactly.

The general checks (the same messages and variables in every language, no
English left in a translation, every message used) are tests/test_messages.py's;
here are the lines whose words a rule in the code picks: the time left on a
timer ("Queda un minuto", "Quedan 40 segundos"), a button hint built around a
game's action, the card's faults, and an address said digit by digit.
"""

from __future__ import annotations

import pytest

from device.companion import one_by_one
from device.referee.asking import button_hint
from device.referee.round_timer import time_left
from device.referee.status import button_answers, trouble_said
from engine import language
from engine.core import AskChoice, AskGo, Line, Option, chance
from engine.games.rapido.rules import GAME as RAPIDO
from engine.words import Words

device = Words("device")


def test_the_time_left_is_said_as_a_table_says_it_in_spanish() -> None:
    """ "Queda" for one minute or one second, else "Quedan"; past a minute, down to a multiple of 5 seconds."""
    with language.speaking("es"):
        assert time_left(40) == "Quedan 40 segundos."
        assert time_left(126.0) == "Quedan 2 minutos y 5 segundos."
        assert time_left(60) == "Queda un minuto."
        assert time_left(64.9) == "Queda un minuto."
        assert time_left(89) == "Queda un minuto y 25 segundos."
        assert time_left(1) == "Queda un segundo."
        assert time_left(21) == "Quedan veintiún segundos."
        assert (
            device("timer-paused", time="quedan 2 minutos")
            == "Tiempo en pausa. Quedan 2 minutos. Mantén GO otra vez para seguir."
        )


def test_the_time_left_in_english_says_its_noun_for_minutes_and_seconds() -> None:
    assert [time_left(seconds) for seconds in (1, 40, 60, 66, 126.0)] == [
        "1 second left.",
        "40 seconds left.",
        "1 minute left.",
        "1 minute and 5 seconds left.",
        "2 minutes and 5 seconds left.",
    ]


def test_a_timer_that_waits_for_go_says_the_time_it_has_left() -> None:
    assert device.line("timer-waits", seconds=150) == Line("GO starts the 2 minutes 30 again.", "GO starts the timer.")
    with language.speaking("es"):
        said = device.line("timer-waits-left", time="quedan 40 segundos")
        assert said == Line("GO reanuda el tiempo: quedan 40 segundos.", "GO pone el tiempo en marcha.")
        assert device("timer-waits", seconds=90) == "GO vuelve a empezar el tiempo: un minuto y medio."


def test_the_device_hint_reads_with_the_spanish_action() -> None:
    """A game's main action is a Spanish infinitive: "Pulsa GO para tirar." (Rapido's first roll, as the game asks it)."""
    state, _ = RAPIDO.apply(RAPIDO.start({"names": ["Ana", "Beto"], "first": 0, "language": "es"}), chance(0))
    roll = RAPIDO.prompt(state)
    assert isinstance(roll, AskGo) and roll.action
    options = (Option("roll", "Tirar otra vez"), Option("odds", "Oír las probabilidades"))  # Rapido's, after a roll
    with language.speaking("es"):
        assert button_hint(roll) == "Pulsa GO para tirar."
        assert button_hint(AskChoice(Line("x"), options, main_option="roll")) == "GO para tirar otra vez, o elige y pulsa OK."
        assert button_hint(AskGo(Line("x"))) == ""


def test_another_game_says_which_button_starts_it() -> None:
    new_game = AskGo(device.line("new-game"), action=device("new-game-action"))
    assert f"{new_game.question.text} {button_hint(new_game)}" == "Another game? Press GO to start it."
    with language.speaking("es"):
        new_game = AskGo(device.line("new-game"), action=device("new-game-action"))
        assert f"{new_game.question.text} {button_hint(new_game)}" == "¿Otra partida? Pulsa GO para empezar."


@pytest.mark.parametrize(
    ("trouble", "spanish"),
    [
        ("the card is full", "la tarjeta está llena"),
        ("the card is read-only", "la tarjeta es de solo lectura"),
        ("the card is failing", "la tarjeta falla"),
    ],
)
def test_the_cards_fault_is_said_in_the_language_spoken(trouble: str, spanish: str) -> None:
    """journal.storage_trouble names the fault in English (its log's words, kept in the stop marker)."""
    assert trouble_said(trouble) == trouble
    with language.speaking("es"):
        assert trouble_said(trouble) == spanish
        assert device("stopping-unsaved", trouble=trouble_said(trouble), unsaved=1).startswith("Me detengo. La última jugada")
        assert device("stopping-unsaved", trouble=trouble_said(trouble), unsaved=3).startswith(
            "Me detengo. Las últimas 3 jugadas"
        )


def test_an_address_is_said_digit_by_digit_with_the_languages_dot() -> None:
    assert one_by_one("192.168.1.20") == "1 9 2 dot 1 6 8 dot 1 dot 2 0"
    joining = device("companion-joining", host=one_by_one("10.0.0.5"), port=one_by_one("8080"), code=one_by_one("4821"))
    assert joining == "Phone page: 1 0 dot 0 dot 0 dot 5, port 8 0 8 0. Code 4 8 2 1."
    with language.speaking("es"):
        assert one_by_one("10.0.0.5") == "1 0 punto 0 punto 0 punto 5"


def test_up_and_down_are_answered_with_every_volume_and_both_limits() -> None:
    assert button_answers(1, 3) == ["Volume 1.", "Volume 2.", "Volume 3.", "Loudest.", "Quietest."]
    with language.speaking("es"):
        assert button_answers(9, 10) == ["Volumen 9.", "Volumen 10.", "Al máximo.", "Al mínimo."]


def test_a_yes_no_question_offers_yes_and_no_in_the_language_spoken() -> None:
    assert [device("yes-or-no", answer=answer) for answer in ("yes", "no")] == ["Yes", "No"]
    with language.speaking("es"):
        assert [device("yes-or-no", answer=answer) for answer in ("yes", "no")] == ["Sí", "No"]
