"""Coin Race: the smallest whole game, written the way a fifth game would be.

Each player in turn presses the main action to flip a coin; heads moves them
one step; the first to three wins. tests/device/test_new_game.py registers it in the
catalog, as a real game's one catalog line would, and plays it through the
device loop, so the path for adding a game stays open.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Mapping

from engine.core import AskGo, Line, Output, Placing, Prompt, say
from html import escape

from engine.entry import CommandLineOption, Entry, Printable
from engine.mechanics import die, parse_seated, seat_after
from engine.phases import OVER, PhaseGame
from engine.setup import Defaults, Library, Question, ask_players, seat_names

HEADS, TAILS = "heads", "tails"


@dataclass(frozen=True)
class Settings:
    names: tuple[str, ...]
    target: int = 3
    language: str = "en"  # what the game is spoken in (engine/language.py)


class Phase(StrEnum):
    FLIP = "flip"
    COIN = "coin"


@dataclass
class State:
    settings: Settings
    steps: list[int] = field(default_factory=list)
    phase: str = Phase.FLIP
    player: int = 0


class CoinRace(PhaseGame[State]):
    state_type = State
    phases = Phase
    id = "coin-race"
    title = "Coin Race"

    def start(self, raw: Mapping[str, Any]) -> State:
        settings = parse_seated(Settings, raw, self.title, 2, 4)
        return State(settings, [0] * len(settings.names))

    def _ask_flip(self, state: State) -> Prompt:
        return AskGo(Line(f"{state.settings.names[state.player]}'s flip."), action="flip the coin")

    def _on_flip(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.COIN
        return []

    def _ask_coin(self, state: State) -> Prompt:
        return die("flip the coin", (HEADS, TAILS))

    def _on_coin(self, state: State, side: str) -> list[Output]:
        name = state.settings.names[state.player]
        if side == HEADS:
            state.steps[state.player] += 1
        said = [say(f"{side.capitalize()}. {name} is on {state.steps[state.player]}.")]
        if state.steps[state.player] >= state.settings.target:
            state.phase = OVER
            return said + [say(self.result(state).text)]
        state.player = seat_after(state.player, len(state.steps))
        state.phase = Phase.FLIP
        return said

    def result(self, state: State) -> Line:
        return Line(f"{state.settings.names[state.player]} wins Coin Race!")

    def where(self, state: State) -> Line:
        return Line(f"Coin Race, {state.settings.names[state.player]} to flip.")

    def placings(self, state: State) -> list[Placing]:
        """The score is the steps taken; the winner is the player who flipped last."""
        return [
            Placing(name, steps, seat == state.player)
            for seat, (name, steps) in enumerate(zip(state.settings.names, state.steps))
        ]

    def standings(self, state: State) -> Line:
        return Line(", ".join(f"{name} {steps}" for name, steps in zip(state.settings.names, state.steps)))


GAME = CoinRace()


@dataclass(frozen=True)
class CoinRaceSetup:
    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        return None if "players" in answers else ask_players(2, 4, 2)

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        return {"names": seat_names(self.defaults, answers["players"])}


def score_sheet(library: Library, answers_of: Any, options: Mapping[str, Any]) -> str:
    """A page to tick the steps on: one row a player, as many rows as asked."""
    rows = options.get("rows") or 4
    cells = "".join(f"<tr><td>Player {n}</td><td></td><td></td><td></td></tr>" for n in range(1, rows + 1))
    return f"<!DOCTYPE html><html><head><title>{escape(GAME.title)}</title></head><body><table>{cells}</table></body></html>\n"


def row_count(given: str) -> int:
    if not given.isdigit() or not 1 <= int(given) <= 8:
        raise ValueError("give a number of rows from 1 to 8")
    return int(given)


ENTRY = Entry(
    GAME,
    __name__,
    CoinRaceSetup,
    spoken_pieces=lambda: ["Heads", "Tails"],
    printable=Printable(
        "coin-race: a sheet to tick the steps on",
        score_sheet,
        (CommandLineOption("--rows", "rows", "rows on the sheet", parse=row_count),),
    ),
)
