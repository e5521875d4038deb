"""Scattergories as a Spanish table hears and reads it (issue 37, point 8).

A native speaker found a calque of "Pencils down!" ("¡Nadie escribe más!", heard
every round), lines to the whole table said to one player ("Envía tus
respuestas."), and a capital after a comma on the page ("1, Alguien que...").
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import chance, go, time_up
from engine.games.scattergories import rules as sg
from tests.engine.games.scattergories_words import english, spanish
from tests.engine.games.test_scattergories import make_settings, play, started
from tests.outputs import texts as spoken


def spanish_settings(players: int = 3, **extra: Any) -> dict[str, Any]:
    return {**make_settings(players, **extra), "names": ["Ana", "Beto", "Cati"][:players], "language": "es"}


def test_time_up_is_called_as_a_spanish_table_calls_it() -> None:
    _, outputs = play(started(spanish_settings()), chance("B"), go(), time_up())
    assert "¡Tiempo!" in spoken(outputs)
    assert not [line for line in spoken(outputs) if "Nadie escribe" in line]


def test_a_line_to_the_whole_table_is_not_said_to_one_player() -> None:
    """ "Cada uno ..." speaks to every player at once without "vosotros", which half the Spanish world does not use."""
    lines = [
        spanish.line("send-answers", names=["Ana", "Beto"]),
        spanish.line("read-answers"),
        spanish.line("read-answers-again", rules="Un punto."),
        spanish.line("enter-points"),
        spanish.line("any-challenge-first"),
        spanish.line("valid-votes", name="Beto"),
    ]
    said = " ".join(f"{line.text} {line.brief} {line.long}" for line in lines)
    for to_one in ("Envía tus", "Apunta", "quieras", "Cuenta tus", "Lee tus", "Elige", "Levanta"):
        assert to_one not in said, to_one
    assert spanish.line("send-answers", names=["Ana", "Beto"]).text.startswith("Cada uno envía sus respuestas.")


@pytest.mark.parametrize("phrases", [english, spanish], ids=["en", "es"])
def test_a_category_heard_again_reads_on_after_its_number_in_small_letters(phrases: Any) -> None:
    """ "1, Alguien que cocina bien." has a capital after a comma: "1, alguien que cocina bien.";
    the list read out keeps "1. Alguien ...", a sentence of its own. A leading "TV" keeps its capitals."""
    parts = phrases.of(sg.list_parts, ["Alguien que cocina bien", "Una fruta", "TV show"])
    assert [part.text for part in parts] == ["1, alguien que cocina bien.", "2, una fruta.", "3, TV show."]
    assert phrases.of(sg.category, 1, "Alguien que cocina bien").text == "1. Alguien que cocina bien."
