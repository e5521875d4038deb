"""A non-editable install carries the decks and the sounds with it."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from tests.paths import REPO

ROOT = REPO

pytestmark = pytest.mark.slow


def test_the_wheel_installs_and_finds_decks_and_sounds(tmp_path: Path) -> None:
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "dist"), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    assert "Warning" not in built.stderr, built.stderr  # package data and licence declared the current way
    (wheel,) = (tmp_path / "dist").glob("table_referee-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "engine/games/rapid_list/decks/blue.toml" in names
    assert "sounds/stop.wav" in names
    assert {f"device/companion/static/{name}" for name in ("app.html", "join.html", "app.js", "join.js", "style.css")} <= set(
        names
    )
    assert not any(name.startswith("tests/") for name in names)

    site = tmp_path / "site"
    installed = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site), str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert installed.returncode == 0, installed.stderr
    probe = (
        "import device.storage.library, sounds, engine;"
        "library = device.storage.library.load_library();"
        "assert engine.__file__.startswith(%r), engine.__file__;"
        "assert all(sounds.sound_path(name).is_file() for name in sounds.CUE_NAMES);"
        "print(len(library.decks['rapid_list/blue']))"
    ) % str(site)
    ran = subprocess.run(
        [sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(site)!r}); {probe}"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )
    assert ran.returncode == 0, ran.stderr
    assert int(ran.stdout) >= 12


def test_python_dash_m_with_the_package_name_runs_the_referee_command() -> None:
    ran = subprocess.run([sys.executable, "-m", "table_referee", "--help"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith("usage: referee")
