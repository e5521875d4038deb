"""The one config file: pins, voice, audio, default timers and seat names.

A referee with a wrong pin or a typo in a key would sit silent at a table with
nobody able to see a log, so any mistake stops start-up with a message naming
the file, the line, the key and the fix, and unknown keys are mistakes too.
"""

from __future__ import annotations

import difflib
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from device.paths import config_dir
from device.prompt_driver import BUTTON_NAMES
from engine.core import InvalidSettings
from engine.rapid_list import check_track
from engine.setup import DEFAULT_NAMES, Defaults

BUTTONS = BUTTON_NAMES
DEFAULT_PINS = {"go": 17, "up": 27, "down": 22, "ok": 23, "back": 24}
SYSTEM_CONFIG = Path("/etc/table-referee/config.toml")


class ConfigError(Exception):
    pass


@dataclass(frozen=True)
class Config:
    pins: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_PINS))
    bounce_time: float = 0.03
    hold_time: float = 0.8
    voice: str = ""
    rate: int = 160
    volume: float = 1.0
    audio_buffer: int = 1024
    audio_device: str = ""
    timers: dict[str, int] = field(default_factory=lambda: {"rapid-list": 30, "scattergories": 150, "dabble": 300})
    names: tuple[str, ...] = DEFAULT_NAMES
    players: int = 4
    rapid_list_track: str = ""
    dabble_target: int = 500
    source: str = "built-in defaults"

    def defaults(self) -> Defaults:
        extra: dict[str, Any] = {"dabble_target": self.dabble_target}
        if self.rapid_list_track:
            extra["rapid_list_track"] = self.rapid_list_track
        return Defaults(names=self.names, timers=dict(self.timers), players=self.players, extra=extra)


# ------------------------------------------------------------ the schema

Check = Callable[[Any], str | None]  # returns a fix, or None when the value is fine


def _whole(low: int, high: int) -> Check:
    def check(value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            return f"use a whole number from {low} to {high}"
        return None

    return check


def _decimal(low: float, high: float) -> Check:
    def check(value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
            return f"use a number from {low} to {high}"
        return None

    return check


def _text(value: Any) -> str | None:
    return None if isinstance(value, str) else 'use a quoted text, like "en-gb"'


def _sound_device(value: Any) -> str | None:
    # An ALSA PCM name is one word of printable characters; a space or a
    # newline means a copy-paste went wrong, and ALSA would only say "not found".
    if not isinstance(value, str) or (value and not all(c.isprintable() and not c.isspace() for c in value)):
        return 'use a quoted ALSA device name without spaces, like "plughw:CARD=Device", or "" for the default'
    return None


def _names(value: Any) -> str | None:
    if not isinstance(value, list) or not value or not all(isinstance(n, str) and n.strip() for n in value):
        return 'use a list of names, like ["Ann", "Bo", "Cy"]'
    if len({n.strip().lower() for n in value}) != len(value):
        return "give every seat a different name"
    if len(value) > 8:
        return "list at most 8 names"
    return None


def _track(value: Any) -> str | None:
    if not isinstance(value, str):
        return 'use a quoted string of N (normal) and C (challenge) spaces, like "NNNNCNNNNCCC"'
    try:
        check_track(value)
    except InvalidSettings as error:
        return str(error).rstrip(".")
    return None


PIN = _whole(2, 27)
SCHEMA: dict[str, dict[str, Check]] = {
    "buttons": {**{name: PIN for name in BUTTONS}, "bounce_time": _decimal(0.0, 0.5), "hold_time": _decimal(0.3, 3.0)},
    "voice": {"voice": _text, "rate": _whole(80, 400), "volume": _decimal(0.0, 1.0)},
    "audio": {"buffer": _whole(256, 8192), "device": _sound_device},
    "timers": {"rapid-list": _whole(10, 120), "scattergories": _whole(30, 300), "dabble": _whole(60, 600)},
    "players": {"names": _names, "count": _whole(2, 8)},
    "rapid-list": {"track": _track},
    "dabble": {"target": _whole(50, 5000)},
}


# ------------------------------------------------------------ loading


def find_config(given: str | None) -> Path | None:
    """--config, else the system file, else the user's, else None (built-in defaults)."""
    if given:
        return Path(given)
    user = config_dir() / "config.toml"
    for candidate in (SYSTEM_CONFIG, user):
        if candidate.is_file():
            return candidate
    return None


def load_config(path: Path | None) -> Config:
    if path is None:
        return Config()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ConfigError(f"{path}: cannot be read ({error.strerror}). Fix: check the path given to --config.") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: not valid TOML: {error}. Fix: correct the syntax on that line.") from None
    _validate(path, text, data)
    return _build(data, str(path))


def _validate(path: Path, text: str, data: Mapping[str, Any]) -> None:
    for section, values in data.items():
        if section not in SCHEMA:
            _fail(path, text, None, section, f"unknown section [{section}]", _suggest(section, SCHEMA))
        if not isinstance(values, dict):
            _fail(path, text, None, section, f"'{section}' must be a [{section}] table", f"write it as [{section}]")
        for key, value in values.items():
            rules = SCHEMA[section]
            if key not in rules:
                _fail(path, text, section, key, f"unknown key '{section}.{key}'", _suggest(key, rules))
            fix = rules[key](value)
            if fix:
                _fail(path, text, section, key, f"bad value for '{section}.{key}': {value!r}", fix)
    written = {k: v for k, v in data.get("buttons", {}).items() if k in BUTTONS}
    pins = {**DEFAULT_PINS, **written}
    taken: dict[int, str] = {}
    for name, pin in pins.items():
        if pin in taken:
            # Point at a line the user wrote, even when the clash is with a default pin.
            blamed = name if name in written else taken[pin]
            problem = f"buttons {taken[pin]} and {name} share pin {pin}"
            _fail(path, text, "buttons", blamed, problem, "give each button its own pin")
        taken[pin] = name


def _build(data: Mapping[str, Any], source: str) -> Config:
    buttons = data.get("buttons", {})
    voice = data.get("voice", {})
    players = data.get("players", {})
    base = Config()
    return Config(
        pins={name: buttons.get(name, DEFAULT_PINS[name]) for name in BUTTONS},
        bounce_time=float(buttons.get("bounce_time", base.bounce_time)),
        hold_time=float(buttons.get("hold_time", base.hold_time)),
        voice=voice.get("voice", base.voice),
        rate=voice.get("rate", base.rate),
        volume=float(voice.get("volume", base.volume)),
        audio_buffer=data.get("audio", {}).get("buffer", base.audio_buffer),
        audio_device=data.get("audio", {}).get("device", base.audio_device),
        timers={**base.timers, **data.get("timers", {})},
        names=tuple(n.strip() for n in players.get("names", base.names)),
        players=players.get("count", base.players),
        rapid_list_track=data.get("rapid-list", {}).get("track", ""),
        dabble_target=data.get("dabble", {}).get("target", base.dabble_target),
        source=source,
    )


def _suggest(key: str, known: Mapping[str, Any]) -> str:
    close = difflib.get_close_matches(key, list(known), n=1)
    listed = ", ".join(known)
    return f"did you mean '{close[0]}'? The known keys are: {listed}" if close else f"the known keys are: {listed}"


def _fail(path: Path, text: str, section: str | None, key: str, problem: str, fix: str) -> None:
    line = _line_of_key(text, section, key)
    where = f"{path}, line {line}" if line else str(path)
    raise ConfigError(f"{where}: {problem}. Fix: {fix}.")


def _line_of_key(text: str, section: str | None, key: str) -> int | None:
    """Where a key (or a [section] header when section is None) is written."""
    current: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        header = re.match(r"\s*\[([^\[\]]+)\]\s*(#.*)?$", line)
        if header:
            current = header.group(1).strip().strip('"')
            if section is None and current == key:
                return number
            continue
        assignment = re.match(r'\s*"?([A-Za-z0-9_-]+)"?\s*=', line)
        if assignment and assignment.group(1) == key and current == section:
            return number
    return None
