"""What every voice answers, so the speaker and rendering ahead never care which voice they have.

Why an interface: the referee has two voices (espeak-ng everywhere, Piper
where it fits), Piper leans on another voice until it has loaded, and a test
or a later voice must plug in without the speaker, the cache or rendering
ahead learning its name. Everything they need is here: the voice's name,
whether it can speak, a line as a WAV (at once from the cache, or as a
Future with a priority), and its lifecycle.

A voice never raises to its caller for a line it cannot say: its Future
resolves to None, and the line is skipped.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from concurrent.futures import CancelledError, Future
from concurrent.futures import TimeoutError as FutureTimeout
from enum import IntEnum
from pathlib import Path


class RenderPriority(IntEnum):
    """Lower renders first: an urgent line jumps the queue, prerendering waits for idle time.

    AHEAD and PIECES sit between (device/referee/ahead.py): the next few
    cards, subjects and letters the game's seed will draw are not needed yet,
    but sooner than anything else; then the pieces of the game being played,
    which let any line nobody foresaw be said in the natural voice; then the
    rest of the known list.
    """

    URGENT = 0
    SAY = 1
    AHEAD = 2
    PIECES = 3
    PRERENDER = 4


class Voice(ABC):
    """A voice: renders lines to WAV files, through its own cache, never blocking the caller.

    Subclasses implement the abstract parts; ``render`` and ``begin`` have
    defaults that fit a voice with nothing to load after start-up.
    """

    @property
    @abstractmethod
    def name(self) -> str:
        """The voice as a person reads it in a log or in `referee check` ("espeak-ng", "piper NAME.onnx")."""

    @property
    @abstractmethod
    def available(self) -> bool:
        """Readiness: True while lines can be rendered (a cached line may be served even when False)."""

    @property
    def render_count(self) -> int:
        """How many lines were actually rendered (cache hits do not count): for tests and benchmarks."""
        return 0

    @abstractmethod
    def start(self, *, wait: bool = True) -> bool:
        """Start the voice's worker; with ``wait``, wait until it can speak. Return availability. Never raises."""

    def begin(self) -> None:  # noqa: B027 - a hook: a voice with nothing held back leaves it empty
        """Start-up is over (READY=1 went out): slow work held back until now may begin."""

    @abstractmethod
    def wait_ready(self, timeout: float) -> bool:
        """Wait until the voice can speak or is known not to; return availability."""

    @abstractmethod
    def close(self) -> None:
        """Stop the worker; lines not yet rendered resolve as cancelled or None. Safe to call twice."""

    @abstractmethod
    def cached(self, text: str) -> Path | None:
        """The WAV of ``text`` if it is in this voice's cache already, else None; never renders."""

    @abstractmethod
    def submit(self, text: str, *, priority: RenderPriority = RenderPriority.SAY) -> Future[Path | None]:
        """A Future for ``text`` as a WAV (None if it cannot be said); cancel it if the line is no longer wanted."""

    def render(self, text: str, *, timeout: float | None = None) -> Path | None:
        """Blocking convenience around ``submit``: the WAV path, or None."""
        future = self.submit(text)
        try:
            return future.result(timeout=timeout)
        except (FutureTimeout, CancelledError):
            return None
