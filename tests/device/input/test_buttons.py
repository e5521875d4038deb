"""The GPIO buttons, driven through gpiozero's own MockFactory pins."""

from __future__ import annotations

import queue
import time
from collections.abc import Iterator
from typing import Any

import pytest
from gpiozero import Button
from gpiozero.exc import GPIOPinInUse
from gpiozero.pins.mock import MockFactory

from device.input.buttons import REPEAT_EVERY, GpioButtons
from device.app.config import DEFAULT_PINS
from device.input.prompt_driver import Press

HOLD = 0.15
SHORT = 0.03  # well under the hold time
LONG = HOLD + 0.1  # slightly longer than the hold time


@pytest.fixture
def events() -> queue.Queue[Any]:
    return queue.Queue()


@pytest.fixture
def buttons(mock_factory: MockFactory, events: queue.Queue[Any]) -> Iterator[GpioButtons]:
    made = GpioButtons(DEFAULT_PINS, events, hold_time=HOLD)
    yield made
    made.close()


def press(factory: MockFactory, pin: int, seconds: float) -> None:
    factory.pin(pin).drive_low()  # pressed: the button pulls the pin to ground
    time.sleep(seconds)
    factory.pin(pin).drive_high()


# The longest an expected event may take on a busy machine; a passing test never waits it out.
WAIT = 2.0


def drain(events: queue.Queue[Any], expected: int) -> list[Any]:
    """The `expected` events a press gives, each waited for on the queue, then any already behind them.

    Waited for, never slept for: a hold or a repeat comes from gpiozero's own
    thread and may come late under load, where a guessed sleep misses it. A
    release is reported on the thread that drives the pin, so anything a press
    gives beyond what is expected is already on the queue when this looks.
    """
    found = []
    for _ in range(expected):
        try:
            found.append(events.get(timeout=WAIT))
        except queue.Empty:
            break  # the assertion shows what is missing
    while True:
        try:
            found.append(events.get_nowait())
        except queue.Empty:
            return found


def test_a_short_press_of_go_is_one_press(buttons: GpioButtons, mock_factory: MockFactory, events: queue.Queue[Any]) -> None:
    press(mock_factory, DEFAULT_PINS["go"], SHORT)
    assert drain(events, 1) == [Press("go")]


def test_a_long_press_of_go_is_one_held_press_and_no_short_one(
    buttons: GpioButtons, mock_factory: MockFactory, events: queue.Queue[Any]
) -> None:
    press(mock_factory, DEFAULT_PINS["go"], LONG)
    assert drain(events, 1) == [Press("go", held=True)]


def test_nothing_is_reported_while_go_is_still_down(
    buttons: GpioButtons, mock_factory: MockFactory, events: queue.Queue[Any]
) -> None:
    mock_factory.pin(DEFAULT_PINS["go"]).drive_low()
    time.sleep(LONG)
    assert drain(events, 0) == []  # acted on at release, never on press
    mock_factory.pin(DEFAULT_PINS["go"]).drive_high()
    assert drain(events, 1) == [Press("go", held=True)]


def test_a_short_press_after_a_long_one_is_short_again(
    buttons: GpioButtons, mock_factory: MockFactory, events: queue.Queue[Any]
) -> None:
    press(mock_factory, DEFAULT_PINS["ok"], LONG)
    time.sleep(0.02)
    press(mock_factory, DEFAULT_PINS["ok"], SHORT)
    assert drain(events, 2) == [Press("ok", held=True), Press("ok")]


@pytest.mark.parametrize("name", ["ok", "back"])
def test_ok_and_back_tell_short_from_long(
    buttons: GpioButtons, mock_factory: MockFactory, events: queue.Queue[Any], name: str
) -> None:
    press(mock_factory, DEFAULT_PINS[name], SHORT)
    assert drain(events, 1) == [Press(name)]
    press(mock_factory, DEFAULT_PINS[name], LONG)
    assert drain(events, 1) == [Press(name, held=True)]


def test_up_steps_at_once_on_press(buttons: GpioButtons, mock_factory: MockFactory, events: queue.Queue[Any]) -> None:
    mock_factory.pin(DEFAULT_PINS["up"]).drive_low()
    assert events.get(timeout=0.1) == Press("up")  # before any release
    mock_factory.pin(DEFAULT_PINS["up"]).drive_high()
    assert drain(events, 0) == []  # the release adds nothing


def test_a_held_up_repeats_until_released(buttons: GpioButtons, mock_factory: MockFactory, events: queue.Queue[Any]) -> None:
    press(mock_factory, DEFAULT_PINS["up"], 2.5 * REPEAT_EVERY)
    got = drain(events, 3)  # the press and two repeats
    assert got[0] == Press("up")
    assert got[1:] == [Press("up", repeat=True)] * 2
    time.sleep(REPEAT_EVERY)
    assert drain(events, 0) == []  # released: the repeating stops


def test_a_held_down_repeats_too(buttons: GpioButtons, mock_factory: MockFactory, events: queue.Queue[Any]) -> None:
    press(mock_factory, DEFAULT_PINS["down"], 1.5 * REPEAT_EVERY)
    assert drain(events, 2) == [Press("down"), Press("down", repeat=True)]


def test_a_quick_tap_of_down_does_not_repeat(buttons: GpioButtons, mock_factory: MockFactory, events: queue.Queue[Any]) -> None:
    press(mock_factory, DEFAULT_PINS["down"], SHORT)
    assert drain(events, 1) == [Press("down")]


def test_pins_from_a_custom_mapping_are_honoured(mock_factory: MockFactory, events: queue.Queue[Any]) -> None:
    pins = {"go": 5, "up": 6, "down": 13, "ok": 19, "back": 26}
    made = GpioButtons(pins, events, hold_time=HOLD)
    try:
        press(mock_factory, 17, SHORT)  # the default GO pin is not wired now
        assert drain(events, 0) == []
        press(mock_factory, 5, SHORT)
        press(mock_factory, 6, SHORT)
        press(mock_factory, 13, SHORT)
        press(mock_factory, 19, SHORT)
        press(mock_factory, 26, SHORT)
        assert drain(events, 5) == [Press("go"), Press("up"), Press("down"), Press("ok"), Press("back")]
    finally:
        made.close()


def test_only_the_buttons_in_the_mapping_are_made(mock_factory: MockFactory, events: queue.Queue[Any]) -> None:
    made = GpioButtons({"go": 5}, events, hold_time=HOLD)
    try:
        assert set(made.buttons) == {"go"}
        press(mock_factory, 5, SHORT)
        assert drain(events, 1) == [Press("go")]
    finally:
        made.close()


def test_close_releases_the_pins(mock_factory: MockFactory, events: queue.Queue[Any]) -> None:
    made = GpioButtons(DEFAULT_PINS, events, hold_time=HOLD)
    with pytest.raises(GPIOPinInUse):
        Button(DEFAULT_PINS["go"])
    made.close()
    assert all(button.closed for button in made.buttons.values())
    again = [Button(pin) for pin in DEFAULT_PINS.values()]  # every pin is free again
    for button in again:
        button.close()
    press(mock_factory, DEFAULT_PINS["go"], SHORT)
    assert drain(events, 0) == []  # a closed GpioButtons reports nothing


def test_buttons_use_the_pin_factory_they_are_given(mock_factory: MockFactory, events: queue.Queue[Any]) -> None:
    """What device.input.gpio_backend.pin_factory() hands over (an LGPIOFactory on the header's chip on a Pi)."""
    own = MockFactory()
    made = GpioButtons({"go": 5}, events, hold_time=HOLD, pin_factory=own)
    try:
        assert made.buttons["go"].pin_factory is own
        press(mock_factory, 5, SHORT)  # the default factory's pin 5 is not the button
        assert drain(events, 0) == []
        press(own, 5, SHORT)
        assert drain(events, 1) == [Press("go")]
    finally:
        made.close()
        own.reset()
