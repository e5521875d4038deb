"""Sound output: one thread owns pygame.mixer and plays an ordered programme.

Why one thread: SDL_mixer keeps global state and the referee has several
threads (button loop, voice renderer, timer). Every mixer call is therefore
made by a single worker thread fed by a command queue, so the mixer changes
state in one observable order and no caller ever blocks on the sound card.
One exception, for the answer to a press: an urgent line already decoded is
started by the thread that asks for it when the worker is idle, serving the
queue in the worker's place under the same lock (AudioWorker._serve_here).
Otherwise the worker waits for the GIL while the referee's loop goes on
with its own work (saving the volume, the next prompt): up to 5 ms, seen
between a press and its answer.

Why a programme rather than "play this now": a line of speech is rendered
asynchronously, yet it must sound after the dice rattle queued before it and
before the cue queued after it. The worker keeps the items in the order they
were given and plays the head only once it is ready; later items wait behind
it even if they are ready first.

Three reserved channels keep the kinds of sound apart: the *sequence*
channel plays the programme (speech, queued cues and silences, one after
another, and can be interrupted), the *cue* channel plays immediate cues such as timer
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
import threading
from collections import deque
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Final

from device.health import Health
from device.sound.mixer import DEFAULT_BUFFER, MIXER_FREQUENCY, _Mixer
from device.sound.programme import (
    ProgrammeItem,
    _Command,
    _CommandQueue,
    _Enqueue,
    _InFlight,
    _Interrupt,
    _KeepDecoded,
    _PlayCueNow,
    _SetVolume,
    _Stop,
    _clamp_volume,
    _discard,
)
from device.sound.audio_worker import AudioWorker
from device.sound.programme import HEALTH_PART

if TYPE_CHECKING:  # pragma: no cover - typing only
    import pygame

logger = logging.getLogger("table_referee.audio")

#: Must be set before pygame is imported: its banner would otherwise land on
#: stdout, which is the referee's transcript.
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

#: How long the worker waits between attempts to open a sound device that
#: failed or vanished: soon enough that a plugged-in speaker is heard within a
#: few seconds, rare enough to cost nothing on a Pi.
RETRY_SECONDS: Final = 3.0
#: A sound still "playing" this long after its own length means the device
#: stopped taking samples (SDL stops feeding a device it lost, so the mixer
#: channel never finishes): the device is treated as gone.
STALL_GRACE_SECONDS: Final = 2.0


class AudioOutput(AudioWorker):
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
        sample_rate: int = MIXER_FREQUENCY,
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
        self._mixer = _Mixer(buffer_size, self.device, sample_rate)
        self._volume = _clamp_volume(volume)
        self._cue_paths = dict(cue_paths) if cue_paths is not None else None
        self._on_played = on_played
        self._on_recovered = on_recovered
        self._init_timeout = init_timeout
        # Read at construction (not bound as defaults) so tests can shorten them.
        self._retry_seconds = RETRY_SECONDS if retry_seconds is None else retry_seconds
        self._stall_grace = STALL_GRACE_SECONDS if stall_grace is None else stall_grace
        self._commands = _CommandQueue()
        self._in_flight = _InFlight()
        self._ready = threading.Event()
        self._available = False
        self._accepting = False
        self._closed = False
        self._gate = threading.Lock()  # orders the flags above against enqueue/close
        self._thread: threading.Thread | None = None
        # Held by whoever serves the queue: the worker, or a caller starting an urgent line.
        self._state = threading.Lock()
        self._serving = False  # the worker is in its playing loop: a caller may serve in its place
        self._fault: Exception | None = None  # what went wrong while a caller served, for the worker
        # Worker state: touched by the worker, or by a caller holding _state while _serving.
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
        """Drop the unplayed programme, cut the item sounding now, then play ``item``.

        A line already rendered and decoded starts before this returns
        when the audio thread is idle (see the module's docstring).
        """
        self._submit(_Interrupt(item), counts=True)
        self._serve_here(item)

    def hush(self) -> None:
        """Drop everything queued and cut off what is sounding, adding nothing."""
        self._submit(_Interrupt(None), counts=False)
        self._serve_here(None)

    def play_cue_now(self, name: str) -> None:
        """Play a cue at once on the cue channel, over any speech."""
        self._submit(_PlayCueNow(name), counts=True)

    def set_volume(self, volume: float) -> None:
        """The level of speech and cues, 0..1 (the table's UP and DOWN); applies from the next sound."""
        self._submit(_SetVolume(_clamp_volume(volume)), counts=False)

    def keep_decoded(self, path: Path) -> None:
        """Decode a rendered line on the audio thread and keep it: its first play then starts without decoding."""
        self._submit(_KeepDecoded(path), counts=False)

    def busy(self) -> bool:
        return self._in_flight.busy

    def wait_idle(self, timeout: float) -> bool:
        return self._in_flight.wait_idle(timeout)

    def _release_mixer_ownership(self) -> None:
        with AudioOutput._owner_lock:
            if AudioOutput._owner is self:
                AudioOutput._owner = None

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
