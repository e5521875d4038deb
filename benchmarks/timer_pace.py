"""How late the round timer is: each warning, tick and "time is up" against its due moment.

The real loop (``device.referee.runtime.Referee`` running a round timer, with its
real Speaker on SDL's dummy driver) times a round while another process
keeps a core busy, as a Pi does when something else wakes up. The Speaker
notes the moment the loop hands it each call; "time is up" is the moment the
loop returns the timer's answer. Lateness is that moment minus when the call
was due (the countdown's start plus the round's length less the call's mark).

The round has the warnings at 60, 30 and 10 seconds left and a tick every
second (the games tick only the last few; every second here gives the p99
about 180 calls to rest on in a 180-second round).

A shared machine stalls now and then whatever runs on it, so a bare loop
that only sleeps until each second's mark runs alongside in its own process
for the same time: its lateness is the machine's, and what the referee's
loop shows beyond it is the loop's own.

Runs in a child process (``python -m benchmarks.timer_pace SECONDS``), so the
loop has the process to itself as on the device; prints one JSON object.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Final

REPO: Final = Path(__file__).resolve().parent.parent
WARNINGS: Final = (60, 30, 10)


def measure_timer(seconds: int) -> dict[str, float]:
    """Lateness of every call of a ``seconds`` round (ms: median, p99, max), the other core busy."""
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    command = [sys.executable, "-m", "benchmarks.timer_pace"]
    try:
        # The bare sleeper runs alongside, for the same time: how late this machine wakes anyone.
        with subprocess.Popen([*command, "--bare", str(seconds)], cwd=REPO, env=env, stdout=subprocess.PIPE, text=True) as bare:
            done = subprocess.run(
                [*command, str(seconds)], cwd=REPO, env=env, capture_output=True, text=True, timeout=seconds + 120
            )
            bare_out, _ = bare.communicate(timeout=seconds + 60)
    finally:
        busy.kill()
        busy.wait()
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    result["bare"] = json.loads(bare_out.strip().splitlines()[-1])
    return result


def _run_round(seconds: int) -> dict[str, float]:
    """In the child: one round through the real loop, and how late each call came."""
    import device.referee.round_timer as round_timer_part
    import device.referee.runtime as runtime
    from device.storage.library import load_library
    from device.sound.speaker import Speaker
    from device.referee.timer import Countdown
    from engine.mechanics import round_timer
    from engine.setup import Defaults

    handed: list[tuple[float, str]] = []  # (when the loop handed it over, what)
    starts: list[float] = []  # when each countdown is due to end, noted as it starts

    class NotingSpeaker(Speaker):
        def say(self, text: str, *, urgent: bool = False) -> None:
            handed.append((time.monotonic(), text))
            super().say(text, urgent=urgent)

        def cue(self, name: str, *, now: bool = False) -> None:
            handed.append((time.monotonic(), "cue:" + name))
            super().cue(name, now=now)

    class NotingCountdown(Countdown):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            starts.append(time.monotonic() + self.remaining())

    folder = Path(tempfile.mkdtemp(prefix="referee-timer-"))
    speaker = NotingSpeaker(cache_dir=folder / "cache")
    speaker.start()
    speaker.wait_voice(15)
    prompt = round_timer(seconds, warnings=WARNINGS, ticks=seconds - 1)
    speaker.prerender(call.line.text for call in prompt.calls if call.line)
    referee = runtime.Referee(
        library=load_library(),
        defaults=Defaults(),
        speaker=speaker,
        events=queue.Queue(),
        state_dir=folder / "state",
        rng=random.Random(1),
        out=lambda line: None,
    )
    round_timer_part.Countdown = NotingCountdown  # type: ignore[misc]  (the part of the Referee that runs the timer)
    time.sleep(1.0)  # let the prerendering finish before the round
    try:
        referee.round_timer.run(prompt)  # the loop's own timer: the same code a game round runs
        ended = time.monotonic()
    finally:
        round_timer_part.Countdown = Countdown  # type: ignore[misc]
        speaker.close()
    (end,) = starts
    late = [(ended - end) * 1000]
    in_order = sorted(prompt.calls, key=lambda call: -call.remaining)  # as the countdown takes them
    expected = [(call.remaining, label) for call in in_order for label in _labels(call)]
    for (at, label), (remaining, wanted) in zip(handed, expected, strict=True):
        assert label == wanted, (label, wanted)
        late.append((at - (end - remaining)) * 1000)
    return {"time_up": late[0], **summary(late)}


def summary(late: list[float]) -> dict[str, float]:
    ordered = sorted(late)
    return {
        "calls": len(ordered),
        "median": statistics.median(ordered),
        "p99": ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))],
        "max": ordered[-1],
    }


def _bare_sleeper(seconds: int) -> dict[str, float]:
    """In the child: the machine's own lateness, a loop that only sleeps until each second's mark."""
    start = time.monotonic()
    late = []
    for mark in range(1, seconds + 1):
        due = start + mark
        time.sleep(max(0.0, due - time.monotonic()))
        late.append((time.monotonic() - due) * 1000)
    return summary(late)


def _labels(call: Any) -> list[str]:
    """What the loop hands the speaker for one call, in order: its line, then its cue."""
    return ([call.line.text] if call.line else []) + (["cue:" + call.cue] if call.cue else [])


if __name__ == "__main__":
    with contextlib.redirect_stdout(sys.stderr):  # nothing but the answer on stdout
        if sys.argv[1] == "--bare":
            result = _bare_sleeper(int(sys.argv[2]))
        else:
            result = _run_round(int(sys.argv[1]))
    print(json.dumps(result))
