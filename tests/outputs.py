"""Small helpers the engine tests share: feed inputs, read what was said and played."""

from __future__ import annotations

from typing import Any, Iterable, Sequence, TypeVar

from engine.core import Cue, Game, Input, Output, Say

S = TypeVar("S")


def apply_all(game: Game[S], state: S, inputs: Iterable[Input]) -> tuple[S, list[Output]]:
    """Apply inputs in turn; the final state and every output along the way."""
    outputs: list[Output] = []
    for given in inputs:
        state, said = game.apply(state, given)
        outputs += said
    return state, outputs


def texts(outputs: Sequence[Any]) -> list[str]:
    return [output.line.text for output in outputs if isinstance(output, Say)]


def cues(outputs: Sequence[Any]) -> list[str]:
    return [output.name for output in outputs if isinstance(output, Cue)]
