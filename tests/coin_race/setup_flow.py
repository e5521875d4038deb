"""Coin Race's setup: how many play, then their names (engine/seating.py), each with its rule and purpose."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from engine.seating import ask_names, chosen_names
from engine.setup import Defaults, Library, Question, ask_players
from engine.words import Words
from tests.coin_race.rules import MAX_SEATS, MIN_SEATS

words = Words("tests.coin_race")


@dataclass(frozen=True)
class CoinRaceSetup:
    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        if "players" not in answers:
            return _explained(
                ask_players(MIN_SEATS, MAX_SEATS, self.defaults.players), words("seats-rule"), words("seats-purpose")
            )
        if (names := ask_names(self.defaults, answers, answers["players"])) is not None:
            return _explained(names, "", words("names-purpose"))
        return None

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        return {"names": chosen_names(self.defaults, answers, answers["players"])}


def _explained(question: Question, rule: str, purpose: str) -> Question:
    """`question` with the rule hold OK adds and the purpose hold GO adds: the shared questions come without them."""
    asked = question.prompt.question
    return replace(question, prompt=replace(question.prompt, question=replace(asked, rule=rule, purpose=purpose)))


def setup(library: Library, defaults: Defaults) -> CoinRaceSetup:
    return CoinRaceSetup(library, defaults)
