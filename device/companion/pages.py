"""What the phone page's server sends from memory: its pages in every language, its few files, a refusal, the headers.

Split from server.py so the server holds the rules (the guard, the routes)
and this holds what is sent: the two pages are filled in with their words
once per language at start (an unknown {{name}} fails there, not on a phone),
the static files are a fixed table (no request ever names a file on disk),
every refusal is the same small JSON a page knows how to show, and every
answer, whoever made it, wears the same headers.
"""

from __future__ import annotations

import html
import json
import re
from importlib import resources
from typing import TypeVar

from aiohttp import web

from engine.words import Words

words = Words("device.companion")  # the page's words are its messages named page-NAME (messages/*.ftl)

# The only files the server ever sends: name in the URL -> (file in the package, content type).
ASSETS = {
    "app.js": ("app.js", "text/javascript"),
    "join.js": ("join.js", "text/javascript"),
    "style.css": ("style.css", "text/css"),
}
PAGES = {"app": "app.html", "join": "join.html"}
# A page's words, filled in as it is served: {{name}} is the message page-NAME (escaped), {{language}} the language's
# code, {{words}} the whole table as JSON for the page's script.
WORD = re.compile(r"\{\{(\w+)\}\}")

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "Cross-Origin-Resource-Policy": "same-origin",
}
SERVER_NAME = "table-referee"  # the Server header: aiohttp's own named the library's and Python's versions
Answer = TypeVar("Answer", bound=web.StreamResponse)


def load(name: str) -> bytes:
    """One of the page's own files, from the package (never a path a request names)."""
    return resources.files("device.companion").joinpath("static", name).read_bytes()


def refused(message: str, status: int) -> web.Response:
    return web.json_response({"ok": False, "message": message}, status=status)


def dressed(response: Answer) -> Answer:
    """Every answer's headers: the security headers, and a Server header that names no library or version."""
    response.headers.update(SECURITY_HEADERS)
    response.headers["Server"] = SERVER_NAME
    return response


async def dress(request: web.Request, response: web.StreamResponse) -> None:
    """aiohttp's on_response_prepare: each answer dressed just before its headers are sent, streams included."""
    dressed(response)


def words_json(code: str) -> str:
    """The page's words in a language, as the page reads them: {"language": code, "words": {name: text}}."""
    return json.dumps({"language": code, "words": words.group("page-", code)}, ensure_ascii=False, separators=(",", ":"))


def render(template: bytes, code: str) -> bytes:
    """A page in a language: every {{name}} in it filled in (an unknown name is a KeyError, found at start)."""
    table = words.group("page-", code)

    def fill(found: re.Match[str]) -> str:
        name = found.group(1)
        if name == "language":
            return code
        if name == "words":  # inside <script type="application/json">: no "<" may close it early
            return words_json(code).replace("<", "\\u003c")
        return html.escape(table[name])

    return WORD.sub(fill, template.decode("utf-8")).encode("utf-8")
