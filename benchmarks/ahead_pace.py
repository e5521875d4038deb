"""Issue 26, item 2: how much of a first game a Pi 4 or a Pi 5 says in the natural voice, from an empty cache.

Run it from the top of the repository (about three minutes: every known line
is rendered once by espeak-ng to measure its length):

    .venv/bin/python -m benchmarks.ahead_pace            # the table docs/performance.md prints
    .venv/bin/python -m benchmarks.ahead_pace --json     # the same, as JSON
    .venv/bin/python -m benchmarks.ahead_pace --language es   # a table speaking Spanish

What is real and what stands in:

- real: the known lines and their order (device/sound/prerender.py), the
  game (the engine, four players, every answer a fixed-seed random legal
  answer near the value offered, `Players`), its draws (device/chance.py's Dealer) and the lines handed ahead
  (device/referee/ahead.py's LookAhead, as the referee calls it), the
  render priorities (RenderPriority) and the Piper voice's rule for a line
  not rendered yet (whole if ready within 30 ms, else from rendered pieces,
  device/sound/speech_pieces.py, else espeak-ng);
- stand-in: the renderer. One line at a time, as on a Pi, each taking
  FACTOR times the line's audio length (0.8 for a Pi 4's medium voice, 0.13
  for a Pi 5), the audio length being that of the line rendered by the real
  espeak-ng at the referee's rate (Piper's length is close; stated, not
  measured);
- stand-in: time. A simulated clock, the same for the renderer and the game,
  so an hour of play takes seconds: the referee starts at 0, the known list
  is handed over after 1 s (START_DELAY_SECONDS), Piper can render from
  PIPER_READY s, the game's first prompt comes at 60 s (its setup questions
  are not played), each line takes its audio length to say, each answer a
  player gives PRESS_SECONDS after the question, and a round timer runs its
  whole length.

A line is "natural" when the Piper voice says it (whole, or from its pieces);
"espeak" when it falls back. The wait is what the table waits for the line
to start: 0 from the cache, the render's end within 30 ms, or, for a
fallback, espeak-ng's own render time (measured; it starts while Piper's
30 ms run) but at least those 30 ms; espeak-ng alone would wait its render
time for the same line.
"""

from __future__ import annotations

import argparse
import heapq
import itertools
import json
import random
import sys
import tempfile
import time
import wave
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Final, Iterable

from device.chance import Dealer
from device.referee.ahead import LookAhead
from device.sound.lexicon import spoken_form
from device.sound.prerender import START_DELAY_SECONDS, lines_to_render
from device.sound.speech_pieces import PieceIndex
from device.sound.voices.interface import RenderPriority
from device.sound.voices.piper import WHOLE_WAIT_SECONDS
from device.storage.library import load_library
from engine import language
from engine.catalog import GAMES
from engine.core import AskChance, AskTimer, AskVirtual, GameOver, Input, Say, time_up
from engine.random_play import RandomChooser, legal_input
from engine.setup import Defaults, Library, answer_all

#: Render time over audio length, one render at a time: a Pi 4 (medium voice) and a Pi 5.
FACTORS: Final = {"Pi 4": 0.8, "Pi 5": 0.13}
GAME_STARTS_AT: Final = 60.0
#: When the table has picked the game and its setup begins: the seed is chosen and the first lines foreseen.
SETUP_STARTS_AT: Final = 15.0
#: When Piper can render: loaded after start-up (READY=1), a few seconds on a Pi; taken as 10 s.
PIPER_READY: Final = 10.0
#: How long a player takes to answer after the question is said.
PRESS_SECONDS: Final = 3.0
SEED: Final = "26" * 32
#: Inputs at most in one game (a random player may keep a game going long).
MOST_INPUTS: Final = 600

Lengths = Callable[[str], float]


class Players(RandomChooser):
    """Four players who mostly give about the value offered and mostly say yes: a fixed seed, so a fixed script."""

    def whole(self, low: int, high: int, near: int) -> int:
        return min(max(round(self.rng.gauss(near, 1.0)), low), high)

    def yes(self) -> bool:
        return self.rng.random() < 0.9


@dataclass
class StandIn:
    """The renderer: one worker, a priority queue, each render `factor` times the line's audio length."""

    factor: float
    length: Lengths
    ready_at: float = PIPER_READY
    done: dict[str, float] = field(default_factory=dict)  # line -> when its render ends
    _queue: list[tuple[int, int, float, str]] = field(default_factory=list)
    _order: Any = field(default_factory=itertools.count)
    _free_at: float = 0.0
    _finished: list[tuple[float, str]] = field(default_factory=list)  # in order of ending

    def submit(self, lines: Iterable[str], priority: RenderPriority, now: float) -> None:
        for line in lines:
            if line not in self.done:
                heapq.heappush(self._queue, (int(priority), next(self._order), now, line))

    def run_until(self, t: float) -> None:
        """Start every render that starts by `t` (the one started last may end after it)."""
        while self._queue:
            _, _, submitted, line = self._queue[0]
            start = max(self._free_at, submitted, self.ready_at)
            if start > t:
                return
            heapq.heappop(self._queue)
            if line in self.done:  # queued twice (ahead, then said): found in the cache
                continue
            self._free_at = start + self.factor * self.length(line)
            self.done[line] = self._free_at
            self._finished.append((self._free_at, line))

    def rendered_by(self, line: str, t: float) -> bool:
        return self.done.get(line, float("inf")) <= t

    def finished_by(self, t: float) -> Iterable[str]:
        return (line for end, line in self._finished if end <= t)


@dataclass
class Tally:
    whole: int = 0
    pieces: int = 0
    espeak: int = 0
    longest_wait: float = 0.0
    espeak_longest: float = 0.0  # the longest espeak-ng alone would have made the same lines wait
    minutes: float = 0.0
    missed: list[str] = field(default_factory=list)  # the lines said by espeak-ng

    @property
    def lines(self) -> int:
        return self.whole + self.pieces + self.espeak

    @property
    def natural(self) -> float:
        return 100.0 * (self.whole + self.pieces) / max(1, self.lines)


class Table:
    """One game on the simulated clock, the stand-in rendering beside it."""

    def __init__(self, renderer: StandIn, espeak_time: Lengths) -> None:
        self.renderer = renderer
        self.espeak_time = espeak_time
        self.now = 0.0
        self.tally = Tally()
        self._pieces = PieceIndex()
        self._indexed: set[str] = set()
        self._file = Path(tempfile.mkstemp(suffix=".wav")[1])  # the pieces' plans need a file that exists

    def say(self, text: str) -> None:
        line = spoken_form(text.strip())
        if not line:
            return
        self.renderer.run_until(self.now)
        wait = 0.0
        if self.renderer.rendered_by(line, self.now):
            self.tally.whole += 1
        else:
            self.renderer.submit([line], RenderPriority.SAY, self.now)
            self.renderer.run_until(self.now + WHOLE_WAIT_SECONDS)
            if self.renderer.rendered_by(line, self.now + WHOLE_WAIT_SECONDS):
                self.tally.whole += 1
                wait = self.renderer.done[line] - self.now
            elif self._from_pieces(line):
                self.tally.pieces += 1
            else:
                self.tally.espeak += 1
                self.tally.missed.append(line)
                wait = max(WHOLE_WAIT_SECONDS, self.espeak_time(line))  # espeak-ng starts as Piper's wait does
        self.tally.longest_wait = max(self.tally.longest_wait, wait)
        self.tally.espeak_longest = max(self.tally.espeak_longest, self.espeak_time(line))
        self.now += wait + self.renderer.length(line)

    def _from_pieces(self, line: str) -> bool:
        for done in self.renderer.finished_by(self.now):
            if done not in self._indexed:
                self._indexed.add(done)
                self._pieces.add(done, self._file)
        return self._pieces.plan(line) is not None

    def wait(self, seconds: float) -> None:
        self.now += seconds


def play(
    game_id: str, factor: float, length: Lengths, espeak_time: Lengths, library: Library, code: str = language.ENGLISH
) -> Tally:
    """One 4-player game in language `code` from an empty cache on the stand-in with `factor`."""
    entry = GAMES[game_id]
    with language.speaking(code):
        settings = answer_all(entry.setup(library, Defaults(players=4, names=seat_names(code))), {})
        if code != language.ENGLISH:
            settings["language"] = code
        known = [spoken_form(line) for line in lines_to_render(list(settings.get("names", ())), library)]
    renderer = StandIn(factor, length)
    renderer.submit(known, RenderPriority.PRERENDER, START_DELAY_SECONDS)
    table = Table(renderer, espeak_time)
    # Setup foresees the game's first lines from the seed and the answers offered (device/referee/choosing.py);
    # the table takes every answer offered, so the foresight holds.
    foresight = LookAhead.for_game(
        entry,
        Dealer(SEED, settings),
        settings,
        lambda lines, priority: renderer.submit([spoken_form(line) for line in lines], priority, SETUP_STARTS_AT),
    )
    foresight.top_up(entry.game.start(settings), 0)
    table.now = GAME_STARTS_AT
    dealer = Dealer(SEED, settings)
    ahead = LookAhead.for_game(
        entry,
        dealer,
        settings,
        lambda lines, priority: renderer.submit([spoken_form(line) for line in lines], priority, table.now),
        seen=foresight.handed,
    )
    chooser = Players(random.Random(26))
    state = entry.game.start(settings)
    inputs = 0
    with language.speaking(settings.get("language")):
        while inputs < MOST_INPUTS:
            ahead.top_up(state, inputs)
            prompt = entry.game.prompt(state)
            if isinstance(prompt, GameOver):
                break
            if isinstance(prompt, AskChance):
                given = Input("chance", dealer.draw(prompt, inputs))
                dealer.drawn(prompt, given.value, inputs)
            elif isinstance(prompt, AskVirtual):
                given = legal_input(prompt, chooser, lambda: entry.virtual_player(state))  # type: ignore[misc]  # noqa: B023 - called at once, inside the loop
            elif isinstance(prompt, AskTimer):
                run_timer(table, prompt)
                given = time_up()
            else:
                table.say(prompt.question.text)
                table.wait(PRESS_SECONDS)
                given = legal_input(prompt, chooser)
            state, outputs = entry.game.apply(state, given)
            inputs += 1
            for output in outputs:
                if isinstance(output, Say):
                    table.say(output.line.text)
    table.tally.minutes = (table.now - GAME_STARTS_AT) / 60
    return table.tally


def run_timer(table: Table, prompt: AskTimer) -> None:
    """The round's length, its calls said as they fall due."""
    start = table.now
    for call in sorted(prompt.calls, key=lambda call: -call.remaining):
        due = start + prompt.seconds - call.remaining
        if due > table.now:
            table.now = due
        if call.line is not None:
            table.say(call.line.text)
    table.now = max(table.now, start + prompt.seconds)


class EspeakLengths:
    """Each line rendered once by the real espeak-ng: its audio length and how long the render took."""

    def __init__(self, voice: str | None = None) -> None:
        from device.sound.voices.espeak_ng import EspeakRenderer

        self._folder = tempfile.TemporaryDirectory()
        self._voice = EspeakRenderer(cache_dir=Path(self._folder.name), voice=voice)
        self._voice.start()
        self._known: dict[str, tuple[float, float]] = {}

    def _measure(self, line: str) -> tuple[float, float]:
        if line not in self._known:
            began = time.monotonic()
            path = self._voice.render(line, timeout=30)
            took = time.monotonic() - began
            seconds = 0.0
            if path is not None:
                with wave.open(str(path)) as wav:
                    seconds = wav.getnframes() / wav.getframerate()
            self._known[line] = (seconds, took)
        return self._known[line]

    def length(self, line: str) -> float:
        return self._measure(line)[0]

    def render_time(self, line: str) -> float:
        return self._measure(line)[1]

    def close(self) -> None:
        self._voice.close()
        self._folder.cleanup()


def by_words(line: str) -> float:
    """A quick stand-in for the audio length (2.5 words a second): for the benchmark's own test."""
    return 0.3 + len(line.split()) / 2.5


def seat_names(code: str) -> tuple[str, ...]:
    """The seat names a table speaking `code` is offered (the config's defaults in that language)."""
    from device.app.config import Config

    return Config(language=code).defaults().names


def measure(games: Iterable[str], length: Lengths, espeak_time: Lengths, code: str = language.ENGLISH) -> list[dict[str, Any]]:
    library = load_library(language=code)
    rows = []
    for game_id in games:
        for pi, factor in FACTORS.items():
            tally = play(game_id, factor, length, espeak_time, library, code)
            rows.append(
                {
                    "game": GAMES[game_id].game.title,
                    "pi": pi,
                    "factor": factor,
                    "lines": tally.lines,
                    "whole": tally.whole,
                    "pieces": tally.pieces,
                    "espeak": tally.espeak,
                    "natural_percent": round(tally.natural, 1),
                    "longest_wait": round(tally.longest_wait, 3),
                    "espeak_longest": round(tally.espeak_longest, 3),
                    "minutes": round(tally.minutes, 1),
                    "missed": tally.missed,
                }
            )
    return rows


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--missed", action="store_true", help="also list the lines each game said in espeak-ng")
    parser.add_argument("--by-words", action="store_true", help="estimate audio lengths from word counts (fast, rough)")
    parser.add_argument("--language", default=language.ENGLISH, choices=list(language.LANGUAGES), help="the table's language")
    options = parser.parse_args(argv)
    if options.by_words:
        rows = measure(options.games, by_words, lambda line: 0.0, options.language)
    else:
        espeak = EspeakLengths(None if options.language == language.ENGLISH else options.language)
        try:
            rows = measure(options.games, espeak.length, espeak.render_time, options.language)
        finally:
            espeak.close()
    if options.json:
        print(json.dumps(rows))
        return
    print("| Game | Stand-in | Lines | Whole | Pieces | espeak-ng | Natural | Longest wait | espeak-ng alone | Game length |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        print(
            f"| {row['game']} | {row['pi']} ({row['factor']}x) | {row['lines']} | {row['whole']} | {row['pieces']} | "
            f"{row['espeak']} | {row['natural_percent']} % | {row['longest_wait'] * 1000:.0f} ms | "
            f"{row['espeak_longest'] * 1000:.0f} ms | {row['minutes']} min |"
        )
    if options.missed:
        for row in rows:
            print(f"\n{row['game']}, {row['pi']}: said by espeak-ng: {row['missed']}")


if __name__ == "__main__":
    main(sys.argv[1:])
