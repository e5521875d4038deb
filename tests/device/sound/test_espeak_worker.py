"""espeak-ng renders in a worker process, so a crash inside libespeak-ng costs a retry, never the game.

libespeak-ng 1.51 can die with SIGSEGV on Spanish words (device/sound/voices/
espeak_worker.py tells the story). These tests stand in for that crash with
the real signal sent to the real worker: the line is still rendered, by a new
worker, the log says what happened, and the referee's own process goes on.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest

from device.sound.voices.espeak_ng import EspeakRenderer

SPANISH_LINE = "¿Cuántos jugadores?"


@pytest.fixture
def spanish(tmp_path: Path) -> Iterator[EspeakRenderer]:
    renderer = EspeakRenderer(cache_dir=tmp_path / "cache", voice="es", render_timeout=2.0)
    assert renderer.start()
    yield renderer
    renderer.close()


def frames(path: Path | None) -> int:
    assert path is not None
    with wave.open(str(path), "rb") as wav:
        return wav.getnframes()


def gone(pid: int, timeout: float = 10.0) -> bool:
    """Whether process ``pid`` has ended (or is a zombie nobody waited for) within ``timeout``."""
    looked = threading.Event()
    for _ in range(int(timeout / 0.05)):
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            return True
        if state == "Z":
            return True
        looked.wait(0.05)
    return False


@pytest.mark.parametrize("stop", [signal.SIGSEGV, signal.SIGKILL])
def test_a_worker_that_dies_is_replaced_and_the_line_still_rendered(
    spanish: EspeakRenderer, stop: signal.Signals, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="table_referee.voice")
    first = spanish.worker_pid
    assert first is not None and first != os.getpid()

    os.kill(first, stop)  # as libespeak-ng's own crash would end it
    path = spanish.render(SPANISH_LINE, timeout=20)

    assert frames(path) > 0
    assert spanish.worker_pid not in (None, first)
    said = [record.getMessage() for record in caplog.records]
    assert any(f"killed by {stop.name}" in line and SPANISH_LINE in line for line in said), said
    assert spanish.render_count == 1


def test_a_worker_that_stops_answering_is_killed_and_replaced(spanish: EspeakRenderer, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="table_referee.voice")
    stuck = spanish.worker_pid
    assert stuck is not None
    os.kill(stuck, signal.SIGSTOP)  # alive but never answering, as a worker hung inside espeak-ng would be

    path = spanish.render("Pulsa GO.", timeout=30)

    assert frames(path) > 0
    assert gone(stuck)
    assert any("no answer within" in record.getMessage() for record in caplog.records)


def test_a_worker_ends_with_its_renderer() -> None:
    import tempfile

    renderer = EspeakRenderer(cache_dir=Path(tempfile.mkdtemp()) / "cache")
    assert renderer.start()
    pid = renderer.worker_pid
    assert pid is not None
    renderer.close()
    assert gone(pid)


def test_a_worker_ends_when_the_referee_is_killed(tmp_path: Path) -> None:
    """A power-cut-like SIGKILL of the referee leaves no espeak-ng worker behind (it leaves on end of input)."""
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from device.sound.voices.espeak_ng import EspeakRenderer\n"
        f"r = EspeakRenderer(cache_dir=Path({str(tmp_path)!r}))\n"
        "r.start()\n"
        "print(r.worker_pid, flush=True)\n"
        "sys.stdin.read()\n"
    )
    referee = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert referee.stdout is not None
    pid = int(referee.stdout.readline())
    referee.kill()
    referee.wait(timeout=10)
    assert gone(pid)


def test_fresh_workers_say_their_first_lines_at_the_rate_asked_and_none_cancelled(tmp_path: Path) -> None:
    """pyttsx3 queued a fresh engine's rate and volume for its first line, and the end of that line could cancel
    them (the worker then spoke at 200 words a minute, not ours) and a later line (device/sound/voices/
    espeak_session.py): twenty fresh workers say their first three lines alike, to the frame, and none cancels."""
    from device.sound.voices.espeak_process import EspeakProcess

    lengths: set[tuple[int, ...]] = set()
    for worker in range(20):
        process = EspeakProcess(voice="es", rate=160, volume=1.0, start_timeout=20)
        said = []
        try:
            for line, text in enumerate((SPANISH_LINE, "Sí", "¿Tiras o pones?")):
                path = tmp_path / f"{worker}-{line}.wav"
                process.render(text, path, "es", 10)  # RenderFailed if cancelled
                said.append(frames(path))
        finally:
            process.close()
        lengths.add(tuple(said))
    assert len(lengths) == 1, f"some workers spoke at another rate: {sorted(lengths)}"


def test_the_worker_renders_at_the_render_priority(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23: at the referee's own priority, rendering a game's first cards took the CPU a press's answer needed."""
    from device.sound.voices.espeak_process import EspeakProcess
    from device.sound.voices.jobs import NICE_SETTING

    monkeypatch.setenv(NICE_SETTING, "7")
    process = EspeakProcess(voice=None, rate=160, volume=1.0, start_timeout=20)
    try:
        assert os.getpriority(os.PRIO_PROCESS, process._process.pid) == max(7, os.getpriority(os.PRIO_PROCESS, 0))
    finally:
        process.close()
