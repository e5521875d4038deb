"""The phone page's finished games: the list, its two export files, and "Check the dice".

Split from server.py because these routes are a concern of their own: they
read journals from disk (on a worker thread, never on the page's loop), and
a referee without a state folder has none of them. The Site adds them only
when it is given a History; the guard in server.py still checks every
request to them first (local network, Host, a joined phone).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from aiohttp import web

from device.companion.pages import refused
from engine.words import Words

words = Words("device.companion")

HISTORY_SHOWN = 20  # finished games listed on the page, newest first (the exports have them all)


@dataclass(frozen=True)
class History:
    """The finished games and their exports, when this referee has them (device/storage/history_export.py).

    `games()` reads the finished games (records with number, title, ended and
    placings); `csv` and `bgstats` turn them into the two export files;
    `dice(number)` redoes a finished game's draws from its seed and says
    whether they match (device/storage/dice_check.py), as a small dict.
    """

    games: Callable[[], Sequence[Any]]
    csv: Callable[[Sequence[Any]], str]
    bgstats: Callable[[Sequence[Any]], str]
    dice: Callable[[int], dict[str, Any] | None] | None = None


class HistoryRoutes:
    """The routes over one History, added to the Site's application."""

    def __init__(self, history: History) -> None:
        self.history = history

    def add_to(self, app: web.Application) -> None:
        app.router.add_get("/history", self.listing)
        app.router.add_get("/history.csv", self.csv)
        app.router.add_get("/history.bgstats.json", self.bgstats)
        app.router.add_get("/history/dice", self.dice)

    async def _finished(self) -> Sequence[Any]:
        return await asyncio.to_thread(self.history.games)  # reads journals: never on the loop itself

    async def listing(self, request: web.Request) -> web.Response:
        games = list(await self._finished())[-HISTORY_SHOWN:]
        listed = [
            {
                "number": game.number,
                "title": game.title,
                "ended": game.ended.isoformat(timespec="minutes"),
                "placings": [{"name": p.name, "score": p.score, "winner": p.winner} for p in game.placings],
                # The dice: the fingerprint shown at the start, and the seed now that the game is over.
                "fingerprint": getattr(game, "fingerprint", ""),
                "seed": getattr(game, "seed", ""),
            }
            for game in reversed(games)
        ]
        return web.json_response({"ok": True, "games": listed})

    async def dice(self, request: web.Request) -> web.Response:
        """ "Check the dice" for one finished game (?game=its number): every draw redone from its seed."""
        number = request.query.get("game", "")
        if self.history.dice is None or not number.isascii() or not number.isdigit() or len(number) > 6:
            return refused(words("no-such-game"), 404)
        facts = await asyncio.to_thread(self.history.dice, int(number))  # replays the game: never on the loop itself
        if facts is None:
            return refused(words("no-such-game"), 404)
        return web.json_response({"ok": True, "matches": _dice_match(facts), "message": _dice_verdict(facts)})

    async def csv(self, request: web.Request) -> web.Response:
        text = self.history.csv(await self._finished())
        return web.Response(
            text=text,
            content_type="text/csv",
            charset="utf-8",
            headers={"Content-Disposition": 'attachment; filename="table-referee-history.csv"'},
        )

    async def bgstats(self, request: web.Request) -> web.Response:
        text = self.history.bgstats(await self._finished())
        return web.Response(
            text=text,
            content_type="application/json",
            charset="utf-8",
            headers={"Content-Disposition": 'attachment; filename="table-referee.bgsplay"'},
        )


def _dice_match(facts: dict[str, Any]) -> bool:
    return bool(facts.get("checked") and facts.get("fits") and not facts.get("wrong"))


def _dice_verdict(facts: dict[str, Any]) -> str:
    """The page's sentence for a dice check (device/storage/dice_check.py's facts), in the page's language."""
    if not facts.get("checked"):
        return words("dice-under-way") if facts.get("why") == "under_way" else words("dice-cannot-check")
    if not facts.get("fits"):
        return words("dice-record-changed")
    if not facts.get("draws"):
        return words("dice-nothing-drawn")
    if facts.get("wrong"):
        return words("dice-wrong", wrong=int(facts["wrong"]), draws=int(facts["draws"]))
    return words("dice-match", draws=int(facts["draws"]))
