"""The played-card record: a card does not come round again until its deck is used up."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from device.storage.history import PlayedCards
from engine.setup import Library

LIBRARY = Library(
    decks={
        "rapid_list/blue": {"b-1": ("q",) * 6, "b-2": ("q",) * 6, "b-3": ("q",) * 6},
        "rapid_list/red": {"r-1": ("q",) * 6, "r-2": ("q",) * 6},
        "dabble/subjects": {"food": {"name": "Food", "examples": ["egg"]}},
    }
)


@pytest.fixture
def path(state_dir: Path) -> Path:
    return state_dir / "played.json"


def test_nothing_is_played_at_first(path: Path) -> None:
    assert PlayedCards(path, LIBRARY).played() == {"rapid_list/blue": (), "rapid_list/red": (), "dabble/subjects": ()}
    assert not path.exists()


def test_cards_are_noted_per_deck_in_order(path: Path) -> None:
    history = PlayedCards(path, LIBRARY)
    history.note("b-2")
    history.note("r-1")
    history.note("b-1")
    played = history.played()
    assert played["rapid_list/blue"] == ("b-2", "b-1")
    assert played["rapid_list/red"] == ("r-1",)
    assert played["dabble/subjects"] == ()


def test_the_record_survives_a_restart(path: Path) -> None:
    history = PlayedCards(path, LIBRARY)
    history.note("b-2")
    history.note("r-2")
    again = PlayedCards(path, LIBRARY)
    assert again.played()["rapid_list/blue"] == ("b-2",)
    assert again.played()["rapid_list/red"] == ("r-2",)
    assert json.loads(path.read_text())["rapid_list/blue"] == ["b-2"]


def test_values_that_are_not_cards_are_ignored(path: Path) -> None:
    history = PlayedCards(path, LIBRARY)
    for value in (4, None, True, (1, 0, 2), "Q", "not-a-card", ["b-1"]):
        history.note(value)  # dice faces, shuffles, letters: none of them is a card
    assert all(cards == () for cards in history.played().values())
    assert not path.exists()


def test_a_card_noted_twice_is_recorded_once(path: Path) -> None:
    history = PlayedCards(path, LIBRARY)
    history.note("b-1")
    history.note("b-1")
    assert history.played()["rapid_list/blue"] == ("b-1",)


def test_a_used_up_deck_starts_afresh_and_the_others_do_not(path: Path) -> None:
    history = PlayedCards(path, LIBRARY)
    history.note("r-1")
    history.note("b-1")
    history.note("b-2")
    assert history.played()["rapid_list/blue"] == ("b-1", "b-2")
    history.note("b-3")  # the last blue card: blue comes round again
    assert history.played()["rapid_list/blue"] == ()
    assert history.played()["rapid_list/red"] == ("r-1",)
    assert PlayedCards(path, LIBRARY).played()["rapid_list/blue"] == ()
    history.note("b-3")
    assert history.played()["rapid_list/blue"] == ("b-3",)


def test_a_corrupt_file_gives_a_warning_and_a_fresh_record(path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path.write_text('{"rapid_list/blue": ["b-1", ')
    with caplog.at_level(logging.WARNING, logger="table_referee.history"):
        history = PlayedCards(path, LIBRARY)
    assert history.played()["rapid_list/blue"] == ()
    assert any(str(path) in message and "rebuilding" in message for message in caplog.messages)
    history.note("b-2")  # and it can be written again
    assert json.loads(path.read_text())["rapid_list/blue"] == ["b-2"]


def test_a_file_that_is_not_utf8_gives_a_warning(path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path.write_bytes(b'{"rapid_list/blue": ["\xff\xfe"]}')
    with caplog.at_level(logging.WARNING, logger="table_referee.history"):
        history = PlayedCards(path, LIBRARY)
    assert history.played()["rapid_list/blue"] == ()
    assert caplog.records


def test_unknown_decks_and_cards_in_the_file_are_forgotten(path: Path) -> None:
    path.write_text(json.dumps({"rapid_list/blue": ["b-1", "gone-card"], "old/deck": ["x"]}))
    history = PlayedCards(path, LIBRARY)
    assert history.played() == {"rapid_list/blue": ("b-1",), "rapid_list/red": (), "dabble/subjects": ()}


def test_values_the_record_never_holds_mean_it_is_rebuilt(path: Path) -> None:
    """A number among the cards, or a text for a deck: damage, so the journals (none here) decide."""
    path.write_text(json.dumps({"rapid_list/blue": ["b-1", 7], "rapid_list/red": "r-1"}))
    history = PlayedCards(path, LIBRARY)
    assert history.played() == {"rapid_list/blue": (), "rapid_list/red": (), "dabble/subjects": ()}


def test_a_file_that_is_not_a_dict_is_ignored(path: Path) -> None:
    path.write_text('["b-1"]')
    assert all(cards == () for cards in PlayedCards(path, LIBRARY).played().values())
