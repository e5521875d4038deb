"""Lines rendered in the referee's process are levelled and trimmed in the finishing worker (issue 23)."""

from __future__ import annotations

import logging
import os
import signal
import sys
from pathlib import Path

import pytest

import device.sound.voices.finisher as finisher_module
from device.sound.loudness import LEVEL_DBFS, measure_wav, read_wav
from device.sound.voices.finisher import Finisher
from device.sound.voices.trim import LEAD_MARGIN_SECONDS
from device.sound.voices.wav_cache import finish
from tests.device.sound.test_pace_sound import RATE, forbid_here, silence_around, write_wav

#: A quiet tone (about -32 dBFS) with half a second of silence on each side.
TONE = [0] * (RATE // 2) + [round(800 * ((n % 50) / 25 - 1)) for n in range(RATE // 2)] + [0] * (RATE // 2)


def test_a_line_is_finished_in_another_process_exactly_as_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    here = write_wav(tmp_path / "here.wav", TONE)
    finish(here)
    forbid_here(monkeypatch, finisher_module, "finish")
    there = write_wav(tmp_path / "there.wav", TONE)
    finisher = Finisher()
    try:
        finisher.finish(there)
    finally:
        finisher.close()
    assert read_wav(there)[1] == read_wav(here)[1]
    assert measure_wav(there).active_dbfs == pytest.approx(LEVEL_DBFS, abs=0.5)
    assert silence_around(there)[0] <= LEAD_MARGIN_SECONDS + 1 / RATE


def test_a_worker_that_died_is_replaced_with_the_next_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    forbid_here(monkeypatch, finisher_module, "finish")
    finisher = Finisher()
    try:
        finisher.finish(write_wav(tmp_path / "one.wav", TONE))
        first = finisher.pid
        assert first is not None
        os.kill(first, signal.SIGKILL)
        second_line = write_wav(tmp_path / "two.wav", TONE)
        finisher.finish(second_line)
        assert finisher.pid not in (None, first)
    finally:
        finisher.close()
    assert measure_wav(second_line).active_dbfs == pytest.approx(LEVEL_DBFS, abs=0.5)


def test_with_no_worker_lines_are_finished_here_and_that_is_logged_once(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """No line is lost to a missing worker; the log says so once, and again when it is back."""
    caplog.set_level(logging.INFO, logger="table_referee.voice")
    finisher = Finisher(command=(str(tmp_path / "no-such-python"),))
    lines = [write_wav(tmp_path / f"{n}.wav", TONE) for n in range(3)]
    try:
        for line in lines[:2]:
            finisher.finish(line)
        finisher._command = (sys.executable, "-m", "device.sound.voices.finish_worker")  # the worker can start again
        finisher.finish(lines[2])
    finally:
        finisher.close()
    for line in lines:
        assert measure_wav(line).active_dbfs == pytest.approx(LEVEL_DBFS, abs=0.5)
    said = [record.getMessage() for record in caplog.records]
    assert sum("finishing worker is not there" in line and "cannot start" in line for line in said) == 1
    assert sum("finishing worker is back" in line for line in said) == 1


def test_a_line_the_worker_cannot_read_raises_oserror(tmp_path: Path) -> None:
    """As finishing it here would: Piper's render thread logs that one line and goes on."""
    finisher = Finisher()
    try:
        with pytest.raises(OSError, match="cannot finish"):
            finisher.finish(tmp_path / "missing.wav")
        line = write_wav(tmp_path / "after.wav", TONE)
        finisher.finish(line)  # the same worker goes on
    finally:
        finisher.close()
    assert measure_wav(line).active_dbfs == pytest.approx(LEVEL_DBFS, abs=0.5)


def test_a_worker_that_stops_answering_is_ended_and_the_line_finished_here(tmp_path: Path) -> None:
    stuck = (sys.executable, "-c", "import time; time.sleep(60)")
    finisher = Finisher(timeout=0.5, command=stuck)
    line = write_wav(tmp_path / "line.wav", TONE)
    try:
        finisher.finish(line)
        assert finisher.pid is None  # ended, to be started afresh with the next line
    finally:
        finisher.close()
    assert measure_wav(line).active_dbfs == pytest.approx(LEVEL_DBFS, abs=0.5)
