"""Where things are, for tests at any depth of tests/: the repository, the tests folder, the golden playthroughs."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TESTS = REPO / "tests"
GOLDEN = TESTS / "golden"
