"""Rapido's words as messages (engine/games/rapido/messages/, issue 42): the lines easy to get wrong, exactly.

The general checks (the same messages and values in every language, no English
left in Spanish, every message used) are tests/test_messages.py's; these pin
what a Spanish table hears where a number, a face or the device's hint meets
the game's words (they were tests/engine/test_spanish_phrases.py's while the
words were a phrase module).
"""

from __future__ import annotations

from engine.core import AskChoice, AskGo, Line, Option
from engine.games.rapido import spoken_pieces
from engine.games.rapido.rules import said_faces, words
from engine.language import speaking


def test_number_words() -> None:
    assert [words.said_in("es", "dice-value", value=n) for n in (0, 1, 16, 21, 22, 30, 62, 75, 99)] == [
        "cero",
        "uno",
        "dieciséis",
        "veintiuno",
        "veintidós",
        "treinta",
        "sesenta y dos",
        "setenta y cinco",
        "noventa y nueve",
    ]
    assert words.said_in("es", "die-face", face=6) == "seis" and words.said_in("es", "die-face", face="cross") == "cruz"
    with speaking("es"):
        assert said_faces("7-X") == ["siete", "cruz"]
        assert words.line("rolled", faces=said_faces("X-7"), value=70, cross="none").text == "Siete y cruz: setenta."
        assert words.line("rolled", faces=said_faces("5-7"), value=75, cross="none").text == "Siete y cinco: setenta y cinco."
        assert spoken_pieces()[62] == "sesenta y dos" and len(spoken_pieces()) == 100
    assert spoken_pieces()[62] == "sixty-two"


def test_the_device_hint_reads_with_the_spanish_action() -> None:
    from device.referee.asking import button_hint
    from engine.language import speaking

    roll = words.said_in("es", "turn-action", action="roll")
    options = (Option("roll", words.said_in("es", "roll-again")), Option("odds", words.said_in("es", "the-odds")))
    with speaking("es"):
        assert button_hint(AskGo(Line("x"), action=roll)) == "Pulsa GO para tirar."
        hint = button_hint(AskChoice(Line("x"), options, main_option="roll"))
    assert hint == "GO para tirar otra vez, o elige y pulsa OK."


def test_the_german_hint_says_the_roll_again_phrase_not_the_capitalised_label() -> None:
    """ "Mit GO Noch mal würfeln": German keeps its labels' capitals (nouns), so the hint takes the game's
    phrase for what GO does (AskChoice.main_action), and the label stays a label (a German table, session 48)."""
    from device.referee.asking import button_hint
    from engine.games.rapido.rules import GAME
    from engine.language import speaking
    from tests.engine.games.test_rapido import begin, roll

    state, _ = roll(begin(2, language="de"), "4-2")
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.main_action == "noch mal würfeln"
    with speaking("de"):
        assert button_hint(prompt) == "Mit GO noch mal würfeln, oder auswählen und mit OK bestätigen."
    assert dict((option.value, option.label) for option in prompt.options)["roll"] == "Noch mal würfeln"


def test_a_round_and_a_seat_i_play_name_their_own_action() -> None:
    assert words.said_in("en", "turn-action", action="round", round=2) == "start round 2"
    assert words.said_in("en", "turn-action", action="device", name="Cat") == "roll for Cat"
    assert words.said_in("es", "turn-action", action="device", name="Cati") == "tirar por Cati"


def test_spanish_says_where_a_piece_goes_with_al_and_a_la() -> None:
    with speaking("es"):
        climbed = [words.line("climbed", why="Cati sube 3", name="Cati", at=at, step=3) for at in ("step", "finish")]
        down = words.line("crossed-out", faces=["siete", "cruz"], crosses=1, name="Cati", down=1, at="start", step=0)
        stays = words.line("crossed-out", faces=["cruz", "cruz"], crosses=2, name="Cati", down=0, at="start", step=0)
    assert [line.text for line in climbed] == ["Cati sube 3 al escalón 3.", "Cati sube 3 a la meta."]
    assert [line.short for line in climbed] == ["Cati, al escalón 3.", "Cati, a la meta."]
    assert down.text == "Siete y cruz: ¡una cruz! Cati baja un escalón, hasta la salida."
    assert down.short == "¡Cruz! Cati en la salida."
    assert stays.text == "Cruz y cruz: ¡dos cruces! Cati ya está en la salida y se queda ahí."


def test_a_spanish_turn_has_no_short_form_and_a_roll_with_a_cross_its_long_one() -> None:
    with speaking("es"):
        turn = words.line("your-turn", name="Ana")
        crossed = words.line("rolled", faces=["siete", "cruz"], value=70, cross="crossed")
        plain = words.line("rolled", faces=["seis", "dos"], value=62, cross="none")
    assert turn.text == "Tira Ana." and turn.short == "" and turn.rule and turn.purpose
    assert crossed.text == "Siete y cruz: setenta." and crossed.short == "Setenta."
    assert crossed.long == "Siete y cruz: setenta. En la primera tirada, la cruz vale cero."
    assert plain.long == ""
