"""The referee's main loop: one thread that owns the game.

Buttons, keys and the timer only ever reach the game through this loop, which
asks the engine what it needs, gets it (a press, a die, a card, the end of a
countdown), writes it to the journal, and only then speaks the result.
"""

from __future__ import annotations

import logging
import queue
import random
import re
import time
from pathlib import Path
from typing import Any, Callable, Literal, Sequence, Union

from device import sd_notify
from device.history import PlayedCards
from device.journal import Journal, JournalError, read
from device.keyboard import QUIT
from device.paths import games_dir, history_file
from device.prompt_driver import NotNow, Press, PromptDriver, Speak, Submit
from device.timer import Countdown
from engine.catalog import GAMES, Entry, find
from engine.core import (
    AskChance,
    AskChoice,
    AskConfirm,
    AskGo,
    AskTimer,
    AskVirtual,
    Cue,
    GameOver,
    IllegalInput,
    Input,
    Line,
    Option,
    Output,
    Pause,
    Prompt,
    Say,
    chance,
    time_up,
    virtual,
)
from engine.session import CannotUndo, Session
from engine.setup import Defaults, Library, answer_value

log = logging.getLogger("table_referee.runtime")

# "left": the players already confirmed leaving (from the timer), do not ask again.
Command = Literal["undo", "leave", "left"]
Answer = Union[Input, Command]


class Quit(Exception):
    """The keyboard asked to stop; the journal keeps the game for next time."""


class Referee:
    def __init__(
        self,
        *,
        library: Library,
        defaults: Defaults,
        speaker: Any,
        events: "queue.Queue[Any]",
        state_dir: Path,
        rng: random.Random,
        out: Callable[[str], None],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.library = library
        self.defaults = defaults
        self.speaker = speaker
        self.events = events
        self.state_dir = state_dir
        self.rng = rng
        self.out = out
        self.clock = clock
        self.driver = PromptDriver()
        self.history = PlayedCards(history_file(state_dir), library)
        self._heard: list[Line] = []  # what was said since the last input, for "repeat"
        self._leave_asked = False  # hold BACK during a pause (a game of device players only)
        self._watchdog_every = sd_notify.watchdog_interval()
        self._watchdog_last = 0.0

    # ------------------------------------------------------------ speaking

    def say(self, text: str, short: str = "", *, urgent: bool = False, remember: bool = True) -> None:
        self.out(text)
        self.speaker.say(text, urgent=urgent)
        if remember:
            self._heard.append(Line(text, short))

    def perform(self, outputs: Sequence[Output]) -> None:
        """Speak and play outputs in order. An urgent batch first silences what was
        playing, then plays whole: the buzzer is not cut off by its own "Stop!"."""
        if any(isinstance(output, Say) and output.urgent for output in outputs):
            self.speaker.hush()
        for output in outputs:
            if isinstance(output, Say):
                self.say(output.line.text, output.line.short)
            elif isinstance(output, Cue):
                self.out(f"[{output.name}]")
                self.speaker.cue(output.name)
            elif isinstance(output, Pause):
                self._wait(output.seconds)

    def repeat(self) -> None:
        """Hold OK: say again, briefly, what was said since the last answer, and the value now offered."""
        lines = self._heard or [Line("Nothing to repeat yet.")]
        self._heard = []
        for line in lines:
            self.say(line.brief)
        if self.driver.current():
            self.say(self.driver.current(), remember=False)

    def not_now(self) -> None:
        self.out("[not_now]")
        self.speaker.cue("not_now", now=True)

    # ------------------------------------------------------------ events

    def next_event(self, timeout: float) -> Any:
        self._keep_watchdog_happy()
        try:
            event = self.events.get(timeout=timeout)
        except queue.Empty:
            return None
        if event == QUIT:
            raise Quit()
        return event

    def _keep_watchdog_happy(self) -> None:
        if self._watchdog_every and self.clock() - self._watchdog_last >= self._watchdog_every:
            sd_notify.notify("WATCHDOG=1")
            self._watchdog_last = self.clock()

    def _wait(self, seconds: float) -> None:
        """Let speech finish and the table catch up; presses meanwhile get a not-now.

        The wait for speech is capped on the real clock, so a stuck sound card
        can delay the game by half a minute at most.
        """
        deadline = self.clock() + seconds
        give_up = time.monotonic() + seconds + 30
        while (self.clock() < deadline or self.speaker.busy()) and time.monotonic() < give_up:
            press = self.next_event(0.05)
            if isinstance(press, Press) and press.button == "back" and press.held:
                self._leave_asked = True  # answered once the moves in hand are done
            elif press is not None:
                self.not_now()

    # ------------------------------------------------------------ asking

    def ask(self, prompt: Prompt, *, can_go_back: bool = True) -> Answer:
        """Announce a player prompt and wait for the answer, or for a command."""
        self.driver.show(prompt)
        question = prompt.question  # type: ignore[union-attr]
        current = self.driver.current()
        asked_at = time.monotonic()
        # One transcript line, two spoken pieces: the question alone is the same
        # every round, so it is rendered once and then comes from the cache.
        self.out(f"{question.text} {current}".strip())
        self.speaker.say(question.text)
        if current:
            self.speaker.say(current)
        self._heard.append(Line(question.text, question.short))
        while True:
            press = self.next_event(0.1)
            if not isinstance(press, Press):
                continue
            if press.before(asked_at):
                self.not_now()  # pressed before this question was asked: not its answer
                continue
            if press.held and press.button == "ok":
                self.repeat()
                continue
            if press.held and press.button == "back":
                return "leave"
            if press.button == "back" and not press.held:
                if can_go_back:
                    return "undo"
                self.not_now()
                continue
            reaction = self.driver.handle(press)
            if isinstance(reaction, Submit):
                self._heard = []
                self.driver.prompt = None  # answered: nothing is on offer until the next question
                self.speaker.hush()  # the rest of an answered question is no longer worth hearing
                return reaction.given
            if isinstance(reaction, Speak):
                self.say(reaction.text, urgent=True, remember=False)
            elif isinstance(reaction, NotNow):
                self.not_now()

    def confirm_leave(self) -> bool:
        prompt = AskConfirm(Line("Leave this game for good? OK to leave, DOWN then OK to stay.", "Leave?"), True)
        answer = self.ask(prompt, can_go_back=False)
        return isinstance(answer, Input) and answer.value is True

    # ------------------------------------------------------------ the whole run

    def run(self, game_id: str | None = None) -> None:
        """Resume an unfinished game, else offer games, until the keyboard quits."""
        sd_notify.notify("READY=1")
        try:
            resumed = self._resume()
            if resumed:
                self.play(*resumed)
            while True:
                entry = find(game_id) if game_id else self._menu()
                game_id = None
                settings = self._setup(entry)
                if settings is None:
                    continue
                session = Session(entry.game, settings)
                journal = Journal.create(self._new_journal_path(entry.game.id), entry.game.id, settings)
                for chosen in entry.chosen_in_setup(settings):
                    self.history.note(chosen)
                self.say(f"{entry.game.title}. Let's play!", entry.game.title)
                self.play(entry, session, journal)
        except Quit:
            self.out("Stopping. An unfinished game resumes at the next start.")

    def _menu(self) -> Entry:
        options = tuple(Option(game_id, entry.game.title) for game_id, entry in GAMES.items())
        prompt = AskChoice(Line("Which game? UP and DOWN to choose, OK to start.", "Which game?"), options)
        while True:
            answer = self.ask(prompt, can_go_back=False)
            if isinstance(answer, Input):
                return GAMES[answer.value]

    def _setup(self, entry: Entry) -> dict[str, Any] | None:
        """Ask the game's setup questions; BACK goes back one, hold BACK returns to the menu."""
        flow = entry.setup(self.library_now(), self.defaults)
        answers: dict[str, Any] = {}
        asked: list[str] = []
        while (question := flow.next_question(answers)) is not None:
            answer = self.ask(question.prompt, can_go_back=bool(asked))
            if answer == "leave":
                return None
            if answer == "undo":
                answers.pop(asked.pop(), None)
                continue
            if isinstance(answer, Input):
                answers[question.key] = answer_value(question, answer)
                asked.append(question.key)
        return flow.settings(answers)

    def library_now(self) -> Library:
        return Library(self.library.decks, self.library.titles, self.history.played())

    # ------------------------------------------------------------ playing

    def play(self, entry: Entry, session: Session[Any], journal: Journal) -> None:
        game = entry.game
        try:
            while True:
                prompt = session.prompt
                if isinstance(prompt, GameOver):
                    journal.finish()
                    self._after_game()
                    return
                if isinstance(prompt, (AskChance, AskVirtual)):
                    if isinstance(prompt, AskChance):
                        given = chance(self._draw(prompt))
                    else:  # a seat the device plays: its policy decides, journaled like a press
                        assert entry.virtual_player, f"{game.id} has no virtual player"
                        given = virtual(entry.virtual_player(session.state))
                    self.apply(session, journal, given)
                    if self._leave_asked:
                        self._leave_asked = False
                        if self.confirm_leave():
                            journal.finish()
                            self.say(f"{game.title} closed.")
                            return
                    continue
                answer = self._run_timer(prompt) if isinstance(prompt, AskTimer) else self.ask(prompt)
                if isinstance(answer, Input):
                    self.apply(session, journal, answer)
                elif answer == "undo":
                    self._undo(session, journal)
                elif answer == "left" or answer == "leave" and self.confirm_leave():
                    journal.finish()
                    self.say(f"{game.title} closed.")
                    return
        finally:
            journal.close()

    def apply(self, session: Session[Any], journal: Journal, given: Input) -> None:
        """Apply, then make it durable, then speak: a power cut never loses what was heard."""
        try:
            outputs = session.apply(given)
        except IllegalInput as error:
            log.info("refused %s: %s", given, error)
            self.not_now()
            return
        journal.append(given)
        if given.kind == "chance":
            self.history.note(given.value)
        self.perform(outputs)
        sd_notify.notify("STATUS=" + session.game.where(session.state).text)

    def _undo(self, session: Session[Any], journal: Journal) -> None:
        try:
            outputs = session.undo()
        except CannotUndo as refusal:
            self.say(str(refusal), "Cannot take that back.")
            return
        journal.undo()
        self.perform(outputs)

    def _draw(self, prompt: AskChance) -> Any:
        if prompt.kind == "shuffle":
            return tuple(self.rng.sample(list(prompt.outcomes), len(prompt.outcomes)))
        return self.rng.choice(prompt.outcomes)

    def _run_timer(self, prompt: AskTimer) -> Answer:
        """Start when the reading has ended; warnings and ticks on the way; hold GO pauses."""
        self._wait(0)
        countdown = Countdown(prompt, self.clock)
        question = list(self._heard)  # what hold OK repeats while the players write
        self.out(f"[timer {prompt.seconds} s]")
        while True:
            for call in countdown.due():
                if call.line:
                    self.say(call.line.text, call.line.short)
                if call.cue:
                    self.out(f"[{call.cue}]")
                    self.speaker.cue(call.cue, now=True)
            if countdown.finished():
                return time_up()
            press = self.next_event(0.05)
            if not isinstance(press, Press):
                continue
            if press.button == "go" and press.held:
                paused = countdown.toggle_pause()
                self.say("Timer paused. Hold GO to go on." if paused else "Timer running.", urgent=True)
            elif press.button == "ok" and press.held:
                self._heard = list(question)  # the question, which is what writers need
                self.repeat()
                self.say(f"{round(countdown.remaining())} seconds left.", remember=False)
            elif press.button == "back" and press.held:
                was_paused = countdown.paused
                if not was_paused:
                    countdown.toggle_pause()  # no writing time is lost while the table decides
                if self.confirm_leave():
                    return "left"
                if not was_paused:
                    countdown.toggle_pause()
                self.say("Back to the timer.")
            else:
                self.not_now()

    def _after_game(self) -> None:
        prompt = AskGo(Line("Press GO for a new game.", "GO for a new game."))
        while True:
            answer = self.ask(prompt, can_go_back=False)
            if isinstance(answer, Input) or answer == "leave":
                return

    # ------------------------------------------------------------ journals

    def _new_journal_path(self, game_id: str) -> Path:
        """Numbered, not dated: a Pi without a clock battery can boot with its clock behind."""
        numbers = [_number(path) for path in _journals(self.state_dir, "*.jsonl*")]
        return games_dir(self.state_dir) / f"{max(numbers, default=0) + 1:06d}-{game_id}.jsonl"

    def _resume(self) -> tuple[Entry, Session[Any], Journal] | None:
        """Replay the newest unfinished game, if there is one, and say where play stands."""
        for path in reversed(_journals(self.state_dir)):
            try:
                record = read(path)
                if record.finished:
                    return None
                entry = find(record.game)
                # Replay up to the last answer a player gave, then keep what followed
                # (the roll, the card, the question) to say it again.
                last_answer = max((i for i, given in enumerate(record.inputs) if given.by_player), default=-1)
                session = Session(entry.game, record.settings, record.inputs[: last_answer + 1])
                since = [output for given in record.inputs[last_answer + 1 :] for output in session.apply(given)]
            except (JournalError, KeyError, IllegalInput, ValueError, TypeError) as error:
                log.error("cannot resume %s (%s); it is set aside as .broken", path, error)
                _set_aside(path)
                continue
            journal = Journal(path)
            if record.inputs and record.inputs[-1].kind == "chance":
                self.history.note(record.inputs[-1].value)  # the power may have gone before it was noted
            where = entry.game.where(session.state)
            self.say(f"Resuming {where.text}", where.short)
            for output in since:
                if isinstance(output, Say) and not output.urgent:
                    self.say(output.line.text, output.line.short)
            if isinstance(session.prompt, AskTimer):
                self.say("The timer was running when the power went off, so it starts again from the top.")
            return entry, session, journal
        return None


def _journals(state_dir: Path, pattern: str = "*.jsonl") -> list[Path]:
    """The game journals, oldest first (by their number, then name)."""
    folder = games_dir(state_dir)
    found = [path for path in folder.glob(pattern) if _number(path) >= 0] if folder.is_dir() else []
    return sorted(found, key=lambda path: (_number(path), path.name))


def _set_aside(path: Path) -> None:
    """Keep an unreadable journal for a human to look at, never over an earlier one."""
    target = path.with_name(path.name + ".broken")
    count = 1
    while target.exists():
        count += 1
        target = path.with_name(f"{path.name}.{count}.broken")
    path.rename(target)


def _number(journal: Path) -> int:
    found = re.match(r"(\d+)-", journal.name)
    return int(found.group(1)) if found else -1
