#!/usr/bin/env bash
# Proves the README's promise on a machine nobody has touched: builds a clean
# Debian root with debootstrap in a temporary folder, puts a fresh clone of
# the committed HEAD in it (never the work tree: what is not committed is not
# tested), and runs the README's two commands there: ./test.sh in full, then
# ./run.sh --mute with a scripted quit. Nothing is installed by hand inside.
#
# A developer tool, not part of CI (it takes most of an hour). Needs root,
# debootstrap, and for a foreign architecture qemu-user-static and
# binfmt-support (docs/dev/fresh-root.md).
#
# Usage: sudo scripts/dev/fresh-root.sh [--suite bookworm] [--arch amd64]
#            [--variant minbase] [--repo DIR] [--keep] [--log FILE]
#            [--steps FILE] [--no-security]
# --steps replaces the commands run inside (a bash script run as root in the
# clone's folder); scripts/dev/pi-root.sh uses it for the Pi install.
# --no-security leaves the security suite out of the root's sources, for
# the day a mirror serves it out of step (apt then refuses every update);
# say so beside any result it gave.
set -euo pipefail
# All of it in one function, read whole before it runs: bash reads a
# script as it goes, and a run takes most of an hour, so an edit to this
# file during a run must not change what the run does.
main() {

suite=bookworm
arch=$(dpkg --print-architecture)
variant=minbase
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
keep=no
log=""
steps=""
security=yes
setup_hook=""  # a script run on the host with the root's path, before entering
while (($#)); do
    case $1 in
        --suite) suite=$2; shift 2 ;;
        --arch) arch=$2; shift 2 ;;
        --variant) variant=$2; shift 2 ;;
        --repo) repo=$2; shift 2 ;;
        --keep) keep=yes; shift ;;
        --no-security) security=no; shift ;;
        --log) log=$2; shift 2 ;;
        --steps) steps=$2; shift 2 ;;
        --setup-hook) setup_hook=$2; shift 2 ;;
        -h | --help) sed -n '2,20p' "$0"; exit 0 ;;
        *) echo "fresh-root: unknown option $1" >&2; exit 2 ;;
    esac
done

die() { echo "fresh-root: $*" >&2; exit 1; }
[[ $(id -u) -eq 0 ]] || die "run me as root (debootstrap and chroot need it)"
command -v debootstrap >/dev/null || die "install debootstrap: apt-get install debootstrap"
if [[ $arch != "$(dpkg --print-architecture)" ]] && ! command -v "qemu-${arch/arm64/aarch64}-static" >/dev/null && ! command -v qemu-arm-static >/dev/null; then
    die "a foreign architecture needs qemu-user-static and binfmt-support"
fi

# The Debian mirror apt already uses here.
mirror=$(sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*\/debian\/\{0,1\}\)[[:space:]]*$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1)
[[ -n $mirror ]] || mirror=$(sed -n 's/^deb[[:space:]]\+\(\[[^]]*\][[:space:]]\+\)\{0,1\}\([^[:space:]]*\/debian\/\{0,1\}\)[[:space:]].*/\2/p' /etc/apt/sources.list 2>/dev/null | head -n 1)
[[ -n $mirror ]] || mirror=http://deb.debian.org/debian

commit=$(git -C "$repo" rev-parse HEAD)
if [[ -n $(git -C "$repo" status --porcelain --untracked-files=no) ]]; then
    echo "fresh-root: note: $repo has uncommitted changes; they are NOT in the test (HEAD $commit is)" >&2
fi

work=$(mktemp -d /var/tmp/table-referee-root.XXXXXX)
root="$work/root"
[[ -n $log ]] || log="$work.log"
exec > >(tee -a "$log") 2>&1

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
    local status=$?
    # The mounts lived in a private mount namespace and went with it; make
    # sure before deleting anything.
    if findmnt -rn -o TARGET | grep -qF "$root/"; then
        echo "fresh-root: something is still mounted under $root; leaving it" >&2
    elif [[ $keep == yes ]]; then
        echo "fresh-root: root kept in $root"
    else
        rm -rf "$work"
    fi
    exit "$status"
}
trap cleanup EXIT

stamp() { date -u +%s; }
started=$(stamp)
echo "fresh-root: $(date -u '+%Y-%m-%d %H:%M UTC'), Debian $suite $arch ($variant) from $mirror"
echo "fresh-root: commit $commit of $repo"

t=$(stamp)
debootstrap --variant="$variant" --arch="$arch" "$suite" "$root" "$mirror" >"$work.debootstrap.log" 2>&1 \
    || { tail -n 30 "$work.debootstrap.log"; die "debootstrap failed (log: $work.debootstrap.log)"; }
debootstrap_s=$(($(stamp) - t))
echo "fresh-root: debootstrap took ${debootstrap_s}s"

# The security and update suites, as a real install has them.
if [[ $suite != sid && $suite != unstable ]]; then
    security_mirror=${mirror%/debian*}/debian-security
    [[ $mirror == *deb.debian.org* ]] || security_mirror=http://deb.debian.org/debian-security
    cat >"$root/etc/apt/sources.list" <<SOURCES
deb $mirror $suite main
deb $mirror $suite-updates main
SOURCES
    if [[ $security == yes ]]; then
        echo "deb $security_mirror $suite-security main" >>"$root/etc/apt/sources.list"
    else
        echo "fresh-root: note: no security suite in this root (--no-security)"
    fi
fi
cp -L /etc/resolv.conf "$root/etc/resolv.conf"
# The network's own settings, as resolv.conf is: where the way out re-signs
# TLS with a local authority (this workplace does), pip inside must trust
# the host's authorities too. Only pip's trust is given; nothing is installed.
host_ca=""
if [[ -r ${PIP_CERT:-/etc/ssl/certs/ca-certificates.crt} ]]; then
    cp -L "${PIP_CERT:-/etc/ssl/certs/ca-certificates.crt}" "$root/etc/host-ca.crt"
    host_ca=/etc/host-ca.crt
fi

# A fresh clone of the commit, as a new user would get it.
git clone -q --no-hardlinks "$repo" "$root/root/table-referee"
git -C "$root/root/table-referee" checkout -q --detach "$commit"

if [[ -z $steps ]]; then
    steps="$work/steps.sh"
    cat >"$steps" <<'STEPS'
set -uo pipefail
s=$(date +%s)
./test.sh; test_status=$?
echo "fresh-root: ./test.sh exited $test_status after $(($(date +%s) - s))s"
s=$(date +%s)
# The run command, silent, on a scripted key: GO, then q to quit.
printf 'gq' | ./run.sh --mute >run.out 2>run.err; run_status=$?
echo "fresh-root: ./run.sh --mute exited $run_status after $(($(date +%s) - s))s, $(wc -l <run.out) lines spoken"
head -n 5 run.out
[[ $run_status -eq 0 && -s run.out ]] || { tail -n 20 run.err; run_status=1; }
exit $((test_status != 0 || run_status != 0))
STEPS
fi
cp "$steps" "$root/root/steps.sh"
[[ -z $setup_hook ]] || bash "$setup_hook" "$root"

t=$(stamp)
status=0
# shellcheck disable=SC2016  # the inner script expands its own arguments
unshare --mount --pid --fork --propagation private bash -c '
    set -e
    root=$1
    mount -t proc proc "$root/proc"
    mount --rbind /sys "$root/sys"
    mount --rbind /dev "$root/dev"
    mount -t tmpfs tmpfs "$root/run"
    mount -t tmpfs tmpfs "$root/tmp"
    [[ ! -x $root/root/bind.sh ]] || "$root/root/bind.sh" "$root"
    chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        ${QEMU_CPU:+QEMU_CPU=$QEMU_CPU} ${2:+PIP_CERT=$2 SSL_CERT_FILE=$2} \
        /bin/bash -c "cd /root/table-referee && bash /root/steps.sh"
' fresh-root "$root" "$host_ca" || status=$?
inside_s=$(($(stamp) - t))

echo "fresh-root: inside the root ${inside_s}s; all told $(($(stamp) - started))s"
if ((status == 0)); then
    echo "fresh-root: RESULT PASS (Debian $suite $arch, commit ${commit:0:12})"
else
    echo "fresh-root: RESULT FAIL (status $status; Debian $suite $arch, commit ${commit:0:12}); log $log"
fi
exit "$status"
}
main "$@"
