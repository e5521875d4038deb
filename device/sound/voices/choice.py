"""The voice the config asks for, and the cache its whole lines are in.

The one place that names every voice: the speaker asks here for a ``Voice``
and never learns which one it got; `referee check` asks where the
configured voice's lines are cached, to count what is rendered ahead.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from device.health import Health
from device.sound.voices import ENGINE_PIPER
from device.sound.voices.espeak_ng import EspeakRenderer, espeak_cache
from device.sound.voices.interface import Voice
from device.sound.voices.piper import PiperRenderer, piper_cache
from device.sound.voices.wav_cache import WavCache


def line_cache(*, engine: str, model: str, cache_dir: Path, voice: str | None, rate: int) -> WavCache:
    """The cache the configured voice's whole lines are in (as make_renderer's renderer keys them)."""
    if engine == ENGINE_PIPER:
        return piper_cache(Path(cache_dir), Path(model), rate)
    return espeak_cache(Path(cache_dir), voice=voice, rate=rate, volume=1.0)  # the speaker's espeak-ng, at volume 1.0


def make_renderer(
    *,
    engine: str,
    model: str,
    cache_dir: Path,
    voice: str | None,
    rate: int,
    health: Health,
    announce: Callable[[], None] | None = None,
) -> Voice:
    """The renderer the config asks for: espeak-ng alone, or Piper with espeak-ng standing in."""
    espeak = EspeakRenderer(cache_dir=Path(cache_dir), voice=voice, rate=rate, health=health)
    if engine != ENGINE_PIPER:
        return espeak
    return PiperRenderer(
        cache_dir=Path(cache_dir), model=Path(model), fallback=espeak, rate=rate, health=health, announce=announce
    )
