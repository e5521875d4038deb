"""The phone page's costs: referee event to phone, idle CPU, and the memory it adds.

    .venv/bin/python -m benchmarks.companion_pace [--quick]

Latency: the page runs on loopback as in the referee (its own thread and
loop); a thread standing in for the referee tells the hub a new spoken line,
stamped with the monotonic clock, every 50 ms; eight phones (aiohttp clients
in a child process, so they do not share the referee's interpreter) read the
event streams and note when each stamped line arrives. CLOCK_MONOTONIC is one
clock for every process on the machine. The picture sent is a whole Rapid
List game of eight players, so each message is full size.
Idle CPU: the page on, no phone, for some seconds, in a child process.
RSS added: a child imports the referee, notes its RSS, starts the page, notes it again.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from typing import Any

PHONES = 8


def _rss_mb() -> float:
    for line in open("/proc/self/status", encoding="ascii"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _eight_player_picture() -> dict[str, Any]:
    from engine.catalog import GAMES
    from engine.session import Session
    from engine.setup import Defaults, answer_all
    from device.storage.library import load_library

    entry = GAMES["rapid-list"]
    settings = answer_all(entry.setup(load_library(), Defaults()), {"players": 8})
    session = Session(entry.game, settings)
    state = session.state
    return {
        "question": 1,
        "game": entry.id,
        "title": entry.game.title,
        "journal": "000001-rapid-list.jsonl",
        "setting_up": False,
        "where": entry.game.where(state).text,
        "standings": entry.game.standings(state).text,
        "view": entry.view(state),
    }


# ------------------------------------------------------------ the phones (child process)


async def _phones(address: str, tokens: list[str], count: int) -> list[float]:
    import aiohttp

    latencies: list[float] = []
    seen: list[set[int]] = [set() for _ in tokens]
    ready = 0

    async def phone(index: int, token: str) -> None:
        nonlocal ready
        async with aiohttp.ClientSession(cookies={"referee_session": token}) as session:
            async with session.get(address + "events", timeout=aiohttp.ClientTimeout(total=None)) as response:
                ready += 1
                async for raw in response.content:
                    now = time.monotonic()
                    line = raw.decode()
                    if not line.startswith("data: "):
                        continue
                    captions = json.loads(line[6:])["game"]["captions"]
                    if captions and captions[-1].startswith("mark "):
                        _, number, stamp = captions[-1].split()
                        if int(number) not in seen[index]:
                            seen[index].add(int(number))
                            latencies.append((now - float(stamp)) * 1000)
                            if int(number) == count - 1:
                                return

    tasks = [asyncio.create_task(phone(i, token)) for i, token in enumerate(tokens)]
    while ready < len(tokens):
        await asyncio.sleep(0.01)
    print("ready", flush=True)
    await asyncio.wait_for(asyncio.gather(*tasks), timeout=120)
    return latencies


def _phones_main(address: str, tokens: list[str], count: int) -> None:
    latencies = asyncio.run(_phones(address, tokens, count))
    print(json.dumps(latencies), flush=True)


# ------------------------------------------------------------ the referee's side


def measure_latency(events: int = 200) -> dict[str, float]:
    from device.companion import start

    page = start(lambda event: None, port=0, hosts=["127.0.0.1"])
    try:
        page.hub.shown(_eight_player_picture())
        tokens = []
        for phone in range(PHONES):
            joined = page.access.join(f"10.0.0.{phone + 2}", page.access.code, "viewer")
            tokens.append(joined.token)  # type: ignore[union-attr]
        child = subprocess.Popen(
            # One JSON argument: a URL-safe token may begin with "-", which argparse takes for an option.
            [sys.executable, "-m", "benchmarks.companion_pace", "--phones", json.dumps([page.address, events, *tokens])],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"

        def referee() -> None:  # the referee's thread: one line said every 50 ms
            for number in range(events):
                page.hub.said(f"mark {number} {time.monotonic():.9f}")
                time.sleep(0.05)

        talker = threading.Thread(target=referee)
        talker.start()
        talker.join()
        latencies = json.loads(child.stdout.readline())
        child.wait(timeout=30)
    finally:
        page.stop()
    latencies.sort()
    return {
        "median": statistics.median(latencies),
        "p99": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))],
        "samples": float(len(latencies)),
    }


def _idle_main(seconds: float) -> None:
    from device.companion import start

    page = start(lambda event: None, port=0, hosts=["127.0.0.1"])
    page.hub.shown(_eight_player_picture())
    time.sleep(1.0)  # let start-up settle
    cpu, wall = time.process_time(), time.monotonic()
    time.sleep(seconds)
    used = (time.process_time() - cpu) / (time.monotonic() - wall) * 100
    page.stop()
    print(json.dumps({"cpu": used}), flush=True)


def _rss_main() -> None:
    import device.app.cli
    import device.referee.runtime  # noqa: F401
    from device.storage.library import load_library

    load_library()
    before = _rss_mb()
    from device.companion import start

    page = start(lambda event: None, port=0, hosts=["127.0.0.1"])
    page.hub.shown(_eight_player_picture())
    time.sleep(0.5)
    after = _rss_mb()
    page.stop()
    print(json.dumps({"added": after - before, "before": before}), flush=True)


def _child(*args: str) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-m", "benchmarks.companion_pace", *args], capture_output=True, text=True, timeout=300)
    if done.returncode:
        raise RuntimeError(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(quick: bool = False) -> dict[str, float]:
    latency = measure_latency(100 if quick else 200)
    idle = _child("--idle", "5" if quick else "10")
    rss = _child("--rss")
    return {"p99": latency["p99"], "median": latency["median"], "cpu_idle": idle["cpu"], "rss_added": rss["added"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--phones", type=json.loads, help=argparse.SUPPRESS)  # [address, count, token, ...]
    parser.add_argument("--idle", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--rss", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.phones:
        address, count, *tokens = args.phones
        _phones_main(str(address), [str(token) for token in tokens], int(count))
        return 0
    if args.idle:
        _idle_main(args.idle)
        return 0
    if args.rss:
        _rss_main()
        return 0
    figures = measure(args.quick)
    print(f"referee event to {PHONES} phones: median {figures['median']:.1f} ms, p99 {figures['p99']:.1f} ms (goal <= 100 ms)")
    print(f"idle CPU, page on, no phone: {figures['cpu_idle']:.2f} % of a core (goal <= 1 %)")
    print(f"RSS added by the page: {figures['rss_added']:.1f} MB (goal <= 25 MB)")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
