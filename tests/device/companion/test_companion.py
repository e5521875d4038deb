"""The phone page's rules, through aiohttp's own test client: joining, sessions, origins, answers.

The server here is the real aiohttp application on loopback; the referee's
side is the Hub (the listener) fed as the referee would feed it, and the
queue the answers land on.
"""

from __future__ import annotations

import asyncio
import json
import queue
from typing import Any, Awaitable, Callable

import pytest
from aiohttp.test_utils import TestClient, TestServer

from device.companion.access import Access, Phone, Refused
from device.companion.tries import TRIES_PER_MINUTE
from device.companion.controls import Refusal, drawn, read_answer, read_names
from device.companion.hub import Hub
from device.companion.network import is_local_network
from device.companion.history_routes import History
from device.companion.server import COOKIE, Site
from device.input.gestures import Command, Moment, allowed
from device.referee.runtime import FrontAnswer, SeatNames
from engine.core import AskChoice, AskConfirm, AskGo, AskNumber, Line, Option, confirm, go, number

BID = AskNumber(Line("Red's bid?"), 1, 21, 5)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Page:
    """A site on loopback, its access rules, the hub it reads and the queue it answers on."""

    def __init__(self, client: TestClient, site: Site, events: "queue.Queue[Any]", clock: Clock) -> None:
        self.client = client
        self.site = site
        self.events = events
        self.clock = clock
        self.origin = f"http://127.0.0.1:{client.server.port}"

    @property
    def code(self) -> str:
        return self.site.access.code

    async def post(self, path: str, body: Any, *, origin: str | None = "", **headers: str) -> tuple[int, dict]:
        sent = dict(headers)
        if origin is not None:
            sent["Origin"] = origin or self.origin
        response = await self.client.post(path, json=body, headers=sent)
        return response.status, await response.json()

    async def join(self, wants: str = "controller", code: str | None = None) -> tuple[int, dict]:
        return await self.post("/join", {"code": self.code if code is None else code, "wants": wants})


def served(test: Callable[[Page], Awaitable[None]], history: History | None = None) -> None:
    async def run() -> None:
        events: "queue.Queue[Any]" = queue.Queue()
        clock = Clock()
        hub = Hub()
        site = Site(hub, Access(clock=clock), events.put, history)
        server = TestServer(site.app(), host="127.0.0.1", port=0)
        async with TestClient(server) as client:
            site.hosts.add(f"127.0.0.1:{server.port}")
            await test(Page(client, site, events, clock))

    asyncio.run(run())


def ask(hub: Hub, prompt: Any, question: int, offered: str = "") -> None:
    """What the referee does at each question: the picture with its number, then the prompt."""
    hub.shown({"question": question, "game": "rapid-list", "title": "Rapid List", "view": {}})
    hub.asked(prompt, offered)


# ------------------------------------------------------------ joining


def test_without_the_code_only_the_join_page_is_served() -> None:
    async def test(page: Page) -> None:
        home = await page.client.get("/")
        assert home.status == 200 and 'id="join"' in await home.text()
        for path in ("/events", "/static/app.js"):
            response = await page.client.get(path)
            assert response.status == 401
            assert "Join first" in (await response.json())["message"]
        status, _ = await page.post("/answer", {"question": 0, "kind": "go"})
        assert status == 401
        assert page.events.empty()

    served(test)


def test_the_right_code_gives_a_strict_http_only_session_cookie() -> None:
    async def test(page: Page) -> None:
        response = await page.client.post("/join", json={"code": page.code, "wants": "viewer"}, headers={"Origin": page.origin})
        assert response.status == 200
        cookie = response.cookies[COOKIE]
        assert cookie["httponly"] and cookie["samesite"] == "Strict" and cookie["path"] == "/"
        home = await page.client.get("/")
        assert 'src="/static/app.js"' in await home.text()
        assert (await page.client.get("/static/app.js")).status == 200

    served(test)


def test_a_wrong_code_is_refused_and_tries_are_limited_per_minute() -> None:
    async def test(page: Page) -> None:
        wrong = "0000" if page.code != "0000" else "1111"
        for _ in range(TRIES_PER_MINUTE):
            status, body = await page.join(code=wrong)
            assert status == 403 and "not right" in body["message"]
        status, body = await page.join()  # even the right code waits now
        assert status == 429 and "Wait 60 seconds" in body["message"]
        page.clock.now += 61
        status, body = await page.join()
        assert status == 200 and body["first"] is True

    served(test)


def test_the_first_phone_decides_and_approves_later_phones() -> None:
    access = Access(clock=Clock())
    first = access.join("10.0.0.2", access.code, "viewer")
    later = access.join("10.0.0.3", access.code, "controller")
    assert isinstance(first, Phone) and isinstance(later, Phone)
    assert first.first and first.role == "viewer"  # the first phone chose to watch
    assert later.role == "viewer" and later.asks_control  # a later phone asks, and watches meanwhile
    assert access.set_role(later, first.id, "controller") is not None  # only the first phone decides
    assert access.set_role(first, later.id, "controller") is None
    assert later.controls and not later.asks_control
    assert access.set_role(first, later.id, "viewer") is None  # revoked
    assert not later.controls


def test_a_new_code_keeps_the_phones_that_joined() -> None:
    access = Access(clock=Clock())
    old = access.code
    phone = access.join("10.0.0.2", old, "controller")
    assert isinstance(phone, Phone)
    while access.new_code() == old:
        pass
    assert access.phone(phone.token, "10.0.0.2") is phone
    assert isinstance(access.join("10.0.0.3", old, "viewer"), Refused)


# ------------------------------------------------------------ origins, hosts, files


def test_requests_from_another_origin_are_refused() -> None:
    async def test(page: Page) -> None:
        await page.join()
        ask(page.site.hub, AskGo(Line("Ready?")), 1)
        answer = {"question": 1, "kind": "go"}
        for origin, headers in (
            (None, {}),  # no Origin at all
            ("http://evil.example", {}),
            (f"http://127.0.0.1:{page.client.server.port + 1}", {}),
            ("", {"Sec-Fetch-Site": "cross-site"}),
        ):
            status, body = await page.post("/answer", answer, origin=origin, **headers)
            assert status == 403 and "other pages" in body["message"], (origin, headers)
        assert page.events.empty()
        form = await page.client.post("/answer", data="question=1", headers={"Origin": page.origin})
        assert form.status == 415  # a plain form post (which any site can make) is not JSON
        assert page.events.empty()
        assert (await page.post("/answer", answer))[0] == 202

    served(test)


def test_no_answer_carries_cors_headers_and_every_answer_carries_the_security_headers() -> None:
    async def test(page: Page) -> None:
        response = await page.client.get("/", headers={"Origin": "http://evil.example"})
        assert not any(name.lower().startswith("access-control") for name in response.headers)
        assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
        assert response.headers["X-Content-Type-Options"] == "nosniff"

    served(test)


def test_an_unknown_host_name_is_refused_against_dns_rebinding() -> None:
    async def test(page: Page) -> None:
        response = await page.client.get("/", headers={"Host": "attacker.example:8080"})
        assert response.status == 421

    served(test)


def test_no_file_on_disk_is_reachable_through_the_static_route() -> None:
    async def test(page: Page) -> None:
        await page.join()
        for path in (
            "/static/server.py",
            "/static/..%2Fserver.py",
            "/static/%2e%2e/%2e%2e/config.py",
            "/static/../../../../etc/passwd",
            "/static/app.html",
            "/server.py",
        ):
            response = await page.client.get(path)
            assert response.status == 404, path
            assert "def " not in await response.text()

    served(test)


def test_only_the_local_network_may_use_the_page() -> None:
    assert all(map(is_local_network, ["127.0.0.1", "192.168.1.20", "10.1.2.3", "172.16.0.9", "169.254.3.4", "::1", "fe80::1"]))
    assert not any(map(is_local_network, ["8.8.8.8", "1.1.1.1", "2001:4860::8888", "", "not an address"]))


# ------------------------------------------------------------ answers


def test_an_answer_goes_on_the_referees_queue_tagged_with_its_question() -> None:
    async def test(page: Page) -> None:
        await page.join()
        ask(page.site.hub, BID, 7, "5")
        status, _ = await page.post("/answer", {"question": 7, "kind": "number", "value": 6})
        assert status == 202
        assert page.events.get_nowait() == FrontAnswer(number(6), 7)

    served(test)


def test_a_stale_answer_is_refused_with_a_clear_message() -> None:
    async def test(page: Page) -> None:
        await page.join()
        ask(page.site.hub, BID, 7)
        page.site.hub.answered()  # a button answered first
        status, body = await page.post("/answer", {"question": 7, "kind": "number", "value": 6})
        assert status == 409 and "moved on" in body["message"]
        ask(page.site.hub, AskConfirm(Line("Blue, did you read your list?")), 8)
        status, body = await page.post("/answer", {"question": 7, "kind": "number", "value": 6})
        assert status == 409 and "moved on" in body["message"]
        assert page.events.empty()

    served(test)


def test_a_viewer_cannot_answer() -> None:
    async def test(page: Page) -> None:
        await page.join("viewer")
        ask(page.site.hub, AskGo(Line("Ready?")), 1)
        status, body = await page.post("/answer", {"question": 1, "kind": "go"})
        assert status == 403 and "only watches" in body["message"]
        assert page.events.empty()

    served(test)


@pytest.mark.parametrize(
    ("prompt", "body", "words"),
    [
        (BID, {"kind": "number", "value": 40}, "from 1 to 21"),
        (BID, {"kind": "number", "value": "6"}, "whole number"),
        (BID, {"kind": "number", "value": True}, "whole number"),
        (BID, {"kind": "go"}, "whole number"),
        (AskChoice(Line("Which?"), (Option("a", "A"),)), {"kind": "choice", "value": "b"}, "not one of the choices"),
        (AskConfirm(Line("Read?")), {"kind": "confirm", "value": "yes"}, "yes or no"),
        (AskGo(Line("Ready?")), {"command": "pause"}, "no timer"),
        (AskGo(Line("Ready?")), {"command": "shutdown"}, "does not do"),
    ],
)
def test_bad_answers_are_refused_in_words_and_never_reach_the_referee(prompt: Any, body: dict, words: str) -> None:
    with pytest.raises(Refusal) as refused:
        read_answer({"question": 3, **body}, prompt, 3, timer=False)
    assert words in refused.value.message


def test_a_broken_body_is_refused_in_words() -> None:
    async def test(page: Page) -> None:
        await page.join()
        response = await page.client.post(
            "/answer", data=b"{not json", headers={"Origin": page.origin, "Content-Type": "application/json"}
        )
        assert response.status == 400 and "cannot read" in (await response.json())["message"]
        big = await page.post("/answer", {"question": 1, "kind": "go", "padding": "x" * 10_000})
        assert big[0] == 413
        assert page.events.empty()

    served(test)


def test_commands_follow_the_moment_as_presses_do() -> None:
    assert read_answer({"question": 2, "command": "pause"}, None, 2, timer=True) == FrontAnswer(Command.PAUSE, 2)
    assert read_answer({"question": 2, "command": "undo"}, BID, 2, timer=False) == FrontAnswer(Command.UNDO, 2)
    assert allowed(Moment.TIMER, Command.PAUSE) and not allowed(Moment.CHOOSING, Command.PAUSE)
    assert allowed(Moment.CHOOSING, Command.UNDO) and not allowed(Moment.TIMER, Command.UNDO)


def test_the_phones_how_fair_button_asks_the_referee_at_a_question_and_not_over_the_timer() -> None:
    async def test(page: Page) -> None:
        await page.join()
        home = await (await page.client.get("/")).text()
        assert '<button id="fairness" class="quiet" data-word="how_fair">How fair were the dice?</button>' in home
        ask(page.site.hub, AskGo(Line("Ann, your turn."), action="roll"), 4)
        status, _ = await page.post("/answer", {"question": 4, "command": "fairness"})
        assert status == 202
        assert page.events.get_nowait() == FrontAnswer(Command.FAIRNESS, 4)

    served(test)
    assert read_answer({"question": 2, "command": "fairness"}, BID, 2, timer=False) == FrontAnswer(Command.FAIRNESS, 2)
    with pytest.raises(Refusal):  # the timer runs: the table is writing, not listening
        read_answer({"question": 2, "command": "fairness"}, None, 2, timer=True)


def test_every_player_prompt_is_drawn_as_controls() -> None:
    assert drawn(BID, "5") == {
        "question": "Red's bid?",
        "offered": "5",
        "kind": "number",
        "low": 1,
        "high": 21,
        "default": 5,
        "step": 1,
        "unit": "",
    }
    assert drawn(AskGo(Line("Ready?"), "roll"), "")["kind"] == "go"  # type: ignore[index]
    assert drawn(AskConfirm(Line("Read?")), "Yes")["kind"] == "confirm"  # type: ignore[index]
    assert read_answer(
        {"question": 1, "kind": "confirm", "value": False}, AskConfirm(Line("?")), 1, timer=False
    ).given == confirm(False)
    assert read_answer({"question": 1, "kind": "go"}, AskGo(Line("?")), 1, timer=False).given == go()


def test_the_join_code_changes_for_each_new_game() -> None:
    codes: list[str] = []
    access = Access(clock=Clock())
    hub = Hub(new_game=lambda: codes.append(access.new_code()))
    hub.shown({"question": 1, "journal": ""})  # choosing a game: the code said at start holds
    hub.shown({"question": 2, "journal": "000001-rapid-list.jsonl"})  # the first game keeps it
    hub.shown({"question": 3, "journal": "000001-rapid-list.jsonl"})
    assert codes == []
    hub.shown({"question": 9, "journal": "000002-rapido.jsonl"})
    assert len(codes) == 1 and access.code == codes[0]


def test_the_timer_is_sent_as_time_left_on_the_referees_clock_not_as_ticks() -> None:
    import json

    hub = Hub(clock_rate=1.0)
    hub.timing(30.0, False)
    assert json.loads(hub.picture_json())["timer"] == {"remaining": 30.0, "running": False, "rate": 1.0}
    hub.timing(None, False)
    assert json.loads(hub.picture_json())["timer"] is None


@pytest.mark.parametrize(
    ("names", "words"),
    [
        ([], "from 1 to 8"),
        (["A"] * 9, "from 1 to 8"),
        (["Ann", "ann"], "different name"),
        (["x" * 21], "20 letters"),
        (["Ann\x07"], "20 letters"),
        ("Ann", "cannot read"),
        ([1, 2], "cannot read"),
    ],
)
def test_typed_names_are_checked_before_they_reach_the_referee(names: Any, words: str) -> None:
    with pytest.raises(Refusal) as refused:
        read_names({"names": names})
    assert words in refused.value.message


def test_typed_names_are_tidied() -> None:
    assert read_names({"names": ["  Ann  Lee ", "", "Bo"]}) == ("Ann Lee", "Bo")


def test_names_are_refused_once_a_game_is_under_way() -> None:
    async def test(page: Page) -> None:
        await page.join()
        page.site.hub.shown({"question": 4, "game": "rapid-list", "journal": "000001-rapid-list.jsonl"})
        status, body = await page.post("/names", {"names": ["Ann", "Bo"]})
        assert status == 409 and "before a game" in body["message"]
        page.site.hub.shown({"question": 5, "game": "", "journal": ""})
        status, _ = await page.post("/names", {"names": ["Ann", "Bo"]})
        assert status == 202 and page.events.get_nowait() == SeatNames(("Ann", "Bo"))

    served(test)


def test_the_referee_takes_names_only_before_a_game(state_dir: Any) -> None:
    from tests.table import Table, set_up_two_players

    table = Table(state_dir)
    asked = table.wait_for("How many players? 4")
    table.events.put(SeatNames(("Ann", "Bo", "Cy")))
    table.wait_for("How many players? 3", after=asked)
    set_up_two_players(table)  # two of the three names, with the buttons
    rolled = table.wait_for("Press GO to roll.")
    table.events.put(SeatNames(("Dee", "Eve")))  # too late: a game is under way
    table.wait_for("[not_now]", after=rolled)
    table.stop()
    assert "Players in seat order: Ann, Bo and Cy." in table.heard()
    assert not any("Dee" in line for line in table.heard())
    assert any("Ann" in line for line in table.heard()[rolled - 3 :])


def test_the_page_adds_names_up_to_the_most_the_referee_takes(state_dir: Any) -> None:
    """The page's last "add a player" comes with the picture (engine/seating.py MOST_NAMES), never from its script."""
    from importlib import resources

    from engine.seating import MOST_NAMES
    from tests.table import Table

    hub = Hub()  # the page's own listener: what it holds is what every phone is sent
    table = Table(state_dir, listeners=[hub])
    table.wait_for("How many players? 4")
    table.stop()
    assert json.loads(hub.picture_json())["most_names"] == MOST_NAMES
    script = resources.files("device.companion").joinpath("static", "app.js").read_text(encoding="utf-8")
    assert "children.length < ((game && game.most_names) || 0)" in script
    assert f"< {MOST_NAMES})" not in script


def test_finished_games_are_listed_and_exported_when_the_referee_keeps_them() -> None:
    from dataclasses import dataclass
    from datetime import datetime, timezone

    from device.companion.history_routes import History

    @dataclass
    class Placed:
        name: str
        score: int
        winner: bool

    @dataclass
    class Played:
        number: int
        title: str
        ended: datetime
        placings: tuple[Placed, ...]

    games = [
        Played(1, "Rapido", datetime(2026, 5, 1, 20, 15, tzinfo=timezone.utc), (Placed("Ann", 21, True), Placed("Bo", 9, False)))
    ]
    history = History(lambda: games, lambda records: f"csv of {len(records)}\n", lambda records: '{"plays": []}')

    async def run() -> None:
        site = Site(Hub(), Access(clock=Clock()), lambda event: None, history)
        server = TestServer(site.app(), host="127.0.0.1", port=0)
        async with TestClient(server) as client:
            site.hosts.add(f"127.0.0.1:{server.port}")
            assert (await client.get("/history.csv")).status == 401  # joined phones only
            origin = f"http://127.0.0.1:{server.port}"
            await client.post("/join", json={"code": site.access.code, "wants": "viewer"}, headers={"Origin": origin})
            listed = await (await client.get("/history")).json()
            assert listed["games"] == [
                {
                    "number": 1,
                    "title": "Rapido",
                    "ended": "2026-05-01T20:15+00:00",
                    "placings": [{"name": "Ann", "score": 21, "winner": True}, {"name": "Bo", "score": 9, "winner": False}],
                    "fingerprint": "",
                    "seed": "",
                }
            ]  # a game from before seeds: no dice to tell
            csv = await client.get("/history.csv")
            assert await csv.text() == "csv of 1\n" and "attachment" in csv.headers["Content-Disposition"]
            assert await (await client.get("/history.bgstats.json")).json() == {"plays": []}

    asyncio.run(run())


def test_without_the_history_module_the_page_offers_no_history() -> None:
    async def test(page: Page) -> None:
        await page.join()
        assert (await page.client.get("/history")).status == 404

    served(test)


def test_typed_answers_and_votes_are_checked_for_the_seat_and_not_late_when_another_seat_answered() -> None:
    from engine.core import AskAnswers, AskVotes, answers, vote

    waiting = (Option("0", "Red"), Option("1", "Blue"))
    sheet = AskAnswers(
        Line("Send your answers."), "stop waiting", letter="B", categories=("A fruit", "A city"), waiting=waiting, longest=10
    )
    drawn_sheet = drawn(sheet, "")
    assert drawn_sheet is not None and drawn_sheet["kind"] == "answers" and drawn_sheet["categories"] == ["A fruit", "A city"]
    # Red's phone still tags the question before Blue's answer moved it on: still Red's to give.
    tagged = read_answer(
        {"question": 4, "kind": "answers", "value": {"seat": "0", "answers": ["Banana", ""]}}, sheet, 5, timer=False
    )
    assert tagged == FrontAnswer(answers("0", ["Banana", ""]), 5)
    for value, words in (
        ({"seat": "7", "answers": ["", ""]}, "Already received"),
        ({"seat": "0", "answers": [""]}, "each of the 2 categories"),
        ({"seat": "0", "answers": ["x" * 11, ""]}, "10 letters"),
        ({"answers": ["", ""]}, "who you are"),
    ):
        with pytest.raises(Refusal) as refused:
            read_answer({"question": 5, "kind": "answers", "value": value}, sheet, 5, timer=False)
        assert words in refused.value.message
    ballot = AskVotes(
        Line("Vote now."), "count hands", challenged=Option("1", "Blue"), category="A city", answer="Bath", waiting=waiting
    )
    assert read_answer(
        {"question": 6, "kind": "vote", "value": {"seat": "1", "valid": False}}, ballot, 6, timer=False
    ).given == vote("1", False)
    with pytest.raises(Refusal):
        read_answer({"question": 6, "kind": "vote", "value": {"seat": "1", "valid": "no"}}, ballot, 6, timer=False)
