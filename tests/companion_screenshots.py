"""Screenshots of the phone page's main views for docs/companion.md, taken with Debian's chromium.

    .venv/bin/python -m tests.companion_screenshots

Each view is a real game, played with seeded random legal inputs up to a
moment worth showing, drawn by the real page from the real server on
loopback; the hub is told what the referee would tell it there.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any, Callable

from device.companion import start
from device.app.demo import random_input
from device.storage.library import load_library
from engine.catalog import GAMES
from engine.core import AskChance, AskNumber, AskTimer, AskVirtual, GameOver, Line, Prompt, Say
from engine.session import Session
from engine.setup import Defaults, answer_all
from tests.browser import Phone, missing
from tests.paths import REPO

OUT = REPO / "docs" / "companion"
SHOWN_CAPTIONS = 8  # the lines a screenshot shows under the game


def play_until(
    game_id: str,
    players: int,
    seed: int,
    stop: Callable[[Session[Any], Prompt], bool],
    defaults: Defaults = Defaults(),  # noqa: B008 - frozen: one shared instance is safe
) -> tuple[Session[Any], list[str]]:
    """The game at the first moment `stop` likes, and the last lines said on the way."""
    entry = GAMES[game_id]
    settings = answer_all(entry.setup(load_library(), defaults), {"players": players})
    session: Session[Any] = Session(entry.game, settings)
    rng = random.Random(seed)
    said: list[str] = []
    while not isinstance(session.prompt, GameOver) and not stop(session, session.prompt):
        decide = (lambda: entry.virtual_player(session.state)) if entry.virtual_player else None  # type: ignore[misc]
        outputs = session.apply(random_input(session.prompt, rng, decide))
        said += [output.line.text for output in outputs if isinstance(output, Say)]
    return session, said[-SHOWN_CAPTIONS:]


def picture(session: Session[Any], question: int) -> dict[str, Any]:
    entry = GAMES[session.game.id]
    state = session.state
    return {
        "question": question,
        "game": entry.id,
        "title": entry.game.title,
        "journal": f"00000{question}.jsonl",
        "setting_up": False,
        "where": entry.game.where(state).text,
        "standings": entry.game.standings(state).text,
        "view": entry.view(state),
    }


def main() -> int:
    if missing():
        print(missing(), file=sys.stderr)
        return 1
    page = start(lambda event: None, port=0, hosts=["127.0.0.1"])
    phone = Phone()
    try:
        phone.open(page.address)
        phone.until(lambda: phone.all("#code"), "the join page")
        phone.save(OUT / "join.png")
        phone.join(page.address, page.access.code)
        phone.until(lambda: phone.all("#title"), "the game page")

        def show(session: Session[Any], name: str, lines: list[str], timer: float | None = None) -> None:
            question = page.hub.version + 1
            page.hub.shown(picture(session, question))
            for line in lines:
                page.hub.said(line)
            prompt = session.prompt
            if isinstance(prompt, (AskChance, AskTimer, AskVirtual, GameOver)):
                page.hub.answered()
            else:
                page.hub.asked(prompt, "")
            page.hub.timing(timer, True) if timer is not None else page.hub.timing(None, False)
            time.sleep(0.6)
            phone.save(OUT / f"{name}.png")

        writing, written = play_until("rapid-list", 4, 3, lambda s, p: isinstance(p, AskTimer) and s.state.round >= 3)
        show(writing, "rapid-list-timer", written, timer=17.0)
        bids, said = play_until("rapid-list", 4, 3, lambda s, p: s.state.round >= 3 and s.state.phase == "bids")
        show(bids, "rapid-list-bid", said)
        rapido, said = play_until("rapido", 3, 5, lambda s, p: s.state.round >= 3 and s.state.phase == "decide")
        show(rapido, "rapido-fields", said)
        scatter, said = play_until("scattergories", 4, 6, lambda s, p: s.state.round >= 3 and s.state.phase == "writing")
        show(scatter, "scattergories-scores", said, timer=96.0)
        typing = Defaults(extra={"scattergories": {"typed_answers": True}})
        typed, said = play_until("scattergories", 4, 6, lambda s, p: s.state.phase == "collect", typing)
        show(typed, "scattergories-typed", said)
        dabble, said = play_until("dabble", 3, 7, lambda s, p: s.state.round >= 3)
        show(dabble, "dabble-scores", said)

        # For players who cannot hear or cannot see the referee (docs/companion.md): the sounds as captions
        # and the last seconds in words; the first phone's QR code; the setup at 200 % zoom on a 390 px phone.
        show(writing, "every-player-timer", written[-3:] + ["[not_now]"], timer=8.5)
        page.hub.shown(
            {
                "question": page.hub.version + 1,
                "game": "",
                "title": "Rapid List",
                "journal": "",
                "setting_up": True,
                "where": "",
                "standings": "",
                "view": {},
                "language": "en",
                "names": ["Ann", "Bo", "Cy", "Dee"],
                "most_names": 8,
                "fingerprint": "",
            }
        )
        page.hub.asked(AskNumber(Line("How many players?"), 2, 8, 4), "4")
        page.hub.timing(None, False)
        phone.until(lambda: len(phone.all(".name-field")) == 4, "the names")
        phone.click("#show-qr")
        phone.until(lambda: phone.driver.execute_script("return document.getElementById('qr').naturalWidth") > 0, "the QR")
        phone.save(OUT / "every-player-qr.png")
        phone.click("#show-qr")
        phone.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": 195, "height": 1000, "deviceScaleFactor": 2, "mobile": True}
        )
        phone.driver.execute_script("window.scrollTo(0, 0)")
        time.sleep(0.6)
        phone.driver.save_screenshot(str(OUT / "every-player-zoom.png"))
        phone.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    finally:
        phone.close()
        page.stop()
    for shot in sorted(OUT.glob("*.png")):
        print(f"{shot.relative_to(OUT.parent.parent)}: {shot.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
