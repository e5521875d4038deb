"""Where the referee keeps its state and its speech cache.

Under systemd the unit names the directories (StateDirectory=, CacheDirectory=)
and passes them in the environment; on a desktop the XDG locations are used.
"""

from __future__ import annotations

import os
from pathlib import Path


def config_dir() -> Path:
    """The user's own config folder (the system one is /etc/table-referee)."""
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "table-referee"


def state_dir(given: str | None = None) -> Path:
    if given:
        return Path(given)
    if os.environ.get("STATE_DIRECTORY"):
        return Path(os.environ["STATE_DIRECTORY"].split(":")[0])
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "table-referee"


def cache_dir(state: Path) -> Path:
    if os.environ.get("CACHE_DIRECTORY"):
        return Path(os.environ["CACHE_DIRECTORY"].split(":")[0]) / "speech"
    return state / "speech-cache"


def games_dir(state: Path) -> Path:
    return state / "games"


def history_file(state: Path) -> Path:
    """Which cards and lists were already played, kept across games."""
    return state / "played.json"


def volume_file(state: Path) -> Path:
    """The volume the table chose with UP and DOWN, kept across restarts."""
    return state / "volume.json"


def language_file(state: Path) -> Path:
    """The language the table chose at the menu, kept across restarts (device/storage/language_choice.py)."""
    return state / "language.json"


def teaching_file(state: Path) -> Path:
    """Which games were finished or declined teaching, so setup offers it only to new ones (device/storage/teaching_record.py)."""
    return state / "teaching.json"


def names_file(state: Path) -> Path:
    """The seat names the last game used, offered first at the next setup."""
    return state / "names.json"


def stopped_file(state: Path) -> Path:
    """Says "running", or which game was stopped cleanly and what that cost (docs/journal.md, "Stopping cleanly").

    A marker still saying "running" (or none) at the next start is how a power cut is
    told apart from `q`, Ctrl-C or SIGTERM, so the table is not told the power failed
    when it did not (device/storage/stop_marker.py).
    """
    return state / "stopped.json"
