"""What the installer decides per Raspberry Pi OS image (issue: every image installs).

Each image differs in the packages' architecture (arm64, or armhf even on a
Pi 4 or 5 whose kernel is 64-bit), the Debian release (bookworm, or trixie
with its t64 package names), and Lite versus desktop. The functions the
installer uses run here against fake roots and a stand-in dpkg, and the
installer itself is run as far as it goes before it would change anything.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tests.install.test_install import REPO, SCRIPTS, detect, out, put
from tests.install.test_system_packages import listed

INSTALLER = SCRIPTS / "install-service.sh"

BOOKWORM_RPIOS = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nVERSION_ID="12"\nVERSION_CODENAME=bookworm\nID=debian\n'
TRIXIE = 'PRETTY_NAME="Debian GNU/Linux 13 (trixie)"\nVERSION_ID="13"\nVERSION_CODENAME=trixie\nID=debian\n'
SID = 'PRETTY_NAME="Debian GNU/Linux forky/sid"\nVERSION_CODENAME=forky\nID=debian\n'


def test_the_release_number_comes_from_os_release(tmp_path: Path) -> None:
    for text, number in ((BOOKWORM_RPIOS, "12"), (TRIXIE, "13"), (SID, "14")):
        put(tmp_path, "etc/os-release", text)
        assert out("tr_debian_major", str(tmp_path)) == number
    put(tmp_path, "etc/os-release", "VERSION_CODENAME=someday\n")
    assert out("tr_debian_major", str(tmp_path)) == "99"  # unknown: the newest names


def test_no_os_release_means_no_answer(tmp_path: Path) -> None:
    assert out("tr_debian_major", str(tmp_path)) is None


def test_the_architecture_is_the_packages_not_the_kernels(tmp_path: Path) -> None:
    """A 32-bit image on a Pi 4: the kernel is aarch64, dpkg says armhf, and armhf decides."""
    put(tmp_path, "var/lib/dpkg/arch", "armhf\narm64\n")
    put(tmp_path, "proc/sys/kernel/arch", "aarch64\n")
    assert out("tr_dpkg_arch", str(tmp_path)) == "armhf"
    assert detect("tr_piper_fits", "armhf").returncode == 1


def fake_dpkg(tmp_path: Path, arch: str) -> dict[str, str]:
    """An environment whose dpkg answers `--print-architecture` with arch."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(parents=True)
    dpkg = bin_dir / "dpkg"
    dpkg.write_text(f'#!/bin/sh\n[ "$1" = --print-architecture ] && echo {arch} && exit 0\nexit 1\n')
    dpkg.chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}


def test_the_installer_refuses_piper_on_32_bit_packages_before_changing_anything(tmp_path: Path) -> None:
    done = subprocess.run(
        ["bash", str(INSTALLER), "--piper-voice", "en_US-joe-medium"],
        capture_output=True,
        text=True,
        timeout=60,
        env=fake_dpkg(tmp_path, "armhf"),
    )
    assert done.returncode == 1
    assert "packages are armhf" in done.stderr and "espeak-ng is the voice" in done.stderr


def test_the_service_gets_the_referees_packages_and_its_own_but_not_the_tests() -> None:
    service = set(listed("service", "arm64", 12, "yes"))
    assert {"python3-venv", "espeak-ng", "libespeak-ng1", "libglib2.0-0", "python3-lgpio"} <= service
    assert {"alsa-utils", "gpiod", "rsync", "ca-certificates"} <= service
    assert not {"sox", "chromium", "shellcheck", "pipewire-bin"} & service


def test_each_image_gets_its_own_names() -> None:
    """bookworm 64-bit, trixie 64-bit (t64 names), bookworm 32-bit (pygame built from source)."""
    bookworm64 = set(listed("service", "arm64", 12, "yes"))
    trixie64 = set(listed("service", "arm64", 13, "yes"))
    bookworm32 = set(listed("service", "armhf", 12, "yes"))
    assert "libglib2.0-0" in bookworm64 and "libglib2.0-0t64" in trixie64
    assert "libglib2.0-0" not in trixie64
    assert not {"libsdl2-dev", "gcc", "python3-dev"} & (bookworm64 | trixie64)
    assert {"libsdl2-dev", "libsdl2-mixer-dev", "gcc", "python3-dev", "libfreetype-dev"} <= bookworm32


def test_the_check_runs_before_the_service_starts() -> None:
    """A running service holds the button pins (lgpio takes them for itself), so the
    check must come first, with a running service stopped for it on an update, of
    either kind: switching between the system and the user service stops the other."""
    code = INSTALLER.read_text()
    check = code.index('"$VENV/bin/referee" check')
    assert code.index('systemctl stop "$UNIT_NAME"') < check
    assert code.index('"${user_ctl[@]}" stop "$UNIT_NAME"') < check
    assert code.index('--machine="$lingering@.host" stop "$UNIT_NAME"') < check
    step_7 = code[code.index("# --- 7.") : check]
    # The system service is stopped in both modes: not inside the user/system branches.
    assert '\n    if systemctl is-active --quiet "$UNIT_NAME"; then\n' in step_7
    assert check < code.index('systemctl enable --now "$UNIT_NAME"')
    assert check < code.index('"${user_ctl[@]}" enable --now "$UNIT_NAME"')


def test_lgpio_is_sent_to_the_raspberry_pi_archive_and_never_to_pip() -> None:
    code = INSTALLER.read_text()
    assert "Raspberry Pi archive" in code and "use Debian trixie" not in code
    pyproject = (REPO / "pyproject.toml").read_text()
    assert '"lgpio' not in pyproject, "lgpio must never come from PyPI"


def test_a_lite_image_gets_the_sound_card_by_name() -> None:
    """Without a desktop sound server the installer still names the best card: a Pi 5's
    card 0 is HDMI and a USB speaker is never card 0."""
    code = INSTALLER.read_text()
    lite = code[code.index("elif server=$(tr_sound_server /)") : code.index("if [[ -n $piper_voice ]]; then\n    install")]
    assert lite.count('tr_set_audio_device "$CONFIG_FILE" "sysdefault:CARD=$card"') == 2


def test_on_a_pi_5_lite_the_usb_speaker_wins_over_hdmi(tmp_path: Path) -> None:
    put(
        tmp_path,
        "proc/asound/cards",
        (
            " 0 [vc4hdmi0       ]: vc4-hdmi - vc4-hdmi-0\n                      vc4-hdmi-0\n"
            " 1 [vc4hdmi1       ]: vc4-hdmi - vc4-hdmi-1\n                      vc4-hdmi-1\n"
            " 2 [Speaker        ]: USB-Audio - USB Speaker\n                      Generic USB Speaker at usb-xhci\n"
        ),
    )
    assert out("tr_choose_card", str(tmp_path)) == "Speaker"


def test_the_users_an_earlier_user_service_may_run_as_are_the_lingering_ones(tmp_path: Path) -> None:
    assert out("tr_lingering_users", str(tmp_path)) == ""
    put(tmp_path, "var/lib/systemd/linger/ann")
    put(tmp_path, "var/lib/systemd/linger/bo")
    assert out("tr_lingering_users", str(tmp_path)).split() == ["ann", "bo"]


def test_a_card_the_installer_chose_is_chosen_again_when_a_speaker_arrives(tmp_path: Path) -> None:
    """A Pi 5 installed with HDMI alone, then a USB speaker plugged in and the installer
    run again: the speaker wins. A device the user wrote is still never touched."""
    config = put(tmp_path, "config.toml", "[audio]\nbuffer = 256\n\n[voice]\nrate = 160\n")
    assert detect("tr_set_audio_device", str(config), "sysdefault:CARD=vc4hdmi0").returncode == 0
    assert detect("tr_audio_device_is_ours", str(config)).returncode == 0
    assert detect("tr_set_audio_device", str(config), "sysdefault:CARD=Speaker").returncode == 0
    import tomllib

    data = tomllib.loads(config.read_text())
    assert data == {"audio": {"device": "sysdefault:CARD=Speaker", "buffer": 256}, "voice": {"rate": 160}}
    assert config.read_text().count("device =") == 1

    mine = put(tmp_path, "mine.toml", '[audio]\ndevice = "hw:CARD=vc4hdmi0"\n')
    assert detect("tr_audio_device_is_ours", str(mine)).returncode == 1
    assert detect("tr_set_audio_device", str(mine), "sysdefault:CARD=Speaker").returncode == 1
    assert mine.read_text() == '[audio]\ndevice = "hw:CARD=vc4hdmi0"\n'


def test_the_installer_asks_again_only_for_its_own_choice() -> None:
    """Both sound branches keep a device only when it is the user's, not the installer's."""
    code = INSTALLER.read_text()
    keep = '$(tr_config_audio_device "$CONFIG_FILE") && ! tr_audio_device_is_ours "$CONFIG_FILE"; then'
    assert code.count(keep) == 2


def fake_packaging(tmp_path: Path, arch: str) -> dict[str, str]:
    """dpkg says ``arch``, the kernel says aarch64, nothing is installed and apt-get fails at once."""
    env = fake_dpkg(tmp_path, arch)
    bin_dir = tmp_path / "bin"
    for name, body in (("dpkg-query", "exit 0"), ("apt-get", "exit 1"), ("uname", "echo aarch64")):
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    return env


def test_setup_takes_the_architecture_from_dpkg_not_the_kernel(tmp_path: Path) -> None:
    """32-bit packages on a 64-bit kernel: setup asks for what building pygame needs;
    64-bit packages do not. It stops at apt-get (the stand-in fails) before any change."""
    wants = {}
    for arch in ("armhf", "arm64"):
        done = subprocess.run(
            ["bash", str(SCRIPTS / "setup.sh"), "run"],
            capture_output=True,
            text=True,
            timeout=60,
            env=fake_packaging(tmp_path / arch, arch),
        )
        assert done.returncode != 0
        line = next(line for line in done.stderr.splitlines() if line.startswith("setup: installing "))
        wants[arch] = set(line.removeprefix("setup: installing ").split())
    assert {"libsdl2-dev", "gcc", "python3-dev"} <= wants["armhf"]
    assert not {"libsdl2-dev", "gcc", "python3-dev"} & wants["arm64"]
