"""The `referee` command: play, demo, replay, print, history, verify, check, audio.

Standard output is the transcript (every line the referee says); logs and
errors go to standard error, so a transcript can be piped or compared.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from device.app import logs
from device.app.config import ConfigError, find_config, load_config
from device.storage.journal import read
from device.storage.journal_header import JournalError
from device.storage.teaching_record import MODES as TEACHING_MODES
from device.storage.answer_files import built_in_answers
from device.storage.deck_reading import ContentError
from device.storage.library import load_library
from device.paths import state_dir
from engine import language
from engine.catalog import GAMES, find
from engine.core import IllegalInput, InvalidSettings
from engine.entry import CommandLineOption
from engine.language import LANGUAGES
from engine.session import Session
from engine.transcript import playthrough
from engine.words import Words
from device.app.printing import print_line
from device.app.play import StartUpError, file_problem, run_play

log = logging.getLogger("table_referee")

words = Words("device")


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
    play.add_argument(
        "--teaching",
        choices=TEACHING_MODES,
        help='when setup offers "First game of ...? I will explain as we go." (default: the config\'s [referee] teaching, "new")',
    )

    demo = commands.add_parser("demo", help="play a whole game with random legal presses and print it")
    demo.add_argument("game", choices=list(GAMES))
    demo.add_argument("--players", type=int, help="number of players (or teams)")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--record", type=Path, help="also write the game as a golden playthrough file")
    for entry in GAMES.values():  # each game brings its own options
        _add_options(demo, entry.command_line, entry.game.title)
    _add_language(demo, "the language the game is played in, with its decks")

    printing = commands.add_parser("print", help="write a printable page to standard output")
    printable = {game_id: entry for game_id, entry in GAMES.items() if entry.printable}
    printing.add_argument(
        "what", choices=list(printable), help="; ".join(entry.printable.help for entry in printable.values() if entry.printable)
    )
    for entry in printable.values():
        if entry.printable:
            _add_options(printing, entry.printable.options, entry.game.title)
    _add_language(printing, "the page's language")

    replay = commands.add_parser("replay", help="replay a journal file and print its transcript")
    replay.add_argument("journal", type=Path)
    replay.add_argument("--json", action="store_true", help="print the final state as JSON instead")

    history = commands.add_parser("history", help="list the finished games with their scores, or export them")
    history.add_argument("--state-dir", help="where journals and the speech cache live")
    exports = history.add_mutually_exclusive_group()
    exports.add_argument("--csv", type=Path, metavar="FILE", help="write the games as a CSV table (one row per player)")
    exports.add_argument("--bgstats", type=Path, metavar="FILE", help="write the games as a BG Stats play file (JSON)")
    _add_language(history, "the language of the listing and the exports' headings")

    verify = commands.add_parser("verify", help="check every die, card and seat draw of an ended game against its seed")
    verify.add_argument("game", help="the game's number (as `referee history` lists it) or its journal file")
    verify.add_argument("--state-dir", help="where journals and the speech cache live")

    check = commands.add_parser("check", help="check every part (config, storage, buttons, sound, voice, service)")
    check.add_argument("--config", help="config file (default: /etc/table-referee/config.toml, then ~/.config)")
    check.add_argument("--state-dir", help="where journals and the speech cache live")
    check.add_argument("--no-sound", action="store_true", help="do not open the sound device or play anything")

    check_deck = commands.add_parser("check-deck", help="judge a deck file as ours are judged (docs/decks.md)")
    check_deck.add_argument("file", help="the deck's TOML file")

    audio = commands.add_parser("audio", help="list the sound devices, or try one with --test")
    audio.add_argument("--config", help="config file whose [audio] device is shown as selected")
    audio.add_argument(
        "--test",
        metavar="NAME",
        nargs="?",
        const="",
        default=None,
        help="speak a test line on this ALSA device (a name from the list; without NAME the configured one)",
    )
    return parser


def _add_language(command: argparse.ArgumentParser, what: str) -> None:
    """--language and --config on a command whose words follow the referee's language (docs/history.md)."""
    command.add_argument(
        "--language",
        choices=list(LANGUAGES),
        help=f"{what} (default: the config's [voice] language, else English)",
    )
    command.add_argument("--config", help="config file whose language is the default (as `play` finds it)")


def _language(args: argparse.Namespace) -> str:
    """The language asked for, else the config's (spoken only while the command runs: `language.speaking`)."""
    return args.language or load_config(find_config(args.config)).language


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
            with language.speaking(_language(args)):
                return _print_sheet(args)
        if args.command == "history":
            with language.speaking(_language(args)):
                return _history(args)
        if args.command == "verify":
            from device.app.verify import verify

            return verify(args.game, args.state_dir, print_line)
        if args.command == "check":
            from device.app.check import run_checks

            return run_checks(args.config, args.state_dir, sound=not args.no_sound, out=print_line)
        if args.command == "check-deck":
            from device.app.deck_check import main as check_deck

            return check_deck(args.file)
        if args.command == "audio":
            return _audio(args)
        return run_play(args)
    except (ConfigError, ContentError, JournalError, InvalidSettings, StartUpError) as error:
        print(f"referee: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the transcript was piped into `head` or the like
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        # A second Ctrl-C, or one before play listens for it: stop as `q` does, never with a traceback.
        if args.command == "play":
            print_line(_stopping())
        else:
            print("referee: interrupted", file=sys.stderr)
        return 130
    except OSError as error:
        # A file or folder that failed where no check looked: one line naming it, never a traceback.
        log.debug("the failure in full", exc_info=True)
        print(f"referee: {file_problem(error, _working_on(args))}", file=sys.stderr)
        return 2


def _working_on(args: argparse.Namespace) -> Path | str:
    """The file or folder a command works on, for an OSError that names none.

    A file the command was given (a journal to replay, a deck to check, an
    export or a record to write) comes first; else the state folder, where
    play, history, verify and check keep and read the games; else the
    config file (audio) or the built-in decks (demo, print).
    """
    for given in ("journal", "file", "csv", "bgstats", "record"):
        if getattr(args, given, None) is not None:
            return Path(getattr(args, given))
    if args.command == "verify" and Path(args.game).suffix:
        return Path(args.game)  # a journal file rather than a game's number
    if hasattr(args, "state_dir"):
        return state_dir(args.state_dir)
    if args.command == "audio":
        return getattr(args, "config", None) or "the config file"
    return "the referee's built-in decks"


def _stopping() -> str:
    return words("stopping")  # in the language being spoken


def _demo(args: argparse.Namespace) -> int:
    from device.app.demo import play_demo_in

    return play_demo_in(args.game, _demo_answers(args), args.seed, _language(args), print_line, args.record)


def _demo_answers(args: argparse.Namespace) -> dict[str, Any]:
    """Setup answers fixed on the command line; every other question takes its default."""
    answers: dict[str, Any] = {}
    if args.players is not None:
        answers["players"] = args.players
    for entry in GAMES.values():
        answers.update(_option_values(args, entry.command_line))
    return answers


def _add_options(parser: argparse.ArgumentParser, options: Sequence[CommandLineOption], title: str) -> None:
    """A game's own options on a command; a value its parse refuses ends the command with the fix (exit 2)."""
    for option in options:
        help_text = f"{title}: {option.help}"
        if option.switch:
            parser.add_argument(option.flag, dest=option.key, action="store_true", default=None, help=help_text)
            continue
        parser.add_argument(
            option.flag,
            dest=option.key,
            action="append" if option.repeatable else "store",
            type=_refusing(option.parse),
            choices=option.choices or None,
            help=help_text,
        )


def _refusing(parse: Callable[[str], Any]) -> Callable[[str], Any]:
    """The game's parse, its ValueError turned into argparse's refusal (the message is the fix)."""

    def parsed(given: str) -> Any:
        try:
            return parse(given)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    return parsed


def _option_values(args: argparse.Namespace, options: Sequence[CommandLineOption]) -> dict[str, Any]:
    """The options given (repeats of a repeatable one once each), by their answer keys."""
    values: dict[str, Any] = {}
    for option in options:
        given = getattr(args, option.key, None)
        if given is not None:
            values[option.key] = (
                [value for at, value in enumerate(given) if value not in given[:at]] if option.repeatable else given
            )
    return values


def _print_sheet(args: argparse.Namespace) -> int:
    printable = find(args.what).printable
    assert printable is not None  # argparse offers only games with a printable
    chosen = language.current()
    library = load_library(language=chosen)
    try:
        page = printable.sheet(library, lambda name: built_in_answers(name, chosen), _option_values(args, printable.options))
    except ValueError as error:
        print(f"referee: {error}", file=sys.stderr)
        return 2
    sys.stdout.write(page)
    return 0


def _audio(args: argparse.Namespace) -> int:
    """List the sound devices by name and kind, or speak a test line on one of them."""
    from device.sound.audio_devices import listing, read_cards, resolve_device, system_pcms

    config = load_config(find_config(args.config))
    cards = read_cards()
    if args.test is None:
        for line in listing(cards, system_pcms(), config.audio_device):
            print_line(line)
        return 0
    return _audio_test(resolve_device(args.test or config.audio_device, cards), config.audio_buffer, config.audio_rate)


def _audio_test(device: str, buffer_size: int, sample_rate: int) -> int:
    """Render the test line (in a child: espeak-ng may exit the process), then play it on ``device``."""
    import tempfile

    from device.sound.sound_probe import CHECK_CUE, TEST_LINE, play_on_device
    from device.sound.voice_probe import render_in_child

    shown = f'"{device}"' if device else "the default device"
    with tempfile.TemporaryDirectory(prefix="referee-audio-") as scratch:
        voice = render_in_child(TEST_LINE, Path(scratch))
        cue = None if voice.wav else CHECK_CUE
        result = play_on_device(device, wav=voice.wav, cue=cue, buffer_size=buffer_size, sample_rate=sample_rate)
    if not result.opened:
        print_line(f"{shown} did not open (SDL driver {result.driver}): {result.problem}")
        print_line("Run `referee audio` to list the devices and their names.")
        return 1
    heard = "the test line" if voice.wav else f"a chime (no speech: {voice.problem})"
    silent = "; SDL's dummy driver makes no sound" if result.driver == "dummy" else ""
    print_line(f"{shown} opened (SDL driver {result.driver}) and played {heard}{silent}.")
    if result.problem:
        print_line(f"But: {result.problem}.")
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
            print_line(line)
    return 0


def _history(args: argparse.Namespace) -> int:
    """List the finished games, or write them to a CSV or BG Stats file."""
    from device.storage.history import finished_games, seeded_games
    from device.storage.history_export import bgstats_json, history_csv
    from device.paths import games_dir

    games = games_dir(state_dir(args.state_dir))
    records = finished_games(games)
    target, text = (args.csv, history_csv(records)) if args.csv else (args.bgstats, bgstats_json(records))
    if target is None:
        if not records:
            print_line(words("shown-no-finished-games"))
        for record in records:
            print_line(_history_line(record))
        listed = {record.number for record in records}
        for seeded in seeded_games(games):
            if seeded.number not in listed:
                print_line(_dice_line(seeded))
        return 0
    if str(target) == "-":  # `--csv -`: standard output, for a pipe
        sys.stdout.write(text)
        sys.stdout.flush()
        return 0
    try:
        target.write_text(text, encoding="utf-8", newline="")  # the CSV keeps its own CRLF line ends
    except OSError as error:
        print(f"referee: {file_problem(error, target)}", file=sys.stderr)
        return 2
    print_line(words("shown-wrote-games", games=len(records), target=str(target)))
    return 0


def _history_line(record: Any) -> str:
    """One finished game: number, game, when, and every player's score, winners marked."""
    scores = ", ".join(
        words("shown-score-won" if placing.winner else "shown-score", name=placing.name, score=placing.score)
        for placing in record.placings
    )
    dice = words("shown-dice-told", fingerprint=record.fingerprint, seed=record.seed) if record.seed else ""
    when = f"{record.ended:%Y-%m-%d %H:%M}"
    return words("shown-finished-game", number=record.number, title=record.title, when=when, scores=scores) + dice


def _dice_line(game: Any) -> str:
    """A game not listed with scores (under way, or not played to its end): its dice, the seed once it is over."""
    if game.seed is None:  # under way: the seed is still secret
        return words("shown-game-under-way", number=game.number, title=game.title, fingerprint=game.fingerprint)
    return words("shown-game-unfinished", number=game.number, title=game.title, fingerprint=game.fingerprint, seed=game.seed)


if __name__ == "__main__":
    sys.exit(main())
