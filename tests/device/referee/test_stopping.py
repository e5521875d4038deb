"""Stopping the real `referee` at a terminal or from systemd: the stop line, no traceback, the game kept.

The process runs on a pseudo-terminal that is its controlling terminal, as a
shell's would be, so a typed Ctrl-C goes through the terminal driver exactly
as it does for a person, and the keyboard reader is in single-key mode.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import subprocess
import sys
import termios
import time
from pathlib import Path
from typing import Iterator

import pytest

STOP_LINE = "Stopping."  # at the menu: no game is waiting
GAME_STOP_LINE = "Stopping. This game resumes at the next start."


class Terminal:
    """A real `referee play --mute` on a pty; what it prints is collected as it comes."""

    def __init__(self, *args: str, state: Path) -> None:
        self.master, self.slave = pty.openpty()
        self.output = b""
        self.process = subprocess.Popen(
            [sys.executable, "-m", "device.app.cli", "play", "--mute", "--teaching", "never", "--state-dir", str(state), *args],
            stdin=self.slave,
            stdout=self.slave,
            stderr=self.slave,
            preexec_fn=self._take_terminal,
            env={**os.environ, "TABLE_REFEREE_TIME_SCALE": "20"},
        )

    def _take_terminal(self) -> None:
        """In the child: a session of its own with the pty as its controlling terminal, like a login shell's."""
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    def read_until(self, text: str, timeout: float = 30) -> str:
        deadline = time.monotonic() + timeout
        while text.encode() not in self.output:
            if time.monotonic() > deadline:
                raise AssertionError(f"never printed {text!r}; printed:\n{self.text}")
            ready, _, _ = select.select([self.master], [], [], 0.1)
            if ready:
                try:
                    self.output += os.read(self.master, 65536)
                except OSError:  # the child has gone and the pty is closed
                    break
        return self.text

    def pump(self, seconds: float) -> None:
        """Collect output for a while."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    self.output += os.read(self.master, 65536)
                except OSError:
                    return

    def type(self, keys: bytes) -> None:
        os.write(self.master, keys)

    def finish(self, timeout: float = 30) -> int:
        code = self.process.wait(timeout)
        while True:  # drain what is left
            ready, _, _ = select.select([self.master], [], [], 0.2)
            if not ready:
                break
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                break
            if not chunk:
                break
            self.output += chunk
        return code

    @property
    def text(self) -> str:
        return self.output.decode("utf-8", errors="replace").replace("\r\n", "\n")

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        os.close(self.master)
        os.close(self.slave)


@pytest.fixture
def terminal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[type[Terminal]]:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    opened: list[Terminal] = []

    def start(*args: str, state: Path) -> Terminal:
        opened.append(Terminal(*args, state=state))
        return opened[-1]

    yield start  # type: ignore[misc]
    for one in opened:
        one.close()


HOW = {
    "Ctrl-C typed at the terminal": lambda run: run.type(b"\x03"),
    "SIGINT sent to the process": lambda run: run.process.send_signal(signal.SIGINT),
    "SIGTERM, systemd's stop": lambda run: run.process.send_signal(signal.SIGTERM),
}


@pytest.mark.parametrize("how", list(HOW))
def test_a_stop_at_the_menu_says_the_stop_line_without_a_traceback(terminal, tmp_path: Path, how: str) -> None:
    run = terminal(state=tmp_path / "state")
    run.read_until("Which game?")
    HOW[how](run)
    assert run.finish() == 0
    assert STOP_LINE in run.text and "resumes" not in run.text
    assert "Traceback" not in run.text and "KeyboardInterrupt" not in run.text


@pytest.mark.parametrize("how", list(HOW))
def test_a_stop_mid_game_keeps_the_game_and_gives_the_terminal_back(terminal, tmp_path: Path, how: str) -> None:
    state = tmp_path / "state"
    run = terminal("rapid-list", "--seed", "2", state=state)
    run.read_until("How many players?")
    deadline = time.monotonic() + 60
    while "Press GO to roll" not in run.text:  # OK to every setup question; a key typed too early is dropped
        assert time.monotonic() < deadline, run.text
        run.type(b"o")
        run.pump(0.3)
    run.type(b"g")
    run.read_until("Write!")  # the round timer is running
    HOW[how](run)
    assert run.finish() == 0
    assert run.text.rstrip().endswith(GAME_STOP_LINE), run.text[-500:]
    assert "Traceback" not in run.text
    journals = list((state / "games").glob("*.jsonl"))
    assert len(journals) == 1 and '"finished"' not in journals[0].read_text()
    settings = termios.tcgetattr(run.slave)  # single-key mode is undone: the shell echoes again
    assert settings[3] & termios.ICANON and settings[3] & termios.ECHO

    again = terminal(state=state)  # the next start picks the game up where it stopped
    again.read_until("Write!")
    again.type(b"q")
    assert again.finish() == 0 and GAME_STOP_LINE in again.text


def test_q_stops_the_same_way(terminal, tmp_path: Path) -> None:
    run = terminal(state=tmp_path / "state")
    run.read_until("Which game?")
    run.type(b"q")
    assert run.finish() == 0
    assert STOP_LINE in run.text and "Traceback" not in run.text
