"""Scattergories as heard at the table (issue 12): fixed speech said once, repeats that carry
their numbers, reading before challenges, and a vote settled by one count of hands (issue 37).

The engine tests pin down what each step says and asks; the table tests drive the real
loop (tests/table.py) and check the transcript, including what hold OK repeats.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


from engine.core import (
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskTimer,
    Input,
    Line,
    Output,
    Say,
    chance,
    choice,
    confirm,
    go,
    number,
    time_up,
)
from tests.engine.games.scattergories_words import english as sg_words
from engine.games.scattergories import rules as sg
from engine.setup import Library
from tests.outputs import cues
from tests.outputs import texts as spoken
from tests.table import Table
from tests.engine.games.test_scattergories import CATEGORIES, play, started
from tests.engine.games.test_scattergories import make_settings as base_settings

GAME = sg.GAME


def make_settings(players: int = 3, **extra: Any) -> dict[str, Any]:
    """The shared game settings with list 4, so a repeat of the list can be told from its number."""
    return base_settings(players, list_number="4", **extra)


def briefs(outputs: list[Output]) -> list[str]:
    return [output.line.brief for output in outputs if isinstance(output, Say)]


def question(state: sg.State) -> Line:
    prompt = GAME.prompt(state)
    assert isinstance(prompt, (AskGo, AskConfirm, AskNumber, AskChoice))
    return prompt.question


def quiet_round(letter: str, points: list[int], first: bool = True) -> list[Input]:
    """Roll, write, read, no challenge, points (a later round rolls on the GO that starts the timer)."""
    start = [go(), chance(letter), go()] if first else [go(), chance(letter)]
    reading = [go()] if first else []  # a later round: "Read your answers. Any challenge?" is one press
    return [*start, time_up(), *reading, choice(sg.NO_CHALLENGE), *(number(p) for p in points)]


# ---------------------------------------------------------------- fixed speech, once


def test_the_list_is_read_in_the_first_round_only() -> None:
    state, first = play(started(make_settings()), chance("M"))
    assert "12. Category 12." in spoken(first)
    state, _ = play(state, go(), time_up(), go(), choice(sg.NO_CHALLENGE), number(1), number(2), number(3))
    assert question(state).text == "Round 2."
    state, second = play(state, go(), chance("B"))
    assert spoken(second) == ["The letter is B, as in Bravo. Go!"]


def test_the_start_of_every_round_carries_the_letter_for_a_repeat_and_the_timer_the_list_one_by_one() -> None:
    """Issue 23: hold OK while writing gave the letter and the whole list, 27 s in one breath."""
    state, _ = play(started(make_settings()), chance("M"))
    asked = question(state)  # in round 1 the list lines themselves are repeated
    assert (asked.text, asked.short, asked.long) == ("Letter M.", "", "")
    state, first = play(state, go())
    begun = [output.line for output in first if isinstance(output, Say)]
    assert begun[-1].repeated == "Letter M, as in Mike."
    timer = GAME.prompt(state)
    assert isinstance(timer, AskTimer) and timer.parts_are == "the list, one category at a time"
    assert [part.text for part in timer.parts] == [f"{n}, category {n}." for n in range(1, 13)]
    state, _ = play(state, time_up(), go(), choice(sg.NO_CHALLENGE), number(1), number(2), number(3), go())
    state, second = play(state, chance("B"))
    begun = [output.line for output in second if isinstance(output, Say)]
    assert begun[-1].text == "The letter is B, as in Bravo. Go!"
    assert begun[-1].repeated == "Letter B, as in Bravo."
    later = GAME.prompt(state)
    assert isinstance(later, AskTimer)
    assert (later.parts, later.parts_are) == (timer.parts, timer.parts_are)  # the same list, one category at a time
    # The minute is said every round; the last ten seconds' cue, learned in round 1, sounds alone (issue 37).
    assert [(call.remaining, call.cue) for call in later.calls] == [(call.remaining, call.cue) for call in timer.calls]
    said = {call.remaining: call.line.text for call in later.calls if call.line}
    assert said == {60: "1 minute left."} and {call.remaining for call in timer.calls if call.line} == {60, 10}


def test_the_scoring_rules_are_said_in_the_first_round_only() -> None:
    state, outputs = play(started(make_settings(junior=True)), chance("M"), go(), time_up())
    assert any(line.startswith("Junior scoring:") for line in spoken(outputs))
    assert question(state).brief == "Read your answers."
    state, _ = play(state, go(), choice(sg.NO_CHALLENGE), number(1), number(2), number(3))
    state, outputs = play(state, go(), chance("B"), time_up())
    assert spoken(outputs)[-1] == "The letter is B, as in Bravo. Go!"  # the buzzer says "Pencils down!" after round 1
    assert cues(outputs)[-1] == "stop"
    # ... and a repeat still gives them, with this round's letter.
    assert question(state).text == "Read your answers. Any challenge?"  # a later round: one line, one press
    assert question(state).repeated == "Read your answers. Junior: 2 points on B, 1 off it, 0 if shared. Any challenge?"


def test_the_scoring_rule_says_plainly_what_scores_nothing() -> None:
    _, outputs = play(started(make_settings()), chance("H"), go(), time_up())
    text = " ".join(spoken(outputs))
    assert "1 point for each answer that starts with H and that nobody else wrote" in text
    assert "so does an answer that does not start with H" in text
    assert "off the letter" not in text


# ---------------------------------------------------------------- reading before challenges


def test_the_table_reads_its_answers_before_the_challenge_question() -> None:
    state, _ = play(started(make_settings()), chance("H"), go(), time_up())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo) and prompt.question.text.startswith("Read your answers aloud")
    state, _ = play(state, go())
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChoice) and prompt.question.brief == "Any challenge?"
    assert prompt.options[prompt.default].value == sg.NO_CHALLENGE  # No is offered first


# ---------------------------------------------------------------- the vote, in one count of hands


def vote(players: int, hands: int, own_valid: bool = True) -> tuple[sg.State, list[Output], list[Any]]:
    """Challenge Blue's answer; return the state, what was said and the prompts asked on the way."""
    state, _ = play(started(make_settings(players)), chance("H"), go(), time_up(), go(), choice("1"))
    asked = [GAME.prompt(state)]
    state, outputs = play(state, number(hands))
    if isinstance(GAME.prompt(state), AskConfirm):  # a tie: Blue's own vote
        asked.append(GAME.prompt(state))
        state, more = play(state, confirm(own_valid))
        outputs += more
    return state, outputs, asked


def test_a_vote_is_one_count_of_every_hand_up_the_challenged_players_too() -> None:
    state, outputs, asked = vote(4, 3)
    (hands,) = asked
    assert isinstance(hands, AskNumber) and (hands.low, hands.high) == (0, 4)
    assert hands.question.text == "How many hands to keep it, Blue's included?"  # the count is the number offered
    assert spoken(outputs) == ["Blue's answer stands.", sg_words.line("enter-points").text]  # the one challenge: the points
    assert question(state).text == "Red's points this round?"


def test_a_tie_sets_the_own_vote_aside_and_says_so_before_asking_it() -> None:
    # 4 players, 2 hands up: a tie; Blue's hand was up, so his vote is set aside: 1-2, out.
    _, outputs, asked = vote(4, 2, True)
    assert asked[-1].question.text == "A tie, so Blue's own vote does not count. Was Blue's hand up?"
    assert spoken(outputs) == ["Blue's answer is out.", sg_words.line("enter-points").text]
    assert [output.line.repeated for output in outputs if isinstance(output, Say)][0] == (
        "Blue's answer is out: 1 vote valid, 2 invalid. Blue crosses it out; an answer matching it was shared, "
        "and still scores nothing."
    )


# ---------------------------------------------------------------- repeats carry the content


def test_short_forms_of_results_keep_their_numbers() -> None:
    state, outputs = play(GAME.start(make_settings()), *quiet_round("A", [5, 7, 2]))
    assert "Totals: Blue 7, Red 5, Green 2." in briefs(outputs)
    assert sg_words.of(sg.totals, [("Blue", 7)]).brief == "Totals: Blue 7."
    assert sg_words.line("tie-break-scores", scores=sg.scores([("Red", 4), ("Blue", 2)])).brief == "Tie-break: Red 4, Blue 2."
    assert sg_words.line("tied-on", names=["Red", "Blue"], points=17).brief == "Tied on 17: Red and Blue."
    assert sg_words.line("tied-again", names=["Red", "Blue"]).brief == "Tied again: Red and Blue."


def test_no_short_form_is_a_bare_heading() -> None:
    """Every line of a played set, short form included, says something a heading alone would not."""
    state = GAME.start(make_settings(2))
    heard: list[str] = []
    inputs = quiet_round("A", [5, 5]) + quiet_round("B", [1, 1], False) + quiet_round("C", [2, 2], False)
    inputs += quiet_round("D", [3, 1], False)
    for given in inputs:
        state, outputs = GAME.apply(state, given)
        heard += briefs(outputs)
    assert "Tie-break: Red 3, Blue 1." in heard
    assert not set(heard) & {"Totals.", "A tie.", "Tie-break scores.", "Tied again.", "It stands.", "Thrown out."}


# ---------------------------------------------------------------- heard through the real loop


def library() -> Library:
    return Library(decks={"scattergories/lists": {"4": tuple(CATEGORIES)}})


def start_table(state_dir: Path, **options: Any) -> Table:
    """Four players, every setup default (list 4, 150 s, no variants), up to round 1's ready prompt.

    `options` go to the Table (a speaker, a clock held at a line)."""
    table = Table(state_dir, library=library(), game="scattergories", **options)
    table.wait_for("How many players?")
    while not any("Press GO to start the timer." in line for line in table.heard()):
        table.settle()
        if not any("Press GO to start the timer." in line for line in table.heard()):
            table.press("go" if table.heard()[-1].endswith("Press GO to roll the letter.") else "ok")
    return table


def write_and_read(table: Table, after: int) -> int:
    """Start the timer, let it run out, read the answers; return where the challenge question is.

    The first round asks for GO once all are read; a later round asks "Read your answers. Any challenge?" at once.
    """
    table.press("go")
    stop = table.wait_for("[stop]", after=after, timeout=30)
    table.settle()
    if any("Press GO to go on once all are read." in line for line in table.heard()[stop:]):
        table.press("go")
    return table.wait_for("Any challenge?", after=after)


def enter_points(table: Table, after: int) -> int:
    for _ in range(4):
        table.settle()
        table.press("ok")
    return table.wait_for("Totals: ", after=after)


def repeat(table: Table) -> list[str]:
    table.settle()
    before = len(table.heard())
    table.press("ok", held=True)
    table.settle()
    return table.heard()[before:]


def test_at_the_table_the_list_and_rules_are_said_once_and_repeated_on_request(state_dir: Path) -> None:
    table = start_table(state_dir)
    asked = write_and_read(table, 0)
    table.press("ok")  # no challenge
    totals = enter_points(table, asked)
    ready = table.wait_for("Round 2. Press GO to roll and start.", after=totals)
    asked_again = write_and_read(table, ready)
    said = table.heard()[ready:asked_again]
    assert not [line for line in said if "Category" in line]  # the list is not read again
    started = next(index for index, line in enumerate(said) if line.endswith("Go!"))
    assert said[started].startswith("The letter is ")
    heard = table.heard()
    assert sum(line.startswith("Scoring:") for line in heard) == 1  # round 1 only
    assert not any(line.startswith("Scoring:") for line in heard[ready:])
    assert table.heard()[asked_again] == "Read your answers. Any challenge? No"  # round 2: cue and question in one
    assert any("1 point for each answer on" in line for line in repeat(table))  # the repeat gives the rule
    table.stop()


def test_at_the_table_a_challenge_is_settled_in_one_count_and_totals_repeat_with_numbers(state_dir: Path) -> None:
    table = start_table(state_dir)
    asked = write_and_read(table, 0)
    table.press("up", "ok")  # the first seat offered after No: Red's answer is challenged
    hands = table.wait_for("How many hands to keep it, Red's included? 1", after=asked)
    table.press("up", "up", "ok")  # 3 of the 4
    verdict = table.wait_for("Red's answer stands.", after=hands)
    assert not [line for line in table.heard()[hands + 1 : verdict] if "?" in line]  # no question more
    table.wait_for("Red's points this round?", after=verdict)  # the round's one challenge: no "Any other challenge?"
    assert not [line for line in table.heard()[verdict:] if "Any other challenge?" in line]
    totals = enter_points(table, verdict)
    said = table.heard()[totals]
    repeated = repeat(table)
    assert repeated[0] == said
    table.stop()


def test_a_later_round_resumed_in_its_timer_says_the_letter_and_repeats_it_with_the_list(state_dir: Path) -> None:
    """Table test: a quit in round 2's timer resumed with no letter (its line is urgent), and hold OK
    in the timer then said "Nothing to repeat yet." instead of the letter (and OK the list, one by one)."""
    table = start_table(state_dir)
    asked = write_and_read(table, 0)
    table.press("ok")  # no challenge
    totals = enter_points(table, asked)
    table.wait_for("Press GO to roll and start.", after=totals)
    table.settle()
    table.press("go")
    rolled = table.wait_for("The letter is ", after=totals)
    letter_line = table.heard()[rolled]
    table.press("go", held=True)
    table.wait_for("Timer paused.", after=totals)
    table.stop()

    again = Table(state_dir, library=library(), game=None)
    resumed = again.wait_for("Resuming Scattergories")
    said = again.wait_for("The letter is ", after=resumed)
    assert again.heard()[said] == letter_line
    waits = again.wait_for("GO starts the ", after=resumed)
    again.settle()
    again.press("go")
    started = again.wait_for("[timer", after=waits)
    again.press("go", held=True)
    paused = again.wait_for("Timer paused.", after=started)
    again.press("ok", held=True)
    left = again.wait_for(" left.", after=paused)
    told = " ".join(again.heard()[paused + 1 : left])
    letter = letter_line.removeprefix("The letter is ")[0]
    assert f"Letter {letter}" in told and CATEGORIES[0] not in told, told
    again.press("ok")
    again.wait_for("1, category 1.", after=left)
    again.stop()
