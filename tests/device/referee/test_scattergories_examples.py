"""Scattergories' example answers at the table (issue 24): hold OK while answers are read or challenged
says the question again and one good answer on the letter; each further hold, the next category's.

Driven through the real referee loop (tests/table.py). What the examples are is the engine's
(tests/engine/games/test_scattergories_examples.py); how they are asked for is the device's.
"""

from __future__ import annotations

from pathlib import Path

from tests.engine.games.scattergories_words import english as sg_words
from engine.games.scattergories.dice import letter_die
from engine.setup import Library
from tests.table import Table

CATEGORIES = [
    "A fruit",
    "A colour",
    "A tool",
    "A river",
    "A snack",
    "A game",
    "A bird",
    "A drink",
    "A city",
    "A sport",
    "A flower",
    "A job",
]
# Answers for the fruit and the tool only, on every face: the others have none to offer.
ANSWERS = {
    "A fruit": {letter: f"{letter}-fruit" for letter in letter_die("en")},
    "A tool": {letter: f"{letter}-tool" for letter in letter_die("en")},
}


def library() -> Library:
    return Library(decks={"scattergories/lists": {"4": tuple(CATEGORIES)}}, extras={"scattergories/answers": ANSWERS})


def at_the_challenge(state_dir: Path) -> tuple[Table, str, int]:
    """Every setup default (four players, list 4), round 1 written and read: "Any challenge?" asked.
    Returns the table, the round's letter and where the question is in what was heard."""
    table = Table(state_dir, library=library(), game="scattergories")
    table.wait_for("How many players?")
    while not any("Press GO to start the timer." in line for line in table.heard()):
        table.settle()
        if not any("Press GO to start the timer." in line for line in table.heard()):
            table.press("go" if table.heard()[-1].endswith("Press GO to roll the letter.") else "ok")
    letter = table.heard()[table.wait_for("The letter is ")].removeprefix("The letter is ")[0]
    table.press("go")
    table.wait_for("[stop]", timeout=30)
    table.wait_for("Press GO to go on once all are read.")
    table.settle()
    table.press("go")
    return table, letter, table.wait_for("Any challenge?")


def hold_ok(table: Table) -> list[str]:
    table.settle()
    before = len(table.heard())
    table.press("ok", held=True)
    table.settle()
    return table.heard()[before:]


def test_hold_ok_at_a_challenge_gives_an_example_on_the_letter_then_the_next_category(state_dir: Path) -> None:
    table, letter, asked = at_the_challenge(state_dir)
    first = hold_ok(table)
    # The question with its rule (issue 38) and the answer on offer, as hold OK always gives.
    assert first[:2] == [f"Any challenge? {sg_words('challenge-rule')} {sg_words('more-rule')}", "No"]
    assert first[-1] == f"An answer that fits category 1, a fruit, on {letter}: {letter}-fruit."
    second = hold_ok(table)
    assert second == [f"An answer that fits category 3, a tool, on {letter}: {letter}-tool."]  # only the next
    assert hold_ok(table) == [f"An answer that fits category 1, a fruit, on {letter}: {letter}-fruit."]  # round again
    assert hold_ok(table) == [f"An answer that fits category 3, a tool, on {letter}: {letter}-tool."]

    table.press("up", "ok")  # a challenge, to the first seat offered
    table.wait_for("How many hands to keep it, Red's included? 1", after=asked)
    during_the_vote = hold_ok(table)
    assert (
        during_the_vote[0] == f"How many hands to keep Red's answer? {sg_words('vote-rule')} {sg_words('vote-tie-result')}"
    )  # the question and its rule first
    # ... then the example the table stopped at, most likely the disputed category's.
    assert during_the_vote[-1] == f"An answer that fits category 3, a tool, on {letter}: {letter}-tool."
    table.stop()


def test_an_example_is_only_said_and_never_kept(state_dir: Path) -> None:
    """An example is an output of the question on offer: nothing is journaled, and the game goes on as before."""
    table, letter, _ = at_the_challenge(state_dir)
    (journal,) = sorted((state_dir / "games").glob("*.jsonl"))
    before = journal.read_text(encoding="utf-8")
    assert hold_ok(table)[-1].startswith("An answer that fits category 1, ")
    assert journal.read_text(encoding="utf-8") == before
    table.press("ok")  # no challenge
    table.wait_for("Count your points.")
    table.stop()


def test_hold_ok_at_any_challenge_says_what_a_challenge_is_and_how_its_vote_settles_it(state_dir: Path) -> None:
    """Issue 38: a table without the rulebook held OK at "Any challenge?" and heard "Everyone then votes on
    it." and then a bare "For the letter I, category 1, a fruit: I-fruit.", which it took for a challenge.
    Hold OK there now says what a challenge is, how the vote settles it (the tie rule too) and that the
    example is an answer that fits."""
    table, letter, _ = at_the_challenge(state_dir)
    rule, offered, example = hold_ok(table)
    table.stop()
    assert rule.startswith("Any challenge? Challenge an answer you think should not score: it misses the letter")
    for settles in (
        "Everyone votes, the challenged player too",
        "more hands up than down keeps the answer",
        "On a tie, the challenged player's own vote does not count",
    ):
        assert settles in rule, settles
    assert offered == "No"
    assert example == f"An answer that fits category 1, a fruit, on {letter}: {letter}-fruit."
