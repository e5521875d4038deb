"""Scattergories: one letter, twelve categories, and what it tells the catalog."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from engine.entry import Entry, Timer, yes_or_no
from engine.games.scattergories.rules import GAME, TIMER_DEFAULT, TIMER_HIGH, TIMER_LOW
from engine.games.scattergories.setup_flow import LISTS, TYPED_ANSWERS, setup


def _list_chosen(settings: Mapping[str, Any]) -> Iterable[str]:
    """The list is chosen in setup, not drawn, so it is remembered as played here."""
    return [str(settings["list_number"])]


ENTRY = Entry(
    GAME,
    __name__,
    setup,
    decks={LISTS: "lists"},
    timer=Timer(TIMER_LOW, TIMER_HIGH, TIMER_DEFAULT),
    chosen_in_setup=_list_chosen,
    # Typed answers are off unless the config offers them; then setup asks.
    config={TYPED_ANSWERS: yes_or_no},
)
