"""The `referee` command as a user runs it: demo, replay, and start-up errors."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from device.app.cli import main
from device.storage.journal import Journal
from engine.catalog import find
from engine.core import Input, replay
from tests.paths import GOLDEN


def referee(*args: str, cwd: Path | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "device.app.cli", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
        cwd=cwd,
    )


def test_demo_plays_rapid_list_to_a_winner() -> None:
    done = referee("demo", "rapid-list", "--players", "5", "--seed", "3")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "> draw the first asker: " + lines[0].rsplit(": ", 1)[1]
    assert "wins Rapid List" in lines[-1] or "share the victory" in lines[-1]
    bids = [line for line in lines if re.search(r"'s( bid)?\?", line)]  # "Ann's bid?", then "Bob's?"
    assert len(bids) % 5 == 0 and sum("'s bid?" in line for line in bids) == len(bids) // 5


def test_demo_is_repeatable_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "rapid-list", "--players", "3", "--seed", "11"]) == 0
    first = capsys.readouterr().out
    assert main(["demo", "rapid-list", "--players", "3", "--seed", "11"]) == 0
    assert capsys.readouterr().out == first
    assert main(["demo", "rapid-list", "--players", "3", "--seed", "12"]) == 0
    assert capsys.readouterr().out != first


def test_demo_plays_a_whole_game_in_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    """A translator reads a whole game in the language (docs/dev/adding-a-language.md): its words, its seat
    colours and its decks."""
    assert main(["demo", "rapido", "--players", "2", "--seed", "3", "--language", "es"]) == 0
    said = capsys.readouterr().out
    assert "? Tira Azul." in said.splitlines() and "Blue" not in said
    assert main(["demo", "dabble", "--players", "2", "--seed", "3", "--language", "es"]) == 0
    assert "fichas españolas" in capsys.readouterr().out


def test_demo_in_a_language_a_game_is_not_whole_in_says_so_and_plays_nothing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A translation under way (words written, decks not yet): before, a German Rapid List demo crashed half-way."""
    from engine import language

    monkeypatch.setitem(language.LANGUAGES, "xx", "Xx")  # listed, not one word or card of it written
    assert main(["demo", "rapid-list", "--language", "xx"]) == 2
    printed = capsys.readouterr()
    assert printed.out == "" and "Rapid List is not ready in Xx yet." in printed.err


def test_demo_records_a_golden_file_that_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "golden.json"
    assert main(["demo", "rapid-list", "--players", "2", "--seed", "5", "--record", str(target)]) == 0
    printed = capsys.readouterr().out.splitlines()
    golden = json.loads(target.read_text())
    assert golden["transcript"] == printed
    assert golden["game"] == "rapid-list"


def journal_from_golden(name: str, folder: Path) -> tuple[Path, dict]:
    golden = json.loads((GOLDEN / name).read_text())
    path = folder / "game.jsonl"
    journal = Journal.create(path, golden["game"], golden["settings"])
    for entry in golden["inputs"]:
        journal.append(Input.from_json(entry))
    journal.close()
    return path, golden


def test_replay_prints_the_transcript_of_a_journal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, golden = journal_from_golden("rapid-list-5-players.json", tmp_path)
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.splitlines() == golden["transcript"]


def test_replay_json_prints_the_final_state(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, golden = journal_from_golden("rapid-list-5-players.json", tmp_path)
    assert main(["replay", str(path), "--json"]) == 0
    game = find(golden["game"]).game
    expected = replay(game, golden["settings"], [Input.from_json(entry) for entry in golden["inputs"]])
    assert json.loads(capsys.readouterr().out) == json.loads(json.dumps(game.to_json(expected)))


def test_a_broken_config_stops_start_up_naming_file_line_and_fix(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text("[voice]\nrate = 160\nvolume = 3\n")
    done = referee("play", "--mute", "--config", str(config), "--state-dir", str(tmp_path / "state"))
    assert done.returncode == 2
    assert f"{config}, line 3" in done.stderr
    assert "voice.volume" in done.stderr and "Fix:" in done.stderr
    assert done.stdout == ""


def test_a_journal_that_is_not_one_is_refused_clearly(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("hello\n")
    done = referee("replay", str(bad))
    assert done.returncode == 2
    assert "line 1" in done.stderr


def test_play_without_a_terminal_runs_from_piped_keys(tmp_path: Path) -> None:
    """No GPIO here, so keys come from standard input; end of input stops cleanly."""
    keys = "o" * 20  # accept every setup default; later presses are "not now" until GO
    done = subprocess.run(
        [sys.executable, "-m", "device.app.cli", "play", "rapid-list", "--mute", "--seed", "2", "--state-dir", str(tmp_path)],
        input=keys,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "TABLE_REFEREE_TIME_SCALE": "50"},
    )
    assert done.returncode == 0, done.stderr
    assert "Press GO to roll." in done.stdout
    assert done.stdout.endswith("Stopping. This game resumes at the next start.\n")


def demo_lines(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    assert main(["demo", *args]) == 0
    return capsys.readouterr().out.splitlines()


def test_demo_rapid_list_with_every_variant_and_a_custom_track(capsys: pytest.CaptureFixture[str]) -> None:
    lines = demo_lines(
        capsys,
        "rapid-list",
        "--players",
        "4",
        "--seed",
        "5",
        "--track",
        "NNNNCNNNNCCC",
        "--ages",
        "9,11,40,10",
        *[arg for variant in ("doubler", "veto", "no-dice", "drop-anchor") for arg in ("--variant", variant)],
    )
    assert "Head starts: Red on 6, 7 to go. Yellow on 4, 9 to go. Blue on 2, 11 to go. Green at Start, 13 to go." in lines
    assert any("doubling or vetoing" in line for line in lines)
    assert not any("roll a d6" in line for line in lines)  # no dice: the reader picks
    assert "wins Rapid List" in lines[-1] or "share the victory" in lines[-1]


def test_demo_refuses_a_track_with_an_early_challenge(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "rapid-list", "--track", "NNCNNNN"]) == 2
    assert "first three spaces" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [
        ("rapido", "--players", "6", "--seed", "2"),
        ("rapido", "--players", "2", "--two-player-variant", "--bots", "1", "--seed", "3"),
        ("rapido", "--players", "3", "--bots", "2", "--seed", "4"),
        ("scattergories", "--players", "4", "--seed", "6"),
        ("dabble", "--players", "3", "--seed", "7"),
    ],
    ids=lambda args: "-".join(args[:1] + args[2:3]),
)
def test_demo_plays_every_game_to_a_winner(capsys: pytest.CaptureFixture[str], args: tuple[str, ...]) -> None:
    lines = demo_lines(capsys, *args)
    assert re.search(r"\bwins?\b|share", lines[-1]), lines[-1]


def test_print_scattergories_writes_a_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["print", "scattergories", "--list", "3"]) == 0
    page = capsys.readouterr().out
    assert page.lstrip().lower().startswith("<!doctype html>")
    assert page.count("<li") >= 12
    assert main(["print", "scattergories", "--list", "99"]) == 2
    assert "no list 99" in capsys.readouterr().err


def test_replay_of_a_missing_or_mangled_journal_says_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "nowhere.jsonl")]) == 2
    assert "cannot be read" in capsys.readouterr().err
    mangled = tmp_path / "mangled.jsonl"
    mangled.write_text('{"format": 1, "game": "rapido", "settings": {"names": ["A", "B"], "steps": "x"}}\n')
    assert main(["replay", str(mangled)]) == 2
    assert "does not fit the game" in capsys.readouterr().err


def test_buttons_that_cannot_be_read_without_a_terminal_are_said_aloud_before_stopping(
    state_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    import io

    import device.input.buttons
    from device.app import cli
    from device.sound.speaker import Speaker

    spoken: list[str] = []
    speak = Speaker.say

    def say_and_note(self: Speaker, text: str, **options: bool) -> None:
        spoken.append(text)
        speak(self, text, **options)

    import device.input.gpio_backend

    monkeypatch.setattr(device.input.buttons, "gpio_present", lambda: True)  # a Pi whose GPIO library is broken
    monkeypatch.setattr(
        device.input.gpio_backend, "check_backend", lambda: "the lgpio module has no gpiochip_open: the empty placeholder"
    )
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # no terminal, as under systemd
    monkeypatch.setattr(Speaker, "say", say_and_note)
    assert cli.main(["play", "--state-dir", str(state_dir)]) == 3
    (said,) = spoken
    assert (
        said
        == "My buttons do not work: the GPIO library on this Pi is missing or empty. Run the installer again. For details, run referee check."
    )
    assert said in capsys.readouterr().out
    assert "GPIO buttons could not be set up" in caplog.text
