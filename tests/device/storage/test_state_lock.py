"""One referee per state directory: two real processes, the second refuses and says who holds it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from device.storage.lock import StateInUse, hold, release


def referee(state_dir: Path, *args: str, quiet: bool = False) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "device.app.cli", *args, "--state-dir", str(state_dir)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL if quiet else subprocess.PIPE,
        text=True,
        env=dict(os.environ, PYTHONUNBUFFERED="1"),
    )


def test_a_second_referee_on_the_same_state_dir_refuses_naming_it_and_the_holder(state_dir: Path) -> None:
    first = referee(state_dir, "play", "rapid-list", "--mute", "--keyboard", quiet=True)
    try:
        assert first.stdout is not None
        while "How many players?" not in first.stdout.readline():  # the first is playing
            assert first.poll() is None
        second = referee(state_dir, "play", "rapid-list", "--mute", "--keyboard")
        _, errors = second.communicate(timeout=30)
        assert second.returncode == 2
        assert str(state_dir) in errors and f"process {first.pid}" in errors
        assert first.poll() is None  # the first plays on
        checked = referee(state_dir, "check", "--no-sound")
        _, check_errors = checked.communicate(timeout=60)
        assert "in use" not in check_errors  # check only reads: the lock does not stop it
    finally:
        first.kill()
        first.wait()


def test_the_lock_is_free_again_when_its_holder_ends(state_dir: Path) -> None:
    hold(state_dir)
    try:
        assert (state_dir / "referee.lock").read_text().strip() == str(os.getpid())
        child = subprocess.run(
            [
                sys.executable,
                "-c",
                f"from device.storage.lock import hold; from pathlib import Path; hold(Path({str(state_dir)!r}))",
            ],
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert "StateInUse" in child.stderr
    finally:
        release()
    hold(state_dir)  # released: taken again at once
    release()


def test_holding_twice_in_one_process_is_refused_too(state_dir: Path) -> None:
    hold(state_dir)
    try:
        with pytest.raises(StateInUse, match=str(os.getpid())):
            hold(state_dir)
    finally:
        release()
