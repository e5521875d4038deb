"""The phones at the table: places freed, phones shown by name (issue 21, items 7, 8).

Before: sixteen phones filled the page and a place was never freed; the first
phone saw the others as hex ids. (Who runs the page, and how the role moves
with the table's yes at the buttons, is tests/device/companion/test_companion_trust.py.)
"""

from __future__ import annotations

from pathlib import Path

from device.companion.access import MOST_PHONES, QUIET, Access, Phone
from engine.core import AskAnswers, Line, Option
from tests.table import Table
from tests.device.companion.test_companion import Clock, Page, ask, served


def _joined(access: Access, address: str, wants: str = "viewer", name: str = "") -> Phone:
    phone = access.join(address, access.code, wants, name)  # type: ignore[arg-type]
    assert isinstance(phone, Phone), phone
    return phone


def test_a_full_page_frees_the_place_of_a_phone_gone_quiet_but_never_of_one_showing_the_page() -> None:
    clock = Clock()
    access = Access(clock=clock)
    phones = [_joined(access, f"10.0.1.{n}") for n in range(MOST_PHONES)]
    for phone in phones[1:]:
        phone.streams = 1  # every page open
    assert not isinstance(access.join("10.0.2.1", access.code, "viewer"), Phone)
    clock.now += QUIET
    phones[5].streams = 0  # this one closed its page and has been quiet since
    access.seen(phones[5])
    assert not isinstance(access.join("10.0.2.1", access.code, "viewer"), Phone)  # seen just now: not quiet
    clock.now += QUIET
    newcomer = access.join("10.0.2.1", access.code, "viewer")
    assert isinstance(newcomer, Phone) and phones[5] not in access.phones.values() and phones[0].first


def test_the_first_phone_sees_names_and_seats_not_hex_ids_and_leaving_frees_the_place() -> None:
    async def test(page: Page) -> None:
        status, _ = await page.post("/join", {"code": page.code, "wants": "controller", "name": "Ann\u202e"})
        assert status == 200
        (phone,) = page.site.access.phones.values()
        assert phone.shown_as == "Ann"
        sheet = AskAnswers(
            Line("Send your answers."),
            "stop waiting",
            letter="B",
            categories=("A fruit",),
            waiting=(Option("0", "Red"), Option("1", "Blue")),
            longest=20,
        )
        ask(page.site.hub, sheet, 3)
        phone.name = ""
        assert (await page.post("/answer", {"question": 3, "kind": "answers", "value": {"seat": "1", "answers": ["Banana"]}}))[
            0
        ] == 202
        assert page.site.access.listing()[0]["name"] == "Blue's phone"
        status, _ = await page.post("/join", {"code": page.code, "wants": "viewer", "name": "x" * 21})
        assert status == 400
        status, _ = await page.post("/leave", {})
        assert status == 200 and page.site.access.phones == {}

    served(test)


def test_without_a_phone_page_go_held_twice_is_simply_where_the_game_stands_twice(state_dir: Path) -> None:
    table = Table(state_dir)
    try:
        asked = table.wait_for("How many players? 4")
        table.press("go", held=True)
        table.press("go", held=True)
        table.settle()
        after = table.heard()[asked + 1 :]
        assert sum("How many players?" in line for line in after) == 2, after
        assert "[not_now]" not in after
    finally:
        table.stop()
