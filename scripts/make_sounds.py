"""Synthesise the referee's cue sounds and write them as WAV files.

Run from the project root with ``.venv/bin/python scripts/make_sounds.py``. It lives
here, not in sounds/, because sounds/ is data the device loads: the script may
use the device's loudness measure, the data may not import the device.

Why synthesise rather than ship samples: every byte is ours (no licence
questions), and the sounds can be regenerated or tweaked from this one file.
Only the standard library is used so the script runs anywhere Python does,
including a bare Raspberry Pi.

Output is deterministic: noise comes from ``random.Random`` with fixed
per-cue seeds and nothing depends on time or environment, so re-running the
script reproduces the committed files byte for byte (the tests check this).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from device.sound.loudness import LEVEL_DBFS, gain_for, measure
from sounds import CUE_NAMES

# 22050 Hz mono 16-bit is plenty for short cues, halves the file size versus
# 44.1 kHz, and is what the game initialises pygame.mixer with.
RATE = 22050
SAMPLE_WIDTH = 2
CHANNELS = 1
FULL_SCALE = 32767

# Level: every cue is brought to the one active level speech is stored at
# (device/sound/loudness.py), with the same peak ceiling, so a cue after a line
# needs no other volume than the line.

# Short raised-cosine ramps at both ends stop the speaker popping when a cue
# starts or stops on a non-zero sample. The fade-in is kept very short so
# percussive attacks (ticks, dice) keep their snap.
FADE_IN_S = 0.002
FADE_OUT_S = 0.005

Signal = list[float]


# --- basic building blocks -------------------------------------------------


def n_samples(seconds: float) -> int:
    """Number of samples in ``seconds``; rounding keeps durations exact-ish."""
    return round(seconds * RATE)


def silence(seconds: float) -> Signal:
    """A buffer of zeros, used as the canvas that notes are mixed into."""
    return [0.0] * n_samples(seconds)


def tone(
    freq: float,
    seconds: float,
    harmonics: tuple[tuple[int, float], ...] = ((1, 1.0),),
    end_freq: float | None = None,
    vibrato_hz: float = 0.0,
    vibrato_depth: float = 0.0,
) -> Signal:
    """Additive tone, optionally gliding exponentially to ``end_freq``.

    The phase is accumulated sample by sample so pitch glides and vibrato
    stay continuous (no clicks). Harmonics at or above Nyquist are skipped so
    nothing aliases into odd inharmonic whistles.
    """
    count = n_samples(seconds)
    target = freq if end_freq is None else end_freq
    out: Signal = []
    phase = 0.0
    for i in range(count):
        progress = i / count if count else 0.0
        inst = freq * (target / freq) ** progress
        if vibrato_depth:
            inst *= 1.0 + vibrato_depth * math.sin(2 * math.pi * vibrato_hz * i / RATE)
        phase += 2 * math.pi * inst / RATE
        value = 0.0
        for number, amplitude in harmonics:
            if inst * number < RATE / 2:
                value += amplitude * math.sin(number * phase)
        out.append(value)
    return out


def noise(seconds: float, rng: random.Random) -> Signal:
    """Uniform white noise; the caller's seeded RNG keeps it reproducible."""
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(seconds))]


def decay(signal: Signal, tau: float) -> Signal:
    """Exponential decay with time constant ``tau``: struck/plucked sounds."""
    return [s * math.exp(-i / (RATE * tau)) for i, s in enumerate(signal)]


def envelope(signal: Signal, attack: float, release: float) -> Signal:
    """Linear attack, flat sustain, linear release: held notes and blips."""
    count = len(signal)
    a = max(1, n_samples(attack))
    r = max(1, n_samples(release))
    out: Signal = []
    for i, s in enumerate(signal):
        gain = min(1.0, i / a, (count - 1 - i) / r)
        out.append(s * max(0.0, gain))
    return out


def mix_into(canvas: Signal, part: Signal, start: float, gain: float = 1.0) -> None:
    """Add ``part`` into ``canvas`` at ``start`` seconds, truncating overflow."""
    offset = n_samples(start)
    for i, s in enumerate(part[: max(0, len(canvas) - offset)]):
        canvas[offset + i] += gain * s


def bandpass_sweep(signal: Signal, start_hz: float, end_hz: float, damping: float) -> Signal:
    """Chamberlin state-variable band-pass with an exponential centre sweep.

    Sweeping a band of noise is what makes a card sliding off a deck sound
    like a "swish" rather than static. The centre is capped well under
    RATE/6, where this filter form stays stable.
    """
    low = band = 0.0
    count = len(signal)
    out: Signal = []
    for i, s in enumerate(signal):
        centre = start_hz * (end_hz / start_hz) ** (i / count)
        centre = min(centre, RATE / 7)
        f = 2 * math.sin(math.pi * centre / RATE)
        low += f * band
        high = s - low - damping * band
        band += f * high
        out.append(band)
    return out


# --- finishing and writing -------------------------------------------------


def fade_edges(signal: Signal) -> Signal:
    """Raised-cosine fade-in/out so every cue starts and ends at zero."""
    out = list(signal)
    count = len(out)
    for length, forward in ((n_samples(FADE_IN_S), True), (n_samples(FADE_OUT_S), False)):
        length = min(length, count // 2)
        for k in range(length):
            gain = 0.5 - 0.5 * math.cos(math.pi * k / length)
            index = k if forward else count - 1 - k
            out[index] *= gain
    return out


def level(signal: Signal, target_dbfs: float) -> Signal:
    """Scale to the active level ``target_dbfs`` under the shared peak ceiling, as speech is."""
    gain = gain_for(measure(signal, RATE, full_scale=1.0), target_dbfs)
    return [s * gain for s in signal]


def to_pcm16(signal: Signal) -> bytes:
    """Quantise to little-endian signed 16-bit, clamping as a last resort."""
    ints = [max(-FULL_SCALE, min(FULL_SCALE, round(s * FULL_SCALE))) for s in signal]
    return struct.pack(f"<{len(ints)}h", *ints)


def write_wav(path: Path, signal: Signal) -> Path:
    """Write ``signal`` as mono 16-bit PCM at RATE; header is deterministic."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(CHANNELS)
        out.setsampwidth(SAMPLE_WIDTH)
        out.setframerate(RATE)
        out.writeframes(to_pcm16(signal))
    return path


# --- the cues ---------------------------------------------------------------


def make_tick() -> Signal:
    """Timer tick: a tiny noise transient plus a fast-decaying 1.6 kHz ping.

    Kept quiet relative to the others (see QUIETER_DB) so a running timer
    is noticeable without nagging.
    """
    rng = random.Random(1001)
    click = decay(noise(0.04, rng), 0.0012)
    ping = decay(tone(1600.0, 0.04, ((1, 1.0), (3, 0.2))), 0.006)
    canvas = silence(0.04)
    mix_into(canvas, click, 0.0, 0.6)
    mix_into(canvas, ping, 0.0, 1.0)
    return canvas


def make_tick_last() -> Signal:
    """Final-seconds tick: higher (2.6 kHz), longer and louder than ``tick``.

    The pitch jump is what tells players "time is nearly up" even when they
    are not looking at the screen.
    """
    rng = random.Random(1002)
    click = decay(noise(0.06, rng), 0.0015)
    ping = decay(tone(2600.0, 0.06, ((1, 1.0), (2, 0.25), (3, 0.1))), 0.014)
    canvas = silence(0.06)
    mix_into(canvas, click, 0.0, 0.5)
    mix_into(canvas, ping, 0.0, 1.0)
    return canvas


def make_stop() -> Signal:
    """Time-up buzzer: two slightly detuned buzzy saws that beat.

    A low, harmonically rich, beating tone is unmistakably "stop" and cuts
    through conversation better than a pure beep.
    """
    saw = tuple((n, 1.0 / n) for n in range(1, 16))
    a = tone(146.0, 0.8, saw)
    b = tone(151.0, 0.8, saw)
    canvas = silence(0.8)
    mix_into(canvas, a, 0.0)
    mix_into(canvas, b, 0.0, 0.8)
    return envelope(canvas, 0.01, 0.06)


def _dice_click(rng: random.Random) -> Signal:
    """One die hitting the table: a noise burst and a short woody resonance."""
    burst = decay(noise(0.03, rng), 0.002)
    knock = decay(tone(rng.uniform(1800.0, 3400.0), 0.03, ((1, 1.0), (2, 0.3))), 0.006)
    return [0.7 * n + 0.6 * k for n, k in zip(burst, knock)]


def make_dice() -> Signal:
    """Dice rattle: eight clicks, closer together and quieter as dice settle."""
    rng = random.Random(2024)
    canvas = silence(0.6)
    when = 0.0
    gap = 0.1
    level = 1.0
    for _ in range(8):
        mix_into(canvas, _dice_click(rng), when, level)
        when += gap * rng.uniform(0.8, 1.2)
        gap *= 0.85
        level *= 0.8
    return canvas


def make_card() -> Signal:
    """Card draw: band-passed noise sweeping upward under a swell-and-fade.

    The rising sweep reads as a card sliding off the deck towards you.
    """
    rng = random.Random(3003)
    swept = bandpass_sweep(noise(0.3, rng), 600.0, 3100.0, damping=0.35)
    count = len(swept)
    shaped: Signal = []
    for i, s in enumerate(swept):
        x = i / count
        shaped.append(s * (x**0.6) * ((1 - x) ** 1.4))
    return shaped


_BELL = ((1, 1.0), (2, 0.35), (3, 0.12), (4, 0.05))


def _bell_note(freq: float, seconds: float, tau: float) -> Signal:
    """A struck, slightly bright note: instant attack, exponential ring."""
    return envelope(decay(tone(freq, seconds, _BELL), tau), 0.003, 0.02)


def make_success() -> Signal:
    """Success: rising C5-E5-G5 chime; rising major intervals sound "good"."""
    canvas = silence(0.5)
    for when, freq in ((0.0, 523.25), (0.11, 659.26), (0.22, 783.99)):
        mix_into(canvas, _bell_note(freq, 0.5 - when, 0.12 if when < 0.2 else 0.11), when)
    return canvas


def make_miss() -> Signal:
    """Miss: falling two-note "womp", the second note sagging further.

    Soft attacks and a mellow triangle-like timbre keep it sympathetic
    rather than mocking.
    """
    mellow = ((1, 1.0), (3, 1 / 9), (5, 1 / 25))
    first = envelope(tone(233.08, 0.2, mellow), 0.02, 0.04)
    second = envelope(tone(185.0, 0.28, mellow, end_freq=160.0), 0.03, 0.12)
    canvas = silence(0.5)
    mix_into(canvas, first, 0.0)
    mix_into(canvas, second, 0.21)
    return canvas


_BRASS = tuple((n, 1.0 / n) for n in range(1, 9))


def make_fanfare() -> Signal:
    """Win fanfare: C5-E5-G5 arpeggio landing on a held, vibrato C major chord.

    Brassy saw harmonics and a held top note give a "ta-da" in 1.5 s.
    """
    canvas = silence(1.5)
    for when, freq in ((0.0, 523.25), (0.13, 659.26), (0.26, 783.99)):
        mix_into(canvas, envelope(tone(freq, 0.16, _BRASS), 0.012, 0.04), when, 0.8)
    held = 1.5 - 0.39
    top = envelope(tone(1046.5, held, _BRASS, vibrato_hz=5.5, vibrato_depth=0.004), 0.015, 0.45)
    mix_into(canvas, top, 0.39, 0.8)
    for freq in (523.25, 659.26, 783.99):
        mix_into(canvas, envelope(tone(freq, held, _BRASS), 0.04, 0.45), 0.39, 0.3)
    return canvas


def make_not_now() -> Signal:
    """Not-now: two short low blips, a gentle "nuh-uh" for ignored presses."""
    blip = envelope(tone(196.0, 0.08, ((1, 1.0), (2, 0.3)), end_freq=175.0), 0.005, 0.03)
    canvas = silence(0.25)
    mix_into(canvas, blip, 0.0)
    mix_into(canvas, blip, 0.12)
    return canvas


def make_warning() -> Signal:
    """Warning: soft hi-lo two-tone with slow-ish edges; alerts without alarm."""
    pure = ((1, 1.0), (2, 0.1))
    hi = envelope(tone(784.0, 0.2, pure), 0.02, 0.04)
    lo = envelope(tone(587.33, 0.2, pure), 0.02, 0.06)
    canvas = silence(0.4)
    mix_into(canvas, hi, 0.0)
    mix_into(canvas, lo, 0.2)
    return canvas


CUES: dict[str, Callable[[], Signal]] = {
    "tick": make_tick,
    "tick_last": make_tick_last,
    "stop": make_stop,
    "dice": make_dice,
    "card": make_card,
    "success": make_success,
    "miss": make_miss,
    "fanfare": make_fanfare,
    "not_now": make_not_now,
    "warning": make_warning,
}

# Per-cue level below the shared one, in dB. The plain tick sits lower so
# that tick_last is audibly louder, and a running timer never drowns a line.
QUIETER_DB: dict[str, float] = {"tick": 6.0}


def render(name: str) -> Signal:
    """Synthesise one cue and apply the shared fades and level."""
    signal = fade_edges(CUES[name]())
    return level(signal, LEVEL_DBFS - QUIETER_DB.get(name, 0.0))


def write_all(target_dir: Path) -> list[Path]:
    """Write every cue as ``<name>.wav`` into ``target_dir``; return the paths.

    Taking the directory as an argument lets tests regenerate into a temp dir
    and compare bytes against the committed files.
    """
    target_dir = Path(target_dir)
    target_dir.mkdir(parents=True, exist_ok=True)
    return [write_wav(target_dir / f"{name}.wav", render(name)) for name in CUE_NAMES]


def main() -> int:
    """Regenerate the committed WAVs beside this file."""
    for path in write_all(Path(__file__).resolve().parent):
        print(f"wrote {path.name} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
