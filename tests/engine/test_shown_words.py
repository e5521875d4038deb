"""The words a game's picture shows (its facts' labels and its score table's columns) are in the game's
language (issue 25, item 5): the engine's messages named shown-... (engine/messages/), whoever draws the view.

A whole game of random legal inputs is drawn at every step, in each language and in English; the view is
called outside any game method, as a page or a test calls it, so the game's own language must
come from its settings (engine/phases.py, `shown_in_its_language`).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.catalog import GAMES
from engine.core import GameOver
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from tests.engine.test_contract import IN_OTHER_LANGUAGES, default_settings
from tests.english_words import ENGLISH_WORDS, shared_with_english, words_of


def labels_of(picture: dict[str, Any]) -> list[str]:
    """The words a picture shows that are the game's labels, not its values (names, cards, numbers)."""
    labels = [str(fact["label"]) for fact in picture.get("facts", [])]
    table = picture.get("table")
    return labels + ([str(column) for column in table["columns"]] if table else [])


def labels_through_a_game(game_id: str, language: str) -> set[str]:
    entry = GAMES[game_id]
    session = Session(entry.game, default_settings(game_id, language))
    chooser = RandomChooser(random.Random(3))
    shown = set(labels_of(entry.view(session.state)))
    while not isinstance(session.prompt, GameOver):
        session.apply(legal_input(session.prompt, chooser, lambda: entry.virtual_player(session.state)))  # type: ignore[misc]
        shown |= set(labels_of(entry.view(session.state)))
    return shown


@pytest.mark.parametrize(("game_id", "spoken_in"), IN_OTHER_LANGUAGES)
def test_a_game_in_another_language_labels_its_picture_in_it_and_an_english_one_in_english(game_id: str, spoken_in: str) -> None:
    theirs, english = labels_through_a_game(game_id, spoken_in), labels_through_a_game(game_id, "en")
    assert theirs and english
    not_theirs = ENGLISH_WORDS - shared_with_english(spoken_in)
    assert [label for label in sorted(theirs) if words_of(label) & not_theirs] == []
    assert any(words_of(label) & ENGLISH_WORDS for label in english)  # the same states, labelled in English


def test_scattergories_gives_its_letter_apart_from_the_labelled_facts() -> None:
    """The page reads the letter from `letter`, never by finding a fact labelled "Letter" (a Spanish game says "Letra")."""
    entry = GAMES["scattergories"]
    for language, label in (("es", "Letra"), ("en", "Letter")):
        session = Session(entry.game, default_settings("scattergories", language))
        chooser = RandomChooser(random.Random(1))
        while not entry.view(session.state)["letter"]:
            session.apply(legal_input(session.prompt, chooser, lambda: None))
        picture = entry.view(session.state)
        assert {"label": label, "value": picture["letter"]} in picture["facts"]
