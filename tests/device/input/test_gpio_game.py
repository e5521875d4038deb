"""A whole Rapid List game played on real gpiozero Buttons, through mock pins.

gpiozero's MockFactory stands in for the Pi's GPIO chip: the test pulls pins
low and high as fingers would, the real Button objects debounce and time the
presses, and the real referee loop runs the game from setup to the winner.
"""

from __future__ import annotations

import queue
import time
from pathlib import Path
from typing import Any

from gpiozero.pins.mock import MockFactory

from device.input.buttons import GpioButtons
from device.app.config import DEFAULT_PINS
from device.storage.journal import read
from engine.games.rapid_list.rules import GAME
from engine.session import Session
from tests.table import Table

HOLD = 0.15


def test_a_whole_game_on_mock_gpio_buttons(state_dir: Path, mock_factory: MockFactory) -> None:
    events: "queue.Queue[Any]" = queue.Queue()
    buttons = GpioButtons(DEFAULT_PINS, events, hold_time=HOLD, pin_factory=mock_factory)
    table = Table(state_dir, events=events)

    def tap(*names: str, held: bool = False) -> None:
        for name in names:
            pin = mock_factory.pin(DEFAULT_PINS[name])
            pin.drive_low()
            time.sleep(HOLD * 2 if held else 0.01)
            pin.drive_high()
            time.sleep(0.02)

    table.wait_for("How many players? 4")
    tap("down", "down")
    table.wait_for("2")
    tap("ok")
    table.wait_for("Are children playing?")
    tap("ok", held=True)  # hold OK: repeat, not confirm
    table.wait_for("Are children playing?", after=table.wait_for("Are children playing?") + 1)
    while not any(" asks." in line for line in table.heard()):
        tap("ok")
        table.settle()
    for round_number in range(12):
        start = table.wait_for(" asks.", after=len(table.heard()) - 5)
        tap("go")
        table.wait_for("[stop]", after=start)  # the buzzer: "Pencils down!" is round 1's alone
        table.settle()
        if round_number == 0:
            tap("up", "ok", "ok")  # bids 6 and 5
        else:
            tap("ok", "ok")  # each offered the last bid: 6 and 5 again
        table.wait_for("Every list reached its bid?", after=start)
        tap("ok")  # all valid
        table.settle()
        if any("wins Rapid List" in line or "share the victory" in line for line in table.heard()):
            break
    table.wait_for("Another game? Press GO to start it.")
    table.stop()
    buttons.close()

    record = read(sorted((state_dir / "games").glob("*.jsonl"))[0])
    assert record.finished
    session = Session(GAME, record.settings, record.inputs)
    assert session.state.phase == "over"
    bids = [given.value for given in record.inputs if given.kind == "number"]
    assert bids and set(bids) == {5, 6}
