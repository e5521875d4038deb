"""No prompt is heard twice across our games: no Scattergories category repeats a Rapid List question
in the same language, by fingerprint or by shared answers (issue 40, device/app/deck_cross.py).

Measured before: 49 of 288 English categories normalised to a Rapid List question ("Something that
smells nice" and "Things that smell nice"), and 131 repeated one by fingerprint or by 8 or more shared
answers; 20 of 192 Spanish ones.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from device.app.deck_check import check_deck
from device.app.deck_cross import Prompt, one_prompt, our_categories, our_questions, read, repeats
from tests.engine.games.deck_languages import by_language, fewest

#: Every language both games are whole in; the others skipped, saying why.
LANGUAGES = by_language(("scattergories", "rapid-list"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_category_repeats_a_rapid_list_question(language: str) -> None:
    categories, questions = our_categories(language), our_questions(language)
    assert len(categories) >= 12 * fewest(language)["lists"] and len(questions) >= fewest(language)["questions"]
    assert all(len(prompt.answers) >= 15 for prompt in categories + questions)
    assert repeats(categories, questions, language) == []


def test_one_prompt_by_fingerprint_and_by_answers() -> None:
    def same(first: Prompt, second: Prompt, language: str = "en-GB") -> str | None:
        return one_prompt(read(first, language), read(second, language))

    assert same(Prompt("Something you can fold"), Prompt("Things you can fold")) == "same fingerprint"
    assert same(Prompt("Something with a handle"), Prompt("Things that have a handle")) == "same fingerprint"
    assert same(Prompt("Un disfraz de carnaval"), Prompt("Disfraces de carnaval"), "es") == "same fingerprint"
    eight = tuple(f"answer {n}" for n in range(8))
    assert same(Prompt("A round thing", eight), Prompt("Balls and wheels", ("The Answers 0", *eight[1:]))) == "8 shared answers"
    assert same(Prompt("A round thing", eight), Prompt("Balls and wheels", eight[:7])) is None


def test_check_deck_looks_across_games(tmp_path: Path) -> None:
    """A player's category deck is held against our Rapid List questions, a question deck against our categories."""
    from tests.engine.games.test_category_answers import GOOD, GOOD_ANSWERS, write_deck

    question = our_questions("en")[0].text
    path = write_deck(
        tmp_path,
        [*GOOD[:11], question],
        {
            **{category: GOOD_ANSWERS[category] for category in GOOD[:11]},
            question: GOOD_ANSWERS[GOOD[0]],
        },
    )
    repeat = f"{path}:17: '{question}' repeats our question '{question}' (same fingerprint): ask for something else"
    assert repeat in check_deck(path)
    category = our_categories("en")[0].text
    questions = tmp_path / "questions.toml"
    six = [f"Things that are {word}" for word in ("fizzy", "squeaky", "prickly", "lumpy", "dusty")]
    questions.write_text(
        'language = "en-GB"\n\n[[card]]\nid = "mine-1"\nquestions = [\n'
        + "".join(f'  "{text}",\n' for text in [*six, category])
        + "]\n",
        encoding="utf-8",
    )
    assert any(f"'{category}' repeats our category '{category}'" in line for line in check_deck(questions))
