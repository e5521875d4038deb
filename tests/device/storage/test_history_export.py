"""The history of finished games: read back from the journals, listed, and exported as CSV and for BG Stats."""

from __future__ import annotations

import csv
import io
import json
import os
import random
from datetime import datetime, timezone
from pathlib import Path

import pytest

from device.app.cli import main
from device.storage.history import FinishedGame, finished_games
from device.storage.history_export import COLUMNS, bgstats_json, history_csv
from device.storage.shelf import Shelf
from device.storage.library import load_library
from device.paths import games_dir
from engine.catalog import GAMES
from engine.core import GameOver, Placing
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults, answer_all
from engine.words import Words

LIBRARY = load_library()
DEVICE = Words("device")
ME = DEVICE.said_in("en", "shown-exported-by")
CSV_COLUMNS = tuple(DEVICE.said_in("en", column) for column in COLUMNS)
# Names a CSV or JSON writer could get wrong: a comma, quotes, accents, a non-Latin script, an emoji.
AWKWARD = ('Zoë "Z" O\'Neil, Jr.', "Łukasz", "山田 花子", "Ann 🎲")
ENDED = datetime(2026, 11, 22, 19, 30, tzinfo=timezone.utc)


def play_to_the_end(games: Path, game_id: str, names: tuple[str, ...], seed: int, *, finish: bool = True) -> None:
    """A whole game of random legal inputs, journaled as the referee would."""
    entry = GAMES[game_id]
    settings = answer_all(entry.setup(LIBRARY, Defaults()), {}) | {"names": list(names)}
    session = Session(entry.game, settings)
    journal = Shelf(games).create(game_id, settings)
    chooser = RandomChooser(random.Random(seed))
    while not isinstance(session.prompt, GameOver):
        given = legal_input(session.prompt, chooser, lambda: entry.virtual_player(session.state))  # type: ignore[misc]
        session.apply(given)
        journal.append(given)
        if not finish and len(session.inputs) > 5:
            break  # the table left the game early
    journal.finish()
    journal.close()


@pytest.fixture
def games(state_dir: Path) -> Path:
    folder = games_dir(state_dir)
    folder.mkdir(parents=True, exist_ok=True)
    play_to_the_end(folder, "scattergories", AWKWARD[:3], seed=1)
    play_to_the_end(folder, "rapido", AWKWARD[1:], seed=2)
    play_to_the_end(folder, "dabble", ("Red", "Blue"), seed=3, finish=False)  # left early: not listed
    play_to_the_end(folder, "rapid-list", ("Red", "Blue", AWKWARD[0]), seed=4)
    for journal in folder.glob("*.jsonl"):
        os.utime(journal, (ENDED.timestamp(), ENDED.timestamp()))
    return folder


def test_finished_games_are_read_back_from_the_journals(games: Path) -> None:
    records = finished_games(games)
    assert [(record.number, record.game) for record in records] == [(1, "scattergories"), (2, "rapido"), (4, "rapid-list")]
    assert [placing.name for placing in records[0].placings] == list(AWKWARD[:3])
    assert all(record.winners and record.ended == ENDED for record in records)


def test_an_unreadable_journal_is_left_out_and_the_rest_listed(games: Path) -> None:
    (games / "000009-scattergories.jsonl").write_bytes(b"\x00 not a journal")
    assert len(finished_games(games)) == 3
    assert finished_games(games / "no such folder") == []


def test_the_csv_parses_back_to_the_records(games: Path) -> None:
    records = finished_games(games)
    rows = list(csv.DictReader(io.StringIO(history_csv(records), newline="")))
    assert tuple(rows[0]) == CSV_COLUMNS
    expected = [
        {
            "game_number": str(record.number),
            "ended_utc": "2026-11-22T19:30:00Z",
            "game": record.title,
            "game_id": record.game,
            "seat": str(seat),
            "player": placing.name,
            "score": str(placing.score),
            "winner": "yes" if placing.winner else "no",
            "minutes": "",
        }  # the fixture's start comes after ENDED
        for record in records
        for seat, placing in enumerate(record.placings, start=1)
    ]
    assert rows == expected
    assert {row["player"] for row in rows} >= set(AWKWARD)


def test_the_bgstats_file_has_what_the_format_needs(games: Path) -> None:
    records = finished_games(games)
    document = json.loads(bgstats_json(records, zone=timezone.utc))
    assert set(document) >= {"players", "locations", "games", "plays"}
    players = {player["id"]: player["name"] for player in document["players"]}
    assert set(players.values()) == {placing.name for record in records for placing in record.placings} | {ME}
    me = document["userInfo"]["meRefId"]
    assert players[me] == ME and not any(
        score["playerRefId"] == me for play in document["plays"] for score in play["playerScores"]
    )  # the importer is in no play
    assert {game["name"]: game["bggId"] for game in document["games"]} == {"Rapid List": 0, "Rapido": 0, "Scattergories": 2381}
    assert sorted(game["name"] for game in document["games"]) == ["Rapid List", "Rapido", "Scattergories"]
    for field in ("id", "uuid", "name", "highestWins", "noPoints", "cooperative"):
        assert all(field in game for game in document["games"])
    location_ids = {location["id"] for location in document["locations"]}
    game_ids = {game["id"]: game["name"] for game in document["games"]}
    assert len(document["plays"]) == len(records)
    for play, record in zip(document["plays"], records):
        assert play["playDate"] == "2026-11-22 19:30:00"
        assert play["locationRefId"] in location_ids
        assert game_ids[play["gameRefId"]] == record.title
        scores = [(players[score["playerRefId"]], int(score["score"]), score["winner"]) for score in play["playerScores"]]
        assert scores == [(placing.name, placing.score, placing.winner) for placing in record.placings]
        assert [score["seatOrder"] for score in play["playerScores"]] == list(range(1, len(record.placings) + 1))
        assert len(play["uuid"]) == 36


def test_the_bgstats_file_is_the_same_every_time_and_keeps_unicode() -> None:
    record = FinishedGame(7, "dabble", "Dabble", ENDED, (Placing(AWKWARD[2], 510, True), Placing(AWKWARD[3], 480, False)))
    text = bgstats_json([record], zone=timezone.utc)
    assert text == bgstats_json([record], zone=timezone.utc)
    assert AWKWARD[2] in text  # written as itself, not as \\u escapes
    ranks = [score["rank"] for score in json.loads(text)["plays"][0]["playerScores"]]
    assert ranks == [1, 2]


def test_no_games_exports_empty_files() -> None:
    assert history_csv([]) == ",".join(CSV_COLUMNS) + "\r\n"
    assert json.loads(bgstats_json([]))["plays"] == []


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_the_command_lists_finished_games_with_scores(games: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["history", "--state-dir", str(games.parent)], capsys)
    assert status == 0
    lines = out.splitlines()
    assert len(lines) == 3
    assert lines[0].startswith("1. Scattergories, 2026-11-22 19:30 UTC: ")
    assert all(name in lines[0] for name in AWKWARD[:3]) and "(won)" in lines[0]


def test_the_command_writes_the_exports(games: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    table, plays = tmp_path / "games.csv", tmp_path / "plays.bgsplay"
    assert run(["history", "--state-dir", str(games.parent), "--csv", str(table)], capsys)[:2] == (
        0,
        f"Wrote 3 finished games to {table}.\n",
    )
    assert run(["history", "--state-dir", str(games.parent), "--bgstats", str(plays)], capsys)[0] == 0
    assert table.read_bytes().decode("utf-8") == history_csv(finished_games(games))
    assert len(json.loads(plays.read_text(encoding="utf-8"))["plays"]) == 3


def test_the_command_with_no_games_and_an_unwritable_file(state_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["history", "--state-dir", str(state_dir)], capsys)[:2] == (0, "No finished games yet.\n")
    status, _, err = run(["history", "--state-dir", str(state_dir), "--csv", str(state_dir)], capsys)
    assert status == 2 and err.startswith(f"referee: {state_dir}: ") and "Fix:" in err


def test_csv_and_bgstats_cannot_both_be_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["history", "--csv", "a.csv", "--bgstats", "b.json"])


# ------------------------------------------------------------ issue 21, item 12


def test_names_a_spreadsheet_would_run_as_formulas_are_written_as_text() -> None:
    hostile = ('=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tTab", "Ann")
    record = FinishedGame(3, "rapido", "Rapido", ENDED, tuple(Placing(name, 5, False) for name in hostile))
    rows = list(csv.DictReader(io.StringIO(history_csv([record]), newline="")))
    assert [row["player"] for row in rows] == ["'" + name for name in hostile[:5]] + ["Ann"]
    assert all(not row["player"].startswith(("=", "+", "-", "@", "\t")) for row in rows)
    assert [row["score"] for row in rows] == ["5"] * 6  # numbers stay numbers


def test_csv_dash_writes_to_standard_output_not_a_file_named_dash(
    games: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, _ = run(["history", "--state-dir", str(games.parent), "--csv", "-"], capsys)
    assert status == 0 and out == history_csv(finished_games(games))
    assert not (tmp_path / "-").exists()


def test_the_bgstats_play_lasts_from_the_journals_start_to_its_end(games: Path) -> None:
    from device.storage.journal import header_copy

    for journal in games.glob("*.jsonl"):
        started = ENDED.timestamp() - 47 * 60
        os.utime(header_copy(journal), (started, started))
    records = finished_games(games)
    assert all(record.started is not None for record in records)
    document = json.loads(bgstats_json(records, zone=timezone.utc))
    assert [play["durationMin"] for play in document["plays"]] == [47, 47, 47]
    rows = list(csv.DictReader(io.StringIO(history_csv(records), newline="")))
    assert {row["minutes"] for row in rows} == {"47"}


# ------------------------------------------------------------ issue 25, item 5: the exports speak the referee's language


def test_a_spanish_export_is_spanish_and_imports_as_the_same_plays_as_an_english_one() -> None:
    from engine import language

    record = FinishedGame(7, "dabble", "Dabble", ENDED, (Placing("Ana", 510, True), Placing("Beto", 480, False)))
    with language.speaking("es"):
        rows = list(csv.reader(io.StringIO(history_csv([record]), newline="")))
        plays = json.loads(bgstats_json([record], zone=timezone.utc))
    assert rows == [
        ["partida", "fin_utc", "juego", "id_juego", "asiento", "jugador", "puntos", "ganador", "minutos"],
        ["7", "2026-11-22T19:30:00Z", "Dabble", "dabble", "1", "Ana", "510", "sí", ""],
        ["7", "2026-11-22T19:30:00Z", "Dabble", "dabble", "2", "Beto", "480", "no", ""],
    ]
    assert plays["about"] == DEVICE.said_in("es", "shown-export-about")
    assert plays["locations"][0]["name"] == "Árbitro de mesa"
    me = {player["id"]: player for player in plays["players"]}[plays["userInfo"]["meRefId"]]
    assert me["name"] == "Árbitro de mesa (exportado)"
    english = json.loads(bgstats_json([record], zone=timezone.utc))  # the same games, exported in English
    assert english["about"].startswith("Finished games exported by Table Referee.")
    assert [player["uuid"] for player in english["players"]] == [player["uuid"] for player in plays["players"]]
    assert english["locations"][0]["uuid"] == plays["locations"][0]["uuid"]
    assert history_csv([record]).startswith(",".join(CSV_COLUMNS) + "\r\n")


def test_the_command_speaks_the_language_asked_for_else_the_config_s(
    games: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = str(games.parent)
    status, out, _ = run(["history", "--state-dir", folder, "--language", "es"], capsys)
    assert status == 0 and out.splitlines()[0].startswith("1. Scattergories, 2026-11-22 19:30 UTC: ")
    assert "(ganó)" in out and "(won)" not in out
    spanish_config = tmp_path / "config.toml"
    spanish_config.write_text('[voice]\nlanguage = "es"\n', encoding="utf-8")
    table = tmp_path / "partidas.csv"
    status, out, _ = run(["history", "--state-dir", folder, "--config", str(spanish_config), "--csv", str(table)], capsys)
    assert (status, out) == (0, f"Listo: 3 partidas terminadas en {table}.\n")
    assert table.read_text(encoding="utf-8").startswith("partida,fin_utc,juego,")
    status, out, _ = run(["history", "--state-dir", folder, "--config", str(spanish_config), "--language", "en"], capsys)
    assert "(won)" in out  # --language wins over the config
    empty = tmp_path / "empty"
    empty.mkdir()
    assert run(["history", "--state-dir", str(empty), "--language", "es"], capsys)[1] == "Aún no hay partidas terminadas.\n"
