"""One install for both commands: the stamp logic in scripts/lib/stamp.sh.

./run.sh and ./test.sh share one stamp in .venv, so whichever ran first
serves the other (the tests' install has everything the referee needs), and
the project is installed again only when pyproject.toml changes. These run
the real bash functions scripts/setup.sh uses against a stamp file in a
temporary folder, then check the real .venv the test command just set up.
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import pytest
from tests.paths import REPO

STAMP_SH = REPO / "scripts" / "lib" / "stamp.sh"


def extras(stamp: Path, digest: str, purpose: str) -> str | None:
    """What setup.sh would install now: the extras ("-" for none), or None when up to date."""
    done = subprocess.run(
        ["bash", "-c", 'source "$1"; tr_stamp_extras "$2" "$3" "$4"', "stamp", str(STAMP_SH), str(stamp), digest, purpose],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode in (0, 1), done.stderr
    return done.stdout.strip() if done.returncode == 0 else None


def write(stamp: Path, digest: str, installed: str) -> None:
    subprocess.run(
        ["bash", "-c", 'source "$1"; tr_stamp_write "$2" "$3" "$4"', "stamp", str(STAMP_SH), str(stamp), digest, installed],
        check=True,
        timeout=30,
    )


@pytest.fixture
def stamp(tmp_path: Path) -> Path:
    return tmp_path / ".installed"


def test_a_fresh_venv_installs_what_the_command_needs(stamp: Path) -> None:
    assert extras(stamp, "aaaa", "run") == "-"
    assert extras(stamp, "aaaa", "test") == "test"


def test_the_test_install_serves_the_run_command(stamp: Path) -> None:
    write(stamp, "aaaa", "test")
    assert extras(stamp, "aaaa", "run") is None
    assert extras(stamp, "aaaa", "test") is None


def test_the_run_install_serves_the_run_command_but_not_the_tests(stamp: Path) -> None:
    write(stamp, "aaaa", "-")
    assert extras(stamp, "aaaa", "run") is None
    assert extras(stamp, "aaaa", "test") == "test"


def test_a_changed_pyproject_installs_again_keeping_the_test_extra(stamp: Path) -> None:
    """./run.sh after a change installs the tests' extra too when the last install had it,
    so the next ./test.sh has nothing to install."""
    write(stamp, "aaaa", "test")
    assert extras(stamp, "bbbb", "run") == "test"
    write(stamp, "aaaa", "-")
    assert extras(stamp, "bbbb", "run") == "-"
    assert extras(stamp, "bbbb", "test") == "test"


def test_the_stamp_written_is_the_one_read(stamp: Path) -> None:
    write(stamp, "cccc", "-")
    assert stamp.read_text() == "cccc \n"
    write(stamp, "cccc", "test")
    assert stamp.read_text() == "cccc test\n"
    assert not stamp.with_name(".installed.new").exists()


def test_a_damaged_stamp_means_install_again(stamp: Path) -> None:
    stamp.write_bytes(b"\x00\xff garbage")
    assert extras(stamp, "aaaa", "run") == "-"
    stamp.write_text("")
    assert extras(stamp, "aaaa", "test") == "test"


def test_after_the_test_command_setup_has_nothing_to_do_for_either_command() -> None:
    """The real .venv: ./test.sh set it up, so both purposes find it current and quick."""
    for purpose in ("run", "test"):
        started = time.monotonic()
        done = subprocess.run(["bash", str(REPO / "scripts" / "setup.sh"), purpose], capture_output=True, text=True, timeout=120)
        took = time.monotonic() - started
        assert done.returncode == 0, done.stderr
        assert "installing" not in done.stderr, done.stderr
        assert took < 10, f"setup.sh {purpose} took {took:.1f}s with nothing to do"
    assert not list((REPO / ".venv").glob(".installed-*")), "an old per-purpose stamp was left behind"
