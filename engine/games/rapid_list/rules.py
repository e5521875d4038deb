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

Every word the game says is a message in messages/<language>.ftl (the lines
built from several are lines.py's), so this module holds only the rules, and
the prompts say what is happening without naming a button.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Mapping, Sequence

from engine.core import (
    AskChance,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskTimer,
    Cue,
    InvalidSettings,
    Line,
    Option,
    Output,
    Placing,
    Prompt,
    Say,
    TimerCall,
)
from engine.mechanics import Pile, clockwise_from, leaders, parse_seated, roll, round_timer, seat_after, time_up
from engine.phases import OVER, PhaseGame
from engine.setup import clashes
from engine.teaching import first_time, taught_first, teach, teaching
from engine.words import Words
from engine.games.rapid_list import lines

words = Words("engine.games.rapid_list")

#: The name on the box, kept in every language (the history export groups games by it).
TITLE = "Rapid List"

STANDARD_TRACK = "NNNNNNNNCCCC"
# Named layouts offered in setup; a config may add its own track string.
TRACKS: dict[str, str] = {
    "standard": STANDARD_TRACK,
    "short": "NNNNNNCC",
    "early-challenge": "NNNNCNNNNCCC",
    "zigzag": "NNNCNNCNNCNC",
    "long": "NNNNNNNCNNNNCCCC",
}
MIN_SEATS, MAX_SEATS = 2, 8
SHORTEST_TIMER = 5  # seconds: less is no time to write anything
HIGHEST_BID = 21  # the bid cards 1..6 add up to 21
QUESTIONS_PER_CARD = 6

DOUBLER, VETO, NO_DICE, DROP_ANCHOR = "doubler", "veto", "no-dice", "drop-anchor"
VARIANTS: tuple[str, ...] = (DOUBLER, VETO, NO_DICE, DROP_ANCHOR)
# The "start the clock" answer of the declare step, which GO gives at once.
START = "start"
# The answers to "Every list reached its bid?": every list, one reader's fell short ("short:2"), or several did.
ALL_VALID, SHORT, SEVERAL = "all", "short:", "several"


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
    # challenge id -> lower-case phrases of questions it must never be paired with (docs/decks.md)
    challenge_avoid: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # challenge id -> seconds after the timer starts when its cue is due
    challenge_cues: dict[str, int] = field(default_factory=dict)
    # challenge id -> what its cue tells (engine.setup.CUE_KINDS); "write" when the card does not say
    challenge_cue_calls: dict[str, str] = field(default_factory=dict)
    # challenge id -> the highest bid its player may make this round ("no higher than six")
    challenge_caps: dict[str, int] = field(default_factory=dict)
    language: str = "en"  # what the game is spoken in (engine/language.py)
    teach: bool = False  # explain each rule the first time it matters (engine/teaching.py)

    @property
    def finish(self) -> int:
        return len(self.track) + 1

    def has(self, variant: str) -> bool:
        return variant in self.variants


def parse_settings(raw: Mapping[str, Any]) -> Settings:
    """Settings from JSON, refused with a message a player can act on when the game could not be played."""
    settings = parse_seated(Settings, raw, TITLE, MIN_SEATS, MAX_SEATS)
    if not settings.questions:
        raise InvalidSettings(words("no-question-cards"))
    if any(len(card) != QUESTIONS_PER_CARD for card in settings.questions.values()):
        raise InvalidSettings(words("six-questions"))
    if not settings.challenges:
        raise InvalidSettings(words("no-challenge-cards"))
    if settings.timer < SHORTEST_TIMER:
        raise InvalidSettings(words("timer-too-short", least=SHORTEST_TIMER))
    check_track(settings.track)
    if settings.head_starts and len(settings.head_starts) != len(settings.names):
        raise InvalidSettings(words("head-starts-for-all"))
    if any(not 0 <= head < settings.finish for head in settings.head_starts):
        raise InvalidSettings(words("head-start-on-track"))
    check_variants(settings.variants)
    return settings


def check_variants(variants: Sequence[str]) -> None:
    """Only the rulebook's variants, each once: a typo must not quietly play the plain game."""
    unknown = [name for name in variants if name not in VARIANTS]
    if unknown:
        raise InvalidSettings(words("unknown-variant", name=repr(unknown[0]), variants=", ".join(VARIANTS)))
    if len(set(variants)) != len(variants):
        raise InvalidSettings(words("variant-twice"))


def check_track(track: str) -> None:
    """Refuse tracks the rulebook would not allow: challenges too close to Start."""
    if not track or set(track) - {"N", "C"}:
        raise InvalidSettings(words("track-letters", track=repr(track)))
    if "C" in track[:3]:
        raise InvalidSettings(words("challenge-too-early", track=repr(track)))


def resolve_track(name_or_track: str) -> str:
    """A named layout ("short") or a literal track string ("NNNNCNNNNCCC"), checked."""
    track = TRACKS.get(name_or_track, name_or_track)
    if track not in TRACKS.values() and not set(track) <= {"N", "C"}:
        raise InvalidSettings(words("unknown-track", name=repr(name_or_track), tracks=", ".join(TRACKS)))
    check_track(track)
    return track


def head_start_for_age(age: int) -> int:
    """Younger players start ahead, so a child can race adults (FACTS.md)."""
    if age < 0:
        raise ValueError(f"an age cannot be negative: {age}")
    if age <= 9:
        return 6
    return {10: 4, 11: 2}.get(age, 0)


# ---------------------------------------------------------------- state


@dataclass
class Seat:
    name: str
    space: int = 0
    arrived: int = 0  # when the cube reached its space; later means darker
    bid: int | None = None
    last_bid: int | None = None  # the bid of the round before, offered first: players often bid alike
    moved: int = 0  # spaces moved in the current round
    doubler: bool = False  # still holds the doubler token
    veto: bool = False  # still holds the veto token
    doubling: bool = False  # declared the doubler for this round's question


class Phase(StrEnum):
    """The steps of the game, in the rulebook's order."""

    FIRST_READER = "first_reader"
    START_ORDER = "start_order"
    CHALLENGE = "challenge"
    SWAP_READY = "swap_ready"
    SWAP_CHALLENGE = "swap_challenge"
    ROLL = "roll"
    DIE = "die"
    CARD = "card"
    PICK = "pick"
    DECLARE = "declare"
    WRITING = "writing"
    BIDS = "bids"
    ALL_READ = "all_read"
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
    challenge: str = ""  # the challenge card in force this round; "" for none
    swap_told: bool = False  # the table has heard that the challenge does not suit, and waits to draw another
    # The seats still to answer, the one asked now first: bids round the table
    # from the reader, then the reading order. An answer takes its seat off.
    asking: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    taught: list[str] = field(default_factory=list)  # the rules said so far (engine/teaching.py)


# ---------------------------------------------------------------- the game


class RapidList(PhaseGame[State]):
    state_type = State
    phases = Phase
    id = "rapid-list"
    title = TITLE

    # ----------------------------------------------------------- setup

    def start(self, raw: Mapping[str, Any]) -> State:
        settings = parse_settings(raw)
        heads = settings.head_starts or (0,) * len(settings.names)
        names = [lines.team_name(name) if settings.teams else name for name in settings.names]
        return State(
            settings=settings,
            seats=[
                Seat(name, space=head, doubler=settings.has(DOUBLER), veto=settings.has(VETO)) for name, head in zip(names, heads)
            ],
            questions=Pile.fresh(settings.questions, settings.played_questions),
            challenges=Pile.fresh(settings.challenges, settings.played_challenges),
        )

    # ----------------------------------------------------------- the phases
    # Each phase is one block: what it asks (_ask_), then what it does with the answer (_on_).

    # --- before the first round: who reads first, and the order on Start

    def _ask_first_reader(self, state: State) -> Prompt:
        return AskChance(words("draw-first-asker"), "pick", tuple(range(len(state.seats))))

    def _on_first_reader(self, state: State, seat: int) -> list[Output]:
        """Nothing said: the first round's prompt names the reader ("Blue asks."), once."""
        state.reader = seat
        state.phase = Phase.START_ORDER
        return []

    def _ask_start_order(self, state: State) -> Prompt:
        return AskChance(words("line-up-cubes"), "shuffle", tuple(range(len(state.seats))))

    def _on_start_order(self, state: State, order: tuple[int, ...]) -> list[Output]:
        for seat in order:  # the first cube placed is the lightest
            state.clock += 1
            state.seats[seat].arrived = state.clock
        # Why the order on a space matters is taught where it first decides something: a reading order
        # with equal bids (`_ask_all_read`); with the line-up, three tables did not see why (session 49).
        outputs: list[Output] = [Say(lines.line_up(_places(state), state.settings.finish))]
        return self._opening(state) + outputs + self._begin_round(state)

    def _opening(self, state: State) -> list[Output]:
        """When teaching, before the line-up: the track to draw (the game in short was said in setup,
        before its first choice, and what a challenge space gives with the track question)."""
        settings = state.settings
        spaces = [space for space in range(1, settings.finish) if self._is_challenge_space(state, space)]
        return teach(state, "track", lines.track_taught(settings.finish, spaces))

    # --- the start of a round: the challenge check

    def _begin_round(self, state: State) -> list[Output]:
        state.round += 1
        for seat in state.seats:
            seat.moved = 0
            seat.bid = None
            seat.doubling = False
        state.challenge = ""
        state.challenged = self._challenged(state)
        outputs: list[Output] = []  # the round's number is in its start's press ("play round 3"), not said apart
        tokens = _tokens_left(state)
        if tokens:
            outputs.append(Say(tokens))
        # The challenge card is drawn on the reader's GO, not here: the last list
        # read stays undoable until then (issue 12: no answer is lost to chance).
        state.phase = Phase.ROLL
        return outputs

    def _challenged(self, state: State) -> list[int]:
        """The leader, or every player tied for the lead, on a challenge space.

        With drop anchor, every player standing on a challenge space instead.
        """
        if state.settings.has(DROP_ANCHOR):
            challenged = [index for index, seat in enumerate(state.seats) if self._is_challenge_space(state, seat.space)]
        else:
            ahead = leaders(range(len(state.seats)), lambda index: state.seats[index].space)
            challenged = ahead if self._is_challenge_space(state, state.seats[ahead[0]].space) else []
        # Named as the standings name them, from the front and the top cube first ("Green on top", then
        # "Red and Green lead" in the other order confused a table).
        return sorted(challenged, key=lambda index: (-state.seats[index].space, state.seats[index].arrived))

    def _is_challenge_space(self, state: State, space: int) -> bool:
        track = state.settings.track
        return 1 <= space <= len(track) and track[space - 1] == "C"

    def _ask_challenge(self, state: State) -> Prompt:
        return state.challenges.draw_prompt(words("draw-challenge"))

    def _on_challenge(self, state: State, card: str) -> list[Output]:
        state.challenges.take(card)
        state.challenge = card
        names = self._challenged_names(state)
        why = lines.challenged_because(names, state.settings.has(DROP_ANCHOR)) if first_time(state, "challenge") else ""
        outputs: list[Output] = [Cue("card"), Say(lines.challenge(names, state.settings.challenges[card], why))]
        if card not in state.settings.challenge_caps:  # a cap needs no cost: the bid question enforces it
            outputs += teach(state, "broken", words("challenge-cost-taught"))
        return outputs + self._to_question(state)

    def _challenged_names(self, state: State) -> list[str]:
        return [state.seats[seat].name for seat in state.challenged]

    # --- a challenge that clashes with the question is swapped (docs/decks.md, `avoid`)

    def _clashes(self, state: State, card: str) -> bool:
        return clashes(state.settings.challenge_avoid.get(card, ()), self.question(state))

    def _fitting_challenges(self, state: State) -> tuple[str, ...]:
        """Challenges that suit the question: from the pile's unplayed cards, else from the whole deck."""
        for cards in (state.challenges.remaining, list(state.settings.challenges)):
            fitting = tuple(card for card in cards if not self._clashes(state, card))
            if fitting:
                return fitting
        return ()

    def _check_challenge(self, state: State, outputs: list[Output], after_answer: bool = False) -> list[Output]:
        """Once the question is known: swap a clashing challenge (a draw, so replay stays exact), else go on.

        The challenge is drawn before the question, so only now can the pairing
        be tested; a swap or a dropped challenge is said in one line. When a
        player's answer (a picked question, a veto) made the clash, the new
        draw waits for GO, so that answer can still be taken back first.
        """
        if state.challenge and self._clashes(state, state.challenge):
            if self._fitting_challenges(state):
                state.phase = Phase.SWAP_READY if after_answer else Phase.SWAP_CHALLENGE
                return outputs
            state.challenge = ""
            outputs = outputs + [Say(words.line("no-challenge-fits"))]
        return outputs + self._after_question(state)

    def _ask_swap_ready(self, state: State) -> Prompt:
        return AskGo(words.line("challenge-does-not-suit"), action=words("draw-another-challenge"))

    def _on_swap_ready(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.SWAP_CHALLENGE
        state.swap_told = True
        return []

    def _ask_swap_challenge(self, state: State) -> Prompt:
        return AskChance(words("draw-suiting-challenge"), "pick", self._fitting_challenges(state), cue="card")

    def _on_swap_challenge(self, state: State, card: str) -> list[Output]:
        if card in state.challenges.remaining:
            state.challenges.take(card)
        state.challenge = card
        line = lines.challenge_swapped(self._challenged_names(state), state.settings.challenges[card], state.swap_told)
        state.swap_told = False
        return [Cue("card"), Say(line), *self._after_question(state)]

    # --- the question: the reader rolls the die, draws a card and reads it

    def _ask_roll(self, state: State) -> Prompt:
        """A round's start: the reader, and the press that starts it in words of the round's own
        ("play round 3"), so the front end says it every round (issue 38)."""
        no_dice = state.settings.has(NO_DICE)
        question = taught_first(
            state, "reader", lines.reader_taught(no_dice), lines.reader_up(state.seats[state.reader].name, no_dice)
        )
        return AskGo(question, action=lines.round_action(state.round, no_dice))

    def _on_roll(self, state: State, _: None) -> list[Output]:
        """The reader's GO draws the round's challenge card first, if anyone is challenged, then the question."""
        first_time(state, "reader")  # the reader's rule was said with the question (`_ask_roll`)
        if state.challenged:
            state.phase = Phase.CHALLENGE
            return state.challenges.reshuffle_note(words.line("challenges-reshuffled"))
        return self._to_question(state)

    def _to_question(self, state: State) -> list[Output]:
        if not state.settings.has(NO_DICE):
            state.phase = Phase.DIE
            return []
        state.phase = Phase.CARD
        return state.questions.reshuffle_note(words.line("questions-reshuffled"))

    def _ask_die(self, state: State) -> Prompt:
        return roll(QUESTIONS_PER_CARD, words("roll-question-die"))

    def _on_die(self, state: State, face: int) -> list[Output]:
        state.face = face
        state.phase = Phase.CARD
        # The face only picks the question, which comes at once; a table being taught hears it the first time.
        outputs: list[Output] = [Cue("dice"), *teach(state, "die", words.line("die-says", face=face))]
        return outputs + state.questions.reshuffle_note(words.line("questions-reshuffled"))

    def _ask_card(self, state: State) -> Prompt:
        return state.questions.draw_prompt(words("draw-question-card"))

    def _on_card(self, state: State, card: str) -> list[Output]:
        state.questions.take(card)
        state.card = card
        if state.settings.has(NO_DICE):
            state.phase = Phase.PICK
            texts = state.settings.questions[card]
            return [Cue("card"), *(Say(lines.numbered_question(face, text)) for face, text in enumerate(texts, start=1))]
        return self._check_challenge(state, [Cue("card"), self._read_question(state)])

    def question(self, state: State) -> str:
        return state.settings.questions[state.card][state.face - 1]

    def _read_question(self, state: State) -> Say:
        return Say(lines.question(self.question(state)))

    def _after_question(self, state: State) -> list[Output]:
        """Open the declare step if anyone may double or veto; else the clock starts."""
        if len(self._declarations(state)) > 1:
            state.phase = Phase.DECLARE
            return []
        return self._write(state)

    def _write(self, state: State) -> list[Output]:
        """The clock starts; a table being taught first hears what to write, once."""
        state.phase = Phase.WRITING
        start = words.line("write" if state.round == 1 else "write-again", again=False)
        return teach(state, "write", words("write-taught")) + [Say(start)]

    # --- no dice: the reader picks one of the six questions

    def _ask_pick(self, state: State) -> Prompt:
        texts = state.settings.questions[state.card]
        options = tuple(Option(str(face), lines.numbered_question(face, text).text) for face, text in enumerate(texts, start=1))
        return AskChoice(words.line("which-question", name=state.seats[state.reader].name), options)

    def _describe_pick(self, state: State, face: str) -> str:
        return words("pick-given", name=state.seats[state.reader].name, number=int(face))

    def _on_pick(self, state: State, face: str) -> list[Output]:
        state.face = int(face)
        name = state.seats[state.reader].name
        outputs: list[Output] = [Say(words.line("picks", name=name, number=state.face)), self._read_question(state)]
        return self._check_challenge(state, outputs, after_answer=True)

    # --- the doubler and the veto, declared right after the question

    def _declarations(self, state: State) -> list[Option]:
        """Start the clock, or a declaration some seat may still make now.

        Only what the rules allow is offered, so a refused declaration can
        never be chosen: a spent token, or a doubler from a challenge space.
        """
        options = [Option(START, words("start-the-clock"))]
        if state.settings.has(DOUBLER):
            options += [
                Option(f"double:{index}", words("doubles-option", name=seat.name))
                for index, seat in enumerate(state.seats)
                if seat.doubler and not self._is_challenge_space(state, seat.space)
            ]
        if state.settings.has(VETO):
            options += [
                Option(f"veto:{index}", words("vetoes-option", name=seat.name))
                for index, seat in enumerate(state.seats)
                if seat.veto
            ]
        return options

    def _ask_declare(self, state: State) -> Prompt:
        """Starting the clock is the main option: the front end offers it at once (GO on the buttons)."""
        options = tuple(self._declarations(state))
        kinds = {option.value.split(":")[0] for option in options[1:]}
        question = lines.declare_question(doubling="double" in kinds, vetoing="veto" in kinds)
        return AskChoice(question, options, main_option=START)

    def _describe_declare(self, state: State, value: str) -> str:
        if value == START:
            return words("start-the-clock")
        kind, index = value.split(":")
        name = state.seats[int(index)].name
        return words("doubler-given" if kind == "double" else "veto-given", name=name)

    def _on_declare(self, state: State, value: str) -> list[Output]:
        if value == START:
            return self._write(state)
        kind, index = value.split(":")
        seat = state.seats[int(index)]
        if kind == "double":
            seat.doubler = False
            seat.doubling = True
            return [Say(words.line("doubles", name=seat.name))]
        return self._veto(state, seat)

    def _veto(self, state: State, seat: Seat) -> list[Output]:
        """The next question on the same card replaces this one (6 wraps to 1).

        A doubler declared for the rejected question goes back to its owner:
        it was declared for a question nobody will write on.
        """
        seat.veto = False
        state.face = state.face % QUESTIONS_PER_CARD + 1
        outputs: list[Output] = [Say(words.line("vetoes", name=seat.name, number=state.face), fresh=True)]
        returned = [other for other in state.seats if other.doubling]
        for other in returned:
            other.doubling = False
            other.doubler = True
        outputs.append(self._read_question(state))
        if returned:
            outputs.append(Say(lines.doubler_back([other.name for other in returned])))
        if state.challenge and self._clashes(state, state.challenge):
            return self._check_challenge(state, outputs, after_answer=True)
        return outputs

    # --- writing against the clock

    def _ask_writing(self, state: State) -> Prompt:
        """The round timer; a challenge with a cue (`cue_after`) adds its call at that mark.

        Round 1 says the time left at its warning; later rounds sound the warning's cue
        alone, as the table learned it in round 1: that pays for every round start saying
        its press (issue 38) within the 20 s a round may talk (issue 23).
        """
        timer = round_timer(state.settings.timer)
        if state.round > 1:
            timer = replace(timer, calls=tuple(replace(call, line=None) for call in timer.calls))
        after = state.settings.challenge_cues.get(state.challenge) if state.challenge else None
        if after is None or not 0 < after < timer.seconds:
            return timer
        says = state.settings.challenge_cue_calls.get(state.challenge, "write")
        call = TimerCall(timer.seconds - after, lines.challenge_cue(self._challenged_names(state), says), cue="warning")
        calls = sorted((call, *timer.calls), key=lambda each: -each.remaining)  # stable: the challenge's call first
        return AskTimer(timer.seconds, tuple(calls))

    def _on_writing(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.BIDS
        state.asking = clockwise_from(state.reader, len(state.seats))  # bids go round the table from the reader
        # "Pencils down!" in round 1; after it the buzzer says it (the cue that `time_up` plays first).
        return time_up(words("pencils-down")) if state.round == 1 else [Cue("stop")]

    # --- bidding

    def _ask_bids(self, state: State) -> Prompt:
        """Offered at the bid entered, else last round's; a challenge's cap is said with the question and bounds it."""
        index = state.asking[0]
        seat = state.seats[index]
        cap = self._bid_cap(state, index)
        highest = cap or HIGHEST_BID
        default = min(seat.bid or seat.last_bid or 5, highest)
        first = index == state.reader
        question = taught_first(state, "bid", words("bid-taught"), lines.your_bid(seat.name, first, cap))
        return AskNumber(question, 1, highest, default)

    def _bid_cap(self, state: State, index: int) -> int | None:
        """The highest bid this seat's challenge allows this round; None when nothing caps it."""
        if index not in state.challenged or not state.challenge:
            return None
        return state.settings.challenge_caps.get(state.challenge)

    def _describe_bids(self, state: State, bid: int) -> str:
        return words("bid-given", name=state.seats[state.asking[0]].name, bid=bid)

    def _on_bids(self, state: State, bid: int) -> list[Output]:
        seat = state.seats[state.asking.pop(0)]
        seat.bid = seat.last_bid = bid
        first_time(state, "bid")  # the rule was said with this question (`_ask_bids`)
        if state.asking:
            return []
        state.asking = reading_order(state.seats)
        state.phase = Phase.ALL_READ
        return []

    # --- reading and moving: one question for the whole table; whose list fell short is its answer

    def _ask_all_read(self, state: State) -> Prompt:
        """The order, every bid and any challenge to mind, then "Every list reached its bid?", answered by whose fell short.

        Yes moves every cube; "No, Bob's" leaves Bob's and moves the rest: a
        round with one short list takes one answer, not one a reader. "Several"
        goes list by list (with two readers it means neither, which needs no more);
        it comes last, after each reader's, so a table with one short list does not
        scroll past it. The first verdict of a taught game says it waits for the reading.
        """
        bids = [(state.seats[seat].name, state.seats[seat].bid or 0, state.seats[seat].doubling) for seat in state.asking]
        first = teaching(state) and "read" not in state.taught
        question = lines.read_in_order(bids, state.round == 1, self._reminder(state), taught=first)
        if _equal_bids(state):  # taught: the stack decides who reads first, said the first time it does
            question = taught_first(state, "tie", words("tie-taught"), question)
        question = taught_first(state, "read", words("read-taught"), question)
        options = (
            Option(ALL_VALID, words("all-valid")),
            *(Option(f"{SHORT}{seat}", words("fell-short", name=state.seats[seat].name)) for seat in state.asking),
            Option(SEVERAL, words("several-short", readers=len(state.asking))),
        )
        return AskChoice(question, options)

    def _reminder(self, state: State) -> Line | None:
        """The round's challenge said again before the lists are read: the table judges them by it.

        Not a cap on the bid: the bid question said and enforced that already.
        """
        if not state.challenge or state.challenge in state.settings.challenge_caps:
            return None
        return lines.challenge_reminder(self._challenged_names(state), state.settings.challenges[state.challenge])

    def _describe_all_read(self, state: State, value: str) -> str:
        short = self._short_seats(state, value)
        return lines.all_judged(None if short is None else [state.seats[seat].name for seat in short])

    def _short_seats(self, state: State, value: str) -> list[int] | None:
        """The readers whose lists an answer to the verdict says fell short; None: list by list."""
        if value == ALL_VALID:
            return []
        if value.startswith(SHORT):
            return [int(value.removeprefix(SHORT))]
        return list(state.asking) if len(state.asking) == 2 else None  # "several" of two is both

    def _on_all_read(self, state: State, value: str) -> list[Output]:
        """Every reader whose list stood moves, in reading order (arrival order in a space follows it).

        No line a move: the standings that follow say where every cube is, and
        the reading order said who doubled.
        """
        first_time(state, "read")  # the rules were said with the question (`_ask_all_read`)
        if _equal_bids(state):
            first_time(state, "tie")
        short = self._short_seats(state, value)
        if short is None:
            state.phase = Phase.READING
            return [Say(words.line("list-by-list"))]
        names = [state.seats[seat].name for seat in short]
        outputs: list[Output] = [Cue("miss" if short else "success")]
        if short:
            outputs += teach(state, "short", lines.short_taught(names))
        while state.asking:
            index = state.asking.pop(0)
            if index not in short:
                self._move(state, state.seats[index])
        return outputs + self._end_round(state)

    def _move(self, state: State, seat: Seat) -> None:
        """A fulfilled bid: forward by the bid (twice it when doubling), below any cubes already there."""
        seat.moved = (seat.bid or 0) * (2 if seat.doubling else 1)
        seat.space += seat.moved
        state.clock += 1
        seat.arrived = state.clock  # a newcomer goes below the cubes already there

    def _ask_reading(self, state: State) -> Prompt:
        seat = state.seats[state.asking[0]]
        return AskConfirm(lines.read_your_list(seat.name, seat.bid or 0, seat.doubling))

    def _describe_reading(self, state: State, fulfilled: bool) -> str:
        seat = state.seats[state.asking[0]]
        return lines.list_judged(seat.name, seat.bid or 0, fulfilled)

    def _on_reading(self, state: State, fulfilled: bool) -> list[Output]:
        """One reader's list: a cue for the verdict; where the cubes stand is the standings' to say, once."""
        seat = state.seats[state.asking.pop(0)]
        if fulfilled:
            self._move(state, seat)
        outputs: list[Output] = [Cue("success" if fulfilled else "miss")]
        if not fulfilled:
            outputs += teach(state, "short", lines.short_taught([seat.name]))
        return outputs + (self._end_round(state) if not state.asking else [])

    # --- the end of a round, and of the game

    def _end_round(self, state: State) -> list[Output]:
        """The standings, then the next round; at the end the winner alone, with why when several crossed
        ("On Finish, from the top: Green, ..." before "Yellow wins" made a table think Green had won,
        and the stack no longer matters once the game is over)."""
        standings = Say(lines.round_standings(_places(state), state.settings.finish))
        if max(seat.space for seat in state.seats) >= state.settings.finish:
            state.winners = winners(state.seats, state.settings.finish)
            state.phase = OVER
            return [Cue("fanfare"), Say(self.result(state))]
        outputs: list[Output] = teach(state, "stack", words("stack-taught")) if _landed_on_others(state) else []
        state.reader = seat_after(state.reader, len(state.seats))
        return outputs + [standings] + self._begin_round(state)

    def result(self, state: State) -> Line:
        return lines.winners([state.seats[seat].name for seat in state.winners], _why_they_won(state))

    def placings(self, state: State) -> list[Placing]:
        """The score is the space reached (past Finish keeps its full distance)."""
        return [Placing(seat.name, seat.space, index in state.winners) for index, seat in enumerate(state.seats)]

    # ----------------------------------------------------------- reports

    def where(self, state: State) -> Line:
        if state.phase == OVER:
            return self.result(state)
        if state.round == 0:
            return words.line("about-to-start")
        # After the clock the question is said nowhere else; before it, a resume reads it again anyway.
        known = state.phase in (Phase.BIDS, Phase.ALL_READ, Phase.READING)
        bids = [(seat.name, seat.bid) for seat in state.seats if seat.bid is not None] if state.phase == Phase.BIDS else []
        # The prompt that follows names the reader ("Blue asks.", "Blue, which question?"): not twice.
        named_next = state.phase in (Phase.ROLL, Phase.PICK)
        reader = "" if named_next else state.seats[state.reader].name
        return lines.reading_now(state.round, reader, self.question(state) if known else "", bids)

    def standings(self, state: State) -> Line:
        return lines.standings(_places(state), state.settings.finish, _tokens_left(state))


# ---------------------------------------------------------------- the rules as functions


def _equal_bids(state: State) -> bool:
    """Two readers of this round bid alike, so the stack decides who of them reads first."""
    bids = [state.seats[seat].bid for seat in state.asking]
    return len(set(bids)) < len(bids)


def reading_order(seats: list[Seat]) -> list[int]:
    """Lower bid first; then the cube nearer Start; then the darker (later-arrived) cube."""
    return sorted(range(len(seats)), key=lambda i: (seats[i].bid or 0, seats[i].space, -seats[i].arrived))


def winners(seats: list[Seat], finish: int) -> list[int]:
    """Furthest onto or beyond Finish; then who moved furthest this round; else a shared win."""
    finishers = [i for i, seat in enumerate(seats) if seat.space >= finish]
    return leaders(finishers, lambda i: (seats[i].space, seats[i].moved))


def _why_they_won(state: State) -> str:
    """Which tie-break decided, when more than one cube crossed Finish ("" when only one did)."""
    seats, finish = state.seats, state.settings.finish
    finishers = [i for i, seat in enumerate(seats) if seat.space >= finish]
    if len(finishers) < 2:
        return ""
    furthest = max(seats[i].space for i in finishers)
    if sum(1 for i in finishers if seats[i].space == furthest) == 1:
        return words("furthest")
    return words("biggest-move" if len(state.winners) == 1 else "same-move")


def _landed_on_others(state: State) -> bool:
    """A cube moved this round onto a space where another had arrived before it (it went below)."""
    return any(
        mover.moved and other is not mover and other.space == mover.space and other.arrived < mover.arrived
        for mover in state.seats
        for other in state.seats
    )


def _places(state: State) -> list[tuple[str, int]]:
    """Every cube from the front; on a shared space the lighter (earlier-arrived) one first."""
    order = sorted(range(len(state.seats)), key=lambda i: (-state.seats[i].space, state.seats[i].arrived))
    return [(state.seats[i].name, state.seats[i].space) for i in order]


def _tokens_left(state: State) -> Line | None:
    """Who still holds a doubler or a veto, said at each round's start."""

    def holders(variant: str, holds: str) -> list[str] | None:
        if not state.settings.has(variant):
            return None
        return [seat.name for seat in state.seats if getattr(seat, holds)]

    return lines.tokens_left(holders(DOUBLER, "doubler"), holders(VETO, "veto"), len(state.seats))


GAME = RapidList()
