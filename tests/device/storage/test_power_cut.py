"""Power cuts: the real `referee` process killed with SIGKILL, restarted, carrying on.

Each kill happens at a different moment of a Rapid List game (waiting for GO,
during the countdown, between bids, between readings). After every restart
the referee must say it is resuming, must have kept every input whose result
had already been spoken, and the game must still reach its winner.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from device.storage.journal import read
from engine.games.rapid_list.rules import GAME
from engine.session import Session
from engine.transcript import playthrough
from tests.referee_process import RunningReferee

pytestmark = pytest.mark.slow

# The keys a player types for each question the referee asks.
ANSWERS = {
    "Another game?": "q",
    "How many players?": "jo",  # one fewer than the default 4
    " asks.": "g",  # "Red asks. Press GO to roll.", then "Blue asks."
    "GO starts the": "g",  # a timer cut off mid-round waits for GO
    "'s bid?": "jjjo",  # bids of 2, so the game outlasts every planned cut
    "'s? ": "jjjo",  # the next bid, asked by name: "Blue's? 5"
    "reached its bid?": "o",
}


def Referee(state_dir: Path) -> RunningReferee:
    """One run of the referee process, on a clock 60 times fast."""
    return RunningReferee(
        [
            sys.executable,
            "-m",
            "device.app.cli",
            "play",
            "rapid-list",
            "--mute",
            "--teaching",
            "never",
            "--state-dir",
            str(state_dir),
        ],
        {"TABLE_REFEREE_TIME_SCALE": "60"},
    )


def answer_for(line: str) -> str | None:
    """The keys for a known question; any other setup question takes its default."""
    found = next((keys for question, keys in ANSWERS.items() if question in line), None)
    if found is None and "?" in line and not line.startswith(("Read in order", "Resuming")):
        return "o"
    return found


def play_until(referee: Referee, answers_before_kill: int | None, *, playing: bool = False) -> bool:
    """Answer questions as they come; kill after that many answers in play. True when the game ended.

    Setup answers do not count, so every kill happens in a game under way.
    """
    answered = 0
    while True:
        line = referee.next_line()
        playing = playing or " asks." in line or line.startswith("Resuming")
        due = playing and answers_before_kill is not None and answered >= answers_before_kill
        if "[timer" in line and due:
            time.sleep(0.05)  # mid-countdown
            referee.kill()
            return False
        keys = answer_for(line)
        if keys is None:
            continue
        if due:
            referee.kill()
            return False
        referee.type(keys)
        answered += playing
        if keys == "q":
            assert referee.quit() == 0
            return True


def journal_of(state_dir: Path) -> Path:
    (path,) = sorted((state_dir / "games").glob("*.jsonl"))
    return path


def test_killed_at_several_points_the_game_resumes_and_finishes(tmp_path: Path) -> None:
    state_dir = tmp_path / "state"
    first = Referee(state_dir)
    assert not play_until(first, answers_before_kill=1)  # setup done, first round under way

    kills = [3, 4, 2, 6]  # answers given between kills: at GO, mid-countdown, mid-bids, mid-reading
    runs = [first]
    for answers in kills:
        before = read(journal_of(state_dir))
        spoken_before = [line for run in runs for line in run.heard]
        run = Referee(state_dir)
        runs.append(run)
        resumed = run.next_line()
        assert resumed.startswith("Resuming Rapid List, round"), resumed
        # Nothing that had been spoken is lost: the replayed transcript holds every result heard.
        transcript = playthrough(GAME, before.settings, before.inputs)
        results = [line for line in spoken_before if line.endswith(" to go.")]  # each round's standings
        assert all(line in transcript for line in results)
        assert not play_until(run, answers_before_kill=answers, playing=True)

    last = Referee(state_dir)
    assert last.next_line().startswith("Resuming Rapid List")
    assert play_until(last, answers_before_kill=None, playing=True)
    record = read(journal_of(state_dir))
    assert record.finished
    assert Session(GAME, record.settings, record.inputs).state.phase == "over"
    assert any("wins Rapid List" in line or "share the victory" in line for line in last.heard)


def test_killed_during_setup_the_next_start_asks_the_next_question(tmp_path: Path) -> None:
    state_dir = tmp_path / "state"
    first = Referee(state_dir)
    while "How many players?" not in first.next_line():
        pass
    first.type("jo")  # 3 players
    while "Are children playing?" not in first.next_line():
        pass
    first.kill()
    again = Referee(state_dir)
    assert again.next_line() == "Setting up Rapid List again where we stopped."
    assert "Are children playing?" in again.next_line()
    again.kill()
    assert not (state_dir / "games").exists() or not list((state_dir / "games").glob("*.jsonl"))
