"""Hostile and clumsy text from a phone: refused in words or cleaned, never a crash, never a 5xx.

Each case here broke the referee before device/companion/reading.py: a lone
surrogate crashed the referee where it printed the line, control characters
and bidi overrides reached the terminal and the journal, deeply nested JSON
raised RecursionError and odd encodings raised 500s. The server is the real
aiohttp application on loopback (tests/device/companion/test_companion.py's Page).
"""

from __future__ import annotations

import io
import sys
from typing import Any

import pytest

from device.companion.reading import LONGEST_TEXT, Unreadable, clean_text, read_json
from device.referee.runtime import FrontAnswer, SeatNames
from engine.core import AskAnswers, Line, Option, answers
from tests.device.companion.test_companion import Page, ask, served

WAITING = (Option("0", "Red"), Option("1", "Blue"))
SHEET = AskAnswers(
    Line("Send your answers."), "stop waiting", letter="B", categories=("A fruit", "A city"), waiting=WAITING, longest=40
)


def _sheet(first: str, second: str = "") -> dict[str, Any]:
    return {"question": 4, "kind": "answers", "value": {"seat": "0", "answers": [first, second]}}


async def _raw(page: Page, path: str, data: bytes, content_type: str = "application/json") -> tuple[int, dict]:
    response = await page.client.post(path, data=data, headers={"Origin": page.origin, "Content-Type": content_type})
    return response.status, await response.json()


# ------------------------------------------------------------ item 1: text that reaches the voice and the terminal


def test_a_lone_surrogate_in_a_typed_answer_is_refused_and_never_reaches_the_referee() -> None:
    async def test(page: Page) -> None:
        await page.join()
        ask(page.site.hub, SHEET, 4)
        status, body = await page.post("/answer", _sheet("Banana\ud800"))
        assert status == 400 and "cannot read" in body["message"]
        assert page.events.empty()

    served(test)


def test_controls_escapes_and_bidi_overrides_are_taken_out_and_text_is_nfc() -> None:
    async def test(page: Page) -> None:
        await page.join()
        ask(page.site.hub, SHEET, 4)
        status, _ = await page.post("/answer", _sheet("Ban\x00ana\x1b[2J\u202egnaM", "Caf" + "e\u0301\tde\nParis"))
        assert status == 202
        assert page.events.get_nowait() == FrontAnswer(answers("0", ["Banana[2JgnaM", "Café de Paris"]), 4)

    served(test)


def test_typed_names_lose_their_bidi_overrides_and_refuse_surrogates() -> None:
    async def test(page: Page) -> None:
        await page.join()
        page.site.hub.shown({"question": 1, "game": "", "view": {}})
        status, _ = await page.post("/names", {"names": ["\u202eAnn", "Bo\u2066b"]})
        assert status == 202 and page.events.get_nowait() == SeatNames(("Ann", "Bob"))
        status, body = await page.post("/names", {"names": ["\udfffAnn"]})
        assert status == 400 and page.events.empty()

    served(test)


def test_a_text_longer_than_any_phone_sends_is_refused_in_words() -> None:
    with pytest.raises(Unreadable) as refused:
        clean_text("x" * (LONGEST_TEXT + 1))
    assert f"{LONGEST_TEXT} characters" in refused.value.message
    assert clean_text("x" * LONGEST_TEXT) == "x" * LONGEST_TEXT


@pytest.mark.parametrize(
    ("sent", "kept"),
    [
        ("plain", "plain"),
        ("e\u0301", "\u00e9"),  # NFC
        ("a\u200db", "a\u200db"),  # a zero-width joiner builds emoji and some scripts: kept
        ("\u05e9\u05dc\u05d5\u05dd", "\u05e9\u05dc\u05d5\u05dd"),  # right-to-left letters are fine, only the overrides go
        ("a\u2028b\rc", "a b c"),
        ("\x7f\x9b31m", "31m"),  # DEL and the C1 escape
        ("e\u202e\u0301", "\u00e9"),  # NFC after the override is gone: the accent meets its letter
        ("A\u2066\u030a\u2069", "\u00c5"),  # an isolate between a letter and its ring
        ("e\x1b\u0301", "\u00e9"),  # ESC between them
    ],
)
def test_clean_text_keeps_letters_and_takes_out_what_steers_a_terminal(sent: str, kept: str) -> None:
    assert clean_text(sent) == kept


def test_the_referees_printed_line_survives_any_text(monkeypatch: pytest.MonkeyPatch) -> None:
    from device.app.printing import print_line

    written = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(written, encoding="utf-8", errors="strict"))
    print_line("Red: Banana\ud800")
    print_line("next line")
    sys.stdout.flush()
    assert written.getvalue().decode("utf-8").splitlines() == ["Red: Banana\\ud800", "next line"]


# ------------------------------------------------------------ item 5: every bad request a 4xx with a reason


@pytest.mark.parametrize(
    ("data", "content_type"),
    [
        (b"[" * 5000 + b"]" * 5000, "application/json"),  # RecursionError in the parser
        (b'{"a":' * 900 + b"1" + b"}" * 900, "application/json"),
        (b'{"code": "\xff\xfe", "wants": "viewer"}', "application/json"),  # not UTF-8
        ('{"code": "1234", "wants": "viewer"}'.encode("utf-16"), "application/json"),
        (b'{"code": "1234", "wants": "viewer"}', "application/json; charset=no-such-charset"),
        (b'{"code": "\\ud800", "wants": "viewer"}', "application/json"),
        (b'{"code": NaN, "wants": "viewer"}', "application/json"),
        (b'{"code": "1' + b"1" * 5000 + b'"}', "application/json"),
        (b"", "application/json"),
    ],
)
def test_a_broken_join_is_a_4xx_with_a_reason_not_a_crash(data: bytes, content_type: str) -> None:
    async def test(page: Page) -> None:
        status, body = await _raw(page, "/join", data, content_type)
        assert 400 <= status < 500 and body["message"]
        assert page.site.access.phones == {}

    served(test)


@pytest.mark.parametrize("path", ["/answer", "/names", "/phones", "/control"])
def test_a_broken_body_on_any_route_is_a_4xx(path: str) -> None:
    async def test(page: Page) -> None:
        await page.join()
        ask(page.site.hub, SHEET, 4)
        for data in (
            b"[" * 3000,
            b'{"question": 4, "kind": "answers", "value": {"seat": "0", "answers": ["\\udc80", ""]}}',
            b"\xc3\x28",
            b'{"names": ["' + "\u202e".encode() * 10 + b'"]}',
        ):
            status, body = await _raw(page, path, data)
            assert status < 500, (path, data, status)
            assert body["ok"] in (True, False)
        assert all(not isinstance(event, FrontAnswer) or "\udc80" not in str(event) for event in list(page.events.queue))

    served(test)


def test_read_json_refuses_depth_before_parsing() -> None:
    with pytest.raises(Unreadable):
        read_json(b"[" * 100_000)
    assert read_json(b'{"a": [[1, {"b": "c"}]]}') == {"a": [[1, {"b": "c"}]]}
