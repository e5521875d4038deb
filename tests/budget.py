"""The press-and-listen budget of each game, measured on the real referee loop.

Run it from the top of the repository:

    .venv/bin/python -m tests.budget              # every game, the table docs/performance.md prints
    .venv/bin/python -m tests.budget dabble -v    # one game, with the measured round's transcript
    .venv/bin/python -m tests.budget --language es   # the same, the referee speaking Spanish (any language listed)
    .venv/bin/python -m tests.budget --hard       # the hard rounds (tests/budget_hard/): a failure, values that change
    .venv/bin/python -m tests.budget --every      # the hardest: every value changed (games whose module plays it)

A known table (four players whose names the device remembers) sets the game up
with OK on every question, plays round 1, and then a later round is measured:
its presses, and the seconds of speech in it other than the round's own content
(its question, letter, categories or subject), each line rendered by
espeak-ng at the referee's rate and trimmed as the speech cache trims it.
The players listen: a number or a choice is stepped until the referee says
the value wanted, and a run of UP (or DOWN) steps on one question counts as
one press, the button held while it repeats (tests/press_count.py counts
every step instead).

The rounds:

- Rapid List: bids Ann 4, Bob 6, Cat 5, Dan 3 in round 1, then 5, 3, 6 and 4, every list accepted.
- Rapido: four people, each places the first roll on the field offered.
- Scattergories: no challenge, points Ann 8, Bob 6, Cat 9, Dan 5.
- Dabble: Ann and Bob both finish; Cat's unused tiles are worth 12, Dan's 18.

The same rounds are measured in every language of engine/language.py
LANGUAGES: the presses are the same, the goals too. What the measure reads of
the words a language says (where a round starts, which lines are a round's
content) is in the two per-language tables below, ROUND_STARTS and
CONTENT_LINES (docs/dev/adding-a-language.md, step 7).
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import tempfile
import wave
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from engine import language
from engine.core import AskChoice, AskConfirm, AskGo, AskNumber
from engine.setup import Defaults
from tests.languages import entry
from tests.press_count import Counter, name_of, place_first_roll, scattergories_points
from tests.table import Table

NAMES = ("Ann", "Bob", "Cat", "Dan")
RATE = 160  # words a minute: the referee's espeak-ng rate (device/sound/voices/espeak_ng.py)


@dataclass(frozen=True)
class Goal:
    setup: int = 8  # presses to set up a known table
    round: int = 10  # presses in a later round, four players (Rapido: a turn, below)
    turn: int = 2  # presses in a Rapido turn
    speech: float = 20.0  # seconds of speech in a later round, other than its content


GOAL = Goal()


# Rapid List's bids, round by round: a later round offers each player the last bid, so the
# measured round bids otherwise, as a table does.
BIDS = ({"Ann": 4, "Bob": 6, "Cat": 5, "Dan": 3}, {"Ann": 5, "Bob": 3, "Cat": 6, "Dan": 4})
_bids_asked: dict[str, int] = {}


def _rapid_list(prompt: Any) -> Any:
    if isinstance(prompt, AskGo):
        return "go"
    if isinstance(prompt, AskNumber):
        name = name_of(prompt)
        rounds = _bids_asked[name] = _bids_asked.get(name, 0) + 1
        return BIDS[(rounds - 1) % 2][name]
    if isinstance(prompt, AskConfirm):
        return True
    return None


def _dabble(prompt: Any) -> Any:
    if isinstance(prompt, AskGo):
        return "go"
    if isinstance(prompt, AskChoice) and any(option.value == "nobody" for option in prompt.options):  # who finished
        return "0,1"  # Ann and Bob, one of the choice's pairs (issue 37: one question, however many finished)
    if isinstance(prompt, AskNumber):
        return {"Cat": 12, "Dan": 18}.get(name_of(prompt))
    if isinstance(prompt, AskConfirm):
        return False
    return None


class HoldingCounter(Counter):
    """Counts as a player's thumb does: a run of UP (or DOWN) steps on one question is one press,
    held until the value wanted is said (held UP and DOWN auto-repeat: device/input/buttons.py)."""

    def __init__(self, table: Table, timeout: float = 30.0) -> None:
        super().__init__(table, timeout=timeout)
        self._last: tuple[str, int] | None = None

    def press(self, button: str, count: bool = True) -> None:
        here = (button, id(self.table.referee.driver.prompt))
        held_on = button in ("up", "down") and here == self._last
        self._last = here
        super().press(button, count and not held_on)


@dataclass(frozen=True)
class Plan:
    game: str
    decide: Callable[[Any], Any]
    turns: int = 1  # rounds measured together (Rapido: the four turns of a round)


PLANS: dict[str, Plan] = {
    "rapid-list": Plan("rapid-list", _rapid_list),
    "rapido": Plan("rapido", place_first_roll, turns=4),
    "scattergories": Plan("scattergories", scattergories_points({"Ann": 8, "Bob": 6, "Cat": 9, "Dan": 5})),
    "dabble": Plan("dabble", _dabble),
}


# ---- The tests' own tables, by language (docs/dev/adding-a-language.md, step 7): a language listed in
# ---- engine/language.py LANGUAGES needs its entry in each before its rounds can be measured.
#: Where a round starts, by language then game: a pattern said once at the start of every round (a Rapido
#: turn: every turn), easy or hard. Rapid List: "Dan asks."; Rapido: "Cat's turn." (a round's first with
#: "Press GO to start round 2."); Scattergories: "Round 2."; Dabble: "Everyone draw 20 tiles", then "All tiles
#: back; draw again.".
ROUND_STARTS: dict[str, dict[str, str]] = {
    "en": {"rapid-list": r" asks\.", "rapido": r"^\w+'s turn\.", "scattergories": r"Round ", "dabble": r"draw "},
    "es": {
        "rapid-list": r"\bPregunta [A-Z]\w*\.",
        "rapido": r"^Tira ",
        "scattergories": r"Ronda ",
        "dabble": r"toma 20|Fichas nuevas",
    },
    "de": {
        "rapid-list": r"^\w+ fragt\.",
        "rapido": r"^\w+ ist dran",
        "scattergories": r"^Runde \d",
        "dabble": r"Zieht je 20|Alle Steine zurück|[Nn]eue Steine",
    },
}
#: A round's own content as the referee says it, besides a card's text, by language: not counted as its talk.
CONTENT_LINES: dict[str, tuple[str, ...]] = {
    "en": (
        r"The letter is [A-Z],",  # Scattergories: the round's letter (and its "Go!")
        r"(One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Zero|Cross) and \w+: ",  # Rapido: the dice, a turn's content
    ),
    "es": (r"La letra es la [A-Z],", r"(Uno|Dos|Tres|Cuatro|Cinco|Seis|Siete|Ocho|Nueve|Cero|Cruz) y \w+: "),
    "de": (r"Der Buchstabe ist [A-Z] wie", r"(Eins|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Null|Kreuz) und \w+: "),
}
# ----


def round_start(game: str, spoken_in: str) -> str:
    """The pattern said once at the start of every round of `game` in `spoken_in` (ROUND_STARTS)."""
    starts = entry(
        ROUND_STARTS, spoken_in, "tests/budget.py ROUND_STARTS", "a pattern said once at the start of each game's round"
    )
    return entry(starts, game, f'tests/budget.py ROUND_STARTS["{spoken_in}"]', f"a pattern that starts a round of {game}")


def content_lines(spoken_in: str) -> tuple[str, ...]:
    """The patterns of a round's own content said in `spoken_in` besides a card's text (CONTENT_LINES)."""
    return entry(CONTENT_LINES, spoken_in, "tests/budget.py CONTENT_LINES", "the patterns of the letter line and the dice line")


# The hard round of each game (issue 37): values that change, a failure, scores that vary. Each is its own
# module in tests/budget_hard/, named for the game's id ("rapid-list": rapid_list.py), which says in its
# docstring what the table does.


def hard_plan(game: str, every_value_changed: bool = False) -> Plan:
    """The game's hard round as a Plan, its module's memory of the rounds played cleared for a new measure.

    `every_value_changed`: the module's hardest round instead (`decide_every_value_changed`), where
    every value differs from the one offered; measured and documented, with no goal (session 46).
    """
    from dataclasses import replace
    from importlib import import_module

    module = import_module(f"tests.budget_hard.{game.replace('-', '_')}")
    for reset in ("reset", "_reset"):
        if callable(getattr(module, reset, None)):
            getattr(module, reset)()
            break
    decide = module.decide_every_value_changed if every_value_changed else module.decide
    return replace(PLANS[game], decide=decide)  # a hard round starts as the easy one (ROUND_STARTS)


def plays_every_value_changed(game: str) -> bool:
    """Whether the game's module in tests/budget_hard/ has a round where every value changed."""
    from importlib import import_module

    return hasattr(import_module(f"tests.budget_hard.{game.replace('-', '_')}"), "decide_every_value_changed")


@dataclass(frozen=True)
class Measured:
    game: str
    setup: int
    presses: int
    speech: float  # seconds, other than the round's content
    content: float  # seconds of the round's content, for scale
    heard: list[str]
    other: list[str]  # the lines counted in `speech`
    transcript: list[str]  # the whole game as heard: setup, round 1 and the measured round
    hard: bool = False  # the hard round (tests/budget_hard/), not the easy one
    every_value_changed: bool = False  # the hardest round: every value changed

    @property
    def per_turn(self) -> float:
        return self.presses / PLANS[self.game].turns

    def within(self, goal: Goal = GOAL) -> list[str]:
        """What misses the goal, in words; empty when the game is within its budget."""
        misses = []
        if self.setup > goal.setup:
            misses.append(f"setup {self.setup} presses > {goal.setup}")
        if self.game == "rapido" and self.per_turn > goal.turn:
            misses.append(f"{self.per_turn:g} presses a turn > {goal.turn}")
        if self.game != "rapido" and self.presses > goal.round:
            misses.append(f"{self.presses} presses a round > {goal.round}")
        if self.speech > goal.speech:
            misses.append(f"{self.speech:.1f} s of speech > {goal.speech:g} s")
        return misses


def speech_seconds(text: str) -> float:
    """How long espeak-ng takes to say `text` at the referee's rate, in the voice of the language being
    spoken (espeak-ng names its voices by language code), silence trimmed as the cache does."""
    return _rendered_seconds(text, language.current())


@lru_cache(maxsize=None)
def _rendered_seconds(text: str, spoken_in: str) -> float:
    from device.sound.lexicon import spoken_form
    from device.sound.voices.trim import trim_silence

    voice = [] if spoken_in == language.ENGLISH else ["-v", spoken_in]  # the device's voice for it (device/app/config.py)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "line.wav"
        done = subprocess.run(
            ["espeak-ng", *voice, "-s", str(RATE), "-w", str(path), spoken_form(text)], capture_output=True, timeout=60
        )
        if done.returncode != 0 or not path.is_file():
            raise RuntimeError(
                f"espeak-ng cannot say a line in {spoken_in!r} ({done.stderr.decode(errors='replace').strip()}): "
                f"check its voice with espeak-ng --voices={spoken_in} (docs/dev/adding-a-language.md, step 1)"
            )
        trim_silence(path)
        with wave.open(str(path)) as audio:
            return audio.getnframes() / audio.getframerate()


def is_step(line: str) -> bool:
    """A value said as UP or DOWN steps to it ("14", "field 4", "Bob"): a line of a few words, no question,
    and no call either ("Go!", "¡Un minuto!": nobody steps to those, so none is cut short by the next line)."""
    return not line.startswith("[") and not any(mark in line for mark in "?.!") and len(line.split()) <= 4


def spoken_pieces(line: str) -> list[str]:
    """A question and the value it offers are two clips (device/referee/asking.py), each trimmed:
    "Ann's bid? 5" is heard as "Ann's bid?" then "5", without the pause espeak-ng puts after a "?"."""
    question, mark, value = line.rpartition("? ")
    return [question + "?", value] if mark and is_step(value) else [line]


def heard_each(lines: list[str]) -> list[float]:
    """What a table hears of each line: a held UP or DOWN says each value as it passes and the next one
    cuts it short, so a run of steps costs a repeat's interval each, and only the last value is heard in full."""
    from device.input.buttons import REPEAT_EVERY

    pieces = [(index, piece) for index, line in enumerate(lines) for piece in spoken_pieces(line)]
    seconds = [0.0] * len(lines)
    for at, (index, piece) in enumerate(pieces):
        running_on = at + 1 < len(pieces) and is_step(piece) and is_step(pieces[at + 1][1])
        seconds[index] += min(speech_seconds(piece), REPEAT_EVERY) if running_on else speech_seconds(piece)
    return seconds


def heard_seconds(lines: list[str]) -> float:
    return round(sum(heard_each(lines)), 1)


def _content(library: Any) -> set[str]:
    """Every card's text: a line holding one is the round's content, not the referee's talk."""
    texts: set[str] = set()
    for deck in library.decks.values():
        for card in deck.values():
            texts.update([card] if isinstance(card, str) else list(card))
    return {text.strip() for text in texts if len(text.strip()) > 3}


def _is_content(line: str, content: set[str]) -> bool:
    if any(re.match(pattern, line) for pattern in content_lines(language.current())):  # the letter, the dice
        return True
    return line.strip() in content or any(text in line for text in content if len(text) > 12)


def _draw_as_measured(table: Table, seed: int) -> None:
    """The measured rounds keep the dice and cards they were first measured with, so figures compare across versions.

    Since issue 26 a game draws its chance from a seed by a recipe
    (device/chance.py), which gives other dice than Python's Random(seed)
    gave; and a Rapido round's talk depends on its dice (a double or a
    throw-out is a line more: over seeds 1-9 of the seeded draws the measured
    Rapido round ran 16.6-22.5 s). So the round measured stays the one the
    figures in docs/performance.md were first taken from: drawn by the
    referee's own draw for a game from before seeds (its rng), with Random(seed).
    Installed before setup ends, so before the game's first draw.
    """
    from types import SimpleNamespace

    from device.referee.playing import Playing

    before_seeds = SimpleNamespace(_game=None, rng=random.Random(seed))
    table.referee._draw = lambda prompt, at: Playing._draw(before_seeds, prompt, at)  # type: ignore[method-assign]


#: More prompts than any measured game answers before its measured round ends: past it, the round's start was
#: never heard (its ROUND_STARTS pattern misses what the language says), and the game would play on round after round.
MOST_PROMPTS = 200


def _within_a_round(answered: int, table: Table, marker: str, game: str) -> int:
    """`answered` plus the prompt just answered; a failure naming the pattern once it passes MOST_PROMPTS."""
    if answered + 1 > MOST_PROMPTS:
        heard = "\n".join(table.heard()[-12:])
        raise AssertionError(
            f"{game}: {MOST_PROMPTS} prompts answered and the round's start {marker!r} not heard often enough "
            f"(tests/budget.py ROUND_STARTS for {language.current()!r}); the last lines heard:\n{heard}"
        )
    return answered + 1


def measure(game: str, state_dir: Path, seed: int = 7, *, hard: bool = False, every_value_changed: bool = False) -> Measured:
    """Set up a known table for `game`, play round 1, and measure a later round (the hard one if `hard`,
    the one where every value changed if `every_value_changed`)."""
    from device.storage.library import load_library

    hard = hard or every_value_changed
    plan = hard_plan(game, every_value_changed) if hard else PLANS[game]
    _bids_asked.clear()
    library = load_library(language=language.current())  # the decks of the language being spoken
    defaults = Defaults(players=4, usual_names=NAMES, names=NAMES)
    table = Table(state_dir, game=game, library=library, seed=seed, defaults=defaults)
    _draw_as_measured(table, seed)
    counter = HoldingCounter(table)
    try:
        setup = 0
        while not isinstance(prompt := counter.next_prompt(), AskGo):
            counter.answer(prompt, None, count=False)
            setup += 1
        marker = round_start(game, language.current())
        starts = lambda: [i for i, line in enumerate(table.heard()) if re.search(marker, line)]  # noqa: E731
        measured_from = plan.turns + 1  # round 1 (Rapido: its turns) is played, then the next is measured
        answered = 0
        while len(starts()) < measured_from:
            prompt = counter.next_prompt()
            counter.answer(prompt, plan.decide(prompt), count=False)
            answered = _within_a_round(answered, table, marker, game)
        start = starts()[-1]
        while len(starts()) < measured_from + plan.turns:
            prompt = counter.next_prompt()
            counter.answer(prompt, plan.decide(prompt))
            answered = _within_a_round(answered, table, marker, game)
        end = starts()[-1]
        transcript = table.heard()
        heard = transcript[start:end]
    finally:
        table.stop()
    spoken = [line for line in heard if not line.startswith("[")]
    content = _content(library)
    talk = [line for line in spoken if not _is_content(line, content)]
    ours = [line for line in spoken if _is_content(line, content)]
    return Measured(
        game, setup, counter.total, heard_seconds(talk), heard_seconds(ours), heard, talk, transcript, hard, every_value_changed
    )


def table_of(results: list[Measured]) -> str:
    rows = [
        "| game | setup presses, known table | presses a later round | speech a later round, other than its content | its content |",
        "|---|---|---|---|---|",
    ]
    for result in results:
        presses = f"{result.presses} ({result.per_turn:g} a turn)" if result.game == "rapido" else str(result.presses)
        name = f"{result.game}, every value changed" if result.every_value_changed else result.game
        name = f"{result.game}, hard" if result.hard and not result.every_value_changed else name
        name = name if language.current() == language.ENGLISH else f"{name} ({language.current()})"
        rows.append(f"| {name} | {result.setup} | {presses} | {result.speech:.1f} s | {result.content:.1f} s |")
    return "\n".join(rows)


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    every = "--every" in argv
    hard = "--hard" in argv or every
    spoken_in = argv[argv.index("--language") + 1] if "--language" in argv else language.ENGLISH
    games = [arg for arg in argv if arg in PLANS] or [game for game in PLANS if not every or plays_every_value_changed(game)]
    language.use(spoken_in)  # the device's language: each game is set up, played and heard in it
    results = []
    for game in games:
        with tempfile.TemporaryDirectory() as folder:
            results.append(measure(game, Path(folder), hard=hard, every_value_changed=every))
        if verbose:
            print(f"--- {game}")
            counted = dict(zip(range(len(results[-1].other)), heard_each(results[-1].other)))
            talk = iter(range(len(results[-1].other)))
            for line in results[-1].heard:
                seconds = counted[next(talk)] if line in results[-1].other else 0.0
                print(f"{seconds:5.1f}  {line}")
    print(table_of(results))
    misses = [f"{result.game}: {miss}" for result in results if not result.every_value_changed for miss in result.within()]
    hardest = " (the hardest round has no goal: documented only)" if "--every" in argv else ""
    print("\n".join(misses) or f"every game within its budget{hardest}")
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
