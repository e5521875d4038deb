#!/usr/bin/env bash
# Install (or update) Table Referee as a boot-time systemd service.
#
#   sudo ./scripts/install-service.sh
#
# Run it as root from a checkout, on Raspberry Pi OS or Debian (bookworm).
# Safe to run again: every step checks before it changes anything, so the
# same command installs, repairs and updates. See docs/install-pi.md.
#
# What it does:
#   1. installs the apt packages the referee needs;
#   2. puts the code at /opt/table-referee (copied from this checkout,
#      unless you run it from /opt/table-referee itself);
#   3. creates /opt/table-referee/.venv and pip-installs the project and lgpio;
#   4. creates the system user table-referee in groups gpio and audio;
#   5. installs the systemd unit and, only if there is none yet,
#      /etc/table-referee/config.toml from config.example.toml;
#   6. reloads systemd, enables the service at boot and (re)starts it.

set -euo pipefail

readonly TARGET=/opt/table-referee
readonly VENV="$TARGET/.venv"
readonly SERVICE_USER=table-referee
readonly UNIT_NAME=table-referee.service
readonly UNIT_DEST=/etc/systemd/system/$UNIT_NAME
readonly CONFIG_DIR=/etc/table-referee
readonly CONFIG_FILE=$CONFIG_DIR/config.toml

say() { printf '==> %s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# True when apt knows an installable version of package $1. `apt-cache
# policy` prints "Candidate: (none)" or nothing for unknown packages.
apt_has() {
    local candidate
    candidate=$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ {print $2; exit}')
    [[ -n "$candidate" && "$candidate" != "(none)" ]]
}

[[ $(id -u) -eq 0 ]] || die "run as root: sudo $0"
command -v apt-get >/dev/null || die "apt-get not found: this installer is for Raspberry Pi OS / Debian"

checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
[[ -f "$checkout/pyproject.toml" && -f "$checkout/systemd/$UNIT_NAME" ]] \
    || die "$checkout does not look like a Table Referee checkout"

# --- 1. apt packages --------------------------------------------------------
# python3-venv: the service runs from its own virtualenv.
# espeak-ng, libespeak-ng1: the voice (pyttsx3 drives libespeak-ng).
# alsa-utils: aplay -l / speaker-test, to check the speaker by hand.
# rsync: to copy the checkout to /opt/table-referee.
say "Installing apt packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends \
    python3 python3-venv espeak-ng libespeak-ng1 alsa-utils rsync ca-certificates

# --- 2. code at /opt/table-referee -------------------------------------------
if [[ "$checkout" == "$(realpath -m "$TARGET")" ]]; then
    say "Running from $TARGET itself: using it as it is"
else
    say "Copying $checkout to $TARGET"
    mkdir -p "$TARGET"
    # --delete keeps /opt an exact copy (files removed upstream go away);
    # the venv and build leftovers there are not ours to delete.
    rsync -a --delete \
        --exclude '/.venv/' --exclude '/build/' --exclude '*.egg-info/' \
        --exclude '__pycache__/' --exclude '.pytest_cache/' \
        "$checkout/" "$TARGET/"
fi

# --- 3. virtualenv, the project and lgpio ----------------------------------
if [[ ! -x "$VENV/bin/python" ]]; then
    say "Creating virtualenv $VENV"
    python3 -m venv "$VENV"
fi
say "Installing Table Referee into $VENV"
# Non-editable on purpose: the service runs the installed copy, so editing
# files in /opt does nothing until this script runs again. pip always
# rebuilds and reinstalls a local directory, so this also updates.
"$VENV/bin/pip" install --disable-pip-version-check "$TARGET"

# lgpio is the GPIO backend gpiozero uses on current Pi kernels (Pi 5 too).
# Debian bookworm itself has no python3-lgpio (only the Raspberry Pi OS
# archive does), and an apt module would not be visible in the venv anyway,
# so lgpio comes from pip. PyPI has binary wheels for 64-bit Raspberry Pi OS
# with Python 3.11; anywhere else (32-bit OS, other Python) pip must build
# it, which needs the C library (liblgpio-dev, Raspberry Pi OS) and swig.
if "$VENV/bin/python" -c 'import lgpio' 2>/dev/null; then
    say "lgpio already installed"
elif "$VENV/bin/pip" install --disable-pip-version-check --only-binary=lgpio lgpio; then
    say "lgpio installed from a wheel"
else
    say "No lgpio wheel for this system: building it from source"
    apt_has liblgpio-dev || die "package liblgpio-dev not found: on Raspberry Pi OS run 'apt-get update'; on plain Debian install lgpio's C library by hand (see docs/install-pi.md)"
    apt-get install -y --no-install-recommends liblgpio-dev swig python3-dev build-essential
    "$VENV/bin/pip" install --disable-pip-version-check --no-binary=lgpio lgpio
fi

# --- 4. system user and groups ---------------------------------------------
# On Raspberry Pi OS gpio and audio exist and own /dev/gpiochip* and
# /dev/snd/*; create them if missing so the unit's SupplementaryGroups=
# does not stop the service from starting.
for group in gpio audio; do
    if ! getent group "$group" >/dev/null; then
        say "Creating group $group"
        groupadd --system "$group"
    fi
done
if ! id "$SERVICE_USER" >/dev/null 2>&1; then
    say "Creating system user $SERVICE_USER"
    # Home is the state directory, the only place the service may write.
    useradd --system --user-group --no-create-home \
        --home-dir /var/lib/table-referee --shell /usr/sbin/nologin \
        --groups gpio,audio "$SERVICE_USER"
else
    usermod --append --groups gpio,audio "$SERVICE_USER"
fi

# --- 5. unit and config ------------------------------------------------------
say "Installing $UNIT_DEST"
install -m 0644 "$TARGET/systemd/$UNIT_NAME" "$UNIT_DEST"

install -d -m 0755 "$CONFIG_DIR"
if [[ -e "$CONFIG_FILE" ]]; then
    say "Keeping existing $CONFIG_FILE"
elif [[ -f "$checkout/config.example.toml" ]]; then
    say "Creating $CONFIG_FILE from config.example.toml"
    install -m 0644 "$checkout/config.example.toml" "$CONFIG_FILE"
else
    warn "no config.example.toml in $checkout: the referee will use its defaults"
fi

# --- 6. enable and start -----------------------------------------------------
if [[ ! -d /run/systemd/system ]]; then
    warn "systemd is not running here (chroot or container): not starting the service"
    warn "on the Pi run: systemctl daemon-reload && systemctl enable --now $UNIT_NAME"
    exit 0
fi
was_active=no
systemctl is-active --quiet "$UNIT_NAME" && was_active=yes
systemctl daemon-reload
systemctl enable --now "$UNIT_NAME"
if [[ $was_active == yes ]]; then
    # enable --now leaves a running service alone; restart it so an update
    # takes effect now rather than at the next boot.
    say "Restarting $UNIT_NAME to pick up the new version"
    systemctl restart "$UNIT_NAME"
fi

say "Done. Check it with: systemctl status $UNIT_NAME   and   journalctl -u table-referee -f"
