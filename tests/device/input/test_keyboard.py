"""Keyboard buttons for machines without GPIO, read from a stream as a pipe would give them."""

from __future__ import annotations

import io
import queue
from typing import Any

import pytest

from device.input.keyboard import QUIT, KeyboardButtons
from device.input.prompt_driver import Press


def presses_for(typed: str) -> list[Any]:
    """Type the keys, and collect everything queued up to and including QUIT."""
    events: queue.Queue[Any] = queue.Queue()
    keyboard = KeyboardButtons(events, io.StringIO(typed))
    keyboard.start()
    found = []
    while True:
        event = events.get(timeout=2)
        found.append(event)
        if event == QUIT:
            break
    keyboard._thread.join(timeout=2)
    assert not keyboard._thread.is_alive()  # the reader stops after QUIT
    assert events.empty()
    return found


@pytest.mark.parametrize(
    ("key", "press"),
    [
        ("g", Press("go")),
        (" ", Press("go")),
        ("G", Press("go", held=True)),
        ("k", Press("up")),
        ("+", Press("up")),
        ("j", Press("down")),
        ("-", Press("down")),
        ("o", Press("ok")),
        ("\r", Press("ok")),
        ("\n", Press("ok")),
        ("O", Press("ok", held=True)),
        ("b", Press("back")),
        ("\x7f", Press("back")),
        ("\b", Press("back")),
        ("B", Press("back", held=True)),
    ],
)
def test_each_documented_key_gives_its_press(key: str, press: Press) -> None:
    assert presses_for(key) == [press, QUIT]


def test_a_run_of_keys_comes_out_in_order() -> None:
    assert presses_for("kkjoGg") == [
        Press("up"),
        Press("up"),
        Press("down"),
        Press("ok"),
        Press("go", held=True),
        Press("go"),
        QUIT,
    ]


def test_arrow_keys_step_up_and_down() -> None:
    assert presses_for("\x1b[A\x1b[B\x1b[A") == [Press("up"), Press("down"), Press("up"), QUIT]


def test_other_escape_sequences_are_swallowed_whole() -> None:
    # right and left arrows mean nothing; their final letters must not be read as keys
    assert presses_for("\x1b[C\x1b[Dg") == [Press("go"), QUIT]


def test_the_b_of_a_down_arrow_is_not_a_held_back() -> None:
    assert Press("back", held=True) not in presses_for("\x1b[B")


def test_unknown_keys_are_ignored() -> None:
    assert presses_for("xyz1?g") == [Press("go"), QUIT]


@pytest.mark.parametrize("stop", ["q", "\x03", "\x04"])
def test_q_and_control_keys_quit_and_nothing_after_them_is_read(stop: str) -> None:
    assert presses_for(f"g{stop}gkj") == [Press("go"), QUIT]


def test_end_of_input_quits() -> None:
    assert presses_for("") == [QUIT]
    assert presses_for("jj") == [Press("down"), Press("down"), QUIT]


def test_the_help_names_every_gesture_in_each_language() -> None:
    """Issue 37, point 8: the key help stayed English on a Spanish referee."""
    from engine.words import Words

    device = Words("device")
    for words in ("GO", "UP", "DOWN", "OK", "BACK", "q = quit"):
        assert words in device.said_in("en", "shown-keys-help")
    for words in ("GO", "UP", "DOWN", "OK", "BACK", "q = terminar", "Teclas"):
        assert words in device.said_in("es", "shown-keys-help")


def test_restore_terminal_undoes_single_key_mode_while_the_reader_is_blocked() -> None:
    """A stop by Ctrl-C or SIGTERM leaves the reader mid-read; the shell must still echo afterwards."""
    import os
    import pty
    import termios
    import time

    master, slave = pty.openpty()
    stream = os.fdopen(slave, "r", encoding="utf-8", closefd=False)
    events: queue.Queue[Any] = queue.Queue()
    try:
        keyboard = KeyboardButtons(events, stream)
        keyboard.start()
        deadline = time.monotonic() + 5
        while termios.tcgetattr(slave)[3] & termios.ICANON:  # wait for single-key mode
            assert time.monotonic() < deadline
            time.sleep(0.01)
        keyboard.restore_terminal()
        settings = termios.tcgetattr(slave)
        assert settings[3] & termios.ICANON and settings[3] & termios.ECHO
        os.close(master)  # the terminal goes away, as on a hang-up: the reader stops the game quietly
        assert events.get(timeout=5) == QUIT
        keyboard._thread.join(timeout=5)
        assert not keyboard._thread.is_alive()
    finally:
        stream.close()
        os.close(slave)


def test_restore_terminal_does_nothing_for_a_pipe() -> None:
    keyboard = KeyboardButtons(queue.Queue(), io.StringIO(""))
    keyboard.restore_terminal()  # nothing was changed, so nothing to put back
