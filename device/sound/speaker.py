"""The referee's voice: the one object the rest of the program talks to.

``Speaker`` joins the voice renderer (text to cached WAV, on its thread) and
the audio output (one mixer thread playing an ordered programme). Callers
never block and never see an exception for missing hardware: a Pi without a
sound card, or without espeak-ng, still referees the game in silence. What is
missing is never silent, though: both halves report to one ``Health`` (parts
"sound" and "voice", one log line per change), the audio output keeps trying
the sound device, and when it plays again the players hear "Sound is back."

Ordering is the contract: lines and queued cues sound strictly in the order
they were given, although a line is rendered asynchronously and a cue is
ready at once. Each ``say()`` puts its not-yet-resolved rendering into the
programme immediately, so its place is fixed at call time.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import Final

from device.sound.audio import AudioOutput
from device.sound.lexicon import spoken_form
from device.sound.programme import CueItem, GapItem, SpeechItem
from device.sound.mixer import DEFAULT_BUFFER, MIXER_FREQUENCY
from device.health import Health
from device.sound.voices import ENGINE_ESPEAK
from device.sound.voices.choice import make_renderer
from device.sound.voices.interface import RenderPriority, Voice
from engine.words import Words

words = Words("device")

logger = logging.getLogger("table_referee.speaker")

#: Queued cues that sound under the line after them instead of before it:
#: the table hears the result of a roll or a draw while the dice still
#: rattle, not 600 ms later. Other cues (success, the buzzer) keep their turn.
UNDER_SPEECH_CUES: Final = frozenset({"dice", "card"})


class Speaker:
    """Speaks lines and plays cues, in order, without ever blocking the game.

    ``on_played`` (optional) is called on the audio thread each time an item
    starts sounding, with the line's text or ``"cue:<name>"``: it lets tests
    and diagnostics observe what was actually played, in what order. Keep it
    quick; it runs on the thread that feeds the mixer.

    ``audio_device`` is an ALSA PCM name (``sysdefault:CARD=Headphones``,
    ``plughw:CARD=Device``); empty means the default device. ``health`` is
    where sound and voice problems go; without one the Speaker makes its own,
    readable as ``speaker.health`` either way.

    ``renderer`` is any ``Voice`` (device/sound/voices/interface.py) to speak with
    instead of the one ``engine`` names: a test's own voice, for one.

    ``voices`` (language code to espeak-ng voice) gives every language its own
    voice, each line spoken in the language being spoken when it is said
    (device/sound/voices/by_language.py); ``home`` is the config's language.
    Without it, every line is said in ``voice``.
    """

    def __init__(
        self,
        *,
        cache_dir: Path,
        voice: str | None = None,
        rate: int = 160,
        volume: float = 1.0,
        audio_buffer: int = DEFAULT_BUFFER,
        audio_rate: int = MIXER_FREQUENCY,
        mute: bool = False,
        on_played: Callable[[str], None] | None = None,
        audio_device: str = "",
        health: Health | None = None,
        engine: str = ENGINE_ESPEAK,
        model: str | Sequence[str] = "",
        renderer: Voice | None = None,
        voices: Mapping[str, str | None] | None = None,
        home: str = "",
    ) -> None:
        self.health = health if health is not None else Health()
        self._mute = mute
        self._started = False
        self._closed = False
        self._warned_cues: set[str] = set()
        # Muted: build nothing, so no thread, no mixer and no espeak is touched.
        self._renderer: Voice | None = None
        self._audio: AudioOutput | None = None
        if not mute:
            # engine "piper": device/sound/voices/piper.py; espeak-ng stands in until it loads, or if it cannot.
            self._renderer = (
                renderer
                if renderer is not None
                else make_renderer(
                    engine=engine,
                    model=model,
                    cache_dir=Path(cache_dir),
                    voice=voice,
                    rate=rate,
                    health=self.health,
                    announce=lambda: self.say(words("natural-voice-failed")),
                    voices=voices,
                    home=home,
                )
            )
            self._audio = AudioOutput(
                buffer_size=audio_buffer,
                sample_rate=audio_rate,
                volume=volume,
                on_played=on_played,
                device=audio_device,
                health=self.health,
                on_recovered=self._sound_is_back,
            )

    def start(self) -> None:
        """Open the mixer and start espeak-ng; missing pieces go to ``health``, never raised.

        Waits briefly for the mixer's first attempt, not for espeak-ng: lines
        said before the voice is up are rendered as soon as it is.
        """
        if self._started or self._closed or self._audio is None or self._renderer is None:
            return
        self._started = True
        self._renderer.start(wait=False)
        # Rendered now so it can be said the moment a lost device returns.
        self._renderer.submit(words("sound-is-back"), priority=RenderPriority.PRERENDER)
        audio = self._audio.start()
        logger.info("speaker started: audio %s, voice starting", _on_off(audio))

    def say(self, text: str, *, urgent: bool = False) -> None:
        """Queue a line after everything already given.

        ``urgent`` drops every queued line and cue, cuts off whatever the
        sequence is sounding, and speaks this line next (its rendering also
        jumps the renderer's queue). Cues played with ``now`` are not cut.
        """
        if self._renderer is None or self._audio is None or not self._playing():
            return
        line = text.strip()
        if not line:
            return
        priority = RenderPriority.URGENT if urgent else RenderPriority.SAY
        wav = self._renderer.submit(spoken_form(line), priority=priority)  # the lexicon: "ING" said as a word
        if wav.done() and wav.result() is None:
            logger.debug("no voice for %r; line skipped", line)
            return
        item = SpeechItem(line, wav)
        if urgent:
            self._audio.interrupt_with(item)
        else:
            self._audio.enqueue(item)

    def cue(self, name: str, *, now: bool = False) -> None:
        """Queue a cue in turn with speech, or with ``now`` play it at once over any speech.

        The dice and card cues (UNDER_SPEECH_CUES) start in their turn and
        let the next line start with them, sounding under it.

        Cues play at the level they were made at (scripts/make_sounds.py
        normalises them), scaled like speech by the table's volume.
        """
        if self._audio is None or not self._playing():
            return
        if not self._audio.has_cue(name):
            if name not in self._warned_cues:
                self._warned_cues.add(name)
                logger.warning("cue %r is not available; it will be silent", name)
            return
        if now:
            self._audio.play_cue_now(name)
        else:
            self._audio.enqueue(CueItem(name, under=name in UNDER_SPEECH_CUES))

    def gap(self, seconds: float) -> None:
        """Queue a silence after everything already given: the next line waits for it.

        Nothing waits for it but the programme (the engine's ``Gap``): a hush
        or an urgent line drops it, or cuts it short if it has begun.
        """
        if self._audio is None or not self._playing() or seconds <= 0:
            return
        self._audio.enqueue(GapItem(seconds))

    def set_volume(self, volume: float) -> None:
        """The level of everything heard from now on, 0 to 1 (the table's UP and DOWN)."""
        if self._audio is not None:
            self._audio.set_volume(volume)

    def hush(self) -> None:
        """Fall silent: a question the players have already answered need not be finished."""
        if self._audio is not None and self._playing():
            self._audio.hush()

    def prerender(self, texts: Iterable[str]) -> list[Future[Path | None]]:
        """Warm the cache in the background, after any line waiting to be said; one Future a line."""
        if self._renderer is None or not self._playing():
            return []
        return [self._renderer.submit(spoken_form(text), priority=RenderPriority.PRERENDER) for text in texts]

    def ahead(self, texts: Iterable[str], priority: RenderPriority = RenderPriority.AHEAD) -> list[Future[Path | None]]:
        """Render lines the game will say soon (its next cards; with PIECES, its pieces), before the known list;
        one Future a line."""
        if self._renderer is None or not self._playing():
            return []
        return [self._renderer.submit(spoken_form(text), priority=priority) for text in texts]

    def keep_ready(self, texts: Iterable[str]) -> None:
        """Render these lines in the background and have the audio thread decode them, so each starts at once.

        Why: the mixer runs at 48000 Hz and a rendered line is 22050 Hz, so
        a line is resampled when first decoded (about 2 ms a second of
        speech on x86, several times that on a Pi). The answers to a button
        (the volume after UP/DOWN) must start within 20 ms of the press, so
        the device names them at start-up and they are decoded before anyone
        presses. Kept while the mixer stays open; a device that comes back
        decodes them again at their first say().
        """
        if self._renderer is None or self._audio is None or not self._playing():
            return
        audio = self._audio
        for text in texts:
            future = self._renderer.submit(spoken_form(text), priority=RenderPriority.PRERENDER)
            future.add_done_callback(lambda done: _keep_decoded(audio, done))

    def begin_background_work(self) -> None:
        """Start-up is over (READY=1): a slow voice (Piper) may load now, in the background."""
        if self._renderer is not None:
            self._renderer.begin()

    @property
    def renderer(self) -> Voice | None:
        """What renders the lines (None when muted): for progress, diagnostics and tests."""
        return self._renderer

    def busy(self) -> bool:
        """True while any queued or sounding line or cue remains."""
        return self._audio is not None and self._audio.busy()

    def wait_idle(self, timeout: float) -> bool:
        """Block until nothing is queued or sounding; False if ``timeout`` ran out first."""
        if self._audio is None:
            return True
        return self._audio.wait_idle(timeout)

    def close(self) -> None:
        """Stop both threads, drop anything unplayed and quit the mixer. Safe to call twice."""
        if self._closed:
            return
        self._closed = True
        if self._renderer is not None:
            self._renderer.close()
        if self._audio is not None:
            self._audio.close()

    def wait_voice(self, timeout: float) -> bool:
        """Wait until espeak-ng is up or known to be missing; True if lines can be voiced."""
        if self._renderer is None or not self._started:
            return False
        return self._renderer.wait_ready(timeout)

    @property
    def voice_available(self) -> bool:
        return self._renderer is not None and self._renderer.available

    @property
    def audio_available(self) -> bool:
        return self._audio is not None and self._audio.available

    def _sound_is_back(self) -> None:
        """Called by the audio worker when the device plays again after a reported problem."""
        self.say(words("sound-is-back"))  # the table knows it is heard again without reading a log

    def _playing(self) -> bool:
        # Without a mixer there is nothing to hear, so rendering is skipped too.
        return self._started and not self._closed and self.audio_available


def _keep_decoded(audio: AudioOutput, rendered: Future[Path | None]) -> None:
    """Hand a line kept ready to the audio thread once rendered; a line that failed to render is said as usual."""
    if rendered.cancelled() or rendered.exception() is not None:
        return
    path = rendered.result()
    if path is not None:
        audio.keep_decoded(path)


def _on_off(flag: bool) -> str:
    return "on" if flag else "off"
