"""One loudness for everything the referee plays: both voices and the cue sounds.

Why: espeak-ng and Piper come out at different levels (Piper scales every
line to full scale, espeak-ng peaks wherever its formants land) and the cues
were made to a peak, not to a loudness. Switching voices, or a cue after a
line, then asks the table to reach for the volume. So every line is scaled
once, when it enters the speech cache, and every cue when it is made, to the
same *active level*: the RMS of the 20 ms blocks that are not silence (pauses
between words would otherwise make a slow line measure quieter than a quick
one). A peak ceiling keeps a spiky sound from clipping: a speech line's few
loud peaks are bent under it (a soft limiter), and only a sound spikier than
that ends a little under the level.

Standard library only (``array``), so it runs on a Pi without numpy and the
cue script (scripts/make_sounds.py) can use the same rule.
"""

from __future__ import annotations

import math
import operator
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

#: The active level every line and cue is brought to, in dB below full scale.
#: -20 dBFS is where espeak-ng's own lines already sit, so the table's volume
#: setting keeps its meaning; it leaves Piper's and the cues' peaks room.
LEVEL_DBFS: Final = -20.0
#: No sample is scaled above this: 1 dB of headroom for the mixer and the DAC.
CEILING_DBFS: Final = -1.0
#: How far a speech line's loudest peaks may be bent under the ceiling (a soft
#: limiter) so that one spike does not hold the whole line under the level.
LIMIT_DB: Final = 6.0
#: Blocks this far below the loudest block count as pauses and are left out
#: of the level; blocks under SILENCE_DBFS are silence whatever the sound.
GATE_DB: Final = -40.0
SILENCE_DBFS: Final = -70.0
BLOCK_SECONDS: Final = 0.02
#: The largest 16-bit sample: 0 dBFS.
FULL_SCALE_16: Final = 32767
#: Samples scaled per step. Lines are scaled in the voices' worker processes,
#: but in the referee's own when no finishing worker can be had
#: (device/sound/voices/finisher.py); between steps Python may then hand the
#: GIL to the referee's loop, so a press's answer waits at most one step.
GIL_SLICE: Final = 2048


@dataclass(frozen=True)
class Level:
    """How loud a sound is: its active level and its loudest sample, both in dBFS."""

    active_dbfs: float
    peak_dbfs: float

    @property
    def silent(self) -> bool:
        return self.active_dbfs == -math.inf


def _dbfs(ratio: float) -> float:
    return 20 * math.log10(ratio) if ratio > 0 else -math.inf


def measure(samples: Sequence[float], rate: int, full_scale: float = FULL_SCALE_16) -> Level:
    """The active level and peak of mono samples (ints or floats, ``full_scale`` = 0 dBFS).

    The gate is relative to the loudest block, so scaling a sound moves its
    level by exactly the gain: measuring after normalising gives the target.
    """
    if not samples:
        return Level(-math.inf, -math.inf)
    peak = max(max(samples), -min(samples))
    block = max(1, int(rate * BLOCK_SECONDS))
    means = []
    for start in range(0, len(samples), block):
        chunk = samples[start : start + block]
        means.append((float(sum(map(operator.mul, chunk, chunk))), len(chunk)))
    loudest = max(energy / count for energy, count in means)
    floor = max(loudest * 10 ** (GATE_DB / 10), (10 ** (SILENCE_DBFS / 20) * full_scale) ** 2)
    loud = [(energy, count) for energy, count in means if energy / count > floor]
    if not loud:
        return Level(-math.inf, _dbfs(peak / full_scale))
    mean_square = sum(energy for energy, _ in loud) / sum(count for _, count in loud)
    return Level(_dbfs(math.sqrt(mean_square) / full_scale), _dbfs(peak / full_scale))


def gain_for(level: Level, target_dbfs: float = LEVEL_DBFS, ceiling_dbfs: float = CEILING_DBFS) -> float:
    """The linear factor that brings ``level`` to the target without passing the ceiling (1 for silence)."""
    if level.silent:
        return 1.0
    wanted = target_dbfs - level.active_dbfs
    allowed = ceiling_dbfs - level.peak_dbfs
    return float(10 ** (min(wanted, allowed) / 20))


def read_wav(path: Path) -> tuple[wave._wave_params, array[int]]:
    """A 16-bit WAV's parameters and samples (native order); ValueError for anything else."""
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(params.nframes)
    if params.sampwidth != 2:
        raise ValueError(f"{path} is not 16-bit PCM")
    samples = array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    return params, samples


def write_wav(path: Path, params: wave._wave_params, samples: array[int]) -> None:
    """Write 16-bit samples (native order) with ``params``' format."""
    data = array("h", samples)
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(params.nchannels)
        out.setsampwidth(2)
        out.setframerate(params.framerate)
        out.writeframes(data.tobytes())


def measure_wav(path: Path) -> Level:
    """The level of a 16-bit WAV (channels interleaved are measured together)."""
    params, samples = read_wav(path)
    return measure(samples, params.framerate * params.nchannels)


def _soft_limit(ceiling: float, knee_db: float = LIMIT_DB) -> Callable[[float], int]:
    """A curve that leaves samples under the knee alone and bends louder ones under ``ceiling``.

    Why: one spike in a line (Piper draws a little noise into every render)
    would otherwise hold the whole line under the level. Bending only the
    samples above the knee changes the sound far less than turning it all down.
    """
    knee = ceiling * 10 ** (-knee_db / 20)
    room = ceiling - knee

    def bend(value: float) -> int:
        size = abs(value)
        if size <= knee:
            return round(value)
        bent = knee + room * math.tanh((size - knee) / room)
        return round(bent if value > 0 else -bent)

    return bend


def normalise_wav(path: Path, target_dbfs: float = LEVEL_DBFS) -> float:
    """Scale a 16-bit WAV in place to the one level; return the gain applied, in dB.

    Called when a line enters the speech cache, so it costs nothing at play
    time. A line whose peaks would pass the ceiling has them bent under it
    (up to LIMIT_DB of bending); only a sound spikier than that ends under the
    level. A WAV that is not 16-bit, or silent, is left as it is (gain 0 dB).
    """
    try:
        params, samples = read_wav(path)
    except (ValueError, wave.Error, EOFError):
        return 0.0
    level = measure(samples, params.framerate * params.nchannels)
    gain = gain_for(level, target_dbfs, ceiling_dbfs=CEILING_DBFS + LIMIT_DB)
    if abs(gain - 1.0) < 1e-3:
        return 0.0
    ceiling = FULL_SCALE_16 * 10 ** (CEILING_DBFS / 20)
    if level.peak_dbfs + _dbfs(gain) <= CEILING_DBFS:  # no bending needed: the fast path (twice as fast on a Pi)
        curve: Callable[[float], int] = round
    else:
        curve = _soft_limit(ceiling)
    scaled = array("h")
    for start in range(0, len(samples), GIL_SLICE):
        # A slice at a time: mapping a builtin over the whole line runs in C
        # without a break, so the referee's loop could not take the GIL back
        # until the line was done (30 ms seen between a press and its answer).
        scaled.extend(map(curve, map(gain.__mul__, samples[start : start + GIL_SLICE])))
    write_wav(path, params, scaled)
    return _dbfs(gain)
