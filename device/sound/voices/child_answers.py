"""The referee's side of a worker process's answers: one JSON object a line, read with a deadline.

Shared by the espeak-ng worker (device/sound/voices/espeak_process.py) and the
finishing worker (device/sound/voices/finisher.py): both answer a request
with one line, and a worker that has died or hangs must cost the referee a
timeout, never a thread blocked for good on a pipe.
"""

from __future__ import annotations

import json
import os
import select
import time
from pathlib import Path
from typing import IO, Any, Final, TextIO

#: The project's folder, so ``-m device...`` finds our package from any working directory.
PROJECT_ROOT: Final = str(Path(__file__).resolve().parents[3])


def child_environment() -> dict[str, str]:
    """This process's environment, with the project on the child's import path."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [PROJECT_ROOT, env.get("PYTHONPATH")]))
    return env


def write_answer(out: TextIO, message: dict[str, Any]) -> None:
    """The worker's side: one answer, sent at once."""
    out.write(json.dumps(message) + "\n")
    out.flush()


class AnswerReader:
    """A worker's standard output, taken one answer line at a time."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._stream = stream.fileno()
        self._pending = b""

    def next(self, timeout: float) -> dict[str, Any] | None:
        """The worker's next answer, or None if it ended or said nothing within ``timeout``.

        A line that is not a JSON object comes back as ``{"failed": ...}``
        naming what was said, so the caller treats it as a failed request.
        """
        deadline = time.monotonic() + timeout
        while b"\n" not in self._pending:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._stream], [], [], left)[0]:
                return None
            chunk = os.read(self._stream, 65536)
            if not chunk:
                return None  # the worker has ended
            self._pending += chunk
        line, _, self._pending = self._pending.partition(b"\n")
        try:
            answer = json.loads(line)
        except ValueError:
            return {"failed": f"the worker answered {line[:80]!r}"}
        return answer if isinstance(answer, dict) else {"failed": f"the worker answered {line[:80]!r}"}
