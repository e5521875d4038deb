"""Coin Race's rules: each player in turn flips a coin; heads moves them one step; the first to three wins."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Mapping

from engine.core import AskGo, Line, Output, Placing, Prompt, Say
from engine.mechanics import die, parse_seated, seat_after
from engine.phases import OVER, PhaseGame
from engine.teaching import teach
from engine.words import Words, facts
from engine import language

words = Words("tests.coin_race")

HEADS, TAILS = "heads", "tails"
TARGET = 3  # steps to win
MIN_SEATS, MAX_SEATS = 2, 4


@dataclass(frozen=True)
class Settings:
    names: tuple[str, ...]
    language: str = "en"  # what the game is spoken in (engine/language.py)
    teach: bool = False  # explain each rule the first time it matters (engine/teaching.py)


class Phase(StrEnum):
    """The phases in rulebook order: the flipper asks, then the coin lands."""

    FLIP = "flip"
    COIN = "coin"


@dataclass
class State:
    settings: Settings
    steps: list[int] = field(default_factory=list)
    phase: str = Phase.FLIP
    player: int = 0
    flips: int = 0  # coins flipped so far: a round is one flip each
    taught: list[str] = field(default_factory=list)  # the rules said so far (engine/teaching.py)


class CoinRace(PhaseGame[State]):
    state_type = State
    phases = Phase
    id = "coin-race"
    title = "Coin Race"

    def start(self, raw: Mapping[str, Any]) -> State:
        settings = parse_seated(Settings, raw, self.title, MIN_SEATS, MAX_SEATS)
        return State(settings, [0] * len(settings.names))

    def _ask_flip(self, state: State) -> Prompt:
        """A taught table heard the goal in setup (engine/teaching.py), before its first choice."""
        asked = Line(
            words("your-flip", name=state.settings.names[state.player]), rule=words("flip-rule"), purpose=words("flip-purpose")
        )
        return AskGo(asked, action=words("flip-action"))

    def _on_flip(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.COIN
        return []

    def _ask_coin(self, state: State) -> Prompt:
        return die(words("flip-action"), (HEADS, TAILS))

    def _on_coin(self, state: State, side: str) -> list[Output]:
        name = state.settings.names[state.player]
        state.flips += 1
        if side == HEADS:
            state.steps[state.player] += 1
        said: list[Output] = [
            Say(words.line("landed", side=words("coin-side", side=side), name=name, steps=state.steps[state.player]))
        ]
        if state.steps[state.player] >= TARGET:
            state.phase = OVER
            return said + [Say(self.result(state))]
        state.player = seat_after(state.player, len(state.steps))
        state.phase = Phase.FLIP
        return said + teach(state, "turn", words.line("flip-taught"))

    def result(self, state: State) -> Line:
        return words.line("wins", name=state.settings.names[state.player])

    def where(self, state: State) -> Line:
        return words.line("where", name=state.settings.names[state.player])

    def placings(self, state: State) -> list[Placing]:
        """The score is the steps taken; the winner is the player who flipped last."""
        return [
            Placing(name, steps, seat == state.player and state.phase == OVER)
            for seat, (name, steps) in enumerate(zip(state.settings.names, state.steps))
        ]

    def standings(self, state: State) -> Line:
        separator = facts("tests.coin_race", language.current())["standings_separator"]
        places = separator.join(
            words("standing", name=name, steps=steps) for name, steps in zip(state.settings.names, state.steps)
        )
        return words.line("standings", places=places)


GAME = CoinRace()
