"""Rapido's setup: players, the two-player variant, the device's own players, who starts, the staircase.

Every question says what it is for (hold GO) and, where an option is the
game's own, the rule behind it (hold OK); a table being taught (the `teach`
answer, engine/teaching.py) hears an option it cannot know explained in the
question itself (issue 38).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
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
from engine.seating import ask_names, chosen_names
from engine.teaching import TEACH
from engine.games.rapido.rules import MAX_SEATS, MAX_STEPS, MIN_SEATS, MIN_STEPS, STANDARD_STEPS
from engine.words import Words

words = Words("engine.games.rapido")  # the words, in the language being spoken (messages/<language>.ftl)


# ---------------------------------------------------------------- setup questions


@dataclass(frozen=True)
class RapidoSetup:
    """Players, the two-player variant, how many seats the device plays, who starts, the staircase."""

    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        taught = bool(answers.get(TEACH))
        if "players" not in answers:
            return _explained(ask_players(MIN_SEATS, MAX_SEATS, self.defaults.players), words("players-purpose"))
        players = answers["players"]
        if players == 2 and "two_player" not in answers:
            question = ask_yes_no("two_player", words("variant-question"))
            return _explained(question, words("variant-purpose"), words("variant-rule"), taught and words("variant-taught"))
        if "bots" not in answers:
            question = Question("bots", AskNumber(words.line("bots-question"), 0, players, 0))
            return _explained(question, words("bots-purpose"), words("bots-rule"), taught and words("bots-taught"))
        people = _people(players, answers)
        # The table names its own seats; mine, the last ones, take the next free names.
        if (names_question := ask_names(self.defaults, answers, people)) is not None:
            # Taught, the first seat order says the names are the table's, one each (engine/teaching.py).
            return _explained(names_question, words("names-purpose"))
        if "youngest" not in answers and people > 1:
            # Only the people at the table can be youngest: the seats I play have no age.
            names = chosen_names(self.defaults, answers, players, named=people)[:people]
            options = [("random", words("draw-at-random"))] + [(str(seat), name) for seat, name in enumerate(names)]
            question = ask_choice("youngest", words("youngest-question"), options)
            return _explained(question, words("youngest-purpose"), words("youngest-rule"))
        if "steps" not in answers:
            question = Question("steps", AskNumber(words.line("steps-question"), MIN_STEPS, MAX_STEPS, STANDARD_STEPS))
            return _explained(question, words("steps-purpose"), words("steps-rule"), taught and words("steps-taught"))
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


def _explained(question: Question, purpose: str, rule: str = "", taught: str | bool = "") -> Question:
    """`question` with what it is for (hold GO) and its rule (hold OK); `taught`, the option explained
    before it for a table being taught (a repeat gives the question alone)."""
    asked = question.prompt.question
    told = replace(asked, purpose=purpose, rule=rule or asked.rule)
    if taught:
        told = replace(told, text=f"{taught} {asked.text}", short=asked.short or asked.text)
    return replace(question, prompt=replace(question.prompt, question=told))


def _people(players: int, answers: Mapping[str, Any]) -> int:
    """How many seats people play; mine are the last ones (when none are people, who starts is drawn)."""
    return players - min(max(int(answers.get("bots", 0)), 0), players)


def setup(library: Library, defaults: Defaults) -> RapidoSetup:
    return RapidoSetup(library, defaults)
