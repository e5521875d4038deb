"""The forms a seat's name is said in inside longer lines ("Red", "Team Red", "Red's"; "de Rojo").

Render-ahead (device/sound/prerender.py) makes each a piece, so a line that
names a seat is joined from pieces already rendered. Which forms there are is
decided here; how each is said is the engine's messages `name-as-...`.
"""

from __future__ import annotations

from engine.words import Words

words = Words("engine")


def name_pieces(name: str) -> list[str]:
    """The runs `name` is said in, in the language being spoken."""
    return [name, words("name-as-team", name=name), words("name-as-owner", name=name)]
