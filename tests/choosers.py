"""Hypothesis as the source of random but legal answers (engine/random_play.py)."""

from __future__ import annotations

from typing import Sequence, TypeVar

from hypothesis import strategies as st

T = TypeVar("T")


class DrawChooser:
    """Draws each choice from Hypothesis, so a failing game shrinks to a short one."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def pick(self, items: Sequence[T]) -> T:
        return self.data.draw(st.sampled_from(list(items)))

    def whole(self, low: int, high: int, near: int) -> int:
        # Mostly near the default, sometimes anywhere: the ends of a range get tried too.
        close = st.integers(max(low, near - 3), min(high, near + 3))
        return self.data.draw(st.one_of(close, st.integers(low, high)))

    def yes(self) -> bool:
        return self.data.draw(st.booleans())

    def order(self, items: Sequence[T]) -> tuple[T, ...]:
        return tuple(self.data.draw(st.permutations(list(items))))
