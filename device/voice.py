"""The old import path of the espeak-ng voice, kept for scripts/ and benchmarks/ until they move.

The voices live in device/voices/ now (the interface, the cache, espeak-ng,
Piper); new code imports from there. Nothing in device/ imports this module.
"""

from device.voices.espeak_ng import EspeakRenderer as VoiceRenderer
from device.voices.interface import RenderPriority
from device.voices.trim import LEAD_MARGIN_SECONDS, TAIL_MARGIN_SECONDS, trim_silence
from device.voices.wav_cache import CACHE_FORMAT, USE_MARK_SECONDS, WavCache

__all__ = [
    "CACHE_FORMAT",
    "LEAD_MARGIN_SECONDS",
    "TAIL_MARGIN_SECONDS",
    "USE_MARK_SECONDS",
    "RenderPriority",
    "VoiceRenderer",
    "WavCache",
    "trim_silence",
]
