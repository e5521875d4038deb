"""The silence around a rendered line, cut once as it enters the cache.

Why: a voice pads every line with silence (espeak-ng puts 350-420 ms after
it), which is dead air the table waits through before the next sound.
Trimmed when the line is stored (device/sound/voices/wav_cache.py), it costs
nothing at play time. Only 16-bit PCM is touched.
"""

from __future__ import annotations

import logging
import sys
import wave
from array import array
from pathlib import Path
from typing import Final

logger = logging.getLogger("table_referee.voice")

#: A sample quieter than this (1 % of full scale, the level sox's silence
#: effect is commonly given) counts as silence when a line is trimmed.
SILENCE_THRESHOLD: Final = 328
#: Silence kept before the first and after the last sounding sample of a
#: trimmed line: a quarter of a ms in front (5 samples at 22050 Hz), so the
#: line starts on the quiet (under 1 %) rise of its attack rather than on its
#: first loud sample, a little more behind so a fading consonant ends on its
#: own rather than with a click. Whatever the lead, the first sample kept is
#: under 1 % of full scale, so a shorter one adds no click; every ms in front
#: is a ms between a button and its answer, and the 20 ms goal
#: (docs/performance.md) has none to spare. The lead was 5 ms, then 1 ms;
#: lines cached before keep theirs until rendered again.
LEAD_MARGIN_SECONDS: Final = 0.00025
TAIL_MARGIN_SECONDS: Final = 0.030


def trim_silence(path: Path) -> tuple[float, float]:
    """Cut the silence espeak-ng puts around a line, in place; return the seconds cut (front, back).

    Why: espeak-ng ends every line with 350-420 ms of silence and starts it
    with about 13 ms (up to 50). Between a question and the next sound that
    is dead air the table waits through, and it delays every line after it.
    Trimmed once, when the line enters the cache, it costs nothing at play
    time. Only 16-bit PCM is touched (what espeak-ng writes); anything else,
    or a line that is silence throughout, is left as it is.
    """
    try:
        with wave.open(str(path), "rb") as wav:
            params = wav.getparams()
            frames = wav.readframes(params.nframes)
    except (wave.Error, EOFError) as exc:  # an odd WAV still plays, just untrimmed
        logger.debug("not trimming %s: %s", path, exc)
        return 0.0, 0.0
    if params.sampwidth != 2 or not frames:
        return 0.0, 0.0
    samples = array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    channels = params.nchannels
    first = _first_loud(samples, range(0, len(samples), _SCAN_BLOCK))
    if first is None:
        return 0.0, 0.0
    last = _last_loud(samples)
    rate = params.framerate
    start = max(0, first // channels - int(LEAD_MARGIN_SECONDS * rate))
    end = min(params.nframes, last // channels + 1 + int(TAIL_MARGIN_SECONDS * rate))
    if start == 0 and end == params.nframes:
        return 0.0, 0.0
    kept = frames[start * channels * 2 : end * channels * 2]
    with wave.open(str(path), "wb") as out:
        out.setparams(params)
        out.writeframes(kept)
    return start / rate, (params.nframes - end) / rate


#: Samples looked at per C-level min/max call while scanning for sound: the
#: scan stays fast on a Pi without numpy.
_SCAN_BLOCK: Final = 256


def _loud(block: array[int]) -> bool:
    return max(block) > SILENCE_THRESHOLD or min(block) < -SILENCE_THRESHOLD


def _first_loud(samples: array[int], starts: range) -> int | None:
    """Index of the first sample louder than the threshold, or None."""
    for start in starts:
        block = samples[start : start + _SCAN_BLOCK]
        if _loud(block):
            for offset, value in enumerate(block):
                if abs(value) > SILENCE_THRESHOLD:
                    return start + offset
    return None


def _last_loud(samples: array[int]) -> int:
    """Index of the last sample louder than the threshold (one is known to exist)."""
    end = len(samples)
    while end > 0:
        start = max(0, end - _SCAN_BLOCK)
        block = samples[start:end]
        if _loud(block):
            for offset in range(len(block) - 1, -1, -1):
                if abs(block[offset]) > SILENCE_THRESHOLD:
                    return start + offset
        end = start
    return 0
