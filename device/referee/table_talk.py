"""The listeners beside the speaker (a phone page): what they are shown, hold GO's status, who runs the page."""

from __future__ import annotations

import logging
from typing import Any

from device.chance import dice_rolls, fingerprint
from engine import fairness, language
from engine.catalog import GAMES
from device.referee.messages import PageOwnerWanted
from engine.core import AskConfirm, Input, Prompt
from engine.seating import MOST_NAMES
from engine.words import Words
from device.referee.asking import button_hint
from device.referee.shared import Shared

words = Words("device")

log = logging.getLogger("table_referee.table_talk")


class TableTalk(Shared):
    """Part of the Referee (device/referee/runtime.py): the listeners beside the speaker (a phone page): what they are shown, hold GO's status, who runs the page."""

    def tell_status(self, prompt: Prompt) -> None:
        """Hold GO away from the timer: where the game stands, in full, then the question again."""
        session = self._game.session if self._game is not None else None
        if session is None:
            self.speaking.say(
                words("setting-up", title=self._setting_up) if self._setting_up else words("choosing-a-game"), remember=False
            )
        else:
            where, standings = session.game.where(session.state), session.game.standings(session.state)
            self.speaking.say(where.text, remember=False)
            if standings.text not in where.text:  # a game whose where-line holds its standings: said once
                self.speaking.say(standings.text, remember=False)
        for line in self.joining_lines():
            self.speaking.say(line, remember=False, private=True)  # the join code: never on a page every phone sees
        question = getattr(prompt, "question", None)
        if question is not None and question.purpose:  # "what now?": what this question is for (issue 38)
            self.speaking.say(question.purpose, remember=False)
        if question is not None:
            self.speaking.say(
                " ".join(part for part in (question.text, button_hint(prompt), self.driver.current()) if part),
                remember=False,
            )

    def where_now(self) -> str:
        """Where the game stands, in one line ("" outside a game): hold GO's answer while a timer runs too."""
        session = self._game.session if self._game is not None else None
        return session.game.where(session.state).text if session is not None else ""

    def tell_fairness(self) -> None:
        """OK with nothing to confirm, or the phone's button: how fair this game's dice were.

        The rolls are read again from the game's inputs (a replay: a request is
        rare, and so the answer can never drift from what was played), in the
        game's language. Outside a game the answer says there is none, and in
        a game without dice (Dabble) that it has none.
        """
        session = self._game.session if self._game is not None else None
        if session is None:
            self.speaking.say(words("no-game-no-dice"), remember=False)
            return
        entry = GAMES.get(session.game.id)
        with language.speaking(session.settings.get("language")):
            if entry is not None and not entry.has_dice:
                line = words("game-has-no-dice")
            else:
                line = fairness.answer(dice_rolls(session.game, session.settings, session.inputs))
        self.speaking.say(line, remember=False)

    def put_page_owner(self, wanted: PageOwnerWanted) -> None:
        """A phone asks to run the phone page: the table says yes or no at the buttons, never a phone.

        The role (the join code, letting phones play, removing them) is worth
        taking, so it never passes to whoever joins next: the listener that
        holds it (the page) is asked whether the phone still asks and by what
        name, the table is asked with No offered first, and the answer is
        handed back; what the listener then says is said.
        """
        for listener in self.listeners:
            still_asks = getattr(listener, "owner_wanted", None)
            settle = getattr(listener, "owner_settled", None)
            if still_asks is None or settle is None:
                continue
            try:
                name = still_asks(wanted.phone)
            except Exception:
                log.exception("a listener failed to say who asks to run it")
                name = ""
            if not name:  # the phone left meanwhile
                continue
            answer = self.ask(
                AskConfirm(words.line("page-owner-question", phone=name), False), can_go_back=True, buttons_only=True
            )
            allowed = isinstance(answer, Input) and answer.value is True
            self.speaking.heard = []  # hold OK at the question it interrupted repeats that question, not this one
            try:
                line = settle(wanted.phone, allowed)
            except Exception:
                log.exception("a listener failed to take the table's answer")
                line = ""
            if line:
                self.speaking.say(line, remember=False)

    def tell(self, hook: str, *args: Any) -> None:
        """Call a listener's optional hook; a listener's failure never stops the game."""
        for listener in self.listeners:
            method = getattr(listener, hook, None)
            if method is None:
                continue
            try:
                method(*args)
            except Exception:
                log.exception("listener %r failed in %s", listener, hook)

    def _show(self) -> None:
        """The game as data, for listeners that draw it (a phone page)."""
        if not any(hasattr(listener, "shown") for listener in self.listeners):
            return
        in_play = self._game
        picture: dict[str, Any] = {
            "question": self.inbox.questions_asked,
            "game": "",
            "title": self._setting_up,
            "journal": in_play.journal.path.name if in_play is not None and in_play.open else "",
            "setting_up": bool(self._setting_up),
            "where": "",
            "standings": "",
            "view": {},
            # The names setup will offer, in seat order (a phone may type others before a game).
            "names": list(self.defaults.names[: self.defaults.players]),
            # The most names a phone may send (engine/seating.py): the page stops adding rows there.
            "most_names": MOST_NAMES,
            # The language it is spoken in (the game's in a game, else the device's): the page's too.
            "language": language.current(),
            # The fingerprint of the seed the game's chance comes from (docs/fair-dice.md); never the seed.
            "fingerprint": fingerprint(in_play.dealer.seed) if in_play is not None and in_play.dealer is not None else "",
        }
        if in_play is not None:
            session = in_play.session
            state = session.state
            entry = GAMES.get(session.game.id)
            try:
                picture.update(
                    game=session.game.id,
                    title=session.game.title,
                    where=session.game.where(state).text,
                    standings=session.game.standings(state).text,
                    view=entry.view(state) if entry is not None else {},
                )
            except Exception:
                log.exception("cannot draw %s for the listeners", session.game.id)
        self.tell("shown", picture)

    def joining_lines(self) -> list[str]:
        """What listeners ask the table to hear about joining them (a phone page's address and code)."""
        lines = []
        for listener in self.listeners:
            joining = getattr(listener, "joining", None)
            line = joining() if joining is not None else ""
            if line:
                lines.append(line)
        return lines
