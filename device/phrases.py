"""The device's own words, in English: menus, pauses, volume, resuming, and how to answer with buttons.

The games' lines come from their own phrase modules and never name a button;
this is the one place that does, because only the button front end knows its
buttons. A web page says the same things its own way.
"""

from __future__ import annotations

from typing import Sequence

from engine.core import AskChoice, AskGo, Line, Prompt
from engine.phrases import count, duration, spoken_list


def button_hint(prompt: Prompt) -> str:
    """How to do with the buttons what the prompt asks: only where it is not plain from the value spoken."""
    if isinstance(prompt, AskGo) and prompt.action:
        return f"Press GO to {prompt.action}."
    if isinstance(prompt, AskChoice) and prompt.main_option:
        main = next(option.label for option in prompt.options if option.value == prompt.main_option)
        return f"GO to {main.lower()}, or choose and press OK."
    return ""


#: With "First game of ...?", the first question a new table hears (issue 38: it named no button).
CHOOSE_HINT = "UP and DOWN to change, OK to take it."


WHICH_GAME = Line("Which game? UP and DOWN to choose, OK to start.", "Which game?")
LEAVE = Line("Leave this game for good? To leave, press UP, then OK.", "Leave?")
NEW_GAME = AskGo(Line("Another game?"), action="start it")
NOTHING_TO_REPEAT = Line("Nothing to repeat yet.")
YES, NO = "Yes", "No"  # a yes/no question's value, as UP and DOWN switch it
TIMER_PAUSED = "Timer paused."


def timer_paused(left: float) -> str:
    """Hold GO while a timer runs pauses it: a table that held GO to ask where the game stands did not
    expect that (issue 38), so it hears the time left and how to go on, not just "paused"."""
    return f"{TIMER_PAUSED} {_time_said(left)} to go. Hold GO again to go on."


TIMER_RUNNING = "Timer running."
BACK_TO_TIMER = "Back to the timer."


def parts_hint(parts_are: str) -> str:
    """Said on a repeat while a timer with parts runs (Scattergories' list): OK gives them one at a time."""
    return f"Press OK for {parts_are or 'the next line'}."


NOW_SPEAKING = "Now in English."
STOPPING = "Stopping."
STOPPING_MID_GAME = "Stopping. This game resumes at the next start."


def stopping_unsaved(trouble: str, unsaved: int | None) -> str:
    """Stopping mid-game while the card refuses to save: what the next start will have lost."""
    if unsaved is None:
        return f"Stopping. This game was never saved ({trouble}), so it cannot resume."
    if unsaved == 1:
        return f"Stopping. The last move could not be saved ({trouble}): this game resumes from before it."
    return f"Stopping. The last {unsaved} moves could not be saved ({trouble}): this game resumes from before them."


SOUND_IS_BACK = "Sound is back."
#: Said in espeak-ng when the natural (Piper) voice cannot be loaded; the log and STATUS= say why.
NATURAL_VOICE_FAILED = "My natural voice did not load, so I carry on in this one."
KEYBOARD_STANDS_IN = "The keyboard stands in for them."


def waiting_game(title: str) -> Line:
    return Line(f"An unfinished game of {title} is waiting. Resume it, or put it aside?", f"{title} is waiting.")


RESUME_IT, PUT_IT_ASIDE = "Resume it", "Put it aside"


NO_GAME_NO_DICE = "No game is under way, so there are no dice to judge."
GAME_HAS_NO_DICE = "This game has no dice to judge."
CHOOSING_A_GAME = "Choosing a game."


def setting_up(title: str) -> str:
    return f"Setting up {title}."


def not_whole_in(title: str, language_name: str) -> str:
    """A game asked for on the command line whose words or decks are not whole in the language spoken."""
    return f"{title} is not ready in {language_name} yet. Choose another game."


def lets_play(title: str) -> Line:
    return Line(f"{title}. Let's play!", title)


# Said once after "Let's play!" when the table asked to be taught (issue 38): a new table found no hold on its own.
HOLDS_TAUGHT = (
    "Any time: hold GO to hear where we are and what now (while the timer runs, it pauses it), hold OK to hear "
    "the last line again and why, hold BACK to end the game, after a yes."
)


def closed(title: str) -> str:
    return f"{title} closed."


def resuming(where: Line, power_cut: bool = False) -> Line:
    """Where play resumes; after a power cut (no clean stop was recorded) the table hears that too."""
    if power_cut:
        return Line(f"Resuming {where.text} The power went off last time.", where.short)
    return Line(f"Resuming {where.text}", where.short)


def resuming_unsaved(where: Line, trouble: str, unsaved: int | None) -> Line:
    """Where play resumes after a stop while the card refused moves: not a power cut, and what the stop cost.

    `trouble` is journal.storage_trouble's ("the card is full"), as the stop line said it.
    """
    if unsaved is None:
        return Line(f"Resuming {where.text} When I was stopped, this game had not been saved yet ({trouble}).", where.short)
    if unsaved == 1:
        said = f"the last move could not be saved ({trouble}); we go on from before it."
    else:
        said = f"the last {unsaved} moves could not be saved ({trouble}); we go on from before them."
    return Line(f"Resuming {where.text} When I was stopped, {said}", where.short)


def timer_waits(seconds: int, left: float | None = None) -> Line:
    """A round timer that was running when the referee stopped: it waits for GO, then runs on from where it stood."""
    if left is None:  # no mark of it in the journal: it runs in full
        return Line(f"GO starts the {duration(seconds)} again.", "GO starts the timer.")
    return Line(f"GO starts the timer again: {time_left(left)}", "GO starts the timer.")


#: UP or DOWN for the volume when it is already at the end of its range.
VOLUME_LIMIT = {1: "Loudest.", -1: "Quietest."}


def volume(level: int) -> str:
    return f"Volume {level}."


def button_answers(lowest: int, highest: int) -> list[str]:
    """What UP and DOWN are answered with at once: every volume level from `lowest` to `highest`, and both limits.

    The Speaker keeps these decoded from start-up (Speaker.keep_ready), so
    even the first press is heard within 20 ms (docs/performance.md).
    """
    return [volume(level) for level in range(lowest, highest + 1)] + list(VOLUME_LIMIT.values())


def time_left(seconds: float) -> str:
    """The time left on a running timer, as said at a table: "40 seconds left.", "2 minutes and 5 seconds left."

    Past a minute it goes down to a multiple of 5 seconds: nobody writes by
    the second then, and a table must never hear more time than it has.
    """
    return f"{_time_said(seconds)} left."


def _time_said(seconds: float) -> str:
    """ "40 seconds", "2 minutes and 5 seconds": past a minute, down to a multiple of 5 (time_left says why)."""
    whole = int(seconds) if seconds < 60 else int(seconds) // 5 * 5
    minutes, rest = divmod(whole, 60)
    if not minutes:
        return count(rest, "second")
    return count(minutes, "minute") + (f" and {count(rest, 'second')}" if rest else "")


def cannot_take_back(reason: str) -> Line:
    return Line(reason, "Cannot take that back.")


# Saving: said once when the card stops taking the game, once when it takes it again.
SAVING_AGAIN = "Saving again."


def cannot_save(trouble: str) -> str:
    return f"I cannot save the game: {trouble}."


def resume_damaged(where: Line) -> Line:
    """The journal was damaged: play resumes where it is whole (`where` is a whole sentence of its own)."""
    return Line(f"The record of this game was damaged; I resume where it is whole. {where.text}", "The record was damaged.")


def resuming_setup(title: str) -> str:
    return f"Setting up {title} again where we stopped."


def _one_by_one(text: str) -> str:
    """Digits said one at a time and dots as "dot": "192.168" -> "1 9 2 dot 1 6 8", never misheard."""
    return " ".join("dot" if char == "." else char for char in text if char.isdigit() or char == ".")


def companion_joining(host: str, port: int, code: str) -> str:
    """The phone page's address and join code, said at start and on a hold of GO."""
    return f"Phone page: {_one_by_one(host)}, port {_one_by_one(str(port))}. Code {_one_by_one(code)}."


#: Printed (never said) when the keyboard stands in for the buttons (device/input/keyboard.py has the keys).
KEYS_HELP = (
    "Keys: g or space = GO, up/k/+ = UP, down/j/- = DOWN, Enter/o = OK, Backspace/b = BACK; "
    "K or Page Up / J or Page Down = UP / DOWN ten steps; "
    "G = hold GO (pause), O = hold OK (repeat), B = hold BACK (leave), q = quit (the game is kept)."
)

COMPANION_FAILED = "The phone page could not start."
COMPANION_WAITS = "The phone page waits for the network."


def new_join_code(code: str) -> str:
    """The phone page's code changed (a phone was removed, or the first phone asked): said, never shown on a page."""
    return f"New phone page code: {_one_by_one(code)}."


def page_owner_question(phone: str) -> Line:
    """A phone asks to run the phone page: only the table, at the buttons, can let it."""
    return Line(f"{phone} asks to run the phone page. To let it, press UP, then OK.", f"Let {phone} run the phone page?")


def page_owner_now(phone: str) -> str:
    return f"{phone} runs the phone page now."


PAGE_OWNER_STAYS = "The phone page stays as it was."


def seat_answered_elsewhere(sender: str, seat: str, holder: str) -> str:
    """A phone's answer for a seat another phone holds was refused: the table hears both phones' names."""
    return f"{sender} tried to answer for {seat}, who answers from {holder}."


def seats_named(names: tuple[str, ...] | list[str]) -> str:
    """Names typed on a phone, said back in seat order."""
    return f"Players in seat order: {spoken_list(list(names))}."


# ---------------------------------------------------------------- the history of finished games (`referee history`)
# Its listing, and the words inside its exports (device/storage/history_export.py): the CSV's
# header row and winner cells, and the BG Stats file's note, importing user and location.

HISTORY_COLUMNS = ("game_number", "ended_utc", "game", "game_id", "seat", "player", "score", "winner", "minutes")
WON_CELL, NOT_WON_CELL = "yes", "no"
#: The player BG Stats takes as the app's own user: the referee, which plays no play.
EXPORTED_BY = "Table Referee (exported)"
#: Where the plays were played, for BG Stats: the referee itself.
THE_REFEREE = "Table Referee"
EXPORT_ABOUT = "Finished games exported by Table Referee. Open this file with Board Game Stats to import the plays."
NO_FINISHED_GAMES = "No finished games yet."


def finished_game(number: int, title: str, when: str, scores: Sequence[tuple[str, int, bool]]) -> str:
    """One finished game as `referee history` lists it: its number, game, time, and scores with the winners marked."""
    listed = ", ".join(f"{name} {score}{' (won)' if won else ''}" for name, score, won in scores)
    return f"{number}. {title}, {when} UTC: {listed}"


def dice_told(fingerprint: str, seed: str) -> str:
    """What `referee history` adds to a game that is over: its dice's fingerprint and the seed (docs/fair-dice.md)."""
    return f"; dice fingerprint {fingerprint}, seed {seed}"


def game_dice(number: int, title: str, fingerprint: str, seed: str | None) -> str:
    """A game listed without scores: under way (the seed still secret), or not played to its end (the seed told)."""
    if seed is None:
        return f"{number}. {title}, under way: dice fingerprint {fingerprint} (the seed is told when it ends)"
    return f"{number}. {title}, not played to its end: dice fingerprint {fingerprint}, seed {seed}"


def wrote_games(games: int, target: str) -> str:
    return f"Wrote {count(games, 'finished game')} to {target}."
