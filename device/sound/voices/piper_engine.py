"""A Piper voice loaded from its model: one line at a time to a WAV, and why a voice does not load.

Used by the Piper voice's worker (device/sound/voices/piper.py) and by `referee
check`, which loads the voice and renders a test line.
"""

from __future__ import annotations

import json
import wave
from pathlib import Path
from typing import Any, Final

#: The configured rate (words a minute) at which a Piper voice speaks at its
#: own pace; other rates scale its phoneme lengths (length_scale).
NATURAL_RATE: Final = 160
FIX_ESPEAK: Final = 'or set [voice] engine = "espeak"'


class PiperUnavailable(Exception):
    """The Piper voice cannot be used; the message says why and the fix."""


def model_problem(model: Path) -> str | None:
    """Why ``model`` is not a usable Piper voice (with the fix), or None; reads only the small .json."""
    if model.suffix != ".onnx":
        return f"the Piper voice {model} is not an .onnx file; fix: give the path of the voice's .onnx file"
    if not model.is_file():
        return (
            f"the Piper voice {model} is missing; fix: put the .onnx file and its .onnx.json there (docs/voice.md), {FIX_ESPEAK}"
        )
    settings = model.with_name(model.name + ".json")
    try:
        data = json.loads(settings.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return f"the Piper voice {model} has no {settings.name} beside it; fix: copy the voice's .onnx.json there too"
    except (OSError, ValueError) as error:
        return f"{settings} cannot be read ({error}); fix: copy the voice's .onnx.json again"
    if not isinstance(data, dict) or not isinstance(data.get("audio", {}).get("sample_rate"), int):
        return f"{settings} is not a Piper voice's settings; fix: copy the .onnx.json that came with the voice"
    return None


def piper_language(model: Path) -> str | None:
    """The language a Piper voice speaks ("es"), from its .json; None if the file cannot say.

    Piper's voices name it twice: ``language.family`` in newer files, and
    always the espeak-ng voice they phonemize with ("es", "en-us").
    """
    try:
        data = json.loads(model.with_name(model.name + ".json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    family = (data.get("language") or {}).get("family") if isinstance(data.get("language"), dict) else None
    voice = (data.get("espeak") or {}).get("voice") if isinstance(data.get("espeak"), dict) else None
    named = family or voice
    if not isinstance(named, str) or not named:
        return None
    return named.replace("_", "-").split("-", 1)[0].lower()


class PiperEngine:
    """A loaded Piper voice: renders one line at a time to a WAV file."""

    def __init__(self, voice: Any, rate: int) -> None:
        from piper import SynthesisConfig

        self._voice = voice
        # Our own level rule (device/sound/loudness.py) replaces Piper's scaling to full scale.
        self._settings = SynthesisConfig(length_scale=NATURAL_RATE / rate, normalize_audio=False)

    @classmethod
    def load(cls, model: Path, rate: int) -> PiperEngine:
        """Load the voice on one CPU thread; PiperUnavailable with the fix if it cannot be."""
        problem = model_problem(model)
        if problem:
            raise PiperUnavailable(problem)
        try:
            import onnxruntime
            from piper import PiperVoice
            from piper.config import PiperConfig
        except ImportError as error:
            raise PiperUnavailable(
                f"piper-tts is not installed ({error}); fix: install it (pip install piper-tts, 64-bit systems"
                f" only), {FIX_ESPEAK}"
            ) from error
        try:
            settings = json.loads(model.with_name(model.name + ".json").read_text(encoding="utf-8"))
            options = onnxruntime.SessionOptions()
            # One thread, the caller's: it has the low priority, and a Pi keeps its other cores.
            options.intra_op_num_threads = 1
            options.inter_op_num_threads = 1
            # Memory over speed (measured on en_US-joe-medium: about 145 MB held instead of 210, at
            # much the same render time): no memory arena kept between lines, no planned buffers,
            # and only the basic graph rewrites, which do not copy the weights.
            options.enable_cpu_mem_arena = False
            options.enable_mem_pattern = False
            options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_BASIC
            session = onnxruntime.InferenceSession(str(model), sess_options=options, providers=["CPUExecutionProvider"])
            voice = PiperVoice(config=PiperConfig.from_dict(settings), session=session)
            _give_back_freed_memory()  # reading the model briefly held it twice
            return cls(voice, rate)
        except Exception as error:  # onnxruntime and piper raise many kinds; each means a broken voice
            raise PiperUnavailable(
                f"the Piper voice {model} does not load ({type(error).__name__}: {str(error)[:200]}); fix: copy the"
                f" voice again, {FIX_ESPEAK}"
            ) from error

    def render(self, text: str, path: Path) -> None:
        """Write ``text`` as a 16-bit mono WAV at ``path``."""
        with wave.open(str(path), "wb") as wav:
            self._voice.synthesize_wav(text, wav, syn_config=self._settings)


def _give_back_freed_memory() -> None:
    """Return the heap glibc keeps after a big free to the system (Linux with glibc; elsewhere nothing)."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
