"""The installer: shellcheck, its detection library against fake roots, the user unit.

scripts/lib/detect.sh reads everything under a root directory given as its
first argument, so each test builds the few files a Pi would have (the
device-tree model, /proc/asound/cards, lightdm.conf, sysfs GPIO entries)
in a temporary folder and runs the real bash functions on it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tests.paths import REPO

SCRIPTS = REPO / "scripts"
DETECT = SCRIPTS / "lib" / "detect.sh"


def shellcheck() -> str:
    """Path of shellcheck; missing is a failure, never a skip."""
    found = shutil.which("shellcheck")
    if not found:
        pytest.fail("shellcheck not found: install the Debian package 'shellcheck' (./test.sh does)")
    return found


def all_scripts() -> list[Path]:
    found = sorted(SCRIPTS.rglob("*.sh"))
    assert SCRIPTS / "install-service.sh" in found and DETECT in found
    return found


@pytest.mark.parametrize("script", all_scripts(), ids=lambda p: str(p.relative_to(REPO)))
def test_shellcheck_is_clean(script: Path) -> None:
    result = subprocess.run(
        [shellcheck(), "--external-sources", "--severity=style", str(script)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_installer_never_pip_installs_lgpio_and_makes_a_system_site_venv() -> None:
    text = (SCRIPTS / "install-service.sh").read_text()
    code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    assert not re.search(r"pip\"?\s+install\b[^\n]*\blgpio\b", code), "lgpio must come from apt, never pip"
    assert "python3-lgpio" in code
    assert "python3 -m venv --system-site-packages" in code
    assert '"$VENV/bin/referee" check' in code


def detect(function: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run one function from detect.sh, as the installer would (set -euo pipefail)."""
    script = f'set -euo pipefail; source "{DETECT}"; {function} "$@"'
    return subprocess.run(["bash", "-c", script, "detect", *args], capture_output=True, text=True, timeout=60)


def out(function: str, *args: str) -> str | None:
    """What the function printed, or None when it returned 1 (found nothing)."""
    result = detect(function, *args)
    assert result.returncode in (0, 1), result.stderr
    assert result.stderr == "", result.stderr
    return result.stdout.strip() if result.returncode == 0 else None


def put(root: Path, relative: str, text: str = "") -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


# ------------------------------------------------------------ the Pi model


@pytest.mark.parametrize(
    ("model", "family"),
    [
        ("Raspberry Pi 5 Model B Rev 1.0", "pi5"),
        ("Raspberry Pi 500 Rev 1.0", "pi5"),
        ("Raspberry Pi Compute Module 5 Rev 1.0", "pi5"),
        ("Raspberry Pi 4 Model B Rev 1.5", "pi4"),
        ("Raspberry Pi 400 Rev 1.1", "pi4"),
        ("Raspberry Pi 3 Model B Plus Rev 1.3", "pi3"),
        ("Raspberry Pi Zero 2 W Rev 1.0", "zero2"),
        ("Raspberry Pi Model B Rev 2", "pi"),
    ],
)
def test_the_pi_family_comes_from_the_device_tree_model(tmp_path: Path, model: str, family: str) -> None:
    put(tmp_path, "proc/device-tree/model", model + "\0")  # the kernel's string ends in a NUL
    assert out("tr_pi_model", str(tmp_path)) == model
    assert out("tr_pi_family", str(tmp_path)) == family


def test_a_machine_that_is_not_a_pi_has_no_family(tmp_path: Path) -> None:
    assert out("tr_pi_family", str(tmp_path)) is None
    put(tmp_path, "proc/device-tree/model", "Radxa ROCK 5B\0")
    assert out("tr_pi_family", str(tmp_path)) is None


# ------------------------------------------------------------ Pi 5 GPIO chip


def pi5(root: Path, chips: dict[int, tuple[int, str]], gpiochip4_link: bool = False) -> Path:
    """A Pi 5: its model, and sysfs entries {base: (chip number, label)}."""
    put(root, "proc/device-tree/model", "Raspberry Pi 5 Model B Rev 1.0\0")
    for base, (number, label) in chips.items():
        put(root, f"sys/class/gpio/gpiochip{base}/label", label + "\n")
        parent = root / "sys" / "devices" / f"parent{number}"
        (parent / f"gpiochip{number}").mkdir(parents=True)
        (root / "sys" / "class" / "gpio" / f"gpiochip{base}" / "device").symlink_to(parent)
        put(root, f"dev/gpiochip{number}")
    if gpiochip4_link:
        (root / "dev" / "gpiochip4").symlink_to("gpiochip0")
    return root


RECENT = {512: (10, "gpio-brcmstb@107d508500"), 544: (11, "gpio-brcmstb@107d517c00"), 569: (0, "pinctrl-rp1")}
OLDER = {571: (4, "pinctrl-rp1"), 512: (0, "gpio-brcmstb@107d508500")}


def test_pi5_with_a_recent_kernel_and_no_udev_link_uses_chip_0(tmp_path: Path) -> None:
    root = pi5(tmp_path, RECENT)
    assert out("tr_gpio_chip_labels", str(root)).splitlines() == [
        "10 gpio-brcmstb@107d508500",
        "11 gpio-brcmstb@107d517c00",
        "0 pinctrl-rp1",
    ]
    assert out("tr_pi5_gpio_plan", str(root)) == "chip 0"


def test_pi5_with_raspberry_pi_os_link_needs_nothing(tmp_path: Path) -> None:
    assert out("tr_pi5_gpio_plan", str(pi5(tmp_path, RECENT, gpiochip4_link=True))) == "compat"


def test_pi5_with_an_older_kernel_has_a_real_chip_4(tmp_path: Path) -> None:
    assert out("tr_pi5_gpio_plan", str(pi5(tmp_path, OLDER))) == "compat"


def test_pi5_whose_chips_cannot_be_read_is_unknown(tmp_path: Path) -> None:
    assert out("tr_pi5_gpio_plan", str(pi5(tmp_path, {}))) == "unknown"


def test_the_gpio_plan_is_only_for_the_pi5_family(tmp_path: Path) -> None:
    put(tmp_path, "proc/device-tree/model", "Raspberry Pi 4 Model B Rev 1.5\0")
    assert out("tr_pi5_gpio_plan", str(tmp_path)) is None


# ------------------------------------------------------------ sound


def test_no_sound_server_on_a_lite_image(tmp_path: Path) -> None:
    put(tmp_path, "etc/alsa/conf.d/.keep")
    put(
        tmp_path,
        "var/lib/dpkg/status",
        "Package: alsa-utils\nStatus: install ok installed\n\nPackage: pipewire-alsa\nStatus: deinstall ok config-files\n",
    )
    assert out("tr_sound_server", str(tmp_path)) is None


def test_the_pipewire_default_file_is_detected(tmp_path: Path) -> None:
    put(tmp_path, "etc/alsa/conf.d/99-pipewire-default.conf", "pcm.!default { type pipewire }\n")
    assert out("tr_sound_server", str(tmp_path)) == "pipewire"


def test_pulse_and_pipewire_alsa_config_files_are_detected(tmp_path: Path) -> None:
    put(tmp_path, "usr/share/alsa/alsa.conf.d/50-pulseaudio.conf")
    assert out("tr_sound_server", str(tmp_path / "")) == "pulseaudio"
    other = tmp_path / "other"
    put(other, "usr/share/alsa/alsa.conf.d/50-pipewire.conf")
    assert out("tr_sound_server", str(other)) == "pipewire"


def test_an_installed_pipewire_alsa_package_is_detected(tmp_path: Path) -> None:
    put(tmp_path, "var/lib/dpkg/status", "Package: pipewire-alsa\nStatus: install ok installed\nVersion: 1.2\n\n")
    assert out("tr_sound_server", str(tmp_path)) == "pipewire"
    put(tmp_path, "var/lib/dpkg/status", "Package: pulseaudio\nStatus: install ok installed\n")
    assert out("tr_sound_server", str(tmp_path)) == "pulseaudio"


PI5_CARDS = """\
 0 [vc4hdmi0       ]: vc4-hdmi - vc4-hdmi-0
                      vc4-hdmi-0
 1 [vc4hdmi1       ]: vc4-hdmi - vc4-hdmi-1
                      vc4-hdmi-1
"""
JACK = """\
 2 [Headphones     ]: bcm2835_headpho - bcm2835 Headphones
                      bcm2835 Headphones
"""
I2S = """\
 3 [MAX98357A      ]: simple-card_codec - MAX98357A
                      MAX98357A
"""
USB = """\
 4 [Device         ]: USB-Audio - USB Audio Device
                      C-Media Electronics Inc. USB Audio Device at usb-xhci-hcd.0-1, full speed
"""
LOOP = """\
 5 [Loopback       ]: Loopback - Loopback
                      Loopback 1
"""


@pytest.mark.parametrize(
    ("cards", "chosen"),
    [
        (PI5_CARDS, "vc4hdmi0"),  # a Pi 5 with nothing plugged in: HDMI is all there is
        (PI5_CARDS + JACK, "Headphones"),
        (PI5_CARDS + JACK + I2S, "MAX98357A"),
        (PI5_CARDS + I2S + JACK + USB, "Device"),
        (USB + I2S, "Device"),  # order in the file does not matter
        (LOOP, None),  # not a speaker
        ("--- no soundcards ---\n", None),
    ],
)
def test_the_card_is_chosen_by_kind_usb_i2s_jack_hdmi(tmp_path: Path, cards: str, chosen: str | None) -> None:
    put(tmp_path, "proc/asound/cards", cards)
    assert out("tr_choose_card", str(tmp_path)) == chosen


def test_a_hifiberry_style_i2s_board_counts_as_i2s() -> None:
    assert out("tr_card_kind", "sndrpihifiberry", "RPi-simple", "snd_rpi_hifiberry_dac") == "i2s"
    assert out("tr_card_kind", "b1", "bcm2835_hdmi", "bcm2835 HDMI 1") == "hdmi"
    assert out("tr_card_kind", "ALSA", "bcm2835_alsa", "bcm2835 ALSA") == "jack"


def test_the_device_is_written_under_audio_in_the_example_config(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    shutil.copy(REPO / "config.example.toml", config)
    assert out("tr_config_audio_device", str(config)) is None
    assert detect("tr_set_audio_device", str(config), "sysdefault:CARD=Device").returncode == 0
    text = config.read_text()
    lines = text.splitlines()
    header = lines.index("[audio]")
    assert lines[header + 1].startswith('device = "sysdefault:CARD=Device"')
    assert out("tr_config_audio_device", str(config)).startswith('"sysdefault:CARD=Device"')
    import tomllib

    data = tomllib.loads(text)
    assert data["audio"]["device"] == "sysdefault:CARD=Device"
    assert data["audio"]["buffer"] == 256  # the rest of [audio] is untouched
    # Run again with the same card (a second install): nothing changes.
    assert detect("tr_set_audio_device", str(config), "sysdefault:CARD=Device").returncode == 0
    assert config.read_text() == text


def test_a_device_the_user_set_is_never_replaced(tmp_path: Path) -> None:
    config = put(tmp_path, "config.toml", '[audio]\nbuffer = 2048\ndevice = "hw:CARD=Mine"  # my own\n\n[voice]\nrate = 150\n')
    before = config.read_text()
    assert out("tr_config_audio_device", str(config)) == '"hw:CARD=Mine"'
    assert detect("tr_set_audio_device", str(config), "sysdefault:CARD=Device").returncode == 1
    assert config.read_text() == before


def test_a_device_key_in_another_section_does_not_count(tmp_path: Path) -> None:
    config = put(tmp_path, "config.toml", '[voice]\ndevice = "x"\n')
    assert detect("tr_set_audio_device", str(config), "sysdefault:CARD=Headphones").returncode == 0
    import tomllib

    data = tomllib.loads(config.read_text())
    assert data["audio"]["device"] == "sysdefault:CARD=Headphones"
    assert data["voice"]["device"] == "x"


def test_a_missing_config_gets_just_the_audio_section(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    assert detect("tr_set_audio_device", str(config), "sysdefault:CARD=vc4hdmi0").returncode == 0
    import tomllib

    assert tomllib.loads(config.read_text()) == {"audio": {"device": "sysdefault:CARD=vc4hdmi0"}}


# ------------------------------------------------------------ auto-login user


def test_the_lightdm_auto_login_user_is_found(tmp_path: Path) -> None:
    put(
        tmp_path, "etc/lightdm/lightdm.conf", "[Seat:*]\n#autologin-user=nobody\ngreeter-session=pi-greeter\nautologin-user=ann\n"
    )
    assert out("tr_autologin_user", str(tmp_path)) == "ann"


def test_the_console_auto_login_from_raspi_config_is_found(tmp_path: Path) -> None:
    put(
        tmp_path,
        "etc/systemd/system/getty@tty1.service.d/autologin.conf",
        "[Service]\nExecStart=\nExecStart=-/sbin/agetty --autologin bo --noclear %I $TERM\n",
    )
    assert out("tr_autologin_user", str(tmp_path)) == "bo"


def test_gdm_auto_login_is_found_only_when_enabled(tmp_path: Path) -> None:
    put(tmp_path, "etc/gdm3/daemon.conf", "[daemon]\nAutomaticLoginEnable = false\nAutomaticLogin = cy\n")
    assert out("tr_autologin_user", str(tmp_path)) is None
    put(tmp_path, "etc/gdm3/daemon.conf", "[daemon]\nAutomaticLoginEnable = true\nAutomaticLogin = cy\n")
    assert out("tr_autologin_user", str(tmp_path)) == "cy"


def test_no_auto_login_user(tmp_path: Path) -> None:
    put(tmp_path, "etc/lightdm/lightdm.conf", "[Seat:*]\n#autologin-user=\n")
    assert out("tr_autologin_user", str(tmp_path)) is None


# ------------------------------------------------------------ venv and the GPIO backend


def test_a_venv_without_system_site_packages_is_told_apart(tmp_path: Path) -> None:
    put(tmp_path, "old/pyvenv.cfg", "home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.13.5\n")
    put(tmp_path, "new/pyvenv.cfg", "home = /usr/bin\ninclude-system-site-packages = true\nversion = 3.13.5\n")
    assert detect("tr_venv_has_system_site", str(tmp_path / "old")).returncode == 1
    assert detect("tr_venv_has_system_site", str(tmp_path / "new")).returncode == 0
    assert detect("tr_venv_has_system_site", str(tmp_path / "none")).returncode == 1


def backend_check(stub_dir: Path) -> subprocess.CompletedProcess[str]:
    """The installer's check, with a stand-in lgpio first on PYTHONPATH (no Pi here)."""
    script = f'set -euo pipefail; source "{DETECT}"; tr_check_gpio_backend "$1"'
    env = {**os.environ, "PYTHONPATH": f"{stub_dir}{os.pathsep}{REPO}"}
    return subprocess.run(["bash", "-c", script, "check", sys.executable], capture_output=True, text=True, env=env, timeout=60)


def test_the_installer_check_rejects_the_empty_lgpio_placeholder(tmp_path: Path) -> None:
    (tmp_path / "lgpio.py").write_text("")  # all lgpio-0.0.0.2-py3-none-any holds: an empty lgpio.py
    result = backend_check(tmp_path)
    assert result.returncode == 1
    assert "has no gpiochip_open" in result.stdout
    assert "python3-lgpio" in result.stdout


def test_the_installer_check_accepts_an_lgpio_with_gpiochip_open(tmp_path: Path) -> None:
    (tmp_path / "lgpio.py").write_text("def gpiochip_open(chip):\n    return 3\n\ndef gpiochip_close(handle):\n    return 0\n")
    result = backend_check(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("GPIO backend: ok")


# ------------------------------------------------------------ the user unit


def test_the_user_unit_verifies(tmp_path: Path) -> None:
    """systemd-analyze --user verify, with only the not-yet-installed program excused.

    --root does not work for user units, so the ExecStart program cannot be
    put in place; that one line is expected, anything else is a mistake.
    """
    analyze = shutil.which("systemd-analyze")
    assert analyze, "systemd-analyze not found: install the Debian package 'systemd'"
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    unit = tmp_path / "table-referee.service"

    def verify(text: str) -> list[str]:
        unit.write_text(text)
        env = {k: v for k, v in os.environ.items() if not k.startswith("SYSTEMD_")}
        env.update(XDG_RUNTIME_DIR=str(runtime), SYSTEMD_LOG_COLOR="0", SYSTEMD_PAGER="cat")
        result = subprocess.run([analyze, "--user", "verify", str(unit)], capture_output=True, text=True, env=env, timeout=120)
        lines = (result.stdout + result.stderr).splitlines()
        return [line for line in lines if "/opt/table-referee/.venv/bin/referee is not executable" not in line]

    text = (REPO / "systemd" / "table-referee-user.service").read_text()
    assert verify(text) == []
    assert any("WatchDogSecs" in line for line in verify(text.replace("WatchdogSec=", "WatchDogSecs=")))


def test_the_user_unit_uses_the_session_sound_server_and_starts_with_the_user() -> None:
    from tests.install.test_systemd import last, parse_unit, values

    unit = parse_unit((REPO / "systemd" / "table-referee-user.service").read_text())
    env = dict(item.split("=", 1) for line in values(unit, "Service", "Environment") for item in line.split())
    assert env["SDL_AUDIODRIVER"] == "pulse"
    assert env["GPIOZERO_PIN_FACTORY"] == "lgpio"
    assert last(unit, "Install", "WantedBy") == "default.target"
    assert last(unit, "Service", "User") is None  # a user manager runs it as its own user
    assert last(unit, "Service", "Type") == "notify" and last(unit, "Service", "WatchdogSec") == "30"
    assert last(unit, "Service", "ExecStart") == "/opt/table-referee/.venv/bin/referee play"
    assert last(unit, "Service", "WorkingDirectory") == "%S/table-referee"
    assert last(unit, "Unit", "StartLimitBurst")


def test_gpio_chips_not_owned_by_group_gpio_need_the_udev_rule(tmp_path: Path) -> None:
    assert detect("tr_gpiochips_need_group", str(tmp_path)).returncode == 1  # no chips: nothing to fix
    put(tmp_path, "dev/gpiochip0")  # owned by the test's own group, as root:root on plain Debian
    assert detect("tr_gpiochips_need_group", str(tmp_path)).returncode == 0


# ------------------------------------------------------------ the hardware guide


def test_the_guide_keeps_the_sound_device_section_and_wires_the_default_pins() -> None:
    from device.app.config import DEFAULT_PINS

    guide = (REPO / "docs" / "install-pi.md").read_text()
    assert guide.count("\n## Choosing the sound device\n") == 1
    for name, pin in DEFAULT_PINS.items():
        assert re.search(rf"\| {name.upper()} \| GPIO{pin} \|", guide), f"{name} on GPIO{pin} is not in the wiring table"
    assert "GPIO25" in guide and "330 ohm" in guide
    assert "dtoverlay=max98357a" in guide
    for command in ("referee check", "referee audio", "systemctl status", "journalctl -u table-referee", "aplay -l", "gpioinfo"):
        assert command in guide, command


def run_installer(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", str(SCRIPTS / "install-service.sh"), *args], capture_output=True, text=True, timeout=60)


def test_the_installer_explains_its_options_and_refuses_unknown_ones() -> None:
    """Only the option parsing runs here: it comes before anything that changes the machine."""
    shown = run_installer("--help")
    assert shown.returncode == 0
    assert "--user-session" in shown.stdout and "--user NAME" in shown.stdout
    wrong = run_installer("--frobnicate")
    assert wrong.returncode == 1
    assert "unknown option: --frobnicate" in wrong.stderr
    missing = run_installer("--user-session", "--user")
    assert missing.returncode == 1
    assert "--user needs a user name" in missing.stderr
