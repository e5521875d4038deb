"""Every endpoint of the phone page fuzzed while a real referee plays: it stays alive, saves every input, never a 5xx.

Requests are written byte by byte on raw sockets (so nothing a client
library would tidy is tidied): any method and path, arbitrary Unicode in
bodies and headers (lone surrogates included, as JSON escapes and as raw
bytes), huge, deeply nested and broken bodies, from a joined phone and from
strangers, with bursts and idle connections beside them. The referee is the
real loop on the Table harness with its journal; after the storm it must
still answer a press, and its journal must replay to what it said.
"""

from __future__ import annotations

import json
from collections import Counter
import queue
import socket
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from device.companion import Running, start
from device.companion.rates import Rates
from device.storage.journal import read
from engine.games.rapid_list.rules import GAME
from engine.transcript import playthrough
from tests.table import Table

PATHS = ["/", "/join", "/answer", "/control", "/phones", "/names", "/events", "/history", "/history.csv",
         "/history.bgstats.json", "/static/app.js", "/static/join.js", "/static/style.css", "/static/../../etc/passwd",
         "/favicon.ico", "/%ED%A0%80", "/\u202e", "/" + "a" * 5000]
METHODS = ["GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT", "G\u00e9T"]
CONTENT_TYPES = ["application/json", "application/json; charset=utf-16", "application/json; charset=nope",
                 "text/plain", "multipart/form-data; boundary=x", "", "application/json\u202e"]

unicode_text = st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=60)  # surrogates too
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10**30), max_value=10**30) | st.floats() | unicode_text,
    lambda children: st.lists(children, max_size=5) | st.dictionaries(unicode_text, children, max_size=5),
    max_leaves=25,
)
answer_like = st.fixed_dictionaries({
    "question": st.integers(-2, 40) | unicode_text, "kind": st.sampled_from(["answers", "vote", "number", "go", "choice"]),
    "value": json_values, "command": st.none() | st.sampled_from(["undo", "repeat", "pause", "shutdown"]),
})


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


def exchange(port: int, raw: bytes) -> int | None:
    """Send one request as bytes; the status the server answers, or None if it closed without one."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        try:
            sock.sendall(raw)
        except OSError:
            pass  # the server refused early and closed: what it said first is still read below
        answer = b""
        try:
            while b"\r\n" not in answer:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                answer += chunk
        except OSError:
            return None
    if not answer.startswith(b"HTTP/1."):
        return None
    return int(answer.split(b" ", 2)[1])


class Storm:
    def __init__(self, page: Running, cookie: str, table: Table) -> None:
        self.page = page
        self.port = page.server.ports[0]
        self.cookie = cookie
        self.table = table
        self.statuses: list[int | None] = []

    def request(self, method: str, path: str, body: bytes, content_type: str, joined: bool, extra: str,
                declared: int | None) -> int | None:
        host = f"127.0.0.1:{self.port}"
        lines = [f"{method} {path} HTTP/1.1".encode("utf-8", "surrogatepass"), b"Host: " + host.encode(),
                 b"Origin: http://" + host.encode()]
        if content_type:
            lines.append(b"Content-Type: " + _header_value(content_type))
        lines.append(b"Content-Length: " + str(len(body) if declared is None else declared).encode())
        cookie = f"referee_session={self.cookie}" if joined else f"referee_session={extra}"
        lines.append(b"Cookie: " + _header_value(cookie))
        lines.append(b"X-Anything: " + _header_value(extra))
        status = exchange(self.port, b"\r\n".join(lines) + b"\r\n\r\n" + body)
        self.statuses.append(status)
        return status


@pytest.fixture
def storm(state_dir: Path) -> Iterator[Storm]:
    import http.cookiejar
    import urllib.request

    events: "queue.Queue[Any]" = queue.Queue()
    page = start(events.put, port=0, hosts=["127.0.0.1"], state_dir=state_dir)
    # Reach every handler: no rate or per-address limit here (one address sends everything);
    # the burst below uses the real rates, and tests/device/companion/test_companion_load.py the real caps.
    page.server.site.rates = Rates(burst=10**9, rate=10**9)
    page.server.site.doorman.per_address = 10**6
    table = Table(state_dir, events=events, listeners=[page.hub])
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(urllib.request.Request(page.address + "join", method="POST", headers={
        "Content-Type": "application/json", "Origin": page.address.rstrip("/")},
        data=json.dumps({"code": page.access.code, "wants": "controller"}).encode()), timeout=5)
    (cookie,) = [c.value for c in jar]
    try:
        table.wait_for("How many players? 4")
        yield Storm(page, cookie, table)
    finally:
        table.stop()
        page.stop()


def test_every_endpoint_fuzzed_leaves_the_referee_alive_its_inputs_saved_and_no_5xx(storm: Storm) -> None:
    idle = []  # beside the storm, idle connections from other addresses
    for n in range(40):
        sock = socket.socket()
        sock.bind((f"127.0.2.{n + 1}", 0))
        sock.connect(("127.0.0.1", storm.port))
        idle.append(sock)

    @settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(
        method=st.sampled_from(METHODS), path=st.sampled_from(PATHS), body=bodies,
        content_type=st.sampled_from(CONTENT_TYPES), joined=st.booleans(), extra=unicode_text,
        declared=st.none() | st.sampled_from([0, 1, 4096, 4097, 10**12]),
    )
    def fuzz(method: str, path: str, body: bytes, content_type: str, joined: bool, extra: str,
             declared: int | None) -> None:
        status = storm.request(method, path, body, content_type, joined, extra, declared)
        assert status is None or status < 500, (method, path, body[:200], content_type, status)

    try:
        fuzz()
        # A burst with the real rates: refused with 429, never a 5xx, and the referee unmoved.
        storm.page.server.site.rates = Rates()
        burst = [storm.request("POST", "/control", b"{}", "application/json", True, "", None) for _ in range(120)]
        assert 429 in burst and all(status is None or status < 500 for status in burst)
    finally:
        for sock in idle:
            sock.close()
    print("\nstatuses:", sorted(Counter(storm.statuses).items(), key=str))
    assert storm.page.server._thread.is_alive()
    answered = [status for status in storm.statuses if status is not None]
    assert len(answered) > len(storm.statuses) // 2  # most requests got a word back, not a dropped line
    # The referee still plays: the buttons finish setup, and its journal replays what it said.
    table = storm.table
    table.accept_setup(timeout=30)
    table.wait_for("Press GO to roll.", timeout=30)
    journal = next((storm.page.state_dir / "games").glob("*.jsonl"))  # type: ignore[operator]
    record = read(journal)
    replayed = playthrough(GAME, record.settings, record.inputs)
    first = next(line for line in table.heard() if "reads first." in line)
    assert any(first in line for line in replayed), (first, replayed[-5:])
