"""The phone page in a real browser (Debian's chromium), beside the real referee loop.

A Rapid List game runs on the Table harness with its buttons; the page is the
real aiohttp server on loopback, joined with the spoken code. Buttons and the
phone answer the same questions through the same queue. A long Dabble game,
shown to the page as the referee would, checks that its score table fits a phone.
"""

from __future__ import annotations

import queue
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from device.companion import Running, start
from device.storage.journal import read
from engine.core import choice, number
from tests.browser import Phone, missing
from tests.table import Table

pytestmark = [pytest.mark.slow]
if missing():  # the test set-up installs the browser: a missing one fails the run, never skips it
    pytest.fail(missing(), pytrace=False)

SPEED = 15.0  # the referee's clock: a 30-second round in 2 seconds, slow enough to watch it count down


class Game:
    def __init__(self, table: Table, page: Running) -> None:
        self.table = table
        self.page = page


@pytest.fixture
def game(state_dir: Path) -> Iterator[Game]:
    events: "queue.Queue[Any]" = queue.Queue()
    page = start(events.put, port=0, hosts=["127.0.0.1"], clock_rate=SPEED, state_dir=state_dir)
    table = Table(state_dir, events=events, listeners=[page.hub], speed=SPEED)
    try:
        yield Game(table, page)
    finally:
        table.stop()
        page.stop()


@pytest.fixture
def phone() -> Iterator[Phone]:
    browser = Phone()
    try:
        yield browser
    finally:
        browser.close()


def question(phone: Phone, words: str) -> None:
    phone.until(lambda: words in phone.text("#question"), f"the question {words!r}")


def test_a_phone_joins_with_the_spoken_code_and_a_wrong_code_is_refused(game: Game, phone: Phone) -> None:
    spoken = game.table.wait_for("Phone page:")
    assert f"Code {' '.join(game.page.access.code)}." in game.table.heard()[spoken]
    wrong = "0000" if game.page.access.code != "0000" else "1111"
    phone.join(game.page.address, wrong)
    phone.until(lambda: "not right" in phone.text("#message"), "the refusal")
    assert not phone.all("#question")
    phone.join(game.page.address, game.page.access.code)
    question(phone, "How many players?")
    assert phone.find("#number").get_attribute("value") == "4"


def test_a_rapid_list_round_seen_and_played_from_the_phone_with_the_buttons(game: Game, phone: Phone) -> None:
    table = game.table
    table.wait_for("How many players? 4")
    phone.join(game.page.address, game.page.access.code)
    question(phone, "How many players?")
    phone.click("#down")
    phone.click("#down")
    phone.click("#ok")  # two players, answered from the phone
    table.wait_for("Are children playing?")
    table.accept_setup(timeout=30)  # the rest with the buttons
    rolled = table.wait_for("Press GO to roll.", timeout=20)
    phone.until(lambda: len(phone.all(".space.start .cube")) == 2, "both cubes on Start")
    phone.click("#go")  # the main action, from the phone
    table.wait_for("Write!", after=rolled)

    # The timer counts down on the page, on the referee's clock.
    phone.until(lambda: phone.find("#timer-box").is_displayed(), "the timer")
    first = int(phone.find("#timer").get_attribute("data-seconds"))
    phone.until(lambda: int(phone.find("#timer").get_attribute("data-seconds")) < first - 2, "the timer counting down")
    assert any(fact.text.startswith("Question") for fact in phone.all(".fact"))

    # The first bid from the phone, the second from the buttons.
    question(phone, "'s bid?")
    bidder = phone.text("#question").split("'s bid?")[0]
    field = phone.find("#number")
    field.clear()
    field.send_keys("3")
    phone.click("#ok")
    phone.until(lambda: bidder not in phone.text("#question"), "the next bidder")
    question(phone, "'s bid?")
    table.press("ok")  # the other bid: its default, with the OK button

    # The order is said with the bids; once both have read, the phone answers yes for the table,
    # takes it back, and answers again.
    question(phone, "reached its bid?")
    reader = phone.text("#question").removeprefix("Read in order: ").split(" ")[0]
    phone.click("button[data-value=all]")  # Yes, every list
    moved = phone.until(lambda: [s for s in phone.all(".space:not(.start)") if reader in s.text], f"{reader}'s cube moving")
    assert moved
    phone.click("#undo")
    question(phone, "reached its bid?")
    phone.until(lambda: reader in phone.text(".space.start"), f"{reader}'s cube back on Start")
    phone.click("button[data-value=all]")
    phone.until(lambda: [s for s in phone.all(".space:not(.start)") if reader in s.text], f"{reader}'s cube moving again")
    assert phone.text("#captions")  # the last lines said, as captions
    table.settle()
    (journal,) = (Path(table.referee.state_dir) / "games").glob("*.jsonl")
    given = read(journal).inputs
    assert number(3) in given  # the phone's bid, journaled like a press
    assert given.count(choice("all")) >= 1 and given[-1] == choice("all")  # the undone yes is gone, the new one kept


def test_a_page_from_another_origin_cannot_answer_even_in_a_joined_browser(game: Game, phone: Phone) -> None:
    import http.server
    import threading

    table = game.table
    table.wait_for("How many players? 4")
    phone.join(game.page.address, game.page.access.code)
    question(phone, "How many players?")
    target = game.page.address + "answer"
    script = (
        "<script>fetch(%r, {method: 'POST', credentials: 'include', mode: 'no-cors',"
        " headers: {'Content-Type': 'text/plain'}, body: JSON.stringify({question: %d, kind: 'number', value: 2})})"
        ".then(() => { document.title = 'sent'; }, () => { document.title = 'sent'; });</script>"
    ) % (target, int(phone.find("body").get_attribute("data-question")))

    class Other(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(script.encode())

        def log_message(self, *args: Any) -> None:
            pass

    other = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Other)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    try:
        phone.open(f"http://127.0.0.1:{other.server_address[1]}/")
        phone.until(lambda: phone.driver.title == "sent", "the other page's request sent")
        time.sleep(0.3)
    finally:
        other.shutdown()
    assert not any("Are children playing?" in line for line in table.heard())
    phone.open(game.page.address)
    question(phone, "How many players?")  # still the same question: nothing was answered


def test_names_typed_on_the_phone_in_seat_order_are_said_and_offered_in_setup(game: Game, phone: Phone) -> None:
    table = game.table
    table.wait_for("How many players? 4")
    phone.join(game.page.address, game.page.access.code)
    question(phone, "How many players?")
    phone.until(lambda: len(phone.all(".name-field")) == 4, "the four names setup offers")
    for row in phone.all(".name-row")[2:]:
        row.find_element("css selector", "button[title=remove]").click()
    fields = phone.all(".name-field")
    for field, name in zip(fields, ("Ann", "Bo")):
        field.clear()
        field.send_keys(name)
    phone.click("#add-name")
    phone.all(".name-field")[2].send_keys("Cy")
    phone.all(".name-row")[2].find_element("css selector", "button[title='earlier seat']").click()  # Cy before Bo
    phone.click("#send-names")
    said = table.wait_for("Players in seat order: Ann, Cy and Bo.")
    table.wait_for("How many players? 3", after=said)  # setup starts again, offering them
    question(phone, "How many players?")
    phone.click("#ok")
    table.wait_for("Are children playing?", after=said)
    table.accept_setup(timeout=30)
    table.wait_for(" asks.")
    (journal,) = (Path(table.referee.state_dir) / "games").glob("*.jsonl")
    assert read(journal).settings["names"] == ["Ann", "Cy", "Bo"]


def test_a_scattergories_round_with_answers_typed_and_votes_cast_on_a_phone(state_dir: Path, phone: Phone) -> None:
    from selenium.webdriver.support.ui import Select

    from engine.core import answers, choice, vote
    from engine.setup import Defaults, Library
    from tests.device.referee.test_scattergories_typed import CATEGORIES, sheet

    events: "queue.Queue[Any]" = queue.Queue()
    page = start(events.put, port=0, hosts=["127.0.0.1"], state_dir=state_dir)
    four = Library(decks={"scattergories/lists": {"4": tuple(CATEGORIES)}})
    offer_typing = Defaults(extra={"scattergories": {"typed_answers": True}})
    table = Table(state_dir, library=four, game="scattergories", defaults=offer_typing, events=events, listeners=[page.hub])
    try:
        table.wait_for("How many players? 4")
        phone.join(page.address, page.access.code)
        question(phone, "How many players?")
        while not any("Press GO to start the timer." in line for line in table.heard()):
            table.settle()
            if not any("Press GO to start the timer." in line for line in table.heard()):
                # every default: four players, list 4, no variants, typed answers; then round 1's GO
                table.press("go" if table.heard()[-1].endswith("Press GO to roll the letter.") else "ok")
        letter = next(line[14] for line in table.heard() if line.startswith("The letter is "))
        phone.click("#go")  # the timer started from the phone
        asked = table.wait_for("Send your answers. Waiting for Red, Blue, Green and Yellow.", timeout=30)
        phone.until(lambda: phone.find("#sheet").is_displayed() and len(phone.all(".answer-field")) == 12, "the sheet")
        assert [label.text for label in phone.all("#sheet-lines label")] == CATEGORIES  # in sight, above each field
        Select(phone.find("#sheet-seat")).select_by_visible_text("Red")
        phone.all(".answer-field")[0].send_keys(f"{letter}anana")
        phone.click("#send-answers")
        waiting = table.wait_for("Still waiting for Blue, Green and Yellow.", after=asked)
        # A second tap: Red's answer is in, so nobody is chosen and nothing is sent for Blue.
        phone.until(
            lambda: Select(phone.find("#sheet-seat")).first_selected_option.get_attribute("value") == "",
            "no seat chosen once Red's answer is in",
        )
        phone.click("#send-answers")
        phone.until(lambda: "Choose who you are first." in phone.text("#refusal"), "the refusal")
        table.settle()
        assert not any("Still waiting" in line for line in table.heard()[waiting + 1 :])
        for seat, first in ((1, f"{letter}anana"), (2, f"{letter}erry"), (3, "")):  # the other phones
            events.put(answers(seat, sheet(c1=first, c2=f"{letter}ob Smith" if seat == 3 else "")))
        read = table.wait_for(f"Category 1, a fruit: Red, {letter}anana. Blue, {letter}anana. Green, {letter}erry.")
        table.wait_for("Any challenge?", after=read)
        phone.click('button[data-value="2"]')  # Green's answer, chosen on the phone
        table.wait_for("Which of Green's answers is challenged?", after=read)
        events.put(choice("0"))
        vote_asked = table.wait_for("A vote on Green's answer to category 1", after=read)
        phone.until(lambda: f"{letter}erry" in phone.text("#controls"), "the challenged answer")
        Select(phone.find("#vote-seat")).select_by_visible_text("Red")
        phone.click("#valid")
        voted = table.wait_for("Still to vote: Blue, Green and Yellow.", after=vote_asked)
        phone.until(
            lambda: Select(phone.find("#vote-seat")).first_selected_option.get_attribute("value") == "",
            "no seat chosen once Red voted",
        )
        phone.click("#valid")  # a second tap votes for nobody else
        table.settle()
        assert not any("Still to vote" in line for line in table.heard()[voted + 1 :])
        for seat, valid in ((2, True), (1, False), (3, False)):
            events.put(vote(seat, valid))
        table.wait_for("A tie, so I set Green's own vote aside.", after=vote_asked)
        table.wait_for("Any other challenge?", after=vote_asked)
        table.press("ok")  # no: the default
        table.wait_for("Points this round: Red 0, Blue 0, Green 0, Yellow 1.", after=vote_asked)
        phone.until(lambda: "Yellow" in phone.text("#scores"), "the score table")
    finally:
        table.stop()
        page.stop()


def test_a_long_dabble_game_shows_its_newest_rounds_and_total_beside_the_names(phone: Phone) -> None:
    """A column per round outgrows a phone: the table scrolls in its box, to the newest rounds, names kept."""
    from tests.companion_screenshots import picture, play_until

    session, said = play_until("dabble", 4, 0, lambda s, p: s.state.round >= 11)
    page = start(lambda event: None, port=0, hosts=["127.0.0.1"])
    try:
        phone.join(page.address, page.access.code)
        phone.until(lambda: phone.all("#title"), "the game page")
        page.hub.shown(picture(session, page.hub.version + 1))
        page.hub.answered()
        phone.until(lambda: "Round 10" in phone.text("#scores"), "the tenth round's column")
        box, total, name = phone.driver.execute_script(
            "const rect = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.right]; };"
            "const heads = document.querySelectorAll('#scores tr:first-child th');"
            "return [rect(document.getElementById('scores-wide')), rect(heads[heads.length - 1]),"
            " rect(document.querySelector('#scores tr:nth-child(2) th'))];"
        )
        assert phone.driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        assert box[0] - 1 <= total[0] and total[1] <= box[1] + 1  # the total is in sight
        assert abs(name[0] - box[0]) <= 1  # the names stay at the left edge
        assert phone.driver.execute_script("return document.getElementById('scores-wide').scrollLeft") > 0
    finally:
        page.stop()


def test_after_the_referee_restarts_the_phone_reconnects_in_the_same_session(state_dir: Path, phone: Phone) -> None:
    """Item 9: "Reconnecting" no longer lasts forever; the page comes back by itself, still joined."""
    page = start(lambda event: None, port=0, hosts=["127.0.0.1"], state_dir=state_dir)
    port = page.server.ports[0]
    try:
        phone.join(page.address, page.access.code)
        page.hub.shown({"question": 1, "game": "rapid-list", "title": "Rapid List", "view": {}})
        phone.until(lambda: phone.text("#title") == "Rapid List", "the first run's picture")
    finally:
        page.stop()
    phone.until(lambda: phone.find("#connection").is_displayed(), "the page noticing the referee has gone")
    again = start(lambda event: None, port=port, hosts=["127.0.0.1"], state_dir=state_dir)
    try:
        again.hub.shown({"question": 1, "game": "rapido", "title": "Rapido", "view": {}})
        phone.until(lambda: phone.text("#title") == "Rapido", "the restarted referee's picture", timeout=30)
        assert not phone.find("#connection").is_displayed()
        assert phone.all("#title") and not phone.all("#join")  # still the game page: the same session
    finally:
        again.stop()


def test_a_spanish_game_on_the_phone_and_the_page_following_the_referee_without_a_reload(state_dir: Path, phone: Phone) -> None:
    """Issue 25, item 5: a Spanish referee's page is Spanish from the join page on; an English referee
    resuming that Spanish game turns the open page Spanish as the game comes back, without a reload."""
    from device.storage.library import load_library
    from engine import language
    from engine.setup import Defaults
    from tests.device.companion.test_companion_language import english_in

    two = Defaults(players=2, names=("Ana", "Beto"))
    library = load_library(language="es")
    language.use("es")  # the config's language
    try:
        events: "queue.Queue[Any]" = queue.Queue()
        page = start(events.put, port=0, hosts=["127.0.0.1"])  # keeps no phones: the next page starts afresh
        table = Table(state_dir, library=library, game="rapido", defaults=two, events=events, listeners=[page.hub])
        try:
            table.wait_for("Página del teléfono:")
            phone.open(page.address)
            phone.until(lambda: phone.text("#play") == "Entrar a jugar", "the Spanish join page")
            assert phone.find("html").get_attribute("lang") == "es"
            phone.join(page.address, page.access.code)
            phone.until(lambda: phone.text("#undo") == "Deshacer", "the Spanish game page")
            while not any(line.startswith("Tira ") for line in table.heard()):
                table.settle()
                if not any(line.startswith("Tira ") for line in table.heard()):
                    table.press("ok")  # every setup default, with the buttons
            phone.until(lambda: phone.text("#go") == "Tirar", "the game's own action on the main button")
            phone.until(lambda: "Escalera" in phone.text("#stairs-box"), "the staircase, labelled in Spanish")
            shown = phone.find("body").text
            assert english_in([shown]) == [], shown
        finally:
            table.stop()
            page.stop()
    finally:
        language.use("en")

    # The device speaks English now; the Spanish game waits, and another game is asked for.
    events = queue.Queue()
    page = start(events.put, port=0, hosts=["127.0.0.1"])
    table = Table(state_dir, library=library, game="rapid-list", defaults=two, events=events, listeners=[page.hub])
    try:
        table.wait_for("Resume it, or put it aside?")
        phone.join(page.address, page.access.code)
        phone.until(lambda: phone.all("button[data-value=resume]"), "the English choice")
        assert phone.find("html").get_attribute("lang") == "en" and phone.text("#undo") == "Undo"
        phone.driver.execute_script("window.stayed = true;")  # gone if the page reloads
        phone.click("button[data-value=resume]")
        resumed = table.wait_for("Seguimos. Rapido")
        phone.until(lambda: phone.find("html").get_attribute("lang") == "es", "the page turning Spanish")
        phone.until(lambda: phone.text("#undo") == "Deshacer" and phone.text("#go") == "Tirar", "Spanish words")
        assert phone.driver.execute_script("return window.stayed === true;"), "the page reloaded"
        # Everything but the captions, which keep the English question the device asked before the game.
        shown = [part.text for part in phone.all("header, main > :not(#captions-box)")]
        assert english_in(shown) == [], shown
        phone.click("#go")  # the roll, from the phone, in the resumed Spanish game
        table.wait_for("¿Tiras o pones?", after=resumed)
    finally:
        table.stop()
        page.stop()


def test_a_finished_games_dice_are_checked_from_the_history_with_one_tap(state_dir: Path, phone: Phone) -> None:
    """Issue 26, item 4: the page's "Check the dice" redoes a finished game's draws from its seed."""
    from device.paths import games_dir
    from tests.seeded_play import play_seeded

    play_seeded(games_dir(state_dir), "rapido", "ab" * 32)
    events: "queue.Queue[Any]" = queue.Queue()
    page = start(events.put, port=0, hosts=["127.0.0.1"], clock_rate=SPEED, state_dir=state_dir)
    table = Table(state_dir, events=events, listeners=[page.hub], speed=SPEED)
    try:
        table.wait_for("How many players? 4")
        phone.join(page.address, page.access.code, wants="watch")
        phone.until(lambda: "Rapido" in phone.text("#history"), "the finished game in the history")
        phone.click(".dice-check button")
        phone.until(lambda: "match the seed" in phone.text(".dice-verdict"), "the dice's verdict")
        assert phone.text(".dice-verdict").startswith("All "), phone.text(".dice-verdict")
        assert "good" in phone.find(".dice-verdict").get_attribute("class")
    finally:
        table.stop()
        page.stop()


def test_a_second_phone_runs_the_page_once_the_table_says_yes_at_the_buttons(game: Game, phone: Phone) -> None:
    """Issue 36, point 1: the role moves only with the table's yes; the new first phone then sees the code."""
    from engine.words import Words

    device = Words("device")

    table = game.table
    owner = Phone()
    try:
        owner.join(game.page.address, game.page.access.code)
        question(owner, "How many players?")
        assert owner.text("#code") == game.page.access.code
        phone.join(game.page.address, game.page.access.code, wants="watch")
        question(phone, "How many players?")
        assert not phone.find("#owner").is_displayed() and game.page.access.code not in phone.find("body").text
        phone.click("#run-page")
        phone.until(lambda: phone.find("#run-page").get_attribute("disabled"), "the request sent")
        asker = next(kept for kept in game.page.access.phones.values() if not kept.first).shown_as
        asked = table.wait_for(device("page-owner-question", phone=asker))
        owner.until(lambda: "buttons" in owner.text("#controls"), "the question answered at the buttons")
        assert not owner.all("#yes")  # no phone answers it
        table.press("up")
        table.press("ok")
        table.wait_for(device("page-owner-now", phone=asker), after=asked)
        phone.until(
            lambda: phone.find("#owner").is_displayed() and phone.text("#code") == game.page.access.code,
            "the code on the phone that runs the page now",
        )
        owner.until(lambda: not owner.find("#owner").is_displayed(), "the old first phone as one of the others")
        question(phone, "How many players?")  # the question the request interrupted, asked again
    finally:
        owner.close()
