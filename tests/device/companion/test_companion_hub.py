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


def test_the_referees_sounds_become_captions_in_words_and_every_caption_is_numbered() -> None:
    """A cue ("[stop]") is a caption in words, in the referee's language; a tick only counts as a cue (the page
    may vibrate); timer marks and gaps are not shown. The first caption's number lets a page add only new lines."""
    from engine.words import Words

    CUE_CAPTIONS = Words("device.companion").group("cue-", "en")  # the captions of the referee's sounds, in English

    hub = Hub()
    hub.said("Write!")
    for line in ("[timer 30 s]", "[gap 2 s]", "[tick_last]", "[not_now]", "[stop]"):
        hub.said(line)
    picture = json.loads(hub.picture_json())
    assert picture["captions"] == ["Write!", CUE_CAPTIONS["not_now"], CUE_CAPTIONS["stop"]]
    assert picture["cue"] == {"number": 3, "name": "stop"} and picture["caption_first"] == 0
    hub.shown({"journal": "1.jsonl", "view": {"round": 1}})
    hub.shown({"journal": "1.jsonl", "view": {"round": 2}})
    hub.said("Round 2.")
    hub.shown({"journal": "1.jsonl", "view": {"round": 3}})  # the captions of the round before last go
    picture = json.loads(hub.picture_json())
    assert picture["captions"] == ["Round 2."] and picture["caption_first"] == 3
