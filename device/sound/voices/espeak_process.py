"""The referee's side of the espeak-ng worker process: start it, hand it a line, notice when it dies.

Why espeak-ng renders in a child at all is told in
device/sound/voices/espeak_worker.py (libespeak-ng 1.51 can crash on Spanish
words). Starting that child is also the check that espeak-ng can start:
libespeak-ng calls ``exit(1)`` when its data folder is missing, and in a child
that costs nothing but the answer, which we read from its standard error and
explain with the fix.

Used only by the voice's worker thread (device/sound/voices/espeak_ng.py),
one request at a time.
"""

from __future__ import annotations

import collections
import contextlib
import json
import logging
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Final

from device.sound.voices.child_answers import AnswerReader, child_environment
from device.sound.voices.espeak_session import RenderFailed, VoiceUnavailable

logger = logging.getLogger("table_referee.voice")

#: espeak-ng's own variable for its data folder; named in the fix we suggest.
DATA_VARIABLE: Final = "ESPEAK_DATA_PATH"
#: What libespeak-ng prints when a data file is missing (it names the file).
_DATA_MISSING_SIGNS: Final = ("Error processing file", "phontab", "espeak-ng-data")
#: How long a worker may take to answer beyond the render's own timeout (its watchdog ends a stuck loop first).
_GRACE_SECONDS: Final = 3.0
#: How many of the worker's last standard error lines are kept to explain its end.
_KEPT_LINES: Final = 20


class EspeakProcess:
    """One espeak-ng worker process; ``render`` raises RenderFailed if the line did not become a WAV.

    When the worker dies (a crash inside libespeak-ng) or stops answering,
    ``render`` says so in the log, with the signal, and raises RenderFailed;
    the caller starts a new process and tries the line again.
    """

    def __init__(self, *, voice: str | None, rate: int, volume: float, start_timeout: float) -> None:
        command = [sys.executable, "-m", "device.sound.voices.espeak_worker", "--rate", str(rate), "--volume", str(volume)]
        if voice is not None:
            command += ["--voice", voice]
        try:
            self._process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=child_environment(),
                start_new_session=True,  # a Ctrl-C at the terminal is the referee's to handle, not the worker's
            )
        except OSError as exc:
            raise VoiceUnavailable(f"cannot start the espeak-ng worker ({exc})") from exc
        self._said: collections.deque[str] = collections.deque(maxlen=_KEPT_LINES)
        assert self._process.stdout is not None
        self._answers = AnswerReader(self._process.stdout)
        self._log_reader = threading.Thread(target=self._log_errors, name="espeak-worker-log", daemon=True)
        self._log_reader.start()
        answer = self._answers.next(start_timeout)
        if answer is None:
            detail = self._ended() or f"no answer within {start_timeout:.0f} s"
            self.close()
            self._log_reader.join(timeout=2.0)  # what it said last explains why
            raise VoiceUnavailable(explain_espeak_failure(self._last_said() or detail))
        if "unavailable" in answer:
            self.close()
            raise VoiceUnavailable(str(answer["unavailable"]))

    @property
    def running(self) -> bool:
        """Whether the worker is still there to take the next line."""
        return self._process.poll() is None

    @property
    def pid(self) -> int:
        """The worker's process id: for tests that stand in for a crash."""
        return self._process.pid

    def render(self, text: str, path: Path, voice: str | None, timeout: float) -> None:
        request = json.dumps({"text": text, "path": str(path), "voice": voice, "timeout": timeout}) + "\n"
        try:
            assert self._process.stdin is not None
            self._process.stdin.write(request.encode("utf-8"))
            self._process.stdin.flush()
        except (OSError, ValueError) as exc:
            raise RenderFailed(self._lost(self._ended() or f"cannot reach it ({exc})")) from exc
        answer = self._answers.next(timeout + _GRACE_SECONDS)
        if answer is None:
            raise RenderFailed(self._lost(self._ended() or f"no answer within {timeout + _GRACE_SECONDS:.0f} s"))
        if "failed" in answer:
            raise RenderFailed(str(answer["failed"]))

    def close(self) -> None:
        """End the worker: it leaves on end of input; a stuck one is killed."""
        with contextlib.suppress(OSError, ValueError):
            if self._process.stdin is not None:
                self._process.stdin.close()
        try:
            self._process.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            self._process.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self._process.wait(timeout=2.0)
        if self._process.stdout is not None:
            self._process.stdout.close()

    # ----- inside ------------------------------------------------------------------

    def _lost(self, why: str) -> str:
        """End what is left of a worker that is gone or stuck; why, for the caller's log line."""
        self.close()
        return f"the espeak-ng worker stopped while rendering it ({why}); a new one takes over"

    def _ended(self) -> str | None:
        """How the worker ended (a signal by name), or None if it is still running."""
        try:
            code = self._process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            return None
        if code < 0:
            with contextlib.suppress(ValueError):
                return f"killed by {signal.Signals(-code).name}"
        return f"exit status {code}"

    def _log_errors(self) -> None:
        """The worker's standard error, into our log: its warnings as warnings, the rest (pyttsx3's chatter) as debug."""
        assert self._process.stderr is not None
        for raw in self._process.stderr:
            line = raw.decode("utf-8", "replace").rstrip()
            if not line:
                continue
            self._said.append(line)
            level, _, rest = line.partition(" ")
            if level in ("WARNING", "ERROR", "CRITICAL"):
                logger.log(logging.getLevelName(level), "espeak-ng worker: %s", rest)
            else:
                logger.debug("espeak-ng worker: %s", line)

    def _last_said(self) -> str | None:
        lines = [line for line in self._said if not line.startswith(("INFO ", "DEBUG "))]
        return lines[-1] if lines else None


def explain_espeak_failure(detail: str) -> str:
    """The reason for Health and the log: what failed, which data folder, and the fix."""
    folder = os.environ.get(DATA_VARIABLE)
    if folder is not None:
        return (
            f"espeak-ng cannot start with its data folder {DATA_VARIABLE}={folder} ({detail});"
            f" fix: install espeak-ng-data there or unset {DATA_VARIABLE}"
        )
    if any(sign in detail for sign in _DATA_MISSING_SIGNS):
        return f"espeak-ng cannot find its data ({detail}); fix: install the espeak-ng-data package"
    return f"espeak-ng cannot start ({detail}); fix: install the espeak-ng and espeak-ng-data packages"
