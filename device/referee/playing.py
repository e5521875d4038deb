"""A game from its first prompt to its end: chance drawn, answers applied and saved, undo."""

from __future__ import annotations

import logging
from typing import Any

from device.chance import Dealer
from device.referee.ahead import LookAhead
from device.input.gestures import Command
from device.storage.journal import Journal
from engine import language
from engine.catalog import Entry
from engine.core import AskChance, AskGo, AskTimer, AskVirtual, GameOver, IllegalInput, Input, chance, virtual
from engine.language import Phrases
from engine.session import CannotUndo, Session
from device.referee.shared import Shared

phrases = Phrases("device.phrases")

log = logging.getLogger("table_referee.playing")
#: How long a game's start waits for setup's foresight to finish (it takes milliseconds; a slow one is not waited for).
FORESIGHT_WAIT_SECONDS = 1.0


class Playing(Shared):
    """Part of the Referee (device/referee/runtime.py): a game from its first prompt to its end: chance drawn, answers applied and saved, undo."""

    def play(self, entry: Entry, session: Session[Any], journal: Journal) -> None:
        """Play a game to its end or until the table leaves it; a Quit leaves it waiting."""
        self._in_game = True
        self._last_game = entry.game.id  # the menu offers it first next time
        self._taken_back = []  # answers taken back belong to the game they were given in
        self.hints.new_game()
        self._session = session
        self._journal_name = journal.path.name
        self._journal = journal
        # Chance from the game's seed (device/chance.py), counting the draws already made when resumed;
        # a journal from before seeds keeps drawing from the device's randomness.
        self._dealer = Dealer.following(journal.seed, session.game, session.settings, session.inputs) if journal.seed else None
        self._ahead = self._look_ahead(entry, session)
        with language.speaking(session.settings.get("language")):  # a game resumed from another language keeps its own
            self._play(entry, session, journal)
        self._in_game = False
        self._session = None
        self._dealer = None
        self._ahead = None
        self.round_timer.waits = False  # a resumed game left before its timer ran: the next game's runs at once

    def _play(self, entry: Entry, session: Session[Any], journal: Journal) -> None:
        game = entry.game
        try:
            while True:
                if self._ahead is not None:  # the next draws, rendered before anything else not needed yet
                    self._ahead.top_up(session.state, len(session.inputs))
                prompt = session.prompt
                if isinstance(prompt, GameOver):
                    self._show()
                    for listener in self.listeners:
                        listener.ended(prompt.summary)
                    journal.finish()
                    self.status.saved(journal.trouble)
                    self.teaching_record().finished(game.id)  # a table that finished it is not offered teaching again
                    self._in_game = False  # finished: quitting at "Another game?" leaves nothing to resume
                    if self._after_game() is Command.UNDO:
                        self._in_game = True  # the last answer taken back: the game is open again
                        self._undo(session, journal)
                        continue
                    return
                if isinstance(prompt, (AskChance, AskVirtual)):
                    at = len(session.inputs)
                    if isinstance(prompt, AskChance):
                        given = chance(self._draw(prompt, at))
                    else:  # a seat the device plays: its policy decides, journaled like a press
                        assert entry.virtual_player, f"{game.id} has no virtual player"
                        given = virtual(entry.virtual_player(session.state))
                    self.apply(session, journal, given)
                    if isinstance(prompt, AskChance) and self._dealer is not None and len(session.inputs) > at:
                        self._dealer.drawn(prompt, given.value, at)
                    if self.inbox.leave_asked:
                        self.inbox.leave_asked = False
                        if self.confirm_leave():
                            journal.finish()
                            self.status.saved(journal.trouble)
                            self.speaking.say(phrases.closed(game.title))
                            return
                    continue
                if isinstance(prompt, AskTimer):
                    answer = self.round_timer.run(prompt, journal)
                else:
                    self._reopen_taken_back(prompt)
                    answer = self.ask(prompt)
                    if isinstance(prompt, AskGo) and isinstance(answer, Input):
                        self.speaking.round = []  # the round's main action: what follows is its question
                if answer is None:  # a resumed timer still waiting for GO: the table left instead
                    continue
                if isinstance(answer, Input):
                    if self._taken_back and self._taken_back[-1][0] == prompt:
                        self._taken_back.pop()  # answered again: the next one kept is the next question's
                    self.apply(session, journal, answer)
                elif answer is Command.UNDO:
                    self._undo(session, journal)
                elif answer is Command.LEAVE and (isinstance(prompt, AskTimer) or self.confirm_leave()):
                    journal.finish()
                    self.status.saved(journal.trouble)
                    self.speaking.say(phrases.closed(game.title))
                    return
        finally:
            journal.close()

    def apply(self, session: Session[Any], journal: Journal, given: Input) -> None:
        """Apply, then make it durable, then speak: a power cut never loses what was heard."""
        try:
            outputs = session.apply(given)
        except IllegalInput as error:
            log.info("refused %s: %s", given, error)
            self.speaking.not_now()
            return
        journal.append(given)
        self.status.saved(journal.trouble)
        if given.kind == "chance":
            self._note_played(given.value)
        self.speaking.perform(outputs)
        self.status.play_is_at(session.game.where(session.state).text)
        self._show()

    def _undo(self, session: Session[Any], journal: Journal) -> None:
        """Take back the last answer; its question is asked again, starting at what was entered.

        Every answer taken back is kept with the question it answered, so a
        table that steps back over several answers and then forward again
        (BACK twice, OK, OK) is offered each one at what it had entered, not
        at the question's default: Blue's bid of 3 is offered as 3 again, not
        as last round's 6 (issue 37).
        """
        taken = session.inputs[-1] if session.inputs else None
        try:
            outputs = session.undo()
        except CannotUndo as refusal:
            refused = phrases.cannot_take_back(str(refusal))
            self.speaking.say(refused.text, refused.short)
            return
        if taken is not None:
            self._taken_back.append((session.prompt, taken))
        self.hints.in_full_next = True  # the question asked again is asked in full: "Bob's points?", not "Bob's?"
        self.speaking.heard = []  # hold OK repeats from "Taken back", not the lines the undo took away
        journal.undo()
        self.status.saved(journal.trouble)
        self.speaking.perform(outputs)
        self._show()

    def _reopen_taken_back(self, prompt: Any) -> None:
        """The question about to be asked is the one an answer was last taken back from: offer that answer.

        The same question (equal prompt: the same state asks it) is offered
        the answer, which stays kept until the question is answered (BACK
        again keeps it for when the table steps forward); any other question
        means play went another way, and the answers kept no longer belong to
        what is asked."""
        if not self._taken_back:
            return
        asked, entered = self._taken_back[-1]
        if asked == prompt:
            self._reopen = entered
        else:
            self._taken_back.clear()

    def _look_ahead(self, entry: Entry, session: Session[Any]) -> LookAhead | None:
        """What renders the game's next draws ahead (device/referee/ahead.py): a game with a seed, a speaker that can."""
        submit = getattr(self.speaker, "ahead", None)
        if self._dealer is None or submit is None:
            return None
        self.foresight.wait(FORESIGHT_WAIT_SECONDS)  # setup's last foresight may still be handing its lines over
        foreseen = self.foresight.handed_for(self._dealer.seed)  # what setup foresaw (foresight.py) is not handed again
        return LookAhead.for_game(entry, self._dealer, session.settings, submit, seen=foreseen)

    def _note_played(self, card: Any) -> None:
        """Remember a played card; a card that cannot take the note costs only the note."""
        try:
            self.history.note(card)
        except OSError as error:
            log.warning("cannot note the played card %r: %s", card, error)

    def _draw(self, prompt: AskChance, at: int) -> Any:
        """The outcome of a draw that becomes input `at`: by the seed's recipe, or (a game from before seeds) the rng."""
        if self._dealer is not None:
            return self._dealer.draw(prompt, at)
        if prompt.kind == "shuffle":
            return tuple(self.rng.sample(list(prompt.outcomes), len(prompt.outcomes)))
        return self.rng.choice(prompt.outcomes)

    def _after_game(self) -> Command | None:
        """Another game? GO starts one; BACK takes back the game's last answer (a slip on the winning move)."""
        while True:
            answer = self.ask(phrases.NEW_GAME)
            if answer is Command.UNDO:
                return Command.UNDO
            if isinstance(answer, Input) or answer is Command.LEAVE:
                return None
