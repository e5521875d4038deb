"""Rapid List: write fast, bid on your list, read it out, race up the track.

Read top to bottom, this module follows the rulebook: setup, the start of a
round (the challenge check), writing against the clock, bidding, the reading
order, movement, and the end of the game with its tie-breaks.

The track is a string of spaces between Start (space 0) and Finish: "N" for a
normal space, "C" for a challenge space. With the standard track Finish is
space 13. A cube can go past Finish and keeps its full distance.

The rulebook's variants are settings, so replay and resume honour them:
the doubler and the veto (tokens each seat holds once per game, declared in
a short "declare" step after the question is read), no dice (the reader picks
one of the card's six questions) and drop anchor (everyone on a challenge
space takes the challenge). Teams are seats whose names are spoken as teams.

Cubes sharing a space are stacked by arrival: every cube records the tick at
which it arrived, so a later arrival is "darker" and reads earlier on a tie.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Mapping

from engine import jsonable
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
from engine.mechanics import Pile, roll, round_timer, seat_after
from engine.phrases import spoken_list
from engine.phases import OVER, PhaseGame

STANDARD_TRACK = "NNNNNNNNCCCC"
# Named layouts offered in setup; a config may add its own track string.
TRACKS: dict[str, str] = {
    "standard": STANDARD_TRACK,
    "short": "NNNNNNCC",
    "early-challenge": "NNNNCNNNNCCC",
    "zigzag": "NNNCNNCNNCNC",
    "long": "NNNNNNNCNNNNCCCC",
}
TRACK_LABELS: dict[str, str] = {
    "standard": "Standard: 8 normal spaces, then 4 challenges",
    "short": "Short: 6 normal spaces, then 2 challenges",
    "early-challenge": "Early challenge: a challenge on space 5",
    "zigzag": "Zigzag: a challenge every third space",
    "long": "Long: 16 spaces with 5 challenges",
}
MIN_SEATS, MAX_SEATS = 2, 8
HIGHEST_BID = 21  # the bid cards 1..6 add up to 21
QUESTIONS_PER_CARD = 6

DOUBLER, VETO, NO_DICE, DROP_ANCHOR = "doubler", "veto", "no-dice", "drop-anchor"
VARIANTS: tuple[str, ...] = (DOUBLER, VETO, NO_DICE, DROP_ANCHOR)
# The "start the clock" answer of the declare step, which GO gives at once.
START = "start"


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
    variants: tuple[str, ...] = ()
    teams: bool = False  # the names are team names

    @property
    def finish(self) -> int:
        return len(self.track) + 1

    def has(self, variant: str) -> bool:
        return variant in self.variants


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
    unknown = [name for name in settings.variants if name not in VARIANTS]
    if unknown:
        raise InvalidSettings(f"Unknown variant {unknown[0]!r}; the variants are: {', '.join(VARIANTS)}.")
    if len(set(settings.variants)) != len(settings.variants):
        raise InvalidSettings("Each variant can be chosen only once.")
    return settings


def check_track(track: str) -> None:
    """Refuse tracks the rulebook would not allow: challenges too close to Start."""
    if not track or set(track) - {"N", "C"}:
        raise InvalidSettings(
            f"The track {track!r} is not valid: a track is a string of N (normal) and C (challenge) "
            "spaces, like NNNNNNNNCCCC."
        )
    if "C" in track[:3]:
        raise InvalidSettings(
            f"The track {track!r} is not valid: the first three spaces after Start must be normal "
            "spaces, not challenge spaces."
        )


def resolve_track(name_or_track: str) -> str:
    """A named layout ("short") or a literal track string ("NNNNCNNNNCCC"), checked."""
    track = TRACKS.get(name_or_track, name_or_track)
    if track not in TRACKS.values() and not set(track) <= {"N", "C"}:
        raise InvalidSettings(
            f"Unknown track {name_or_track!r}: use one of {', '.join(TRACKS)}, "
            "or a string of N (normal) and C (challenge) spaces like NNNNCNNNNCCC."
        )
    check_track(track)
    return track


def head_start_for_age(age: int) -> int:
    """Younger players start ahead, so a child can race adults (FACTS.md)."""
    if age < 0:
        raise ValueError(f"an age cannot be negative: {age}")
    if age <= 9:
        return 6
    return {10: 4, 11: 2}.get(age, 0)


def team_name(name: str) -> str:
    """How a team is addressed aloud: 'Team Red', unless the name already says team."""
    return name if name.lower().startswith("team") else f"Team {name}"


# ---------------------------------------------------------------- state


@dataclass
class Seat:
    name: str
    space: int = 0
    arrived: int = 0  # when the cube reached its space; later means darker
    bid: int | None = None
    moved: int = 0  # spaces moved in the current round
    doubler: bool = False  # still holds the doubler token
    veto: bool = False  # still holds the veto token
    doubling: bool = False  # declared the doubler for this round's question


class Phase(StrEnum):
    """The steps of the game, in the rulebook's order."""

    FIRST_READER = "first_reader"
    START_ORDER = "start_order"
    CHALLENGE = "challenge"
    ROLL = "roll"
    DIE = "die"
    CARD = "card"
    PICK = "pick"
    DECLARE = "declare"
    WRITING = "writing"
    BIDS = "bids"
    READING = "reading"


@dataclass
class State:
    settings: Settings
    seats: list[Seat]
    phase: str = Phase.FIRST_READER
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


class RapidList(PhaseGame[State]):
    state_type = State
    phases = Phase
    id = "rapid-list"
    title = "Rapid List"

    # ----------------------------------------------------------- setup

    def start(self, raw: Mapping[str, Any]) -> State:
        settings = parse_settings(raw)
        heads = settings.head_starts or (0,) * len(settings.names)
        names = [team_name(name) if settings.teams else name for name in settings.names]
        return State(
            settings=settings,
            seats=[
                Seat(name, space=head, doubler=settings.has(DOUBLER), veto=settings.has(VETO))
                for name, head in zip(names, heads)
            ],
            questions=Pile.fresh(settings.questions, settings.played_questions),
            challenges=Pile.fresh(settings.challenges, settings.played_challenges),
        )

    # ----------------------------------------------------------- the phases
    # Each phase is one block: what it asks (_ask_), then what it does with the answer (_on_).

    # --- before the first round: who reads first, and the order on Start

    def _ask_first_reader(self, state: State) -> Prompt:
        return AskChance("draw the first reader", "pick", tuple(range(len(state.seats))))

    def _on_first_reader(self, state: State, seat: int) -> list[Output]:
        state.reader = seat
        state.phase = Phase.START_ORDER
        return [say(f"{state.seats[seat].name} reads first.")]

    def _ask_start_order(self, state: State) -> Prompt:
        return AskChance("line the cubes up on Start", "shuffle", tuple(range(len(state.seats))))

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
            seat.doubling = False
        state.challenged = self._challenged(state)
        outputs: list[Output] = [say(f"Round {state.round}.")]
        tokens = _tokens_left(state)
        if tokens:
            outputs.append(Say(tokens))
        if state.challenged:
            state.phase = Phase.CHALLENGE
            if state.challenges.needs_reshuffle:
                outputs.append(say("All challenge cards are used; shuffling them back in.", "Challenges reshuffled."))
        else:
            state.phase = Phase.ROLL
        return outputs

    def _challenged(self, state: State) -> list[int]:
        """The leader, or every player tied for the lead, on a challenge space.

        With drop anchor, every player standing on a challenge space instead.
        """
        if state.settings.has(DROP_ANCHOR):
            return [index for index, seat in enumerate(state.seats) if self._is_challenge_space(state, seat.space)]
        lead = max(seat.space for seat in state.seats)
        if not self._is_challenge_space(state, lead):
            return []
        return [index for index, seat in enumerate(state.seats) if seat.space == lead]

    def _is_challenge_space(self, state: State, space: int) -> bool:
        track = state.settings.track
        return 1 <= space <= len(track) and track[space - 1] == "C"

    def _ask_challenge(self, state: State) -> Prompt:
        return state.challenges.draw_prompt("draw the top challenge card")

    def _on_challenge(self, state: State, card: str) -> list[Output]:
        state.challenges.take(card)
        names = spoken_list([state.seats[seat].name for seat in state.challenged])
        text = state.settings.challenges[card]
        state.phase = Phase.ROLL
        return [Cue("card"), say(f"Challenge for {names}: {text}", f"Challenge for {names}.")]

    # --- the question: the reader rolls the die, draws a card and reads it

    def _ask_roll(self, state: State) -> Prompt:
        name = state.seats[state.reader].name
        if state.settings.has(NO_DICE):
            return AskGo(Line(f"{name}, press GO to draw a question card.", f"{name}, press GO."))
        return AskGo(Line(f"{name}, press GO to roll for the question.", f"{name}, press GO."))

    def _on_roll(self, state: State, _: None) -> list[Output]:
        if not state.settings.has(NO_DICE):
            state.phase = Phase.DIE
            return []
        state.phase = Phase.CARD
        return self._reshuffle_questions_line(state)

    def _ask_die(self, state: State) -> Prompt:
        return roll(6)

    def _on_die(self, state: State, face: int) -> list[Output]:
        state.face = face
        state.phase = Phase.CARD
        outputs: list[Output] = [Cue("dice"), say(f"The die shows {face}.", f"{face}.")]
        return outputs + self._reshuffle_questions_line(state)

    def _reshuffle_questions_line(self, state: State) -> list[Output]:
        if not state.questions.needs_reshuffle:
            return []
        return [say("Every question card has been played; shuffling them back in.", "Questions reshuffled.")]

    def _ask_card(self, state: State) -> Prompt:
        return state.questions.draw_prompt("draw the top question card")

    def _on_card(self, state: State, card: str) -> list[Output]:
        state.questions.take(card)
        state.card = card
        if state.settings.has(NO_DICE):
            state.phase = Phase.PICK
            texts = state.settings.questions[card]
            return [Cue("card")] + [
                say(f"{face}: {_sentence(text)}", f"{face}.") for face, text in enumerate(texts, start=1)
            ]
        return [Cue("card"), self._read_question(state)] + self._after_question(state)

    def question(self, state: State) -> str:
        return state.settings.questions[state.card][state.face - 1]

    def _read_question(self, state: State) -> Say:
        question = self.question(state)
        return say(_sentence(question), question)

    def _after_question(self, state: State) -> list[Output]:
        """Open the declare step if anyone may double or veto; else the clock starts."""
        if len(self._declarations(state)) > 1:
            state.phase = Phase.DECLARE
            return []
        state.phase = Phase.WRITING
        return [say("Write!")]

    # --- no dice: the reader picks one of the six questions

    def _ask_pick(self, state: State) -> Prompt:
        name = state.seats[state.reader].name
        texts = state.settings.questions[state.card]
        options = tuple(Option(str(face), f"{face}: {_sentence(text)}") for face, text in enumerate(texts, start=1))
        line = Line(f"{name}, which question? UP and DOWN to hear them, OK to choose.", f"{name}, which one?")
        return AskChoice(line, options)

    def _on_pick(self, state: State, face: str) -> list[Output]:
        state.face = int(face)
        name = state.seats[state.reader].name
        return [say(f"{name} picks {face}.", f"{face}."), self._read_question(state)] + self._after_question(state)

    # --- the doubler and the veto, declared right after the question

    def _declarations(self, state: State) -> list[Option]:
        """Start the clock, or a declaration some seat may still make now.

        Only what the rules allow is offered, so a refused declaration can
        never be chosen: a spent token, or a doubler from a challenge space.
        """
        options = [Option(START, "Start the clock")]
        if state.settings.has(DOUBLER):
            options += [
                Option(f"double:{index}", f"{seat.name} doubles")
                for index, seat in enumerate(state.seats)
                if seat.doubler and not self._is_challenge_space(state, seat.space)
            ]
        if state.settings.has(VETO):
            options += [
                Option(f"veto:{index}", f"{seat.name} vetoes") for index, seat in enumerate(state.seats) if seat.veto
            ]
        return options

    def _ask_declare(self, state: State) -> Prompt:
        options = tuple(self._declarations(state))
        kinds = sorted({option.value.split(":")[0] for option in options[1:]})
        asking = {
            ("double",): "Anyone doubling? ",
            ("veto",): "Anyone vetoing? ",
            ("double", "veto"): "Anyone doubling or vetoing? ",
        }
        text = asking.get(tuple(kinds), "") + "GO starts the clock."
        return AskChoice(Line(text, "GO to start."), options, main_option=START)

    def _on_declare(self, state: State, value: str) -> list[Output]:
        if value == START:
            state.phase = Phase.WRITING
            return [say("Write!")]
        kind, index = value.split(":")
        seat = state.seats[int(index)]
        if kind == "double":
            seat.doubler = False
            seat.doubling = True
            return [say(f"{seat.name} doubles this question.", f"{seat.name} doubles.")]
        return self._veto(state, seat)

    def _veto(self, state: State, seat: Seat) -> list[Output]:
        """The next question on the same card replaces this one (6 wraps to 1).

        A doubler declared for the rejected question goes back to its owner:
        it was declared for a question nobody will write on.
        """
        seat.veto = False
        state.face = state.face % QUESTIONS_PER_CARD + 1
        outputs: list[Output] = [say(f"{seat.name} vetoes. Question {state.face} instead:", f"{seat.name} vetoes.")]
        returned = [other for other in state.seats if other.doubling]
        for other in returned:
            other.doubling = False
            other.doubler = True
        outputs.append(self._read_question(state))
        if returned:
            names = spoken_list([other.name for other in returned])
            outputs.append(say(f"Doubler back to {names}.", "Doubler returned."))
        return outputs

    # --- writing against the clock

    def _ask_writing(self, state: State) -> Prompt:
        return round_timer(state.settings.timer)

    def _on_writing(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.BIDS
        state.turn = 0
        return [Cue("stop"), say("Stop! Pencils down. Choose your bids.", "Stop!", urgent=True)]

    # --- bidding

    def _bidder(self, state: State) -> int:
        """Bids are entered round the table, starting with the reader."""
        return (state.reader + state.turn) % len(state.seats)

    def _ask_bids(self, state: State) -> Prompt:
        seat = state.seats[self._bidder(state)]
        default = seat.bid or 5
        return AskNumber(Line(f"{seat.name}, your bid?", f"{seat.name}?"), 1, HIGHEST_BID, default)

    def _on_bids(self, state: State, bid: int) -> list[Output]:
        state.seats[self._bidder(state)].bid = bid
        state.turn += 1
        if state.turn < len(state.seats):
            return []
        state.reading_order = reading_order(state.seats)
        state.turn = 0
        state.phase = Phase.READING
        order = [f"{state.seats[seat].name} {state.seats[seat].bid}" for seat in state.reading_order]
        return [say("Reading order: " + spoken_list(order) + ".", "Reading order set.")]

    # --- reading and moving

    def _ask_reading(self, state: State) -> Prompt:
        seat = state.seats[state.reading_order[state.turn]]
        words = _words(seat.bid or 0)
        if seat.doubling:
            text = f"{seat.name}, read {words} for a double move. All of them valid?"
            return AskConfirm(Line(text, f"{seat.name}, all {seat.bid}?"))
        return AskConfirm(Line(f"{seat.name}, read {words}. All of them valid?", f"{seat.name}, all {seat.bid}?"))

    def _on_reading(self, state: State, fulfilled: bool) -> list[Output]:
        seat = state.seats[state.reading_order[state.turn]]
        outputs: list[Output]
        if fulfilled:
            seat.moved = (seat.bid or 0) * (2 if seat.doubling else 1)
            seat.space += seat.moved
            state.clock += 1
            seat.arrived = state.clock  # a newcomer goes below the cubes already there
            where = self._space_name(state, seat.space)
            if seat.doubling:
                outputs = [Cue("success"), say(f"Doubled! {seat.name} moves {seat.moved} to {where}.")]
            else:
                outputs = [Cue("success"), say(f"{seat.name} moves to {where}.")]
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
            state.phase = OVER
            return outputs + [Cue("fanfare"), Say(self.result(state))]
        state.reader = seat_after(state.reader, len(state.seats))
        return outputs + self._begin_round(state)

    def result(self, state: State) -> Line:
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
        if state.phase == OVER:
            return self.result(state)
        if state.round == 0:
            return Line("Rapid List, about to start.")
        reader = state.seats[state.reader].name
        return Line(f"Rapid List, round {state.round}, {reader} is reading.", f"Round {state.round}.")

    def standings(self, state: State) -> Line:
        tokens = _tokens_left(state)
        extra = " " + tokens.text if tokens else ""
        return Line("Standings: " + _positions(state) + "." + extra, "Standings.")



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
    """The short form for the standings: "at Start", "on 7", "2 past Finish"."""
    if 0 < space < finish:
        return f"on {space}"
    name = space_name(space, finish)
    return name if space > finish else f"at {name}"


def _words(count: int) -> str:
    return f"{count} word" + ("s" if count != 1 else "")


def _sentence(text: str) -> str:
    return text.rstrip(".") + "."


def _tokens_left(state: State) -> Line | None:
    """Who still holds a doubler or a veto, said at each round's start."""
    parts = []
    for variant, token in ((DOUBLER, "doubler"), (VETO, "veto")):
        if not state.settings.has(variant):
            continue
        holders = [seat.name for seat in state.seats if getattr(seat, token)]
        if len(holders) == len(state.seats):
            parts.append(f"Everyone has a {token}.")
        elif holders:
            parts.append(f"Still holding a {token}: {spoken_list(holders)}.")
    if not parts:
        return None
    return Line(" ".join(parts), "Tokens left.")


GAME = RapidList()
