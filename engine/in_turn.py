"""One question put to the players in turn, as a person round a table puts it.

In full to the first ("Ann's bid?"), then the name alone ("Bob's?"; in
Spanish "¿Y Beto?"); hold OK gives the full question. Saying "bid" (or
"points", "unused tiles") to every player cost a table a second or more a
round for words it had just heard. Every game asks this way, so the short
form is the engine's message `each-in-turn`, and which form is asked is here.
"""

from __future__ import annotations

from engine.core import Line
from engine.words import Words

words = Words("engine")


def each_in_turn(name: str, question: Line, first: bool) -> Line:
    if first:
        return question
    return Line(words("each-in-turn", name=name), long=question.text)
