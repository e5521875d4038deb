"""The contract between a game and whatever runs it.

A game never asks the world for anything directly. At every moment its state
names exactly one thing it needs next (a *prompt*); the runner answers with an
*input*; the game returns its new state and the *outputs* the runner should
perform. Chance and time are inputs like any button press, and so are the
moves the device makes for a seat it plays itself, which is what makes a game
replayable from its inputs and testable with chosen dice.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Literal, Mapping, Protocol, Sequence, TypeVar, Union, get_args

# ---------------------------------------------------------------- outputs


@dataclass(frozen=True)
class Line:
    """A sentence to speak, with the forms a repeat uses.

    `text` is the first hearing. `short` is the brief form a repeat gives when
    the first hearing was long (a heading with its numbers, without the
    preamble). `long` is the fuller form a repeat gives when the first hearing
    was kept short on purpose, because the table hears it every turn (Rapido's
    "Blue, fifty-one.", whose repeat explains the choice), or because a fixed
    text was left out (Scattergories' scoring rules after the first round).
    """

    text: str
    short: str = ""
    long: str = ""
    # False for a start signal ("Write!", "Go!"): news once, noise in a repeat
    # (hold OK during a paused timer must not tell the table to write).
    again: bool = True
    # For a question (issue 38), taught or not. `rule`: the rule that governs
    # the choice asked, which hold OK adds to its repeat, so a table that
    # forgot why it chooses hears why at the moment it chooses. `purpose`: in
    # one sentence, what the question is for and what the table does next,
    # which hold GO adds to where the game stands ("what now?").
    rule: str = field(default="", kw_only=True)
    purpose: str = field(default="", kw_only=True)

    @property
    def brief(self) -> str:
        return self.short or self.text

    @property
    def repeated(self) -> str:
        """What hold OK says again: the long form if there is one, else the brief one."""
        return self.long or self.brief


@dataclass(frozen=True)
class Say:
    """Speak a line. Urgent lines (stop!) cut off whatever is being said."""

    line: Line
    urgent: bool = False
    # The round's question starts again here (a veto's replacement): what
    # hold OK gives during the timer begins with this line, not the one it replaced.
    fresh: bool = False


@dataclass(frozen=True)
class Cue:
    """Play one of the shipped cue sounds, in order with the spoken lines."""

    name: str


@dataclass(frozen=True)
class Pause:
    """Let the table catch up, e.g. between a virtual player's moves.

    Play waits for it: nothing is asked until the pause is over.
    """

    seconds: float


@dataclass(frozen=True)
class Gap:
    """A silence in what the table hears, in turn with the lines and cues around it.

    Unlike `Pause` it does not hold up play: the question after it is asked at
    once and may be answered during the silence, and a line that cuts off
    speech (an urgent one) cuts the silence off too. For time to write down a
    line just heard, as a category list is read out.
    """

    seconds: float


Output = Union[Say, Cue, Pause, Gap]


def say(text: str, short: str = "", *, urgent: bool = False, long: str = "") -> Say:
    return Say(Line(text, short, long), urgent)


@dataclass(frozen=True)
class Placing:
    """One seat at the end of a game, for the history of finished games and its exports.

    `score` is the game's own measure of how far the seat got (points, or the
    space or step reached on a track), so higher is always better.
    """

    name: str
    score: int
    winner: bool


# ---------------------------------------------------------------- prompts
# Every player prompt (number, choice, yes/no, go) may carry `examples`: lines a
# table may ask to hear while the question waits, one per request, the first
# again after the last (Scattergories' example answers while an answer is
# disputed). They are part of the prompt, a pure function of the state, so
# hearing one changes nothing and nothing of it is journaled; each front end
# says how to ask (the buttons: hold OK).


@dataclass(frozen=True)
class Option:
    """One labelled choice; `value` is what the input carries and the journal stores."""

    value: str
    label: str


@dataclass(frozen=True)
class AskNumber:
    question: Line
    low: int
    high: int
    default: int
    # Spoken after the value while stepping ("7 seconds"); empty for a bare number.
    unit: str = ""
    # How far one press of UP or DOWN moves the value.
    step: int = 1
    # Values above this are beyond what the game's rules allow, offered as a
    # house rule and said as one ("3 minutes 15, a house rule"); None: no such limit.
    house_rule_above: int | None = None
    examples: tuple[Line, ...] = field(default=(), kw_only=True)  # see the note above AskNumber


@dataclass(frozen=True)
class AskChoice:
    question: Line
    options: tuple[Option, ...]
    default: int = 0
    # The option the main action picks at once, when one of them is the usual
    # next step (Rapido's "roll again"); empty when there is none. A front end
    # says how to take it (the buttons: GO; a page: a big button).
    main_option: str = ""
    # What the main action does, as a phrase after the device's "GO to" ("roll again"), where the main
    # option's label, lowered, is not one: German keeps a noun's capital and so cannot lower a label,
    # and "Mit GO Noch mal würfeln" kept a verb's. Empty: the label says it.
    main_action: str = ""
    examples: tuple[Line, ...] = field(default=(), kw_only=True)  # see the note above AskNumber


@dataclass(frozen=True)
class AskConfirm:
    """A yes/no question. Yes is offered first because it is the common answer."""

    question: Line
    default: bool = True
    examples: tuple[Line, ...] = field(default=(), kw_only=True)  # see the note above AskNumber


@dataclass(frozen=True)
class AskGo:
    """Wait for the main action: roll, start, next.

    The question says what is happening, never which button does it; `action`
    names the main action ("roll for the question"), which each front end
    turns into its own words ("Press GO to roll for the question.") or a
    button label.
    """

    question: Line
    action: str = ""
    examples: tuple[Line, ...] = field(default=(), kw_only=True)  # see the note above AskNumber


@dataclass(frozen=True)
class AskAnswers(AskGo):
    """Collect the answers each player typed on a phone: one `answers` input per player.

    Plain data a front end can show as it is: the letter, the categories, and
    the seats whose answers are still awaited (`waiting`: the seat number as
    text, the name as the label). Each answer is at most `longest` characters.
    It is a go-prompt: the main action (`action`, a plain `go` input) stops
    waiting, so a table where someone has no phone can still go on with the
    buttons alone; the game says what becomes of the answers not sent.
    """

    letter: str = ""
    categories: tuple[str, ...] = ()
    waiting: tuple[Option, ...] = ()
    longest: int = 80


@dataclass(frozen=True)
class AskVotes(AskGo):
    """A vote by each player on one challenged answer: one `vote` input per player.

    Plain data: whose answer (`challenged`, seat number and name), the category,
    the answer as written, and the seats whose votes are still awaited. The main
    action (`go`) stops waiting, as in `AskAnswers`: the game counts hands instead.
    """

    challenged: Option = Option("", "")
    category: str = ""
    answer: str = ""
    waiting: tuple[Option, ...] = ()


@dataclass(frozen=True)
class AskChance:
    """Chance decides: the runner picks one outcome uniformly, or shuffles the items.

    `kind` is "pick" (one of `outcomes`) or "shuffle" (an ordering of `outcomes`).
    `cue` is the sound that dramatises the draw (dice rattle, card swish).
    """

    what: str
    kind: Literal["pick", "shuffle"]
    outcomes: tuple[Any, ...]
    cue: str = ""


@dataclass(frozen=True)
class TimerCall:
    """Something the runner does when `remaining` seconds are left on a timer."""

    remaining: int
    line: Line | None = None
    cue: str = ""


@dataclass(frozen=True)
class AskTimer:
    """Run a countdown; answer with a `timer` input when it reaches zero.

    `parts` is what a writer may want to hear again while the timer runs, one
    at a time (Scattergories' numbered categories): a front end gives the next
    one each time it is asked, then the first again after the last. `parts_are`
    names them for a front end's hint ("the list, one category at a time"),
    as `AskGo.action` names the main action: the game never says how to ask.
    `rule` is what hold OK adds while the clock runs, after the round's
    question: the rule of the round itself (Dabble's "finished early, just
    wait"), for a table that did not know what to do mid-round (issue 38).
    """

    seconds: int
    calls: tuple[TimerCall, ...] = ()
    parts: tuple[Line, ...] = ()
    parts_are: str = ""
    rule: str = ""


@dataclass(frozen=True)
class AskVirtual:
    """A seat the device plays itself decides: the runner asks that player's policy, not a button.

    The answer is a `virtual` input, journaled like any other, so a game replays
    the moves that were made even after the policy changes. `what` names the
    decision for the transcript ("Blue's choice").
    """

    seat: int
    options: tuple[Option, ...]
    what: str


@dataclass(frozen=True)
class GameOver:
    summary: Line


Prompt = Union[AskNumber, AskChoice, AskConfirm, AskGo, AskAnswers, AskVotes, AskChance, AskTimer, AskVirtual, GameOver]

PLAYER_PROMPTS = (AskNumber, AskChoice, AskConfirm, AskGo)


# ---------------------------------------------------------------- inputs

InputKind = Literal["number", "choice", "confirm", "go", "chance", "timer", "virtual", "answers", "vote"]
INPUT_KINDS: tuple[str, ...] = get_args(InputKind)

# Inputs a player makes; undo may step back over these and only these
# (not chance, not the timer, not the moves the device made for its own players).
PLAYER_KINDS: frozenset[str] = frozenset({"number", "choice", "confirm", "go", "answers", "vote"})


@dataclass(frozen=True)
class Input:
    kind: InputKind
    value: Any = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "value": self.value}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Input":
        kind = data.get("kind")
        if kind not in INPUT_KINDS:
            raise ValueError(f"unknown input kind {kind!r}")
        value = data.get("value")
        if isinstance(value, list):
            value = tuple(value)
        return cls(kind, value)

    @property
    def by_player(self) -> bool:
        return self.kind in PLAYER_KINDS


def number(value: int) -> Input:
    return Input("number", value)


def choice(value: str) -> Input:
    return Input("choice", value)


def confirm(value: bool) -> Input:
    return Input("confirm", value)


def go() -> Input:
    return Input("go")


def chance(value: Any) -> Input:
    return Input("chance", tuple(value) if isinstance(value, list) else value)


def time_up() -> Input:
    return Input("timer")


def virtual(value: str) -> Input:
    """A decision the device made for a seat it plays itself."""
    return Input("virtual", value)


def answers(seat: int | str, texts: Sequence[str]) -> Input:
    """One player's typed answers, one per category (an empty text for none), for `AskAnswers`."""
    return Input("answers", {"seat": str(seat), "answers": list(texts)})


def vote(seat: int | str, valid: bool) -> Input:
    """One player's vote on a challenged answer, for `AskVotes`."""
    return Input("vote", {"seat": str(seat), "valid": valid})


# ---------------------------------------------------------------- errors


class IllegalInput(Exception):
    """An input that does not fit the current prompt. The state is unchanged."""


class WrongKind(IllegalInput):
    pass


class OutOfRange(IllegalInput):
    pass


class NotAnOption(IllegalInput):
    pass


class GameIsOver(IllegalInput):
    pass


class InvalidSettings(ValueError):
    """Settings a game cannot start from; the message says which and why."""


_KIND_OF_PROMPT: dict[type, str] = {
    AskNumber: "number",
    AskChoice: "choice",
    AskConfirm: "confirm",
    AskGo: "go",
    AskChance: "chance",
    AskTimer: "timer",
    AskVirtual: "virtual",
    AskAnswers: "answers",
    AskVotes: "vote",
}


def asked_in_full(prompt: AskNumber) -> Line:
    """A number question as put to someone who did not hear the one before it: "Bob's?" after
    "Ann's bid?" is "Bob's bid?" (engine/in_turn.py), on a phone, after a resume or an undo."""
    question = prompt.question
    return replace(question, text=question.long, long="") if question.long else question


def check_input(prompt: Prompt, given: Input) -> None:
    """Raise an IllegalInput unless `given` answers `prompt`.

    Every game calls this first, so a game's own code only ever sees inputs
    that fit, and a rejected input provably changes nothing.
    """
    if isinstance(prompt, GameOver):
        raise GameIsOver("the game is over")
    expected = _KIND_OF_PROMPT[type(prompt)]
    if given.kind == "go" and isinstance(prompt, AskGo):
        return  # the main action, which every go-prompt takes (AskAnswers and AskVotes too)
    if given.kind != expected:
        raise WrongKind(f"expected a {expected} input, got {given.kind}")
    value = given.value
    if isinstance(prompt, AskNumber):
        if not isinstance(value, int) or isinstance(value, bool):
            raise WrongKind(f"a number prompt takes a whole number, got {value!r}")
        if not prompt.low <= value <= prompt.high:
            raise OutOfRange(f"{value} is outside {prompt.low}..{prompt.high}")
    elif isinstance(prompt, AskChoice):
        if value not in {option.value for option in prompt.options}:
            raise NotAnOption(f"{value!r} is not one of the offered choices")
    elif isinstance(prompt, AskVirtual):
        if value not in {option.value for option in prompt.options}:
            raise NotAnOption(f"{value!r} is not one of the options for {prompt.what}")
    elif isinstance(prompt, AskConfirm):
        if not isinstance(value, bool):
            raise WrongKind(f"a yes/no prompt takes true or false, got {value!r}")
    elif isinstance(prompt, AskChance):
        _check_chance(prompt, value)
    elif isinstance(prompt, AskAnswers):
        _check_answers(prompt, value)
    elif isinstance(prompt, AskVotes):
        _check_vote(prompt, value)


def _waiting_seat(value: Any, waiting: tuple[Option, ...], what: str) -> None:
    if not isinstance(value, Mapping) or not isinstance(value.get("seat"), str):
        raise WrongKind(f'{what} name the seat as text, like {{"seat": "0", ...}}; got {value!r}')
    if value["seat"] not in {option.value for option in waiting}:
        awaited = ", ".join(option.label for option in waiting) or "nobody"
        raise NotAnOption(f"seat {value['seat']!r} is not awaited for {what} (awaited: {awaited})")


def _check_answers(prompt: AskAnswers, value: Any) -> None:
    _waiting_seat(value, prompt.waiting, "answers")
    texts = value.get("answers")
    if not isinstance(texts, (list, tuple)) or not all(isinstance(text, str) for text in texts):
        raise WrongKind(f"answers are a list of texts, one per category; got {texts!r}")
    if len(texts) != len(prompt.categories):
        raise OutOfRange(f"{len(texts)} answers for {len(prompt.categories)} categories")
    if any(len(text) > prompt.longest for text in texts):
        raise OutOfRange(f"an answer is longer than {prompt.longest} characters")


def _check_vote(prompt: AskVotes, value: Any) -> None:
    _waiting_seat(value, prompt.waiting, "votes")
    if not isinstance(value.get("valid"), bool):
        raise WrongKind(f"a vote is valid true or false; got {value.get('valid')!r}")


def _check_chance(prompt: AskChance, value: Any) -> None:
    if prompt.kind == "pick":
        # Compare types too: True == 1 in Python, but a yes is not a die face.
        if not any(type(value) is type(outcome) and value == outcome for outcome in prompt.outcomes):
            raise OutOfRange(f"{value!r} is not a possible outcome of {prompt.what}")
        return
    if not isinstance(value, tuple) or sorted(map(repr, value)) != sorted(map(repr, prompt.outcomes)):
        raise OutOfRange(f"{value!r} is not an ordering of the items to shuffle")


# ---------------------------------------------------------------- games

S = TypeVar("S")


class Game(Protocol[S]):
    """What every game module provides.

    `prompt` is a pure function of the state, so a runner can always ask
    "what now?" after a restart without any extra bookkeeping.
    """

    id: str
    title: str

    def start(self, settings: Mapping[str, Any]) -> S: ...

    def prompt(self, state: S) -> Prompt: ...

    def apply(self, state: S, given: Input) -> tuple[S, list[Output]]: ...

    def where(self, state: S) -> Line:
        """Where play stands, for resuming after a power cut."""
        ...

    def standings(self, state: S) -> Line: ...

    def describe(self, state: S, given: Input) -> str:
        """What a player's answer `given` to this state's prompt meant, for "Taken back: ..."."""
        ...

    def placings(self, state: S) -> list[Placing]:
        """Every seat's name, score and whether it won, in seat order (a finished game)."""
        ...

    def to_json(self, state: S) -> dict[str, Any]: ...

    def from_json(self, data: Mapping[str, Any]) -> S: ...


def replay(game: Game[S], settings: Mapping[str, Any], inputs: Sequence[Input]) -> S:
    """Rebuild a state from scratch: the game is the fold of its inputs."""
    return replay_from(game, game.start(settings), inputs)


def replay_from(game: Game[S], state: S, inputs: Sequence[Input], after: Callable[[int, S], None] | None = None) -> S:
    """Apply ``inputs`` to ``state`` (left unchanged) and return the result.

    A game that can apply in place (``PhaseGame.apply_in_place``) is given one
    private copy to change, instead of a fresh copy per input: the states in
    between are never looked at, and the copies were most of a resume's cost.
    ``after(count, state)`` is called after each input with the working state;
    it must copy what it wants to keep, as the next input changes it.
    """
    in_place = getattr(game, "apply_in_place", None)
    copy_state = getattr(game, "copy", None)
    if in_place is None or copy_state is None:
        for count, given in enumerate(inputs, 1):
            state, _ = game.apply(state, given)
            if after is not None:
                after(count, state)
        return state
    state = copy_state(state)
    for count, given in enumerate(inputs, 1):
        in_place(state, given)
        if after is not None:
            after(count, state)
    return state
