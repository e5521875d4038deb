"""The house's checks, run with the tests so that ./test.sh (and CI, .ci/run) fails on a new finding.

ruff (lint and format) and mypy are set in pyproject.toml; here they only run.
They run as tests, not as steps of test.sh before pytest, so that one command
reports every failure together, `pytest -k habits` runs them alone, and a
developer's own pytest run (README, "Developing") checks the same as CI.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"}
    )


@pytest.mark.parametrize(
    "command",
    [("ruff", "check", "--no-cache", "."), ("ruff", "format", "--check", "--no-cache", "."), ("mypy",)],
    ids=["lint", "format", "types"],
)
def test_the_house_checks_find_nothing(command: tuple[str, ...]) -> None:
    done = _run(*command)
    assert done.returncode == 0, f"{' '.join(command)} found:\n{done.stdout}{done.stderr}"


def test_a_new_finding_fails_them(tmp_path: Path) -> None:
    """The checks can fail: a file with an unused import, an unformatted line and a wrong type is caught by each."""
    probe = ROOT / "device" / "_habits_probe.py"
    probe.write_text("import os\n\n\ndef half(n: int) -> int:\n    return   n / 2\n", encoding="utf-8")
    try:
        for command in (
            ("ruff", "check", "--no-cache", str(probe)),
            ("ruff", "format", "--check", "--no-cache", str(probe)),
            ("mypy",),
        ):
            assert _run(*command).returncode != 0, command
    finally:
        probe.unlink()


def test_no_type_ignore_without_its_reason() -> None:
    """Each `type: ignore` left in engine/ and device/ says why, in a comment after it on its line."""
    bare = []
    for path in sorted([*ROOT.joinpath("engine").rglob("*.py"), *ROOT.joinpath("device").rglob("*.py")]):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if "# type: ignore" in line and "#" not in line.split("# type: ignore", 1)[1]:
                bare.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert bare == [], "say why:\n" + "\n".join(bare)
