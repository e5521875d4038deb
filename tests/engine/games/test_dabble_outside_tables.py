"""What the outside tables met in Dabble on main (session 46): an English table taught with no rulebook
(7 stuck moments) and a native Spanish table. Each test holds one thing they met, through the engine:
what is said, once, before the choice it governs, and how it sounds to a Spanish table.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine import language
from engine.core import AskChoice, Input, Line, choice, go, number, time_up
from engine.games.dabble import said as dabble
from engine.games.dabble.rules import GAME, TARGET_CHOICES, State
from engine.games.dabble.said import words
from engine.games.dabble.setup_flow import TILES, setup
from engine.setup import Defaults, Library
from engine.teaching import TEACH, TeachingSetup
from engine.transcript import playthrough
from tests.engine.games.test_dabble_rounds import EXTRAS_OF_FOUR, extras_of_four
from tests.outputs import apply_all, texts

NAMES = ["Ann", "Bob", "Cat"]
SUBJECTS = {"food": {"name": "Food", "examples": ["egg"]}}


def settings(spoken: str = "en", teach: bool = True, **more: Any) -> dict[str, Any]:
    return {"names": NAMES, "target": 500, "timer": 60, "teach": teach, "language": spoken, **more}


def question(state: State) -> Line:
    prompt = GAME.prompt(state)
    assert hasattr(prompt, "question"), prompt
    return prompt.question  # type: ignore[no-any-return]


def taught_round(spoken: str) -> list[str]:
    """A taught first round: Bob finishes, a word is rejected, and (in English) an apostrophe word."""
    inputs = [go(), time_up(), choice("1"), number(20), number(12)]
    if spoken == "en":  # none of Bob's rejected (asked first), then Ann's apostrophe word and her rejected word
        inputs += [number(0), choice("apostrophe"), choice("0"), number(5), choice("challenge:0"), number(4), choice("none")]
    else:
        inputs += [number(4)]  # no apostrophes, no subjects: the finisher's rejected words are the one question
    return playthrough(GAME, settings(spoken), inputs)


# ---------------------------------------------------------------- the challenge: once, where it happens


@pytest.mark.parametrize("spoken", ["en", "es"])
def test_the_challenge_is_said_once_at_the_first_buzzer_not_in_setup(spoken: str) -> None:
    """English stuck moment 1 ("A challenged word ... costs its player that much" at setup, before a
    challenge was explained); the Spanish table heard the challenge rule four times."""
    needs, show, rejected = (words.said_in(spoken, name) for name in ("teach-needs", "show-words", "rejected-cost"))
    word = "challenge" if spoken == "en" else "impugna"
    assert word not in needs
    heard = [line for line in taught_round(spoken) if not line.startswith((">", "["))]
    assert [line for line in heard if word in line] == [show], heard
    cost = "costs its player its printed points" if spoken == "en" else "pierde sus puntos"
    assert heard[heard.index(show) + 1] == rejected, "and what a rejected word costs"
    assert cost in rejected


def test_everyone_shows_words_since_a_non_finishers_word_can_be_rejected() -> None:
    """Stuck moment 6: "Red's word rejected" was offered for a player who, told "Finishers, show your
    words", had shown nothing; and whether a rejected apostrophe word costs double."""
    assert words("show-words").startswith("Everyone, show your words")
    assert "doubled with an apostrophe" in words("challenge-rule")


def test_a_spanish_finisher_whose_word_is_rejected_is_told_naturally() -> None:
    assert "sigue habiendo terminado" not in words.said_in("es", "rejected-cost")
    assert "sigue contando como terminado" in words.said_in("es", "rejected-cost")


# ---------------------------------------------------------------- the apostrophe tiles: one statement, said once


def test_the_apostrophe_tiles_are_one_statement_said_once_and_given_by_hold_ok_at_the_extras() -> None:
    """Stuck moments 3 and 4: whether the tile fills a letter's place, whether a non-finisher's
    apostrophe word scores; neither the taught lines nor hold OK answered."""
    rule = words("apostrophe-rule")
    assert "fills a letter's place" in rule and "finished or not" in rule and "every finisher 5 points" in rule
    heard = taught_round("en")
    assert sum("apostrophe tile" in line for line in heard if not line.startswith(">")) == 1, "said once"
    assert not any("Extras count for everyone" in line for line in heard)
    state = GAME.start(settings())
    state, _ = apply_all(GAME, state, [go(), time_up(), choice("1"), number(20), number(12), number(0)])
    assert rule in question(state).rule, "hold OK at the extras question gives it"


def test_unused_apostrophe_tiles_pay_each_finisher_said_one_way() -> None:
    """Stuck moment 5: "gives the winner 5 points" against "gives each finisher 5 points"."""
    for winners in (1, 2):
        text = dabble.unused_apostrophes(winners, 5).text
        assert "winner" not in text and "finisher" in text
        with language.speaking("es"):
            assert "ganador" not in dabble.unused_apostrophes(winners, 5).text
            assert "ganador" not in dabble.unused_apostrophes(winners, 5).rule


def test_hold_ok_at_unused_tiles_says_a_leftover_apostrophe_tile_is_not_added_there() -> None:
    """Stuck moment 2: whether to add the 5 for a leftover apostrophe tile to "Yellow's leftover points?"."""
    state, _ = apply_all(GAME, GAME.start(settings()), [go(), time_up(), choice("1")])
    assert "apostrophe tile left over is not added here" in question(state).rule


# ---------------------------------------------------------------- the Spanish tiles, said one way


def test_a_taught_english_table_hears_once_that_the_spanish_tiles_stay_out() -> None:
    """ "they stay in the box", then "Take the six Spanish tiles out of the bag": heard as two rules."""
    assert "leave them out" in words("boxed-set") and "stay in the box" not in words("teach-needs")
    draw = question(GAME.start(settings())).text
    assert "Spanish" not in draw and draw.count("20") == 1, "neither the Spanish tiles nor the 20 again"
    assert "Spanish" not in words("teach-opening"), "the game in short, in setup, leaves the box's tiles out too"


def test_a_spanish_table_hears_the_spanish_tiles_are_played_and_twenty_once() -> None:
    with language.speaking("es"):
        known = question(GAME.start(settings("es", teach=False))).text
        taught = question(GAME.start(settings("es"))).text
    assert "se quedan en la bolsa" not in known and "Se juega con las seis fichas españolas" in known
    assert taught.count("20 fichas") == 1, "Cada uno toma 20 fichas, twice in one paragraph"
    assert "apóstrofo" not in taught, "said in setup once"
    with language.speaking("es"):
        assert "valen puntos extra" in dabble.with_subjects(True).text


# ---------------------------------------------------------------- the paper set, only to a table with no tiles


@pytest.mark.parametrize("spoken", ["en", "es"])
@pytest.mark.parametrize("has_tiles", [True, False])
def test_which_tiles_to_cut_is_said_only_to_a_table_with_no_set(spoken: str, has_tiles: bool) -> None:
    """The Spanish table heard the 103 tiles read out before the player count, though it held a box."""
    with language.speaking(spoken):
        needs = words("teach-needs")
        flow = TeachingSetup(setup(Library(), Defaults()), GAME.title, needs)
        first = flow.next_question({TEACH: True})
        assert first is not None and first.key == TILES
        assert first.prompt.question.text == f"{needs} {words.line('have-tiles').text}"
        players = flow.next_question({TEACH: True, TILES: has_tiles})
        paper_set = dabble.paper_set("")
    assert players is not None and players.key == "players"
    assert (paper_set.strip() in players.prompt.question.text) is not has_tiles
    assert "players" not in flow.settings(
        {TEACH: True, TILES: True, "players": 3, "target": "500", "timer": 60, "subjects": False}
    )


# ---------------------------------------------------------------- the end of a round: the leader and what they need


def test_spanish_rounds_end_with_the_leader_by_name_and_what_for() -> None:
    """ "Le faltan 211" named nobody and said not what for; after round 2 nothing was said of it."""
    with language.speaking("es"):
        state = GAME.start(settings("es", teach=False))
        state, first = apply_all(GAME, state, [go(), time_up(), choice("0"), number(12), number(15), number(0)])
        state, second = apply_all(GAME, state, [go(), time_up(), choice("0"), number(10), number(8), number(0)])
    assert texts(first)[-1] == "Ann se lleva 27; está a 473 de ganar."
    assert texts(second)[-1] == "Ann se lleva 18; está a 455 de ganar."


def test_english_rounds_say_what_the_leader_needs_when_it_changed_in_the_leaders_line() -> None:
    state = GAME.start(settings(teach=False))
    state, first = apply_all(GAME, state, [go(), time_up(), choice("0"), number(12), number(15), number(0), choice("none")])
    state, second = apply_all(GAME, state, [go(), time_up(), choice("0"), number(10), number(8), number(0), choice("none")])
    assert texts(first)[-1] == "Ann plus 27, needs 473."
    assert texts(second)[-1] == "Ann plus 18, needs 455."
    state, third = apply_all(GAME, state, [go(), time_up(), choice("1"), number(10), number(8), number(0), choice("none")])
    assert texts(third)[-1] == "Bob plus 18.", "the leader's need unchanged: not again (issue 37)"


def test_hold_ok_at_the_report_says_each_line_whole_not_totals_mixed_with_points() -> None:
    """ "Rojo 23. Verde 12. Nada esta ronda: Azul 39, Amarillo 0." mixed totals with the round's points
    and never said that Verde lost 11."""
    with language.speaking("es"):
        state = GAME.start(settings("es", teach=False, names=["Rojo", "Verde", "Azul"]))
        state, _ = apply_all(GAME, state, [go(), time_up(), choice("1"), number(23), number(0), number(0)])
        state, said = apply_all(
            GAME, state, [go(), time_up(), choice("0,1"), number(23), Input("choice", "challenge:1"), number(11), choice("none")]
        )
    report = [output.line for output in said if hasattr(output, "line")]
    assert all(line.repeated.startswith(line.text) for line in report), [line.repeated for line in report]
    assert any("Verde se lleva 12" in line.text for line in report), texts(said)
    # the repeat says where 23 less 11 went: hold OK, so a round's speech is as it was
    assert "Verde: 23 de fichas sobrantes, menos 11 por una palabra rechazada." in report[-1].repeated
    assert not any("rechazada" in line.text for line in report)


def test_the_extras_choice_is_unchanged_for_a_spanish_game_without_subjects() -> None:
    """A guard for the change above: the Spanish lone finisher's question stays one number."""
    with language.speaking("es"):
        state = GAME.start(settings("es", teach=False))
        state, _ = apply_all(GAME, state, [go(), time_up(), choice("0"), number(12), number(15)])
    assert not isinstance(GAME.prompt(state), AskChoice)


# ---------------------------------------------------------------- the extras: the same order every round


def test_the_extras_are_offered_in_the_same_order_every_round() -> None:
    """Stuck moment 7: the extras changed order between rounds (the finisher's rejected word first) and
    the table, pressing from memory, chose the wrong one. Now the same order every round: No, each
    player's rejected word in seat order (UP), the apostrophe and subject extras at the end (DOWN).
    A lone finisher's rejected words are asked before the choice (issue 37), so that round's choice
    leaves theirs out; the rest keep their order, and the extras at the end their place from the end."""
    state = GAME.start(settings(teach=False, names=["Ann", "Bob", "Cat", "Dan"]))
    state, _ = apply_all(GAME, state, [go(), time_up(), choice("2"), number(10), number(10), number(10), number(0)])
    first = GAME.prompt(state)
    state, _ = apply_all(
        GAME, state, [choice("none"), go(), time_up(), choice("0"), number(10), number(10), number(10), number(0)]
    )
    second = GAME.prompt(state)
    assert isinstance(first, AskChoice) and isinstance(second, AskChoice)
    labels, again = [option.label for option in first.options], [option.label for option in second.options]
    assert labels == extras_of_four("Cat") and again == extras_of_four("Ann")
    assert labels[0] == again[0] == "None" and labels[-2:] == again[-2:] == EXTRAS_OF_FOUR[-2:]


# ---------------------------------------------------------------- session 49's no-rulebook table

USED = {"en": "count as used", "es": "cuentan como usadas", "de": "gelten als verbraucht"}


@pytest.mark.parametrize("spoken", ["en", "es", "de"])
def test_a_rejected_words_tiles_are_said_to_count_as_used_where_leftovers_and_challenges_are_asked(spoken: str) -> None:
    """ "Does a rejected word's tiles go into the leftovers?" had no answer at the leftover question."""
    with language.speaking(spoken):
        rule = dabble.unused_tiles("Ann").rule
    assert USED[spoken] in rule
    assert USED[spoken] in words.said_in(spoken, "challenge-rule")


@pytest.mark.parametrize(("spoken", "wait"), [("en", "just wait"), ("es", "espera"), ("de", "wartet")])
def test_the_round_rule_tells_an_early_finisher_to_wait(spoken: str, wait: str) -> None:
    """Red finished early, pressed GO and heard a "not now" cue: nobody had said a finisher just waits."""
    assert wait in words.said_in(spoken, "round-rule")
    assert "finishes" not in words.said_in(spoken, "round-time-rule")  # setup comes before "finish" is explained


def test_a_rejected_word_costs_its_printed_points_not_what_it_would_have_scored() -> None:
    """ "its player loses what it would have scored" read as 0 for a finisher, whose own words score nothing."""
    for message in ("challenge-rule", "rejected-cost"):
        said = words.said_in("en", message)
        assert "printed points" in said and "would have scored" not in said


@pytest.mark.parametrize("spoken", ["en", "es", "de"])
def test_the_targets_the_target_rule_names_are_the_ones_offered(spoken: str) -> None:
    """ "100 or 200 makes a shorter one", where 200 was not among the choices (session 49)."""
    named = {int(number) for number in re.findall(r"\d+", words.said_in(spoken, "target-rule"))}
    assert named and named <= set(TARGET_CHOICES), named


def test_the_opening_says_what_is_left_over_and_how_the_game_is_won_as_setup_does() -> None:
    """ "The first to the winning score wins" against setup's "the highest total wins"; "the tiles the others
    have left" read as a whole rack (session 49)."""
    opening = words.said_in("en", "teach-opening")
    assert "left out of the others' words" in opening and "the highest total wins" in opening
    assert "highest total wins" in words.said_in("en", "target-rule")


def test_hold_ok_at_who_finished_says_which_way_up_and_down_go_as_they_do() -> None:
    """Three session 49 tables pressed DOWN from Nobody and scrolled through every group to reach one player."""
    state, _ = apply_all(GAME, GAME.start(settings()), [go(), time_up()])
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    assert "UP from Nobody goes through each player alone" in prompt.question.rule
    assert "DOWN reaches Everybody first" in prompt.question.rule
    labels = [option.label for option in prompt.options]
    assert labels[prompt.default] == "Nobody" and labels[-1] == "Everybody"  # DOWN from Nobody wraps to it
    assert labels[prompt.default + 1] == GAME.start(settings()).seats[0].name  # UP: the first player alone
