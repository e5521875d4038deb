"""Adding a game is one module and one catalog line: a tiny game takes that path and is played.

Coin Race (tests/coin_race/, made by docs/architecture.md's "Adding a game")
is registered in the catalog for the test only, as a fifth game's one catalog
line would do it (the `coin_race_registered` fixture, tests/conftest.py), and
then played through the referee loop, the keyboard and the phone page, printed,
rendered ahead and exported, with nothing in device/ knowing its name.
tests/test_adding_a_game.py holds it to the checks the real games meet.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable
import pytest

from device.storage.journal import read
from engine.catalog import GAMES
from tests.table import Table


def two_players(table: Table, press: Callable[[], None]) -> None:
    """Setup as a table of two answers it: two players (`press` is OK), in the order offered."""
    table.wait_for("How many players? 4")
    table.press("down", "down")
    table.wait_for("2")
    press()
    table.wait_for("the order round the table?")
    press()


def test_a_registered_game_is_offered_and_played_through_the_device_loop(coin_race_registered: None, state_dir: Path) -> None:
    table = Table(state_dir, game=None)
    table.wait_for("Which game?")
    for _ in range(len(GAMES) - 1):  # the new game is the last on the menu
        table.press("up")
    table.wait_for("Coin Race")
    table.press("ok")
    two_players(table, lambda: table.press("ok"))
    table.wait_for("Coin Race. Let's play!")
    for _ in range(60):
        table.wait_for("'s flip.", after=len(table.heard()) - 3)  # "Press GO to flip the coin." the first time
        table.press("go")
        table.settle()
        if any("wins Coin Race!" in line for line in table.heard()):
            break
    table.wait_for("Another game?")
    table.stop()
    (journal,) = (state_dir / "games").glob("*-coin-race.jsonl")
    record = read(journal)
    assert record.finished and record.game == "coin-race"


def test_the_contract_holds_for_the_registered_game(coin_race_registered: None) -> None:
    from tests.engine.test_contract import play_at_random

    session = play_at_random("coin-race", seed=5)
    assert max(session.state.steps) == 3


def test_the_keyboard_and_a_phone_play_the_registered_game(coin_race_registered: None, state_dir: Path) -> None:
    """Two front ends on one referee: flips from keys typed and from the phone page's answers."""
    import http.cookiejar
    import json
    import os
    import queue
    import urllib.request
    from typing import Any

    from device.companion import start
    from device.input.keyboard import KeyboardButtons

    events: "queue.Queue[Any]" = queue.Queue()
    page = start(events.put, port=0, hosts=["127.0.0.1"], state_dir=state_dir)
    reading, writing = os.pipe()
    keys = KeyboardButtons(events, os.fdopen(reading))
    table = Table(state_dir, game="coin-race", events=events, listeners=[page.hub])
    keyboard = os.fdopen(writing, "w")
    phone = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def post(path: str, body: dict[str, Any]) -> Any:
        sent = urllib.request.Request(
            page.address + path,
            method="POST",
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json", "Origin": page.address.rstrip("/")},
        )
        return json.load(phone.open(sent))

    try:
        keys.start()
        assert post("join", {"code": page.access.code, "wants": "controller", "name": "Ann"})["ok"]
        two_players(table, lambda: (keyboard.write("o"), keyboard.flush()) and None)  # OK from the keyboard
        table.wait_for("Coin Race. Let's play!")
        flips = {"keyboard": 0, "phone": 0}
        for turn in range(60):
            table.settle()
            if any("wins Coin Race!" in line for line in table.heard()):
                break
            before = len(table.heard())
            picture = json.loads(page.hub.picture_json())
            if turn % 2:
                assert post("answer", {"question": picture["question"], "kind": "go"})["ok"]
                flips["phone"] += 1
            else:
                keyboard.write("g")
                keyboard.flush()
                flips["keyboard"] += 1
            table.wait_for(" is on ", after=before)  # the flip was taken and said
        table.wait_for("Another game?")
        assert flips["keyboard"] >= 3 and flips["phone"] >= 2
        assert "[not_now]" not in table.heard()
    finally:
        keyboard.write("q")
        keyboard.close()
        table.stop()
        page.stop()
    (journal,) = (state_dir / "games").glob("*-coin-race.jsonl")
    assert read(journal).finished


def test_the_registered_game_is_printed_rendered_ahead_and_exported(
    coin_race_registered: None, state_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from device.app.cli import main
    from device.sound.prerender import lines_to_render
    from device.paths import games_dir
    from device.storage.history import finished_games
    from device.storage.history_export import bgstats_json
    from tests.device.storage.test_history_export import play_to_the_end

    assert main(["print", "coin-race", "--rows", "3"]) == 0
    assert capsys.readouterr().out.count("<tr>") == 3
    with pytest.raises(SystemExit):
        main(["print", "coin-race", "--rows", "nine"])
    assert "give a number of rows from 1 to 8" in capsys.readouterr().err
    ahead = lines_to_render(["Ann", "Bo"], None)
    assert {"Coin Race", "Heads", "Tails"} <= set(ahead)
    folder = games_dir(state_dir)
    folder.mkdir(parents=True, exist_ok=True)
    play_to_the_end(folder, "coin-race", ("Ann", "Bo"), seed=3)
    play_to_the_end(folder, "scattergories", ("Ann", "Bo"), seed=3)
    exported = json.loads(bgstats_json(finished_games(folder)))
    numbers = {game["name"]: game["bggId"] for game in exported["games"]}
    assert numbers == {"Coin Race": 0, "Scattergories": 2381}  # a game not on BoardGameGeek is exported without a number
