"""The round timer: started after the reading, paused by hold GO, repeated by hold OK, its parts one by one on OK."""

from __future__ import annotations


from device.input.gestures import Command, Moment
from device.referee.messages import Answer, LONGEST_SLEEP
from device.referee.timer import Countdown
from engine.core import AskGo, AskTimer, Input, Line, time_up
from engine.language import Phrases
from device.referee.shared import Shared

phrases = Phrases("device.phrases")


#: How often a running countdown writes its time left to the journal (game seconds):
#: a power cut costs the table at most this much writing time, and the card a
#: line every few seconds of a round, no more.
MARK_EVERY = 5.0


class RoundTimer(Shared):
    """Part of the Referee (device/referee/runtime.py): the round timer: started after the reading, paused by hold GO, repeated by hold OK, its parts one by one on OK."""

    def _run_timer(self, prompt: AskTimer) -> Answer | None:
        """Start when the reading has ended; warnings and ticks on the way; hold GO pauses.

        A timer that was running when the referee stopped does not start by
        itself on resuming: the players may not be back at the table yet. It
        waits for GO, then runs from the time it had left (the journal's last
        mark; in full when there is none). None: the table chose to stay but
        the question is still open (ask again).
        """
        self._wait(0)
        left = self._timer_left
        if self._timer_waits:
            question = list(self._round)  # kept through the GO question, which is not the game's
            waiting = AskGo(phrases.timer_waits(prompt.seconds, left))
            answer = self.ask(waiting, can_go_back=False)
            if answer is Command.LEAVE:
                return Command.LEAVE if self.confirm_leave() else None
            if not isinstance(answer, Input):
                return None
            self._timer_waits = False
            self._round = question
        self._timer_left = None
        countdown = Countdown(prompt, self.clock, left=left)
        question = list(self._round)  # what hold OK repeats while the players write: the question and all
        self.out(f"[timer {round(countdown.remaining())} s]")
        self.status.set_activity("timer")
        self._tell("timing", countdown.remaining(), True)
        try:
            return self._count_down(countdown, question, prompt)
        finally:
            self._round = []  # the round's question is answered now
            self.status.set_activity("ready")
            self._tell("timing", None, False)

    def _count_down(self, countdown: Countdown, question: list[Line], prompt: AskTimer) -> Answer:
        next_mark = countdown.remaining() - MARK_EVERY
        next_part = 0  # the prompt's parts, said one per press; after the last, the first again
        while True:
            left = countdown.remaining()
            if not countdown.paused and MARK_EVERY <= left <= next_mark:
                self._mark_time_left(left)
                next_mark = left - MARK_EVERY
            for call in countdown.due():
                if call.line:
                    self.say(call.line.text, call.line.short)
                if call.cue:
                    self.out(f"[{call.cue}]")
                    self.speaker.cue(call.cue, now=True)
            if countdown.finished():
                return time_up()
            if countdown.paused:
                self.ready_for_press.ready()  # a paused timer waits on the table alone
            # Sleep until the next mark or a press, never longer than the watchdog allows.
            until_mark = max(0.0, countdown.remaining() - next_mark) if countdown.remaining() > MARK_EVERY else float("inf")
            sleep = min(countdown.until_next(), until_mark) / self.clock_rate
            got = self._command(Moment.TIMER, min(sleep, LONGEST_SLEEP))
            command = got[0] if isinstance(got, tuple) else None
            if command is Command.PAUSE:
                paused = countdown.toggle_pause()
                self._tell("timing", countdown.remaining(), not paused)
                if paused:
                    self._mark_time_left(countdown.remaining())
                self.say(phrases.TIMER_PAUSED if paused else phrases.TIMER_RUNNING, urgent=True)
            elif command is Command.REPEAT:
                self._heard = list(question)  # the question, which is what writers need
                self.repeat()
                if prompt.parts:  # the rest (a list) is heard one part at a time: say how
                    self.say(phrases.parts_hint(prompt.parts_are), remember=False)
                self.say(phrases.time_left(countdown.remaining()), remember=False)
            elif command is Command.NEXT_PART and not prompt.parts:
                self.not_now()  # most games' timers: nothing to hear again part by part
            elif command is Command.NEXT_PART:
                # Urgent: a press asks for it now, and a quick second press skips on to the next.
                self.say(prompt.parts[next_part % len(prompt.parts)].text, urgent=True, remember=False)
                next_part += 1
            elif command is Command.LEAVE:
                was_paused = countdown.paused
                if not was_paused:
                    countdown.toggle_pause()  # no writing time is lost while the table decides
                    self._tell("timing", countdown.remaining(), False)
                if self.confirm_leave():
                    return Command.LEAVE  # already agreed: play() does not ask again
                if not was_paused:
                    countdown.toggle_pause()
                    self._tell("timing", countdown.remaining(), True)
                self.say(phrases.BACK_TO_TIMER)

    def _mark_time_left(self, seconds: float) -> None:
        if self._journal is not None:
            self._journal.timer_left(seconds)
            self.status.saved(self._journal.trouble)
