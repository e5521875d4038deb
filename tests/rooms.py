"""The rooms whose words are message files (engine/words.py), and every message of each as said.

Found on disk, so a room that moves its words into messages is checked at
once: a room is a package with `messages/en.ftl`.
"""

from __future__ import annotations

from engine.words import Words, message_ids
from tests.paths import REPO


def _rooms() -> list[str]:
    found = [*(REPO / "engine").rglob("messages/en.ftl"), *(REPO / "device").rglob("messages/en.ftl")]
    return sorted(".".join(path.parent.parent.relative_to(REPO).parts) for path in found)


ROOMS = _rooms()

#: What each variable is given when every message is said: a number, twice (1 and 3), so a
#: selector on a count says each of its forms; a name said as a number is still a word to no check.
SAMPLE_NUMBERS = (1, 3)


def said(room: str, spoken_in: str) -> dict[str, list[str]]:
    """Every message of `room` in `spoken_in`, by id, said with each sample number in every variable."""
    words = Words(room)
    return {
        message: [words.said_in(spoken_in, message, **dict.fromkeys(variables, number)) for number in SAMPLE_NUMBERS]
        for message, variables in message_ids(room, spoken_in).items()
    }
