"""The one list of system packages (scripts/packages.list) covers what is used.

A green run on a machine where someone once installed a package by hand
proves nothing about a fresh machine: that is how `pipewire-bin` went
missing. So for every system file or program the referee and the tests
rely on, this asks dpkg which package owns it and checks that the package
is on the list, or is pulled in by one on it (Depends and Pre-Depends,
followed down through what is installed here), or belongs to every Debian
root (Essential or priority required). A failure names the file and the
package to add.

Each need is checked against the purpose that must cover it: what the
referee itself uses against the `run` lines alone, because `./run.sh` run
first on a fresh machine installs only those; a package that only `./test.sh`
brings would hide a referee that cannot start without the tests' set-up.

The list's other half, which packages a machine of each architecture and
Debian release gets, is asked of scripts/lib/packages.sh itself, the code
scripts/setup.sh runs.
"""

from __future__ import annotations

import ctypes.util
import re
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import NamedTuple

import pytest
from tests.paths import REPO

LIST = REPO / "scripts" / "packages.list"
PACKAGES_SH = REPO / "scripts" / "lib" / "packages.sh"
DETECT = REPO / "scripts" / "lib" / "detect.sh"


class Need(NamedTuple):
    """Who relies on a system file, and so which purpose of the list must bring its package."""

    purpose: str  # "run": ./run.sh alone must install it; "test": ./test.sh must
    why: str


def needed_to_run(why: str) -> Need:
    return Need("run", why)


def needed_by_tests(why: str) -> Need:
    return Need("test", why)


# Programs found on PATH, each with who needs it.
PROGRAMS = {
    "espeak-ng": needed_to_run("the voice (device/sound/voices/espeak_ng.py), and tests/engine/games/test_decks.py"),
    "sox": needed_by_tests("benchmarks/sound_capture.py measures what was played"),
    "systemd-analyze": needed_by_tests("tests/install/test_systemd.py and tests/install/test_install.py verify the units"),
    "shellcheck": needed_by_tests("tests/install/test_install.py lints the scripts"),
    "aplay": needed_by_tests("device/sound/audio_devices.py lists the sound devices (the tests and the benchmarks)"),
    "chromedriver": needed_by_tests("tests/browser.py drives chromium"),
    "dpkg-deb": needed_by_tests("scripts/setup.sh unpacks the list's unpack packages (pipewire-alsa) for the sound tests"),
    "unshare": needed_by_tests(
        "tests/device/storage/test_full_card_at_start.py and test_no_sound_card_terminal.py: a mount namespace of their own"
    ),
    "mount": needed_by_tests("the same tests mount a small full tmpfs and hide the sound cards"),
}
# Files at fixed places.
FILES = {
    "/usr/bin/chromium": needed_by_tests("tests/browser.py: the phone page's browser"),
    "/usr/bin/python3": needed_to_run("scripts/setup.sh makes the virtualenv with Debian's python3 (python3-venv)"),
    "/usr/share/alsa/alsa.conf": needed_to_run("libasound reads it whenever pygame's mixer opens a sound device"),
    "/usr/share/pipewire/client.conf": needed_by_tests("the sound tests' ALSA default going to an absent PipeWire"),
    "/usr/lib/systemd/system/sysinit.target": needed_by_tests("tests/install/test_systemd.py copies the stock units"),
}
# Shared libraries loaded by name (ctypes, pygame's SDL, the pipewire-alsa plugin).
LIBRARIES = {
    "espeak-ng": needed_to_run("pyttsx3's espeak driver loads it (the voice)"),
    "gthread-2.0": needed_to_run("pygame's mixer loads it"),
    "asound": needed_to_run("SDL's ALSA driver in pygame's mixer opens it"),
    "pipewire-0.3": needed_by_tests("the private pipewire-alsa plugin in the sound tests"),
}
#: The espeak-ng data (its phoneme tables), found where espeak-ng says it is.
ESPEAK_DATA_NEED = needed_to_run("the voice's phoneme tables (device/sound/voices/espeak_ng.py)")


def bash(function_file: Path, call: str) -> str:
    done = subprocess.run(
        ["bash", "-c", f'source "$1"; {call}', "packages", str(function_file)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def listed(purpose: str, arch: str, debian: int, on_pi: str = "no", flag: str = "") -> list[str]:
    """The packages scripts/setup.sh would install for this machine."""
    return bash(PACKAGES_SH, f'tr_packages "{LIST}" {purpose} {arch} {debian} {on_pi} {flag}').split()


def this_machine() -> tuple[str, int]:
    arch = bash(DETECT, "tr_dpkg_arch /").strip()
    debian = int(bash(DETECT, "tr_debian_major /").strip())
    return arch, debian


def dpkg_owner(path: str) -> str:
    """The package owning path, trying the merged-/usr twin too (/bin vs /usr/bin)."""
    candidates = [path, str(Path(path).resolve())]
    for candidate in list(candidates):
        if candidate.startswith("/usr/"):
            candidates.append(candidate[4:])
        else:
            candidates.append("/usr" + candidate)
    for candidate in candidates:
        done = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True, timeout=60)
        if done.returncode == 0:
            line = next(line for line in done.stdout.splitlines() if not line.startswith("diversion"))
            return line.split(":")[0].split(",")[0].strip()
    pytest.fail(f"{path}: no installed package owns it (dpkg -S found nothing)")


@cache
def installed() -> dict[str, dict[str, str]]:
    """Every installed package with its Depends, Pre-Depends, Provides, Essential and Priority."""
    fields = ["Package", "Depends", "Pre-Depends", "Provides", "Essential", "Priority", "db:Status-Abbrev"]
    form = "\\t".join("${" + field + "}" for field in fields) + "\\n"
    done = subprocess.run(["dpkg-query", "-W", "-f", form], capture_output=True, text=True, timeout=120, check=True)
    packages: dict[str, dict[str, str]] = {}
    for line in done.stdout.splitlines():
        values = dict(zip(fields, line.split("\t")))
        if values.get("db:Status-Abbrev", "").startswith("ii"):
            packages[values["Package"]] = values
    return packages


def names(relation: str) -> list[list[str]]:
    """A Depends field as groups of alternatives, names only (no versions, no :any)."""
    groups = []
    for group in relation.split(","):
        alternatives = [re.split(r"[\s(:]", alternative.strip(), maxsplit=1)[0] for alternative in group.split("|")]
        groups.append([name for name in alternatives if name])
    return [group for group in groups if group]


def closure(chosen: list[str]) -> frozenset[str]:
    """The chosen packages and all they depend on, plus what every Debian root has."""
    packages = installed()
    providers: dict[str, set[str]] = {}
    for name, fields in packages.items():
        for group in names(fields["Provides"]):
            for virtual in group:
                providers.setdefault(virtual, set()).add(name)
    todo = [name for name in chosen if name in packages]
    todo += [name for name, fields in packages.items() if fields["Essential"] == "yes" or fields["Priority"] == "required"]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        fields = packages[name]
        for group in names(fields["Depends"]) + names(fields["Pre-Depends"]):
            for alternative in group:
                for real in ({alternative} & packages.keys()) | providers.get(alternative, set()):
                    todo.append(real)
    return frozenset(seen)


@cache
def brought_in(purpose: str) -> frozenset[str]:
    """What scripts/setup.sh PURPOSE leaves on this machine: its lines of the list and all they depend on."""
    arch, debian = this_machine()
    return closure(listed(purpose, arch, debian))


def check_owner(path: str, need: Need) -> None:
    owner = dpkg_owner(path)
    assert owner in brought_in(need.purpose), (
        f"{path} ({need.why}) belongs to the Debian package '{owner}', which the '{need.purpose}' lines of "
        f"scripts/packages.list do not bring in: add the line '{need.purpose}  {owner}' to scripts/packages.list"
    )


@pytest.mark.parametrize("program", sorted(PROGRAMS))
def test_each_program_comes_from_a_listed_package(program: str) -> None:
    found = shutil.which(program) or next(
        (str(path) for path in (Path("/usr/bin") / program, Path("/usr/sbin") / program) if path.exists()), None
    )
    assert found, f"{program} ({PROGRAMS[program].why}) is not installed: ./test.sh should have installed it"
    check_owner(found, PROGRAMS[program])


@pytest.mark.parametrize("path", sorted(FILES))
def test_each_system_file_comes_from_a_listed_package(path: str) -> None:
    assert Path(path).exists(), f"{path} ({FILES[path].why}) is missing: ./test.sh should have installed it"
    check_owner(path, FILES[path])


def library_path(name: str) -> str:
    soname = ctypes.util.find_library(name)
    assert soname, f"the shared library {name} ({LIBRARIES[name].why}) is not installed"
    cache_list = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True, timeout=60, check=True).stdout
    for line in cache_list.splitlines():
        if line.strip().startswith(soname + " ") and "=>" in line:
            return line.split("=>")[1].strip()
    pytest.fail(f"{soname} is not in ldconfig's cache")


@pytest.mark.parametrize("library", sorted(LIBRARIES))
def test_each_shared_library_comes_from_a_listed_package(library: str) -> None:
    check_owner(library_path(library), LIBRARIES[library])


def test_espeak_ng_data_comes_from_a_listed_package() -> None:
    version = subprocess.run(["espeak-ng", "--version"], capture_output=True, text=True, timeout=30, check=True).stdout
    data = re.search(r"Data at: (\S+)", version)
    assert data, version
    voices = Path(data.group(1)) / "phontab"
    assert voices.exists(), f"espeak-ng's data has no {voices}"
    check_owner(str(voices), ESPEAK_DATA_NEED)


def test_the_check_names_the_file_and_the_package_to_add(monkeypatch: pytest.MonkeyPatch) -> None:
    """The failure message itself: a file owned by a package nothing lists."""
    monkeypatch.setattr(sys.modules[__name__], "brought_in", lambda purpose: frozenset({"bash"}))
    with pytest.raises(AssertionError) as failure:
        check_owner("/usr/bin/sox", needed_by_tests("benchmarks/sound_capture.py measures what was played"))
    message = str(failure.value)
    assert "/usr/bin/sox" in message and "'sox'" in message and "test  sox" in message


def every_need() -> list[tuple[str, Need]]:
    """Each table's needs by name, the data files found where their program says."""
    return [*PROGRAMS.items(), *FILES.items(), *LIBRARIES.items(), ("espeak-ng data", ESPEAK_DATA_NEED)]


def test_what_the_referee_itself_uses_is_a_run_need() -> None:
    """The needs ./run.sh must meet alone: the voice, its data and library, glib's libgthread, Python, ALSA."""
    runs = {name for name, need in every_need() if need.purpose == "run"}
    assert {"espeak-ng", "espeak-ng data", "gthread-2.0", "asound", "/usr/bin/python3", "/usr/share/alsa/alsa.conf"} <= runs
    assert all(need.purpose in ("run", "test") for _, need in every_need())


def test_a_run_need_is_not_covered_by_a_package_only_the_tests_bring(monkeypatch: pytest.MonkeyPatch) -> None:
    """glib moved to the test lines: ./test.sh would still bring it, but ./run.sh first on a fresh machine would not."""
    arch, debian = this_machine()
    gthread = library_path("gthread-2.0")
    owner = dpkg_owner(gthread)
    moved = {
        "run": [name for name in listed("run", arch, debian) if name != owner],
        "test": listed("test", arch, debian),
    }
    if owner in closure(moved["run"]):
        pytest.skip(f"on this machine another run package pulls in {owner} as well")
    monkeypatch.setattr(sys.modules[__name__], "brought_in", lambda purpose: closure(moved[purpose]))
    check_owner(gthread, needed_by_tests("the same library, needed by the tests alone"))  # the test lines still have it
    with pytest.raises(AssertionError) as failure:
        check_owner(gthread, LIBRARIES["gthread-2.0"])
    assert f"'run  {owner}'" in str(failure.value)


def test_every_listed_package_is_installed() -> None:
    arch, debian = this_machine()
    absent = [name for name in listed("test", arch, debian) if name not in installed()]
    assert not absent, f"listed but not installed (scripts/setup.sh test should install them): {absent}"


# --------------------------------------------------------------------------
# The list per purpose, architecture and release (scripts/lib/packages.sh)
# --------------------------------------------------------------------------


def test_the_run_list_leaves_out_what_only_the_tests_need() -> None:
    run = listed("run", "amd64", 12)
    test = listed("test", "amd64", 12)
    assert {"python3-venv", "espeak-ng", "libespeak-ng1", "libglib2.0-0"} <= set(run)
    assert not {"sox", "chromium", "pipewire-bin", "shellcheck"} & set(run)
    assert set(run) < set(test) and {"sox", "pipewire-bin", "chromium-driver"} <= set(test)


@pytest.mark.parametrize(("arch", "debian"), [("amd64", 12), ("arm64", 12), ("armhf", 13)])
def test_pipewire_alsa_is_listed_to_be_unpacked_and_never_installed(arch: str, debian: int) -> None:
    """Installed, it would hand this machine's ALSA default over to PipeWire; the tests only unpack it."""
    assert listed("unpack", arch, debian) == ["pipewire-alsa"]
    for purpose in ("run", "test", "service"):
        assert "pipewire-alsa" not in listed(purpose, arch, debian, "yes")
    assert not {"python3-venv", "sox", "gpiod"} & set(listed("unpack", arch, debian, "yes"))


def test_setup_takes_every_package_name_from_the_list() -> None:
    """scripts/setup.sh names no package to apt-get itself: apt-get's package arguments are all variables read from the list."""
    setup = (REPO / "scripts" / "setup.sh").read_text(encoding="utf-8")
    code = "\n".join(line.split("#", 1)[0] for line in setup.splitlines())
    calls = re.findall(r"apt-get\s+((?:-\S+\s+)*)(install|download)\s+([^>);&|\n]*)", code)
    assert {verb for _, verb, _ in calls} == {"install", "download"}, "the check no longer sees setup.sh's apt-get calls"
    named = [word for _, _, words in calls for word in words.split() if not word.startswith(("-", '"$', "$"))]
    assert not named, f"scripts/setup.sh gives apt-get {named} by name: put them in scripts/packages.list"


def test_trixie_gets_the_t64_names_and_bookworm_the_old_ones() -> None:
    bookworm = set(listed("test", "arm64", 12))
    trixie = set(listed("test", "arm64", 13))
    assert {"libglib2.0-0", "libpipewire-0.3-0"} <= bookworm
    assert not {"libglib2.0-0t64", "libpipewire-0.3-0t64"} & bookworm
    assert {"libglib2.0-0t64", "libpipewire-0.3-0t64"} <= trixie
    assert not {"libglib2.0-0", "libpipewire-0.3-0"} & trixie


def test_only_armhf_gets_what_building_pygame_needs() -> None:
    build = {"gcc", "python3-dev", "libsdl2-dev", "libsdl2-mixer-dev"}
    assert build <= set(listed("run", "armhf", 12))
    assert not build & set(listed("run", "arm64", 12))
    assert not build & set(listed("run", "amd64", 13))


def test_only_a_pi_gets_lgpio() -> None:
    assert "python3-lgpio" in listed("run", "arm64", 12, "yes")
    assert "python3-lgpio" not in listed("run", "arm64", 12, "no")


def test_pipewire_bin_goes_in_without_its_recommends() -> None:
    """Its Recommends are the PipeWire daemons, which would change this machine's sound."""
    assert listed("test", "amd64", 12, "no", "no-recommends") == ["pipewire-bin"]
    assert "pipewire-bin" not in listed("test", "amd64", 12, "no", "recommends")


def test_a_mistyped_condition_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "packages.list"
    bad.write_text("run  sox  arch=amd64 debain<13\n")
    done = subprocess.run(
        ["bash", "-c", 'source "$1"; tr_packages "$2" run amd64 12 no', "packages", str(PACKAGES_SH), str(bad)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and "unknown condition 'debain<13'" in done.stderr
