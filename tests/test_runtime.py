"""The referee loop as the table meets it: presses in, spoken lines out."""

from __future__ import annotations

import json
import time
from pathlib import Path

from device.journal import read
from device.prompt_driver import Press
from device.speaker import Speaker
from engine.core import AskTimer, Cue, say
from engine.rapid_list import GAME
from engine.session import Session
from engine.setup import Defaults
from tests.table import Table


def set_up_two_players(table: Table) -> None:
    table.wait_for("How many players? 4")
    table.press("down", "down")
    table.wait_for("2")
    table.press("ok")
    table.wait_for("Are children playing?")
    table.accept_setup()


def play_round_to_bids(table: Table) -> None:
    start = table.wait_for("press GO to roll", after=len(table.heard()) - 5)
    table.press("go")
    table.wait_for("Stop! Pencils down", after=start)
    table.settle()


def countdown_running(state_dir: Path) -> tuple[Table, int]:
    """A two-player game whose first question has been read and whose clock is running."""
    table = Table(state_dir)
    set_up_two_players(table)
    start = table.wait_for("press GO to roll")
    table.press("go")
    table.wait_for("[timer 30 s]", after=start)
    return table, start


def journal_of(state_dir: Path) -> Path:
    (path,) = sorted((state_dir / "games").glob("*.jsonl"))
    return path


def test_a_whole_game_from_setup_to_winner(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up_two_players(table)
    for _ in range(10):
        play_round_to_bids(table)
        table.press("up", "up", "ok", "ok")  # bids 7 and 5
        table.wait_for("Reading order", after=len(table.heard()) - 4)
        table.press("ok", "ok")  # both read all their words
        table.settle()
        if any("wins Rapid List" in line or "share the victory" in line for line in table.heard()):
            break
    table.wait_for("Press GO for a new game.")
    table.stop()
    heard = table.heard()
    assert "[fanfare]" in heard
    record = read(journal_of(state_dir))
    assert record.finished
    replayed = Session(GAME, record.settings, record.inputs)
    assert replayed.state.phase == "over"


def test_a_button_that_means_nothing_now_gets_the_not_now_cue(state_dir: Path) -> None:
    table = Table(state_dir)
    table.wait_for("How many players?")
    table.press("go")  # GO does not answer a number question
    table.wait_for("[not_now]")
    table.press("ok")
    table.wait_for("Are children playing?")
    table.stop()


def test_undo_takes_back_a_bid_but_refuses_to_reroll(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up_two_players(table)
    start = table.wait_for("press GO to roll")
    table.press("go")
    table.wait_for("Write!", after=start)
    table.wait_for("Stop!", after=start)
    table.settle()
    first_bidder = table.heard()[-1].split(",")[0]
    table.press("up", "ok")  # first bid: 6
    table.settle()
    table.press("back")  # take it back
    table.wait_for("Taken back.")
    table.wait_for(f"{first_bidder}, your bid? 5", after=table.wait_for("Taken back."))
    table.press("back")  # the previous input is the buzzer: refused, with a reason
    table.wait_for("cannot be taken back")
    table.stop()
    inputs = read(journal_of(state_dir)).inputs
    assert inputs[-1].kind == "timer"  # the undone bid is gone from the journal


def test_hold_ok_repeats_what_was_just_said(state_dir: Path) -> None:
    table = Table(state_dir)
    table.wait_for("How many players? 4")
    table.press("ok", held=True)
    table.wait_for("Players?")  # the short form of the question
    table.stop()


def test_hold_go_pauses_and_resumes_the_timer(state_dir: Path) -> None:
    table, start = countdown_running(state_dir)
    table.press("go", held=True)
    paused = table.wait_for("Timer paused.")
    table.settle(0.3)
    assert not any("Stop!" in line for line in table.heard()[paused:])
    table.press("go", held=True)
    table.wait_for("Timer running.")
    table.wait_for("Stop!", after=paused)
    table.stop()


def test_an_unfinished_game_resumes_where_it_stood(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up_two_players(table)
    play_round_to_bids(table)
    table.press("up", "ok")  # one bid entered, the other not
    table.settle()
    table.stop()
    before = read(journal_of(state_dir))

    again = Table(state_dir, game=None)
    again.wait_for("Resuming Rapid List, round 1,")
    again.wait_for("your bid? 5")
    again.press("ok")
    again.wait_for("Reading order")
    again.stop()
    after = read(journal_of(state_dir))
    assert after.inputs[: len(before.inputs)] == before.inputs
    assert after.inputs[-1].value == 5


def test_a_game_cut_off_during_the_timer_restarts_the_countdown(state_dir: Path) -> None:
    table, start = countdown_running(state_dir)
    table.press("go", held=True)  # pause, so the stop below happens mid-timer
    table.wait_for("Timer paused.")
    table.stop()
    record = read(journal_of(state_dir))
    assert isinstance(Session(GAME, record.settings, record.inputs).prompt, AskTimer)

    again = Table(state_dir, game=None)
    again.wait_for("starts again from the top")
    again.wait_for("Stop! Pencils down")
    again.stop()


def test_a_broken_journal_is_kept_aside_and_play_goes_on(state_dir: Path) -> None:
    games = state_dir / "games"
    games.mkdir()
    (games / "20260101-000000-rapid-list.jsonl").write_text('{"format": 1, "game": "rapid-list", "settings": {}}\n')
    table = Table(state_dir, game=None)
    table.wait_for("Which game?")
    table.stop()
    assert (games / "20260101-000000-rapid-list.jsonl.broken").exists()


def test_leaving_a_game_asks_first_and_closes_it(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up_two_players(table)
    table.wait_for("press GO to roll")
    table.press("back", held=True)
    table.wait_for("Leave this game for good?")
    table.press("down", "ok")  # no: stay
    table.wait_for("press GO to roll", after=table.wait_for("Leave this game for good?"))
    table.press("back", held=True)
    asked = table.wait_for("Leave this game for good?", after=table.wait_for("No"))
    table.press("ok")
    table.wait_for("Rapid List closed.", after=asked)
    table.stop()
    assert read(journal_of(state_dir)).finished


def test_played_cards_are_remembered_for_the_next_game(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up_two_players(table)
    play_round_to_bids(table)
    table.stop()
    played = json.loads((state_dir / "played.json").read_text())
    drawn = [given.value for given in read(journal_of(state_dir)).inputs if isinstance(given.value, str)]
    assert drawn and set(drawn) <= set(played["rapid_list/blue"]) | set(played["rapid_list/red"])


def test_seat_names_come_from_the_config(state_dir: Path) -> None:
    table = Table(state_dir, defaults=Defaults(names=("Ann", "Bo")))
    set_up_two_players(table)
    first = table.wait_for("reads first.")
    assert table.heard()[first].split()[0] in ("Ann", "Bo")
    table.stop()


def test_with_real_speech_and_sound_the_timer_starts_when_the_question_has_been_read(state_dir: Path) -> None:
    """pyttsx3 renders, pygame.mixer plays (SDL's dummy driver), in the order the game gave."""
    played: list[str] = []
    speaker = Speaker(cache_dir=state_dir / "speech", on_played=played.append)
    speaker.start()
    try:
        assert speaker.audio_available and speaker.wait_voice(timeout=15)
        table = Table(state_dir, speaker=speaker)
        set_up_two_players(table)
        start = table.wait_for("press GO to roll", timeout=60)
        table.press("go")
        write = table.wait_for("Write!", after=start, timeout=30)
        question = table.heard()[write - 1]
        table.wait_for("[timer 30 s]", after=start, timeout=60)
        # The countdown only begins once the question and "Write!" have been played.
        assert played.index("cue:dice") < played.index(question) < played.index("Write!")
        table.stop()
    finally:
        speaker.close()


def test_scattergories_offers_the_next_unplayed_list_in_the_next_game(state_dir: Path) -> None:
    """The list a game used is remembered in the state directory, across restarts."""
    from device.library import load_library

    library = load_library()
    for expected in ("list 1", "list 2"):
        table = Table(state_dir, library=library, game="scattergories")
        table.wait_for("How many players?")
        table.press("ok")
        table.wait_for(f"Which category list? The next new list, {expected}")
        while not any(line.startswith("List ") for line in table.heard()):
            table.settle()
            table.press("ok")
        table.wait_for(f"{expected.capitalize()}.")
        table.press("back", held=True)
        table.wait_for("Leave this game for good?")
        table.press("ok")
        table.wait_for("Scattergories closed.")
        table.stop()


def test_a_press_made_before_the_question_was_asked_is_not_its_answer(state_dir: Path) -> None:
    table = Table(state_dir)
    table.wait_for("How many players? 4")
    table.events.put(Press("ok", at=0.0))  # pressed long ago, e.g. a double tap on the last question
    table.wait_for("[not_now]")
    table.settle()
    assert not any("Are children playing?" in line for line in table.heard())
    table.press("ok")
    table.wait_for("Are children playing?")
    table.stop()


def test_repeat_says_the_question_and_the_value_now_offered_not_every_step(state_dir: Path) -> None:
    table = Table(state_dir)
    table.wait_for("How many players? 4")
    table.press("up", "up", "down")
    table.wait_for("5", after=table.wait_for("6"))
    table.settle()
    before = len(table.heard())
    table.press("ok", held=True)
    table.settle()
    assert table.heard()[before:] == ["Players?", "5"]
    table.stop()


def test_leaving_during_the_countdown_asks_once_and_pauses_the_clock(state_dir: Path) -> None:
    table, start = countdown_running(state_dir)
    table.press("back", held=True)
    asked = table.wait_for("Leave this game for good?", after=start)
    table.settle(0.3)  # the countdown is paused while the table decides
    assert not any("Stop!" in line for line in table.heard()[asked:])
    table.press("ok")
    table.wait_for("Rapid List closed.", after=asked)
    table.stop()
    assert sum("Leave this game for good?" in line for line in table.heard()) == 1


def test_the_buzzer_is_heard_whole_before_the_urgent_stop_line(state_dir: Path) -> None:
    """An urgent batch silences what came before it, not its own buzzer."""
    started: dict[str, float] = {}
    speaker = Speaker(cache_dir=state_dir / "speech", on_played=lambda label: started.setdefault(label, time.monotonic()))
    speaker.start()
    try:
        table = Table(state_dir, speaker=speaker, game=None)
        table.wait_for("Which game?")
        speaker.wait_idle(30)
        table.referee.perform([Cue("stop"), say("Stop! Pencils down.", urgent=True)])
        assert speaker.wait_idle(30)
        assert started["Stop! Pencils down."] - started["cue:stop"] >= 0.7  # the buzzer lasts 0.8 s
        table.stop()
    finally:
        speaker.close()


def test_a_resumed_round_says_its_question_again(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up_two_players(table)
    start = table.wait_for("press GO to roll")
    table.press("go")
    write = table.wait_for("Write!", after=start)
    question = table.heard()[write - 1]
    table.press("go", held=True)
    table.wait_for("Timer paused.")
    table.stop()

    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapid List")
    again.wait_for(question, after=resumed)
    again.wait_for("starts again from the top", after=resumed)
    again.stop()


def test_staying_after_a_leave_request_keeps_a_paused_timer_paused(state_dir: Path) -> None:
    table, start = countdown_running(state_dir)
    table.press("go", held=True)
    table.wait_for("Timer paused.")
    table.press("back", held=True)
    asked = table.wait_for("Leave this game for good?")
    table.press("down", "ok")  # stay
    back = table.wait_for("Back to the timer.", after=asked)
    table.settle(0.3)
    assert not any("Stop!" in line for line in table.heard()[back:])  # still paused
    table.press("ok", held=True)  # hold OK: the question again, and the time left
    first = table.wait_for("seconds left.", after=back)
    table.settle(0.3)
    table.press("ok", held=True)
    second = table.wait_for("seconds left.", after=first + 1)
    assert table.heard()[first] == table.heard()[second]  # no time ran while paused
    assert "Write!" in table.heard()[back:]
    table.stop()


def test_a_new_game_never_reuses_the_number_of_a_journal_set_aside(state_dir: Path) -> None:
    games = state_dir / "games"
    games.mkdir()
    (games / "000001-rapid-list.jsonl").write_text('{"format": 1, "game": "rapid-list", "settings": {}}\n')
    table = Table(state_dir)
    table.wait_for("How many players?")
    table.accept_setup()
    table.stop()
    assert (games / "000001-rapid-list.jsonl.broken").exists()
    assert (games / "000002-rapid-list.jsonl").exists()
