"""`referee play`: start up (config, decks, state folder), hold the state folder, build the speaker, buttons or keys, the light and the phone page, and run the referee until a stop."""

from __future__ import annotations

import argparse
import dataclasses
import contextlib
import logging
import os
import queue
import random
import signal
import sys
import time
from dataclasses import replace
from pathlib import Path
from types import FrameType
from typing import Any, Callable, Iterator

from device.app import logs
from device.app.config import ConfigError, find_config, load_config
from device.app.printing import print_for_a_person, print_line
from device.app.steadiness import hold_steady
from device.paths import cache_dir, language_file, state_dir
from device.storage.language_choice import LanguageChoice
from device.storage.deck_reading import ContentError
from device.storage.library import load_library, user_deck_dirs
from device.storage.volume import HIGHEST, LOWEST
from engine import language
from engine.words import Words

log = logging.getLogger("table_referee")
words = Words("device")


class StartUpError(Exception):
    """Something read or made at start-up failed in a way no check foresaw; the message names file and fix."""


def file_problem(error: OSError, working_on: Path | str) -> str:
    """One line for an OSError: the file it names, what went wrong, and what a person can do.

    Some errors name no file (a failed write to an open file, a full card
    met by fsync): then the line names ``working_on``, the folder or file the
    caller was busy with, since "a file" tells a person nowhere to look.
    """
    named = error.filename if error.filename is not None else working_on
    why = error.strerror or str(error)
    return (
        f"{named}: {why}. Fix: check that it exists, is a file or a folder as expected, that the referee's user "
        "may read and write it, and that the card is not full or read-only."
    )


def run_play(args: argparse.Namespace) -> int:
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
    working_on: Path | str = args.config or "the config file"  # named in the message if an OSError names no file
    try:
        config_path = find_config(args.config)
        working_on = config_path or working_on
        config = load_config(config_path)
        state = working_on = state_dir(args.state_dir)
        state.mkdir(parents=True, exist_ok=True)
        logs.keep_in(state)
        # The decks of the language spoken: the config's, or the one the table picked at the menu since.
        working_on = language_file(state)
        chosen = LanguageChoice(working_on, config.language).load()
        working_on = " and ".join(str(folder) for folder in user_deck_dirs())
        library = _library_in(chosen)
    except (ConfigError, ContentError):
        raise
    except OSError as error:
        raise StartUpError(file_problem(error, working_on)) from None
    except Exception as error:
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
    from device.input.buttons import gpio_present
    from device.input.gpio_backend import spoken_gpio_failure
    from device.health import Health
    from device.input.keyboard import KeyboardButtons
    from device.referee.runtime import Referee
    from device.referee.status import button_answers
    from device.sound.speaker import Speaker

    health = Health()  # sound and voice report here; STATUS= and the light show it
    choice = LanguageChoice(language_file(state), config.language)
    language.use(choice.load())  # the device's own words, setup, and every new game (its decks are loaded)
    speaker = Speaker(
        cache_dir=cache_dir(state),
        voice=config.espeak_voice,
        voices=config.espeak_voices,  # each language its own voice (device/sound/voices/by_language.py)
        home=config.language,
        rate=config.rate,
        volume=config.volume,
        audio_buffer=config.audio_buffer,
        audio_rate=config.audio_rate,
        audio_device=config.audio_device,
        health=health,
        mute=args.mute,
        engine=config.engine,
        model=config.models or config.model,
    )
    speaker.start()
    speaker.keep_ready(button_answers(LOWEST, HIGHEST))  # UP/DOWN's answers start without decoding
    buttons = light = keyboard = None
    if gpio_present() and not args.keyboard:
        try:
            buttons, light = _gpio(config, events)
        except Exception as error:  # noqa: BLE001 - gpiozero raises many kinds; any of them means no buttons
            log.error("the GPIO buttons could not be set up: %s", error)
            if not sys.stdin.isatty():
                log.error("no terminal to take keys from either; stopping so the service manager sees the failure")
                _say_and_wait(speaker, spoken_gpio_failure(error))
                speaker.close()
                return 3
            _say_and_wait(speaker, spoken_gpio_failure(error) + " " + words("keyboard-stands-in"))
    if buttons is None:
        keyboard = KeyboardButtons(events)
        keyboard.start()
        print(words("shown-keys-help"), file=sys.stderr)  # in the device's language, as the menu is
        if logs.keep_in_file():
            print(f"The log: {state / logs.LOG_NAME}", file=sys.stderr)
    ahead = render_ahead(speaker, config, library, state)

    def in_language(code: str) -> tuple[Any, Any]:
        """The table picked a language at the menu: its decks and seat names, remembered, rendered ahead."""
        nonlocal ahead
        chosen = replace(config, language=code)
        decks = _library_in(code)
        choice.save(code)
        with language.speaking(code):
            speaker.keep_ready(button_answers(LOWEST, HIGHEST))
        ahead.stop()  # the other language's lines wait for their turn; this one's are wanted now
        ahead = render_ahead(speaker, chosen, decks, state, spoken=code)
        return decks, chosen.defaults()

    rng = random.Random(args.seed) if args.seed is not None else random.SystemRandom()
    companion = _companion(config, events, state, speaker) if config.companion else None
    referee = Referee(
        clock=_clock(),
        clock_rate=_time_scale(),
        library=library,
        defaults=dataclasses.replace(config.defaults(), teaching=args.teaching or config.teaching),
        speaker=speaker,
        events=events,
        state_dir=state,
        rng=rng,
        # At the keyboard on a terminal a person reads the sounds as words; a pipe keeps the tags.
        out=print_for_a_person if buttons is None and sys.stdout.isatty() else print_line,
        light=light,
        volume=config.volume,
        health=health,
        listeners=[companion.hub] if companion else [],
        in_language=in_language,
    )
    hold_steady()  # after start-up, before the first press: see device/app/steadiness.py
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
    from device.companion import start

    try:
        return start(events.put, port=config.companion_port, clock_rate=_time_scale(), state_dir=state)
    except OSError as error:
        log.error("the phone page could not start on port %d: %s", config.companion_port, error)
        _say_and_wait(speaker, words("companion-failed"))
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
    buttons = GpioButtons(config.pins, events, bounce_time=config.bounce_time, hold_time=config.hold_time, pin_factory=factory)
    log.info("buttons on GPIO pins %s", config.pins)
    light = None
    if config.light_pin is not None:
        light = StatusLight(config.light_pin, pwm=config.light_pwm, pin_factory=factory)
        log.info("status light on GPIO pin %d", config.light_pin)
    return buttons, light


def _say_and_wait(speaker: Any, line: str) -> None:
    """Say a line and give it time to be heard: the process may be about to exit."""
    print_line(line)
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


def _library_in(code: str) -> Any:
    """The built-in and the user's decks in a language (a broken user deck is passed over and logged)."""
    return load_library(user_folders=user_deck_dirs(), skip_broken_user_decks=True, language=code)


def render_ahead(speaker: Any, config: Any, library: Any, state: Path, spoken: str | None = None) -> Any:
    """Everything known in advance, rendered in the background at low priority (device/sound/prerender.py).

    ``spoken``: the language the lines are in, when not the device's (the
    table just picked it): the lines are listed and rendered in it.
    """
    from device.sound.prerender import Prerenderer, lines_to_render

    names = config.seat_names

    def lines() -> Any:
        with language.speaking(spoken):
            return lines_to_render(names, library)

    def submit(texts: Any) -> Any:
        with language.speaking(spoken):
            return speaker.prerender(texts)

    prerenderer = Prerenderer(
        lines,
        submit,
        cache_dirs=[cache_dir(state)],
        label=config.engine,
    )
    prerenderer.start()
    return prerenderer
