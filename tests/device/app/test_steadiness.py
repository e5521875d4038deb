"""Start-up's objects leave the garbage collector's walks, once start-up is done.

What it saves was measured directly (a full collection of start-up's
objects took 15 to 90 ms here, docs/performance.md); these check that it is
done, and done by the real program.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.referee_process import RunningReferee

KEEP_AND_FREEZE = """
import gc
from device.app.steadiness import hold_steady
kept = [[n] for n in range(50_000)]   # what start-up leaves behind, standing in
frozen = hold_steady()
assert frozen >= 50_000, frozen
assert gc.get_freeze_count() == frozen
gc.collect()
assert gc.get_freeze_count() == frozen  # a later collection leaves them frozen
"""


def test_what_start_up_made_is_frozen() -> None:
    """In a process of its own: the frozen generation is the interpreter's, for the whole process."""
    done = subprocess.run([sys.executable, "-c", KEEP_AND_FREEZE], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_referee_play_holds_steady_once_start_up_is_done(tmp_path: Path) -> None:
    referee = RunningReferee(
        [sys.executable, "-m", "device.app.cli", "play", "--mute", "--keyboard", "--state-dir", str(tmp_path)],
        {"TABLE_REFEREE_TIME_SCALE": "60"},
        keep_errors=True,  # not at a terminal, so the log is on standard error, as under systemd
    )
    referee.wait_for("Which game?")
    referee.type("q")
    assert referee.quit() == 0
    log = referee.errors()
    assert "start-up done:" in log and "objects kept out of garbage collection" in log, log
