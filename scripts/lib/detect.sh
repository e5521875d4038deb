# shellcheck shell=bash
# What the installer needs to know about the machine, as functions that read
# files under a root directory (default /), so that the tests can run every
# one of them against a fake root instead of a real Pi.
#
#   source scripts/lib/detect.sh
#   tr_pi_family /            # pi5, pi4, pi3, zero2, pi, or nothing
#
# Nothing here changes the machine except tr_set_audio_device, which edits
# the config file it is given. Every function returns 0 when it found what
# it looks for and prints it, and 1 (printing nothing) when not, so callers
# can use them in `if` under `set -e`.

# The architecture the packages are built for, as dpkg says it: amd64,
# arm64, armhf. Not `uname -m`: 32-bit Raspberry Pi OS on a Pi 4 or 5 runs a
# 64-bit kernel (aarch64) under armhf packages, and what pip and apt can
# install follows the packages. $1, when given, is a root whose dpkg to ask
# (the tests' fake roots keep their answer in var/lib/dpkg/arch).
tr_dpkg_arch() {
    local root=${1:-/} arch=""
    if [[ $root != / && -r "$root/var/lib/dpkg/arch" ]]; then
        arch=$(head -n 1 "$root/var/lib/dpkg/arch")
    elif [[ $root == / ]] && command -v dpkg >/dev/null 2>&1; then
        arch=$(dpkg --print-architecture)
    fi
    [[ -n $arch ]] || return 1
    printf '%s\n' "$arch"
}

# The Debian release's number (12 bookworm, 13 trixie, ...) from root $1's
# os-release; Raspberry Pi OS says the same numbers. A testing or unstable
# system names only its codename; an unknown one counts as the newest.
tr_debian_major() {
    local root=${1:-/} file version="" codename=""
    for file in "$root/etc/os-release" "$root/usr/lib/os-release"; do
        [[ -r $file ]] || continue
        version=$(sed -n 's/^VERSION_ID="\{0,1\}\([0-9]\+\).*/\1/p' "$file" | head -n 1)
        codename=$(sed -n 's/^VERSION_CODENAME=\(.*\)/\1/p' "$file" | tr -d '"' | head -n 1)
        break
    done
    if [[ -z $version ]]; then
        case $codename in
            bullseye) version=11 ;;
            bookworm) version=12 ;;
            trixie) version=13 ;;
            forky) version=14 ;;
            "") return 1 ;;
            *) version=99 ;;
        esac
    fi
    printf '%s\n' "$version"
}

# The board's model string, e.g. "Raspberry Pi 5 Model B Rev 1.0".
tr_pi_model() {
    local root=${1:-/} model
    [[ -r "$root/proc/device-tree/model" ]] || return 1
    model=$(tr -d '\0' <"$root/proc/device-tree/model")
    [[ $model == "Raspberry Pi"* ]] || return 1
    printf '%s\n' "$model"
}

# The family that decides GPIO and sound: pi5 (Pi 5, Pi 500, CM5: RP1 and no
# headphone jack on the 5), pi4 (Pi 4, Pi 400, CM4), pi3, zero2, or pi.
tr_pi_family() {
    local model
    model=$(tr_pi_model "${1:-/}") || return 1
    case $model in
        "Raspberry Pi 5"* | "Raspberry Pi Compute Module 5"*) echo pi5 ;;
        "Raspberry Pi 4"* | "Raspberry Pi Compute Module 4"*) echo pi4 ;;
        "Raspberry Pi 3"* | "Raspberry Pi Compute Module 3"*) echo pi3 ;;
        "Raspberry Pi Zero 2"*) echo zero2 ;;
        *) echo pi ;;
    esac
}

# "NUMBER LABEL" for each GPIO chip, from the legacy sysfs entries
# (/sys/class/gpio/gpiochipBASE/label; the chip number is the gpiochipN
# folder under the parent device the entry links to). The installer cannot
# call the chip-info ioctl from bash; device/input/gpio_backend.py does both.
tr_gpio_chip_labels() {
    local root=${1:-/} entry label child found=1
    for entry in "$root"/sys/class/gpio/gpiochip*; do
        [[ -r "$entry/label" && -d "$entry/device" ]] || continue
        label=$(<"$entry/label")
        for child in "$entry"/device/gpiochip*; do
            [[ -d $child ]] || continue
            printf '%s %s\n' "${child##*/gpiochip}" "$label"
            found=0
        done
    done
    return "$found"
}

# How a Pi 5 reaches its header. Prints one of:
#   compat   /dev/gpiochip4 exists (Raspberry Pi OS's udev link, or an old
#            kernel where RP1 really is chip 4): every library works as is;
#   chip N   no gpiochip4, the header (label pinctrl-rp1) is chip N: the
#            referee finds and opens chip N itself (device/input/gpio_backend.py);
#   unknown  no gpiochip4 and no chip labelled pinctrl-rp1 could be read.
# Returns 1 (nothing printed) when the machine is not in the Pi 5 family.
tr_pi5_gpio_plan() {
    local root=${1:-/} family number label
    family=$(tr_pi_family "$root") || return 1
    [[ $family == pi5 ]] || return 1
    if [[ -e "$root/dev/gpiochip4" || -L "$root/dev/gpiochip4" ]]; then
        echo compat
        return 0
    fi
    while read -r number label; do
        if [[ $label == pinctrl-rp1 ]]; then
            echo "chip $number"
            return 0
        fi
    done <<<"$(tr_gpio_chip_labels "$root" | sort -n)"
    echo unknown
}

# True when some /dev/gpiochip* under root $1 is not owned by group gpio,
# as on plain Debian (root:root 0600): the service user could not open it.
tr_gpiochips_need_group() {
    local root=${1:-/} chip
    for chip in "$root"/dev/gpiochip*; do
        [[ -e $chip ]] || continue
        [[ $(stat -L -c %G "$chip" 2>/dev/null) == gpio ]] || return 0
    done
    return 1
}

# True when package $2 is installed according to dpkg's status file in $1.
tr_dpkg_installed() {
    local root=${1:-/} package=$2
    [[ -r "$root/var/lib/dpkg/status" ]] || return 1
    awk -v want="$package" '
        /^Package: / { name = $2 }
        /^Status: / && name == want && /install ok installed/ { found = 1 }
        END { exit found ? 0 : 1 }
    ' "$root/var/lib/dpkg/status"
}

# Whether ALSA's default device goes to a sound server a system service
# cannot reach. Prints pipewire or pulseaudio.
tr_sound_server() {
    local root=${1:-/} file
    if [[ -e "$root/etc/alsa/conf.d/99-pipewire-default.conf" ]]; then
        echo pipewire
        return 0
    fi
    for file in "$root"/etc/alsa/conf.d/* "$root"/usr/share/alsa/alsa.conf.d/*; do
        [[ -e $file ]] || continue
        case ${file##*/} in
            *pipewire*) echo pipewire; return 0 ;;
            *pulse*) echo pulseaudio; return 0 ;;
        esac
    done
    if tr_dpkg_installed "$root" pipewire-alsa; then echo pipewire; return 0; fi
    if tr_dpkg_installed "$root" pulseaudio; then echo pulseaudio; return 0; fi
    return 1
}

# What kind of output a sound card is, from its /proc/asound/cards id,
# driver and name: usb, i2s, jack, hdmi, or skip (not a speaker).
tr_card_kind() {
    local id=$1 driver=$2 name=$3 all
    all=$(printf '%s %s %s' "$id" "$driver" "$name" | tr '[:upper:]' '[:lower:]')
    case $all in
        *loopback* | *dummy*) echo skip ;;
        *usb-audio*) echo usb ;;
        *hdmi*) echo hdmi ;;
        *headpho* | *bcm2835_alsa* | *"bcm2835 alsa"*) echo jack ;;
        *) echo i2s ;;  # a HAT or an I2S amplifier board (hifiberry-dac, max98357a...)
    esac
}

# The card id (the name in brackets in /proc/asound/cards) of the best
# speaker: USB first, then an I2S board, then the headphone jack, then HDMI.
# Ids are stable across boots, card numbers are not.
tr_choose_card() {
    local root=${1:-/} line id driver name kind best="" best_rank=9 rank
    local pattern='^ *[0-9]+ \[([^] ]+) *\]: ([^ ]+) - (.*)$'
    [[ -r "$root/proc/asound/cards" ]] || return 1
    while IFS= read -r line; do
        [[ $line =~ $pattern ]] || continue
        id=${BASH_REMATCH[1]} driver=${BASH_REMATCH[2]} name=${BASH_REMATCH[3]}
        kind=$(tr_card_kind "$id" "$driver" "$name")
        case $kind in
            usb) rank=1 ;; i2s) rank=2 ;; jack) rank=3 ;; hdmi) rank=4 ;; *) continue ;;
        esac
        if ((rank < best_rank)); then
            best=$id best_rank=$rank
        fi
    done <"$root/proc/asound/cards"
    [[ -n $best ]] || return 1
    printf '%s\n' "$best"
}

# The user the desktop (or console) logs in automatically, as set by
# raspi-config: lightdm's autologin-user, GDM's AutomaticLogin, or the
# getty drop-in raspi-config writes for console auto-login.
tr_autologin_user() {
    local root=${1:-/} file user=""
    for file in "$root"/etc/lightdm/lightdm.conf "$root"/etc/lightdm/lightdm.conf.d/*.conf; do
        [[ -r $file ]] || continue
        user=$(sed -n 's/^[[:space:]]*autologin-user[[:space:]]*=[[:space:]]*\([^[:space:]]\+\).*/\1/p' "$file" | tail -n 1)
        [[ -n $user ]] && break
    done
    if [[ -z $user && -r "$root/etc/gdm3/daemon.conf" ]] \
        && grep -qiE '^[[:space:]]*AutomaticLoginEnable[[:space:]]*=[[:space:]]*true' "$root/etc/gdm3/daemon.conf"; then
        user=$(sed -n 's/^[[:space:]]*AutomaticLogin[[:space:]]*=[[:space:]]*\([^[:space:]]\+\).*/\1/p' "$root/etc/gdm3/daemon.conf" | tail -n 1)
    fi
    if [[ -z $user ]]; then
        for file in "$root"/etc/systemd/system/getty@tty1.service.d/*.conf; do
            [[ -r $file ]] || continue
            user=$(sed -n 's/.*--autologin[[:space:]]\+\([^[:space:]]\+\).*/\1/p' "$file" | tail -n 1)
            [[ -n $user ]] && break
        done
    fi
    [[ -n $user ]] || return 1
    printf '%s\n' "$user"
}

# The users whose systemd runs without a login (loginctl enable-linger, as
# --user-session sets up): the ones an earlier user-service install may run as.
tr_lingering_users() {
    local root=${1:-/} file
    for file in "$root"/var/lib/systemd/linger/*; do
        [[ -f $file ]] && printf '%s\n' "${file##*/}"
    done
    return 0
}

# True when the virtualenv at $1 sees the system's packages (python3-lgpio).
tr_venv_has_system_site() {
    [[ -r "$1/pyvenv.cfg" ]] \
        && grep -qiE '^[[:space:]]*include-system-site-packages[[:space:]]*=[[:space:]]*true' "$1/pyvenv.cfg"
}

# The [audio] device already written in config file $1, if any.
tr_config_audio_device() {
    local config=$1 value
    [[ -r $config ]] || return 1
    value=$(awk '
        /^[[:space:]]*\[/ { section = $0; gsub(/[[:space:]\[\]]/, "", section); next }
        section == "audio" && /^[[:space:]]*device[[:space:]]*=/ {
            sub(/^[^=]*=[[:space:]]*/, ""); sub(/[[:space:]]*#.*$/, ""); print; exit
        }
    ' "$config")
    [[ -n $value ]] || return 1
    printf '%s\n' "$value"
}

# The marker the installer leaves on the device line it writes: such a line
# is the installer's choice, not the user's, and a later run may choose again.
readonly TR_OUR_DEVICE_MARK='# set by install-service.sh: the sound card by name'

# True when the [audio] device in config file $1 carries the installer's mark.
tr_audio_device_is_ours() {
    local config=$1
    [[ -r $config ]] || return 1
    awk -v mark="$TR_OUR_DEVICE_MARK" '
        /^[[:space:]]*\[/ { section = $0; gsub(/[[:space:]\[\]]/, "", section); next }
        section == "audio" && /^[[:space:]]*device[[:space:]]*=/ { found = index($0, mark) > 0; exit }
        END { exit !found }
    ' "$config"
}

# Write device = "$2" under [audio] in config file $1. A device the user set
# is never touched (return 1); one an earlier run of the installer wrote is
# replaced in place, so a speaker plugged in after the first install is
# chosen on the next (a Pi 5 first installed with HDMI alone). Adds the
# [audio] section when there is none.
tr_set_audio_device() {
    local config=$1 device=$2 tmp line
    line="device = \"$device\"   $TR_OUR_DEVICE_MARK"
    if tr_config_audio_device "$config" >/dev/null; then
        tr_audio_device_is_ours "$config" || return 1
        tmp=$(mktemp "$config.XXXXXX")
        awk -v line="$line" '
            /^[[:space:]]*\[/ { section = $0; gsub(/[[:space:]\[\]]/, "", section) }
            !done && section == "audio" && /^[[:space:]]*device[[:space:]]*=/ { print line; done = 1; next }
            { print }
        ' "$config" >"$tmp"
    elif [[ -f $config ]] && grep -qE '^[[:space:]]*\[audio\][[:space:]]*(#.*)?$' "$config"; then
        tmp=$(mktemp "$config.XXXXXX")
        awk -v line="$line" '
            { print }
            !done && /^[[:space:]]*\[audio\][[:space:]]*(#.*)?$/ { print line; done = 1 }
        ' "$config" >"$tmp"
    else
        {
            [[ -s $config ]] && printf '\n'
            printf '[audio]\n%s\n' "$line"
        } >>"$config"
        return 0
    fi
    chmod --reference="$config" "$tmp" 2>/dev/null || chmod 0644 "$tmp"
    mv -f "$tmp" "$config"
}

# Run the referee's own GPIO backend check with python $1: rejects an lgpio
# without gpiochip_open (the empty PyPI placeholder) and, on a Pi, opens the
# header's chip. Prints one line; returns its exit status.
tr_check_gpio_backend() {
    local python=$1 workdir status=0
    # lgpio leaves a notification pipe in the current directory.
    workdir=$(mktemp -d)
    (cd "$workdir" && "$python" -m device.input.gpio_backend) || status=$?
    rm -rf "$workdir"
    return "$status"
}

# True when packages of architecture $1 (tr_dpkg_arch: amd64, arm64,
# armhf) can run Piper: piper-tts and onnxruntime ship wheels for 64-bit ARM
# and x86 only. Give it dpkg's answer, never `uname -m`: a 32-bit system on
# a Pi 4 or 5 has an aarch64 kernel and armhf packages.
tr_piper_fits() {
    [[ $1 == arm64 || $1 == amd64 ]]
}

# The [voice] engine already written in config file $1, if any.
tr_config_voice_engine() {
    local config=$1 value
    [[ -r $config ]] || return 1
    value=$(awk '
        /^[[:space:]]*\[/ { section = $0; gsub(/[[:space:]\[\]]/, "", section); next }
        section == "voice" && /^[[:space:]]*engine[[:space:]]*=/ {
            sub(/^[^=]*=[[:space:]]*/, ""); sub(/[[:space:]]*#.*$/, ""); print; exit
        }
    ' "$config")
    [[ -n $value ]] || return 1
    printf '%s\n' "$value"
}

# Write engine = "piper" and model = "$2" under [voice] in config file $1,
# unless it names an engine already (then return 1 and change nothing).
# Adds the [voice] section when there is none.
tr_set_piper_voice() {
    local config=$1 model=$2 tmp
    if tr_config_voice_engine "$config" >/dev/null; then
        return 1
    fi
    if [[ -f $config ]] && grep -qE '^[[:space:]]*\[voice\][[:space:]]*(#.*)?$' "$config"; then
        tmp=$(mktemp "$config.XXXXXX")
        awk -v engine='engine = "piper"   # set by install-service.sh --piper-voice' -v model="model = \"$model\"" '
            { print }
            !done && /^[[:space:]]*\[voice\][[:space:]]*(#.*)?$/ { print engine; print model; done = 1 }
        ' "$config" >"$tmp"
        chmod --reference="$config" "$tmp" 2>/dev/null || chmod 0644 "$tmp"
        mv -f "$tmp" "$config"
    else
        {
            [[ -s $config ]] && printf '\n'
            printf '[voice]\nengine = "piper"   # set by install-service.sh --piper-voice\nmodel = "%s"\n' "$model"
        } >>"$config"
    fi
}
