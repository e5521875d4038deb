"""The referee loop as the table meets it: presses in, spoken lines out."""

from __future__ import annotations

import dataclasses
import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

from device.referee.round_timer import time_left
from engine.words import Words
from device.storage.journal import read
from device.storage.shelf import Shelf
from device.input.prompt_driver import Press
from device.sound.speaker import Speaker
from engine.core import AskChoice, AskTimer, Cue, say
from engine.games.rapid_list.lines import words as rapid_list_words
from engine.games.rapid_list.rules import GAME
from engine.session import Session
from engine.setup import Defaults
from tests.table import Table, set_up_two_players


def play_round_to_bids(table: Table) -> None:
    start = table.wait_for(" asks.", after=len(table.heard()) - 5)
    table.press("go")
    table.wait_for("[stop]", after=start)  # the buzzer: "Pencils down!" is round 1's alone
    table.settle()


def countdown_running(state_dir: Path, *, hold_clock: bool = False) -> tuple[Table, int]:
    """A two-player game whose first question has been read and whose clock is running.

    With hold_clock the game's clock stands still from the timer's start, so a
    pause lands with a known time left, however slow the machine.
    """
    table = Table(state_dir, hold_clock_at="[timer " if hold_clock else None)
    set_up_two_players(table)
    start = table.wait_for(" asks.")
    table.press("go")
    table.wait_for("[timer 30 s]", after=start)
    return table, start


def journal_of(state_dir: Path) -> Path:
    (path,) = sorted((state_dir / "games").glob("*.jsonl"))
    return path


def play_to_the_end(state_dir: Path) -> Table:
    """Two players, bids of 7 and 5 every round, every list read in full, until someone wins."""
    table = Table(state_dir)
    set_up_two_players(table)
    for _ in range(10):
        play_round_to_bids(table)
        table.press("up", "up", "ok", "ok")  # bids 7 and 5
        table.wait_for("reached its bid?", after=len(table.heard()) - 4)
        table.press("ok", "ok")  # both read all their words
        table.settle()
        if any("wins Rapid List" in line or "share the victory" in line for line in table.heard()):
            break
    return table


def test_a_whole_game_from_setup_to_winner(state_dir: Path) -> None:
    table = play_to_the_end(state_dir)
    table.wait_for("Another game? Press GO to start it.")
    table.stop()
    heard = table.heard()
    assert heard[-1] == Words("device")("stopping")  # issue 23: the game is over, so nothing "resumes at the next start"
    assert "[fanfare]" in heard
    record = read(journal_of(state_dir))
    assert record.finished
    replayed = Session(GAME, record.settings, record.inputs)
    assert replayed.state.phase == "over"


def test_the_last_answer_of_a_game_can_be_taken_back_at_another_game(state_dir: Path) -> None:
    """Issue 23: a slip on the winning move could not be undone once the game had ended."""
    table = play_to_the_end(state_dir)
    asked = table.wait_for("Another game? Press GO to start it.")
    table.settle()
    table.press("back")
    taken = table.wait_for("Taken back: ", after=asked)
    table.settle()
    record = read(journal_of(state_dir))
    assert not record.finished  # open again, on the card too
    assert isinstance(Session(GAME, record.settings, record.inputs).prompt, AskChoice)  # Every list reached its bid?
    table.press("ok")  # the same answer again: the game ends again
    table.wait_for("Another game?", after=taken)  # its button hint was said the first time
    table.stop()
    assert read(journal_of(state_dir)).finished


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
    start = table.wait_for(" asks.")
    table.press("go")
    table.wait_for("Write!", after=start)
    table.wait_for("[stop]", after=start)
    table.settle()
    first_bidder = table.heard()[-1].split("'s bid?")[0]
    table.press("up", "ok")  # first bid: 6
    table.settle()
    table.press("back")  # take it back: BACK says which answer, and the question reopens at it
    taken = table.wait_for(f"Taken back: {first_bidder}'s bid of 6.")
    table.wait_for(f"{first_bidder}'s bid? 6", after=taken)
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
    # Hold GO is "where are we?" as well: the line before the pause says it (issue 38, the third tables).
    assert table.heard()[paused - 1] == "Rapid List, round 1, Red asks.", table.heard()[paused - 3 : paused + 1]
    table.settle()
    assert not any("[stop]" in line for line in table.heard()[paused:])
    table.press("go", held=True)
    table.wait_for("Timer running.")
    table.wait_for("[stop]", after=paused)
    table.stop()


def test_ok_in_a_timer_with_nothing_to_hear_part_by_part_is_not_now(state_dir: Path) -> None:
    """Issue 23: short OK in the timer reads Scattergories' list one category at a time (its
    timer's parts); Rapid List's timer has none, so OK is not now and hold OK gives no hint."""
    table, start = countdown_running(state_dir, hold_clock=True)
    started = table.wait_for("[timer 30 s]", after=start)
    table.press("ok")
    not_now = table.wait_for("[not_now]", after=started)
    table.press("ok", held=True)
    left = table.wait_for(" left.", after=not_now)
    assert not [line for line in table.heard()[started:left] if "Press OK for" in line]
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
    resumed = again.wait_for("Resuming Rapid List, round 1. Red's question: ")  # the bids follow the question
    assert re.search(r"Bids so far: \w+ 6\.", again.heard()[resumed]), again.heard()[resumed]  # issue 23: the bid entered
    again.wait_for("'s bid? 5")
    again.press("ok")
    again.wait_for("reached its bid?")
    again.stop()
    after = read(journal_of(state_dir))
    assert after.inputs[: len(before.inputs)] == before.inputs
    assert after.inputs[-1].value == 5


def test_a_game_cut_off_during_the_timer_resumes_the_countdown_where_it_stood(state_dir: Path) -> None:
    """Issue 23: the journal keeps the time left (at each pause, and every few seconds of a running timer)."""
    table, start = countdown_running(state_dir, hold_clock=True)
    table.clock.skip(10)
    table.press("go", held=True)  # pause, so the stop below happens mid-timer
    table.wait_for("Timer paused.")
    table.stop()
    record = read(journal_of(state_dir))
    assert isinstance(Session(GAME, record.settings, record.inputs).prompt, AskTimer)
    assert record.timer_left is not None and 19 < record.timer_left <= 20

    again = Table(state_dir, game=None)
    waits = again.wait_for(f"GO starts the timer again: {time_left(record.timer_left)}")
    again.press("go")
    started = again.wait_for("[timer ", after=waits)
    assert again.heard()[started] == f"[timer {round(record.timer_left)} s]"
    again.wait_for("Pencils down!", after=started)
    again.stop()


def test_a_timer_with_no_time_left_on_the_card_runs_in_full(state_dir: Path) -> None:
    """Cut before the first mark of the time left was written: the round's timer starts from the top."""
    table, start = countdown_running(state_dir, hold_clock=True)
    table.press("go", held=True)
    table.wait_for("Timer paused.")
    table.stop()
    record = read(journal_of(state_dir))
    for journal in (state_dir / "games").glob("*.jsonl*"):
        journal.unlink()
    Shelf(state_dir / "games").create(record.game, record.settings, record.inputs).close()  # the same game, no marks

    again = Table(state_dir, game=None)
    waits = again.wait_for("GO starts the 30 seconds again.")
    again.press("go")
    again.wait_for("[timer 30 s]", after=waits)
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
    table.wait_for(" asks.")
    table.press("back", held=True)
    table.wait_for("Leave this game for good?")
    table.press("ok")  # No is offered first: stay
    table.wait_for(" asks.", after=table.wait_for("Leave this game for good?"))
    table.press("back", held=True)
    asked = table.wait_for("Leave this game for good?", after=table.wait_for("No"))
    table.press("up", "ok")
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
    first = table.wait_for(" asks.")
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
        start = table.wait_for(" asks.", timeout=60)
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
    from device.storage.library import load_library

    library = load_library()
    for expected in ("list 1", "list 2"):
        table = Table(state_dir, library=library, game="scattergories")
        table.wait_for("How many players?")
        table.press("ok")
        table.wait_for("Clockwise: Red, Blue, Green, Yellow.")
        table.press("ok")
        table.wait_for(f"Which category list? The next new list, {expected}")
        while not any(line.startswith("List ") for line in table.heard()):
            table.settle()
            table.press("go" if table.heard()[-1].endswith("Press GO to roll the letter.") else "ok")  # then round 1's GO
        table.wait_for(f"{expected.capitalize()}.")
        table.press("back", held=True)
        table.wait_for("Leave this game for good?")
        table.press("up", "ok")
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
    # the question (with its rule: where the spare sheet's track comes from, session 49) and the value now
    # offered, not every step taken
    assert table.heard()[before:] == [f"Players? {rapid_list_words('rule-players')}", "5"]
    table.stop()


def test_leaving_during_the_countdown_asks_once_and_pauses_the_clock(state_dir: Path) -> None:
    table, start = countdown_running(state_dir)
    table.press("back", held=True)
    asked = table.wait_for("Leave this game for good?", after=start)
    table.settle()  # the countdown is paused while the table decides
    assert not any("[stop]" in line for line in table.heard()[asked:])
    table.press("up", "ok")
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
        table.referee.speaking.perform([Cue("stop"), say("Stop! Pencils down.", urgent=True)])
        assert speaker.wait_idle(30)
        assert started["Stop! Pencils down."] - started["cue:stop"] >= 0.7  # the buzzer lasts 0.8 s
        table.stop()
    finally:
        speaker.close()


def test_a_resumed_round_says_its_question_again(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up_two_players(table)
    start = table.wait_for(" asks.")
    table.press("go")
    write = table.wait_for("Write!", after=start)
    question = table.heard()[write - 1]
    table.press("go", held=True)
    table.wait_for("Timer paused.")
    table.stop()

    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapid List")
    again.wait_for(question, after=resumed)
    again.wait_for("GO starts the timer again: ", after=resumed)
    again.stop()


def test_staying_after_a_leave_request_keeps_a_paused_timer_paused(state_dir: Path) -> None:
    table, start = countdown_running(state_dir)
    table.press("go", held=True)
    table.wait_for("Timer paused.")
    table.press("back", held=True)
    asked = table.wait_for("Leave this game for good?")
    table.press("ok")  # stay, the answer offered first
    back = table.wait_for("Back to the timer.", after=asked)
    table.settle()
    assert not any("[stop]" in line for line in table.heard()[back:])  # still paused
    table.press("ok", held=True)  # hold OK: the question again, and the time left
    first = table.wait_for("seconds left.", after=back)
    table.settle()
    table.press("ok", held=True)
    second = table.wait_for("seconds left.", after=first + 1)
    assert table.heard()[first] == table.heard()[second]  # no time ran while paused
    assert "Write!" not in table.heard()[back:]  # a paused table is not told to write (issue 23)
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


def test_up_and_down_at_a_go_prompt_set_the_volume_and_it_is_kept(state_dir: Path) -> None:
    table = Table(state_dir)
    set_up_two_players(table)
    asked = table.wait_for(" asks.")
    table.press("down", "down")
    table.wait_for("Volume 8.", after=asked)
    table.press("up", "up", "up", "up")  # from 8: 9, 10, then the loudest is reached
    table.wait_for("Volume 10.", after=asked)
    table.settle()
    assert table.heard()[-2:] == ["Loudest.", "Loudest."]  # said, not a blip that reads as a fault (issue 23)
    table.stop()
    assert json.loads((state_dir / "volume.json").read_text()) == {"level": 10}

    again = Table(state_dir, game=None)
    assert again.referee.status.volume.level == 10
    again.wait_for("Resuming")
    again.press("down")
    again.wait_for("Volume 9.")
    again.stop()


def test_the_new_level_is_said_before_it_is_saved(state_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The save waits on the storage (twice, on a Pi's SD card): the answer to the press must not (issue 23)."""
    import device.storage.volume as volume_module

    table = Table(state_dir)
    set_up_two_players(table)
    asked = table.wait_for(" asks.")
    heard_when_saved: list[list[str]] = []
    real_write = volume_module.write_atomically

    def noting_write(path: Path, text: str) -> None:
        heard_when_saved.append(table.heard())
        real_write(path, text)

    monkeypatch.setattr(volume_module, "write_atomically", noting_write)
    table.press("down")
    table.wait_for("Volume 9.", after=asked)
    table.settle()
    table.stop()
    assert len(heard_when_saved) == 1 and heard_when_saved[0][-1] == "Volume 9."
    assert json.loads((state_dir / "volume.json").read_text()) == {"level": 9}


def test_up_and_down_while_the_timer_runs_set_the_volume_not_the_clock(state_dir: Path) -> None:
    table, start = countdown_running(state_dir)
    table.press("go", held=True)
    table.wait_for("Timer paused.", after=start)
    table.press("down")
    table.wait_for("Volume 9.", after=start)
    table.press("go", held=True)
    table.wait_for("[stop]", after=start)
    table.stop()


def test_status_names_what_is_wrong_and_clears_when_it_is_well_again(
    state_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import socket

    from device.health import Health

    address = tmp_path / "notify.sock"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as systemd:
        systemd.bind(str(address))
        systemd.settimeout(5)
        monkeypatch.setenv("NOTIFY_SOCKET", str(address))
        health = Health()
        table = Table(state_dir, game=None, health=health)
        table.wait_for("Which game?")

        def statuses_until(text: str) -> str:
            while True:
                message = systemd.recv(4096).decode()
                if message.startswith("STATUS=") and text in message:
                    return message

        statuses_until("Ready")
        health.report("sound", "ALSA: Couldn't open audio device: Host is down")
        assert statuses_until("no sound") == "STATUS=no sound: ALSA: Couldn't open audio device: Host is down"
        health.report("sound", None)
        assert statuses_until("Ready") == "STATUS=Ready"
        table.stop()


class Follower:
    """A second front end, as a phone page would be: it follows the game and answers on the queue."""

    def __init__(self) -> None:
        self.questions: list[tuple[str, str]] = []
        self.lines: list[str] = []

    def asked(self, prompt: Any, offered: str) -> None:
        self.questions.append((prompt.question.text, offered))

    def said(self, line: str) -> None:
        self.lines.append(line)

    def ended(self, summary: Any) -> None:
        self.lines.append("(the end)")


def test_another_front_end_follows_the_game_and_answers_through_the_same_queue(state_dir: Path) -> None:
    from device.input.gestures import Command
    from engine.core import go, number

    follower = Follower()
    table = Table(state_dir, listeners=[follower])
    table.wait_for("How many players? 4")
    table.events.put(number(9))  # out of range: refused like a wrong press
    table.events.put(go())  # not a number at all
    table.events.put(number(2))
    asked = table.wait_for("Are children playing?")
    table.events.put(Command.UNDO)  # back to the first question, as BACK would: at the answer taken back
    table.wait_for("How many players? 2", after=asked)
    table.stop()
    assert follower.lines.count("[not_now]") == 2
    assert follower.questions[0] == ("How many players?", "4")
    assert follower.questions[-1] == ("How many players?", "2")
    assert follower.questions[1][0].startswith("Are children playing?")
    assert follower.lines == table.heard()


# ---------------------------------------------------------------- the device's own players


def rapido_journal_before_the_device_plays(state_dir: Path) -> list:
    """A Rapido game whose human has placed; the seat the device plays is next."""
    from device.storage.journal import Journal
    from engine.core import chance, choice, go

    settings = {"names": ["Ann", "Bob"], "virtual": [1], "first": 0}
    inputs = [chance(0), go(), chance("1-2"), choice("place 5")]
    journal = Journal.create(state_dir / "games" / "000001-rapido.jsonl", "rapido", settings)
    for given in inputs:
        journal.append(given)
    journal.close()
    return inputs


def test_the_device_players_moves_are_journaled_kept_on_resume_and_never_taken_back(
    state_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from engine.catalog import GAMES
    from engine.games.rapido import bot as rapido_bot
    from engine.games.rapido.rules import GAME as RAPIDO

    before = rapido_journal_before_the_device_plays(state_dir)
    table = Table(state_dir, game=None, seed=3)
    table.wait_for("Resuming Rapido, round 1, Bob's turn.")
    table.wait_for("Bob's turn; I play it. Press GO to roll for Bob.")  # Ann's placing is still undoable here
    table.settle()
    table.press("go")
    asked = table.wait_for("Ann's turn. Press GO to start round 2.")  # a round begins: what to press (issue 38)
    table.press("back")  # the last move was the device's own: refused, with the reason
    table.wait_for("I made that move for my own player", after=asked)
    table.stop()
    record = read(journal_of(state_dir))
    assert record.inputs[: len(before)] == before
    moves = [index for index, given in enumerate(record.inputs) if given.kind == "virtual"]
    assert moves and moves[-1] == len(record.inputs) - 1  # journaled, and not undone
    for index in moves:  # each is what the policy chose, on the board as it stood
        assert record.inputs[index].value == rapido_bot.choose(Session(RAPIDO, record.settings, record.inputs[:index]).state)
    placed = [line for line in table.heard() if line.startswith("Bob places")]
    assert placed

    def another_policy(state: object) -> str:
        raise AssertionError("resuming asked the virtual player again")

    monkeypatch.setitem(GAMES, "rapido", dataclasses.replace(GAMES["rapido"], virtual_player=another_policy))
    again = Table(state_dir, game=None)
    resumed = again.wait_for("Resuming Rapido, round 2, Ann's turn.")
    again.wait_for(placed[-1], after=resumed)  # the journaled move, said again as it was made
    again.wait_for("Ann's turn. Press GO to start round 2.", after=resumed)
    again.stop()
    assert read(journal_of(state_dir)).inputs == record.inputs


def test_the_status_light_shows_ready_the_running_timer_and_trouble(state_dir: Path, mock_factory: Any) -> None:
    from device.health import Health
    from device.app.status_light import StatusLight

    light = StatusLight(25, pin_factory=mock_factory)
    health = Health()
    table = Table(state_dir, light=light, health=health)
    set_up_two_players(table)
    assert light.mode == "ready" and mock_factory.pin(25).state
    start = table.wait_for(" asks.")
    table.press("go")
    table.wait_for("[timer 30 s]", after=start)
    table.press("go", held=True)  # paused: the timer still stands, so the light still shows it
    table.wait_for("Timer paused.", after=start)
    assert light.mode == "timer"
    health.report("sound", "the device is gone")
    assert light.mode == "trouble"
    health.report("sound", None)
    assert light.mode == "timer"
    health.report("storage", "the card is full")
    assert light.mode == "trouble"
    health.report("storage", None)
    assert light.mode == "timer"
    table.press("go", held=True)
    table.wait_for("[stop]", after=start)
    table.settle()
    assert light.mode == "ready"
    table.stop()
    light.close()
    assert light.mode == "off" and not mock_factory.pin(25).state
