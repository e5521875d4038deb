"""Checks for the committed cue WAVs and the generator that makes them."""

from __future__ import annotations

import array
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

import pygame

from device.sound.loudness import CEILING_DBFS, LEVEL_DBFS, measure_wav
from sounds import CUE_NAMES, sound_path
from tests.paths import REPO


def _load_cue_maker():  # type: ignore[no-untyped-def]
    """scripts/make_sounds.py, loaded from its file (scripts/ is a folder of programs, not a package)."""
    import importlib.util

    path = REPO / "scripts" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_sounds = _load_cue_maker()

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
    assert path.is_file(), f"{path} missing; run python scripts/make_sounds.py"
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
def test_level(name: str) -> None:
    """Every cue sits at the one level speech is stored at (the tick 6 dB under it), or at the peak ceiling."""
    level = measure_wav(sound_path(name))
    target = LEVEL_DBFS - make_sounds.QUIETER_DB.get(name, 0.0)
    assert level.peak_dbfs <= CEILING_DBFS + 0.01, "over the peak ceiling"
    at_ceiling = level.peak_dbfs > CEILING_DBFS - 0.1
    assert abs(level.active_dbfs - target) <= 0.5 or (at_ceiling and target - 3.0 <= level.active_dbfs < target)


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
            f"{path.name} differs from committed copy; re-run python scripts/make_sounds.py"
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
