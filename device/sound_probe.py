"""Open one sound device, play something short on it, and say whether it worked.

Used by `referee audio --test` and `referee check`. It plays through the
project's AudioOutput (the one owner of pygame.mixer), so a device that
passes here is one the referee itself can open, with the same driver and
buffer. The reason for a failure is taken from AudioOutput's own warning.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
from collections.abc import Iterator
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path

from device.audio import AudioOutput, CueItem, SpeechItem, default_cue_paths

TEST_LINE = "Table Referee here, testing this speaker."
CHECK_CUE = "success"


@dataclass(frozen=True)
class PlayResult:
    """Whether the device opened, what sounded on it, and otherwise why not."""

    opened: bool
    driver: str
    played: list[str] = field(default_factory=list)
    problem: str | None = None


@contextlib.contextmanager
def audio_device(name: str) -> Iterator[str]:
    """Point SDL at an ALSA device for the duration; yields the SDL driver in use.

    Stop-gap until Speaker takes ``audio_device`` itself: SDL's ALSA backend
    opens $AUDIODEV when it is set. An ALSA name means nothing to SDL's
    PulseAudio or PipeWire backends, so with a name and no driver chosen,
    ALSA is chosen, as the service does (SDL_AUDIODRIVER=alsa in the unit).
    """
    saved = {key: os.environ.get(key) for key in ("AUDIODEV", "SDL_AUDIODRIVER")}
    if name:
        os.environ["AUDIODEV"] = name
        os.environ.setdefault("SDL_AUDIODRIVER", "alsa")
    try:
        yield os.environ.get("SDL_AUDIODRIVER") or "SDL's own choice"
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


class _AudioWarnings(logging.Handler):
    """Catches AudioOutput's "audio unavailable" warning, which carries SDL's reason."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.reasons: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if message.startswith("audio unavailable"):
            self.reasons.append(re.sub(r"^audio unavailable(, the game continues silently)?: ", "", message))


def play_on_device(
    device: str, *, wav: Path | None = None, cue: str | None = None, buffer_size: int = 1024, timeout: float = 15.0
) -> PlayResult:
    """Open ``device`` ("" for the default), play ``wav`` and/or the cue ``cue``, close it."""
    shipped = default_cue_paths()
    cues = {cue: shipped[cue]} if cue and cue in shipped else {}
    played: list[str] = []
    caught = _AudioWarnings()
    audio_log = logging.getLogger("table_referee.audio")
    audio_log.addHandler(caught)
    try:
        with audio_device(device) as driver:
            output = AudioOutput(buffer_size=buffer_size, cue_paths=cues, on_played=played.append)
            try:
                if not output.start():
                    reason = caught.reasons[-1] if caught.reasons else "the mixer did not open"
                    return PlayResult(False, driver, problem=reason)
                if cue:
                    output.enqueue(CueItem(cue))
                if wav is not None:
                    ready: Future[Path | None] = Future()
                    ready.set_result(wav)
                    output.enqueue(SpeechItem(TEST_LINE, ready))
                finished = output.wait_idle(timeout)
            finally:
                output.close()
    finally:
        audio_log.removeHandler(caught)
    if not finished:
        return PlayResult(True, driver, played, f"the sound did not finish within {timeout:.0f} s")
    return PlayResult(True, driver, played)
