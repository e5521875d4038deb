"""Pace in the sound layer: trimmed lines in the cache, and dice and card cues under the speech after them.

Real espeak-ng, pyttsx3 and pygame, with SDL's dummy driver (it consumes
sound in real time without a card), as in tests/device/sound/test_speaker.py. These check
behaviour, not speed: benchmarks/ measures the times.
"""

from __future__ import annotations

import os
import time
import wave
from array import array
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest

from device.sound.voices import wav_cache as voice_module
from device.sound.mixer import SEQUENCE_CHANNEL, UNDER_CHANNEL
from device.sound.speaker import Speaker
from device.sound.voices.espeak_ng import EspeakRenderer
from device.sound.voices.trim import LEAD_MARGIN_SECONDS, SILENCE_THRESHOLD, TAIL_MARGIN_SECONDS, trim_silence
from device.sound.voices.wav_cache import WavCache
from tests.paths import REPO

LINES = ("The die shows four.", "Player two, roll the dice.", "Name something you find in a kitchen.")
RATE = 22050


def write_wav(path: Path, samples: list[int]) -> Path:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(array("h", samples).tobytes())
    return path


def forbid_here(monkeypatch: pytest.MonkeyPatch, module: object, *names: str) -> None:
    """Levelling or trimming in this process (the referee's) fails the test: that work belongs in a worker (issue 23)."""

    def not_here(path: Path) -> None:
        raise AssertionError("a line was levelled or trimmed in the referee's own process")

    for name in names:
        monkeypatch.setattr(module, name, not_here)


def silence_around(path: Path) -> tuple[float, float]:
    """Seconds of silence (below the trim threshold) before the first and after the last loud sample."""
    with wave.open(str(path), "rb") as wav:
        rate = wav.getframerate()
        samples = array("h", wav.readframes(wav.getnframes()))
    loud = [index for index, value in enumerate(samples) if abs(value) > SILENCE_THRESHOLD]
    return loud[0] / rate, (len(samples) - 1 - loud[-1]) / rate


# ----- trimming ---------------------------------------------------------------


def test_trim_keeps_the_sound_and_a_margin_either_side(tmp_path: Path) -> None:
    tone = [(3000 if n % 20 < 10 else -3000) for n in range(RATE // 2)]
    path = write_wav(tmp_path / "line.wav", [0] * (RATE // 10) + tone + [5] * (RATE * 2 // 5))

    cut_front, cut_back = trim_silence(path)

    lead, tail = silence_around(path)
    assert lead == pytest.approx(LEAD_MARGIN_SECONDS, abs=1 / RATE)
    assert tail == pytest.approx(TAIL_MARGIN_SECONDS, abs=1 / RATE)
    assert cut_front == pytest.approx(0.1 - LEAD_MARGIN_SECONDS, abs=1 / RATE)
    assert cut_back == pytest.approx(0.4 - TAIL_MARGIN_SECONDS, abs=1 / RATE)
    with wave.open(str(path), "rb") as wav:
        kept = array("h", wav.readframes(wav.getnframes()))
        assert (wav.getframerate(), wav.getnchannels(), wav.getsampwidth()) == (RATE, 1, 2)
    assert [value for value in kept if abs(value) > SILENCE_THRESHOLD] == tone


def test_trim_leaves_silence_and_tight_lines_alone(tmp_path: Path) -> None:
    quiet = write_wav(tmp_path / "quiet.wav", [0] * 1000)
    assert trim_silence(quiet) == (0.0, 0.0)
    with wave.open(str(quiet), "rb") as wav:
        assert wav.getnframes() == 1000
    tight = write_wav(tmp_path / "tight.wav", [4000, -4000] * 100)
    assert trim_silence(tight) == (0.0, 0.0)


@pytest.fixture
def renderer(tmp_path: Path) -> Iterator[EspeakRenderer]:
    voice = EspeakRenderer(cache_dir=tmp_path / "voice-cache")
    voice.start()
    yield voice
    voice.close()


def test_rendered_lines_enter_the_cache_trimmed(renderer: EspeakRenderer) -> None:
    for line in LINES:
        path = renderer.render(line, timeout=15)
        assert path is not None
        lead, tail = silence_around(path)
        # espeak-ng leaves ~13 ms in front and 350-420 ms behind; what is left is the margin.
        assert lead <= LEAD_MARGIN_SECONDS + 1 / RATE, line
        assert tail <= TAIL_MARGIN_SECONDS + 1 / RATE, line


def test_espeak_lines_are_levelled_and_trimmed_in_the_workers_process_not_the_referees(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 23: that work holds the GIL for ms a line; in the referee's process a press's answer waited on it."""
    import device.sound.voices.wav_cache as cache_module
    from device.sound.loudness import LEVEL_DBFS, measure_wav

    forbid_here(monkeypatch, cache_module, "normalise_wav", "trim_silence")
    voice = EspeakRenderer(cache_dir=tmp_path / "voice-cache")
    voice.start()
    try:
        path = voice.render(LINES[1], timeout=15)
    finally:
        voice.close()
    assert path is not None
    assert silence_around(path)[0] <= LEAD_MARGIN_SECONDS + 1 / RATE
    assert measure_wav(path).active_dbfs == pytest.approx(LEVEL_DBFS, abs=0.5)


def test_untrimmed_files_from_before_are_not_reused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache_dir = tmp_path / "voice-cache"
    monkeypatch.setattr(voice_module, "CACHE_FORMAT", 1)
    old = WavCache(cache_dir, voice=None, rate=160, volume=1.0)
    old.prepare()
    stale = write_wav(old.path_for(LINES[0]), [0] * RATE + [3000] * 100 + [0] * RATE)
    assert old.lookup(LINES[0]) == stale
    monkeypatch.undo()

    current = WavCache(cache_dir, voice=None, rate=160, volume=1.0)
    assert current.path_for(LINES[0]) != stale
    assert current.lookup(LINES[0]) is None


# ----- cues under speech --------------------------------------------------------


class Observer:
    """What was sounding on each channel at the moment each item started (called on the audio thread)."""

    def __init__(self) -> None:
        self.started: list[tuple[str, bool, bool, float]] = []

    def __call__(self, label: str) -> None:
        import pygame

        under = bool(pygame.mixer.Channel(UNDER_CHANNEL).get_busy())
        sequence = bool(pygame.mixer.Channel(SEQUENCE_CHANNEL).get_busy())
        self.started.append((label, under, sequence, time.monotonic()))

    @property
    def labels(self) -> list[str]:
        return [label for label, *_ in self.started]

    def at(self, label: str) -> tuple[bool, bool, float]:
        (found,) = [(under, sequence, when) for name, under, sequence, when in self.started if name == label]
        return found


def test_dice_and_card_sound_under_the_line_after_them_in_order(make_speaker: Callable[..., Speaker]) -> None:
    seen = Observer()
    speaker = make_speaker(on_played=seen)
    assert speaker.wait_voice(timeout=15) and speaker.audio_available
    speaker.prerender(["The die shows four.", "Name a fruit."])
    assert wait_rendered(speaker, ["The die shows four.", "Name a fruit."])

    speaker.cue("dice")
    speaker.say("The die shows four.")
    speaker.cue("card")
    speaker.say("Name a fruit.")
    speaker.cue("success")
    assert speaker.wait_idle(timeout=15)

    assert seen.labels == ["cue:dice", "The die shows four.", "cue:card", "Name a fruit.", "cue:success"]
    # Each line starts while its cue is still sounding under it.
    assert seen.at("The die shows four.")[0], "the die line waited for the dice"
    assert seen.at("Name a fruit.")[0], "the question waited for the card"
    # A cue after a line still waits for that line to end: nothing else is on the sequence channel.
    card_under, card_sequence, _ = seen.at("cue:card")
    assert card_under and not card_sequence
    # An ordinary cue keeps its turn on the sequence channel, after the question.
    assert seen.at("cue:success")[1]


def wait_rendered(speaker: Speaker, lines: list[str], timeout: float = 15) -> bool:
    renderer = speaker._renderer
    assert renderer is not None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if all(renderer.cached(line) for line in lines):
            return True
        time.sleep(0.02)
    return False


def test_an_under_cue_never_cuts_the_one_before_it(make_speaker: Callable[..., Speaker]) -> None:
    from sounds import sound_path

    with wave.open(str(sound_path("dice")), "rb") as wav:
        dice_seconds = wav.getnframes() / wav.getframerate()
    seen = Observer()
    speaker = make_speaker(on_played=seen)
    speaker.cue("dice")
    speaker.cue("dice")
    assert speaker.wait_idle(timeout=10)

    assert seen.labels == ["cue:dice", "cue:dice"]
    first, second = (when for *_, when in seen.started)
    assert second - first >= dice_seconds - 0.05, "the second rattle started over the first"


def test_an_urgent_line_silences_an_under_cue_too(make_speaker: Callable[..., Speaker]) -> None:
    import pygame

    seen = Observer()
    speaker = make_speaker(on_played=seen)
    assert speaker.wait_voice(timeout=15)
    speaker.cue("dice")
    speaker.say("Player two, roll the dice and take your time about it.")
    assert wait_until_label(seen, "cue:dice")
    speaker.hush()
    assert wait_idle_quickly(speaker)
    assert not pygame.mixer.Channel(UNDER_CHANNEL).get_busy()


def wait_until_label(seen: Observer, label: str, timeout: float = 10) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and label not in seen.labels:
        time.sleep(0.005)
    return label in seen.labels


def wait_idle_quickly(speaker: Speaker) -> bool:
    """Idle well before the dice (0.6 s) or the line could have ended by themselves."""
    return speaker.wait_idle(timeout=0.3)


# ----- start-up -----------------------------------------------------------------


def test_the_mixer_opens_without_importing_pkg_resources_or_numpy_and_leaves_them_importable(tmp_path: Path) -> None:
    """pygame's import skips pkg_resources (slow) and numpy (12 MB), both unused; afterwards anyone may import them."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from device.sound.audio import AudioOutput\n"
        "output = AudioOutput(cue_paths={})\n"
        "assert output.start(), output.health.problems()\n"
        "assert 'pygame' in sys.modules, sorted(sys.modules)\n"
        "assert 'pkg_resources' not in sys.modules and 'numpy' not in sys.modules, sorted(sys.modules)\n"
        "output.close()\n"
        "import pkg_resources, numpy\n"
        "print('ok', pkg_resources.__name__, numpy.__name__)\n"
    )
    done = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", script],
        cwd=REPO,
        env=dict(os.environ, SDL_AUDIODRIVER="dummy"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["ok", "pkg_resources", "numpy"]
