"""A crowd on the Wi-Fi: 5,000 idle connections, 200 slow-header clients and strangers' floods against the phone page.

Before device/companion/doorman.py, 1,100 idle connections used up the
referee's 1,024 file descriptors: the journal could not save, the referee
said the card was failing, and asyncio logged 73 MB of accept errors. Here
the referee runs a real Rapid List round (its real journal and timer, the
page on loopback) in this process with the Pi's default descriptor limit of
1,024, while benchmarks/phone_crowd.py, a separate process with its own raised
limit, holds the crowd against it: beside the idle and slow connections, 100
posts to /join whose bodies never come whole (half send none, half a byte
every 3 s), 20 posts cut off halfway through their body (by a close or a
reset) and 20 connections sending requests the HTTP parser rejects, each
reopened at most once a second (issue 36). Every input must be saved, the
round's timer must end on time, a new phone must still join, a phone joined
before the crowd must still be served on a new connection (its page and a
picture on a new event stream), and the log must grow by less than 100 KB.

"On time" is measured by the referee's own countdown (device/referee/timer.py),
on its own clock, which runs at real speed here so that a game second is a
real one: the loop must find the 30 s round over no earlier than its deadline
and at most TIMER_LATE after it, the bound the referee's timer benchmark
holds the loop to on a shared machine (docs/performance.md, "The round
timer": p99 10 to 40 ms there), plus what the machine itself did to any
process at the time: a bare sleeper in a process of its own
(``MachineLateness`` in benchmarks/page_probes.py, which the siege of issue
36 uses too) notes its worst wake-up over the round, so a machine busy with
other work (the suite run beside two busy loops) is not taken for a referee
the page starves, while a page that hogs the referee's process still fails.
The test waits on the countdown's own signal, not on a sleep.
"""

from __future__ import annotations

import os
import queue
import resource
import time
from pathlib import Path
from typing import Any

from benchmarks.crowd_engine import sources
from benchmarks.page_probes import LOOPBACK, MachineLateness, join, join_within, logged_bytes, served_within, watching
from benchmarks.phone_crowd import Process
from device.companion import start
from device.storage.journal import read
from engine.games.rapid_list.rules import GAME
from engine.transcript import playthrough
from tests.table import Table, set_up_two_players

IDLE, SLOW, HOLD = 5000, 200, 45.0  # connections, clients, seconds the crowd stays (the timer's 30 s inside)
FLOODS = ["--bodies", "100", "--cut", "20", "--garbage", "20"]  # slow bodies, cut-off posts, unparsable requests
LOG_MOST = 100_000  # bytes the log may grow by under the crowd: a few lines a wave (issue 36 asks under 100 KB)
JOINED = sources(5, 1)[0]  # the phone joined before the crowd, from an address of its own (a session keeps to it)
SPEED = 1.0  # the game's clock at real speed: the round's 30 s are 30 real seconds, its lateness real too
TIMER_LATE = 0.05  # seconds after its deadline the loop may find the round over (the timer benchmark's shared-machine p99)


def test_a_crowd_of_idle_and_slow_connections_leaves_every_input_saved_and_the_timer_on_time(state_dir: Path) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard))  # the default a service gets without LimitNOFILE
    events: "queue.Queue[Any]" = queue.Queue()
    with logged_bytes() as measured, watching() as watched:
        page = start(events.put, port=0, hosts=[LOOPBACK], state_dir=state_dir)
        port = page.server.ports[0]
        table: Table | None = None
        crowd: Process | None = None
        machine: MachineLateness | None = None
        try:
            token = join(port, JOINED, page.access.code, timeout=10)  # in before the crowd
            crowd = Process("crowd", port, HOLD, "--idle", str(IDLE), "--slow", str(SLOW), *FLOODS)
            machine = MachineLateness()
            crowd_leaves = time.monotonic() + HOLD  # the crowd holds on this long after "ready"
            table = Table(state_dir, events=events, listeners=[page.hub], speed=SPEED)
            set_up_two_players(table)
            rolled = table.wait_for("Press GO to roll.", timeout=30)
            table.press("go")
            table.wait_for("[timer 30 s]", after=rolled, timeout=30)
            assert watched.over.wait(timeout=30 / SPEED + 30), "the round's timer never ended"
            table.wait_for("[stop]", after=rolled, timeout=30)
            late = watched.late
            machine_late = machine.worst()
            assert 0.0 <= late <= TIMER_LATE + machine_late, (
                f"the round was found over {late * 1000:.1f} ms after its deadline; "
                f"a bare sleeper woke at worst {machine_late * 1000:.1f} ms late meanwhile"
            )
            assert time.monotonic() < crowd_leaves, "the crowd left before the round ended: the timer was not under it"
            joined = join_within(port, LOOPBACK, page.access.code, limit=10.0)
            assert joined.worked, f"an honest phone could not join during the crowd: {joined.last_refusal}"
            served = served_within(port, JOINED, token, limit=10.0)
            assert served.worked, f"a joined phone's new connection was not served: {served.last_refusal}"
            table.settle()
            heard = table.heard()
            assert not any("cannot save" in line for line in heard), heard  # no storage trouble was spoken
            open_now = len(os.listdir("/proc/self/fd"))
            assert open_now < 1024 - 128, f"{open_now} descriptors open: the reserve for storage is gone"
            figures = crowd.figures(timeout=HOLD + 30)
        finally:
            if table is not None:
                table.stop()
            page.stop()
            if machine is not None:
                machine.stop()
            if crowd is not None:
                crowd.stop()
            resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    (journal,) = sorted((state_dir / "games").glob("*.jsonl"))
    record = read(journal)
    replayed = playthrough(GAME, record.settings, record.inputs)
    spoken = [line for line in heard if line.startswith(("Blue card", "Red card"))]  # the question rolled for
    assert spoken and all(line in replayed for line in spoken)  # every answer given reached the journal
    doorman = page.server.site.doorman
    print(
        f"\ncrowd: {figures}; refused or made to give way: {doorman.refused_total}; closed idle: "
        f"{doorman.closed_idle}; log: {measured.bytes} bytes; timer: ended {late * 1000:.1f} ms after its 30 s "
        f"(a bare sleeper's worst: {machine_late * 1000:.1f} ms); "
        f"descriptors open: {open_now}"
    )
    assert figures.get("connects", 0) >= IDLE + SLOW
    assert measured.bytes < LOG_MOST
