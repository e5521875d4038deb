#!/usr/bin/env bash
# Install (or update) Table Referee as a service that starts at boot.
#
#   sudo ./scripts/install-service.sh                  # system service (Lite images)
#   sudo ./scripts/install-service.sh --user-session   # desktop images: a user service
#   sudo ./scripts/install-service.sh --user-session --user pi
#   sudo ./scripts/install-service.sh --piper-voice en_US-joe-medium   # a natural voice
#
# Run it as root from a checkout, on Raspberry Pi OS or Debian (bookworm or
# trixie). Safe to run again: every step checks before it changes anything,
# so the same command installs, repairs and updates. See docs/install-pi.md.
#
# What it does:
#   1. installs the apt packages the referee needs, from the one list in
#      scripts/packages.list, including python3-lgpio on a Pi, from the
#      Raspberry Pi archive (never lgpio from PyPI: for Python 3.13 PyPI
#      only has an empty placeholder that imports fine and fails at the
#      first button);
#   2. puts the code at /opt/table-referee (copied from this checkout,
#      unless you run it from /opt/table-referee itself);
#   3. creates /opt/table-referee/.venv with --system-site-packages, so it
#      sees python3-lgpio (an old venv without it is rebuilt), pip-installs
#      the project and checks that the GPIO backend really works;
#   4. creates the system user table-referee in groups gpio and audio
#      (or, with --user-session, adds the desktop user to them);
#   5. works out the sound: unless you set a device yourself, writes the
#      best sound card's name (device = "sysdefault:CARD=...": USB, then an
#      amplifier board, then the headphone jack, then HDMI) under [audio]
#      in the config. Card numbers change between boots and card 0 is
#      HDMI on a Pi 5; with a desktop sound server (PipeWire, PulseAudio)
#      ALSA's default is out of a system service's reach anyway;
#   6. installs the systemd unit and, only if there is none yet,
#      /etc/table-referee/config.toml from config.example.toml;
#   7. runs `referee check` and prints its report, before the service
#      starts: a running service holds the button pins (lgpio takes them
#      for itself) and perhaps the sound card, and the check would warn;
#   8. reloads systemd, enables the service at boot and (re)starts it.
#
# Only with --piper-voice (64-bit systems): installs piper-tts, puts the
# voice in /usr/local/share/table-referee/voices (downloaded by name, which needs
# the internet, or copied from a .onnx file you give, e.g. on a USB stick)
# and sets engine = "piper" and its model under [voice], unless the config
# names an engine already. See docs/voice.md.

set -euo pipefail

readonly TARGET=/opt/table-referee
readonly VENV="$TARGET/.venv"
readonly SERVICE_USER=table-referee
readonly UNIT_NAME=table-referee.service
readonly UNIT_DEST=/etc/systemd/system/$UNIT_NAME
readonly USER_UNIT_DEST=/etc/systemd/user/$UNIT_NAME
readonly CONFIG_DIR=/etc/table-referee
readonly CONFIG_FILE=$CONFIG_DIR/config.toml
readonly VOICES_DIR=/usr/local/share/table-referee/voices

say() { printf '==> %s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

usage() {
    cat <<'USAGE'
Usage: sudo scripts/install-service.sh [--user-session [--user NAME]] [--piper-voice VOICE]

  (no option)     a system service run by its own user table-referee; plays
                  straight to the sound card (best on Lite images)
  --user-session  a systemd user service of the desktop's auto-login user,
                  with lingering on, sharing the desktop's sound server
  --user NAME     the user for --user-session (default: the auto-login user
                  from lightdm/raspi-config)
  --piper-voice VOICE
                  also install the natural voice Piper (64-bit only) with
                  VOICE: a voice name such as en_US-joe-medium (downloaded:
                  needs the internet) or the path of a voice's .onnx file
                  with its .onnx.json beside it (no internet needed)
USAGE
}

# True when apt knows an installable version of package $1. `apt-cache
# policy` prints "Candidate: (none)" or nothing for unknown packages.
apt_has() {
    local candidate
    candidate=$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ {print $2; exit}')
    [[ -n "$candidate" && "$candidate" != "(none)" ]]
}

user_session=no
session_user=""
piper_voice=""
while (($#)); do
    case $1 in
        --user-session) user_session=yes ;;
        --user) [[ $# -ge 2 ]] || die "--user needs a user name"; session_user=$2; user_session=yes; shift ;;
        --user=*) session_user=${1#--user=}; user_session=yes ;;
        --piper-voice) [[ $# -ge 2 && -n $2 ]] || die "--piper-voice needs a voice name or an .onnx file"; piper_voice=$2; shift ;;
        --piper-voice=*) piper_voice=${1#--piper-voice=}; [[ -n $piper_voice ]] || die "--piper-voice needs a voice name or an .onnx file" ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; die "unknown option: $1" ;;
    esac
    shift
done

checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source-path=SCRIPTDIR source=lib/detect.sh
source "$checkout/scripts/lib/detect.sh"
# shellcheck source-path=SCRIPTDIR source=lib/packages.sh
source "$checkout/scripts/lib/packages.sh"

# The packages' architecture decides, not the kernel's: 32-bit Raspberry Pi
# OS on a Pi 4 or 5 runs a 64-bit kernel (uname -m says aarch64) under armhf
# packages, and Piper has no armhf build.
arch=$(tr_dpkg_arch /) || arch=$(uname -m)
debian=$(tr_debian_major /) || debian=12
if [[ -n $piper_voice ]] && ! tr_piper_fits "$arch"; then
    die "Piper needs a 64-bit system (this one's packages are $arch); install without --piper-voice: espeak-ng is the voice"
fi
[[ $(id -u) -eq 0 ]] || die "run as root: sudo $0"
command -v apt-get >/dev/null || die "apt-get not found: this installer is for Raspberry Pi OS / Debian"
[[ -f "$checkout/pyproject.toml" && -f "$checkout/systemd/$UNIT_NAME" ]] \
    || die "$checkout does not look like a Table Referee checkout"

pi_family=$(tr_pi_family /) || pi_family=""
if [[ -n $pi_family ]]; then
    say "This is a $(tr_pi_model /) ($pi_family)"
else
    warn "this does not look like a Raspberry Pi: installing without GPIO (keyboard buttons only)"
fi

if [[ $user_session == yes ]]; then
    if [[ -z $session_user ]]; then
        session_user=$(tr_autologin_user /) \
            || die "no auto-login user found (lightdm autologin-user, raspi-config): pass --user NAME"
    fi
    id "$session_user" >/dev/null 2>&1 || die "user $session_user does not exist"
    say "Installing as a user service of $session_user"
fi

# --- 1. apt packages --------------------------------------------------------
# The referee's packages and the service's own come from the one list,
# scripts/packages.list (purposes run, service, and pi on a Pi; pygame's build
# packages where no wheel exists, on armhf): espeak-ng and its library, glib
# for pygame's mixer, alsa-utils and gpiod to check the speaker and buttons
# by hand, rsync for the copy to /opt, and on a Pi python3-lgpio, the GPIO
# backend built for the system's own Python.
say "Installing apt packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update
on_pi=no
[[ -n $pi_family ]] && on_pi=yes
mapfile -t packages < <(tr_packages "$checkout/scripts/packages.list" service "$arch" "$debian" "$on_pi")
if [[ $on_pi == yes ]] && ! apt_has python3-lgpio; then
    die "package python3-lgpio not found. It comes only from the Raspberry Pi archive (archive.raspberrypi.com), which Raspberry Pi OS has already: run 'apt-get update' and try again. On plain Debian add that archive (docs/install-pi.md, "Plain Debian on a Pi"); no Debian suite has it. Do not pip-install lgpio: the PyPI placeholder is empty."
fi
apt-get install -y --no-install-recommends "${packages[@]}"

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

# --- 3. virtualenv, the project, and a GPIO backend that works ---------------
# The venv must see the system's python3-lgpio. A venv made without
# --system-site-packages (by an older installer) cannot be switched over
# reliably, and one whose Python is gone (an OS upgrade) cannot run: rebuild
# both. Only the venv is removed; config and saved games live elsewhere.
if [[ -e $VENV ]]; then
    if ! tr_venv_has_system_site "$VENV"; then
        say "Rebuilding $VENV: it was made without --system-site-packages, so it cannot see python3-lgpio"
        rm -rf "$VENV"
    elif ! "$VENV/bin/python" -c 'import sys' 2>/dev/null; then
        say "Rebuilding $VENV: its Python no longer runs (OS upgrade?)"
        rm -rf "$VENV"
    fi
fi
if [[ ! -x "$VENV/bin/python" ]]; then
    say "Creating virtualenv $VENV (with system site packages)"
    python3 -m venv --system-site-packages "$VENV"
fi
say "Installing Table Referee into $VENV"
# Non-editable on purpose: the service runs the installed copy, so editing
# files in /opt does nothing until this script runs again. pip always
# rebuilds and reinstalls a local directory, so this also updates.
if [[ -n $piper_voice ]]; then
    "$VENV/bin/pip" install --disable-pip-version-check "${TARGET}[piper]"
else
    "$VENV/bin/pip" install --disable-pip-version-check "$TARGET"
fi

# An lgpio pip-installed into the venv (older installers did that) would
# shadow the system's: remove it.
if compgen -G "$VENV/lib/python3*/site-packages/lgpio*" >/dev/null; then
    say "Removing the pip-installed lgpio from $VENV (the system's python3-lgpio is used)"
    "$VENV/bin/pip" uninstall --disable-pip-version-check -y lgpio || true
    rm -rf "$VENV"/lib/python3*/site-packages/lgpio*
fi

say "Checking the GPIO backend"
if backend=$(tr_check_gpio_backend "$VENV/bin/python" 2>&1); then
    say "$backend"
elif [[ -n $pi_family ]]; then
    die "$backend"
else
    warn "$backend (not a Pi, so the install goes on)"
fi

if plan=$(tr_pi5_gpio_plan /); then
    case $plan in
        compat) say "Pi 5 GPIO: /dev/gpiochip4 is there; nothing to do" ;;
        chip\ *) say "Pi 5 GPIO: no /dev/gpiochip4 (no Raspberry Pi OS udev link); the header is gpiochip${plan#chip } (pinctrl-rp1) and the referee opens it itself" ;;
        *) warn "Pi 5 GPIO: no /dev/gpiochip4 and no chip labelled pinctrl-rp1 found; run 'gpiodetect' and see docs/install-pi.md" ;;
    esac
fi

# --- 4. users and groups -----------------------------------------------------
# On Raspberry Pi OS gpio and audio exist and own /dev/gpiochip* and
# /dev/snd/*; create them if missing so the unit's SupplementaryGroups=
# does not stop the service from starting.
for group in gpio audio; do
    if ! getent group "$group" >/dev/null; then
        say "Creating group $group"
        groupadd --system "$group"
    fi
done
# Raspberry Pi OS gives /dev/gpiochip* to group gpio; plain Debian leaves
# them root-only, so add a udev rule that does the same.
readonly GPIO_RULE=/etc/udev/rules.d/60-table-referee-gpiochip.rules
if [[ -n $pi_family ]] && tr_gpiochips_need_group / && [[ ! -e $GPIO_RULE ]]; then
    say "Giving /dev/gpiochip* to group gpio ($GPIO_RULE)"
    install -d -m 0755 "$(dirname "$GPIO_RULE")"
    printf '%s\n' '# Installed by Table Referee: GPIO chips usable by group gpio, as on Raspberry Pi OS.' \
        'SUBSYSTEM=="gpio", KERNEL=="gpiochip*", GROUP="gpio", MODE="0660"' >"$GPIO_RULE"
    udevadm control --reload-rules 2>/dev/null || true
    udevadm trigger --subsystem-match=gpio 2>/dev/null || true
fi

if [[ $user_session == yes ]]; then
    usermod --append --groups gpio,audio "$session_user"
elif ! id "$SERVICE_USER" >/dev/null 2>&1; then
    say "Creating system user $SERVICE_USER"
    # Home is the state directory, the only place the service may write.
    useradd --system --user-group --no-create-home \
        --home-dir /var/lib/table-referee --shell /usr/sbin/nologin \
        --groups gpio,audio "$SERVICE_USER"
else
    usermod --append --groups gpio,audio "$SERVICE_USER"
fi

# --- 5. config and sound -------------------------------------------------------
install -d -m 0755 "$CONFIG_DIR"
if [[ -e "$CONFIG_FILE" ]]; then
    say "Keeping existing $CONFIG_FILE"
elif [[ -f "$checkout/config.example.toml" ]]; then
    say "Creating $CONFIG_FILE from config.example.toml"
    install -m 0644 "$checkout/config.example.toml" "$CONFIG_FILE"
else
    warn "no config.example.toml in $checkout: the referee will use its defaults"
fi

if [[ $user_session == yes ]]; then
    say "Sound: the user service plays through $session_user's sound server (SDL_AUDIODRIVER=pulse)"
    if ! tr_dpkg_installed / pipewire-pulse && ! tr_dpkg_installed / pulseaudio; then
        warn "neither pipewire-pulse nor pulseaudio is installed: SDL's pulse driver will find no server (sudo apt install pipewire-pulse)"
    fi
    if set_device=$(tr_config_audio_device "$CONFIG_FILE"); then
        warn "$CONFIG_FILE sets [audio] device = $set_device, which bypasses the sound server; remove it for --user-session"
    fi
elif server=$(tr_sound_server /); then
    # ALSA's "default" here is the desktop's $server, which lives in a user
    # session a system service cannot reach: name the hardware instead.
    if set_device=$(tr_config_audio_device "$CONFIG_FILE") && ! tr_audio_device_is_ours "$CONFIG_FILE"; then
        say "Sound: ALSA's default is $server; keeping your [audio] device = $set_device"
    elif card=$(tr_choose_card /); then
        tr_set_audio_device "$CONFIG_FILE" "sysdefault:CARD=$card"
        say "Sound: ALSA's default is $server, out of a system service's reach; wrote device = \"sysdefault:CARD=$card\" under [audio] in $CONFIG_FILE"
    else
        warn "Sound: ALSA's default is $server and no sound card was found (aplay -l); plug in the speaker and run this again, or use --user-session"
    fi
elif set_device=$(tr_config_audio_device "$CONFIG_FILE") && ! tr_audio_device_is_ours "$CONFIG_FILE"; then
    say "Sound: keeping your [audio] device = $set_device"
elif card=$(tr_choose_card /); then
    # Lite images: ALSA's default is card 0, which is HDMI on a Pi 5 (no
    # headphone jack) and never a USB speaker. Name the best card instead;
    # names stay put across boots, numbers do not. A card this installer
    # chose before is chosen again: a speaker plugged in since then wins.
    tr_set_audio_device "$CONFIG_FILE" "sysdefault:CARD=$card"
    say "Sound: wrote device = \"sysdefault:CARD=$card\" under [audio] in $CONFIG_FILE (the best speaker found: USB, then an amplifier board, then the headphone jack, then HDMI)"
elif set_device=$(tr_config_audio_device "$CONFIG_FILE"); then
    warn "Sound: no sound card found (aplay -l); keeping device = $set_device, chosen by an earlier install. Plug in the speaker and run this again"
else
    warn "Sound: no sound card found (aplay -l); the service uses ALSA's default device. Plug in the speaker and run this again"
fi

if [[ -n $piper_voice ]]; then
    install -d -m 0755 "$VOICES_DIR"
    if [[ $piper_voice == *.onnx ]]; then
        [[ -f $piper_voice && -f $piper_voice.json ]] \
            || die "$piper_voice and $piper_voice.json must both be there (copy both from the voice's page)"
        say "Copying the Piper voice $(basename "$piper_voice") to $VOICES_DIR"
        install -m 0644 "$piper_voice" "$piper_voice.json" "$VOICES_DIR/"
        model="$VOICES_DIR/$(basename "$piper_voice")"
    else
        say "Downloading the Piper voice $piper_voice to $VOICES_DIR (needs the internet)"
        "$VENV/bin/python" -m piper.download_voices "$piper_voice" --data-dir "$VOICES_DIR" \
            || die "could not download $piper_voice: check the name (docs/voice.md) and the internet, or copy the .onnx and .onnx.json and give the .onnx file"
        model="$VOICES_DIR/$piper_voice.onnx"
    fi
    chmod 0644 "$VOICES_DIR"/*.onnx "$VOICES_DIR"/*.onnx.json
    if tr_set_piper_voice "$CONFIG_FILE" "$model"; then
        say "Voice: wrote engine = \"piper\" and model = \"$model\" under [voice] in $CONFIG_FILE"
    else
        warn "Voice: $CONFIG_FILE names an engine already; to use the new voice set engine = \"piper\" and model = \"$model\" under [voice]"
    fi
fi

# --- 6. the unit ---------------------------------------------------------------
if [[ $user_session == yes ]]; then
    say "Installing $USER_UNIT_DEST"
    install -d -m 0755 "$(dirname "$USER_UNIT_DEST")"
    install -m 0644 "$TARGET/systemd/table-referee-user.service" "$USER_UNIT_DEST"
else
    say "Installing $UNIT_DEST"
    install -m 0644 "$TARGET/systemd/$UNIT_NAME" "$UNIT_DEST"
fi

# --- 7. referee check, before the service starts ------------------------------
# A running service would hold the button pins (lgpio opens them for itself)
# and perhaps the sound card, so the check comes first. For a user service,
# lingering starts the user's systemd and sound server, which it needs.
systemd_up=yes
[[ -d /run/systemd/system ]] || systemd_up=no
if [[ $user_session == yes && $systemd_up == yes ]]; then
    # Lingering starts the user's systemd (and sound server) at boot, before
    # or without anyone logging in.
    say "Enabling lingering for $session_user"
    loginctl enable-linger "$session_user"
    uid=$(id -u "$session_user")
    for _ in $(seq 1 30); do
        [[ -S /run/user/$uid/bus ]] && break
        sleep 1
    done
fi
# An update: the running service lets go of the pins and the card for the
# check, and starts again (the new version) in step 8.
# A switch between the system and the user service stops the other kind
# too: it holds the same pins (step 8 disables it, or warns about it).
if [[ $systemd_up == yes ]]; then
    if [[ $user_session == yes ]]; then
        user_ctl=(systemctl --user --machine="$session_user@.host")
        if "${user_ctl[@]}" is-active --quiet "$UNIT_NAME" 2>/dev/null; then
            say "Stopping the user service for the check (it starts again below)"
            "${user_ctl[@]}" stop "$UNIT_NAME" || true
        fi
    elif [[ -e $USER_UNIT_DEST ]]; then
        for lingering in $(tr_lingering_users /); do
            if systemctl --user --machine="$lingering@.host" is-active --quiet "$UNIT_NAME" 2>/dev/null; then
                say "Stopping $lingering's user service for the check (an earlier --user-session install)"
                systemctl --user --machine="$lingering@.host" stop "$UNIT_NAME" || true
            fi
        done
    fi
    if systemctl is-active --quiet "$UNIT_NAME"; then
        say "Stopping $UNIT_NAME for the check (it starts again below)"
        systemctl stop "$UNIT_NAME" || true
    fi
fi

# The referee's own look at buttons, sound and voice. Its verdict is shown,
# not acted on: the install itself is complete either way, and the report
# says what to fix.
# It runs as the service's user with the service's sound driver, so group
# and sound-server problems show up here rather than in the journal later.
say "Running: $VENV/bin/referee check"
check_dir=$(mktemp -d)
check_status=0
if [[ $user_session == yes ]]; then
    chown "$session_user" "$check_dir"
    (cd "$check_dir" && runuser -u "$session_user" -- env HOME="$(getent passwd "$session_user" | cut -d: -f6)" \
        XDG_RUNTIME_DIR="/run/user/$(id -u "$session_user")" GPIOZERO_PIN_FACTORY=lgpio SDL_AUDIODRIVER=pulse \
        "$VENV/bin/referee" check) || check_status=$?
else
    chown "$SERVICE_USER" "$check_dir"
    (cd "$check_dir" && runuser -u "$SERVICE_USER" -- env HOME="$check_dir" \
        GPIOZERO_PIN_FACTORY=lgpio SDL_AUDIODRIVER=alsa \
        "$VENV/bin/referee" check) || check_status=$?
fi
rm -rf "$check_dir"
if ((check_status == 0)); then
    say "referee check found nothing wrong"
else
    warn "referee check exited with status $check_status: the install is complete, but read its report above and docs/install-pi.md (Troubleshooting)"
fi

# --- 8. enable and start -------------------------------------------------------
if [[ $systemd_up == no ]]; then
    warn "systemd is not running here (chroot or container): not starting the service"
    if [[ $user_session == yes ]]; then
        warn "on the Pi run: loginctl enable-linger $session_user && systemctl --user -M $session_user@ enable --now $UNIT_NAME"
    else
        warn "on the Pi run: systemctl daemon-reload && systemctl enable --now $UNIT_NAME"
    fi
elif [[ $user_session == yes ]]; then
    # Both services would claim the same pins: the system one goes.
    if systemctl is-enabled --quiet "$UNIT_NAME" 2>/dev/null || systemctl is-active --quiet "$UNIT_NAME"; then
        say "Disabling the system service $UNIT_NAME (the user service replaces it)"
        systemctl disable --now "$UNIT_NAME" || true
    fi
    "${user_ctl[@]}" daemon-reload
    "${user_ctl[@]}" enable --now "$UNIT_NAME"
else
    if [[ -e $USER_UNIT_DEST ]]; then
        warn "$USER_UNIT_DEST from an earlier --user-session install is still there; disable it (systemctl --user -M USER@ disable --now $UNIT_NAME) so the two do not fight over the pins"
    fi
    systemctl daemon-reload
    # Stopped for the check above, so this starts the new version.
    systemctl enable --now "$UNIT_NAME"
fi

if [[ $systemd_up == no ]]; then
    say "Done (service not started: no systemd here)."
elif [[ $user_session == yes ]]; then
    say "Done. Check it with: systemctl --user -M $session_user@ status $UNIT_NAME   and   journalctl _SYSTEMD_USER_UNIT=$UNIT_NAME -f"
else
    say "Done. Check it with: systemctl status $UNIT_NAME   and   journalctl -u table-referee -f"
fi
