"""Scattergories: one letter, twelve categories, a race against the clock.

Read top to bottom, this module follows the rulebook: setup (players, the
category list, the timer, the variants), a round (the letter die, the list read
aloud, writing against the clock), scoring (reading answers, challenges and
their votes, each player's points), and the end of the set with its tie-breaks.

A set is three rounds on one list, each with a letter not yet used in the set.
The players keep their answers on paper; the referee is the die, the reader of
the list, the clock, the vote counter and the score sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Callable, Mapping

from engine import jsonable
from engine.games.scattergories import answer_scoring
from engine.core import (
    AskChance,
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
from engine.mechanics import round_timer
from engine.phrases import spoken_list
from engine.phases import OVER, PhaseGame

# The 20 faces of the letter die (FACTS.md): no Q, U, V, X, Y or Z.
LETTER_DIE = tuple("ABCDEFGHIJKLMNOPRSTW")

# A word to pin each letter down over table noise (the NATO spelling alphabet).
SPELLING_WORDS: dict[str, str] = {
    "A": "Alpha", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot",
    "G": "Golf", "H": "Hotel", "I": "India", "J": "Juliet", "K": "Kilo", "L": "Lima",
    "M": "Mike", "N": "November", "O": "Oscar", "P": "Papa", "R": "Romeo", "S": "Sierra",
    "T": "Tango", "W": "Whiskey",
}

MIN_SEATS, MAX_SEATS = 2, 8
ROUNDS_PER_SET = 3
CATEGORIES_PER_LIST = 12
TIMER_LOW, TIMER_HIGH, TIMER_STEP, TIMER_DEFAULT = 30, 300, 10, 150
TIMER_WARNINGS = (60, 30, 10)


# ---------------------------------------------------------------- settings


@dataclass(frozen=True)
class Settings:
    names: tuple[str, ...]
    categories: tuple[str, ...]
    list_number: str = ""
    timer: int = TIMER_DEFAULT
    junior: bool = False
    alliteration: bool = False

    @property
    def most_points(self) -> int:
        return answer_scoring.most_points(len(self.categories), junior=self.junior, alliteration=self.alliteration)

    @property
    def usual_points(self) -> int:
        """Where points entry starts: half the answers scoring, so few presses reach most totals."""
        return len(self.categories) // 2 * (2 if self.junior else 1)


def parse_settings(raw: Mapping[str, Any]) -> Settings:
    try:
        settings = jsonable.from_json(Settings, dict(raw))
    except TypeError as error:
        raise InvalidSettings(f"Scattergories settings are incomplete: {error}") from error
    names = settings.names
    if not MIN_SEATS <= len(names) <= MAX_SEATS:
        raise InvalidSettings(f"Scattergories needs {MIN_SEATS} to {MAX_SEATS} players, not {len(names)}.")
    if len(set(names)) != len(names):
        raise InvalidSettings("Every player needs a different name.")
    if len(settings.categories) != CATEGORIES_PER_LIST or not all(settings.categories):
        raise InvalidSettings(f"A category list needs exactly {CATEGORIES_PER_LIST} categories.")
    if not TIMER_LOW <= settings.timer <= TIMER_HIGH:
        raise InvalidSettings(f"The timer must run between {TIMER_LOW} and {TIMER_HIGH} seconds.")
    return settings


# ---------------------------------------------------------------- state


@dataclass
class Seat:
    name: str
    rounds: list[int] = field(default_factory=list)  # points in each round of the set
    tie_break: int | None = None  # points in the latest tie-break round played

    @property
    def total(self) -> int:
        return sum(self.rounds)


class Phase(StrEnum):
    """The steps of a round, in the rulebook's order."""

    LETTER = "letter"
    READY = "ready"
    WRITING = "writing"
    READING = "reading"
    CHALLENGED = "challenged"
    VALID_VOTES = "valid_votes"
    INVALID_VOTES = "invalid_votes"
    OWN_VOTE = "own_vote"
    POINTS = "points"


@dataclass
class State:
    settings: Settings
    seats: list[Seat]
    phase: str = Phase.LETTER
    round: int = 1  # 1..3 in the set; above 3 a tie-break round
    letter: str = ""
    used_letters: list[str] = field(default_factory=list)
    playing: list[int] = field(default_factory=list)  # seats writing this round
    challenges: int = 0  # challenges voted on this round
    challenged: int = 0  # the seat whose answer is being voted on
    valid_votes: int = 0
    invalid_votes: int = 0
    turn: int = 0  # position in `playing` while points are entered
    winners: list[int] = field(default_factory=list)

    @property
    def tie_break(self) -> bool:
        return self.round > ROUNDS_PER_SET


# ---------------------------------------------------------------- the game


class Scattergories(PhaseGame[State]):
    state_type = State
    phases = Phase
    id = "scattergories"
    title = "Scattergories"

    # ----------------------------------------------------------- setup

    def start(self, raw: Mapping[str, Any]) -> State:
        settings = parse_settings(raw)
        seats = [Seat(name) for name in settings.names]
        return State(settings=settings, seats=seats, playing=list(range(len(seats))))

    # ----------------------------------------------------------- the phases
    # Each phase is one block: what it asks (_ask_), then what it does with the answer (_on_).

    # --- the round: the letter die and the list

    def _ask_letter(self, state: State) -> Prompt:
        return AskChance("roll the letter die", "pick", letters_left(state.used_letters), cue="dice")

    def _on_letter(self, state: State, letter: str) -> list[Output]:
        state.letter = letter
        state.used_letters.append(letter)
        state.challenges = 0
        state.phase = Phase.READY
        return [self._round_title(state), Cue("dice"), Say(letter_line(letter))] + self._list_lines(state)

    def _round_title(self, state: State) -> Say:
        if state.tie_break:
            names = spoken_list([state.seats[seat].name for seat in state.playing])
            return say(f"Tie-break round for {names}.", "Tie-break.")
        return say(f"Round {state.round} of {ROUNDS_PER_SET}.", f"Round {state.round}.")

    def _list_lines(self, state: State) -> list[Output]:
        """The list, numbered; the short forms keep the numbers, as a repeat uses them."""
        number = state.settings.list_number
        title = f"List {number}." if number else "The list."
        lines: list[Output] = [say(title)]
        for index, category in enumerate(state.settings.categories, start=1):
            text = category.rstrip(".")
            lines.append(say(f"{index}. {text}.", f"{index}, {text}."))
        return lines

    def _ask_ready(self, state: State) -> Prompt:
        # GO answers at once, even mid-list; hold OK (the device's repeat) says it all again.
        return AskGo(
            Line(f"Letter {state.letter}. Press GO to start the timer, or hold OK to hear the list again.",
                 "GO to start.")
        )

    def _on_ready(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.WRITING
        # Urgent: a GO pressed during the reading cuts the rest of the list short.
        return [say(f"Go! Everything starts with {state.letter}.", "Go!", urgent=True)]

    # --- writing against the clock

    def _ask_writing(self, state: State) -> Prompt:
        return round_timer(state.settings.timer, warnings=TIMER_WARNINGS)

    def _on_writing(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.READING
        stop = say("Stop! Pencils down.", "Stop!", urgent=True)
        return [Cue("stop"), stop] + [Say(line) for line in scoring_help(state.settings, state.letter)]

    # --- scoring: challenges and their votes

    def _ask_reading(self, state: State) -> Prompt:
        again = "another" if state.challenges else "a"
        return AskConfirm(
            Line(f"Is there {again} challenge? Answer no once every answer is read.", f"Any {again} challenge?"),
            default=False,
        )

    def _on_reading(self, state: State, challenge: bool) -> list[Output]:
        if not challenge:
            return self._begin_points(state)
        state.phase = Phase.CHALLENGED
        return []

    def _ask_challenged(self, state: State) -> Prompt:
        options = tuple(Option(str(seat), state.seats[seat].name) for seat in state.playing)
        return AskChoice(Line("Whose answer is challenged?", "Whose answer?"), options)

    def _on_challenged(self, state: State, seat: str) -> list[Output]:
        state.challenged = int(seat)
        state.phase = Phase.VALID_VOTES
        name = state.seats[state.challenged].name
        return [say(f"A vote on {name}'s answer. Everyone votes, {name} last.", "A vote.")]

    def _ask_valid_votes(self, state: State) -> Prompt:
        voters = len(state.seats) - 1
        name = state.seats[state.challenged].name
        return AskNumber(Line(f"Leaving {name} out, how many vote the answer valid?", "Valid votes?"), 0, voters, 0)

    def _on_valid_votes(self, state: State, votes: int) -> list[Output]:
        state.valid_votes = votes
        state.phase = Phase.INVALID_VOTES
        return []

    def _ask_invalid_votes(self, state: State) -> Prompt:
        left = len(state.seats) - 1 - state.valid_votes
        return AskNumber(Line("And how many vote it invalid?", "Invalid votes?"), 0, left, left)

    def _on_invalid_votes(self, state: State, votes: int) -> list[Output]:
        state.invalid_votes = votes
        state.phase = Phase.OWN_VOTE
        return []

    def _ask_own_vote(self, state: State) -> Prompt:
        name = state.seats[state.challenged].name
        return AskConfirm(Line(f"{name}, do you vote your answer valid?", f"{name}, valid?"))

    def _on_own_vote(self, state: State, own_valid: bool) -> list[Output]:
        verdict = count_votes(state.valid_votes, state.invalid_votes, own_valid)
        state.challenges += 1
        name = state.seats[state.challenged].name
        outputs: list[Output] = []
        if verdict.tie:
            outputs.append(say(f"A tie, so {name}'s own vote is set aside.", "A tie."))
        tally = f"{verdict.valid} valid, {verdict.invalid} invalid"
        if verdict.stands:
            outputs += [Cue("success"), say(f"{tally}: the answer stands.", "It stands.")]
        else:
            outputs += [
                Cue("miss"),
                say(f"{tally}: the answer is thrown out. {name}, it scores nothing.", "Thrown out."),
            ]
        outputs += self._after_challenge(state)
        return outputs

    def _after_challenge(self, state: State) -> list[Output]:
        """Back to reading answers, unless every answer has already been challenged."""
        if state.challenges < len(state.playing) * CATEGORIES_PER_LIST:
            state.phase = Phase.READING
            return []
        return [say("Every answer has had its vote.", "All voted.")] + self._begin_points(state)

    # --- scoring: each player's points

    def _begin_points(self, state: State) -> list[Output]:
        state.phase = Phase.POINTS
        state.turn = 0
        return [say("Count your points, then enter them one by one.", "Enter your points.")]

    def _ask_points(self, state: State) -> Prompt:
        seat = state.seats[state.playing[state.turn]]
        question = Line(f"{seat.name}, your points this round?", f"{seat.name}?")
        return AskNumber(question, 0, state.settings.most_points, state.settings.usual_points)

    def _on_points(self, state: State, points: int) -> list[Output]:
        seat = state.seats[state.playing[state.turn]]
        if state.tie_break:
            seat.tie_break = points
        else:
            seat.rounds.append(points)
        state.turn += 1
        if state.turn < len(state.playing):
            return []
        return self._end_round(state)

    # --- the end of a round, and of the set

    def _end_round(self, state: State) -> list[Output]:
        if state.tie_break:
            outputs: list[Output] = [say("Tie-break: " + self._tie_break_scores(state) + ".", "Tie-break scores.")]
            leaders = leading_seats(state.seats, state.playing, lambda seat: seat.tie_break or 0)
        else:
            outputs = [Say(self._totals_line(state))]
            if state.round < ROUNDS_PER_SET:
                return outputs + self._next_round(state, state.playing)
            leaders = leading_seats(state.seats, state.playing, lambda seat: seat.total)
        if len(leaders) == 1 or not letters_left(state.used_letters):
            return outputs + self._finish(state, leaders)
        names = spoken_list([state.seats[seat].name for seat in leaders])
        if state.tie_break:
            outputs.append(say(f"{names} are tied again.", "Tied again."))
        else:
            outputs.append(say(f"{names} are tied on {state.seats[leaders[0]].total} points.", "A tie."))
        return outputs + self._next_round(state, leaders)

    def _next_round(self, state: State, playing: list[int]) -> list[Output]:
        state.round += 1
        state.playing = list(playing)
        state.phase = Phase.LETTER
        return []

    def _finish(self, state: State, leaders: list[int]) -> list[Output]:
        state.winners = list(leaders)
        state.phase = OVER
        return [Cue("fanfare"), Say(self.result(state))]

    def result(self, state: State) -> Line:
        names = [state.seats[seat].name for seat in state.winners]
        points = state.seats[state.winners[0]].total
        if len(names) == 1 and state.tie_break:
            return Line(f"{names[0]} wins the tie-break, and the set!", f"{names[0]} wins.")
        if len(names) == 1:
            return Line(f"{names[0]} wins the set with {points} points!", f"{names[0]} wins.")
        return Line(
            f"No letters left to break the tie: {spoken_list(names)} share the win.",
            f"{spoken_list(names)} share the win.",
        )

    def _totals_line(self, state: State) -> Line:
        return Line(f"Totals after round {state.round}: {self._totals(state)}.", "Totals.")

    def _totals(self, state: State) -> str:
        order = sorted(range(len(state.seats)), key=lambda seat: -state.seats[seat].total)
        return ", ".join(f"{state.seats[seat].name} {state.seats[seat].total}" for seat in order)

    def _tie_break_scores(self, state: State) -> str:
        order = sorted(state.playing, key=lambda seat: -(state.seats[seat].tie_break or 0))
        return ", ".join(f"{state.seats[seat].name} {state.seats[seat].tie_break or 0}" for seat in order)

    # ----------------------------------------------------------- reports

    def where(self, state: State) -> Line:
        if state.phase == OVER:
            return self.result(state)
        number = state.settings.list_number
        on_list = f", list {number}" if number else ""
        stage = "a tie-break round" if state.tie_break else f"round {state.round} of {ROUNDS_PER_SET}"
        letter = f", letter {state.letter}" if state.phase != Phase.LETTER else ""
        return Line(f"Scattergories{on_list}, {stage}{letter}.", f"Round {state.round}.")

    def standings(self, state: State) -> Line:
        return Line(f"Totals: {self._totals(state)}.", "Totals.")



# ---------------------------------------------------------------- the rules as functions


def letters_left(used: list[str]) -> tuple[str, ...]:
    """The die's faces not yet used in the set: rolling again on a used letter comes to this."""
    return tuple(letter for letter in LETTER_DIE if letter not in used)


def letter_line(letter: str) -> Line:
    word = SPELLING_WORDS[letter]
    return Line(f"The letter is {letter}, as in {word}.", f"{letter}, as in {word}.")


@dataclass(frozen=True)
class VoteResult:
    valid: int  # votes counted for the answer
    invalid: int  # votes counted against it
    tie: bool  # the challenged player's vote was set aside

    @property
    def stands(self) -> bool:
        return self.valid > self.invalid


def count_votes(others_valid: int, others_invalid: int, own_valid: bool) -> VoteResult:
    """Count everyone's vote; on a tie, drop the challenged player's own vote.

    Dropping one vote from a tie always leaves the other side one vote ahead, so
    after a tie the answer goes against the challenged player's own vote.
    """
    valid = others_valid + (1 if own_valid else 0)
    invalid = others_invalid + (0 if own_valid else 1)
    if valid != invalid:
        return VoteResult(valid, invalid, tie=False)
    if own_valid:
        return VoteResult(valid - 1, invalid, tie=True)
    return VoteResult(valid, invalid - 1, tie=True)


def leading_seats(seats: list[Seat], among: list[int], points: Callable[[Seat], int]) -> list[int]:
    best = max(points(seats[seat]) for seat in among)
    return [seat for seat in among if points(seats[seat]) == best]


def scoring_help(settings: Settings, letter: str) -> list[Line]:
    """How this round is scored, following the chosen variants."""
    lines = [Line("Take turns reading your answers, one category at a time.", "Read your answers.")]
    if settings.junior:
        lines.append(
            Line(
                f"Junior scoring: 2 points for an answer on {letter}, 1 for an answer off the letter, "
                "none for a shared answer.",
                "Junior: 2, 1, or 0 for a shared answer.",
            )
        )
    else:
        lines.append(
            Line(
                f"An answer on {letter} that nobody else wrote scores 1 point. "
                "A shared answer or one off the letter scores nothing.",
                "1 point for each answer nobody shares.",
            )
        )
    if settings.alliteration:
        extra = "an extra point for each further word" if settings.junior else "a point for each word"
        lines.append(
            Line(
                f"Alliteration: a proper name earns {extra} starting with {letter}.",
                "Alliteration bonus on.",
            )
        )
    lines.append(Line("If an answer does not fit its category, challenge it.", "Challenges welcome."))
    return lines


GAME = Scattergories()
