"""The one queue every press, key and phone answer arrives on, read in one press loop."""

from __future__ import annotations

import logging
import queue
import time
from typing import TYPE_CHECKING, Any

from device.input.gestures import Command, Moment, allowed, command_for
from device.input.keyboard import QUIT
from device.input.prompt_driver import Press
from device.referee.messages import FrontAnswer, PageLine, PageOwnerWanted, Quit, SeatNames
from device.referee.press_watch import ReadyForPress
from engine.core import Input

if TYPE_CHECKING:
    from device.referee.runtime import Referee

log = logging.getLogger("table_referee.inbox")


class Inbox:
    """The Referee's `inbox` (device/referee/runtime.py): the one queue every press, key and phone answer
    arrives on, read in one press loop.

    Its own state: the queue, the signal a harness waits on (ready for a
    press), the count of questions asked (a phone's answer names the question
    it answers, so a late one is known), the phones waiting to ask the table
    to run the page, and a hold BACK made while the table waited. What a press
    means it does through the referee it is given: the not-now blip, a
    volume step, a line from the page.
    """

    def __init__(self, referee: Referee, events: "queue.Queue[Any]") -> None:
        self._referee = referee
        self.events = events
        self.ready_for_press = ReadyForPress()  # what a harness waits on instead of a pause
        self.questions_asked = 0  # numbers each question, so a late answer from a phone is known as late
        self.owners_wanted: list[PageOwnerWanted] = []  # phones asking to run the page, put to the table at the next question
        self.leave_asked = False  # hold BACK during a pause (a game of device players only)

    def new_question(self) -> None:
        """A question is asked: answers from phones to the one before are late from now on."""
        self.questions_asked += 1

    def next_event(self, timeout: float) -> Any:
        self._referee.status.keep_watchdog_happy()
        try:
            event = self.events.get(timeout=timeout)
        except queue.Empty:
            return None
        self.ready_for_press.took()
        if isinstance(self.events, queue.Queue):  # a SimpleQueue (the device's own) keeps no count
            self.events.task_done()  # after took(): see ReadyForPress.wait
        if event == QUIT:
            raise Quit()
        return event

    def wait(self, seconds: float) -> None:
        """Let speech finish and the table catch up; presses meanwhile get a not-now.

        The wait for speech is capped on the real clock, so a stuck sound card
        can delay the game by half a minute at most.
        """
        deadline = self._referee.clock() + seconds
        give_up = time.monotonic() + seconds + 30
        while (self._referee.clock() < deadline or self._referee.speaker.busy()) and time.monotonic() < give_up:
            got = self.command(Moment.WAITING, 0.05)
            if isinstance(got, tuple) and got[0] is Command.LEAVE:
                self.leave_asked = True  # answered once the moves in hand are done

    def command(
        self, moment: Moment, timeout: float, *, since: float | None = None
    ) -> tuple[Command, Press | None] | Input | SeatNames | None:
        """The one press loop: the next event, and what it means at this moment.

        A press is looked up in the gesture table; one the table does not list,
        or one made before `since` (before the question was asked), gets the
        not-now cue. Volume is the same everywhere, so it is handled here.
        Front ends may put a Command or an Input on the queue instead of a press.
        Returns (command, the press that meant it: None from a front end), an
        Input, or None when nothing is left to do.
        """
        if moment in (Moment.CHOOSING, Moment.GO):
            self.ready_for_press.ready()
        event = self.next_event(timeout)
        if isinstance(event, FrontAnswer):
            by_seat = isinstance(event.given, Input) and event.given.kind in ("answers", "vote")
            # A player's own typed answers or vote name their seat, which the game checks: another
            # phone's answer moving the question on does not make them late.
            if event.question != self.questions_asked and not by_seat:
                log.info("a late answer to question %d (now %d) dropped", event.question, self.questions_asked)
                return None
            event = event.given
        if isinstance(event, Command):
            if not allowed(moment, event):  # a front end may do only what a press could do now
                self._referee.speaking.not_now()
                return None
            return event, None
        if isinstance(event, (Input, SeatNames)):
            return event
        if isinstance(event, PageLine):  # the page's news for the table: said at once, at any moment
            self._referee.speaking.say(event.text, remember=False, private=event.private)
            return None
        if isinstance(event, PageOwnerWanted):  # put to the table at the next question (asking.py)
            if event not in self.owners_wanted:
                self.owners_wanted.append(event)
            return None
        if not isinstance(event, Press):
            return None
        early = event.before(since or float("-inf"))  # pressed before the question: no hint for it
        command = None if early else command_for(moment, event.button, event.held)
        if command in (Command.LOUDER, Command.QUIETER):
            self._referee.status.change_volume(1 if command is Command.LOUDER else -1)
            return None
        if command is None:
            self._referee.speaking.not_now(hint=not early and moment in (Moment.CHOOSING, Moment.GO))  # a question is on offer
            return None
        return command, event
