"""The one config file: pins, status light, voice, audio, default timers, seat names, the phone page.

A referee with a wrong pin or a typo in a key would sit silent at a table with
nobody able to see a log, so any mistake stops start-up with a message naming
the file, the line, the key and the fix, and unknown keys are mistakes too.
"""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Mapping

from device.sound.mixer import DEFAULT_BUFFER, MIXER_FREQUENCY, SAMPLE_RATES
from device.input.gestures import BUTTON_NAMES
from device.paths import config_dir
from device.toml_lines import line_in_message, line_of_key
from device.sound.voices import ENGINE_ESPEAK, ENGINES
from device.storage.teaching_record import MODES as TEACHING_MODES
from engine.catalog import GAMES
from engine.entry import Check, any_text, decimal, whole
from engine.language import ENGLISH, LANGUAGES
from engine.seating import MOST_NAMES, NamesProblem, names_problem
from engine.setup import DEFAULT_NAMES, Defaults, colours

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
    language: str = ENGLISH  # what the referee speaks: engine/language.py
    voice: str = ""
    engine: str = ENGINE_ESPEAK  # one of device/sound/voices ENGINES (docs/voice.md)
    model: str = ""  # with engine "piper": the path of the voice's .onnx file (its .onnx.json beside it)
    models: tuple[str, ...] = ()  # every Piper voice given (model may list one a language): the first is `model`
    rate: int = 160
    volume: float = 1.0
    audio_buffer: int = DEFAULT_BUFFER  # device/sound/mixer.py says why
    audio_rate: int = MIXER_FREQUENCY  # the mixer's sample rate; device/sound/mixer.py says why
    audio_device: str = ""  # an ALSA PCM name such as "plughw:CARD=Headphones"; "" = the system default
    timers: dict[str, int] = field(
        default_factory=lambda: {game_id: entry.timer.default for game_id, entry in GAMES.items() if entry.timer}
    )
    names: tuple[str, ...] = DEFAULT_NAMES
    players: int = 4
    light_pin: int | None = None  # the status light's BCM pin; None = no light
    light_pwm: bool = False  # True: a PWMLED, so the timer pulses instead of blinking
    companion: bool = False  # the phone page (docs/companion.md): off unless asked for; off opens no socket
    companion_port: int = 8080
    teaching: str = "new"  # when setup offers to teach a game: device/storage/teaching_record.py
    # Each game's own section ([rapid-list], [dabble]), as written: checked by the game's entry.
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    source: str = "built-in defaults"

    @property
    def espeak_voice(self) -> str | None:
        """The espeak-ng voice: the one named, else the language's own (espeak-ng names its voices by
        language code: "es"), else espeak-ng's default, which is English."""
        return self.voice or (self.language if self.language != ENGLISH else None)

    @property
    def espeak_voices(self) -> dict[str, str | None]:
        """Each language's espeak-ng voice: ``espeak_voice`` for the config's language, every other its own."""
        return {code: self.espeak_voice if code == self.language else (None if code == ENGLISH else code) for code in LANGUAGES}

    @property
    def seat_names(self) -> tuple[str, ...]:
        """The names offered for the seats: the config's, else the colours in the referee's language."""
        if self.names == DEFAULT_NAMES and self.language != ENGLISH:
            return colours(self.language)
        return self.names

    def defaults(self) -> Defaults:
        return Defaults(
            names=self.seat_names, timers=dict(self.timers), players=self.players, extra=dict(self.games), teaching=self.teaching
        )


# ------------------------------------------------------------ the schema


def _sound_device(value: Any) -> str | None:
    # An ALSA PCM name is one word of printable characters; a space or a
    # newline means a copy-paste went wrong, and ALSA would only say "not found".
    if not isinstance(value, str) or (value and not all(c.isprintable() and not c.isspace() for c in value)):
        return 'use a quoted ALSA device name without spaces, like "plughw:CARD=Device", or "" for the default'
    return None


def _sample_rate(value: Any) -> str | None:
    # Only rates every card and SDL take: another rate would be resampled by
    # ALSA on the Pi, costing CPU and gaining nothing.
    if isinstance(value, bool) or value not in SAMPLE_RATES:
        return "use one of " + ", ".join(str(rate) for rate in SAMPLE_RATES) + " (no quotes)"
    return None


def _names(value: Any) -> str | None:
    if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
        return 'use a list of names, like ["Ann", "Bo", "Cy"]'
    problem = names_problem(value)
    if problem in (NamesProblem.NONE, NamesProblem.BLANK):
        return 'use a list of names, like ["Ann", "Bo", "Cy"]'
    if problem is NamesProblem.REPEATED:
        return "give every seat a different name"
    if problem is NamesProblem.TOO_MANY:
        return f"list at most {MOST_NAMES} names"
    return None


def _engine(value: Any) -> str | None:
    if value not in ENGINES:
        return "use " + " or ".join(f'"{name}" ({engine.described})' for name, engine in ENGINES.items())
    return None


def _language(value: Any) -> str | None:
    from device.storage.library import device_speaks

    spoken = {code: name for code, name in LANGUAGES.items() if device_speaks(code)}
    if value not in spoken:  # a language under way (listed, its words not whole yet) is not one to choose
        return "use one of " + ", ".join(f'"{code}" ({name})' for code, name in spoken.items())
    return None


def _model(value: Any) -> str | None:
    given = value if isinstance(value, list) and value else [value]
    if not all(isinstance(path, str) and path.strip().endswith(".onnx") for path in given):
        return (
            'give the path of a Piper voice\'s .onnx file in quotes, like "voices/en_US-joe-medium.onnx", '
            "or a list of them, one a language (docs/voice.md)"
        )
    return None


def _model_paths(value: str | list[str]) -> tuple[str, ...]:
    return tuple(path.strip() for path in ([value] if isinstance(value, str) else value))


def _teaching(value: Any) -> str | None:
    if value not in TEACHING_MODES:
        return 'use "new" (offer to teach a game not yet finished here), "always" or "never"'
    return None


def _flag(value: Any) -> str | None:
    return None if isinstance(value, bool) else "use true or false (no quotes)"


PIN = whole(2, 27)


def _as_written(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class Setting:
    """One key of the file that sets one field of Config: where it is written, its check, how it is read.

    Why a table: the file's keys, their checks and the Config they fill were
    once listed three times over; now a new key is one line here.
    """

    section: str
    key: str
    field: str
    check: Check
    read: Callable[[Any], Any] = _as_written


SETTINGS: tuple[Setting, ...] = (
    Setting("buttons", "bounce_time", "bounce_time", decimal(0.0, 0.5), float),
    Setting("buttons", "hold_time", "hold_time", decimal(0.3, 3.0), float),
    Setting("voice", "language", "language", _language),
    Setting("voice", "voice", "voice", any_text),
    Setting("voice", "engine", "engine", _engine),
    Setting("voice", "model", "models", _model, _model_paths),  # then taken from the file's own folder
    Setting("voice", "rate", "rate", whole(80, 400)),
    Setting("voice", "volume", "volume", decimal(0.0, 1.0), float),
    Setting("audio", "buffer", "audio_buffer", whole(256, 8192)),
    Setting("audio", "sample_rate", "audio_rate", _sample_rate),
    Setting("audio", "device", "audio_device", _sound_device),
    Setting("players", "count", "players", whole(2, 8)),
    Setting("light", "pin", "light_pin", PIN),
    Setting("light", "pwm", "light_pwm", _flag),
    # The phone page: a port the service user may open (1024 and up).
    Setting("companion", "enabled", "companion", _flag),
    Setting("companion", "port", "companion_port", whole(1024, 65535)),
    Setting("referee", "teaching", "teaching", _teaching),
)


def _schema() -> dict[str, dict[str, Check]]:
    """Every section and key the file may hold, with its check: the settings, then the keys that fill a table."""
    schema: dict[str, dict[str, Check]] = {"buttons": {name: PIN for name in BUTTONS}}
    for setting in SETTINGS:
        schema.setdefault(setting.section, {})[setting.key] = setting.check
    schema["players"]["names"] = _names
    # Each game with a round timer has its key here, with the range its setup offers.
    schema["timers"] = {game_id: whole(entry.timer.low, entry.timer.high) for game_id, entry in GAMES.items() if entry.timer}
    # Each game's own section, as its catalog entry declares it.
    schema.update({game_id: dict(entry.config) for game_id, entry in GAMES.items() if entry.config})
    return schema


SCHEMA = _schema()


# ------------------------------------------------------------ loading


def find_config(given: str | None) -> Path | None:
    """--config, else the system file, else the user's, else None (built-in defaults)."""
    if given:
        return Path(given)
    user = config_dir() / "config.toml"
    for candidate in (SYSTEM_CONFIG, user):
        try:
            if candidate.is_file():
                return candidate
        except OSError as error:  # a folder on the way that the referee may not look into
            raise ConfigError(
                f"{candidate}: cannot be checked ({error.strerror}). Fix: let the referee's user read "
                f"{candidate.parent}, or give the file with --config."
            ) from None
    return None


# A config file is a few kilobytes; reading far more means the path names something else.
LARGEST_CONFIG = 1_000_000
BOM = b"\xef\xbb\xbf"


def load_config(path: Path | None) -> Config:
    """The config, checked; any mistake, or any failure to read it, is a ConfigError naming the file.

    Start-up is the one moment a person is looking, so nothing read from the
    card may surface as a traceback: whatever goes wrong becomes one message
    with the file, the line where there is one, and what to do.
    """
    if path is None:
        return Config()
    try:
        text = _read_text(path)
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            line = line_in_message(str(error))
            where = f"{path}, line {line}" if line else str(path)
            raise ConfigError(f"{where}: not valid TOML: {error}. Fix: correct the syntax on that line.") from None
        _validate(path, text, data)
        return _build(data, str(path))
    except ConfigError:
        raise
    except Exception as error:  # noqa: BLE001 - a bug or an odd file must still name the file, not crash
        raise ConfigError(
            f"{path}: could not be loaded ({type(error).__name__}: {error}). Fix: compare it with "
            "config.example.toml, or move it aside to start with the built-in defaults."
        ) from None


def _read_text(path: Path) -> str:
    """The file as text, or a ConfigError saying which line holds what cannot be read."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(LARGEST_CONFIG + 1)
    except OSError as error:
        raise ConfigError(
            f"{path}: cannot be read ({error.strerror}). Fix: check that it is a file the referee may read, "
            "or give another with --config."
        ) from None
    if len(raw) > LARGEST_CONFIG:
        raise ConfigError(f"{path}: is far too large for a config file. Fix: check the path given to --config.")
    if raw.startswith(BOM):
        # Refused rather than skipped: the same file must mean the same thing to every TOML reader.
        raise ConfigError(f"{path}, line 1: the file starts with a byte-order mark. Fix: save it as UTF-8 without BOM.")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise ConfigError(
            f"{path}, line {line}: byte 0x{raw[error.start]:02x} at column {column} is not UTF-8 text "
            "(a binary file, or text saved in another encoding such as Latin-1). "
            "Fix: save the file as UTF-8 text."
        ) from None


def _validate(path: Path, text: str, data: Mapping[str, Any]) -> None:
    for section, values in data.items():
        if section not in SCHEMA:
            _fail(path, text, None, section, f"unknown section [{section}]", _suggest(section, SCHEMA))
        if isinstance(values, list) and values and all(isinstance(value, dict) for value in values):
            problem = f"[[{section}]] (double brackets) makes a list of tables"
            _fail(path, text, None, section, problem, f"write it once as [{section}], with single brackets")
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
    voice = data.get("voice", {})
    needs_model = voice.get("engine") in ENGINES and ENGINES[voice["engine"]].needs_model
    if needs_model and not voice.get("model"):
        _fail(
            path,
            text,
            "voice",
            "engine",
            f'engine "{voice["engine"]}" needs a voice',
            'add model = "<path of the voice\'s .onnx file>" under [voice]',
        )
    light = data.get("light", {}).get("pin")
    if light in taken:
        # The light drives its pin, a button pulls it up: one of them would never work.
        problem = f"the status light and button {taken[light]} share pin {light}"
        _fail(path, text, "light", "pin", problem, "give the light a pin no button uses")


def _build(data: Mapping[str, Any], source: str) -> Config:
    written = {
        setting.field: setting.read(data[setting.section][setting.key])
        for setting in SETTINGS
        if setting.key in data.get(setting.section, {})
    }
    base = Config()
    buttons = data.get("buttons", {})
    written["models"] = tuple(_beside(source, path) for path in written.get("models", base.models))
    written["model"] = written["models"][0] if written["models"] else base.model
    return replace(
        base,
        **written,
        pins={name: buttons.get(name, DEFAULT_PINS[name]) for name in BUTTONS},
        timers={**base.timers, **data.get("timers", {})},
        names=tuple(n.strip() for n in data.get("players", {}).get("names", base.names)),
        games={game_id: dict(data[game_id]) for game_id in GAMES if game_id in data},
        source=source,
    )


def _beside(source: str, path: str) -> str:
    """A relative path in the config file is taken from the file's own folder, as a reader would."""
    if not path or Path(path).is_absolute():
        return path
    return str(Path(source).parent / path)


def _suggest(key: str, known: Mapping[str, Any]) -> str:
    close = difflib.get_close_matches(key, list(known), n=1)
    listed = ", ".join(known)
    return f"did you mean '{close[0]}'? The known keys are: {listed}" if close else f"the known keys are: {listed}"


def _fail(path: Path, text: str, section: str | None, key: str, problem: str, fix: str) -> None:
    line = line_of_key(text, section, key)
    where = f"{path}, line {line}" if line else str(path)
    raise ConfigError(f"{where}: {problem}. Fix: {fix}.")
