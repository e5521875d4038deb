"""The audio thread's own work: opening the mixer and retrying, playing the programme in order, noticing a stalled device, telling when sound is back."""

from __future__ import annotations

import logging
import time
from concurrent.futures import CancelledError
from typing import TYPE_CHECKING

from device.sound.programme import FOLLOW_UP_SECONDS, HEALTH_PART
from device.sound.mixer import AudioUnavailable
from device.sound.programme import (
    CUE_LABEL_PREFIX,
    CueItem,
    GapItem,
    ProgrammeItem,
    SpeechItem,
    _Command,
    _Enqueue,
    _Interrupt,
    _KeepDecoded,
    _PlayCueNow,
    _SetVolume,
    _Stop,
    _WAKE,
    _Wake,
    _discard,
    default_cue_paths,
    item_label,
)

if TYPE_CHECKING:
    import pygame

logger = logging.getLogger("table_referee.audio")


class AudioWorker:
    """Part of AudioOutput (device/sound/audio.py): the audio thread's own work: opening the mixer and retrying, playing the programme in order, noticing a stalled device, telling when sound is back."""

    # Set in AudioOutput.__init__; declared here, where the thread's work assigns them.
    _fault: Exception | None  # what went wrong while a caller served, for the worker
    _current: ProgrammeItem | None
    _cues: "dict[str, pygame.mixer.Sound]"

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
        except Exception as exc:  # noqa: BLE001 - AudioUnavailable, or a mixer bug: neither may stop the game
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
            command = self._commands.get(timeout=left)
            if command is None:
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
        with self._state:
            self._serving, self._fault = True, None
        try:
            while True:
                with self._state:
                    timeout = self._time_to_next_end()
                self._commands.wait(timeout)
                with self._state:
                    if self._serve_pending():
                        return
                    if self._fault is not None:
                        fault, self._fault = self._fault, None
                        raise fault
        finally:
            with self._state:
                self._serving = False

    def _serve_pending(self) -> bool:
        """Handle every waiting command in order, then start what is due; True on a _Stop (taken, not handled).

        Only with ``_state`` held: by the worker, or by _serve_here.
        """
        while (command := self._commands.take()) is not None:
            if isinstance(command, _Stop):
                return True
            self._handle(command)
            self._advance()
        self._advance()
        return False

    def _serve_here(self, item: ProgrammeItem | None) -> None:
        """Serve the queue on the caller's thread, if the worker is idle and ``item`` can start at once.

        Why: a press's answer is an urgent line, rendered and decoded
        ahead. Left to the worker, it waits for the GIL while the caller
        (the referee's loop) goes on with its own work, up to 5 ms
        (docs/performance.md, "Where a press's answer waited"). The worker
        at work, a line still to render or decode, or the mixer away: the
        queue has the command already and the worker serves it as before.
        Anything that goes wrong here is left for the worker to raise, as if
        it had happened there.
        """
        if not self._state.acquire(blocking=False):
            return  # the worker is serving (or this thread already is, in a callback)
        try:
            if not self._serving or (item is not None and not self._starts_at_once(item)):
                return
            try:
                if self._serve_pending():
                    self._commands.put(_Stop())  # close() asked: that is the worker's to do
            except Exception as exc:  # noqa: BLE001 - the worker raises it (_loop): same reporting as its own
                self._fault = exc
        finally:
            self._state.release()
        self._commands.put(_WAKE)  # the worker's sleep was measured before this line started

    def _starts_at_once(self, item: ProgrammeItem) -> bool:
        """A speech line rendered and kept decoded (a cue or a gap is always ready)."""
        if not isinstance(item, SpeechItem):
            return True
        if not item.wav.done() or item.wav.cancelled() or item.wav.exception() is not None:
            return False
        path = item.wav.result()
        return path is not None and self._mixer.has_decoded(path)

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
            case _KeepDecoded(path):
                self._mixer.keep_speech(path)
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
        elif isinstance(item, GapItem):
            sound, volume = self._mixer.silence(item.seconds), self._volume
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
        except Exception as exc:  # noqa: BLE001 - a line that failed to render is skipped, never the audio thread
            logger.warning("line %r was not rendered: %r", item.text, exc)
            return None
        if path is None:
            logger.debug("no voice for %r; line skipped", item.text)
            return None
        return self._mixer.load_speech(path)

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
