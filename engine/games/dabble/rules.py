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
from enum import StrEnum
from typing import Any, Callable, Mapping

from engine import jsonable
from engine.core import (
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    Cue,
    InvalidSettings,
    Line,
    Option,
    Output,
    Prompt,
    Say,
    say,
)
from engine.games.dabble.scoring import APOSTROPHE_TILES, Challenge, RoundFacts, outcome, round_winners, score_round
from engine.mechanics import Pile, round_timer
from engine.phrases import spoken_list
from engine.phases import OVER, PhaseGame

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


class Phase(StrEnum):
    """The steps of a round, in the rulebook's order."""

    READY = "ready"
    SUBJECT = "subject"
    TIMER = "timer"
    WHO = "who"
    FINISHED = "finished"
    UNUSED = "unused"
    BEST_WORD = "best_word"
    EXTRAS = "extras"
    APOSTROPHES_ANY = "apostrophes_any"
    APOSTROPHE_WORDS = "apostrophe_words"
    APOSTROPHES_UNUSED = "apostrophes_unused"
    SUBJECT_ANY = "subject_any"
    SUBJECT_WORDS = "subject_words"
    CHALLENGE_ANY = "challenge_any"
    CHALLENGE_WHO = "challenge_who"
    CHALLENGE_VALUE = "challenge_value"


@dataclass
class State:
    settings: Settings
    seats: list[Seat]
    phase: str = Phase.READY
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
    phases = Phase
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

    # ----------------------------------------------------------- the phases
    # Each phase is one block: what it asks (_ask_), then what it does with the answer (_on_).

    # --- the start of a round, and its subject

    def _ask_ready(self, state: State) -> Prompt:
        if state.runs:  # nobody finished: the same round again
            question = Line(
                "Swap any tiles you like for new ones from the bag. Press GO to start the timer again.",
                "GO when ready.",
            )
        elif state.round == 1:
            question = Line(f"Everyone draw {TILES_EACH} tiles, face down. Press GO to start.", "Press GO to start.")
        else:
            question = Line(
                f"Put every tile back in the bag and draw {TILES_EACH} new ones. Press GO for round {state.round}.",
                f"GO for round {state.round}.",
            )
        return AskGo(question)

    def _on_ready(self, state: State, _: None) -> list[Output]:
        outputs: list[Output] = []
        if state.runs == 0 and state.settings.subject_words:
            state.phase = Phase.SUBJECT
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

    def _ask_subject(self, state: State) -> Prompt:
        return state.subjects.draw_prompt("draw a subject")

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
        state.phase = Phase.TIMER
        return []

    # --- the timer, and who built all five words

    def _ask_timer(self, state: State) -> Prompt:
        return round_timer(state.settings.timer, warnings=TIMER_WARNINGS)

    def _on_timer(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.WHO
        return [Cue("stop"), say("Stop! Hands off your tiles.", "Stop!", urgent=True)]

    def _ask_who(self, state: State) -> Prompt:
        """Nobody, one player, some of them, or everybody: a single press in the common case."""
        options = [Option("nobody", "Nobody")]
        options += [Option(str(index), seat.name) for index, seat in enumerate(state.seats)]
        if len(state.seats) > 2:
            options.append(Option("some", "More than one"))
        options.append(Option("all", "Everybody"))
        return AskChoice(Line("Who built all five words?", "Who finished?"), tuple(options))

    def _on_who(self, state: State, answer: str) -> list[Output]:
        seats = len(state.seats)
        if answer == "some":
            self._queue_seats(state, Phase.FINISHED, list(range(seats)))
            return []
        if answer == "all":
            state.facts.finished = [True] * seats
        elif answer != "nobody":
            state.facts.finished = [seat == int(answer) for seat in range(seats)]
        return self._after_finishers(state)

    def _ask_finished(self, state: State) -> Prompt:
        name = self._asked(state)
        return AskConfirm(Line(f"Did {name} build all five words?", f"{name} finished?"), default=False)

    def _on_finished(self, state: State, done: bool) -> list[Output]:
        state.facts.finished[state.asking.pop(0)] = done
        if state.asking:
            return []
        return self._after_finishers(state)

    def _after_finishers(self, state: State) -> list[Output]:
        """Route the round by who finished; the answers player by player decide, whatever was chosen first."""
        result = outcome(state.facts.finished)
        if result == "nobody":
            state.phase = Phase.READY
            return [say("Nobody finished. Swap tiles and try again.", "Nobody finished.")]
        if result == "all":
            self._queue_seats(state, Phase.BEST_WORD, list(range(len(state.seats))))
            return [say("Everybody finished! Now the value of each player's best word.", "Everybody finished.")]
        state.winners = [seat for seat, done in enumerate(state.facts.finished) if done]
        losers = [seat for seat, done in enumerate(state.facts.finished) if not done]
        self._queue_seats(state, Phase.UNUSED, losers)
        return [say(f"{self._names(state, state.winners)} finished. Now the unused tiles.", "Now the unused tiles.")]

    # --- entering values, seat by seat

    def _queue_seats(self, state: State, phase: Phase, seats: list[int]) -> None:
        """Ask `phase`'s question of each of `seats` in turn."""
        state.phase = phase
        state.asking = list(seats)

    def _asked(self, state: State) -> str:
        return state.seats[state.asking[0]].name

    def _value_question(self, text: str, short: str) -> Prompt:
        """Every value in Dabble is points counted off tiles: one shape of number question for all."""
        return AskNumber(Line(text, short), 0, VALUE_CAP, 0, unit="points")

    def _record(
        self, state: State, values: list[int], value: int, then: Callable[[State], list[Output]]
    ) -> list[Output]:
        """Store one seat's answer; once every seat has answered, move on with `then`."""
        values[state.asking.pop(0)] = value
        return [] if state.asking else then(state)

    def _ask_unused(self, state: State) -> Prompt:
        name = self._asked(state)
        return self._value_question(f"{name}, what are your unused tiles worth?", f"{name}, unused tiles?")

    def _on_unused(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.unused, value, self._to_extras)

    def _ask_best_word(self, state: State) -> Prompt:
        name = self._asked(state)
        return self._value_question(f"{name}, what is your best word worth?", f"{name}, best word?")

    def _on_best_word(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.best_word, value, self._after_best_words)

    def _after_best_words(self, state: State) -> list[Output]:
        state.winners = round_winners(state.facts)
        return self._to_extras(state)

    # --- the extras: only what applies, each behind one yes/no question

    def _to_extras(self, state: State) -> list[Output]:
        state.phase = Phase.EXTRAS
        return []

    def _ask_extras(self, state: State) -> Prompt:
        kinds = ["apostrophes"] + (["subject words"] if state.settings.subject_words else []) + ["a wrong word"]
        question = Line(f"Anything more to score: {', '.join(kinds[:-1])} or {kinds[-1]}?", "Anything more?")
        return AskConfirm(question, default=False)

    def _on_extras(self, state: State, any_extras: bool) -> list[Output]:
        if not any_extras:
            return self._end_round(state)
        state.phase = Phase.APOSTROPHES_ANY
        return []

    def _ask_apostrophes_any(self, state: State) -> Prompt:
        text = "Did anyone put an apostrophe in a word? Those words score double."
        return AskConfirm(Line(text, "Apostrophe words?"), default=False)

    def _on_apostrophes_any(self, state: State, any_words: bool) -> list[Output]:
        if any_words:
            self._queue_seats(state, Phase.APOSTROPHE_WORDS, list(range(len(state.seats))))
            return []
        return self._after_apostrophe_words(state)

    def _ask_apostrophe_words(self, state: State) -> Prompt:
        name = self._asked(state)
        return self._value_question(
            f"{name}, what are your words with an apostrophe worth? Give the plain value; I double it.",
            f"{name}, apostrophe words?",
        )

    def _on_apostrophe_words(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.apostrophe_words, value, self._after_apostrophe_words)

    def _after_apostrophe_words(self, state: State) -> list[Output]:
        """Unused apostrophe tiles only pay when someone finished and someone did not."""
        if outcome(state.facts.finished) == "some":
            state.phase = Phase.APOSTROPHES_UNUSED
            return []
        return self._after_apostrophes(state)

    def _ask_apostrophes_unused(self, state: State) -> Prompt:
        who = "the winner" if len(state.winners) == 1 else "each winner"
        question = Line(
            f"How many apostrophe tiles are left unused on the racks? Each one gives {who} 5 points.",
            "Unused apostrophes?",
        )
        return AskNumber(question, 0, APOSTROPHE_TILES, 0)

    def _on_apostrophes_unused(self, state: State, count: int) -> list[Output]:
        state.facts.unused_apostrophes = count
        return self._after_apostrophes(state)

    def _after_apostrophes(self, state: State) -> list[Output]:
        state.phase = Phase.SUBJECT_ANY if state.settings.subject_words else Phase.CHALLENGE_ANY
        return []

    def _ask_subject_any(self, state: State) -> Prompt:
        return AskConfirm(Line("Did anyone spell a word on the subject?", "Subject words?"), default=False)

    def _on_subject_any(self, state: State, any_words: bool) -> list[Output]:
        if any_words:
            self._queue_seats(state, Phase.SUBJECT_WORDS, list(range(len(state.seats))))
            return []
        state.phase = Phase.CHALLENGE_ANY
        return []

    def _ask_subject_words(self, state: State) -> Prompt:
        name = self._asked(state)
        return self._value_question(f"{name}, what are your subject words worth?", f"{name}, subject words?")

    def _on_subject_words(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.subject_words, value, self._to_challenges)

    def _to_challenges(self, state: State) -> list[Output]:
        state.phase = Phase.CHALLENGE_ANY
        return []

    def _ask_challenge_any(self, state: State) -> Prompt:
        if state.facts.challenges:
            question = Line("Was another word shown wrong?", "Another wrong word?")
        else:
            question = Line("Was any word shown wrong in a challenge?", "Any wrong word?")
        return AskConfirm(question, default=False)

    def _on_challenge_any(self, state: State, any_wrong: bool) -> list[Output]:
        if not any_wrong:
            return self._end_round(state)
        state.phase = Phase.CHALLENGE_WHO
        return []

    def _ask_challenge_who(self, state: State) -> Prompt:
        options = tuple(Option(str(index), seat.name) for index, seat in enumerate(state.seats))
        return AskChoice(Line("Whose word was shown wrong?", "Whose word?"), options)

    def _on_challenge_who(self, state: State, seat: str) -> list[Output]:
        state.accused = int(seat)
        state.phase = Phase.CHALLENGE_VALUE
        return []

    def _ask_challenge_value(self, state: State) -> Prompt:
        name = state.seats[state.accused].name
        return self._value_question(f"What was {name}'s wrong word worth?", "Worth?")

    def _on_challenge_value(self, state: State, value: int) -> list[Output]:
        state.facts.challenges.append(Challenge(state.accused, value))
        state.phase = Phase.CHALLENGE_ANY
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
            state.phase = OVER
            return outputs + [Cue("fanfare"), Say(self.result(state))]
        state.round += 1
        state.runs = 0
        state.subject = ""
        state.winners = []
        state.facts = RoundFacts.blank(len(state.seats))
        state.phase = Phase.READY
        return outputs

    def _round_winners_text(self, state: State) -> str:
        winners = round_winners(state.facts)
        verb = "wins" if len(winners) == 1 else "win"
        return f"{self._names(state, winners)} {verb} round {state.round}."

    def result(self, state: State) -> Line:
        names = self._names(state, state.winners)
        top = state.seats[state.winners[0]].total
        if len(state.winners) == 1:
            return Line(f"{names} wins Dabble with {top} points!", f"{names} wins.")
        return Line(f"{names} share the win with {top} points each!", f"{names} share the win.")

    def _names(self, state: State, seats: list[int]) -> str:
        return spoken_list([state.seats[seat].name for seat in seats])

    # ----------------------------------------------------------- reports

    def where(self, state: State) -> Line:
        if state.phase == OVER:
            return self.result(state)
        if state.round == 1 and state.runs == 0:
            return Line(f"Dabble to {state.settings.target}, about to start.", "Dabble.")
        return Line(
            f"Dabble to {state.settings.target}, round {state.round}. {_scores(state)}.",
            f"Round {state.round}.",
        )

    def standings(self, state: State) -> Line:
        return Line(f"Scores: {_scores(state)}. Playing to {state.settings.target}.", "Scores.")


def _number(value: int) -> str:
    """Speech engines read "-4" unreliably; a penalty can make a score negative."""
    return f"minus {-value}" if value < 0 else str(value)


def _points(value: int) -> str:
    return _number(value) + (" point" if abs(value) == 1 else " points")


def _scores(state: State) -> str:
    order = sorted(range(len(state.seats)), key=lambda index: -state.seats[index].total)
    return ", ".join(f"{state.seats[index].name} {_number(state.seats[index].total)}" for index in order)


GAME = Dabble()
