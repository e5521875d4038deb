"""What the second outside tables met in Scattergories (session 46, round three), taught and in Spanish.

The English table, taught, wrote round 1 without knowing the point of the game
(only answers nobody else wrote score: it heard that at "Pencils down!"), read
"Red's points? 4" in round 2 as a running total, "Green too?" as a yes/no
question, and did not know what "More than one" changes; the junior-scoring
setup question leaned on a scoring it had not heard ("1 for any other"), and a
tie-break said nothing of the list. The Spanish table found "¿Contra quién, o
contra varios?" and "¿Manos a favor de la de Amarillo, con la suya?" clumsy,
and never heard that an answer voted out is crossed out.
"""

from __future__ import annotations

import pytest

from engine import language
from engine.core import AskChoice, AskNumber, chance, choice, go, number, time_up
from engine.games.scattergories import rules as sg
from tests.engine.games.scattergories_words import english, spanish
from tests.engine.games.test_scattergories import GAME, full_round, make_settings, play, started
from tests.engine.games.test_scattergories_teaching import ROUND_ONE, setup_questions, taught_game

WORDS = {"en": english, "es": spanish}
#: The words of the rule that only an answer nobody else wrote scores.
UNIQUE = {"en": "nobody else", "es": "nadie más"}


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_taught_the_shared_answer_rule_comes_before_the_first_timer_and_pencils_down_only_reminds(spoken_in: str) -> None:
    """Round 1 was written blind to the point of the game: the rule came only after the writing."""
    words = WORDS[spoken_in]
    with language.speaking(spoken_in):
        setup = [question.prompt.question.text for question in setup_questions(spoken_in, True, junior=False)]
        heard = taught_game(*ROUND_ONE[:5], language=spoken_in)
        known = taught_game(*ROUND_ONE[:5], language=spoken_in, taught=False)
        scoring = words.line("standard-scoring", letter="B")
    timer_start = next(
        at for at, line in enumerate(heard) if line.startswith("? ") and words.line("ready", letter="B").text in line
    )
    # The opening says it in setup (session 49), so before the GO that starts the first timer; once.
    assert timer_start >= 0 and UNIQUE[spoken_in] in words("teach-opening")
    said = [line for line in setup if UNIQUE[spoken_in] in line]
    assert len(said) == 1 and words("teach-opening") in said[0], said
    assert not [line for line in heard if UNIQUE[spoken_in] in line], "once"
    assert scoring.text not in heard and scoring.brief in heard, "at time up, a short reminder only"
    assert scoring.text in known, "a table not taught hears the scoring in full where it scores"


def points_asked(spoken_in: str) -> list[str]:
    """The points questions of round 2 as heard, on paper, after a round 1 with no challenge."""
    with language.speaking(spoken_in):
        state, _ = play(started(make_settings(3, language=spoken_in)), *full_round("B", [4, 5, 6])[1:])
        state, _ = play(state, go(), *full_round("C", [], first=False)[1:])
        asked = []
        for points in (3, 4, 5):
            prompt = GAME.prompt(state)
            assert isinstance(prompt, AskNumber)
            asked.append(prompt.question.text)
            state, _ = play(state, number(points))
    return asked


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_a_later_round_asks_the_first_player_for_this_rounds_points(spoken_in: str) -> None:
    """ "Red's points? 4" in round 2: this round's points, or the running total? (4 was last round's score.)"""
    asked = points_asked(spoken_in)
    assert {"en": "this round", "es": "esta ronda"}[spoken_in] in asked[0], asked
    assert asked[1:] == [{"en": "Blue's?", "es": "¿Y Blue?"}[spoken_in], {"en": "Green's?", "es": "¿Y Green?"}[spoken_in]]


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_the_vote_asks_how_many_hands_and_counts_the_challenged_players_own(spoken_in: str) -> None:
    """ "Hands up to keep Green's answer, Green too?" was heard as a yes/no question; the Spanish
    "¿Manos a favor de la de Amarillo, con la suya?" as too clipped."""
    line = WORDS[spoken_in].line("valid-votes", name="Green")
    assert line.text.startswith({"en": "How many hands", "es": "¿Cuántas manos a favor"}[spoken_in]), line.text
    assert not line.text.endswith(("too?", "con la suya?")), line.text
    assert {"en": "Green's included", "es": "con la de Green"}[spoken_in] in line.text


def first_challenge(spoken_in: str, taught: bool) -> AskChoice:
    """Round 1's first "Any challenge?" on paper, four players."""
    with language.speaking(spoken_in):
        state, _ = play(started(make_settings(4, language=spoken_in, teach=taught)), *full_round("B", [])[1:5])
        prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice)
    return prompt


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_what_more_than_one_changes_is_in_the_questions_rule_and_taught_in_a_few_words(spoken_in: str) -> None:
    words = WORDS[spoken_in]
    plain, taught = first_challenge(spoken_in, False), first_challenge(spoken_in, True)
    assert words("more-than-one") in [option.label for option in plain.options]
    assert words("more-rule") in plain.question.rule and words("more-rule") in taught.question.rule  # hold OK, taught or not
    assert taught.question.text == f"{words('more-taught')} {plain.question.text}", taught.question.text
    assert words("more-taught") not in plain.question.text
    assert len(words("more-taught").split()) <= 20


def test_more_than_one_is_taught_once() -> None:
    heard = taught_game(*ROUND_ONE, go(), chance("C"), time_up(), choice("more"))
    assert sum(english("more-taught") in line for line in heard) == 1, heard


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_the_junior_question_stands_on_its_own(spoken_in: str) -> None:
    """ "Junior scoring, with 2 points for an answer on the letter and 1 for any other?": any other what?"""
    words = WORDS[spoken_in]
    taught = {question.key: question.prompt.question for question in setup_questions(spoken_in, True, junior=False)}
    plain = {question.key: question.prompt.question for question in setup_questions(spoken_in, False, junior=False)}
    assert taught["junior"].text == plain["junior"].text == words("ask-junior"), "nothing before it to lean on"
    assert "any other" not in words("ask-junior") and "las demás" not in words("ask-junior")
    assert {"en": "young children", "es": "pequeños"}[spoken_in] in words("ask-junior")
    assert {"en": "does not", "es": "si no"}[spoken_in] in words("ask-junior")


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_a_tie_break_says_the_list_stays(spoken_in: str) -> None:
    words = WORDS[spoken_in]
    assert {"en": "same list", "es": "misma lista"}[spoken_in] in words("tie-break-rule")
    assert {"en": "same list", "es": "misma lista"}[spoken_in] in words("tie-break-purpose")


def test_the_spanish_protest_asks_whose_answer() -> None:
    """ "¿Contra quién, o contra varios?" was awkward: the options are the names, "Varios" and "No"."""
    asked = first_challenge("es", False).question.text
    assert "contra" not in asked.lower() and "de quién" in asked, asked
    # One question, then how to answer it: "¿Alguien protesta? ¿De quién es la respuesta, o son varias? No" was
    # two questions answered by one No (the third Spanish table, session 46).
    assert asked.count("?") == 1, asked
    assert "contra" not in spanish.line("whose-first").text.lower() and "protestada" in spanish.line("whose-first").text


def test_a_taught_spanish_table_hears_that_an_answer_voted_out_is_crossed_out() -> None:
    """ "La de Amarillo no vale.": and then? Taught, the vote's rule says its writer crosses it out."""
    assert "la tacha" in spanish("vote-rule") and "crosses it out" in english("vote-rule")
    with language.speaking("es"):
        heard = taught_game(*ROUND_ONE, language="es")
    assert sum(spanish("vote-rule") in line for line in heard) == 1


@pytest.mark.parametrize("spoken_in", ["en", "es"])
def test_a_middle_round_says_its_number_and_the_first_and_last_say_of_how_many(spoken_in: str) -> None:
    """ "Round 2." pays for "this round" in the points question (the hard round's 20 s); round 1 says the set's
    length, the last round that it is the last, and a repeat of round 2's title gives "of 3"."""
    words = WORDS[spoken_in]
    middle = words.of(sg.round_title, 2, 3)
    assert "3" not in middle.text and "3" in middle.long
    assert "3" in words.of(sg.round_title, 1, 3).text and "3" in words.of(sg.round_title, 3, 3).text
