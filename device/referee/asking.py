"""Asking a player prompt and waiting for its answer, or for a command."""

from __future__ import annotations

import dataclasses
import time

from device.input.gestures import Command, moment_of
from device.input.prompt_driver import NotNow, Speak, Submit
from device.referee.messages import Answer, SeatNames
from engine.core import AskChoice, AskConfirm, AskGo, AskNumber, IllegalInput, Input, Line, Prompt, asked_in_full, check_input
from engine.seating import names_problem, tidy_name
from engine import language
from engine.words import Words, facts
from device.referee.shared import Shared

words = Words("device")


def button_hint(prompt: Prompt) -> str:
    """How to do with the buttons what the prompt asks: only where it is not plain from the value spoken."""
    if isinstance(prompt, AskGo) and prompt.action:
        return words("go-hint", action=prompt.action)
    if isinstance(prompt, AskChoice) and prompt.main_action:
        return words("go-or-choose-hint", main=prompt.main_action)
    if isinstance(prompt, AskChoice) and prompt.main_option:
        main = next(option.label for option in prompt.options if option.value == prompt.main_option)
        lowered = facts("device", language.current()).get("option_lowered_in_hint", True)  # not German's nouns
        return words("go-or-choose-hint", main=main.lower() if lowered else main)
    return ""


#: How many times a choice's button hint is said with its question before only the question is
#: (a table learns the buttons in a turn or two; hold OK still gives the hint).
HINT_TIMES = 2
#: The same for "Press GO to ...": GO is the one big button, learned the first time it is named.
GO_HINT_TIMES = 1


def printed_with_value(asked: str, offered: str) -> str:
    """The printed line of a question and the value on offer, which are said as two pieces.

    When the question ends a sentence ("... press OK."), the value printed
    after it starts one: "... press OK. Field 4", not "... OK. field 4"
    (a Spanish table read "pulsa OK. casilla 5" as a slip). After a question
    mark or a colon the value stays as it is said ("Ann's bid? 5").
    """
    if not offered:
        return asked.strip()
    if asked.rstrip().endswith((".", "!")):
        offered = offered[:1].upper() + offered[1:]
    return f"{asked} {offered}".strip()


class Hints:
    """The Referee's `hints`: what the questions have said of their buttons, and how the next is asked.

    Its own state: how often each button hint was said this game, the hint the
    question on offer left out (a wrong press hears it), whether the next
    question is asked in full (after a resume or an undo), and the examples a
    question offered with the one said last (hold OK).
    """

    def __init__(self) -> None:
        self.said: dict[str, int] = {}  # how often each button hint was said
        self.left_out = ""  # the hint the question on offer did not say: a wrong press hears it
        self.in_full_next = False  # the next question is said in its long form (set on resuming and undo)
        # The examples a question offered (engine/core.py) and the one said last, so hold OK at the next
        # question of the same dispute says that one again before going on.
        self._examples_heard: tuple[tuple[Line, ...], int] = ((), 0)

    def new_game(self) -> None:
        """Each game names its buttons once ("Press GO to start round 2."): a new game may be a new table."""
        self.said = {}

    def question(self, prompt: Prompt) -> Line:
        """The question to say: in full once when the table may have lost the thread ("Bob's bid?", not "Bob's?")."""
        question: Line = prompt.question  # type: ignore[union-attr]  # GameOver has none, and never reaches ask(): play() ends first
        if self.in_full_next and isinstance(prompt, AskNumber):
            question = asked_in_full(prompt)
        self.in_full_next = False
        return question

    def offer(self, prompt: Prompt, hint: str) -> None:
        """A question is asked with `hint`: said the first times it applies, else left out (a wrong press hears it).

        A choice's ("GO to roll again, or choose and press OK.") HINT_TIMES
        times, a GO question's ("Press GO to roll.") GO_HINT_TIMES: Rapido
        said both every turn, 1.4 s a turn that the table no longer listened to.
        """
        times = HINT_TIMES if isinstance(prompt, AskChoice) else GO_HINT_TIMES if isinstance(prompt, AskGo) else None
        if not hint or times is None:
            self.left_out = ""
            return
        self.said[hint] = self.said.get(hint, 0) + 1
        self.left_out = "" if self.said[hint] <= times else hint

    def taken_back(self, hint: str) -> None:
        """The question was left by BACK before it was acted on: asked again, its hint is said as first heard."""
        if not self.left_out and self.said.get(hint):
            self.said[hint] -= 1

    def example(self, examples: tuple[Line, ...], first: bool) -> Line:
        """Hold OK at a question that offers examples: the one to say now.

        The first hold at a question says again the example heard last (at the
        question before, during the same dispute: the one the table stopped at,
        most likely the category in dispute), or the first; each further hold
        the next one.
        """
        offered, heard = self._examples_heard
        at = 0 if offered != examples else heard if first else heard + 1
        self._examples_heard = (examples, at % len(examples))
        return examples[at % len(examples)]


class Asking(Shared):
    """Part of the Referee (device/referee/runtime.py): asking a player prompt and waiting for its answer, or for a command."""

    def ask(self, prompt: Prompt, *, can_go_back: bool = True, buttons_only: bool = False, name_buttons: bool = False) -> Answer:
        """Announce a player prompt and wait for the answer, or for a command.

        A `buttons_only` question (leaving a game, a phone asking to run the
        page) is answered at the referee's buttons alone: listeners are shown
        it without controls, and an answer or command from another front end
        gets "not now" (repeat aside).
        """
        self.driver.show(prompt, self._reopen)
        self._reopen = None
        self.inbox.new_question()
        self._show()
        question = self.hints.question(prompt)
        current = self.driver.current()
        asked_at = time.monotonic()
        # One transcript line, two spoken pieces: the question alone is the same
        # every round, so it is rendered once and then comes from the cache.
        # `name_buttons`: the first question a new table hears ("First game of Rapido?") says which buttons answer.
        hint = button_hint(prompt) or (words("choose-hint") if name_buttons else "")
        told = " ".join(part for part in (question.text, hint) if part)  # what hold OK gives: the hint too
        self.hints.offer(prompt, hint)
        asked = question.text if self.hints.left_out else told
        self.speaking.out(printed_with_value(asked, current))
        self.speaker.say(asked)
        if current:
            self.speaker.say(current)
        # Hold OK gives the rule that governs the choice (issue 38) and the hint, said or not.
        extra = " ".join(part for part in (question.rule, hint) if part)
        long = f"{question.repeated} {extra}" if extra else question.long
        self.speaking.heard.append(Line(told, question.short, long))
        for listener in self.listeners:
            shown = getattr(listener, "asked_at_buttons", None) if buttons_only else listener.asked
            if shown is not None:
                shown(prompt, current)
        moment = moment_of(prompt)
        held_ok = False  # hold OK at this question: the first repeats it, a further one only gives an example
        told_go = False  # OK pressed at this GO question: the first is told to press GO, a second hears the dice
        while True:
            if self.inbox.owners_wanted and not buttons_only:  # a phone asks to run the page: the table answers first
                self.put_page_owner(self.inbox.owners_wanted.pop(0))
                return self.ask(prompt, can_go_back=can_go_back)
            got = self.inbox.command(moment, 0.1, since=asked_at)
            if isinstance(got, Input):  # from another front end: checked like a press
                try:
                    if buttons_only:
                        raise IllegalInput("answered at the buttons only")
                    check_input(prompt, got)
                except IllegalInput:
                    self.speaking.not_now()
                    continue
                return self._answered(got)
            if isinstance(got, SeatNames):
                if self._take_names(got):
                    return got
                continue
            if got is None:
                continue
            command, press = got
            if buttons_only and press is None and command is not Command.REPEAT:  # a phone's command
                self.speaking.not_now()
                continue
            if command is Command.REPEAT:
                self._hold_ok(prompt, first=not held_ok)
                held_ok = True
            elif command is Command.STATUS:
                self.tell_status(prompt)
            elif command is Command.FAIRNESS and press is not None and hint and not told_go:
                # OK pressed where GO is wanted: the press wanted first (a new table took the dice's fairness
                # for an answer, issue 38); OK again at the same question asks how fair the dice were.
                told_go = True
                self.speaking.say(hint, remember=False)
            elif command is Command.FAIRNESS:
                self.tell_fairness()
            elif command is Command.LEAVE or command is Command.UNDO and can_go_back:
                if command is Command.UNDO:
                    self.hints.taken_back(hint)
                return command
            elif command is Command.UNDO:
                self.speaking.not_now()
            else:
                reaction = self.driver.handle(command, repeat=press.repeat if press else False, steps=press.steps if press else 1)
                if isinstance(reaction, Submit):
                    return self._answered(reaction.given)
                if isinstance(reaction, Speak):
                    self.speaking.say(reaction.text, urgent=True, remember=False)
                elif isinstance(reaction, NotNow):
                    self.speaking.not_now()

    def _hold_ok(self, prompt: Prompt, first: bool) -> None:
        """Hold OK: say again what was said; at a question that offers examples (core.py), one of them too.

        The first hold at a question repeats it, then one example (Hints.example).
        Each further hold says only the next example, cutting the one before
        short: the question was just said again, and a table looking for its
        category skips through the list at a hold apiece.
        """
        examples: tuple[Line, ...] = getattr(prompt, "examples", ())
        if first or not examples:
            self.speaking.repeat()
        if examples:
            self.speaking.say(self.hints.example(examples, first).text, urgent=not first, remember=False)

    def _answered(self, given: Input) -> Input:
        self.speaking.heard = []
        self.hints.left_out = ""
        self.driver.prompt = None  # answered: nothing is on offer until the next question
        self.tell("answered")
        self.speaker.hush()  # the rest of an answered question is no longer worth hearing
        return given

    def _take_names(self, given: SeatNames) -> bool:
        """Names from a phone: taken while choosing or setting up a game, else "not now"."""
        names = tuple(tidy_name(name) for name in given.names if isinstance(name, str))
        fits = len(names) == len(given.names) and names_problem(names) is None
        if not fits or self._game is not None or not (self._in_menu or self._setting_up):
            self.speaking.not_now()
            return False
        self.defaults = dataclasses.replace(self.defaults, names=names, players=max(2, len(names)))
        self.speaking.heard = []
        self.speaking.say(words("seats-named", names=names))
        self._show()
        return True

    def confirm_leave(self) -> bool:
        """Leaving ends a game for good, so No is offered first and BACK (or a second hold) also stays."""
        answer = self.ask(AskConfirm(words.line("leave"), False), can_go_back=True, buttons_only=True)
        return isinstance(answer, Input) and answer.value is True
