"""How many button presses a standard round of each game takes, counted on the real loop.

Run it from the top of the repository:

    .venv/bin/python -m tests.press_count            # every game
    .venv/bin/python -m tests.press_count dabble     # one game

Each game is set up with the config's player count and OK on every other
setup question (those OKs are counted apart, as "setup before it"), then one standard round is
played through the real referee loop (tests/table.py) by a player who
listens: a number or a choice is stepped with UP or DOWN, one press at a
time, until the referee offers the value wanted, then OK. Every press from the
round's first GO to the next round's start is counted.

The rounds (the same in every version, so counts can be compared across
commits: check an older commit out in a throwaway worktree and run the same
command there, with this file copied in):

- Rapid List: 4 players, plain game, bids Red 4, Blue 6, Green 5, Yellow 3, every list accepted.
- Rapido: 3 people, no seats played by the referee; each player places the first roll on the field offered.
- Scattergories: 4 players, no challenge, points Red 8, Blue 6, Green 9, Yellow 5.
- Dabble: 4 players, the first seat finishes, the others' unused tiles are worth 12, 15 and 18, no extras.

Only what every version of the referee has is used (the prompt on offer,
the driver's spoken value, the transcript), so the file runs unchanged on
older commits.
"""

from __future__ import annotations

import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber
from engine.words import Words
from engine.setup import Defaults
from tests.table import Table

# What a player wants at a prompt: "go", a value (number, choice value, yes/no), or None for the one on offer.
Decide = Callable[[Any], Any]


@dataclass(frozen=True)
class Round:
    game: str
    players: int
    decide: Decide
    # The round is over once this is heard (counted from the round's first prompt).
    over: Callable[[list[str]], bool]
    description: str = ""


#: Capitalised words a question may start with before its seat's name, by language: German asks "Und Bob?".
NOT_A_SEAT = ("Und",)


def name_of(prompt: Any) -> str:
    """The seat a question is put to: its first capitalised word of two letters or more, in any language
    ("Ann's bid?", "Bob's?", "Ann, ¿tu apuesta?", "¿Y Bob?", "Und Bob?"), past a word that is never one."""
    found = [word for word in re.findall(r"[A-Z][a-z]+", prompt.question.text) if word not in NOT_A_SEAT]
    return found[0] if found else ""


def _rapid_list(prompt: Any) -> Any:
    if isinstance(prompt, AskGo):
        return "go"
    if isinstance(prompt, AskNumber):
        return {"Red": 4, "Blue": 6, "Green": 5, "Yellow": 3}[name_of(prompt)]
    if isinstance(prompt, AskConfirm):
        return True  # the list is accepted
    return None


def place_first_roll(prompt: Any) -> Any:
    """Rapido: roll, then place on the field offered first (engine/games/rapido/rules.py `offered_field`:
    the highest that throws a pair out, else the highest free), as a table that takes the offer does."""
    if isinstance(prompt, AskGo):
        return "go"
    if isinstance(prompt, AskChoice):
        return prompt.options[prompt.default].value
    if isinstance(prompt, AskConfirm):
        return True
    return None


def scattergories_points(points: dict[str, int]) -> Decide:
    """Scattergories: GO, no challenge, and these points by name."""

    def decide(prompt: Any) -> Any:
        if isinstance(prompt, AskGo):
            return "go"
        if isinstance(prompt, AskNumber):
            return points[name_of(prompt)]
        if isinstance(prompt, AskConfirm) and "challenge" in prompt.question.text.lower():
            return False
        return None

    return decide


def _dabble(prompt: Any) -> Any:
    if isinstance(prompt, AskGo):
        return "go"
    if isinstance(prompt, AskChoice) and "Who" in prompt.question.text:
        return prompt.options[1].value  # the first seat, after Nobody
    if isinstance(prompt, AskNumber) and "rejected words" in prompt.question.text:
        return 0  # none of the finisher's words rejected (asked before the extras since issue 37)
    if isinstance(prompt, AskNumber):
        return {"Blue": 12, "Green": 15, "Yellow": 18}[name_of(prompt)]
    if isinstance(prompt, AskConfirm):
        return False  # no extras
    return None


def _heard(text: str, times: int = 1) -> Callable[[list[str]], bool]:
    return lambda lines: sum(text in line for line in lines) >= times


ROUNDS: dict[str, Round] = {
    "rapid-list": Round(
        "rapid-list", 4, _rapid_list, _heard(" asks.", 2), "4 players, plain game, bids 4, 6, 5 and 3, every list accepted"
    ),
    "rapido": Round(
        "rapido", 3, place_first_roll, _heard("'s turn.", 4), "3 people, each places the first roll on the field offered"
    ),
    "scattergories": Round(
        "scattergories",
        4,
        scattergories_points({"Red": 8, "Blue": 6, "Green": 9, "Yellow": 5}),
        _heard("Totals: "),
        "4 players, no challenge, points 8, 6, 9 and 5",
    ),
    "dabble": Round(
        "dabble",
        4,
        _dabble,
        _heard("All tiles back"),
        "4 players, the first seat finishes, unused tiles 12, 15 and 18, no extras",
    ),
}


@dataclass
class Counter:
    """Presses on a real Table, counted, made one at a time as a listening player would."""

    table: Table
    presses: dict[str, int] = field(default_factory=dict)
    timeout: float = 20.0

    @property
    def total(self) -> int:
        return sum(self.presses.values())

    def press(self, button: str, count: bool = True) -> None:
        if count:
            self.presses[button] = self.presses.get(button, 0) + 1
        self.table.press(button)
        self.table.settle(self.timeout)

    def next_prompt(self) -> Any:
        """The prompt on offer once the referee asks again (a timer in between runs by itself)."""
        self.table.settle(self.timeout)
        prompt = self.table.referee.driver.prompt
        assert prompt is not None, f"no prompt came: {self.table.heard()[-5:]}"
        return prompt

    def answer(self, prompt: Any, wanted: Any, count: bool = True) -> None:
        """Step to `wanted` by ear (UP or DOWN, the shorter way round a list), then OK; GO for 'go'."""
        if wanted == "go":
            self.press("go", count)
        else:
            if wanted is not None:
                self._step_to(prompt, wanted, count)
            self.press("ok", count)  # press() returns once the referee has taken it and asks again

    def _step_to(self, prompt: Any, wanted: Any, count: bool) -> None:
        driver = self.table.referee.driver
        for _ in range(200):
            now = driver.current()
            if isinstance(prompt, AskNumber):
                value = int(re.match(r"-?\d+", now).group())  # type: ignore[union-attr]
                if value == wanted:
                    return
                self.press("up" if wanted > value else "down", count)
            elif isinstance(prompt, AskChoice):
                labels = [option.label for option in prompt.options]
                values = [option.value for option in prompt.options]
                here, there = labels.index(now), values.index(wanted)
                if here == there:
                    return
                ahead = (there - here) % len(values)
                self.press("up" if ahead <= len(values) - ahead else "down", count)
            elif isinstance(prompt, AskConfirm):
                if (now == Words("device")("yes-or-no", answer="yes")) == bool(wanted):  # "Yes", "Sí"
                    return
                self.press("up", count)
            else:
                return
        raise AssertionError(f"never reached {wanted!r} at {prompt}")


@dataclass(frozen=True)
class Count:
    """A standard round's presses: the total, by button, the setup's OKs before it, and what was heard."""

    total: int
    by_button: dict[str, int]
    setup: int
    heard: list[str]


def count_round(game: str, state_dir: Path, seed: int = 7) -> Count:
    """Set up `game` with OKs (counted apart), play its standard round, and count the presses."""
    from device.storage.library import load_library

    plan = ROUNDS[game]
    table = Table(state_dir, game=game, library=load_library(), seed=seed, defaults=Defaults(players=plan.players))
    counter = Counter(table)
    try:
        setup = 0
        while not isinstance(prompt := counter.next_prompt(), AskGo):  # setup: every default
            counter.answer(prompt, None, count=False)
            setup += 1
        start = len(table.heard()) - 1
        while True:
            prompt = counter.next_prompt()
            if plan.over(table.heard()[start:]):
                break
            counter.answer(prompt, plan.decide(prompt))
        return Count(counter.total, dict(counter.presses), setup, table.heard()[start:])
    finally:
        table.stop()


def main(argv: list[str]) -> int:
    games = argv or list(ROUNDS)
    unknown = [game for game in games if game not in ROUNDS]
    if unknown:
        print(f"No standard round for {', '.join(unknown)}; choose from {', '.join(ROUNDS)}.", file=sys.stderr)
        return 2
    for game in games:
        with tempfile.TemporaryDirectory() as folder:
            counted = count_round(game, Path(folder))
        buttons = ", ".join(f"{button.upper()} {count}" for button, count in sorted(counted.by_button.items()))
        print(
            f"{game}: {counted.total} presses ({buttons}); round: {ROUNDS[game].description}; "
            f"setup before it: {counted.setup} OKs"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
