"""The plumbing every game shares: phases as blocks, check, copy, JSON.

A game names its phases once, in an enum in rulebook order, and writes each
phase as one block of two methods side by side: `_ask_<phase>` (what the game
needs now, as a prompt) and `_on_<phase>` (what it does with the answer). So a
section of the rulebook is one place in the code, and a phase that asks but
cannot take an answer (or the reverse) is refused when the class is defined.

This base class does the rest once: refuse an input that does not fit the
prompt (so a refused input changes nothing), work on a copy (so states stay
values), end the game with one shared "over" phase, and give the state a JSON
round trip.
"""

from __future__ import annotations

import functools
from enum import StrEnum
from typing import Any, Callable, ClassVar, Generic, Mapping, Protocol, TypeVar

from engine import jsonable
from engine.copying import clone
from engine.core import GameOver, Input, Line, Output, Prompt, check_input
from engine.answers import answer_given
from engine.language import LANGUAGES, speaking


class Phased(Protocol):
    """What PhaseGame needs of a game's state: the phase it is in (a Phase, or OVER)."""

    @property
    def phase(self) -> str: ...


S = TypeVar("S", bound=Phased)

# Every game ends in this phase; it asks nothing and takes no answer.
OVER = "over"

#: The methods whose words are the game's own: each runs in the language of the game's settings.
SPOKEN = ("prompt", "apply", "apply_in_place", "describe", "result", "where", "standings", "placings")


def _in_its_language(method: Callable[..., Any]) -> Callable[..., Any]:
    """A game method that speaks the language its state's settings name (engine/language.py)."""

    @functools.wraps(method)
    def spoken(self: Any, state: Any, *args: Any, **kwargs: Any) -> Any:
        with speaking(getattr(getattr(state, "settings", None), "language", None)):
            return method(self, state, *args, **kwargs)

    return spoken


def shown_in_its_language(view: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A game's `view(state)` (its picture for a screen), labelled in the language its state's settings name,
    whoever draws it: the referee inside the game, a test, a page made after the game."""

    @functools.wraps(view)
    def shown(state: Any) -> Any:
        with speaking(getattr(getattr(state, "settings", None), "language", None)):
            return view(state)

    return shown


def _starting_in_its_language(start: Callable[..., Any]) -> Callable[..., Any]:
    """`start(raw)`: a refusal of the settings is said in the language they ask for, if it is one."""

    @functools.wraps(start)
    def spoken(self: Any, raw: Mapping[str, Any]) -> Any:
        language = raw.get("language") if isinstance(raw, Mapping) else None
        with speaking(language if language in LANGUAGES else None):
            return start(self, raw)

    return spoken


class PhaseGame(Generic[S]):
    state_type: ClassVar[type]
    # The game's phases in rulebook order (without OVER, which every game shares).
    phases: ClassVar[type[StrEnum]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in SPOKEN:
            if name in cls.__dict__:
                setattr(cls, name, _in_its_language(cls.__dict__[name]))
        if "start" in cls.__dict__:
            setattr(cls, "start", _starting_in_its_language(cls.__dict__["start"]))  # noqa: B010 - a game's own start, which PhaseGame does not declare
        if "phases" in cls.__dict__:
            missing = cls.missing_blocks()
            if missing:
                raise TypeError(f"{cls.__name__} names phases it does not write: {', '.join(missing)}")

    @classmethod
    def missing_blocks(cls) -> list[str]:
        """The `_ask_`/`_on_` methods a named phase lacks; empty when every block is whole."""
        wanted = [f"{side}_{phase.value}" for phase in cls.phases for side in ("_ask", "_on")]
        return [name for name in wanted if not callable(getattr(cls, name, None))]

    @classmethod
    def stray_blocks(cls) -> list[str]:
        """`_ask_`/`_on_`/`_describe_` methods for phases the game does not name: a phase renamed in one place only."""
        named = {phase.value for phase in cls.phases}
        found = [name for name in dir(cls) if name.startswith(("_ask_", "_on_", "_describe_"))]
        return [name for name in found if name.split("_", 2)[2] not in named]

    # ------------------------------------------------------------ the contract

    def prompt(self, state: S) -> Prompt:
        phase = state.phase
        if phase == OVER:
            return GameOver(self.result(state))
        return getattr(self, f"_ask_{phase}")(state)

    def apply(self, state: S, given: Input) -> tuple[S, list[Output]]:
        check_input(self.prompt(state), given)
        state = self.copy(state)
        outputs: list[Output] = getattr(self, f"_on_{state.phase}")(state, given.value)
        return state, outputs

    def apply_in_place(self, state: S, given: Input) -> list[Output]:
        """Apply ``given`` to ``state`` itself, without the copy.

        Only for a state nobody else holds: replay's own working copy, whose
        in-between states are never looked at. Copying at every input was
        most of what a resume cost; a replay makes one copy at the start (so
        nothing shared with the settings is ever changed) and mutates that.
        """
        check_input(self.prompt(state), given)
        outputs: list[Output] = getattr(self, f"_on_{state.phase}")(state, given.value)
        return outputs

    def describe(self, state: S, given: Input) -> str:
        """What `given` meant as the answer to this state's prompt, in the game's own words.

        BACK says it ("Taken back: Red's bid of 7"), so the table hears which
        answer went. A phase with words of its own writes
        `_describe_<phase>(state, value)` beside its block; any other answer is
        told from its question and the option, number or yes/no chosen.
        """
        own = getattr(self, f"_describe_{state.phase}", None)
        if own is not None:
            return own(state, given.value)
        return answer_given(self.prompt(state), given)

    def result(self, state: S) -> Line:
        """How the game ended, said at the end and on resume."""
        raise NotImplementedError

    def copy(self, state: S) -> S:
        """A private copy to change. Settings are frozen and often large (whole decks), so
        every copy shares them; the rest is copied by ``clone``, which is several times
        cheaper than deepcopy on these plain-value states (see engine/copying.py)."""
        return clone(state, getattr(state, "settings", None))

    def to_json(self, state: S) -> dict[str, Any]:
        return jsonable.to_json(state)

    def from_json(self, data: Mapping[str, Any]) -> S:
        return jsonable.from_json(self.state_type, data)


for _name in SPOKEN:  # the base class's own blocks too: prompt, apply, describe
    if _name in PhaseGame.__dict__:
        setattr(PhaseGame, _name, _in_its_language(PhaseGame.__dict__[_name]))
