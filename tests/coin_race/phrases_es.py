"""Todo lo que dice o pregunta Coin Race, en español (gemelo de phrases.py: los mismos nombres).

Un tú al jugador que lanza, un vosotros a la mesa; frases cortas.
"""

from __future__ import annotations

from typing import Sequence

from engine.core import Line
from engine.phrases_es import count

# ---------------------------------------------------------------- la línea de órdenes y la hoja

SHEET_HELP = "una hoja para marcar los pasos"
ROWS_HELP = "filas de la hoja"
ROWS_WRONG = "indica un número de filas del 1 al 8"


def sheet_row(number: int) -> str:
    return f"Jugador {number}"


# ---------------------------------------------------------------- preparación

SEATS_RULE = "De dos a cuatro jugadores, cada uno con su cuenta de pasos."
SEATS_PURPOSE = "Cuántos jugáis; luego vienen los nombres."
NAMES_PURPOSE = "Los nombres, en el orden en que lanzáis; luego, el primer lanzamiento."

# ---------------------------------------------------------------- enseñar (engine/teaching.py)

TEACH_NEEDS = "No necesitáis nada en las manos: la moneda la lanzo yo."
TEACH_OPENING = (
    "Lanzáis una moneda por turnos: con cara avanzas un paso, con cruz te quedas donde estás. "
    "Gana quien llegue antes a tres pasos."
)
FLIP_TAUGHT = Line("Salga lo que salga, luego le toca al siguiente.")

# ---------------------------------------------------------------- el juego

FLIP_ACTION = "lanzar la moneda"
FLIP_RULE = "Con cara avanzas un paso; con cruz, no. Gana quien llegue antes a tres."
FLIP_PURPOSE = "Lanzas tú; luego lanza el siguiente."


def your_flip(name: str) -> Line:
    return Line(f"Lanza {name}.", rule=FLIP_RULE, purpose=FLIP_PURPOSE)


def landed(heads: bool, name: str, steps: int) -> Line:
    return Line(f"{'Cara' if heads else 'Cruz'}. {name} lleva {count(steps, 'paso')}.")


def wins(name: str) -> str:
    return f"¡{name} gana Coin Race!"


def where(name: str) -> str:
    return f"Coin Race: le toca lanzar a {name}."


def standings(places: Sequence[tuple[str, int]]) -> str:
    return "; ".join(f"{name}, {count(steps, 'paso')}" for name, steps in places) + "."


def spoken_pieces() -> list[str]:
    return ["Cara", "Cruz"]
