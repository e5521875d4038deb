"""The phone page's routes about the phones themselves: roles, leaving, who runs the page, the code, tokens.

Split from server.py because they are a concern of their own: what a joined
phone may change about the phones (approve or stop another, mark one shared,
remove one, ask for a new code, show the code as a QR code, ask to run the
page, renew its token), where server.py plays the game. The Site's guard has already checked every request
(local network, Host, Origin, a joined phone) before these run; who may do
what is device/companion/access.py's.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from aiohttp import web

from device.companion.controls import Refusal
from device.companion.pages import refused
from device.referee.messages import PageOwnerWanted
from engine.words import Words

if TYPE_CHECKING:
    from device.companion.server import Site

words = Words("device.companion")

COOKIE = "referee_session"


def give_session(response: web.StreamResponse, token: str) -> None:
    """The session cookie: never read by a script (HttpOnly), never sent by another site's page (Strict)."""
    response.set_cookie(COOKIE, token, httponly=True, samesite="Strict", path="/")


class PhoneRoutes:
    """The routes over one Site's phones, added to its application."""

    def __init__(self, site: Site) -> None:
        self.site = site

    def add_to(self, app: web.Application) -> None:
        app.router.add_post("/leave", self.leave)
        app.router.add_post("/control", self.ask_control)
        app.router.add_post("/phones", self.phones)
        app.router.add_post("/code", self.new_code)
        app.router.add_get("/join-qr.svg", self.join_qr)
        app.router.add_post("/run-page", self.run_page)
        app.router.add_post("/renew", self.renew)

    async def leave(self, request: web.Request) -> web.Response:
        """The phone's Leave button: its place is free, its cookie forgotten. A first phone leaves the role empty:
        another phone asks for it and the table says yes at the buttons."""
        phone = self.site.phone_of(request)
        assert phone is not None
        self.site.access.leave(phone)
        self.site.hub.poke()
        response = web.json_response({"ok": True})
        response.del_cookie(COOKIE, path="/")
        return response

    async def ask_control(self, request: web.Request) -> web.Response:
        phone = self.site.phone_of(request)
        assert phone is not None  # the guard let it through
        self.site.access.ask_control(phone)
        self.site.hub.poke()
        return web.json_response({"ok": True})

    async def phones(self, request: web.Request) -> web.Response:
        phone = self.site.phone_of(request)
        assert phone is not None
        try:
            body = await self.site.body(request)
        except Refusal as refusal:
            return refused(refusal.message, refusal.status)
        if not isinstance(body, dict) or not isinstance(body.get("id"), str):
            return refused(words("choose-a-phone"), 400)
        action = body.get("action")
        if action in ("controller", "viewer"):
            problem = self.site.access.set_role(phone, body["id"], action)
        elif action in ("shared", "single"):
            problem = self.site.access.set_shared(phone, body["id"], action == "shared")
        elif action == "remove":
            problem = self.site.access.remove(phone, body["id"])
            if problem is None:  # removing makes a new code: whoever heard the old one cannot come back
                self.site.on_new_code()
        else:
            return refused(words("choose-what-for-it"), 400)
        if problem:
            return refused(problem, 403)
        self.site.hub.poke()
        return web.json_response({"ok": True})

    async def new_code(self, request: web.Request) -> web.Response:
        """The first phone asks for a new code (someone who should not have it heard it); the table hears it."""
        phone = self.site.phone_of(request)
        assert phone is not None
        if not phone.first:
            return refused(words("only-the-first-new-code"), 403)
        self.site.access.new_code()
        self.site.on_new_code()
        return web.json_response({"ok": True})

    async def join_qr(self, request: web.Request) -> web.Response:
        """The address and the code as a QR code, for the first phone alone to show a player who cannot hear them.

        Only the first phone, which sees the code already, gets it: the code is never in the picture every phone
        sees (docs/companion.md, "Players who cannot hear or cannot see the referee"). The code rides in the
        address's fragment, which a browser never sends to a server: the join page fills it in from there."""
        phone = self.site.phone_of(request)
        assert phone is not None
        if not phone.first:
            return refused(words("only-the-first-qr"), 403)
        import segno  # only the first phone ever asks for it

        drawn = io.BytesIO()
        address = f"http://{request.host}/#code={self.site.access.code}"  # the Host this phone reached us by
        segno.make(address, error="m").save(drawn, kind="svg", scale=8, border=4, dark="#000", light="#fff", xmldecl=False)
        return web.Response(body=drawn.getvalue(), content_type="image/svg+xml")

    async def run_page(self, request: web.Request) -> web.Response:
        """A phone asks to run the page: the referee puts it to the table at its next question."""
        phone = self.site.phone_of(request)
        assert phone is not None
        problem = self.site.access.ask_to_run(phone)
        if problem:
            return refused(problem, 409)
        self.site.put(PageOwnerWanted(phone.id))
        self.site.hub.poke()
        return web.json_response({"ok": True, "message": words("asked-to-run")}, status=202)

    async def renew(self, request: web.Request) -> web.Response:
        """A new game began: this phone's page swaps its token for a new one, and the old one stops working."""
        phone = self.site.phone_of(request)
        assert phone is not None
        response = web.json_response({"ok": True})
        give_session(response, self.site.access.renewed(phone))
        return response
