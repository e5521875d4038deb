"""Test-wide set-up: silent real audio, mock GPIO pins, no stray state.

SDL's dummy driver lets pygame.mixer really run without a sound card, and
gpiozero's MockFactory drives real Button objects; both are the libraries' own
test support, not fakes of ours.
"""

from __future__ import annotations

import json

import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ.pop("NOTIFY_SOCKET", None)
# Render threads at normal priority: the suite must pass while other work keeps
# the cores busy, and a nice-19 Piper would then wait minutes for a turn. The
# lowering itself has its own test (tests/device/sound/test_voice_interface.py).
os.environ.setdefault("TABLE_REFEREE_RENDER_NICE", "0")
os.environ.pop("WATCHDOG_USEC", None)

from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from gpiozero import Device
from gpiozero.pins.mock import MockFactory


@pytest.fixture
def mock_factory() -> Iterator[MockFactory]:
    """A fresh mock pin factory per test, reset afterwards (gpiozero's own pattern)."""
    saved = Device.pin_factory
    factory = MockFactory()
    Device.pin_factory = factory
    try:
        yield factory
    finally:
        factory.reset()
        Device.pin_factory = saved


@pytest.fixture
def coin_race_registered() -> Iterator[None]:
    """Coin Race (tests/coin_race/), a fifth game, in the catalog for one test: what its one catalog line does.

    Ask for it before `state_dir`, which marks the games in the catalog as known to the table."""
    from engine.catalog import GAMES, register
    from tests import coin_race

    register(coin_race.ENTRY)
    try:
        yield
    finally:
        GAMES.pop(coin_race.GAME.id)


@pytest.fixture
def state_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Keep every test's journals and caches in its own folder; every game that ended there must verify."""
    folder = tmp_path / "state"
    folder.mkdir()
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg-state"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.delenv("STATE_DIRECTORY", raising=False)
    monkeypatch.delenv("CACHE_DIRECTORY", raising=False)
    for state in (folder, tmp_path / "xdg-state" / "table-referee"):
        known_table(state)
    yield folder
    every_ended_game_verifies(folder)


def known_table(state: Path) -> None:
    """A referee started in `state` has seen every game finished, so setup does not offer teaching
    (engine/teaching.py): the tests hear the setup a known table hears, unless one is about teaching."""
    from device.paths import teaching_file
    from device.storage.teaching_record import FINISHED
    from engine.catalog import GAMES

    state.mkdir(parents=True, exist_ok=True)
    teaching_file(state).write_text(json.dumps({game_id: FINISHED for game_id in GAMES}), encoding="utf-8")


def every_ended_game_verifies(state: Path) -> None:
    """Issue 26: `referee verify` passes on every game of the suite that ended with a seed kept.

    Whatever a test played through the real referee, its dice, cards and seat
    draws must be what the seed gives (device/chance.py). Journals a test
    damaged on purpose, wrote by hand without a seed, or of a game registered
    only for that test are not the referee's games to check.
    """
    from device.app.verify import verify
    from device.paths import games_dir
    from device.storage.history import over_for_good
    from device.storage.journal import read
    from engine.catalog import GAMES

    for path in sorted(games_dir(state).glob("*.jsonl")):
        try:
            record = read(path)
        except Exception:  # noqa: BLE001 - damaged on purpose by its test
            continue
        if record.seed is None or record.game not in GAMES or not over_for_good(path, record):
            continue
        said: list[str] = []
        assert verify(str(path), str(state), said.append) == 0, f"{path.name} does not verify:\n" + "\n".join(said)


@pytest.fixture
def make_speaker(tmp_path: Path) -> Iterator[Callable[..., Any]]:
    """Build started speakers over a fresh cache and always close them (the mixer is process-wide)."""
    from device.sound.speaker import Speaker

    speakers: list[Speaker] = []

    def build(**kwargs: object) -> Speaker:
        speaker = Speaker(cache_dir=tmp_path / "voice-cache", **kwargs)  # type: ignore[arg-type]
        speakers.append(speaker)
        speaker.start()
        return speaker

    yield build
    for speaker in speakers:
        speaker.close()
