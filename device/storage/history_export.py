"""The finished games as files other tools read: a CSV table, and a play file for BG Stats.

Both take the records `device.storage.history.finished_games` reads back and return
text; nothing here touches the disk, the clock or the network, so the command
line and the phone page export exactly the same thing.

The CSV has one row per player per game (RFC 4180, as Python's csv module
writes it), so a spreadsheet can sum, filter and chart it. Names come from the
players (typed on a phone, or in the config), and a spreadsheet runs a cell
beginning with = + - @ (or a tab or carriage return) as a formula: such a text
cell is written with a leading apostrophe, which spreadsheets show as text.

The BG Stats file follows the layout of the app's play files (`.bgsplay`): four
lists, `players`, `locations`, `games` and `plays`, where each play points at
its game and location by id and lists `playerScores`, each pointing at a
player. Board Game Stats' own documentation (bgstatsapp.com) describes only its
single-play import link; the file layout here is the one the app writes in its
own play files and exports, as published examples show. docs/history.md names
the sources. Ids and uuids are derived from the names and game numbers, so
exporting twice gives the same file and a re-import matches what is there.
BG Stats also reads `userInfo` (which player in the file is the app's own
user; here a player standing for the referee that is in no play, so no play
is counted as the importer's by mistake), each game's `bggId` (its number on
BoardGameGeek, where it has one), and each play's length in minutes.

Both speak the language being spoken when they are made (engine/language.py):
the CSV's header row and winner cells, and the BG Stats file's note, user and
location, come from the device's messages (device/messages/*.ftl). The command line
exports in the config's language (or `--language`), the phone page in the
page's. The games' titles are the names on their boxes, the same in every
language, and the uuids stay the same whatever the language, so a Spanish
export and an English one of the same games import as the same plays.
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from datetime import datetime, tzinfo
from typing import Any, Iterable, Sequence

from device.storage.history import FinishedGame
from engine.catalog import GAMES
from engine.words import Words

words = Words("device")

#: The CSV's header row: each column's name, a message of its own (shown, never said).
COLUMNS = (
    "shown-column-game-number",
    "shown-column-ended",
    "shown-column-game",
    "shown-column-game-id",
    "shown-column-seat",
    "shown-column-player",
    "shown-column-score",
    "shown-column-winner",
    "shown-column-minutes",
)

# What a spreadsheet takes as the start of a formula in a text cell.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

# The names the referee's own player (`userInfo.meRefId`) and its location get their uuids from, in every
# language: the English names they had before the exports spoke Spanish, so an import matches them still.
ME_KEY = "Table Referee (exported)"
LOCATION_KEY = "Table Referee"

# Uuids are derived from names in this namespace, so the same name is the same uuid in every export.
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "urn:table-referee:history")


def history_csv(records: Iterable[FinishedGame]) -> str:
    """One row per player per finished game, with a header row."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([words(column) for column in COLUMNS])
    for record in records:
        for seat, placing in enumerate(record.placings, start=1):
            ended = record.ended.strftime("%Y-%m-%dT%H:%M:%SZ")
            minutes = duration_minutes(record)
            writer.writerow(
                (
                    record.number,
                    ended,
                    _text_cell(record.title),
                    record.game,
                    seat,
                    _text_cell(placing.name),
                    placing.score,
                    words("shown-won-cell") if placing.winner else words("shown-not-won-cell"),
                    "" if minutes is None else minutes,
                )
            )
    return out.getvalue()


def _text_cell(text: str) -> str:
    """A name or title as a spreadsheet shows it, never runs it: a formula-like start gets an apostrophe."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def duration_minutes(record: FinishedGame) -> int | None:
    """How long the game took, in whole minutes (at least 1), or None when its start is not known."""
    started = getattr(record, "started", None)
    if started is None:
        return None
    return max(1, round((record.ended - started).total_seconds() / 60))


def bgstats_json(records: Sequence[FinishedGame], *, location: str | None = None, zone: tzinfo | None = None) -> str:
    """The plays as a BG Stats play file (players, locations, games, plays with playerScores).

    BG Stats writes its dates as local wall-clock time without a zone;
    `zone` is the zone to show them in (default: this machine's). `location`
    is where the plays were played (default: the referee itself).
    """
    records = list(records)
    me = words("shown-exported-by")
    place = location or words("shown-the-referee")
    players = _numbered([me] + [placing.name for record in records for placing in record.placings])
    games = _numbered(record.title for record in records)
    ids = {record.title: record.game for record in records}
    newest = max((record.ended for record in records), default=None)
    stamp = _local(newest, zone) if newest else ""
    document: dict[str, Any] = {
        "about": words("shown-export-about"),
        "userInfo": {"meRefId": players[me]},
        "players": [
            {
                "id": number,
                "uuid": _uuid("player", ME_KEY if number == players[me] else name),
                "name": name,
                "isAnonymous": number == players[me],
                "modificationDate": stamp,
                "bggUsername": "",
            }
            for name, number in players.items()
        ],
        "locations": [{"id": 1, "uuid": _uuid("location", location or LOCATION_KEY), "name": place, "modificationDate": stamp}],
        "games": [
            {
                "id": number,
                "uuid": _uuid("game", title),
                "name": title,
                "modificationDate": stamp,
                "cooperative": False,
                "highestWins": True,
                "noPoints": False,
                "usesTeams": False,
                "bggId": _boardgamegeek_id(ids[title]),
            }
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
        "durationMin": duration_minutes(record) or 0,  # 0: not known (a journal made before this was kept)
        "ignored": False,
        "manualWinner": False,
        "rounds": 0,
        "locationRefId": 1,
        "gameRefId": game,
        "board": "",
        "scoringSetting": 0,
        "playerScores": [
            {
                "score": str(placing.score),
                "winner": placing.winner,
                "newPlayer": False,
                "startPlayer": seat == 0,
                "playerRefId": players[placing.name],
                "rank": _rank(record, placing.score),
                "seatOrder": seat + 1,
                "role": "",
            }
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


def _boardgamegeek_id(game_id: str) -> int:
    """The game's number on BoardGameGeek, which BG Stats matches games by; 0 for a game not listed there."""
    entry = GAMES.get(game_id)
    return entry.boardgamegeek_id or 0 if entry else 0
