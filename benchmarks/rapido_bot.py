"""How strong is the Rapido virtual player? Seeded games through the real engine.

    python -m benchmarks.rapido_bot --games 2000 --seed 1

Plays two-player games of the virtual player against a random player (who
flips a coin after every valid roll to roll again or stop, and then places on
a random legal field), alternating who starts, and prints the virtual
player's win rate; then the virtual player against itself, reporting the
first player's share. `--variant` adds the same figures for the two-player
variant. The random player's choices and the dice come from `random`, seeded
per game, so every figure is reproducible; the engine itself stays pure.
"""

from __future__ import annotations

import argparse
import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Sequence

from engine.core import AskChoice, AskConfirm, GameOver, Input, choice, confirm
from engine.games.rapido.rules import GAME, State
from engine.games.rapido.bot import choose
from engine.random_play import RandomChooser, legal_input

MAX_INPUTS = 20_000  # a game that has not ended by then is a bug


@dataclass(frozen=True)
class Match:
    """One seeded game: which seats the device plays, who starts, which rules."""

    seed: int
    virtual: tuple[int, ...]
    first: int
    two_player: bool


def random_move(prompt: AskChoice, chooser: RandomChooser) -> Input:
    """Roll again on heads; on tails, place on a random legal field (never asking for the odds)."""
    if chooser.yes():
        return choice("roll")
    fields = [option.value for option in prompt.options if option.value.startswith("place ")]
    return choice(chooser.pick(fields))


def play(match: Match) -> int:
    """Play one game to the end; the winning seat."""
    chooser = RandomChooser(random.Random(match.seed))
    settings = {
        "names": ["North", "South"],
        "two_player": match.two_player,
        "virtual": list(match.virtual),
        "first": match.first,
    }
    state: State = GAME.start(settings)
    for _ in range(MAX_INPUTS):
        prompt = GAME.prompt(state)
        if isinstance(prompt, GameOver):
            assert state.winner is not None
            return state.winner
        # The random player's own policy decides and means its field; the dice, GO and
        # the virtual player's turn are answered as anywhere else (engine/random_play.py).
        if isinstance(prompt, AskChoice):
            given = random_move(prompt, chooser)
        elif isinstance(prompt, AskConfirm):
            given = confirm(True)
        else:
            given = legal_input(prompt, chooser, decide=lambda: choose(state))  # noqa: B023 - called at once, inside the loop
        state, _ = GAME.apply(state, given)
    raise AssertionError(f"game {match.seed} did not end")


def matches(games: int, seed: int, virtual: Sequence[int], two_player: bool) -> list[Match]:
    """Seat 0 is always the virtual player against a random one; the starter alternates."""
    return [Match(seed * 1_000_003 + game, tuple(virtual), game % 2, two_player) for game in range(games)]


def run(batch: list[Match], workers: int) -> list[int]:
    if workers <= 1:
        return [play(match) for match in batch]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(play, batch, chunksize=50))


def report(games: int, seed: int, two_player: bool, workers: int) -> None:
    rules = "two-player variant" if two_player else "two players"
    began = time.perf_counter()
    winners = run(matches(games, seed, [0], two_player), workers)
    bot_wins = winners.count(0)
    print(f"{rules}: virtual vs random: virtual player won {bot_wins} of {games} ({100 * bot_wins / games:.1f}%)")
    duel = matches(games, seed + 7_919, [0, 1], two_player)
    winners = run(duel, workers)
    first_wins = sum(1 for match, winner in zip(duel, winners) if winner == match.first)
    print(f"{rules}: virtual vs virtual: first player won {first_wins} of {games} ({100 * first_wins / games:.1f}%)")
    print(f"{rules}: {2 * games} games in {time.perf_counter() - began:.1f} s")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2, help="processes to play in (1: no pool)")
    parser.add_argument("--variant", action="store_true", help="also play the two-player variant")
    args = parser.parse_args(argv)
    report(args.games, args.seed, False, args.workers)
    if args.variant:
        report(args.games, args.seed, True, args.workers)


if __name__ == "__main__":
    main()
