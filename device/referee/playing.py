"""A game from its first prompt to its end: chance drawn, answers applied and saved, undo."""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from device.chance import Dealer
from device.referee.ahead import LookAhead
from device.input.gestures import Command
from device.storage.journal import Journal
from engine import language
from engine.catalog import Entry
from engine.core import AskChance, AskGo, AskTimer, AskVirtual, GameOver, IllegalInput, Input, chance, virtual
from engine.session import CannotUndo, Session
from engine.words import Words
from device.referee.shared import Shared

words = Words("device")

log = logging.getLogger("table_referee.playing")
#: How long a game's start waits for setup's foresight to finish (it takes milliseconds; a slow one is not waited for).
FORESIGHT_WAIT_SECONDS = 1.0


@dataclasses.dataclass
class GameInPlay:
    """The game the loop is playing, from its start to its end or to the table leaving it.

    What the other method sets read of it: the session for "where are we?"
    and the phone page, the journal for an honest stop line, the dealer for
    the seed's fingerprint; `open` is False from "Another game?" on, when a
    stop leaves nothing to resume.
    """

    session: Session[Any]
    journal: Journal
    dealer: Dealer | None  # its chance, drawn from its seed (device/chance.py); None for a journal from before seeds
    ahead: LookAhead | None = None  # its next draws' lines, handed to the speaker ahead (ahead.py)
    taken_back: list[tuple[Any, Input]] = dataclasses.field(default_factory=list)  # last first out, with their questions
    open: bool = True  # being played: a stop keeps it to resume


class Playing(Shared):
    """Part of the Referee (device/referee/runtime.py): a game from its first prompt to its end: chance drawn, answers applied and saved, undo."""

    def play(self, entry: Entry, session: Session[Any], journal: Journal) -> None:
        """Play a game to its end or until the table leaves it; a Quit leaves it waiting."""
        self._last_game = entry.game.id  # the menu offers it first next time
        self.hints.new_game()
        # Chance from the game's seed (device/chance.py), counting the draws already made when resumed;
        # a journal from before seeds keeps drawing from the device's randomness.
        dealer = Dealer.following(journal.seed, session.game, session.settings, session.inputs) if journal.seed else None
        self._game = in_play = GameInPlay(session, journal, dealer)
        in_play.ahead = self._look_ahead(entry, in_play)
        with language.speaking(session.settings.get("language")):  # a game resumed from another language keeps its own
            self._play(entry, in_play)
        self._game = None
        self.round_timer.waits = False  # a resumed game left before its timer ran: the next game's runs at once

    def _play(self, entry: Entry, in_play: GameInPlay) -> None:
        game, session, journal = entry.game, in_play.session, in_play.journal
        try:
            while True:
                if in_play.ahead is not None:  # the next draws, rendered before anything else not needed yet
                    in_play.ahead.top_up(session.state, len(session.inputs))
                prompt = session.prompt
                if isinstance(prompt, GameOver):
                    self._show()
                    for listener in self.listeners:
                        listener.ended(prompt.summary)
                    journal.finish()
                    self.status.saved(journal.trouble)
                    self.teaching_record().finished(game.id)  # a table that finished it is not offered teaching again
                    in_play.open = False  # finished: quitting at "Another game?" leaves nothing to resume
                    if self._after_game() is Command.UNDO:
                        in_play.open = True  # the last answer taken back: the game is open again
                        self._undo(in_play)
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
                    if isinstance(prompt, AskChance) and in_play.dealer is not None and len(session.inputs) > at:
                        in_play.dealer.drawn(prompt, given.value, at)
                    if self.inbox.leave_asked:
                        self.inbox.leave_asked = False
                        if self.confirm_leave():
                            journal.finish()
                            self.status.saved(journal.trouble)
                            self.speaking.say(words("closed", title=game.title))
                            return
                    continue
                if isinstance(prompt, AskTimer):
                    answer = self.round_timer.run(prompt, journal)
                else:
                    self._reopen_taken_back(in_play, prompt)
                    answer = self.ask(prompt)
                    if isinstance(prompt, AskGo) and isinstance(answer, Input):
                        self.speaking.round = []  # the round's main action: what follows is its question
                if answer is None:  # a resumed timer still waiting for GO: the table left instead
                    continue
                if isinstance(answer, Input):
                    if in_play.taken_back and in_play.taken_back[-1][0] == prompt:
                        in_play.taken_back.pop()  # answered again: the next one kept is the next question's
                    self.apply(session, journal, answer)
                elif answer is Command.UNDO:
                    self._undo(in_play)
                elif answer is Command.LEAVE and (isinstance(prompt, AskTimer) or self.confirm_leave()):
                    journal.finish()
                    self.status.saved(journal.trouble)
                    self.speaking.say(words("closed", title=game.title))
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

    def _undo(self, in_play: GameInPlay) -> None:
        """Take back the last answer; its question is asked again, starting at what was entered.

        Every answer taken back is kept with the question it answered, so a
        table that steps back over several answers and then forward again
        (BACK twice, OK, OK) is offered each one at what it had entered, not
        at the question's default: Blue's bid of 3 is offered as 3 again, not
        as last round's 6 (issue 37).
        """
        session, journal = in_play.session, in_play.journal
        taken = session.inputs[-1] if session.inputs else None
        try:
            outputs = session.undo()
        except CannotUndo as refusal:
            refused = words.line("cannot-take-back", reason=str(refusal))
            self.speaking.say(refused.text, refused.short)
            return
        if taken is not None:
            in_play.taken_back.append((session.prompt, taken))
        self.hints.in_full_next = True  # the question asked again is asked in full: "Bob's points?", not "Bob's?"
        self.speaking.heard = []  # hold OK repeats from "Taken back", not the lines the undo took away
        journal.undo()
        self.status.saved(journal.trouble)
        self.speaking.perform(outputs)
        self._show()

    def _reopen_taken_back(self, in_play: GameInPlay, prompt: Any) -> None:
        """The question about to be asked is the one an answer was last taken back from: offer that answer.

        The same question (equal prompt: the same state asks it) is offered
        the answer, which stays kept until the question is answered (BACK
        again keeps it for when the table steps forward); any other question
        means play went another way, and the answers kept no longer belong to
        what is asked."""
        if not in_play.taken_back:
            return
        asked, entered = in_play.taken_back[-1]
        if asked == prompt:
            self._reopen = entered
        else:
            in_play.taken_back.clear()

    def _look_ahead(self, entry: Entry, in_play: GameInPlay) -> LookAhead | None:
        """What renders the game's next draws ahead (device/referee/ahead.py): a game with a seed, a speaker that can."""
        submit = getattr(self.speaker, "ahead", None)
        dealer = in_play.dealer
        if dealer is None or submit is None:
            return None
        self.foresight.wait(FORESIGHT_WAIT_SECONDS)  # setup's last foresight may still be handing its lines over
        foreseen = self.foresight.handed_for(dealer.seed)  # what setup foresaw (foresight.py) is not handed again
        return LookAhead.for_game(entry, dealer, in_play.session.settings, submit, seen=foreseen)

    def _note_played(self, card: Any) -> None:
        """Remember a played card; a card that cannot take the note costs only the note."""
        try:
            self.history.note(card)
        except OSError as error:
            log.warning("cannot note the played card %r: %s", card, error)

    def _draw(self, prompt: AskChance, at: int) -> Any:
        """The outcome of a draw that becomes input `at`: by the seed's recipe, or (a game from before seeds) the rng."""
        dealer = self._game.dealer if self._game is not None else None
        if dealer is not None:
            return dealer.draw(prompt, at)
        if prompt.kind == "shuffle":
            return tuple(self.rng.sample(list(prompt.outcomes), len(prompt.outcomes)))
        return self.rng.choice(prompt.outcomes)

    @property
    def _in_game(self) -> bool:
        """A game is being played (not the menu, setup or "Another game?"): a stop keeps it to resume."""
        return self._game is not None and self._game.open

    def _after_game(self) -> Command | None:
        """Another game? GO starts one; BACK takes back the game's last answer (a slip on the winning move)."""
        while True:
            answer = self.ask(AskGo(words.line("new-game"), action=words("new-game-action")))
            if answer is Command.UNDO:
                return Command.UNDO
            if isinstance(answer, Input) or answer is Command.LEAVE:
                return None
