"""The language a table picks at the menu, through the real program: it speaks it at once and after a restart."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.menu_languages import downs_to
from tests.referee_process import RunningReferee


def referee(state_dir: Path) -> RunningReferee:
    return RunningReferee(
        [sys.executable, "-m", "device.app.cli", "play", "--mute", "--keyboard", "--state-dir", str(state_dir)],
        {"TABLE_REFEREE_TIME_SCALE": "60"},
    )


def test_the_language_picked_at_the_menu_is_spoken_now_and_after_a_restart(tmp_path: Path) -> None:
    first = referee(tmp_path)
    first.wait_for("Which game?")
    for _ in range(downs_to("es", "en")):
        first.type("j")  # DOWN: the menu wraps, and after the games come the other languages
    first.wait_for("Español")
    first.type("o")
    first.wait_for("Ahora, en español.")
    first.wait_for("¿Qué juego?")
    first.type("q")
    assert first.quit() == 0
    assert json.loads((tmp_path / "language.json").read_text()) == {"language": "es", "config": "en"}
    second = referee(tmp_path)
    assert "¿Qué juego?" in second.next_line()  # the first thing said after the restart
    second.type("q")
    assert second.quit() == 0
