"""Every pace benchmark in one run, printed as one table: figure, goal, before, measured, pass/fail.

    .venv/bin/python -m benchmarks            # about nine minutes on a PC (a 180 s timer round)
    .venv/bin/python -m benchmarks --quick    # fewer trials and a 30 s timer round, for a first look

Runs unchanged on a Pi (see docs/performance.md): sound goes through the
private ALSA capture of benchmarks/sound_capture.py, never to the Pi's speaker,
and the Pi's own ALSA configuration is not read. "Before" is measured in the
same run where the old behaviour can be put back (engine, cache silence);
the other "before" figures are the ones issue 13 reported (marked *).
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Callable

os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from benchmarks import button_pace, companion_pace, engine_pace, report, sound_pace, timer_pace, voice_pace
from device.sound.mixer import DEFAULT_BUFFER, MIXER_FREQUENCY
from engine.words import Words


@dataclass
class Row:
    """One line of the table; ``passes`` is None for figures without a goal."""

    figure: str
    goal: str
    before: str
    measured: float
    unit: str
    passes: Callable[[float], bool] | None = None

    def cells(self) -> list[str]:
        digits = 2 if self.unit == "s" else 1
        value = "n/a" if math.isnan(self.measured) else f"{self.measured:.{digits}f} {self.unit}".strip()
        verdict = (
            "" if self.passes is None else ("pass" if not math.isnan(self.measured) and self.passes(self.measured) else "FAIL")
        )
        return [self.figure, self.goal, self.before, value, verdict]


def at_most(limit: float) -> Callable[[float], bool]:
    return lambda value: value <= limit


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo", encoding="utf-8"):
            if line.lower().startswith(("model name", "hardware")):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}; {os.cpu_count()} cores; Python {platform.python_version()}; {' '.join(platform.uname())}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer trials")
    args = parser.parse_args(argv)
    trials = 4 if args.quick else 10
    rows: list[Row] = []
    began = time.monotonic()

    def step(name: str) -> None:
        print(f"[{time.monotonic() - began:6.1f} s] {name}", file=sys.stderr, flush=True)

    step("silence around cached lines")
    lines = [
        Words("engine.games.rapid_list").said_in("en", "write"),
        "Player two, roll the dice.",
        "Name something you would find in a kitchen.",
        "Volume 5.",
    ]
    silence = sound_pace.measure_silence(lines)
    rows.append(
        Row(
            "silence at the start of a cached line (max)",
            "<= 20 ms",
            f"{silence['lead_before']:.1f} ms",
            silence["lead_after"],
            "ms",
            at_most(20),
        )
    )
    rows.append(
        Row(
            "silence at the end of a cached line (max)",
            "<= 60 ms",
            f"{silence['tail_before']:.1f} ms",
            silence["tail_after"],
            "ms",
            at_most(60),
        )
    )

    step("buttons (gpiozero's MockFactory)")
    released = button_pace.measure_button(60 if args.quick else 200)
    rows.append(Row("GO let go to the loop holding its Press (p99)", "", "", sound_pace.percentile(released, 0.99), "ms"))

    step(f"the referee's sound path (ALSA capture, {MIXER_FREQUENCY} Hz, buffer {DEFAULT_BUFFER})")
    rows.append(Row("the capture's own delay, in every sound figure below", "", "", sound_pace.pipe_page_ms(), "ms"))
    ref = sound_pace.measure_referee(DEFAULT_BUFFER, trials)
    rows.append(Row("GO to the dice sound starting (p99)", "<= 15 ms", "2.5 ms*", ref["go_to_dice_p99"], "ms", at_most(15)))
    rows.append(
        Row("GO to the dice sound's first sample (median)", "<= 60 ms", "", ref["go_to_dice_sound_median"], "ms", at_most(60))
    )
    rows.append(Row("GO to the dice sound's first sample (p99)", "", "", ref["go_to_dice_sound_p99"], "ms"))
    rows.append(
        Row(
            "GO to the question, Rapid List, cached (median)",
            "<= 1000 ms",
            "2400 ms*",
            ref["go_to_question_cached"],
            "ms",
            at_most(1000),
        )
    )
    rows.append(Row("GO to the question, Rapid List, cached (p99)", "", "", ref["go_to_question_cached_p99"], "ms"))
    rows.append(
        Row(
            "  of which GO to the mixer playing it (engine, speaker, the dice and card sounds)",
            "",
            "",
            ref["go_to_question_mixer"],
            "ms",
        )
    )
    rows.append(
        Row("  of which the mixer to its first sample (SDL, ALSA, the capture)", "", "", ref["question_mixer_to_sound"], "ms")
    )
    rows.append(
        Row(
            "GO to the question, Rapid List, uncached",
            "<= 1000 ms",
            "2400 ms*",
            ref["go_to_question_uncached"],
            "ms",
            at_most(1000),
        )
    )
    rows.append(
        Row("UP/DOWN to the new value's first sample (p99)", "<= 60 ms", "49.3 ms", ref["up_down_p99"], "ms", at_most(60))
    )
    rows.append(Row("UP/DOWN to the new value's first sample (median)", "", "", ref["up_down_median"], "ms"))

    step("mixer buffer sizes")
    for buffer in (256, 512, 1024):
        name = f"cached urgent line to first sample, buffer {buffer}, {MIXER_FREQUENCY} Hz" + (
            " (default)" if buffer == DEFAULT_BUFFER else ""
        )
        rows.append(Row(name, "", "", sound_pace.measure_line_latency(buffer, trials), "ms"))

    seconds = 30 if args.quick else 180
    step(f"the round timer: a {seconds} s round, the other core busy")
    timer = timer_pace.measure_timer(seconds)
    name = f"timer: warnings, ticks and time up, {seconds} s round, other core busy"
    rows.append(Row(f"{name} (p99)", "<= 5 ms", "50 ms*", timer["p99"], "ms", at_most(5)))
    rows.append(Row(f"{name} (median)", "", "40 ms*", timer["median"], "ms"))
    rows.append(Row("timer: 'time is up' against its moment", "", "", timer["time_up"], "ms"))
    rows.append(Row("  a bare sleep loop beside it, same time (p99): the machine's own", "", "", timer["bare"]["p99"], "ms"))
    rows.append(Row("  a bare sleep loop beside it, same time (median)", "", "", timer["bare"]["median"], "ms"))

    step("a button's answer, then comparable hobby projects, side by side")
    press_times = sound_pace.measure_press_to_answer(40 if args.quick else 400)
    presses = press_times.heard
    rows.append(
        Row(
            "press to first sample of a cached line (p99)",
            "<= 20 ms",
            "47-49 ms",
            sound_pace.percentile(presses, 0.99),
            "ms",
            at_most(20),
        )
    )
    rows.append(Row("press to first sample of a cached line (median)", "", "45.6 ms", statistics.median(presses), "ms"))
    rows.append(Row("  of which the press to the play call (p99)", "", "", sound_pace.percentile(press_times.played, 0.99), "ms"))
    rows.append(Row("  of which the press to the play call (median)", "", "", statistics.median(press_times.played), "ms"))
    hobby = sound_pace.measure_hobby(
        ["Player two, roll the dice.", "The die shows four.", "Name a fruit."][: 2 if args.quick else 3]
    )
    rows.append(Row("referee: say() a cached line to first sample", "", "", ref["say_cached"], "ms"))
    rows.append(Row("referee: say() an uncached line to first sample", "", "", ref["say_uncached"], "ms"))
    for key, label in (("pyttsx3_say", "pyttsx3 say()+runAndWait()"), ("espeak_process", "espeak-ng as a process")):
        value = hobby.get(key, float("nan"))
        rows.append(Row(f"{label} to first sample", "", "", value, "ms"))
        rows.append(
            Row("  ratio to the referee's press to first sample (median)", "", "", value / statistics.median(presses), "x")
        )
        rows.append(Row("  ratio to the referee's cached line", "", "", value / ref["say_cached"], "x"))
        rows.append(Row("  ratio to the referee's uncached line", "", "", value / ref["say_uncached"], "x"))

    step("undo and resume")
    for item in engine_pace.measure():
        limit = item["limit"]
        rows.append(
            Row(item["figure"], item["goal"], f"{item['before']:.1f} ms", item["after"], "ms", at_most(limit) if limit else None)
        )

    step("idle CPU and memory (child process)")
    process = sound_pace.measure_process(5.0 if args.quick else 10.0)
    rows.append(Row("idle CPU at a prompt", "<= 0.5 %", "0.24 %*", process["cpu_prompt"], "%", at_most(0.5)))
    rows.append(Row("CPU while the timer ticks", "<= 0.5 %", "", process["cpu_timer"], "%", at_most(0.5)))
    rows.append(Row("RSS during play (peak)", "<= 60 MB", "50 MB*", process["rss_peak"], "MB", at_most(60)))

    step("the phone page (8 phones on loopback)")
    page = companion_pace.measure(args.quick)
    rows.append(Row("referee event to 8 phones' event streams (p99)", "<= 100 ms", "", page["p99"], "ms", at_most(100)))
    rows.append(Row("referee event to 8 phones' event streams (median)", "", "", page["median"], "ms"))
    rows.append(Row("idle CPU, phone page on, no phone", "<= 1 %", "", page["cpu_idle"], "%", at_most(1)))
    rows.append(Row("RSS added by the phone page", "<= 25 MB", "", page["rss_added"], "MB", at_most(25)))

    step("cold start")
    starts = sound_pace.measure_cold_starts(3 if args.quick else 5)
    rows.append(
        Row(
            f"cold start to READY=1 (median of {len(starts)})", "<= 0.5 s", "0.2 s*", statistics.median(starts), "s", at_most(0.5)
        )
    )
    rows.append(Row("cold start to READY=1 (fastest)", "", "", min(starts), "s"))

    step("the natural voice (Piper) beside espeak-ng")
    add_voice_rows(rows, trials, quick=args.quick)

    print_table(rows)
    print(f"\nmachine: {machine()}")
    print("* before: as reported in issue 13 (x86, 2 cores); other before figures measured in this run")
    if args.quick:
        print("--quick: fewer trials, and the timer round is 30 s instead of 180 s")
    return 0 if all(row.passes is None or row.cells()[4] == "pass" for row in rows) else 1


def add_voice_rows(rows: list[Row], trials: int, *, quick: bool) -> None:
    """Issue 15's figures: render speed, rendering ahead, first sample, memory and load of Piper."""
    render = voice_pace.measure_render()
    for engine, label in (("espeak", "espeak-ng"), ("piper", "Piper, en_US-joe-medium")):
        rows.append(Row(f"render a line, {label} (median)", "", "", render[f"{engine}_ms"], "ms"))
        rows.append(Row(f"  real-time factor, {label} (render time / audio time)", "", "", 100 * render[f"{engine}_rtf"], "%"))
    ahead = voice_pace.measure_render_ahead(12 if quick else 40)
    for engine, label in (("espeak", "espeak-ng"), ("piper", "Piper")):
        name = f"render all {ahead['lines']:.0f} known lines ahead, {label} (estimated)"
        rows.append(Row(name, "", "", ahead[f"{engine}_minutes"], "min"))
    first = voice_pace.measure_first_sample(trials)
    rows.append(Row("GO to a rendered-ahead question's first sample, espeak-ng (median)", "", "", first["espeak_median"], "ms"))
    rows.append(
        Row(
            "GO to a rendered-ahead question's first sample, Piper (median)",
            "<= 60 ms",
            "",
            first["piper_median"],
            "ms",
            at_most(60),
        )
    )
    rows.append(Row("  Piper minus espeak-ng", "<= 10 ms", "", first["piper_median"] - first["espeak_median"], "ms", at_most(10)))
    piper = {"engine": "piper", "model": str(voice_pace.voice_model())}
    busy = sound_pace.measure_press_to_answer(60 if quick else 200, voice=piper, cards_ahead=True)
    before = "22.8-25.6 ms"  # issue 23: Piper's lines levelled in the referee's process (c92e277, three runs)
    rows.append(
        Row(
            "press to first sample while Piper renders cards ahead (p99)",
            "<= 20 ms",
            before,
            sound_pace.percentile(busy.heard, 0.99),
            "ms",
            at_most(20),
        )
    )
    rows.append(
        Row("  of which the press to the play call (p99)", "", "6.7-9.6 ms", sound_pace.percentile(busy.played, 0.99), "ms")
    )
    rows.append(Row("  lines Piper rendered ahead meanwhile", "", "", busy.rendered_meanwhile, ""))
    process = voice_pace.measure_process("piper")
    rows.append(Row("RSS with Piper loaded, after play", "<= 200 MB", "", process["rss"], "MB", at_most(200)))
    rows.append(Row("  peak (while the model loads)", "", "", process["rss_peak"], "MB"))
    rows.append(Row("Piper's load time (background, after start-up)", "", "", process["load"], "s"))
    rows.append(Row("Speaker.start() with Piper (does not wait for it)", "", "", process["start"] * 1000, "ms"))
    runs = 2 if quick else 3
    rows.append(Row("cold start to READY=1, engine espeak (this load)", "", "", sound_pace.measure_cold_start(runs), "s"))
    rows.append(
        Row(
            "cold start to READY=1, engine piper",
            "<= 0.5 s",
            "",
            voice_pace.measure_cold_start_with_piper(runs),
            "s",
            at_most(0.5),
        )
    )


def print_table(rows: list[Row]) -> None:
    report.print_table(["figure", "goal", "before", "measured", "result"], [row.cells() for row in rows])


if __name__ == "__main__":
    sys.exit(main())
