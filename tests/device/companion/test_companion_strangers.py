"""What a stranger on the table's Wi-Fi can do to the page, without the code (issue 36, points 3, 4 and 7).

Each test runs the real page (device.companion.start: its doorman, its
aiohttp handler, its loop) on loopback and attacks it with raw sockets,
from many loopback source addresses (127.0.x.y) where "many addresses"
matters, as benchmarks/phone_crowd.py does. Nothing is mocked but the clock of
the pure parts; every wait is on an event or a socket, never a sleep.
"""

from __future__ import annotations

import json
import logging
import socket
import threading
import time
from collections import Counter
from contextlib import ExitStack
from pathlib import Path
from typing import Any, Iterator

import pytest

from benchmarks.crowd_engine import close_abruptly
from benchmarks.page_probes import LoggedBytes, logged_bytes
from benchmarks.phone_crowd import MALFORMED, MARK, Process
from device.companion import Running, start
from device.companion.doorman import Doorman
from device.companion.network import is_local_network
from device.companion.bodies import BODY_WAITS
from device.companion.pages import SECURITY_HEADERS
from device.companion.server import words
from device.companion.waves import QUIET, Wave
from tests.device.companion.test_companion import Clock
from tests.device.companion.test_companion_limits import Transport
from tests.polling import wait_until

SERVER_NAME = "table-referee"  # the one Server header the page may send (docs/companion.md, "Headers")
PHONE = "127.0.5.1"  # the joined phone's address: its session works from there alone

# ------------------------------------------------------------ point 7 (g): which peers count as local

LOCAL = [
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "10.255.255.254",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.0.1",
    "192.168.255.254",
    "169.254.0.1",
    "169.254.255.254",
    "::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%wlan0",
    "febf::1",
    "::ffff:127.0.0.1",
    "::ffff:10.1.2.3",
    "::ffff:172.20.0.5",
    "::ffff:192.168.1.20",
    "::ffff:169.254.3.4",
]
NOT_LOCAL = [
    # Public addresses, and what is not an address at all.
    "8.8.8.8",
    "1.1.1.1",
    "2001:4860::8888",
    "",
    "not an address",
    "::ffff:8.8.8.8",
    # What Python's `is_private` also counts but the docs never promised: TEST-NET 1 to 3 (documentation),
    # "this network", the IETF's protocol block, benchmarking, the reserved class E and the broadcast address,
    # the shared address space of carrier-grade NAT, the unspecified addresses, IPv6 documentation and discard,
    # ORCHID, and each of those written as a v4-mapped IPv6 address.
    "192.0.2.1",
    "198.51.100.7",
    "203.0.113.9",
    "0.0.0.0",
    "0.1.2.3",
    "192.0.0.8",
    "198.18.0.1",
    "198.19.255.1",
    "240.0.0.1",
    "255.255.255.255",
    "100.64.0.1",
    "::",
    "2001:db8::1",
    "100::1",
    "2001:10::1",
    "2001:2::1",
    "::ffff:192.0.2.1",
    "::ffff:203.0.113.9",
    "::ffff:0.0.0.0",
    "::ffff:198.18.0.1",
    "fec0::1",
    "ff02::1",
    "172.15.255.255",
    "172.32.0.0",
    "169.253.255.255",
    "192.169.0.1",
    "11.0.0.1",
]


@pytest.mark.parametrize("address", LOCAL)
def test_the_documented_local_networks_are_local(address: str) -> None:
    assert is_local_network(address)


@pytest.mark.parametrize("address", NOT_LOCAL)
def test_nothing_beyond_the_documented_local_networks_is_local(address: str) -> None:
    """Why exactly these: docs/companion.md lists the ranges the page answers; a range Python's
    `is_private` adds later (it has grown between versions) must not widen that silently."""
    assert not is_local_network(address)


# ------------------------------------------------------------ the real page, and raw sockets to it


@pytest.fixture
def logged() -> Iterator[LoggedBytes]:
    """Every record the service would write (INFO and up, every logger), kept, with its size."""
    with logged_bytes(keep=True) as handler:
        yield handler


@pytest.fixture
def page(state_dir: Path) -> Iterator[Running]:
    running = start(lambda event: None, port=0, hosts=["127.0.0.1"], state_dir=state_dir)
    try:
        yield running
    finally:
        running.stop()


def exchange(port: int, data: bytes, source: str = "127.0.0.1", timeout: float = 10.0) -> bytes:
    """Send `data` on a new connection from `source`; all the page answers, until it closes the connection."""
    with socket.socket() as sock:
        sock.bind((source, 0))
        sock.settimeout(timeout)
        sock.connect(("127.0.0.1", port))
        try:
            sock.sendall(data)
        except OSError:  # the page stopped reading and closed; what it answered is still there
            pass
        answer = b""
        while chunk := sock.recv(65536):  # a timeout here: the connection was left open
            answer += chunk
    return answer


def parsed(answer: bytes) -> tuple[int, dict[str, str], bytes]:
    """The status, the headers (names in lower case) and the body of one HTTP answer."""
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(lines[0].split(" ", 2)[1]), headers, body


def joined_cookie(page: Running, wants: str = "viewer") -> str:
    """A phone joins from PHONE through the page itself, as a browser would; its session cookie (good from PHONE)."""
    port = page.server.ports[0]
    body = json.dumps({"code": page.access.code, "wants": wants}).encode()
    answer = exchange(port, _post("/join", port, body) + body, source=PHONE)
    status, headers, _ = parsed(answer)
    assert status == 200, answer
    return headers["set-cookie"].split(";", 1)[0]  # referee_session=...


def _post(path: str, port: int, body: bytes, extra: str = "") -> bytes:
    return (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\nConnection: close\r\n{extra}\r\n"
    ).encode()


def _get(path: str, port: int, extra: str = "", method: str = "GET") -> bytes:
    return f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n{extra}\r\n".encode()


def assert_dressed(status: int, headers: dict[str, str], answer: bytes) -> None:
    """Every answer: the page's security headers, and nothing naming the library or Python."""
    for name, value in SECURITY_HEADERS.items():
        assert headers.get(name.lower()) == value, (status, name, answer[:600])
    assert headers.get("server", SERVER_NAME) == SERVER_NAME, headers
    assert b"aiohttp" not in answer.lower() and b"python" not in answer.lower(), answer[:600]


# ------------------------------------------------------------ point 7 (c, d, e): aiohttp's own answers, and HEAD


def test_a_request_the_parser_rejects_is_answered_in_the_pages_words_with_its_headers_and_none_of_its_bytes(
    page: Running,
) -> None:
    """aiohttp's own 400 page had no security headers, named aiohttp and Python, and quoted the bad bytes back."""
    port = page.server.ports[0]
    for malformed in MALFORMED:
        answer = exchange(port, malformed)
        status, headers, body = parsed(answer)
        assert status == 400, (malformed[:80], answer[:300])
        assert_dressed(status, headers, answer)
        assert json.loads(body) == {"ok": False, "message": words("unreadable")}, body
        assert MARK not in answer, (malformed[:80], answer[:300])


def test_an_expectation_the_page_cannot_meet_is_refused_without_quoting_it(page: Running) -> None:
    """aiohttp's own answer to an odd Expect header, made before the page's guard, said it back: 417 "Unknown Expect: ..."."""
    port = page.server.ports[0]
    answer = exchange(port, _post("/join", port, b"{}", extra=f"Expect: {MARK.decode()}-continue\r\n") + b"{}")
    status, headers, _ = parsed(answer)
    assert status == 417
    assert_dressed(status, headers, answer)
    assert MARK not in answer


def test_every_kind_of_answer_carries_the_security_headers_and_no_library_name(page: Running) -> None:
    """A page, a refusal, a route that does not exist, and an event stream, whose headers go out before any handler
    returns (the guard added the security headers only after it, too late for a stream)."""
    port = page.server.ports[0]
    cookie = joined_cookie(page)
    for request in (
        _get("/", port),
        _get("/events", port),
        _get("/nowhere", port, f"Cookie: {cookie}\r\n"),
        _post("/join", port, b"{}") + b"{}",
        _get("/", port, f"Cookie: {cookie}\r\n"),
    ):
        answer = exchange(port, request, source=PHONE)
        assert_dressed(*parsed(answer)[:2], answer)
    with socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(PHONE, 0)) as stream:
        stream.sendall(_get("/events", port, f"Cookie: {cookie}\r\n"))
        head = b""
        while b"\r\n\r\n" not in head:
            head += stream.recv(65536)
    status, headers, _ = parsed(head)
    assert status == 200 and headers["content-type"] == "text/event-stream"
    assert_dressed(status, headers, head.partition(b"\r\n\r\n")[0])


def test_head_on_the_event_stream_opens_no_stream(page: Running) -> None:
    """HEAD /events answered 200 and then streamed the picture forever, body and all."""
    port = page.server.ports[0]
    cookie = joined_cookie(page)
    answer = exchange(port, _get("/events", port, f"Cookie: {cookie}\r\n", method="HEAD"), source=PHONE)  # nothing streams
    status, headers, body = parsed(answer)
    assert status == 405 and headers.get("allow") == "GET" and body == b""
    assert_dressed(status, headers, answer)


# ------------------------------------------------------------ point 4: a flood of bad requests, and the log


def test_a_wave_logs_its_first_then_counts_then_one_line_once_quiet(caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    wave = Wave("%s: counting", "stopped (%s meanwhile)", clock)
    with caplog.at_level(logging.WARNING, "table_referee.companion"):
        assert wave.note("malformed", "first from 10.0.0.9")
        for n in range(500):
            assert not wave.note("cut short" if n % 5 == 0 else "malformed", f"another {n}")
            clock.now += 0.1
            assert not wave.settle()  # never quiet long enough: still one wave
        clock.now += QUIET
        assert wave.settle() and not wave.settle()
        assert wave.note("malformed", "a new wave")  # afresh: its first is logged again
    assert [record.getMessage() for record in caplog.records] == [
        "first from 10.0.0.9: counting",
        "stopped (401 malformed, 100 cut short meanwhile)",
        "a new wave: counting",
    ]
    assert wave.totals == Counter({"malformed": 402, "cut short": 100})


def test_a_burst_of_malformed_and_cut_short_requests_adds_a_line_or_two_to_the_log(page: Running, logged: LoggedBytes) -> None:
    """Each one used to be logged by aiohttp with a full traceback: 36,702 in 10 s wrote 20 MB."""
    port = page.server.ports[0]
    sources = [f"127.0.6.{n}" for n in range(1, 7)]
    for _ in range(20):
        for n, malformed in enumerate(MALFORMED):
            assert parsed(exchange(port, malformed, source=sources[n % len(sources)]))[0] == 400
    malformed_sent = 20 * len(MALFORMED)
    page_lines = [line for line in logged.messages() if "phone page on" not in line]
    assert len(page_lines) <= 2, (len(page_lines), page_lines[:3])

    # Posts cut off halfway through their body, by a reset or a plain close, from a stranger and from a phone.
    cookie = joined_cookie(page, "controller")
    body = json.dumps({"code": "000000", "wants": "viewer"}).encode()
    answer = json.dumps({"question": 1, "kind": "go", "value": None}).encode()
    for n in range(60):  # a sixth from the phone, from its own address: 10, under the 16 places one address holds
        sock = socket.socket()
        sock.bind((PHONE if n % 6 == 5 else sources[n % len(sources)], 0))
        sock.connect(("127.0.0.1", port))
        if n % 6 == 5:
            sock.sendall(_post("/answer", port, answer, extra=f"Cookie: {cookie}\r\n") + answer[:10])
        else:
            sock.sendall(_post("/join", port, body) + body[:10])
        if n % 2:
            close_abruptly(sock)
        else:
            sock.close()
    noise = page.server.site.noise
    assert wait_until(lambda: noise.unreadable.totals["cut short"] == 60, timeout=30), noise.unreadable.totals
    assert noise.unreadable.totals["malformed"] == malformed_sent

    page_lines = [line for line in logged.messages() if "phone page on" not in line]
    assert not [line for line in page_lines if not line.startswith("table_referee")], page_lines[:3]  # aiohttp, asyncio
    assert len(page_lines) == 1 and "from now on such requests are counted" in page_lines[0], page_lines
    # Once quiet, one more line says how many there were; a sweep a second ends the wave.
    noise.unreadable.clock = lambda: float("inf")
    assert wait_until(lambda: "have stopped" in logged.messages()[-1], timeout=10)
    assert f"({malformed_sent} malformed, 60 cut short meanwhile)" in logged.messages()[-1], logged.messages()
    assert logged.bytes < 1000, logged.messages()


def test_errors_in_the_pages_loop_and_handlers_are_logged_once_a_wave_with_one_traceback(
    page: Running,
    logged: LoggedBytes,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """asyncio's own exception handler and aiohttp's "Error handling request" logged a traceback each time."""
    loop = page.server._loop

    def broken() -> None:
        raise ValueError("a fault in a callback")

    done = threading.Event()
    for _ in range(50):
        loop.call_soon_threadsafe(broken)
    loop.call_soon_threadsafe(done.set)  # callbacks run in order: when this one has, every fault above has
    assert done.wait(timeout=10)

    def failing(token: Any) -> None:
        raise RuntimeError("a fault in the page")

    monkeypatch.setattr(page.server.site.access, "phone", failing)
    port = page.server.ports[0]
    for _ in range(50):
        answer = exchange(port, _get("/", port))
        status, headers, body = parsed(answer)
        assert status == 500 and json.loads(body)["message"] == words("cannot-take-it")
        assert_dressed(status, headers, answer)
    faults = [record for record in logged.kept if "phone page on" not in record.getMessage()]
    assert len(faults) == 1 and faults[0].exc_info is not None, [record.getMessage() for record in faults]
    assert page.server.site.noise.errors.totals["failed"] == 100


# ------------------------------------------------------------ point 3: strangers holding every place


class Door:
    """A doorman on a test clock, and connections let in through it: idle, a joined phone's, or awaiting a body."""

    def __init__(self, **settings: Any) -> None:
        self.clock = Clock()
        self.doorman = Doorman(per_address=16, idle=10.0, clock=self.clock, **settings)
        self.bodies = ExitStack()  # bodies awaited and never arriving, for as long as the test runs

    def knock(self, address: str, *, known: bool = False, waiting: bool = False) -> tuple[bool, Transport]:
        """A new connection from `address`: whether it was let in, and it."""
        transport = Transport(address)
        if not self.doorman.admit(transport):
            return False, transport
        if known or waiting:
            self.doorman.started(transport, known=known)
        if waiting:
            self.bodies.enter_context(self.doorman.awaiting_body(transport))
        return True, transport

    def admitted(self, address: str, *, known: bool = False, waiting: bool = False) -> Transport:
        let_in, transport = self.knock(address, known=known, waiting=waiting)
        assert let_in, address
        return transport

    def strangers(self) -> int:
        return sum(not place.known for place in self.doorman.places.values())


def test_strangers_may_hold_only_the_places_not_kept_for_phones_and_waiting_ones_make_room() -> None:
    door = Door(most=96)
    assert door.doorman.strangers_most == 64
    flood = [door.admitted(f"10.0.3.{n % 6}", waiting=True) for n in range(64)]
    # Every further stranger takes the place of a waiting one: strangers never hold more than their share.
    more = [door.admitted(f"10.0.4.{n % 4}", waiting=True) for n in range(40)]
    assert door.strangers() == 64 and sum(transport.aborted for transport in flood + more) == 40
    # Joined phones' connections (strangers until their first request) take the places kept for them.
    phones = [door.admitted(f"10.0.5.{n % 8}", known=True) for n in range(32)]
    # The first took a waiting stranger's place (strangers held all theirs); known, it left one of theirs free.
    assert len(door.doorman.places) == 95 and door.strangers() == 63 and not any(phone.aborted for phone in phones)
    for n in range(200):  # at the cap, every newcomer, a phone's or a stranger's, takes a waiting stranger's place
        door.clock.now += 0.01
        if n % 10 == 0:
            phones.append(door.admitted(f"10.0.5.{n % 8}", known=True))
        else:
            door.admitted(f"10.0.6.{n % 10}", waiting=True)
    assert not any(phone.aborted for phone in phones)  # a joined phone's connection never gives way
    assert len(door.doorman.places) == 96 and door.strangers() == 96 - len(phones)


def test_a_stranger_busy_with_a_request_does_not_give_way_but_one_awaiting_a_body_does() -> None:
    door = Door(most=3, for_phones=0)
    doorman = door.doorman
    busy = [door.admitted("10.0.0.1") for _ in range(3)]
    for transport in busy:
        doorman.started(transport)  # its request is being answered: real work under way
    assert not doorman.admit(Transport("10.0.0.2"))
    with doorman.awaiting_body(busy[1]):
        assert doorman.admit(Transport("10.0.0.2")) and busy[1].aborted and doorman.gave_way(busy[1])
    assert not busy[0].aborted and not busy[2].aborted


def test_a_flooders_churn_never_pushes_out_an_honest_newcomer() -> None:
    """The one that gives way comes from the address whose strangers hold the most places: a newcomer's one or
    two connections are never chosen while a flooder holds more, however long they have waited."""
    door = Door(most=96)
    for n in range(96):
        door.knock(f"10.0.3.{n % 6}", waiting=True)
    honest = [door.admitted("192.168.1.20"), door.admitted("192.168.1.20", waiting=True)]
    other = door.admitted("192.168.1.21")
    let_in = 0
    for n in range(5000):  # the flood reopens whatever is closed, from its six addresses
        door.clock.now += 0.001
        let_in += door.knock(f"10.0.3.{n % 6}", waiting=True)[0]
    assert let_in == 5000  # each flooder's connection was let in, each time in the place of another of its own
    assert not any(transport.aborted for transport in [*honest, other])


def test_strangers_promising_join_bodies_leave_room_for_a_new_phone_and_a_joined_ones_new_connection(
    page: Running,
) -> None:
    """6 addresses x 16 posts to /join that promise a body and never send it held all 96 places: new connections,
    a joined phone's among them, were reset as soon as they were accepted. Here half the posts send none of it,
    half a byte every 3 s, and each is reopened as soon as the page lets it go."""
    port = page.server.ports[0]
    cookie = joined_cookie(page)
    doorman = page.server.site.doorman
    with Process("slow-bodies", port, 120, "--addresses", "6", "--per-address", "16", "--pace", "0.05"):
        assert wait_until(lambda: sum(place.busy > 0 for place in list(doorman.places.values())) >= 60, timeout=30)
        results = []
        body = json.dumps({"code": page.access.code, "wants": "viewer"}).encode()
        for n in range(12):
            results.append(("new phone", _served(port, _post("/join", port, body) + body, f"127.0.4.{n + 1}")))
            results.append(("joined phone", _served(port, _get("/", port, f"Cookie: {cookie}\r\n"), PHONE)))
        strangers = sum(not place.known for place in list(doorman.places.values()))
    assert all(status == 200 for _, status in results), results
    assert strangers <= doorman.strangers_most


def _served(port: int, request: bytes, source: str) -> int | str:
    """The status a new connection from `source` is answered, or what went wrong."""
    try:
        return parsed(exchange(port, request, source=source, timeout=10))[0]
    except OSError as error:
        return repr(error)


def test_a_join_body_gets_two_seconds_and_its_connection_closes_with_the_answer(page: Running) -> None:
    """A join promising a body held its place for 10 s, then aiohttp read on for 10 s more ("lingering")."""
    port = page.server.ports[0]
    with socket.socket() as sock:
        sock.settimeout(BODY_WAITS["/join"] + 5)  # the old 10 s wait times out here
        sock.connect(("127.0.0.1", port))
        sent = time.monotonic()
        sock.sendall(_post("/join", port, b"x" * 60).replace(b"Connection: close\r\n", b""))
        answer = sock.recv(65536)
        answered = time.monotonic()
        while chunk := sock.recv(65536):
            answer += chunk
        closed = time.monotonic()
    assert parsed(answer)[0] == 408
    assert BODY_WAITS["/join"] - 0.1 <= answered - sent <= BODY_WAITS["/join"] + 3, answered - sent
    assert closed - answered < 2, closed - answered
