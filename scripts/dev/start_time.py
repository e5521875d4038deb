"""How long ./run.sh takes from launch to the first spoken line, when set up.

Point 4 of the fresh-machine issue promises a second start under 2 s: the
set-up finds everything in place (one dpkg query, one stamp read) and the
referee starts. This launches ./run.sh the way a user does, times the
first transcript line on standard output (each spoken line is printed as
it is said), then presses q. Run it twice or more: the first run may still
install; the figures after it are the ones that count.

    python3 scripts/dev/start_time.py [--runs 5] [-- referee arguments]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent


def one_start(arguments: list[str]) -> float:
    """Seconds from launching ./run.sh to its first line on standard output."""
    with tempfile.TemporaryDirectory() as state:
        started = time.monotonic()
        child = subprocess.Popen(
            [str(REPO / "run.sh"), *arguments, "--state-dir", state],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert child.stdout is not None and child.stdin is not None
        first = child.stdout.readline()
        took = time.monotonic() - started
        child.stdin.write("q")
        child.stdin.close()
        child.wait(timeout=60)
        if not first:
            raise SystemExit(f"./run.sh printed nothing (exit {child.returncode})")
        return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("arguments", nargs="*", default=["play", "rapid-list"])
    args = parser.parse_args()
    times = [one_start(args.arguments) for _ in range(args.runs)]
    print("starts:", " ".join(f"{t:.2f}s" for t in times))
    print(f"median {statistics.median(times):.2f}s, slowest {max(times):.2f}s")


if __name__ == "__main__":
    main()
