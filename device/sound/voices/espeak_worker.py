"""The program that renders espeak-ng lines in a process of its own: ``python -m device.sound.voices.espeak_worker``.

Why a separate process: libespeak-ng 1.51 (Debian 12 and Raspberry Pi OS
bookworm) can read past the end of a word while it applies a language's
rules (an unbounded loop in its rule matcher, fixed upstream in espeak-ng
#2077). Most Spanish words reach that loop. Usually the stray read finds a
byte that ends it; sometimes, early in a run, it walks off the end of
espeak-ng's thread stack and the process dies with SIGSEGV. In the referee's
own process that took the whole game with it. Here it takes only this worker:
the referee notices, starts a new one and renders the line again
(device/sound/voices/espeak_process.py).

The protocol is one JSON object a line. The referee writes requests to our
standard input; we answer on the standard output we were given. Python's
``sys.stdout`` points at standard error instead, because pyttsx3 prints
"Audio saved to ..." after every line and that must not be read as an answer.

* started: ``{"ready": true}`` once pyttsx3 and espeak-ng are up, or
  ``{"unavailable": reason}`` and exit status 3.
* request: ``{"text": ..., "path": ..., "voice": ..., "timeout": ...}``.
* answer: ``{"ok": true}`` when the WAV is at ``path``, already at the
  one level and trimmed (device/sound/voices/wav_cache.py's ``finish``), else
  ``{"failed": reason}`` (the engine is rebuilt before the next line).

End of standard input (the referee has gone) ends the worker.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any

from device.sound.voices.child_answers import write_answer
from device.sound.voices.espeak_session import EspeakSession, RenderFailed, VoiceUnavailable
from device.sound.voices.jobs import lower_this_thread
from device.sound.voices.wav_cache import finish

logger = logging.getLogger("table_referee.voice")


class _Worker:
    """One pyttsx3 engine, set to the voice of the line it renders."""

    def __init__(self, *, voice: str | None, rate: int, volume: float) -> None:
        self._rate = rate
        self._volume = volume
        self._voice = voice
        self._session: EspeakSession | None = EspeakSession(voice=voice, rate=rate, volume=volume)

    def render(self, text: str, path: Path, voice: str | None, timeout: float) -> dict[str, Any]:
        try:
            if voice != self._voice or self._session is None:
                # A fresh engine: switching one in place cancels its next line.
                self._voice = voice
                self._rebuild()
            assert self._session is not None
            self._session.render(text, path, timeout)
        except (RenderFailed, VoiceUnavailable) as exc:
            self._rebuild()
            return {"failed": str(exc)}
        try:
            finish(path)  # here, not in the referee's process: see wav_cache.finish
        except OSError as exc:
            return {"failed": f"cannot finish the rendering ({exc})"}
        return {"ok": True}

    def _rebuild(self) -> None:
        if self._session is not None:
            self._session.close()
            self._session = None
        self._session = EspeakSession(voice=self._voice, rate=self._rate, volume=self._volume)

    def close(self) -> None:
        if self._session is not None:
            self._session.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--voice", default=None)
    parser.add_argument("--rate", type=int, required=True)
    parser.add_argument("--volume", type=float, required=True)
    args = parser.parse_args(argv)

    answers = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # pyttsx3's chatter and stray C output: to the log
    sys.stdout = sys.stderr
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(levelname)s %(message)s")
    # Rendering (and levelling, and trimming) runs at the render priority, as
    # Piper's and rendering ahead do: after a game's setup this process renders
    # its first cards at full speed, and at the referee's own priority it took
    # the CPU a press's answer needed (issue 23). The threads pyttsx3 starts inherit it.
    lower_this_thread()

    try:
        worker = _Worker(voice=args.voice, rate=args.rate, volume=args.volume)
    except VoiceUnavailable as exc:
        write_answer(answers, {"unavailable": str(exc)})
        return 3
    write_answer(answers, {"ready": True})
    try:
        for line in sys.stdin:
            try:
                request = json.loads(line)
                answer = worker.render(
                    str(request["text"]), Path(request["path"]), request.get("voice"), float(request["timeout"])
                )
            except (ValueError, KeyError, TypeError) as exc:
                answer = {"failed": f"a request this worker cannot read ({exc!r})"}
            write_answer(answers, answer)
    finally:
        worker.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
