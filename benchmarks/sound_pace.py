"""What the table hears, and when: first audible samples measured on a real ALSA path.

The referee plays through SDL's ALSA driver into a private ALSA configuration
(benchmarks/sound_capture.py): ALSA's ``file`` plugin copies every sample to a FIFO
that a reader drains at the real sample rate, so the reader is the sound
card's clock. This module also notes *when* each chunk was read, so a sample's
position in the capture gives the moment a loudspeaker would have sounded it.
"First audible" is the first sample above 1 % of full scale (the threshold the
cache trimming uses). The FIFO itself holds one page (4 KiB) that a real card
would not; ALSA's ``plug`` widens each frame to 64 channels on the way in, so
that page is 0.7 ms of sound at 48000 Hz (21 ms in plain stereo) and every
figure is at most that much late.

To tell the die line from the dice under it, the dice and card cues are
replaced by silent sounds of the same length for the first-sample figures;
the time to the dice *starting* is taken from the audio thread's own report.

Nothing here needs the tests' PipeWire files, so it runs on a Pi unchanged.
"""

from __future__ import annotations

import bisect
import contextlib
import json
import os
import queue
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import wave
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from device.referee.status import button_answers
from device.storage.volume import HIGHEST, LOWEST
from device.sound.mixer import DEFAULT_BUFFER, MIXER_CHANNELS, MIXER_FREQUENCY
from benchmarks.fifo_reader import RECORD
from benchmarks.sound_capture import AlsaCapture

#: 1 % of full scale, as for trimming.
AUDIBLE: Final = 328
#: The capture's FIFO carries 16-bit frames of this many channels (the mixer's
#: two, then silent ones added by ALSA's ``plug``) when sound is timed. Why so
#: many: a pipe holds at least one page (4 KiB), which is sound a real card
#: would not hold. At 48000 Hz that page is 21 ms late on every figure in
#: stereo, 2.7 ms in 16 channels (the count before the 20 ms goal) and 0.7 ms
#: in 64.
TIMING_CHANNELS: Final = 64
#: Stereo, as a card takes it, where the referee's CPU is measured: the
#: widening to 16 channels is work ALSA does inside the referee's process.
CARD_CHANNELS: Final = 2
PIPE_BYTES: Final = 4096


def pipe_page_ms(channels: int = TIMING_CHANNELS) -> float:
    """What the FIFO's one page holds, in ms: the capture's own delay, in every figure it times."""
    return PIPE_BYTES / (MIXER_FREQUENCY * 2 * channels) * 1000


REPO: Final = Path(__file__).resolve().parent.parent


class TimedCapture(AlsaCapture):
    """An AlsaCapture that remembers when each chunk was read, to turn sample positions into times.

    The FIFO carries ``channels`` channels, but only the mixer's own (the
    first MIXER_CHANNELS; ALSA's ``plug`` fills the rest with silence) are
    kept: offsets, ``frame_bytes`` and ``bytes_per_second`` are in kept
    stereo frames (at 64 channels the FIFO carries 6 MB a second). The
    reader is a process of its own (benchmarks/fifo_reader.py), and the
    marks are kept in arrays, not tuples, so the garbage collector has
    nothing of them to walk: both kept the reader from running late.
    """

    def __init__(self, folder: Path, channels: int = TIMING_CHANNELS) -> None:
        self.channels = channels
        self.kept_channels = min(channels, MIXER_CHANNELS)
        self.frame_bytes = 2 * self.kept_channels
        self.bytes_per_second = MIXER_FREQUENCY * self.frame_bytes
        # Per chunk read: the monotonic time the read returned, and the bytes kept before it.
        self._read_ats = array("d")
        self._befores = array("q")
        self._opened = threading.Event()
        self._child: subprocess.Popen[bytes] | None = None
        super().__init__(folder)
        if not self._opened.wait(10):
            raise RuntimeError("the capture's reader did not open its FIFO")

    def write_config(self) -> None:
        """The capture PCM, through ``plug`` so any client (aplay, espeak-ng) is converted to what the reader paces."""
        raw = f'{{ type file slave.pcm {{ type null }} file "{self.fifo}" format "raw" }}'
        text = (
            f"pcm.{self.device}_raw {raw}\n"
            f'pcm.{self.device} {{ type plug slave {{ pcm "{self.device}_raw" format S16_LE rate {MIXER_FREQUENCY} channels {self.channels} }} }}\n'
            f'pcm.!default "{self.device}"\n'
        )
        self.config.write_text(text)

    def _read(self) -> None:
        """Run the loudspeaker (benchmarks/fifo_reader.py) in its own process and take in its stamped chunks.

        Its stamps are taken there, so this thread may be slow to take them
        in without changing them. The ready event is set once the FIFO is
        open and shrunk, before any ALSA client may write to it.
        """
        self._child = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "benchmarks.fifo_reader",
                str(self.fifo),
                str(self.channels),
                str(self.kept_channels),
                str(MIXER_FREQUENCY),
                str(PIPE_BYTES),
            ],
            cwd=REPO,
            stdout=subprocess.PIPE,
        )
        stream = self._child.stdout
        assert stream is not None
        while not self._stop.is_set():
            header = stream.read(RECORD.size)
            if len(header) < RECORD.size:
                break
            read_at, length = RECORD.unpack(header)
            chunk = stream.read(length)
            if not length:
                self._opened.set()
                continue
            with self._lock:
                self._read_ats.append(read_at)
                self._befores.append(len(self._data))
                self._data.extend(chunk)
        self._opened.set()  # a reader that could not start: the caller finds no sound rather than hanging

    def close(self) -> None:
        """Stop the reader process; its end of the pipe closing ends this side's thread."""
        self._stop.set()
        child = getattr(self, "_child", None)
        if child is not None:
            child.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                child.wait(5)
        self._reader.join(timeout=5)

    def offset_at(self, moment: float) -> int:
        """How much had sounded by ``moment`` (call it at that moment: what was read by then)."""
        with self._lock:
            return len(self._data)

    def offset_read_by(self, moment: float) -> int:
        """How much had sounded by a past ``moment`` (for moments noted by another process)."""
        with self._lock:
            index = bisect.bisect_left(self._read_ats, moment)
            return self._befores[index] if index < len(self._befores) else len(self._data)

    def time_of(self, offset: int) -> float:
        """When the frame at ``offset`` sounded: when its chunk was taken, plus its place in the chunk."""
        with self._lock:
            index = bisect.bisect_right(self._befores, offset) - 1
            read_at, before = self._read_ats[index], self._befores[index]
        return read_at + (offset - before) / self.bytes_per_second

    def first_audible(self, start: int, timeout: float = 3.0) -> int | None:
        """Byte offset of the first audible frame at or after ``start``, waiting up to ``timeout`` for it."""
        deadline = time.monotonic() + timeout
        position = start - start % self.frame_bytes
        while True:
            with self._lock:
                end = len(self._data)
                end -= (end - position) % self.frame_bytes if end > position else 0
                fresh = bytes(self._data[position:end]) if end > position else b""
            found = _first_loud_frame(fresh, self.kept_channels)
            if found is not None:
                return position + found
            position = max(position, end)
            if time.monotonic() > deadline:
                return None
            time.sleep(0.005)


def _first_loud_frame(data: bytes, channels: int) -> int | None:
    """Byte offset of the first frame of 16-bit ``channels``-channel ``data`` with a sample above AUDIBLE."""
    usable = len(data) - len(data) % (2 * channels)
    if usable <= 0:
        return None
    samples = array("h", data[:usable])
    if sys.byteorder == "big":
        samples.byteswap()
    block = 1024
    for first in range(0, len(samples), block):
        part = samples[first : first + block]
        if max(part) > AUDIBLE or min(part) < -AUDIBLE:
            for index, value in enumerate(part):
                if abs(value) > AUDIBLE:
                    return (first + index) // channels * 2 * channels
    return None


@contextlib.contextmanager
def capture_device(channels: int = TIMING_CHANNELS) -> Iterator[TimedCapture]:
    """A TimedCapture set as ALSA's default and SDL's driver, in this process's environment."""
    folder = Path(tempfile.mkdtemp(prefix="referee-bench-"))
    capture = TimedCapture(folder, channels)
    capture.write_config()
    saved = {name: os.environ.get(name) for name in capture.environment()}
    os.environ.update(capture.environment())
    try:
        yield capture
    finally:
        capture.close()
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def silent_like(source: Path, target: Path) -> Path:
    """A silent WAV as long as ``source``: the cue still takes its time, but cannot be mistaken for speech."""
    with wave.open(str(source), "rb") as wav:
        params = wav.getparams()
    with wave.open(str(target), "wb") as out:
        out.setparams(params)
        out.writeframes(b"\0" * params.nframes * params.nchannels * params.sampwidth)
    return target


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


# ----- the referee's own path --------------------------------------------------------


class Referee:
    """A Speaker on the capture device, with the engine's outputs performed as the runtime does."""

    def __init__(
        self,
        capture: TimedCapture,
        cache: Path,
        *,
        buffer: int = DEFAULT_BUFFER,
        silent_cues: bool = True,
        speaker_options: dict[str, Any] | None = None,
        steady: bool = True,
    ) -> None:
        import device.sound.audio_worker as audio  # where the worker looks its cue paths up
        from device.app.steadiness import hold_steady
        from device.sound.speaker import Speaker
        from sounds import CUE_NAMES, sound_path

        self.capture = capture
        self.started: dict[str, float] = {}
        self._started_event = threading.Condition()
        paths = {name: sound_path(name) for name in CUE_NAMES}
        if silent_cues:
            for name in ("dice", "card"):
                paths[name] = silent_like(paths[name], cache.parent / f"silent-{name}.wav")
        self._saved_paths = audio.default_cue_paths
        audio.default_cue_paths = lambda: dict(paths)  # type: ignore[assignment]
        self.speaker = Speaker(
            cache_dir=cache,
            audio_device=capture.device,
            audio_buffer=buffer,
            on_played=self._on_played,
            **(speaker_options or {}),
        )
        self.speaker.start()
        self.speaker.keep_ready(button_answers(LOWEST, HIGHEST))  # as device/app/play.py does at start-up
        if steady:
            hold_steady()  # as device/app/play.py does once start-up is done
        if not self.speaker.wait_voice(15) or not self.speaker.audio_available:
            raise RuntimeError(f"no sound or voice for the benchmark: {self.speaker.health.problems()}")

    def _on_played(self, label: str) -> None:
        with self._started_event:
            self.started[label] = time.monotonic()
            self._started_event.notify_all()

    def wait_started(self, label: str, timeout: float = 3.0) -> float | None:
        with self._started_event:
            self._started_event.wait_for(lambda: label in self.started, timeout)
            return self.started.get(label)

    def prerender(self, lines: Sequence[str]) -> None:
        assert self.speaker._renderer is not None
        for line in lines:
            self.speaker._renderer.render(line, timeout=15)

    def perform(self, outputs: Sequence[Any]) -> None:
        """What the referee's speaking.perform (device/referee/speaking.py) does with a batch of outputs."""
        from engine.core import Cue, Say

        for output in outputs:
            if isinstance(output, Say):
                self.speaker.say(output.line.text, urgent=output.urgent)
            elif isinstance(output, Cue):
                self.speaker.cue(output.name)

    def settle(self, seconds: float = 0.3) -> None:
        """Silence everything and let the silence reach the capture, so the next trial starts clean."""
        self.speaker.hush()
        self.speaker.wait_idle(5)
        time.sleep(seconds)
        self.started.clear()

    def close(self) -> None:
        import device.sound.audio_worker as audio

        self.speaker.close()
        audio.default_cue_paths = self._saved_paths  # type: ignore[assignment]


def rapid_list_at_roll(seed: int = 2) -> tuple[Any, Any, random.Random]:
    """A Rapid List state waiting for GO to roll the die, reached by random legal play."""
    from device.app.demo import random_input
    from device.storage.library import load_library
    from engine.catalog import GAMES
    from engine.core import AskGo
    from engine.session import Session
    from engine.setup import Defaults, answer_all

    entry = GAMES["rapid-list"]
    settings = answer_all(entry.setup(load_library(), Defaults()), {"players": 4})
    session = Session(entry.game, settings)
    rng = random.Random(seed)
    while not (session.state.phase == "roll" and isinstance(session.prompt, AskGo)):
        session.apply(random_input(session.prompt, rng))
    return entry.game, session.state, rng


def go_press(referee: Referee, game: Any, state: Any, rng: random.Random, questions: Sequence[str] | None) -> None:
    """GO at the roll: the engine's answer, then the card the device draws and its question, as the runtime does.

    ``questions`` replaces the drawn card's text (to choose cached or fresh lines); None keeps the engine's.
    """
    from engine.core import AskChance, Cue, chance, go, say

    state, outputs = game.apply(state, go())
    referee.perform(outputs)
    for _ in range(2):  # the die, then the card: both drawn by the device at once
        prompt = game.prompt(state)
        if not isinstance(prompt, AskChance):
            return
        state, outputs = game.apply(state, chance(rng.choice(prompt.outcomes)))
        drew_card = any(isinstance(output, Cue) and output.name == "card" for output in outputs)
        if drew_card and questions is not None:
            outputs = [Cue("card"), say(questions[0])]
        referee.perform(outputs)
        if drew_card:
            return


def measure_referee(buffer: int, trials: int) -> dict[str, Any]:
    """Every figure of the referee's own path, with one mixer buffer size.

    A Rapid List roll says no number: GO plays the dice and the card, then
    reads the question. So the first sound after GO is the dice (timed with
    the real dice sound), and the first speech is the question (timed with
    the dice and the card silent, as long as the real ones).
    """
    from device.referee.status import volume_said

    results: dict[str, Any] = {}
    with capture_device() as capture:
        cache = Path(tempfile.mkdtemp(prefix="referee-cache-")) / "cache"
        results.update(_go_to_dice_sound(capture, cache, buffer, trials))
        referee = Referee(capture, cache, buffer=buffer)
        try:
            game, state, rng = rapid_list_at_roll()
            cached_questions = [f"Name something you would find in a kitchen, list {n}." for n in range(trials)]
            referee.prerender(cached_questions + [volume_said(level) for level in range(11)])
            referee.settle(0.5)

            # GO to the dice starting (the audio thread's report), many presses.
            dice_starts = []
            for _ in range(trials * 5):
                pressed = time.monotonic()
                go_press(referee, game, state, random.Random(rng.random()), cached_questions[:1])
                started = referee.wait_started("cue:dice")
                if started is not None:
                    dice_starts.append((started - pressed) * 1000)
                referee.settle(0.05)
            results["go_to_dice_p99"] = percentile(dice_starts, 0.99)
            results["go_to_dice_median"] = statistics.median(dice_starts)

            # GO to the question's first audible sample: the first speech after the two silent cues.
            question_ms, to_mixer, to_sound = [], [], []
            for trial in range(trials):
                question = cached_questions[trial]
                heard = _go_to_first_sample(capture, referee, game, state, trial, question)
                played = referee.wait_started(question)
                if heard is not None and played is not None:
                    question_ms.append(heard.heard_ms)
                    to_mixer.append((played - heard.pressed) * 1000)
                    to_sound.append(heard.heard_ms - to_mixer[-1])
                referee.settle()
            results["go_to_question_cached"] = statistics.median(question_ms)
            results["go_to_question_cached_p99"] = percentile(question_ms, 0.99)
            results["go_to_question_mixer"] = statistics.median(to_mixer)  # engine, speaker, the two cues, audio thread
            results["question_mixer_to_sound"] = statistics.median(to_sound)  # SDL, ALSA, the capture's page

            fresh = []
            for trial in range(max(3, trials // 2)):
                line = f"Name an animal that starts with the letter {chr(65 + trial)}, round {random.randint(10, 99)}."
                heard = _go_to_first_sample(capture, referee, game, state, trial, line)
                if heard is not None:
                    fresh.append(heard.heard_ms)
                referee.settle()
            results["go_to_question_uncached"] = statistics.median(fresh)

            # UP/DOWN: the new level said at once (urgent), from the press.
            levels = []
            for trial in range(max(20, trials * 2)):
                level = 10 - trial % 3
                pressed = time.monotonic()
                start = capture.offset_at(pressed)
                referee.speaker.set_volume(level / 10)
                referee.speaker.say(volume_said(level), urgent=True)
                found = capture.first_audible(start)
                if found is not None:
                    levels.append((capture.time_of(found) - pressed) * 1000)
                referee.settle()
            results["up_down_p99"] = percentile(levels, 0.99)
            results["up_down_median"] = statistics.median(levels)
            referee.speaker.set_volume(1.0)

            # A line, cached and not, from say() to its first sample: the referee side of the hobby ratios.
            results["say_cached"] = statistics.median(
                _say_to_sound(capture, referee, cached_questions[n]) for n in range(min(5, trials))
            )
            results["say_uncached"] = statistics.median(
                _say_to_sound(capture, referee, f"The referee says line number {random.randint(100, 999)}.") for _ in range(5)
            )
        finally:
            referee.close()
    return results


@dataclass
class HeardAfterGo:
    pressed: float
    heard_ms: float


def _go_to_first_sample(
    capture: TimedCapture, referee: Referee, game: Any, state: Any, trial: int, question: str
) -> HeardAfterGo | None:
    """GO at the roll, with ``question`` as the card's: the press's moment and ms to the first audible sample after it."""
    pressed = time.monotonic()
    start = capture.offset_at(pressed)
    go_press(referee, game, state, random.Random(trial), [question])
    found = capture.first_audible(start, timeout=6.0)
    return None if found is None else HeardAfterGo(pressed, (capture.time_of(found) - pressed) * 1000)


def _go_to_dice_sound(capture: TimedCapture, cache: Path, buffer: int, trials: int) -> dict[str, float]:
    """GO to the dice sound's first audible sample: what a table hears first after GO (the real dice sound)."""
    referee = Referee(capture, cache, buffer=buffer, silent_cues=False)
    try:
        game, state, _ = rapid_list_at_roll()
        referee.settle(0.5)
        heard = []
        for trial in range(trials * 2):
            # The question is never reached: the dice sound comes first, and the settle hushes the rest.
            found = _go_to_first_sample(capture, referee, game, state, trial, "Name a colour.")
            if found is not None:
                heard.append(found.heard_ms)
            referee.settle()
    finally:
        referee.close()
    return {"go_to_dice_sound_median": statistics.median(heard), "go_to_dice_sound_p99": percentile(heard, 0.99)}


def _say_to_sound(capture: TimedCapture, referee: Referee, line: str) -> float:
    pressed = time.monotonic()
    start = capture.offset_at(pressed)
    referee.speaker.say(line)
    heard = capture.first_audible(start, timeout=6.0)
    referee.settle()
    return float("nan") if heard is None else (capture.time_of(heard) - pressed) * 1000


def measure_line_latency(buffer: int, trials: int = 8) -> float:
    """Median ms from an urgent cached line (the UP/DOWN path) to its first sample, with one mixer buffer size."""
    from device.referee.status import volume_said

    found = []
    with capture_device() as capture:
        referee = Referee(capture, Path(tempfile.mkdtemp(prefix="referee-cache-")) / "cache", buffer=buffer)
        try:
            referee.prerender([volume_said(5)])
            time.sleep(0.3)
            for _ in range(trials):
                pressed = time.monotonic()
                start = capture.offset_at(pressed)
                referee.speaker.say(volume_said(5), urgent=True)
                heard = capture.first_audible(start)
                if heard is not None:
                    found.append((capture.time_of(heard) - pressed) * 1000)
                referee.settle()
        finally:
            referee.close()
    return statistics.median(found) if found else float("nan")


#: How long the press benchmark leaves the capture alone after the play call:
#: at the default rate and buffer a line sounds within 16 ms of it (three SDL
#: periods). A line later than that (a larger buffer) is still found: the
#: capture is then scanned until it sounds, as before.
ANSWER_WINDOW_SECONDS: Final = 0.03


@dataclass
class PressTimes:
    """Ms from each press to its answer's first sample (``heard``), and to the audio thread's play call (``played``)."""

    heard: list[float]
    played: list[float]
    #: Lines the voice rendered (the game's, ahead) while the presses were timed.
    rendered_meanwhile: int = 0


def measure_press_to_answer(
    trials: int, buffer: int = DEFAULT_BUFFER, *, voice: dict[str, Any] | None = None, cards_ahead: bool = False
) -> PressTimes:
    """Ms from each UP or DOWN press to the first sample of its answer ("Volume 9."), on the real ALSA path.

    The presses are real GpioButtons on gpiozero's MockFactory, taken by the
    referee's own loop (benchmarks/runtime_table.py) at Rapid List's first GO
    prompt, where UP and DOWN set the volume: the loop changes the level,
    prints and says the line, and saves the level, as on the device. DOWN
    and UP take turns (9, 10, 9, ...). The answers are kept ready, as the
    device keeps them from start-up. A p99 wants a few hundred presses: of
    100, it is the second slowest.

    ``voice`` is the Speaker's voice settings (``{"engine": "piper", "model": ...}``;
    espeak-ng if None). As on the device, the loop has the game's lines
    rendered ahead into an empty cache while the presses are timed, at the
    render priority: short lines first (pieces, fixed lines). With
    ``cards_ahead`` the game's card-length lines go first, as the game asks
    for its next cards (``Speaker.ahead``): a card costs the voice far more
    than a name or a number, and with Piper on a Pi the cache takes hours to fill.
    """
    from gpiozero.pins.mock import MockFactory

    from benchmarks.runtime_table import RuntimeTable
    from device.app.config import DEFAULT_PINS
    from device.app.steadiness import hold_steady
    from device.input.buttons import GpioButtons
    from device.referee.status import volume_said

    times = PressTimes([], [])
    with capture_device() as capture:
        cache = Path(tempfile.mkdtemp(prefix="referee-cache-")) / "cache"
        referee = Referee(capture, cache, buffer=buffer, speaker_options=voice)
        if voice is not None:
            referee.speaker.begin_background_work()  # as the command line does once READY=1 is out
            if voice.get("engine") == "piper" and not referee.speaker.renderer.wait_piper(60):  # type: ignore[union-attr]
                raise RuntimeError(f"Piper did not load: {referee.speaker.renderer.failure}")  # type: ignore[union-attr]
            # The answers in this voice, whole, before the game's own rendering ahead queues up in front of them.
            for future in referee.speaker.prerender(button_answers(LOWEST, HIGHEST)):
                future.result(timeout=120)
        factory = MockFactory()
        events: queue.Queue[Any] = queue.Queue()
        table = RuntimeTable(referee.speaker, events, cache.parent / "state")
        buttons = GpioButtons(DEFAULT_PINS, events, pin_factory=factory)
        hold_steady()  # again, as `referee play` does once its loop is built
        try:
            referee.prerender(button_answers(LOWEST, HIGHEST))
            table.ready()
            referee.settle()
            renders_before = referee.speaker.renderer.render_count  # type: ignore[union-attr]
            if cards_ahead:
                referee.speaker.ahead(card_lines("rapid-list"))
            for trial in range(trials):
                button, level = ("down", HIGHEST - 1) if trial % 2 == 0 else ("up", HIGHEST)
                pin = factory.pin(DEFAULT_PINS[button])
                pressed = time.monotonic()
                start = capture.offset_at(pressed)
                pin.drive_low()
                played = referee.wait_started(volume_said(level))
                # The answer is on its way: this thread keeps off the GIL until
                # it must have sounded, rather than scanning the capture every
                # 5 ms beside the referee's threads (a real table has no such thread).
                time.sleep(ANSWER_WINDOW_SECONDS)
                heard = capture.first_audible(start)
                if heard is not None and played is not None:
                    times.heard.append((capture.time_of(heard) - pressed) * 1000)
                    times.played.append((played - pressed) * 1000)
                pin.drive_high()
                table.settle()
                referee.settle()
            times.rendered_meanwhile = referee.speaker.renderer.render_count - renders_before  # type: ignore[union-attr]
        finally:
            table.stop()
            buttons.close()
            factory.close()
            referee.close()
    return times


def card_lines(game: str, shortest: int = 30) -> list[str]:
    """The game's known lines of a card's length (questions, challenges, subjects), in the order it renders them."""
    from device.sound.prerender import lines_to_render
    from device.storage.library import load_library

    return [line for line in lines_to_render([game], load_library()) if len(line) >= shortest]


# ----- how comparable hobby projects speak ---------------------------------------------

_PYTTSX3_SAY: Final = """
import json, sys, time, pyttsx3
engine = pyttsx3.init("espeak")
engine.setProperty("rate", 160)
times = []
for line in sys.argv[1:]:
    time.sleep(0.4)
    times.append(time.monotonic())
    engine.say(line)
    engine.runAndWait()
print(json.dumps(times))
"""


def measure_hobby(lines: Sequence[str]) -> dict[str, float]:
    """pyttsx3 say()+runAndWait() (espeak-ng, played by aplay) and espeak-ng as a process: time to first sound."""
    results: dict[str, float] = {}
    with capture_device() as capture:
        env = dict(os.environ)
        time.sleep(0.2)
        starts_at = capture.offset_at(time.monotonic())
        done = subprocess.run([sys.executable, "-c", _PYTTSX3_SAY, *lines], env=env, capture_output=True, text=True, timeout=120)
        if done.returncode == 0 and done.stdout.strip():
            results["pyttsx3_say"] = _firsts(capture, json.loads(done.stdout.strip().splitlines()[-1]), starts_at)
        espeak = []
        for line in lines:
            time.sleep(0.4)
            pressed = time.monotonic()
            start = capture.offset_at(pressed)
            with contextlib.suppress(OSError, subprocess.SubprocessError):
                subprocess.run(["espeak-ng", "-s", "160", line], env=env, capture_output=True, timeout=30)
            heard = capture.first_audible(start, timeout=2.0)
            if heard is not None:
                espeak.append((capture.time_of(heard) - pressed) * 1000)
        if espeak:
            results["espeak_process"] = statistics.median(espeak)
    return results


def _firsts(capture: TimedCapture, moments: Sequence[float], start: int) -> float:
    """Median ms from each moment to the first sound after it (the stream is only open while aplay plays)."""
    found = []
    for moment in moments:
        begin = max(start, capture.offset_read_by(moment))
        heard = capture.first_audible(begin, timeout=1.0)
        if heard is not None:
            found.append((capture.time_of(heard) - moment) * 1000)
    return statistics.median(found) if found else float("nan")


# ----- idle CPU, memory, cold start (each in a child process) ------------------------------

_IDLE_CPU: Final = """
import json, os, sys, time
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from pathlib import Path
from device.sound.speaker import Speaker
seconds = float(sys.argv[2])
speaker = Speaker(cache_dir=Path(sys.argv[1]), audio_device=sys.argv[3])
speaker.start()
speaker.wait_voice(15)
speaker.say("Ready.")
speaker.wait_idle(5)
time.sleep(1.0)
began, cpu = time.monotonic(), time.process_time()
time.sleep(seconds)
at_prompt = (time.process_time() - cpu) / (time.monotonic() - began) * 100
began, cpu = time.monotonic(), time.process_time()
ticks = 0
while time.monotonic() - began < seconds:
    speaker.cue("tick", now=True)
    ticks += 1
    time.sleep(1.0)
timer = (time.process_time() - cpu) / (time.monotonic() - began) * 100
from benchmarks.engine_pace import long_game
from engine.catalog import GAMES
from engine.session import Session
settings, inputs = long_game("rapid-list", 2000)
session = Session(GAMES["rapid-list"].game, settings, inputs)
for line in ("Player one, roll the dice.", "The die shows four.", "Name a fruit."):
    speaker.say(line)
speaker.wait_idle(15)
status = Path("/proc/self/status").read_text()
rss = {k: int(v.split()[0]) / 1024 for k, v in (l.split(":", 1) for l in status.splitlines()) if k in ("VmRSS", "VmHWM")}
speaker.close()
print(json.dumps({"cpu_prompt": at_prompt, "cpu_timer": timer, "rss": rss["VmRSS"], "rss_peak": rss["VmHWM"]}))
"""


def measure_process(seconds: float) -> dict[str, float]:
    """Idle CPU at a prompt and with the timer ticking, and RSS after play, in a child like the device's process."""
    with capture_device(CARD_CHANNELS) as capture:
        cache = Path(tempfile.mkdtemp(prefix="referee-cache-")) / "cache"
        done = subprocess.run(
            [sys.executable, "-c", _IDLE_CPU, str(cache), str(seconds), capture.device],
            cwd=REPO,
            env=dict(os.environ),
            capture_output=True,
            text=True,
            timeout=120 + 3 * seconds,
        )
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def measure_cold_starts(runs: int = 3, config: Path | None = None) -> list[float]:
    """Seconds from starting `referee play --keyboard` to its READY=1, for each of a few starts (sound on)."""
    took = []
    with capture_device(CARD_CHANNELS):
        for _ in range(runs):
            folder = Path(tempfile.mkdtemp(prefix="referee-start-"))
            address = str(folder / "notify")
            listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
            listener.bind(address)
            listener.settimeout(20)
            env = dict(os.environ, NOTIFY_SOCKET=address, HOME=str(folder))
            began = time.monotonic()
            child = subprocess.Popen(
                [sys.executable, "-m", "table_referee", "play", "--keyboard", "--state-dir", str(folder / "state")]
                + (["--config", str(config)] if config else []),
                cwd=REPO,
                env=env,
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            try:
                while True:
                    message = listener.recv(4096).decode()
                    if "READY=1" in message:
                        took.append(time.monotonic() - began)
                        break
            except socket.timeout:
                pass
            finally:
                child.terminate()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    child.wait(5)
                if child.poll() is None:
                    child.kill()
                listener.close()
    return took or [float("nan")]


def measure_cold_start(runs: int = 3, config: Path | None = None) -> float:
    """The median of a few cold starts: one figure for a table row."""
    return statistics.median(measure_cold_starts(runs, config))


# ----- cache silence -----------------------------------------------------------------------


def measure_silence(lines: Sequence[str]) -> dict[str, float]:
    """Silence at the start and end of cached lines, now (trimmed) and as espeak-ng writes them."""
    import device.sound.voices.wav_cache as voice  # where a rendering is trimmed as it enters the cache
    from device.sound.voices.espeak_ng import EspeakRenderer as VoiceRenderer

    def around(path: Path) -> tuple[float, float]:
        with wave.open(str(path), "rb") as wav:
            rate = wav.getframerate()
            samples = array("h", wav.readframes(wav.getnframes()))
        loud = [n for n, value in enumerate(samples) if abs(value) > AUDIBLE]
        return loud[0] / rate * 1000, (len(samples) - 1 - loud[-1]) / rate * 1000

    results: dict[str, float] = {}
    for label, trim in (("after", voice.trim_silence), ("before", lambda _path: (0.0, 0.0))):
        saved = voice.trim_silence
        voice.trim_silence = trim  # type: ignore[assignment]
        renderer = VoiceRenderer(cache_dir=Path(tempfile.mkdtemp(prefix="referee-voice-")))
        try:
            renderer.start()
            measured = [around(path) for line in lines if (path := renderer.render(line, timeout=15)) is not None]
        finally:
            renderer.close()
            voice.trim_silence = saved  # type: ignore[assignment]
        results[f"lead_{label}"] = max(lead for lead, _ in measured)
        results[f"tail_{label}"] = max(tail for _, tail in measured)
    return results


if __name__ == "__main__":
    print(json.dumps(measure_referee(512, 5), indent=1))
