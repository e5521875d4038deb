"""Rapid List: the write-fast bidding race, and what it tells the catalog."""

from __future__ import annotations

from typing import Any

from engine.core import InvalidSettings
from engine.entry import CommandLineOption, Entry, Timer
from engine.games.rapid_list.rules import GAME, VARIANTS, check_track
from engine.games.rapid_list.setup_flow import BLUE, CHALLENGES, RED, USER_DECKS, command_line_answers, setup


def _track_fix(value: Any) -> str | None:
    if not isinstance(value, str):
        return 'use a quoted string of N (normal) and C (challenge) spaces, like "NNNNCNNNNCCC"'
    try:
        check_track(value)
    except InvalidSettings as error:
        return str(error).rstrip(".")
    return None


def _ages(typed: str) -> list[int]:
    try:
        return [int(age) for age in typed.split(",")]
    except ValueError:
        raise ValueError("--ages takes whole numbers separated by commas, e.g. 9,11,40") from None


ENTRY = Entry(
    GAME,
    __name__,
    setup,
    decks={BLUE: "questions", RED: "questions", "rapid_list/mixed": "questions", CHALLENGES: "challenges"},
    user_decks={"questions": USER_DECKS},
    timer=Timer(10, 120, 30),
    config={"track": _track_fix},
    command_line=(
        CommandLineOption("--variant", "variants", "play with this variant (repeatable)", choices=VARIANTS,
                          repeatable=True),
        CommandLineOption("--track", "track", "a track layout name, or spaces as N and C, e.g. NNNNCNNNNCCC"),
        CommandLineOption("--ages", "ages", "ages for head starts, in seat order, e.g. 9,11,40", parse=_ages),
    ),
    command_line_answers=command_line_answers,
)
