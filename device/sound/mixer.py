"""The mixer: the only code that calls pygame.mixer (opened on the audio thread, on the configured ALSA device), its channels and buffer, and why it did not open."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Final

from device.sound.alsa_messages import held_back
from device.sound.audio_devices import read_cards
from device.sound.decoded import DecodedSounds

if TYPE_CHECKING:
    import pygame

logger = logging.getLogger("table_referee.audio")


#: The mixer's sample rate. 48000 Hz, not the 22050 Hz the voices render:
#: pygame never gives SDL a period under 256 frames, so the rate sets how
#: long a period lasts (11.6 ms at 22050 Hz, 5.3 ms at 48000 Hz), and SDL keeps
#: two to three periods between a play call and the loudspeaker. At 22050 Hz
#: a press was 47-49 ms from its answer's first sample (p99); at 48000 Hz about
#: half that (docs/performance.md, "Where a press's answer waited"). 48000 Hz
#: is also what most USB and HDMI devices take natively, so ALSA has nothing
#: to convert there. A line is resampled as it is decoded; decoded.py keeps
#: the short ones decoded, so the answers to a button are resampled once.
MIXER_FREQUENCY: Final = 48000

#: What ``[audio] sample_rate`` may be: rates every card and SDL take. 22050
#: Hz is the rate before (half the mixing work and no resampling of the
#: voices, for a Pi that struggles) at about twice the delay after a press.
SAMPLE_RATES: Final = (22050, 44100, 48000)

#: Stereo output: some HDMI and USB devices refuse mono, and SDL duplicates a
#: mono source into both speakers for free.
MIXER_CHANNELS: Final = 2

SEQUENCE_CHANNEL: Final = 0

CUE_CHANNEL: Final = 1

UNDER_CHANNEL: Final = 2

#: SDL's period in frames (``[audio] buffer``), at MIXER_FREQUENCY. SDL keeps
#: two to three periods between a play call and the loudspeaker (the period
#: it mixes next, the one it waits to write, ALSA's queue), so each doubling
#: adds about 2.5 of the smaller periods before every sound. 256 is pygame's
#: floor (it raises anything smaller to 256). Measured (benchmarks,
#: docs/performance.md): at 48000 Hz, 256 puts the first sample of a cached
#: urgent line about 16 ms after the call, 512 about 30 ms, 1024 about 64 ms.
#: A Pi that crackles needs a larger one (or ``[audio] sample_rate`` 22050).
DEFAULT_BUFFER: Final = 256

#: SDL's ALSA driver opens the PCM named here (when SDL is given no device
#: handle); see ``_device_for_sdl`` for why not ``pygame.mixer.init(devicename=)``.
SDL_DEVICE_VARIABLE: Final = "AUDIODEV"

#: Words in SDL's error that mean "ALSA's default is a sound server (PipeWire
#: or PulseAudio) that this process cannot reach", as on Raspberry Pi OS
#: desktop images when the referee runs as a system service.
_SERVER_UNREACHABLE: Final = ("Host is down", "Connection refused")

#: The one line a terminal shows when the machine has no sound card (issue 20).
NO_SOUND_CARD: Final = "no sound card found: playing silently; `referee check` tells more"


class AudioUnavailable(Exception):
    """The mixer could not be opened or stopped playing; the message says why, for people."""


class _Mixer:
    """The only code that calls pygame.mixer; used only by whoever holds the audio state (AudioWorker).

    That is the audio thread, or a caller starting an urgent line while the
    audio thread waits (AudioWorker._serve_here); never two at once.
    """

    def __init__(self, buffer_size: int, device: str = "", frequency: int = MIXER_FREQUENCY) -> None:
        self._buffer_size = buffer_size
        self._device = device
        self._frequency = frequency
        self._pygame: types.ModuleType | None = None
        self._sequence: pygame.mixer.Channel | None = None
        self._cue: pygame.mixer.Channel | None = None
        self._under: pygame.mixer.Channel | None = None
        self._speech: DecodedSounds[pygame.mixer.Sound] = DecodedSounds(self.load, self.length)
        self._silences: dict[float, pygame.mixer.Sound] = {}  # by length in seconds

    def open(self) -> None:
        """Initialise the mixer; raise AudioUnavailable with a readable reason."""
        try:
            with _without_unused_modules():
                import pygame
        except ImportError as exc:
            raise AudioUnavailable(f"pygame is not installed ({exc})") from exc
        pygame.mixer.pre_init(
            frequency=self._frequency,
            size=-16,
            channels=MIXER_CHANNELS,
            buffer=self._buffer_size,
        )
        # Only where no card can be seen is what ALSA prints held, to go to
        # the log if the mixer then finds none; with a card ALSA is left alone.
        with _device_for_sdl(self._device), held_back(_may_find_no_card(self._device)) as alsa_said:
            driver = os.environ.get("SDL_AUDIODRIVER", "SDL's first working driver")
            try:
                pygame.mixer.init()
            except pygame.error as exc:
                cards = os.environ.get("SDL_AUDIODRIVER", "alsa") != "alsa" or bool(read_cards())
                reason = describe_open_failure(self._device, driver, str(exc), cards_found=cards)
                if reason == NO_SOUND_CARD:
                    alsa_said.keep_in_log()  # the terminal has the one line; the log keeps ALSA's detail
                raise AudioUnavailable(reason) from exc
        self._pygame = pygame  # from here on close() must quit the mixer
        pygame.mixer.set_reserved(3)
        self._sequence = pygame.mixer.Channel(SEQUENCE_CHANNEL)
        self._cue = pygame.mixer.Channel(CUE_CHANNEL)
        self._under = pygame.mixer.Channel(UNDER_CHANNEL)
        logger.info(
            "mixer open: device %s, driver %s, %s, buffer %d",
            self._device or "default",
            driver,
            pygame.mixer.get_init(),
            self._buffer_size,
        )

    def load(self, path: Path) -> pygame.mixer.Sound | None:
        """Decode a WAV into memory, or log why not and return None."""
        assert self._pygame is not None
        try:
            sound: pygame.mixer.Sound = self._pygame.mixer.Sound(str(path))
        except (self._pygame.error, OSError) as exc:
            logger.warning("cannot load sound %s: %s", path, exc)
            return None
        return sound

    def load_speech(self, path: Path) -> pygame.mixer.Sound | None:
        """A rendered line, decoded; short ones are kept, so saying one again skips the file and the resampling."""
        return self._speech.get(path)

    def has_decoded(self, path: Path) -> bool:
        """Whether load_speech(path) would return at once, with no file read and no resampling."""
        return self._speech.holds(path)

    def keep_speech(self, path: Path) -> None:
        """Decode a line before it is said and keep it while the mixer is open (Speaker.keep_ready)."""
        if self._pygame is not None:
            self._speech.get(path, pin=True)

    def silence(self, seconds: float) -> pygame.mixer.Sound:
        """A silent sound ``seconds`` long, in the mixer's own format: a gap in the programme.

        Made once per length and kept while the mixer is open (a list's gaps
        are all one length: 3 s of 48000 Hz stereo is 576 kB).
        """
        assert self._pygame is not None
        sound = self._silences.get(seconds)
        if sound is None:
            frequency, size, channels = self._pygame.mixer.get_init()
            frames = max(1, round(seconds * frequency))
            # Signed samples (size -16, or 32-bit float), so silence is all zero bytes.
            sound = self._pygame.mixer.Sound(buffer=bytes(frames * channels * (abs(size) // 8)))
            self._silences[seconds] = sound
        return sound

    @staticmethod
    def length(sound: pygame.mixer.Sound) -> float:
        return float(sound.get_length())

    def play_sequence(self, sound: pygame.mixer.Sound, volume: float) -> None:
        assert self._sequence is not None
        # Channel volume persists across plays, so set it every time: speech
        # and queued cues share this channel at different volumes.
        self._sequence.set_volume(volume)
        self._sequence.play(sound)

    def play_cue(self, sound: pygame.mixer.Sound, volume: float) -> None:
        assert self._cue is not None
        self._cue.set_volume(volume)
        self._cue.play(sound)

    def play_under(self, sound: pygame.mixer.Sound, volume: float) -> None:
        assert self._under is not None
        self._under.set_volume(volume)
        self._under.play(sound)

    def stop_sequence(self) -> None:
        assert self._sequence is not None and self._under is not None
        self._sequence.stop()
        self._under.stop()

    def sequence_busy(self) -> bool:
        return self._sequence is not None and bool(self._sequence.get_busy())

    def cue_busy(self) -> bool:
        return self._cue is not None and bool(self._cue.get_busy())

    def under_busy(self) -> bool:
        return self._under is not None and bool(self._under.get_busy())

    def close(self) -> None:
        if self._pygame is None:
            return
        self._speech.clear()  # its Sounds belong to the mixer being closed
        self._silences.clear()
        self._pygame.mixer.stop()
        self._pygame.mixer.quit()
        self._pygame = None
        self._sequence = self._cue = self._under = None


def _may_find_no_card(device: str) -> bool:
    """Whether this open could end in NO_SOUND_CARD: ALSA's default, SDL's ALSA driver, and no card in /proc/asound.

    Anything else (a configured device, another SDL driver, a card ALSA
    lists) leaves ALSA's messages exactly as ALSA prints them.
    """
    return not device and os.environ.get("SDL_AUDIODRIVER", "alsa") == "alsa" and not read_cards()


def describe_open_failure(device: str, driver: str, sdl_message: str, *, cards_found: bool = True) -> str:
    """Why the mixer did not open, in words a person at the table can act on.

    With no sound card in the machine at all, that is all a person needs (a
    laptop in a container, a Pi without its speaker board); SDL's own words
    go to the log for whoever looks further.
    """
    server_unreachable = not device and any(words in sdl_message for words in _SERVER_UNREACHABLE)
    if not cards_found and not device and not server_unreachable:
        logger.info("the mixer did not open (%s: %s); the machine has no sound card", driver, sdl_message)
        return NO_SOUND_CARD
    where = f"sound device {device!r}" if device else "the default sound device"
    reason = f"cannot open {where} ({driver}: {sdl_message})"
    if server_unreachable:
        reason += "; ALSA's default is a sound server (PipeWire) a service cannot reach: set [audio] device"
    return reason


@contextlib.contextmanager
def _device_for_sdl(device: str) -> Iterator[None]:
    """Point SDL's ALSA driver at ``device`` while the mixer opens, then restore the environment.

    ``pygame.mixer.init(devicename=...)`` does not do: SDL only accepts names
    from its own device list there (ALSA hint descriptions, not PCM names such
    as ``plughw:CARD=Device``) and answers "No such device." (checked with the
    pygame 2.6 wheel, SDL 2.28; see tests/device/sound/test_sound_device.py). With no
    device given, SDL's ALSA driver opens the PCM named by AUDIODEV instead of
    "default", and any ALSA name works. A configured device is an ALSA name,
    so the ALSA driver is asked for unless SDL_AUDIODRIVER already says
    otherwise. Restored afterwards because the environment is process-wide
    and SDL reads it only while opening.
    """
    if not device:
        yield
        return
    saved = {name: os.environ.get(name) for name in (SDL_DEVICE_VARIABLE, "SDL_AUDIODRIVER")}
    os.environ[SDL_DEVICE_VARIABLE] = device
    os.environ.setdefault("SDL_AUDIODRIVER", "alsa")
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


# Modules pygame's import pulls in that the mixer never uses. pkg_resources
# costs 70 to 100 ms on the way to READY=1 (measured on x86; more on a Pi);
# numpy, where installed (Piper brings it), costs about 12 MB of memory for
# pygame's array helpers, which the referee does not use.
SKIPPED_BY_PYGAME: Final = ("pkg_resources", "numpy")


@contextlib.contextmanager
def _without_unused_modules() -> Iterator[None]:
    """Let pygame's import skip the modules in SKIPPED_BY_PYGAME, so the referee starts sooner and smaller.

    pygame imports both optionally and falls back to a stub when the import
    fails. A ``None`` in ``sys.modules`` makes that import fail at once. Only
    while pygame is imported, and only for a module nothing has imported yet,
    so a later ``import numpy`` (Piper's) works as usual.
    """
    blocked = [name for name in SKIPPED_BY_PYGAME if name not in sys.modules]
    for name in blocked:
        sys.modules[name] = None  # type: ignore[assignment]  # None there is Python's own way to make an import fail
    try:
        yield
    finally:
        for name in blocked:
            if name in sys.modules and sys.modules[name] is None:
                del sys.modules[name]
