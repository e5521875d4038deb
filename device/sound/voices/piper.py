"""A natural voice (Piper), offline, that never keeps the table waiting.

Why Piper: espeak-ng is clear but robotic, and a table hears the referee for
an hour. Piper (``piper-tts``: a neural voice run by onnxruntime, offline)
sounds like a person. Why not simply swap it in: on a Pi 4 a medium Piper
voice renders at about real time, and loading it takes seconds. So:

* the voice loads on its own thread, at the lowest CPU priority; espeak-ng
  speaks until it is ready, and start-up (READY=1) never waits for it;
* everything known in advance is rendered ahead (device/sound/prerender.py), on
  the same low-priority thread, into the speech cache, where the loop finds
  it at once;
* a line nobody rendered yet gets a whole rendering if that is done within
  ``whole_wait`` (a few tens of ms), else it is said at once as a run of
  rendered pieces (device/sound/speech_pieces.py), else, as a last resort, by
  espeak-ng for that one line (logged); the whole rendering still lands in
  the cache for the next time;
* a voice that cannot load (piper-tts missing, a missing or broken model) is
  said aloud in espeak-ng, logged once, shown in STATUS= (Health part
  "piper"), and the game goes on in espeak-ng.

``PiperRenderer`` is a ``Voice`` (device/sound/voices/interface.py), and leans on
another ``Voice`` (``fallback``: espeak-ng in the referee) only through that
interface, so the Speaker does not care which voice it has, and neither
voice knows the other's insides. Loading the model and rendering one line is
device/sound/voices/piper_engine.py.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import queue
import threading
import time
import wave
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Final

from device.health import Health
from device.sound.speech_pieces import PieceIndex, join
from device.sound.voices.finisher import Finisher
from device.sound.voices.interface import RenderPriority, Voice
from device.sound.voices.jobs import RenderJob, cancel_queued, chain, lower_this_thread, resolved, settle
from device.sound.voices.piper_engine import NATURAL_RATE, PiperEngine, PiperUnavailable, model_problem
from device.sound.voices.wav_cache import WavCache

logger = logging.getLogger("table_referee.piper")

#: The Health part a Piper voice that cannot be used reports on.
HEALTH_PART: Final = "piper"
#: How long a line nobody rendered may wait for a whole Piper rendering
#: before it is said from pieces (joined meanwhile): short enough that nobody notices.
WHOLE_WAIT_SECONDS: Final = 0.03
#: Piper is loaded once start-up is over (``begin()``, called by the command
#: line as READY=1 goes out), or at the latest this long after start:
#: importing onnxruntime and reading the model keep a CPU busy for a second
#: or more, and start-up comes first. espeak-ng speaks meanwhile.
LOAD_DELAY_SECONDS: Final = 10.0
#: The cache's subfolder for Piper: its own, so the two renderers never
#: clear each other's half-written files at start.
SUBFOLDER: Final = "piper"


class PiperRenderer(Voice):
    """Piper lines from the cache, from pieces, or rendered; the fallback voice until Piper is ready or if it fails.

    ``fallback`` is any ``Voice`` (espeak-ng in the referee): it is started,
    asked and closed with this one, through the interface only.

    ``announce`` is called once, with no argument, when the voice cannot be
    used, so the table hears why the voice changed (the Speaker says it).
    """

    def __init__(
        self,
        *,
        cache_dir: Path,
        model: Path,
        fallback: Voice,
        rate: int = NATURAL_RATE,
        health: Health | None = None,
        announce: Callable[[], None] | None = None,
        whole_wait: float = WHOLE_WAIT_SECONDS,
        load_delay: float = LOAD_DELAY_SECONDS,
    ) -> None:
        self.health = health if health is not None else Health()
        self.fallback = fallback
        self.model = Path(model)
        self._rate = rate
        self._announce = announce
        self._whole_wait = whole_wait
        self._load_delay = load_delay
        self._begin = threading.Event()  # start-up is over: Piper may load
        self._cache = piper_cache(Path(cache_dir), self.model, rate)
        # Lines put together from pieces: kept apart, so a whole rendering always wins.
        self._joined = piper_cache(Path(cache_dir), self.model, rate, joined=True)
        # Each new line is levelled and trimmed in a process of its own (device/sound/voices/finish_worker.py).
        self._finisher = Finisher()
        self.pieces = PieceIndex()
        self._jobs: queue.PriorityQueue[tuple[int, int, RenderJob | None]] = queue.PriorityQueue()
        self._order = itertools.count()
        self._lock = threading.Lock()
        self._ready = threading.Event()  # set once loaded or known to have failed
        self._loaded = False
        self._failed: str | None = None
        self._announced = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self._renders = 0
        self.load_seconds: float | None = None

    # ----- lifecycle -------------------------------------------------------

    def start(self, *, wait: bool = True) -> bool:
        """Start the fallback voice and the Piper thread; Piper loads in the background either way."""
        available = self.fallback.start(wait=wait)
        if self._thread is None and not self._closed:
            self._thread = threading.Thread(target=self._run, name="piper-renderer", daemon=True)
            self._thread.start()
        return available or self._loaded

    def begin(self) -> None:
        """Start-up is over: load Piper now rather than after ``load_delay``; say any failure found meanwhile."""
        self._begin.set()
        self._announce_once()

    def wait_ready(self, timeout: float) -> bool:
        """Wait until some voice can speak (the fallback comes up first); True if one can."""
        return self.fallback.wait_ready(timeout) or self._loaded

    def wait_piper(self, timeout: float) -> bool:
        """Wait until Piper is loaded or known to have failed; True if loaded."""
        self._ready.wait(timeout)
        return self._loaded

    def close(self) -> None:
        with self._lock:
            self._closed = True
        self._begin.set()
        thread, self._thread = self._thread, None
        if thread is not None:
            self._jobs.put((-1, next(self._order), None))
            thread.join(timeout=10.0)
        self._cancel_queued()
        self._finisher.close()
        self.fallback.close()

    @property
    def name(self) -> str:
        return f"piper {self.model.name}"

    @property
    def available(self) -> bool:
        return self._loaded or self.fallback.available

    @property
    def piper_ready(self) -> bool:
        return self._loaded

    @property
    def failure(self) -> str | None:
        """Why Piper cannot be used, once known."""
        return self._failed

    @property
    def render_count(self) -> int:
        return self._renders

    def path_for(self, text: str) -> Path:
        """Where the whole Piper rendering of ``text`` is (or will be) cached."""
        return self._cache.path_for(text.strip())

    # ----- requests, callable from any thread --------------------------------

    def cached(self, text: str) -> Path | None:
        if self._failed is not None:
            return self.fallback.cached(text)
        return self._cache.lookup(text.strip())

    def submit(self, text: str, *, priority: RenderPriority = RenderPriority.SAY) -> Future[Path | None]:
        """A Future for ``text`` as a WAV, resolved at once whenever possible; never waits."""
        line = text.strip()
        if not line:
            return resolved(None)
        if self._failed is not None or self._closed:
            return self.fallback.submit(line, priority=priority)
        hit = self._cache.lookup(line)
        if hit is not None:
            self.pieces.add(line, hit)
            return resolved(hit)
        if priority >= RenderPriority.AHEAD:  # not needed yet: queued for Piper, in its turn, even while it loads
            return self._queue(line, priority)
        if not self._loaded:
            logger.debug("Piper is still loading: %s says %r", self.fallback.name, line)
            return self.fallback.submit(line, priority=priority)
        return self._say_now(line, priority)

    def render(self, text: str, *, timeout: float | None = None) -> Path | None:
        """Blocking convenience: the WAV path, or None."""
        try:
            return self.submit(text).result(timeout=timeout)
        except Exception:  # noqa: BLE001 - the convenience promises a path or None, whatever the render met
            return None

    def _queue(self, line: str, priority: RenderPriority) -> Future[Path | None]:
        future: Future[Path | None] = Future()
        self._jobs.put((int(priority), next(self._order), RenderJob(line, future)))
        if self._failed is not None:  # failed meanwhile: the worker is gone, hand the queue on
            self._hand_queue_to_fallback()
        return future

    def _say_now(self, line: str, priority: RenderPriority) -> Future[Path | None]:
        """Whole if Piper renders it within ``whole_wait``, else from pieces, else the fallback voice (asked at
        once when the pieces do not cover the line, so it waits no longer than the fallback alone would)."""
        result: Future[Path | None] = Future()
        whole = self._queue(line, priority)
        deadline = time.monotonic() + self._whole_wait

        def choose() -> None:
            joined = self._from_pieces(line)  # meanwhile Piper works on the whole line
            # No pieces: the fallback starts at once, so a line it ends up saying waits no longer than it alone would.
            spare = self.fallback.submit(line, priority=priority) if joined is None else None
            with contextlib.suppress(Exception):
                whole.result(timeout=max(0.0, deadline - time.monotonic()))
            if result.cancelled():
                return
            if whole.done() and not whole.cancelled() and whole.exception() is None and whole.result() is not None:
                settle(result, whole.result())
            elif spare is None:
                settle(result, joined)
            else:
                logger.info("no Piper rendering of %r yet and not all its pieces: %s says it", line, self.fallback.name)
                chain(spare, result)

        threading.Thread(target=choose, name="piper-line", daemon=True).start()
        return result

    def _from_pieces(self, line: str) -> Path | None:
        done = self._joined.lookup(line)
        if done is not None:
            return done
        plan = self.pieces.plan(line)
        if plan is None:
            return None
        scratch = self._joined.scratch_path()
        try:
            join(plan, scratch)
            path = self._joined.commit(scratch, line)
        except (OSError, ValueError, EOFError, wave.Error) as error:
            logger.warning("cannot join the pieces of %r: %s", line, error)
            return None
        finally:
            with contextlib.suppress(OSError):
                scratch.unlink(missing_ok=True)
        logger.debug("said from %d pieces: %r", len(plan), line)
        return path

    # ----- worker thread -----------------------------------------------------

    def _run(self) -> None:
        lower_this_thread()
        problem = model_problem(self.model)  # missing files are known at once, for STATUS= and the log
        if problem is not None:
            self._fail(problem)
            return
        if self._load_delay > 0:
            self._begin.wait(self._load_delay)
        if self._closed:
            return
        began = time.monotonic()
        try:
            self._cache.prepare()
            engine = PiperEngine.load(self.model, self._rate)
        except (PiperUnavailable, OSError) as error:
            self._fail(str(error))
            return
        self.load_seconds = time.monotonic() - began
        with self._lock:
            self._loaded = not self._closed
        self._ready.set()
        self.health.report(HEALTH_PART, None)
        logger.info("Piper voice %s loaded in %.1f s", self.model.name, self.load_seconds)
        while True:
            _, _, job = self._jobs.get()
            if job is None:
                return
            if job.future.set_running_or_notify_cancel():
                job.future.set_result(self._produce(engine, job.text))

    def _produce(self, engine: PiperEngine, text: str) -> Path | None:
        hit = self._cache.lookup(text)
        if hit is not None:
            self.pieces.add(text, hit)
            return hit
        scratch = self._cache.scratch_path()
        try:
            engine.render(text, scratch)
            self._renders += 1
            self._finisher.finish(scratch)
            path = self._cache.commit(scratch, text)
        except Exception as error:  # noqa: BLE001 - one bad line must not end the voice
            logger.warning("Piper could not render %r: %r", text, error)
            return None
        finally:
            with contextlib.suppress(OSError):
                scratch.unlink(missing_ok=True)
        self.pieces.add(text, path)
        return path

    def _fail(self, reason: str) -> None:
        """Piper cannot be used: tell Health and the table once, and let the fallback voice take every line."""
        with self._lock:
            first = self._failed is None
            self._failed = reason
        self._ready.set()
        if not first:
            return
        self.health.report(HEALTH_PART, reason)
        self._hand_queue_to_fallback()
        if self._begin.is_set():  # else begin() says it, once the sound is up
            self._announce_once()

    def _announce_once(self) -> None:
        with self._lock:
            due = self._failed is not None and not self._announced
            self._announced = self._announced or due
        if due and self._announce is not None:
            try:
                self._announce()
            except Exception:
                logger.exception("announcing the voice change failed")

    def _hand_queue_to_fallback(self) -> None:
        while True:
            try:
                priority, _, job = self._jobs.get_nowait()
            except queue.Empty:
                return
            if job is not None and not job.future.cancelled():
                chain(self.fallback.submit(job.text, priority=RenderPriority(priority)), job.future)

    def _cancel_queued(self) -> None:
        cancel_queued(self._jobs)


def piper_cache(cache_dir: Path, model: Path, rate: int, *, joined: bool = False) -> WavCache:
    """Where a Piper voice's lines are cached: keyed by engine, voice (name and size), rate and text."""
    identity = f"piper:{model.name}:{_size(model)}"
    return WavCache(cache_dir / SUBFOLDER, voice=("joined:" if joined else "") + identity, rate=rate, volume=1.0)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0
