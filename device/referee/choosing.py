"""Before a game: the menu, a waiting game to resume or put aside, and the game's setup questions."""

from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from device.input.gestures import Command
from device.referee.messages import SeatNames
from engine.catalog import Entry, GAMES
from engine.core import AskChoice, Input, Option
from engine import language
from engine.language import Phrases
from engine.setup import Library, answer_value

phrases = Phrases("device.phrases")


class Choosing:
    """Part of the Referee (device/referee/runtime.py): before a game: the menu, a waiting game to resume or put aside, and the game's setup questions."""

    def _resume_instead(self, waiting: str) -> bool:
        options = (Option("resume", phrases.RESUME_IT), Option("aside", phrases.PUT_IT_ASIDE))
        answer = self.ask(AskChoice(phrases.waiting_game(GAMES[waiting].game.title), options), can_go_back=False)
        return isinstance(answer, Input) and answer.value == "resume"

    def _menu(self) -> Entry:
        options = tuple(Option(game_id, entry.game.title) for game_id, entry in GAMES.items())
        prompt = AskChoice(phrases.WHICH_GAME, options)
        self._in_menu = True
        try:
            while True:
                answer = self.ask(prompt, can_go_back=False)
                if isinstance(answer, Input):
                    return GAMES[answer.value]
        finally:
            self._in_menu = False

    def _setup(self, entry: Entry, kept: Sequence[tuple[str, Input]] = ()) -> dict[str, Any] | None:
        """Ask the game's setup questions; BACK goes back one, hold BACK returns to the menu.

        Every answer is saved (setup.json) before the next question, so after a
        power cut setup goes on at the question it stopped at; `kept` are the
        answers saved then, given again in order while they still fit.
        """
        defaults = dataclasses.replace(self.defaults, usual_names=self.usual_names.load())
        flow = entry.setup(self.library_now(), defaults)
        self._setting_up = entry.game.title
        answers: dict[str, Any] = {}
        asked: list[tuple[str, Input]] = []
        for key, given in kept:
            question = flow.next_question(answers)
            if question is None or question.key != key:
                break
            try:
                answers[key] = answer_value(question, given)
            except Exception:  # an answer that no longer fits (the decks changed): ask it again
                break
            asked.append((key, given))
        if asked:
            self.say(phrases.resuming_setup(entry.game.title))
        try:
            while (question := flow.next_question(answers)) is not None:
                answer = self.ask(question.prompt, can_go_back=bool(asked))
                if answer is Command.LEAVE:
                    self.setup_record.clear()
                    return None
                if isinstance(answer, SeatNames):  # new names: setup starts again, offering them
                    flow = entry.setup(self.library_now(), self.defaults)
                    answers, asked = {}, []
                elif answer is Command.UNDO:
                    key, self._reopen = asked.pop()  # asked again, starting at the answer taken back
                    answers.pop(key, None)
                elif isinstance(answer, Input):
                    answers[question.key] = answer_value(question, answer)
                    asked.append((question.key, answer))
                else:
                    continue
                self._saved(self.setup_record.save(entry.game.id, asked))
            settings = flow.settings(answers)
            if language.current() != language.ENGLISH:  # the game is spoken in the device's language
                settings["language"] = language.current()
            return settings
        finally:
            self._setting_up = ""

    def library_now(self) -> Library:
        """The decks as loaded, with what has been played so far."""
        return dataclasses.replace(self.library, played=self.history.played())
