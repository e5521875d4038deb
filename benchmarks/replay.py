"""How long a resume takes, and how much memory a game holds, for each game.

After a power cut the device replays the whole journal before it can speak,
so replay time is what a table waits for. This plays seeded demo games with
random legal inputs, then times a full replay and measures peak memory with
tracemalloc. Run: python -m benchmarks.replay [--games 20]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import tracemalloc

from device.app.demo import random_input
from device.storage.library import load_library
from engine.catalog import GAMES
from engine.core import GameOver, Input, replay
from engine.session import Session
from engine.setup import Defaults, answer_all

PLAYERS = {"rapid-list": 8, "rapido": 6, "scattergories": 8, "dabble": 4}


def record_game(game_id: str, seed: int) -> tuple[dict, list[Input]]:
    entry = GAMES[game_id]
    settings = answer_all(entry.setup(load_library(), Defaults()), {"players": PLAYERS[game_id]})
    session = Session(entry.game, settings)
    rng = random.Random(seed)
    while not isinstance(session.prompt, GameOver):
        session.apply(random_input(session.prompt, rng))
    return settings, session.inputs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print(f"{'game':<14}{'inputs (median)':>16}{'replay ms (median)':>20}{'replay ms (max)':>17}{'peak KiB':>10}")
    for game_id, entry in GAMES.items():
        lengths, times, peaks = [], [], []
        for seed in range(args.games):
            settings, inputs = record_game(game_id, seed)
            started = time.perf_counter()
            replay(entry.game, settings, inputs)
            times.append((time.perf_counter() - started) * 1000)
            tracemalloc.start()
            Session(entry.game, settings, inputs)
            peaks.append(tracemalloc.get_traced_memory()[1] / 1024)
            tracemalloc.stop()
            lengths.append(len(inputs))
        print(
            f"{game_id:<14}{statistics.median(lengths):>16.0f}{statistics.median(times):>20.1f}"
            f"{max(times):>17.1f}{max(peaks):>10.0f}"
        )


if __name__ == "__main__":
    main()
