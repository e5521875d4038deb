"""Dabble: build five words from twenty tiles before the timer runs out.

Read top to bottom, this module follows the rulebook: setup, the start of a
round (and its subject, in Advanced Play), the timer, who built all five
words, the round's points, the extras (apostrophes, subject words,
challenges), and the end of the game at the winning score. Apostrophes are
asked about only in a language whose words take them (messages/<language>.toml,
`apostrophes`): a Spanish game takes the two apostrophe tiles out of the bag.

Players keep their tiles and racks; the device keeps the time and does the
arithmetic. A *round* here is a scored round: when nobody finishes, players
swap tiles and the timer runs again within the same round (same subject).
The scoring itself lives in scoring.py, as a pure function, and every word
spoken or asked in messages/<language>.ftl (the lines joined from several
messages: said.py), so this module holds only the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import combinations
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
from engine.games.dabble import said
from engine.games.dabble.scoring import (
    APOSTROPHE_TILES,
    UNUSED_APOSTROPHE_POINTS,
    Challenge,
    Parts,
    RoundFacts,
    outcome,
    round_parts,
    round_winners,
    score_round,
)
from engine.mechanics import Pile, clockwise_from, leaders, parse_seated, round_timer, time_up
from engine.phases import OVER, PhaseGame
from engine.teaching import teach, teaching
from engine.words import Words

words = Words("engine.games.dabble")

MIN_SEATS, MAX_SEATS = 2, 4
TILES_EACH = 20
# Far above anything twenty tiles can be worth; it only stops a runaway UP button.
VALUE_CAP = 300
# Where each value question starts, so a common answer is a few presses from it, not one UP per point
# from 0 (issue 12: a 4-player round took 52 presses). The step stays 1: tile values are any whole
# number, and a coarser step would make most of them impossible to enter; a held UP or DOWN already
# moves five at a time on the device. Unused tiles: a rack that missed by a few tiles is worth about
# 15, and from a player's second rack on, about what their last one was (issue 37: offered at 15
# every round); a best word is about 10; a word lost in a challenge about 5. Apostrophe and subject
# words are asked only of the players named as having some, and start at 0.
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
    teach: bool = False  # explain each rule the first time it matters (engine/teaching.py)


def parse_settings(raw: Mapping[str, Any]) -> Settings:
    """The shared seat checks first (a seat may be a team), then what only Dabble needs."""
    settings = parse_seated(Settings, raw, words("title"), MIN_SEATS, MAX_SEATS, who=words("seats"), one=words("seat"))
    if not isinstance(settings.target, int) or settings.target < 1:
        raise InvalidSettings(words("winning-score-too-low"))
    if not isinstance(settings.timer, int) or settings.timer < MIN_TIMER:
        raise InvalidSettings(words("timer-too-short", low=MIN_TIMER))
    if settings.subject_words and not settings.subjects:
        raise InvalidSettings(words("no-subjects"))
    return settings


# ---------------------------------------------------------------- state


@dataclass
class Seat:
    name: str
    # Points in each scored round, in order: a tuple, so a state copy shares it (it is replaced, never changed).
    rounds: tuple[int, ...] = ()
    # What this seat's unused tiles were worth the last round it had some (None before): where the question starts.
    unused: int | None = None

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
    UNUSED = "unused"
    BEST_WORD = "best_word"
    EXTRAS = "extras"
    APOSTROPHE_WHO = "apostrophe_who"
    APOSTROPHE_WORDS = "apostrophe_words"
    BEST_APOSTROPHE = "best_apostrophe"
    APOSTROPHES_UNUSED = "apostrophes_unused"
    SUBJECT_WHO = "subject_who"
    SUBJECT_WORDS = "subject_words"
    CHALLENGE_VALUE = "challenge_value"


# What "Any extras?" offers after No (a rejected word carries its seat: "challenge:2"); rules and goldens name them.
NONE, CHALLENGE, APOSTROPHE, TILES_LEFT, SUBJECT = "none", "challenge", "apostrophe", "apostrophe_tiles", "subject"


# Where each of the other answers to "Any extras?" goes next.
ASKED_NEXT = {APOSTROPHE: Phase.APOSTROPHE_WHO, TILES_LEFT: Phase.APOSTROPHES_UNUSED, SUBJECT: Phase.SUBJECT_WHO}


def _one_extra(kind: str, seat: int) -> str:
    """An extra of `kind` for one seat, as offered and as noted once entered: "apostrophe:1"."""
    return ":".join((kind, str(seat)))


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
    winners: list[int] = field(default_factory=list)
    # The extras entered this round, as "Which extra?" offers them, with the seat: "apostrophe:1", "apostrophe_tiles".
    extras: list[str] = field(default_factory=list)
    taught: list[str] = field(default_factory=list)  # the rules said so far (engine/teaching.py)
    # Who finished the last scored round, as "Who finished?" names them ("0", "0,2", "all"): offered first
    # next round, as each rack is offered at its last value (issue 37, point 7). Empty before the first.
    last_finished: str = ""


# ---------------------------------------------------------------- the game


class Dabble(PhaseGame[State]):
    state_type = State
    phases = Phase
    id = "dabble"
    title = words("title")

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
            return AskGo(said.swap_tiles(), action=words("start-again"))
        if state.round == 1:  # taught, the opening comes with it: the last question before the first go
            return AskGo(said.draw_tiles(TILES_EACH, teaching(state)), action=words("start"))
        # Each later round names its own action, so the table hears what to press every round (issue 38).
        return AskGo(said.fresh_tiles(state.round), action=words("start-round", round=state.round))

    def _on_ready(self, state: State, _: None) -> list[Output]:
        if state.runs == 0 and state.settings.subject_words:
            state.phase = Phase.SUBJECT  # the draw says the rest (_on_subject)
            return []
        if state.runs == 0:
            return [Say(said.round_goes(state.round))] + self._start_timer(state)
        # After a swap: the same round, so the same subject, said again before the timer.
        outputs: list[Output] = []
        if state.subject:
            outputs.append(Say(words.line("same-subject", name=state.settings.subjects[state.subject].name)))
        return outputs + [Say(words.line("go", again=False))] + self._start_timer(state)

    def _ask_subject(self, state: State) -> Prompt:
        return state.subjects.draw_prompt(words("draw-subject"))

    def _on_subject(self, state: State, subject_id: str) -> list[Output]:
        """The subject, then go. A resume says a draw's lines again, so that after the buzzer the table
        hears the subject its words may score on; the go is urgent, which a resume leaves out once
        the timer has run (device/referee/resuming.py): "Go!" there sent a table back to its tiles
        (issue 37). Urgent also cuts short whatever the GO press interrupted, and nothing else:
        every line of the round's start is in this one batch, the pile's reshuffle note too."""
        reshuffled = state.subjects.reshuffle_note(words.line("subjects-reshuffled"))
        state.subjects.take(subject_id)
        state.subject = subject_id
        subject = state.settings.subjects[subject_id]
        return (
            reshuffled
            + teach(state, "subject_drawn", words.line("subject-rule"))
            + [
                Cue("card"),
                Say(said.subject(subject.name, subject.examples)),
                Say(said.round_goes(state.round), urgent=True),
            ]
            + self._start_timer(state)
        )

    def _start_timer(self, state: State) -> list[Output]:
        state.runs += 1
        state.phase = Phase.TIMER
        return []

    # --- the timer, and who built all five words

    def _ask_timer(self, state: State) -> Prompt:
        """Round 1 says the time left at each warning; later rounds sound the warning's cue alone, as
        the table learned it in round 1 (Rapid List does the same): that pays for each round start
        saying its press (issue 38) within the 20 s a round may talk (issue 37)."""
        timer = round_timer(state.settings.timer, warnings=TIMER_WARNINGS)
        if state.round > 1:
            timer = replace(timer, calls=tuple(replace(call, line=None) for call in timer.calls))
        return replace(timer, rule=words("round-rule"))  # hold OK mid-round: an early finisher waits

    def _on_timer(self, state: State, _: None) -> list[Output]:
        """ "Hands off!" in round 1; after it the buzzer says it (the cue `time_up` plays first)."""
        state.phase = Phase.WHO
        stop = time_up(words("hands-off")) if state.round == 1 else [Cue("stop")]
        shown = teach(state, "show", words.line("show-words")) + teach(state, "rejected_cost", words.line("rejected-cost"))
        if teaching(state) and not shown:  # a taught table went from the round 2 buzzer to "Who finished?" unchallenged
            shown = [Say(words.line("show-again"))]  # (session 46); taught only, so not in an untaught round's budget
        return stop + shown

    def _ask_who(self, state: State) -> Prompt:
        """Nobody, each player, each two and each three of them, then everybody: one answer, whoever
        finished. A lone finisher, the usual case, is UP and OK, with nothing after it ("Anyone
        else? No" cost every such round a press, issue 37); more are a longer hold of UP (or,
        for everybody or three of four, DOWN round from Nobody), still one press and OK.

        From round 2 the answer offered is who finished the last scored round: the player who
        finishes is most often the one who did last time, and OK then takes it in one press (issue
        37, point 7, as the racks are offered at their last value). The order never changes, so
        Nobody is DOWN from a lone finisher and the next player UP."""
        seats = _table_order(state)
        options = [Option("nobody", words("nobody"))]
        options += [Option(str(seat), state.seats[seat].name) for seat in seats]
        options += [
            Option(",".join(map(str, group)), words("together", names=self._names(state, list(group))))
            for size in range(2, len(seats))
            for group in combinations(seats, size)
        ]
        options.append(Option("all", words("everybody")))
        offered = next((index for index, option in enumerate(options) if option.value == state.last_finished), 0)
        return AskChoice(said.who_finished(state.round == 1), tuple(options), default=offered)

    def _describe_who(self, state: State, answer: str) -> str:
        finishers = 0 if answer == "nobody" else len(state.seats) if answer == "all" else len(answer.split(","))
        return said.finishers_given(_label(self._ask_who(state), answer), finishers)

    def _on_who(self, state: State, answer: str) -> list[Output]:
        seats = len(state.seats)
        if answer == "all":
            state.facts.finished = [True] * seats
        elif answer != "nobody":
            named = {int(seat) for seat in answer.split(",")}
            state.facts.finished = [seat in named for seat in range(seats)]
        return self._after_finishers(state)

    def _after_finishers(self, state: State) -> list[Output]:
        """Route the round by who finished; the answers player by player decide, whatever was chosen first."""
        result = outcome(state.facts.finished)
        if result == "nobody":
            state.phase = Phase.READY
            return [Say(words.line("nobody-finished"))] + teach(state, "nobody", words.line("nobody-rule"))
        if result == "all":
            self._put_to_each(state, Phase.BEST_WORD, _table_order(state))
            return [Say(words.line("everybody-finished"))] + teach(state, "best", words("best-rule"))
        state.winners = [seat for seat in _table_order(state) if state.facts.finished[seat]]
        losers = [seat for seat in _table_order(state) if not state.facts.finished[seat]]
        self._put_to_each(state, Phase.UNUSED, losers)
        return teach(state, "unused", words("unused-rule"))

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
        return AskNumber(question, 0, VALUE_CAP, typical, unit=words("points-unit"))

    def _record(self, state: State, values: list[int], value: int, then: Callable[[State], list[Output]]) -> list[Output]:
        """Store one seat's answer; once every seat has answered, move on with `then`."""
        values[state.asking.pop(0)] = value
        return [] if state.asking else then(state)

    def _ask_unused(self, state: State) -> Prompt:
        first = state.asking[0] == next(seat for seat in _table_order(state) if not state.facts.finished[seat])
        last = state.seats[state.asking[0]].unused
        typical = TYPICAL_UNUSED if last is None else last
        return self._value_question(said.unused_tiles(self._answering(state), first, state.round == 1), typical)

    def _describe_unused(self, state: State, value: int) -> str:
        return _given(self._answering(state), words("given-unused-tiles"), value)

    def _on_unused(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.unused, value, self._to_extras)

    def _ask_best_word(self, state: State) -> Prompt:
        return self._value_question(words.line("best-word", name=self._answering(state)), TYPICAL_BEST_WORD)

    def _describe_best_word(self, state: State, value: int) -> str:
        return _given(self._answering(state), words("given-best-word"), value)

    def _on_best_word(self, state: State, value: int) -> list[Output]:
        return self._record(state, state.facts.best_word, value, self._after_best_words)

    def _after_best_words(self, state: State) -> list[Output]:
        state.winners = round_winners(state.facts)
        return self._to_extras(state)

    # --- the extras: one choice, No offered first, then each extra with whose it is, until there are no more
    # Nothing is put to a player who has nothing to report: "Red, what are your apostrophe words
    # worth?" asked of four players, mostly 0, took a table a dozen presses (issue 37). "Any extras?"
    # and "Which extra?" were two questions, a press more in every round with an extra: one now.

    def _to_extras(self, state: State) -> list[Output]:
        """Nothing taught here: each extra's rule was taught where it arose (the apostrophes before the first
        go, the subject at its draw, challenges at the first buzzer); "Extras count for everyone" said them a
        second time and left a non-finisher's apostrophe word open (the English table, issue 38)."""
        state.phase = Phase.EXTRAS
        return []

    def _ask_extras(self, state: State) -> Prompt:
        """No, then what can still be reported. When one player finished, that player's five words are the
        ones put to the table, so a challenge most often rejects one of them: their points are asked first,
        offered at 0 (an English table's rejected word took a choice, a value and "Anything else?", five
        presses, issue 37). When nothing else can be reported (a Spanish game without subjects), that is
        the whole question: no "anything else" after."""
        lone = self._lone_finisher(state)
        if lone is not None:
            return self._value_question(said.rejected_words(state.seats[lone].name, state.round == 1))
        only_challenges = self._only_challenges(state)
        if state.extras and not self._only_finisher_asked(state):
            question = said.anything_else(only_challenges)
        else:
            question = said.anything_more(state.settings.subject_words, state.round == 1)
        options = (Option(NONE, words("no-extras")), *self._extra_options(state))
        return AskChoice(question if only_challenges else self._extras_ruled(state, question), options)

    def _describe_extras(self, state: State, answer: str | int) -> str:
        lone = self._lone_finisher(state)
        if lone is not None:
            return _given(state.seats[lone].name, words("given-rejected-words"), int(answer))
        if answer == NONE:
            return words("no-extras-given")
        kind, _, seat = str(answer).partition(":")
        if kind == CHALLENGE:
            return words("rejected-given", name=state.seats[int(seat)].name)
        label = _label(self._ask_extras(state), str(answer))  # mid-sentence: "Taken back: subject words"
        return label[:1].lower() + label[1:]

    def _on_extras(self, state: State, answer: str | int) -> list[Output]:
        lone = self._lone_finisher(state)
        if lone is not None:
            if answer:
                state.facts.challenges.append(Challenge(lone, int(answer)))
            if self._presenters(state) == [lone] and self._only_challenges(state):
                return self._end_round(state)  # nobody else's words score: nothing more to report
            return self._entered(state, _one_extra(CHALLENGE, lone))
        if answer == NONE:
            return self._end_round(state)
        kind, _, seat = str(answer).partition(":")
        if kind == CHALLENGE:
            state.asking = [int(seat)]
            state.phase = Phase.CHALLENGE_VALUE
            return []  # the challenge was taught at the first buzzer (show-words); hold OK gives it
        state.phase = ASKED_NEXT[kind]
        return []  # the apostrophes were taught before the first go (said.draw_tiles); hold OK gives them

    def _extra_options(self, state: State) -> list[Option]:
        """What can still be reported, after No: a rejected word for each player whose words score, in
        seat order (UP), then the kinds that apply and are not in yet (DOWN from No). The same order
        every round: with the finisher's word first it changed between rounds, and a table pressing
        from memory chose the wrong one (session 46). Apostrophes only in a language whose words take
        them (said.apostrophes); the tiles left pay only when some but not all finished."""
        seats = [seat for seat in self._presenters(state) if seat != self._finisher_asked(state)]
        alone = self._only_challenges(state)
        names = [state.seats[seat].name for seat in seats]
        options = [
            Option(_one_extra(CHALLENGE, seat), name if alone else words("rejected-option", name=name))
            for seat, name in zip(seats, names)
        ]
        if self._left_to_name(state, APOSTROPHE):
            options.append(Option(APOSTROPHE, words("apostrophe-words-option")))
        if self._tiles_left_to_name(state):
            options.append(Option(TILES_LEFT, words("apostrophe-tiles-option")))
        if self._left_to_name(state, SUBJECT):
            options.append(Option(SUBJECT, words("subject-words-option")))
        return options

    def _presenters(self, state: State) -> list[int]:
        """Whose words can be rejected in a challenge: whoever's words score this round. Everyone's, but
        in a game with neither apostrophes nor subjects when some finished: only the finishers'
        words score then (the rules' challenge is of "the 5 words presented to finalize a round")."""
        if said.apostrophes() or state.settings.subject_words or outcome(state.facts.finished) != "some":
            return _table_order(state)
        return list(state.winners)

    def _lone_finisher(self, state: State) -> int | None:
        """The one player who finished, while their rejected words are still to be asked, if there is one."""
        if outcome(state.facts.finished) == "some" and len(state.winners) == 1 and not state.extras:
            return state.winners[0]
        return None

    def _finisher_asked(self, state: State) -> int | None:
        """The lone finisher, once all their rejected words were asked at once: not offered again."""
        if outcome(state.facts.finished) == "some" and len(state.winners) == 1:
            lone = state.winners[0]
            return lone if _one_extra(CHALLENGE, lone) in state.extras else None
        return None

    def _only_finisher_asked(self, state: State) -> bool:
        """Only the lone finisher's rejected words are in: the choice that follows is still the first one,
        named in full in round 1 ("Anything else?" would leave a new table guessing what else there is)."""
        return self._finisher_asked(state) is not None and len(state.extras) == 1

    def _left_to_name(self, state: State, kind: str) -> list[int]:
        """The seats whose words of `kind` may still be reported this round (none when the kind does not apply)."""
        applies = said.apostrophes() if kind == APOSTROPHE else state.settings.subject_words
        return [seat for seat in _table_order(state) if applies and _one_extra(kind, seat) not in state.extras]

    def _tiles_left_to_name(self, state: State) -> bool:
        return said.apostrophes() and outcome(state.facts.finished) == "some" and TILES_LEFT not in state.extras

    def _only_challenges(self, state: State) -> bool:
        """Nothing but a rejected word can be reported now: the question names it, and offers the players alone."""
        words = self._left_to_name(state, APOSTROPHE) or self._left_to_name(state, SUBJECT)
        return not (words or self._tiles_left_to_name(state))

    def _extras_ruled(self, state: State, question: Line) -> Line:
        """A question about the extras in general, with what they are for hold OK (the subject's only when on)."""
        return replace(question, rule=said.extras_rule(state.settings.subject_words))

    def _whose(self, state: State, question: Line, kind: str) -> Prompt:
        """Whose words of `kind`: only a seat not yet reported is offered."""
        seats = self._left_to_name(state, kind)
        return AskChoice(question, tuple(Option(str(seat), state.seats[seat].name) for seat in seats))

    def _entered(self, state: State, kind: str) -> list[Output]:
        """An extra is in: note it (it is not offered again) and ask for the next, of no one in particular."""
        state.extras.append(kind)
        state.asking = []
        return self._to_extras(state)

    def _ask_apostrophe_who(self, state: State) -> Prompt:
        return self._whose(state, said.whose_apostrophe_words(), APOSTROPHE)

    def _on_apostrophe_who(self, state: State, seat: str) -> list[Output]:
        state.asking = [int(seat)]
        state.phase = Phase.APOSTROPHE_WORDS
        return []

    def _ask_apostrophe_words(self, state: State) -> Prompt:
        return self._value_question(said.apostrophe_words(self._answering(state)))

    def _describe_apostrophe_words(self, state: State, value: int) -> str:
        return _given(self._answering(state), words("given-apostrophe-words"), value)

    def _on_apostrophe_words(self, state: State, value: int) -> list[Output]:
        """A winning best word may be one of the apostrophe words: asked of that winner alone."""
        seat = state.asking[0]
        state.facts.apostrophe_words[seat] = value
        if outcome(state.facts.finished) == "all" and seat in state.winners and value > 0:
            state.phase = Phase.BEST_APOSTROPHE
            return []
        return self._entered(state, _one_extra(APOSTROPHE, seat))

    def _ask_best_apostrophe(self, state: State) -> Prompt:
        """The winning word is counted doubled once, not twice."""
        return AskConfirm(said.best_word_among_apostrophe_words(self._answering(state)), default=False)

    def _on_best_apostrophe(self, state: State, among: bool) -> list[Output]:
        seat = state.asking[0]
        state.facts.best_has_apostrophe[seat] = among
        return self._entered(state, _one_extra(APOSTROPHE, seat))

    def _ask_apostrophes_unused(self, state: State) -> Prompt:
        """Asked because the table said some are left: one, the usual, is offered."""
        question = said.unused_apostrophes(len(state.winners), UNUSED_APOSTROPHE_POINTS)
        return AskNumber(question, 0, APOSTROPHE_TILES, 1)

    def _describe_apostrophes_unused(self, state: State, count: int) -> str:
        return words("apostrophe-tiles-given", tiles=count)

    def _on_apostrophes_unused(self, state: State, count: int) -> list[Output]:
        state.facts.unused_apostrophes = count
        return self._entered(state, TILES_LEFT)

    def _ask_subject_who(self, state: State) -> Prompt:
        return self._whose(state, said.whose_subject_words(), SUBJECT)

    def _on_subject_who(self, state: State, seat: str) -> list[Output]:
        state.asking = [int(seat)]
        state.phase = Phase.SUBJECT_WORDS
        return teach(state, "subject_words", words("subject-words-rule"))  # just before what they are worth

    def _ask_subject_words(self, state: State) -> Prompt:
        return self._value_question(said.subject_words(self._answering(state)))

    def _describe_subject_words(self, state: State, value: int) -> str:
        return _given(self._answering(state), words("given-subject-words"), value)

    def _on_subject_words(self, state: State, value: int) -> list[Output]:
        seat = state.asking[0]
        state.facts.subject_words[seat] = value
        return self._entered(state, _one_extra(SUBJECT, seat))

    def _ask_challenge_value(self, state: State) -> Prompt:
        return self._value_question(said.wrong_word(self._answering(state), state.round == 1), TYPICAL_LOST_WORD)

    def _describe_challenge_value(self, state: State, value: int) -> str:
        return _given(self._answering(state), words("given-rejected-words"), value)

    def _on_challenge_value(self, state: State, value: int) -> list[Output]:
        """The loss is said once, in the round report ("Bob minus 6."), not here as well (issue 37)."""
        seat = state.asking[0]
        state.facts.challenges.append(Challenge(seat, value))
        return self._entered(state, _one_extra(CHALLENGE, seat))

    # --- the end of a round, and of the game

    def _end_round(self, state: State) -> list[Output]:
        points = score_round(state.facts)
        round_names = self._names(state, round_winners(state.facts))
        outputs: list[Output] = [Cue("success")]
        was_leading = (_leading(state), _top(state))
        for index, (seat, gained) in enumerate(zip(state.seats, points)):
            seat.rounds += (gained,)
            if not state.facts.finished[index] and outcome(state.facts.finished) == "some":
                seat.unused = state.facts.unused[index]
        # Ranked, highest total first, with what the leader still needs: what a table wants to know after a round.
        state.last_finished = _finishers_answer(state.facts.finished)
        ranked = [(state.seats[index].name, state.seats[index].last, state.seats[index].total) for index in _ranked(state)]
        # What the leader needs is news when the leader or the lead's total changed ("Cat needs 455." three
        # rounds unchanged, issue 37); a Spanish table missed it after a round the leader scored in.
        news = (_leading(state), _top(state)) != was_leading
        chosen = outcome(state.facts.finished) == "some"  # the winners are the finishers the table just named
        report = said.round_report(round_names, ranked, state.settings.target, news, chosen, _parts(state))
        outputs += [Say(line) for line in report]
        if max(seat.total for seat in state.seats) >= state.settings.target:
            state.winners = leaders(_table_order(state), lambda index: state.seats[index].total)
            state.phase = OVER
            return outputs + [Cue("fanfare"), Say(self.result(state))]
        state.round += 1
        state.runs = 0
        state.subject = ""
        state.winners = []
        state.extras = []
        state.facts = RoundFacts.blank(len(state.seats))
        state.phase = Phase.READY
        return outputs

    def result(self, state: State) -> Line:
        return said.game_won(self._names(state, state.winners), state.seats[state.winners[0]].total)

    def placings(self, state: State) -> list[Placing]:
        return [Placing(seat.name, seat.total, index in state.winners) for index, seat in enumerate(state.seats)]

    def _names(self, state: State, seats: list[int]) -> list[str]:
        return [state.seats[seat].name for seat in seats]

    # ----------------------------------------------------------- reports

    def where(self, state: State) -> Line:
        if state.phase == OVER:
            return self.result(state)
        if state.round == 1 and state.runs == 0:
            return words.line("about-to-start", target=state.settings.target)
        return said.in_play(state.settings.target, state.round, _totals(state), time_up=state.phase == Phase.WHO)

    def standings(self, state: State) -> Line:
        return said.standings(state.settings.target, _totals(state))


def _table_order(state: State) -> list[int]:
    """Every seat once, clockwise from the first: Dabble has no first player, so it asks round the table."""
    return clockwise_from(0, len(state.seats))


def _ranked(state: State) -> list[int]:
    """Every seat, highest total first (a tie keeps table order): the order scores are read out in."""
    return sorted(_table_order(state), key=lambda index: -state.seats[index].total)


def _leading(state: State) -> list[int]:
    """Who leads: what the leader needs is news only when that changed (issue 37); a leader who
    scored again was just heard with the new total."""
    best = max(seat.total for seat in state.seats)
    return [index for index, seat in enumerate(state.seats) if seat.total == best]


def _parts(state: State) -> dict[str, Parts]:
    """Where each player's round points came from, by name, in table order: a repeat of the report says
    it, so a round's points are not a riddle ("Verde 12." after 23 less 11; "Yellow plus 39" with no
    breakdown, session 46)."""
    return {state.seats[seat].name: parts for seat, parts in enumerate(round_parts(state.facts))}


def _top(state: State) -> int:
    """The highest total: with the leaders, what says whether the leader's need is news."""
    return max(seat.total for seat in state.seats)


def _finishers_answer(finished: list[bool]) -> str:
    """Who finished, as "Who finished?" offers it: "all", or the seats in table order ("2", "0,3")."""
    if all(finished):
        return "all"
    return ",".join(str(seat) for seat, done in enumerate(finished) if done)


def _label(prompt: Prompt, value: str) -> str:
    """The label a choice offered for `value`: BACK names an answer as it was heard."""
    assert isinstance(prompt, AskChoice)
    return next(option.label for option in prompt.options if option.value == value)


def _given(name: str, what: str, value: int) -> str:
    """A value as BACK names it when it takes it back ("Ann's unused tiles, 15 points"); `what` is a given- word."""
    return words("value-given", name=name, what=what, points=value)


def _totals(state: State) -> list[tuple[str, int]]:
    """Each seat's name and total, ranked as the scores are read out."""
    return [(state.seats[index].name, state.seats[index].total) for index in _ranked(state)]


GAME = Dabble()
