"""STATUS=, the status light and the volume: how the device shows and sets its state."""

from __future__ import annotations

import logging
from typing import Any

from device import sd_notify
from engine.language import Phrases
from device.referee.shared import Shared

phrases = Phrases("device.phrases")


log = logging.getLogger("table_referee.status")


class Status(Shared):
    """Part of the Referee (device/referee/runtime.py): sTATUS=, the status light and the volume: how the device shows and sets its state."""

    def _show_status(self) -> None:
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

    def _set_activity(self, activity: str) -> None:
        if activity != self._activity:
            self._activity = activity
            self._show_status()

    def _set_speaker_volume(self) -> None:
        set_volume = getattr(self.speaker, "set_volume", None)
        if set_volume is not None:
            set_volume(self.volume.fraction)

    def change_volume(self, direction: int) -> None:
        """UP or DOWN with no value to change: one volume step, heard at its new level."""
        if not self.volume.step(direction):
            # At the loudest or the quietest already: said, since a cue alone reads as a fault.
            self.say(phrases.VOLUME_LIMIT[direction], urgent=True, remember=False)
            return
        self._set_speaker_volume()
        self.say(phrases.volume(self.volume.level), urgent=True, remember=False)
        self.volume.keep()  # after the answer: saving waits on the storage

    def _saved(self, trouble: str | None) -> None:
        """Tell the table once when saving stops, and once when it works again; STATUS= shows it.

        The game goes on in memory meanwhile: the journal keeps the lines it
        could not write and writes them first at the next chance.
        """
        if trouble == self._storage_trouble:
            return
        if trouble and self._storage_trouble is None:
            self.say(phrases.cannot_save(trouble))
        elif trouble is None:
            self.say(phrases.SAVING_AGAIN)
        self._storage_trouble = trouble
        self.health.report("storage", trouble)

    def _note_played(self, card: Any) -> None:
        """Remember a played card; a card that cannot take the note costs only the note."""
        try:
            self.history.note(card)
        except OSError as error:
            log.warning("cannot note the played card %r: %s", card, error)
