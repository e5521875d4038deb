"""Scattergories taught at the table (issue 38): a table that never played sets the game up and starts it.

The device offers teaching for a game it has not seen finished ("First game of
Scattergories? I will explain as we go.", Yes on offer). After a yes the table
hears what it needs in its hands, the options it cannot know explained before
it chooses them, and the game in short before round 1, whose start waits for
GO and says so. Hold OK at a question a rule governs gives the rule; hold GO
gives what the question is for.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from device.paths import teaching_file
from engine import language
from tests.engine.games.scattergories_words import english, spanish
from engine.setup import Defaults, Library
from tests.engine.games.test_scattergories import CATEGORIES
from tests.table import Table

WORDS = {"en": english, "es": spanish}
FIRST_GAME = {"en": "First game of Scattergories? I will explain as we go.", "es": "¿Primera partida de Scattergories?"}
ROUND_ONE = {"en": "Round 1 of 3. Press GO to roll the letter.", "es": "Ronda 1 de 3. Pulsa GO para tirar el dado."}
NAMES = ("Ann", "Bob", "Cat", "Dan")


@pytest.fixture(params=["en", "es"])
def spoken_in(request: pytest.FixtureRequest) -> Iterator[str]:
    language.use(request.param)
    try:
        yield request.param
    finally:
        language.use("en")


def new_table(state_dir: Path) -> Table:
    """A device that never finished Scattergories, with the config's default: teaching offered to a new game."""
    teaching_file(state_dir).unlink()  # the suite's referee knows every game (tests/conftest.known_table)
    return Table(
        state_dir,
        library=Library(decks={"scattergories/lists": {"4": tuple(CATEGORIES)}}),
        game="scattergories",
        defaults=Defaults(players=4, names=NAMES, usual_names=NAMES),
        teaching="new",
    )


def ok_until(table: Table, text: str) -> int:
    """OK on every question (what is offered) until a line holding `text` is heard; where it is."""
    while not any(text in line for line in table.heard()):
        table.settle()
        if not any(text in line for line in table.heard()):
            table.press("ok")
    return table.wait_for(text)


def test_a_new_table_says_yes_and_hears_its_needs_the_options_and_the_game_before_round_one(
    state_dir: Path, spoken_in: str
) -> None:
    words = WORDS[spoken_in]
    table = new_table(state_dir)
    try:
        offered = table.wait_for(FIRST_GAME[spoken_in])
        assert table.heard()[offered].endswith(("Yes", "Sí")), "yes is on offer"
        table.settle()
        table.press("ok")
        needs = table.wait_for(words("teach-needs"), after=offered)  # said with the first question after the yes
        # ... after the game in short (session 49: a table chose a scoring bonus before it knew the game)
        assert table.heard()[needs].startswith(f"{words('teach-opening')} {words('teach-needs')}")
        start = ok_until(table, ROUND_ONE[spoken_in])
        heard = table.heard()
        for explained in (words("list-taught"), words("ask-junior"), words("alliteration-rule", scoring="standard")):
            assert [line for line in heard[needs:start] if line.startswith(explained)], explained  # before its question
        assert not heard[start].startswith(words("teach-opening")), "said once, in setup"
        table.settle()
        table.press("go")
        table.wait_for(words("teach-list"), after=start)
    finally:
        table.stop()


def test_hold_ok_at_a_rules_question_gives_the_rule_and_hold_go_what_it_is_for(state_dir: Path) -> None:
    table = new_table(state_dir)
    try:
        table.wait_for(FIRST_GAME["en"])
        table.settle()
        table.press("down", "ok")  # No: a table that knows the game hears no teaching, but the rules stay on hand
        asked = ok_until(table, "Alliteration bonus for proper names? No")
        assert table.heard()[asked].startswith("Alliteration bonus"), "no explanation before the question untaught"
        table.settle()
        table.press("ok", held=True)
        rule = table.wait_for(english("alliteration-rule", scoring="standard"), after=asked)
        assert table.heard()[rule].startswith("Alliteration bonus for proper names?")
        start = ok_until(table, ROUND_ONE["en"])
        assert not table.heard()[start].startswith(english("teach-opening"))
        table.settle()
        table.press("go", held=True)
        purpose = table.wait_for(english("first-round-purpose"), after=start)
        table.wait_for(ROUND_ONE["en"], after=purpose)  # then the question again, with its press
    finally:
        table.stop()
