"""Scattergories: one letter, twelve categories, and what it tells the catalog."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from engine.entry import Entry, Timer, yes_or_no
from engine.games.scattergories.answer_scoring import NAME, THING, TITLE, on_letter
from engine.games.scattergories.dice import letter_die
from engine.games.scattergories.printable import PRINTABLE
from engine.games.scattergories.rules import GAME, TIMER_DEFAULT, TIMER_HIGH, TIMER_LOW, category, list_parts, spelling_words
from engine.games.scattergories.setup_flow import LISTS, TYPED_ANSWERS, setup
from engine.games.scattergories.view import view
from engine.words import Words

#: The game's words in the language being spoken (messages/<language>.ftl).
words = Words("engine.games.scattergories")


def said_entry(deck: str, value: Any) -> list[str]:
    """A list's categories as they are read out and as heard again one by one, in the language spoken:
    for rendering ahead."""
    if isinstance(value, str):
        return [value]
    read = [category(index, text).text for index, text in enumerate(value, start=1)]
    return read + [part.text for part in list_parts(value)]  # and as heard again while writing


def spoken_pieces() -> list[str]:
    """The words the letter is spelt with ("S, as in Sierra"), in the language spoken: pieces of the letter's lines."""
    return spelling_words()


def _list_chosen(settings: Mapping[str, Any]) -> Iterable[str]:
    """The list is chosen in setup, not drawn, so it is remembered as played here."""
    return [str(settings["list_number"])]


def _answer_counts(answer: str, letter: str, listed: Mapping[str, Any], category: str, language: str) -> bool:
    """An answer file's answer, judged by the scoring rule for its category's kind (the list marks names and
    titles), read in the deck's language (a Spanish answer for N may not start with Ñ)."""
    kind = NAME if category in listed.get("names", []) else TITLE if category in listed.get("titles", []) else THING
    return on_letter(answer, letter, kind, language)


ENTRY = Entry(
    GAME,
    __name__,
    setup,
    decks={LISTS: "lists"},
    timer=Timer(TIMER_LOW, TIMER_HIGH, TIMER_DEFAULT),
    chosen_in_setup=_list_chosen,
    # Typed answers are off unless the config offers them; then setup asks.
    config={TYPED_ANSWERS: yes_or_no},
    view=view,
    spoken_entry=said_entry,
    spoken_pieces=spoken_pieces,
    printable=PRINTABLE,
    answer_counts=_answer_counts,
    answer_letters=letter_die,
    teaching_needs=lambda: words("teach-needs"),  # paper and pencils, said in setup when the game is taught
    teaching_opening=lambda: words("teach-opening"),  # the game in short, before setup's first choice
    boardgamegeek_id=2381,
)
