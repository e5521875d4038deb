"""docs/voice.md's "Adding a voice", followed: a voice added by one entry in ENGINES, chosen by the config alone.

The entry names how the voice is made and its own health check; then
`[voice] engine = "tone"` is all it takes: the config accepts it, the speaker's
renderer is the tone voice, and `referee check` runs the tone's check, not
another engine's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from device.app import check
from device.app.check_result import PartResult
from device.app.config import load_config
from device.health import Health
from device.sound.voices import ENGINES, Engine
from device.sound.voices.choice import make_renderer
from tests.device.sound.test_voice_interface import ToneVoice

HERE = __name__


def make_tone(*, cache_dir: Path, model: str, rate: int, health: Health) -> ToneVoice:
    """The recipe's maker: keywords in, a Voice out."""
    return ToneVoice(cache_dir)


def check_tone(config: Any) -> PartResult:
    """The recipe's own health check, run by `referee check` when the config chooses this voice."""
    return PartResult("tone", True, "the tone voice sounded")


@pytest.fixture
def tone_engine(monkeypatch: pytest.MonkeyPatch) -> Engine:
    entry = Engine("tone", "a tone for every line", check=f"{HERE}:check_tone", make=f"{HERE}:make_tone")
    monkeypatch.setitem(ENGINES, "tone", entry)  # the recipe's one line in device/sound/voices/__init__.py
    return entry


def test_the_config_alone_chooses_an_added_voice(tone_engine: Engine, tmp_path: Path) -> None:
    written = tmp_path / "config.toml"
    written.write_text('[voice]\nengine = "tone"\n', encoding="utf-8")
    config = load_config(written)
    assert config.engine == "tone"
    voice = make_renderer(engine=config.engine, model=config.model, cache_dir=tmp_path, voice=None, rate=170, health=Health())
    assert isinstance(voice, ToneVoice)
    voice.start()
    wav = voice.render("Player two, roll the dice.")
    assert wav is not None and wav.is_file()


def test_an_unknown_engine_is_told_every_engine_in_the_list(tone_engine: Engine, tmp_path: Path) -> None:
    written = tmp_path / "config.toml"
    written.write_text('[voice]\nengine = "bell"\n', encoding="utf-8")
    with pytest.raises(Exception) as refused:
        load_config(written)
    assert all(f'"{name}"' in str(refused.value) for name in ENGINES)


def test_referee_check_runs_the_added_voices_own_check(
    tone_engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("check_state_dir", "check_buttons", "check_sound", "check_voice", "check_rendered_ahead", "check_service"):
        monkeypatch.setattr(check, name, lambda *args, _name=name, **kwargs: PartResult(_name, True, "stood in"))
    monkeypatch.setattr(check, "check_companion", lambda *args: PartResult("phone page", True, "stood in"))
    monkeypatch.setattr(check, "check_piper", lambda *args: pytest.fail("Piper's check for another voice"))
    written = tmp_path / "config.toml"
    written.write_text('[voice]\nengine = "tone"\n', encoding="utf-8")
    lines: list[str] = []
    assert check.run_checks(str(written), str(tmp_path / "state"), out=lines.append) == 0
    assert any("the tone voice sounded" in line for line in lines), lines
