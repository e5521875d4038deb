"""What the outside tables met in Scattergories (session 46), taught (issue 38) and in Spanish (issue 37).

An English table with no rulebook got stuck where a word came before its meaning
("the whole set"), where the referee never said what counts as the same answer,
and where the vote's question changed its words from one challenge to the next;
it heard the one-point rule three times before round 1 was scored, and the tie
rule before any vote. A Spanish table heard legal calques ("objeción"), a
scoring sentence that read as "the letter nobody wrote", and two verbs for the
same press.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import language
from engine.core import AskChoice, GameOver, chance, choice, go, number, time_up
from engine.games.scattergories import rules as sg
from tests.engine.games.scattergories_words import english, spanish
from engine.random_play import RandomChooser, legal_input
from tests.engine.games.test_scattergories import GAME, challenge_state, make_settings
from tests.engine.games.test_scattergories_teaching import ROUND_ONE, setup_questions, taught_game
from tests.outputs import texts as spoken

WORDS = {"en": english, "es": spanish}


def test_a_taught_table_hears_what_a_set_is_before_the_word_is_used() -> None:
    """ "...kept for the whole set" came before anyone said what a set is (3 rounds on one list)."""
    said = [question.prompt.question.text for question in setup_questions("en", True, junior=False)]
    first_set = next(text for text in said if " set" in text)
    assert "set of 3 rounds" in first_set, first_set


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_taught_on_paper_the_table_hears_that_answers_meaning_the_same_are_shared_before_reading(spoken_in: str) -> None:
    """ "Ice skating" and "Ice dancing": the referee only said that a shared answer scores nothing."""
    words = WORDS[spoken_in]
    with language.speaking(spoken_in):
        heard = taught_game(*ROUND_ONE, language=spoken_in)
        plain = taught_game(*ROUND_ONE, language=spoken_in, taught=False)
        typed = taught_game(go(), chance("B"), go(), time_up(), language=spoken_in, typed_answers=True)
    at = heard.index(words("shared-rule"))
    assert heard[at - 1] == words.line("standard-scoring", letter="B").brief, (
        "said with the scoring (taught, a reminder), at time up"
    )
    reading = words.line("read-answers").text
    assert [line for line in heard[at:] if line.startswith("? ")][0].endswith(reading), "before the reading"
    assert words("shared-rule") not in plain, "taught only"
    assert words("shared-rule") not in typed, "typed answers are compared by the referee, not by the table"


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_the_one_point_rule_is_said_once_before_round_one_is_scored(spoken_in: str) -> None:
    """Setup, the opening and "Pencils down" each said it: once is enough, in the opening, before the writing it
    governs (a second outside table, hearing it only at "Pencils down", wrote round 1 blind to it)."""
    words = WORDS[spoken_in]
    unique = {"en": "nobody else", "es": "nadie más"}[spoken_in]
    with language.speaking(spoken_in):
        setup = [question.prompt.question.text for question in setup_questions(spoken_in, True, junior=False)]
        heard = taught_game(*ROUND_ONE[:5], language=spoken_in)
    said = [line for line in setup + heard if unique in line]
    assert len(said) == 1 and words("teach-opening") in said[0], said


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_every_vote_by_hands_is_asked_in_one_wording_that_says_what_the_hands_are_for(spoken_in: str) -> None:
    """ "Hands up for Blue's answer, Blue too?" then "Hands up for Yellow's answer. How many?" (the second
    tables: "How many hands to keep it, Blue's included?", for "Blue too?" was heard as a yes/no question)."""
    words = WORDS[spoken_in]
    with language.speaking(spoken_in):
        first, later = words.line("valid-votes", name="Blue"), words.line("valid-votes", name="Yellow")
    assert first.text.replace("Blue", "Yellow") == later.text
    assert {"en": "keep", "es": "a favor"}[spoken_in] in first.text
    assert {"en": "Blue's included", "es": "con la de Blue"}[spoken_in] in first.text  # the challenged player's hand counts


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_taught_the_tie_rule_comes_with_the_first_vote_not_at_time_up(spoken_in: str) -> None:
    """The challenge and tie rules in one breath after "Pencils down", before anyone challenged: the
    challenge rule stays before the first "Any challenge?"; the vote's, tie and all, comes with the first vote."""
    words = WORDS[spoken_in]
    tie = {"en": "tie", "es": "empate"}[spoken_in]
    assert tie not in words("challenge-taught") and tie in words("vote-rule")
    with language.speaking(spoken_in):
        heard = taught_game(*ROUND_ONE, language=spoken_in)
    vote = next(line for line in heard if line.startswith("? ") and words.line("valid-votes", name="Blue").text in line)
    assert vote == f"? {words('vote-rule')} {words.line('valid-votes', name='Blue').text}"
    assert sum(words("vote-rule") in line for line in heard) == 1
    later = [go(), chance("C"), time_up(), choice("2"), number(1)]
    with language.speaking(spoken_in):
        again = taught_game(*ROUND_ONE, *later, language=spoken_in)
    assert sum(words("vote-rule") in line for line in again) == 1, "once a game"


def test_up_from_whose_answer_first_goes_clockwise() -> None:
    """DOWN went Red, Yellow, Green, Blue (backwards): the names are offered in seat order, so UP goes clockwise."""
    state = GAME.start(make_settings(4))
    for given in (go(), chance("B"), go(), time_up(), go(), choice("more")):
        state, _ = GAME.apply(state, given)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text == english.line("whose-first").text
    assert [option.label for option in prompt.options] == ["Red", "Blue", "Green", "Yellow"]


def spanish_game(seed: int, taught: bool, typed: bool) -> list[str]:
    """Every line and option a random Spanish game says."""
    with language.speaking("es"):
        state = GAME.start(make_settings(4, language="es", teach=taught, typed_answers=typed))
        chooser, heard = RandomChooser(random.Random(seed)), []
        while not isinstance(prompt := GAME.prompt(state), GameOver):
            question: Any = getattr(prompt, "question", None)
            if question is not None:
                heard += [question.text, question.brief, question.rule, question.purpose]
            heard += [option.label for option in getattr(prompt, "options", ())]
            state, outputs = GAME.apply(state, legal_input(prompt, chooser))
            heard += spoken(outputs)
    return heard


def test_a_spanish_table_protests_an_answer_it_never_objects_to() -> None:
    """ "Se objeta una respuesta", "quien recibe la objeción": a Spanish table says "¿Alguien protesta?"."""
    heard = [line for seed in range(6) for line in spanish_game(seed, taught=seed % 2 == 0, typed=seed % 3 == 0)]
    assert not [line for line in heard if "objet" in line.lower() or "objeci" in line.lower()]
    assert any("¿Alguien protesta?" in line for line in heard)
    assert "Varias" not in heard


def test_spanish_lines_the_table_found_clumsy() -> None:
    """ "con la letra que nadie más escribió" read as the letter nobody wrote; "La siguiente lista nueva, la 1";
    round 1 said "sacar" the letter and later rounds "tirar"."""
    assert "la letra que nadie" not in spanish("junior-rule") + spanish("ask-junior")
    assert "siguiente lista nueva" not in spanish("next-new-list", number="1")
    verbs = {spanish.of(sg.start_action, number, 3).split()[0] for number in (1, 2)}
    assert verbs == {"tirar"}, verbs


# ---------------------------------------------------------------- session 49's no-rulebook table


@pytest.mark.parametrize(("spoken_in", "column"), [("en", "new column"), ("es", "otra columna")])
def test_round_two_says_where_its_answers_go(spoken_in: str, column: str) -> None:
    """ "Each new round keeps the list..." left a table asking where round 2's answers go."""
    assert column in WORDS[spoken_in]("later-round-rule")


@pytest.mark.parametrize(
    ("spoken_in", "order"),
    [
        ("en", ("the first category", "in turn", "then the next")),
        ("es", ("por turno", "la primera categoría", "luego la siguiente")),
    ],
)
def test_the_first_reading_says_everyone_reads_the_first_category_before_the_next(spoken_in: str, order: tuple[str, ...]) -> None:
    """ "Read your answers aloud, one category at a time." left who reads, and in what order, to a guess."""
    said = WORDS[spoken_in]("read-answers")
    assert all(part in said for part in order), said
    assert [said.index(part) for part in order] == sorted(said.index(part) for part in order)


def test_hold_ok_at_the_first_challenge_says_which_way_up_and_down_go_as_they_do() -> None:
    """DOWN from No went to More than one, then the names from the last seat: a table overshot onto the wrong player."""
    prompt = GAME.prompt(challenge_state(4))
    assert isinstance(prompt, AskChoice)
    assert "UP goes through the players in seat order; DOWN reaches More than one first." in prompt.question.rule
    labels = [option.label for option in prompt.options]
    assert labels[prompt.default + 1 : prompt.default + 5] == ["Red", "Blue", "Green", "Yellow"]  # UP: seat order
    assert labels[prompt.default - 1] == "More than one"  # DOWN wraps to the last option first
