"""Open one sound device, play something short on it, and say whether it worked.

Used by `referee audio --test` and `referee check`. It plays through the
project's AudioOutput (the one owner of pygame.mixer), so a device that
passes here is one the referee itself can open, with the same driver and
buffer. The reason for a failure is the one AudioOutput reports to its Health.
"""

from __future__ import annotations

import os
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path

from device.sound.audio import AudioOutput
from device.sound.programme import CueItem, SpeechItem, default_cue_paths
from device.sound.mixer import DEFAULT_BUFFER, MIXER_FREQUENCY
from device.health import Health

TEST_LINE = "Table Referee here, testing this speaker."
CHECK_CUE = "success"


@dataclass(frozen=True)
class PlayResult:
    """Whether the device opened, what sounded on it, and otherwise why not."""

    opened: bool
    driver: str
    played: list[str] = field(default_factory=list)
    problem: str | None = None


def play_on_device(
    device: str,
    *,
    wav: Path | None = None,
    cue: str | None = None,
    buffer_size: int = DEFAULT_BUFFER,
    sample_rate: int = MIXER_FREQUENCY,
    timeout: float = 15.0,
) -> PlayResult:
    """Open ``device`` ("" for the default), play ``wav`` and/or the cue ``cue``, close it."""
    shipped = default_cue_paths()
    cues = {cue: shipped[cue]} if cue and cue in shipped else {}
    played: list[str] = []
    health = Health()
    output = AudioOutput(
        buffer_size=buffer_size, sample_rate=sample_rate, cue_paths=cues, on_played=played.append, device=device, health=health
    )
    driver = os.environ.get("SDL_AUDIODRIVER") or ("alsa" if device else "SDL's own choice")
    try:
        if not output.start():
            return PlayResult(False, driver, problem=health.problem("sound") or "the mixer did not open")
        if cue:
            output.enqueue(CueItem(cue))
        if wav is not None:
            ready: Future[Path | None] = Future()
            ready.set_result(wav)
            output.enqueue(SpeechItem(TEST_LINE, ready))
        finished = output.wait_idle(timeout)
    finally:
        output.close()
    if not finished:
        return PlayResult(True, driver, played, f"the sound did not finish within {timeout:.0f} s")
    return PlayResult(True, driver, played)
