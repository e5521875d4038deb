"""The real referee process with broken sound or voice: it plays on, says why once, and recovers.

Each test starts ``.venv/bin/referee play rapid-list`` with keys on stdin, as
a service or a player would, and reads its transcript (stdout) and its log
(stderr) while it runs.
"""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest

from device.sound.audio import RETRY_SECONDS
from device.paths import cache_dir
from engine.words import Words
from device.sound.voices.espeak_ng import EspeakRenderer
from benchmarks.sound_capture import (
    AlsaCapture,
    sounding_part_of_capture,
    sounding_part_of_wav,
)

REFEREE = Path(sys.executable).with_name("referee")  # the console script next to the venv's python
#: Setup's first question in Rapid List, printed once the game is running.
FIRST_QUESTION = "How many players?"
SOUND_BACK_LINE = Words("device").said_in("en", "sound-is-back")


class RunningReferee:
    """One referee process; its stdout and stderr lines collected as they come."""

    def __init__(self, state: Path, env: dict[str, str]) -> None:
        assert REFEREE.is_file(), f"{REFEREE} is missing: run ./test.sh to install the project"
        self.process = subprocess.Popen(
            [str(REFEREE), "play", "rapid-list", "--state-dir", str(state)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1", "TABLE_REFEREE_TIME_SCALE": "50", **env},
        )
        self.out: list[str] = []
        self.log: list[str] = []
        self._arrived: queue.Queue[None] = queue.Queue()
        for stream, lines in ((self.process.stdout, self.out), (self.process.stderr, self.log)):
            threading.Thread(target=self._collect, args=(stream, lines), daemon=True).start()

    def _collect(self, stream: IO[str] | None, lines: list[str]) -> None:
        assert stream is not None
        for line in stream:
            lines.append(line.rstrip("\n"))
            self._arrived.put(None)

    def wait_for(self, lines: list[str], text: str, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = [line for line in lines if text in line]
            if found:
                return found[0]
            try:
                self._arrived.get(timeout=0.05)
            except queue.Empty:
                pass
        raise AssertionError(f"{text!r} never came; stdout: {self.out}; log: {self.log}")

    def type(self, keys: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(keys)
        self.process.stdin.flush()

    def quit(self) -> int:
        self.type("q")
        return self.process.wait(timeout=20)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)


@pytest.fixture
def referees() -> Iterator[list[RunningReferee]]:
    started: list[RunningReferee] = []
    yield started
    for referee in started:
        referee.kill()


def test_without_espeak_data_the_referee_plays_on_and_says_why_once(
    state_dir: Path, tmp_path: Path, referees: list[RunningReferee]
) -> None:
    """libespeak-ng would exit(1) and take the whole referee down with no word in our log."""
    empty = tmp_path / "no-espeak-data"
    empty.mkdir()
    referee = RunningReferee(state_dir, {"ESPEAK_DATA_PATH": str(empty), "SDL_AUDIODRIVER": "dummy"})
    referees.append(referee)

    referee.wait_for(referee.out, FIRST_QUESTION, timeout=15)
    referee.type("o" * 20)  # setup goes on: the transcript continues on stdout
    referee.wait_for(referee.out, "Press GO to roll.", timeout=15)
    problem = referee.wait_for(referee.log, "no voice", timeout=15)
    assert f"ESPEAK_DATA_PATH={empty}" in problem and "espeak-ng-data" in problem
    assert referee.quit() == 0
    assert [line for line in referee.log if "ESPEAK_DATA_PATH" in line] == [problem]
    assert not any("phontab" in line for line in referee.out), "espeak's own complaint reached the transcript"


def test_under_a_pipewire_default_the_referee_says_it_is_mute_then_sound_is_back(
    state_dir: Path, tmp_path: Path, referees: list[RunningReferee]
) -> None:
    folder = tmp_path / "alsa"
    folder.mkdir()
    capture = AlsaCapture(folder)
    try:
        capture.write(default_is_pipewire=True)
        referee = RunningReferee(state_dir, capture.environment())
        referees.append(referee)

        mute = referee.wait_for(referee.log, "no sound", timeout=15)
        assert "Host is down" in mute and "PipeWire" in mute
        referee.wait_for(referee.out, FIRST_QUESTION, timeout=15)
        referee.type("o")  # the game runs on while mute
        referee.wait_for(referee.out, "Are children playing?", timeout=15)

        capture.write(default_is_pipewire=False, default_is_capture=True)
        referee.wait_for(referee.log, "sound is working again", timeout=RETRY_SECONDS + 5)
        expected = sounding_part_of_wav(wait_for_rendering(cache_dir(state_dir), SOUND_BACK_LINE))
        heard = wait_for_sound(capture, tmp_path / "heard.raw", expected["Length (seconds)"], timeout=5)
        assert heard["RMS amplitude"] > 0.02 and heard["Maximum amplitude"] > 0.2, heard

        assert referee.quit() == 0
        assert [line for line in referee.log if "no sound" in line] == [mute], "logged once, not per retry"
    finally:
        capture.close()


def wait_for_rendering(cache: Path, text: str, timeout: float = 10) -> Path:
    """The WAV the referee rendered for ``text``, looked up in its cache."""
    lookup = EspeakRenderer(cache_dir=cache)
    deadline = time.monotonic() + timeout
    while (path := lookup.cached(text)) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert path is not None, f"{text!r} was never rendered"
    return path


def wait_for_sound(capture: AlsaCapture, raw: Path, seconds: float, timeout: float) -> dict[str, float]:
    """Look at the capture as it grows until its sounding part is as long as the line (it arrives in real time).

    Each look waits on the capture itself for more audio (never a sleep): sound can only appear as it grows.
    """
    deadline = time.monotonic() + timeout
    heard: dict[str, float] = {}
    while time.monotonic() < deadline:
        capture.save(raw)
        if raw.stat().st_size:
            heard = sounding_part_of_capture(raw)
            if heard.get("Length (seconds)", 0) >= seconds - 0.15:
                # A little more audio: nothing more should sound after the line.
                capture.wait_for_more(0.3, timeout=max(0.0, deadline - time.monotonic()))
                capture.save(raw)
                heard = sounding_part_of_capture(raw)
                break
        capture.wait_for_more(0.1, timeout=max(0.0, deadline - time.monotonic()))
    assert heard.get("Length (seconds)", 0) == pytest.approx(seconds, abs=0.15), heard
    return heard
