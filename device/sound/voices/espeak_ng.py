"""The espeak-ng voice: text to WAV with pyttsx3, on one worker thread, through the speech cache.

Why render to files instead of letting pyttsx3 speak: pyttsx3's ``say()``
plays through ``aplay``, a second ALSA client that fights pygame for the sound
card and cannot be interrupted. Rendering to WAV lets one mixer play speech
and cues, cut a line short, and replay fixed phrases from the cache instantly.

pyttsx3 and libespeak-ng run in a worker process of their own
(device/sound/voices/espeak_worker.py says why: libespeak-ng 1.51 can crash
on Spanish words); device/sound/voices/espeak_process.py starts it, hands it
lines and starts a new one when it dies. The pyttsx3 engine and its quirks
are in device/sound/voices/espeak_session.py.

Why one renderer serves every espeak-ng voice (``in_voice``): a table may
switch language at the menu, and a resumed game speaks its own. pyttsx3
hands out one engine per driver and libespeak-ng keeps its state for the
whole process, so two renderers would fight over it; instead each line
carries its voice, and the one worker sets its engine to it before rendering.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import queue
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Final

from device.health import Health
from device.sound.voices.espeak_process import EspeakProcess
from device.sound.voices.espeak_session import RenderFailed, VoiceUnavailable
from device.sound.voices.interface import RenderPriority, Voice
from device.sound.voices.jobs import RenderJob, cancel_queued, resolved
from device.sound.voices.wav_cache import WavCache

logger = logging.getLogger("table_referee.voice")

#: The Health part this module reports on.
HEALTH_PART: Final = "voice"
#: Tries a line gets: a worker that dies on it is replaced before the next try (espeak_process.py).
ATTEMPTS: Final = 3


class EspeakRenderer(Voice):
    """The espeak-ng voice: renders lines to cached WAV files on one dedicated worker thread.

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
        self._cache = espeak_cache(Path(cache_dir), voice=voice, rate=rate, volume=self._volume)
        self._views: dict[str | None, Voice] = {}
        self._render_timeout = render_timeout
        self._init_timeout = init_timeout
        self._jobs: queue.PriorityQueue[tuple[int, int, VoicedJob | None]] = queue.PriorityQueue()
        self._order = itertools.count()
        self._lock = threading.Lock()  # guards _available/_closed against submit()
        self._available = False
        self._starting = False
        self._closed = False
        self._gave_up = False
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        self._session: EspeakProcess | None = None
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
    def name(self) -> str:
        return "espeak-ng"

    @property
    def available(self) -> bool:
        return self._available

    @property
    def worker_pid(self) -> int | None:
        """The espeak-ng worker process now rendering (None before it started or after it failed): for tests."""
        session = self._session
        return session.pid if session is not None and session.running else None

    @property
    def render_count(self) -> int:
        """How many lines pyttsx3 has actually rendered (cache hits do not count)."""
        return self._renders

    # ----- requests, callable from any thread --------------------------------

    @property
    def cache(self) -> WavCache:
        """Where this voice's lines are stored: for `referee check` and tests."""
        return self._cache

    def cached(self, text: str) -> Path | None:
        return self._cache.lookup(text.strip())

    def submit(self, text: str, *, priority: RenderPriority = RenderPriority.SAY) -> Future[Path | None]:
        """Ask for ``text`` as a WAV; cancel the Future if the line is no longer wanted."""
        return self.submit_in(self._voice, self._cache, text, priority)

    def in_voice(self, voice: str | None) -> Voice:
        """This renderer speaking another espeak-ng voice ("es"), with the same worker, rate and volume."""
        if voice == self._voice:
            return self
        if voice not in self._views:
            cache = espeak_cache(self._cache.directory, voice=voice, rate=self._rate, volume=self._volume)
            self._views[voice] = EspeakVoice(self, voice, cache)
        return self._views[voice]

    def submit_in(self, voice: str | None, cache: WavCache, text: str, priority: RenderPriority) -> Future[Path | None]:
        """``submit`` in ``voice``, through that voice's cache: for ``EspeakVoice``."""
        line = text.strip()
        if not line:
            return resolved(None)
        hit = cache.lookup(line)
        if hit is not None:
            return resolved(hit)
        with self._lock:
            if not (self._available or self._starting) or self._closed:
                return resolved(None)
            future: Future[Path | None] = Future()
            self._jobs.put((int(priority), next(self._order), VoicedJob(line, future, voice, cache)))
        return future

    # ----- worker thread -----------------------------------------------------

    def _run(self) -> None:
        try:
            self._cache.prepare()
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
                    job.future.set_result(self._produce(job))
        except Exception as exc:
            logger.exception("voice worker failed; speech is off from now on")
            self._give_up(exc)
        finally:
            if self._session is not None:
                self._session.close()
                self._session = None
            self._cancel_queued()

    def _new_session(self) -> EspeakProcess:
        return EspeakProcess(voice=self._voice, rate=self._rate, volume=self._volume, start_timeout=self._init_timeout)

    def _produce(self, job: VoicedJob) -> Path | None:
        text, cache = job.text, job.cache
        hit = cache.lookup(text)  # the same line may have been queued twice
        if hit is not None:
            return hit
        for attempt in range(1, ATTEMPTS + 1):
            if self._session is None:
                return None
            scratch = cache.scratch_path()
            try:
                self._session.render(text, scratch, job.voice, self._timeout_for(text))
                self._renders += 1
                return cache.commit(scratch, text)  # levelled and trimmed by the worker, in its own process
            except RenderFailed as exc:
                logger.warning("rendering %r failed (attempt %d of %d): %s", text, attempt, ATTEMPTS, exc)
                if not self._session.running:
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
        kept: list[tuple[int, int, VoicedJob | None]] = []
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
        cancel_queued(self._jobs)


class VoicedJob(RenderJob):
    """A line for the espeak-ng worker, with the voice to say it in and the cache it goes to."""

    __slots__ = ("voice", "cache")

    def __init__(self, text: str, future: Future[Path | None], voice: str | None, cache: WavCache) -> None:
        super().__init__(text, future)
        self.voice = voice
        self.cache = cache


class EspeakVoice(Voice):
    """Another espeak-ng voice of one ``EspeakRenderer``: its own cache, the renderer's worker and lifecycle."""

    def __init__(self, renderer: EspeakRenderer, voice: str | None, cache: WavCache) -> None:
        self._renderer = renderer
        self._voice = voice
        self._cache = cache

    @property
    def name(self) -> str:
        return f"espeak-ng {self._voice or 'default'}"

    @property
    def available(self) -> bool:
        return self._renderer.available

    @property
    def cache(self) -> WavCache:
        return self._cache

    def start(self, *, wait: bool = True) -> bool:
        return self._renderer.start(wait=wait)

    def wait_ready(self, timeout: float) -> bool:
        return self._renderer.wait_ready(timeout)

    def close(self) -> None:
        self._renderer.close()

    def cached(self, text: str) -> Path | None:
        return self._cache.lookup(text.strip())

    def submit(self, text: str, *, priority: RenderPriority = RenderPriority.SAY) -> Future[Path | None]:
        return self._renderer.submit_in(self._voice, self._cache, text, priority)


def espeak_cache(cache_dir: Path, *, voice: str | None, rate: int, volume: float) -> WavCache:
    """Where espeak-ng's lines are cached: keyed by voice, rate, volume and text (Piper keeps its own subfolder)."""
    return WavCache(cache_dir, voice=voice, rate=rate, volume=volume)
