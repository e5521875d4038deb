#!/usr/bin/env bash
# Installs Table Referee into an emulated Raspberry Pi OS-like root, as a Pi
# owner would: a fresh arm64 or armhf Debian root (scripts/dev/fresh-root.sh
# with qemu-user-static), the README's service install command, then
# `referee check` and a scripted game with the keyboard standing in for the
# buttons. Proves the packages, wheels and sound start-up per architecture
# and release; not the Pi's own hardware (no GPIO chip, no sound card, no
# device-tree model in emulation, and the Raspberry Pi archive, the only
# home of python3-lgpio, is not reachable from every network).
#
# A developer tool, not part of CI (an hour or more per root under
# emulation). Needs root, debootstrap, qemu-user-static, binfmt-support.
#
# Usage: sudo scripts/dev/pi-root.sh bookworm arm64|armhf [fresh-root options]
#        e.g. scripts/dev/pi-root.sh trixie arm64 --log /var/tmp/trixie.log
set -euo pipefail
# All of it in one function, read whole before it runs: bash reads a
# script as it goes, and a run takes most of an hour, so an edit to this
# file during a run must not change what the run does.
main() {

suite=${1:?usage: pi-root.sh SUITE ARCH [fresh-root options]}
arch=${2:?usage: pi-root.sh SUITE ARCH [fresh-root options]}
shift 2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# The CPU of a Pi 4 for the emulator (a Pi 3 or Zero 2 is a Cortex-A53).
case $arch in
    arm64) export QEMU_CPU=cortex-a72 ;;
    armhf) export QEMU_CPU=cortex-a7 ;;
    *) echo "pi-root: ARCH is arm64 or armhf" >&2; exit 2 ;;
esac

steps=$(mktemp)

cat >"$steps" <<'STEPS'
set -uo pipefail
echo "pi-root: $(dpkg --print-architecture) $(. /etc/os-release; echo "$VERSION_CODENAME")"
failed=0
s=$(date +%s)
# The README's install: the clone at /opt/table-referee, then the installer.
cp -a /root/table-referee /opt/table-referee
bash /opt/table-referee/scripts/install-service.sh; status=$?
echo "pi-root: install-service.sh exited $status after $(($(date +%s) - s))s ($(python3 -V 2>&1))"
((status == 0)) || failed=1
referee=/opt/table-referee/.venv/bin/referee
if [[ -x $referee ]]; then
    s=$(date +%s)
    mkdir -p /tmp/check && chown table-referee /tmp/check
    # Every part but the sound card (emulation has none): config, state,
    # buttons, voice, service. The full check is printed too, for the record.
    (cd /tmp/check && runuser -u table-referee -- env HOME=/tmp/check SDL_AUDIODRIVER=alsa "$referee" check --no-sound); status=$?
    echo "pi-root: referee check --no-sound exited $status after $(($(date +%s) - s))s"
    ((status == 0)) || failed=1
    # Emulation has no sound card, so the full check's one expected PROBLEM is
    # the card; pygame's mixer itself must load (glib, SDL_mixer), or no Pi
    # with this image will sound either.
    (cd /tmp/check && runuser -u table-referee -- env HOME=/tmp/check SDL_AUDIODRIVER=alsa "$referee" check) >/tmp/check.out 2>&1 || true
    cat /tmp/check.out
    if grep -qi "mixer module not available" /tmp/check.out; then
        echo "pi-root: pygame's mixer does not load in this image (a library missing from the package list)"
        failed=1
    fi
    s=$(date +%s)
    # A scripted game: a whole Rapid List by random legal presses...
    timeout 900 "$referee" demo rapid-list --players 3 --seed 7 >/tmp/demo.out 2>/tmp/demo.err; status=$?
    echo "pi-root: referee demo rapid-list exited $status after $(($(date +%s) - s))s, $(wc -l </tmp/demo.out) lines"
    ((status == 0)) || { tail -n 20 /tmp/demo.err; failed=1; }
    # ...and the play command itself with keys for the buttons, speaking
    # (silently: no card), then q.
    s=$(date +%s)
    keys="$(printf 'o%.0s' {1..12})gooooggq"
    printf '%s' "$keys" | timeout 600 "$referee" play rapid-list --keyboard --seed 3 --state-dir /tmp/play >/tmp/play.out 2>/tmp/play.err; status=$?
    echo "pi-root: referee play (scripted keys) exited $status after $(($(date +%s) - s))s, $(wc -l </tmp/play.out) lines spoken"
    head -n 8 /tmp/play.out
    ((status == 0)) && [[ -s /tmp/play.out ]] || { tail -n 20 /tmp/play.err; failed=1; }
else
    failed=1
fi
exit "$failed"
STEPS
status=0
"$here/fresh-root.sh" --suite "$suite" --arch "$arch" --steps "$steps" "$@" || status=$?
rm -f "$steps"
exit "$status"
}
main "$@"
