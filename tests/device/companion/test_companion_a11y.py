"""Look and reach of the phone page (issue 21, item 11), in Debian's chromium at two sizes, checked by axe-core.

axe-core (4.4, bundled in the axe-core-python package the test set-up
installs; injected and run here through Selenium) runs its WCAG 2.x A and AA rules on every main view: the join page,
a Rapid List round watched with eight cubes (White among them), a
Scattergories collection with long typed answers and a vote on a long
answer, the first phone's list, and a long Dabble score table. Beside axe:
tap targets of at least 44 x 44 CSS pixels, the White cube standing out
from its track (3:1), nothing wider than the screen, no word of a button or
a table heading split over two lines (each word's rectangles, from a DOM
Range, lie on one line) and no button's text wider than the button, every
round's column of a three-round score table in view ("Round 1" first among
them), each Scattergories category shown as a label above its field, a long
typed answer wrapping inside its field, Dabble's newest rounds in view with
Round 1 a scroll away, and a viewer that sees no Undo or
Repeat. Screenshots of every view are written to the folder the
TABLE_REFEREE_SHOTS environment variable names (else a temporary one), to
look at.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from device.companion import Running, start
from engine.catalog import GAMES
from engine.core import AskNumber, AskTimer, AskVotes, GameOver, Line, Option
from engine.setup import Defaults
from tests.browser import Phone, missing
from tests.companion_screenshots import picture, play_until

pytestmark = [pytest.mark.slow]
if missing():  # the test set-up installs the browser: a missing one fails the run, never skips it
    pytest.fail(missing(), pytrace=False)

SIZES = [(360, 740), (768, 1024)]
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
SHOTS = Path(os.environ.get("TABLE_REFEREE_SHOTS") or tempfile.mkdtemp(prefix="referee-shots-"))
LONG = "Supercalifragilisticexpialidociousnessesandmore"


def axe_violations(phone: Phone) -> list[str]:
    """axe-core's WCAG A and AA violations on the page as it is now, one line each."""
    from importlib import resources

    script = resources.files("axe_core_python").joinpath("axe.min.js").read_text(encoding="utf-8")
    phone.driver.execute_script(script)
    phone.driver.set_script_timeout(60)
    results = phone.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}})"
        ".then((found) => done(found.violations), (error) => done([{id: 'axe failed', help: String(error), nodes: []}]));",
        AXE_TAGS,
    )
    return [f"{v['id']}: {v['help']} ({', '.join(str(n['target'][0]) for n in v['nodes'][:4])})" for v in results]


SMALL_TARGETS = """
return Array.from(document.querySelectorAll('button, a[href], select, input, [tabindex]'))
  .filter((el) => el.offsetParent !== null)
  .map((el) => { const r = el.getBoundingClientRect(); return [el.id || el.textContent.trim().slice(0, 20) || el.tagName, Math.round(r.width), Math.round(r.height)]; })
  .filter(([, width, height]) => width < 44 || height < 44);
"""
TOO_WIDE = """
const width = document.documentElement.clientWidth;
return Array.from(document.querySelectorAll('body *'))
  .filter((el) => el.offsetParent !== null && !el.closest('#scores-wide'))
  .filter((el) => el.getBoundingClientRect().right > width + 1)
  .map((el) => el.id || el.className || el.tagName).slice(0, 5);
"""


# A word split over two lines has its Range rectangles on two lines: "Un" above "do" in a squeezed button.
SPLIT_WORDS = """
const found = [];
for (const el of document.querySelectorAll('button, th')) {
  if (el.offsetParent === null) continue;
  const name = el.textContent.trim().slice(0, 30) || el.id || el.tagName;
  if (el.tagName === 'BUTTON' && el.scrollWidth > el.clientWidth + 1) found.push(`${name}: wider than its button`);
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of node.data.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) found.push(`${name}: "${word[0]}" split over ${lines.size} lines`);
    }
  }
}
return found;
"""


def check_view(phone: Phone, name: str) -> None:
    size = f"{phone.size[0]}x{phone.size[1]}"
    time.sleep(0.3)  # let the page settle its layout (fonts, the timer's first tick)
    assert phone.driver.execute_script("return window.innerWidth") == phone.size[0]
    phone.save(SHOTS / f"{name}-{size}.png")
    assert axe_violations(phone) == [], f"{name} at {size}"
    assert phone.driver.execute_script(SMALL_TARGETS) == [], f"{name} at {size}: tap targets under 44 x 44"
    assert phone.driver.execute_script(TOO_WIDE) == [], f"{name} at {size}: wider than the screen"
    assert phone.driver.execute_script(SPLIT_WORDS) == [], f"{name} at {size}: a button's or heading's word broken"


class Page:
    def __init__(self, running: Running) -> None:
        self.running = running
        self.hub = running.hub

    def show(self, session: Any, lines: list[str], prompt: Any = None, timer: float | None = None) -> None:
        self.hub.shown(picture(session, self.hub.version + 1))
        for line in lines:
            self.hub.said(line)
        prompt = prompt if prompt is not None else session.prompt
        if isinstance(prompt, (AskTimer, GameOver)) or prompt is None:
            self.hub.answered()
        else:
            self.hub.asked(prompt, "")
        self.hub.timing(timer, True) if timer is not None else self.hub.timing(None, False)


@pytest.fixture
def page() -> Iterator[Page]:
    running = start(lambda event: None, port=0, hosts=["127.0.0.1"])
    try:
        yield Page(running)
    finally:
        running.stop()


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_view_passes_axe_and_reaches_at_every_size(page: Page, size: tuple[int, int]) -> None:
    owner, viewer = Phone(size), Phone(size)
    try:
        owner.open(page.running.address)
        owner.until(lambda: owner.all("#code"), "the join page")
        check_view(owner, "join")
        owner.join(page.running.address, page.running.access.code)
        owner.until(lambda: owner.all("#title"), "the game page")
        viewer.join(page.running.address, page.running.access.code, wants="watch")
        viewer.until(lambda: viewer.all("#title"), "the game page")

        # A Rapid List round with eight cubes, watched: the White cube stands out from its track.
        rapid, said = play_until("rapid-list", 8, 3, lambda s, p: s.state.round >= 2 and s.state.phase == "bids")
        page.show(rapid, said, prompt=AskNumber(Line("Red's bid?"), 1, 21, 5))
        viewer.until(lambda: viewer.all(".cube"), "the cubes")
        owner.until(lambda: owner.find("#undo").is_displayed(), "Undo on a phone that plays")
        assert not viewer.find("#undo").is_displayed() and not viewer.find("#repeat").is_displayed()
        contrast = viewer.driver.execute_script(CUBE_CONTRAST, "White")
        assert contrast >= 3.0, f"the White cube against its track: {contrast:.2f}:1"
        check_view(viewer, "rapid-list-viewer")
        check_view(owner, "rapid-list-owner")

        # Scattergories, typed: long answers wrap; the score table shows every round.
        typing = Defaults(extra={"scattergories": {"typed_answers": True}})
        scatter, said = play_until("scattergories", 6, 6, lambda s, p: s.state.round >= 2 and s.state.phase == "collect", typing)
        page.show(scatter, said + [f"Category 1: Red, {LONG}."])
        owner.until(lambda: owner.find("#sheet").is_displayed(), "the answer sheet")
        owner.all(".answer-field")[0].send_keys(LONG + " " + LONG)
        columns = owner.driver.execute_script(COLUMNS_IN_VIEW)
        assert columns["seen"][:1] == ["Round 1"] and columns["hidden"] == [], columns
        assert columns["seen"] == ["Round 1", "Round 2", "Round 3", "Total"], columns
        asked = page.hub.current()[0]
        categories = list(getattr(asked, "categories", ()) or GAMES["scattergories"].view(scatter.state)["list"])
        labels = owner.driver.execute_script(CATEGORY_LABELS)
        assert [label["text"] for label in labels] == categories and len(categories) == 12
        assert all(label["above"] and label["whole"] for label in labels), labels
        typed = owner.driver.execute_script(ANSWER_SHOWN, 0)
        assert typed["lines"] >= 2 and typed["whole"], f"a long typed answer does not wrap in its field: {typed}"
        check_view(owner, "scattergories-sheet")
        assert owner.driver.execute_script(ANSWER_SHOWN, 0)["whole"], "the answer cut off after the window changed"
        ballot = AskVotes(
            Line("Vote now."),
            "count hands",
            challenged=Option("1", "Blue"),
            category="A very long category",
            answer=LONG + " " + LONG,
            waiting=(Option("0", "Red"), Option("2", "Green")),
        )
        page.show(scatter, [], prompt=ballot)
        owner.until(lambda: LONG in owner.text("#controls"), "the challenged answer")
        check_view(owner, "scattergories-vote")
        typed = owner.driver.execute_script(ANSWER_SHOWN, 0)  # the sheet stays under the vote, as typed
        assert typed["lines"] >= 2 and typed["whole"], f"the typed answer is cut off under the vote: {typed}"

        # A long Dabble game: its table scrolls in its box, the page does not.
        dabble, said = play_until("dabble", 4, 0, lambda s, p: s.state.round >= 8)
        page.show(dabble, said)
        owner.until(lambda: "Round 7" in owner.text("#scores"), "the seventh round")
        # On purpose (docs/companion.md): a new round scrolls the box to the newest rounds and the total,
        # so Round 1 is out of view at 360 px; scrolled back, it is there, whole.
        columns = owner.driver.execute_script(COLUMNS_IN_VIEW)
        assert "Total" in columns["seen"] and "Round 7" in columns["seen"], columns
        assert "Round 1" in columns["seen"] + columns["hidden"], columns
        check_view(owner, "dabble")
        owner.driver.execute_script("document.getElementById('scores-wide').scrollLeft = 0")
        assert "Round 1" in owner.driver.execute_script(COLUMNS_IN_VIEW)["seen"], "Round 1 cannot be scrolled to"
    finally:
        owner.close()
        viewer.close()


CUBE_CONTRAST = """
const luminance = (css) => {
  const [r, g, b] = css.match(/[\\d.]+/g).slice(0, 3).map(Number).map((v) => v / 255)
    .map((v) => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const chip = Array.from(document.querySelectorAll('.cube')).find((el) => el.textContent.startsWith(arguments[0]));
let track = chip.parentElement;
while (getComputedStyle(track).backgroundColor === 'rgba(0, 0, 0, 0)') track = track.parentElement;
const style = getComputedStyle(chip);
const behind = luminance(getComputedStyle(track).backgroundColor);
const edge = Math.max(luminance(style.borderTopColor), luminance(style.backgroundColor));
const outline = luminance(style.borderTopColor);
const ratio = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
return Math.max(ratio(outline, behind), ratio(luminance(style.backgroundColor), behind));
"""
# The score table's column headings in sight in its box, and those scrolled out of it (an empty table: neither).
# In sight means whole, between the names (which stay put at the left, drawn over what scrolls under
# them) and the box's right edge.
COLUMNS_IN_VIEW = """
const wide = document.getElementById('scores-wide');
const box = wide.getBoundingClientRect();
const row = Array.from(document.querySelectorAll('#scores tr:first-child th'));
const names = row.length ? row[0].getBoundingClientRect().right : box.left;
const heads = row.slice(1);
const inView = (th) => {
  const r = th.getBoundingClientRect();
  return wide.offsetParent !== null && r.width > 0 && r.left >= Math.max(box.left, names) - 1
    && r.right <= box.right + 1 && getComputedStyle(th).visibility === 'visible';
};
return {seen: heads.filter(inView).map((th) => th.textContent), hidden: heads.filter((th) => !inView(th)).map((th) => th.textContent)};
"""
# Each category of the sheet: its label's text, whether it sits above its field, and whether it shows whole.
CATEGORY_LABELS = """
return Array.from(document.querySelectorAll('#sheet-lines li')).map((line) => {
  const label = line.querySelector('label');
  const field = line.querySelector('.answer-field');
  if (!label || !field) return {text: '', above: false, whole: false};
  const l = label.getBoundingClientRect();
  const f = field.getBoundingClientRect();
  return {text: label.textContent, above: label.offsetParent !== null && l.bottom <= f.top + 1 && label.htmlFor === field.id,
          whole: label.scrollWidth <= label.clientWidth + 1 && l.right <= document.documentElement.clientWidth + 1};
});
"""
# A typed answer: how many lines it takes in its field, and whether all of it shows without scrolling.
ANSWER_SHOWN = """
const field = document.querySelectorAll('.answer-field')[arguments[0]];
const line = parseFloat(getComputedStyle(field).lineHeight);
const style = getComputedStyle(field);
const inner = field.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
return {lines: Math.round(inner / line), whole: field.scrollHeight <= field.clientHeight + 1
        && field.scrollWidth <= field.clientWidth + 1, height: field.clientHeight, line: line};
"""
