"""Rapid List: what the outside tables of session 46 met on main, one test a finding.

An English table taught by the referee alone (no rulebook) and a native
Spanish table played it; each test below is one moment where a table was
stuck or a Spanish line sounded wrong, asserted on what the table hears.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Callable

import pytest

from engine import language
from engine.core import AskChoice, AskGo, AskNumber, GameOver, chance, choice, go
from engine.games.rapid_list import lines
from engine.games.rapid_list.lines import words
from engine.games.rapid_list.rules import GAME
from engine.games.rapid_list.setup_flow import setup
from engine.setup import Defaults
from engine.teaching import TEACH
from tests.engine.games.test_rapid_list import bid, feed, library, make_settings, play_round, read, texts, write
from tests.engine.games.test_rapid_list import begin as begin_untaught
from tests.engine.games.test_rapid_list_teaching import begin, taught
from tests.rooms import said as said_in_room


def en(message: str, **values: object) -> str:
    return words.said_in("en", message, **values)


def es(message: str, **values: object) -> str:
    return words.said_in("es", message, **values)


def _in(spoken: str) -> Callable[..., str]:
    """The game's messages in `spoken`: said("tie-taught")."""
    return partial(words.said_in, spoken)


_BEFORE_TRACK = {"players": 3, "kids": False, "decks": "both", "timer": 30, "teams": False, "order_0": True}


def _track_question(spoken: str) -> str:
    with language.speaking(spoken):
        question = setup(library(), Defaults()).next_question({**_BEFORE_TRACK, TEACH: True})
    assert question is not None and question.key == "track"
    return question.prompt.question.text


@pytest.mark.parametrize(("spoken", "aloud"), [("en", "I read out a challenge card"), ("es", "le leo una carta de reto")])
def test_the_challenge_rule_is_said_once_and_says_the_referee_reads_the_card(spoken: str, aloud: str) -> None:
    """The table had no cards ("must follow a challenge card"), and heard the rule three times: in the
    track question, on hold OK, and again in "Draw the track". Taught, it comes once, with the track question."""
    asked = _track_question(spoken)
    assert aloud in asked
    _, heard = begin(taught(language=spoken))
    assert not any("carta de reto" in line or "challenge card" in line for line in heard), heard


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_why_the_stack_matters_is_said_at_the_first_reading_with_equal_bids_once(spoken: str) -> None:
    """ "On Start, from the top: ..." left the table asking why the order matters; said with the line-up, three
    tables of session 49 still did not see why. It is said where it first decides who reads first."""
    said = _in(spoken)
    state, heard = begin(taught(language=spoken))
    assert said("tie-taught") not in heard
    assert "Start" in said("tie-taught") or "salida" in said("tie-taught")
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})  # no equal bids: nothing to say yet
    assert said("tie-taught") not in GAME.prompt(state).question.text  # type: ignore[union-attr]
    state, _ = read(state)
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 2, 2: 4})  # equal bids: the stack decides, said now
    verdict = GAME.prompt(state).question.text  # type: ignore[union-attr]
    assert verdict.startswith(said("tie-taught"))
    state, _ = read(state)
    state, _ = write(state)
    state, _ = bid(state, {0: 3, 1: 3, 2: 4})
    assert said("tie-taught") not in GAME.prompt(state).question.text  # type: ignore[union-attr]  # once a game
    _, plain = begin(make_settings(3, language=spoken))
    assert said("tie-taught") not in plain


@pytest.mark.parametrize(("spoken", "mine"), [("en", "I roll my own die"), ("es", "El dado lo tiro yo")])
def test_the_first_round_start_says_the_die_is_the_referees(spoken: str, mine: str) -> None:
    """ "Press GO to roll." to a table with no die: whose die is it?"""
    state, _ = begin(taught(language=spoken))
    start = GAME.prompt(state)
    assert isinstance(start, AskGo) and mine in start.question.text
    no_dice, _ = begin(taught(language=spoken, variants=["no-dice"]))
    assert mine not in GAME.prompt(no_dice).question.text  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("spoken", "why_first"),
    [("en", "so nobody changes it on hearing the others"), ("es", "para no cambiarla al oír otras")],
)
def test_the_first_bid_says_why_it_is_written_first_and_names_no_unexplained_most(spoken: str, why_first: str) -> None:
    """ "Writes, in secret ... Then say your bids aloud": why secret if said aloud? And the second
    table, hearing "21 at most", asked why 21 (the box's bid cards 1 to 6 add up to it, which a table
    without them cannot know): no one writes 21 answers in a round, so the number is not said."""
    state, _ = begin(taught(language=spoken))
    state, _ = write(state)
    first = GAME.prompt(state)
    assert isinstance(first, AskNumber)
    assert why_first in first.question.text and "21" not in first.question.text


@pytest.mark.parametrize(("spoken", "then"), [("en", "Once all have read, tell me: "), ("es", "Al terminar de leer: ")])
def test_the_first_verdict_taught_says_the_lists_are_read_first(spoken: str, then: str) -> None:
    """ "Every list reached its bid?" came with the order, before any list was read."""
    state, _ = begin(taught(language=spoken))
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})
    assert then in GAME.prompt(state).question.text  # type: ignore[union-attr]
    state, _ = read(state)
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})
    assert then not in GAME.prompt(state).question.text  # type: ignore[union-attr]
    plain, _ = begin(make_settings(3, language=spoken))
    plain, _ = write(plain)
    plain, _ = bid(plain, {0: 2, 1: 3, 2: 4})
    assert then not in GAME.prompt(plain).question.text, "untaught stays short"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("spoken", "what", "still"),
    [
        ("en", "fell short, so stays put", "the answers read still cross off others'"),
        ("es", "le faltaron: no avanza", "lo que leyó también tacha"),
    ],
)
def test_the_first_short_list_says_what_falling_short_is_and_that_it_still_crosses_off(
    spoken: str, what: str, still: str
) -> None:
    state, _ = begin(taught(language=spoken))
    state, _ = write(state)
    state, _ = bid(state, {0: 2, 1: 3, 2: 4})
    _, outputs = feed(state, [choice("short:1")])
    told = texts(outputs)[0]
    assert what in told and still in told, told


@pytest.mark.parametrize(
    ("spoken", "tie"), [("en", "if several get there in one round"), ("es", "si llegan varios en la misma ronda")]
)
def test_the_opening_says_how_a_tie_at_finish_is_won(spoken: str, tie: str) -> None:
    said = _in(spoken)
    assert tie in said("teach-opening")


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_the_winner_of_a_tie_at_the_front_is_said_plainly(spoken: str) -> None:
    """ "Yellow wins Rapid List, level past Finish, with the biggest move this round!" read garbled."""
    state = begin_untaught(make_settings(3, track="NNN", head_starts=[2, 0, 0], language=spoken))
    state, _ = play_round(state, {0: 4, 1: 6, 2: 1})
    over = GAME.prompt(state)
    assert isinstance(over, GameOver)
    assert over.summary.text in (
        "Bob wins Rapid List, tied in front but with the biggest move this round!",
        "¡Bob gana Rapid List, al desempatar en cabeza por el mayor avance de la ronda!",
    )


# ---------------------------------------------------------------- the Spanish table


def _every_spanish_line() -> list[str]:
    """Rapid List's Spanish messages, each said with sample values, and the lines built from several."""
    found = [text for texts in said_in_room("engine.games.rapid_list", "es").values() for text in texts]
    with language.speaking("es"):
        found += [lines.track_taught(13, [9, 10, 11, 12]).text, lines.short_taught(["Ana"]).text]
        found += [lines.short_taught(["Ana", "Beto"]).text]
    return found


def test_spanish_calls_the_piece_a_ficha_everywhere() -> None:
    """ "Un cubo o una moneda para correr": a Spanish table says "ficha"."""
    assert [line for line in _every_spanish_line() if re.search(r"\bcubos?\b|para correr", line)] == []
    assert "ficha" in es("teach-needs")


def test_spanish_bid_steps_come_in_order() -> None:
    """ "Lee primero la apuesta más baja. Luego, por turno, cada uno me dice la suya": write, then say, then read."""
    told = es("bid-taught")
    assert told.index("apunta") < told.index("después, por turno") < told.index("Lee primero")


def test_spanish_track_taught_reads_naturally() -> None:
    with language.speaking("es"):
        told = lines.track_taught(13, [9, 10, 11, 12]).text
    assert "Se marcan como de reto" not in told and "en cabeza en una" not in told
    assert told.endswith("Las de reto, de la 9 a la 12, llevan una R.")


def test_spanish_names_the_drop_anchor_variant_so_a_table_understands() -> None:
    named = [es("any-variants"), es("variant-drop-anchor"), es("variants-rule")]
    assert not any("ancla" in line for line in named)
    assert all("retos para todos" in line.lower() for line in named)


def test_spanish_later_rounds_lead_into_the_reading_order() -> None:
    """Round 2 gave only "Rojo, Azul, Amarillo y Verde." with no lead-in."""
    with language.speaking("es"):
        line = lines.read_in_order([("Rojo", 2, False), ("Azul", 3, False)], first_round=False)
    assert line.text == "Orden: Rojo y Azul. ¿Todos llegan a su apuesta?"


# ---------------------------------------------------------------- the second outside tables (session 46, round three)


def test_the_needs_say_what_the_cube_races_on() -> None:
    """ "A cube or a coin to race with; and one more sheet, for the track.": what race? The needs say
    the piece moves along a track, and that the spare sheet is for drawing it."""
    assert "race with" not in en("teach-needs")
    assert "move along a race track" in en("teach-needs") and "drawing that track" in en("teach-needs")
    assert "para avanzar por un recorrido" in es("teach-needs") and "dibujar ese recorrido" in es("teach-needs")


@pytest.mark.parametrize(
    ("spoken", "asks", "passes", "drawn"),
    [("en", "Ann asks.", "clockwise", "at random"), ("es", "Pregunta Ann.", "el de la izquierda", "al azar")],
)
def test_the_round_starter_asks_and_only_lists_are_read(spoken: str, asks: str, passes: str, drawn: str) -> None:
    """ "Blue reads. Press GO to roll." beside "the cube nearer Start reads first": a table took the
    two for one verb, and asked why Blue first. The round's starter asks; taught, the first round's
    start says the first asker was drawn and that asking passes clockwise each round."""
    state, _ = begin(taught(language=spoken))
    start = GAME.prompt(state)
    assert isinstance(start, AskGo) and start.question.text.endswith(asks)
    assert passes in start.question.text and drawn in start.question.text
    plain = begin_untaught(make_settings(3, language=spoken))
    again = GAME.prompt(plain)
    assert isinstance(again, AskGo) and again.question.text == asks
    assert " reads" not in again.question.rule and "Lee " not in again.question.rule
    assert "quien lee" not in es("variants-rule") and "reader" not in en("variants-rule")


@pytest.mark.parametrize(
    ("spoken", "asked"), [("en", "Bob, read your list. Did it reach 2?"), ("es", "Bob, lee tu lista. ¿Llega a 2?")]
)
def test_a_list_judged_alone_is_asked_whether_it_reached_its_bid(spoken: str, asked: str) -> None:
    """After "No, several", "Green, read your 3 answers. All valid?" had a table say yes for a list whose
    answers were good but too few: one list is asked what the whole table is, whether it reached its bid."""
    state = begin_untaught(make_settings(3, language=spoken))
    state, _ = write(state)
    state, _ = bid(state, {0: 5, 1: 2, 2: 4})
    state, _ = feed(state, [choice("several")])
    prompt = GAME.prompt(state)
    assert prompt.question.text == asked  # type: ignore[union-attr]


@pytest.mark.parametrize(("spoken", "below"), [("en", "lower"), ("es", "más abajo")])
def test_the_tie_rule_says_the_lower_cube_reads_first_as_the_engine_orders(spoken: str, below: str) -> None:
    """The line-up names the cubes from the top, and on equal bids the later arrival, lower down, reads
    first (FACTS.md: the darker end); the taught rule said "then the one on top", the opposite. It says
    whose answers come first, of players (a Spanish table: a ficha reads nothing)."""
    said = _in(spoken)
    assert below in said("tie-taught") and "on top" not in said("tie-taught") and "arriba" not in said("tie-taught")
    assert "la ficha más cerca" not in said("tie-taught")
    state = begin_untaught(make_settings(3, language=spoken))  # from the top: Ann, Bob, Cat
    state, _ = write(state)
    state, _ = bid(state, {0: 3, 1: 3, 2: 3})
    assert state.asking == [2, 1, 0]  # the lowest first


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_the_first_cube_landing_on_others_is_told_it_goes_below_them(spoken: str) -> None:
    """ "Red and Yellow on 5, Red on top.": the table did not know where an arriving cube goes. Taught,
    the first landing on an occupied space says it, once, before the standings that show the stack."""
    said = _in(spoken)
    state, _ = begin(taught(language=spoken))
    state, outputs = play_round(state, {0: 2, 1: 3, 2: 4})  # every cube on its own space: nothing to say
    assert said("stack-taught") not in texts(outputs)
    state, outputs = play_round(state, {0: 2, 1: 1, 2: 5})  # Bob (bid 1) reaches 4 first, Ann lands below him
    heard = texts(outputs)
    standings = next(index for index, line in enumerate(heard) if line.startswith(("Cat on 9", "Cat en la 9")))
    assert heard[standings - 1] == said("stack-taught")
    assert heard[standings].endswith(("Bob and Ann on 4, Bob on top.", "Bob y Ann en la 4, Bob arriba."))
    state, outputs = play_round(state, {0: 1, 1: 1, 2: 1})
    assert said("stack-taught") not in texts(outputs), "said once a game"
    plain = begin_untaught(make_settings(3, language=spoken))
    plain, _ = play_round(plain, {0: 2, 1: 3, 2: 4})
    _, outputs = play_round(plain, {0: 2, 1: 1, 2: 5})
    assert said("stack-taught") not in texts(outputs)


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_the_first_challenge_says_what_breaking_it_costs(spoken: str) -> None:
    """The challenge card: what does breaking it cost? Taught, the first challenge says an answer written
    against it does not count (the table judges the lists by it); a cap on the bid, which the bid
    question enforces, does not say it."""
    said = _in(spoken)
    state, _ = begin(taught(language=spoken, head_starts=[9, 0, 0]))
    state, outputs = feed(state, [go(), chance("c1")])
    assert texts(outputs)[-1] == said("challenge-cost-taught")
    capped, _ = begin(taught(language=spoken, head_starts=[9, 0, 0], challenge_caps={"c1": 6}))
    _, outputs = feed(capped, [go(), chance("c1")])
    assert said("challenge-cost-taught") not in texts(outputs)
    _, outputs = feed(begin_untaught(make_settings(3, language=spoken, head_starts=[9, 0, 0])), [go(), chance("c1")])
    assert said("challenge-cost-taught") not in texts(outputs)


def test_the_game_ends_on_the_winner_not_on_a_stack_that_names_another_first() -> None:
    """ "On Finish, from the top: Green, Blue, Red and Yellow" just before "Yellow wins": a table could
    think Green had won. The last round ends on the winner; the stack no longer matters."""
    state = begin_untaught(make_settings(3, track="NNNN"))  # Finish is space 5
    state, outputs = play_round(state, {0: 5, 1: 5, 2: 2})  # Bob, lower on Start, lands first: Ann goes below him
    assert (
        texts(outputs)[-1]
        == GAME.result(state).text
        == "Ann and Bob share the victory, tied in front and with the same move this round: high five!"
    )
    assert not any("on top" in line or "On Finish" in line for line in texts(outputs))


@pytest.mark.parametrize(("spoken", "top_first"), [("en", "Cat and Ann share the lead"), ("es", "Cat y Ann van en cabeza")])
def test_players_sharing_a_space_are_named_top_first_everywhere(spoken: str, top_first: str) -> None:
    """After a tie on 9, "Verde arriba", then next round "Rojo y Verde van en cabeza": the other order.
    The challenge names them as the standings do, the top cube first."""
    state = begin_untaught(make_settings(3, language=spoken, teach=True, head_starts=[9, 0, 9]), order=(2, 0, 1))
    _, outputs = feed(state, [go(), chance("c1")])  # Cat was placed first: on top
    assert top_first in texts(outputs)[0]


def test_spanish_setup_and_teaching_lines_the_native_table_reworded() -> None:
    """ "¿Qué preguntas?", "mejor No" (a label mid-sentence), "Sin dado" before any die was heard of,
    and "las que lea otro se tachan" (what is crossed is what another also wrote)."""
    assert es("which-questions") == "¿Qué tipo de preguntas?"
    assert es("any-variants-taught").endswith("Para una primera partida, mejor que no.")
    assert "Sin dado: en vez de tirar yo un dado" in es("variants-rule")
    assert "las que también tenga otro se tachan" in es("write-taught")


# ---------------------------------------------------------------- session 49's no-rulebook table


def _setup_question(spoken: str, key: str, before: dict[str, object]) -> AskChoice:
    with language.speaking(spoken):
        question = setup(library(), Defaults()).next_question({**before, TEACH: True})
    assert question is not None and question.key == key
    assert isinstance(question.prompt, AskChoice)
    return question.prompt


@pytest.mark.parametrize("spoken", ["en", "es", "de"])
def test_hold_ok_at_the_track_says_more_than_the_taught_question_did(spoken: str) -> None:
    """Hold OK at "Which track?" repeated the taught question word for word: where Finish is was never said."""
    asked = _setup_question(spoken, "track", _BEFORE_TRACK).question
    assert asked.rule.startswith(_in(spoken)("track-rule")) and asked.rule not in asked.text
    assert len(asked.rule) > len(_in(spoken)("track-rule")) + 40


@pytest.mark.parametrize("spoken", ["en", "es", "de"])
def test_hold_ok_at_which_questions_explains_every_option_offered(spoken: str) -> None:
    """Hold OK at "Which questions?" said only what grown-up questions are; "All ages together" stayed a riddle."""
    before = {key: _BEFORE_TRACK[key] for key in ("players", "kids")}
    prompt = _setup_question(spoken, "decks", before)
    rule = prompt.question.rule.lower()
    for label in ("deck-both", "deck-mixed"):
        assert _in(spoken)(label).lower() in rule, label


@pytest.mark.parametrize("spoken", ["en", "es", "de"])
def test_hold_ok_at_a_bid_says_a_short_list_stays_and_a_cube_may_pass_finish(spoken: str) -> None:
    """Hold OK at a bid hinted at a short list only; whether a cube must land on Finish was never said."""
    rule = _in(spoken)("bid-rule")
    finish = {"en": "past Finish", "es": "pase de la meta", "de": "über das Ziel hinaus"}[spoken]
    stays = {"en": "fall short and it stays", "es": "no se mueve", "de": "bleibt sie stehen"}[spoken]
    assert finish in rule and stays in rule
    state, _ = begin(taught(language=spoken))
    state, _ = write(state)
    assert GAME.prompt(state).question.rule == rule  # type: ignore[union-attr]


@pytest.mark.parametrize("spoken", ["en", "es", "de"])
def test_hold_ok_at_how_many_players_says_when_the_track_is_drawn(spoken: str) -> None:
    """Told to bring "one more sheet" for a track, a table held OK at "How many players?" and heard the number."""
    with language.speaking(spoken):
        question = setup(library(), Defaults()).next_question({TEACH: True})
    assert question is not None and question.key == "players"
    assert question.prompt.question.rule == _in(spoken)("rule-players")  # type: ignore[union-attr]


@pytest.mark.parametrize(("spoken", "why"), [("en", "lower cube"), ("es", "más abajo"), ("de", "weiter unten")])
def test_hold_ok_after_the_line_up_says_why_the_cubes_are_stacked(spoken: str, why: str) -> None:
    """Hold OK at "On Start, from the top: ..." said it again and nothing more: a table still asked why stack."""
    with language.speaking(spoken):
        line = lines.line_up([("Ann", 0), ("Bob", 0)], 13)
    assert why in line.repeated and line.repeated.count("Ann") == 1
    assert why not in line.text, "said first as it was: the why comes where equal bids first decide it"
