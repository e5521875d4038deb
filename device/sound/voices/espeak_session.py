"""One pyttsx3 engine rendering one line at a time to a WAV, and the pyttsx3 quirks it works around (in the espeak-ng worker process).

Known pyttsx3 2.99 behaviour this module works around (checked, not assumed):

* espeak-ng is initialised in "retrieval" mode, which is asynchronous:
  ``runAndWait()`` returns as soon as synthesis is *started* and the WAV is
  written later from espeak's own thread (pyttsx3 issue #219). We wait for the
  ``finished-utterance`` callback with a timeout, then check the file.
* ``save_to_file`` only stores "the" pending text and file name, so several
  calls before one ``runAndWait`` write just the last: one line per run.
* ``save_to_file("")`` fails an assert: empty text never reaches it.
* The driver ``print()``s "Audio saved to ..." from espeak's thread; this
  runs in the espeak-ng worker process (espeak_worker.py), whose ``sys.stdout``
  is its log, so the chatter never reaches the referee's transcript.
* Only the *first* ``runAndWait()`` of an engine returns early; later ones
  block until espeak's callback ends the loop, and spin forever if it never
  comes (e.g. another engine's driver unregistered the process-global synth
  callback). ``_LoopWatchdog`` ends such a loop from outside.
* ``pyttsx3.init()`` hands out one cached engine per driver name, so a stuck
  engine would be handed back again; we evict it from the cache to rebuild.
* A finished ``completed=False`` means espeak cancelled the utterance; the
  WAV is then empty. The end of every ``runAndWait`` calls the driver's
  ``stop()``, which, when espeak-ng is still busy, cancels what it has queued
  and raises a flag that nothing lowers until it cancels a later line. With
  the settings pyttsx3 queues for the first line, that dropped a fresh
  engine's rate and cancelled its second line about one time in ten: the
  settings are now applied before the first line (``_configure``), and
  ``_clear_stale_stop`` lowers any flag left before each line.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import threading
import time
import wave
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

logger = logging.getLogger("table_referee.voice")

DRIVER_NAME: Final = "espeak"


class VoiceUnavailable(Exception):
    """pyttsx3/espeak-ng cannot be used; the message says why, for the log."""


class RenderFailed(Exception):
    """One attempt to render a line did not produce a usable WAV."""


class _LoopWatchdog:
    """Ends pyttsx3's run loop from outside if it outlives its deadline.

    The voice thread is the only one that renders; a loop that never ends
    would silence the referee for good. ``Engine.endLoop()`` cannot help:
    runAndWait() processes its own queued end-of-loop command before the
    driver loop even starts, so the engine already believes it is out of the
    loop and refuses. The engine's driver proxy ends the driver loop itself;
    the espeak driver polls that flag every 10 ms. The lock makes "finished
    normally" and "fired" mutually exclusive, so a late timer never touches
    the next line's loop.
    """

    def __init__(self, engine: Any, timeout: float) -> None:
        self._engine = engine
        self._lock = threading.Lock()
        self._over = False
        self.fired = False
        self._timer = threading.Timer(timeout, self._fire)
        self._timer.daemon = True

    def __enter__(self) -> _LoopWatchdog:
        self._timer.start()
        return self

    def __exit__(self, *_: object) -> None:
        with self._lock:
            self._over = True
        self._timer.cancel()

    def _fire(self) -> None:
        with self._lock:
            if self._over:
                return
            self.fired = True
            try:
                self._engine.proxy.endLoop(True)  # True: the driver runs the loop
            except Exception as exc:  # noqa: BLE001 - the driver is broken anyway; we rebuild
                logger.debug("ending the run loop from the watchdog: %r", exc)


class EspeakSession:
    """One pyttsx3 engine and the bookkeeping to render one line at a time with it.

    Used only on the voice thread. Thrown away and built afresh after any
    failed render, because an engine whose run loop raised can stay stuck
    "in loop" and would refuse every later line.
    """

    def __init__(self, *, voice: str | None, rate: int, volume: float) -> None:
        try:
            import pyttsx3
        except Exception as exc:
            raise VoiceUnavailable(f"cannot import pyttsx3 ({exc!r})") from exc
        _forget_shared_engine(pyttsx3)
        try:
            engine = pyttsx3.init(DRIVER_NAME)
        except Exception as exc:
            raise VoiceUnavailable(f"pyttsx3 could not start espeak-ng: {exc!r}") from exc
        self._pyttsx3 = pyttsx3
        self._engine: Any = engine
        self._finished = threading.Event()
        self._completed = False
        self._tokens = [
            engine.connect("finished-utterance", self._on_finished),
            engine.connect("error", self._on_error),
        ]
        try:
            self._configure(voice, rate, volume)
        except Exception as exc:
            self.close()
            raise VoiceUnavailable(f"espeak-ng rejected the voice settings: {exc!r}") from exc

    def _configure(self, voice: str | None, rate: int, volume: float) -> None:
        """Set the voice, rate and volume on the driver now, and wait until espeak-ng has taken them.

        Why not ``engine.setProperty``: pyttsx3 queues those until the first
        ``runAndWait``, where espeak-ng applies the rate and volume on its own
        thread; the same ``runAndWait`` ends with the driver's ``stop()``,
        which cancels whatever espeak-ng still has queued. About one fresh
        engine in ten lost its rate that way and spoke every line at the
        driver's own 200 words a minute, cached as if at ours.
        """
        driver = self._engine.proxy._driver
        _wait_for_espeak()  # what the driver set when it was made (its own voice, rate and volume)
        if voice is not None:
            voice_id = _resolve_voice(self._engine.getProperty("voices"), voice)
            if voice_id is None:
                logger.warning("voice %r not found in espeak-ng; using its default voice", voice)
            else:
                driver.setProperty("voice", voice_id)
        driver.setProperty("rate", rate)
        driver.setProperty("volume", volume)
        _wait_for_espeak()

    def render(self, text: str, path: Path, timeout: float) -> None:
        """Write ``text`` as a WAV at ``path``; raise RenderFailed if that did not happen."""
        self._finished.clear()
        self._completed = False
        deadline = time.monotonic() + timeout
        try:
            _clear_stale_stop(self._engine)
            with _LoopWatchdog(self._engine, timeout) as watchdog:
                self._engine.save_to_file(text, str(path))
                self._engine.runAndWait()  # may return before the WAV exists
            finished = self._finished.wait(max(0.0, deadline - time.monotonic()))
            if finished:
                _wait_for_espeak()  # its thread is still returning from the callback that said so
        except Exception as exc:
            raise RenderFailed(f"runAndWait raised {exc!r}") from exc
        if watchdog.fired:
            raise RenderFailed(f"runAndWait was still looping after {timeout:.1f} s")
        if not finished:
            raise RenderFailed(f"no finished-utterance within {timeout:.1f} s")
        if not self._completed:
            raise RenderFailed("espeak-ng cancelled the utterance")
        if _wav_frames(path) == 0:
            raise RenderFailed("the WAV has no audio frames")

    def close(self) -> None:
        """Let go of the engine so the next session really gets a new one."""
        engine, self._engine = self._engine, None
        if engine is None:
            return
        _keep_synth_callback()
        with contextlib.suppress(Exception):
            engine.stop()
        for token in self._tokens:
            with contextlib.suppress(Exception):
                engine.disconnect(token)
        _forget_shared_engine(self._pyttsx3)
        del engine
        # The dying driver unregisters espeak's (process-global) synth
        # callback. Collect it now, before a new driver registers its own,
        # or a late collection would silence the new engine.
        gc.collect()

    # Called from espeak's thread (or the voice thread when espeak cancels).
    def _on_finished(self, name: object = None, completed: bool = True, **_: object) -> None:
        self._completed = bool(completed)
        self._finished.set()

    def _on_error(self, name: object = None, exception: object = None, **_: object) -> None:
        logger.warning("espeak-ng reported an error: %s", exception)


def _resolve_voice(voices: Sequence[Any], wanted: str) -> str | None:
    """Match a configured voice against espeak's list by id, short id or display name.

    Checked up front because pyttsx3 swallows a bad voice name (it only
    emits an "error" event) and espeak would silently keep the old voice.
    """
    key = wanted.casefold()
    for voice in voices:
        ident = str(voice.id).casefold()
        if key in (ident, ident.rsplit("/", 1)[-1], str(voice.name or "").casefold()):
            return str(voice.id)
    return None


#: Every synth callback an engine handed libespeak-ng, kept for the life of the process.
_KEPT_CALLBACKS: list[Any] = []


def _keep_synth_callback() -> None:
    """Wait for espeak-ng's own thread to be done, and never free the callback it may still hold.

    pyttsx3 keeps one ctypes callback for the process (``_espeak.SynthCallback``)
    and replaces it when a driver is made or destroyed; the old one is then
    freed, although libespeak-ng's synthesis thread may still be returning
    from it. A session rebuilt after a cancelled line crashed the referee
    that way (SIGSEGV, tests/device/referee/test_spanish_voice.py). So a
    closing session first waits until espeak-ng has finished
    (``espeak_Synchronize``), then keeps the callback alive: a few hundred
    bytes a rebuild, and rebuilds are rare.
    """
    _wait_for_espeak()
    with contextlib.suppress(Exception):
        from pyttsx3.drivers import _espeak

        if _espeak.SynthCallback is not None:
            _KEPT_CALLBACKS.append(_espeak.SynthCallback)


def _wait_for_espeak() -> None:
    """Return once libespeak-ng's own thread has nothing left to do (``espeak_Synchronize``).

    Why after every line: the finished callback fires from espeak-ng's thread
    before that thread is done with the utterance, and the next line's
    synthesis (or a session's settings) must not start under it: a referee
    died that way too, more rarely (SIGSEGV on espeak-ng's thread).
    """
    with contextlib.suppress(Exception):
        from pyttsx3.drivers import _espeak

        _espeak.Synchronize()


def _clear_stale_stop(engine: Any) -> None:
    """Lower the espeak driver's stop flag left by the previous line's end (see the module's notes)."""
    driver = getattr(getattr(engine, "proxy", None), "_driver", None)
    if driver is not None and getattr(driver, "_stopping", False):
        logger.debug("a stop flag was left from the previous line: lowered")
        driver._stopping = False


def _forget_shared_engine(pyttsx3: Any) -> None:
    """Evict our engine from pyttsx3's per-driver cache so init() builds a new one."""
    engines = getattr(pyttsx3, "_activeEngines", None)
    if engines is not None:
        with contextlib.suppress(Exception):
            engines.pop(DRIVER_NAME, None)


def _wav_frames(path: Path) -> int:
    try:
        with wave.open(str(path), "rb") as wav:
            return wav.getnframes()
    except (OSError, EOFError, wave.Error):
        return 0
