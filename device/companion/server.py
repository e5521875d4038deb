"""The phone page's web server: aiohttp on its own thread and asyncio loop, beside the referee.

It serves three things: its own few static files (from memory, by fixed name:
no request ever names a file on disk), a stream of the game's picture as
server-sent events, and a handful of JSON posts (join, answer, roles). The
pages are served in the referee's language, and every answer to a phone is
in it (device/companion/messages/; docs/companion.md, "Languages"). Every
request must come from the local network and name this server as its Host;
every request that changes anything must also come from this page (its
Origin), with a joined phone's session cookie. Answers go to the referee only
as tagged events on its queue, checked there exactly like a press.

What is sent from memory (the pages, their words, the files, the headers
every answer wears) is in pages.py; how a post's body is waited for, in
bodies.py; the finished games' routes are in history_routes.py. This module
is the rules: the guard on every request, and the routes that join and play.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import deque
from typing import Any, Awaitable, Callable

from aiohttp import web

from device.companion.access import LONGEST_NAME, Access, Phone, Refused
from device.companion.controls import Refusal, read_answer, read_names
from device.companion.hub import Hub
from device.companion.doorman import Doorman
from device.companion.history_routes import History, HistoryRoutes
from device.companion.phone_routes import COOKIE, PhoneRoutes, give_session
from device.companion.network import is_local_network
from device.companion.noise import Noise
from device.companion.bodies import body_of
from device.companion.pages import ASSETS, PAGES, dress, dressed, load, refused, render, words_json
from device.companion.rates import Rates
from device.companion.reading import Unreadable, read_json
from device.referee.messages import FrontAnswer, PageLine, SeatNames
from engine import language
from engine.core import Input, Option
from engine.language import LANGUAGES
from engine.words import Words

log = logging.getLogger("table_referee.companion")

words = Words("device.companion")
spoken = Words("device")  # what the referee says aloud at the page's request

KEEP_ALIVE = 15.0  # seconds between comments on an idle event stream, so proxies and phones keep it open
LARGEST_BODY = 4096  # bytes: every post is a few dozen
# Posts only a phone that plays may make: a viewer's is refused before its body is read.
PLAYING_PATHS = {"/answer", "/names"}
RECEIVED_KEPT = 256  # answer ids remembered: several rounds of a full table's sheets and votes

# Reachable without a session: the join page and what it needs.
OPEN_PATHS = {"/", "/join", "/static/join.js", "/static/style.css", "/favicon.ico"}

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Site:
    """The aiohttp application and its rules; `hosts` are the Host headers it answers to."""

    def __init__(
        self,
        hub: Hub,
        access: Access,
        put: Callable[[Any], None],
        history: History | None = None,
        doorman: Doorman | None = None,
        rates: Rates | None = None,
        noise: Noise | None = None,
        on_new_code: Callable[[], None] = lambda: None,
    ) -> None:
        self.hub = hub
        self.access = access
        self.on_new_code = on_new_code  # a phone removed, or the first phone asked: the table hears the new code
        self.doorman = doorman or Doorman()
        self.rates = rates or Rates()
        self.noise = noise or Noise()
        self.put = put  # onto the referee's event queue
        self.history = history
        self.hosts: set[str] = set()
        # The ids of the latest answers taken (each phone names its sheet or vote once): a repeat is "already received".
        self._received: deque[str] = deque(maxlen=RECEIVED_KEPT)
        # Seats whose sheet or vote was taken at the question on offer, until the referee moves on: a second is refused.
        self._taken: dict[str, int] = {}
        # (phone, seat, collection) already told aloud of answering for a seat another phone holds: said once.
        self._told: set[tuple[str, str, int]] = set()
        self.files = {name: (load(path), kind) for name, (path, kind) in ASSETS.items()}
        # Every page in every language, made once: serving one is a lookup.
        self.pages = {(name, code): render(load(path), code) for name, path in PAGES.items() for code in LANGUAGES}
        self.words = {code: words_json(code).encode("utf-8") for code in LANGUAGES}

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard], client_max_size=LARGEST_BODY)
        app.on_response_prepare.append(dress)  # as its headers go out: event streams too
        app.router.add_get("/", self.index)
        app.router.add_get("/static/{name}", self.static)
        app.router.add_get("/words", self.words_for)
        app.router.add_get("/events", self.events, allow_head=False)  # HEAD would open a stream: 405
        app.router.add_post("/join", self.join)
        app.router.add_post("/answer", self.answer)
        app.router.add_post("/names", self.names)
        PhoneRoutes(self).add_to(app)  # the phones themselves: roles, leaving, who runs the page, the code, tokens
        if self.history is not None:  # finished games and their exports: their own module
            HistoryRoutes(self.history).add_to(app)
        for route in app.router.routes():  # aiohttp's own answer to an Expect header quoted it back, before the guard
            route._expect_handler = self._expect  # no public setter; set on every route
        return app

    async def _expect(self, request: web.Request) -> web.Response | None:
        """An Expect header (which the page's script never sends), looked at before the guard: None lets the
        request on to the guard without a "100 Continue" (a client sends its body after a short wait anyway, and
        one refused on its headers never needs to), any other expectation is refused in the page's words."""
        if request.headers.get("Expect", "").strip().lower() == "100-continue":
            return None
        with language.speaking(self.hub.language()):
            return refused(words("unreadable"), 417)

    # ------------------------------------------------------------ the guard on every request

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        # A request under way: this connection is not idle (and, from a joined phone, never gives way).
        self.doorman.started(request.transport, known=self.phone_of(request) is not None)
        try:
            with language.speaking(self.hub.language()):  # every answer in the referee's language
                response = await self._checked(request, handler)
        finally:
            self.doorman.finished(request.transport)
        return response

    def error_answer(self, status: int) -> web.Response:
        """The page's answer when aiohttp itself refuses a request (noise.py): short, fixed, and dressed as every answer.

        Never a byte of the request: aiohttp's own page quoted the bad line back.
        """
        with language.speaking(self.hub.language()):
            message = words("unreadable") if status < 500 else words("cannot-take-it")
        return dressed(refused(message, status))

    def _early(self, request: web.Request) -> web.Response | None:
        """A post's size and a viewer's playing post, refused on the headers."""
        phone = self.phone_of(request)
        if request.method in ("GET", "HEAD"):
            return None
        if request.content_length is None:
            return refused(words("unreadable"), 411)
        if request.content_length > LARGEST_BODY:
            return refused(words("too-much"), 413)
        if request.headers.get("Content-Encoding", "identity").strip().lower() != "identity":
            return refused(words("unreadable"), 415)  # the page never compresses a post; a bad one made aiohttp fail (500)
        if request.path in PLAYING_PATHS and phone is not None and not phone.controls:
            return refused(words("only-watches"), 403)
        return None

    async def _checked(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        before = self._before(request)
        if before is not None:  # refused on its headers: the body, if any, is never read
            if request.method not in ("GET", "HEAD"):
                self.doorman.stop_reading(request.transport)  # not even from the socket: the sender waits, then sees the close
            before.force_close()
            return before
        try:
            return await handler(request)
        except web.HTTPException as error:  # a route that does not exist, a method it does not take, a body too large
            answer = refused(words("too-much") if error.status == 413 else words("not-here"), error.status)
            if "Allow" in error.headers:
                answer.headers["Allow"] = error.headers["Allow"]
            return answer

    def _before(self, request: web.Request) -> web.Response | None:
        """Every refusal made on the headers alone, before a handler runs or a body is read."""
        if not is_local_network(request.remote or ""):
            return refused(words("local-network-only"), 403)
        token = request.cookies.get(COOKIE)
        known = self.access.phone(token, request.remote or "")
        if known is not None:
            self.access.seen(known)
        if not self.rates.allow(f"session {token}" if known else f"address {request.remote}"):
            return refused(words("too-many-requests"), 429)
        if request.host not in self.hosts:  # a rebinding name or a wrong address: not ours
            return refused(words("unknown-host"), 421)
        if request.method not in ("GET", "HEAD"):
            origin = request.headers.get("Origin")
            if origin != f"http://{request.host}" or request.headers.get("Sec-Fetch-Site", "same-origin") != "same-origin":
                return refused(words("other-pages"), 403)
            if request.content_type != "application/json":
                return refused(words("unreadable"), 415)
        if request.path not in OPEN_PATHS and self.phone_of(request) is None:
            return refused(words("join-first"), 401)
        return self._early(request)

    def phone_of(self, request: web.Request) -> Phone | None:
        """The joined phone making this request: its token, from the address it joined from."""
        return self.access.phone(request.cookies.get(COOKIE), request.remote or "")

    async def body(self, request: web.Request) -> Any:
        """The body through the one door for a phone's text (reading.py): clean JSON, or a Refusal."""
        raw = await body_of(request, self.doorman, self.noise)  # in time and whole (bodies.py)
        try:
            return read_json(raw)  # UTF-8 whatever charset the header claims: JSON is UTF-8
        except Unreadable as unreadable:
            raise Refusal(unreadable.message) from None

    # ------------------------------------------------------------ pages and files

    async def index(self, request: web.Request) -> web.Response:
        page = "app" if self.phone_of(request) else "join"
        return web.Response(body=self.pages[page, language.current()], content_type="text/html", charset="utf-8")

    async def words_for(self, request: web.Request) -> web.Response:
        """The page's words in the language asked for: the page fetches them when the picture's language changes."""
        table = self.words.get(request.query.get("language", ""))  # a fixed table, by code
        if table is None:
            return refused(words("no-such-file"), 404)
        return web.Response(body=table, content_type="application/json", charset="utf-8")

    async def static(self, request: web.Request) -> web.Response:
        found = self.files.get(request.match_info["name"])  # a fixed table: never a path on disk
        if found is None:
            return refused(words("no-such-file"), 404)
        body, kind = found
        return web.Response(body=body, content_type=kind, charset="utf-8")

    # ------------------------------------------------------------ joining and roles

    async def join(self, request: web.Request) -> web.Response:
        try:
            body = await self.body(request)
        except Refusal as refusal:
            return refused(refusal.message, refusal.status)
        code = body.get("code") if isinstance(body, dict) else None
        wants = body.get("wants") if isinstance(body, dict) else None
        name = body.get("name", "") if isinstance(body, dict) else ""
        if not isinstance(code, str) or wants not in ("viewer", "controller"):
            return refused(words("code-and-role"), 400)
        if not isinstance(name, str) or len(name) > LONGEST_NAME or (name and not name.isprintable()):
            return refused(words("phone-name-too-long", longest=LONGEST_NAME), 400)
        joined = self.access.join(request.remote or "", code, wants, name)
        if isinstance(joined, Refused):
            return refused(joined.message, 429 if joined.wait else 403)
        response = web.json_response({"ok": True, "first": joined.first, "role": joined.role})
        give_session(response, joined.token)
        self.hub.poke()
        return response

    # ------------------------------------------------------------ playing

    async def answer(self, request: web.Request) -> web.Response:
        phone = self.phone_of(request)
        assert phone is not None
        if not phone.controls:
            return refused(words("only-watches"), 403)
        try:
            body = await self.body(request)
        except Refusal as refusal:
            return refused(refusal.message, refusal.status)
        sent = body.get("id") if isinstance(body, dict) else None
        if isinstance(sent, str) and sent in self._received:  # a second tap, a retry: the first one counted
            return web.json_response({"ok": True, "already": True, "message": words("already-received")})
        prompt, question, timer = self.hub.current()
        if prompt is None and self.hub.at_buttons():  # leaving a game, who runs the page: the table's buttons only
            return refused(words("at-the-buttons"), 409)
        try:
            tagged = read_answer(body, prompt, question, timer=timer, since=self.hub.collection_since())
        except Refusal as refusal:
            return refused(refusal.message, refusal.status)
        seat = _seat_of(prompt, tagged)
        if seat is not None:
            problem = self._seat_problem(phone, seat, question)
            if problem:
                return refused(problem, 409)
        self.put(tagged)
        if isinstance(sent, str) and sent:
            self._received.append(sent)
        if seat is not None:
            self._taken[seat.value] = question
            self.hub.poke()  # the first phone's list shows whose phone this is
        return web.json_response({"ok": True}, status=202)

    def _seat_problem(self, phone: Phone, seat: Option, question: int) -> str | None:
        """Why this phone may not send this seat's sheet or vote now; None when it may (and the seat is its own now).

        A seat belongs to the phone that first answers for it, so no phone
        answers or votes for another's player; a seat already answered at the
        question on offer (the referee has not moved on yet) is in already.
        """
        held = self.access.claim(phone, seat.value, seat.label)
        if held is None:
            return words("answer-is-in") if self._taken.get(seat.value) == question else None
        if isinstance(held, str):
            return held
        told = (phone.id, seat.value, self.hub.collection_since())
        if told not in self._told:  # the table hears it once: a mistake, or someone answering for another
            if len(self._told) > RECEIVED_KEPT:
                self._told.clear()
            self._told.add(told)
            self.put(PageLine(spoken("seat-answered-elsewhere", sender=phone.shown_as, seat=seat.label, holder=held.shown_as)))
        return words("seat-held", seat=seat.label, holder=held.shown_as)

    async def names(self, request: web.Request) -> web.Response:
        """Player names typed on the phone, in seat order: only before a game, only by a phone that plays."""
        phone = self.phone_of(request)
        assert phone is not None
        if not phone.controls:
            return refused(words("only-watches"), 403)
        try:
            given = read_names(await self.body(request))
        except Refusal as refusal:
            return refused(refusal.message, refusal.status)
        if self.hub.in_game():
            return refused(words("names-before-a-game"), 409)
        self.put(SeatNames(given))
        return web.json_response({"ok": True}, status=202)

    # ------------------------------------------------------------ the live picture

    def _me(self, phone: Phone) -> str:
        me: dict[str, Any] = {
            "id": phone.id,
            "role": phone.role,
            "first": phone.first,
            "asks": phone.asks_control,
            "name": phone.shown_as,
            "seats": self.access.seats_of(phone),
            "renew": phone.renew,
            "runs": phone.asks_to_run,
        }
        if phone.first:
            me["code"] = self.access.code
            me["phones"] = self.access.listing()
        return json.dumps(me, separators=(",", ":"))

    async def events(self, request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "X-Accel-Buffering": "no"})
        await response.prepare(request)
        woken = self.hub.subscribe()
        watching = self.phone_of(request)
        if watching is not None:
            watching.streams += 1  # a phone showing the page is never quiet
        try:
            while True:
                # The phone itself, not its token again: a new game gives it a new token, and its stream goes on.
                phone = watching if watching is not None and self.access.joined(watching) else None
                if phone is None:  # removed by the first phone: back to the join page
                    await response.write(b"event: left\ndata: {}\n\n")
                    break
                woken.clear()
                with language.speaking(self.hub.language()):  # the phones' names, in the picture's language
                    message = '{"game":' + self.hub.picture_json() + ',"me":' + self._me(phone) + "}"
                await response.write(f"data: {message}\n\n".encode())
                while not woken.is_set():
                    try:
                        await asyncio.wait_for(woken.wait(), KEEP_ALIVE)
                    except asyncio.TimeoutError:
                        await response.write(b": still here\n\n")
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self.hub.unsubscribe(woken)
            if watching is not None:
                watching.streams -= 1
                self.access.seen(watching)
        return response


def _seat_of(prompt: Any, tagged: FrontAnswer) -> Option | None:
    """The seat a typed answer or vote is for, as the referee offered it; None for any other answer."""
    given = tagged.given
    if not isinstance(given, Input) or given.kind not in ("answers", "vote"):
        return None
    seat = given.value.get("seat") if isinstance(given.value, dict) else getattr(given.value, "seat", None)
    return next((option for option in getattr(prompt, "waiting", ()) if option.value == seat), None)
