"""One install for both commands: the stamp logic in scripts/lib/stamp.sh.

./run.sh and ./test.sh share one stamp in .venv, so whichever ran first
serves the other (the tests' install has everything the referee needs), and
the project is installed again only when pyproject.toml changes; ./test.sh
after ./run.sh adds the tests' extra alone. These run the real bash
functions scripts/setup.sh uses against a stamp file in a temporary folder,
run the real setup.sh in a copy of the checkout whose pip, dpkg and apt-get
only write down what they were asked, then check the real .venv the test
command just set up.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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


def project_current(stamp: Path, digest: str) -> bool:
    done = subprocess.run(
        ["bash", "-c", 'source "$1"; tr_stamp_project_current "$2" "$3"', "stamp", str(STAMP_SH), str(stamp), digest],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode in (0, 1), done.stderr
    return done.returncode == 0


def test_the_project_counts_as_installed_only_from_the_same_pyproject(stamp: Path) -> None:
    assert not project_current(stamp, "aaaa")
    write(stamp, "aaaa", "-")
    assert project_current(stamp, "aaaa")
    assert not project_current(stamp, "bbbb")
    stamp.write_text("")
    assert not project_current(stamp, "aaaa")


def test_the_extras_helper_reads_the_tests_requirements_from_pyproject() -> None:
    done = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "lib" / "extras.py"), str(REPO / "pyproject.toml"), "test", "test-voice"],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert lines[0].startswith("pytest") and any(line.startswith("selenium") for line in lines)
    assert any(line.startswith("piper-tts") and "platform_machine" in line for line in lines)
    assert not [line for line in lines if line.lower().startswith("table-referee")]


def test_the_extras_helper_follows_an_extra_that_names_the_project(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(
        '[project]\nname = "table-referee"\n[project.optional-dependencies]\n'
        'a = ["one>=1", "table-referee[b]"]\nb = ["two", "one>=1"]\n'
    )
    done = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "lib" / "extras.py"), str(pyproject), "a"],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    assert done.stdout.splitlines() == ["one>=1", "two"]


# A python, dpkg, dpkg-query and apt-get that write down how they were called.
# The python runs scripts/lib/extras.py for real (setup.sh reads pyproject with it).
FAKE_PYTHON = """#!/bin/bash
case $1 in *extras.py) exec "$REAL_PYTHON" "$@" ;; esac
echo "python $*" >>"$CALLS"
"""
FAKE_DPKG = """#!/bin/bash
echo amd64
"""
FAKE_DPKG_QUERY = """#!/bin/bash
for arg in "$@"; do case $arg in -*) ;; *) echo "$arg install ok installed" ;; esac; done
"""
FAKE_APT_GET = """#!/bin/bash
echo "apt-get $*" >>"$CALLS"
exit 1
"""


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A copy of the checkout's set-up with a .venv that exists, and every system package in place."""
    copy = tmp_path / "checkout"
    shutil.copytree(REPO / "scripts", copy / "scripts", ignore=shutil.ignore_patterns("dev", "__pycache__"))
    shutil.copy(REPO / "pyproject.toml", copy / "pyproject.toml")
    tools = tmp_path / "bin"
    tools.mkdir()
    for name, text in {"python": FAKE_PYTHON, "dpkg": FAKE_DPKG, "dpkg-query": FAKE_DPKG_QUERY, "apt-get": FAKE_APT_GET}.items():
        target = copy / ".venv" / "bin" / name if name == "python" else tools / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
        target.chmod(0o755)
    (copy / ".venv" / "pipewire-alsa" / "usr").mkdir(parents=True)  # the unpacked copy, already there
    return copy


def setup_calls(checkout: Path, purpose: str) -> list[str]:
    """Run the real setup.sh of the copy for PURPOSE; what it asked pip (and apt-get) to do."""
    calls = checkout.parent / "calls"
    calls.write_text("")
    env = dict(os.environ, CALLS=str(calls), REAL_PYTHON=sys.executable)
    env["PATH"] = f"{checkout.parent / 'bin'}:{env['PATH']}"
    done = subprocess.run(
        ["bash", str(checkout / "scripts" / "setup.sh"), purpose],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return [line for line in calls.read_text().splitlines() if "--upgrade pip" not in line]


def test_the_test_command_after_the_run_command_adds_the_extra_without_installing_the_project_again(checkout: Path) -> None:
    """Issue 20 item 4: ./run.sh first installs the project; ./test.sh then adds only the tests' requirements."""
    first = setup_calls(checkout, "run")
    assert first == [f"python -m pip install -q -e {checkout}"]
    second = setup_calls(checkout, "test")
    assert len(second) == 1 and "-e" not in second[0].split(), second
    assert str(checkout) not in second[0], f"the project was installed again: {second}"
    assert "pytest>=8" in second[0] and "selenium>=4.15" in second[0] and "piper-tts>=1.3" in second[0]
    assert setup_calls(checkout, "test") == [] and setup_calls(checkout, "run") == []


def test_the_run_command_after_the_test_command_installs_nothing(checkout: Path) -> None:
    first = setup_calls(checkout, "test")
    assert first == [f"python -m pip install -q -e {checkout}[test,test-voice]"]
    assert setup_calls(checkout, "run") == []


def test_a_changed_pyproject_installs_the_project_again_with_the_extra_it_had(checkout: Path) -> None:
    setup_calls(checkout, "run")
    setup_calls(checkout, "test")
    pyproject = checkout / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + "\n# changed\n")
    assert setup_calls(checkout, "run") == [f"python -m pip install -q -e {checkout}[test,test-voice]"]


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
