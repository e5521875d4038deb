"""The `referee` command: play, demo, replay, print, history, check, audio.

Standard output is the transcript (every line the referee says); logs and
errors go to standard error, so a transcript can be piped or compared.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import queue
import random
import signal
import sys
import time
from pathlib import Path
from types import FrameType
from typing import Any, Callable, Iterator, Sequence

from device.app import logs
from device.app.config import ConfigError, find_config, load_config
from device.storage.journal import JournalError, read
from device.storage.library import ContentError, load_library, user_deck_dirs
from device.paths import cache_dir, state_dir
from engine.catalog import GAMES, find
from engine.core import IllegalInput, InvalidSettings
from engine.session import Session
from engine.transcript import playthrough

log = logging.getLogger("table_referee")


class StartUpError(Exception):
    """Something read or made at start-up failed in a way no check foresaw; the message names file and fix."""


def _print(line: str) -> None:
    """Print a line the referee says; text a terminal cannot encode is escaped, never a crash mid-game."""
    try:
        print(line, flush=True)
    except UnicodeEncodeError:
        encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
        print(line.encode(encoding, "backslashreplace").decode(encoding), flush=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="referee", description="Table Referee: runs table games out loud.")
    parser.add_argument("--version", action="version", version=f"referee {_version()}")
    commands = parser.add_subparsers(dest="command")

    play = commands.add_parser("play", help="run the referee (the default command)")
    play.add_argument("game", nargs="?", choices=list(GAMES), help="skip the menu and set up this game")
    play.add_argument("--config", help="config file (default: /etc/table-referee/config.toml, then ~/.config)")
    play.add_argument("--state-dir", help="where journals and the speech cache live")
    play.add_argument("--mute", action="store_true", help="print every line but do not speak or play sounds")
    play.add_argument("--seed", type=int, help="seed the dice and cards (for testing)")
    play.add_argument("--keyboard", action="store_true", help="take the buttons from the keyboard even on a Pi")

    demo = commands.add_parser("demo", help="play a whole game with random legal presses and print it")
    demo.add_argument("game", choices=list(GAMES))
    demo.add_argument("--players", type=int, help="number of players (or teams)")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--record", type=Path, help="also write the game as a golden playthrough file")
    for entry in GAMES.values():  # each game brings its own options
        for option in entry.command_line:
            help_text = f"{entry.game.title}: {option.help}"
            if option.switch:
                demo.add_argument(option.flag, dest=option.key, action="store_true", default=None, help=help_text)
            else:
                action = "append" if option.repeatable else "store"
                demo.add_argument(
                    option.flag, dest=option.key, action=action, choices=option.choices or None, help=help_text
                )

    printing = commands.add_parser("print", help="write a printable page to standard output")
    printing.add_argument("what", choices=["scattergories"], help="scattergories: category lists and answer pads")
    printing.add_argument("--list", dest="lists", action="append", default=[], help="list number (repeatable)")
    printing.add_argument(
        "--answers", action="store_true", help="add an answer key: one fitting answer per die letter, for disputes"
    )
    printing.add_argument(
        "--pads",
        type=_pad_count,
        metavar="N",
        default=None,
        help="how many answer pads (default: one page of them, 2)",
    )

    replay = commands.add_parser("replay", help="replay a journal file and print its transcript")
    replay.add_argument("journal", type=Path)
    replay.add_argument("--json", action="store_true", help="print the final state as JSON instead")

    history = commands.add_parser("history", help="list the finished games with their scores, or export them")
    history.add_argument("--state-dir", help="where journals and the speech cache live")
    exports = history.add_mutually_exclusive_group()
    exports.add_argument("--csv", type=Path, metavar="FILE", help="write the games as a CSV table (one row per player)")
    exports.add_argument("--bgstats", type=Path, metavar="FILE", help="write the games as a BG Stats play file (JSON)")

    check = commands.add_parser("check", help="check every part (config, storage, buttons, sound, voice, service)")
    check.add_argument("--config", help="config file (default: /etc/table-referee/config.toml, then ~/.config)")
    check.add_argument("--state-dir", help="where journals and the speech cache live")
    check.add_argument("--no-sound", action="store_true", help="do not open the sound device or play anything")

    check_deck = commands.add_parser("check-deck", help="judge a deck file as ours are judged (docs/decks.md)")
    check_deck.add_argument("file", help="the deck's TOML file")

    audio = commands.add_parser("audio", help="list the sound devices, or try one with --test")
    audio.add_argument("--config", help="config file whose [audio] device is shown as selected")
    audio.add_argument(
        "--test", metavar="NAME", nargs="?", const="", default=None,
        help="speak a test line on this ALSA device (a name from the list; without NAME the configured one)",
    )
    return parser


def _version() -> str:
    """The installed distribution's version, so a bug report names exactly what runs."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("table-referee")
    except PackageNotFoundError:
        return "(not installed: run from a source tree)"


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or args_list[0].startswith("-") and args_list[0] not in ("-h", "--help", "--version"):
        args_list.insert(0, "play")
    args = build_parser().parse_args(args_list)
    logs.set_up(at_a_terminal=args.command == "play" and sys.stderr.isatty())
    try:
        if args.command == "demo":
            return _demo(args)
        if args.command == "replay":
            return _replay(args)
        if args.command == "print":
            return _print_sheet(args)
        if args.command == "history":
            return _history(args)
        if args.command == "check":
            from device.app.check import run_checks

            return run_checks(args.config, args.state_dir, sound=not args.no_sound, out=_print)
        if args.command == "check-deck":
            from device.app.deck_check import main as check_deck

            return check_deck(args.file)
        if args.command == "audio":
            return _audio(args)
        return _play(args)
    except (ConfigError, ContentError, JournalError, InvalidSettings, StartUpError) as error:
        print(f"referee: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the transcript was piped into `head` or the like
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        # A second Ctrl-C, or one before play listens for it: stop as `q` does, never with a traceback.
        if args.command == "play":
            _print(_stopping())
        else:
            print("referee: interrupted", file=sys.stderr)
        return 130
    except OSError as error:
        # A file or folder that failed where no check looked: one line naming it, never a traceback.
        log.debug("the failure in full", exc_info=True)
        print(f"referee: {_file_problem(error)}", file=sys.stderr)
        return 2


def _stopping() -> str:
    from device import phrases

    return phrases.STOPPING


def _file_problem(error: OSError) -> str:
    """One line for an OSError: the file it names, what went wrong, and what a person can do."""
    named = error.filename if error.filename is not None else "a file"
    why = error.strerror or str(error)
    return (
        f"{named}: {why}. Fix: check that it exists, is a file or a folder as expected, that the referee's user "
        "may read and write it, and that the card is not full or read-only."
    )


def _demo(args: argparse.Namespace) -> int:
    from device.app.demo import play_demo

    answers = _demo_answers(args)
    return play_demo(args.game, answers, args.seed, load_library(), _print, args.record)


def _demo_answers(args: argparse.Namespace) -> dict[str, Any]:
    """Setup answers fixed on the command line; every other question takes its default."""
    answers: dict[str, Any] = {}
    if args.players is not None:
        answers["players"] = args.players
    for entry in GAMES.values():
        for option in entry.command_line:
            given = getattr(args, option.key, None)
            if given is None:
                continue
            try:
                if option.repeatable:
                    answers[option.key] = [option.parse(value) for value in dict.fromkeys(given)]
                else:
                    answers[option.key] = True if option.switch else option.parse(given)
            except ValueError as error:
                raise SystemExit(f"referee: {option.flag}: {error}") from None
    return answers


def _pad_count(given: str) -> int:
    """--pads N: a whole number of answer pads, 1 or more (argparse exits 2 otherwise)."""
    try:
        pads = int(given)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{given!r} is not a number; give how many pads, 1 or more") from None
    if pads < 1:
        raise argparse.ArgumentTypeError(f"{pads} pads is too few; give 1 or more")
    return pads


def _print_sheet(args: argparse.Namespace) -> int:
    from engine.games.scattergories.print_sheet import PADS_PER_PAGE, sheet_html
    from engine.games.scattergories.setup_flow import LISTS

    lists = load_library().decks[LISTS]
    unknown = [number for number in args.lists if number not in lists]
    if unknown:
        print(f"referee: no list {unknown[0]}; the lists are numbered 1 to {len(lists)}", file=sys.stderr)
        return 2
    pads = PADS_PER_PAGE if args.pads is None else args.pads
    answers = _category_answers() if args.answers else None
    sys.stdout.write(sheet_html(lists, args.lists, pads, answers))
    return 0


def _category_answers() -> dict[str, dict[str, str]]:
    """The built-in lists' answer file (one answer per die letter per category), for the printed key."""
    import tomllib

    import engine.games.scattergories as scattergories

    path = Path(scattergories.__file__).parent / "decks" / "lists.answers.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {category: {letter: str(answer) for letter, answer in table.items()} for category, table in data.items()}


def _audio(args: argparse.Namespace) -> int:
    """List the sound devices by name and kind, or speak a test line on one of them."""
    from device.sound.audio_devices import listing, read_cards, resolve_device, system_pcms

    config = load_config(find_config(args.config))
    cards = read_cards()
    if args.test is None:
        for line in listing(cards, system_pcms(), config.audio_device):
            _print(line)
        return 0
    return _audio_test(resolve_device(args.test or config.audio_device, cards), config.audio_buffer)


def _audio_test(device: str, buffer_size: int) -> int:
    """Render the test line (in a child: espeak-ng may exit the process), then play it on ``device``."""
    import tempfile

    from device.sound.sound_probe import CHECK_CUE, TEST_LINE, play_on_device
    from device.sound.voice_probe import render_in_child

    shown = f'"{device}"' if device else "the default device"
    with tempfile.TemporaryDirectory(prefix="referee-audio-") as scratch:
        voice = render_in_child(TEST_LINE, Path(scratch))
        result = play_on_device(device, wav=voice.wav, cue=None if voice.wav else CHECK_CUE, buffer_size=buffer_size)
    if not result.opened:
        _print(f"{shown} did not open (SDL driver {result.driver}): {result.problem}")
        _print("Run `referee audio` to list the devices and their names.")
        return 1
    heard = "the test line" if voice.wav else f"a chime (no speech: {voice.problem})"
    silent = "; SDL's dummy driver makes no sound" if result.driver == "dummy" else ""
    _print(f"{shown} opened (SDL driver {result.driver}) and played {heard}{silent}.")
    if result.problem:
        _print(f"But: {result.problem}.")
        return 1
    return 0


def _replay(args: argparse.Namespace) -> int:
    try:
        record = read(args.journal)
        entry = find(record.game)
        session = Session(entry.game, record.settings, record.inputs)
    except OSError as error:
        print(f"referee: {args.journal}: cannot be read ({error.strerror})", file=sys.stderr)
        return 2
    except KeyError as error:
        print(f"referee: {args.journal}: {error.args[0]}", file=sys.stderr)
        return 2
    except (IllegalInput, ValueError, TypeError) as error:
        print(f"referee: {args.journal}: the journal does not fit the game ({error})", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(entry.game.to_json(session.state), indent=1))
    else:
        for line in playthrough(entry.game, record.settings, record.inputs):
            _print(line)
    return 0


def _history(args: argparse.Namespace) -> int:
    """List the finished games, or write them to a CSV or BG Stats file."""
    from device.storage.history import finished_games
    from device.storage.history_export import bgstats_json, history_csv
    from device.paths import games_dir

    records = finished_games(games_dir(state_dir(args.state_dir)))
    target, text = (args.csv, history_csv(records)) if args.csv else (args.bgstats, bgstats_json(records))
    if target is None:
        if not records:
            _print("No finished games yet.")
        for record in records:
            _print(_history_line(record))
        return 0
    if str(target) == "-":  # `--csv -`: standard output, for a pipe
        sys.stdout.write(text)
        sys.stdout.flush()
        return 0
    try:
        target.write_text(text, encoding="utf-8", newline="")  # the CSV keeps its own CRLF line ends
    except OSError as error:
        print(f"referee: {_file_problem(error)}", file=sys.stderr)
        return 2
    _print(f"Wrote {len(records)} finished game{'s' if len(records) != 1 else ''} to {target}.")
    return 0


def _history_line(record: Any) -> str:
    """One finished game: number, game, when, and every player's score, winners marked."""
    scores = ", ".join(
        f"{placing.name} {placing.score}{' (won)' if placing.winner else ''}" for placing in record.placings
    )
    return f"{record.number}. {record.title}, {record.ended:%Y-%m-%d %H:%M} UTC: {scores}"


def _play(args: argparse.Namespace) -> int:
    """Start up, hold the state directory, then referee until `q`, Ctrl-C or SIGTERM.

    Start-up failures are one line with exit 2; so is a second referee on the same state directory.
    """
    from device.storage.lock import StateInUse
    from device.storage.lock import hold as hold_state
    from device.storage.lock import release as release_state

    # A SimpleQueue because the signal handler puts QUIT on it: its put is safe from a handler.
    events: "queue.SimpleQueue[Any]" = queue.SimpleQueue()
    with _stop_on_signals(events):
        config, library, state = _start_up(args)
        try:
            hold_state(state)  # one referee per state directory
        except StateInUse as error:  # on stderr, so under systemd the journal names directory and holder
            print(f"referee: {error}", file=sys.stderr)
            return 2
        try:
            return _run_referee(args, config, library, state, events)
        finally:
            release_state()


def _start_up(args: argparse.Namespace) -> tuple[Any, Any, Path]:
    """Read the config and the decks and make the state folder; any failure is one line, not a traceback.

    The files come from an SD card that people edit and power cuts damage, so
    whatever goes wrong here is reported with the file and the fix.
    """
    try:
        config = load_config(find_config(args.config))
        library = load_library(user_folders=user_deck_dirs(), skip_broken_user_decks=True)
        state = state_dir(args.state_dir)
        state.mkdir(parents=True, exist_ok=True)
        logs.keep_in(state)
    except (ConfigError, ContentError):
        raise
    except OSError as error:
        raise StartUpError(_file_problem(error)) from None
    except Exception as error:  # noqa: BLE001 - start-up must end in a message, whatever failed
        log.debug("the failure in full", exc_info=True)
        raise StartUpError(
            f"could not start ({type(error).__name__}: {error}). Fix: run `referee check` to see which part fails."
        ) from None
    log.info("config: %s; state: %s", config.source, state)
    return config, library, state


@contextlib.contextmanager
def _stop_on_signals(events: "queue.SimpleQueue[Any]") -> Iterator[None]:
    """Ctrl-C and SIGTERM (systemd's stop) end play as `q` does: the journal keeps the game.

    The first signal only queues QUIT, so the loop stops between two answers
    and says so; a second one raises KeyboardInterrupt, for a referee stuck
    somewhere that does not read its events.
    """
    from device.input.keyboard import QUIT

    received: list[int] = []

    def stop(number: int, frame: FrameType | None) -> None:
        received.append(number)
        if len(received) > 1:
            raise KeyboardInterrupt
        log.info("%s received: stopping", signal.Signals(number).name)
        events.put(QUIT)

    previous = {number: signal.signal(number, stop) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def _run_referee(args: argparse.Namespace, config: Any, library: Any, state: Path, events: Any) -> int:
    """Speaker, buttons or keys, the status light, and the loop, until a stop."""
    from device import phrases
    from device.input.buttons import gpio_present
    from device.input.gpio_backend import spoken_gpio_failure
    from device.health import Health
    from device.input.keyboard import HELP, KeyboardButtons
    from device.referee.runtime import Referee
    from device.sound.speaker import Speaker

    health = Health()  # sound and voice report here; STATUS= and the light show it
    speaker = Speaker(
        cache_dir=cache_dir(state),
        voice=config.voice or None,
        rate=config.rate,
        volume=config.volume,
        audio_buffer=config.audio_buffer,
        audio_device=config.audio_device,
        health=health,
        mute=args.mute,
        engine=config.engine,
        model=config.model,
    )
    speaker.start()
    buttons = light = keyboard = None
    if gpio_present() and not args.keyboard:
        try:
            buttons, light = _gpio(config, events)
        except Exception as error:  # gpiozero raises many kinds; any of them means no buttons
            log.error("the GPIO buttons could not be set up: %s", error)
            if not sys.stdin.isatty():
                log.error("no terminal to take keys from either; stopping so the service manager sees the failure")
                _say_and_wait(speaker, spoken_gpio_failure(error))
                speaker.close()
                return 3
            _say_and_wait(speaker, spoken_gpio_failure(error) + " " + phrases.KEYBOARD_STANDS_IN)
    if buttons is None:
        keyboard = KeyboardButtons(events)
        keyboard.start()
        print(HELP, file=sys.stderr)
        if logs.keep_in_file():
            print(f"The log: {state / logs.LOG_NAME}", file=sys.stderr)
    render_ahead(speaker, config, library, state)
    rng = random.Random(args.seed) if args.seed is not None else random.SystemRandom()
    companion = _companion(config, events, state, speaker) if config.companion else None
    referee = Referee(
        clock=_clock(),
        clock_rate=_time_scale(),
        library=library,
        defaults=config.defaults(),
        speaker=speaker,
        events=events,
        state_dir=state,
        rng=rng,
        out=_print,
        light=light,
        volume=config.volume,
        health=health,
        listeners=[companion.hub] if companion else [],
    )
    try:
        speaker.begin_background_work()  # Piper loads as READY=1 goes out, not before
        referee.run(args.game)
    finally:
        if companion:
            companion.stop()
        if keyboard:
            keyboard.restore_terminal()  # a stop by signal leaves the key reader blocked mid-read
        if buttons:
            buttons.close()
        if light:
            light.close()  # dark: the referee is not running
        speaker.close()
    return 0


def _companion(config: Any, events: Any, state: Path, speaker: Any) -> Any:
    """The phone page, only when the config turns it on; a page that cannot start is said, and play goes on."""
    from device import phrases
    from device.companion import start

    try:
        return start(events.put, port=config.companion_port, clock_rate=_time_scale(), state_dir=state)
    except OSError as error:
        log.error("the phone page could not start on port %d: %s", config.companion_port, error)
        _say_and_wait(speaker, phrases.COMPANION_FAILED)
        return None


def _gpio(config: Any, events: "queue.SimpleQueue[Any]") -> tuple[Any, Any]:
    """The buttons and the optional status light on the header's GPIO chip.

    The backend is checked first, so an empty lgpio fails here with a message
    naming the fix rather than deep inside gpiozero.
    """
    from device.input.buttons import GpioButtons
    from device.input.gpio_backend import check_backend, pin_factory
    from device.app.status_light import StatusLight

    problem = check_backend()
    if problem:
        raise RuntimeError(problem)
    factory = pin_factory()
    buttons = GpioButtons(
        config.pins, events, bounce_time=config.bounce_time, hold_time=config.hold_time, pin_factory=factory
    )
    log.info("buttons on GPIO pins %s", config.pins)
    light = None
    if config.light_pin is not None:
        light = StatusLight(config.light_pin, pwm=config.light_pwm, pin_factory=factory)
        log.info("status light on GPIO pin %d", config.light_pin)
    return buttons, light


def _say_and_wait(speaker: Any, line: str) -> None:
    """Say a line and give it time to be heard: the process may be about to exit."""
    _print(line)
    speaker.say(line)
    speaker.wait_idle(20)


def _time_scale() -> float:
    """How much faster than real time the referee's clock runs: TABLE_REFEREE_TIME_SCALE, for tests and rehearsals."""
    return float(os.environ.get("TABLE_REFEREE_TIME_SCALE") or 1)


def _clock() -> Callable[[], float]:
    """The monotonic clock, sped up by the time scale."""
    scale = _time_scale()
    if scale == 1:
        return time.monotonic
    origin = time.monotonic()
    return lambda: origin + (time.monotonic() - origin) * scale


def render_ahead(speaker: Any, config: Any, library: Any, state: Path) -> Any:
    """Everything known in advance, rendered in the background at low priority (device/sound/prerender.py)."""
    from device.sound.prerender import Prerenderer, lines_to_render

    names = config.names
    prerenderer = Prerenderer(
        lambda: lines_to_render(names, library),
        speaker.prerender,
        cache_dirs=[cache_dir(state)],
        label=config.engine,
    )
    prerenderer.start()
    return prerenderer


if __name__ == "__main__":
    sys.exit(main())
