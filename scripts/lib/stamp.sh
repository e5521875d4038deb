# shellcheck shell=bash
# The install stamp: one file in the virtualenv saying which pyproject.toml
# (its hash) the project was installed from and with which extras. ./run.sh
# and ./test.sh share it, so whichever ran first serves the other: the test
# install (extras "test") includes everything the run command needs. The
# project is installed again only when pyproject.toml changed. When the test
# command finds a run-only install of this same pyproject.toml, it adds the
# tests' extra alone (tr_stamp_project_current says so), never the project.
#
#   source scripts/lib/stamp.sh
#   tr_stamp_extras STAMP HASH PURPOSE   # prints the extras to install, or
#                                        # nothing (returns 1) when up to date
#   tr_stamp_project_current STAMP HASH  # true when the project itself is
#                                        # installed from this HASH
#   tr_stamp_write STAMP HASH EXTRAS

# The extras an install for PURPOSE needs: "test" for the tests, none to run.
tr_purpose_extras() {
    [[ $1 == test ]] && echo test || echo ""
}

# What to install now: nothing when the stamp already covers PURPOSE for this
# HASH (return 1); else the extras wanted, keeping the test extra when the
# last install had it (so ./run.sh after a change to pyproject.toml does not
# leave the next ./test.sh a second install to do). Prints "-" for "the
# project with no extras".
tr_stamp_extras() {
    local stamp=$1 hash=$2 purpose=$3 old_hash="" old_extras="" wanted
    if [[ -r $stamp ]]; then
        read -r old_hash old_extras <"$stamp" || true
    fi
    wanted=$(tr_purpose_extras "$purpose")
    if [[ $old_hash == "$hash" ]] && { [[ -z $wanted ]] || [[ $old_extras == "$wanted" ]]; }; then
        return 1
    fi
    [[ $old_extras == test ]] && wanted="test"
    printf '%s\n' "${wanted:--}"
}

# True when the last install was of this very pyproject.toml (whatever its
# extras), so that what is missing is an extra and not the project: then
# setup.sh installs that extra's requirements and leaves the project as it is.
tr_stamp_project_current() {
    local stamp=$1 hash=$2 old_hash="" old_extras=""
    [[ -r $stamp ]] || return 1
    read -r old_hash old_extras <"$stamp" || true
    [[ -n $old_hash && $old_hash == "$hash" ]]
}

# Record an install of EXTRAS ("-" or "test") from pyproject.toml hash HASH.
tr_stamp_write() {
    local stamp=$1 hash=$2 extras=$3
    [[ $extras == - ]] && extras=""
    printf '%s %s\n' "$hash" "$extras" >"$stamp.new"
    mv -f "$stamp.new" "$stamp"
}
