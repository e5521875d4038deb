"""The referee's voices: each turns a line of text into a cached WAV the speaker plays.

What lives here, one job a module:

* ``interface.py``: ``Voice``, what every voice answers (its name, whether it
  can speak, a line as a WAV, a cached lookup, a request with a priority).
  The speaker, rendering ahead and ``referee check`` use this and nothing else.
* ``wav_cache.py`` and ``trim.py``: how a rendering enters the speech cache
  (named after what shaped its sound, at the one level, its silence trimmed).
* ``jobs.py``: lines waiting for a voice's worker thread, and the Futures
  their callers hold.
* ``finisher.py`` (with ``finish_worker.py``): levels and trims a line
  rendered in the referee's process (Piper's) in a process of its own, so
  that work never holds the GIL a press's answer needs; ``child_answers.py``
  reads a worker's answers, for it and for espeak-ng's worker.
* ``espeak_ng.py`` (with ``espeak_process.py``, ``espeak_worker.py`` and
  ``espeak_session.py``): the espeak-ng voice through pyttsx3, on every Pi,
  rendered in a worker process a crash of libespeak-ng cannot take the game with.
* ``piper.py`` (with ``piper_engine.py``): the natural Piper voice, which
  falls back on another ``Voice`` (espeak-ng in the referee) until it loads.
* ``by_language.py``: one voice a language, each line said in the voice of
  the language being spoken when it is said.
* ``choice.py``: the voice the config asks for.

The engines live here, in one list, not in an implementation, so the config can
check ``[voice] engine`` and ``referee check`` can name its check without importing a voice.
"""

from dataclasses import dataclass
from typing import Final

ENGINE_ESPEAK: Final = "espeak"
ENGINE_PIPER: Final = "piper"


@dataclass(frozen=True)
class Engine:
    """One value ``[voice] engine`` may take: what the config's messages and ``referee check`` say of it."""

    said: str  # its name in `referee check`'s lines ("espeak-ng")
    described: str  # what it is, in the config's message for an unknown engine
    needs_model: bool = False  # ``[voice] model`` names its voice's file
    #: Its own health check in ``referee check``, as "module:function" taking the Config and giving a
    #: PartResult; empty: espeak-ng's check (every engine's fallback, always run) is all it has.
    check: str = ""
    #: How the voice is made, as "module:function" taking keywords ``cache_dir``, ``model``, ``rate``
    #: and ``health`` and giving a Voice; empty for the two built in, which choice.py makes itself.
    make: str = ""


#: The values ``[voice] engine`` may take, each with what is said of it: the one list of engines.
ENGINES: Final[dict[str, Engine]] = {
    ENGINE_ESPEAK: Engine("espeak-ng", "the built-in voice"),
    ENGINE_PIPER: Engine("piper", "a natural voice, with model = its .onnx file", True, "device.app.check:check_piper"),
}
