"""What the terminal and the phone's captions print of a question and its value (issue 37, point 8).

A question and the value on offer are said as two pieces; printed on one
line, a value after a finished sentence read as a slip of the pen to a
Spanish table ("... pulsa OK. casilla 5").
"""

from __future__ import annotations

import pytest

from device.referee.asking import printed_with_value


@pytest.mark.parametrize(
    ("asked", "offered", "printed"),
    [
        (
            "¿Tirar o colocar? GO para tirar otra vez, o elige y pulsa OK.",
            "casilla 5",
            "¿Tirar o colocar? GO para tirar otra vez, o elige y pulsa OK. Casilla 5",
        ),
        (
            "Roll or place? GO to roll again, or choose and press OK.",
            "field 4",
            "Roll or place? GO to roll again, or choose and press OK. Field 4",
        ),
        ("Ann's bid?", "5", "Ann's bid? 5"),
        ("Which track?", "standard", "Which track? standard"),
        ("Press GO to roll.", "", "Press GO to roll."),
    ],
)
def test_a_value_printed_after_a_finished_sentence_starts_with_a_capital(asked: str, offered: str, printed: str) -> None:
    assert printed_with_value(asked, offered) == printed
