"""The installer's --piper-voice: which machines fit, and the [voice] lines it writes."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

from device.app.config import load_config
from tests.install.test_install import REPO, detect, out, run_installer


def test_piper_is_offered_on_64_bit_packages_only() -> None:
    """dpkg's architecture decides: a 32-bit Raspberry Pi OS on a Pi 4 or 5 has an
    aarch64 kernel but armhf packages, and no onnxruntime can install there."""
    assert detect("tr_piper_fits", "arm64").returncode == 0
    assert detect("tr_piper_fits", "amd64").returncode == 0
    assert detect("tr_piper_fits", "armhf").returncode == 1
    assert detect("tr_piper_fits", "aarch64").returncode == 1  # a kernel's name is not an answer


def test_the_installer_asks_dpkg_not_the_kernel() -> None:
    code = (REPO / "scripts" / "install-service.sh").read_text()
    assert 'tr_piper_fits "$arch"' in code and "arch=$(tr_dpkg_arch /)" in code
    assert 'tr_piper_fits "$(uname -m)"' not in code


def test_the_voice_is_written_under_voice_in_the_example_config(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    shutil.copy(REPO / "config.example.toml", config)
    model = "/usr/local/share/table-referee/voices/en_US-joe-medium.onnx"
    assert out("tr_config_voice_engine", str(config)) is None  # the example names no engine
    assert detect("tr_set_piper_voice", str(config), model).returncode == 0
    text = config.read_text()
    assert tomllib.loads(text)["voice"]["engine"] == "piper"
    loaded = load_config(config)
    assert (loaded.engine, loaded.model, loaded.rate) == ("piper", model, 160)  # the rest of [voice] untouched
    assert detect("tr_set_piper_voice", str(config), "/elsewhere/other.onnx").returncode == 1  # a second run
    assert config.read_text() == text


def test_an_engine_the_user_chose_is_never_replaced(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[voice]\nengine = "espeak"   # I like it\n')
    assert detect("tr_set_piper_voice", str(config), "/v/joe.onnx").returncode == 1
    assert config.read_text() == '[voice]\nengine = "espeak"   # I like it\n'


def test_a_missing_config_gets_just_the_voice_section(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    assert detect("tr_set_piper_voice", str(config), "/v/joe.onnx").returncode == 0
    assert tomllib.loads(config.read_text()) == {"voice": {"engine": "piper", "model": "/v/joe.onnx"}}


def test_the_installer_explains_piper_voice_and_wants_a_value() -> None:
    shown = run_installer("--help")
    assert "--piper-voice VOICE" in shown.stdout
    missing = run_installer("--piper-voice")
    assert missing.returncode == 1 and "--piper-voice needs a voice name or an .onnx file" in missing.stderr
