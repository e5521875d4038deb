"""The page's limits on connections, requests and bodies (issue 21, items 3 and 4).

The doorman and the rates are checked directly with a test clock; the early
refusals through a real server on loopback, with raw sockets, so that "before
its body is read" is observable: the answer arrives while the body is still
unsent.
"""

from __future__ import annotations

import logging
import os
import resource
import socket
from typing import Any

import pytest

from device.companion import start
from device.companion import doorman as doorman_module
from device.companion.doorman import MOST_CONNECTIONS, RESERVE, Doorman, connection_cap
from device.companion.rates import BURST, RATE, Rates
from device.companion.waves import QUIET
from tests.device.companion.test_companion import Clock, Page, ask, served
from engine.core import AskGo, Line


class Transport:
    """A connection as the doorman sees it: its peer and whether it was closed."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.aborted = False

    def get_extra_info(self, name: str) -> Any:
        return (self.address, 40000) if name == "peername" else None

    def abort(self) -> None:
        self.aborted = True


def test_connections_past_the_cap_are_refused_and_the_refusal_is_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    doorman = Doorman(most=4, per_address=10, idle=10.0, clock=clock)
    phones = [Transport(f"192.168.1.{n}") for n in range(4)]
    for phone in phones:
        assert doorman.admit(phone)
        doorman.started(phone, known=True)  # joined phones, busy: none gives way
    with caplog.at_level(logging.WARNING, "table_referee.companion"):
        assert not any(doorman.admit(Transport("192.168.1.9")) for _ in range(500))
        doorman.finished(phones[0])
        doorman.release(phones[0])
        for _ in range(3):  # places come and go: still one wave, nothing more logged
            newcomer = Transport("192.168.1.8")
            assert doorman.admit(newcomer)
            doorman.started(newcomer, known=True)
            assert not doorman.admit(Transport("192.168.1.9"))
            doorman.finished(newcomer)
            doorman.release(newcomer)
            doorman.sweep()
        clock.now += QUIET
        doorman.sweep()
        assert doorman.admit(Transport("192.168.1.9"))
    warnings = [record.getMessage() for record in caplog.records]
    assert len(warnings) == 2 and "refusing" in warnings[0] and "503 refused" in warnings[1], warnings


def test_one_address_cannot_take_every_place() -> None:
    doorman = Doorman(most=100, per_address=3, idle=10.0, clock=Clock())
    assert [doorman.admit(Transport("10.0.0.5")) for _ in range(5)] == [True, True, True, False, False]
    assert doorman.admit(Transport("10.0.0.6"))


def test_an_idle_stranger_gives_way_to_a_newcomer_but_a_joined_phone_does_not() -> None:
    clock = Clock()
    doorman = Doorman(most=2, per_address=10, idle=10.0, clock=clock)
    phone, stranger = Transport("10.0.0.1"), Transport("10.0.0.2")
    assert doorman.admit(phone) and doorman.admit(stranger)
    doorman.started(phone, known=True)
    doorman.finished(phone)  # idle between requests, but a joined phone's
    newcomer = Transport("10.0.0.3")
    assert doorman.admit(newcomer) and stranger.aborted and not phone.aborted
    doorman.started(newcomer)  # a request under way: not idle
    assert not doorman.admit(Transport("10.0.0.4"))


def test_connections_idle_or_trickling_their_headers_are_closed_after_the_idle_time() -> None:
    clock = Clock()
    doorman = Doorman(most=10, per_address=10, idle=10.0, clock=clock)
    idle, working = Transport("10.0.0.1"), Transport("10.0.0.2")
    doorman.admit(idle)
    doorman.admit(working)
    doorman.started(working)  # an event stream: a request that lasts
    clock.now += 10.5
    assert doorman.sweep() == 1 and idle.aborted and not working.aborted


def test_a_phone_may_make_a_burst_of_requests_then_a_few_a_second() -> None:
    clock = Clock()
    rates = Rates(burst=5, rate=2.0, clock=clock)
    assert [rates.allow("a") for _ in range(7)] == [True] * 5 + [False] * 2
    assert rates.allow("b")  # another phone is not held back
    clock.now += 1.0
    assert [rates.allow("a") for _ in range(3)] == [True, True, False]


def _raw(port: int, head: str, body: bytes = b"") -> tuple[int, bytes]:
    """Send a request's headers (and maybe part of its body); the status of the answer, read until the server closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(head.encode() + body)
        answer = b""
        while True:
            chunk = sock.recv(4096)  # a timeout here: the refused connection was left open
            if not chunk:
                break
            answer += chunk
    return int(answer.split(b" ", 2)[1]), answer


def test_a_viewers_answer_and_a_huge_body_are_refused_before_the_body_is_read(tmp_path: Any) -> None:
    import http.cookiejar
    import json
    import urllib.request

    page = start(lambda event: None, port=0, hosts=["127.0.0.1"], state_dir=tmp_path)
    try:
        port = page.server.ports[0]
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        joined = urllib.request.Request(
            page.address + "join",
            method="POST",
            headers={"Content-Type": "application/json", "Origin": f"http://127.0.0.1:{port}"},
            data=json.dumps({"code": page.access.code, "wants": "controller"}).encode(),
        )
        assert json.load(opener.open(joined))["ok"]
        owner = next(cookie.value for cookie in jar)
        viewer_joins = urllib.request.Request(
            page.address + "join",
            method="POST",
            headers={"Content-Type": "application/json", "Origin": f"http://127.0.0.1:{port}"},
            data=json.dumps({"code": page.access.code, "wants": "viewer"}).encode(),
        )
        jar2 = http.cookiejar.CookieJar()
        urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar2)).open(viewer_joins)
        viewer = next(cookie.value for cookie in jar2)
        head = (
            "POST /answer HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n"
            "Content-Type: application/json\r\nContent-Length: {length}\r\nCookie: referee_session={token}\r\n\r\n"
        )
        # Only part of the declared body is sent: an answer that comes back was made without reading it.
        status, answer = _raw(port, head.format(port=port, length=4000, token=viewer), b'{"question": 1')
        assert status == 403 and b"Connection: close" in answer
        status, _ = _raw(port, head.format(port=port, length=2_400_000_000, token=owner), b"x" * 100)
        assert status == 413
        chunked = head.replace("Content-Length: {length}", "Transfer-Encoding: chunked")
        status, _ = _raw(port, chunked.format(port=port, token=owner), b"5\r\nhello\r\n")
        assert status == 411
    finally:
        page.stop()


def test_a_flood_of_requests_from_one_session_is_slowed_with_429() -> None:
    async def test(page: Page) -> None:
        page.site.rates.clock = page.clock  # held still: a busy machine's slow requests earn no tokens
        await page.join()
        ask(page.site.hub, AskGo(Line("Ready?")), 1)
        statuses = [(await page.post("/control", {}))[0] for _ in range(60)]
        # The session's burst is answered (the join counted against the address), everything after refused.
        assert statuses == [200] * BURST + [429] * (60 - BURST)
        page.clock.now += 1 / RATE  # one request's worth of time: the phone may ask once more
        assert (await page.post("/control", {}))[0] == 200
        assert (await page.post("/control", {}))[0] == 429

    served(test)


# ------------------------------------------------------------ the cap against the process's descriptor limit


def _limit_at(monkeypatch: pytest.MonkeyPatch, soft: int) -> None:
    """This process's soft descriptor limit, as the doorman reads it, set to `soft` (nothing is really lowered)."""
    monkeypatch.setattr(
        doorman_module.resource,
        "getrlimit",
        lambda which: (soft, resource.RLIM_INFINITY) if which == resource.RLIMIT_NOFILE else (0, 0),
    )


@pytest.mark.parametrize("free_past_the_reserve", [0, 10, 44, 95, 96, 500, 3000])
def test_the_connection_cap_leaves_the_reserve_of_descriptors_free(
    monkeypatch: pytest.MonkeyPatch,
    free_past_the_reserve: int,
) -> None:
    """Every place the page may fill, plus what is open now, plus the reserve for storage fits under the limit.

    Why: a cap read from a constant alone let idle connections take the
    descriptors the journal needs; the cap must shrink with the limit.
    """
    used = len(os.listdir("/proc/self/fd"))
    soft = used + RESERVE + free_past_the_reserve
    _limit_at(monkeypatch, soft)
    cap = connection_cap()
    assert cap == max(4, min(MOST_CONNECTIONS, free_past_the_reserve))
    if free_past_the_reserve >= 4:  # the floor of 4 aside, the cap never eats into the reserve
        assert used + cap + RESERVE <= soft
    assert Doorman().most == cap  # a new doorman takes the cap as it is when the page starts


def test_the_connection_cap_is_whole_under_the_units_limit_and_without_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """4,096 (systemd/table-referee.service) and an unlimited process both give the full cap."""
    _limit_at(monkeypatch, 4096)
    assert connection_cap() == MOST_CONNECTIONS
    _limit_at(monkeypatch, resource.RLIM_INFINITY)
    assert connection_cap() == MOST_CONNECTIONS
