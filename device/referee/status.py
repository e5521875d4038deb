"""STATUS=, the status light, the volume and the watchdog: how the device shows and sets its state."""

from __future__ import annotations

from typing import Any, Callable

from device import sd_notify
from device.health import Health
from device.storage.volume import Volume
from engine.words import Words

words = Words("device")

#: The card's faults as device/storage/journal.py's storage_trouble names them (its log's words, and what a
#: stop marker keeps), by the kind the table hears them said as (device/messages/*.ftl, card-trouble).
TROUBLE_KINDS = {"the card is full": "full", "the card is read-only": "read-only", "the card is failing": "failing"}


def trouble_said(trouble: str) -> str:
    """A storage trouble ("the card is full") in the words of the language being spoken."""
    return words("card-trouble", kind=TROUBLE_KINDS.get(trouble, "other"), trouble=trouble)


def button_answers(lowest: int, highest: int) -> list[str]:
    """What UP and DOWN are answered with at once: every volume level from `lowest` to `highest`, and both limits.

    The Speaker keeps these decoded from start-up (Speaker.keep_ready), so
    even the first press is heard within 20 ms (docs/performance.md).
    """
    levels = [volume_said(level) for level in range(lowest, highest + 1)]
    return levels + [words("volume-limit", direction=direction) for direction in (1, -1)]


def volume_said(level: int) -> str:
    """The volume as said when UP or DOWN changes it: "Volume 3."."""
    return words("volume", level=level)


class Status:
    """The Referee's `status` (device/referee/runtime.py): what the device shows of itself, and its volume.

    Its own state: the health it reports, the light, what play is doing (for
    the light) and where it stands (for STATUS=), what the table was told
    about saving, and when the watchdog was last fed. It speaks through the
    `say` it is given (the Referee's), so its lines are heard and remembered
    like any other.
    """

    def __init__(
        self,
        *,
        health: Health,
        light: Any,
        volume: Volume,
        speaker: Any,
        say: Callable[..., None],
        clock: Callable[[], float],
    ) -> None:
        self.health = health
        self.light = light  # the optional status light: anything with show(mode)
        self.volume = volume
        self._speaker = speaker
        self._say = say
        self._clock = clock
        self._activity = "ready"  # what the light shows when all is well: "ready" or "timer"
        self._where = ""  # where play stands, for STATUS=
        self._storage_trouble: str | None = None  # what the table was told about saving
        self._watchdog_every = sd_notify.watchdog_interval()
        self._watchdog_last = 0.0
        self.health.subscribe(lambda part, problem: self.show())
        self._set_speaker_volume()

    def show(self) -> None:
        """STATUS= and the light, from the game's position and the device's health.

        Called from any thread (the audio and voice threads report health), so it
        only sends a datagram and sets the light, both safe there.
        """
        problems = self.health.status_text()
        status = " | ".join(part for part in (problems, self._where) if part) or "Ready"
        sd_notify.notify("STATUS=" + status)
        if self.light is not None:
            trouble = not self.health.well  # mute, voiceless or not saving: never look ready
            self.light.show("trouble" if trouble else self._activity)

    def play_is_at(self, where: str) -> None:
        """Where play stands now (a game's where-line), shown at once."""
        self._where = where
        self.show()

    def set_activity(self, activity: str) -> None:
        """What the light shows when all is well: "ready", or "timer" while a round timer runs."""
        if activity != self._activity:
            self._activity = activity
            self.show()

    def keep_watchdog_happy(self) -> None:
        """Feed systemd's watchdog when it is due; the press loop calls it before every wait."""
        if self._watchdog_every and self._clock() - self._watchdog_last >= self._watchdog_every:
            sd_notify.notify("WATCHDOG=1")
            self._watchdog_last = self._clock()

    def _set_speaker_volume(self) -> None:
        set_volume = getattr(self._speaker, "set_volume", None)
        if set_volume is not None:
            set_volume(self.volume.fraction)

    def change_volume(self, direction: int) -> None:
        """UP or DOWN with no value to change: one volume step, heard at its new level."""
        if not self.volume.step(direction):
            # At the loudest or the quietest already: said, since a cue alone reads as a fault.
            self._say(words("volume-limit", direction=direction), urgent=True, remember=False)
            return
        self._set_speaker_volume()
        self._say(volume_said(self.volume.level), urgent=True, remember=False)
        self.volume.keep()  # after the answer: saving waits on the storage

    def saved(self, trouble: str | None) -> None:
        """Tell the table once when saving stops, and once when it works again; STATUS= shows it.

        The game goes on in memory meanwhile: the journal keeps the lines it
        could not write and writes them first at the next chance.
        """
        if trouble == self._storage_trouble:
            return
        if trouble and self._storage_trouble is None:
            self._say(words("cannot-save", trouble=trouble_said(trouble)))
        elif trouble is None:
            self._say(words("saving-again"))
        self._storage_trouble = trouble
        self.health.report("storage", trouble)
