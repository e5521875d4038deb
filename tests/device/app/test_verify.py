"""`referee verify GAME` (issue 26): a game over for good is checked draw by draw; the others are refused.

Exit 0 when every draw matches its seed, 1 when one does not, 2 when the game
cannot be checked: under way (its seed is secret), from before seeds, or not there.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from device.app.cli import main
from device.chance import fingerprint
from device.paths import games_dir
from device.storage.history import seeded_games
from device.storage.journal import read
from engine.catalog import GAMES
from tests.seeded_play import play_seeded

SEED = "f3f49249dc28ff90a5aec7978306d03bf38b2ffc80a4df5a51c9bc701e7ea419"
OTHER = "0" * 63 + "1"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize("game", list(GAMES))
def test_a_finished_game_verifies_by_its_number_and_by_its_file(
    state_dir: Path, capsys: pytest.CaptureFixture[str], game: str
) -> None:
    path = (
        play_seeded(games_dir(state_dir), game, SEED, subjects=True)
        if game == "dabble"
        else play_seeded(games_dir(state_dir), game, SEED)
    )
    status, out, _ = run(["verify", "1", "--state-dir", str(state_dir)], capsys)
    draws = sum(1 for given in read(path).inputs if given.kind == "chance")
    assert status == 0 and out.splitlines()[-1] == f"All {draws} draws match the seed.", out
    assert f"Its fingerprint: {fingerprint(SEED)}." in out
    assert run(["verify", str(path)], capsys)[:2] == (0, out)


def test_a_journal_with_another_seed_fails_at_its_first_draw(state_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The draws of one seed written under another: what a referee that chose its dice would leave."""
    path = play_seeded(games_dir(state_dir), "rapido", SEED)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["seed"] == SEED
    forged = play_seeded(state_dir / "forged" / "games", "rapido", OTHER)
    forged.write_text("\n".join([forged.read_text(encoding="utf-8").splitlines()[0], *lines[1:]]) + "\n", encoding="utf-8")
    status, out, _ = run(["verify", "1", "--state-dir", str(state_dir / "forged")], capsys)
    assert status == 1
    assert any("DOES NOT MATCH" in line for line in out.splitlines()), out


def test_a_game_under_way_is_refused_with_its_fingerprint_and_no_seed(
    state_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    play_seeded(games_dir(state_dir), "rapid-list", SEED, stop_after=10, finish=False)
    status, out, err = run(["verify", "1", "--state-dir", str(state_dir)], capsys)
    assert (status, out) == (2, "")
    assert "still under way" in err and fingerprint(SEED) in err and SEED not in err


def test_a_game_left_before_its_end_verifies(state_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    play_seeded(games_dir(state_dir), "rapid-list", SEED, stop_after=10)  # marked finished: the table left it
    status, out, _ = run(["verify", "1", "--state-dir", str(state_dir)], capsys)
    assert status == 0 and out.splitlines()[-1].startswith("All ")


def test_a_game_put_aside_is_told_once_a_later_game_has_ended(state_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Only unfinished games newer than the last finished one can resume (device/storage/shelf.py)."""
    games = games_dir(state_dir)
    play_seeded(games, "rapid-list", SEED, stop_after=10, finish=False)
    play_seeded(games, "rapido", OTHER, stop_after=6, finish=False)
    assert [game.seed for game in seeded_games(games)] == [None, None]  # the newer may be set aside, the older resumed
    assert run(["verify", "1", "--state-dir", str(state_dir)], capsys)[0] == 2
    play_seeded(games, "rapido", OTHER)
    assert [game.seed for game in seeded_games(games)] == [SEED, OTHER, OTHER]
    assert run(["verify", "1", "--state-dir", str(state_dir)], capsys)[0] == 0


def test_a_game_from_before_seeds_and_a_missing_game_are_refused(state_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    play_seeded(games_dir(state_dir), "rapido", None)
    status, out, err = run(["verify", "1", "--state-dir", str(state_dir)], capsys)
    assert (status, out) == (2, "") and "before the referee kept a seed" in err
    status, _, err = run(["verify", "7", "--state-dir", str(state_dir)], capsys)
    assert status == 2 and "no game 7" in err


def test_the_history_lists_the_fingerprint_at_the_start_and_the_seed_at_the_end(
    state_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    games = games_dir(state_dir)
    play_seeded(games, "rapido", SEED)
    play_seeded(games, "rapid-list", OTHER, stop_after=10, finish=False)
    status, out, _ = run(["history", "--state-dir", str(state_dir)], capsys)
    finished, under_way = out.splitlines()
    assert status == 0
    assert finished.startswith("1. Rapido, ") and finished.endswith(f"; dice fingerprint {fingerprint(SEED)}, seed {SEED}")
    assert under_way == (f"2. Rapid List, under way: dice fingerprint {fingerprint(OTHER)} (the seed is told when it ends)")
