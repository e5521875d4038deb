"""A card already full when the referee starts: it plays from memory and says so (issue 20).

A real full file system, not an injected error: a 64 KB tmpfs, filled up, in
a mount namespace of the test's own (`tests.referee_process.private_mounts`),
holds the state folder. On such a card
a new file can still be created (it takes no data block) but nothing can be
written into it, which is exactly how `referee.lock` used to stop start-up
with "a file: No space left on device".
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tests.referee_process import RunningReferee, private_mounts

pytestmark = pytest.mark.slow

FILL_AND_START = """
set -e
mount -t tmpfs -o size=64k tmpfs "$CARD"
mkdir "$CARD/state"
dd if=/dev/zero of="$CARD/filler" bs=4k 2>/dev/null || true
exec "$PYTHON" -m device.app.cli play rapid-list --mute --keyboard --teaching never --state-dir "$CARD/state"
"""


def full_card_referee(card: Path) -> RunningReferee:
    """The real referee process on a full card, its standard error kept."""
    unshare = shutil.which("unshare")
    assert unshare, "util-linux's unshare is part of every Debian system"
    return RunningReferee(
        [*private_mounts(unshare), "bash", "-c", FILL_AND_START],
        {"CARD": str(card), "PYTHON": sys.executable},
        keep_errors=True,
    )


def test_a_full_card_without_a_lock_file_starts_plays_from_memory_and_says_so(tmp_path: Path) -> None:
    card = tmp_path / "card"
    card.mkdir()
    referee = full_card_referee(card)
    try:
        referee.wait_for("How many players?")
        referee.type("o")  # the first answer cannot be saved: the table hears it once
        referee.wait_for("I cannot save the game: the card is full.")
        referee.wait_for("Are children playing?")  # and setup goes on
        referee.type("q")
        referee.wait_for("Stopping")
        assert referee.process.wait(timeout=30) == 0
    finally:
        if referee.process.poll() is None:
            referee.process.kill()
            referee.process.wait()
    errors = referee.errors()
    assert "cannot write this process's number" in errors  # the lock is held; only its note is missing
    assert "a file:" not in errors
