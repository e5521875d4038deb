"""Dabble: build five words from twenty tiles before the timer runs out.

Read top to bottom, this module follows the rulebook: setup, the start of a
round (and its subject, in Advanced Play), the timer, who built all five
words, the round's points, the extras (apostrophes, subject words,
challenges), and the end of the game at the winning score.

Players keep their tiles and racks; the device keeps the time and does the
arithmetic. A *round* here is a scored round: when nobody finishes, players
swap tiles and the timer runs again within the same round (same subject).
The scoring itself lives in engine.dabble_scoring, as a pure function.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from engine import jsonable
from engine.core import (
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    Cue,
    GameOver,
    InvalidSettings,
    Line,
    Option,
    Output,
    Prompt,
    Say,
    say,
)
from engine.dabble_scoring import (
    APOSTROPHE_TILES,
    Challenge,
    RoundFacts,
    outcome,
    round_winners,
    score_round,
)
from engine.mechanics import Pile, round_timer, spoken_list
from engine.phases import PhaseGame
from engine.setup import (
    Defaults,
    Library,
    Question,
    ask_choice,
    ask_players,
    ask_seconds,
    ask_yes_no,
    seat_names,
)

MIN_SEATS, MAX_SEATS = 2, 4
TILES_EACH = 20
# Far above anything twenty tiles can be worth; it only stops a runaway UP button.
VALUE_CAP = 300
TIMER_WARNINGS = (60, 10)
TARGET_CHOICES = (100, 250, 500, 750, 1000)


# ---------------------------------------------------------------- settings


@dataclass(frozen=True)
class Subject:
    name: str
    examples: tuple[str, ...] = ()


@dataclass(frozen=True)
class Settings:
    names: tuple[str, ...]
    target: int = 500
    timer: int = 300
    subject_words: bool = False
    # subject id -> its theme; only needed with subject words on
    subjects: dict[str, Subject] = field(default_factory=dict)
    played_subjects: tuple[str, ...] = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> "Settings":
        return self  # immutable: share it between states


def parse_settings(raw: Mapping[str, Any]) -> Settings:
    try:
        settings = jsonable.from_json(Settings, dict(raw))
    except (TypeError, AttributeError) as error:
        raise InvalidSettings(f"Dabble settings are incomplete: {error}") from error
    names = settings.names
    if not MIN_SEATS <= len(names) <= MAX_SEATS:
        raise InvalidSettings(f"Dabble needs {MIN_SEATS} to {MAX_SEATS} players or teams, not {len(names)}.")
    if len(set(names)) != len(names):
        raise InvalidSettings("Every player or team needs a different name.")
    if not isinstance(settings.target, int) or settings.target < 1:
        raise InvalidSettings("The winning score must be a whole number above zero.")
    if not isinstance(settings.timer, int) or settings.timer < 10:
        raise InvalidSettings("The round timer must run for at least 10 seconds.")
    if settings.subject_words and not settings.subjects:
        raise InvalidSettings("Subject words are on, but there are no subjects to draw from.")
    return settings


# ---------------------------------------------------------------- state


@dataclass
class Seat:
    name: str
    total: int = 0
    last: int = 0  # points in the last scored round


@dataclass
class State:
    settings: Settings
    seats: list[Seat]
    phase: str = "ready"
    round: int = 1
    runs: int = 0  # timer runs started in this round; more than one after a swap
    subject: str = ""
    subjects: Pile = field(default_factory=lambda: Pile([]))
    facts: RoundFacts = field(default_factory=lambda: RoundFacts([]))
    asking: list[int] = field(default_factory=list)  # seats still to answer the current question, in order
    accused: int = 0  # whose word was shown wrong, while its value is asked
    winners: list[int] = field(default_factory=list)


# ---------------------------------------------------------------- the game


class Dabble(PhaseGame[State]):
    state_type = State
    id = "dabble"
    title = "Dabble"

    # ----------------------------------------------------------- setup

    def start(self, raw: Mapping[str, Any]) -> State:
        settings = parse_settings(raw)
        return State(
            settings=settings,
            seats=[Seat(name) for name in settings.names],
            subjects=Pile.fresh(settings.subjects, settings.played_subjects),
            facts=RoundFacts.blank(len(settings.names)),
        )

    # ----------------------------------------------------------- what now?

    def prompt(self, state: State) -> Prompt:
        phase = state.phase
        if phase == "ready":
            return AskGo(self._ready_question(state))
        if phase == "subject":
            return state.subjects.draw_prompt("draw a subject")
        if phase == "timer":
            return round_timer(state.settings.timer, warnings=TIMER_WARNINGS)
        if phase == "who":
            return AskChoice(Line("Who built all five words?", "Who finished?"), self._who_options(state))
        if phase == "finished":
            name = self._asked(state)
            return AskConfirm(Line(f"Did {name} build all five words?", f"{name} finished?"), default=False)
        if phase in _VALUE_QUESTIONS:
            text, short = _VALUE_QUESTIONS[phase]
            name = self._asked(state)
            return AskNumber(Line(text.format(name=name), short.format(name=name)), 0, VALUE_CAP, 0, unit="points")
        if phase == "extras":
            return AskConfirm(self._extras_question(state), default=False)
        if phase == "apostrophes_any":
            text = "Did anyone put an apostrophe in a word? Those words score double."
            return AskConfirm(Line(text, "Apostrophe words?"), default=False)
        if phase == "apostrophes_unused":
            return AskNumber(self._unused_apostrophes_question(state), 0, APOSTROPHE_TILES, 0)
        if phase == "subject_any":
            return AskConfirm(Line("Did anyone spell a word on the subject?", "Subject words?"), default=False)
        if phase == "challenge_any":
            return AskConfirm(self._challenge_question(state), default=False)
        if phase == "challenge_who":
            options = tuple(Option(str(index), seat.name) for index, seat in enumerate(state.seats))
            return AskChoice(Line("Whose word was shown wrong?", "Whose word?"), options)
        if phase == "challenge_value":
            name = state.seats[state.accused].name
            return AskNumber(Line(f"What was {name}'s wrong word worth?", "Worth?"), 0, VALUE_CAP, 0, unit="points")
        if phase == "over":
            return GameOver(self._result(state))
        raise AssertionError(f"unknown phase {phase}")

    def _ready_question(self, state: State) -> Line:
        if state.runs:
            return Line(
                "Swap any tiles you like for new ones from the bag. Press GO to start the timer again.",
                "GO when ready.",
            )
        if state.round == 1:
            return Line(f"Everyone draw {TILES_EACH} tiles, face down. Press GO to start.", "Press GO to start.")
        return Line(
            f"Put every tile back in the bag and draw {TILES_EACH} new ones. Press GO for round {state.round}.",
            f"GO for round {state.round}.",
        )

    def _who_options(self, state: State) -> tuple[Option, ...]:
        """Nobody, one player, some of them, or everybody: a single press in the common case."""
        options = [Option("nobody", "Nobody")]
        options += [Option(str(index), seat.name) for index, seat in enumerate(state.seats)]
        if len(state.seats) > 2:
            options.append(Option("some", "More than one"))
        options.append(Option("all", "Everybody"))
        return tuple(options)

    def _asked(self, state: State) -> str:
        return state.seats[state.asking[0]].name

    def _extras_question(self, state: State) -> Line:
        kinds = ["apostrophes"] + (["subject words"] if state.settings.subject_words else []) + ["a wrong word"]
        return Line(f"Anything more to score: {', '.join(kinds[:-1])} or {kinds[-1]}?", "Anything more?")

    def _unused_apostrophes_question(self, state: State) -> Line:
        who = "the winner" if len(state.winners) == 1 else "each winner"
        return Line(
            f"How many apostrophe tiles are left unused on the racks? Each one gives {who} 5 points.",
            "Unused apostrophes?",
        )

    def _challenge_question(self, state: State) -> Line:
        if state.facts.challenges:
            return Line("Was another word shown wrong?", "Another wrong word?")
        return Line("Was any word shown wrong in a challenge?", "Any wrong word?")

    # ----------------------------------------------------------- inputs

    # --- the start of a round, and its subject

    def _on_ready(self, state: State, _: None) -> list[Output]:
        outputs: list[Output] = []
        if state.runs == 0 and state.settings.subject_words:
            state.phase = "subject"
            outputs.append(say(f"Round {state.round}."))
            if state.subjects.needs_reshuffle:
                outputs.append(say("Every subject has been played; they all go back in.", "Subjects reshuffled."))
            return outputs
        if state.runs == 0:
            return [say(f"Round {state.round}. Turn your tiles over: go!", "Go!")] + self._start_timer(state)
        if state.subject:
            name = state.settings.subjects[state.subject].name
            outputs.append(say(f"Same subject: {name}.", name))
        return outputs + [say("Go!")] + self._start_timer(state)

    def _on_subject(self, state: State, subject_id: str) -> list[Output]:
        state.subjects.take(subject_id)
        state.subject = subject_id
        subject = state.settings.subjects[subject_id]
        text = f"Subject: {subject.name}."
        if subject.examples:
            text += f" For example {spoken_list(list(subject.examples))}."
        return [
            Cue("card"),
            say(text, f"Subject: {subject.name}."),
            say("Turn your tiles over: go!", "Go!"),
        ] + self._start_timer(state)

    def _start_timer(self, state: State) -> list[Output]:
        state.runs += 1
        state.phase = "timer"
        return []

    # --- the timer, and who built all five words

    def _on_timer(self, state: State, _: None) -> list[Output]:
        state.phase = "who"
        return [Cue("stop"), say("Stop! Hands off your tiles.", "Stop!", urgent=True)]

    def _on_who(self, state: State, answer: str) -> list[Output]:
        seats = len(state.seats)
        if answer == "some":
            self._ask_each(state, "finished", list(range(seats)))
            return []
        if answer == "all":
            state.facts.finished = [True] * seats
        elif answer != "nobody":
            state.facts.finished = [seat == int(answer) for seat in range(seats)]
        return self._after_finishers(state)

    def _on_finished(self, state: State, done: bool) -> list[Output]:
        state.facts.finished[state.asking.pop(0)] = done
        if state.asking:
            return []
        return self._after_finishers(state)

    def _after_finishers(self, state: State) -> list[Output]:
        """Route the round by who finished; the answers player by player decide, whatever was chosen first."""
        result = outcome(state.facts.finished)
        if result == "nobody":
            state.phase = "ready"
            return [say("Nobody finished. Swap tiles and try again.", "Nobody finished.")]
        if result == "all":
            self._ask_each(state, "best_word", list(range(len(state.seats))))
            return [say("Everybody finished! Now the value of each player's best word.", "Everybody finished.")]
        state.winners = [seat for seat, done in enumerate(state.facts.finished) if done]
        losers = [seat for seat, done in enumerate(state.facts.finished) if not done]
        self._ask_each(state, "unused", losers)
        return [say(f"{self._names(state, state.winners)} finished. Now the unused tiles.", "Now the unused tiles.")]

    # --- entering values, seat by seat

    def _ask_each(self, state: State, phase: str, seats: list[int]) -> None:
        state.phase = phase
        state.asking = list(seats)

    def _record(
        self, state: State, values: list[int], value: int, then: Callable[[State], list[Output]]
    ) -> list[Output]:
        """Store one seat's answer; once every seat has answered, move on with `then`."""
        values[state.asking.pop(0)] = value
        return [] if state.asking else then(state)

    def _on_unused(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.unused, value, self._ask_extras)

    def _on_best_word(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.best_word, value, self._after_best_words)

    def _after_best_words(self, state: State) -> list[Output]:
        state.winners = round_winners(state.facts)
        return self._ask_extras(state)

    # --- the extras: only what applies, each behind one yes/no question

    def _ask_extras(self, state: State) -> list[Output]:
        state.phase = "extras"
        return []

    def _on_extras(self, state: State, any_extras: bool) -> list[Output]:
        if not any_extras:
            return self._end_round(state)
        state.phase = "apostrophes_any"
        return []

    def _on_apostrophes_any(self, state: State, any_words: bool) -> list[Output]:
        if any_words:
            self._ask_each(state, "apostrophe_words", list(range(len(state.seats))))
            return []
        return self._after_apostrophe_words(state)

    def _on_apostrophe_words(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.apostrophe_words, value, self._after_apostrophe_words)

    def _after_apostrophe_words(self, state: State) -> list[Output]:
        """Unused apostrophe tiles only pay when someone finished and someone did not."""
        if outcome(state.facts.finished) == "some":
            state.phase = "apostrophes_unused"
            return []
        return self._after_apostrophes(state)

    def _on_apostrophes_unused(self, state: State, count: int) -> list[Output]:
        state.facts.unused_apostrophes = count
        return self._after_apostrophes(state)

    def _after_apostrophes(self, state: State) -> list[Output]:
        state.phase = "subject_any" if state.settings.subject_words else "challenge_any"
        return []

    def _on_subject_any(self, state: State, any_words: bool) -> list[Output]:
        if any_words:
            self._ask_each(state, "subject_words", list(range(len(state.seats))))
            return []
        state.phase = "challenge_any"
        return []

    def _on_subject_words(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.subject_words, value, self._ask_challenges)

    def _ask_challenges(self, state: State) -> list[Output]:
        state.phase = "challenge_any"
        return []

    def _on_challenge_any(self, state: State, any_wrong: bool) -> list[Output]:
        if not any_wrong:
            return self._end_round(state)
        state.phase = "challenge_who"
        return []

    def _on_challenge_who(self, state: State, seat: str) -> list[Output]:
        state.accused = int(seat)
        state.phase = "challenge_value"
        return []

    def _on_challenge_value(self, state: State, value: int) -> list[Output]:
        state.facts.challenges.append(Challenge(state.accused, value))
        state.phase = "challenge_any"
        name = state.seats[state.accused].name
        return [say(f"{name} loses {value}.", f"{name} minus {value}.")]

    # --- the end of a round, and of the game

    def _end_round(self, state: State) -> list[Output]:
        points = score_round(state.facts)
        outputs: list[Output] = [Cue("success"), say(f"{self._round_winners_text(state)}", "Round over.")]
        for seat, gained in zip(state.seats, points):
            seat.last = gained
            seat.total += gained
            total = _number(seat.total)
            outputs.append(say(f"{seat.name}: {_points(gained)} this round, {total} in all.", f"{seat.name} {total}."))
        if max(seat.total for seat in state.seats) >= state.settings.target:
            top = max(seat.total for seat in state.seats)
            state.winners = [index for index, seat in enumerate(state.seats) if seat.total == top]
            state.phase = "over"
            return outputs + [Cue("fanfare"), Say(self._result(state))]
        state.round += 1
        state.runs = 0
        state.subject = ""
        state.winners = []
        state.facts = RoundFacts.blank(len(state.seats))
        state.phase = "ready"
        return outputs

    def _round_winners_text(self, state: State) -> str:
        winners = round_winners(state.facts)
        verb = "wins" if len(winners) == 1 else "win"
        return f"{self._names(state, winners)} {verb} round {state.round}."

    def _result(self, state: State) -> Line:
        names = self._names(state, state.winners)
        top = state.seats[state.winners[0]].total
        if len(state.winners) == 1:
            return Line(f"{names} wins Dabble with {top} points!", f"{names} wins.")
        return Line(f"{names} share the win with {top} points each!", f"{names} share the win.")

    def _names(self, state: State, seats: list[int]) -> str:
        return spoken_list([state.seats[seat].name for seat in seats])

    # ----------------------------------------------------------- reports

    def where(self, state: State) -> Line:
        if state.phase == "over":
            return self._result(state)
        if state.round == 1 and state.runs == 0:
            return Line(f"Dabble to {state.settings.target}, about to start.", "Dabble.")
        return Line(
            f"Dabble to {state.settings.target}, round {state.round}. {_scores(state)}.",
            f"Round {state.round}.",
        )

    def standings(self, state: State) -> Line:
        return Line(f"Scores: {_scores(state)}. Playing to {state.settings.target}.", "Scores.")



# Value questions asked seat by seat: phase -> (question, short form).
_VALUE_QUESTIONS: dict[str, tuple[str, str]] = {
    "unused": ("{name}, what are your unused tiles worth?", "{name}, unused tiles?"),
    "best_word": ("{name}, what is your best word worth?", "{name}, best word?"),
    "apostrophe_words": (
        "{name}, what are your words with an apostrophe worth? Give the plain value; I double it.",
        "{name}, apostrophe words?",
    ),
    "subject_words": ("{name}, what are your subject words worth?", "{name}, subject words?"),
}


def _number(value: int) -> str:
    """Speech engines read "-4" unreliably; a penalty can make a score negative."""
    return f"minus {-value}" if value < 0 else str(value)


def _points(value: int) -> str:
    return _number(value) + (" point" if abs(value) == 1 else " points")


def _scores(state: State) -> str:
    order = sorted(range(len(state.seats)), key=lambda index: -state.seats[index].total)
    return ", ".join(f"{state.seats[index].name} {_number(state.seats[index].total)}" for index in order)


GAME = Dabble()


# ---------------------------------------------------------------- setup questions

SUBJECTS = "dabble/subjects"


@dataclass(frozen=True)
class DabbleSetup:
    """Players or teams, the winning score, the round time, and subject words."""

    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        if "players" not in answers:
            return ask_players(MIN_SEATS, MAX_SEATS, self.defaults.players, word="players or teams")
        if "target" not in answers:
            return self._ask_target()
        if "timer" not in answers:
            default = self.defaults.timers.get(GAME.id, 300)
            return ask_seconds("timer", "How long is each round?", 60, 600, default, step=30)
        if "subjects" not in answers:
            return ask_yes_no("subjects", "Play with subject words?")
        return None

    def _ask_target(self) -> Question:
        default = int(self.defaults.extra.get("dabble_target", 500))
        targets = sorted(set(TARGET_CHOICES) | {default})
        options = [(str(target), f"{target} points") for target in targets]
        return ask_choice("target", "Play to how many points?", options, targets.index(default))

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        with_subjects = bool(answers["subjects"])
        settings: dict[str, Any] = {
            "names": seat_names(self.defaults, answers["players"]),
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
