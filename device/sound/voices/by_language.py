"""One voice for each language the referee speaks, chosen line by line.

Why line by line: the language being spoken changes under the speaker's
feet. A table picks Español at the menu, a Spanish game resumed on an
English device speaks Spanish while it runs, and the menu after it is
English again. Each line is handed to the voice of the language being spoken
when it is asked for (``engine.language.current()`` on the caller's thread,
where the game's language is known), so a line is never rendered in the
voice of another language, and each voice keeps its own cache.
"""

from __future__ import annotations

from collections.abc import Mapping
from concurrent.futures import Future
from pathlib import Path

from device.sound.voices.interface import RenderPriority, Voice
from engine import language


class LanguageVoices(Voice):
    """A ``Voice`` per language code; a language without its own voice gets ``default``'s."""

    def __init__(self, voices: Mapping[str, Voice], default: str) -> None:
        if default not in voices:
            raise ValueError(f"no voice for the default language {default!r}")
        self._voices = dict(voices)
        self._default = default

    def speaking(self) -> Voice:
        """The voice of the language being spoken now."""
        return self._voices.get(language.current(), self._voices[self._default])

    def _each(self) -> list[Voice]:
        """Every voice once (voices of two languages may be one object)."""
        return list({id(voice): voice for voice in self._voices.values()}.values())

    @property
    def name(self) -> str:
        return self.speaking().name

    @property
    def available(self) -> bool:
        return self.speaking().available

    @property
    def render_count(self) -> int:
        return sum(voice.render_count for voice in self._each())

    def start(self, *, wait: bool = True) -> bool:
        for voice in self._each():
            voice.start(wait=wait)
        return self.available

    def begin(self) -> None:
        for voice in self._each():
            voice.begin()

    def wait_ready(self, timeout: float) -> bool:
        return self.speaking().wait_ready(timeout)

    def close(self) -> None:
        for voice in self._each():
            voice.close()

    def cached(self, text: str) -> Path | None:
        return self.speaking().cached(text)

    def submit(self, text: str, *, priority: RenderPriority = RenderPriority.SAY) -> Future[Path | None]:
        return self.speaking().submit(text, priority=priority)
