"""The one level: measuring a WAV's active level and bringing it there."""

from __future__ import annotations

import math
import wave
from array import array
from pathlib import Path

from device.sound.loudness import CEILING_DBFS, LEVEL_DBFS, measure, measure_wav, normalise_wav

RATE = 22050


def write(path: Path, samples: list[int]) -> Path:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(array("h", samples).tobytes())
    return path


def tone(amplitude: int, seconds: float) -> list[int]:
    return [round(amplitude * math.sin(2 * math.pi * 440 * n / RATE)) for n in range(int(seconds * RATE))]


def test_pauses_do_not_make_a_line_quieter() -> None:
    steady = measure(tone(3000, 1.0), RATE)
    paused = measure(tone(3000, 0.5) + [0] * RATE + tone(3000, 0.5), RATE)
    assert abs(steady.active_dbfs - paused.active_dbfs) < 0.1


def test_a_quiet_line_is_raised_to_the_level(tmp_path: Path) -> None:
    path = write(tmp_path / "quiet.wav", [0] * 2000 + tone(800, 1.0) + [0] * 2000)
    gain = normalise_wav(path)
    level = measure_wav(path)
    assert gain > 10 and abs(level.active_dbfs - LEVEL_DBFS) < 0.1
    with wave.open(str(path), "rb") as wav:
        assert wav.getnframes() == 4000 + RATE  # nothing cut: trimming is another step


def test_a_spiky_sound_stops_at_the_ceiling(tmp_path: Path) -> None:
    spikes = ([12000] + [0] * 99) * 200
    path = write(tmp_path / "spiky.wav", spikes)
    normalise_wav(path)
    level = measure_wav(path)
    assert level.peak_dbfs <= CEILING_DBFS and level.active_dbfs < LEVEL_DBFS


def test_one_spike_does_not_hold_a_line_under_the_level(tmp_path: Path) -> None:
    """Piper draws noise into each render: now and then one peak is far above the rest."""
    line = tone(1500, 1.0)
    line[RATE // 2] = 15000  # one click, 20 dB over the line's own peaks
    path = write(tmp_path / "clicky.wav", line)
    normalise_wav(path)
    level = measure_wav(path)
    assert abs(level.active_dbfs - LEVEL_DBFS) < 0.2 and level.peak_dbfs <= CEILING_DBFS


def test_silence_is_left_as_it_is(tmp_path: Path) -> None:
    path = write(tmp_path / "silent.wav", [0] * 1000)
    before = path.read_bytes()
    assert normalise_wav(path) == 0.0 and path.read_bytes() == before
