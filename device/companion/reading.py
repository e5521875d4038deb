"""The one door every phone's words come through: bytes to a checked JSON value of clean text.

Whatever a phone sends ends up spoken, printed on the terminal, written to
the journal and the log, shown on other phones and put in the exports. So
every string in every body (keys included) is made safe here, once, before
any route looks at it, instead of each route remembering to:

* the body must be UTF-8 JSON of a few levels at most (a deeply nested body
  would otherwise exhaust Python's recursion while being parsed);
* a lone surrogate (which JSON's "\\ud800" escape can carry, and which no
  encoder can write) refuses the whole request;
* control characters (NUL, ESC and the like, which steer terminals) and the
  bidirectional overrides (which make a log line read other than it is) are
  taken out; line breaks and tabs become spaces;
* then the text is normalised to NFC, so the same word typed on two phones
  compares equal and is said the same way (after the removal, which can bring
  a letter and its combining accent together);
* each text is capped in length.

Pure: no aiohttp, so the fuzz tests can drive it directly as well. Its
refusals are in the language being spoken (device/companion/messages/).
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any

from engine.words import Words

words = Words("device.companion")

LONGEST_TEXT = 200  # characters in any one string a phone sends (answers and names have tighter limits of their own)
DEEPEST = 5  # levels of nesting: the deepest real body (an answer's sheet) has 3

# Bidirectional formatting characters: they reorder what follows them on screen.
BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Breaks that would split one typed line into several in a log or a transcript.
SPACES = frozenset("\t\n\r\v\f\x85\u2028\u2029")


class Unreadable(ValueError):
    """A body refused as a whole; `message` is shown on the phone as it is."""

    def __init__(self, message: str | None = None) -> None:
        self.message = message or words("unreadable")
        super().__init__(self.message)


def read_json(raw: bytes) -> Any:
    """The phone's body as JSON whose every string is clean text, or Unreadable saying why not."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Unreadable() from None
    if _depth(text) > DEEPEST:
        raise Unreadable()
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise Unreadable() from None
    return _cleaned(value)


def clean_text(text: str, longest: int = LONGEST_TEXT) -> str:
    """One string made safe to say, print, store and show; Unreadable if it cannot be.

    Why refuse rather than drop a lone surrogate: it is never typed by a
    person, so a body holding one is broken or hostile as a whole.
    """
    if any("\ud800" <= char <= "\udfff" for char in text):
        raise Unreadable(words("unreadable-character"))
    kept = []
    for char in text:
        if char in SPACES:
            kept.append(" ")
        elif char in BIDI or unicodedata.category(char) == "Cc":
            continue
        else:
            kept.append(char)
    # Normalised last: taking a character out can bring a letter and its accent together
    # ("e", an override, U+0301), and only NFC of the final text makes them one.
    cleaned = unicodedata.normalize("NFC", "".join(kept))
    if len(cleaned) > longest:
        raise Unreadable(words("text-too-long", longest=longest))
    return cleaned


def _cleaned(value: Any) -> Any:
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        return [_cleaned(item) for item in value]
    if isinstance(value, dict):
        return {clean_text(key): _cleaned(item) for key, item in value.items()}
    return value  # numbers, true, false, null


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")  # NaN and Infinity: Python's json accepts them, no phone sends them


def _depth(text: str) -> int:
    """How deeply the brackets nest, outside strings; counted before parsing, so parsing cannot recurse too far."""
    deepest = depth = 0
    inside = escaped = False
    for char in text:
        if inside:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                inside = False
        elif char == '"':
            inside = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest
