"""Dice the table can check (issue 26), through the real referee loop.

Whole games of every kind are played by a table that answers each question
with a random legal answer (as a phone would send it), and `referee verify`
then passes on each; one roll changed in a copy of the journal fails it. A
game stopped and resumed, or with an answer taken back and given again,
draws exactly what the same game played straight through draws. The page
shows the seed's fingerprint from the start; the seed is told only when the
game is over.
"""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path
from typing import Any

import pytest

from device.app.verify import verify
from device.chance import fingerprint
from device.companion.hub import Hub
from device.paths import games_dir
from device.referee.messages import FrontAnswer
from device.storage.history import finished_games, seeded_games
from device.storage.journal import Journal, read
from device.storage.library import load_library
from engine.catalog import GAMES
from engine.core import AskChance, AskConfirm, AskNumber, AskTimer, GameOver, Input, Prompt, choice, confirm, number
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults
from tests.table import Table, set_up_two_players

LIBRARY = load_library()


class Questions:
    """A listener that keeps the question on offer, so the test can answer it as a phone would."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self.prompt: Prompt | None = None
        self.count = 0
        self.over = False

    def asked(self, prompt: Prompt, offered: str) -> None:
        with self._changed:
            self.prompt, self.count = prompt, self.count + 1
            self._changed.notify_all()

    def said(self, line: str) -> None:
        pass

    def ended(self, summary: Any) -> None:
        with self._changed:
            self.over = True
            self._changed.notify_all()

    def next_after(self, count: int, timeout: float = 30.0) -> tuple[Prompt | None, int]:
        """The question asked after the `count`-th one (waits for it), and its count."""
        with self._changed:
            assert self._changed.wait_for(lambda: self.count > count, timeout), "the referee asked nothing more"
            return self.prompt, self.count


def play_a_whole_game(state_dir: Path, game: str, seed: int) -> Table:
    """Set up with every default, then answer each question with a random legal answer until the game ends."""
    questions = Questions()
    table = Table(state_dir, game=game, library=LIBRARY, seed=seed, defaults=Defaults(players=3), listeners=[questions])
    chooser = RandomChooser(random.Random(seed))
    seen = 0
    for _ in range(5000):
        _, seen = questions.next_after(seen)
        table.settle()
        prompt = questions.prompt  # the question the referee waits on now
        if questions.over:
            return table
        if isinstance(prompt, AskTimer):
            continue  # it runs by itself; its end asks the next question
        if table.referee._game is None:  # setup: yes to every option (Dabble's subjects draw cards), the shortest game
            table.events.put(FrontAnswer(setup_answer(prompt), table.referee.inbox.questions_asked))
            continue
        given = legal_input(prompt, chooser)  # type: ignore[arg-type]
        table.events.put(FrontAnswer(given, table.referee.inbox.questions_asked))
    raise AssertionError(f"{game} did not end in 5000 questions")


def setup_answer(prompt: Any) -> Input:
    """Yes to every option (so Dabble's subject cards are drawn), the least of every number (the shortest game)."""
    if isinstance(prompt, AskConfirm):
        return confirm(True)
    if isinstance(prompt, AskNumber):
        return number(prompt.low)
    return choice(prompt.options[prompt.default].value)


def draws(path: Path) -> list[Any]:
    return [given.value for given in read(path).inputs if given.kind == "chance"]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_played_through_the_referee_verifies_and_one_changed_roll_fails_it(
    state_dir: Path, tmp_path: Path, game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    table = play_a_whole_game(state_dir, game, seed=11)
    table.stop()
    (path,) = games_dir(state_dir).glob("*.jsonl")
    record = read(path)
    assert record.finished and record.seed is not None
    assert isinstance(Session(GAMES[game].game, record.settings, record.inputs).prompt, GameOver)
    said: list[str] = []
    assert verify("1", str(state_dir), said.append) == 0, said
    count = len(draws(path))
    assert count > 0 and said[-1] == f"All {count} draws match the seed."
    assert sum("matches." in line for line in said) == count

    changed = changed_copy(path, tmp_path / "changed" / "games", record)
    said = []
    assert verify(str(changed), str(tmp_path / "changed"), said.append) == 1
    assert any("DOES NOT MATCH" in line for line in said), said
    assert "do not match the seed" in said[-1] or "stops fitting the game" in said[-2]


def changed_copy(path: Path, folder: Path, record: Any) -> Path:
    """The journal again, its first draw with more than one outcome changed to another outcome the game offered."""
    entry = GAMES[record.game]
    session = Session(entry.game, record.settings)
    inputs = list(record.inputs)
    for at, given in enumerate(inputs):
        prompt = session.prompt
        if isinstance(prompt, AskChance) and len(prompt.outcomes) > 1:
            others = [o for o in prompt.outcomes if o != given.value] if prompt.kind == "pick" else [tuple(reversed(given.value))]
            inputs[at] = Input("chance", others[0])
            break
        session.apply(given)
    else:
        raise AssertionError("the game drew nothing with a choice in it")
    copy = Journal.create(folder / path.name, record.game, record.settings, inputs, record.seed)
    copy.finish()
    copy.close()
    return copy.path


def test_a_game_stopped_and_resumed_draws_what_it_would_have_drawn_straight_through(state_dir: Path, tmp_path: Path) -> None:
    straight = tmp_path / "straight"
    straight.mkdir()
    rounds_of(Table(straight), rounds=2).stop()

    table = rounds_of(Table(state_dir), rounds=1)
    table.stop()  # the referee stops mid-game, as at a power cut
    rounds_of(Table(state_dir, game=None, seed=99), rounds=1, resumed=True).stop()  # another rng: the seed decides
    (first,), (second,) = games_dir(straight).glob("*.jsonl"), games_dir(state_dir).glob("*.jsonl")
    assert read(first).seed == read(second).seed
    assert draws(second) == draws(first) and len(draws(first)) >= 4


def rounds_of(table: Table, rounds: int, resumed: bool = False) -> Table:
    """Rapid List for two: each round bids 7 and 5, every list valid."""
    if not resumed:
        set_up_two_players(table)
    for _ in range(rounds):
        start = table.wait_for(" asks.", after=len(table.heard()) - 5)
        table.press("go")
        table.wait_for("[stop]", after=start)  # the buzzer: "Pencils down!" is round 1's alone
        table.settle()
        table.press("up", "up", "ok", "ok")
        table.wait_for("reached its bid?", after=start)
        table.press("ok", "ok")
        table.settle()
    return table


def test_an_answer_taken_back_and_given_again_changes_no_draw(state_dir: Path, tmp_path: Path) -> None:
    """Round 1's first bid is taken back and given again; round 2's die and card are what they would have been."""
    straight = tmp_path / "straight"
    straight.mkdir()
    next_round_drawn(rounds_of(Table(straight), rounds=1)).stop()

    table = Table(state_dir)
    set_up_two_players(table)
    start = table.wait_for(" asks.")
    table.press("go")
    table.wait_for("[stop]", after=start)  # the buzzer: "Pencils down!" is round 1's alone
    table.settle()
    table.press("up", "up", "ok")  # the first bid, then taken back and given again
    table.settle()
    table.press("back")
    table.wait_for("Taken back", after=start)
    table.settle()
    table.press("ok", "ok")
    table.wait_for("reached its bid?", after=start)
    table.press("ok", "ok")
    table.settle()
    next_round_drawn(table).stop()
    (first,), (second,) = games_dir(straight).glob("*.jsonl"), games_dir(state_dir).glob("*.jsonl")
    assert [given.kind for given in read(second).inputs].count("chance") >= 4  # the seats, round 1's and round 2's draws
    assert draws(second) == draws(first)


def next_round_drawn(table: Table) -> Table:
    start = table.wait_for(" asks.", after=len(table.heard()) - 5)
    table.press("go")  # the reader's GO draws the round's die and card
    table.wait_for("[stop]", after=start)  # the buzzer: "Pencils down!" is round 1's alone
    table.settle()
    return table


def test_the_page_shows_the_fingerprint_from_the_start_and_the_seed_only_once_the_game_is_over(state_dir: Path) -> None:
    hub = Hub()
    questions = Questions()
    table = Table(state_dir, listeners=[hub, questions])
    set_up_two_players(table)
    table.wait_for(" asks.")
    table.settle()
    (path,) = games_dir(state_dir).glob("*.jsonl")
    seed = read(path).seed
    assert seed is not None
    picture = hub.picture_json()
    assert json.loads(picture)["fingerprint"] == fingerprint(seed) and seed not in picture
    (under_way,) = seeded_games(games_dir(state_dir))
    assert (under_way.fingerprint, under_way.seed) == (fingerprint(seed), None)  # in the history from the start
    assert finished_games(games_dir(state_dir)) == []
    table.stop()
    assert seeded_games(games_dir(state_dir))[0].seed is None  # stopped, not over: it may resume

    again = Table(state_dir, game=None, listeners=[questions])
    seen = questions.count
    chooser = RandomChooser(random.Random(2))
    while not questions.over:
        _, seen = questions.next_after(seen)
        again.settle()
        prompt = questions.prompt
        if not questions.over and not isinstance(prompt, AskTimer):
            again.events.put(FrontAnswer(legal_input(prompt, chooser), again.referee.inbox.questions_asked))  # type: ignore[arg-type]
    again.wait_for("Another game?")
    again.stop()
    (ended,) = finished_games(games_dir(state_dir))
    assert (ended.fingerprint, ended.seed) == (fingerprint(seed), seed)
    assert seeded_games(games_dir(state_dir))[0].seed == seed


def test_a_game_from_before_seeds_goes_on_drawing_from_the_devices_randomness(state_dir: Path) -> None:
    """An old journal has no seed: it resumes, keeps none, and its page shows no fingerprint."""
    table = rounds_of(Table(state_dir), rounds=1)
    table.stop()
    (path,) = games_dir(state_dir).glob("*.jsonl")
    record = read(path)
    old = path.with_name("000002-rapid-list.jsonl")
    Journal.create(old, record.game, record.settings, record.inputs).close()  # the same game, no seed
    path.unlink()
    path.with_name(path.name + ".header.json").unlink()
    hub = Hub()
    again = rounds_of(Table(state_dir, game=None, listeners=[hub]), rounds=1, resumed=True)
    again.stop()
    resumed = read(old)
    assert resumed.seed is None and len(draws(old)) > len(draws_of(record))
    assert json.loads(hub.picture_json())["fingerprint"] == ""


def draws_of(record: Any) -> list[Any]:
    return [given.value for given in record.inputs if given.kind == "chance"]
