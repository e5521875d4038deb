"""Words shown, never said, in Spanish: the twin of engine/shown_phrases.py.

Labels are nouns, as a Spanish score sheet heads them ("Ronda 2", "Desempate");
the games' own words are kept ("reto", "meta", "tema", "tirada"), so the page
reads as the referee speaks.
"""

from __future__ import annotations

# ---------------------------------------------------------------- the facts and columns of a game's picture

LIST = "Lista"
LETTER = "Letra"
TARGET = "Meta"
SUBJECT = "Tema"
READER = "Lee"
QUESTION = "Pregunta"
CHALLENGE = "Reto"
ROLL = "Tirada"
TOTAL = "Total"
TIE_BREAK = "Desempate"


def round_column(number: int) -> str:
    """A score table's column, and a pad's: "Ronda 2"."""
    return f"Ronda {number}"


def question_numbered(number: int) -> str:
    """One of a card's questions, while the reader picks one: "Pregunta 3"."""
    return f"Pregunta {number}"


# ---------------------------------------------------------------- a printed sheet (Scattergories' lists and pads)


def list_name(number: str) -> str:
    return f"Lista {number}"


def sheet_title(title: str, number: str) -> str:
    """The sheet's heading: one list's number, or "" when it holds several."""
    return f"{title}: lista {number}" if number else f"{title}: listas de categorías"


def key_heading(number: str) -> str:
    return f"Lista {number}: una respuesta para cada letra"


KEY_NOTE = "Si alguien discute una respuesta: aquí tienes una que vale, para cada letra del dado."
NO_EXAMPLE = "(aún sin ejemplo)"
POINTS = "Puntos"
NAME = "Nombre"


def pad_name(number: int) -> str:
    return f"Hoja {number}"
