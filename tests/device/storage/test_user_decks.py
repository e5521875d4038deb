"""Players' own question decks: checked like ours, offered in Rapid List's setup."""

from __future__ import annotations

from pathlib import Path

import pytest

from device.storage.library import ContentError, load_library
from engine.games.rapid_list.rules import GAME
from engine.games.rapid_list.setup_flow import setup
from engine.setup import Defaults, answer_all

CARD = """
[[card]]
id = "{id}"
questions = [{questions}]
"""


def write_deck(folder: Path, name: str, cards: int, kind: str = "questions", per_card: int = 6) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    body = f'kind = "{kind}"\nname = "Family favourites"\n'
    for card in range(cards):
        questions = ", ".join(f'"{name} card {card} question {face}"' for face in range(per_card))
        body += CARD.format(id=f"card-{card}", questions=questions)
    path = folder / f"{name}.toml"
    path.write_text(body)
    return path


def test_a_players_deck_is_offered_and_played(tmp_path: Path) -> None:
    write_deck(tmp_path / "decks", "family", 3)
    library = load_library(user_folders=[tmp_path / "decks"])
    flow = setup(library, Defaults())
    answers = {"players": 2, "kids": False}
    question = flow.next_question(answers)
    assert question is not None and question.key == "decks"
    labels = {option.value: option.label for option in question.prompt.options}
    assert labels["rapid_list/user/family"] == "Family favourites"

    settings = answer_all(flow, {"players": 2, "kids": False, "decks": "rapid_list/user/family"})
    assert set(settings["questions"]) == {"family:card-0", "family:card-1", "family:card-2"}
    GAME.start(settings)  # a valid game


def test_a_broken_players_deck_stops_start_up_naming_file_and_line(tmp_path: Path) -> None:
    path = write_deck(tmp_path / "decks", "short", 2, per_card=5)
    with pytest.raises(ContentError) as caught:
        load_library(user_folders=[tmp_path / "decks"])
    assert f"{path}:4:" in str(caught.value) and "exactly 6" in str(caught.value) and "Fix:" in str(caught.value)


def test_a_deck_without_its_kind_is_refused_with_the_fix(tmp_path: Path) -> None:
    path = write_deck(tmp_path / "decks", "mystery", 1, kind="riddles")
    with pytest.raises(ContentError, match='add kind = "questions"') as caught:
        load_library(user_folders=[tmp_path / "decks"])
    assert str(path) in str(caught.value)


def test_no_decks_folder_is_fine(tmp_path: Path) -> None:
    library = load_library(user_folders=[tmp_path / "nowhere"])
    assert not any(name.startswith("rapid_list/user/") for name in library.decks)
