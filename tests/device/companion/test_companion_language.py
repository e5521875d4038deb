"""The phone page speaks the referee's language (issue 25, item 5): the pages, the words the page
draws with, the server's refusals and the pushed picture, in Spanish while a Spanish game (or a
Spanish device) is being played, in English otherwise, and following a change without a reload.

The English words looked for are the project's own list (every English phrase module's words,
tests/english_words.py), so a page served in English, or a word left in English
on a Spanish page, is found by name.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from html.parser import HTMLParser
from importlib import resources
from typing import Any

from aiohttp import ClientResponse

from engine.words import Words
from device.companion.hub import Hub
from device.companion.history_routes import History
from device.companion.pages import WORD
from device.storage.history import FinishedGame
from device.storage.history_export import bgstats_json, history_csv
from engine import language
from engine.core import AskAnswers, AskGo, AskNumber, Line, Option, Placing
from tests.device.companion.test_companion import Page, ask, served
from tests.english_words import ENGLISH_WORDS, words_of

WORDS = Words("device.companion")  # the page's messages (device/companion/messages/*.ftl)


def page_words(code: str) -> dict[str, str]:
    return WORDS.group("page-", code)


SPANISH_GAME = {"question": 1, "game": "rapid-list", "title": "Rapid List", "view": {}, "language": "es"}
ENGLISH_GAME = {**SPANISH_GAME, "language": "en"}


class Shown(HTMLParser):
    """What a page shows a reader: its text outside scripts and styles, and the attributes read aloud."""

    SPOKEN_ATTRIBUTES = {"aria-label", "title", "placeholder", "alt"}

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.words_table: Any = None
        self.lang = ""
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "html":
            self.lang = found.get("lang") or ""
        self.texts += [value for name, value in attrs if name in self.SPOKEN_ATTRIBUTES and value]
        if tag in ("script", "style"):
            self._in = found.get("id") or tag

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "words":
            self.words_table = json.loads(data)
        elif self._in is None and data.strip():
            self.texts.append(data.strip())


def shown(page: str) -> Shown:
    parsed = Shown()
    parsed.feed(page)
    return parsed


#: A run of letters and digits: a phone's id or the dice's fingerprint ("46be28"), random hex, whose
#: letters may spell an English word ("be") by chance.
_CODE = re.compile(r"\b(?=\w*\d)\w+\b")


def english_in(texts: list[str]) -> list[str]:
    """The English words in each text, leaving out codes (a phone's id, the dice's fingerprint)."""
    found = []
    for text in texts:
        words = words_of(_CODE.sub(" ", text)) & ENGLISH_WORDS
        if words:
            found.append(f"{sorted(words)} in {text!r}")
    return found


async def first_picture(page: Page) -> dict[str, Any]:
    """The first picture the event stream sends this phone."""
    response = await page.client.get("/events")
    try:
        while True:
            line = (await response.content.readline()).decode("utf-8")
            if line.startswith("data: "):
                return json.loads(line[len("data: ") :])
    finally:
        response.close()


async def message(response: ClientResponse) -> str:
    return str((await response.json())["message"])


# ------------------------------------------------------------ the pages as served


def test_the_join_page_of_a_spanish_referee_is_spanish_and_an_english_one_english() -> None:
    async def test(page: Page) -> None:
        page.site.hub.shown(SPANISH_GAME)
        join = shown(await (await page.client.get("/")).text())
        assert join.lang == "es" and "Entrar a jugar" in join.texts
        assert english_in(join.texts) == []
        assert join.words_table == {"language": "es", "words": page_words("es")}
        page.site.hub.shown(ENGLISH_GAME)
        join = shown(await (await page.client.get("/")).text())
        assert join.lang == "en" and "Join to play" in join.texts
        assert join.words_table == {"language": "en", "words": page_words("en")}

    served(test)


def test_the_game_page_served_while_a_spanish_game_runs_holds_no_english_word() -> None:
    async def test(page: Page) -> None:
        await page.join()
        page.site.hub.shown(SPANISH_GAME)
        served_page = shown(await (await page.client.get("/")).text())
        assert served_page.lang == "es"
        assert {"Enviar mis respuestas", "Deshacer", "Lo dicho", "Partidas terminadas"} <= set(served_page.texts)
        assert english_in(served_page.texts) == []
        assert english_in(list(served_page.words_table["words"].values())) == []  # what its script draws with
        page.site.hub.shown(ENGLISH_GAME)
        served_page = shown(await (await page.client.get("/")).text())
        assert served_page.lang == "en" and {"Send my answers", "Undo", "Said"} <= set(served_page.texts)

    served(test)


def test_before_any_picture_the_page_speaks_the_device_language() -> None:
    """The referee has shown nothing yet (it is starting): the device's language, from the config."""
    language.use("es")
    try:
        hub = Hub()
        assert hub.language() == "es"
        assert json.loads(hub.picture_json())["language"] == "es"
    finally:
        language.use("en")
    assert hub.language() == "en"


def test_the_words_of_each_language_are_served_and_no_other() -> None:
    async def test(page: Page) -> None:
        await page.join()
        for code in language.LANGUAGES:
            response = await page.client.get(f"/words?language={code}")
            assert response.status == 200 and await response.json() == {"language": code, "words": page_words(code)}
        for asked in ("zz", "../phrases", ""):  # no language's code
            assert (await page.client.get(f"/words?language={asked}")).status == 404

    served(test)


# ------------------------------------------------------------ the pushed picture and the server's answers


def test_the_pushed_picture_carries_the_referee_language_as_it_changes() -> None:
    async def test(page: Page) -> None:
        await page.join()
        page.site.hub.shown(SPANISH_GAME)
        assert (await first_picture(page))["game"]["language"] == "es"
        page.site.hub.shown(ENGLISH_GAME)
        assert (await first_picture(page))["game"]["language"] == "en"

    served(test)


def test_a_number_unit_and_the_phones_listed_follow_the_language() -> None:
    async def test(page: Page) -> None:
        await page.join()
        with language.speaking("es"):  # as the referee asks inside a Spanish game
            ask(page.site.hub, AskNumber(Line("¿Cuánto dura la ronda?"), 30, 300, 120, unit="seconds"), 1)
        page.site.hub.shown(SPANISH_GAME)
        picture = await first_picture(page)
        assert picture["game"]["prompt"]["unit"] == "segundos"
        (first,) = picture["me"]["phones"]
        assert first["name"] == f"Teléfono {first['id']}"
        with language.speaking("en"):
            ask(page.site.hub, AskNumber(Line("Round length?"), 30, 300, 120, unit="seconds"), 2)
        page.site.hub.shown({**ENGLISH_GAME, "question": 2})
        picture = await first_picture(page)
        assert picture["game"]["prompt"]["unit"] == "seconds"
        assert picture["me"]["phones"][0]["name"] == f"Phone {first['id']}"

    served(test)


def test_the_server_refuses_in_the_language_of_the_game() -> None:
    async def test(page: Page) -> None:
        hub = page.site.hub
        hub.shown(SPANISH_GAME)
        wrong = "0000" if page.code != "0000" else "1111"
        status, body = await page.join(code=wrong)
        assert status == 403 and body["message"].startswith("Ese código no es.")
        assert (await page.client.get("/events")).status == 401
        assert await message(await page.client.get("/events")) == WORDS.said_in("es", "join-first")
        await page.join()
        ask(hub, AskGo(Line("¿Listos?")), 1)
        hub.shown(SPANISH_GAME)
        status, body = await page.post("/answer", {"question": 0, "kind": "go"})
        assert status == 409 and body["message"] == WORDS.said_in("es", "moved-on")
        status, body = await page.post("/answer", {"question": 1, "kind": "number", "value": 3})
        assert body["message"] == WORDS.said_in("es", "main-action-only")
        sheet = AskAnswers(Line("Respuestas"), "recoger", letter="B", categories=("Una fruta",), waiting=(Option("0", "Ana"),))
        ask(hub, sheet, 2)
        hub.shown({**SPANISH_GAME, "question": 2})
        body_sent = {"question": 2, "kind": "answers", "value": {"seat": "0", "answers": ["Banana"]}, "id": "a1"}
        assert (await page.post("/answer", body_sent))[0] == 202
        status, body = await page.post("/answer", body_sent)
        assert body == {"ok": True, "already": True, "message": WORDS.said_in("es", "already-received")}
        assert (await page.client.get("/no-such-page")).status == 404
        assert await message(await page.client.get("/no-such-page")) == WORDS.said_in("es", "not-here")
        hub.shown({**ENGLISH_GAME, "question": 2})
        assert await message(await page.client.get("/no-such-page")) == WORDS.said_in("en", "not-here")
        status, body = await page.post("/answer", {"question": 0, "kind": "go"})
        assert body["message"] == WORDS.said_in("en", "moved-on")

    served(test)


def test_the_history_exports_through_the_page_speak_the_game_language() -> None:
    ended = datetime(2026, 11, 22, 19, 30, tzinfo=timezone.utc)
    played = [FinishedGame(1, "rapido", "Rapido", ended, (Placing("Ana", 9, True), Placing("Beto", 5, False)))]

    async def test(page: Page) -> None:
        await page.join()
        page.site.hub.shown(SPANISH_GAME)
        table = await (await page.client.get("/history.csv")).text()
        assert table.splitlines()[:2] == [
            "partida,fin_utc,juego,id_juego,asiento,jugador,puntos,ganador,minutos",
            "1,2026-11-22T19:30:00Z,Rapido,rapido,1,Ana,9,sí,",
        ]
        plays = json.loads(await (await page.client.get("/history.bgstats.json")).text())
        assert plays["locations"][0]["name"] == "Árbitro de mesa"
        page.site.hub.shown(ENGLISH_GAME)
        table = await (await page.client.get("/history.csv")).text()
        assert table.splitlines()[1] == "1,2026-11-22T19:30:00Z,Rapido,rapido,1,Ana,9,yes,"

    served(test, History(lambda: played, history_csv, bgstats_json))


# ------------------------------------------------------------ every word the static files name is there


def static_text(name: str) -> str:
    return resources.files("device.companion").joinpath("static", name).read_text(encoding="utf-8")


def test_every_word_the_pages_name_is_in_both_tables_and_every_word_is_used() -> None:
    pages = static_text("app.html") + static_text("join.html")
    scripts = static_text("app.js") + static_text("join.js")
    named = set(WORD.findall(pages)) - {"language", "words"}
    named |= set(re.findall(r'data-word(?:-label|-title)?="(\w+)"', pages))
    named |= set(re.findall(r'say\("(\w+)"', scripts))
    choices = " ".join(re.findall(r"say\(([^()]*\?[^()]*)\)", scripts))  # say(a ? "x" : b === "c" ? "y" : "z")
    named |= set(re.findall(r'(?<!=== )"(\w+)"', choices))
    named |= set(re.findall(r"wordTitle = \"(\w+)\"", scripts)) | set(re.findall(r"words\.(\w+)", scripts))
    assert named - set(page_words("en")) == set(), "named by the page but not among the page-NAME messages"
    assert set(page_words("en")) - named == set(), "a page-NAME message never shown"
    assert set(page_words("es")) == set(page_words("en"))


def test_no_english_word_is_left_in_the_static_pages() -> None:
    """Every word a reader sees on the two pages comes from PAGE: their own text is placeholders and names."""
    for name in ("app.html", "join.html"):
        parsed = shown(WORD.sub("", static_text(name)))
        assert english_in(parsed.texts) == [], name


# ------------------------------------------------------------ the referee tells the page its language


def test_a_spanish_referee_shows_its_page_in_spanish(state_dir: Any) -> None:
    """The picture the referee shows carries the language it speaks (device/referee/table_talk.py)."""
    import queue

    from device.companion import start
    from engine.setup import Defaults
    from tests.table import Table

    language.use("es")
    events: "queue.Queue[Any]" = queue.Queue()
    page = start(events.put, port=0, hosts=["127.0.0.1"])
    table = Table(
        state_dir, game="rapido", defaults=Defaults(players=2, names=("Ana", "Beto")), events=events, listeners=[page.hub]
    )
    try:
        table.wait_for("Página del teléfono:")
        table.settle()  # the first setup question is asked, and shown
        picture = json.loads(page.hub.picture_json())
        assert picture["language"] == "es" and picture["title"] == "Rapido"
    finally:
        table.stop()
        page.stop()
        language.use("en")
    assert page.hub.language() == "es"  # as last shown, whatever the device speaks now
