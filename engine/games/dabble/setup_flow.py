"""Dabble's setup: players or teams, the winning score, the round time and subject words."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from engine.core import AskConfirm
from engine.games.dabble import said
from engine.games.dabble.rules import GAME, MAX_SEATS, MIN_SEATS, TARGET_CHOICES
from engine.setup import (
    Defaults,
    Library,
    Question,
    ask_choice,
    ask_players,
    ask_seconds,
)
from engine.seating import ask_names, chosen_names
from engine.teaching import TEACH
from engine.words import Words

words = Words("engine.games.dabble")


# ---------------------------------------------------------------- setup questions

SUBJECTS = "dabble/subjects"
TILES = "tiles"  # a taught table's answer: whether it has a set (only what is said depends on it)


@dataclass(frozen=True)
class DabbleSetup:
    """Players or teams, the winning score, the round time, and subject words."""

    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        """Each question with the rule hold OK gives and the purpose hold GO gives (issue 38).

        A taught table is asked first whether it has tiles (after what it needs, engine/teaching.py): which
        tiles to cut from paper, a list of some hundred tiles, is said only to a table that has none (a
        Spanish table holding a boxed set heard the whole list before the player count)."""
        if answers.get(TEACH) and TILES not in answers:
            return Question(TILES, AskConfirm(words.line("have-tiles"), True))
        if "players" not in answers:
            players = ask_players(MIN_SEATS, MAX_SEATS, self.defaults.players, word=words("seats"))
            if TILES in answers:  # which tiles to cut, or which of a boxed set's stay out: to that table alone
                asked = players.prompt.question
                told_first = said.boxed_set if answers[TILES] else said.paper_set
                told = replace(asked, text=told_first(asked.text), short=asked.short or asked.text)
                players = replace(players, prompt=replace(players.prompt, question=told))
            return _explained(players, words("seats-rule"), words("seats-purpose"))
        if (names := ask_names(self.defaults, answers, answers["players"])) is not None:
            return _explained(names, "", words("names-purpose"))
        if "target" not in answers:
            return _explained(self._target_question(), words("target-rule"), words("target-purpose"))
        if "timer" not in answers:
            default = self.defaults.timers.get(GAME.id, 300)
            timer = ask_seconds("timer", words("round-time"), 60, 600, default, step=30)
            return _explained(timer, words("round-time-rule"), words("round-time-purpose"))
        if "subjects" not in answers:  # a taught table hears what subject words are before it chooses
            return Question("subjects", AskConfirm(said.with_subjects(bool(answers.get(TEACH))), False))
        return None

    def _target_question(self) -> Question:
        default = int(self.defaults.section(GAME.id).get("target", 500))
        targets = sorted(set(TARGET_CHOICES) | {default})
        options = [(str(target), words("target-option", points=target)) for target in targets]
        return ask_choice("target", words("target"), options, targets.index(default))

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


def _explained(question: Question, rule: str, purpose: str) -> Question:
    """`question` with its rule and purpose: the shared setup questions are built without them."""
    asked = question.prompt.question
    return replace(question, prompt=replace(question.prompt, question=replace(asked, rule=rule, purpose=purpose)))


def setup(library: Library, defaults: Defaults) -> DabbleSetup:
    return DabbleSetup(library, defaults)
