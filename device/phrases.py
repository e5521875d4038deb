"""The device's own words, in English: menus, pauses, volume, resuming, and how to answer with buttons.

The games' lines come from their own phrase modules and never name a button;
this is the one place that does, because only the button front end knows its
buttons. A web page says the same things its own way.
"""

from __future__ import annotations

from engine.core import AskChoice, AskGo, Line, Prompt
from engine.phrases import duration


def button_hint(prompt: Prompt) -> str:
    """How to do with the buttons what the prompt asks: only where it is not plain from the value spoken."""
    if isinstance(prompt, AskGo) and prompt.action:
        return f"Press GO to {prompt.action}."
    if isinstance(prompt, AskChoice) and prompt.main_option:
        main = next(option.label for option in prompt.options if option.value == prompt.main_option)
        return f"GO to {main.lower()}, or choose and press OK."
    return ""


WHICH_GAME = Line("Which game? UP and DOWN to choose, OK to start.", "Which game?")
LEAVE = Line("Leave this game for good? To leave, press UP, then OK.", "Leave?")
NEW_GAME = AskGo(Line("Another game?"), action="start it")
NOTHING_TO_REPEAT = Line("Nothing to repeat yet.")
TIMER_PAUSED = "Timer paused. Hold GO to go on."
TIMER_RUNNING = "Timer running."
BACK_TO_TIMER = "Back to the timer."
STOPPING = "Stopping."
STOPPING_MID_GAME = "Stopping. This game resumes at the next start."
SOUND_IS_BACK = "Sound is back."
#: Said in espeak-ng when the natural (Piper) voice cannot be loaded; the log and STATUS= say why.
NATURAL_VOICE_FAILED = "My natural voice did not load, so I carry on in this one."
KEYBOARD_STANDS_IN = "The keyboard stands in for them."


def waiting_game(title: str) -> Line:
    return Line(f"An unfinished game of {title} is waiting. Resume it, or put it aside?", f"{title} is waiting.")


RESUME_IT, PUT_IT_ASIDE = "Resume it", "Put it aside"


CHOOSING_A_GAME = "Choosing a game."


def setting_up(title: str) -> str:
    return f"Setting up {title}."


def lets_play(title: str) -> Line:
    return Line(f"{title}. Let's play!", title)


def closed(title: str) -> str:
    return f"{title} closed."


def resuming(where: Line, power_cut: bool = False) -> Line:
    """Where play resumes; after a power cut (no clean stop was recorded) the table hears that too."""
    if power_cut:
        return Line(f"Resuming {where.text} The power went off last time.", where.short)
    return Line(f"Resuming {where.text}", where.short)


def timer_waits(seconds: int) -> Line:
    """A round timer that was running when the referee stopped: it waits for GO, then runs in full."""
    return Line(f"GO starts the {duration(seconds)} again.", "GO starts the timer.")


def volume(level: int) -> str:
    return f"Volume {level}."


def time_left(seconds: float) -> str:
    """The time left on the round timer, in minutes and seconds ("1 minute 20 left.")."""
    return f"{duration(round(seconds))} left."


def cannot_take_back(reason: str) -> Line:
    return Line(reason, "Cannot take that back.")


# Saving: said once when the card stops taking the game, once when it takes it again.
SAVING_AGAIN = "Saving again."


def cannot_save(trouble: str) -> str:
    return f"I cannot save the game: {trouble}."


def resume_damaged(where: Line) -> Line:
    return Line(f"The record of this game was damaged; I resume from {where.text}, where it is whole.", "The record was damaged.")


def resuming_setup(title: str) -> str:
    return f"Setting up {title} again where we stopped."
