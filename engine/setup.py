"""Setup: the questions a game asks before it starts, one prompt at a time.

Setup uses the same prompts as play, so the one button driver renders both,
and the demo and the tests answer them the same way a player would.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Union

from engine.core import (
    AskChoice,
    AskConfirm,
    AskNumber,
    IllegalInput,
    Input,
    InputKind,
    InvalidSettings,
    Line,
    Option,
    check_input,
)
from engine import language
from engine.words import Words, facts

words = Words("engine")

SetupPrompt = Union[AskNumber, AskChoice, AskConfirm]

DEFAULT_NAMES: tuple[str, ...] = (
    "Red",
    "Blue",
    "Green",
    "Yellow",
    "Purple",
    "Orange",
    "White",
    "Black",
)  # English's seat names (engine/messages/en.toml [seats])


@dataclass(frozen=True)
class Question:
    key: str
    prompt: SetupPrompt


@dataclass(frozen=True)
class Library:
    """Card content the device loaded from deck files, keyed for the games.

    `decks` maps a deck name ("rapid_list/blue") to its entries; `played`
    maps the same names to entry ids already played in earlier games, so a
    game can avoid repeating cards until a deck is used up.
    """

    decks: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    titles: Mapping[str, str] = field(default_factory=dict)
    played: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Optional per-card facts that are not the card's text, by name (docs/decks.md):
    # "rapid_list/challenge_avoid" maps a challenge id to the lower-case phrases of
    # questions it must never be paired with; "rapid_list/challenge_cues" maps a
    # challenge id to the seconds after the timer starts when a cue is due, and
    # "rapid_list/challenge_cue_calls" to what the cue tells (CUE_KINDS; "write" when not said).
    extras: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)


# What a challenge's cue tells the challenged player (its `cue` field, docs/decks.md): start writing after a
# wait, open the eyes closed for the first seconds, or switch hands. Each game says them in its own words.
CUE_KINDS = ("write", "eyes", "switch")


def clashes(avoid: tuple[str, ...] | list[str], question: str) -> bool:
    """True when a question contains one of a challenge's avoid phrases (lower case, as written)."""
    lowered = " ".join(question.lower().split())
    return any(phrase in lowered for phrase in avoid)


@dataclass(frozen=True)
class Defaults:
    """What the config file says when a setup question is skipped."""

    names: tuple[str, ...] = DEFAULT_NAMES
    # The names the last game used, which the device remembers: offered first (engine/seating.py).
    usual_names: tuple[str, ...] = ()
    timers: Mapping[str, int] = field(default_factory=dict)
    players: int = 4
    # Each game's own config section, by game id: {"rapid-list": {"track": "NNNC..."}}.
    extra: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    # When setup offers to teach a game (engine/teaching.py): "new" (a game this device has not
    # finished and the table did not decline), "always" or "never". The config's [referee] teaching,
    # whose default is "new"; "never" here, so a harness that sets up games hears no teaching unasked.
    teaching: str = "never"

    def section(self, game_id: str) -> Mapping[str, Any]:
        return self.extra.get(game_id, {})


class SetupFlow(Protocol):
    """A game's setup questions. Pure: the answers in, the next question out, nothing kept (the referee's
    foresight walks the same flow on another thread, device/referee/choosing.py)."""

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        """The next thing to ask, given the answers so far; None when setup is complete."""
        ...

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        """The game's settings (JSON) from the complete answers."""
        ...


def answer_value(question: Question, given: Input) -> Any:
    """Validate an input against a setup question and return the answer it gives."""
    check_input(question.prompt, given)
    return given.value


def default_answer(question: Question) -> Any:
    prompt = question.prompt
    if isinstance(prompt, AskNumber):
        return prompt.default
    if isinstance(prompt, AskChoice):
        return prompt.options[prompt.default].value
    return prompt.default


def answer_all(flow: SetupFlow, given: Mapping[str, Any]) -> dict[str, Any]:
    """Run a setup flow with some answers fixed and defaults for the rest.

    A given answer must fit its question like a pressed one would (a number in
    range, a yes or no), and one the flow never asks for is refused: a demo
    asked for nine players should say so, not quietly play with eight.
    """
    answers: dict[str, Any] = {}
    while (question := flow.next_question(answers)) is not None:
        if question.key in given:
            answers[question.key] = _checked(question, given[question.key])
        else:
            answers[question.key] = default_answer(question)
    unused = sorted(set(given) - set(answers))
    if unused:
        raise InvalidSettings(f"This game does not ask for {', '.join(unused)} with these answers.")
    return flow.settings(answers)


def _checked(question: Question, value: Any) -> Any:
    """Numbers and yes/no answers are checked here; a choice is checked by the game's settings."""
    prompt = question.prompt
    kinds: dict[type, InputKind] = {AskNumber: "number", AskConfirm: "confirm"}
    kind = kinds.get(type(prompt))
    if kind:
        try:
            check_input(prompt, Input(kind, value))
        except IllegalInput as error:
            raise InvalidSettings(f"{question.key} = {value!r} does not fit: {error}.") from None
    return value


def ask_players(low: int, high: int, default: int, word: str = "") -> Question:
    """`word`: who sits at the table, if not players ("players or teams")."""
    default = min(max(default, low), high)
    return Question(
        "players", AskNumber(words.line("how-many", who=word) if word else words.line("how-many-players"), low, high, default)
    )


def ask_choice(key: str, text: str, options: list[tuple[str, str]], default: int = 0) -> Question:
    return Question(key, AskChoice(Line(text), tuple(Option(value, label) for value, label in options), default))


def ask_yes_no(key: str, text: str, default: bool = False) -> Question:
    return Question(key, AskConfirm(Line(text), default))


SECONDS_STEP = 15  # a round timer moves by a quarter minute: fine enough, and few presses


def ask_seconds(
    key: str, text: str, low: int, high: int, default: int, step: int = SECONDS_STEP, house_rule_above: int | None = None
) -> Question:
    """A duration, stepped by `step` seconds from `low`.

    The default (often from the config file) is put on that grid, nearest
    first, so stepping from it lands on round values and the ends stay
    reachable; a step wider than the range, or below one second, is made to fit.
    """
    step = max(1, min(step, max(high - low, 1)))
    default = min(max(default, low), high)
    on_grid = low + round((default - low) / step) * step
    if on_grid > high:
        on_grid -= step
    return Question(
        key,
        AskNumber(Line(text), low, high, max(on_grid, low), unit="seconds", step=step, house_rule_above=house_rule_above),
    )


def colours(spoken_in: str) -> tuple[str, ...]:
    """The seat names offered when the config names none, in `spoken_in`: colours, which every table can
    tell apart (engine/messages/<language>.toml `[seats]`; English's when a language has none)."""
    return tuple(facts("engine", spoken_in).get("seats", facts("engine", language.ENGLISH)["seats"])["names"])


def seat_names(defaults: Defaults, count: int) -> list[str]:
    """The first `count` names from the config, topped up with colours (in the language being spoken)
    if it lists too few."""
    names = list(dict.fromkeys(defaults.names))
    for colour in colours(language.current()):
        if len(names) >= count:
            break
        if colour not in names:
            names.append(colour)
    return names[:count]
