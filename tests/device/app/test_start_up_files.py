"""`referee` never prints a traceback for what it reads from disk: one line naming the file and the fix."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import device.app.cli as cli
import device.app.play as play_module
from device.input.keyboard import QUIT


def referee(*args: str, tmp_path: Path, keys: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "device.app.cli", *args],
        input=keys,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "xdg-config"), "TABLE_REFEREE_TIME_SCALE": "50"},
    )


def one_line_error(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("referee: ")]
    assert len(errors) == 1, done.stderr
    return errors[0]


def test_a_state_folder_that_is_a_file_is_one_line_naming_it(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.write_text("not a folder")
    line = one_line_error(referee("play", "--mute", "--state-dir", str(state), tmp_path=tmp_path))
    assert str(state) in line and "Fix: " in line


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"\xef\xbb\xbf[voice]\nrate = 150\n", "line 1: the file starts with a byte-order mark"),
        (b'[voice]\nvoice = "caf\xe9"\n', "line 2: byte 0xe9"),
        (b"[[buttons]]\ngo = 17\n", "line 1: [[buttons]]"),
    ],
)
def test_a_config_that_cannot_be_read_is_one_line_with_file_line_and_fix(tmp_path: Path, content: bytes, words: str) -> None:
    config = tmp_path / "config.toml"
    config.write_bytes(content)
    args = ("play", "--mute", "--config", str(config), "--state-dir", str(tmp_path / "state"))
    line = one_line_error(referee(*args, tmp_path=tmp_path))
    assert line.startswith(f"referee: {config}, {words}") and "Fix: " in line


def test_a_broken_players_deck_is_skipped_and_the_referee_plays(tmp_path: Path) -> None:
    decks = tmp_path / "xdg-config" / "table-referee" / "decks"
    decks.mkdir(parents=True)
    (decks / "family.toml").write_bytes(b'\xef\xbb\xbfkind = "questions"\n')
    (decks / "folder.toml").mkdir()
    done = referee("play", "--mute", "--state-dir", str(tmp_path / "state"), tmp_path=tmp_path, keys="q")
    assert done.returncode == 0 and "Traceback" not in done.stderr
    skipped = [line for line in done.stderr.splitlines() if "skipping a player's deck" in line]
    assert len(skipped) == 2 and all("Fix: " in line for line in skipped)
    assert "Which game?" in done.stdout


def test_folders_in_the_way_of_played_json_do_not_stop_a_game(tmp_path: Path) -> None:
    """Every card draw writes the record; a folder in its way is logged once and the game goes on."""
    state = tmp_path / "state"
    (state / "played.json" / "x").mkdir(parents=True)
    (state / "played.json.tmp" / "x").mkdir(parents=True)
    keys = "o" * 20 + "g"  # OK to every setup question, then GO: a die, then a card
    args = ("play", "rapid-list", "--mute", "--seed", "2", "--state-dir", str(state))
    done = referee(*args, tmp_path=tmp_path, keys=keys)
    assert done.returncode == 0, done.stderr
    assert "[card]" in done.stdout and "Write!" in done.stdout
    assert "Stopping. This game resumes at the next start." in done.stdout
    assert "Traceback" not in done.stderr
    assert sum("cannot save the played cards" in line for line in done.stderr.splitlines()) == 1


def test_nested_lists_in_played_json_are_rebuilt_and_the_game_starts(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    (state / "played.json").write_text('{"rapid_list/blue": [["blue-001"]]}')
    args = ("play", "rapid-list", "--mute", "--seed", "2", "--state-dir", str(state))
    done = referee(*args, tmp_path=tmp_path, keys="o" * 20 + "g")
    assert done.returncode == 0, done.stderr
    assert "Write!" in done.stdout and "Traceback" not in done.stderr
    assert "rebuilding it from the game journals" in done.stderr


def test_an_unforeseen_failure_at_start_up_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], state_dir: Path
) -> None:
    def surprise(**kwargs: object) -> None:
        raise RuntimeError("a deck loader bug")

    monkeypatch.setattr(play_module, "load_library", surprise)
    assert cli.main(["play", "--mute", "--state-dir", str(state_dir)]) == 2
    err = capsys.readouterr().err
    assert "referee: could not start (RuntimeError: a deck loader bug). Fix: run `referee check`" in err
    assert "Traceback" not in err


def test_an_os_error_anywhere_is_one_line_naming_the_file(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def full(args: object) -> int:
        raise OSError(28, "No space left on device", "/var/lib/table-referee/games/000007-dabble.jsonl")

    monkeypatch.setattr(cli, "run_play", full)
    assert cli.main(["play"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("referee: /var/lib/table-referee/games/000007-dabble.jsonl: No space left on device. Fix: ")


def test_an_os_error_naming_no_file_names_the_state_folder_play_was_working_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A full card met by a write to an open file: the OSError has no file name, the line still says where."""

    def full(args: object) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cli, "run_play", full)
    state = tmp_path / "state"
    assert cli.main(["play", "--state-dir", str(state)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"referee: {state}: No space left on device. Fix: ")
    assert "a file:" not in err


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["replay", "{tmp}/000003-dabble.jsonl"], "{tmp}/000003-dabble.jsonl"),
        (["check-deck", "{tmp}/mine.toml"], "{tmp}/mine.toml"),
        (["history", "--state-dir", "{tmp}/s", "--csv", "{tmp}/games.csv"], "{tmp}/games.csv"),
        (["history", "--state-dir", "{tmp}/s"], "{tmp}/s"),
        (["verify", "7", "--state-dir", "{tmp}/s"], "{tmp}/s"),
        (["verify", "{tmp}/000007-dabble.jsonl"], "{tmp}/000007-dabble.jsonl"),
        (["audio", "--config", "{tmp}/config.toml"], "{tmp}/config.toml"),
        (["demo", "dabble", "--record", "{tmp}/golden.txt"], "{tmp}/golden.txt"),
        (["demo", "dabble"], "the referee's built-in decks"),
    ],
)
def test_each_command_names_what_it_was_working_on(argv: list[str], named: str, tmp_path: Path) -> None:
    args = cli.build_parser().parse_args([word.format(tmp=tmp_path) for word in argv])
    assert str(cli._working_on(args)) == named.format(tmp=tmp_path)
    told = play_module.file_problem(OSError(5, "Input/output error"), cli._working_on(args))
    assert told.startswith(f"{named.format(tmp=tmp_path)}: Input/output error. Fix: ")


@pytest.mark.parametrize("step", ["state", "language", "decks"])
def test_a_start_up_os_error_naming_no_file_names_the_step_it_failed_at(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path, step: str
) -> None:
    """Each step of start-up, failing with an OSError that names no file: the line names that step's file or folder."""
    import device.storage.language_choice as language_choice

    def fails(*args: object, **kwargs: object) -> None:
        raise OSError(5, "Input/output error")

    state = tmp_path / "state"
    if step == "state":
        monkeypatch.setattr(play_module, "state_dir", lambda given: _NoMkdir(state))
        expected = str(state)
    elif step == "language":
        monkeypatch.setattr(language_choice.LanguageChoice, "load", fails)
        expected = str(play_module.language_file(state))
    else:
        monkeypatch.setattr(play_module, "load_library", fails)
        expected = " and ".join(str(folder) for folder in play_module.user_deck_dirs())
    assert cli.main(["play", "--mute", "--state-dir", str(state)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"referee: {expected}: Input/output error. Fix: "), err


class _NoMkdir(type(Path())):  # type: ignore[misc]
    """A state folder whose mkdir fails with an OSError that names no file, as a failing card's can."""

    def mkdir(self, *args: object, **kwargs: object) -> None:
        raise OSError(5, "Input/output error")


def test_a_keyboard_interrupt_that_gets_through_still_stops_with_the_stop_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "run_play", interrupted)
    assert cli.main(["play"]) == 130
    captured = capsys.readouterr()
    assert captured.out == "Stopping.\n"


def test_the_first_signal_asks_the_loop_to_stop_and_a_second_interrupts() -> None:
    """A referee stuck away from its event queue can still be stopped with a second Ctrl-C."""
    events: queue.SimpleQueue[object] = queue.SimpleQueue()
    before = signal.getsignal(signal.SIGTERM)
    with play_module._stop_on_signals(events):
        os.kill(os.getpid(), signal.SIGTERM)
        assert events.get(timeout=5) == QUIT
        with pytest.raises(KeyboardInterrupt):
            os.kill(os.getpid(), signal.SIGINT)
            for _ in range(100):  # the handler runs at the next bytecode boundary
                pass
    assert signal.getsignal(signal.SIGTERM) is before
