"""Scattergories: one letter, twelve categories, a race against the clock.

Read top to bottom, this module follows the rulebook: setup (players, the
category list, the timer, the variants), a round (the letter die, the list read
aloud in the first round, writing against the clock), scoring (reading answers,
then challenges and their counts of hands, each player's points), and the end
of the set with its tie-breaks. What never changes within a set (the list, the
scoring rules) is said once and then given on request: the rules by the forms a
repeat gives, the list one category at a time while the timer runs.

A set is three rounds on one list, each with a letter not yet used in the set.
The players keep their answers on paper; the referee is the die, the reader of
the list, the clock, the vote counter and the score sheet. With typed answers
(a setting, off by default) the players type them on their phones instead: when
time is up the referee collects them, reads each category's answers out, takes
the challenge votes from the phones and scores the answers itself
(answer_scoring.py). A player without a phone writes on paper and scores by
hand, as in the plain game: the main action stops waiting for answers.

Every round starts with a GO question that names what the press does. Taught
(engine/teaching.py), the first start opens with the game in short and each
rule is said once, just before the choice it governs; taught or not, every
question says what it is for (`purpose`) and carries the rule that governs it
(`rule`), which hold GO and hold OK give.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Mapping, Sequence

from engine.games.scattergories import answer_scoring
from engine.games.scattergories.dice import letter_die
from engine.core import (
    AskAnswers,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskVotes,
    Cue,
    Gap,
    InvalidSettings,
    Line,
    Option,
    Output,
    Placing,
    Prompt,
    Say,
)
from engine.in_turn import each_in_turn
from engine.language import ENGLISH, current
from engine.mechanics import die, leaders, parse_seated, round_timer, time_up
from engine.phases import OVER, PhaseGame
from engine.teaching import first_time, taught_first, teach, teaching
from engine.words import Words, facts

#: Every word the game says (messages/<language>.ftl); which line, with which values, is decided here.
words = Words("engine.games.scattergories")

# The 20 faces of the English letter die (FACTS.md): no Q, U, V, X, Y or Z. Each language's die is a fact of
# the language (messages/<language>.toml, read by dice.py).
LETTER_DIE = letter_die(ENGLISH)

MIN_SEATS, MAX_SEATS = 2, 8
ROUNDS_PER_SET = 3
CATEGORIES_PER_LIST = 12
TIMER_LOW, TIMER_HIGH, TIMER_STEP, TIMER_DEFAULT = 30, 300, 15, 150  # quarter minutes
RULES_TIMER = 180  # "up to three minutes" by the rules: longer is a house rule, said as such
TIMER_WARNINGS = (60, 10)  # a 30-second call too cost 1.3 s a round and told writers little
#: The silence after each category as the list is read in round 1 (issue 23: "the list is read once,
#: at a pace a table can write to"). A table without printed cards writes each category down, or a
#: word of it, beside its number: about three seconds for two or three words, on top of the two or
#: three the category takes to say (36 s more on a list of 12). A `Gap`, not a `Pause`: the start
#: of the timer is asked at once and answered at once, even mid-list, cutting the rest short.
LIST_GAP_SECONDS = 3.0
#: The answer to "Any challenge?" that is none; the others are the seats, as text, and (on paper) MORE.
NO_CHALLENGE = "no"
#: The answer to a round's first "Any challenge?" on paper that more than one answer is challenged: only
#: then is "Any other challenge?" asked after a vote (issue 37: one challenge is its name and its count).
MORE = "more"
#: The key of the vote's rule, taught with the first vote by hands.
VOTE = "vote"
#: The key of what "More than one" changes, taught with the first "Any challenge?" that offers it.
MORE_TAUGHT = "more"


# ---------------------------------------------------------------- settings


@dataclass(frozen=True)
class Settings:
    names: tuple[str, ...]
    categories: tuple[str, ...]
    list_number: str = ""
    # The kind of answer each category asks for (answer_scoring.THING, NAME, TITLE), as the deck
    # marks it; empty: none marked (games recorded before the marks).
    kinds: tuple[str, ...] = ()
    timer: int = TIMER_DEFAULT
    junior: bool = False
    alliteration: bool = False
    # The players type their answers on phones; the referee collects, reads and scores them.
    typed_answers: bool = False
    language: str = "en"  # what the game is spoken in (engine/language.py)
    teach: bool = False  # explain each rule the first time it matters (engine/teaching.py)
    # One good answer per die letter ({"B": "Banana"}) for each category, in list order, from the deck's
    # answer file: what a table disputing an answer may hear as an example. Empty: none known (a deck
    # without an answer file, or a game recorded before them); {} for a category without.
    examples: tuple[dict[str, str], ...] = ()

    @property
    def most_points(self) -> int:
        return answer_scoring.most_points(len(self.categories), junior=self.junior, alliteration=self.alliteration)

    @property
    def usual_points(self) -> int:
        """Where points entry starts in round 1: half the answers scoring, so few presses reach most totals
        (later rounds start at the player's last points: `Scattergories._points_offered`)."""
        return len(self.categories) // 2 * (2 if self.junior else 1)


def parse_settings(raw: Mapping[str, Any]) -> Settings:
    """Settings from JSON; the seat checks are every game's, the list and timer checks this game's."""
    settings = parse_seated(Settings, raw, words("game-name"), MIN_SEATS, MAX_SEATS)
    if len(settings.categories) != CATEGORIES_PER_LIST or not all(settings.categories):
        raise InvalidSettings(words("categories-needed", number=CATEGORIES_PER_LIST))
    if settings.kinds and (len(settings.kinds) != CATEGORIES_PER_LIST or not set(settings.kinds) <= set(answer_scoring.KINDS)):
        raise InvalidSettings(words("kinds-needed", number=CATEGORIES_PER_LIST))
    if settings.examples and (
        len(settings.examples) != CATEGORIES_PER_LIST
        or not all(isinstance(table, Mapping) for table in settings.examples)
        or not all(isinstance(answer, str) for table in settings.examples for answer in table.values())
    ):
        raise InvalidSettings(words("examples-needed", number=CATEGORIES_PER_LIST))
    if not TIMER_LOW <= settings.timer <= TIMER_HIGH:
        raise InvalidSettings(words("timer-range", low=TIMER_LOW, high=TIMER_HIGH))
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

    ROLL = "roll"  # the GO that starts a round: it rolls the letter (after the first round, and starts the timer)
    LETTER = "letter"
    READY = "ready"
    WRITING = "writing"
    COLLECT = "collect"  # typed answers: each phone sends its answers
    READING = "reading"
    CHALLENGE = "challenge"  # no challenge, or whose answer is challenged: one question
    WHICH_ANSWER = "which_answer"  # typed answers: which of the player's answers is challenged
    VOTES = "votes"  # typed answers: each phone votes
    VALID_VOTES = "valid_votes"  # the hands up for the answer, the challenged player's own among them
    OWN_VOTE = "own_vote"  # on a tie only: which way the challenged player's own vote went
    POINTS = "points"


@dataclass
class State:
    settings: Settings
    seats: list[Seat]
    phase: str = Phase.ROLL  # the first round waits for the table's GO too (issue 38)
    round: int = 1  # 1..3 in the set; above 3 a tie-break round
    letter: str = ""
    used_letters: list[str] = field(default_factory=list)
    playing: list[int] = field(default_factory=list)  # seats writing this round
    challenges: int = 0  # challenges voted on this round
    several: bool = False  # the table said more than one challenge this round (MORE): "Any other?" after each vote
    challenged: int = 0  # the seat whose answer is being voted on
    valid_votes: int = 0  # the hands up for it, the challenged player's own among them; every other voter votes invalid
    asking: list[int] = field(default_factory=list)  # seats still to enter their points, in order
    winners: list[int] = field(default_factory=list)
    # Typed answers, this round: each seat's answers ([] for none sent), the seats that
    # wrote on paper instead, the answer being voted on (its category; -1 for one on
    # paper), the votes sent so far (seat as text -> valid), and the answers voted out.
    sheets: list[list[str]] = field(default_factory=list)
    on_paper: list[int] = field(default_factory=list)
    challenged_category: int = -1
    votes: dict[str, bool] = field(default_factory=dict)
    voted: list[list[int]] = field(default_factory=list)  # [seat, category] of typed answers voted on
    thrown_out: list[list[int]] = field(default_factory=list)  # [seat, category] of those voted out
    taught: list[str] = field(default_factory=list)  # the rules said so far (engine/teaching.py)

    @property
    def tie_break(self) -> bool:
        return self.round > ROUNDS_PER_SET


# ---------------------------------------------------------------- the game


class Scattergories(PhaseGame[State]):
    state_type = State
    phases = Phase
    id = "scattergories"
    title = words.said_in(ENGLISH, "game-name")  # the name on the box, the same in every language

    # ----------------------------------------------------------- setup

    def start(self, raw: Mapping[str, Any]) -> State:
        settings = parse_settings(raw)
        seats = [Seat(name) for name in settings.names]
        return State(settings=settings, seats=seats, playing=list(range(len(seats))))

    # ----------------------------------------------------------- the phases
    # Each phase is one block: what it asks (_ask_), then what it does with the answer (_on_).

    # --- the round: the letter die and the list

    def _ask_roll(self, state: State) -> Prompt:
        """A round's start, which waits for the table's GO, so every round says what its press does.

        The first round's GO rolls the letter and the list is read (a table that
        heard the list unasked was not ready for it, issue 38); the timer waits
        for a GO of its own. In a later round the table has the list, so one GO
        rolls the letter and starts the timer. The letter is rolled on this GO,
        not as soon as the last points are in, so the last points stay undoable
        until the table moves on (issue 12). Taught, the game in short was said
        in setup, before its first choice (engine/teaching.py).
        """
        title = self._round_title(state)
        if state.round == 1:
            title = replace(title, purpose=words("first-round-purpose"))
        elif state.tie_break:
            title = replace(title, purpose=words("tie-break-purpose"), rule=words("tie-break-rule"))
        else:
            title = replace(title, purpose=words("later-round-purpose"), rule=words("later-round-rule"))
        # Each start's own words make the device say its press.
        return AskGo(title, action=start_action(state.round, ROUNDS_PER_SET))

    def _on_roll(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.LETTER
        return []

    def _ask_letter(self, state: State) -> Prompt:
        return die(words("roll-letter-die"), letters_left(state.used_letters, state.settings.language))

    def _on_letter(self, state: State, letter: str) -> list[Output]:
        state.letter = letter
        state.used_letters.append(letter)
        state.challenges, state.several = 0, False
        state.sheets, state.on_paper, state.voted, state.thrown_out = [[] for _ in state.seats], [], [], []
        if state.round > 1:  # rolled on the GO that starts the timer
            state.phase = Phase.WRITING
            return [Cue("dice"), Say(words.line("letter-and-go", letter=letter, word=spelling_word(letter)), urgent=True)]
        state.phase = Phase.READY
        # the round's title was its GO question
        lines: list[Output] = [Cue("dice"), Say(words.line("letter-is", letter=letter, word=spelling_word(letter)))]
        # The list is the same all set and on every card: read once, then heard again one category at a time on request.
        lines += teach(state, "list", words("teach-list")) + self._list_lines(state)
        return lines + teach(state, "writing", words("writing-rule", letter=letter, seconds=state.settings.timer))

    def _round_title(self, state: State) -> Line:
        if state.tie_break:
            return words.line("tie-break-title", names=self._names(state, state.playing))
        return round_title(state.round, ROUNDS_PER_SET)

    def _list_lines(self, state: State) -> list[Output]:
        """The list, numbered as on the players' cards, with time to write each category down."""
        number = state.settings.list_number
        lines: list[Output] = [Say(words.line("list-title", number=number) if number else words.line("list-title-unnumbered"))]
        for index, text in enumerate(state.settings.categories, start=1):
            lines += [Say(category(index, text)), Gap(LIST_GAP_SECONDS)]
        return lines

    def _ask_ready(self, state: State) -> Prompt:
        # The first round only: the main action answers at once, even mid-list.
        question = words.line("ready", letter=state.letter)
        rule = words("writing-rule", letter=state.letter, seconds=state.settings.timer)
        return AskGo(replace(question, rule=rule, purpose=words("ready-purpose")), action=words("start-timer"))

    def _on_ready(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.WRITING
        # Urgent: starting during the reading cuts the rest of the list short.
        return [Say(words.line("go", letter=state.letter, word=spelling_word(state.letter)), urgent=True)]

    # --- writing against the clock

    def _ask_writing(self, state: State) -> Prompt:
        """A repeat while writing gives the letter; the list is heard again one category at a time, on request.

        Round 1 says both calls; later rounds say the minute and sound the last
        ten seconds' cue alone, as the table learned it in round 1 (issue 37:
        with "Pencils down!" left to the buzzer, 2.1 s a round towards the 20 s).
        """
        parts = list_parts(state.settings.categories)
        timer = round_timer(state.settings.timer, warnings=TIMER_WARNINGS, parts=parts, parts_are=words("list-parts-are"))
        if state.round == 1:
            return timer
        calls = tuple(call if call.remaining == max(TIMER_WARNINGS) else replace(call, line=None) for call in timer.calls)
        return replace(timer, calls=calls)

    def _on_writing(self, state: State, _: None) -> list[Output]:
        if state.settings.typed_answers:
            state.phase = Phase.COLLECT
        else:  # after the first round the table knows the reading: its cue comes with the challenge question
            state.phase = Phase.READING if state.round == 1 else Phase.CHALLENGE
        # The scoring rules do not change within a game: said in the first round, then given on a repeat. Taught,
        # the table heard that only an answer nobody else wrote scores before it wrote (the opening): a reminder,
        # the brief form (a repeat gives it in full).
        scoring = scoring_help(state.settings, state.letter) if state.round == 1 else []
        rules: list[Output] = [Say(Line(line.brief, long=line.text) if teaching(state) else line) for line in scoring]
        if rules and not state.settings.typed_answers:  # taught: what a shared answer is, for the table judges it
            rules += teach(state, "shared", words("shared-rule"))
        # "Pencils down!" in round 1; after it the buzzer says it (the cue `time_up` plays first).
        stop = time_up(words("pencils-down")) if state.round == 1 else [Cue("stop")]
        return stop + rules + self._challenges_next(state)

    # --- typed answers: collecting them from the phones

    def _ask_collect(self, state: State) -> Prompt:
        waiting = self._awaited(state)
        names = self._names(state, waiting)
        asked = words.line("send-answers" if len(waiting) == len(state.playing) else "still-waiting", names=names)
        return AskAnswers(
            replace(asked, purpose=words("collect-purpose")),
            action=words("rest-on-paper"),
            letter=state.letter,
            categories=state.settings.categories,
            waiting=tuple(Option(str(seat), state.seats[seat].name) for seat in waiting),
            longest=answer_scoring.LONGEST_ANSWER,
        )

    def _awaited(self, state: State) -> list[int]:
        return [seat for seat in state.playing if not state.sheets[seat]]

    def _describe_collect(self, state: State, sent: Mapping[str, Any] | None) -> str:
        if sent is None:
            return words("rest-on-paper")
        return words("sheet-given", name=state.seats[int(sent["seat"])].name)

    def _on_collect(self, state: State, sent: Mapping[str, Any] | None) -> list[Output]:
        if sent is not None:
            state.sheets[int(sent["seat"])] = [text.strip() for text in sent["answers"]]
            if self._awaited(state):
                return []
        else:  # the main action: whoever has not sent answers wrote on paper
            state.on_paper = self._awaited(state)
        typed = [seat for seat in state.playing if seat not in state.on_paper]
        state.phase = Phase.READING if state.on_paper else Phase.CHALLENGE  # on paper: they read their own aloud first
        outputs = self._challenges_next(state)  # taught: what a challenge is, before any answer is heard
        outputs += [Say(line) for line in self._reading_lines(state, typed)] if typed else []
        if state.on_paper:
            names = self._names(state, state.on_paper)
            return outputs + [Say(words.line("paper-players-read", names=names, count=len(names)))]
        return outputs

    def _reading_lines(self, state: State, typed: list[int]) -> list[Line]:
        """Each category's answers, read out in seat order ("Category 3, a fruit: Red, banana.")."""
        lines = []
        for index, text in enumerate(state.settings.categories):
            given = [(state.seats[seat].name, state.sheets[seat][index]) for seat in typed]
            lines.append(category_answers(index + 1, text, [pair for pair in given if pair[1]]))
        return lines

    # --- scoring: reading the answers, challenges and their votes

    def _ask_reading(self, state: State) -> Prompt:
        # A GO before the challenge question: a table asked "any challenge?" at once answers no unread.
        reminder = "" if state.round == 1 else " ".join(line.brief for line in scoring_help(state.settings, state.letter))
        question = words.line("read-answers") if state.round == 1 else words.line("read-answers-again", rules=reminder)
        # Hold OK gives the scoring where the repeat does not already (round 1's reading).
        rule = "" if reminder else " ".join(line.brief for line in scoring_help(state.settings, state.letter))
        question = replace(question, rule=rule, purpose=words("reading-purpose"))
        return AskGo(question, action=words("all-read"), examples=self._examples(state))

    def _describe_reading(self, state: State, _: None) -> str:
        return words("reading-done")

    def _on_reading(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.CHALLENGE
        return self._challenges_next(state)

    def _challenges_next(self, state: State) -> list[Output]:
        """Taught, what a challenge is, before the first reading (which asks the table to note challenges)
        or the first "Any challenge?", whichever way the round reaches them. How its vote is settled, the
        tie included, comes with the first vote (`_ask_valid_votes`)."""
        return teach(state, "challenge", words("challenge-taught")) if state.phase in (Phase.READING, Phase.CHALLENGE) else []

    def _ask_challenge(self, state: State) -> Prompt:
        """Any challenge, and whose answer, in one question: No (offered first), or a player's name.

        A yes, then "Whose answer is challenged?", cost a challenge two presses
        and two lines more (issue 37's budget: a later round with one challenge).
        On paper a name is the round's one challenge: its vote goes straight on
        to the points, for "Any other challenge? No" cost every round with a
        challenge a press and 1.4 s (issue 37). A table with more says so at the
        first asking (MORE, the last option: DOWN from No reaches it at once),
        and is asked whose answer first, then "Any other challenge?" after each
        vote. Typed answers keep asking after each vote, as their phones vote
        one answer at a time.
        """
        paper = not state.settings.typed_answers
        names = tuple(Option(str(seat), state.seats[seat].name) for seat in self._challengeable(state))
        if state.several and not state.challenges:  # more than one: whose first (No is BACK)
            question = replace(words.line("whose-first"), rule=words("challenge-rule"), purpose=words("challenge-purpose"))
            return AskChoice(question, names, examples=self._examples(state))
        read_first = state.round > 1 and paper
        rules = " ".join(line.brief for line in scoring_help(state.settings, state.letter)) if read_first else ""
        more = self._offers_more(state)
        if state.challenges:
            question = words.line("any-other-challenge")
        elif state.round == 1:  # the set's first asking says so, naming "More than one" when it is offered
            question = words.line("any-challenge-first-more" if more else "any-challenge-first")
        elif read_first:  # a later round on paper: the cue to read and the question are one line and one press
            question = words.line("read-then-any-challenge", rules=rules)
        else:
            question = words.line("any-challenge")
        purpose = words("challenge-more-purpose") if more else words("challenge-purpose")
        rule = f"{words('challenge-rule')} {words('more-rule')}" if more else words("challenge-rule")
        question = replace(question, rule=rule, purpose=purpose)
        if more:  # taught, what "More than one" changes, in a few words (an outside table did not know)
            question = taught_first(state, MORE_TAUGHT, words("more-taught"), question)
        options = (Option(NO_CHALLENGE, words("no-challenge")),) + names
        options += (Option(MORE, words("more-than-one")),) if more else ()
        return AskChoice(question, options, examples=self._examples(state))

    def _offers_more(self, state: State) -> bool:
        """On paper, a round's first "Any challenge?" offers "More than one" when two or more could be challenged."""
        return not state.settings.typed_answers and not state.challenges and len(self._challengeable(state)) > 1

    def _describe_challenge(self, state: State, seat: str) -> str:
        if seat == NO_CHALLENGE:
            return words("no-other-challenge-given" if state.challenges > 0 else "no-challenge-given")
        if seat == MORE:
            return words("more-given")
        return words("challenged-given", name=state.seats[int(seat)].name)

    def _on_challenge(self, state: State, seat: str) -> list[Output]:
        if self._offers_more(state):  # said with the question just answered
            first_time(state, MORE_TAUGHT)
        if seat == NO_CHALLENGE:
            return self._begin_points(state)
        if seat == MORE:  # then whose answer first
            state.several = True
            return []
        state.challenged = int(seat)
        state.challenged_category = -1
        if state.sheets and state.sheets[state.challenged]:  # a typed answer: which one, then the phones vote
            state.phase = Phase.WHICH_ANSWER
            return []
        state.phase = Phase.VALID_VOTES  # an answer on paper: the table's hands
        return []

    def _challengeable(self, state: State) -> list[int]:
        """Seats with an answer to challenge: any on paper; a typed sheet while it has one not yet voted on."""
        if not state.settings.typed_answers:
            return list(state.playing)
        return [seat for seat in state.playing if seat in state.on_paper or self._open_answers(state, seat)]

    def _open_answers(self, state: State, seat: int) -> list[int]:
        """The categories of a typed sheet whose answer is written and not yet voted on."""
        sheet = state.sheets[seat] if state.sheets else []
        return [index for index, text in enumerate(sheet) if text and [seat, index] not in state.voted]

    # --- typed answers: which answer is challenged, and the votes from the phones

    def _ask_which_answer(self, state: State) -> Prompt:
        sheet = state.sheets[state.challenged]
        options = tuple(
            Option(str(index), words("answer-label", number=index + 1, answer=sheet[index]))
            for index in self._open_answers(state, state.challenged)
        )
        question = replace(
            words.line("which-answer", name=state.seats[state.challenged].name), purpose=words("which-answer-purpose")
        )
        return AskChoice(question, options, examples=self._examples(state))

    def _on_which_answer(self, state: State, index: str) -> list[Output]:
        state.challenged_category = int(index)
        state.voted.append([state.challenged, state.challenged_category])
        state.votes = {}
        state.phase = Phase.VOTES
        return []

    def _ask_votes(self, state: State) -> Prompt:
        name, category, answer = self._challenged_answer(state)
        waiting = [seat for seat in range(len(state.seats)) if str(seat) not in state.votes]
        # The whole question once; once votes come in, only who is still to vote.
        question = (
            words.line("still-to-vote", names=self._names(state, waiting), count=len(waiting))
            if state.votes
            else words.line("vote-on-typed", name=name, number=state.challenged_category + 1, answer=answer)
        )
        return AskVotes(
            replace(question, rule=words("vote-rule"), purpose=words("votes-purpose")),
            action=words("count-hands"),
            challenged=Option(str(state.challenged), name),
            category=category,
            answer=answer,
            waiting=tuple(Option(str(seat), state.seats[seat].name) for seat in waiting),
            examples=self._examples(state),
        )

    def _challenged_answer(self, state: State) -> tuple[str, str, str]:
        index = state.challenged_category
        answer = state.sheets[state.challenged][index] if index >= 0 else ""
        category = state.settings.categories[index] if index >= 0 else ""
        return state.seats[state.challenged].name, category, answer

    def _describe_votes(self, state: State, sent: Mapping[str, Any] | None) -> str:
        if sent is None:
            return words("count-hands")
        voter, challenged = state.seats[int(sent["seat"])].name, state.seats[state.challenged].name
        verdict = "valid" if sent["valid"] else "invalid"
        if voter == challenged:
            return words("own-vote-given", name=voter, verdict=verdict)
        return words("phone-vote-given", voter=voter, name=challenged, verdict=verdict)

    def _on_votes(self, state: State, sent: Mapping[str, Any] | None) -> list[Output]:
        if sent is None:  # the main action: count hands instead, as in the plain game
            state.phase = Phase.VALID_VOTES
            return []
        state.votes[sent["seat"]] = sent["valid"]
        if len(state.votes) < len(state.seats):
            return []
        own = str(state.challenged)
        others = [valid for seat, valid in state.votes.items() if seat != own]
        verdict = count_votes(sum(others), len(others) - sum(others), state.votes[own])
        name = state.seats[state.challenged].name
        told = [Say(words.line("own-vote-set-aside", name=name))] if verdict.tie else []  # the phones' votes are unseen
        return told + self._settle_vote(state, verdict)

    def _ask_valid_votes(self, state: State) -> Prompt:
        """Everyone votes, the challenged player too, so one number settles a vote: the hands up for the
        answer (every hand down votes against it). Only a tie asks more (`_ask_own_vote`). The default is
        one hand, the challenged player's own, as a challenged answer is most often defended alone.

        Two questions (the others' hands, then the player's own vote) cost
        every vote a press and 2 s (issue 37's budget).
        """
        name = state.seats[state.challenged].name
        held = f"{words('vote-rule')} {words('vote-tie-result')}"  # hold OK: what a tie does, by its result
        question = replace(words.line("valid-votes", name=name), rule=held, purpose=words("valid-votes-purpose"))
        # Taught, how hands settle a vote, the tie included, comes with the first vote: said at time up, before
        # anyone challenged, an outside table could not take it in.
        question = taught_first(state, VOTE, words("vote-rule"), question)
        return AskNumber(question, 0, len(state.seats), 1, examples=self._examples(state))

    def _describe_valid_votes(self, state: State, votes: int) -> str:
        return words("hands-given", hands=votes, name=state.seats[state.challenged].name)

    def _on_valid_votes(self, state: State, hands: int) -> list[Output]:
        first_time(state, VOTE)  # said with the question just answered
        voters = len(state.seats)
        if 2 * hands == voters:  # a tie: the challenged player's own vote is set aside, so which way it went decides
            state.valid_votes = hands
            state.phase = Phase.OWN_VOTE
            return []
        return self._settle_vote(state, VoteResult(hands, voters - hands, tie=False))

    def _ask_own_vote(self, state: State) -> Prompt:
        question = replace(
            words.line("own-vote", name=state.seats[state.challenged].name),
            rule=words("own-vote-rule"),
            purpose=words("own-vote-purpose"),
        )
        return AskConfirm(question, examples=self._examples(state))

    def _describe_own_vote(self, state: State, own_valid: bool) -> str:
        return words("own-vote-given", name=state.seats[state.challenged].name, verdict="valid" if own_valid else "invalid")

    def _on_own_vote(self, state: State, own_valid: bool) -> list[Output]:
        """The tie's hands, the challenged player's taken out of them (their question said it is set aside)."""
        others_valid = state.valid_votes - (1 if own_valid else 0)
        others_invalid = len(state.seats) - state.valid_votes - (0 if own_valid else 1)
        return self._settle_vote(state, count_votes(others_valid, others_invalid, own_valid))

    def _settle_vote(self, state: State, verdict: VoteResult) -> list[Output]:
        """The verdict, however the votes came in (hands or phones); a typed answer voted out scores nothing."""
        if not verdict.stands and state.challenged_category >= 0:
            state.thrown_out.append([state.challenged, state.challenged_category])
        state.challenges += 1
        name = state.seats[state.challenged].name
        if verdict.stands:
            said = words.line("answer-stands", name=name, valid=verdict.valid, invalid=verdict.invalid)
            outputs: list[Output] = [Cue("success"), Say(said)]
        else:
            outputs = [Cue("miss"), Say(words.line("answer-out", name=name, valid=verdict.valid, invalid=verdict.invalid))]
        return outputs + self._after_challenge(state)

    def _after_challenge(self, state: State) -> list[Output]:
        """Back to the challenge question, unless no answer is left to challenge; on paper, only when the
        table said it has more than one (`_ask_challenge`): one challenge goes straight on to the points."""
        if not state.several and not state.settings.typed_answers:
            return self._begin_points(state)
        if self._challengeable(state) and state.challenges < len(state.playing) * CATEGORIES_PER_LIST:
            state.phase = Phase.CHALLENGE
            return []
        return [Say(words.line("all-voted"))] + self._begin_points(state)

    def _examples(self, state: State) -> tuple[Line, ...]:
        """Example answers on the round's letter, for a table disputing an answer: one per request (core.py).

        While a typed answer is voted on, the game knows its category, so the
        example is for that category alone. Otherwise (answers on paper, or no
        answer chosen yet) it does not know which is disputed, so it offers one
        example for each category of the list that has one, in list order.
        They come from the settings (the deck's answer file), never from the
        state's changes: hearing one changes nothing, and a replay asks the same.
        """
        examples, letter = state.settings.examples, state.letter
        if not examples or not letter:
            return ()
        categories = state.settings.categories
        index = state.challenged_category
        if index >= 0 and state.phase in (Phase.VOTES, Phase.VALID_VOTES, Phase.OWN_VOTE):
            answer = examples[index].get(letter)
            if answer is None:
                return (words.line("no-example", letter=letter, category=in_a_sentence(categories[index])),)
            return (example_answer(letter, categories[index], answer),)
        return tuple(
            example_answer(letter, text, examples[at][letter], number=at + 1)
            for at, text in enumerate(categories)
            if letter in examples[at]
        )

    # --- scoring: each player's points

    def _begin_points(self, state: State) -> list[Output]:
        """Typed answers are scored here; every seat that wrote on paper enters its points, in seat order."""
        state.phase = Phase.POINTS
        # How points are entered is said once, in the first round; later, the first seat's question is enough.
        explained: list[Output] = [Say(words.line("enter-points"))] if state.round == 1 else []
        if not state.settings.typed_answers:
            state.asking = list(state.playing)
            return explained
        typed = [seat for seat in state.playing if seat not in state.on_paper]
        state.asking = list(state.on_paper)
        if not typed:  # every sheet on paper this round: the plain game's points
            return explained
        points = self._typed_points(state, typed)
        for seat in typed:
            self._record_points(state, seat, points[seat])
        typed_scores = scores([(state.seats[seat].name, points[seat]) for seat in typed])
        outputs: list[Output] = [Say(words.line("typed-points", scores=typed_scores))]
        # Players on paper are then asked by name, so no "count your points" first.
        return outputs if state.asking else outputs + self._end_round(state)

    def _typed_points(self, state: State, typed: list[int]) -> dict[int, int]:
        """The scorer's points for each typed sheet, less the answers the table voted out."""
        settings = state.settings
        sheets = {str(seat): state.sheets[seat] for seat in typed}
        scored = answer_scoring.score_round(
            state.letter,
            settings.categories,
            sheets,
            kinds=settings.kinds,
            junior=settings.junior,
            alliteration=settings.alliteration,
            language=settings.language,
        )
        points = {seat: list(scored[str(seat)].per_category) for seat in typed}
        for seat, index in state.thrown_out:
            points[seat][index] = 0
        return {seat: sum(each) for seat, each in points.items()}

    def _record_points(self, state: State, seat: int, points: int) -> None:
        if state.tie_break:
            state.seats[seat].tie_break = points
        else:
            state.seats[seat].rounds.append(points)

    def _ask_points(self, state: State) -> Prompt:
        first = state.asking[0] == (state.on_paper if state.settings.typed_answers else state.playing)[0]
        name = state.seats[state.asking[0]].name
        question = each_in_turn(name, words.line("points-question", name=name), first)
        rule = " ".join(line.brief for line in scoring_help(state.settings, state.letter))
        question = replace(question, rule=rule, purpose=words("points-purpose"))
        return AskNumber(question, 0, state.settings.most_points, self._points_offered(state, state.asking[0]))

    def _points_offered(self, state: State, seat: int) -> int:
        """Where a player's points entry starts: what they scored the round before (a tie-break's before
        it, or round 3), as a player scores much the same from round to round (issue 37: a fixed 6 made
        a strong player step up every round); half the list in round 1. With typed answers a player on
        paper is one who had no phone this round, so it starts at half the list, as it always did."""
        before = state.seats[seat]
        if state.settings.typed_answers or not before.rounds:
            return state.settings.usual_points
        return before.rounds[-1] if before.tie_break is None else before.tie_break

    def _describe_points(self, state: State, points: int) -> str:
        return words("points-given", name=state.seats[state.asking[0]].name, points=points)

    def _on_points(self, state: State, points: int) -> list[Output]:
        self._record_points(state, state.asking.pop(0), points)
        return [] if state.asking else self._end_round(state)

    # --- the end of a round, and of the set

    def _end_round(self, state: State) -> list[Output]:
        if state.tie_break:
            outputs: list[Output] = [Say(words.line("tie-break-scores", scores=scores(self._tie_break_scores(state))))]
            best = leaders(state.playing, lambda seat: state.seats[seat].tie_break or 0)
        else:
            # Round 1's totals are its points, which typed answers have just said: not twice.
            said = state.round == 1 and state.settings.typed_answers and not state.on_paper
            # Named in round 1, where the table learns the line, and in the last, the set's result; between, the numbers.
            named = state.round in (1, ROUNDS_PER_SET)
            outputs = [] if said else [Say(totals(self._totals(state), named=named))]
            if state.round < ROUNDS_PER_SET:
                return outputs + self._next_round(state, state.playing)
            best = leaders(state.playing, lambda seat: state.seats[seat].total)
        if len(best) == 1 or not letters_left(state.used_letters, state.settings.language):
            return outputs + self._finish(state, best)
        names = self._names(state, best)
        if state.tie_break:
            outputs.append(Say(words.line("tied-again", names=names)))
        else:
            outputs.append(Say(words.line("tied-on", names=names, points=state.seats[best[0]].total)))
        return outputs + self._next_round(state, best)

    def _next_round(self, state: State, playing: list[int]) -> list[Output]:
        """The next round waits for the table's GO; taught, how a later round (or a tie-break) goes comes first."""
        state.round += 1
        state.playing = list(playing)
        state.phase = Phase.ROLL  # the letter waits for the table's GO
        if state.tie_break:
            return teach(state, "tie-break", words("tie-break-rule"))
        return teach(state, "later round", words("later-round-rule"))

    def _finish(self, state: State, winners: list[int]) -> list[Output]:
        state.winners = list(winners)
        state.phase = OVER
        names = self._names(state, state.winners)
        if len(names) == 1 and not state.tie_break:  # straight after the totals, which hold the winner's
            won = words.line("wins-set-after-totals", name=names[0], points=state.seats[state.winners[0]].total)
            return [Cue("fanfare"), Say(won)]
        return [Cue("fanfare"), Say(self.result(state))]

    def result(self, state: State) -> Line:
        names = self._names(state, state.winners)
        if len(names) == 1 and state.tie_break:
            return words.line("wins-tie-break", name=names[0])
        if len(names) == 1:
            return words.line("wins-set", name=names[0], points=state.seats[state.winners[0]].total)
        return words.line("share-the-win", names=names)

    def placings(self, state: State) -> list[Placing]:
        """The score is the set total (a tie-break decides the winner, not the total)."""
        return [Placing(seat.name, seat.total, index in state.winners) for index, seat in enumerate(state.seats)]

    def _names(self, state: State, seats: list[int]) -> list[str]:
        return [state.seats[seat].name for seat in seats]

    def _totals(self, state: State) -> list[tuple[str, int]]:
        """Every seat's set total, best first (a stable sort keeps seat order among equals)."""
        order = sorted(range(len(state.seats)), key=lambda seat: -state.seats[seat].total)
        return [(state.seats[seat].name, state.seats[seat].total) for seat in order]

    def _tie_break_scores(self, state: State) -> list[tuple[str, int]]:
        order = sorted(state.playing, key=lambda seat: -(state.seats[seat].tie_break or 0))
        return [(state.seats[seat].name, state.seats[seat].tie_break or 0) for seat in order]

    # ----------------------------------------------------------- reports

    def where(self, state: State) -> Line:
        if state.phase == OVER:
            return self.result(state)
        # Before the roll the letter is last round's.
        letter = state.letter if state.phase not in (Phase.ROLL, Phase.LETTER) else ""
        number = state.settings.list_number
        return words.line(
            "where",
            listed="yes" if number else "no",
            list=number,
            stage="tie-break" if state.tie_break else "round",
            round=state.round,
            of=ROUNDS_PER_SET,
            rolled="yes" if letter else "no",
            letter=letter,
        )

    def standings(self, state: State) -> Line:
        return totals(self._totals(state))


# ---------------------------------------------------------------- the rules as functions


def letters_left(used: list[str], language: str = "en") -> tuple[str, ...]:
    """The faces of the game's language's die (dice.py) not yet used in the set: rolling again on a
    used letter comes to this."""
    return tuple(letter for letter in letter_die(language) if letter not in used)


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


def scoring_help(settings: Settings, letter: str) -> list[Line]:
    """How answers are scored, following the chosen variants: said before the first reading,
    so nobody argues a score under rules they did not know were on."""
    lines = [words.line("junior-scoring" if settings.junior else "standard-scoring", letter=letter)]
    if settings.alliteration:
        lines.append(words.line("alliteration-bonus", letter=letter, scoring="junior" if settings.junior else "standard"))
    return lines


# ---------------------------------------------------------------- lines made of several messages, or of a value


def spelling_word(letter: str) -> str:
    """The word that pins a letter down over table noise ("Sierra", "Santiago"), in the language spoken."""
    return str(_facts()["spelling_words"][letter])


def spelling_words() -> list[str]:
    """Every spelling word of the language spoken, in the order of its letters."""
    return [str(word) for word in _facts()["spelling_words"].values()]


def _facts() -> dict[str, Any]:
    """The game's language facts in the language spoken (messages/<language>.toml), English's if it has none."""
    return facts(words.room, current()) or facts(words.room, ENGLISH)


def round_title(number: int, of: int) -> Line:
    """A round between the first and the last says its number alone; a repeat gives "of 3"."""
    if 1 < number < of:
        return words.line("round-title-between", number=number, of=of)
    return words.line("round-title", number=number, of=of)


def start_action(round_number: int, of: int) -> str:
    """What the GO that starts a round does, in words of its own for each start, as the device says a GO
    question's press only the first time its words come (device/referee/asking.py; issue 37).
    `round_number` above `of`: a tie-break."""
    if round_number == 1:
        return words("start-first-round")
    if round_number <= of - 1:
        return words("start-round")
    if round_number == of:
        return words("start-last-round")
    return words("start-tie-break", tie_break=round_number - of)


def in_a_sentence(category: str) -> str:
    """A category as said mid-sentence: "A fruit" is "a fruit", but "TV show" keeps its capitals."""
    name = category.rstrip(".")
    return name[:1].lower() + name[1:] if name[1:2].islower() or name[1:2] == " " else name


def category(index: int, text: str) -> Line:
    """One numbered category; the short form keeps the number and reads on after it ("1, a fruit.")."""
    text = text.rstrip(".")
    return words.line("category", number=index, category=text, in_sentence=in_a_sentence(text))


def list_parts(categories: Sequence[str]) -> tuple[Line, ...]:
    """The list to hear again while writing, one category at a time, each in its short form ("1, a fruit.")."""
    return tuple(Line(category(index, text).brief) for index, text in enumerate(categories, start=1))


def category_answers(index: int, text: str, given: Sequence[tuple[str, str]]) -> Line:
    """One category's typed answers: "Category 3, a fruit: Red, banana. Blue, blueberry." """
    heard = " ".join(words("answer-heard", player=player, answer=answer.rstrip(".")) for player, answer in given)
    return words.line("category-answers", number=index, category=in_a_sentence(text), heard=heard or words("no-answers"))


def example_answer(letter: str, text: str, answer: str, number: int = 0) -> Line:
    """One good answer from the deck's answer file; `number`, the category's place on the list, when the
    game does not know which category is disputed (0: it knows)."""
    return words.line("example-answer", letter=letter, category=in_a_sentence(text), answer=answer.rstrip("."), number=number)


def scores(entries: Sequence[tuple[str, int]]) -> str:
    """'Blue 17, Red 11, Green 9': names with their points, best first as given."""
    return ", ".join(words("score-entry", name=name, points=points) for name, points in entries)


def totals(entries: Sequence[tuple[str, int]], named: bool = True) -> Line:
    """`named`: the line says it holds the totals (round 1's, the last round's, hold GO's); a middle round's,
    heard as round 1's was, says only them (issue 37: 0.9 s a round); a repeat names them."""
    return words.line("totals" if named else "totals-unnamed", scores=scores(entries))


GAME = Scattergories()
