"""Every endpoint of the phone page fuzzed while a real referee plays: it stays alive, saves every input, never a 5xx.

Requests are written byte by byte on raw sockets (so nothing a client
library would tidy is tidied): any method and path, arbitrary Unicode in
bodies and headers (lone surrogates included, as JSON escapes and as raw
bytes), huge, deeply nested and broken bodies, bodies cut off halfway (by a
close or a reset, as a phone leaving the Wi-Fi), requests the HTTP parser
itself rejects, from a joined phone and from strangers, with bursts beside
them and a crowd from other addresses (benchmarks/phone_crowd.py: idle
connections, slow headers, slow bodies, cut-off posts, garbage). The referee
is the real loop on the Table harness with its journal; after the storm it
must still answer a press, its journal must replay to what it said, and the
log must have grown by a few lines, not one a bad request.

The second storm blows while a Scattergories sheet is open for typed answers,
so that some requests are rightly taken (202): valid sheets, some with text
the door cleans (controls, bidi overrides, accents apart from their
letters), among hostile ones. Every sheet taken must reach the journal, as
cleaned, in order; nothing refused may reach it.
"""

from __future__ import annotations

import json
import queue
import socket
from collections import Counter
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.companion_flood import status_of
from benchmarks.crowd_engine import close_abruptly
from benchmarks.page_probes import LoggedBytes, logged_bytes
from benchmarks.phone_crowd import MALFORMED, Process
from device.companion import Running, start
from device.companion.rates import Rates
from device.companion.reading import clean_text
from device.referee.messages import FrontAnswer
from device.storage.journal import read
from engine.core import AskAnswers, Input, answers
from engine.games.rapid_list.rules import GAME
from engine.transcript import playthrough
from tests.table import Table

PATHS = [
    "/",
    "/join",
    "/answer",
    "/control",
    "/phones",
    "/names",
    "/events",
    "/history",
    "/history.csv",
    "/history.bgstats.json",
    "/static/app.js",
    "/static/join.js",
    "/static/style.css",
    "/static/../../etc/passwd",
    "/favicon.ico",
    "/%ED%A0%80",
    "/\u202e",
    "/" + "a" * 5000,
]
METHODS = ["GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT", "G\u00e9T"]
CONTENT_TYPES = [
    "application/json",
    "application/json; charset=utf-16",
    "application/json; charset=nope",
    "text/plain",
    "multipart/form-data; boundary=x",
    "",
    "application/json\u202e",
]

unicode_text = st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=60)  # surrogates too
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10**30), max_value=10**30) | st.floats() | unicode_text,
    lambda children: st.lists(children, max_size=5) | st.dictionaries(unicode_text, children, max_size=5),
    max_leaves=25,
)
answer_like = st.fixed_dictionaries(
    {
        "question": st.integers(-2, 40) | unicode_text,
        "kind": st.sampled_from(["answers", "vote", "number", "go", "choice"]),
        "value": json_values,
        "command": st.none() | st.sampled_from(["undo", "repeat", "pause", "shutdown"]),
    }
)


def _json_bytes(value: Any) -> bytes:
    return json.dumps(value, allow_nan=True).encode("ascii")  # surrogates travel as \\udXXX escapes


bodies = st.one_of(
    json_values.map(_json_bytes),
    answer_like.map(_json_bytes),
    st.binary(max_size=6000),
    st.integers(1, 60_000).map(lambda depth: b"[" * depth + b"]" * depth),
    st.integers(1, 3).map(lambda n: b'{"code": "' + b"9" * (5000 * n) + b'"}'),
    st.just(b"x" * 200_000),
    unicode_text.map(lambda text: text.encode("utf-8", "surrogatepass")),
)


def _header_value(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass").replace(b"\r", b"").replace(b"\n", b"")


# Requests the HTTP parser rejects before any route sees them: the crowd's list, noise where a request line or
# a header should be, and header names and lengths no client library would write.
garbage = st.one_of(
    st.sampled_from(MALFORMED),
    st.binary(min_size=1, max_size=300).filter(lambda noise: noise.strip()).map(lambda noise: noise + b"\r\n\r\n"),
    st.binary(min_size=1, max_size=40).map(lambda name: b"GET / HTTP/1.1\r\nHost: h\r\n" + name + b": x\r\n\r\n"),
    st.sampled_from([b"-1", b"1e3", b"0x10", b"99999999999999999999999", b"1, 2", b" "]).map(
        lambda length: b"POST /join HTTP/1.1\r\nHost: h\r\nContent-Length: " + length + b"\r\n\r\n{}"
    ),
)
# How a request travels: whole (as before), or cut off halfway through its body by a close or a reset.
DELIVERIES = ["whole", "whole", "whole", "whole", "cut", "reset"]


def exchange(port: int, raw: bytes) -> int | None:
    """Send one request as bytes; the status the server answers, or None if it closed without one."""
    return status_of(port, raw, timeout=10)


class Storm:
    def __init__(self, page: Running, cookie: str, table: Table) -> None:
        self.page = page
        self.port = page.server.ports[0]
        self.cookie = cookie
        self.table = table
        self.statuses: list[int | None] = []

    def request(
        self,
        method: str,
        path: str,
        body: bytes,
        content_type: str,
        joined: bool,
        extra: str,
        declared: int | None,
        delivery: str = "whole",
    ) -> int | None:
        """One request as a phone (or a stranger) might send it; the status answered, None when there was none."""
        host = f"127.0.0.1:{self.port}"
        lines = [
            f"{method} {path} HTTP/1.1".encode("utf-8", "surrogatepass"),
            b"Host: " + host.encode(),
            b"Origin: http://" + host.encode(),
        ]
        if content_type:
            lines.append(b"Content-Type: " + _header_value(content_type))
        lines.append(b"Content-Length: " + str(len(body) if declared is None else declared).encode())
        cookie = f"referee_session={self.cookie}" if joined else f"referee_session={extra}"
        lines.append(b"Cookie: " + _header_value(cookie))
        lines.append(b"X-Anything: " + _header_value(extra))
        head = b"\r\n".join(lines) + b"\r\n\r\n"
        if delivery != "whole":
            self.cut_off(head + body[: len(body) // 2], reset=delivery == "reset")
            return None
        status = exchange(self.port, head + body)
        self.statuses.append(status)
        return status

    def cut_off(self, sent: bytes, reset: bool) -> None:
        """Part of a request, then the connection dropped, by a reset or a plain close: no answer is waited for."""
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=10)
        try:
            sock.sendall(sent)
        except OSError:
            pass  # refused early and closed: that is an answer too
        if reset:
            close_abruptly(sock)
        else:
            sock.close()


# Beside the storm, benchmarks/phone_crowd.py from 40 addresses 127.0.1.x: idle connections, slow headers, slow
# bodies, cut-off posts, garbage (for up to 600 s: it is stopped when the storm is over).
CROWD = ("--idle", "20", "--slow", "10", "--bodies", "20", "--cut", "10", "--garbage", "10", "--addresses", "40")


@pytest.fixture
def log() -> Iterator[LoggedBytes]:
    """The log the service would write (every logger, INFO and up), measured while a storm blows."""
    with logged_bytes() as measured:
        yield measured


LOG_AFTER_A_STORM = 20_000  # bytes: a few lines a wave (refusals, unreadable requests), never one a request


def _unlimited(page: Running) -> None:
    """Reach every handler: no rate or per-address limit (one address sends everything).

    The burst in the first storm uses the real rates, and
    tests/device/companion/test_companion_load.py the real caps.
    """
    page.server.site.rates = Rates(burst=10**9, rate=10**9)
    page.server.site.doorman.per_address = 10**6


def _joined(page: Running) -> str:
    """The session cookie of a phone that joined to play (the first phone)."""
    import http.cookiejar
    import urllib.request

    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(
        urllib.request.Request(
            page.address + "join",
            method="POST",
            headers={"Content-Type": "application/json", "Origin": page.address.rstrip("/")},
            data=json.dumps({"code": page.access.code, "wants": "controller"}).encode(),
        ),
        timeout=5,
    )
    (cookie,) = [c.value for c in jar]
    return cookie


@pytest.fixture
def storm(state_dir: Path) -> Iterator[Storm]:
    events: "queue.Queue[Any]" = queue.Queue()
    page = start(events.put, port=0, hosts=["127.0.0.1"], state_dir=state_dir)
    _unlimited(page)
    table = Table(state_dir, events=events, listeners=[page.hub])
    cookie = _joined(page)
    try:
        table.wait_for("How many players? 4")
        yield Storm(page, cookie, table)
    finally:
        table.stop()
        page.stop()


def test_every_endpoint_fuzzed_leaves_the_referee_alive_its_inputs_saved_and_no_5xx(storm: Storm, log: LoggedBytes) -> None:
    crowd = Process("crowd", storm.port, 600, *CROWD)  # beside the storm, a crowd from other addresses

    @settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(
        method=st.sampled_from(METHODS),
        path=st.sampled_from(PATHS),
        body=bodies,
        content_type=st.sampled_from(CONTENT_TYPES),
        joined=st.booleans(),
        extra=unicode_text,
        declared=st.none() | st.sampled_from([0, 1, 4096, 4097, 10**12]),
        delivery=st.sampled_from(DELIVERIES),
        malformed=st.none() | st.none() | st.none() | garbage,
    )
    def fuzz(
        method: str,
        path: str,
        body: bytes,
        content_type: str,
        joined: bool,
        extra: str,
        declared: int | None,
        delivery: str,
        malformed: bytes | None,
    ) -> None:
        if malformed is not None:  # the parser's turn (a 400 in the page's words; now and then a request after all)
            status = exchange(storm.port, malformed)
            storm.statuses.append(status)
            assert status is None or status < 500, (malformed[:200], status)
            return
        status = storm.request(method, path, body, content_type, joined, extra, declared, delivery)
        assert status is None or status < 500, (method, path, body[:200], content_type, status)

    try:
        fuzz()
        # A burst with the real rates: refused with 429, never a 5xx, and the referee unmoved.
        storm.page.server.site.rates = Rates()
        burst = [storm.request("POST", "/control", b"{}", "application/json", True, "", None) for _ in range(120)]
        assert 429 in burst and all(status is None or status < 500 for status in burst)
    finally:
        crowd.stop()
    print("\nstatuses:", sorted(Counter(storm.statuses).items(), key=str), "log:", log.bytes, "bytes")
    assert storm.page.server._thread.is_alive()
    answered = [status for status in storm.statuses if status is not None]
    assert len(answered) > len(storm.statuses) // 2  # most requests got a word back, not a dropped line
    assert log.bytes < LOG_AFTER_A_STORM, log.bytes
    noise = storm.page.server.site.noise
    assert noise.unreadable.totals["malformed"] and noise.unreadable.totals["cut short"], noise.unreadable.totals
    assert not noise.errors.totals, noise.errors.totals  # nothing the page did not expect
    # The referee still plays: the buttons finish setup, and its journal replays what it said.
    table = storm.table
    table.accept_setup(timeout=30)
    table.wait_for("Press GO to roll.", timeout=30)
    journal = next((storm.page.state_dir / "games").glob("*.jsonl"))  # type: ignore[operator]
    record = read(journal)
    replayed = playthrough(GAME, record.settings, record.inputs)
    first = next(line for line in table.heard() if "from the top: " in line)  # the game's first line
    assert any(first in line for line in replayed), (first, replayed[-5:])


# ------------------------------------------------------------ a typed-answer sheet open: some inputs are taken


SEATS_FUZZED = ["0", "1", "2"]  # Yellow ("3") is left for the end, so the collection stays open through the storm
# Texts a player might type, and what a clumsy or hostile phone adds that the door cleans rather than refuses.
typed = st.one_of(
    st.just(""),
    st.from_regex(r"[A-Za-z][a-z]{0,12}( [a-z]{1,10})?", fullmatch=True),
    st.text(alphabet="abcé\u0301\x00\x1b\x7f\t\n\u202e\u2066\u200f ", max_size=20),
)
# Sheets a phone might send, taken or refused: twelve texts (cleanable), twelve with anything at all
# (lone surrogates refuse the whole sheet), the wrong count, a text over the game's 80 characters.
sheets = st.one_of(
    st.lists(typed, min_size=12, max_size=12),
    st.lists(typed, min_size=12, max_size=12),
    st.lists(unicode_text, min_size=12, max_size=12),
    st.lists(typed, max_size=14).filter(lambda texts: len(texts) != 12),
    st.lists(typed, min_size=11, max_size=11).map(lambda texts: [*texts, "B" * 81]),
)
sheet_requests = st.fixed_dictionaries(
    {
        # Mostly a seat still waiting and a question of this collection, so that sheets are taken in the storm.
        "seat": st.one_of(
            st.sampled_from(SEATS_FUZZED), st.sampled_from(SEATS_FUZZED), st.sampled_from(SEATS_FUZZED), unicode_text
        ),
        "texts": sheets,
        "question": st.one_of(st.sampled_from(["now", "first"]), st.sampled_from(["now", "before"]), st.integers(-2, 200)),
        "id": st.none() | st.sampled_from(["sheet-a", "sheet-b", "sheet-c"]) | unicode_text,
        "joined": st.sampled_from([True, True, True, False]),  # mostly the joined phone; now and then a stranger
    }
)
# Hostile requests as in the first storm, less the two things a player may rightly do at a sheet (stop
# waiting with GO, and undo), which would end the collection or take back a sheet mid-storm.
kinds_at_a_sheet = st.sampled_from(["answers", "vote", "number", "choice", "confirm"]) | unicode_text
hostile_answers = st.fixed_dictionaries(
    {
        "question": st.integers(-2, 200) | unicode_text,
        "kind": kinds_at_a_sheet,
        "value": json_values | st.fixed_dictionaries({"seat": st.sampled_from(SEATS_FUZZED), "answers": json_values}),
        "command": st.none() | st.sampled_from(["repeat", "pause", "shutdown", "fairness!"]) | unicode_text,
    }
).map(_json_bytes)


class SheetStorm:
    """The phone page and a real referee collecting Scattergories sheets, and what the page put on its queue."""

    def __init__(self, storm: Storm, put: list[Any], letter: str) -> None:
        self.storm = storm
        self.put = put
        self.letter = letter
        self.taken: list[Input] = []  # the sheets answered 202, as the door should have cleaned them
        self.statuses: list[int | None] = []

    def question(self, which: str | int) -> int:
        """The question number a sheet names: the current one, the collection's first, the one before it, or as given."""
        if isinstance(which, int):
            return which
        now = self.storm.page.hub.current()[1]
        first = self.storm.page.hub.collection_since()
        first = now if first is None else first
        return {"now": now, "first": first, "before": first - 1}[which]

    def send_sheet(self, seat: str, texts: list[str], question: str | int, sent: str | None, joined: bool) -> int | None:
        body: dict[str, Any] = {"question": self.question(question), "kind": "answers", "value": {"seat": seat, "answers": texts}}
        if sent is not None:
            body["id"] = sent
        status = self.storm.request("POST", "/answer", _json_bytes(body), "application/json", joined, "", None)
        self.statuses.append(status)
        if status == 202:
            self.taken.append(answers(seat, [clean_text(text) for text in texts]))
            self.storm.table.settle()  # the referee has taken it: the page's picture is current again
        return status

    def send_raw(self, body: bytes, joined: bool, path: str = "/answer") -> int | None:
        status = self.storm.request("POST", path, body, "application/json", joined, "", None)
        self.statuses.append(status)
        if status == 202:
            self.storm.table.settle()
        return status


@pytest.fixture
def sheet_storm(state_dir: Path) -> Iterator[SheetStorm]:
    from engine.setup import Defaults, Library
    from tests.device.referee.test_scattergories_typed import CATEGORIES

    events: "queue.Queue[Any]" = queue.Queue()
    put: list[Any] = []

    def onto_the_queue(event: Any) -> None:  # what the page hands the referee, noted on the way
        put.append(event)
        events.put(event)

    page = start(onto_the_queue, port=0, hosts=["127.0.0.1"], state_dir=state_dir)
    _unlimited(page)
    four = Library(decks={"scattergories/lists": {"4": tuple(CATEGORIES)}})
    typing = Defaults(extra={"scattergories": {"typed_answers": True}})
    table = Table(state_dir, library=four, game="scattergories", defaults=typing, events=events, listeners=[page.hub])
    cookie = _joined(page)
    for phone in page.access.phones.values():  # one phone sends every seat's sheet: the first phone marked it shared
        phone.shared = True
    try:
        table.wait_for("How many players? 4")
        while not any("Press GO to start the timer." in line for line in table.heard()):
            table.settle()
            if not any("Press GO to start the timer." in line for line in table.heard()):
                # every default: four players, list 4, no variants, typed answers; then round 1's GO
                table.press("go" if table.heard()[-1].endswith("Press GO to roll the letter.") else "ok")
        letter = next(line[14] for line in table.heard() if line.startswith("The letter is "))
        table.press("go")
        table.wait_for("Send your answers. Waiting for Red, Blue, Green and Yellow.", timeout=30)
        table.settle()
        yield SheetStorm(Storm(page, cookie, table), put, letter)
    finally:
        table.stop()
        page.stop()


def test_a_storm_at_an_open_answer_sheet_saves_every_sheet_taken_and_nothing_refused(sheet_storm: SheetStorm) -> None:
    storm = sheet_storm.storm
    journal = next((storm.page.state_dir / "games").glob("*.jsonl"))  # type: ignore[operator]
    before = read(journal).inputs
    assert isinstance(storm.page.hub.current()[0], AskAnswers)

    @settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(
        request=st.one_of(
            sheet_requests.map(lambda sheet: ("sheet", sheet)),
            st.tuples(hostile_answers, st.booleans()).map(lambda hostile: ("hostile", hostile)),
            st.tuples(bodies, st.sampled_from(["/answer", "/names", "/control", "/phones"])).map(lambda raw: ("raw", raw)),
        )
    )
    def fuzz(request: tuple[str, Any]) -> None:
        kind, given = request
        if kind == "sheet":
            status = sheet_storm.send_sheet(given["seat"], given["texts"], given["question"], given["id"], given["joined"])
        elif kind == "hostile":
            status = sheet_storm.send_raw(given[0], given[1])
        else:
            status = sheet_storm.send_raw(given[0], True, given[1])
        assert status is None or status < 500, (request, status)

    fuzz()
    taken_in_the_storm = len(sheet_storm.taken)
    assert taken_in_the_storm >= 1, f"no sheet was taken in the storm: {Counter(sheet_storm.statuses)}"
    # The rest of the table sends plain sheets, so the collection ends and the referee reads them out.
    prompt = storm.page.hub.current()[0]
    assert isinstance(prompt, AskAnswers)
    for seat in [option.value for option in prompt.waiting]:
        plain = [f"{sheet_storm.letter}{'ab' * (int(seat) + 1)}"] + [""] * 11
        assert sheet_storm.send_sheet(seat, plain, "now", f"last-{seat}", True) == 202
    storm.table.wait_for("Any challenge?", timeout=30)
    storm.table.settle()
    print("\nstatuses:", sorted(Counter(sheet_storm.statuses).items(), key=str), "sheets taken in the storm:", taken_in_the_storm)

    # What the page answered 202 is exactly what it handed the referee: the cleaned sheets, nothing else.
    handed = [event.given for event in sheet_storm.put if isinstance(event, FrontAnswer) and isinstance(event.given, Input)]
    assert handed == sheet_storm.taken
    assert all(isinstance(event, FrontAnswer) for event in sheet_storm.put)  # no names, nothing else
    # And the journal holds exactly those, after what the buttons gave before the storm.
    after = read(journal).inputs
    assert after[: len(before)] == before
    assert after[len(before) :] == sheet_storm.taken
    assert len(sheet_storm.taken) == 4  # one sheet per seat, never two for one
