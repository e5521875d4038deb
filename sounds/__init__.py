"""Cue sounds shipped as package data; see scripts/make_sounds.py."""

from __future__ import annotations

from pathlib import Path

# Every cue the referee may play. scripts/make_sounds.py generates exactly these, and
# the tests check that each one is committed beside this file.
CUE_NAMES: tuple[str, ...] = (
    "tick",
    "tick_last",
    "stop",
    "dice",
    "card",
    "success",
    "miss",
    "fanfare",
    "not_now",
    "warning",
)

_SOUNDS_DIR = Path(__file__).resolve().parent


def sound_path(name: str) -> Path:
    """Return the path of ``<name>.wav`` shipped beside this module.

    Unknown names raise ValueError here, rather than surfacing later as a
    less obvious "file not found" from the audio layer.
    """
    if name not in CUE_NAMES:
        raise ValueError(f"unknown cue {name!r}; expected one of {CUE_NAMES}")
    return _SOUNDS_DIR / f"{name}.wav"
