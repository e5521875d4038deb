"""Rendered lines on disk: how a rendering enters the speech cache, the same for every voice.

Why one cache for every voice: what a line sounds like depends on the voice,
its settings and how the rendering was processed, so each file is named
after all of them and a changed setting never plays a stale file. Every
rendering enters the same way: brought to the one level
(device/sound/loudness.py) and its silence trimmed (device/sound/voices/trim.py)
by ``finish``, in a process of its own, then moved into place atomically
(``WavCache.commit``), so a power cut leaves either nothing or a whole
WAV under the final name.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
import uuid
from pathlib import Path
from typing import Final

from device.files import replace_durably
from device.sound.loudness import normalise_wav
from device.sound.voices.trim import trim_silence

#: A WAV with nothing but its header is this long; anything not longer is empty.
WAV_HEADER_BYTES: Final = 44
SCRATCH_SUFFIX: Final = ".tmp.wav"
#: Part of every cache name: bumped whenever what is stored for a line
#: changes (2: silence trimmed, 3: brought to the one level), so files
#: written by an older version are never played again.
CACHE_FORMAT: Final = 3
#: A cached line used again after this long has its file's time renewed, so
#: the cache's size limit drops the lines used least recently (device/sound/speech_cache.py)
#: without a write to the card at every hit.
USE_MARK_SECONDS: Final = 3600.0


class WavCache:
    """Rendered lines on disk, each named after everything that shaped its sound.

    The name is the sha256 of (text, voice, rate, volume, CACHE_FORMAT), so
    changing the voice settings, or how a rendering is processed before it is
    stored, never plays a stale file. Files appear atomically
    (scratch file, fsync, os.replace) so a power cut mid-render leaves either
    nothing or a complete WAV, never a truncated one under the final name.
    """

    def __init__(self, directory: Path, *, voice: str | None, rate: int, volume: float) -> None:
        self.directory = directory
        self._settings = (voice, rate, volume)

    def prepare(self) -> None:
        """Create the directory and delete scratch files left by an interrupted run."""
        self.directory.mkdir(parents=True, exist_ok=True)
        for leftover in self.directory.glob("*" + SCRATCH_SUFFIX):
            with contextlib.suppress(OSError):
                leftover.unlink()

    def path_for(self, text: str) -> Path:
        voice, rate, volume = self._settings
        identity = json.dumps([text, voice, rate, volume, CACHE_FORMAT], ensure_ascii=False)
        return self.directory / (hashlib.sha256(identity.encode("utf-8")).hexdigest() + ".wav")

    def lookup(self, text: str) -> Path | None:
        path = self.path_for(text)
        try:
            found = path.stat()
        except OSError:
            return None
        if found.st_size <= WAV_HEADER_BYTES:
            return None
        if time.time() - found.st_mtime > USE_MARK_SECONDS:
            with contextlib.suppress(OSError):
                os.utime(path)
        return path

    def scratch_path(self) -> Path:
        return self.directory / (uuid.uuid4().hex + SCRATCH_SUFFIX)

    def commit(self, scratch: Path, text: str) -> Path:
        """Move a finished scratch file to its cache name, durably."""
        final = self.path_for(text)
        replace_durably(scratch, final)
        return final


def finish(path: Path) -> None:
    """Bring a fresh rendering to the one level and cut the silence around it, in place.

    Every line gets this before it enters the cache (``commit``). It is
    sample-by-sample work in Python that holds the GIL for milliseconds a
    line, so it never runs in the referee's process while a game is on:
    espeak-ng's worker does it in its own process
    (device/sound/voices/espeak_worker.py), and Piper's lines, rendered in the
    referee's process, go to the finishing worker
    (device/sound/voices/finish_worker.py, through finisher.py).
    """
    normalise_wav(path)  # first: the trim then sees the level the table hears
    trim_silence(path)
