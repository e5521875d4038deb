"""Challenge cards' optional fields: `avoid` phrases and a `cue_after` time (docs/decks.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from device.storage.library import ContentError, load_deck
from engine.setup import clashes

GOOD = """name = "Challenges"

[[card]]
id = "c-1"
text = "Write with your other hand."

[[card]]
id = "c-2"
text = "No answer may start with S."
avoid = ["begin with s", "start with s"]

[[card]]
id = "c-3"
text = "Wait ten seconds before you write."
cue_after = 10
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "challenges.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_optional_fields_load_beside_plain_text(tmp_path: Path) -> None:
    deck = load_deck(write(tmp_path, GOOD), "challenges", "rapid_list/challenges")
    assert deck.entries == {
        "c-1": "Write with your other hand.",
        "c-2": "No answer may start with S.",
        "c-3": "Wait ten seconds before you write.",
    }
    assert deck.extras == {"avoid": {"c-2": ("begin with s", "start with s")}, "cue_after": {"c-3": 10}}


def test_a_deck_without_optional_fields_has_no_extras(tmp_path: Path) -> None:
    deck = load_deck(write(tmp_path, '[[card]]\nid = "c-1"\ntext = "Hum."\n'), "challenges", "x")
    assert deck.extras == {}


@pytest.mark.parametrize(
    "field, fix",
    [
        ('avoid = "begin with s"', "list of non-empty words or phrases"),
        ('avoid = ["begin with s", ""]', "list of non-empty words or phrases"),
        ("avoid = [3]", "list of non-empty words or phrases"),
        ('avoid = ["Begin With S"]', "lower case"),
        ('avoid = ["begin  with s"]', "single spaces"),
        ("cue_after = 0", "cue_after"),
        ("cue_after = 200", "cue_after"),
        ('cue_after = "10"', "cue_after"),
        ("cue_after = 2.5", "cue_after"),
        ("cue_after = true", "cue_after"),
    ],
)
def test_a_bad_optional_field_names_file_line_and_fix(tmp_path: Path, field: str, fix: str) -> None:
    text = GOOD.replace("cue_after = 10", field)
    path = write(tmp_path, text)
    with pytest.raises(ContentError) as caught:
        load_deck(path, "challenges", "rapid_list/challenges")
    message = str(caught.value)
    assert message.startswith(f"{path}:"), message
    line = int(re.search(r"challenges\.toml:(\d+):", message).group(1))
    assert text.splitlines()[line - 1] == "[[card]]" and text.splitlines()[line] == 'id = "c-3"', message
    assert "'c-3'" in message and fix in message and "Fix:" in message, message


def test_clashes_is_a_lower_case_substring_test() -> None:
    assert clashes(("begin with s",), "Words that begin with SH")
    assert clashes(("word",), "Words  used in chess")
    assert not clashes(("begin with s",), "Things that begin with the letter M")
    assert not clashes((), "Anything at all")
