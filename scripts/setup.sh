#!/usr/bin/env bash
# Shared set-up for ./run.sh and ./test.sh: system packages, then a virtualenv
# in .venv with this checkout installed. Safe to run again: it only installs
# what is missing, and installs the project again only when pyproject.toml
# changed (one stamp for both commands: the tests' install serves ./run.sh,
# and ./test.sh after ./run.sh adds the tests' extra alone).
#
# Usage: scripts/setup.sh [run|test]
set -euo pipefail

purpose="${1:-run}"
case $purpose in run | test) ;; *) echo "setup: usage: setup.sh [run|test]" >&2; exit 2 ;; esac
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$here/.venv"
# shellcheck source=scripts/lib/detect.sh
source "$here/scripts/lib/detect.sh"
# shellcheck source=scripts/lib/packages.sh
source "$here/scripts/lib/packages.sh"
# shellcheck source=scripts/lib/stamp.sh
source "$here/scripts/lib/stamp.sh"

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else echo "setup: need root to run: $*" >&2; exit 1
    fi
}

on_a_pi() { grep -qs "Raspberry Pi" /proc/device-tree/model; }

# Which packages: scripts/packages.list says what each is for. The packages
# of its purpose "unpack" (Debian's pipewire-alsa plugin, for the tests that
# meet ALSA's default going to an unreachable PipeWire) are only unpacked
# into .venv (below), never installed: installing that one would turn this
# machine's own ALSA default over to PipeWire. The libpipewire and
# pipewire-bin packages (the client library and its client.conf) change
# nothing; pipewire-bin goes in without its Recommends (the PipeWire daemons).
# No dpkg (not Debian): the interpreter's pointer size says 32 or 64 bits.
arch=$(tr_dpkg_arch / || { python3 -c 'import struct; print("amd64" if struct.calcsize("P") == 8 else "armhf")' 2>/dev/null || uname -m; })
debian=$(tr_debian_major / || echo 12)
pi=no
on_a_pi && pi=yes
list="$here/scripts/packages.list"
mapfile -t packages < <(tr_packages "$list" "$purpose" "$arch" "$debian" "$pi")
mapfile -t bare < <(tr_packages "$list" "$purpose" "$arch" "$debian" "$pi" no-recommends)

# One dpkg-query for all of them: this runs at every start.
missing=()
if command -v dpkg-query >/dev/null 2>&1; then
    installed=$(dpkg-query -W -f='${Package} ${Status}\n' "${packages[@]}" 2>/dev/null | awk '/ install ok installed$/ { print $1 }' || true)
    for package in "${packages[@]}"; do
        grep -qxF "$package" <<<"$installed" || missing+=("$package")
    done
else
    missing=("${packages[@]}")
fi
if [ "${#missing[@]}" -gt 0 ]; then
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "setup: please install these packages with your package manager: ${missing[*]}" >&2
        exit 1
    fi
    with=() without=()
    for package in "${missing[@]}"; do
        if printf '%s\n' "${bare[@]}" | grep -qxF "$package"; then without+=("$package"); else with+=("$package"); fi
    done
    echo "setup: installing ${missing[*]}" >&2
    as_root apt-get update -qq
    if [ "${#with[@]}" -gt 0 ]; then
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${with[@]}" >&2
    fi
    if [ "${#without[@]}" -gt 0 ]; then
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${without[@]}" >&2
    fi
fi

# A venv made before lgpio came from apt cannot see python3-lgpio: rebuild it.
if on_a_pi && [ -e "$venv/pyvenv.cfg" ] && ! tr_venv_has_system_site "$venv"; then
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

stamp="$venv/.installed"
rm -f "$venv"/.installed-*  # the stamps of earlier versions, one per purpose
hash=$(sha256sum "$here/pyproject.toml" | cut -c1-16)
if extras=$(tr_stamp_extras "$stamp" "$hash" "$purpose"); then
    target="$here"
    groups=()
    if [ "$extras" = test ]; then
        # The tests' natural voice where Piper has wheels: 64-bit packages.
        if tr_piper_fits "$arch"; then groups=(test test-voice); else groups=(test); fi
        target="${here}[$(IFS=,; echo "${groups[*]}")]"
    fi
    if [ "${#groups[@]}" -gt 0 ] && tr_stamp_project_current "$stamp" "$hash"; then
        # ./run.sh installed the project from this same pyproject.toml: add
        # the tests' extra alone, so the project is installed only once.
        echo "setup: adding the tests' extra (${groups[*]}) to $venv; the project is installed already" >&2
        mapfile -t requirements < <("$venv/bin/python" "$here/scripts/lib/extras.py" "$here/pyproject.toml" "${groups[@]}")
        [ "${#requirements[@]}" -gt 0 ] || { echo "setup: no requirements found for ${groups[*]}" >&2; exit 1; }
        "$venv/bin/python" -m pip install -q "${requirements[@]}" >&2
    else
        echo "setup: installing the project into $venv" >&2
        "$venv/bin/python" -m pip install -q --upgrade pip >&2
        # An editable install always prints setuptools' notice that a folder named
        # like the package shadows it; here that folder is the package itself, so
        # the notice is silenced (it is the only one: the project declares its
        # package data and licence the current way).
        PYTHONWARNINGS="ignore:Editable installation" "$venv/bin/python" -m pip install -q -e "$target" >&2
    fi
    tr_stamp_write "$stamp" "$hash" "$extras"
fi

# The tests' private copies of the list's "unpack" packages, each in
# .venv/PACKAGE (see the package list above for why they are not installed).
if [ "$purpose" = test ]; then
    mapfile -t unpacked < <(tr_packages "$list" unpack "$arch" "$debian" "$pi")
    for package in "${unpacked[@]}"; do
        into="$venv/$package"
        [ -d "$into/usr" ] && continue
        echo "setup: unpacking $package into $into for the tests" >&2
        download="$(mktemp -d)"
        chmod 755 "$download"  # apt's download user must be able to write there
        (cd "$download" && apt-get download -qq "$package" >&2) || { as_root apt-get update -qq && (cd "$download" && apt-get download -qq "$package" >&2); }
        rm -rf "$into.partial"
        dpkg-deb -x "$download/${package}"_*.deb "$into.partial"
        mv "$into.partial" "$into"
        rm -rf "$download"
    done
fi
