"""Chance the table can check: every die, card and seat drawn from one secret seed, by a recipe anyone can redo.

Why: players distrust digital dice. At a game's start the referee makes a seed
(256 random bits), keeps it in the game's journal and shows only its
fingerprint; when the game is over the seed is told, and anyone can redo
every draw with `sha256sum` (docs/fair-dice.md) and see that nothing was
chosen after the fingerprint was shown. The same recipe fixes each deck's
order for the whole game from its first minute, so the next cards are known
before they are drawn (`Dealer.upcoming`, for rendering ahead), and an undo
or a resume can never draw anything differently.

The recipe, for one chance prompt (engine/core.py `AskChance`):

    key(outcome) = SHA-256, in hex, of the text "<seed>:<stream>:<j>:<outcome>"
    a pick:    the offered outcome with the smallest key
    a shuffle: the offered outcomes in the order of their keys, smallest first

- `seed`: 64 lower-case hex digits. Its fingerprint is the first 16 hex
  digits of the SHA-256 of that text.
- `outcome`: a text as it is ("blue-17", "7-X", "W"); anything else as
  compact JSON (a number 3, a pair [1,2]), as the journal writes it.
- A card drawn from a deck (a pick the engine asks with the card sound,
  whose outcomes are all cards of one deck in the game's settings): `stream`
  is the name of that setting ("questions"), and `j` is how many times this
  card was drawn earlier in the game. So until a deck is used up its order is
  fixed (every card keeps its key), and a deck shuffled again within the game
  gets a new order (each card a new key).
- Any other draw (a die, a seat, a shuffle): `stream` is the offered outcomes
  written as above and joined by "," ("1,2,3,4,5,6"), and `j` is how many
  draws earlier in the game offered the very same outcomes.

"Earlier in the game" counts the draws among the game's inputs, so an undo
or a resume draws the same again. A key is 256 bits of SHA-256 whose input
differs for every outcome, so the smallest key is a uniform pick and the
order of keys a uniform shuffle.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from engine.core import AskChance, Game, IllegalInput, Input, replay_from
from engine.fairness import Roll

SEED_BITS = 256
FINGERPRINT_DIGITS = 16
CARD_CUE = "card"  # the cue a card draw is asked with (engine/mechanics.py Pile.draw_prompt)
DICE_CUE = "dice"  # the cue a die is rolled with (engine/mechanics.py die)
_SEED = re.compile(r"[0-9a-f]{64}")


def new_seed(rng: random.Random) -> str:
    """A game's secret seed: 256 bits from the device's randomness (a fixed Random in tests)."""
    return f"{rng.getrandbits(SEED_BITS):064x}"


def is_seed(text: Any) -> bool:
    return isinstance(text, str) and _SEED.fullmatch(text) is not None


def fingerprint(seed: str) -> str:
    """What the table sees at the start: short enough to note, and no way back to the seed."""
    return hashlib.sha256(seed.encode("ascii")).hexdigest()[:FINGERPRINT_DIGITS]


def outcome_text(value: Any) -> str:
    """An outcome as the recipe writes it: a text as it is, anything else as compact JSON."""
    if isinstance(value, str):
        return value
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def key(seed: str, stream: str, j: int, outcome: Any) -> str:
    """The hash that places one outcome: lower sorts first (hex digits compare as the numbers do)."""
    text = f"{seed}:{stream}:{j}:{outcome_text(outcome)}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Stream:
    """Where a draw comes from: a deck of the game's settings, or the outcomes offered."""

    name: str
    deck: bool


def stream_of(prompt: AskChance, settings: Mapping[str, Any]) -> Stream:
    """A card drawn from a deck is that deck's; any other draw is named by what it offers."""
    outcomes = prompt.outcomes
    if prompt.kind == "pick" and prompt.cue == CARD_CUE and outcomes and all(isinstance(o, str) for o in outcomes):
        for name, value in settings.items():
            if isinstance(value, Mapping) and all(card in value for card in outcomes):
                return Stream(name, deck=True)
    return Stream(",".join(outcome_text(outcome) for outcome in outcomes), deck=False)


@dataclass(frozen=True)
class Draw:
    """One draw of the game: the input it became (its index), its stream and what came."""

    at: int
    stream: Stream
    value: Any


class Dealer:
    """Draws a game's chance from its seed, counting what was drawn before (the recipe's `j`).

    It keeps the game's draws by the index of the input each became, so a
    draw asked again at the same place (after an undo) counts the same.
    """

    def __init__(self, seed: str, settings: Mapping[str, Any], drawn: Iterable[Draw] = ()) -> None:
        if not is_seed(seed):
            raise ValueError("a seed is 64 lower-case hex digits")
        self.seed = seed
        self.settings = settings
        self._drawn: list[Draw] = list(drawn)

    @classmethod
    def following(cls, seed: str, game: Game[Any], settings: Mapping[str, Any], inputs: Sequence[Input]) -> "Dealer":
        """A dealer for a game resumed with these inputs: its earlier draws read from a replay."""
        prompts, _ = chance_prompts(game, settings, inputs)
        return cls(seed, settings, (Draw(at, stream_of(prompt, settings), inputs[at].value) for at, prompt in prompts))

    def copy(self) -> "Dealer":
        """A dealer that draws the same from here and forgets what it is told: for playing ahead in thought."""
        return Dealer(self.seed, self.settings, self._drawn)

    def j(self, stream: Stream, outcome: Any, at: int) -> int:
        """How many draws before input `at` count for this outcome of this stream."""
        earlier = (draw for draw in self._drawn if draw.at < at and draw.stream == stream)
        if stream.deck:
            return sum(1 for draw in earlier if draw.value == outcome)
        return sum(1 for _ in earlier)

    def draw(self, prompt: AskChance, at: int) -> Any:
        """The outcome the recipe gives this prompt as input number `at` (from 0)."""
        stream = stream_of(prompt, self.settings)
        if stream.deck:
            counts = self._card_counts(stream, at)
            return min(prompt.outcomes, key=lambda card: key(self.seed, stream.name, counts[card], card))
        j = self.j(stream, None, at)
        ranked = sorted(prompt.outcomes, key=lambda outcome: key(self.seed, stream.name, j, outcome))
        return tuple(ranked) if prompt.kind == "shuffle" else ranked[0]

    def drawn(self, prompt: AskChance, value: Any, at: int) -> None:
        """Count a draw that became input `at`; anything counted from there on is forgotten (taken back)."""
        self._drawn = [draw for draw in self._drawn if draw.at < at]
        self._drawn.append(Draw(at, stream_of(prompt, self.settings), value))

    def _card_counts(self, stream: Stream, at: int) -> Counter[Any]:
        return Counter(draw.value for draw in self._drawn if draw.at < at and draw.stream == stream)

    # ------------------------------------------------------------ drawn ahead

    def upcoming(self, decks: Iterable[str] | None = None, skip: Iterable[str] = ()) -> dict[str, tuple[str, ...]]:
        """Each deck's cards in the order they will be drawn from here, the ones drawn fewest times first.

        A deck is a setting that maps card ids to cards (all of them, unless
        `decks` names some). `skip`: cards the game will not offer until its
        deck is used up (played in earlier games): left out. Good for the
        renderer, which wants the next few; the engine still decides what is
        offered (a drawn card the game swaps away, a used-up deck).
        """
        names = list(decks) if decks is not None else [name for name, value in self.settings.items() if _is_deck(value)]
        left_out = set(skip)
        ahead: dict[str, tuple[str, ...]] = {}
        for name in names:
            stream = Stream(name, deck=True)
            counts = self._card_counts(stream, at=_END)
            cards = [card for card in self.settings.get(name, {}) if card not in left_out]
            ahead[name] = tuple(sorted(cards, key=lambda card: (counts[card], key(self.seed, name, counts[card], card))))
        return ahead

    def next_rolls(self, faces: Sequence[Any], count: int) -> tuple[Any, ...]:
        """The next `count` rolls of a die with these faces, as the game will see them."""
        stream = Stream(",".join(outcome_text(face) for face in faces), deck=False)
        j = self.j(stream, None, _END)
        return tuple(min(faces, key=lambda face: key(self.seed, stream.name, j + n, face)) for n in range(count))


_END = 1 << 62  # an input index past any game's end: "everything drawn so far"


def _is_deck(value: Any) -> bool:
    return isinstance(value, Mapping) and len(value) > 1 and all(isinstance(card, str) for card in value)


def chance_prompts(
    game: Game[Any], settings: Mapping[str, Any], inputs: Sequence[Input]
) -> tuple[list[tuple[int, AskChance]], str]:
    """The chance prompt each chance input answered, by the input's index, from a replay.

    Also says why the replay stopped short ("" when every input fitted): a
    journal changed by hand may hold an input the game refuses.
    """
    found: list[tuple[int, AskChance]] = []
    reached = [0]  # the index of the input being applied next

    def before(index: int, state: Any) -> None:
        reached[0] = index
        if index < len(inputs) and inputs[index].kind == "chance":
            prompt = game.prompt(state)
            if not isinstance(prompt, AskChance):
                raise IllegalInput(f"input {index + 1} is a draw, but the game asked for {type(prompt).__name__}")
            found.append((index, prompt))

    try:
        start = game.start(settings)
        before(0, start)
        replay_from(game, start, inputs, before)
    except (IllegalInput, ValueError, TypeError, KeyError, IndexError) as refusal:  # whatever a hand-edit makes of it
        return found, f"input {reached[0] + 1} does not fit the game ({refusal})"
    return found, ""


def dice_rolls(game: Game[Any], settings: Mapping[str, Any], inputs: Sequence[Input]) -> list[Roll]:
    """The game's die rolls so far, each with the faces it offered, for "how fair were the dice?"
    (engine/fairness.py): the draws asked with the dice cue, not cards, seats or shuffles."""
    prompts, _ = chance_prompts(game, settings, inputs)
    return [Roll(prompt.outcomes, inputs[at].value) for at, prompt in prompts if prompt.kind == "pick" and prompt.cue == DICE_CUE]


@dataclass(frozen=True)
class Check:
    """One draw of a finished game: what was played against what the seed gives."""

    number: int  # the input's number in the journal, from 1
    what: str  # what was drawn ("roll the letter die")
    stream: str
    j: int  # the recipe's j for the outcome played
    played: Any
    expected: Any

    @property
    def matches(self) -> bool:
        return outcome_text(self.played) == outcome_text(self.expected)


def check_draws(seed: str, game: Game[Any], settings: Mapping[str, Any], inputs: Sequence[Input]) -> tuple[list[Check], str]:
    """Every draw of a game redone from its seed, in order; and why the replay stopped, if it did.

    Each draw is counted as it was played, so one changed draw shows as one
    mismatch, and the draws after it are checked as the game went on.
    """
    prompts, problem = chance_prompts(game, settings, inputs)
    dealer = Dealer(seed, settings)
    checks = []
    for at, prompt in prompts:
        played = inputs[at].value
        expected = dealer.draw(prompt, at)
        stream = stream_of(prompt, settings)
        checks.append(Check(at + 1, str(prompt.what), stream.name, dealer.j(stream, played, at), played, expected))
        dealer.drawn(prompt, played, at)
    return checks, problem
