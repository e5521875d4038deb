"""The voice and sound layer, exercised with the real espeak-ng, pyttsx3 and pygame.

Nothing here mocks pygame or pyttsx3 except to make them fail to start: the
point is to catch the real libraries' surprises (early-returning runAndWait,
stdout chatter, SDL driver selection). SDL's "dummy" audio driver consumes
sound in real time without a sound card, so playback timing is realistic.
"""

from __future__ import annotations

import logging
import os
import shutil
import threading
import time
import wave
from collections.abc import Callable, Iterator
from pathlib import Path

# Before anything imports pygame: no sound card in CI, and no banner on stdout.
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest

from tests.polling import wait_until

from device.sound.speaker import Speaker
from device.sound.voices.espeak_ng import EspeakRenderer
from benchmarks.sound_capture import sox_stat

SHORT_LINE = "Player two, roll the dice."
LONG_LINE = (
    "This is a long announcement that explains the rules of the round in far more "
    "detail than anyone sitting at this table could possibly want to hear today."
)

SpeakerFactory = Callable[..., Speaker]


@pytest.fixture
def renderer(tmp_path: Path) -> Iterator[EspeakRenderer]:
    voice = EspeakRenderer(cache_dir=tmp_path / "voice-cache")
    voice.start()
    yield voice
    voice.close()


def warnings_from(caplog: pytest.LogCaptureFixture, logger_name: str) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == logger_name and r.levelno >= logging.WARNING]


# ----- EspeakRenderer ----------------------------------------------------------


@pytest.mark.skipif(shutil.which("sox") is None, reason="sox is needed to measure the WAV")
def test_render_produces_an_audible_wav_and_keeps_stdout_clean(
    renderer: EspeakRenderer, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="table_referee.voice")
    assert renderer.available

    pending = renderer.submit(SHORT_LINE)
    print("transcript: the game thread keeps printing")  # while the voice thread renders
    path = pending.result(timeout=15)

    assert path is not None and path.is_file()
    with wave.open(str(path), "rb") as wav:
        seconds = wav.getnframes() / wav.getframerate()
    assert 0.5 < seconds < 6.0
    stats = sox_stat(str(path), "-n", "stat")
    assert stats["Length (seconds)"] == pytest.approx(seconds, abs=0.01)
    assert stats["RMS amplitude"] > 0.01, "the rendered speech is silent"
    assert stats["Maximum amplitude"] > 0.1, "the rendered speech is silent"

    out = capsys.readouterr().out
    assert out == "transcript: the game thread keeps printing\n", "pyttsx3 chatter leaked into stdout"
    assert any("Audio saved to" in r.getMessage() for r in caplog.records), "chatter should go to the log"


def test_cache_hit_returns_the_same_file_without_rendering(
    renderer: EspeakRenderer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = time.perf_counter()
    first = renderer.render(SHORT_LINE, timeout=15)
    first_took = time.perf_counter() - started
    started = time.perf_counter()
    second = renderer.render(SHORT_LINE, timeout=15)
    second_took = time.perf_counter() - started

    assert first is not None and second == first
    assert renderer.render_count == 1
    assert second_took < max(first_took / 5, 0.005)

    # A renderer whose espeak cannot even start (its data folder is empty)
    # still serves the cached line: proof that a cache hit never needs espeak-ng.
    renderer.close()
    empty = tmp_path / "no-espeak-data"
    empty.mkdir()
    monkeypatch.setenv("ESPEAK_DATA_PATH", str(empty))
    offline = EspeakRenderer(cache_dir=tmp_path / "voice-cache")
    offline.start()
    try:
        assert offline.render(SHORT_LINE) == first
        assert offline.render_count == 0
    finally:
        offline.close()


def test_empty_text_is_never_rendered(renderer: EspeakRenderer) -> None:
    assert renderer.render("") is None
    assert renderer.render("   \n") is None
    assert renderer.render_count == 0


# ----- Speaker ----------------------------------------------------------------


def test_lines_and_cues_play_in_the_order_given(make_speaker: SpeakerFactory) -> None:
    played: list[str] = []
    speaker = make_speaker(on_played=played.append, rate=220)
    assert speaker.wait_voice(timeout=15) and speaker.audio_available

    # The lines need rendering, the cues are ready at once: order must still hold.
    speaker.cue("dice")
    speaker.say("Player one.")
    speaker.cue("card")
    speaker.say("Draw a card.")
    speaker.cue("success")
    assert speaker.busy()

    assert speaker.wait_idle(timeout=15)
    assert not speaker.busy()
    assert played == ["cue:dice", "Player one.", "cue:card", "Draw a card.", "cue:success"]


def test_cue_now_plays_over_speech_without_waiting(make_speaker: SpeakerFactory) -> None:
    played: list[str] = []
    speaker = make_speaker(on_played=played.append)
    speaker.say(SHORT_LINE)
    assert wait_until(lambda: played == [SHORT_LINE], timeout=10)

    speaker.cue("not_now", now=True)
    assert wait_until(lambda: played == [SHORT_LINE, "cue:not_now"], timeout=0.5)
    assert speaker.busy()
    assert speaker.wait_idle(timeout=10)


def test_the_table_volume_scales_cues_as_well_as_speech(make_speaker: SpeakerFactory) -> None:
    import pygame

    from device.sound.mixer import CUE_CHANNEL, SEQUENCE_CHANNEL, UNDER_CHANNEL

    played: list[str] = []
    speaker = make_speaker(on_played=played.append)
    speaker.set_volume(0.5)
    speaker.cue("not_now", now=True)
    speaker.cue("dice")  # under the next line: its own channel
    speaker.cue("success")  # in turn: the sequence channel
    assert wait_until(lambda: played == ["cue:not_now", "cue:dice", "cue:success"], timeout=5)
    # pygame keeps a channel volume in 1/128 steps.
    assert pygame.mixer.Channel(CUE_CHANNEL).get_volume() == pytest.approx(0.5, abs=0.01)
    assert pygame.mixer.Channel(UNDER_CHANNEL).get_volume() == pytest.approx(0.5, abs=0.01)
    assert pygame.mixer.Channel(SEQUENCE_CHANNEL).get_volume() == pytest.approx(0.5, abs=0.01)
    assert speaker.wait_idle(timeout=10)


def test_urgent_line_cuts_in_and_drops_the_queue(make_speaker: SpeakerFactory) -> None:
    played: list[str] = []
    speaker = make_speaker(on_played=played.append)
    speaker.say(LONG_LINE)  # about ten seconds of speech
    speaker.say("Second line.")
    speaker.cue("card")
    speaker.say("Third line.")
    assert wait_until(lambda: played == [LONG_LINE], timeout=10)

    started = time.monotonic()
    speaker.say("Stop, time is up.", urgent=True)
    assert speaker.wait_idle(timeout=10)

    assert played == [LONG_LINE, "Stop, time is up."]
    assert time.monotonic() - started < 5.0, "the long line was not interrupted"


def test_missing_audio_driver_leaves_the_game_running(
    make_speaker: SpeakerFactory, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "no_such_driver")
    caplog.set_level(logging.INFO, logger="table_referee")
    speaker = make_speaker()

    assert not speaker.audio_available
    speaker.say("Hello table.")
    speaker.say("Now!", urgent=True)
    speaker.cue("dice")
    speaker.cue("tick", now=True)
    speaker.gap(3)
    speaker.prerender(["Round one."])
    assert not speaker.busy()
    assert speaker.wait_idle(timeout=0.1)

    warnings = warnings_from(caplog, "table_referee.health")
    assert len(warnings) == 1
    assert "no sound" in warnings[0].getMessage() and "no_such_driver" in warnings[0].getMessage()
    assert "no_such_driver" in (speaker.health.problem("sound") or "")


def test_voice_failure_skips_lines_but_cues_still_play(
    make_speaker: SpeakerFactory, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, tmp_path: Path
) -> None:
    monkeypatch.setenv("ESPEAK_DATA_PATH", str(tmp_path))  # no espeak-ng data there: the worker cannot start
    caplog.set_level(logging.INFO, logger="table_referee")
    played: list[str] = []
    speaker = make_speaker(on_played=played.append)

    assert speaker.audio_available
    speaker.say("Player one.")  # said while espeak-ng is still starting: skipped once it fails
    speaker.say("Player two.", urgent=True)  # (an urgent line drops what is queued: the cue comes after it)
    speaker.cue("dice")
    speaker.prerender(["Round one."])
    assert not speaker.wait_voice(timeout=10)
    assert speaker.wait_idle(timeout=5)
    assert played == ["cue:dice"]

    warnings = warnings_from(caplog, "table_referee.health")
    assert len(warnings) == 1
    assert "no voice" in warnings[0].getMessage() and f"ESPEAK_DATA_PATH={tmp_path}" in warnings[0].getMessage()


def test_mute_initialises_nothing(make_speaker: SpeakerFactory) -> None:
    speaker = make_speaker(mute=True)
    speaker.say("Hello.")
    speaker.say("Hello!", urgent=True)
    speaker.cue("dice")
    speaker.gap(3)
    speaker.cue("tick", now=True)
    speaker.prerender(["Hello."])

    assert not speaker.busy()
    assert speaker.wait_idle(timeout=0.1)
    assert not speaker.voice_available and not speaker.audio_available
    names = {thread.name for thread in threading.enumerate()}
    assert not names & {"audio-output", "voice-renderer"}


def test_close_stops_the_threads_and_quits_the_mixer(make_speaker: SpeakerFactory) -> None:
    import pygame

    speaker = make_speaker()
    speaker.say("One.")
    speaker.close()
    speaker.close()  # twice is harmless

    names = {thread.name for thread in threading.enumerate()}
    assert not names & {"audio-output", "voice-renderer"}
    assert pygame.mixer.get_init() is None
    assert not speaker.busy()
    speaker.say("After close.")  # still never raises


def test_lines_kept_ready_are_decoded_before_they_are_said(make_speaker: SpeakerFactory) -> None:
    """UP/DOWN's answers: rendered and decoded at start-up, so the first press skips both."""
    from device.referee.status import button_answers
    from device.storage.volume import HIGHEST, LOWEST

    speaker = make_speaker()
    answers = button_answers(LOWEST, HIGHEST)
    speaker.keep_ready(answers)
    decoded = speaker._audio._mixer._speech  # type: ignore[union-attr]
    assert wait_until(lambda: len(decoded) == len(answers), timeout=20)
    speaker.say(answers[0], urgent=True)
    assert speaker.wait_idle(timeout=10)
    assert len(decoded) == len(answers)


# ----- gaps: silences in the programme ------------------------------------------


class Played:
    """``on_played`` with the time each item started, waited on rather than polled."""

    def __init__(self) -> None:
        self.labels: list[str] = []
        self.started: dict[str, float] = {}
        self._changed = threading.Condition()

    def __call__(self, label: str) -> None:
        with self._changed:
            self.labels.append(label)
            self.started.setdefault(label, time.monotonic())
            self._changed.notify_all()

    def wait_for(self, label: str, timeout: float = 15.0) -> float:
        with self._changed:
            assert self._changed.wait_for(lambda: label in self.started, timeout), f"never played {label!r}: {self.labels}"
            return self.started[label]


def test_a_gap_is_a_silence_in_the_programme_that_holds_the_next_line_by_its_length(make_speaker: SpeakerFactory) -> None:
    """Issue 23: time to write a category down, as sound in the programme, so nothing else waits for it."""
    played = Played()
    speaker = make_speaker(on_played=played)
    assert speaker.wait_voice(timeout=15) and speaker.audio_available
    for rendered in speaker.prerender(["One.", "Two."]):
        assert rendered.result(timeout=15) is not None
    speaker.say("One.")
    speaker.gap(0.6)
    speaker.say("Two.")
    assert speaker.busy()
    assert speaker.wait_idle(timeout=15)
    assert played.labels == ["One.", "gap:0.6", "Two."]
    waited = played.started["Two."] - played.started["gap:0.6"]
    assert 0.55 <= waited < 1.5, waited


def test_a_gap_is_cut_by_an_urgent_line_and_dropped_by_a_hush(make_speaker: SpeakerFactory) -> None:
    played = Played()
    speaker = make_speaker(on_played=played)
    assert speaker.wait_voice(timeout=15) and speaker.audio_available
    speaker.gap(30)
    speaker.say("Never heard.")
    speaker.gap(30)
    played.wait_for("gap:30")
    speaker.say("Go!", urgent=True)  # GO mid-list: the silence sounding and all that was queued after it go
    played.wait_for("Go!")
    assert speaker.wait_idle(timeout=10), "the urgent line did not cut the silence"
    assert played.labels == ["gap:30", "Go!"]

    speaker.gap(30)
    speaker.gap(30)
    speaker.hush()
    assert speaker.wait_idle(timeout=5), "the hush did not drop the silence"


def test_a_silence_is_made_once_per_length_at_the_mixers_format() -> None:
    """The gap's sound: all zero samples, as long as asked, in the format the mixer opened with."""
    import pygame

    from device.sound.mixer import _Mixer

    mixer = _Mixer(256)
    mixer.open()
    try:
        silence = mixer.silence(3.0)
        assert mixer.length(silence) == pytest.approx(3.0, abs=0.001)
        assert not any(silence.get_raw())
        frequency, size, channels = pygame.mixer.get_init()
        assert len(silence.get_raw()) == round(3.0 * frequency) * channels * abs(size) // 8
        assert mixer.silence(3.0) is silence  # kept: a list's twelve gaps are one sound
        assert mixer.silence(0.5) is not silence
    finally:
        mixer.close()
    assert pygame.mixer.get_init() is None
