"""Scattergories' setup: players, the category list, the timer and the scoring variants."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from engine.core import InvalidSettings
from engine.setup import (
    Defaults,
    Library,
    Question,
    ask_choice,
    ask_players,
    ask_seconds,
    ask_yes_no,
)
from engine.seating import ask_names, chosen_names
from engine.teaching import TEACH
from engine.words import Words
from engine.games.scattergories import answer_scoring
from engine.games.scattergories.rules import (
    GAME,
    MAX_SEATS,
    MIN_SEATS,
    RULES_TIMER,
    TIMER_DEFAULT,
    TIMER_HIGH,
    TIMER_LOW,
    TIMER_STEP,
)

#: The questions' words (messages/<language>.ftl).
words = Words("engine.games.scattergories")


# ---------------------------------------------------------------- setup questions

LISTS = "scattergories/lists"
# The config key ([scattergories] typed_answers = true) that offers typed answers in setup.
TYPED_ANSWERS = "typed_answers"
# The categories each list marks as asking for titles or names (decks/lists.toml), by list number.
MARKS = {answer_scoring.TITLE: "scattergories/titles", answer_scoring.NAME: "scattergories/names"}
NEXT_LIST = "next"
# One good answer per die letter for each category (decks/lists.answers.toml), by category text: the
# examples a table disputing an answer may ask for (Library.extras; the device reads the file).
ANSWERS = "scattergories/answers"


@dataclass(frozen=True)
class ScattergoriesSetup:
    """Players, the category list (the next unplayed one by default), the timer, the variants."""

    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        """Each question with what it is for (hold GO) and the rule of the options it names (hold OK);
        a table being taught (engine/teaching.py) hears an option it cannot know explained before it chooses."""
        taught = bool(answers.get(TEACH))
        if "players" not in answers:
            return explained(ask_players(MIN_SEATS, MAX_SEATS, self.defaults.players), words("players-purpose"))
        if (names := ask_names(self.defaults, answers, answers["players"])) is not None:
            return explained(names, words("names-purpose"))
        if "list" not in answers:
            return explained(self._ask_list(), words("list-purpose"), words("list-rule"), words("list-taught") if taught else "")
        if "timer" not in answers:
            default = self.defaults.timers.get(GAME.id, TIMER_DEFAULT)
            timer = ask_seconds(
                "timer", words("how-long"), TIMER_LOW, TIMER_HIGH, default, step=TIMER_STEP, house_rule_above=RULES_TIMER
            )
            return explained(timer, words("timer-purpose"), words("timer-rule"))
        if "junior" not in answers:
            # The question says who junior scoring is for and how it scores, taught or not: nothing before it.
            junior = ask_yes_no("junior", words("ask-junior"))
            return explained(junior, words("junior-purpose"), words("junior-rule"))
        if "alliteration" not in answers:
            rule = words("alliteration-rule", scoring="junior" if answers["junior"] else "standard")
            held = f"{rule} {words('plain-first')}"  # hold OK: more than the taught question said (session 49)
            return explained(
                ask_yes_no("alliteration", words("ask-alliteration")), words("alliteration-purpose"), held, rule if taught else ""
            )
        if "typed" not in answers and self.defaults.section(GAME.id).get(TYPED_ANSWERS, False):
            # Only asked where the config offers it: a table without phones never hears the question.
            typed = ask_yes_no("typed", words("ask-typed"), default=True)
            return explained(typed, words("typed-purpose"), words("typed-rule"))  # plain enough to ask as it is
        return None

    def _ask_list(self) -> Question:
        upcoming = next_list(self._lists(), self.library.played.get(LISTS, ()))
        options = [(NEXT_LIST, words("next-new-list", number=upcoming))]
        options += [(number, words("list-label", number=number)) for number in self._lists()]
        return ask_choice("list", words("which-list"), options)

    def _lists(self) -> list[str]:
        return sorted(self.library.decks.get(LISTS, {}), key=list_order)

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        chosen = str(answers["list"])
        if chosen == NEXT_LIST:
            chosen = next_list(self._lists(), self.library.played.get(LISTS, ()))
        if chosen not in self.library.decks.get(LISTS, {}):
            raise InvalidSettings(words("no-such-list", number=chosen, lists=", ".join(self._lists())))
        settings = {
            "names": chosen_names(self.defaults, answers, answers["players"]),
            "categories": list(self.library.decks[LISTS][chosen]),
            "kinds": category_kinds(self.library, chosen),
            "list_number": chosen,
            "timer": answers["timer"],
            "junior": bool(answers["junior"]),
            "alliteration": bool(answers["alliteration"]),
            "typed_answers": bool(answers.get("typed", False)),
        }
        examples = category_examples(self.library, chosen)
        if any(examples):  # a list without an answer file plays as before, and its settings say nothing of one
            settings["examples"] = examples
        return settings


def explained(question: Question, purpose: str, rule: str = "", taught: str = "") -> Question:
    """`question` with its purpose and rule; `taught`, said before its text (a repeat leaves it out)."""
    asked = question.prompt.question
    asked = replace(asked, rule=rule, purpose=purpose)
    if taught:
        asked = replace(asked, text=f"{taught} {asked.text}", short=asked.short or asked.text)
    return replace(question, prompt=replace(question.prompt, question=asked))


def category_kinds(library: Library, number: str) -> list[str]:
    """The kind of answer each category of a list asks for, as the deck marks it ("" unmarked)."""
    kinds = {text: kind for kind, extra in MARKS.items() for text in library.extras.get(extra, {}).get(number, ())}
    return [kinds.get(category, answer_scoring.THING) for category in library.decks[LISTS][number]]


def category_examples(library: Library, number: str) -> list[dict[str, str]]:
    """Each category's known good answers by die letter, in list order ({} for one without).

    They travel in the settings, as the categories do, so the game stays a pure
    function of its settings and inputs: a replay, a resume or a phone page sees
    the same examples the table heard, whatever the answer file says later.
    """
    known = library.extras.get(ANSWERS, {})
    return [dict(known.get(category, {})) for category in library.decks[LISTS][number]]


def next_list(lists: list[str], played: tuple[str, ...] | list[str]) -> str:
    """The lowest-numbered list not played yet; once all are played, the rotation starts over."""
    if not lists:
        raise InvalidSettings(words("no-lists"))
    fresh = [number for number in lists if number not in set(played)]
    return min(fresh or lists, key=list_order)


def list_order(number: str) -> tuple[int, str]:
    """Lists by number (2 before 10), then any a user named with letters, by name."""
    return (int(number), number) if number.isdigit() else (10**9, number)


def setup(library: Library, defaults: Defaults) -> ScattergoriesSetup:
    return ScattergoriesSetup(library, defaults)
