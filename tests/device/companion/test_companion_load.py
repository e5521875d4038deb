"""A crowd on the Wi-Fi: 5,000 idle connections, 200 slow-header clients and strangers' floods against the phone page.

Before device/companion/doorman.py, 1,100 idle connections used up the
referee's 1,024 file descriptors: the journal could not save, the referee
said the card was failing, and asyncio logged 73 MB of accept errors. Here
the referee runs a real Rapid List round (its real journal and timer, the
page on loopback) in this process with the Pi's default descriptor limit of
1,024, while benchmarks/phone_crowd.py, a separate process with its own raised
limit, holds the crowd against it: beside the idle and slow connections, 100
posts to /join whose bodies trickle in a byte every half second, 20 posts
cut off halfway through their body, and 20 connections sending requests the
HTTP parser rejects, each reopened once a second (issue 36). Every input must
be saved, the round's timer must end on time, a new phone must still join, a
phone joined before the crowd must still be served on a new connection, and
the log must stay small.

"On time" is measured by the referee's own countdown (device/referee/timer.py),
on its own clock, which runs at real speed here so that a game second is a
real one: the loop must find the 30 s round over no earlier than its deadline
and at most TIMER_LATE after it, the bound the referee's timer benchmark
holds the loop to on a shared machine (docs/performance.md, "The round
timer": p99 10 to 40 ms there), plus what the machine itself did to any
process at the time: a bare sleeper in a process of its own
(``MACHINE_LATENESS``) notes its worst wake-up over the round, so a machine
busy with other work (the suite run beside two busy loops) is not taken for a
referee the page starves, while a page that hogs the referee's process still
fails. The test waits on the countdown's own signal, not on a sleep.
"""

from __future__ import annotations

import http.cookiejar
import json
import logging
import os
import queue
import resource
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Callable

import pytest

from device.companion import start
from device.referee import round_timer
from device.referee.timer import Countdown
from device.storage.journal import read
from engine.games.rapid_list.rules import GAME
from engine.core import AskTimer
from engine.transcript import playthrough
from tests.table import Table, set_up_two_players

IDLE, SLOW, HOLD = 5000, 200, 45.0  # connections, clients, seconds the crowd stays (the timer's 30 s inside)
FLOODS = ["--bodies", "100", "--cut", "20", "--garbage", "20"]  # slow bodies, cut-off posts, unparsable requests
LOG_MOST = 100_000  # bytes the log may grow by under the crowd: a few lines a wave (issue 36 asks under 100 KB)
SPEED = 1.0  # the game's clock at real speed: the round's 30 s are 30 real seconds, its lateness real too
TIMER_LATE = 0.05  # seconds after its deadline the loop may find the round over (the timer benchmark's shared-machine p99)
# A process of its own that only sleeps 5 ms at a time, until its standard input closes: then it
# prints its latest wake-up, in seconds. What the machine did to a process with nothing to do.
MACHINE_LATENESS = """
import select, sys, time
worst = 0.0
while True:
    asked = time.monotonic()
    if select.select([sys.stdin], [], [], 0.005)[0]:
        break
    worst = max(worst, time.monotonic() - asked - 0.005)
print(worst)
"""


class Watched:
    """The referee's own countdown, noting on its own clock when its loop first finds the round over.

    Why the countdown itself rather than lines heard: a line is stamped after
    the listeners before it have run, so it measures them too; the countdown's
    deadline and the clock it checks are what "the timer exact" means.
    """

    def __init__(self) -> None:
        self.over = threading.Event()
        self.deadline = self.noticed = float("nan")

    def countdown(self, prompt: AskTimer, now: Callable[[], float] = time.monotonic, left: float | None = None) -> Countdown:
        watch = self

        class Noted(Countdown):
            def finished(self) -> bool:
                over = super().finished()
                if over and not watch.over.is_set():
                    watch.noticed = self._now()
                    watch.over.set()
                return over

        made = Noted(prompt, now, left)
        self.deadline = made._deadline  # the clock's reading at the start plus the round's 30 s
        return made


class Measured(logging.Handler):
    """Counts the bytes every log record would take on the service's log."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.bytes = 0
        self.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        self.bytes += len(self.format(record).encode("utf-8", "replace")) + 1


def _phone_joins(address: str, code: str, tries: int = 20) -> urllib.request.OpenerDirector | None:
    """An honest phone joins and loads the page (each request on a new connection, as urllib makes them);
    it may take a few tries while the crowd pushes. The phone, to ask again, or None."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    body = json.dumps({"code": code, "wants": "viewer"}).encode()
    for _ in range(tries):
        try:
            request = urllib.request.Request(address + "join", method="POST", data=body, headers={
                "Content-Type": "application/json", "Origin": address.rstrip("/")})
            if json.load(opener.open(request, timeout=5))["ok"]:
                return opener if _loads_the_page(opener, address) else None
        except (OSError, urllib.error.URLError):
            time.sleep(0.2)
    return None


def _loads_the_page(phone: urllib.request.OpenerDirector, address: str) -> bool:
    """A joined phone's request for the page, on a new connection: answered with the playing page."""
    return "app.js" in phone.open(address, timeout=5).read().decode()


def test_a_crowd_of_idle_and_slow_connections_leaves_every_input_saved_and_the_timer_on_time(
    state_dir: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard))  # the default a service gets without LimitNOFILE
    measured = Measured()
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(measured)
    root.setLevel(logging.INFO)
    events: "queue.Queue[Any]" = queue.Queue()
    page = start(events.put, port=0, hosts=["127.0.0.1"], state_dir=state_dir)
    watched = Watched()
    monkeypatch.setattr(round_timer, "Countdown", watched.countdown)
    table: Table | None = None
    joined_before = _phone_joins(page.address, page.access.code, tries=1)
    assert joined_before is not None
    crowd = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.phone_crowd", str(page.server.ports[0]), str(IDLE), str(SLOW), str(HOLD), *FLOODS],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    machine = subprocess.Popen([sys.executable, "-c", MACHINE_LATENESS], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert crowd.stdout is not None
        assert crowd.stdout.readline().strip() == "ready", crowd.stderr.read() if crowd.stderr else ""
        crowd_leaves = time.monotonic() + HOLD  # the crowd holds on this long after "ready"
        table = Table(state_dir, events=events, listeners=[page.hub], speed=SPEED)
        set_up_two_players(table)
        rolled = table.wait_for("Press GO to roll.", timeout=30)
        table.press("go")
        table.wait_for("[timer 30 s]", after=rolled, timeout=30)
        assert watched.over.wait(timeout=30 / SPEED + 30), "the round's timer never ended"
        table.wait_for("[stop]", after=rolled, timeout=30)
        late = watched.noticed - watched.deadline
        machine_late = float(machine.communicate(timeout=30)[0])
        assert 0.0 <= late <= TIMER_LATE + machine_late, (
            f"the round was found over {late * 1000:.1f} ms after its deadline; "
            f"a bare sleeper woke at worst {machine_late * 1000:.1f} ms late meanwhile"
        )
        assert time.monotonic() < crowd_leaves, "the crowd left before the round ended: the timer was not under it"
        assert _phone_joins(page.address, page.access.code), "an honest phone could not join during the crowd"
        assert _loads_the_page(joined_before, page.address), "a joined phone's new connection was not served"
        table.settle()
        heard = table.heard()
        assert not any("cannot save" in line for line in heard), heard  # no storage trouble was spoken
        open_now = len(os.listdir("/proc/self/fd"))
        assert open_now < 1024 - 128, f"{open_now} descriptors open: the reserve for storage is gone"
        figures = json.loads(crowd.stdout.readline() or "{}") if crowd.wait(timeout=HOLD + 30) == 0 else {}
    finally:
        if table is not None:
            table.stop()
        page.stop()
        for helper in (crowd, machine):
            if helper.poll() is None:
                helper.kill()
                helper.wait()
        root.removeHandler(measured)
        root.setLevel(old_level)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    (journal,) = sorted((state_dir / "games").glob("*.jsonl"))
    record = read(journal)
    replayed = playthrough(GAME, record.settings, record.inputs)
    spoken = [line for line in heard if line.startswith(("Blue card", "Red card"))]  # the question rolled for
    assert spoken and all(line in replayed for line in spoken)  # every answer given reached the journal
    doorman = page.server.site.doorman
    print(f"\ncrowd: {figures}; refused or made to give way: {doorman.refused_total}; closed idle: "
          f"{doorman.closed_idle}; log: {measured.bytes} bytes; timer: ended {late * 1000:.1f} ms after its 30 s "
          f"(a bare sleeper's worst: {machine_late * 1000:.1f} ms); "
          f"descriptors open: {open_now}")
    assert figures.get("connects", 0) >= IDLE + SLOW
    assert measured.bytes < LOG_MOST
