"""What the audio thread plays and is told: speech and cue items, the commands on its queue, and the count of sounds still in flight."""

from __future__ import annotations

import logging
import threading
from collections import deque
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Final, TypeAlias

logger = logging.getLogger("table_referee.audio")


CUE_LABEL_PREFIX: Final = "cue:"
GAP_LABEL_PREFIX: Final = "gap:"


@dataclass(frozen=True)
class SpeechItem:
    """A line of speech in the programme; ``wav`` resolves to None if it could not be rendered."""

    text: str
    wav: Future[Path | None]


@dataclass(frozen=True)
class CueItem:
    """A cue sound in the programme, played in turn with the speech around it.

    ``under``: the cue starts in its turn on its own channel and the next
    item starts at once, sounding over it (an under cue still waits for the
    item before it, and for an earlier under cue, so none is cut off).
    """

    name: str
    under: bool = False


@dataclass(frozen=True)
class GapItem:
    """A silence in the programme (the engine's ``Gap``): the next item waits for it to end.

    It is played like any other item on the sequence channel (a silent sound
    of that length), so a hush or an urgent line drops or cuts it the same way.
    """

    seconds: float


ProgrammeItem: TypeAlias = SpeechItem | CueItem | GapItem


def item_label(item: ProgrammeItem) -> str:
    """The string reported to ``on_played``: the text of a line, ``cue:<name>`` for a cue, ``gap:<seconds>`` for a silence."""
    if isinstance(item, CueItem):
        return CUE_LABEL_PREFIX + item.name
    if isinstance(item, GapItem):
        return f"{GAP_LABEL_PREFIX}{item.seconds:g}"
    return item.text


def default_cue_paths() -> dict[str, Path]:
    """The cue WAVs shipped in the ``sounds`` package, by name.

    Imported lazily so a broken or missing sounds package costs the cues, not
    the whole audio layer.
    """
    try:
        from sounds import CUE_NAMES, sound_path
    except ImportError as exc:
        logger.warning("cue sounds unavailable: cannot import the sounds package (%s)", exc)
        return {}
    return {name: sound_path(name) for name in CUE_NAMES}


class _InFlight:
    """Counts sounds asked for but not finished, so any thread can ask "busy?".

    A count (rather than peeking at the mixer) closes the gap between a call
    to ``say()`` and the worker picking the item up: busy is True from the
    moment the caller returns.
    """

    def __init__(self) -> None:
        self._count = 0
        self._changed = threading.Condition()

    def add(self, n: int = 1) -> None:
        with self._changed:
            self._count += n

    def done(self, n: int = 1) -> None:
        with self._changed:
            self._count = max(0, self._count - n)
            if self._count == 0:
                self._changed.notify_all()

    def clear(self) -> None:
        with self._changed:
            self._count = 0
            self._changed.notify_all()

    @property
    def busy(self) -> bool:
        with self._changed:
            return self._count > 0

    def wait_idle(self, timeout: float) -> bool:
        with self._changed:
            return self._changed.wait_for(lambda: self._count == 0, timeout)


# Commands sent to the worker thread.
@dataclass(frozen=True)
class _Enqueue:
    item: ProgrammeItem


@dataclass(frozen=True)
class _Interrupt:
    item: ProgrammeItem | None  # None: just fall silent


@dataclass(frozen=True)
class _PlayCueNow:
    name: str


@dataclass(frozen=True)
class _SetVolume:
    volume: float


@dataclass(frozen=True)
class _KeepDecoded:
    """Decode a rendered line now and keep it, so its first say() starts at once (Speaker.keep_ready)."""

    path: Path


class _Wake:
    """A rendered line became ready: look at the head of the programme again."""


class _Stop:
    """Leave the loop and quit the mixer."""


_Command: TypeAlias = _Enqueue | _Interrupt | _PlayCueNow | _SetVolume | _KeepDecoded | _Wake | _Stop

_WAKE: Final = _Wake()


class _CommandQueue:
    """The audio thread's commands, in order; waiting for one and taking it are two steps.

    Why two: an urgent line may be started by the thread that asks for it
    while the audio thread waits (AudioWorker._serve_here). Whoever serves
    takes commands only while holding the audio state, so a command is never
    taken out by one thread and left unhandled while another serves the
    ones behind it (a volume change would then come after its own answer).
    """

    def __init__(self) -> None:
        self._commands: deque[_Command] = deque()
        self._arrived = threading.Condition()
        self._waiting = 0  # threads inside wait()

    def put(self, command: _Command) -> None:
        with self._arrived:
            self._commands.append(command)
            self._arrived.notify()

    def take(self) -> _Command | None:
        """The oldest command, or None if there is none; never waits."""
        with self._arrived:
            return self._commands.popleft() if self._commands else None

    def wait(self, timeout: float | None) -> None:
        """Until a command is waiting (taking none) or ``timeout`` seconds pass; None waits for ever."""
        with self._arrived:
            self._waiting += 1
            try:
                self._arrived.wait_for(lambda: bool(self._commands), timeout)
            finally:
                self._waiting -= 1

    def get(self, timeout: float) -> _Command | None:
        """Wait up to ``timeout`` seconds for a command and take it; None if none came."""
        self.wait(timeout)
        return self.take()

    def idle(self) -> bool:
        """Nothing waiting and someone (the audio thread) asleep in wait(): it holds no audio state."""
        with self._arrived:
            return self._waiting > 0 and not self._commands


def _discard(item: ProgrammeItem) -> None:
    """Tell the renderer a dropped line is no longer wanted (if it has not started on it)."""
    if isinstance(item, SpeechItem):
        item.wav.cancel()


def _clamp_volume(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))


#: Once a sound's computed length is up, how often the worker asks the mixer
#: whether the channel has really finished (SDL mixes a period at a time, so
#: it can be a period late). Computed lengths, not pygame's end events: those
#: need pygame's event queue, which needs the video subsystem.
FOLLOW_UP_SECONDS: Final = 0.003

#: The Health part this module reports on.
HEALTH_PART: Final = "sound"
