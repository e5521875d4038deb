"""Sound output: one thread owns pygame.mixer and plays an ordered programme.

Why one thread: SDL_mixer keeps global state and the referee has several
threads (button loop, voice renderer, timer). Every mixer call is therefore
made by a single worker thread fed by a command queue, so the mixer changes
state in one observable order and no caller ever blocks on the sound card.

Why a programme rather than "play this now": a line of speech is rendered
asynchronously, yet it must sound after the dice rattle queued before it and
before the cue queued after it. The worker keeps the items in the order they
were given and plays the head only once it is ready; later items wait behind
it even if they are ready first.

Three reserved channels keep the kinds of sound apart: the *sequence*
channel plays the programme (speech and queued cues, one after another, and
can be interrupted), the *cue* channel plays immediate cues such as timer
ticks on top of whatever is being said, and the *under* channel plays a
programme cue marked ``under`` (the dice, a card being drawn): it starts in
its turn, but the item after it starts at once instead of waiting for it to
end, so "Rolled 4." is heard over the rattle rather than after it.

Why the worker sleeps rather than polls: it knows how long each sound it
started lasts, so it waits on its command queue exactly until the next sound
is due to end (or a new command comes) and only then asks the mixer, a few
ms at a time until SDL agrees it ended. Nothing sounding, it sleeps until
asked. Polling every 20 ms used to add ~23 ms at every boundary and woke
the Pi 50 times a second while anything played.

Why the worker never gives up on the sound card: a Pi's sound device can be
missing at boot (a USB speaker plugged in later, HDMI not yet up) or sit
behind PipeWire, which a system service cannot reach, and a device can vanish
mid-game. A referee that quietly goes mute looks healthy to everyone at the
table, so the worker reports every failure to ``Health`` (one log line per
change), tries to open the device again every ``RETRY_SECONDS`` and, once it
plays again, calls ``on_recovered`` so the players hear that sound is back.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping
from concurrent.futures import CancelledError, Future
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final, TypeAlias

from device.health import Health
from device.sound.mixer import AudioUnavailable, DEFAULT_BUFFER, _Mixer

if TYPE_CHECKING:  # pragma: no cover - typing only
    import pygame

logger = logging.getLogger("table_referee.audio")

#: Must be set before pygame is imported: its banner would otherwise land on
#: stdout, which is the referee's transcript.
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

#: Once a sound's computed length is up, how often the worker asks the mixer
#: whether the channel has really finished (SDL mixes a period at a time, so
#: it can be a period late). Computed lengths, not pygame's end events: those
#: need pygame's event queue, which needs the video subsystem.
FOLLOW_UP_SECONDS: Final = 0.003
CUE_LABEL_PREFIX: Final = "cue:"
#: How long the worker waits between attempts to open a sound device that
#: failed or vanished: soon enough that a plugged-in speaker is heard within a
#: few seconds, rare enough to cost nothing on a Pi.
RETRY_SECONDS: Final = 3.0
#: A sound still "playing" this long after its own length means the device
#: stopped taking samples (SDL stops feeding a device it lost, so the mixer
#: channel never finishes): the device is treated as gone.
STALL_GRACE_SECONDS: Final = 2.0
#: The Health part this module reports on.
HEALTH_PART: Final = "sound"


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


ProgrammeItem: TypeAlias = SpeechItem | CueItem


def item_label(item: ProgrammeItem) -> str:
    """The string reported to ``on_played``: the text of a line, ``cue:<name>`` for a cue."""
    if isinstance(item, CueItem):
        return CUE_LABEL_PREFIX + item.name
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


class _Wake:
    """A rendered line became ready: look at the head of the programme again."""


class _Stop:
    """Leave the loop and quit the mixer."""


_Command: TypeAlias = _Enqueue | _Interrupt | _PlayCueNow | _SetVolume | _Wake | _Stop
_WAKE: Final = _Wake()


class AudioOutput:
    """Owns pygame.mixer through one worker thread; plays speech and cues.

    If the mixer cannot be opened (no sound card, an unreachable PipeWire,
    a bad SDL_AUDIODRIVER) or the device stops playing, the problem goes to
    ``health`` (part "sound"), every request is dropped quietly while it
    lasts, and the worker tries the device again every ``retry_seconds``.
    ``on_recovered`` is called (on the worker thread) once it plays again
    after a reported problem. Only one AudioOutput may hold the mixer at a
    time, because the mixer is process-global.

    ``device`` is an ALSA PCM name such as ``plughw:CARD=Device``; empty
    means ALSA's (or the SDL driver's) default.
    """

    _owner_lock = threading.Lock()
    _owner: AudioOutput | None = None

    def __init__(
        self,
        *,
        buffer_size: int = DEFAULT_BUFFER,
        volume: float = 1.0,
        cue_paths: Mapping[str, Path] | None = None,
        on_played: Callable[[str], None] | None = None,
        init_timeout: float = 5.0,
        device: str = "",
        health: Health | None = None,
        on_recovered: Callable[[], None] | None = None,
        retry_seconds: float | None = None,
        stall_grace: float | None = None,
    ) -> None:
        self.device = device.strip()
        self.health = health if health is not None else Health()
        self._mixer = _Mixer(buffer_size, self.device)
        self._volume = _clamp_volume(volume)
        self._cue_paths = dict(cue_paths) if cue_paths is not None else None
        self._on_played = on_played
        self._on_recovered = on_recovered
        self._init_timeout = init_timeout
        # Read at construction (not bound as defaults) so tests can shorten them.
        self._retry_seconds = RETRY_SECONDS if retry_seconds is None else retry_seconds
        self._stall_grace = STALL_GRACE_SECONDS if stall_grace is None else stall_grace
        self._commands: queue.SimpleQueue[_Command] = queue.SimpleQueue()
        self._in_flight = _InFlight()
        self._ready = threading.Event()
        self._available = False
        self._accepting = False
        self._closed = False
        self._gate = threading.Lock()  # orders the flags above against enqueue/close
        self._thread: threading.Thread | None = None
        # Worker-thread state: touched only by the worker once it runs.
        self._cues: dict[str, pygame.mixer.Sound] = {}
        self._warned_missing_cues = False
        self._programme: deque[ProgrammeItem] = deque()
        self._current: ProgrammeItem | None = None
        self._current_end = 0.0  # when its computed length is up
        self._current_deadline = 0.0  # past this it counts as stalled
        self._cue_sounding = False
        self._cue_end = 0.0
        self._cue_deadline = 0.0
        self._under_sounding = False
        self._under_end = 0.0
        self._under_deadline = 0.0
        self._mute_reported = False

    # ----- lifecycle -------------------------------------------------------

    def start(self) -> bool:
        """Start the worker and wait for its first attempt at the mixer; return availability. Never raises.

        A device that fails here is tried again in the background; the
        return value only says whether sound works right now.
        """
        if self._thread is not None or self._closed:
            return self._available
        with AudioOutput._owner_lock:
            if AudioOutput._owner is not None:
                self.health.report(HEALTH_PART, "another part of the program already holds the sound device")
                return False
            AudioOutput._owner = self
        self._thread = threading.Thread(target=self._run, name="audio-output", daemon=True)
        self._thread.start()
        if not self._ready.wait(self._init_timeout):
            logger.info("the mixer did not open within %.1f s; it keeps trying", self._init_timeout)
        return self._available

    def close(self) -> None:
        """Stop the worker, drop anything unplayed and quit the mixer."""
        with self._gate:
            self._closed = True
            self._accepting = False
            thread, self._thread = self._thread, None
        if thread is not None:
            self._commands.put(_Stop())
            thread.join(timeout=5.0)
            if thread.is_alive():
                logger.warning("audio worker did not stop within 5 s")
        self._in_flight.clear()
        self._release_mixer_ownership()

    @property
    def available(self) -> bool:
        return self._available

    def has_cue(self, name: str) -> bool:
        """True if the cue is loaded (loading happens before the output becomes available)."""
        return self._available and name in self._cues

    # ----- requests, callable from any thread --------------------------------

    def enqueue(self, item: ProgrammeItem) -> None:
        """Append to the programme; it plays after everything given before it."""
        self._submit(_Enqueue(item), counts=True)

    def interrupt_with(self, item: ProgrammeItem) -> None:
        """Drop the unplayed programme, cut the item sounding now, then play ``item``."""
        self._submit(_Interrupt(item), counts=True)

    def hush(self) -> None:
        """Drop everything queued and cut off what is sounding, adding nothing."""
        self._submit(_Interrupt(None), counts=False)

    def play_cue_now(self, name: str) -> None:
        """Play a cue at once on the cue channel, over any speech."""
        self._submit(_PlayCueNow(name), counts=True)

    def set_volume(self, volume: float) -> None:
        """The level of speech and cues, 0..1 (the table's UP and DOWN); applies from the next sound."""
        self._submit(_SetVolume(_clamp_volume(volume)), counts=False)

    def busy(self) -> bool:
        return self._in_flight.busy

    def wait_idle(self, timeout: float) -> bool:
        return self._in_flight.wait_idle(timeout)

    def _submit(self, command: _Command, *, counts: bool) -> None:
        with self._gate:
            if not self._accepting:
                # Mute or closed: the request is lost on purpose, so nothing
                # piles up while the device is away.
                if isinstance(command, (_Enqueue, _Interrupt)) and command.item is not None:
                    _discard(command.item)
                return
            if counts:
                self._in_flight.add()
            self._commands.put(command)

    # ----- worker thread -----------------------------------------------------

    def _run(self) -> None:
        try:
            while True:
                lost = None
                if self._open_mixer():
                    lost = self._serve()
                    if lost is None:
                        return  # asked to stop
                    self._go_mute(lost)
                self._ready.set()
                if self._wait_before_retry():
                    return
        except Exception as exc:  # a bug here must not take the game down, nor hide
            logger.exception("audio worker failed")
            self.health.report(HEALTH_PART, f"the sound worker failed ({exc!r})")
        finally:
            self._ready.set()
            with self._gate:
                self._accepting = False
                self._available = False
            self._drop_programme()
            self._mixer.close()
            self._in_flight.clear()
            self._release_mixer_ownership()

    def _open_mixer(self) -> bool:
        """One attempt: open the device and load the cues, or report why not."""
        try:
            self._mixer.open()
            self._load_cues()
        except Exception as exc:  # AudioUnavailable, or a mixer bug: neither may stop the game
            reason = str(exc) if isinstance(exc, AudioUnavailable) else f"the mixer failed to start ({exc!r})"
            logger.debug("opening the sound device failed: %s", reason)
            self._mixer.close()
            self._go_mute(reason)
            return False
        with self._gate:
            if self._closed:
                return False
            self._available = True
            self._accepting = True
        self._ready.set()
        if self.health.report(HEALTH_PART, None) or self._mute_reported:
            self._mute_reported = False
            self._tell_recovered()
        return True

    def _go_mute(self, reason: str) -> None:
        """Stop accepting sounds, forget the unplayed ones and say why, once per change."""
        with self._gate:
            self._accepting = False
            self._available = False
        self._drop_programme()
        self._current = None
        self._cue_sounding = False
        self._under_sounding = False
        self._mixer.close()
        self._cues = {}
        self._in_flight.clear()
        self._mute_reported = True
        self.health.report(HEALTH_PART, reason)

    def _wait_before_retry(self) -> bool:
        """Sleep until the next attempt, dropping stray requests; True if asked to stop."""
        deadline = time.monotonic() + self._retry_seconds
        while (left := deadline - time.monotonic()) > 0:
            try:
                command = self._commands.get(timeout=left)
            except queue.Empty:
                break
            if isinstance(command, _Stop):
                return True
            if isinstance(command, (_Enqueue, _Interrupt)) and command.item is not None:
                _discard(command.item)
        return self._closed

    def _serve(self) -> str | None:
        """Play until asked to stop (None) or until the device is lost (the reason)."""
        try:
            self._loop()
        except AudioUnavailable as exc:
            return str(exc)
        except Exception as exc:
            logger.debug("playing failed", exc_info=True)
            return f"playing failed ({exc})"
        return None

    def _tell_recovered(self) -> None:
        if self._on_recovered is None:
            return
        try:
            self._on_recovered()
        except Exception:
            logger.exception("on_recovered callback failed")

    def _release_mixer_ownership(self) -> None:
        with AudioOutput._owner_lock:
            if AudioOutput._owner is self:
                AudioOutput._owner = None

    def _load_cues(self) -> None:
        paths = self._cue_paths if self._cue_paths is not None else default_cue_paths()
        missing = sorted(name for name, path in paths.items() if not path.is_file())
        if missing and not self._warned_missing_cues:
            self._warned_missing_cues = True
            logger.warning("cue sounds missing, they will be silent: %s", ", ".join(missing))
        cues: dict[str, pygame.mixer.Sound] = {}
        for name, path in paths.items():
            if name not in missing and (sound := self._mixer.load(path)) is not None:
                cues[name] = sound
        self._cues = cues  # one assignment: has_cue() on other threads sees old or new, never half

    def _loop(self) -> None:
        while True:
            try:
                command: _Command | None = self._commands.get(timeout=self._time_to_next_end())
            except queue.Empty:
                command = None
            if isinstance(command, _Stop):
                return
            if command is not None:
                self._handle(command)
            self._advance()

    def _time_to_next_end(self) -> float | None:
        """How long to sleep: until the first sounding item's computed end; None if nothing sounds.

        Past that end (SDL has not yet reported the channel free), look again
        every FOLLOW_UP_SECONDS.
        """
        ends = []
        if self._current is not None:
            ends.append(self._current_end)
        if self._cue_sounding:
            ends.append(self._cue_end)
        if self._under_sounding:
            ends.append(self._under_end)
        if not ends:
            return None
        return max(FOLLOW_UP_SECONDS, min(ends) - time.monotonic())

    def _handle(self, command: _Command) -> None:
        match command:
            case _Enqueue(item):
                self._append(item)
            case _Interrupt(item):
                self._drop_programme()
                if self._current is not None or self._under_sounding:
                    self._mixer.stop_sequence()  # and the under channel: both belong to the programme
                if self._current is not None:
                    self._finish_current()
                if self._under_sounding:
                    self._under_sounding = False
                    self._in_flight.done()
                if item is not None:
                    self._append(item)
            case _PlayCueNow(name):
                self._play_cue_now(name)
            case _SetVolume(volume):
                self._volume = volume
            case _Wake():
                pass

    def _append(self, item: ProgrammeItem) -> None:
        self._programme.append(item)
        if isinstance(item, SpeechItem):
            # Runs at once if already rendered: a spare wake-up is harmless.
            item.wav.add_done_callback(lambda _future: self._commands.put(_WAKE))

    def _advance(self) -> None:
        """Retire finished sounds, then start the head of the programme if it is ready.

        Raises AudioUnavailable when a sound outlives its length by far:
        the device has stopped taking samples.
        """
        now = time.monotonic()
        if self._current is not None:
            if not self._mixer.sequence_busy():
                self._finish_current()
            elif now > self._current_deadline:
                raise AudioUnavailable(self._stalled_reason())
        if self._cue_sounding:
            if not self._mixer.cue_busy():
                self._cue_sounding = False
                self._in_flight.done()
            elif now > self._cue_deadline:
                raise AudioUnavailable(self._stalled_reason())
        if self._under_sounding:
            if not self._mixer.under_busy():
                self._under_sounding = False
                self._in_flight.done()
            elif now > self._under_deadline:
                raise AudioUnavailable(self._stalled_reason())
        while self._current is None and self._programme:
            head = self._programme[0]
            if isinstance(head, SpeechItem) and not head.wav.done():
                return  # keep the order: later items wait for this line
            if isinstance(head, CueItem) and head.under and self._under_sounding:
                return  # one under cue never cuts the one before it
            self._programme.popleft()
            self._start(head)

    def _stalled_reason(self) -> str:
        name = f"sound device {self.device!r}" if self.device else "the sound device"
        return f"{name} stopped playing (was it unplugged?)"

    def _start(self, item: ProgrammeItem) -> None:
        if isinstance(item, CueItem):
            sound, volume = self._cues.get(item.name), self._volume
            if sound is None:
                logger.debug("cue %r is not loaded; skipped", item.name)
        else:
            sound, volume = self._load_speech(item), self._volume
        if sound is None:
            self._in_flight.done()
            return
        end = time.monotonic() + self._mixer.length(sound)
        if isinstance(item, CueItem) and item.under:
            # Not the current item: the loop in _advance goes straight on to the next one.
            self._mixer.play_under(sound, volume)
            self._under_sounding = True
            self._under_end, self._under_deadline = end, end + self._stall_grace
        else:
            self._mixer.play_sequence(sound, volume)
            self._current = item
            self._current_end, self._current_deadline = end, end + self._stall_grace
        self._report(item_label(item))

    def _load_speech(self, item: SpeechItem) -> pygame.mixer.Sound | None:
        try:
            path = item.wav.result(timeout=0)
        except CancelledError:
            return None
        except Exception as exc:
            logger.warning("line %r was not rendered: %r", item.text, exc)
            return None
        if path is None:
            logger.debug("no voice for %r; line skipped", item.text)
            return None
        return self._mixer.load(path)

    def _play_cue_now(self, name: str) -> None:
        sound = self._cues.get(name)
        if sound is None:
            logger.debug("cue %r is not loaded; skipped", name)
            self._in_flight.done()
            return
        if self._cue_sounding:
            self._in_flight.done()  # the cue sounding now is cut by this one
        self._mixer.play_cue(sound, self._volume)
        self._cue_sounding = True
        self._cue_end = time.monotonic() + self._mixer.length(sound)
        self._cue_deadline = self._cue_end + self._stall_grace
        self._report(CUE_LABEL_PREFIX + name)

    def _finish_current(self) -> None:
        self._current = None
        self._in_flight.done()

    def _drop_programme(self) -> None:
        dropped = len(self._programme)
        while self._programme:
            _discard(self._programme.popleft())
        if dropped:
            self._in_flight.done(dropped)
            logger.debug("dropped %d queued item(s)", dropped)

    def _report(self, label: str) -> None:
        if self._on_played is None:
            return
        try:
            self._on_played(label)
        except Exception:
            logger.exception("on_played callback failed for %r", label)


def _discard(item: ProgrammeItem) -> None:
    """Tell the renderer a dropped line is no longer wanted (if it has not started on it)."""
    if isinstance(item, SpeechItem):
        item.wav.cancel()


def _clamp_volume(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))
