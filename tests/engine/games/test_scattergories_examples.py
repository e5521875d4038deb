"""Scattergories' example answers (issue 24, item 2): while an answer is disputed, the table may ask
for one good answer on the round's letter, from the deck's answer file (decks/lists.answers.toml).

The answers reach the game in its settings, as the list does (setup_flow.category_examples), and
an example is part of the question on offer (`examples`, engine/core.py): hearing one changes no
state and is never journaled, so replays and goldens are untouched. The device says how to ask
(hold OK; tests/device/referee/test_scattergories_examples.py).
"""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

from engine.core import (
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskVotes,
    InvalidSettings,
    Line,
    Prompt,
    answers,
    chance,
    choice,
    confirm,
    go,
    number,
    replay,
    time_up,
)
from engine.games.scattergories import rules as sg
from engine.games.scattergories import setup_flow as sg_setup
from engine.games.scattergories.dice import letter_die
from engine.language import speaking
from engine.setup import Defaults, Library, answer_all
from tests.engine.games.deck_languages import deck_path
from tests.engine.games.test_scattergories import CATEGORIES, make_settings, play, started

GAME = sg.GAME


def no_example(letter: str, category: str) -> Line:
    return sg.words.line("no-example", letter=letter, category=sg.in_a_sentence(category))


def example_in_spanish(letter: str, category: str, answer: str, number: int = 0) -> Line:
    with speaking("es"):
        return sg.example_answer(letter, category, answer, number)


def deck_library(language: str) -> Library:
    """Our category lists and their answer file in `language`, as the device hands them to setup."""
    path = deck_path("scattergories/lists", language)
    lists = tomllib.loads(path.read_text(encoding="utf-8"))["list"]
    known = tomllib.loads(path.with_name("lists.answers.toml").read_text(encoding="utf-8"))
    return Library(
        decks={sg_setup.LISTS: {str(entry["number"]): tuple(entry["categories"]) for entry in lists}},
        extras={sg_setup.ANSWERS: known},
    )


def deck_settings(language: str, list_number: str = "1", **extra: Any) -> dict[str, Any]:
    """Three players on one of our lists, set up as at the table, in `language`."""
    library = deck_library(language)
    settings = answer_all(sg_setup.setup(library, Defaults()), {"players": 3, "list": list_number})
    return {**settings, **extra, **({"language": language} if language != "en" else {})}


def examples_at_any(prompt: Prompt) -> tuple[Line, ...]:
    """What any prompt offers (a chance, the timer: nothing)."""
    return tuple(getattr(prompt, "examples", ()))


def examples_at(prompt: Prompt) -> tuple[Line, ...]:
    assert isinstance(prompt, (AskGo, AskConfirm, AskChoice, AskNumber))
    return prompt.examples


def at_the_challenge(settings: dict[str, Any], letter: str) -> sg.State:
    """Round 1 written on `letter` and read: "Any challenge?" is asked."""
    state, _ = play(started(settings), chance(letter), go(), time_up(), go())
    assert isinstance(GAME.prompt(state), AskChoice)
    return state


# ---------------------------------------------------------------- the example fits the round


@pytest.mark.parametrize("letter", letter_die("en"))
def test_an_example_is_on_the_rounds_letter_for_a_category_of_the_rounds_list(letter: str) -> None:
    settings = deck_settings("en", "3")
    known = deck_library("en").extras[sg_setup.ANSWERS]
    state = at_the_challenge(settings, letter)
    offered = examples_at(GAME.prompt(state))
    categories = settings["categories"]
    with_one = [(number, category) for number, category in enumerate(categories, start=1) if letter in known[category]]
    assert len(offered) == len(with_one) >= 1  # one for each category of the list that has one, in list order
    for line, (place, category) in zip(offered, with_one):
        assert line == sg.example_answer(letter, category, known[category][letter], number=place)
        assert line.text.startswith(f"An answer that fits category {place}, ")
        assert f", on {letter}: " in line.text
        assert line.text.endswith(f": {known[category][letter].rstrip('.')}.")


def test_the_line_is_short_and_says_letter_category_and_answer() -> None:
    """It says it is an answer that fits: heard bare after the challenge rule ("For the letter B, category 5,
    a fruit: Banana."), a new table took it for a challenge (issue 38)."""
    assert sg.example_answer("B", "A fruit", "Banana").text == "An answer that fits a fruit, on B: Banana."
    assert sg.example_answer("B", "A fruit", "Banana", number=5).text == "An answer that fits category 5, a fruit, on B: Banana."
    assert example_in_spanish("B", "Una fruta", "Banana", number=5).text == (
        "Una respuesta que vale para la categoría 5, una fruta, con la B: Banana."
    )
    assert no_example("Q", "TV show").text == "For the letter Q, TV show: I have no example."


def test_examples_are_offered_from_the_reading_to_the_last_vote_and_not_before_or_after() -> None:
    """While answers are read, challenged and voted on; not at the roll, the timer or the points."""
    state = started(deck_settings("en", names=["Red", "Blue", "Green", "Yellow"]))  # four: a vote can tie
    offering: list[str] = []
    no_challenge = choice(sg.NO_CHALLENGE)
    for given in (
        chance("B"),
        go(),
        time_up(),
        go(),
        choice(sg.MORE),  # two challenges
        choice("0"),
        number(1),
        choice("1"),
        number(2),
        confirm(True),
        no_challenge,
    ):
        if examples_at_any(GAME.prompt(state)):
            offering.append(state.phase)
        state, _ = GAME.apply(state, given)
    assert offering == [
        sg.Phase.READING,
        sg.Phase.CHALLENGE,
        sg.Phase.CHALLENGE,  # whose first
        sg.Phase.VALID_VOTES,  # a vote settled by the hands
        sg.Phase.CHALLENGE,
        sg.Phase.VALID_VOTES,
        sg.Phase.OWN_VOTE,  # a tie: the own vote asked
        sg.Phase.CHALLENGE,
    ]
    assert state.phase == sg.Phase.POINTS and not examples_at_any(GAME.prompt(state))


def test_a_later_round_offers_its_own_letter_at_its_one_line_challenge_question() -> None:
    state = at_the_challenge(deck_settings("en"), "B")
    state, _ = play(state, choice(sg.NO_CHALLENGE), number(3), number(4), number(5), go(), chance("T"), time_up())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.text == "Read your answers. Any challenge?"
    assert examples_at(prompt) and all(", on T: " in line.text for line in examples_at(prompt))


# ---------------------------------------------------------------- the disputed category, when the game knows it


def typed_vote(settings: dict[str, Any], letter: str, category: int) -> sg.State:
    """Typed answers: Red's answer to `category` (0-based) challenged, the phones voting."""
    state, _ = play(started({**settings, "typed_answers": True}), chance(letter), go(), time_up())
    for seat in range(3):
        state, _ = play(state, answers(seat, [f"{letter}x{seat}"] * 12))
    state, _ = play(state, choice("0"), choice(str(category)))
    assert isinstance(GAME.prompt(state), AskVotes)
    return state


def test_a_typed_answer_under_vote_gets_the_example_for_its_own_category_alone() -> None:
    settings = deck_settings("en")
    known = deck_library("en").extras[sg_setup.ANSWERS]
    category = settings["categories"][4]
    letter = next(letter for letter in letter_die("en") if letter in known[category])
    state = typed_vote(settings, letter, 4)
    assert examples_at(GAME.prompt(state)) == (sg.example_answer(letter, category, known[category][letter]),)
    state, _ = play(state, go())  # count hands instead: the same category is still disputed
    assert examples_at(GAME.prompt(state)) == (sg.example_answer(letter, category, known[category][letter]),)


def test_a_disputed_category_without_an_answer_on_the_letter_says_so() -> None:
    examples = [{"A": "Apple"}] + [{} for _ in range(11)]
    state = typed_vote(make_settings(examples=examples), "B", 0)
    assert examples_at(GAME.prompt(state)) == (no_example("B", CATEGORIES[0]),)


# ---------------------------------------------------------------- an output, never a change of state


def test_examples_live_in_the_settings_so_a_replay_and_a_resume_offer_the_same() -> None:
    settings = deck_settings("en")
    inputs = [go(), chance("M"), go(), time_up(), go()]
    state = replay(GAME, settings, inputs)
    again = GAME.from_json(GAME.to_json(state))
    assert examples_at(GAME.prompt(again)) == examples_at(GAME.prompt(state)) != ()
    assert GAME.to_json(state) == GAME.to_json(replay(GAME, settings, inputs))  # asking for them changed nothing


def test_a_game_without_an_answer_file_offers_none_and_its_settings_say_nothing_of_one() -> None:
    """Goldens and journals from before the examples, and a list nobody wrote answers for."""
    state = at_the_challenge(make_settings(), "B")
    assert examples_at(GAME.prompt(state)) == ()
    library = Library(decks={sg_setup.LISTS: {"4": tuple(CATEGORIES)}})
    settings = answer_all(sg_setup.setup(library, Defaults()), {"players": 3})
    assert "examples" not in settings


def test_settings_refuse_examples_that_do_not_match_the_list() -> None:
    with pytest.raises(InvalidSettings, match="12 categories"):
        GAME.start(make_settings(examples=[{"A": "Apple"}]))
    with pytest.raises(InvalidSettings):
        GAME.start(make_settings(examples=[{"A": 1}] * 12))


# ---------------------------------------------------------------- Spanish


@pytest.mark.parametrize("letter", ("B", "Z"))
def test_a_spanish_game_gives_spanish_examples_from_the_spanish_answer_file(letter: str) -> None:
    settings = deck_settings("es")
    known = deck_library("es").extras[sg_setup.ANSWERS]
    offered = examples_at(GAME.prompt(at_the_challenge(settings, letter)))
    with_one = [(n, category) for n, category in enumerate(settings["categories"], start=1) if letter in known[category]]
    assert offered == tuple(example_in_spanish(letter, category, known[category][letter], number=n) for n, category in with_one)
    assert offered and all(line.text.startswith("Una respuesta que vale para la categoría ") for line in offered)
    assert all(f", con la {letter}: " in line.text for line in offered)
