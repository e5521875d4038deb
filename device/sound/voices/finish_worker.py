"""Finishes renderings made in the referee's process, in a process of its own: ``python -m device.sound.voices.finish_worker``.

Why: every line is brought to the one level and trimmed before it enters
the speech cache (device/sound/voices/wav_cache.py's ``finish``), sample by
sample in Python. For a Piper line that is 17-20 ms of the GIL on a PC and
several times that on a Pi. In the referee's process, every thread that
needed the GIL meanwhile (the loop taking a press, the audio thread starting
its answer) waited up to Python's switch interval, 5 ms, each time; while
Piper rendered ahead, a press's answer came 20.5 ms after it at the p99
(issue 23). espeak-ng's lines are finished in its own worker; Piper renders in
the referee's process (onnxruntime leaves the GIL while it works), so its
lines come here.

The protocol is one JSON object a line: the referee writes ``{"path": ...}``
to our standard input, and we answer ``{"ok": true}`` once the WAV there is
finished in place, or ``{"failed": reason}``. End of input ends the worker.
It imports the standard library and the cache's finishing step only, so it
starts in tens of ms, and runs at the render priority.
"""

from __future__ import annotations

import json
import sys
import wave
from pathlib import Path
from typing import Any

from device.sound.voices.child_answers import write_answer
from device.sound.voices.jobs import lower_this_thread
from device.sound.voices.wav_cache import finish


def answer_for(line: str) -> dict[str, Any]:
    """Finish the WAV a request names; what to answer."""
    try:
        request = json.loads(line)
        path = Path(request["path"])
    except (ValueError, KeyError, TypeError) as exc:
        return {"failed": f"a request this worker cannot read ({exc!r})"}
    try:
        finish(path)
    except (OSError, wave.Error, EOFError) as exc:
        return {"failed": f"cannot finish {path} ({exc})"}
    return {"ok": True}


def main() -> int:
    lower_this_thread()
    for line in sys.stdin:
        write_answer(sys.stdout, answer_for(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
