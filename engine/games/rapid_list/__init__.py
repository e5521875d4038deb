"""Rapid List: the write-fast bidding race, and what it tells the catalog."""

from __future__ import annotations

from typing import Any

from engine.core import InvalidSettings
from engine.entry import CommandLineOption, Entry, Timer
from engine.games.rapid_list import lines
from engine.games.rapid_list.rules import GAME, VARIANTS, check_track
from engine.games.rapid_list.setup_flow import (
    BLUE,
    CHALLENGES,
    EXTRAS_NAMES,
    MIXED,
    RED,
    TIMER_DEFAULT,
    TIMER_HIGH,
    TIMER_LOW,
    USER_DECKS,
    command_line_answers,
    setup,
)
from engine.games.rapid_list.view import view
from engine.language import ENGLISH
from engine.words import Words

words = Words("engine.games.rapid_list")  # the command line and the config check speak English (shown-...)


def _track_fix(value: Any) -> str | None:
    if not isinstance(value, str):
        return words.said_in(ENGLISH, "shown-track-as-text")
    try:
        check_track(value)
    except InvalidSettings as error:
        return str(error).rstrip(".")
    return None


def _ages(typed: str) -> list[int]:
    try:
        return [int(age) for age in typed.split(",")]
    except ValueError:
        raise ValueError(words.said_in(ENGLISH, "shown-ages-as-numbers")) from None


ENTRY = Entry(
    GAME,
    __name__,
    setup,
    decks={BLUE: "questions", RED: "questions", MIXED: "questions", CHALLENGES: "challenges"},
    user_decks={"questions": USER_DECKS},
    extras_names=EXTRAS_NAMES,
    timer=Timer(TIMER_LOW, TIMER_HIGH, TIMER_DEFAULT),
    config={"track": _track_fix},
    command_line=(
        CommandLineOption(
            "--variant", "variants", words.said_in(ENGLISH, "shown-variant-help"), choices=VARIANTS, repeatable=True
        ),
        CommandLineOption("--track", "track", words.said_in(ENGLISH, "shown-track-help")),
        CommandLineOption("--ages", "ages", words.said_in(ENGLISH, "shown-ages-help"), parse=_ages),
    ),
    command_line_answers=command_line_answers,
    view=view,
    spoken_entry=lines.said_entry,
    teaching_needs=lambda: words("teach-needs"),
    teaching_opening=lambda: words("teach-opening"),  # the game in short, before setup's first choice
)
