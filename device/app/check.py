"""`referee check`: look at every part of the referee and say, per part, what is wrong.

The referee usually runs on a box with no screen, so when it stays silent the
owner needs one command that names the broken part and the fix in plain
words. Each part has one small function returning a PartResult; a failure in
one part never stops the others from being looked at. The exit status is 0
only when every part that matters on this machine is well (no GPIO and no
service are fine on a desktop).
"""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Callable, Mapping

from device.app.config import Config, ConfigError, find_config, load_config
from device.paths import state_dir
from device.app.check_result import LOW_SPACE_MB, PartResult, SERVICE, STOP_SERVICE, VOICE_LINE
from device.sound.voices import ENGINES
from device.app.check_buttons import check_buttons


# ------------------------------------------------------------ config


def check_config(given: str | None) -> tuple[PartResult, Config]:
    """Which config file is read, and whether it is valid; the defaults stand in for a broken one."""
    path = find_config(given)
    if path is None:
        return PartResult("config", True, "no config file found, the built-in defaults are used"), Config()
    try:
        config = load_config(path)
    except ConfigError as error:
        problem, _, fix = str(error).partition(" Fix: ")
        return PartResult("config", False, problem.rstrip("."), fix.rstrip(".")), Config()
    return PartResult("config", True, f"{path} was read and is valid"), config


# ------------------------------------------------------------ state directory


def check_state_dir(given: str | None) -> PartResult:
    """The state directory exists (or can be made), takes a file, and has room for journals."""
    folder = state_dir(given)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return PartResult(
            "state",
            False,
            f"{folder} cannot be created ({error.strerror})",
            "give --state-dir a folder you may write to, or create this one and give it to the user running the referee",
        )
    probe = folder / f".check-{uuid.uuid4().hex}"
    try:
        probe.write_bytes(b"ok")
        probe.unlink()
    except OSError as error:
        return PartResult(
            "state",
            False,
            f"{folder} is not writable ({error.strerror})",
            f"make it writable by this user (sudo chown -R $USER {folder}), or pick another with --state-dir",
        )
    free_mb = shutil.disk_usage(folder).free // (1024 * 1024)
    if free_mb < LOW_SPACE_MB:
        return PartResult(
            "state",
            True,
            f"{folder} is writable but only {free_mb} MB are free",
            "free some space: journals and the speech cache need a few MB each",
        )
    return PartResult("state", True, f"{folder} is writable, {free_mb} MB free")


# ------------------------------------------------------------ buttons


# ------------------------------------------------------------ sound


def check_sound(config: Config, *, enabled: bool = True) -> PartResult:
    """The configured sound device opens and a short cue plays on it."""
    from device.sound.audio_devices import describe_device, read_cards
    from device.sound.sound_probe import CHECK_CUE, play_on_device

    if not enabled:
        return PartResult("sound", True, "not tried (--no-sound)")
    cards = read_cards()
    device = describe_device(config.audio_device, cards)
    result = play_on_device(config.audio_device, cue=CHECK_CUE, buffer_size=config.audio_buffer, sample_rate=config.audio_rate)
    driver = f"SDL driver {result.driver}" + (": silent, for tests" if result.driver == "dummy" else "")
    if not result.opened:
        return PartResult(
            "sound",
            False,
            f"{device} did not open ({result.problem})",
            f"run `referee audio` to see the devices and set [audio] device in the config to one of them; "
            f"the user needs the audio group; {STOP_SERVICE}",
        )
    if result.problem or not result.played:
        why = result.problem or "the cue sound could not be loaded"
        return PartResult(
            "sound",
            False,
            f"{device} opened but the cue did not play ({why})",
            "run `referee audio --test` to try the device on its own",
        )
    return PartResult("sound", True, f"{device} opened ({driver}) and played a short cue")


# ------------------------------------------------------------ voice


def check_voice(config: Config) -> PartResult:
    """espeak-ng renders a line, in a child process so missing data cannot kill this one."""
    from device.sound.voice_probe import render_in_child

    voice = f"voice {config.espeak_voice!r}" if config.espeak_voice else "espeak-ng's default voice"
    with tempfile.TemporaryDirectory(prefix="referee-check-") as scratch:
        probe = render_in_child(VOICE_LINE, Path(scratch), voice=config.espeak_voice or "", rate=config.rate)
    if probe.wav is None:
        return PartResult(
            "voice",
            False,
            f"no speech could be made with {voice} ({probe.problem})",
            "install the voice: sudo apt-get install espeak-ng libespeak-ng1; "
            "if ESPEAK_DATA_PATH is set, it must point at espeak-ng's data",
        )
    if probe.problem:
        return PartResult(
            "voice",
            False,
            f"speech works, but not with {voice} ({probe.problem})",
            "set [voice] voice in the config to one that `espeak-ng --voices` lists, or remove it",
        )
    return PartResult("voice", True, f"espeak-ng spoke a test line ({probe.seconds:.1f} s) with {voice}")


def check_piper(config: Config) -> PartResult:
    """With engine "piper": the voice's files are there, piper-tts loads them, and a line renders."""
    import time

    from device.sound.voices.piper_engine import PiperEngine, PiperUnavailable

    model = Path(config.model)
    began = time.monotonic()
    try:
        engine = PiperEngine.load(model, config.rate)
        loaded = time.monotonic() - began
        with tempfile.TemporaryDirectory(prefix="referee-check-") as scratch:
            engine.render(VOICE_LINE, Path(scratch) / "line.wav")
    except PiperUnavailable as error:
        problem, _, fix = str(error).partition("; fix: ")
        return PartResult("piper", False, f"{problem}; the referee speaks with espeak-ng instead", fix)
    except Exception as error:  # noqa: BLE001 - a render that fails is as bad as a voice that does not load
        return PartResult(
            "piper",
            False,
            f"the Piper voice {model} loads but cannot speak ({error!r})",
            'copy the voice again, or set [voice] engine = "espeak"',
        )
    return PartResult("piper", True, f"the Piper voice {model.name} loaded in {loaded:.1f} s and spoke a test line")


def check_rendered_ahead(config: Config, state: str | None) -> PartResult:
    """How much of what the referee can say is in the speech cache already, for the configured voice."""
    from device.storage.library import load_library, user_deck_dirs
    from device.paths import cache_dir
    from device.sound.voices.choice import line_cache
    from device.sound.prerender import lines_to_render, progress_in_cache

    try:
        library = load_library(user_folders=user_deck_dirs(), skip_broken_user_decks=True, language=config.language)
    except Exception as error:  # noqa: BLE001 - the decks have their own messages; here only the count suffers
        library = None
        print(f"(decks not counted: {error})", file=sys.stderr)
    from engine import language

    with language.speaking(config.language):  # the lines the referee renders ahead, in its language
        lines = lines_to_render(config.seat_names, library)
    cache = line_cache(
        engine=config.engine,
        model=config.model,
        cache_dir=cache_dir(state_dir(state)),
        voice=config.espeak_voice,
        rate=config.rate,
    )
    done, total = progress_in_cache(lines, cache.lookup)
    engine = ENGINES[config.engine]
    voice = f"{engine.said} {Path(config.model).name}" if engine.needs_model else engine.said
    summary = f"{done} of {total} known lines ({100 * done // max(1, total)} %) are rendered ahead for {voice}"
    if done < total:
        return PartResult("rendered ahead", True, summary, "the referee renders the rest in the background while it runs")
    return PartResult("rendered ahead", True, summary)


# ------------------------------------------------------------ service

SERVICE_PROPERTIES = "LoadState,ActiveState,SubState,StatusText,UnitFileState"


def parse_systemctl_show(text: str) -> dict[str, str]:
    """KEY=value lines of `systemctl show` as a dict."""
    found: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if sep:
            found[key.strip()] = value.strip()
    return found


def describe_service(props: Mapping[str, str]) -> PartResult:
    """The service's state in words; not installed is fine (a desktop), failed or disabled is not."""
    if props.get("LoadState") == "not-found" or not props.get("UnitFileState"):
        return PartResult("service", True, "not installed (fine on a desktop; on the Pi run scripts/install-service.sh)")
    enabled = props.get("UnitFileState", "")
    active, sub = props.get("ActiveState", ""), props.get("SubState", "")
    status = props.get("StatusText", "")
    said = f', it says "{status}"' if status else ""
    state = f"installed, {enabled}, {active} ({sub}){said}"
    if active == "failed":
        return PartResult(
            "service",
            False,
            state,
            f"read why in journalctl -u {SERVICE} -b, then sudo systemctl reset-failed {SERVICE} "
            f"&& sudo systemctl start {SERVICE}",
        )
    if enabled not in ("enabled", "enabled-runtime", "static", "alias"):
        return PartResult("service", False, state + "; it will not start at boot", f"sudo systemctl enable {SERVICE}")
    if active != "active":
        return PartResult("service", True, state, f"start it when done checking: sudo systemctl start {SERVICE}")
    return PartResult("service", True, state)


def check_service(run: Callable[..., subprocess.CompletedProcess[str]] = subprocess.run) -> PartResult:
    """Installed? enabled? running? and what STATUS= says, from systemctl when there is one."""
    systemctl = shutil.which("systemctl")
    if systemctl is None:
        return PartResult("service", True, "no systemd on this machine: the service does not apply")
    try:
        done = run(
            [systemctl, "show", SERVICE, "-p", SERVICE_PROPERTIES],
            capture_output=True,
            text=True,
            timeout=15,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return PartResult("service", False, f"systemctl did not answer ({error})", "try again; if it persists, reboot")
    if done.returncode != 0:
        said = (done.stderr.strip().splitlines() or ["no reason given"])[0].rstrip(".")
        return PartResult("service", True, f"systemd is not running here, so there is no service to look at ({said})")
    return describe_service(parse_systemctl_show(done.stdout))


# ------------------------------------------------------------ the phone page


def check_companion(config: Config, state: str | None) -> PartResult:
    """Whether the phone page is on, and where a phone joins with which code (while the referee runs).

    The running referee writes its address and the current join code to the
    state folder (readable by its own user only); a referee that is not
    running has no code yet.
    """
    import json

    from device.companion import STATE_FILE

    if not config.companion:
        return PartResult("phone page", True, "off: no network port is opened ([companion] enabled = false)")
    path = state_dir(state) / STATE_FILE
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
        addresses, code = list(found["addresses"]), str(found["code"])
    except (OSError, ValueError, KeyError, TypeError):
        return PartResult(
            "phone page",
            True,
            f"on, port {config.companion_port}; the referee is not running, so there is no join code yet",
            "start the referee (or the service) and run this again to see the address and the code",
        )
    if not addresses:
        return PartResult(
            "phone page",
            True,
            f"on, port {config.companion_port}, waiting for a network address; join code {code}",
            "connect the Wi-Fi or a cable: the page listens as soon as this machine has a private address",
        )
    return PartResult("phone page", True, f"on at {' and '.join(addresses)}, join code {code}")


# ------------------------------------------------------------ the runner


def run_checks(config_file: str | None, state: str | None, *, sound: bool = True, out: Callable[[str], None] = print) -> int:
    """Check every part, print one line per part as it is done; 0 when all are well, else 1."""
    results: list[PartResult] = []

    def report(result: PartResult) -> None:
        results.append(result)
        out(result.line())

    config_result, config = check_config(config_file)
    report(config_result)
    report(check_state_dir(state))
    report(check_buttons(config))
    report(check_sound(config, enabled=sound))
    report(check_voice(config))  # espeak-ng: the voice itself, or the one every other engine falls back on
    own_check = ENGINES[config.engine].check
    if own_check:
        module, _, function = own_check.partition(":")
        report(getattr(importlib.import_module(module), function)(config))
    report(check_rendered_ahead(config, state))
    report(check_service())
    report(check_companion(config, state))
    problems = [result.part for result in results if not result.ok]
    out(f"{len(problems)} problem(s): {', '.join(problems)}." if problems else "Every part is well.")
    return 1 if problems else 0
