"""Rapid List's words as messages (issue 42): the lines built from several messages, in both languages.

The general checks (the same messages and variables in Spanish, no English left, no vosotros, every
message used) are tests/test_messages.py's; here, what is easy to get wrong in this game's lines: the
stacks and distances of the standings, the track taught, agreement with a count, the language facts
(es.toml: a challenge lowered after its colon, a team's name), and the lines the Spanish phrase
module's tests asserted before the move.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import language
from engine.games.rapid_list import lines
from engine.games.rapid_list.lines import words
from engine.session import taken_back


@pytest.fixture
def spanish() -> Iterator[None]:
    with language.speaking("es"):
        yield


def test_undo_and_a_turn_in_spanish(spanish: None) -> None:
    assert taken_back(words("bid-given", name="Ana", bid=7)).text == "Vuelvo atrás: la apuesta de Ana, 7."
    assert lines.your_bid("Inés", first=False).text == "¿Y Inés?"  # "y" heads a question (the engine's each-in-turn)
    assert lines.your_bid("Ana").text == "Ana, ¿tu apuesta?"


def test_the_standings_say_each_stack_with_its_distance_to_go() -> None:
    places = [("Ann", 9), ("Bob", 9), ("Cat", 5), ("Dan", 5), ("Eve", 5), ("Fay", 0)]
    line = lines.round_standings(places, 13)
    assert line.text == "Ann and Bob on 9, Ann on top, 4 to go; On 5, from the top: Cat, Dan and Eve, Fay at Start."
    assert line.short == "Ann and Bob on 9, Ann on top. On 5, from the top: Cat, Dan and Eve. Fay at Start."
    beyond = lines.standings([("Ann", 15), ("Bob", 15), ("Cat", 15)], 13)
    assert beyond.text == "Standings: 2 beyond Finish, from the top: Ann, Bob and Cat."  # a number first: no capital to raise


def test_the_spanish_standings_agree_with_casillas(spanish: None) -> None:
    assert lines.where(14, 13) == "a una casilla más allá de la meta"
    assert lines.where(34, 13) == "a veintiuna casillas más allá de la meta"
    assert lines.where(16, 13) == "a 3 casillas más allá de la meta"
    line = lines.round_standings([("Ana", 14), ("Beto", 14), ("Cati", 14), ("Dani", 2)], 13)
    assert line.text == "A una casilla más allá de la meta, de arriba abajo: Ana, Beto y Cati; Dani en la 2."
    assert lines.line_up([("Ana", 0), ("Inés", 0)], 13).text == "En la salida, de arriba abajo: Ana e Inés."


def test_the_track_taught_says_its_challenge_spaces_as_runs() -> None:
    assert lines.track_taught(13, [4, 7, 10, 12]).text.endswith("Mark 4, 7, 10 and 12 as challenge spaces.")
    assert lines.track_taught(17, [8, 13, 14, 15, 16]).text.endswith("Mark 8 and 13 to 16 as challenge spaces.")
    with language.speaking("es"):
        assert lines.track_taught(17, [8, 13, 14, 15, 16]).text.endswith("Las de reto, la 8 y de la 13 a la 16, llevan una R.")


def test_counts_agree_with_their_noun_in_spanish(spanish: None) -> None:
    assert lines.custom_track_label(21, 1) == "Tu recorrido: veintiuna casillas con un reto"
    assert lines.custom_track_label(12, 4) == "Tu recorrido: 12 casillas con 4 retos"
    assert words("timer-too-short", least=1) == "El tiempo debe ser de al menos un segundo."
    assert words("timer-too-short", least=5) == "El tiempo debe ser de al menos 5 segundos."
    with language.speaking("en"):
        assert lines.custom_track_label(1, 1) == "Your track: 1 space with 1 challenge"


def test_a_challenge_is_lowered_after_its_colon_in_spanish_only() -> None:
    assert lines.challenge(["Ann"], "Only words with an A.").text == "Challenge for Ann: Only words with an A."
    assert lines.said_entry("rapid_list/challenges", "Only words with an A.") == ["Only words with an A."]
    with language.speaking("es"):
        assert lines.challenge_swapped(["Ana", "Inés"], "¡Solo palabras con A!").text == (
            "Ese reto no encaja con esta pregunta. Otro para Ana e Inés: ¡solo palabras con A!"
        )
        assert lines.said_entry("rapid_list/challenges", "Solo palabras con A.") == ["solo palabras con A."]


def test_a_teams_name_is_said_once() -> None:
    assert [lines.team_name(name) for name in ("Red", "Team Red", "team blue")] == ["Team Red", "Team Red", "team blue"]
    with language.speaking("es"):
        assert [lines.team_name(name) for name in ("Rojo", "Equipo Rojo", "Team Azul")] == [
            "Equipo Rojo",
            "Equipo Rojo",
            "Team Azul",
        ]
        assert lines.how_old("Rojo", team=True).text == "¿Cuántos años tiene el más joven del Equipo Rojo?"


@pytest.mark.parametrize(
    ("spoken", "one", "several"),
    [
        ("en", "Still holding a doubler: Ann.", "Doubler back to Ann and Bob."),
        ("es", "Aún tiene doble: Ana.", "Ana y Beto recuperan su doble."),
    ],
)
def test_a_line_for_one_player_or_several(spoken: str, one: str, several: str) -> None:
    with language.speaking(spoken):
        held = lines.tokens_left(["Ana" if spoken == "es" else "Ann"], None, 3)
        back = lines.doubler_back(["Ana", "Beto"] if spoken == "es" else ["Ann", "Bob"])
    assert held is not None and held.text == one
    assert back.text == several


def test_the_winners_say_the_tie_break_that_decided() -> None:
    assert lines.winners(["Ann"]) == words.line("winners", names=["Ann"], count=1)
    assert lines.winners(["Ann"]).text == "Ann wins Rapid List!"
    assert lines.winners(["Ann", "Bob", "Cat"], words("same-move")).brief == "Ann, Bob and Cat all win."
    with language.speaking("es"):
        assert lines.winners(["Ana"], words("furthest")).text == "¡Ana gana Rapid List, por llegar más lejos tras la meta!"


def test_the_command_line_help_is_shown_never_said() -> None:
    from engine.games.rapid_list import ENTRY

    assert [option.help for option in ENTRY.command_line] == [
        "play with this variant (repeatable)",
        "a track layout name, or spaces as N and C, e.g. NNNNCNNNNCCC",
        "ages for head starts, in seat order, e.g. 9,11,40",
    ]
    said = words.said_in("en", "shown-variant-help")
    assert said == ENTRY.command_line[0].help
