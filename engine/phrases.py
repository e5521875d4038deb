"""What is left of the engine's shared words in Python: nothing of its own (issue 42).

The engine's words are its message files now (engine/messages/en.ftl and
en.toml, docs/dev/words.md). These few names stay only until the game rooms
and the device move: their phrase modules still import them. The lead deletes
this file once they have.
"""

from __future__ import annotations

from typing import Sequence

from engine.core import Line

# ---------------------------------------------------------------- kept for the game phrase modules until they move


def count(number: int, noun: str, plural: str = "") -> str:
    """'1 word', '3 words', '2 steps'; an irregular plural is given."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def spoken_list(words: Sequence[str]) -> str:
    """'Red', 'Red and Blue', 'Red, Blue and Green'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def duration(seconds: int) -> str:
    """'30 seconds', '1 minute', '2 minutes 30' (the engine's message `duration` says it now)."""
    minutes, rest = divmod(seconds, 60)
    if not minutes:
        return count(rest, "second")
    return f"{count(minutes, 'minute')} {rest}" if rest else count(minutes, "minute")


from engine.in_turn import each_in_turn as each_in_turn  # noqa: E402


def reshuffled(cards: str) -> Line:
    """A pile used up and shuffled back in: 'Every question card has been played; ...'."""
    return Line(f"Every {cards} has been played; shuffling them back in.", f"{cards.capitalize()}s reshuffled.")
