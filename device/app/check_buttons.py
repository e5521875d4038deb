"""`referee check`'s buttons: the GPIO backend, the pins, and at a terminal a press asked for on each button."""

from __future__ import annotations

import sys
import threading
from typing import Any, Callable, Mapping

from device.app.check_result import PHYSICAL_PIN, PRESS_TIMEOUT, PartResult, STOP_SERVICE
from device.app.config import Config


def gpio_backend_problem() -> str | None:
    """Why no GPIO pin library can be used, or None. The one place to swap for gpio_backend's check."""
    try:
        from device.input.gpio_backend import check_backend  # type: ignore[import-not-found, unused-ignore]  # the one place to swap (docstring)
    except ImportError:
        pass
    else:
        return check_backend()  # type: ignore[no-any-return, unused-ignore]  # a swapped-in check may be untyped
    try:
        from gpiozero import Device

        Device.ensure_pin_factory()
    except Exception as error:  # noqa: BLE001 - gpiozero raises several kinds; each means no pins
        return f"gpiozero has no working pin library ({error})"
    return None


def _pin_words(pin: int) -> str:
    physical = PHYSICAL_PIN.get(pin)
    return f"GPIO{pin} (physical pin {physical})" if physical else f"GPIO{pin}"


def check_buttons(
    config: Config,
    *,
    gpio: bool | None = None,
    interactive: bool | None = None,
    pin_factory: Any = None,
    prompt: Callable[[str, int], None] | None = None,
    press_timeout: float = PRESS_TIMEOUT,
) -> PartResult:
    """The GPIO backend, each button's pin, and with a terminal a "press it now" per button.

    ``prompt(button, pin)`` asks for a press (tests drive a mock pin there).
    """
    from device.input.buttons import gpio_present

    if gpio is None:
        gpio = gpio_present()
    pins = ", ".join(f"{name.upper()} GPIO{pin}" for name, pin in config.pins.items())
    if not gpio:
        return PartResult("buttons", True, f"no GPIO on this machine: the keyboard stands in (pins set: {pins})")
    problem = gpio_backend_problem() if pin_factory is None else None
    if problem:
        return PartResult(
            "buttons",
            False,
            f"the GPIO pin library does not work: {problem}",
            "run it from a folder you may write to (lgpio makes a file where it starts, e.g. cd /var/lib/table-referee); "
            "else run the installer again (sudo ./scripts/install-service.sh), which installs lgpio",
        )
    if interactive is None:
        interactive = sys.stdin.isatty() and sys.stdout.isatty()
    listed = f"{pins}; pin library {_factory_name(pin_factory)}"
    return _try_buttons(config.pins, listed, interactive, pin_factory, prompt or _ask_for_press, press_timeout)


def _factory_name(given: Any) -> str:
    """The pin library gpiozero will use, e.g. LGPIOFactory, so a wrong fallback is visible."""
    if given is not None:
        return type(given).__name__
    from gpiozero import Device

    return type(Device.pin_factory).__name__


def _ask_for_press(button: str, pin: int) -> None:
    print(f"        press {button.upper()} now ({_pin_words(pin)})...", flush=True)


def _try_buttons(
    pins: Mapping[str, int],
    listed: str,
    interactive: bool,
    factory: Any,
    prompt: Callable[[str, int], None],
    timeout: float,
) -> PartResult:
    from gpiozero import Button

    buttons: dict[str, Any] = {}
    try:
        for name, pin in pins.items():
            try:
                buttons[name] = Button(pin, pull_up=True, pin_factory=factory)
            except Exception as error:  # noqa: BLE001 - any pin library's refusal is a finding to report, not a crash
                return PartResult(
                    "buttons",
                    False,
                    f"{name.upper()} on {_pin_words(pin)} cannot be used ({error})",
                    f"check the pin number in the config; {STOP_SERVICE}",
                )
        stuck = [name for name, button in buttons.items() if button.is_pressed]
        if stuck:
            names = ", ".join(f"{n.upper()} on {_pin_words(pins[n])}" for n in stuck)
            return PartResult(
                "buttons",
                False,
                f"pins set ({listed}), but {names} reads as held down without a press",
                "that pin is joined to ground all the time: check the wiring and that the button is not stuck",
            )
        if not interactive:
            return PartResult("buttons", True, f"pins set ({listed}); press test skipped: no terminal")
        silent = [name for name, button in buttons.items() if not _answers(button, name, pins[name], prompt, timeout)]
    finally:
        for button in buttons.values():
            button.close()
    if silent:
        names = ", ".join(f"{n.upper()} ({_pin_words(pins[n])})" for n in silent)
        return PartResult(
            "buttons",
            False,
            f"no press came from {names} within {timeout:g} s",
            "check that each button joins its pin to a ground pin, and the pin numbers in the config (BCM numbers)",
        )
    return PartResult("buttons", True, f"pins set ({listed}); every button answered a press")


def _answers(button: Any, name: str, pin: int, prompt: Callable[[str, int], None], timeout: float) -> bool:
    """Ask for a press and wait for it; a press already over by the time we wait still counts."""
    pressed = threading.Event()
    button.when_pressed = pressed.set
    prompt(name, pin)
    answered = pressed.wait(timeout)
    button.when_pressed = None
    button.wait_for_release(timeout)  # so a held button is not taken for the next one's press
    return answered
