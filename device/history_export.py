"""The finished games as files other tools read: a CSV table, and a play file for BG Stats.

Both take the records `device.history.finished_games` reads back and return
text; nothing here touches the disk, the clock or the network, so the command
line and the phone page export exactly the same thing.

The CSV has one row per player per game (RFC 4180, as Python's csv module
writes it), so a spreadsheet can sum, filter and chart it.

The BG Stats file follows the layout of the app's play files (`.bgsplay`): four
lists, `players`, `locations`, `games` and `plays`, where each play points at
its game and location by id and lists `playerScores`, each pointing at a
player. Board Game Stats' own documentation (bgstatsapp.com) describes only its
single-play import link; the file layout here is the one the app writes in its
own play files and exports, as published examples show. docs/history.md names
the sources. Ids and uuids are derived from the names and game numbers, so
exporting twice gives the same file and a re-import matches what is there.
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from datetime import datetime, tzinfo
from typing import Any, Iterable, Sequence

from device.history import FinishedGame

# Columns of the CSV, in order.
CSV_COLUMNS = ("game_number", "ended_utc", "game", "game_id", "seat", "player", "score", "winner")

# Where the plays were played, for BG Stats: the referee itself.
LOCATION = "Table Referee"

# Uuids are derived from names in this namespace, so the same name is the same uuid in every export.
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "urn:table-referee:history")

ABOUT = "Finished games exported by Table Referee. Open this file with Board Game Stats to import the plays."


def history_csv(records: Iterable[FinishedGame]) -> str:
    """One row per player per finished game, with a header row."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    for record in records:
        for seat, placing in enumerate(record.placings, start=1):
            ended = record.ended.strftime("%Y-%m-%dT%H:%M:%SZ")
            writer.writerow(
                (record.number, ended, record.title, record.game, seat, placing.name, placing.score,
                 "yes" if placing.winner else "no")
            )
    return out.getvalue()


def bgstats_json(records: Sequence[FinishedGame], *, location: str = LOCATION, zone: tzinfo | None = None) -> str:
    """The plays as a BG Stats play file (players, locations, games, plays with playerScores).

    BG Stats writes its dates as local wall-clock time without a zone;
    `zone` is the zone to show them in (default: this machine's).
    """
    records = list(records)
    players = _numbered(placing.name for record in records for placing in record.placings)
    games = _numbered(record.title for record in records)
    newest = max((record.ended for record in records), default=None)
    stamp = _local(newest, zone) if newest else ""
    document: dict[str, Any] = {
        "about": ABOUT,
        "players": [
            {"id": number, "uuid": _uuid("player", name), "name": name, "isAnonymous": False,
             "modificationDate": stamp, "bggUsername": ""}
            for name, number in players.items()
        ],
        "locations": [{"id": 1, "uuid": _uuid("location", location), "name": location, "modificationDate": stamp}],
        "games": [
            {"id": number, "uuid": _uuid("game", title), "name": title, "modificationDate": stamp,
             "cooperative": False, "highestWins": True, "noPoints": False, "usesTeams": False}
            for title, number in games.items()
        ],
        "plays": [_play(record, players, games[record.title], zone) for record in records],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _play(record: FinishedGame, players: dict[str, int], game: int, zone: tzinfo | None) -> dict[str, Any]:
    when = _local(record.ended, zone)
    return {
        "uuid": _uuid("play", f"{record.number}/{record.game}/{record.ended.isoformat()}"),
        "modificationDate": when,
        "entryDate": when,
        "playDate": when,
        "usesTeams": False,
        "durationMin": 0,  # the journals keep no clock time, so the length of a game is not known
        "ignored": False,
        "manualWinner": False,
        "rounds": 0,
        "locationRefId": 1,
        "gameRefId": game,
        "board": "",
        "scoringSetting": 0,
        "playerScores": [
            {"score": str(placing.score), "winner": placing.winner, "newPlayer": False, "startPlayer": seat == 0,
             "playerRefId": players[placing.name], "rank": _rank(record, placing.score), "seatOrder": seat + 1,
             "role": ""}
            for seat, placing in enumerate(record.placings)
        ],
    }


def _rank(record: FinishedGame, score: int) -> int:
    """1 for the best score; equal scores share a rank."""
    return 1 + sum(1 for placing in record.placings if placing.score > score)


def _numbered(names: Iterable[str]) -> dict[str, int]:
    """Each distinct name once, numbered from 1 in the order first met."""
    numbered: dict[str, int] = {}
    for name in names:
        numbered.setdefault(name, len(numbered) + 1)
    return numbered


def _uuid(kind: str, name: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{kind}/{name}"))


def _local(moment: datetime, zone: tzinfo | None) -> str:
    return moment.astimezone(zone).strftime("%Y-%m-%d %H:%M:%S")
