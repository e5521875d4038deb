"""Rapid List's setup: players or teams, decks, timer, track, variants and head starts."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from engine.core import AskNumber, InvalidSettings
from engine.games.rapid_list.rules import (
    DOUBLER,
    DROP_ANCHOR,
    GAME,
    MAX_SEATS,
    MIN_SEATS,
    NO_DICE,
    TRACKS,
    VARIANTS,
    VETO,
    check_track,
    head_start_for_age,
    resolve_track,
)
from engine.setup import (
    Defaults,
    Library,
    Question,
    ask_choice,
    ask_players,
    ask_seconds,
    ask_yes_no,
)
from engine.teaching import TEACH
from engine.seating import ask_names, chosen_names, plain
from engine.words import Words
from engine.games.rapid_list import lines

words = Words("engine.games.rapid_list")


# ---------------------------------------------------------------- setup questions

BLUE, RED, CHALLENGES = "rapid_list/blue", "rapid_list/red", "rapid_list/challenges"
# The challenges' optional fields (docs/decks.md), by the names they are offered under beside
# the decks (Library.extras): the catalog entry gives the device these names.
EXTRAS_NAMES = {
    "avoid": "challenge_avoid",
    "cue_after": "challenge_cues",
    "cue": "challenge_cue_calls",
    "max_bid": "challenge_caps",
}
AVOID, CUES, CALLS, CAPS = (f"rapid_list/{EXTRAS_NAMES[name]}" for name in ("avoid", "cue_after", "cue", "max_bid"))
# The challenges of our decks that cap the bid, by their `max_bid` field ("Your bid this round may be
# no higher than six"; "You may write no more than eight answers": a bid of 9 could never be read).
# The deck loader (device/storage/library.py) does not offer `max_bid` yet, so the game holds them
# here; tests/engine/games/test_rapid_list_content.py holds this table equal to the deck files.
BID_CAPS: dict[str, int] = {"challenge-22": 6, "challenge-26": 8, "es-challenge-22": 6, "es-challenge-26": 8}
MIXED = "rapid_list/mixed"  # questions for children and adults playing together
USER_DECKS = "rapid_list/user/"  # players' own question decks, loaded by the device


# Setup answer keys of the variant questions, in the order they are asked; each
# is a yes/no with its explanation (its message, VARIANT_QUESTIONS).
VARIANT_KEYS: tuple[tuple[str, str], ...] = (
    ("doubler", DOUBLER),
    ("veto", VETO),
    ("no_dice", NO_DICE),
    ("drop_anchor", DROP_ANCHOR),
)
# Each variant's question, by setup answer key.
VARIANT_QUESTIONS: dict[str, str] = {
    "doubler": "variant-doubler",
    "veto": "variant-veto",
    "no_dice": "variant-no-dice",
    "drop_anchor": "variant-drop-anchor",
}
# The decks, by the choice the setup stores, as they are offered.
DECK_LABELS: dict[str, str] = {"both": "deck-both", "blue": "deck-blue", "red": "deck-red", "mixed": "deck-mixed"}
# Taught or not, what each kind of setup question (`_kind`) governs (hold OK) and what it is for (hold GO).
SETUP_RULES: dict[str, str] = {
    "players": "rule-players",
    "kids": "rule-kids",
    "decks": "rule-decks",
    "timer": "rule-timer",
    "teams": "rule-teams",
    "names": "rule-names",
    "track": "track-held-rule",
    "any_variants": "variants-rule",
    "head_starts": "head-start-rule",
    "age": "head-start-rule",
}
SETUP_PURPOSES: dict[str, str] = {
    "players": "purpose-players",
    "kids": "purpose-kids",
    "adults_too": "purpose-adults-too",
    "decks": "purpose-decks",
    "timer": "purpose-timer",
    "teams": "purpose-teams",
    "names": "purpose-names",
    "track": "purpose-track",
    "any_variants": "purpose-any-variants",
    "variant": "purpose-variant",
    "head_starts": "purpose-head-starts",
    "age": "purpose-age",
}
AGE_DEFAULT = 12  # old enough for no head start, so OK through the ages changes nothing
# The writing time: quarter minutes up to 3 minutes, so a table reaches any of them in a few presses.
TIMER_LOW, TIMER_HIGH, TIMER_STEP, TIMER_DEFAULT = 15, 180, 15, 30


@dataclass(frozen=True)
class RapidListSetup:
    """Players or teams, who is at the table (children get the blue deck only), the timer,
    the track, the variants, and optional head starts by age."""

    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        """The next question, with what it governs (hold OK) and what it is for (hold GO)."""
        question = self._next(answers)
        return None if question is None else explained(question)

    def _next(self, answers: Mapping[str, Any]) -> Question | None:
        taught = bool(answers.get(TEACH))
        if "players" not in answers:
            return ask_players(MIN_SEATS, MAX_SEATS, self.defaults.players)
        if "kids" not in answers:
            return ask_yes_no("kids", words("are-children-playing"))
        if answers["kids"] and "adults_too" not in answers:
            return ask_yes_no("adults_too", words("adults-too"))
        if not answers["kids"] and "decks" not in answers:
            return ask_choice("decks", words("which-questions"), self._deck_options())
        if "timer" not in answers:
            default = self.defaults.timers.get(GAME.id, TIMER_DEFAULT)
            return ask_seconds("timer", words("how-long-to-write"), TIMER_LOW, TIMER_HIGH, default, step=TIMER_STEP)
        if "teams" not in answers:
            return ask_yes_no("teams", words("teams"))
        label = lines.team_name if answers["teams"] else plain
        if (names := ask_names(self.defaults, answers, answers["players"], label)) is not None:
            return names
        if "track" not in answers:
            return told(ask_choice("track", words("which-track"), self._track_options()), taught, words("which-track-taught"))
        if "variants" not in answers and "ages" not in answers:  # lists given at once say yes by themselves
            if "any_variants" not in answers:
                return told(ask_yes_no("any_variants", words("any-variants")), taught, words("any-variants-taught"))
            if not answers["any_variants"]:
                return None  # the plain game: no variant, no head starts
        if "variants" not in answers:  # the command line gives them all at once
            for key, _ in VARIANT_KEYS:
                if key not in answers:
                    return ask_yes_no(key, words(VARIANT_QUESTIONS[key]))
        if "ages" not in answers:
            return self._age_question(answers, taught)
        return None

    def _track_options(self) -> list[tuple[str, str]]:
        """The named layouts; a valid track from the config comes first, as the default."""
        options = [(name, lines.track_label(name)) for name in TRACKS]
        custom = self.defaults.section(GAME.id).get("track")
        if isinstance(custom, str) and custom not in TRACKS.values():
            try:
                check_track(custom)
            except InvalidSettings:
                return options  # the config check reports it; setup offers the named layouts
            options.insert(0, (custom, lines.custom_track_label(len(custom), custom.count("C"))))
        return options

    def _age_question(self, answers: Mapping[str, Any], taught: bool) -> Question | None:
        if "head_starts" not in answers:
            return told(ask_yes_no("head_starts", words("head-starts")), taught, words("head-starts-taught"))
        if not answers["head_starts"]:
            return None
        teams = bool(answers.get("teams"))
        for index, name in enumerate(chosen_names(self.defaults, answers, answers["players"])):
            key = f"age_{index}"
            if key not in answers:
                return Question(key, AskNumber(lines.how_old(name, teams), 1, 99, AGE_DEFAULT, unit=words("years")))
        return None

    def _deck_options(self) -> list[tuple[str, str]]:
        """Ours first, then any deck the players added (docs/decks.md), by its title."""
        ours = [(deck, words(message)) for deck, message in DECK_LABELS.items()]
        theirs = [
            (name, self.library.titles.get(name, name.rsplit("/", 1)[-1]))
            for name in sorted(self.library.decks)
            if name.startswith(USER_DECKS)
        ]
        return ours + theirs

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        chosen = answers.get("decks", "both")
        if answers["kids"]:  # children get the blue questions; with adults, the questions for all ages
            chosen = "mixed" if answers.get("adults_too") else "blue"
        deck_names = {"blue": [BLUE], "red": [RED], "both": [BLUE, RED], "mixed": [MIXED]}.get(chosen, [chosen])
        questions = {card: list(texts) for name in deck_names for card, texts in self.library.decks[name].items()}
        played = [card for name in deck_names for card in self.library.played.get(name, ())]
        names = chosen_names(self.defaults, answers, answers["players"])
        track = resolve_track(answers.get("track", "standard"))
        return {
            "names": names,
            "questions": questions,
            "challenges": dict(self.library.decks[CHALLENGES]),
            "timer": answers["timer"],
            "played_questions": played,
            "played_challenges": list(self.library.played.get(CHALLENGES, ())),
            "track": track,
            "variants": chosen_variants(answers),
            "teams": bool(answers.get("teams", False)),
            "head_starts": head_starts(chosen_ages(answers, len(names)), track),
            **self._challenge_facts(),
        }

    def _challenge_facts(self) -> dict[str, Any]:
        """The challenges' avoid lists, cue marks and calls and bid caps (docs/decks.md), so the game itself can honour them.

        They go into the settings, not a side channel, so replay and resume pair
        the same challenges with the same questions and allow the same bids.
        """
        avoid = self.library.extras.get(AVOID, {})
        cues = self.library.extras.get(CUES, {})
        calls = self.library.extras.get(CALLS, {})
        challenges = self.library.decks[CHALLENGES]
        caps = {**BID_CAPS, **self.library.extras.get(CAPS, {})}
        return {
            "challenge_avoid": {card: list(words) for card, words in avoid.items() if words},
            "challenge_cues": {card: int(seconds) for card, seconds in cues.items()},
            "challenge_cue_calls": {card: str(call) for card, call in calls.items() if card in cues},
            "challenge_caps": {card: int(cap) for card, cap in caps.items() if card in challenges},
        }


def _kind(key: str) -> str:
    """The kind of setup question an answer key belongs to, as SETUP_RULES and SETUP_PURPOSES name them."""
    if key.startswith(("order_", "seat_")):
        return "names"
    if key.startswith("age_"):
        return "age"
    if key in dict(VARIANT_KEYS):
        return "variant"
    return key


def told(question: Question, taught: bool, text: str) -> Question:
    """A question that names options a new table cannot know, said with them explained when teaching;
    a repeat asks the plain question (hold OK adds the rule, `explained`)."""
    if not taught:
        return question
    asked = question.prompt.question
    return replace(question, prompt=replace(question.prompt, question=replace(asked, text=text, short=asked.text)))


def explained(question: Question) -> Question:
    """A setup question with its rule (hold OK) and its purpose (hold GO), taught or not (issue 38).

    A variant's rule is its own explanation, the words after its question.
    """
    asked = question.prompt.question
    kind = _kind(question.key)
    rule = asked.text.partition("? ")[2] if kind == "variant" else words(SETUP_RULES[kind]) if kind in SETUP_RULES else ""
    told = replace(
        asked, rule=asked.rule or rule, purpose=asked.purpose or words(SETUP_PURPOSES[kind]) if kind in SETUP_PURPOSES else ""
    )
    return replace(question, prompt=replace(question.prompt, question=told))


def chosen_variants(answers: Mapping[str, Any]) -> list[str]:
    """Variants from the yes/no answers and from a command line's list, in the rulebook's order."""
    wanted = {name.replace("_", "-") for name in answers.get("variants", ())}
    unknown = wanted - set(VARIANTS)
    if unknown:
        raise InvalidSettings(words("unknown-variant", name=repr(min(unknown)), variants=", ".join(VARIANTS)))
    wanted |= {variant for key, variant in VARIANT_KEYS if answers.get(key)}
    return [variant for variant in VARIANTS if variant in wanted]


def chosen_ages(answers: Mapping[str, Any], players: int) -> list[int]:
    """Ages from a command line's list, or from the per-seat questions; empty for none."""
    if "ages" in answers:
        ages = list(answers["ages"])
    elif answers.get("head_starts"):
        ages = [answers.get(f"age_{index}", AGE_DEFAULT) for index in range(players)]
    else:
        return []
    if len(ages) != players:
        raise InvalidSettings(words("ages-for-each", players=players, given=len(ages)))
    if any(not isinstance(age, int) or isinstance(age, bool) or not 0 <= age <= 130 for age in ages):
        raise InvalidSettings(words("age-is-whole"))
    return ages


def head_starts(ages: list[int], track: str) -> list[int]:
    """Head starts from ages; never onto Finish, which a very short track could allow."""
    last_space = len(track)
    return [min(head_start_for_age(age), last_space) for age in ages]


def command_line_answers(given: Mapping[str, Any]) -> dict[str, Any]:
    """Spread the command line's lists over the setup's own answer keys.

    `answer_all` only keeps answers to questions the flow asks, so a list of
    variants or ages becomes the yes/no and age answers those questions take.
    Mistakes are refused here, with the message the command line prints.
    """
    answers = {key: value for key, value in given.items() if key not in ("variants", "ages")}
    if "variants" in given or "ages" in given:
        answers["any_variants"] = True
    if "variants" in given:
        chosen = set(chosen_variants({"variants": given["variants"]}))
        answers.update({key: variant in chosen for key, variant in VARIANT_KEYS})
    if "track" in given:
        resolve_track(given["track"])
    if "ages" in given:
        players = answers.setdefault("players", len(given["ages"]))
        ages = chosen_ages({"ages": given["ages"]}, players)
        answers["head_starts"] = bool(ages)
        answers.update({f"age_{index}": age for index, age in enumerate(ages)})
    return answers


def setup(library: Library, defaults: Defaults) -> RapidListSetup:
    return RapidListSetup(library, defaults)
