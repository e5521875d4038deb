"""Checks for the committed cue WAVs and the generator that makes them."""

from __future__ import annotations

import array
import math
import os
import sys
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest

# Must be set before pygame is imported: no real audio device in CI, and no
# banner on stdout.
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402

from sounds import (  # noqa: E402
    CUE_NAMES,
    make_sounds,  # noqa: E402
    sound_path,
)

RATE = 22050

# Expected duration window (seconds) per cue, around the design targets.
DURATION_RANGE: dict[str, tuple[float, float]] = {
    "tick": (0.02, 0.08),
    "tick_last": (0.03, 0.10),
    "stop": (0.5, 1.2),
    "dice": (0.4, 0.9),
    "card": (0.15, 0.5),
    "success": (0.3, 0.8),
    "miss": (0.3, 0.8),
    "fanfare": (1.0, 2.2),
    "not_now": (0.15, 0.4),
    "warning": (0.25, 0.6),
}


def read_samples(path: Path) -> tuple[wave._wave_params, array.array]:
    """Return the WAV's parameters and its samples as signed 16-bit ints."""
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(params.nframes)
    samples = array.array("h")
    samples.frombytes(frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return params, samples


def dbfs(value: int) -> float:
    """Sample magnitude as dB relative to 16-bit full scale."""
    return 20 * math.log10(value / 32767) if value else -math.inf


def test_cue_names_match_generator() -> None:
    assert len(set(CUE_NAMES)) == len(CUE_NAMES)
    assert set(make_sounds.CUES) == set(CUE_NAMES)
    assert set(DURATION_RANGE) == set(CUE_NAMES)


def test_no_stray_wavs() -> None:
    shipped = {p.stem for p in sound_path("tick").parent.glob("*.wav")}
    assert shipped == set(CUE_NAMES)


def test_sound_path_rejects_unknown_name() -> None:
    with pytest.raises(ValueError):
        sound_path("no_such_cue")


@pytest.mark.parametrize("name", CUE_NAMES)
def test_wav_format(name: str) -> None:
    path = sound_path(name)
    assert path.is_file(), f"{path} missing; run python -m sounds.make_sounds"
    params, samples = read_samples(path)
    assert params.nchannels == 1
    assert params.sampwidth == 2
    assert params.framerate == RATE
    assert params.comptype == "NONE"
    assert len(samples) == params.nframes > 0


@pytest.mark.parametrize("name", CUE_NAMES)
def test_duration_in_range(name: str) -> None:
    params, _ = read_samples(sound_path(name))
    low, high = DURATION_RANGE[name]
    assert low <= params.nframes / params.framerate <= high


@pytest.mark.parametrize("name", CUE_NAMES)
def test_peak_level(name: str) -> None:
    _, samples = read_samples(sound_path(name))
    peak = max(abs(s) for s in samples)
    assert peak < 32767, "clipping"
    # Target is about -3 dBFS (tick deliberately quieter); never near silent.
    assert -10.0 <= dbfs(peak) <= -2.0
    rms = math.sqrt(sum(s * s for s in samples) / len(samples))
    assert dbfs(round(rms)) > -40.0, "effectively silent"


@pytest.mark.parametrize("name", CUE_NAMES)
def test_edges_faded(name: str) -> None:
    """Start and end at (near) zero so playback doesn't pop."""
    _, samples = read_samples(sound_path(name))
    assert abs(samples[0]) <= 64
    assert abs(samples[-1]) <= 64


def test_tick_last_louder_than_tick() -> None:
    _, tick = read_samples(sound_path("tick"))
    _, last = read_samples(sound_path("tick_last"))
    assert max(map(abs, last)) > max(map(abs, tick))


def test_generator_reproduces_committed_files(tmp_path: Path) -> None:
    written = make_sounds.write_all(tmp_path)
    assert [p.name for p in written] == [f"{n}.wav" for n in CUE_NAMES]
    for path in written:
        committed = sound_path(path.stem)
        assert path.read_bytes() == committed.read_bytes(), (
            f"{path.name} differs from committed copy; "
            "re-run python -m sounds.make_sounds"
        )


@pytest.fixture(scope="module")
def mixer() -> Iterator[None]:
    pygame.mixer.init(frequency=RATE, size=-16, channels=1)
    try:
        yield
    finally:
        pygame.mixer.quit()


@pytest.mark.parametrize("name", CUE_NAMES)
def test_plays_through_pygame(mixer: None, name: str) -> None:
    path = sound_path(name)
    params, _ = read_samples(path)
    sound = pygame.mixer.Sound(str(path))
    assert abs(sound.get_length() - params.nframes / params.framerate) <= 0.010
    channel = sound.play()
    assert channel is not None
    channel.stop()
