"""The benchmarks' own bookkeeping, checked on tiny runs (no times are asserted: benchmarks/ measures them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from engine.mechanics import round_timer
from tests.paths import REPO


def last_line_of(argv: list[str], timeout: float = 180, **env: str) -> str:
    """Run a benchmark in a fresh Python (the sound ones need their own ALSA set-up); the last line it printed."""
    done = subprocess.run(
        [sys.executable, *argv],
        cwd=REPO,
        env=dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", **env),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip().splitlines()[-1]


def test_the_timer_benchmark_sees_every_call_of_a_round_through_the_real_loop() -> None:
    seconds = 11  # the 10-second warning (a line and a cue) and ten ticks
    result = json.loads(last_line_of(["-m", "benchmarks.timer_pace", str(seconds)], SDL_AUDIODRIVER="dummy"))
    prompt = round_timer(seconds, warnings=(60, 30, 10), ticks=seconds - 1)
    handed = sum(bool(call.line) + bool(call.cue) for call in prompt.calls)
    assert result["calls"] == handed + 1  # every line and cue in order (checked inside), and time up
    assert set(result) == {"time_up", "calls", "median", "p99", "max"}


def test_the_button_benchmark_takes_one_press_per_release() -> None:
    from benchmarks.button_pace import measure_button

    assert len(measure_button(3)) == 3


def test_the_press_benchmark_hears_each_press_on_the_real_alsa_path() -> None:
    """The press-to-first-sample benchmark (issue 23) runs: it once broke on a changed signature unseen."""
    code = "from benchmarks import sound_pace; t = sound_pace.measure_press_to_answer(3); print(len(t.heard), len(t.played))"
    assert last_line_of(["-c", code]) == "3 3"


def test_the_press_benchmark_runs_while_piper_renders_the_games_cards_ahead() -> None:
    """Issue 23's Piper row: the presses are heard, and Piper renders the game's cards meanwhile."""
    code = (
        "from benchmarks import sound_pace, voice_pace; "
        "t = sound_pace.measure_press_to_answer(3, voice={'engine': 'piper', 'model': str(voice_pace.voice_model())}, cards_ahead=True); "
        "print(len(t.heard), len(t.played), t.rendered_meanwhile > 0)"
    )
    assert last_line_of(["-c", code]) == "3 3 True"


def test_the_referees_sound_path_benchmark_runs_on_what_a_roll_says_now() -> None:
    """`python -m benchmarks` broke unseen once a roll stopped saying its number: its figures are checked here on one trial."""
    code = "import json; from benchmarks import sound_pace; print(json.dumps(sound_pace.measure_referee(256, 1)))"
    figures = json.loads(last_line_of(["-c", code]))
    assert all(value > 0 for value in figures.values())
    # The question follows the dice and the card, whose sounds take their time.
    assert figures["go_to_question_cached"] > figures["go_to_dice_sound_median"]


def test_the_look_ahead_benchmark_counts_every_line_of_a_game_once_per_stand_in() -> None:
    """Issue 26's benchmark on its quick lengths (word counts): the tally adds up, and a faster Pi says no fewer lines naturally."""
    from benchmarks.ahead_pace import by_words, measure

    rows = measure(["scattergories"], by_words, lambda line: 0.01)
    assert [row["pi"] for row in rows] == ["Pi 4", "Pi 5"]
    pi4, pi5 = rows
    for row in rows:
        assert row["lines"] == row["whole"] + row["pieces"] + row["espeak"] > 20
        assert row["longest_wait"] <= 0.03 + 0.01 + 1e-9  # never more than the 30 ms wait and espeak-ng's render
    assert pi4["lines"] == pi5["lines"], "the same game, whatever the stand-in"
    assert pi5["espeak"] <= pi4["espeak"]


def test_the_flooding_phone_reads_a_token_that_begins_with_a_dash() -> None:
    """URL-safe tokens may begin with "-"; as an argument of its own, argparse took one for an option."""
    from benchmarks.companion_flood import flood_command, parser

    command = flood_command(8080, "-Abc_12", "/control", 4096, 0.5, 2)
    args = parser().parse_args(command[command.index("--flood") :])
    assert args.flood == [8080, "-Abc_12", "/control", 4096, 0.5, 2]


def test_the_flood_benchmark_counts_every_post_it_sent() -> None:
    """Issue 21's flood figures come from benchmarks/companion_flood.py: on a tiny flood its tally adds up."""
    from benchmarks.companion_flood import FLOODS, describe, measure

    (row,) = measure(seconds=0.5, connections=2, floods=(FLOODS[1],))  # 4 KB posts to /control by a phone that plays
    assert set(row) == {"flood", "statuses", "read_bytes", "page_cpu", "refused_at_the_door"}
    assert row["statuses"].get("200", 0) >= 1 and sum(row["statuses"].values()) >= 2
    assert row["read_bytes"] >= 4096 * row["statuses"]["200"]  # every post answered 200 was read whole
    assert describe(row).startswith("a session posting 4 KB bodies to /control: ")


def test_each_stranger_attack_and_the_crowd_say_ready_then_count_what_they_sent() -> None:
    """benchmarks/phone_crowd.py's three attacks and its crowd on a bare page, a second each: what they report adds up."""
    from benchmarks.phone_crowd import command
    from device.companion import start

    page = start(lambda event: None, port=0, hosts=["127.0.0.1"])
    try:
        port = page.server.ports[0]
        figures = {}
        for mode, options in (
            ("wrong-codes", ["--addresses", "3", "--avoid", page.access.code]),
            ("slow-bodies", ["--addresses", "2", "--per-address", "4"]),
            ("malformed", ["--addresses", "2"]),
            (
                "crowd",
                [
                    "--idle",
                    "3",
                    "--slow",
                    "2",
                    "--bodies",
                    "4",
                    "--cut",
                    "2",
                    "--garbage",
                    "2",
                    "--addresses",
                    "3",
                    "--pace",
                    "0.2",
                ],
            ),
        ):
            done = subprocess.run(command(mode, port, 1, *options), cwd=REPO, capture_output=True, text=True, timeout=60)
            assert done.returncode == 0, done.stderr[-2000:]
            ready, counted = done.stdout.strip().splitlines()
            assert ready == "ready"
            figures[mode] = json.loads(counted)
    finally:
        page.stop()
    wrong = figures["wrong-codes"]
    assert set(wrong["outcomes"]) <= {"403", "429"} and wrong["outcomes"].get("403", 0) >= 1  # refused, never let in
    assert wrong["fired"] - 3 <= sum(wrong["outcomes"].values()) <= wrong["fired"]  # at most one a source still in flight
    assert figures["slow-bodies"]["most_open"] == 8 and figures["slow-bodies"]["failed"] == 0
    malformed = figures["malformed"]["outcomes"]
    assert malformed.get("400", 0) >= 1 and malformed.get("cut short", 0) >= 1
    crowd = figures["crowd"]
    assert crowd["most_open"] == 3 + 2 + 4 and crowd["failed"] == 0  # idle, slow headers, slow bodies
    assert crowd["cut"]["outcomes"].get("cut short", 0) >= 2 and crowd["garbage"]["outcomes"].get("400", 0) >= 2
    assert crowd["connects"] >= 3 + 2 + 4 + crowd["cut"]["fired"] + crowd["garbage"]["fired"]
    assert crowd["answered"] >= crowd["garbage"]["outcomes"]["400"]


def test_the_siege_tries_each_phone_inside_the_attack_and_fails_a_goal_missed() -> None:
    """benchmarks/page_siege.py's bookkeeping, without an attack: when the phones try, and what passes."""
    from benchmarks.page_probes import Try
    from benchmarks.page_siege import ROUND_KINDS, Siege, clock_rate, moments, table_lines
    from benchmarks.phone_crowd import wrong_codes

    assert moments(60, 10) == [0.5, 10.5, 20.5, 30.5, 40.5, 50.5]  # each try's 5 s inside the minute
    assert moments(12, 5.5) == [0.5, 6.0]
    assert clock_rate(60) == 1.0 and clock_rate(12) == 5.0  # real time for the minute; the 30 s round in 6 s for CI
    held = Siege(
        "wrong-codes",
        12,
        joins=[Try(0.2, 1), Try(None, 5, "429 Too many tries. Wait 9 seconds, then ...")],
        served=[Try(0.1, 1)],
        journaled=ROUND_KINDS,
        timer_late=0.001,
        machine_late=0.0,
        log_bytes=99_999,
    )
    assert held.verdicts() == {"join": False, "served": True, "journal": True, "timer": True, "log": True}
    assert held.failed() == [
        "honest phone: first try to joined: 1 of 2: 0.20 s, never (last: 429 Too many tries. Wait 9 seconds)"
    ]
    assert [line[-1] for line in table_lines([held])] == ["FAIL", "pass", "pass", "pass", "pass"]

    def codes(avoid: str) -> list[str]:
        return [json.loads(shot.data.split(b"\r\n\r\n", 1)[1])["code"] for shot in wrong_codes(8080, avoid, 3)]

    first = codes("")[0]
    assert first not in codes(first) and len(codes(first)) == 3  # the right code is never guessed by luck


def test_the_strangers_benchmark_measures_the_log_and_the_probes_of_a_flood() -> None:
    """Issue 36's flood figures come from benchmarks/companion_strangers.py: on a short flood its tally adds up."""
    from benchmarks.companion_strangers import FLOODS, describe, measure

    (row,) = measure(seconds=1.0, floods=(FLOODS[0],))  # requests the HTTP parser rejects
    assert set(row) == {"flood", "crowd", "log_lines", "log_bytes", "served", "failed", "slowest_served"}
    assert row["crowd"]["answered"] >= 1 and row["log_bytes"] >= 0
    assert sum(row["served"].values()) + sum(row["failed"].values()) >= 2  # both kinds of probe were made
    assert describe(row).startswith("malformed: ")
