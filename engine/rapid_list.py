"""Rapid List: write fast, bid on your list, read it out, race up the track.

Read top to bottom, this module follows the rulebook: setup, the start of a
round (the challenge check), writing against the clock, bidding, the reading
order, movement, and the end of the game with its tie-breaks.

The track is a string of spaces between Start (space 0) and Finish: "N" for a
normal space, "C" for a challenge space. With the standard track Finish is
space 13. A cube can go past Finish and keeps its full distance.

Cubes sharing a space are stacked by arrival: every cube records the tick at
which it arrived, so a later arrival is "darker" and reads earlier on a tie.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Mapping

from engine import jsonable
from engine.core import (
    AskChance,
    AskConfirm,
    AskGo,
    AskNumber,
    GameOver,
    Input,
    InvalidSettings,
    Line,
    Output,
    Prompt,
    Say,
    check_input,
    Cue,
    say,
)
from engine.mechanics import Pile, roll, round_timer, seat_after, spoken_list
from engine.setup import Defaults, Library, Question, ask_choice, ask_players, ask_seconds, ask_yes_no, seat_names

STANDARD_TRACK = "NNNNNNNNCCCC"
MIN_SEATS, MAX_SEATS = 2, 8
HIGHEST_BID = 21  # the bid cards 1..6 add up to 21
QUESTIONS_PER_CARD = 6


# ---------------------------------------------------------------- settings


@dataclass(frozen=True)
class Settings:
    names: tuple[str, ...]
    # card id -> its six questions, in die-face order
    questions: dict[str, tuple[str, ...]]
    # card id -> its instruction
    challenges: dict[str, str]
    timer: int = 30
    track: str = STANDARD_TRACK
    head_starts: tuple[int, ...] = ()
    played_questions: tuple[str, ...] = ()
    played_challenges: tuple[str, ...] = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> "Settings":
        return self  # immutable, and large: share it between states

    @property
    def finish(self) -> int:
        return len(self.track) + 1


def parse_settings(raw: Mapping[str, Any]) -> Settings:
    try:
        settings = jsonable.from_json(Settings, dict(raw))
    except TypeError as error:
        raise InvalidSettings(f"Rapid List settings are incomplete: {error}") from error
    names = settings.names
    if not MIN_SEATS <= len(names) <= MAX_SEATS:
        raise InvalidSettings(f"Rapid List needs {MIN_SEATS} to {MAX_SEATS} players, not {len(names)}.")
    if len(set(names)) != len(names):
        raise InvalidSettings("Every player needs a different name.")
    if not settings.questions:
        raise InvalidSettings("There are no question cards to play with.")
    if any(len(card) != QUESTIONS_PER_CARD for card in settings.questions.values()):
        raise InvalidSettings("Every question card needs exactly six questions.")
    if not settings.challenges:
        raise InvalidSettings("There are no challenge cards to play with.")
    if settings.timer < 5:
        raise InvalidSettings("The timer must run for at least 5 seconds.")
    check_track(settings.track)
    if settings.head_starts and len(settings.head_starts) != len(names):
        raise InvalidSettings("Give a head start for every player, or for none.")
    if any(not 0 <= head < settings.finish for head in settings.head_starts):
        raise InvalidSettings("A head start must leave the cube between Start and Finish.")
    return settings


def check_track(track: str) -> None:
    """Refuse tracks the rulebook would not allow: challenges too close to Start."""
    if not track or set(track) - {"N", "C"}:
        raise InvalidSettings("A track is a string of N (normal) and C (challenge) spaces, like NNNNNNNNCCCC.")
    if "C" in track[:3]:
        raise InvalidSettings("The first three spaces after Start must be normal spaces, not challenge spaces.")


# ---------------------------------------------------------------- state


@dataclass
class Seat:
    name: str
    space: int = 0
    arrived: int = 0  # when the cube reached its space; later means darker
    bid: int | None = None
    moved: int = 0  # spaces moved in the current round


@dataclass
class State:
    settings: Settings
    seats: list[Seat]
    phase: str = "first_reader"
    round: int = 0
    reader: int = 0
    clock: int = 0  # arrival ticks handed out so far
    questions: Pile = field(default_factory=lambda: Pile([]))
    challenges: Pile = field(default_factory=lambda: Pile([]))
    face: int = 0
    card: str = ""
    challenged: list[int] = field(default_factory=list)
    reading_order: list[int] = field(default_factory=list)
    turn: int = 0  # position in the reading order, or in table order while bidding
    winners: list[int] = field(default_factory=list)


# ---------------------------------------------------------------- the game


class RapidList:
    id = "rapid-list"
    title = "Rapid List"

    # ----------------------------------------------------------- setup

    def start(self, raw: Mapping[str, Any]) -> State:
        settings = parse_settings(raw)
        heads = settings.head_starts or (0,) * len(settings.names)
        return State(
            settings=settings,
            seats=[Seat(name, space=head) for name, head in zip(settings.names, heads)],
            questions=Pile.fresh(settings.questions, settings.played_questions),
            challenges=Pile.fresh(settings.challenges, settings.played_challenges),
        )

    # ----------------------------------------------------------- what now?

    def prompt(self, state: State) -> Prompt:
        seats = state.seats
        phase = state.phase
        if phase == "first_reader":
            return AskChance("draw the first reader", "pick", tuple(range(len(seats))))
        if phase == "start_order":
            return AskChance("line the cubes up on Start", "shuffle", tuple(range(len(seats))))
        if phase == "challenge":
            return state.challenges.draw_prompt("draw the top challenge card")
        if phase == "roll":
            name = seats[state.reader].name
            return AskGo(Line(f"{name}, press GO to roll for the question.", f"{name}, press GO."))
        if phase == "die":
            return roll(6)
        if phase == "card":
            return state.questions.draw_prompt("draw the top question card")
        if phase == "writing":
            return round_timer(state.settings.timer)
        if phase == "bids":
            seat = seats[self._bidder(state)]
            default = seat.bid or 5
            return AskNumber(Line(f"{seat.name}, your bid?", f"{seat.name}?"), 1, HIGHEST_BID, default)
        if phase == "reading":
            seat = seats[state.reading_order[state.turn]]
            words = _words(seat.bid or 0)
            return AskConfirm(Line(f"{seat.name}, read {words}. All of them valid?", f"{seat.name}, all {seat.bid}?"))
        if phase == "over":
            return GameOver(self._result(state))
        raise AssertionError(f"unknown phase {phase}")

    # ----------------------------------------------------------- inputs

    def apply(self, state: State, given: Input) -> tuple[State, list[Output]]:
        check_input(self.prompt(state), given)
        state = copy.deepcopy(state)
        handler = getattr(self, f"_on_{state.phase}")
        outputs: list[Output] = handler(state, given.value)
        return state, outputs

    def _on_first_reader(self, state: State, seat: int) -> list[Output]:
        state.reader = seat
        state.phase = "start_order"
        return [say(f"{state.seats[seat].name} reads first.")]

    def _on_start_order(self, state: State, order: tuple[int, ...]) -> list[Output]:
        for seat in order:  # the first cube placed is the lightest
            state.clock += 1
            state.seats[seat].arrived = state.clock
        outputs: list[Output] = []
        if any(seat.space for seat in state.seats):
            outputs.append(say("Head starts: " + _positions(state) + "."))
        return outputs + self._begin_round(state)

    # --- the start of a round: the challenge check

    def _begin_round(self, state: State) -> list[Output]:
        state.round += 1
        for seat in state.seats:
            seat.moved = 0
            seat.bid = None
        state.challenged = self._challenged(state)
        outputs: list[Output] = [say(f"Round {state.round}.")]
        if state.challenged:
            state.phase = "challenge"
            if state.challenges.needs_reshuffle:
                outputs.append(say("All challenge cards are used; shuffling them back in.", "Challenges reshuffled."))
        else:
            state.phase = "roll"
        return outputs

    def _challenged(self, state: State) -> list[int]:
        """The leader, or every player tied for the lead, on a challenge space."""
        lead = max(seat.space for seat in state.seats)
        if not self._is_challenge_space(state, lead):
            return []
        return [index for index, seat in enumerate(state.seats) if seat.space == lead]

    def _is_challenge_space(self, state: State, space: int) -> bool:
        track = state.settings.track
        return 1 <= space <= len(track) and track[space - 1] == "C"

    def _on_challenge(self, state: State, card: str) -> list[Output]:
        state.challenges.take(card)
        names = spoken_list([state.seats[seat].name for seat in state.challenged])
        text = state.settings.challenges[card]
        state.phase = "roll"
        return [Cue("card"), say(f"Challenge for {names}: {text}", f"Challenge for {names}.")]

    # --- writing against the clock

    def _on_roll(self, state: State, _: None) -> list[Output]:
        state.phase = "die"
        return []

    def _on_die(self, state: State, face: int) -> list[Output]:
        state.face = face
        state.phase = "card"
        outputs: list[Output] = [Cue("dice"), say(f"The die shows {face}.", f"{face}.")]
        if state.questions.needs_reshuffle:
            outputs.append(say("Every question card has been played; shuffling them back in.", "Questions reshuffled."))
        return outputs

    def _on_card(self, state: State, card: str) -> list[Output]:
        state.questions.take(card)
        state.card = card
        state.phase = "writing"
        question = self.question(state)
        return [Cue("card"), say(question.rstrip(".") + ".", question), say("Write!")]

    def question(self, state: State) -> str:
        return state.settings.questions[state.card][state.face - 1]

    def _on_writing(self, state: State, _: None) -> list[Output]:
        state.phase = "bids"
        state.turn = 0
        return [Cue("stop"), say("Stop! Pencils down. Choose your bids.", "Stop!", urgent=True)]

    # --- bidding

    def _bidder(self, state: State) -> int:
        """Bids are entered round the table, starting with the reader."""
        return (state.reader + state.turn) % len(state.seats)

    def _on_bids(self, state: State, bid: int) -> list[Output]:
        state.seats[self._bidder(state)].bid = bid
        state.turn += 1
        if state.turn < len(state.seats):
            return []
        state.reading_order = reading_order(state.seats)
        state.turn = 0
        state.phase = "reading"
        order = [f"{state.seats[seat].name} {state.seats[seat].bid}" for seat in state.reading_order]
        return [say("Reading order: " + spoken_list(order) + ".", "Reading order set.")]

    # --- reading and moving

    def _on_reading(self, state: State, fulfilled: bool) -> list[Output]:
        seat = state.seats[state.reading_order[state.turn]]
        outputs: list[Output]
        if fulfilled:
            seat.moved = seat.bid or 0
            seat.space += seat.moved
            state.clock += 1
            seat.arrived = state.clock  # a newcomer goes below the cubes already there
            outputs = [Cue("success"), say(f"{seat.name} moves to {self._space_name(state, seat.space)}.")]
        else:
            outputs = [Cue("miss"), say(f"{seat.name} stays on {self._space_name(state, seat.space)}.")]
        state.turn += 1
        if state.turn < len(state.seats):
            return outputs
        return outputs + self._end_round(state)

    # --- the end of a round, and of the game

    def _end_round(self, state: State) -> list[Output]:
        outputs: list[Output] = [say("Standings: " + _positions(state) + ".", "Standings.")]
        if max(seat.space for seat in state.seats) >= state.settings.finish:
            state.winners = winners(state.seats, state.settings.finish)
            state.phase = "over"
            return outputs + [Cue("fanfare"), Say(self._result(state))]
        state.reader = seat_after(state.reader, len(state.seats))
        return outputs + self._begin_round(state)

    def _result(self, state: State) -> Line:
        names = [state.seats[seat].name for seat in state.winners]
        if len(names) == 1:
            return Line(f"{names[0]} wins Rapid List!", f"{names[0]} wins.")
        both = "both" if len(names) == 2 else "all"
        return Line(
            f"{spoken_list(names)} share the victory: high five!",
            f"{spoken_list(names)} {both} win.",
        )

    def _space_name(self, state: State, space: int) -> str:
        return space_name(space, state.settings.finish, self._is_challenge_space(state, space))

    # ----------------------------------------------------------- reports

    def where(self, state: State) -> Line:
        if state.phase == "over":
            return self._result(state)
        if state.round == 0:
            return Line("Rapid List, about to start.")
        reader = state.seats[state.reader].name
        return Line(f"Rapid List, round {state.round}, {reader} is reading.", f"Round {state.round}.")

    def standings(self, state: State) -> Line:
        return Line("Standings: " + _positions(state) + ".", "Standings.")

    def to_json(self, state: State) -> dict[str, Any]:
        return jsonable.to_json(state)

    def from_json(self, data: Mapping[str, Any]) -> State:
        return jsonable.from_json(State, data)


# ---------------------------------------------------------------- the rules as functions


def reading_order(seats: list[Seat]) -> list[int]:
    """Lower bid first; then the cube nearer Start; then the darker (later-arrived) cube."""
    return sorted(range(len(seats)), key=lambda i: (seats[i].bid or 0, seats[i].space, -seats[i].arrived))


def winners(seats: list[Seat], finish: int) -> list[int]:
    """Furthest onto or beyond Finish; then who moved furthest this round; else a shared win."""
    finishers = [i for i, seat in enumerate(seats) if seat.space >= finish]
    best = max((seats[i].space, seats[i].moved) for i in finishers)
    return [i for i in finishers if (seats[i].space, seats[i].moved) == best]


def space_name(space: int, finish: int, challenge: bool = False) -> str:
    if space == 0:
        return "Start"
    if space == finish:
        return "Finish"
    if space > finish:
        return f"{space - finish} past Finish"
    return f"space {space}" + (", a challenge space" if challenge else "")


def _positions(state: State) -> str:
    finish = state.settings.finish
    order = sorted(range(len(state.seats)), key=lambda i: (-state.seats[i].space, state.seats[i].arrived))
    return ", ".join(f"{state.seats[i].name} {_standing(state.seats[i].space, finish)}" for i in order)


def _standing(space: int, finish: int) -> str:
    if space == 0:
        return "at Start"
    if space == finish:
        return "at Finish"
    if space > finish:
        return f"{space - finish} past Finish"
    return f"on {space}"


def _words(count: int) -> str:
    return f"{count} word" + ("s" if count != 1 else "")


GAME = RapidList()


# ---------------------------------------------------------------- setup questions

BLUE, RED, CHALLENGES = "rapid_list/blue", "rapid_list/red", "rapid_list/challenges"


@dataclass(frozen=True)
class RapidListSetup:
    """Players, who is at the table (children get the blue deck only), and the timer."""

    library: Library
    defaults: Defaults

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        if "players" not in answers:
            return ask_players(MIN_SEATS, MAX_SEATS, self.defaults.players)
        if "kids" not in answers:
            return ask_yes_no("kids", "Are children playing? Then only the blue questions are used.")
        if not answers["kids"] and "decks" not in answers:
            return ask_choice(
                "decks",
                "Which questions?",
                [("both", "Blue and red"), ("blue", "Blue only"), ("red", "Red only")],
            )
        if "timer" not in answers:
            default = self.defaults.timers.get(GAME.id, 30)
            return ask_seconds("timer", "How long to write?", 10, 120, default, step=5)
        return None

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        chosen = "blue" if answers["kids"] else answers.get("decks", "both")
        deck_names = {"blue": [BLUE], "red": [RED], "both": [BLUE, RED]}[chosen]
        questions = {card: list(texts) for name in deck_names for card, texts in self.library.decks[name].items()}
        played = [card for name in deck_names for card in self.library.played.get(name, ())]
        return {
            "names": seat_names(self.defaults, answers["players"]),
            "questions": questions,
            "challenges": dict(self.library.decks[CHALLENGES]),
            "timer": answers["timer"],
            "played_questions": played,
            "played_challenges": list(self.library.played.get(CHALLENGES, ())),
        }


def setup(library: Library, defaults: Defaults) -> RapidListSetup:
    return RapidListSetup(library, defaults)

