"""Before a game: the menu, a waiting game to resume or put aside, and the game's setup questions."""

from __future__ import annotations

import dataclasses
import logging
from typing import Any, Callable, Sequence

from device.chance import new_seed
from device.input.gestures import Command
from device.paths import history_file, teaching_file
from device.referee.messages import SeatNames
from device.storage.history import PlayedCards
from device.storage.library import device_speaks, whole_in
from device.storage.teaching_record import TeachingRecord
from engine.catalog import Entry, GAMES, find
from engine.core import AskChoice, Input, Option
from engine import language
from engine.setup import Defaults, Library, SetupFlow, answer_value
from engine.teaching import TEACH, TeachingSetup
from engine.words import Words
from device.referee.shared import Shared

words = Words("device")
log = logging.getLogger("table_referee.choosing")

#: A language's decks and setup defaults (its seat names), for a table that picks that language at the menu.
InLanguage = Callable[[str], tuple[Library, Defaults]]
#: The menu's value for "speak this language": the prefix, then the language's code.
LANGUAGE_OPTION = "language:"


class Choosing(Shared):
    """Part of the Referee (device/referee/runtime.py): before a game: the menu, a waiting game to resume or put aside, and the game's setup questions."""

    def _resume_instead(self, waiting: str) -> bool:
        options = (Option("resume", words("resume-it")), Option("aside", words("put-it-aside")))
        answer = self.ask(AskChoice(words.line("waiting-game", title=GAMES[waiting].game.title), options), can_go_back=False)
        return isinstance(answer, Input) and answer.value == "resume"

    def _menu(self) -> Entry:
        """The games, then the other languages (each named in its own words), until a game is chosen."""
        self._in_menu = True
        try:
            while True:
                if not self._games_whole():  # a translation under way: the device's words, no game yet
                    self._nothing_whole()
                games = [Option(game_id, entry.game.title) for game_id, entry in self._games_whole().items()]
                # The game just played is offered first: "Another game?" then OK plays it again (issue 37's
                # outside table pressed OK there and got Rapid List, the first in the list, instead of Rapido).
                last = next((at for at, option in enumerate(games) if option.value == self._last_game), 0)
                answer = self.ask(
                    AskChoice(words.line("which-game"), (*games, *self._language_options()), default=last), can_go_back=False
                )
                if isinstance(answer, Input) and str(answer.value).startswith(LANGUAGE_OPTION):
                    self._speak_language(str(answer.value).removeprefix(LANGUAGE_OPTION))
                elif isinstance(answer, Input):
                    return GAMES[answer.value]
        finally:
            self._in_menu = False

    def _asked_for(self, game_id: str) -> Entry:
        """The game the command line named, if it is whole in the language spoken; else the table hears
        why not and chooses at the menu (a translation under way is not a game a table can finish)."""
        entry = find(game_id)
        if whole_in(entry, language.current()):
            return entry
        self.speaking.say(words("not-whole-in", title=entry.game.title, language=language.LANGUAGES[language.current()]))
        return self._menu()

    def _games_whole(self, code: str | None = None) -> dict[str, Entry]:
        """The games whose words and decks are whole in `code` (the language spoken): only they are offered."""
        spoken = code or language.current()
        return {game_id: entry for game_id, entry in GAMES.items() if whole_in(entry, spoken)}

    def _nothing_whole(self) -> None:
        """No game is whole in the language spoken: the table hears it, and the menu goes on in English."""
        self.speaking.say(words("nothing-whole-in", language=language.LANGUAGES[language.current()]))
        log.warning("no game is whole in %s: the menu goes on in English", language.current())
        if self.in_language is not None:
            self._speak_language(language.ENGLISH)
        else:  # a referee that cannot load another language's decks keeps its own
            language.use(language.ENGLISH)

    def _language_options(self) -> list[Option]:
        """The other languages a table may pick: those the device speaks with at least one game whole in them."""
        if self.in_language is None:  # a referee that cannot load another language's decks offers none
            return []
        return [
            Option(LANGUAGE_OPTION + code, name)
            for code, name in language.LANGUAGES.items()
            if code != language.current() and device_speaks(code) and self._games_whole(code)
        ]

    def _speak_language(self, code: str) -> None:
        """From now on the menu, setup and every new game are in ``code``; the table hears it in that voice."""
        assert self.in_language is not None
        self.library, self.defaults = self.in_language(code)
        language.use(code)
        self.history = self.played_cards()
        self.speaking.say(words("now-speaking"))

    def _setup(self, entry: Entry, kept: Sequence[tuple[str, Input]] = ()) -> dict[str, Any] | None:
        """Ask the game's setup questions; BACK goes back one, hold BACK returns to the menu.

        Every answer is saved (setup.json) before the next question, so after a
        power cut setup goes on at the question it stopped at; `kept` are the
        answers saved then, given again in order while they still fit.
        """
        defaults = dataclasses.replace(self.defaults, usual_names=self.usual_names.load())
        teaching = self.teaching_record()
        offered = teaching.offered(entry.game.id)
        flow = self._flow(entry, defaults, offered)
        self._setting_up = entry.game.title
        self._next_seed = new_seed(self.rng)  # chosen now, so the first draws are known while the table sets up
        self.foresight.begin(self._next_seed)
        answers: dict[str, Any] = {}
        asked: list[tuple[str, Input]] = []
        for key, given in kept:
            question = flow.next_question(answers)
            if question is None or question.key != key:
                break
            try:
                answers[key] = answer_value(question, given)
            except Exception:  # noqa: BLE001 - an answer that no longer fits (the decks changed): ask it again
                break
            asked.append((key, given))
        if asked:
            self.speaking.say(words("resuming-setup", title=entry.game.title))
        try:
            while (question := flow.next_question(answers)) is not None:
                self.foresight.foresee(entry, flow, answers)
                answer = self.ask(question.prompt, can_go_back=bool(asked), name_buttons=question.key == TEACH)
                if answer is Command.LEAVE:
                    self.setup_record.clear()
                    return None
                if isinstance(answer, SeatNames):  # new names: setup starts again, offering them
                    flow = self._flow(entry, self.defaults, offered)
                    answers, asked = {}, []
                elif answer is Command.UNDO:
                    key, self._reopen = asked.pop()  # asked again, starting at the answer taken back
                    answers.pop(key, None)
                elif isinstance(answer, Input):
                    answers[question.key] = answer_value(question, answer)
                    asked.append((question.key, answer))
                    if question.key == TEACH:  # kept at once: a No holds even if setup is left
                        teaching.answered(entry.game.id, bool(answers[TEACH]))
                else:
                    continue
                self.status.saved(self.setup_record.save(entry.game.id, asked))
            settings = flow.settings(answers)
            if language.current() != language.ENGLISH:  # the game is spoken in the device's language
                settings["language"] = language.current()
            return settings
        finally:
            self._setting_up = ""

    def _flow(self, entry: Entry, defaults: Defaults, offered: bool) -> SetupFlow:
        """The game's setup questions, after "First game of ...?" when teaching is offered (engine/teaching.py)."""
        return TeachingSetup(
            entry.setup(self.library_now(), defaults), entry.game.title, entry.teaching_needs(), offered, entry.teaching_opening()
        )

    def teaching_record(self) -> TeachingRecord:
        """Which games setup offers to teach, as the config asks (`[referee] teaching`)."""
        return TeachingRecord(teaching_file(self.state_dir), self.defaults.teaching)

    def played_cards(self) -> PlayedCards:
        """The record of cards played, for the decks loaded now."""
        return PlayedCards(history_file(self.state_dir), self.library)

    def library_now(self) -> Library:
        """The decks as loaded, with what has been played so far."""
        return dataclasses.replace(self.library, played=self.history.played())
