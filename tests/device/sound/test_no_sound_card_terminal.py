"""At a terminal on a machine without a sound card: one clear line, not ALSA's chatter (issue 20).

The real referee runs on a pseudo-terminal with SDL's real ALSA driver. The
machine's sound cards, if it has any, are hidden in a mount namespace of the
test's own (an empty folder over /proc/asound and /dev/snd), so the test
sees what a machine without one shows, whatever machine runs it.
"""

from __future__ import annotations

import os
import pty
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from device.sound.mixer import NO_SOUND_CARD
from tests.referee_process import private_mounts

pytestmark = pytest.mark.slow

HIDE_THE_CARDS = """
set -e
for hidden in /proc/asound /dev/snd; do
    if [ -e "$hidden" ]; then mount --bind "$EMPTY" "$hidden"; fi
done
exec "$@"
"""


def play_at_a_terminal(state: Path, empty: Path, seconds: float = 60) -> tuple[str, int]:
    """Start the referee on a pty, quit at the first question; what the screen showed and the exit code."""
    unshare = shutil.which("unshare")
    assert unshare
    env = dict(os.environ, SDL_AUDIODRIVER="alsa", EMPTY=str(empty), PYTHONUNBUFFERED="1")
    command = [
        sys.executable,
        "-m",
        "device.app.cli",
        "play",
        "rapid-list",
        "--keyboard",
        "--teaching",
        "never",
        "--state-dir",
        str(state),
    ]
    master, slave = pty.openpty()
    process = subprocess.Popen(
        [*private_mounts(unshare), "bash", "-c", HIDE_THE_CARDS, "hide", *command],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,
    )
    os.close(slave)
    screen = b""
    asked = False
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 1.0)
            if ready:
                try:
                    chunk = os.read(master, 4096)
                except OSError:  # the other end closed: the referee has ended
                    break
                if not chunk:
                    break
                screen += chunk
            if b"How many players?" in screen and not asked:
                os.write(master, b"q")
                asked = True
        return screen.decode("utf-8", "replace").replace("\r", ""), process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        os.close(master)


def test_no_sound_card_shows_one_clear_line_and_the_log_keeps_sdls_words(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    state = tmp_path / "state"
    screen, code = play_at_a_terminal(state, empty)
    assert code == 0, screen
    lines = [line for line in screen.splitlines() if line.strip()]
    assert f"referee: {NO_SOUND_CARD}" in lines
    assert not [line for line in lines if "ALSA" in line], screen  # no chatter on the screen
    said_about_sound = [line for line in lines if "sound" in line.lower() and not line.startswith("The log: ")]
    assert said_about_sound == [f"referee: {NO_SOUND_CARD}"]
    assert "How many players?" in screen and "Stopping." in screen
    log = (state / "referee.log").read_text(encoding="utf-8")
    assert "Couldn't open audio device" in log  # SDL's own words, with the device it tried, in the log
    assert "no sound card found" in log
    alsa = [line.split(": ", 1)[1] for line in log.splitlines() if "table_referee.alsa: ALSA lib " in line]
    assert alsa, log  # ALSA's own detail is kept in the log ...
    assert len(alsa) == len(set(alsa)), alsa  # ... each line once, however often the mixer tried
