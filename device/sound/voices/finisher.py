"""The referee's side of the finishing worker: a rendering made in this process is finished in another.

Why another process: see device/sound/voices/finish_worker.py (the levelling
and trimming of a Piper line held the GIL for 17-20 ms here, and every
thread of the referee waited on it). The worker is started with the first
line and kept; one found dead is replaced at once and given the line again,
and one that stops answering is ended and replaced with the next line. If
none can be had, the line is finished here, as before, so no line is ever
lost to it; that is logged once, and logged again when the worker is back.

Used by Piper's render thread (device/sound/voices/piper.py), one line at a time.
"""

from __future__ import annotations

import contextlib
import json
import logging
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Final

from device.sound.voices.child_answers import AnswerReader, child_environment
from device.sound.voices.wav_cache import finish

logger = logging.getLogger("table_referee.voice")

#: How long one line may take in the worker: a long line on a busy Pi, at the
#: render priority, takes well under a second; past this the worker is taken
#: for stuck, ended, and the line finished here.
FINISH_TIMEOUT_SECONDS: Final = 30.0
_COMMAND: Final = (sys.executable, "-m", "device.sound.voices.finish_worker")


class Finisher:
    """Levels and trims renderings in place, in the finishing worker when it can be had."""

    def __init__(self, *, timeout: float = FINISH_TIMEOUT_SECONDS, command: tuple[str, ...] = _COMMAND) -> None:
        self._timeout = timeout
        self._command = command
        self._lock = threading.Lock()
        self._process: subprocess.Popen[bytes] | None = None
        self._answers: AnswerReader | None = None
        self._working = True  # as last logged: whether the worker finishes the lines
        self._died = False  # the last request found the worker gone (not stuck, not unable to start)
        self._closed = False

    @property
    def pid(self) -> int | None:
        """The worker's process id, once started: for tests that stand in for a crash."""
        return None if self._process is None else self._process.pid

    def finish(self, path: Path) -> None:
        """Bring the WAV at ``path`` to the one level and trim it, in place; OSError if it cannot be read or written."""
        with self._lock:
            if self._closed:  # a line still on its way as the voice closes: finished here, quietly
                finish(path)
                return
            answer, why = self._ask(path)
            if answer is None and self._died:  # gone before or while it took the line: a new one, at once
                answer, why = self._ask(path)
            if answer is None:
                self._note(working=False, why=why)
                finish(path)
                return
            self._note(working=True)
            if "failed" in answer:
                raise OSError(str(answer["failed"]))

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._stop()

    # ----- inside ------------------------------------------------------------------

    def _ask(self, path: Path) -> tuple[dict[str, Any] | None, str]:
        """The worker's answer for ``path`` (None, with why, when there is no worker to give one)."""
        self._died = False
        if self._process is None or self._process.poll() is not None:
            self._stop()
            try:
                self._process = subprocess.Popen(
                    self._command,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.DEVNULL,
                    env=child_environment(),
                    start_new_session=True,
                )
            except OSError as exc:
                self._process = None
                return None, f"it cannot start ({exc})"
            assert self._process.stdout is not None
            self._answers = AnswerReader(self._process.stdout)
        assert self._process.stdin is not None and self._answers is not None
        try:
            self._process.stdin.write((json.dumps({"path": str(path)}) + "\n").encode("utf-8"))
            self._process.stdin.flush()
        except (OSError, ValueError) as exc:
            self._stop()
            self._died = True
            return None, f"it cannot be reached ({exc})"
        answer = self._answers.next(self._timeout)
        if answer is None:
            try:  # a worker that just died may not be reaped yet, though its pipe is closed
                ended: int | None = self._process.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                ended = None
            self._stop()
            self._died = ended is not None
            return None, f"it ended (exit status {ended})" if ended is not None else f"no answer within {self._timeout:.0f} s"
        return answer, ""

    def _note(self, *, working: bool, why: str = "") -> None:
        """Log a change of where lines are finished, once per change."""
        if working == self._working:
            return
        self._working = working
        if working:
            logger.info("the finishing worker is back: new lines are levelled and trimmed outside the referee's process")
        else:
            logger.warning(
                "the finishing worker is not there (%s): lines are levelled and trimmed in the referee's process"
                " (a press may wait a few ms more); trying it again with the next line",
                why,
            )

    def _stop(self) -> None:
        """End the worker, if any: it leaves on end of input; a stuck one is killed."""
        process, self._process, self._answers = self._process, None, None
        if process is None:
            return
        with contextlib.suppress(OSError, ValueError):
            if process.stdin is not None:
                process.stdin.close()
        try:
            process.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            process.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=2.0)
        if process.stdout is not None:
            process.stdout.close()
