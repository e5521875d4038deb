"""What the table hears: lines and cues in order, repeats, and the not-now blip."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from device.input.prompt_driver import PromptDriver
from device.referee.messages import Listener
from engine.core import Cue, Gap, Line, Output, Pause, Say
from engine.transcript import gap_line
from engine.words import Words

if TYPE_CHECKING:
    from device.referee.asking import Hints

words = Words("device")


class Speaking:
    """The Referee's `speaking` (device/referee/runtime.py): what the table hears, lines and cues in order,
    repeats, and the not-now blip.

    Its own state: what was said since the last answer (`heard`, for hold OK)
    and since the round's main action (`round`: the question, letter or
    subject, for hold OK in the timer). A Pause in what is performed waits in
    the press loop (`wait`, the inbox's), so presses meanwhile get a not-now.
    """

    def __init__(
        self,
        *,
        out: Callable[[str], None],
        listeners: Sequence[Listener],
        speaker: Any,
        driver: PromptDriver,
        hints: Hints,
        wait: Callable[[float], None],
    ) -> None:
        self._out = out
        self._listeners = listeners
        self._speaker = speaker
        self._driver = driver
        self._hints = hints
        self._wait = wait
        self.heard: list[Line] = []  # what was said since the last input, for "repeat"
        # What was said since the round's main action (the GO that rolled, drew or
        # started it): the question, letter or subject, kept across the in-between
        # answers (a doubler or a veto declared) so hold OK in the timer has it all.
        self.round: list[Line] = []

    def out(self, line: str, *, private: bool = False) -> None:
        """One transcript line, to standard output and to every listener (not a `private` one: a join code)."""
        self._out(line)
        for listener in self._listeners:
            if not private:
                listener.said(line)
            elif hasattr(listener, "said_privately"):  # a listener that shows nothing (a test's stamp) may hear it
                listener.said_privately(line)

    def say(
        self,
        text: str,
        short: str = "",
        *,
        urgent: bool = False,
        remember: bool = True,
        long: str = "",
        again: bool = True,
        private: bool = False,
    ) -> None:
        """Speak a line; remembered for hold OK unless ``remember`` is off or it is a start signal (``again`` off).

        A `private` line is heard at the table and printed at the device, but
        never passed to listeners (what a phone page shows, every phone sees)."""
        self.out(text, private=private)
        self._speaker.say(text, urgent=urgent)
        if remember and again:
            self.heard.append(Line(text, short, long))
            self.round.append(Line(text, short, long))

    def perform(self, outputs: Sequence[Output]) -> None:
        """Speak and play outputs in order. An urgent batch first silences what was
        playing, then plays whole: the buzzer is not cut off by its own "Stop!"."""
        if any(isinstance(output, Say) and output.urgent for output in outputs):
            self._speaker.hush()
        for output in outputs:
            if isinstance(output, Say):
                if output.fresh:
                    self.round = []  # the question it replaced is no longer the round's
                self.say(output.line.text, output.line.short, long=output.line.long, again=output.line.again)
            elif isinstance(output, Cue):
                self.out(f"[{output.name}]")
                self._speaker.cue(output.name)
            elif isinstance(output, Gap):
                self.gap(output.seconds)
            elif isinstance(output, Pause):
                self._wait(output.seconds)

    def gap(self, seconds: float) -> None:
        """A silence in what the table hears, queued with the lines: play goes on at once (a Pause waits)."""
        self.out(gap_line(seconds))
        self._speaker.gap(seconds)

    def repeat(self) -> None:
        """Hold OK: say again what was said since the last answer, each line in its repeat form
        (brief, or long where the first hearing was kept short), and the value now offered."""
        lines = self.heard or [words.line("nothing-to-repeat")]
        for line in lines:
            # Not remembered again: a repeat is no news, and the round's question
            # (what hold OK gives in the timer) must not collect it twice.
            self.say(line.repeated, remember=False)
        self.heard = [Line(line.repeated) for line in lines]  # a second hold says the same again
        if self._driver.current():
            self.say(self._driver.current(), remember=False)

    def not_now(self, *, hint: bool = False) -> None:
        """The short blip; with `hint`, a press no question listens to also hears the button hint
        the question no longer says (asking.py), as OK pressed where GO was wanted would."""
        self.out("[not_now]")
        self._speaker.cue("not_now", now=True)
        if hint and self._hints.left_out:
            self.say(self._hints.left_out, urgent=True, remember=False)
