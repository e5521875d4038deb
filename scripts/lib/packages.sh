# shellcheck shell=bash
# Reads scripts/packages.list, the one list of system packages, and says which
# of them a machine needs. Kept apart from setup.sh so that the tests can ask
# for the list of any purpose, architecture and Debian release without
# installing anything.
#
#   source scripts/lib/packages.sh
#   tr_packages LIST PURPOSE ARCH DEBIAN ON_PI [FLAG]
#
# PURPOSE is run, test or service (test and service include run), or unpack
# (only the packages the tests unpack into .venv without installing them:
# they must never reach apt-get install, so no other purpose includes them);
# ARCH is dpkg's architecture (amd64, arm64, armhf); DEBIAN the release's
# number (12, 13); ON_PI yes or no. Prints one package a line. With FLAG no-recommends it prints only the
# packages to install without their Recommends, with FLAG recommends only
# the others; with no FLAG, all of them.

# True when every condition (arch=, arch!=, debian<, debian>=) holds.
tr_package_conditions_hold() {
    local arch=$1 debian=$2 condition
    shift 2
    for condition in "$@"; do
        case $condition in
            arch=*) [[ $arch == "${condition#arch=}" ]] || return 1 ;;
            arch!=*) [[ $arch != "${condition#arch!=}" ]] || return 1 ;;
            "debian<"*) ((debian < ${condition#debian<})) || return 1 ;;
            "debian>="*) ((debian >= ${condition#debian>=})) || return 1 ;;
            no-recommends) ;;
            *) echo "packages.list: unknown condition '$condition'" >&2; return 2 ;;
        esac
    done
}

tr_packages() {
    local list=$1 purpose=$2 arch=$3 debian=$4 on_pi=$5 flag=${6:-} line
    local fields wanted package status
    while IFS= read -r line || [[ -n $line ]]; do
        line=${line%%#*}
        read -r -a fields <<<"$line"
        ((${#fields[@]} >= 2)) || continue
        case ${fields[0]} in
            run | build) wanted=yes ;;
            test | service) [[ $purpose == "${fields[0]}" ]] && wanted=yes || wanted=no ;;
            pi) [[ $on_pi == yes ]] && wanted=yes || wanted=no ;;
            unpack) wanted=no ;;
            *) echo "packages.list: unknown purpose '${fields[0]}'" >&2; return 2 ;;
        esac
        # The unpacked ones stand apart: asked for alone, and only then.
        if [[ $purpose == unpack ]]; then
            [[ ${fields[0]} == unpack ]] && wanted=yes || wanted=no
        fi
        [[ $wanted == yes ]] || continue
        package=${fields[1]}
        status=0
        tr_package_conditions_hold "$arch" "$debian" "${fields[@]:2}" || status=$?
        ((status == 2)) && return 2
        ((status == 0)) || continue
        case $flag in
            no-recommends) [[ " ${fields[*]:2} " == *" no-recommends "* ]] || continue ;;
            recommends) [[ " ${fields[*]:2} " == *" no-recommends "* ]] && continue ;;
        esac
        printf '%s\n' "$package"
    done <"$list"
}
