"""Rapid List as heard at the table (issue 12): repeats that carry the content, the track
said with its stacks and distances, lines that cannot be misheard, and challenges that
never clash with the question, with their cue on the clock.

The rules are driven through the engine; what is heard is also driven through the
real loop (tests/table.py) and read off the transcript.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core import (
    AskChance,
    AskGo,
    AskTimer,
    Line,
    Say,
    TimerCall,
    chance,
    choice,
    go,
)
from engine.games.rapid_list import lines as rapid_list
from engine.games.rapid_list.lines import words
from engine.games.rapid_list.rules import GAME, TRACKS, State
from engine.games.rapid_list.setup_flow import BLUE, CHALLENGES, RED, setup
from engine.mechanics import round_timer
from engine.setup import Defaults, Library, answer_all
from tests.outputs import texts
from tests.table import Table
from tests.engine.games.test_rapid_list import begin, bid, feed, make_settings, place, read, write


def lines_of(outputs: list[Any]) -> list[Any]:
    return [output.line for output in outputs if isinstance(output, Say)]


# ---------------------------------------------------------------- 1. repeats carry the content


def test_the_standings_repeat_gives_every_cube_with_its_space() -> None:
    state = place(begin(make_settings(3)), [7, 3, 3], arrived=[1, 2, 3])
    line = GAME.standings(state)
    assert line.text == "Standings: Ann on 7, 6 to go. Bob and Cat on 3, Bob on top, 10 to go."
    assert line.brief == "Ann on 7. Bob and Cat on 3, Bob on top."


def test_the_tokens_repeat_names_who_holds_which_token() -> None:
    state = begin(make_settings(3, variants=["doubler", "veto"]))
    state.seats[1].doubler = False
    state.seats[2].veto = False
    tokens = rapid_list.tokens_left(["Ann", "Cat"], ["Ann", "Bob"], 3)
    assert tokens is not None
    assert tokens.brief == "Doubler: Ann and Cat. Veto: Ann and Bob."
    assert GAME.standings(state).brief.endswith("Doubler: Ann and Cat. Veto: Ann and Bob.")
    everyone = rapid_list.tokens_left(["Ann", "Bob"], None, 2)
    assert everyone is not None and everyone.brief == "Doubler: everyone."


def test_the_reading_order_repeat_gives_the_bids() -> None:
    state, _ = write(begin(make_settings(3)))
    state, outputs = bid(state, {0: 5, 1: 2, 2: 4})
    assert lines_of(outputs) == []
    line = GAME.prompt(state).question  # type: ignore[union-attr]
    assert line.text == "Read in order: Bob 2, Cat 4 and Ann 5. Every list reached its bid?"
    assert line.brief == "Order: Bob 2, Cat 4 and Ann 5. Every list reached its bid?"


def test_the_challenge_repeat_says_the_challenge_itself() -> None:
    line = rapid_list.challenge(["Ann"], "Only words with an A.")
    assert line.brief == "Ann: Only words with an A."


# ---------------------------------------------------------------- 2. the track, heard


def test_the_start_order_is_said_from_the_top_after_the_draw() -> None:
    state = GAME.start(make_settings(3))
    state, _ = feed(state, [chance(0)])
    _, outputs = feed(state, [chance((1, 0, 2))])  # Bob placed first: the top cube
    assert texts(outputs) == ["On Start, from the top: Bob, Ann and Cat."]  # no "Round 1.": hold GO says the round


def test_head_starts_say_the_stacks_and_the_distance() -> None:
    state = GAME.start(make_settings(3, head_starts=[4, 0, 0]))
    state, _ = feed(state, [chance(0)])
    _, outputs = feed(state, [chance((2, 1, 0))])
    assert texts(outputs)[0] == "Head starts: Ann on 4, 9 to go. Cat and Bob at Start, Cat on top, 13 to go."


def test_three_cubes_on_a_space_are_said_from_the_top() -> None:
    state = place(begin(make_settings(3)), [5, 5, 5], arrived=[3, 1, 2])
    assert GAME.standings(state).text == "Standings: On 5, from the top: Bob, Cat and Ann, 8 to go."


def test_the_round_standings_give_the_front_cube_its_distance_to_finish() -> None:
    """Issue 23: every cube's distance took 9 s a round for four players; hold GO still gives them all."""
    state = begin(make_settings(2))
    state, outputs = write(state)
    state, _ = bid(state, {0: 4, 1: 6})
    state, outputs = read(state)
    assert texts(outputs)[-1] == "Bob on 6, 7 to go; Ann on 4."
    assert GAME.standings(state).text == "Standings: Bob on 6, 7 to go. Ann on 4, 9 to go."


def test_the_line_up_and_the_stacks_are_heard_and_repeated(state_dir: Path) -> None:
    table = Table(state_dir, defaults=Defaults(players=2))
    table.accept_setup()
    line_up = table.wait_for("On Start, from the top: ")
    assert table.heard()[line_up] in ("On Start, from the top: Blue and Red.", "On Start, from the top: Red and Blue.")
    table.settle()
    table.press("go")
    table.wait_for("'s bid?", after=line_up)
    table.settle()
    table.press("ok")
    table.settle()
    table.press("ok")
    order = table.wait_for("Read in order: ", after=line_up)
    table.settle()
    table.press("ok", held=True)  # the repeat: the order with the bids, not a heading
    table.wait_for("Order: ", after=order + 1)
    table.settle()
    table.press("ok")  # all valid
    standings = table.wait_for(" on 5, ", after=order)
    assert table.heard()[standings].endswith("on 5, Blue on top, 8 to go.") or table.heard()[standings].endswith(
        "on 5, Red on top, 8 to go."
    )
    table.settle()
    table.press("ok", held=True)
    repeat = table.wait_for("on 5, ", after=standings + 1)
    assert table.heard()[repeat].endswith("on top.")
    assert "Standings." not in table.heard()
    table.stop()


def test_during_the_bids_the_status_gives_the_question_and_the_repeat_says_bid(state_dir: Path) -> None:
    """Table test: hold GO at a bid said "Red is reading" with no question, and hold OK said "Blue? 5".
    Hold OK gives the bid in full, then the rule that governs it (issue 38)."""
    table = Table(state_dir, defaults=Defaults(players=2))
    table.accept_setup()
    rolled = table.wait_for("Press GO to roll.")
    table.settle()
    table.press("go")
    asked = table.wait_for("'s bid?", after=rolled)
    lines = table.heard()
    question = lines[lines.index("Write!", rolled) - 1]
    table.settle()
    table.press("go", held=True)
    status = table.wait_for("'s question: ", after=asked + 1)
    assert table.heard()[status].endswith(f"'s question: {question}"), table.heard()[status]
    table.settle()
    table.press("ok", held=True)
    table.settle()
    repeat = table.heard()[-2:]
    assert repeat[0].endswith(f"'s bid? {words('bid-rule')}"), repeat
    table.stop()


# ---------------------------------------------------------------- 3. lines that cannot be misheard


def test_the_reader_reads_answers_not_words() -> None:
    state, _ = write(begin(make_settings(3)))
    state, _ = bid(state, {0: 4, 1: 1, 2: 3})
    state, _ = feed(state, [choice("several")])  # list by list
    prompt = GAME.prompt(state)
    assert prompt.question.text == "Bob, read your list. Did it reach 1?"  # type: ignore[union-attr]
    assert "word" not in rapid_list.read_your_list("Ann", 4, False).text


def test_a_move_beyond_finish_is_not_a_clock_time() -> None:
    assert rapid_list.where(16, 13) == "3 beyond Finish"
    state = place(begin(make_settings(2)), [11, 0])
    state, _ = write(state)
    state, _ = bid(state, {0: 5, 1: 1})
    _, outputs = read(state, {1: False})  # the game is over: the winner alone
    assert rapid_list.round_standings([("Ann", 16), ("Bob", 0)], 13).text == "Ann 3 beyond Finish; Bob at Start."
    assert not any("past" in text for text in texts(outputs))


def test_the_track_labels_say_where_the_challenges_are() -> None:
    zigzag = [str(space) for space, kind in enumerate(TRACKS["zigzag"], start=1) if kind == "C"]
    assert zigzag == ["4", "7", "10", "12"]
    assert rapid_list.track_label("zigzag") == "Zigzag: challenges on 4, 7, 10 and 12"
    assert rapid_list.track_label("early-challenge") == "Early challenge: challenges on 5, then 10 to 12"
    assert [i for i, kind in enumerate(TRACKS["early-challenge"], start=1) if kind == "C"] == [5, 10, 11, 12]
    assert [i for i, kind in enumerate(TRACKS["long"], start=1) if kind == "C"] == [8, 13, 14, 15, 16]


def test_the_numbered_questions_say_question() -> None:
    assert rapid_list.numbered_question(4, "Words that rhyme with cat").text == "Question 4: Words that rhyme with cat."
    assert words.line("picks", name="Ann", number=4).text == "Ann picks question 4."


# ---------------------------------------------------------------- 4. challenges that clash, and the cue


def challenged_settings(**overrides: Any) -> dict[str, Any]:
    """Ann starts on space 9, a challenge space: round 1 has a challenge for her."""
    settings = make_settings(
        2,
        head_starts=[9, 0],
        challenge_avoid={"c1": ["question 1"]},
        challenge_cues={"c2": 10},
    )
    settings.update(overrides)
    return settings


def to_question(state: State, challenge: str, face: int) -> tuple[State, list[Any]]:
    state, outputs = feed(state, [go(), chance(challenge), chance(face), chance("q1")])
    return state, outputs


def test_a_clashing_challenge_is_swapped_by_a_draw_among_those_that_fit() -> None:
    state, outputs = to_question(begin(challenged_settings()), "c1", 1)
    assert texts(outputs)[-1] == "q1 question 1."  # the question is read, then the swap
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskChance) and prompt.outcomes == ("c2",)
    state, outputs = feed(state, [chance("c2")])
    assert texts(outputs) == [
        "That challenge does not suit this question. Ann instead: Only words of one syllable.",
        "Write!",
    ]
    assert state.challenge == "c2" and "c2" in state.challenges.played


def test_a_challenge_that_fits_is_kept() -> None:
    state, outputs = to_question(begin(challenged_settings()), "c1", 2)
    assert texts(outputs)[-2:] == ["q1 question 2.", "Write!"]
    assert GAME.prompt(state) == round_timer(30)  # c1 has no cue


def test_a_veto_onto_a_clashing_question_swaps_the_challenge() -> None:
    state, _ = to_question(begin(challenged_settings(variants=["veto"])), "c1", 6)
    state, outputs = GAME.apply(state, choice("veto:1"))
    assert texts(outputs)[-1] == "q1 question 1."
    # The veto made the clash: the new draw waits for GO, so the veto can still be taken back.
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskGo) and prompt.question.text == "That challenge does not suit this question."
    assert prompt.action == "draw another challenge"
    state, _ = GAME.apply(state, go())
    assert isinstance(GAME.prompt(state), AskChance)
    state, outputs = GAME.apply(state, chance("c2"))
    assert texts(outputs)[0].startswith("Ann instead: ")  # the clash was said already


def test_no_fitting_challenge_means_none_this_round() -> None:
    state, outputs = to_question(begin(challenged_settings(challenge_avoid={"c1": ["q1"], "c2": ["q1"]})), "c1", 1)
    assert texts(outputs)[-2:] == ["No challenge suits this question, so none this round.", "Write!"]
    assert GAME.prompt(state) == round_timer(30)


def test_the_challenge_cue_is_called_on_the_clock() -> None:
    state, _ = to_question(begin(challenged_settings()), "c2", 2)
    prompt = GAME.prompt(state)
    assert isinstance(prompt, AskTimer)
    assert prompt.calls[0] == TimerCall(20, Line("Ann, write now."), cue="warning")
    assert prompt.calls[1:] == round_timer(30).calls


def test_the_setup_hands_the_avoid_lists_and_cues_to_the_game() -> None:
    blue = {"b1": [f"b1 question {face}" for face in range(1, 7)]}
    red = {"r1": [f"r1 question {face}" for face in range(1, 7)]}
    library = Library(
        decks={BLUE: blue, RED: red, CHALLENGES: {"c1": "One.", "c2": "Two."}},
        extras={"rapid_list/challenge_avoid": {"c1": ("letters",)}, "rapid_list/challenge_cues": {"c2": 10}},
    )
    settings = answer_all(setup(library, Defaults()), {})
    assert settings["challenge_avoid"] == {"c1": ["letters"]}
    assert settings["challenge_cues"] == {"c2": 10}
    state = GAME.start(settings)
    assert state.settings.challenge_avoid == {"c1": ("letters",)}


def small_library_with_facts() -> Library:
    """Every question clashes with challenge 1; challenge 2 fits all and has a cue after 5 seconds."""
    blue = {f"blue-{n}": tuple(f"Blue card {n} question {face}" for face in range(1, 7)) for n in range(1, 4)}
    red = {f"red-{n}": tuple(f"Red card {n} question {face}" for face in range(1, 7)) for n in range(1, 4)}
    return Library(
        decks={
            "rapid_list/blue": blue,
            "rapid_list/red": red,
            "rapid_list/challenges": {"challenge-1": "Challenge number 1.", "challenge-2": "Challenge number 2."},
        },
        extras={
            "rapid_list/challenge_avoid": {"challenge-1": ("card",)},
            "rapid_list/challenge_cues": {"challenge-2": 5},
        },
    )


def test_a_clashing_challenge_is_never_heard_standing_and_its_cue_is(state_dir: Path) -> None:
    # Space 5 is a challenge space: after round 1 (both bid 5) both cubes stand on it.
    defaults = Defaults(players=2, extra={"rapid-list": {"track": "NNNNCNNNNNNN"}})
    table = Table(state_dir, defaults=defaults, library=small_library_with_facts())
    table.accept_setup()
    start = table.wait_for(" asks.")
    table.settle()
    table.press("go")  # round 1: roll, two bids of 5, two lists read in full
    table.wait_for("'s bid?", after=start)
    for _ in range(3):  # two bids, then all valid
        table.settle()
        table.press("ok")
    start = table.wait_for(" on 5, ", after=start + 1)
    table.wait_for(" asks.", after=start)
    table.settle()
    table.press("go")  # the reader's GO draws the challenge card, then rolls
    challenge = table.wait_for("Challenge for ", after=start)
    write = table.wait_for("Write!", after=challenge)
    said = table.heard()[challenge:write]
    if "Challenge number 1." in table.heard()[challenge]:
        assert any(line.endswith("instead: Challenge number 2.") for line in said), said
    table.wait_for("Red and Blue, write now.", after=write)
    table.stop()


# ---------------------------------------------------------------- 5. said once, and one answer for a short list (issue 37)


def four_players_at_the_reading(table: Table) -> tuple[int, list[str]]:
    """Four players set up with every default, one round rolled and bid with OK: (where the order was said, the names)."""
    table.accept_setup()
    line_up = table.wait_for("On Start, from the top: ")
    names = table.heard()[line_up].removeprefix("On Start, from the top: ").rstrip(".").replace(" and ", ", ").split(", ")
    table.settle()
    table.press("go")
    table.wait_for("'s bid?", after=line_up)
    for _ in names:
        table.settle()
        table.press("ok")
    return table.wait_for("Read in order: ", after=line_up), names


def test_the_reader_is_named_once_between_the_line_up_and_the_roll(state_dir: Path) -> None:
    """Issue 37: "Blue reads first." and then "Blue reads." a few seconds later."""
    table = Table(state_dir)
    table.accept_setup()
    line_up = table.wait_for("On Start, from the top: ")
    asked = table.wait_for("Press GO to roll.", after=line_up)
    reader = table.heard()[asked].split()[0]
    lines = table.heard()
    setup_done = max(index for index in range(line_up) if "?" in lines[index])  # the last setup question
    said = [line for line in lines[setup_done + 1 : asked + 1] if line != lines[line_up]]  # the line-up names everyone
    assert " ".join(said).count(reader) == 1, said
    table.stop()


def test_a_resumed_game_names_the_reader_once(state_dir: Path) -> None:
    table = Table(state_dir)
    table.accept_setup()
    asked = table.wait_for("Press GO to roll.")
    reader = table.heard()[asked].split()[0]
    table.settle()
    table.stop()
    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapid List")
    prompt = again.wait_for(" asks.", after=resumed)
    assert again.heard()[resumed] == "Resuming Rapid List, round 1."
    said = [line for line in again.heard()[resumed : prompt + 1] if not line.startswith("On Start, from the top: ")]
    assert " ".join(said).count(reader) == 1, said  # the line-up is said again: the order on Start, not the reader
    again.stop()


def test_a_short_list_is_one_answer_with_no_line_a_move(state_dir: Path) -> None:
    """Issue 37: "All valid? No" asked every reader in turn: about 60 words and 5 presses for one failed list."""
    table = Table(state_dir)
    order, names = four_players_at_the_reading(table)
    first_reader = table.heard()[order].removeprefix("Read in order: ").split()[0]
    assert table.heard()[order].endswith("Every list reached its bid? Yes")
    table.settle()
    table.press("up")  # one step: the first reader's list
    table.wait_for(f"No, {first_reader}'s", after=order)
    table.press("ok")
    standings = table.wait_for(" to go", after=order)
    said = [line for line in table.heard()[order + 1 : standings + 1] if not line.startswith("[")]
    assert said == [f"No, {first_reader}'s", table.heard()[standings]]  # the answer heard, then where every cube is
    assert table.heard()[standings].endswith(f"{first_reader} at Start.")  # the short list stayed
    assert not any(" moves " in line or " stays " in line for line in table.heard())
    table.wait_for(" asks.", after=standings)
    table.stop()
