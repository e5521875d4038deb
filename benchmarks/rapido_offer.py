"""Which field does a careful Rapido player want first? The field offered, checked against the virtual player.

    python -m benchmarks.rapido_offer --games 300

The referee offers first, after a roll, the highest field from which the roll
throws a pair out, else the highest free field (engine/games/rapido/rules.py
`offered_field`); before issue 37 it offered the highest free field always.
This plays seeded games of four virtual players (engine/games/rapido/bot.py,
which weighs a field's steps, the chance the pair survives and the steps it
takes from the pairs it throws out) and, at every placing where the two offers
differ, counts which of them the player chose. The dice come from `random`,
seeded per game, so every figure is reproducible; the engine itself stays pure.
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass

from engine.core import AskVirtual, GameOver, virtual
from engine.games.rapido.bot import choose
from engine.games.rapido.rules import GAME, legal_fields, offered_field
from engine.random_play import RandomChooser, legal_input

MAX_INPUTS = 20_000  # a game that has not ended by then is a bug
SEATS = ("North", "East", "South", "West")


@dataclass
class Tally:
    """Placings where the offers differ, and how many went to each."""

    differ: int = 0
    throw_out: int = 0  # on the field offered now: the highest that throws a pair out
    highest_free: int = 0  # on the field offered before issue 37

    def share(self, count: int) -> float:
        return count / self.differ if self.differ else 0.0


def play(seed: int, tally: Tally) -> None:
    """One game of four virtual players, each placing counted into `tally`."""
    chooser = RandomChooser(random.Random(seed))
    state = GAME.start({"names": list(SEATS), "virtual": [0, 1, 2, 3], "first": seed % len(SEATS)})
    for _ in range(MAX_INPUTS):
        prompt = GAME.prompt(state)
        if isinstance(prompt, GameOver):
            return
        if isinstance(prompt, AskVirtual):
            decision = choose(state)
            if decision.startswith("place "):
                spot = int(decision.removeprefix("place "))
                offered, highest = offered_field(state.pairs, state.value, state.player), max(legal_fields(state.pairs))
                if offered != highest:
                    tally.differ += 1
                    tally.throw_out += spot == offered
                    tally.highest_free += spot == highest
            state, _ = GAME.apply(state, virtual(decision))
            continue
        state, _ = GAME.apply(state, legal_input(prompt, chooser, decide=lambda: choose(state)))  # noqa: B023 - called at once
    raise AssertionError(f"game {seed} did not end")


def measure(games: int, seed: int = 0) -> Tally:
    tally = Tally()
    for game in range(games):
        play(seed * 1_000_003 + game, tally)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    tally = measure(args.games, args.seed)
    print(f"{args.games} games of four, {tally.differ} placings where the two offers differ:")
    print(f"  the highest field that throws a pair out (offered now): {tally.share(tally.throw_out):.0%}")
    print(f"  the highest free field (offered before issue 37):      {tally.share(tally.highest_free):.0%}")


if __name__ == "__main__":
    main()
