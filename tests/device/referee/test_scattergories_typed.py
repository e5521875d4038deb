"""Scattergories with typed answers: collected from the phones, read out, voted on and scored by the referee.

Each scoring rule is checked through the game itself (the sheets go in as `answers`
inputs, the points come out on the score sheet), along with the refusals a phone can
meet, the vote tie rule, the buttons-only way on, undo, and a random game's contract.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from device.storage.journal import read as read_journal
from engine.core import (
    AskAnswers,
    AskGo,
    AskChoice,
    AskNumber,
    AskVotes,
    GameOver,
    IllegalInput,
    Input,
    NotAnOption,
    OutOfRange,
    Say,
    WrongKind,
    answers,
    chance,
    choice,
    go,
    number,
    replay,
    time_up,
    vote,
)
from tests.engine.games.scattergories_words import english as sg_words
from engine.games.scattergories import rules as sg
from engine.games.scattergories.answer_scoring import NAME, THING, TITLE
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults, Library
from tests.outputs import texts as spoken
from tests.table import Table
from tests.engine.games.test_scattergories import NO_CHALLENGE, play, started

GAME = sg.GAME
CATEGORIES = [
    "A fruit",
    "A film star",
    "A book title",
    "A band or group",
    "A city",
    "A snack",
    "A tool",
    "A pet's name",
    "A dessert",
    "A drink",
    "A sport",
    "Something in a kitchen",
]
KINDS = [THING, NAME, TITLE, THING, NAME, THING, THING, NAME, THING, THING, THING, THING]
BLANK = [""] * 12


def make_settings(players: int = 3, **extra: Any) -> dict[str, Any]:
    names = ["Red", "Blue", "Green", "Yellow"][:players]
    return {
        "names": names,
        "categories": CATEGORIES,
        "kinds": KINDS,
        "list_number": "4",
        "timer": 150,
        "typed_answers": True,
        **extra,
    }


def sheet(**by_category: str) -> list[str]:
    """Twelve answers, blank but for the given categories (c1 .. c12)."""
    texts = list(BLANK)
    for key, text in by_category.items():
        texts[int(key[1:]) - 1] = text
    return texts


def collected(letter: str, sheets: list[list[str]], **extra: Any) -> sg.State:
    """A round written and every sheet sent, ready for challenges."""
    state = started(make_settings(len(sheets), **extra))
    state, _ = play(state, chance(letter), go(), time_up())
    for seat, texts in enumerate(sheets):
        state, _ = play(state, answers(seat, texts))
    return state


def round_points(letter: str, sheets: list[list[str]], **extra: Any) -> list[int]:
    """The points each seat scores when nobody challenges."""
    state, _ = play(collected(letter, sheets, **extra), NO_CHALLENGE)
    return [seat.rounds[0] for seat in state.seats]


# ---------------------------------------------------------------- collecting and reading


def test_the_phones_are_asked_for_answers_when_time_is_up() -> None:
    state = started(make_settings())
    state, _ = play(state, chance("B"), go(), time_up())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskAnswers)
    assert (prompt.letter, prompt.categories) == ("B", tuple(CATEGORIES))
    assert [(option.value, option.label) for option in prompt.waiting] == [("0", "Red"), ("1", "Blue"), ("2", "Green")]
    assert prompt.question.text == "Send your answers. Waiting for Red, Blue and Green."
    state, outputs = play(state, answers(1, sheet(c1="banana")))
    assert outputs == []
    assert [option.label for option in GAME.prompt(state).waiting] == ["Red", "Green"]  # type: ignore[union-attr]


def test_each_category_is_read_out_in_seat_order() -> None:
    state = started(make_settings())
    state, _ = play(state, chance("B"), go(), time_up(), answers(0, sheet(c1="banana", c3="Bleak House")))
    state, _ = play(state, answers(2, sheet(c1="blueberry")))
    state, outputs = play(state, answers(1, BLANK))
    lines = spoken(outputs)
    assert lines[0] == "Category 1, a fruit: Red, banana. Green, blueberry."
    assert lines[1] == "Category 2, a film star: No answers."
    assert lines[2] == "Category 3, a book title: Red, Bleak House."
    assert lines[11] == "Category 12, something in a kitchen: No answers."
    assert len(lines) == 12
    assert GAME.prompt(state).question.brief == "Any challenge?"  # type: ignore[union-attr]


# ---------------------------------------------------------------- the scoring rules, through the game


def test_a_unique_answer_on_the_letter_scores_and_a_shared_one_does_not() -> None:
    points = round_points("B", [sheet(c1="banana", c6="biscuits"), sheet(c1="Bananas", c6="bagel"), sheet(c6="Biscuit")])
    assert points == [0, 1, 0]


def test_a_leading_article_is_not_the_first_word() -> None:
    assert round_points("B", [sheet(c4="The Beatles"), sheet(c4="Take That")]) == [1, 0]
    assert round_points("T", [sheet(c4="The Beatles"), sheet(c4="Take That")]) == [0, 1]


def test_names_and_titles_follow_the_kind_of_their_category() -> None:
    """A film star's surname may carry the letter; a book title's later words may not."""
    red = sheet(c2="meryl streep", c3="Moby Dick", c5="rio de janeiro")
    assert round_points("S", [red, BLANK]) == [1, 0]
    assert round_points("D", [red, BLANK]) == [0, 0]  # not Dick in a title, not "de" in a name
    assert round_points("J", [red, BLANK]) == [1, 0]


def test_the_alliteration_variant() -> None:
    red = sheet(c2="Marilyn Monroe", c5="Miami")
    assert round_points("M", [red, BLANK]) == [2, 0]
    assert round_points("M", [red, BLANK], alliteration=True) == [3, 0]


def test_junior_scoring() -> None:
    sheets = [sheet(c1="cherry", c6="crisps"), sheet(c1="apple", c6="Crisp"), sheet(c1="cranberry")]
    assert round_points("C", sheets, junior=True) == [2, 1, 2]
    assert round_points("C", sheets) == [1, 0, 1]


def test_the_points_are_said_and_go_on_the_score_sheet() -> None:
    state = collected("B", [sheet(c1="banana"), sheet(c1="blueberry", c6="bagel")])
    state, outputs = play(state, NO_CHALLENGE)
    # Round 1's totals are these points: said once (issue 23); later rounds say both.
    assert spoken(outputs) == ["Points this round: Red 1, Blue 2."]
    assert isinstance(GAME.prompt(state), AskGo)  # the next round's letter is rolled on GO


# ---------------------------------------------------------------- refusals: a clear message, nothing changed


def refused(state: sg.State, given: Input) -> str:
    before = json.dumps(GAME.to_json(state), sort_keys=True)
    with pytest.raises(IllegalInput) as refusal:
        GAME.apply(state, given)
    assert json.dumps(GAME.to_json(state), sort_keys=True) == before
    return str(refusal.value)


def test_answers_that_do_not_fit_are_refused() -> None:
    state = started(make_settings())
    state, _ = play(state, chance("B"), go(), time_up(), answers(0, BLANK))
    assert "11 answers for 12 categories" in refused(state, answers(1, BLANK[:11]))
    with pytest.raises(NotAnOption, match=r"seat '7' is not awaited for answers \(awaited: Blue, Green\)"):
        GAME.apply(state, answers(7, BLANK))
    with pytest.raises(NotAnOption):  # Red's answers are already in
        GAME.apply(state, answers(0, BLANK))
    with pytest.raises(OutOfRange, match="longer than 80"):
        GAME.apply(state, answers(1, sheet(c1="b" * 81)))
    with pytest.raises(WrongKind):
        GAME.apply(state, Input("answers", {"seat": "1", "answers": [1] * 12}))
    with pytest.raises(WrongKind):
        GAME.apply(state, Input("answers", ["not", "a", "sheet"]))
    with pytest.raises(WrongKind):
        GAME.apply(state, vote(1, True))


def test_answers_at_the_wrong_moment_are_refused() -> None:
    state = started(make_settings())
    state, _ = play(state, chance("B"))
    assert "expected a go input, got answers" in refused(state, answers(0, BLANK))
    state, _ = play(state, go())
    assert "expected a timer input" in refused(state, answers(0, BLANK))
    plain = started(make_settings(typed_answers=False))
    plain, _ = play(plain, chance("B"), go(), time_up())
    assert "expected a go input, got answers" in refused(plain, answers(0, BLANK))


def test_a_vote_that_does_not_fit_is_refused() -> None:
    state, _ = play(collected("B", [sheet(c1="banana"), sheet(c1="bagel")]), choice("0"), choice("0"))
    state, _ = play(state, vote(1, True))
    assert "not awaited for votes" in refused(state, vote(1, False))  # one vote each
    assert "not awaited for votes" in refused(state, vote(5, False))
    assert "a vote is valid true or false" in refused(state, Input("vote", {"seat": "0", "valid": "yes"}))


# ---------------------------------------------------------------- challenges voted on the phones


def test_a_challenge_names_the_player_then_the_answer_then_everyone_votes() -> None:
    state = collected("B", [sheet(c1="banana", c7="broom"), sheet(c1="bagel"), BLANK])
    whose = GAME.prompt(state)
    assert isinstance(whose, AskChoice)
    assert [option.label for option in whose.options] == ["No", "Red", "Blue"]  # Green has nothing to challenge
    state, _ = play(state, choice("0"))
    which = GAME.prompt(state)
    assert isinstance(which, AskChoice)
    assert [(option.value, option.label) for option in which.options] == [("0", "1, banana"), ("6", "7, broom")]
    state, _ = play(state, choice("6"))
    ballot = GAME.prompt(state)
    assert isinstance(ballot, AskVotes)
    assert (ballot.challenged.label, ballot.category, ballot.answer) == ("Red", "A tool", "broom")
    assert [option.label for option in ballot.waiting] == ["Red", "Blue", "Green"]
    assert ballot.question.text == "A vote on Red's answer to category 7, broom. Vote now: valid or not."
    state, _ = play(state, vote(0, True), vote(1, True))
    state, outputs = play(state, vote(2, False))
    assert spoken(outputs) == ["Red's answer stands."]
    assert [output.line.repeated for output in outputs if isinstance(output, Say)] == [
        "Red's answer stands: 2 votes valid, 1 invalid."  # the phones' votes are unseen: a repeat gives the count
    ]
    state, _ = play(state, choice("0"))
    assert [option.label for option in GAME.prompt(state).options] == ["1, banana"]  # type: ignore[union-attr]


def test_on_a_tie_the_challenged_players_own_vote_is_set_aside() -> None:
    """FACTS/rulebook: a tied vote drops the challenged player's vote, so the answer goes out."""
    state = collected("B", [sheet(c1="banana"), sheet(c1="bagel"), BLANK, BLANK])
    state, _ = play(state, choice("0"), choice("0"))
    state, outputs = play(state, vote(0, True), vote(1, True), vote(2, False), vote(3, False))
    assert spoken(outputs) == ["A tie, so I set Red's own vote aside.", "Red's answer is out."]
    state, outputs = play(state, NO_CHALLENGE)
    assert "Points this round: Red 0, Blue 1, Green 0, Yellow 0." in spoken(outputs)


def test_the_table_may_count_hands_instead_of_voting_on_phones() -> None:
    state = collected("B", [sheet(c1="banana"), sheet(c1="bagel"), BLANK])
    state, _ = play(state, choice("1"), choice("0"), vote(0, False))
    state, outputs = play(state, go())  # the main action: count hands
    hands = GAME.prompt(state)
    assert isinstance(hands, AskNumber) and hands.question.text == "How many hands to keep it, Blue's included?"
    state, outputs = play(state, number(1))  # Blue's own hand alone: out
    assert spoken(outputs) == ["Blue's answer is out."]
    state, _ = play(state, NO_CHALLENGE)
    assert [seat.rounds for seat in state.seats] == [[1], [0], [0]]


# ---------------------------------------------------------------- a player without a phone


def test_the_main_action_puts_the_players_still_awaited_on_paper() -> None:
    state = started(make_settings())
    state, _ = play(state, chance("B"), go(), time_up(), answers(1, sheet(c1="banana", c6="bagel")))
    state, outputs = play(state, go())
    lines = spoken(outputs)
    assert lines[0] == "Category 1, a fruit: Blue, banana."
    assert lines[-1] == "Red and Green, read your answers aloud now."
    state, _ = play(state, go(), NO_CHALLENGE)  # all read; no challenge
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskNumber) and prompt.question.text == "Red's points this round?"
    state, _ = play(state, number(4), number(3))
    assert [seat.rounds for seat in state.seats] == [[4], [2], [3]]


def test_with_everyone_on_paper_the_round_is_the_plain_one() -> None:
    state = started(make_settings(2))
    state, _ = play(state, chance("B"), go(), time_up())
    state, outputs = play(state, go())
    assert spoken(outputs) == ["Red and Blue, read your answers aloud now."]
    state, outputs = play(state, go(), NO_CHALLENGE)
    assert spoken(outputs) == ["Count your points. I will ask each of you in turn."]
    state, _ = play(state, number(5), number(7))
    assert [seat.rounds for seat in state.seats] == [[5], [7]]


def test_a_paper_answer_is_challenged_by_hands() -> None:
    state = started(make_settings(2))
    state, _ = play(state, chance("B"), go(), time_up(), answers(1, sheet(c1="banana")), go(), go())
    state, outputs = play(state, choice("0"))
    hands = GAME.prompt(state)
    assert isinstance(hands, AskNumber) and (hands.low, hands.high, hands.default) == (0, 2, 1)
    assert hands.question.text == sg_words.line("valid-votes", name="Red").text


# ---------------------------------------------------------------- undo, replay and a whole random game


def test_undo_takes_back_a_sheet_and_a_vote() -> None:
    session = Session(GAME, make_settings())
    for given in (go(), chance("B"), go(), time_up(), answers(0, sheet(c1="banana"))):
        session.apply(given)
    session.undo()
    assert [option.label for option in session.prompt.waiting] == ["Red", "Blue", "Green"]  # type: ignore[union-attr]
    for given in (answers(0, sheet(c1="bagel")), answers(1, BLANK), answers(2, BLANK), choice("0"), choice("0"), vote(2, False)):
        session.apply(given)
    session.undo()
    assert [option.label for option in session.prompt.waiting] == ["Red", "Blue", "Green"]  # type: ignore[union-attr]
    assert session.state == replay(GAME, session.settings, session.inputs)


def test_inputs_survive_the_journal_round_trip() -> None:
    for given in (answers(2, sheet(c1='Zoë, "the" one')), vote("1", False)):
        assert Input.from_json(json.loads(json.dumps(given.to_json()))) == given


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_random_typed_game_keeps_the_contract(seed: int) -> None:
    settings = make_settings(3 + seed % 2, junior=seed == 2, alliteration=seed == 3)
    session = Session(GAME, settings)
    chooser = RandomChooser(random.Random(seed))
    for step in range(5000):
        if isinstance(session.prompt, GameOver):
            break
        given = legal_input(session.prompt, chooser)
        session.apply(given)
        assert GAME.from_json(json.loads(json.dumps(GAME.to_json(session.state)))) == session.state
        if given.by_player and step % 7 == 0:
            undone = Session(GAME, settings, session.inputs)
            undone.undo()
            assert undone.state == replay(GAME, settings, session.inputs[:-1])
    assert isinstance(session.prompt, GameOver)
    assert replay(GAME, settings, session.inputs) == session.state


# ---------------------------------------------------------------- through the device loop, as a phone sends them


def test_phones_send_answers_and_votes_through_the_referees_queue(state_dir: Path) -> None:
    """The real loop: the buttons set up and start the round; the answers and votes arrive on the
    event queue as a phone page puts them there, checked there exactly like a press."""
    four = Library(decks={"scattergories/lists": {"4": tuple(CATEGORIES)}})
    offer_typing = Defaults(extra={"scattergories": {"typed_answers": True}})
    table = Table(state_dir, library=four, game="scattergories", defaults=offer_typing)
    table.wait_for("How many players? 4")
    while not any("Press GO to start the timer." in line for line in table.heard()):
        table.settle()
        if not any("Press GO to start the timer." in line for line in table.heard()):
            # every default: four players, list 4, 150 s, no variants, typed answers; then round 1's GO
            table.press("go" if table.heard()[-1].endswith("Press GO to roll the letter.") else "ok")
    assert "Will everyone type their answers on a phone? Yes" in table.heard()
    letter = next(line[14] for line in table.heard() if line.startswith("The letter is "))
    table.press("go")
    asked = table.wait_for("Send your answers. Waiting for Red, Blue, Green and Yellow.", timeout=30)
    assert "Press GO to score the rest on paper." in table.heard()[asked]
    table.events.put(answers(0, sheet(c1=f"{letter}anana")))
    table.wait_for("Still waiting for Blue, Green and Yellow.", after=asked)
    table.press("back")  # undo on the buttons takes Red's answers back
    undone = table.wait_for("Taken back: Red's answers.", after=asked)
    table.wait_for("Waiting for Red, Blue, Green and Yellow.", after=undone)
    table.settle()
    before = len(table.heard())
    table.events.put(answers(1, BLANK[:3]))  # a page sending a short sheet is refused, and nothing changes
    table.events.put(answers(9, BLANK))
    table.wait_for("[not_now]", after=before)
    for seat, first in enumerate([f"{letter}anana", f"{letter}anana", f"{letter}erry", ""]):
        table.events.put(answers(seat, sheet(c1=first, c2=f"{letter}ob Smith" if seat == 3 else "")))
    read = table.wait_for(f"Category 1, a fruit: Red, {letter}anana. Blue, {letter}anana. Green, {letter}erry.")
    table.wait_for("Any challenge?", after=read)
    table.events.put(choice("2"))
    table.wait_for("Which of Green's answers is challenged?", after=read)
    table.events.put(choice("0"))
    vote_asked = table.wait_for("A vote on Green's answer to category 1", after=read)
    for seat, valid in ((2, True), (0, True), (1, False), (3, False)):
        table.events.put(vote(seat, valid))
    table.wait_for("A tie, so I set Green's own vote aside.", after=vote_asked)
    table.wait_for("Any other challenge?", after=vote_asked)
    table.press("ok")  # no: the default
    table.wait_for("Points this round: Red 0, Blue 0, Green 0, Yellow 1.", after=vote_asked)
    table.wait_for("Round 2.", after=vote_asked)  # round 1's totals were the points just said
    table.stop()
    journal = next((state_dir / "games").glob("*-scattergories.jsonl"))
    kinds = [given.kind for given in read_journal(journal).inputs]
    assert kinds.count("answers") == 4 and kinds.count("vote") == 4


# ---------------------------------------------------------------- the option


def test_typed_answers_are_offered_in_setup_only_when_the_config_says_so() -> None:
    from device.storage.library import load_library
    from engine.catalog import find
    from engine.setup import answer_all

    entry, library = find("scattergories"), load_library()
    plain = entry.setup(library, Defaults())
    settings = answer_all(plain, {})
    assert settings["typed_answers"] is False
    offered = entry.setup(library, Defaults(extra={"scattergories": {"typed_answers": True}}))
    asked = []
    answers_so_far: dict[str, Any] = {}
    while (question := offered.next_question(answers_so_far)) is not None:
        asked.append(question.key)
        answers_so_far[question.key] = question.prompt.default if question.key != "list" else "next"  # type: ignore[union-attr]
    assert asked[-1] == "typed" and "typed" not in [q for q in asked[:-1]]
    assert offered.settings(answers_so_far)["typed_answers"] is True
    assert answer_all(offered, {"typed": False})["typed_answers"] is False
    assert entry.config["typed_answers"]("yes") == "use true or false"
