"""Every player can play (issue 39): the phone page used as a deaf, a blind and a low-vision player would use it.

In Debian's chromium at 390 x 844 (a phone held upright), on the real server,
the hub told what the referee would tell it: a screen reader hears each new
caption once (a MutationObserver on the live regions), the question when it
changes and the timer at each minute, 10 s and time up, never every second; a
number being typed and the focus survive a picture that repeats the question;
every seat colour's text reads at 4.5:1 wherever it is drawn (the track's
cubes, Rapido's field chips over every dice value) and the staircase bars have
an edge at 3:1; the referee's sounds are captioned in words and felt as
vibration when the player asks for it; low time is said in words, not colour
alone; axe-core (WCAG 2.2 A and AA) finds nothing at setup, a round under way,
a vote or judging question, and the scores, in all four games; every one of
those screens reflows at 320 CSS px and at 200 % zoom on a 390 px phone (195
CSS px), with the timer's digits whole and a name field wide enough to type
in; the first phone shows a QR code of the address with the code, and a page
opened from it has the code typed in.
"""

from __future__ import annotations

import io
import json
import os
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator, Sequence

import pytest

from device.companion import Running, start
from engine.words import Words

from engine.core import AskChance, AskGo, AskNumber, AskTimer, AskVirtual, AskVotes, GameOver, Line, Prompt
from engine.games.rapido.rules import ROLLS, roll_value
from engine.setup import colours
from engine.setup import Defaults
from tests.browser import Phone, missing
from tests.companion_screenshots import picture, play_until
from tests.device.companion.test_companion_a11y import SMALL_TARGETS, SPLIT_WORDS, TOO_WIDE, axe_violations

CUE_CAPTIONS = Words("device.companion").group("cue-", "en")  # the captions of the referee's sounds, in English

pytestmark = [pytest.mark.slow]
if missing():  # the test set-up installs the browser: a missing one fails the run, never skips it
    pytest.fail(missing(), pytrace=False)

PHONE = (390, 844)
NARROW = {"320 px": (320, 640, 1), "200 % on a 390 px phone": (195, 422, 2)}  # CSS width, height, pixel ratio
RATE = 20.0  # the referee's clock: a minute and a bit of timer in about three seconds
SHOTS = Path(os.environ.get("TABLE_REFEREE_SHOTS") or tempfile.mkdtemp(prefix="referee-shots-"))


class Table:
    """The page's server, and the hub told what a referee would tell it."""

    def __init__(self, running: Running) -> None:
        self.running = running
        self.hub = running.hub

    def show(self, session: Any, lines: Sequence[str] = (), prompt: Prompt | None = None, timer: float | None = None) -> None:
        self.hub.shown(picture(session, self.hub.version + 1))
        for line in lines:
            self.hub.said(line)
        prompt = prompt if prompt is not None else session.prompt
        if isinstance(prompt, (AskChance, AskTimer, AskVirtual, GameOver)):
            self.hub.answered()
        else:
            self.hub.asked(prompt, "")
        self.hub.timing(timer, True) if timer is not None else self.hub.timing(None, False)
        if isinstance(prompt, GameOver):
            self.hub.ended(Line(picture(session, 0)["standings"] or "Game over."))

    def setup(self, title: str) -> None:
        """A game being set up: the names a phone may type, and the first question."""
        self.hub.shown(
            {
                "question": self.hub.version + 1,
                "game": "",
                "title": title,
                "journal": "",
                "setting_up": True,
                "where": "",
                "standings": "",
                "view": {},
                "names": ["Red", "Blue", "Green", "Yellow"],
                "most_names": 8,
                "language": "en",
                "fingerprint": "",
            }
        )
        self.hub.asked(AskNumber(Line("How many players?"), 2, 8, 4), "4")
        self.hub.timing(None, False)


@pytest.fixture
def table() -> Iterator[Table]:
    running = start(lambda event: None, port=0, hosts=["127.0.0.1"], clock_rate=RATE)
    try:
        yield Table(running)
    finally:
        running.stop()


@pytest.fixture
def phone(table: Table) -> Iterator[Phone]:
    browser = Phone(PHONE)
    try:
        browser.join(table.running.address, table.running.access.code)
        browser.until(lambda: browser.all("#title"), "the game page")
        yield browser
    finally:
        browser.close()


TYPED = Defaults(extra={"scattergories": {"typed_answers": True}})


def voting() -> tuple[Any, list[str]]:
    """Scattergories with typed answers, at a vote on a challenged answer."""
    session, said = play_until("scattergories", 4, 3, lambda s, p: isinstance(p, AskVotes), TYPED)
    assert isinstance(session.prompt, AskVotes)
    return session, said


def record(phone: Phone, *ids: str) -> None:
    """Keep, from now on, every node each live region adds and every change of its text (window.heard[id])."""
    phone.driver.execute_script(
        """
        window.heard = {};
        for (const id of arguments[0]) {
          const region = document.getElementById(id);
          window.heard[id] = [];
          new MutationObserver((changes) => {
            for (const change of changes) {
              if (change.type === 'childList' && change.target === region && id === 'captions') {
                for (const node of change.addedNodes) window.heard[id].push(node.textContent);
              } else if (id !== 'captions') {
                window.heard[id].push(region.textContent);
              }
            }
          }).observe(region, {childList: true, subtree: true, characterData: true});
        }
        """,
        list(ids),
    )


def heard(phone: Phone, region: str) -> list[str]:
    return [text for text in phone.driver.execute_script("return window.heard[arguments[0]]", region) if text]


def version(phone: Phone) -> int:
    return int(phone.find("body").get_attribute("data-version") or -1)


def drawn(phone: Phone, table: Table) -> None:
    """Wait until the page has drawn the hub's latest picture."""
    at = table.hub.version
    phone.until(lambda: version(phone) >= at, f"picture {at}")


# ------------------------------------------------------------ 1. one announcement per new line


def test_a_screen_reader_hears_each_new_line_once_the_question_once_and_the_timer_at_its_marks(
    table: Table, phone: Phone
) -> None:
    scatter, said = voting()
    round_lines = [f"Line {number} of the round." for number in range(40)]
    table.show(scatter, said + round_lines)
    drawn(phone, table)
    assert phone.find("#captions").get_attribute("aria-live") == "polite"
    record(phone, "captions", "question-said", "timer-said")

    table.hub.said("Blue votes valid.")  # one new line
    drawn(phone, table)
    vote = scatter.prompt
    table.hub.asked(replace(vote, waiting=vote.waiting[1:]), "")  # a vote cast: a new picture, no new line
    drawn(phone, table)
    assert heard(phone, "captions") == ["Blue votes valid."]
    assert heard(phone, "question-said") == []  # the same question: not announced again
    assert phone.text("#captions li:first-child") == "Blue votes valid."
    assert len(phone.all("#captions li")) == len(json.loads(table.hub.picture_json())["captions"])

    table.hub.asked(AskNumber(Line("Red's bid?"), 0, 20, 1), "")
    drawn(phone, table)
    table.hub.said("Red's bid?")
    drawn(phone, table)
    assert heard(phone, "question-said") == ["Red's bid?"]
    assert heard(phone, "captions") == ["Blue votes valid.", "Red's bid?"]

    # A timer of 61.5 s at 20 times the real pace: 1 minute, 10 seconds and time up; nothing else.
    table.hub.answered()
    table.hub.timing(61.5, True)
    phone.until(lambda: phone.find("#timer").get_attribute("data-seconds") == "0", "the timer at 0", timeout=15)
    phone.until(lambda: len(heard(phone, "timer-said")) == 3, "three announcements of the time")
    assert heard(phone, "timer-said") == ["1 minute left", "10 seconds left", "Time is up"]
    assert phone.find("#timer").get_attribute("aria-live") == "off"


# ------------------------------------------------------------ 2. typing and focus survive a picture


def test_a_number_being_typed_and_the_focus_survive_a_picture_that_repeats_the_question(table: Table, phone: Phone) -> None:
    bids, said = play_until("rapid-list", 4, 3, lambda s, p: s.state.phase == "bids")
    table.show(bids, said)
    phone.until(lambda: phone.all("#number"), "the number field")
    field = phone.find("#number")
    field.click()
    field.clear()
    field.send_keys("6")
    table.hub.said(bids.prompt.question.text)  # the referee says its line again (hold OK)
    table.hub.asked(bids.prompt, "4")  # and offers its value again
    drawn(phone, table)
    assert phone.find("#number").get_attribute("value") == "6"
    assert phone.driver.execute_script("return document.activeElement.id") == "number"
    field.send_keys("\b7")
    assert phone.find("#number").get_attribute("value") == "7"

    # The vote's "I am": chosen and focused, it stays so while the others' votes come in.
    scatter, said = voting()
    table.show(scatter, said)
    phone.until(lambda: phone.all("#vote-seat"), "the vote")
    vote = scatter.prompt
    mine = vote.waiting[-1]
    phone.find("#vote-seat").click()
    phone.driver.execute_script(
        "const s = document.getElementById('vote-seat'); s.value = arguments[0];s.dispatchEvent(new Event('change')); s.focus();",
        mine.value,
    )
    table.hub.asked(replace(vote, waiting=vote.waiting[1:]), "")
    drawn(phone, table)
    assert phone.driver.execute_script("return document.activeElement.id") == "vote-seat"
    assert phone.find("#vote-seat").get_attribute("value") == mine.value
    assert vote.waiting[0].label not in phone.text("#vote-seat")


# ------------------------------------------------------------ 3. every seat colour readable wherever it is drawn

CUSTOM = ("Ann", "Zoë", "Bartholomew")  # names that are no colour: a colour made from the name
VALUES = sorted({roll_value(roll) for roll in ROLLS})

# Each chip's text against its own background, and each staircase bar's edge against the page behind it.
CONTRASTS = """
const luminance = (css) => {
  const [r, g, b] = css.match(/[\\d.]+/g).slice(0, 3).map(Number).map((v) => v / 255)
    .map((v) => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a, b) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
const behind = (el) => { while (getComputedStyle(el).backgroundColor === 'rgba(0, 0, 0, 0)') el = el.parentElement;
                         return getComputedStyle(el).backgroundColor; };
const chips = Array.from(document.querySelectorAll(arguments[0] + ' .cube')).map((chip) => {
  const style = getComputedStyle(chip);
  const top = getComputedStyle(chip, '::after');
  const ink = top.content !== 'none' ? Math.min(ratio(style.color, style.backgroundColor), ratio(top.color, style.backgroundColor))
    : ratio(style.color, style.backgroundColor);
  return [chip.textContent, ink];
});
const bars = Array.from(document.querySelectorAll('.stair .bar')).map((bar) =>
  [bar.closest('.stair').querySelector('.who').textContent, ratio(getComputedStyle(bar).borderTopColor, behind(bar.parentElement)),
   parseFloat(getComputedStyle(bar).borderTopWidth)]);
return {chips: chips, bars: bars};
"""


def test_every_seat_colour_reads_at_4_5_to_1_on_the_track_and_on_every_rapido_field_value(table: Table, phone: Phone) -> None:
    seats = list(colours("en")) + list(colours("es")) + list(CUSTOM)
    track = {
        "finish": 4,
        "spaces": [
            {"space": 0, "kind": "start", "cubes": seats[:9]},
            {"space": 1, "kind": "C", "cubes": seats[9:]},
            {"space": 4, "kind": "finish", "cubes": []},
        ],
    }
    pairs = [{"owner": seat, "value": value} for seat in seats for value in VALUES]
    fields = [{"field": spot, "pairs": pairs[spot::6]} for spot in range(6)]  # every field shows some
    view = {
        "round": 1,
        "turn": "",
        "facts": [],
        "track": track,
        "fields": fields,
        "staircase": {"steps": 10, "seats": [{"name": seat, "step": 1 + index % 9} for index, seat in enumerate(seats)]},
    }
    table.hub.shown(
        {
            "question": 1,
            "game": "rapido",
            "title": "Every colour",
            "journal": "1.jsonl",
            "setting_up": False,
            "where": "",
            "standings": "",
            "view": view,
            "language": "en",
        }
    )
    phone.until(lambda: len(phone.all("#fields .cube")) == len(seats) * len(VALUES), "a chip for every seat and value")
    phone.save(SHOTS / "every-colour.png")
    found = phone.driver.execute_script(CONTRASTS, "#track")
    assert len(found["chips"]) == len(seats)
    assert [chip for chip in found["chips"] if chip[1] < 4.5] == [], "track cubes under 4.5:1"
    on_fields = phone.driver.execute_script(CONTRASTS, "#fields")
    assert {text for text, _ in on_fields["chips"]} == {f"{seat} {value}" for seat in seats for value in VALUES}
    assert [chip for chip in on_fields["chips"] if chip[1] < 4.5] == [], "field chips under 4.5:1"
    assert len(on_fields["bars"]) == len(seats)
    assert [bar for bar in on_fields["bars"] if bar[1] < 3.0 or bar[2] < 2] == [], "staircase bars without a dark edge"


# ------------------------------------------------------------ 4. controls named; a focus ring that shows

FOCUS_RING = """
const el = document.activeElement;
const style = getComputedStyle(el);
return {id: el.id || el.className, width: parseFloat(style.outlineWidth), colour: style.outlineColor, style: style.outlineStyle};
"""


def accessible_names(phone: Phone, css: str) -> list[str]:
    """Each element's name as the browser's accessibility tree gives it (Chromium's computed name)."""
    return [element.accessible_name for element in phone.all(css)]


def test_every_control_is_named_by_what_it_does_and_to_whom_and_the_focus_ring_shows(table: Table, phone: Phone) -> None:
    table.setup("Rapido")
    phone.until(lambda: len(phone.all(".name-field")) == 4, "the four names")
    assert accessible_names(phone, ".name-field") == [f"Name of seat {seat}" for seat in range(1, 5)]
    buttons = accessible_names(phone, ".name-row button")
    assert buttons[:3] == ["Move Red up", "Move Red down", "Remove Red"]
    assert buttons[3:6] == ["Move Blue up", "Move Blue down", "Remove Blue"]
    field = phone.all(".name-field")[1]
    field.clear()
    field.send_keys("Bo")
    assert accessible_names(phone, ".name-row button")[3] == "Move Bo up"
    phone.all(".name-row")[1].find_element("css selector", "button").click()  # Bo up, before Red
    assert accessible_names(phone, ".name-row button")[0] == "Move Bo up"
    assert phone.driver.execute_script("return document.activeElement.getAttribute('aria-label')") == "Move Bo up"

    scatter, said = voting()
    table.show(scatter, said)
    phone.until(lambda: phone.all("#vote-seat"), "the vote")
    sheet, vote = accessible_names(phone, "#sheet-seat")[0], accessible_names(phone, "#vote-seat")[0]
    assert sheet != vote and sheet.startswith("I am") and vote.startswith("I am"), (sheet, vote)

    # The keyboard's focus ring: 2 px or more, at 3:1 against the page (dark blue on near white).
    from selenium.webdriver.common.keys import Keys

    phone.find("body").send_keys(Keys.TAB)
    phone.until(lambda: phone.driver.execute_script("return document.activeElement !== document.body"), "a focused control")
    ring = phone.driver.execute_script(FOCUS_RING)
    assert ring["style"] == "solid" and ring["width"] >= 2 and ring["colour"] == "rgb(30, 58, 138)", ring


# ------------------------------------------------------------ 5. the sounds, shown and felt


def test_the_referees_sounds_are_captioned_in_words_felt_and_low_time_is_said_not_only_coloured(
    table: Table, phone: Phone
) -> None:
    writing, said = play_until("rapid-list", 4, 3, lambda s, p: isinstance(p, AskTimer))
    table.show(writing, said, timer=30.0)
    drawn(phone, table)
    assert phone.find("#vibrate-box").is_displayed()
    phone.driver.execute_script(
        "window.buzzed = []; navigator.vibrate = (pattern) => { window.buzzed.push(pattern); return true; };"
    )
    phone.find("#vibrate").click()  # this player asks for vibration
    record(phone, "captions")
    for line in ("[not_now]", "[timer 30 s]", "[tick_last]", "[stop]"):
        table.hub.said(line)
        drawn(phone, table)
    assert heard(phone, "captions") == [CUE_CAPTIONS["not_now"], CUE_CAPTIONS["stop"]]
    assert CUE_CAPTIONS["stop"] == "[Buzzer: time is up]"
    assert phone.driver.execute_script("return window.buzzed") == [[90], [40], [700]]

    # The last ten seconds: words beside the pink digits.
    table.hub.timing(9.0, True)
    phone.until(lambda: phone.text("#timer-state") == "Last seconds!", "low time in words")
    phone.save(SHOTS / "last-seconds.png")


# ------------------------------------------------------------ 7. joining by sight; 8. "Sent." stays and is said


def test_the_first_phone_shows_a_qr_code_of_the_address_and_code_and_a_page_opened_from_it_has_the_code(
    table: Table, phone: Phone
) -> None:
    import segno

    table.setup("Rapid List")
    phone.until(lambda: phone.find("#owner").is_displayed(), "the first phone's part")
    phone.click("#show-qr")
    phone.until(lambda: phone.driver.execute_script("return document.getElementById('qr').naturalWidth") > 0, "the QR code")
    address = table.running.address.rstrip("/")
    assert phone.text("#page-address") == address + "/"
    served = phone.driver.execute_async_script(
        "const done = arguments[0]; fetch('/join-qr.svg').then((r) => r.text()).then(done);"
    )
    expected = io.BytesIO()
    segno.make(f"{address}/#code={table.running.access.code}", error="m").save(
        expected, kind="svg", scale=8, border=4, dark="#000", light="#fff", xmldecl=False
    )
    assert served == expected.getvalue().decode()
    phone.save(SHOTS / "join-qr.png")
    assert table.running.access.code not in table.hub.picture_json()  # never in what every phone sees

    other = Phone(PHONE)
    try:
        other.open(f"{address}/#code={table.running.access.code}")
        other.until(lambda: other.all("#code"), "the join page")
        assert other.find("#code").get_attribute("value") == table.running.access.code
        assert other.driver.current_url == address + "/"  # the code is out of the address bar
        other.find("#watch").click()
        other.until(lambda: other.all("#title"), "the game page, joined from the QR code")
        assert not other.find("#owner").is_displayed()
        status = other.driver.execute_async_script(
            "const done = arguments[0]; fetch('/join-qr.svg').then((r) => done(r.status));"
        )
        assert status == 403
    finally:
        other.close()


def test_sent_stays_on_the_sheet_and_is_announced(table: Table, phone: Phone) -> None:
    scatter, said = play_until("scattergories", 4, 6, lambda s, p: s.state.phase == "collect", TYPED)
    table.show(scatter, said)
    phone.until(lambda: phone.find("#sheet").is_displayed(), "the sheet")
    assert phone.find("#sheet-note").get_attribute("role") == "status"
    phone.driver.execute_script(
        "document.getElementById('sheet-seat').selectedIndex = 1;"
        "document.getElementById('sheet-seat').dispatchEvent(new Event('change'));"
    )
    phone.click("#send-answers")
    phone.until(lambda: phone.text("#sheet-note") == "Sent.", "Sent.")
    table.hub.said("Blue's answers are in.")  # the next picture
    drawn(phone, table)
    assert phone.text("#sheet-note") == "Sent."


# ------------------------------------------------------------ 4 and 6: axe in every game, reflow on narrow screens

TIMER_WHOLE = """
const timer = document.getElementById('timer');
return timer.offsetParent === null || (timer.scrollWidth <= timer.clientWidth + 1
  && timer.getBoundingClientRect().right <= document.documentElement.clientWidth + 1);
"""
NAME_FIELDS = "return Array.from(document.querySelectorAll('.name-field')).filter((f) => f.offsetParent !== null).map((f) => Math.round(f.getBoundingClientRect().width));"


def narrow(phone: Phone, width: int, height: int, ratio: int) -> None:
    phone.driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": ratio, "mobile": True}
    )
    phone.until(lambda: phone.driver.execute_script("return window.innerWidth") == width, f"a {width} px wide page")


def check(phone: Phone, name: str) -> None:
    """axe at 390 x 844, then the reflow at 320 px and at 200 % zoom, then back to the phone's own size."""
    phone.driver.execute_script("window.scrollTo(0, 0)")
    phone.save(SHOTS / f"{name}-390.png")
    assert axe_violations(phone) == [], name
    for size, (width, height, ratio) in NARROW.items():
        narrow(phone, width, height, ratio)
        try:
            if ratio == 2:  # the whole page, as tall as it is, to look at
                tall = int(phone.driver.execute_script("return document.documentElement.scrollHeight"))
                narrow(phone, width, tall, ratio)
                phone.driver.save_screenshot(str(SHOTS / f"{name}-zoom200.png"))
                narrow(phone, width, height, ratio)
            assert phone.driver.execute_script(TOO_WIDE) == [], f"{name} at {size}: wider than the screen"
            assert phone.driver.execute_script(SPLIT_WORDS) == [], f"{name} at {size}: a word of a button broken"
            assert phone.driver.execute_script(SMALL_TARGETS) == [], f"{name} at {size}: a tap target under 44 px"
            assert phone.driver.execute_script(TIMER_WHOLE), f"{name} at {size}: the timer's digits cut off"
            assert all(width >= 120 for width in phone.driver.execute_script(NAME_FIELDS)), f"{name} at {size}: name fields"
        finally:
            phone.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


MOMENTS: dict[str, tuple[int, Defaults, Any, Any]] = {
    # game: (players, defaults, a round under way (with its timer where it has one), its vote or judging question)
    "rapid-list": (4, Defaults(), lambda s, p: isinstance(p, AskTimer), lambda s, p: s.state.phase == "all_read"),
    "rapido": (
        3,
        Defaults(),
        lambda s, p: isinstance(p, AskGo) and s.state.round >= 2,
        lambda s, p: s.state.phase == "decide" and s.state.round >= 2,
    ),
    "scattergories": (4, TYPED, lambda s, p: isinstance(p, AskTimer), lambda s, p: isinstance(p, AskVotes)),
    "dabble": (3, Defaults(), lambda s, p: isinstance(p, AskTimer) and s.state.round >= 2, lambda s, p: s.state.phase == "who"),
}


@pytest.mark.parametrize("game", list(MOMENTS))
def test_axe_finds_nothing_and_every_screen_reflows_at_setup_a_round_a_vote_and_the_scores(
    table: Table, phone: Phone, game: str
) -> None:
    players, defaults, under_way, vote = MOMENTS[game]
    table.setup(game)
    phone.until(lambda: len(phone.all(".name-field")) == 4, "the names")
    check(phone, f"{game}-setup")

    session, said = play_until(game, players, 3, under_way, defaults)
    timed = isinstance(session.prompt, AskTimer)
    table.show(session, said, timer=float(session.prompt.seconds) if timed else None)
    phone.until(lambda: phone.find("#timer-box").is_displayed() == timed, "the round")
    check(phone, f"{game}-round")

    session, said = play_until(game, players, 3, vote, defaults)
    table.show(session, said)
    phone.until(lambda: phone.find("#ask").is_displayed(), "the question")
    check(phone, f"{game}-vote")

    session, said = play_until(game, players, 3, lambda s, p: False, defaults)
    table.show(session, said)
    phone.until(lambda: phone.find("#ended").is_displayed(), "the end")
    check(phone, f"{game}-scores")
