#!/usr/bin/env bash
# Shared set-up for ./run.sh and ./test.sh: system packages, then a virtualenv
# in .venv with this checkout installed. Safe to run again: it only installs
# what is missing, and reinstalls the project only when pyproject.toml changed.
#
# Usage: scripts/setup.sh [run|test]
set -euo pipefail

purpose="${1:-run}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$here/.venv"

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else echo "setup: need root to run: $*" >&2; exit 1
    fi
}

on_a_pi() { grep -qs "Raspberry Pi" /proc/device-tree/model; }

# Speech needs espeak-ng's library; the tests also measure audio with sox,
# check the systemd unit with systemd-analyze, lint the shell scripts (the
# ShellCheck package), and meet ALSA's default going to an unreachable PipeWire. For
# that last one they use Debian's pipewire-alsa plugin from a private copy
# (below), never installed: installing it would turn this machine's own ALSA
# default over to PipeWire. Its library, libpipewire, changes nothing. The
# phone page's tests drive Debian's chromium through chromium-driver (Selenium):
# no browser is ever downloaded.
packages=(python3-venv python3-pip espeak-ng libespeak-ng1)
if [ "$purpose" = test ]; then packages+=(sox systemd shellcheck libpipewire-0.3-0 alsa-utils chromium chromium-driver); fi
if on_a_pi; then packages+=(python3-lgpio); fi
if [ "$(uname -m)" = armv7l ]; then
    # No pygame wheel for 32-bit ARM: pip builds it against SDL.
    packages+=(libsdl2-dev libsdl2-mixer-dev libsdl2-image-dev libsdl2-ttf-dev libfreetype-dev libportmidi-dev)
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "setup: please install these packages with your package manager: ${missing[*]}" >&2
        exit 1
    fi
    echo "setup: installing ${missing[*]}" >&2
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
fi

# A venv made before lgpio came from apt cannot see python3-lgpio: rebuild it.
if on_a_pi && [ -e "$venv/pyvenv.cfg" ] \
    && ! grep -qiE '^[[:space:]]*include-system-site-packages[[:space:]]*=[[:space:]]*true' "$venv/pyvenv.cfg"; then
    echo "setup: rebuilding $venv with --system-site-packages (for python3-lgpio)" >&2
    rm -rf "$venv"
fi

if [ ! -x "$venv/bin/python" ]; then
    echo "setup: creating $venv" >&2
    if on_a_pi; then
        # lgpio comes from Raspberry Pi OS's package, so the venv must see it.
        python3 -m venv --system-site-packages "$venv"
    else
        python3 -m venv "$venv"
    fi
fi

stamp="$venv/.installed-$(sha256sum "$here/pyproject.toml" | cut -c1-16)-$purpose"
if [ ! -e "$stamp" ]; then
    extras=""
    [ "$purpose" = test ] && extras="[test]"
    echo "setup: installing the project into $venv" >&2
    "$venv/bin/python" -m pip install -q --upgrade pip >&2
    # An editable install always prints setuptools' notice that a folder named
    # like the package shadows it; here that folder is the package itself, so
    # the notice is silenced (it is the only one: the project declares its
    # package data and licence the current way).
    PYTHONWARNINGS="ignore:Editable installation" "$venv/bin/python" -m pip install -q -e "$here$extras" >&2
    touch "$stamp"
fi

# The tests' private copy of Debian's pipewire-alsa plugin and its ALSA
# configuration (see the package list above for why it is not installed).
pipewire_alsa="$venv/pipewire-alsa"
if [ "$purpose" = test ] && [ ! -d "$pipewire_alsa/usr" ]; then
    echo "setup: unpacking pipewire-alsa into $pipewire_alsa for the sound tests" >&2
    download="$(mktemp -d)"
    chmod 755 "$download"  # apt's download user must be able to write there
    (cd "$download" && apt-get download -qq pipewire-alsa >&2) || { as_root apt-get update -qq && (cd "$download" && apt-get download -qq pipewire-alsa >&2); }
    dpkg-deb -x "$download"/pipewire-alsa_*.deb "$pipewire_alsa.partial"
    mv "$pipewire_alsa.partial" "$pipewire_alsa"
    rm -rf "$download"
fi
