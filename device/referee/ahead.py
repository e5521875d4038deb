"""The next few cards, subjects and letters, rendered before anything else not needed yet.

Why: on a Pi 4 the natural voice renders the whole list of known lines in an
hour or more, and a question drawn at random is rarely rendered by the time it
is drawn. But the seed fixes every draw from the game's first minute
(device/chance.py), so the referee knows what comes next: it hands those lines
to the speaker at RenderPriority.AHEAD, after what the table waits for and
before the rest of the known list, and tops them up after every answer.

What it hands, at RenderPriority.AHEAD unless said otherwise:

* the game played ahead in thought from where it stands: every draw by the
  dealer, every GO pressed, every device seat by its policy, every round
  timer run out, up to a question only the players can answer. What it says
  on the way (a letter rolled, a question read, a roll of the dice) is what
  the table hears next. Beyond that question the players' answers are
  guessed (each question's offered value); what is then said and asked
  ("Read in order: Ann 5, Bob 5?") depends on the guess, so only its words
  are handed. The real game is untouched: `apply` returns a new state, and
  the dealer is a copy.
* once, with the first of these: the small numbers and the game's words
  (device/sound/prerender.py's `game_words`): with them any line the game
  says can be said from pieces, whatever the players answer;
* each deck the game draws from (a Pile in its state): the next
  `DRAWS_AHEAD` cards in the dealer's order, said the way the game says
  them (its `spoken_entry`), every deck's next card first;
* once, at RenderPriority.PIECES: the rest of the game's pieces
  (`game_pieces`: its phrases' runs, the other numbers).

Setup hands the same ahead before the game starts (device/referee/
foresight.py), with the seed chosen when setup began; the game's own
look-ahead then skips what setup handed.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Final, Iterable, Mapping, Sequence

from device.chance import Dealer, stream_of
from device.sound.prerender import SMALL_NUMBERS, entry_lines, game_pieces, game_words, piece_words
from device.sound.voices.interface import RenderPriority
from engine.entry import Entry
from engine.core import (
    AskChance,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskTimer,
    AskVirtual,
    IllegalInput,
    Input,
    Line,
    Say,
    chance,
    choice,
    confirm,
    go,
    number,
    time_up,
    virtual,
)
from engine.mechanics import Pile

#: How many draws of each deck are rendered ahead of play.
DRAWS_AHEAD: Final = 3
#: How many inputs the game is played ahead in thought at most (GO, draws, device seats).
STEPS_AHEAD: Final = 24


def deck_lines_ahead(entry: Entry, state: Any, dealer: Dealer, language: str | None, draws: int = DRAWS_AHEAD) -> list[str]:
    """The lines of the next `draws` cards of each deck in the game's state: every deck's next card, then
    every deck's second, and so on (which deck a game draws from next may depend on its players)."""
    by_deck: list[list[list[str]]] = []
    for pile in _piles(state):
        stream = stream_of(pile.draw_prompt(""), dealer.settings)
        deck = dealer.settings.get(stream.name) if stream.deck else None
        if not isinstance(deck, Mapping):
            continue
        skip = pile.played if pile.remaining else ()  # played cards come back only once the pile is used up
        cards = dealer.upcoming([stream.name], skip=skip)[stream.name][:draws]
        by_deck.append([entry_lines(entry, stream.name, [deck[card]], language) for card in cards])
    return [line for draw in range(draws) for cards in by_deck if draw < len(cards) for line in cards[draw]]


def _piles(state: Any) -> list[Pile]:
    if not dataclasses.is_dataclass(state):
        return []
    found = (getattr(state, field.name) for field in dataclasses.fields(state))
    return [value for value in found if isinstance(value, Pile)]


@dataclasses.dataclass
class Foreseen:
    """What the game will say (`sure`), and what it says if the players give the answers offered (`likely`)."""

    sure: list[str]
    likely: list[str]


def played_ahead(entry: Entry, state: Any, dealer: Dealer, at: int, steps: int = STEPS_AHEAD) -> Foreseen:
    """What the game says from `state` (after `at` inputs) while GO, the dice and the device's seats answer,
    and the questions asked after it while the players give each question's offered value.

    Past the first answer only the players can give, what the game says
    (and asks: "Read in order: Ann 5, Bob 5?") depends on that answer: it is
    likely, not sure.
    """
    game = entry.game
    thought = dealer.copy()
    lines: list[str] = []
    likely: list[str] = []
    guessed = False
    for _ in range(steps):
        prompt = game.prompt(state)
        (likely if guessed else lines).extend(_asked(prompt))  # "Read in order: Ann 5 ..." holds the guess
        given = _answer(entry, prompt, state, thought, at)
        if given is None:
            given = _offered(prompt)
            if given is None:
                break
            guessed = True
        try:
            state, outputs = game.apply(state, given)
        except (IllegalInput, ValueError):  # a GO this question does not take: the players answer it
            break
        if isinstance(prompt, AskChance):
            thought.drawn(prompt, given.value, at)
        at += 1
        (likely if guessed else lines).extend(output.line.text for output in outputs if isinstance(output, Say))
    return Foreseen(lines, likely)


def _asked(prompt: Any) -> list[str]:
    """What the referee says to ask `prompt`: its question in full and short, or a round timer's calls."""
    if isinstance(prompt, AskTimer):
        return [call.line.text for call in prompt.calls if call.line is not None]
    question = getattr(prompt, "question", None)
    if not isinstance(question, Line):
        return []
    return [question.text, question.short] if question.short else [question.text]


def _answer(entry: Entry, prompt: Any, state: Any, dealer: Dealer, at: int) -> Input | None:
    if isinstance(prompt, AskChance):
        return chance(dealer.draw(prompt, at))
    if isinstance(prompt, AskVirtual) and entry.virtual_player is not None:
        return virtual(entry.virtual_player(state))
    if type(prompt) is AskGo:  # not AskAnswers or AskVotes: those wait for the players' answers
        return go()
    if isinstance(prompt, AskTimer):  # the round runs out: what follows ("Pencils down!") is known
        return time_up()
    return None


def _offered(prompt: Any) -> Input | None:
    """The value a question offers first: a guess at the players' answer, to see the questions after it."""
    if isinstance(prompt, AskNumber):
        return number(prompt.default)
    if isinstance(prompt, AskChoice) and prompt.options:
        return choice(prompt.options[min(prompt.default, len(prompt.options) - 1)].value)
    if isinstance(prompt, AskConfirm):
        return confirm(prompt.default)
    return None


class LookAhead:
    """The lines handed to the speaker ahead of play for one game, each once.

    ``submit`` is the speaker's ``ahead`` (lines, RenderPriority); a speaker
    without one (a test's) gets nothing.
    """

    def __init__(
        self,
        entry: Entry,
        dealer: Dealer,
        language: str | None,
        submit: Callable[[list[str], RenderPriority], Any],
        pieces: Sequence[str] = (),
        seen: Iterable[str] = (),
        words: Sequence[str] = (),
    ) -> None:
        self._entry = entry
        self._pieces = list(pieces)  # the game's own pieces: handed once, after the first draws
        self._words = list(words)  # the words its lines are made of: handed once, with the first draws
        self._dealer = dealer
        self._language = language
        self._submit = submit
        self.handed: list[str] = []  # every line handed over, in order: for tests and the benchmark
        self._topped_up = False
        self._seen: set[str] = set(seen)  # handed over already (by setup's foresight, with the same seed)

    @classmethod
    def for_game(
        cls,
        entry: Entry,
        dealer: Dealer,
        settings: Mapping[str, Any],
        submit: Callable[[list[str], RenderPriority], Any],
        seen: Iterable[str] = (),
    ) -> "LookAhead":
        """The look-ahead of a game with these settings: its language, and its seats' words and pieces."""
        spoken = settings.get("language")
        names = list(settings.get("names", ()))
        return cls(
            entry,
            dealer,
            spoken,
            submit,
            game_pieces(entry, names, spoken),
            seen=seen,
            words=game_words(entry, names, spoken),
        )

    def top_up(self, state: Any, at: int) -> list[str]:
        """Hand over what comes next from `state` (after `at` inputs) that was not handed over yet; return it.

        The first top-up also hands the small numbers (bids, scores, steps)
        and every word of the game's lines (then any line can be said from
        pieces, whatever the players answer), and then, at their own lower
        priority, the game's other pieces.
        """
        first = not self._topped_up
        self._topped_up = True
        foreseen = played_ahead(self._entry, state, self._dealer, at)
        upcoming = foreseen.sure + piece_words(foreseen.likely)  # short words first: any answer is then said
        if first:
            upcoming += [str(n) for n in range(SMALL_NUMBERS + 1)] + self._words
        upcoming += deck_lines_ahead(self._entry, state, self._dealer, self._language)
        fresh = self._fresh(upcoming)
        if fresh:
            self.handed += fresh
            self._submit(fresh, RenderPriority.AHEAD)
        pieces = self._fresh(self._pieces) if first else []
        if pieces:  # at their own priority, so no later draw waits behind them
            self.handed += pieces
            self._submit(pieces, RenderPriority.PIECES)
            fresh += pieces
        return fresh

    def _fresh(self, lines: Iterable[str]) -> list[str]:
        """The lines not handed over yet, each once; from now on they count as handed."""
        fresh = []
        for line in lines:
            line = line.strip()
            if line and line not in self._seen:
                self._seen.add(line)
                fresh.append(line)
        return fresh
