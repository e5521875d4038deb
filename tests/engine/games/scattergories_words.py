"""Scattergories' messages in one language, for the tests that check its words (issue 42: the words are
messages, engine/games/scattergories/messages/<language>.ftl).

    english = Spoken("en")
    english("vote-rule")                        # a message, as a str
    english.line("valid-votes", name="Blue")    # a message and its attributes, as a Line
    english.of(sg.round_title, 2, 3)            # a line the rules make of messages, in this language
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from engine.core import Line
from engine.games.scattergories.rules import words
from engine.language import speaking
from engine.words import facts

T = TypeVar("T")


class Spoken:
    def __init__(self, code: str) -> None:
        self.code = code

    def __call__(self, message_id: str, **values: Any) -> str:
        return words.said_in(self.code, message_id, **values)

    def line(self, message_id: str, **values: Any) -> Line:
        with speaking(self.code):
            return words.line(message_id, **values)

    def of(self, make: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        with speaking(self.code):
            return make(*args, **kwargs)

    @property
    def spelling_words(self) -> dict[str, str]:
        return dict(facts(words.room, self.code)["spelling_words"])


english, spanish = Spoken("en"), Spoken("es")
