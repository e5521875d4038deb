"""The voice interface: a third voice plugs in without a change to device/, and the voices keep to their own.

``ToneVoice`` below is a whole voice written the way a newcomer would add
one: it subclasses ``Voice`` and renders each line as a real WAV (a short
tone, written with the stdlib ``wave`` module), stored through the same
cache as espeak-ng and Piper. The speaker plays it, rendering ahead fills and
trims its cache, and Piper falls back on it, all without knowing its name.
"""

from __future__ import annotations

import ast
import math
import os
import threading
import time
import wave
from concurrent.futures import Future
from pathlib import Path

import pytest

from device.health import Health
from device.sound.loudness import LEVEL_DBFS, measure_wav
from device.sound.prerender import Prerenderer, progress_in_cache
from device.sound.speaker import Speaker
from device.sound.voices.interface import RenderPriority, Voice
from device.sound.voices.piper import PiperRenderer
from device.sound.voices.wav_cache import WavCache, finish
from tests.paths import REPO

ROOT = REPO
RATE = 22050
TONE_SECONDS = 0.25


def write_tone(path: Path, text: str) -> None:
    """A short tone whose pitch depends on the text: real audio, different for different lines."""
    pitch = 220.0 + 20.0 * (sum(map(ord, text)) % 20)
    frames = bytearray()
    for n in range(int(TONE_SECONDS * RATE)):
        frames += int(12000 * math.sin(2 * math.pi * pitch * n / RATE)).to_bytes(2, "little", signed=True)
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(bytes(frames))


class ToneVoice(Voice):
    """A third voice: renders on the caller's thread, so every Future it returns is already resolved."""

    def __init__(self, cache_dir: Path) -> None:
        self.cache = WavCache(cache_dir / "tone", voice="tone", rate=RATE, volume=1.0)
        self.rendered: list[tuple[str, RenderPriority]] = []
        self._lock = threading.Lock()
        self._up = False
        self.closed = False

    @property
    def name(self) -> str:
        return "tone"

    @property
    def available(self) -> bool:
        return self._up and not self.closed

    @property
    def render_count(self) -> int:
        return len(self.rendered)

    def start(self, *, wait: bool = True) -> bool:
        self.cache.prepare()
        self._up = not self.closed
        return self.available

    def wait_ready(self, timeout: float) -> bool:
        return self.available

    def close(self) -> None:
        self.closed = True

    def cached(self, text: str) -> Path | None:
        return self.cache.lookup(text.strip())

    def submit(self, text: str, *, priority: RenderPriority = RenderPriority.SAY) -> Future[Path | None]:
        future: Future[Path | None] = Future()
        line = text.strip()
        hit = self.cache.lookup(line) if line else None
        if hit is not None or not line or not self.available:
            future.set_result(hit)
            return future
        with self._lock:
            scratch = self.cache.scratch_path()
            write_tone(scratch, line)
            finish(scratch)  # as every voice's lines enter the cache: one level, trimmed
            future.set_result(self.cache.commit(scratch, line))
            self.rendered.append((line, priority))
        return future


def test_the_speaker_speaks_with_a_third_voice(tmp_path: Path) -> None:
    voice = ToneVoice(tmp_path)
    played: list[str] = []
    speaker = Speaker(cache_dir=tmp_path / "unused", renderer=voice, on_played=played.append)
    try:
        speaker.start()
        speaker.begin_background_work()  # the interface's begin(): nothing to load for this voice
        assert speaker.renderer is voice and speaker.voice_available
        speaker.say("Red's bid?")
        speaker.cue("success")
        speaker.say("Blue wins the round.")
        assert speaker.wait_idle(20)
    finally:
        speaker.close()
    assert played == ["Red's bid?", "cue:success", "Blue wins the round."]
    said = [line for line, priority in voice.rendered if priority == RenderPriority.SAY]
    assert said == ["Red's bid?", "Blue wins the round."]
    path = voice.cached("Red's bid?")
    assert path is not None and path.parent == tmp_path / "tone"
    level = measure_wav(path)  # stored like every voice's lines: at the one level
    assert level.active_dbfs == pytest.approx(LEVEL_DBFS, abs=1.0)
    assert not (tmp_path / "unused").exists(), "no espeak-ng cache was made beside the given voice"


def test_rendering_ahead_fills_and_trims_the_cache_of_any_voice(tmp_path: Path) -> None:
    voice = ToneVoice(tmp_path)
    voice.start()
    stale = voice.submit("A line no deck needs any more.").result(timeout=5)
    assert stale is not None
    old = time.time() - 30 * 24 * 3600
    os.utime(stale, (old, old))
    lines = ["Question 1: Things in a kitchen.", "Green moves to space 7.", "Standings."]
    one_file = stale.stat().st_size  # every tone is as long, so every file is this size

    prerenderer = Prerenderer(
        lambda: lines,
        lambda texts: [voice.submit(text, priority=RenderPriority.PRERENDER) for text in texts],
        cache_dirs=[voice.cache.directory],
        limit_bytes=len(lines) * one_file,
        delay=0,
    )
    prerenderer.start()
    assert prerenderer.wait(20)

    assert (prerenderer.done, prerenderer.total) == (3, 3)
    assert [priority for line, priority in voice.rendered if line in lines] == [RenderPriority.PRERENDER] * 3
    assert progress_in_cache(lines, voice.cached) == (3, 3)
    assert not stale.exists(), "the least recently used line, needed by nobody, goes first"


def test_piper_falls_back_on_any_voice_through_the_interface(tmp_path: Path) -> None:
    tone = ToneVoice(tmp_path)
    health = Health()
    natural = PiperRenderer(
        cache_dir=tmp_path / "speech", model=tmp_path / "missing.onnx", fallback=tone, health=health, load_delay=0
    )
    try:
        assert natural.start(wait=False)  # the fallback speaks while Piper loads (or, here, fails)
        assert not natural.wait_piper(10)
        assert natural.failure is not None and "missing" in natural.failure
        path = natural.render("Blue moves to space 9.", timeout=10)
        ahead = natural.submit("Press GO.", priority=RenderPriority.PRERENDER).result(timeout=10)
    finally:
        natural.close()
    assert path is not None and path.parent == tmp_path / "tone"
    assert ahead is not None and ahead.parent == tmp_path / "tone"
    assert ("Blue moves to space 9.", RenderPriority.SAY) in tone.rendered
    assert natural.cached("Blue moves to space 9.") == path
    assert "missing" in health.status_text()
    assert tone.closed, "closing Piper closes the voice it leans on"


def test_lines_wanted_soon_are_rendered_after_what_is_said_and_before_the_known_list(tmp_path: Path) -> None:
    """Piper queues what is not needed yet; its queue (handed on in order here) serves AHEAD before PRERENDER."""
    tone = ToneVoice(tmp_path)
    natural = PiperRenderer(cache_dir=tmp_path / "speech", model=tmp_path / "missing.onnx", fallback=tone, load_delay=0)
    known = [natural.submit(f"Known line {n}.", priority=RenderPriority.PRERENDER) for n in range(3)]
    soon = [natural.submit(f"Next card, question {n}.", priority=RenderPriority.AHEAD) for n in range(2)]
    tone.start()
    try:
        natural.start(wait=False)  # the model is missing: the queue goes to the fallback, in its order
        assert all(future.result(timeout=10) is not None for future in known + soon)
    finally:
        natural.close()
    assert tone.rendered == [
        ("Next card, question 0.", RenderPriority.AHEAD),
        ("Next card, question 1.", RenderPriority.AHEAD),
        *((f"Known line {n}.", RenderPriority.PRERENDER) for n in range(3)),
    ]
    assert RenderPriority.SAY < RenderPriority.AHEAD < RenderPriority.PRERENDER


def test_the_speaker_hands_lines_ahead_at_their_own_priority(tmp_path: Path) -> None:
    voice = ToneVoice(tmp_path)
    speaker = Speaker(cache_dir=tmp_path / "unused", renderer=voice)
    try:
        speaker.start()
        futures = speaker.ahead(["The next question.", "And the one after."])
        assert all(future.result(timeout=10) is not None for future in futures)
    finally:
        speaker.close()
    assert ("The next question.", RenderPriority.AHEAD) in voice.rendered
    assert ("And the one after.", RenderPriority.AHEAD) in voice.rendered


# ----- who imports whom ----------------------------------------------------------------------------

IMPLEMENTATIONS = {
    "espeak": {
        "device.sound.voices.espeak_ng",
        "device.sound.voices.espeak_session",
        "device.sound.voices.espeak_process",
        "device.sound.voices.espeak_worker",
    },
    "piper": {"device.sound.voices.piper", "device.sound.voices.piper_engine"},
}
OLD_PATHS = {"device.voice", "device.piper_voice"}


def imports_of(relative: str) -> set[str]:
    """Every module a file imports, at any depth of the file (functions included)."""
    tree = ast.parse((ROOT / relative).read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


@pytest.mark.parametrize(
    ("relative", "kept_out"),
    [
        ("device/sound/voices/piper.py", "espeak"),
        ("device/sound/voices/piper_engine.py", "espeak"),
        ("device/sound/voices/espeak_ng.py", "piper"),
        ("device/sound/voices/espeak_session.py", "piper"),
        ("device/sound/voices/espeak_process.py", "piper"),
        ("device/sound/voices/espeak_worker.py", "piper"),
    ],
)
def test_one_voice_never_imports_the_other(relative: str, kept_out: str) -> None:
    wrong = imports_of(relative) & (IMPLEMENTATIONS[kept_out] | OLD_PATHS)
    assert not wrong, f"{relative} reaches into {sorted(wrong)}"


@pytest.mark.parametrize(
    "relative",
    [
        "device/sound/prerender.py",
        "device/sound/speech_cache.py",
        "device/sound/speech_pieces.py",
        "device/app/config.py",
        "device/sound/voices/interface.py",
        "device/sound/voices/wav_cache.py",
        "device/sound/voices/jobs.py",
    ],
)
def test_the_cache_rendering_ahead_and_the_config_know_no_voice(relative: str) -> None:
    every = set().union(*IMPLEMENTATIONS.values()) | OLD_PATHS | {"device.sound.voices.choice"}
    wrong = imports_of(relative) & every
    assert not wrong, f"{relative} imports a voice's implementation: {sorted(wrong)}"


@pytest.mark.parametrize(("given", "nice"), [("", 19), ("7", 7), ("40", 19), ("-3", 0), ("soon", 19)])
def test_render_threads_take_the_lowest_priority_unless_told(monkeypatch: pytest.MonkeyPatch, given: str, nice: int) -> None:
    """Rendering ahead must never take time from the game: nice 19 by default, as a Pi runs it."""
    import os
    import threading

    from device.sound.voices.jobs import NICE_SETTING, lower_this_thread

    monkeypatch.setenv(NICE_SETTING, given)
    seen: list[int] = []

    def worker() -> None:
        lower_this_thread()
        seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert seen == [max(nice, os.getpriority(os.PRIO_PROCESS, 0))]
