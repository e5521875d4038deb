"""The status light, on gpiozero's own MockFactory pins (MockPWMPin for the PWM LED)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from gpiozero import LED, PWMLED
from gpiozero.pins.mock import MockFactory, MockPWMPin

import device.app.status_light as status_light
from device.app.status_light import MODES, StatusLight, mode_for

PIN = 25


@pytest.fixture
def pwm_factory(mock_factory: MockFactory) -> Iterator[MockFactory]:
    """The same fresh factory, but with pins that accept PWM values."""
    mock_factory.pin_class = MockPWMPin
    yield mock_factory


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """The slow pattern shortened so a test sees two periods in under a second."""
    monkeypatch.setattr(status_light, "SLOW_ON", 0.2)
    monkeypatch.setattr(status_light, "SLOW_OFF", 0.2)


def changes(factory: MockFactory) -> list[tuple[float, float]]:
    """(time, value) each time the pin's output changed, from the pin's own record.

    MockPin stamps each state with the time since the previous change, so the
    stamps are added up to get times since the pin was made.
    """
    seen: list[tuple[float, float]] = []
    now = 0.0
    for entry in factory.pin(PIN).states:
        now += entry.timestamp
        if not seen or float(entry.state) != seen[-1][1]:
            seen.append((now, float(entry.state)))
    return seen


def test_ready_is_steady_on(mock_factory: MockFactory) -> None:
    light = StatusLight(PIN)
    light.show("ready")
    time.sleep(0.3)
    assert isinstance(light.led, LED) and not isinstance(light.led, PWMLED)
    assert mock_factory.pin(PIN).state == 1
    assert [value for _, value in changes(mock_factory)] == [0.0, 1.0]  # switched on once, never blinked
    light.close()


def test_trouble_blinks_fast_on_and_off(mock_factory: MockFactory) -> None:
    light = StatusLight(PIN)
    light.show("trouble")
    time.sleep(0.65)
    light.close()
    seen = changes(mock_factory)
    ons = [t for t, value in seen if value == 1.0]
    assert len(ons) >= 3, seen
    gaps = [b - a for a, b in zip(ons, ons[1:])]
    assert all(abs(gap - (status_light.FAST_ON + status_light.FAST_OFF)) < 0.1 for gap in gaps), gaps


def test_timer_blinks_slowly_on_a_plain_led(mock_factory: MockFactory, quick: None) -> None:
    light = StatusLight(PIN)
    light.show("timer")
    time.sleep(0.9)
    light.close()
    ons = [t for t, value in changes(mock_factory) if value == 1.0]
    assert len(ons) >= 2
    assert all(abs((b - a) - 0.4) < 0.1 for a, b in zip(ons, ons[1:]))


def test_the_slow_pattern_is_much_slower_than_the_trouble_blink() -> None:
    assert status_light.SLOW_ON >= 5 * status_light.FAST_ON
    assert status_light.SLOW_OFF >= 5 * status_light.FAST_OFF


def test_timer_pulses_on_a_pwm_led(pwm_factory: MockFactory, quick: None) -> None:
    light = StatusLight(PIN, pwm=True, pin_factory=pwm_factory)
    assert isinstance(light.led, PWMLED)
    light.show("timer")
    time.sleep(0.9)
    light.close()
    values = [value for _, value in changes(pwm_factory)]
    between = [v for v in values if 0.0 < v < 1.0]
    assert len(between) > 10, values  # a fade, not an on/off blink
    assert max(values) == pytest.approx(1.0, abs=0.1)
    peaks = [i for i in range(1, len(values) - 1) if values[i - 1] < values[i] >= values[i + 1] and values[i] > 0.9]
    assert len(peaks) >= 2, values  # it rises and falls again: a pulse, twice in 0.9 s


def test_trouble_on_a_pwm_led_is_a_hard_blink(pwm_factory: MockFactory) -> None:
    light = StatusLight(PIN, pwm=True, pin_factory=pwm_factory)
    light.show("trouble")
    time.sleep(0.45)
    light.close()
    values = {value for _, value in changes(pwm_factory)}
    assert values == {0.0, 1.0}


def test_showing_the_same_mode_again_does_not_restart_it(mock_factory: MockFactory) -> None:
    light = StatusLight(PIN)
    light.show("trouble")
    time.sleep(0.05)
    before = len(changes(mock_factory))
    light.show("trouble")
    assert len(changes(mock_factory)) == before
    light.close()


def test_off_then_close_leave_it_dark_and_free_the_pin(mock_factory: MockFactory) -> None:
    light = StatusLight(PIN)
    light.show("ready")
    light.show("off")
    assert mock_factory.pin(PIN).state == 0
    light.show("trouble")
    time.sleep(0.05)
    light.close()
    time.sleep(0.25)
    assert mock_factory.pin(PIN).state == 0
    assert light.led.closed
    assert light.mode == "off"
    light.show("ready")  # a late call after close is harmless
    assert mock_factory.pin(PIN).state == 0
    LED(PIN).close()  # and the pin is free again


def test_an_unknown_mode_is_refused(mock_factory: MockFactory) -> None:
    light = StatusLight(PIN)
    with pytest.raises(ValueError, match="ready, timer, trouble, off"):
        light.show("party")
    light.close()


def test_mode_for_puts_stopped_before_trouble_before_the_timer() -> None:
    assert mode_for() == "ready"
    assert mode_for(timer=True) == "timer"
    assert mode_for(timer=True, trouble=True) == "trouble"
    assert mode_for(running=False, trouble=True, timer=True) == "off"
    assert set(MODES) == {"ready", "timer", "trouble", "off"}
