"""Sound that reaches the table: a device chosen by name, and a referee that knows when it is mute.

These run SDL's real ``alsa`` driver through the system's libasound into an
ALSA configuration the test writes itself (benchmarks/sound_capture.py), and
measure what arrived with sox. PipeWire is Debian's own pipewire-alsa
configuration with no server to reach, as a system service meets it on a
Raspberry Pi OS desktop image.
"""

from __future__ import annotations

import logging
import os
import time
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.polling import wait_until

import device.sound.audio as audio
import device.sound.mixer as mixer
from device.sound.audio import AudioOutput
from device.sound.programme import CueItem
from device.app.config import load_config
from device.health import Health
from engine.words import Words
from device.sound.speaker import Speaker
from device.sound.voices.espeak_ng import EspeakRenderer
from sounds import sound_path
from benchmarks.sound_capture import (
    AlsaCapture,
    sounding_part_of_capture,
    sounding_part_of_wav,
)

LINE = "Player two, roll the dice."
SOUND_BACK_LINE = Words("device").said_in("en", "sound-is-back")
# Seconds of audio that may still be in SDL's and ALSA's buffers when the player is idle, and more.
IN_FLIGHT = 0.3


@pytest.fixture
def capture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[AlsaCapture]:
    """The private ALSA configuration, in force for this test only."""
    folder = tmp_path / "alsa"
    folder.mkdir()
    recorder = AlsaCapture(folder)
    for name, value in recorder.environment().items():
        monkeypatch.setenv(name, value)
    yield recorder
    recorder.close()


@pytest.fixture
def speakers() -> Iterator[list[Speaker]]:
    """Speakers made by a test, always closed: the mixer is process-wide."""
    made: list[Speaker] = []
    yield made
    for speaker in made:
        speaker.close()


def rendered_wav(cache_dir: Path, text: str) -> Path:
    """The WAV the speaker played for ``text``, found in its cache (pyttsx3 is not touched)."""
    path = EspeakRenderer(cache_dir=cache_dir).cached(text)
    assert path is not None, f"{text!r} was never rendered"
    return path


def assert_capture_is(raw: Path, wav: Path) -> None:
    """What the device received is that line: as long as its sounding part, and clearly not silence."""
    heard = sounding_part_of_capture(raw)
    expected = sounding_part_of_wav(wav)
    assert heard["Length (seconds)"] == pytest.approx(expected["Length (seconds)"], abs=0.15), (heard, expected)
    assert heard["RMS amplitude"] > 0.02, heard
    assert heard["Maximum amplitude"] > 0.2, heard


def test_a_spoken_line_reaches_the_alsa_device_named_in_the_config(
    capture: AlsaCapture, tmp_path: Path, speakers: list[Speaker]
) -> None:
    # ALSA's default would fail (PipeWire, no server): only the name can make this work.
    capture.write(default_is_pipewire=True)
    config_file = tmp_path / "config.toml"
    config_file.write_text(f'[audio]\ndevice = "{capture.device}"\n')
    config = load_config(config_file)
    played: list[str] = []
    health = Health()
    speaker = Speaker(cache_dir=tmp_path / "cache", audio_device=config.audio_device, health=health, on_played=played.append)
    speakers.append(speaker)
    speaker.start()

    assert speaker.audio_available, health.problems()
    assert speaker.wait_voice(timeout=15)
    speaker.say(LINE)
    assert wait_until(lambda: LINE in played, timeout=10)
    assert speaker.wait_idle(timeout=10)
    assert capture.wait_for_more(IN_FLIGHT, timeout=10)  # the last samples, through SDL's and ALSA's buffers
    speaker.close()
    capture.close()

    assert health.well
    assert_capture_is(capture.save(tmp_path / "heard.raw"), rendered_wav(tmp_path / "cache", LINE))


def test_a_configured_device_that_is_not_there_is_named_in_the_report(
    capture: AlsaCapture, tmp_path: Path, speakers: list[Speaker], monkeypatch: pytest.MonkeyPatch
) -> None:
    capture.write(default_is_pipewire=False)
    monkeypatch.delenv(mixer.SDL_DEVICE_VARIABLE, raising=False)
    speaker = Speaker(cache_dir=tmp_path / "cache", audio_device="plughw:CARD=NoSuchCard")
    speakers.append(speaker)
    speaker.start()

    assert not speaker.audio_available
    problem = speaker.health.problem("sound") or ""
    assert "'plughw:CARD=NoSuchCard'" in problem and "(alsa: ALSA: " in problem
    assert "PipeWire" not in problem, "the PipeWire hint is only for ALSA's default"
    assert mixer.SDL_DEVICE_VARIABLE not in os.environ, "the process environment is left as it was"


def test_sdl_takes_an_alsa_name_from_audiodev_not_from_devicename(capture: AlsaCapture, monkeypatch: pytest.MonkeyPatch) -> None:
    """Why device/sound/mixer.py passes the name in AUDIODEV: pygame's devicename= refuses ALSA PCM names."""
    import pygame

    capture.write(default_is_pipewire=True)
    pygame.mixer.pre_init(frequency=mixer.MIXER_FREQUENCY, size=-16, channels=mixer.MIXER_CHANNELS)
    with pytest.raises(pygame.error, match="No such device"):
        pygame.mixer.init(devicename=capture.device)
    pygame.mixer.quit()

    monkeypatch.setenv(mixer.SDL_DEVICE_VARIABLE, capture.device)
    pygame.mixer.init()
    try:
        assert pygame.mixer.get_init() is not None
    finally:
        pygame.mixer.quit()


def test_pipewire_default_without_a_server_reports_no_sound_then_recovers_and_says_so(
    capture: AlsaCapture,
    tmp_path: Path,
    speakers: list[Speaker],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setattr(audio, "RETRY_SECONDS", 0.3)
    caplog.set_level(logging.DEBUG, logger="table_referee")
    capture.write(default_is_pipewire=True)
    health = Health()
    changes: list[tuple[str, str | None]] = []
    health.subscribe(lambda part, problem: changes.append((part, problem)) if part == "sound" else None)
    played: list[str] = []
    speaker = Speaker(cache_dir=tmp_path / "cache", health=health, on_played=played.append)
    speakers.append(speaker)
    speaker.start()
    assert speaker.wait_voice(timeout=15)

    # Mute, and saying so: the reason is SDL's, with the fix.
    assert not speaker.audio_available
    problem = health.problem("sound") or ""
    assert "Host is down" in problem and "PipeWire" in problem and "[audio] device" in problem
    assert "no sound" in health.status_text()
    speaker.say("Lost in the void.")  # dropped, not piled up
    speaker.cue("dice")
    assert not speaker.busy()
    # It keeps trying, yet logs the problem once.
    assert wait_until(lambda: _attempts(caplog) >= 3, timeout=5)
    assert _health_lines(caplog) == [f"no sound: {problem}"]

    # The device becomes reachable: ALSA re-reads its changed configuration on the next open.
    capture.write(default_is_pipewire=False, default_is_capture=True)
    assert wait_until(lambda: SOUND_BACK_LINE in played, timeout=5), (played, health.problems())
    assert health.well and speaker.audio_available
    assert changes == [("sound", problem), ("sound", None)]
    assert _health_lines(caplog)[-1] == "sound is working again"
    assert speaker.wait_idle(timeout=10)
    assert capture.wait_for_more(IN_FLIGHT, timeout=10)  # the last samples, through SDL's and ALSA's buffers
    speaker.close()
    capture.close()

    assert played == [SOUND_BACK_LINE]
    assert_capture_is(capture.save(tmp_path / "heard.raw"), rendered_wav(tmp_path / "cache", SOUND_BACK_LINE))


def write_tone(path: Path, seconds: float) -> Path:
    """A quiet tone long enough that the test can pause it before it ends, even on a loaded machine."""
    frames = int(mixer.MIXER_FREQUENCY * seconds)
    samples = b"".join((800 if (n // 25) % 2 else -800).to_bytes(2, "little", signed=True) for n in range(frames))
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(mixer.MIXER_FREQUENCY)
        wav.writeframes(samples)
    return path


def test_a_sound_that_never_finishes_counts_as_a_lost_device(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """SDL stops feeding a device it lost, so the channel stays busy: the worker notices and retries."""
    import pygame

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    health = Health()
    changes: list[str | None] = []
    health.subscribe(lambda part, problem: changes.append(problem))
    played: list[str] = []
    recovered: list[float] = []
    output = AudioOutput(
        cue_paths={"tone": write_tone(tmp_path / "tone.wav", 1.0), "tick": sound_path("tick")},
        health=health,
        on_played=played.append,
        on_recovered=lambda: recovered.append(time.monotonic()),
        retry_seconds=0.2,
        stall_grace=0.3,
    )
    try:
        assert output.start()
        output.enqueue(CueItem("tone"))
        assert wait_until(lambda: played == ["cue:tone"], timeout=2)
        pygame.mixer.pause()  # the device stops taking samples: the tone can never end

        assert wait_until(lambda: health.problem("sound") is not None, timeout=3)
        assert "stopped playing" in (health.problem("sound") or "")
        assert not output.busy(), "what was playing on the lost device is given up"
        assert wait_until(lambda: bool(recovered), timeout=3)
        assert health.well and output.available
        assert changes == [changes[0], None] and changes[0] is not None
        output.enqueue(CueItem("tick"))
        assert output.wait_idle(timeout=3), "the reopened mixer plays again"
        assert played == ["cue:tone", "cue:tick"]
    finally:
        output.close()


def test_missing_espeak_data_costs_the_voice_not_the_cues(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, speakers: list[Speaker], caplog: pytest.LogCaptureFixture
) -> None:
    """libespeak-ng would exit(1) in this process; the check in a child process reports it instead."""
    empty = tmp_path / "no-espeak-data"
    empty.mkdir()
    monkeypatch.setenv("ESPEAK_DATA_PATH", str(empty))
    caplog.set_level(logging.WARNING, logger="table_referee")
    played: list[str] = []
    speaker = Speaker(cache_dir=tmp_path / "cache", on_played=played.append)
    speakers.append(speaker)
    speaker.start()
    speaker.say("Nobody will hear this.")

    assert not speaker.wait_voice(timeout=15)
    problem = speaker.health.problem("voice") or ""
    assert f"ESPEAK_DATA_PATH={empty}" in problem and "espeak-ng-data" in problem
    speaker.cue("dice")
    speaker.say("Nor this.")
    assert speaker.wait_idle(timeout=5)
    assert played == ["cue:dice"]
    naming = [r.getMessage() for r in caplog.records if "ESPEAK_DATA_PATH" in r.getMessage()]
    assert naming == [f"no voice: {problem}"]


def _attempts(caplog: pytest.LogCaptureFixture) -> int:
    return sum("opening the sound device failed" in r.getMessage() for r in caplog.records)


def _health_lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "table_referee.health" and r.levelno >= logging.WARNING]
