"""What the hub keeps for the phones: the captions of a whole round (issue 21, item 10).

Before, six lines: a player who cannot hear lost most of Scattergories'
twelve-category read-out.
"""

from __future__ import annotations

import json

from device.companion.hub import MOST_CAPTIONS, Hub


def _round(hub: Hub, number: int, journal: str = "game-1") -> None:
    hub.shown({"question": number, "game": "scattergories", "journal": journal, "view": {"round": number}})


def test_the_whole_round_is_kept_and_the_round_before_until_the_next_one() -> None:
    hub = Hub()
    _round(hub, 1)
    readout = [f"Category {n}: Red, Banana. Blue, Bath." for n in range(1, 13)]
    for line in readout:
        hub.said(line)
    assert json.loads(hub.picture_json())["captions"] == readout
    _round(hub, 2)
    hub.said("Round 2. The letter is K.")
    assert json.loads(hub.picture_json())["captions"] == readout + ["Round 2. The letter is K."]
    _round(hub, 3)
    assert json.loads(hub.picture_json())["captions"] == ["Round 2. The letter is K."]


def test_cues_are_not_captions_and_the_number_of_lines_is_bounded() -> None:
    hub = Hub()
    _round(hub, 1)
    hub.said("[timer 30 s]")
    for n in range(MOST_CAPTIONS + 50):
        hub.said(f"line {n}")
    captions = json.loads(hub.picture_json())["captions"]
    assert len(captions) == MOST_CAPTIONS and captions[-1] == f"line {MOST_CAPTIONS + 49}"
