"""The voice the config asks for, and the cache its whole lines are in.

The one place that names every voice: the speaker asks here for a ``Voice``
and never learns which one it got; `referee check` asks where the
configured voice's lines are cached, to count what is rendered ahead.
"""

from __future__ import annotations

import logging
from importlib import import_module
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from device.health import Health
from device.sound.voices import ENGINE_PIPER, ENGINES
from device.sound.voices.by_language import LanguageVoices
from device.sound.voices.espeak_ng import EspeakRenderer, espeak_cache
from device.sound.voices.interface import Voice
from device.sound.voices.piper import PiperRenderer, piper_cache
from device.sound.voices.piper_engine import piper_language
from device.sound.voices.wav_cache import WavCache

logger = logging.getLogger("table_referee.voice")


def line_cache(*, engine: str, model: str, cache_dir: Path, voice: str | None, rate: int) -> WavCache:
    """The cache the configured voice's whole lines are in (as make_renderer's renderer keys them)."""
    if engine == ENGINE_PIPER:
        return piper_cache(Path(cache_dir), Path(model), rate)
    return espeak_cache(Path(cache_dir), voice=voice, rate=rate, volume=1.0)  # the speaker's espeak-ng, at volume 1.0


def make_renderer(
    *,
    engine: str,
    model: str | Sequence[str],
    cache_dir: Path,
    voice: str | None,
    rate: int,
    health: Health,
    announce: Callable[[], None] | None = None,
    voices: Mapping[str, str | None] | None = None,
    home: str = "",
) -> Voice:
    """The renderer the config asks for: espeak-ng alone, or Piper with espeak-ng standing in.

    With ``voices`` (language code to espeak-ng voice), one voice a language
    (device/sound/voices/by_language.py): each Piper model speaks the language
    its .json names, and a language without one speaks espeak-ng's voice for
    it; ``home`` (the config's language) is the voice of any other language.
    """
    models = [model] if isinstance(model, str) else list(model)
    made = ENGINES[engine].make if engine in ENGINES else ""
    if made:  # a voice added to ENGINES with its own maker: the config's choice alone plugs it in
        module, _, function = made.partition(":")
        maker = getattr(import_module(module), function)
        return maker(cache_dir=Path(cache_dir), model=models[0] if models else "", rate=rate, health=health)
    espeak = EspeakRenderer(cache_dir=Path(cache_dir), voice=voice, rate=rate, health=health)

    def natural(path: str, fallback: Voice) -> Voice:
        return PiperRenderer(
            cache_dir=Path(cache_dir), model=Path(path), fallback=fallback, rate=rate, health=health, announce=announce
        )

    if voices is None:
        return natural(models[0], espeak) if engine == ENGINE_PIPER else espeak
    piper_models = models_by_language(models, home) if engine == ENGINE_PIPER else {}
    by_language: dict[str, Voice] = {}
    for code, espeak_voice in voices.items():
        fallback = espeak.in_voice(espeak_voice)
        by_language[code] = natural(piper_models[code], fallback) if code in piper_models else fallback
    return LanguageVoices(by_language, default=home if home in by_language else next(iter(by_language)))


def models_by_language(models: Sequence[str], home: str) -> dict[str, str]:
    """Each Piper model under the language its .json names (``home`` if it names none or cannot be read)."""
    chosen: dict[str, str] = {}
    for model in models:
        code = piper_language(Path(model)) or home
        if code in chosen:
            logger.warning("two Piper voices speak %r: %s is used, %s is not", code, chosen[code], model)
            continue
        chosen[code] = model
    return chosen
