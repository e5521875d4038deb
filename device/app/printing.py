"""The transcript on standard output: the one stream a pipe or a test reads, kept to the referee's lines, whatever text they hold."""

from __future__ import annotations

import re
import sys

from engine import language
from engine.words import Words

#: A sound's tag in the transcript ("[not_now]"); "[timer 30 s]" and "[gap 2 s]" are marks, not sounds.
_CUE = re.compile(r"\[(\w+)\]")


def print_line(line: str) -> None:
    """Print a line the referee says; text a terminal cannot encode is escaped, never a crash mid-game."""
    try:
        print(line, flush=True)
    except UnicodeEncodeError:
        encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
        print(line.encode(encoding, "backslashreplace").decode(encoding), flush=True)


def for_a_person(line: str) -> str | None:
    """A line as a person at a terminal reads it: a sound's tag as the words the phone page captions it
    with, in the language spoken ("[not_now]" is "[Beep: that press does nothing now]"); a sound with no
    caption (the last seconds' ticks: the countdown shows them) not at all. Outside tables playing at the
    keyboard read the tags as stray English (issue 38); a pipe keeps them, as tests and logs read them."""
    found = _CUE.fullmatch(line)
    if found is None:
        return line
    return Words("device.companion").group("cue-", language.current()).get(found.group(1))


def print_for_a_person(line: str) -> None:
    """The transcript for a terminal: each line as `for_a_person` shows it."""
    shown = for_a_person(line)
    if shown is not None:
        print_line(shown)
