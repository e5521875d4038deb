"""`referee check`, `referee audio` and `referee --version`, as a user runs them.

The whole-command tests run the real program in a child process with SDL's
dummy driver (or ALSA with a device that does not exist), a temporary state
folder and, for the missing voice, an ESPEAK_DATA_PATH with nothing in it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path
from typing import Callable, Mapping

import pytest
from gpiozero.pins.mock import MockFactory, MockPin

from device.sound.audio_devices import read_cards
from device.app.check import check_config, check_service, check_state_dir, describe_service, parse_systemctl_show
from device.app.check_buttons import check_buttons
from device.app.check_result import PartResult
from device.app.config import Config


def referee(*args: str, env: Mapping[str, str] | None = None, home: Path) -> subprocess.CompletedProcess[str]:
    """Run `referee` with its own config and state homes, so the user's files never count."""
    environment = {
        **os.environ,
        "SDL_AUDIODRIVER": "dummy",
        "XDG_CONFIG_HOME": str(home / "xdg-config"),
        "XDG_STATE_HOME": str(home / "xdg-state"),
        **(env or {}),
    }
    for name in ("STATE_DIRECTORY", "CACHE_DIRECTORY", "AUDIODEV"):
        environment.pop(name, None)
    return subprocess.run(
        [sys.executable, "-m", "device.app.cli", *args],
        capture_output=True,
        text=True,
        timeout=180,
        stdin=subprocess.DEVNULL,
        env=environment,
    )


def part_lines(output: str) -> dict[str, str]:
    """The report's lines by part: {"voice": "PROBLEM voice: ..."}."""
    found = {}
    for line in output.splitlines():
        status, _, rest = line.partition(" ")
        if status in ("OK", "PROBLEM"):
            found[rest.strip().split(":", 1)[0]] = f"{status} {rest.strip()}"
    return found


PARTS = ["config", "state", "buttons", "sound", "voice", "rendered ahead", "service", "phone page"]


@pytest.mark.slow
def test_check_on_this_machine_reports_every_part_and_passes(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text("[voice]\nrate = 170\n[audio]\nbuffer = 2048\n")
    done = referee("check", "--config", str(config), "--state-dir", str(tmp_path / "state"), home=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    parts = part_lines(done.stdout)
    assert list(parts) == PARTS
    assert all(line.startswith("OK ") for line in parts.values()), done.stdout
    assert f"{config} was read and is valid" in parts["config"]
    assert str(tmp_path / "state") in parts["state"] and "MB free" in parts["state"]
    assert "GPIO17" in parts["buttons"]
    assert "system default" in parts["sound"] and "SDL driver dummy" in parts["sound"] and "cue" in parts["sound"]
    assert "espeak-ng spoke a test line" in parts["voice"] and "default voice" in parts["voice"]
    assert "off: no network port is opened" in parts["phone page"]
    assert done.stdout.splitlines()[-1] == "Every part is well."
    assert (tmp_path / "state").is_dir()


@pytest.mark.slow
def test_check_without_a_config_says_the_defaults_are_used(tmp_path: Path) -> None:
    done = referee("check", "--no-sound", "--state-dir", str(tmp_path / "state"), home=tmp_path)
    parts = part_lines(done.stdout)
    if Path("/etc/table-referee/config.toml").is_file():  # a Pi with the service installed reads that one
        assert "/etc/table-referee/config.toml was read" in parts["config"]
    else:
        assert "built-in defaults" in parts["config"]
    assert parts["sound"] == "OK sound: not tried (--no-sound)."


@pytest.mark.slow
def test_check_names_a_state_folder_that_cannot_be_made(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n")  # mkdir below a file fails even for root
    done = referee("check", "--no-sound", "--state-dir", str(blocker / "state"), home=tmp_path)
    assert done.returncode != 0
    parts = part_lines(done.stdout)
    assert parts["state"].startswith("PROBLEM state:")
    assert "cannot be created" in parts["state"] and "Fix:" in parts["state"]
    assert list(parts) == PARTS  # the other parts were still looked at
    assert "1 problem(s): state." in done.stdout


@pytest.mark.slow
def test_check_names_a_broken_config_with_its_line_and_fix(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text("[voice]\nrate = 160\nvolume = 3\n")
    done = referee("check", "--no-sound", "--config", str(config), "--state-dir", str(tmp_path / "s"), home=tmp_path)
    assert done.returncode != 0
    parts = part_lines(done.stdout)
    assert parts["config"].startswith(f"PROBLEM config: {config}, line 3")
    assert "voice.volume" in parts["config"] and "Fix: use a number from 0.0 to 1.0" in parts["config"]
    assert parts["voice"].startswith("OK ")  # the defaults stood in for the rest


@pytest.mark.slow
def test_check_survives_a_missing_voice_and_says_so(tmp_path: Path) -> None:
    empty = tmp_path / "no-espeak-data"
    empty.mkdir()
    done = referee("check", "--state-dir", str(tmp_path / "state"), env={"ESPEAK_DATA_PATH": str(empty)}, home=tmp_path)
    assert done.returncode == 1  # our "problems found", not espeak-ng's exit(1) mid-report
    parts = part_lines(done.stdout)
    assert list(parts) == PARTS  # the report went on past the voice
    assert parts["voice"].startswith("PROBLEM voice: no speech could be made")
    assert str(empty) in parts["voice"]  # espeak-ng's own words name the folder it searched
    assert "apt-get install espeak-ng" in parts["voice"]
    assert parts["sound"].startswith("OK ")
    assert "1 problem(s): voice." in done.stdout


@pytest.mark.slow
def test_check_says_when_the_configured_voice_does_not_exist(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[voice]\nvoice = "no-such-voice"\n')
    done = referee("check", "--no-sound", "--config", str(config), "--state-dir", str(tmp_path / "s"), home=tmp_path)
    assert done.returncode == 1
    voice = part_lines(done.stdout)["voice"]
    assert voice.startswith("PROBLEM voice: speech works, but not with voice 'no-such-voice'")
    assert "espeak-ng --voices" in voice


@pytest.mark.slow
def test_audio_lists_what_this_machine_has(tmp_path: Path) -> None:
    done = referee("audio", home=tmp_path)
    assert done.returncode == 0, done.stderr
    if read_cards():
        assert done.stdout.startswith("Sound devices on this machine:")
        assert "plughw:CARD=" in done.stdout
    else:
        assert done.stdout.startswith("No sound cards: ALSA sees none on this machine.")
    assert "The config selects: the system default" in done.stdout


@pytest.mark.slow
def test_audio_test_opens_a_device_through_sdls_dummy_driver(tmp_path: Path) -> None:
    done = referee("audio", "--test", "plughw:CARD=Anything", home=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith('"plughw:CARD=Anything" opened (SDL driver dummy) and played the test line')


@pytest.mark.slow
def test_audio_test_reports_a_device_that_does_not_open(tmp_path: Path) -> None:
    done = referee("audio", "--test", "plughw:CARD=NoSuchCard", env={"SDL_AUDIODRIVER": "alsa"}, home=tmp_path)
    assert done.returncode != 0
    first = done.stdout.splitlines()[0]
    assert first.startswith('"plughw:CARD=NoSuchCard" did not open (SDL driver alsa): ')
    reason = first.split("): ", 1)[1]
    assert "ALSA" in reason and len(reason) > len("SDL audio driver 'alsa': ALSA: ")
    assert "referee audio" in done.stdout


def test_version_names_the_installed_distribution(capsys: pytest.CaptureFixture[str]) -> None:
    from device.app.cli import main

    with pytest.raises(SystemExit) as stopped:
        main(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out.strip() == f"referee {version('table-referee')}"


# ------------------------------------------------------------ the parts, one by one


def test_state_dir_in_a_temporary_folder_is_well(tmp_path: Path) -> None:
    result = check_state_dir(str(tmp_path / "new" / "state"))
    assert result.ok and "MB free" in result.summary
    assert not list((tmp_path / "new" / "state").iterdir())  # the probe file is gone


def test_a_missing_config_file_is_a_problem(tmp_path: Path) -> None:
    result, config = check_config(str(tmp_path / "absent.toml"))
    assert not result.ok and "cannot be read" in result.summary and "--config" in result.fix
    assert config == Config()


def test_no_gpio_means_the_keyboard_stands_in() -> None:
    result = check_buttons(Config(), gpio=False)
    assert result.ok and result.summary.startswith("no GPIO on this machine: the keyboard stands in")


def press_when_asked(factory: MockFactory, skip: frozenset[str] = frozenset()) -> Callable[[str, int], None]:
    """A prompt that presses the asked button on the mock pins (and releases it again)."""

    def prompt(button: str, pin: int) -> None:
        if button in skip:
            return
        factory.pin(pin).drive_low()
        factory.pin(pin).drive_high()

    return prompt


def test_every_button_answering_a_press_is_well(mock_factory: MockFactory) -> None:
    asked: list[str] = []
    press = press_when_asked(mock_factory)

    def prompt(button: str, pin: int) -> None:
        asked.append(button)
        press(button, pin)

    result = check_buttons(Config(), gpio=True, interactive=True, pin_factory=mock_factory, prompt=prompt)
    assert result.ok, result
    assert asked == ["go", "up", "down", "ok", "back"]
    assert "every button answered" in result.summary and "pin library MockFactory" in result.summary


def test_a_button_that_never_answers_is_named_with_its_pin(mock_factory: MockFactory) -> None:
    prompt = press_when_asked(mock_factory, skip=frozenset({"down"}))
    result = check_buttons(Config(), gpio=True, interactive=True, pin_factory=mock_factory, prompt=prompt, press_timeout=0.2)
    assert not result.ok
    assert "DOWN (GPIO22 (physical pin 15))" in result.summary and "GO" not in result.summary
    assert "ground" in result.fix


class ShortedPin(MockPin):
    """A pin wired straight to ground: the pull-up cannot raise it."""

    def _set_pull(self, value: str) -> None:
        super()._set_pull(value)
        self.drive_low()


def test_a_button_held_down_from_the_start_is_a_short(mock_factory: MockFactory) -> None:
    mock_factory.pin(23, pin_class=ShortedPin)  # OK's pin, joined to ground
    result = check_buttons(Config(), gpio=True, interactive=False, pin_factory=mock_factory)
    assert not result.ok and "OK on GPIO23" in result.summary and "held down" in result.summary


def test_without_a_terminal_the_press_test_is_skipped(mock_factory: MockFactory) -> None:
    result = check_buttons(Config(), gpio=True, interactive=False, pin_factory=mock_factory)
    assert result.ok and "press test skipped: no terminal" in result.summary


SHOW_RUNNING = """\
LoadState=loaded
ActiveState=active
SubState=running
StatusText=Rapid List, round 3
UnitFileState=enabled
"""
SHOW_MISSING = "LoadState=not-found\nActiveState=inactive\nSubState=dead\nStatusText=\nUnitFileState=\n"
SHOW_FAILED = SHOW_RUNNING.replace("active\n", "failed\n", 1).replace("running", "failed")
SHOW_DISABLED = SHOW_RUNNING.replace("UnitFileState=enabled", "UnitFileState=disabled")


def test_the_service_states_in_words() -> None:
    running = describe_service(parse_systemctl_show(SHOW_RUNNING))
    assert running.ok and running.summary == 'installed, enabled, active (running), it says "Rapid List, round 3"'
    missing = describe_service(parse_systemctl_show(SHOW_MISSING))
    assert missing.ok and missing.summary.startswith("not installed")
    failed = describe_service(parse_systemctl_show(SHOW_FAILED))
    assert not failed.ok and "journalctl -u table-referee" in failed.fix
    disabled = describe_service(parse_systemctl_show(SHOW_DISABLED))
    assert not disabled.ok and "systemctl enable" in disabled.fix


def test_a_systemctl_without_systemd_is_not_a_problem() -> None:
    def no_systemd(command: list[str], **_: object) -> subprocess.CompletedProcess[str]:
        assert command[1:4] == ["show", "table-referee", "-p"]
        return subprocess.CompletedProcess(command, 1, "", "System has not been booted with systemd as init system\n")

    result = check_service(no_systemd)
    if result.summary.startswith("no systemd"):  # this machine has no systemctl at all
        assert result.ok
    else:
        assert result.ok and "systemd is not running here" in result.summary


def test_a_result_is_one_line_with_its_fix() -> None:
    line = PartResult("sound", False, "it did not open", "pick another device").line()
    assert line == "PROBLEM sound: it did not open. Fix: pick another device"
    assert "\n" not in line
    advice = PartResult("state", True, "only 20 MB are free", "free some space").line()
    assert advice == "OK      state: only 20 MB are free. Note: free some space"
