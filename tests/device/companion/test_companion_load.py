"""A crowd on the Wi-Fi: 5,000 idle connections and 200 slow-header clients against the phone page.

Before device/companion/doorman.py, 1,100 idle connections used up the
referee's 1,024 file descriptors: the journal could not save, the referee
said the card was failing, and asyncio logged 73 MB of accept errors. Here
the referee runs a real Rapid List round (its real journal and timer, the
page on loopback) in this process with the Pi's default descriptor limit of
1,024, while tests/phone_crowd.py, a separate process with its own raised
limit, holds the crowd against it. Every input must be saved, the round's
timer must end on time, a phone must still join, and the log must stay small.
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
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from device.companion import start
from device.storage.journal import read
from engine.games.rapid_list.rules import GAME
from engine.transcript import playthrough
from tests.table import Table, set_up_two_players

IDLE, SLOW, HOLD = 5000, 200, 40.0  # connections, clients, seconds the crowd stays
SPEED = 15.0  # the round's 30 s timer takes 2 s here


class Stamps:
    """A listener that notes when each line was said, on the referee's own thread."""

    def __init__(self) -> None:
        self.said_at: list[tuple[float, str]] = []

    def asked(self, prompt: Any, offered: str) -> None:
        pass

    def said(self, line: str) -> None:
        self.said_at.append((time.monotonic(), line))

    def ended(self, summary: Any) -> None:
        pass

    def at(self, text: str) -> float:
        return next(when for when, line in self.said_at if text in line)


class Measured(logging.Handler):
    """Counts the bytes every log record would take on the service's log."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.bytes = 0
        self.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        self.bytes += len(self.format(record).encode("utf-8", "replace")) + 1


def _phone_joins(address: str, code: str) -> bool:
    """An honest phone joins and loads the page; it may take a few tries while the crowd pushes."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    body = json.dumps({"code": code, "wants": "viewer"}).encode()
    for _ in range(20):
        try:
            request = urllib.request.Request(address + "join", method="POST", data=body, headers={
                "Content-Type": "application/json", "Origin": address.rstrip("/")})
            if json.load(opener.open(request, timeout=5))["ok"]:
                return "app.js" in opener.open(address, timeout=5).read().decode()
        except (OSError, urllib.error.URLError):
            time.sleep(0.2)
    return False


def test_a_crowd_of_idle_and_slow_connections_leaves_every_input_saved_and_the_timer_on_time(
    state_dir: Path,
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
    stamps = Stamps()
    table: Table | None = None
    crowd = subprocess.Popen(
        [sys.executable, "-m", "tests.phone_crowd", str(page.server.ports[0]), str(IDLE), str(SLOW), str(HOLD)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        assert crowd.stdout is not None
        assert crowd.stdout.readline().strip() == "ready", crowd.stderr.read() if crowd.stderr else ""
        table = Table(state_dir, events=events, listeners=[page.hub, stamps], speed=SPEED)
        set_up_two_players(table)
        rolled = table.wait_for("Press GO to roll.", timeout=30)
        table.press("go")
        table.wait_for("[timer 30 s]", after=rolled, timeout=30)
        table.wait_for("[stop]", after=rolled, timeout=30)
        took = stamps.at("[stop]") - stamps.at("[timer 30 s]")
        assert abs(took - 30 / SPEED) < 0.25, f"the 30 s timer took {took * SPEED:.2f} s of game time"
        assert _phone_joins(page.address, page.access.code), "an honest phone could not join during the crowd"
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
        if crowd.poll() is None:
            crowd.kill()
            crowd.wait()
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
          f"{doorman.closed_idle}; log: {measured.bytes} bytes; timer: {took * SPEED:.3f} s of 30; "
          f"descriptors open: {open_now}")
    assert figures.get("connects", 0) >= IDLE + SLOW
    assert measured.bytes < 1_000_000
