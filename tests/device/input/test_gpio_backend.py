"""Finding the header's GPIO chip, and telling a working lgpio from the empty placeholder.

lgpio has no test support of its own and is not installed off a Pi, so the
lgpio modules here are tiny stand-in modules: one shaped like the empty PyPI
placeholder (no functions at all) and one with the functions gpiozero calls.
"""

from __future__ import annotations

import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

import device.input.gpio_backend as gpio_backend
from device.input.gpio_backend import (
    check_backend,
    choose_header_chip,
    read_chip_labels,
    spoken_gpio_failure,
)
from tests.paths import REPO


# ------------------------------------------------------------ choosing the chip


def test_a_pi5_with_a_recent_kernel_has_the_header_on_chip_0() -> None:
    chips = [
        (0, "pinctrl-rp1"),
        (10, "gpio-brcmstb@107d508500"),
        (11, "gpio-brcmstb@107d508520"),
        (12, "gpio-brcmstb@107d517c00"),
    ]
    assert choose_header_chip(chips) == 0


def test_a_pi5_with_an_older_kernel_has_it_on_chip_4() -> None:
    chips = [
        (0, "gpio-brcmstb@107d508500"),
        (1, "gpio-brcmstb@107d508520"),
        (2, "gpio-brcmstb@107d517c00"),
        (3, "gpio-brcmstb@107d517c20"),
        (4, "pinctrl-rp1"),
    ]
    assert choose_header_chip(chips) == 4


def test_the_compatibility_link_read_as_a_second_chip_loses_to_the_real_one() -> None:
    assert choose_header_chip([(4, "pinctrl-rp1"), (0, "pinctrl-rp1")]) == 0


@pytest.mark.parametrize(
    ("chips", "expected"),
    [
        ([(0, "pinctrl-bcm2711"), (1, "raspberrypi-exp-gpio")], 0),  # Pi 4
        ([(1, "raspberrypi-exp-gpio"), (0, "pinctrl-bcm2835")], 0),  # Pi 3, Zero 2 W
        ([(0, "raspberrypi-exp-gpio"), (1, "pinctrl-bcm2711")], 1),  # order and number do not matter
        ([(0, "gpio-mockup-A"), (1, "")], None),  # not a Pi header at all
        ([], None),
    ],
)
def test_the_header_is_chosen_by_label(chips: list[tuple[int, str]], expected: int | None) -> None:
    assert choose_header_chip(chips) == expected


def test_labels_are_read_from_sysfs_when_the_chips_cannot_be_opened(tmp_path: Path) -> None:
    sys_root = tmp_path / "sys"
    for base, chip, label in ((512, 10, "gpio-brcmstb@107d508500"), (569, 0, "pinctrl-rp1")):
        entry = sys_root / "class" / "gpio" / f"gpiochip{base}"
        parent = tmp_path / "devices" / f"parent{chip}"
        (parent / f"gpiochip{chip}").mkdir(parents=True)
        entry.mkdir(parents=True)
        (entry / "label").write_text(label + "\n")
        (entry / "device").symlink_to(parent)
    dev = tmp_path / "dev"
    dev.mkdir()
    (dev / "gpiochip0").write_text("")  # a plain file: the ioctl fails, as on a chip we may not read
    (dev / "gpiochip4").symlink_to("gpiochip0")  # the udev compatibility link is skipped
    found = read_chip_labels(dev, sys_root)
    assert found == [(0, "pinctrl-rp1"), (10, "gpio-brcmstb@107d508500")]
    assert choose_header_chip(found) == 0


# ------------------------------------------------------------ is lgpio real?


def stub_lgpio(with_functions: bool, fail_open: str | None = None) -> types.ModuleType:
    module = types.ModuleType("lgpio")
    module.__file__ = "/stub/lgpio/__init__.py"
    if with_functions:
        opened: list[int] = []

        def gpiochip_open(chip: int) -> int:
            if fail_open:
                raise RuntimeError(fail_open)
            opened.append(chip)
            return 7

        module.gpiochip_open = gpiochip_open  # type: ignore[attr-defined]
        module.gpiochip_close = lambda handle: 0  # type: ignore[attr-defined]
        module.opened = opened  # type: ignore[attr-defined]
        # constants gpiozero's lgpio module reads when it is imported
        module.SET_PULL_NONE = 0  # type: ignore[attr-defined]
        module.SET_PULL_UP = 1  # type: ignore[attr-defined]
        module.SET_PULL_DOWN = 2  # type: ignore[attr-defined]
        module.RISING_EDGE, module.FALLING_EDGE, module.BOTH_EDGES = 1, 2, 3  # type: ignore[attr-defined]
    return module


def test_the_empty_placeholder_is_refused_with_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "lgpio", stub_lgpio(False))
    problem = check_backend(pi=False)
    assert problem is not None
    assert "has no gpiochip_open" in problem and "empty PyPI placeholder" in problem
    assert "sudo apt install python3-lgpio" in problem and "--system-site-packages" in problem


def test_a_real_looking_lgpio_passes_off_a_pi(monkeypatch: pytest.MonkeyPatch) -> None:
    module = stub_lgpio(True)
    monkeypatch.setitem(sys.modules, "lgpio", module)
    assert check_backend(pi=False) is None
    assert module.opened == []  # no chip is touched off a Pi


def test_a_missing_lgpio_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "lgpio", None)  # makes `import lgpio` fail
    problem = check_backend(pi=False)
    assert problem and "cannot be imported" in problem and "python3-lgpio" in problem


def test_on_a_pi_the_header_chip_is_really_opened(monkeypatch: pytest.MonkeyPatch) -> None:
    module = stub_lgpio(True)
    monkeypatch.setitem(sys.modules, "lgpio", module)
    monkeypatch.setattr(gpio_backend, "read_chip_labels", lambda: [(0, "pinctrl-rp1"), (10, "gpio-brcmstb")])
    assert check_backend(pi=True) is None
    assert module.opened == [0]


def test_on_a_pi_a_chip_that_will_not_open_is_a_problem_naming_the_group(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "lgpio", stub_lgpio(True, fail_open="'can not open gpiochip' Permission denied"))
    monkeypatch.setattr(gpio_backend, "read_chip_labels", lambda: [(4, "pinctrl-rp1")])
    problem = check_backend(pi=True)
    assert problem and "/dev/gpiochip4" in problem and "gpio group" in problem


def test_on_a_pi_without_a_header_chip_the_chips_seen_are_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "lgpio", stub_lgpio(True))
    monkeypatch.setattr(gpio_backend, "read_chip_labels", lambda: [(0, "gpio-mockup-A")])
    problem = check_backend(pi=True)
    assert problem and "gpiochip0 (gpio-mockup-A)" in problem


def run_module(stub_dir: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": f"{stub_dir}{os.pathsep}{REPO}"}
    return subprocess.run(
        [sys.executable, "-m", "device.input.gpio_backend"], capture_output=True, text=True, env=env, timeout=60, cwd=REPO
    )


def test_the_command_line_check_exits_1_on_the_placeholder_and_0_on_a_real_module(tmp_path: Path) -> None:
    """What the installer runs, with a stub lgpio package first on PYTHONPATH."""
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "lgpio.py").write_text("")  # lgpio-0.0.0.2-py3-none-any holds one empty lgpio.py
    result = run_module(empty)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "has no gpiochip_open" in result.stdout
    real = tmp_path / "real"
    real.mkdir()
    (real / "lgpio.py").write_text("def gpiochip_open(chip):\n    return 1\n\ndef gpiochip_close(handle):\n    return 0\n")
    result = run_module(real)
    if gpio_backend.on_a_pi():  # pragma: no cover - only on a Pi
        assert "GPIO backend:" in result.stdout
    else:
        assert result.returncode == 0, result.stdout + result.stderr
        assert "GPIO backend: ok" in result.stdout


# ------------------------------------------------------------ the factory


@pytest.fixture
def fresh_factory(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(gpio_backend, "_factory", None)
    yield
    gpio_backend._factory = None


def test_no_factory_of_ours_off_a_pi(fresh_factory: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GPIOZERO_PIN_FACTORY", raising=False)
    monkeypatch.setattr(gpio_backend, "on_a_pi", lambda: False)
    assert gpio_backend.pin_factory() is None


def test_another_backend_named_in_the_environment_is_left_alone(fresh_factory: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "mock")
    monkeypatch.setattr(gpio_backend, "on_a_pi", lambda: True)
    assert gpio_backend.pin_factory() is None


def test_on_a_pi_one_lgpio_factory_is_made_on_the_header_chip(fresh_factory: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    module = stub_lgpio(True)
    monkeypatch.setitem(sys.modules, "lgpio", module)
    monkeypatch.delitem(sys.modules, "gpiozero.pins.lgpio", raising=False)  # import it against the stand-in
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "lgpio")
    monkeypatch.setattr(gpio_backend, "on_a_pi", lambda: True)
    monkeypatch.setattr(gpio_backend, "header_chip", lambda: 0)
    factory = gpio_backend.pin_factory()
    assert type(factory).__name__ == "LGPIOFactory"
    assert factory.chip == 0
    assert module.opened == [0]
    assert gpio_backend.pin_factory() is factory  # shared by the buttons and the light
    factory.close()
    monkeypatch.delitem(sys.modules, "gpiozero.pins.lgpio", raising=False)


# ------------------------------------------------------------ what is said


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (AttributeError("module 'lgpio' has no attribute 'gpiochip_open'"), "missing or empty"),
        (AttributeError("module 'lgpio' has no attribute 'SET_BIAS_DISABLE'"), "missing or empty"),
        (RuntimeError("'can not open gpiochip' Permission denied"), "gpio group"),
        (RuntimeError("'can not open gpiochip'"), "gpio group"),
        (RuntimeError("GPIO busy"), "another program"),
        (RuntimeError("something odd"), "failed to start"),
    ],
)
def test_the_spoken_failure_names_the_cause_in_plain_words(error: BaseException, words: str) -> None:
    said = spoken_gpio_failure(error)
    assert words in said
    assert said.startswith("My buttons do not work:")
    assert "referee check" in said
    assert "/" not in said  # no paths read out loud
