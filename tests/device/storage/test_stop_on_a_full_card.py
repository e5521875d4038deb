"""A stop while the card is full is told as a stop at the next start, not as a power cut (issue 37, point 9).

The clean-stop marker (device/storage/stop_marker.py) is made ahead, at a fixed
size, and a stop only overwrites it in place, which a full card allows. The
outside tester's steps: `q` while the card is still full, then a start with
room on the card again: the resume line says the referee was stopped and how
many moves the card never took (what the stop line said), not "The power went
off last time".
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from device.storage.stop_marker import SIZE, Stop, StopMarker
from tests.faulty_storage import FaultyStorage
from tests.referee_process import private_mounts
from tests.paths import REPO
from tests.table import Table, set_up_two_players

POWER = "The power went off"


def test_a_stop_on_a_full_card_is_told_at_the_next_start_with_what_it_cost(
    state_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    card = FaultyStorage(state_dir, monkeypatch)
    table = Table(state_dir)
    set_up_two_players(table)
    start = table.wait_for("Press GO to roll")
    card.fill()
    table.press("go")  # the roll and the card drawn: moves the full card does not take
    table.wait_for("Pencils down!", after=start)
    table.settle()
    table.stop()
    stop_line = table.heard()[-1]
    assert stop_line.startswith("Stopping. The last ") and "(the card is full)" in stop_line
    unsaved = int(stop_line.split("The last ")[1].split(" ")[0])

    card.fail(None)  # the card has room again
    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapid List")
    line = again.heard()[resumed]
    assert POWER not in line
    assert f"When I was stopped, the last {unsaved} moves could not be saved (the card is full)" in line
    again.settle()
    assert sum("could not be saved" in said for said in again.heard()) == 1  # said once
    again.stop()

    third = Table(state_dir, game=None)  # a clean stop after it: told as nothing more than a resume
    resumed = third.wait_for("Resuming Rapid List")
    assert "could not be saved" not in third.heard()[resumed] and POWER not in third.heard()[resumed]
    third.stop()


def test_an_older_referees_marker_is_read_and_then_made_at_the_fixed_size(tmp_path: Path) -> None:
    path = tmp_path / "stopped.json"
    path.write_text(json.dumps({"stopped": True, "journal": "000004-rapid-list.jsonl"}))  # atomic, unpadded
    assert StopMarker(path).take() == Stop("000004-rapid-list.jsonl")
    assert path.stat().st_size == SIZE and json.loads(path.read_text()) == {"stopped": False}
    assert StopMarker(path).take() is None  # used up: a power cut now is told as one


@pytest.mark.parametrize(
    "content",
    [
        {"stopped": True, "journal": "j.jsonl", "trouble": "the card is full", "unsaved": True},
        {"stopped": True, "journal": "j.jsonl", "trouble": "the card is full", "unsaved": -2},
        {"stopped": True, "journal": "j.jsonl", "trouble": ["full"], "unsaved": 2},
        {"stopped": True, "journal": "j.jsonl", "trouble": "x" * 500, "unsaved": 2},
    ],
)
def test_a_marker_with_values_of_the_wrong_kind_is_a_plain_stop(tmp_path: Path, content: dict[str, object]) -> None:
    path = tmp_path / "stopped.json"
    path.write_text(json.dumps(content))
    assert StopMarker(path).take() == Stop("j.jsonl")


def test_the_spanish_line_says_the_card_in_spanish() -> None:
    from device.referee.status import trouble_said
    from engine import language
    from engine.words import Words

    with language.speaking("es"):
        said = Words("device")("resuming-unsaved", where="Ronda 1.", trouble=trouble_said("the card is full"), unsaved=3)
    assert "la tarjeta está llena" in said and "card" not in said
    assert "3 jugadas" in said and "se fue la luz" not in said


OVERWRITE_ON_A_FULL_CARD = """
set -e
mount -t tmpfs -o size=64k tmpfs "$CARD"
cd "$REPO"
"$PYTHON" - <<'END'
import os, subprocess
from pathlib import Path
from device.storage.stop_marker import StopMarker
card = Path(os.environ["CARD"])
marker = StopMarker(card / "stopped.json")
marker.take()  # made ahead, at the start
subprocess.run(["dd", "if=/dev/zero", f"of={card / 'filler'}", "bs=4k"], capture_output=True)
try:
    (card / "new.json").write_bytes(b"x" * 4096)
    os.fsync(os.open(card / "new.json", os.O_RDONLY))
    print("not full")
except OSError:
    print("full")
marker.stopped("000001-rapid-list.jsonl", "the card is full", 2)
print(open(card / "stopped.json").read().strip())
END
"""


@pytest.mark.slow
def test_the_marker_is_overwritten_in_place_on_a_really_full_card(tmp_path: Path) -> None:
    """The design's one assumption, on a real full file system: bytes a file has can be overwritten in place."""
    unshare = shutil.which("unshare")
    assert unshare, "util-linux's unshare is part of every Debian system"
    card = tmp_path / "card"
    card.mkdir()
    done = subprocess.run(
        [*private_mounts(unshare), "bash", "-c", OVERWRITE_ON_A_FULL_CARD],
        env={"CARD": str(card), "PYTHON": sys.executable, "REPO": str(REPO), "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    full, marker = done.stdout.splitlines()
    assert full == "full"
    assert json.loads(marker) == {
        "stopped": True,
        "journal": "000001-rapid-list.jsonl",
        "trouble": "the card is full",
        "unsaved": 2,
    }


def test_every_spanish_line_about_the_card_names_its_fault_in_spanish() -> None:
    """The card's fault reached the Spanish lines in English ("No puedo guardar la partida: the card is full.")."""
    import errno

    from device.referee.status import trouble_said
    from device.storage.journal import storage_trouble
    from engine import language
    from engine.words import Words

    device = Words("device")
    for code in (errno.ENOSPC, errno.EROFS, errno.EIO):
        with language.speaking("es"):
            trouble = trouble_said(storage_trouble(OSError(code, "x")))
            lines = (
                device("cannot-save", trouble=trouble),
                device("stopping-unsaved", trouble=trouble, unsaved=2),
                device("stopping-never-saved", trouble=trouble),
                device("stopping-unsaved", trouble=trouble, unsaved=1),
            )
        for line in lines:
            assert "card" not in line and "the " not in line, line
