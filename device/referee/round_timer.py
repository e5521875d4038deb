"""The round timer: started after the reading, paused by hold GO, repeated by hold OK, its parts one by one on OK."""

from __future__ import annotations

from typing import TYPE_CHECKING

from device.input.gestures import Command, Moment
from device.referee.messages import Answer, LONGEST_SLEEP
from device.referee.timer import Countdown
from device.storage.journal import Journal
from engine.core import AskGo, AskTimer, Input, Line, time_up
from engine.words import Words

if TYPE_CHECKING:
    from device.referee.runtime import Referee

words = Words("device")


def time_to_go(seconds: float) -> str:
    """The time left on a running timer, as its lines say it: "2 minutes and 5 seconds" ("quedan 2 minutos y 5 segundos").

    Past a minute it goes down to a multiple of 5 seconds: nobody writes by
    the second then, and a table must never hear more time than it has.
    """
    whole = int(seconds) if seconds < 60 else int(seconds) // 5 * 5
    minutes, rest = divmod(whole, 60)
    return words("time-to-go", minutes=minutes, seconds=rest)


def time_left(seconds: float) -> str:
    """The time left on a running timer, as said at a table: "40 seconds left.", "2 minutes and 5 seconds left." """
    return words("time-left", time=time_to_go(seconds))


#: How often a running countdown writes its time left to the journal (game seconds):
#: a power cut costs the table at most this much writing time, and the card a
#: line every few seconds of a round, no more.
MARK_EVERY = 5.0


class RoundTimer:
    """The Referee's `round_timer` (device/referee/runtime.py): the round timer, started after the reading,
    paused by hold GO, repeated by hold OK, its parts one by one on OK.

    Its own state: whether a timer resumed from the journal waits for GO, and
    the time it had left. The rest (asking, speaking, the press loop, the
    journal) is the Referee's, reached through the referee it is given.
    """

    def __init__(self, referee: Referee) -> None:
        self._referee = referee
        self.waits = False  # a resumed round timer: it waits for GO before running
        self.left: float | None = None  # and the time it had left, from the journal

    def run(self, prompt: AskTimer, journal: Journal | None = None) -> Answer | None:
        """Start when the reading has ended; warnings and ticks on the way; hold GO pauses.

        A timer that was running when the referee stopped does not start by
        itself on resuming: the players may not be back at the table yet. It
        waits for GO, then runs from the time it had left (the journal's last
        mark; in full when there is none). None: the table chose to stay but
        the question is still open (ask again). The time left is marked in
        `journal`, the game's (none in a benchmark).
        """
        referee = self._referee
        referee.inbox.wait(0)
        left = self.left
        if self.waits:
            question = list(referee.speaking.round)  # kept through the GO question, which is not the game's
            if left is None:  # no mark of it in the journal: it runs in full
                waiting = AskGo(words.line("timer-waits", seconds=prompt.seconds))
            else:
                waiting = AskGo(words.line("timer-waits-left", time=time_to_go(left)))
            answer = referee.ask(waiting, can_go_back=False)
            if answer is Command.LEAVE:
                return Command.LEAVE if referee.confirm_leave() else None
            if not isinstance(answer, Input):
                return None
            self.waits = False
            referee.speaking.round = question
        self.left = None
        countdown = Countdown(prompt, referee.clock, left=left)
        question = list(referee.speaking.round)  # what hold OK repeats while the players write: the question and all
        referee.speaking.out(f"[timer {round(countdown.remaining())} s]")
        referee.status.set_activity("timer")
        referee.tell("timing", countdown.remaining(), True)
        try:
            return self._count_down(countdown, question, prompt, journal)
        finally:
            referee.speaking.round = []  # the round's question is answered now
            referee.status.set_activity("ready")
            referee.tell("timing", None, False)

    def _count_down(self, countdown: Countdown, question: list[Line], prompt: AskTimer, journal: Journal | None) -> Answer:
        referee = self._referee
        next_mark = countdown.remaining() - MARK_EVERY
        next_part = 0  # the prompt's parts, said one per press; after the last, the first again
        while True:
            left = countdown.remaining()
            if not countdown.paused and MARK_EVERY <= left <= next_mark:
                self._mark_time_left(journal, left)
                next_mark = left - MARK_EVERY
            for call in countdown.due():
                if call.line:
                    referee.speaking.say(call.line.text, call.line.short)
                if call.cue:
                    referee.speaking.out(f"[{call.cue}]")
                    referee.speaker.cue(call.cue, now=True)
            if countdown.finished():
                return time_up()
            if countdown.paused:
                referee.inbox.ready_for_press.ready()  # a paused timer waits on the table alone
            # Sleep until the next mark or a press, never longer than the watchdog allows.
            until_mark = max(0.0, countdown.remaining() - next_mark) if countdown.remaining() > MARK_EVERY else float("inf")
            sleep = min(countdown.until_next(), until_mark) / referee.clock_rate
            got = referee.inbox.command(Moment.TIMER, min(sleep, LONGEST_SLEEP))
            command = got[0] if isinstance(got, tuple) else None
            if command is Command.PAUSE:
                paused = countdown.toggle_pause()
                referee.tell("timing", countdown.remaining(), not paused)
                if paused:
                    self._mark_time_left(journal, countdown.remaining())
                where = referee.where_now() if paused else ""
                if where:  # hold GO is "where are we?" too: a table pausing to ask heard only the clock (issue 38)
                    referee.speaking.say(where, urgent=True, remember=False)
                referee.speaking.say(
                    words("timer-paused", time=time_to_go(countdown.remaining())) if paused else words("timer-running"),
                    urgent=not where,
                )
                if paused and prompt.parts:  # a table pausing to hear the list again did not know how (session 49)
                    referee.speaking.say(_parts_hint(prompt.parts_are), remember=False)
            elif command is Command.REPEAT:
                referee.speaking.heard = list(question)  # the question, which is what writers need
                if question or not prompt.rule:  # a start signal alone is no news: the round's rule is
                    referee.speaking.repeat()
                if prompt.rule:
                    referee.speaking.say(prompt.rule, remember=False)
                if prompt.parts:  # the rest (a list) is heard one part at a time: say how
                    referee.speaking.say(_parts_hint(prompt.parts_are), remember=False)
                referee.speaking.say(time_left(countdown.remaining()), remember=False)
            elif command is Command.NEXT_PART and not prompt.parts:
                referee.speaking.not_now()  # most games' timers: nothing to hear again part by part
            elif command is Command.NEXT_PART:
                # Urgent: a press asks for it now, and a quick second press skips on to the next.
                referee.speaking.say(prompt.parts[next_part % len(prompt.parts)].text, urgent=True, remember=False)
                next_part += 1
            elif command is Command.LEAVE:
                was_paused = countdown.paused
                if not was_paused:
                    countdown.toggle_pause()  # no writing time is lost while the table decides
                    referee.tell("timing", countdown.remaining(), False)
                if referee.confirm_leave():
                    return Command.LEAVE  # already agreed: play() does not ask again
                if not was_paused:
                    countdown.toggle_pause()
                    referee.tell("timing", countdown.remaining(), True)
                referee.speaking.say(words("back-to-timer"))

    def _mark_time_left(self, journal: Journal | None, seconds: float) -> None:
        """The time left, in the journal: a power cut costs the table at most MARK_EVERY of writing time."""
        if journal is not None:
            journal.timer_left(seconds)
            self._referee.status.saved(journal.trouble)


def _parts_hint(parts_are: str) -> str:
    """Said on a repeat while a timer with parts runs (Scattergories' list): OK gives them one at a time."""
    return words("parts-hint", parts=parts_are) if parts_are else words("next-line-hint")
