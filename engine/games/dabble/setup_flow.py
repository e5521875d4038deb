"""Dabble's setup: players or teams, the winning score, the round time and subject words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from engine.games.dabble.rules import GAME, MAX_SEATS, MIN_SEATS, TARGET_CHOICES
from engine.setup import (
    Defaults,
    Library,
    Question,
    ask_choice,
    ask_players,
    ask_seconds,
    ask_yes_no,
)
from engine.language import Phrases
from engine.seating import ask_names, chosen_names

phrases = Phrases("engine.games.dabble.phrases")


# ---------------------------------------------------------------- setup questions

SUBJECTS = "dabble/subjects"


@dataclass(frozen=True)
class DabbleSetup:
    """Players or teams, the winning score, the round time, and subject words."""

    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        if "players" not in answers:
            return ask_players(MIN_SEATS, MAX_SEATS, self.defaults.players, word=phrases.SEATS)
        if (names := ask_names(self.defaults, answers, answers["players"])) is not None:
            return names
        if "target" not in answers:
            return self._target_question()
        if "timer" not in answers:
            default = self.defaults.timers.get(GAME.id, 300)
            return ask_seconds("timer", phrases.ROUND_TIME, 60, 600, default, step=30)
        if "subjects" not in answers:
            return ask_yes_no("subjects", phrases.WITH_SUBJECTS)
        return None

    def _target_question(self) -> Question:
        default = int(self.defaults.section(GAME.id).get("target", 500))
        targets = sorted(set(TARGET_CHOICES) | {default})
        options = [(str(target), phrases.target_option(target)) for target in targets]
        return ask_choice("target", phrases.TARGET, options, targets.index(default))

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        with_subjects = bool(answers["subjects"])
        settings: dict[str, Any] = {
            "names": chosen_names(self.defaults, answers, answers["players"]),
            "target": int(answers["target"]),
            "timer": int(answers["timer"]),
            "subject_words": with_subjects,
        }
        if with_subjects:
            deck = self.library.decks.get(SUBJECTS, {})
            settings["subjects"] = {
                subject_id: {"name": entry["name"], "examples": list(entry.get("examples", ()))}
                for subject_id, entry in deck.items()
            }
            settings["played_subjects"] = list(self.library.played.get(SUBJECTS, ()))
        return settings


def setup(library: Library, defaults: Defaults) -> DabbleSetup:
    return DabbleSetup(library, defaults)
