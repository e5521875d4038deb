"""An urgent line already decoded starts on the thread that asks for it (AudioWorker._serve_here).

Why it matters: it is the answer to a press (UP and the new volume). Left
to the audio thread, it waited for the GIL while the referee's loop went on
with its own work (issue 23). What must hold: the caller plays it only when
the audio thread is idle and the line needs no rendering or decoding;
commands given before it (a volume change) still come first; a caller never
waits for a busy audio thread; and a failure while the caller plays is the
audio thread's to report, as if it had happened there.

Real espeak-ng and pygame on SDL's dummy driver, as in test_speaker.py.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from typing import Any

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest

from tests.polling import wait_until

from device.sound.speaker import Speaker

ANSWER = "Volume 7."
LATER = "Volume 6."
NOT_KEPT = "Player three, your turn."

SpeakerFactory = Callable[..., Speaker]


class Played:
    """``on_played``: each label with the name of the thread that started it, waited on rather than polled."""

    def __init__(self) -> None:
        self.by: dict[str, str] = {}
        self._changed = threading.Condition()

    def __call__(self, label: str) -> None:
        with self._changed:
            self.by.setdefault(label, threading.current_thread().name)
            self._changed.notify_all()

    def wait_for(self, label: str, timeout: float = 15.0) -> str:
        with self._changed:
            assert self._changed.wait_for(lambda: label in self.by, timeout), f"never played {label!r}: {self.by}"
            return self.by[label]


def ready(make_speaker: SpeakerFactory, played: Played) -> tuple[Speaker, Any]:
    """A speaker whose answers are rendered and decoded, its audio thread asleep with nothing to do."""
    speaker = make_speaker(on_played=played)
    assert speaker.wait_voice(timeout=15) and speaker.audio_available
    speaker.keep_ready([ANSWER, LATER])
    for rendered in speaker.prerender([NOT_KEPT]):
        assert rendered.result(timeout=15) is not None
    audio = speaker._audio
    assert audio is not None
    assert wait_until(lambda: len(audio._mixer._speech) == 2, 20)
    assert wait_until(audio._commands.idle, 20)
    return speaker, audio


def test_a_decoded_urgent_line_starts_before_say_returns_on_the_callers_thread(make_speaker: SpeakerFactory) -> None:
    played = Played()
    speaker, audio = ready(make_speaker, played)

    speaker.say(ANSWER, urgent=True)

    assert played.by.get(ANSWER) == threading.current_thread().name  # already started, here
    assert speaker.wait_idle(timeout=10)  # the audio thread still retires it when it ends
    assert not audio._mixer.sequence_busy()


def test_a_volume_change_given_just_before_applies_to_the_line_started_here(make_speaker: SpeakerFactory) -> None:
    played = Played()
    speaker, audio = ready(make_speaker, played)

    speaker.set_volume(0.25)
    speaker.say(ANSWER, urgent=True)

    assert played.by.get(ANSWER) == threading.current_thread().name
    assert audio._mixer._sequence.get_volume() == pytest.approx(0.25, abs=1 / 128)


def test_a_line_not_yet_decoded_is_left_to_the_audio_thread(make_speaker: SpeakerFactory) -> None:
    played = Played()
    speaker, _ = ready(make_speaker, played)

    speaker.say(NOT_KEPT, urgent=True)

    assert played.wait_for(NOT_KEPT) == "audio-output"


def test_a_caller_never_waits_for_a_busy_audio_thread(make_speaker: SpeakerFactory) -> None:
    played = Played()
    speaker, audio = ready(make_speaker, played)

    with audio._state:  # as if the audio thread were at work
        speaker.say(ANSWER, urgent=True)  # returns at once, leaving the line to the audio thread
        assert ANSWER not in played.by

    assert played.wait_for(ANSWER) == "audio-output"


def test_hush_cuts_the_line_off_before_it_returns(make_speaker: SpeakerFactory) -> None:
    played = Played()
    speaker, audio = ready(make_speaker, played)
    speaker.say(NOT_KEPT)
    played.wait_for(NOT_KEPT)
    assert wait_until(audio._commands.idle, 20)

    speaker.hush()

    assert not audio._mixer.sequence_busy()
    assert speaker.wait_idle(timeout=5)


def test_a_failure_while_playing_here_is_reported_by_the_audio_thread_and_sound_comes_back(
    make_speaker: SpeakerFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pygame

    played = Played()
    speaker, audio = ready(make_speaker, played)
    audio._retry_seconds = 0.2
    failures: list[str] = []
    real_play = audio._mixer.play_sequence

    def fail_once(sound: Any, volume: float) -> None:
        if not failures:
            failures.append(threading.current_thread().name)
            raise pygame.error("the device went away")
        real_play(sound, volume)

    monkeypatch.setattr(audio._mixer, "play_sequence", fail_once)

    speaker.say(ANSWER, urgent=True)  # never raises on the caller

    assert failures == [threading.current_thread().name]
    assert wait_until(lambda: "the device went away" in (speaker.health.problem("sound") or ""), 20)
    assert wait_until(lambda: speaker.health.problem("sound") is None, 20)  # opened again by the audio thread
