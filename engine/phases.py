"""The plumbing every game shares: check, copy, dispatch by phase, JSON.

Each game's state names its `phase`, and the game has one `_on_<phase>`
method per phase, so a game module reads as the rulebook's steps. This base
class does the rest once: refuse an input that does not fit the prompt (so a
refused input changes nothing), work on a copy (so states stay values), and
give the state a JSON round trip.
"""

from __future__ import annotations

import copy
from typing import Any, Generic, Mapping, TypeVar

from engine import jsonable
from engine.core import Input, Output, Prompt, check_input

S = TypeVar("S")


class PhaseGame(Generic[S]):
    state_type: type

    def prompt(self, state: S) -> Prompt:
        raise NotImplementedError

    def apply(self, state: S, given: Input) -> tuple[S, list[Output]]:
        check_input(self.prompt(state), given)
        state = copy.deepcopy(state)
        handler = getattr(self, f"_on_{state.phase}")  # type: ignore[attr-defined]
        outputs: list[Output] = handler(state, given.value)
        return state, outputs

    def to_json(self, state: S) -> dict[str, Any]:
        return jsonable.to_json(state)  # type: ignore[no-any-return]

    def from_json(self, data: Mapping[str, Any]) -> S:
        return jsonable.from_json(self.state_type, data)  # type: ignore[no-any-return]
