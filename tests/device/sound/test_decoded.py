"""Which decoded lines the audio thread keeps (device/sound/decoded.py), with a loader that counts its calls."""

from __future__ import annotations

import os
from pathlib import Path

from device.sound.decoded import DecodedSounds


class Loader:
    """Stands in for pygame: a "sound" is the file's text, its length the seconds written in it."""

    def __init__(self) -> None:
        self.loads: list[str] = []

    def __call__(self, path: Path) -> str | None:
        self.loads.append(path.name)
        return path.read_text() if path.exists() else None


def line(folder: Path, name: str, seconds: float) -> Path:
    path = folder / name
    path.write_text(str(seconds))
    return path


def sounds(loader: Loader, **limits: float) -> DecodedSounds[str]:
    return DecodedSounds(loader, lambda sound: float(sound), **limits)


def test_a_short_line_said_again_is_not_decoded_again(tmp_path: Path) -> None:
    loader = Loader()
    kept = sounds(loader)
    volume = line(tmp_path, "volume.wav", 0.7)
    assert kept.get(volume) == kept.get(volume) == "0.7"
    assert loader.loads == ["volume.wav"]


def test_a_long_line_is_decoded_each_time(tmp_path: Path) -> None:
    loader = Loader()
    kept = sounds(loader, longest=2.5)
    question = line(tmp_path, "question.wav", 4.0)
    kept.get(question)
    kept.get(question)
    assert loader.loads == ["question.wav", "question.wav"]
    assert len(kept) == 0


def test_the_least_recently_said_line_leaves_when_the_total_is_full(tmp_path: Path) -> None:
    loader = Loader()
    kept = sounds(loader, total=2.0)
    one, two, three = (line(tmp_path, f"{n}.wav", 0.8) for n in ("one", "two", "three"))
    kept.get(one)
    kept.get(two)
    kept.get(one)  # now two is the least recently said
    kept.get(three)  # 2.4 s: two leaves
    loader.loads.clear()
    kept.get(one)
    kept.get(three)
    kept.get(two)
    assert loader.loads == ["two.wav"]


def test_a_pinned_line_stays_whatever_else_is_said(tmp_path: Path) -> None:
    loader = Loader()
    kept = sounds(loader, total=1.0, longest=2.5)
    answer = line(tmp_path, "answer.wav", 3.0)  # longer than any kept line: pinned all the same
    kept.get(answer, pin=True)
    for n in range(5):
        kept.get(line(tmp_path, f"other{n}.wav", 0.9))
    loader.loads.clear()
    assert kept.get(answer) == "3.0"
    assert loader.loads == []


def test_a_line_rendered_again_under_the_same_name_is_decoded_again(tmp_path: Path) -> None:
    loader = Loader()
    kept = sounds(loader)
    path = line(tmp_path, "line.wav", 0.5)
    kept.get(path)
    path.write_text("0.75")
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000))
    assert kept.get(path) == "0.75"
    assert loader.loads == ["line.wav", "line.wav"]


def test_clear_forgets_everything_even_pinned_lines(tmp_path: Path) -> None:
    """The mixer closes (a lost device): its Sounds die with it."""
    loader = Loader()
    kept = sounds(loader)
    path = line(tmp_path, "line.wav", 0.5)
    kept.get(path, pin=True)
    kept.clear()
    assert len(kept) == 0
    kept.get(path)
    assert loader.loads == ["line.wav", "line.wav"]


def test_a_missing_file_is_left_to_the_loader(tmp_path: Path) -> None:
    loader = Loader()
    assert sounds(loader).get(tmp_path / "gone.wav") is None
    assert loader.loads == ["gone.wav"]
