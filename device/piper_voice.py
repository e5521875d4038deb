"""The old import path of the Piper voice, kept for scripts/ and benchmarks/ until they move.

The voices live in device/voices/ now; new code imports from there. Nothing
in device/ imports this module.
"""

from __future__ import annotations

from typing import Any

from device.voices import ENGINE_ESPEAK, ENGINE_PIPER, ENGINES
from device.voices import piper as _piper
from device.voices.choice import line_cache, make_renderer
from device.voices.interface import Voice
from device.voices.jobs import lower_this_thread
from device.voices.piper_engine import PiperEngine, PiperUnavailable, model_problem


class PiperRenderer(_piper.PiperRenderer):
    """The old spelling, ``espeak=`` for the voice Piper falls back on (scripts/voice_samples.py uses it)."""

    def __init__(self, *, espeak: Voice, **settings: Any) -> None:
        super().__init__(fallback=espeak, **settings)


__all__ = [
    "ENGINES",
    "ENGINE_ESPEAK",
    "ENGINE_PIPER",
    "PiperEngine",
    "PiperRenderer",
    "PiperUnavailable",
    "line_cache",
    "lower_this_thread",
    "make_renderer",
    "model_problem",
]
