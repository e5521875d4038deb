"""Rapido's setup: players, the two-player variant, the device's own players, who starts, the staircase."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from engine.core import AskNumber
from engine.setup import (
    Defaults,
    Library,
    Question,
    ask_choice,
    ask_players,
    ask_yes_no,
)
from engine.language import Phrases
from engine.seating import ask_names, chosen_names
from engine.games.rapido.rules import MAX_SEATS, MAX_STEPS, MIN_SEATS, MIN_STEPS, STANDARD_STEPS

phrases = Phrases("engine.games.rapido.phrases")


# ---------------------------------------------------------------- setup questions


@dataclass(frozen=True)
class RapidoSetup:
    """Players, the two-player variant, how many seats the device plays, who starts, the staircase."""

    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        if "players" not in answers:
            return ask_players(MIN_SEATS, MAX_SEATS, self.defaults.players)
        players = answers["players"]
        if players == 2 and "two_player" not in answers:
            return ask_yes_no("two_player", phrases.VARIANT_QUESTION)
        if "bots" not in answers:
            return Question("bots", AskNumber(phrases.BOTS_QUESTION, 0, players, 0))
        people = _people(players, answers)
        # The table names its own seats; mine, the last ones, take the next free names.
        if (names_question := ask_names(self.defaults, answers, people)) is not None:
            return names_question
        if "youngest" not in answers and people > 1:
            # Only the people at the table can be youngest: the seats I play have no age.
            names = chosen_names(self.defaults, answers, players, named=people)[:people]
            options = [("random", phrases.DRAW_AT_RANDOM)] + [(str(seat), name) for seat, name in enumerate(names)]
            return ask_choice("youngest", phrases.YOUNGEST_QUESTION, options)
        if "steps" not in answers:
            return Question("steps", AskNumber(phrases.STEPS_QUESTION, MIN_STEPS, MAX_STEPS, STANDARD_STEPS))
        return None

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        players = answers["players"]
        bots = min(max(int(answers.get("bots", 0)), 0), players)
        # One person with the referee's seats: the only one with an age starts.
        youngest = answers.get("youngest", "0" if _people(players, answers) == 1 else "random")
        if youngest != "random" and int(youngest) >= _people(players, answers):
            youngest = "random"  # a seat I play, named before the count changed: draw instead
        return {
            "names": chosen_names(self.defaults, answers, players, named=_people(players, answers)),
            "two_player": bool(answers.get("two_player", False)) and players == 2,
            "virtual": list(range(players - bots, players)),
            "first": None if youngest == "random" else int(youngest),
            "steps": answers.get("steps", STANDARD_STEPS),
        }


def _people(players: int, answers: Mapping[str, Any]) -> int:
    """How many seats people play; mine are the last ones (when none are people, who starts is drawn)."""
    return players - min(max(int(answers.get("bots", 0)), 0), players)


def setup(library: Library, defaults: Defaults) -> RapidoSetup:
    return RapidoSetup(library, defaults)
