"""Text to WAV with pyttsx3 (espeak-ng), on one worker thread, through a disk cache.

Why render to files instead of letting pyttsx3 speak: pyttsx3's ``say()``
plays through ``aplay``, a second ALSA client that fights pygame for the sound
card and cannot be interrupted. Rendering to WAV lets one mixer play speech
and cues, cut a line short, and replay fixed phrases from the cache instantly.

Known pyttsx3 2.99 behaviour this module works around (checked, not assumed):

* espeak-ng is initialised in "retrieval" mode, which is asynchronous:
  ``runAndWait()`` returns as soon as synthesis is *started* and the WAV is
  written later from espeak's own thread (pyttsx3 issue #219). We wait for the
  ``finished-utterance`` callback with a timeout, then check the file.
* ``save_to_file`` only stores "the" pending text and file name, so several
  calls before one ``runAndWait`` write just the last: one line per run.
* ``save_to_file("")`` fails an assert: empty text never reaches it.
* The driver ``print()``s "Audio saved to ..." from espeak's thread; see
  ``_ChatterFilter`` for why ``contextlib.redirect_stdout`` is not used.
* Only the *first* ``runAndWait()`` of an engine returns early; later ones
  block until espeak's callback ends the loop, and spin forever if it never
  comes (e.g. another engine's driver unregistered the process-global synth
  callback). ``_LoopWatchdog`` ends such a loop from outside.
* ``pyttsx3.init()`` hands out one cached engine per driver name, so a stuck
  engine would be handed back again; we evict it from the cache to rebuild.
* A finished ``completed=False`` means espeak cancelled the utterance (a stop
  flag left over from the previous run can do that); the WAV is then empty.
* libespeak-ng calls ``exit(1)`` from ``espeak_Initialize`` when its data
  folder is missing (e.g. ESPEAK_DATA_PATH points at an empty folder): the
  whole referee would vanish without a word in our log. So before espeak is
  initialised in this process, ``probe_espeak`` initialises it in a short-lived
  child process, where dying costs nothing but the answer.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import itertools
import json
import logging
import os
import queue
import subprocess
import sys
import threading
import time
import uuid
import wave
from array import array
from collections.abc import Iterator, Sequence
from concurrent.futures import CancelledError, Future
from concurrent.futures import TimeoutError as FutureTimeout
from enum import IntEnum
from pathlib import Path
from typing import Any, Final, TextIO

from device.files import replace_durably
from device.health import Health
from device.loudness import normalise_wav

logger = logging.getLogger("table_referee.voice")

DRIVER_NAME: Final = "espeak"
#: A WAV with nothing but its header is this long; anything not longer is empty.
WAV_HEADER_BYTES: Final = 44
SCRATCH_SUFFIX: Final = ".tmp.wav"
#: The Health part this module reports on.
HEALTH_PART: Final = "voice"
#: A sample quieter than this (1 % of full scale, the level sox's silence
#: effect is commonly given) counts as silence when a line is trimmed.
SILENCE_THRESHOLD: Final = 328
#: Silence kept before the first and after the last sounding sample of a
#: trimmed line: a few ms in front so the attack is not clipped, a little
#: more behind so a fading consonant ends on its own rather than with a click.
LEAD_MARGIN_SECONDS: Final = 0.005
TAIL_MARGIN_SECONDS: Final = 0.030
#: Part of every cache name: bumped whenever what is stored for a line
#: changes (2: silence trimmed, 3: brought to the one level), so files
#: written by an older version are never played again.
CACHE_FORMAT: Final = 3
#: A cached line used again after this long has its file's time renewed, so
#: the cache's size limit drops the lines used least recently (device/speech_cache.py)
#: without a write to the card at every hit.
USE_MARK_SECONDS: Final = 3600.0
#: espeak-ng's own variable for its data folder; named in the fix we suggest.
DATA_VARIABLE: Final = "ESPEAK_DATA_PATH"
#: The child starts in about 0.1 s on a PC; a loaded Pi Zero may need seconds.
PROBE_TIMEOUT_SECONDS: Final = 20.0
#: What libespeak-ng prints when a data file is missing (it names the file).
_DATA_MISSING_SIGNS: Final = ("Error processing file", "phontab", "espeak-ng-data")
#: What the child runs: exactly the initialisation the voice thread would do.
_PROBE_CODE: Final = "import pyttsx3; pyttsx3.init(%r)" % DRIVER_NAME


class RenderPriority(IntEnum):
    """Lower renders first: an urgent line jumps the queue, prerendering waits for idle time."""

    URGENT = 0
    SAY = 1
    PRERENDER = 2


class VoiceUnavailable(Exception):
    """pyttsx3/espeak-ng cannot be used; the message says why, for the log."""


class RenderFailed(Exception):
    """One attempt to render a line did not produce a usable WAV."""


class WavCache:
    """Rendered lines on disk, each named after everything that shaped its sound.

    The name is the sha256 of (text, voice, rate, volume, CACHE_FORMAT), so
    changing the voice settings, or how a rendering is processed before it is
    stored, never plays a stale file. Files appear atomically
    (scratch file, fsync, os.replace) so a power cut mid-render leaves either
    nothing or a complete WAV, never a truncated one under the final name.
    """

    def __init__(self, directory: Path, *, voice: str | None, rate: int, volume: float) -> None:
        self.directory = directory
        self._settings = (voice, rate, volume)

    def prepare(self) -> None:
        """Create the directory and delete scratch files left by an interrupted run."""
        self.directory.mkdir(parents=True, exist_ok=True)
        for leftover in self.directory.glob("*" + SCRATCH_SUFFIX):
            with contextlib.suppress(OSError):
                leftover.unlink()

    def path_for(self, text: str) -> Path:
        voice, rate, volume = self._settings
        identity = json.dumps([text, voice, rate, volume, CACHE_FORMAT], ensure_ascii=False)
        return self.directory / (hashlib.sha256(identity.encode("utf-8")).hexdigest() + ".wav")

    def lookup(self, text: str) -> Path | None:
        path = self.path_for(text)
        try:
            found = path.stat()
        except OSError:
            return None
        if found.st_size <= WAV_HEADER_BYTES:
            return None
        if time.time() - found.st_mtime > USE_MARK_SECONDS:
            with contextlib.suppress(OSError):
                os.utime(path)
        return path

    def scratch_path(self) -> Path:
        return self.directory / (uuid.uuid4().hex + SCRATCH_SUFFIX)

    def commit(self, scratch: Path, text: str) -> Path:
        """Move a finished scratch file to its cache name, durably."""
        final = self.path_for(text)
        replace_durably(scratch, final)
        return final


class _ChatterFilter:
    """Stands in for sys.stdout during a render, keeping pyttsx3's print off the transcript.

    stdout is the referee's transcript, and the espeak driver prints
    "Audio saved to <file>" after every render. contextlib.redirect_stdout
    would not do: it swaps sys.stdout for the whole process, so lines the game
    thread prints during a render would vanish. Filtering by thread is not
    possible either, because the print comes from espeak's own callback
    thread. So this filters by content: exactly pyttsx3's message, and the
    newline print() writes right after it on the same thread, go to the debug
    log; everything else passes through untouched.
    """

    _PREFIX: Final = "Audio saved to "

    def __init__(self, target: TextIO) -> None:
        self._target = target
        self._after_chatter = threading.local()

    def write(self, text: str) -> int:
        if text.startswith(self._PREFIX):
            logger.debug("pyttsx3: %s", text.strip())
            self._after_chatter.flag = True
            return len(text)
        if text == "\n" and getattr(self._after_chatter, "flag", False):
            self._after_chatter.flag = False
            return len(text)
        self._after_chatter.flag = False
        return self._target.write(text)

    def flush(self) -> None:
        self._target.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._target, name)


@contextlib.contextmanager
def _pyttsx3_chatter_to_log() -> Iterator[None]:
    original = sys.stdout
    if original is None:  # no stdout at all: nothing to protect
        yield
        return
    shield = _ChatterFilter(original)
    sys.stdout = shield
    try:
        yield
    finally:
        if sys.stdout is shield:  # someone else may have swapped it meanwhile
            sys.stdout = original


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
            except Exception as exc:  # the driver is broken anyway; we rebuild
                logger.debug("ending the run loop from the watchdog: %r", exc)


class _EspeakSession:
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
        # Queued inside pyttsx3 and applied at the first runAndWait; espeak
        # then keeps them for every later line.
        if voice is not None:
            voice_id = _resolve_voice(self._engine.getProperty("voices"), voice)
            if voice_id is None:
                logger.warning("voice %r not found in espeak-ng; using its default voice", voice)
            else:
                self._engine.setProperty("voice", voice_id)
        self._engine.setProperty("rate", rate)
        self._engine.setProperty("volume", volume)

    def render(self, text: str, path: Path, timeout: float) -> None:
        """Write ``text`` as a WAV at ``path``; raise RenderFailed if that did not happen."""
        self._finished.clear()
        self._completed = False
        deadline = time.monotonic() + timeout
        try:
            with _pyttsx3_chatter_to_log():
                with _LoopWatchdog(self._engine, timeout) as watchdog:
                    self._engine.save_to_file(text, str(path))
                    self._engine.runAndWait()  # may return before the WAV exists
                finished = self._finished.wait(max(0.0, deadline - time.monotonic()))
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


_probe_lock = threading.Lock()
_probe_passed: set[tuple[str, str | None]] = set()


def probe_espeak(timeout: float = PROBE_TIMEOUT_SECONDS) -> str | None:
    """Initialise espeak-ng in a child process: None if that worked, else why not (with the fix).

    A pass is remembered for this interpreter and this ESPEAK_DATA_PATH, so
    a renderer rebuilt later in the same run does not pay for the check again.
    """
    key = (sys.executable, os.environ.get(DATA_VARIABLE))
    with _probe_lock:
        if key in _probe_passed:
            return None
    try:
        done = subprocess.run(
            [sys.executable, "-c", _PROBE_CODE],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return f"espeak-ng did not start within {timeout:.0f} s"
    except OSError as exc:
        return f"cannot check espeak-ng ({exc})"
    if done.returncode == 0:
        with _probe_lock:
            _probe_passed.add(key)
        return None
    said = [line.strip() for line in (done.stderr or "").splitlines() if line.strip()]
    return explain_espeak_failure(said[-1] if said else f"exit status {done.returncode}")


def explain_espeak_failure(detail: str) -> str:
    """The reason for Health and the log: what failed, which data folder, and the fix."""
    folder = os.environ.get(DATA_VARIABLE)
    if folder is not None:
        return (
            f"espeak-ng cannot start with its data folder {DATA_VARIABLE}={folder} ({detail});"
            f" fix: install espeak-ng-data there or unset {DATA_VARIABLE}"
        )
    if any(sign in detail for sign in _DATA_MISSING_SIGNS):
        return f"espeak-ng cannot find its data ({detail}); fix: install the espeak-ng-data package"
    return f"espeak-ng cannot start ({detail}); fix: install the espeak-ng and espeak-ng-data packages"


class VoiceRenderer:
    """Renders lines to cached WAV files on one dedicated worker thread.

    ``submit()`` returns a Future at once: already resolved on a cache hit
    (pyttsx3 is not touched), otherwise resolved by the worker. A Future
    resolves to None when the line cannot be voiced, never to an exception.
    Lines submitted while espeak-ng is still starting wait for it. If
    pyttsx3/espeak-ng cannot start, the reason goes to ``health`` (part
    "voice", logged once) and from then on only cached lines resolve to a path.
    """

    def __init__(
        self,
        *,
        cache_dir: Path,
        voice: str | None = None,
        rate: int = 160,
        volume: float = 1.0,
        render_timeout: float = 5.0,
        init_timeout: float = 10.0,
        health: Health | None = None,
    ) -> None:
        self.health = health if health is not None else Health()
        self._voice = voice
        self._rate = rate
        self._volume = min(1.0, max(0.0, float(volume)))
        self._cache = WavCache(Path(cache_dir), voice=voice, rate=rate, volume=self._volume)
        self._render_timeout = render_timeout
        self._init_timeout = init_timeout
        self._jobs: queue.PriorityQueue[tuple[int, int, _Job | None]] = queue.PriorityQueue()
        self._order = itertools.count()
        self._lock = threading.Lock()  # guards _available/_closed against submit()
        self._available = False
        self._starting = False
        self._closed = False
        self._gave_up = False
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        self._session: _EspeakSession | None = None
        self._renders = 0

    # ----- lifecycle -------------------------------------------------------

    def start(self, *, wait: bool = True) -> bool:
        """Start the worker; with ``wait``, wait for espeak-ng. Return availability. Never raises.

        Without ``wait`` start-up is not held up by the espeak check: lines
        submitted meanwhile queue and are rendered once espeak is up.
        """
        if self._thread is None and not self._closed:
            with self._lock:
                self._starting = True
            self._thread = threading.Thread(target=self._run, name="voice-renderer", daemon=True)
            self._thread.start()
            if wait:
                self.wait_ready(self._init_timeout)
        return self.available

    def wait_ready(self, timeout: float) -> bool:
        """Wait until espeak-ng is up or known to be unavailable; return availability."""
        if self._thread is not None and not self._ready.wait(timeout):
            self._give_up(VoiceUnavailable(f"espeak-ng did not start within {timeout:.1f} s"))
        return self.available

    def close(self) -> None:
        """Stop the worker; lines not yet rendered resolve as cancelled."""
        with self._lock:
            self._closed = True
            self._available = False
        thread, self._thread = self._thread, None
        if thread is not None:
            self._jobs.put((-1, next(self._order), None))  # jumps every queued line
            thread.join(timeout=self._render_timeout + 2.0)
            if thread.is_alive():
                logger.warning("voice worker did not stop in time")
        self._cancel_queued()

    @property
    def available(self) -> bool:
        return self._available

    @property
    def render_count(self) -> int:
        """How many lines pyttsx3 has actually rendered (cache hits do not count)."""
        return self._renders

    # ----- requests, callable from any thread --------------------------------

    def cached(self, text: str) -> Path | None:
        return self._cache.lookup(text.strip())

    def submit(self, text: str, *, priority: RenderPriority = RenderPriority.SAY) -> Future[Path | None]:
        """Ask for ``text`` as a WAV; cancel the Future if the line is no longer wanted."""
        line = text.strip()
        if not line:
            return _resolved(None)
        hit = self._cache.lookup(line)
        if hit is not None:
            return _resolved(hit)
        with self._lock:
            if not (self._available or self._starting) or self._closed:
                return _resolved(None)
            future: Future[Path | None] = Future()
            self._jobs.put((int(priority), next(self._order), _Job(line, future)))
        return future

    def render(self, text: str, *, timeout: float | None = None) -> Path | None:
        """Blocking convenience around submit(): the WAV path, or None."""
        future = self.submit(text)
        try:
            return future.result(timeout=timeout)
        except (FutureTimeout, CancelledError):
            return None

    # ----- worker thread -----------------------------------------------------

    def _run(self) -> None:
        try:
            self._cache.prepare()
            problem = probe_espeak()
            if problem is not None:
                raise VoiceUnavailable(problem)
            self._session = self._new_session()
        except (VoiceUnavailable, OSError) as exc:
            self._give_up(exc)
            self._ready.set()
            return
        with self._lock:
            self._available = not self._closed and not self._gave_up
            self._starting = False
        if self._available:
            self.health.report(HEALTH_PART, None)
        self._ready.set()
        try:
            while True:
                _, _, job = self._jobs.get()
                if job is None:
                    return
                if job.future.set_running_or_notify_cancel():
                    job.future.set_result(self._produce(job.text))
        except Exception as exc:
            logger.exception("voice worker failed; speech is off from now on")
            self._give_up(exc)
        finally:
            if self._session is not None:
                self._session.close()
                self._session = None
            self._cancel_queued()

    def _new_session(self) -> _EspeakSession:
        return _EspeakSession(voice=self._voice, rate=self._rate, volume=self._volume)

    def _produce(self, text: str) -> Path | None:
        hit = self._cache.lookup(text)  # the same line may have been queued twice
        if hit is not None:
            return hit
        for attempt in (1, 2):
            if self._session is None:
                return None
            scratch = self._cache.scratch_path()
            try:
                self._session.render(text, scratch, self._timeout_for(text))
                self._renders += 1
                normalise_wav(scratch)  # first: the trim then sees the level the table hears
                trim_silence(scratch)
                return self._cache.commit(scratch, text)
            except RenderFailed as exc:
                logger.warning("rendering %r failed (attempt %d): %s; rebuilding the engine", text, attempt, exc)
                self._rebuild_session()
            except OSError as exc:
                logger.warning("cannot store the rendering of %r: %s", text, exc)
                return None
            finally:
                with contextlib.suppress(OSError):
                    scratch.unlink(missing_ok=True)
        return None

    def _timeout_for(self, text: str) -> float:
        # espeak-ng renders many times faster than real time even on a Pi
        # Zero; the per-character allowance only matters for long texts.
        return self._render_timeout + 0.02 * len(text)

    def _rebuild_session(self) -> None:
        if self._session is not None:
            self._session.close()
            self._session = None
        try:
            self._session = self._new_session()
        except VoiceUnavailable as exc:
            self._give_up(exc)

    def _give_up(self, reason: BaseException) -> None:
        """Mark the voice unavailable and tell Health once: the game carries on without speech.

        Lines already waiting resolve to None (not cancelled), so whoever
        holds them simply skips them.
        """
        with self._lock:
            self._available = False
            self._starting = False
            first = not self._gave_up
            self._gave_up = True
        if first:
            self.health.report(HEALTH_PART, str(reason))
        self._resolve_queued()

    def _resolve_queued(self) -> None:
        """Answer every waiting line with None; its caller skips it."""
        kept: list[tuple[int, int, _Job | None]] = []
        while True:
            try:
                entry = self._jobs.get_nowait()
            except queue.Empty:
                break
            job = entry[2]
            if job is None:
                kept.append(entry)  # a stop request stays for the worker
            elif job.future.set_running_or_notify_cancel():
                job.future.set_result(None)
        for entry in kept:
            self._jobs.put(entry)

    def _cancel_queued(self) -> None:
        while True:
            try:
                _, _, job = self._jobs.get_nowait()
            except queue.Empty:
                return
            if job is not None:
                job.future.cancel()


class _Job:
    """A line waiting for the worker, with the Future its caller holds."""

    __slots__ = ("text", "future")

    def __init__(self, text: str, future: Future[Path | None]) -> None:
        self.text = text
        self.future = future


def _resolved(value: Path | None) -> Future[Path | None]:
    future: Future[Path | None] = Future()
    future.set_result(value)
    return future


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


def _forget_shared_engine(pyttsx3: Any) -> None:
    """Evict our engine from pyttsx3's per-driver cache so init() builds a new one."""
    engines = getattr(pyttsx3, "_activeEngines", None)
    if engines is not None:
        with contextlib.suppress(Exception):
            engines.pop(DRIVER_NAME, None)


def trim_silence(path: Path) -> tuple[float, float]:
    """Cut the silence espeak-ng puts around a line, in place; return the seconds cut (front, back).

    Why: espeak-ng ends every line with 350-420 ms of silence and starts it
    with about 13 ms (up to 50). Between a question and the next sound that
    is dead air the table waits through, and it delays every line after it.
    Trimmed once, when the line enters the cache, it costs nothing at play
    time. Only 16-bit PCM is touched (what espeak-ng writes); anything else,
    or a line that is silence throughout, is left as it is.
    """
    try:
        with wave.open(str(path), "rb") as wav:
            params = wav.getparams()
            frames = wav.readframes(params.nframes)
    except (wave.Error, EOFError) as exc:  # an odd WAV still plays, just untrimmed
        logger.debug("not trimming %s: %s", path, exc)
        return 0.0, 0.0
    if params.sampwidth != 2 or not frames:
        return 0.0, 0.0
    samples = array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    channels = params.nchannels
    first = _first_loud(samples, range(0, len(samples), _SCAN_BLOCK))
    if first is None:
        return 0.0, 0.0
    last = _last_loud(samples)
    rate = params.framerate
    start = max(0, first // channels - int(LEAD_MARGIN_SECONDS * rate))
    end = min(params.nframes, last // channels + 1 + int(TAIL_MARGIN_SECONDS * rate))
    if start == 0 and end == params.nframes:
        return 0.0, 0.0
    kept = frames[start * channels * 2 : end * channels * 2]
    with wave.open(str(path), "wb") as out:
        out.setparams(params)
        out.writeframes(kept)
    return start / rate, (params.nframes - end) / rate


#: Samples looked at per C-level min/max call while scanning for sound: the
#: scan stays fast on a Pi without numpy.
_SCAN_BLOCK: Final = 256


def _loud(block: array) -> bool:  # type: ignore[type-arg]
    return max(block) > SILENCE_THRESHOLD or min(block) < -SILENCE_THRESHOLD


def _first_loud(samples: array, starts: range) -> int | None:  # type: ignore[type-arg]
    """Index of the first sample louder than the threshold, or None."""
    for start in starts:
        block = samples[start : start + _SCAN_BLOCK]
        if _loud(block):
            for offset, value in enumerate(block):
                if abs(value) > SILENCE_THRESHOLD:
                    return start + offset
    return None


def _last_loud(samples: array) -> int:  # type: ignore[type-arg]
    """Index of the last sample louder than the threshold (one is known to exist)."""
    end = len(samples)
    while end > 0:
        start = max(0, end - _SCAN_BLOCK)
        block = samples[start:end]
        if _loud(block):
            for offset in range(len(block) - 1, -1, -1):
                if abs(block[offset]) > SILENCE_THRESHOLD:
                    return start + offset
        end = start
    return 0


def _wav_frames(path: Path) -> int:
    try:
        with wave.open(str(path), "rb") as wav:
            return wav.getnframes()
    except (OSError, EOFError, wave.Error):
        return 0

