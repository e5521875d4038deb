"""Dabble: build five words from twenty tiles before the timer runs out.

Read top to bottom, this module follows the rulebook: setup, the start of a
round (and its subject, in Advanced Play), the timer, who built all five
words, the round's points, the extras (apostrophes, subject words,
challenges), and the end of the game at the winning score. Apostrophes are
asked about only in a language whose words take them (phrases.APOSTROPHES):
a Spanish game takes the two apostrophe tiles out of the bag.

Players keep their tiles and racks; the device keeps the time and does the
arithmetic. A *round* here is a scored round: when nobody finishes, players
swap tiles and the timer runs again within the same round (same subject).
The scoring itself lives in scoring.py, as a pure function, and every word
spoken or asked in phrases.py, so this module holds only the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Callable, Mapping

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
    Placing,
    Prompt,
    Say,
)
from engine.games.dabble.scoring import (
    APOSTROPHE_TILES,
    UNUSED_APOSTROPHE_POINTS,
    Challenge,
    RoundFacts,
    outcome,
    round_winners,
    score_round,
)
from engine.language import Phrases
from engine.mechanics import Pile, clockwise_from, leaders, parse_seated, round_timer, time_up
from engine.phases import OVER, PhaseGame

phrases = Phrases("engine.games.dabble.phrases")

MIN_SEATS, MAX_SEATS = 2, 4
TILES_EACH = 20
# Far above anything twenty tiles can be worth; it only stops a runaway UP button.
VALUE_CAP = 300
# Where each value question starts, so a common answer is a few presses from it, not one UP per point
# from 0 (issue 12: a 4-player round took 52 presses). The step stays 1: tile values are any whole
# number, and a coarser step would make most of them impossible to enter; a held UP or DOWN already
# moves five at a time on the device. Unused tiles: a rack that missed by a few tiles is worth about
# 15; a best word is about 10; a word lost in a challenge about 5. Apostrophe and subject words are
# asked of every player, and most have none, so they start at 0.
TYPICAL_UNUSED = 15
TYPICAL_BEST_WORD = 10
TYPICAL_LOST_WORD = 5
TIMER_WARNINGS = (60, 10)
# A shorter round could not even be announced before it ended.
MIN_TIMER = 10
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
    language: str = "en"  # what the game is spoken in (engine/language.py)


def parse_settings(raw: Mapping[str, Any]) -> Settings:
    """The shared seat checks first (a seat may be a team), then what only Dabble needs."""
    settings = parse_seated(Settings, raw, phrases.TITLE, MIN_SEATS, MAX_SEATS, who=phrases.SEATS, one=phrases.SEAT)
    if not isinstance(settings.target, int) or settings.target < 1:
        raise InvalidSettings(phrases.WINNING_SCORE_TOO_LOW)
    if not isinstance(settings.timer, int) or settings.timer < MIN_TIMER:
        raise InvalidSettings(phrases.timer_too_short(MIN_TIMER))
    if settings.subject_words and not settings.subjects:
        raise InvalidSettings(phrases.NO_SUBJECTS)
    return settings


# ---------------------------------------------------------------- state


@dataclass
class Seat:
    name: str
    # Points in each scored round, in order: a tuple, so a state copy shares it (it is replaced, never changed).
    rounds: tuple[int, ...] = ()

    @property
    def total(self) -> int:
        return sum(self.rounds)

    @property
    def last(self) -> int:
        """Points in the last scored round (0 before the first)."""
        return self.rounds[-1] if self.rounds else 0


class Phase(StrEnum):
    """The steps of a round, in the rulebook's order."""

    READY = "ready"
    SUBJECT = "subject"
    TIMER = "timer"
    WHO = "who"
    ANYONE_ELSE = "anyone_else"
    UNUSED = "unused"
    BEST_WORD = "best_word"
    EXTRAS = "extras"
    APOSTROPHES_ANY = "apostrophes_any"
    APOSTROPHE_WORDS = "apostrophe_words"
    BEST_APOSTROPHE = "best_apostrophe"
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
    # The seats the current question still goes to, the one answering now first (see _put_to_each).
    asking: list[int] = field(default_factory=list)
    accused: int = 0  # whose word was shown wrong, while its value is asked
    winners: list[int] = field(default_factory=list)


# ---------------------------------------------------------------- the game


class Dabble(PhaseGame[State]):
    state_type = State
    phases = Phase
    id = "dabble"
    title = phrases.TITLE

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
        """What the table does with its tiles first; the main action then starts the timer."""
        if state.runs:  # nobody finished: the same round again
            return AskGo(phrases.swap_tiles(), action=phrases.START_AGAIN)
        if state.round == 1:
            return AskGo(phrases.draw_tiles(TILES_EACH), action=phrases.START)
        return AskGo(phrases.fresh_tiles(TILES_EACH, state.round), action=phrases.START)

    def _on_ready(self, state: State, _: None) -> list[Output]:
        if state.runs == 0 and state.settings.subject_words:
            state.phase = Phase.SUBJECT
            # The pile says so itself when every subject was played and they go back in.
            # A later round's question said its number ("Round 2: all tiles back ..."): not again.
            begins = [Say(phrases.round_begins(state.round))] if state.round == 1 else []
            return begins + state.subjects.reshuffle_note(phrases.SUBJECT_CARD)
        if state.runs == 0:
            return [Say(phrases.round_goes(state.round))] + self._start_timer(state)
        # After a swap: the same round, so the same subject, said again before the timer.
        outputs: list[Output] = []
        if state.subject:
            outputs.append(Say(phrases.same_subject(state.settings.subjects[state.subject].name)))
        return outputs + [Say(phrases.GO_AGAIN)] + self._start_timer(state)

    def _ask_subject(self, state: State) -> Prompt:
        return state.subjects.draw_prompt(phrases.DRAW_SUBJECT)

    def _on_subject(self, state: State, subject_id: str) -> list[Output]:
        state.subjects.take(subject_id)
        state.subject = subject_id
        subject = state.settings.subjects[subject_id]
        return [
            Cue("card"),
            Say(phrases.subject(subject.name, subject.examples)),
            Say(phrases.round_goes(state.round)),
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
        return time_up(phrases.HANDS_OFF)

    def _ask_who(self, state: State) -> Prompt:
        """Nobody, one player, or everybody: a single press in the common case; a second finisher
        comes after the first ("Anyone else?"), so two finishers take two short choices."""
        options = [Option("nobody", phrases.NOBODY)]
        options += [Option(str(index), seat.name) for index, seat in enumerate(state.seats)]
        options.append(Option("all", phrases.EVERYBODY))
        return AskChoice(phrases.who_finished(state.round == 1), tuple(options))

    def _describe_who(self, state: State, answer: str) -> str:
        offered = self._ask_who(state)
        assert isinstance(offered, AskChoice)
        return phrases.finishers_given(next(option.label for option in offered.options if option.value == answer))

    def _on_who(self, state: State, answer: str) -> list[Output]:
        seats = len(state.seats)
        if answer == "all":
            state.facts.finished = [True] * seats
        elif answer != "nobody":
            state.facts.finished = [seat == int(answer) for seat in range(seats)]
            if seats > 2:  # with two, a second finisher is everybody, which the first question offers
                state.phase = Phase.ANYONE_ELSE
                return []
        return self._after_finishers(state)

    def _ask_anyone_else(self, state: State) -> Prompt:
        """No (first, the usual answer), then each other player from the seat after the one named,
        then each pair of them: asked once, so two finishers take UP, OK, UP, OK and three no more."""
        others = self._not_finished(state)
        options = [Option("no", phrases.NO_ONE_ELSE)]
        options += [Option(str(seat), state.seats[seat].name) for seat in others]
        options += [
            Option(",".join((str(first), str(second))), phrases.both(state.seats[first].name, state.seats[second].name))
            for index, first in enumerate(others)
            for second in others[index + 1 :]
        ]
        return AskChoice(phrases.ANYONE_ELSE, tuple(options))

    def _describe_anyone_else(self, state: State, answer: str) -> str:
        offered = self._ask_anyone_else(state)
        assert isinstance(offered, AskChoice)
        label = next(option.label for option in offered.options if option.value == answer)
        return phrases.also_finished(None if answer == "no" else label)

    def _on_anyone_else(self, state: State, answer: str) -> list[Output]:
        if answer != "no":
            for seat in answer.split(","):
                state.facts.finished[int(seat)] = True
        return self._after_finishers(state)

    def _not_finished(self, state: State) -> list[int]:
        seats = len(state.seats)
        named = next(seat for seat in range(seats) if state.facts.finished[seat])
        return [(named + step) % seats for step in range(1, seats)]

    def _after_finishers(self, state: State) -> list[Output]:
        """Route the round by who finished; the answers player by player decide, whatever was chosen first."""
        result = outcome(state.facts.finished)
        if result == "nobody":
            state.phase = Phase.READY
            return [Say(phrases.NOBODY_FINISHED)]
        if result == "all":
            self._put_to_each(state, Phase.BEST_WORD, _table_order(state))
            return [Say(phrases.EVERYBODY_FINISHED)]
        state.winners = [seat for seat in _table_order(state) if state.facts.finished[seat]]
        losers = [seat for seat in _table_order(state) if not state.facts.finished[seat]]
        self._put_to_each(state, Phase.UNUSED, losers)
        return []

    # --- entering values, seat by seat

    def _put_to_each(self, state: State, phase: Phase, seats: list[int]) -> None:
        """The one way Dabble puts a question to several seats: `phase` asks each of `seats`, one after another.

        Its `_on_` block takes the answer for the seat answering now and moves on
        when no seat is left (`_record` does both for the values).
        """
        state.phase = phase
        state.asking = list(seats)

    def _answering(self, state: State) -> str:
        """The name of the seat the current question is put to."""
        return state.seats[state.asking[0]].name

    def _value_question(self, question: Line, typical: int = 0) -> Prompt:
        """Every value in Dabble is points counted off tiles: one shape of number question for all,
        starting at the usual answer to that question so the common case costs few presses."""
        return AskNumber(question, 0, VALUE_CAP, typical, unit=phrases.POINTS_UNIT)

    def _record(
        self, state: State, values: list[int], value: int, then: Callable[[State], list[Output]]
    ) -> list[Output]:
        """Store one seat's answer; once every seat has answered, move on with `then`."""
        values[state.asking.pop(0)] = value
        return [] if state.asking else then(state)

    def _ask_unused(self, state: State) -> Prompt:
        first = state.asking[0] == next(seat for seat in _table_order(state) if not state.facts.finished[seat])
        return self._value_question(phrases.unused_tiles(self._answering(state), first), TYPICAL_UNUSED)

    def _describe_unused(self, state: State, value: int) -> str:
        return phrases.value_given(self._answering(state), phrases.UNUSED_TILES, value)

    def _on_unused(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.unused, value, self._to_extras)

    def _ask_best_word(self, state: State) -> Prompt:
        return self._value_question(phrases.best_word(self._answering(state)), TYPICAL_BEST_WORD)

    def _describe_best_word(self, state: State, value: int) -> str:
        return phrases.value_given(self._answering(state), phrases.BEST_WORD, value)

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
        return AskConfirm(phrases.anything_more(state.settings.subject_words, state.round == 1), default=False)

    def _on_extras(self, state: State, any_extras: bool) -> list[Output]:
        if not any_extras:
            return self._end_round(state)
        if phrases.APOSTROPHES:
            state.phase = Phase.APOSTROPHES_ANY
        elif state.settings.subject_words:  # the language's words take no apostrophe tile: nothing to ask of them
            state.phase = Phase.SUBJECT_ANY
        else:  # a lost challenge was the only extra the question named: whose, at once
            state.phase = Phase.CHALLENGE_WHO
        return []

    def _ask_apostrophes_any(self, state: State) -> Prompt:
        return AskConfirm(phrases.ANY_APOSTROPHES, default=False)

    def _on_apostrophes_any(self, state: State, any_words: bool) -> list[Output]:
        if any_words:
            self._put_to_each(state, Phase.APOSTROPHE_WORDS, _table_order(state))
            return []
        return self._after_apostrophe_words(state)

    def _ask_apostrophe_words(self, state: State) -> Prompt:
        return self._value_question(phrases.apostrophe_words(self._answering(state)))

    def _describe_apostrophe_words(self, state: State, value: int) -> str:
        return phrases.value_given(self._answering(state), phrases.APOSTROPHE_WORDS, value)

    def _on_apostrophe_words(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.apostrophe_words, value, self._after_apostrophe_words)

    def _after_apostrophe_words(self, state: State) -> list[Output]:
        """A winning best word may be one of the apostrophe words; unused tiles only pay when some finished."""
        if outcome(state.facts.finished) == "all":
            asked = [seat for seat in state.winners if state.facts.apostrophe_words[seat] > 0]
            if asked:
                self._put_to_each(state, Phase.BEST_APOSTROPHE, asked)
                return []
        if outcome(state.facts.finished) == "some":
            state.phase = Phase.APOSTROPHES_UNUSED
            return []
        return self._after_apostrophes(state)

    def _ask_best_apostrophe(self, state: State) -> Prompt:
        """Only a winner with apostrophe words is asked: the winning word is counted doubled once, not twice."""
        return AskConfirm(phrases.best_word_among_apostrophe_words(self._answering(state)), default=False)

    def _on_best_apostrophe(self, state: State, among: bool) -> list[Output]:
        state.facts.best_has_apostrophe[state.asking.pop(0)] = among
        return [] if state.asking else self._after_apostrophes(state)

    def _ask_apostrophes_unused(self, state: State) -> Prompt:
        question = phrases.unused_apostrophes(len(state.winners), UNUSED_APOSTROPHE_POINTS)
        return AskNumber(question, 0, APOSTROPHE_TILES, 0)

    def _describe_apostrophes_unused(self, state: State, count: int) -> str:
        return phrases.apostrophe_tiles_given(count)

    def _on_apostrophes_unused(self, state: State, count: int) -> list[Output]:
        state.facts.unused_apostrophes = count
        return self._after_apostrophes(state)

    def _after_apostrophes(self, state: State) -> list[Output]:
        state.phase = Phase.SUBJECT_ANY if state.settings.subject_words else Phase.CHALLENGE_ANY
        return []

    def _ask_subject_any(self, state: State) -> Prompt:
        return AskConfirm(phrases.ANY_SUBJECT_WORDS, default=False)

    def _on_subject_any(self, state: State, any_words: bool) -> list[Output]:
        if any_words:
            self._put_to_each(state, Phase.SUBJECT_WORDS, _table_order(state))
            return []
        state.phase = Phase.CHALLENGE_ANY
        return []

    def _ask_subject_words(self, state: State) -> Prompt:
        return self._value_question(phrases.subject_words(self._answering(state)))

    def _describe_subject_words(self, state: State, value: int) -> str:
        return phrases.value_given(self._answering(state), phrases.SUBJECT_WORDS, value)

    def _on_subject_words(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.subject_words, value, self._to_challenges)

    def _to_challenges(self, state: State) -> list[Output]:
        state.phase = Phase.CHALLENGE_ANY
        return []

    def _ask_challenge_any(self, state: State) -> Prompt:
        return AskConfirm(phrases.any_wrong_word(another=bool(state.facts.challenges)), default=False)

    def _on_challenge_any(self, state: State, any_wrong: bool) -> list[Output]:
        if not any_wrong:
            return self._end_round(state)
        state.phase = Phase.CHALLENGE_WHO
        return []

    def _ask_challenge_who(self, state: State) -> Prompt:
        options = tuple(Option(str(index), seat.name) for index, seat in enumerate(state.seats))
        return AskChoice(phrases.WHOSE_WRONG_WORD, options)

    def _describe_challenge_who(self, state: State, seat: str) -> str:
        return phrases.lost_challenge_given(state.seats[int(seat)].name)

    def _on_challenge_who(self, state: State, seat: str) -> list[Output]:
        state.accused = int(seat)
        state.phase = Phase.CHALLENGE_VALUE
        return []

    def _ask_challenge_value(self, state: State) -> Prompt:
        return self._value_question(phrases.wrong_word(state.seats[state.accused].name), TYPICAL_LOST_WORD)

    def _describe_challenge_value(self, state: State, value: int) -> str:
        return phrases.value_given(state.seats[state.accused].name, phrases.CHALLENGED_WORD, value)

    def _on_challenge_value(self, state: State, value: int) -> list[Output]:
        state.facts.challenges.append(Challenge(state.accused, value))
        state.phase = Phase.CHALLENGE_ANY
        return [Say(phrases.loses(state.seats[state.accused].name, value))]

    # --- the end of a round, and of the game

    def _end_round(self, state: State) -> list[Output]:
        points = score_round(state.facts)
        round_names = self._names(state, round_winners(state.facts))
        outputs: list[Output] = [Cue("success")]
        for seat, gained in zip(state.seats, points):
            seat.rounds += (gained,)
        # Ranked, highest total first, with what the leader still needs: what a table wants to know after a round.
        ranked = [(state.seats[index].name, state.seats[index].last, state.seats[index].total) for index in _ranked(state)]
        outputs += [Say(line) for line in phrases.round_report(round_names, ranked, state.settings.target)]
        if max(seat.total for seat in state.seats) >= state.settings.target:
            state.winners = leaders(_table_order(state), lambda index: state.seats[index].total)
            state.phase = OVER
            return outputs + [Cue("fanfare"), Say(self.result(state))]
        state.round += 1
        state.runs = 0
        state.subject = ""
        state.winners = []
        state.facts = RoundFacts.blank(len(state.seats))
        state.phase = Phase.READY
        return outputs

    def result(self, state: State) -> Line:
        return phrases.game_won(self._names(state, state.winners), state.seats[state.winners[0]].total)

    def placings(self, state: State) -> list[Placing]:
        return [Placing(seat.name, seat.total, index in state.winners) for index, seat in enumerate(state.seats)]

    def _names(self, state: State, seats: list[int]) -> list[str]:
        return [state.seats[seat].name for seat in seats]

    # ----------------------------------------------------------- reports

    def where(self, state: State) -> Line:
        if state.phase == OVER:
            return self.result(state)
        if state.round == 1 and state.runs == 0:
            return phrases.about_to_start(state.settings.target)
        return phrases.in_play(state.settings.target, state.round, _totals(state))

    def standings(self, state: State) -> Line:
        return phrases.standings(state.settings.target, _totals(state))


def _table_order(state: State) -> list[int]:
    """Every seat once, clockwise from the first: Dabble has no first player, so it asks round the table."""
    return clockwise_from(0, len(state.seats))


def _ranked(state: State) -> list[int]:
    """Every seat, highest total first (a tie keeps table order): the order scores are read out in."""
    return sorted(_table_order(state), key=lambda index: -state.seats[index].total)


def _totals(state: State) -> list[tuple[str, int]]:
    """Each seat's name and total, ranked as the scores are read out."""
    return [(state.seats[index].name, state.seats[index].total) for index in _ranked(state)]


GAME = Dabble()
