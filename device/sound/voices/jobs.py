"""Lines waiting for a voice's worker thread, and the Futures their callers hold.

Why shared: every voice renders on one worker thread fed by a priority queue
(device/sound/voices/interface.py's RenderPriority), and every caller holds a
Future it may cancel. The small rules around them (empty the queue at a
stop, resolve one Future from another, run background work at the lowest
CPU priority) are the same for each voice, so they are written once.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import threading
from concurrent.futures import Future, InvalidStateError
from pathlib import Path
from typing import Final, TypeAlias, TypeVar

logger = logging.getLogger("table_referee.voice")

#: The lowest CPU priority: rendering ahead only uses time nobody else wants.
LOW_PRIORITY: Final = 19
#: Overrides LOW_PRIORITY (a nice value, 0 to 19). On a Pi nothing else runs,
#: so 19 costs the voice nothing; on a machine kept busy by other work (a test
#: run beside a build) 19 starves Piper for minutes, and 0 keeps it going.
NICE_SETTING: Final = "TABLE_REFEREE_RENDER_NICE"


def render_nice() -> int:
    """The nice value render threads take: the environment's setting if it is one, else LOW_PRIORITY."""
    given = os.environ.get(NICE_SETTING, "")
    try:
        nice = int(given)
    except ValueError:
        if given:
            logger.warning("%s=%r is not a nice value from 0 to 19; using %d", NICE_SETTING, given, LOW_PRIORITY)
        return LOW_PRIORITY
    return min(max(nice, 0), 19)


class RenderJob:
    """A line waiting for a render worker, with the Future its caller holds."""

    __slots__ = ("text", "future")

    def __init__(self, text: str, future: Future[Path | None]) -> None:
        self.text = text
        self.future = future


#: (priority, order of arrival, job); a None job tells the worker to stop.
JobQueue: TypeAlias = "queue.PriorityQueue[tuple[int, int, RenderJob | None]]"
#: A worker's own kind of job (espeak-ng's carry their voice).
Job = TypeVar("Job", bound="RenderJob")


def cancel_queued(jobs: "queue.PriorityQueue[tuple[int, int, Job | None]]") -> None:
    """Empty a worker's queue at a stop, so nobody waits on a line that will never come."""
    while True:
        try:
            _, _, job = jobs.get_nowait()
        except queue.Empty:
            return
        if job is not None:
            job.future.cancel()


def resolved(value: Path | None) -> Future[Path | None]:
    """A Future that already holds its answer (a cache hit, or a line nobody can say)."""
    future: Future[Path | None] = Future()
    future.set_result(value)
    return future


def settle(future: Future[Path | None], value: Path | None) -> None:
    """Resolve ``future`` unless it is done already (cancelled by its caller, or answered)."""
    with contextlib.suppress(InvalidStateError):
        if not future.done():
            future.set_result(value)


def chain(source: Future[Path | None], target: Future[Path | None]) -> None:
    """Resolve ``target`` with ``source``'s path (None if it failed or was cancelled)."""

    def copy(done: Future[Path | None]) -> None:
        value = None if done.cancelled() or done.exception() is not None else done.result()
        settle(target, value)

    source.add_done_callback(copy)


def lower_this_thread() -> None:
    """Give the calling thread the render priority, the lowest unless set (Linux: a thread is its own task).

    Never higher than the thread has: a referee started under `nice` (or as root, which may raise it) keeps
    its renders at least as low as the rest of it.
    """
    try:
        me = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, me, max(render_nice(), os.getpriority(os.PRIO_PROCESS, me)))
    except (AttributeError, OSError) as error:
        logger.debug("cannot lower the renderer's priority: %s", error)
