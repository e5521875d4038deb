"""Names at a table without a screen (issue 12, point 8), and setup durations (point 5).

Through the real loop with presses, checked on the transcript: the names are
offered in seat order as one yes/no, so a table that accepts them pays one OK;
on No the seats are named again clockwise from the config's list, a name
taken is not offered again, and the new order is read back; the names are
remembered for the next game; teams are explained in one sentence and named
"Team ..."; Rapido never offers the seats the referee plays as youngest; round
timers step by 15 or 30 seconds, said in minutes and seconds.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from device.storage.usual_names import UsualNames
from engine.core import AskChoice, AskConfirm
from engine.games.rapido.setup_flow import setup as rapido_setup
from engine.seating import ask_names, chosen_names, offered_names
from engine.setup import Defaults, Library, answer_all
from tests.table import Table

FAMILY = Defaults(names=("Ann", "Bob", "Cat", "Dan"), players=3)


def ok_until(table: Table, text: str, timeout: float = 10.0, after: int = 0) -> int:
    """Press OK on each setup question (its default) until a line starting with `text` is heard (at index >= after)."""
    deadline = time.monotonic() + timeout
    while True:
        table.settle()  # long enough under load that an OK never lands on the next question
        heard = table.heard()
        found = [index for index, line in enumerate(heard) if line.startswith(text) and index >= after]
        if found:
            return found[-1]
        assert time.monotonic() < deadline, f"never heard {text!r}: {heard[-5:]}"
        table.press("ok")


def step(table: Table, button: str) -> str:
    """One press, and the value the referee says for it."""
    before = len(table.heard())
    table.press(button)
    table.settle()
    assert len(table.heard()) > before, f"nothing said after {button}"
    return table.heard()[before]


# ---------------------------------------------------------------- the names, offered as one yes/no


def test_a_table_that_accepts_the_offered_names_pays_one_ok(state_dir: Path) -> None:
    table = Table(state_dir, game="dabble", defaults=Defaults(players=3))
    table.wait_for("How many players or teams? 3")
    table.settle()
    table.press("ok")
    asked = table.wait_for("Clockwise: Red, Blue, Green. Is that the order round the table?")
    assert table.heard()[asked].endswith("Yes")  # yes is on offer: one OK
    table.press("ok")
    table.wait_for("Play to how many points?", after=asked)
    table.stop()


def test_on_no_the_seats_are_named_clockwise_a_taken_name_is_not_offered_and_the_order_is_read_back(
    state_dir: Path,
) -> None:
    table = Table(state_dir, game="scattergories", defaults=FAMILY, library=scattergories_library())
    asked = ok_until(table, "Clockwise: Ann, Bob, Cat.")
    table.press("down")  # No
    table.press("ok")
    first = table.wait_for("Name the seats going clockwise, starting anywhere. The first? Ann", after=asked)
    table.settle()
    assert [step(table, "up"), step(table, "up")] == ["Bob", "Cat"]
    table.press("ok")
    second = table.wait_for("Who sits next after Cat, clockwise? Ann", after=first)
    table.settle()
    offered = [step(table, "up") for _ in range(3)]  # round the list: back to Ann, Cat never comes
    assert offered == ["Bob", "Dan", "Ann"]
    table.press("back")  # BACK takes back the last seat: the first is asked again, at what was entered
    again = table.wait_for("Name the seats going clockwise, starting anywhere. The first? Cat", after=second)
    table.settle()
    assert step(table, "up") == "Dan"
    table.press("ok")
    table.wait_for("Who sits next after Dan, clockwise? Ann", after=again)
    table.settle()
    table.press("ok")  # Ann
    table.wait_for("Who sits next after Ann, clockwise? Bob", after=again)
    table.settle()
    table.press("ok")  # Bob
    read_back = table.wait_for("Clockwise: Dan, Ann, Bob. Is that the order round the table? Yes", after=again)
    table.settle()
    table.press("ok")
    table.wait_for("Which category list?", after=read_back)
    ok_until(table, "Round 1 of 3.")  # the game starts: its first GO question
    assert not re.search(r"\bCat\b", " ".join(table.heard()[read_back + 1 :]))
    table.stop()


def test_the_names_of_the_last_game_are_offered_first_next_time(state_dir: Path) -> None:
    table = Table(state_dir, game="dabble", defaults=FAMILY)
    asked = ok_until(table, "Clockwise: Ann, Bob, Cat.")
    table.press("down", "ok")  # No: name them again
    table.wait_for("The first? Ann", after=asked)
    table.settle()
    for _ in range(3):  # Cat, Bob, Ann: each is DOWN (round the list) then OK
        table.press("down")
        table.settle()
        table.press("ok")
        table.settle()
    ok_until(table, "Take the six Spanish tiles")
    table.press("back", held=True)  # leave this game
    table.wait_for("Leave")
    table.settle()
    table.press("up", "ok")  # yes, leave
    menu = table.wait_for("Which game?")
    table.settle()
    while not table.heard()[-1].endswith("Dabble"):
        table.press("up")
        table.settle()
    table.press("ok")
    offered = ok_until(table, "Clockwise:", after=menu)
    assert table.heard()[offered].startswith("Clockwise: Dan, Cat, Bob.")  # the last game's, in its order
    table.stop()


def test_usual_names_survive_a_damaged_file_and_are_kept_only_while_the_config_lists_them(tmp_path: Path) -> None:
    usual = UsualNames(tmp_path / "names.json")
    assert usual.load() == ()
    (tmp_path / "names.json").write_text("{not json")
    assert usual.load() == ()
    usual.save(["Cat", "Zed", "Ann"])
    assert usual.load() == ("Cat", "Zed", "Ann")
    # Zed left the config's list: he is no longer offered.
    assert offered_names(Defaults(names=FAMILY.names, usual_names=usual.load()), 3) == ["Cat", "Ann", "Bob"]


def test_the_demo_and_the_command_line_keep_the_configs_names_with_no_extra_answer() -> None:
    from engine.games.dabble.setup_flow import setup as dabble_setup

    settings = answer_all(dabble_setup(Library(), FAMILY), {"players": 3})
    assert settings["names"] == ["Ann", "Bob", "Cat"]


def test_the_names_step_is_one_shared_piece_and_replays_from_its_answers() -> None:
    answers: dict[str, object] = {"order_0": False, "seat_1_0": "Bob"}
    question = ask_names(FAMILY, answers, 3)
    assert question is not None and isinstance(question.prompt, AskChoice)
    assert [option.value for option in question.prompt.options] == ["Ann", "Cat", "Dan"]
    answers |= {"seat_1_1": "Dan", "seat_1_2": "Ann"}
    question = ask_names(FAMILY, answers, 3)
    assert question is not None and isinstance(question.prompt, AskConfirm)
    assert question.key == "order_1"
    assert chosen_names(FAMILY, answers, 3) == ["Bob", "Dan", "Ann"]
    # With only one name left, the last seat is not asked.
    short = Defaults(names=("Ann", "Bob"))
    assert ask_names(short, {"order_0": False, "seat_1_0": "Bob"}, 2).key == "order_1"  # type: ignore[union-attr]
    assert chosen_names(short, {"order_0": False, "seat_1_0": "Bob", "order_1": True}, 2) == ["Bob", "Ann"]


# ---------------------------------------------------------------- teams and the referee's own seats


def test_teams_are_explained_in_one_sentence_and_named_as_teams(state_dir: Path) -> None:
    table = Table(state_dir, defaults=Defaults(players=3))
    teams = ok_until(table, "Playing in teams?")
    line = table.heard()[teams]
    explanation = line.removeprefix("Playing in teams?").removesuffix("No").strip()
    assert explanation.count(".") == 1 and explanation.endswith(".")  # one sentence
    table.press("up", "ok")  # yes
    table.wait_for("Clockwise: Team Red, Team Blue, Team Green. Is that the order round the table?", after=teams)
    table.stop()


def test_rapido_never_offers_a_seat_the_referee_plays_as_youngest(state_dir: Path) -> None:
    table = Table(state_dir, game="rapido", defaults=Defaults(players=4))
    table.wait_for("How many players? 4")
    table.settle()
    table.press("ok")
    table.wait_for("How many seats do I play? 0")
    table.settle()
    table.press("up", "ok")  # I play one seat: the last, Yellow
    names = table.wait_for("Clockwise: Red, Blue, Green. Is that the order round the table?")
    table.settle()
    table.press("ok")
    youngest = table.wait_for("Who starts: the youngest, or a draw? Draw at random", after=names)
    table.settle()
    offered = [step(table, "up") for _ in range(4)]
    assert offered == ["Red", "Blue", "Green", "Draw at random"]  # never Yellow
    table.stop()
    assert "Yellow" not in " ".join(table.heard()[names : youngest + 1])


def test_rapido_names_only_the_people_and_my_seats_take_the_next_free_names() -> None:
    flow = rapido_setup(Library(), FAMILY)
    answers = {"players": 4, "bots": 2}
    question = flow.next_question(answers)
    assert question is not None and question.prompt.question.text.startswith("Clockwise: Ann, Bob. ")
    answers |= {"order_0": False, "seat_1_0": "Dan", "seat_1_1": "Ann", "order_1": True}
    youngest = flow.next_question(answers)
    assert youngest is not None and isinstance(youngest.prompt, AskChoice)
    assert [option.label for option in youngest.prompt.options] == ["Draw at random", "Dan", "Ann"]
    settings = answer_all(flow, answers)
    assert settings["names"] == ["Dan", "Ann", "Bob", "Cat"] and settings["virtual"] == [2, 3]


# ---------------------------------------------------------------- round timers: 15 or 30 seconds a step


@pytest.mark.parametrize(
    ("game", "question", "offered", "after_up"),
    [
        ("rapid-list", "How long to write?", "30 seconds", "45 seconds"),
        ("scattergories", "How long to write?", "2 minutes 30", "2 minutes 45"),
        ("dabble", "How long is each round?", "5 minutes", "5 minutes 30"),
    ],
)
def test_round_timers_step_by_15_or_30_seconds_said_in_minutes(
    state_dir: Path, game: str, question: str, offered: str, after_up: str
) -> None:
    table = Table(state_dir, game=game, library=scattergories_library() if game == "scattergories" else None)
    asked = ok_until(table, question)
    assert table.heard()[asked] == f"{question} {offered}"
    assert step(table, "up") == after_up
    table.stop()


def scattergories_library() -> Library:
    categories = tuple(f"Category {n}" for n in range(1, 13))
    return Library(decks={"scattergories/lists": {"1": categories}})


def test_a_cut_while_naming_the_seats_resumes_at_the_next_seat(state_dir: Path) -> None:
    table = Table(state_dir, game="dabble", defaults=FAMILY)
    asked = ok_until(table, "Clockwise: Ann, Bob, Cat.")
    table.press("down", "ok")  # No: name them again
    table.wait_for("The first? Ann", after=asked)
    table.settle()
    table.press("up", "ok")  # Bob
    table.wait_for("Who sits next after Bob, clockwise?", after=asked)
    table.stop()  # the power goes off with the first seat named

    again = Table(state_dir, game=None, defaults=FAMILY)
    resumed = again.wait_for("Setting up Dabble again where we stopped.")
    again.wait_for("Who sits next after Bob, clockwise? Ann", after=resumed)
    again.stop()
