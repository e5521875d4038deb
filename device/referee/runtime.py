"""The referee's main loop: one thread that owns the game.

Buttons, keys and the timer only ever reach the game through this loop, which
asks the engine what it needs, gets it (a press, a die, a card, the end of a
countdown), writes it to the journal, and only then speaks the result.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import queue
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Protocol, Sequence, Union

from device import phrases, sd_notify
from device.files import read_small_json, sync_directory, write_atomically
from device.input.gestures import Command, Moment, allowed, command_for, moment_of
from device.health import Health
from device.storage.history import PlayedCards
from device.storage.journal import Found, Journal, Shelf, storage_trouble
from device.input.keyboard import QUIT
from device.paths import games_dir, history_file, names_file, stopped_file, volume_file
from device.storage.setup_record import SetupRecord
from device.storage.usual_names import UsualNames
from device.input.prompt_driver import NotNow, Press, PromptDriver, Speak, Submit
from device.referee.timer import Countdown
from device.storage.volume import Volume
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
    check_input,
    time_up,
    virtual,
)
from engine.seating import names_problem, tidy_name
from engine.session import CannotUndo, Session
from engine.setup import Defaults, Library, answer_value

log = logging.getLogger("table_referee.runtime")

@dataclass(frozen=True)
class SeatNames:
    """Player names typed on another front end (a phone), in seat order, for the games set up next.

    Taken only while choosing or setting up a game: setup starts again with
    these names (and as many players) offered first.
    """

    names: tuple[str, ...]


MOST_NAMES = 8  # the most seats any game has
HAND_OVER_WITHIN = 20.0  # real seconds between two holds of GO that hand a phone page on (a person's pace, not the game clock's)

# What a question ends with: an answer, the table asking to undo or to leave, or names typed on a phone.
Answer = Union[Input, Command, SeatNames]


class Listener(Protocol):
    """A front end that follows the game beside the speaker: a web page, a log, a test.

    Front ends answer by putting a Command or an Input on the referee's event
    queue, where it is checked exactly like a button press.
    """

    def asked(self, prompt: Prompt, offered: str) -> None:
        """A question is on offer, with the value now selected ("" for none)."""

    def said(self, line: str) -> None:
        """A transcript line: a spoken line, a "[cue]" or a "[timer N s]"."""

    def ended(self, summary: Line) -> None:
        """The game is over."""

    # A listener may also have any of these (looked up by name, so a listener
    # without them still fits):
    #   shown(picture: dict) -> None: the game as data after every change
    #       (question number, game, title, where, standings, the game's view);
    #   timing(remaining: float | None, running: bool) -> None: the round timer
    #       started, paused, resumed or ended (None), on the referee's clock;
    #   answered() -> None: the question on offer was answered;
    #   joining() -> str: a line the referee says at start and on hold GO (how
    #       to join a phone page), "" for none;
    #   hand_over() -> str: GO held twice in a row (the second within
    #       HAND_OVER_WITHIN seconds): the next phone to join becomes the page's
    #       first phone; returns the line to say, "" for none.


@dataclass(frozen=True)
class FrontAnswer:
    """A Command or Input from another front end, tagged with the number of the question it answers.

    Put on the events queue like a press. The referee numbers its questions
    (the "question" in every picture shown); an answer to a question that has
    moved on (a button or another phone answered first) is dropped, so it can
    never land on the next question by mistake.
    """

    given: Union[Input, Command]
    question: int


# The loop wakes at least this often (real seconds) to ping systemd's watchdog.
LONGEST_SLEEP = 0.5


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
        clock_rate: float = 1.0,
        health: Health | None = None,
        light: Any = None,
        volume: float = 1.0,
        listeners: Sequence[Listener] = (),
    ) -> None:
        self.library = library
        self.defaults = defaults
        self.speaker = speaker
        self.events = events
        self.state_dir = state_dir
        self.rng = rng
        self._out = out
        self.listeners = list(listeners)
        self.clock = clock
        self.clock_rate = clock_rate  # clock seconds per real second (tests and rehearsals run faster)
        self.driver = PromptDriver()
        self.history = PlayedCards(history_file(state_dir), library)
        self.shelf = Shelf(games_dir(state_dir))
        self._heard: list[Line] = []  # what was said since the last input, for "repeat"
        # What was said since the round's main action (the GO that rolled, drew or
        # started it): the question, letter or subject, kept across the in-between
        # answers (a doubler or a veto declared) so hold OK in the timer has it all.
        self._round: list[Line] = []
        self._journal_name = ""  # the journal of the game being played, for the clean-stop marker
        self._journal: Journal | None = None  # and the journal itself, to say honestly what a stop costs
        self._timer_waits = False  # a resumed round timer: it waits for GO before running
        self._leave_asked = False  # hold BACK during a pause (a game of device players only)
        self._in_game = False  # a game is being played (not the menu or setup): quitting keeps it
        self._session: Session[Any] | None = None  # the game being played, for "where are we?"
        self._reopen: Input | None = None  # an answer just taken back: its question reopens at it
        self._setting_up = ""  # the title of the game being set up, if any
        self._watchdog_every = sd_notify.watchdog_interval()
        self._watchdog_last = 0.0
        self.health = health or Health()
        self.light = light  # the optional status light: anything with show(mode)
        self._activity = "ready"  # what the light shows when all is well: "ready" or "timer"
        self._where = ""  # where play stands, for STATUS=
        self.health.subscribe(lambda part, problem: self._show_status())
        self.volume = Volume(volume_file(state_dir), volume)
        self.setup_record = SetupRecord(state_dir / "setup.json")
        self.usual_names = UsualNames(names_file(state_dir))
        self._storage_trouble: str | None = None  # what the table was told about saving
        self.questions_asked = 0  # numbers each question, so a late answer from a phone is known as late
        self._in_menu = False  # the game menu is on offer: names typed on a phone are welcome
        self._set_speaker_volume()

    # ------------------------------------------------------------ health and volume

    def _show_status(self) -> None:
        """STATUS= and the light, from the game's position and the device's health.

        Called from any thread (the audio and voice threads report health), so it
        only sends a datagram and sets the light, both safe there.
        """
        problems = self.health.status_text()
        status = " | ".join(part for part in (problems, self._where) if part) or "Ready"
        sd_notify.notify("STATUS=" + status)
        if self.light is not None:
            trouble = not self.health.well  # mute, voiceless or not saving: never look ready
            self.light.show("trouble" if trouble else self._activity)

    def _set_activity(self, activity: str) -> None:
        if activity != self._activity:
            self._activity = activity
            self._show_status()

    def _set_speaker_volume(self) -> None:
        set_volume = getattr(self.speaker, "set_volume", None)
        if set_volume is not None:
            set_volume(self.volume.fraction)

    def change_volume(self, direction: int) -> None:
        """UP or DOWN with no value to change: one volume step, heard at its new level."""
        if not self.volume.step(direction):
            self.not_now()  # at the loudest or the quietest already
            return
        self._set_speaker_volume()
        self.say(phrases.volume(self.volume.level), urgent=True, remember=False)

    # ------------------------------------------------------------ speaking

    def out(self, line: str) -> None:
        """One transcript line, to standard output and to every listener."""
        self._out(line)
        for listener in self.listeners:
            listener.said(line)

    def say(self, text: str, short: str = "", *, urgent: bool = False, remember: bool = True, long: str = "") -> None:
        self.out(text)
        self.speaker.say(text, urgent=urgent)
        if remember:
            self._heard.append(Line(text, short, long))
            self._round.append(Line(text, short, long))

    def perform(self, outputs: Sequence[Output]) -> None:
        """Speak and play outputs in order. An urgent batch first silences what was
        playing, then plays whole: the buzzer is not cut off by its own "Stop!"."""
        if any(isinstance(output, Say) and output.urgent for output in outputs):
            self.speaker.hush()
        for output in outputs:
            if isinstance(output, Say):
                self.say(output.line.text, output.line.short, long=output.line.long)
            elif isinstance(output, Cue):
                self.out(f"[{output.name}]")
                self.speaker.cue(output.name)
            elif isinstance(output, Pause):
                self._wait(output.seconds)

    def repeat(self) -> None:
        """Hold OK: say again what was said since the last answer, each line in its repeat form
        (brief, or long where the first hearing was kept short), and the value now offered."""
        lines = self._heard or [phrases.NOTHING_TO_REPEAT]
        for line in lines:
            # Not remembered again: a repeat is no news, and the round's question
            # (what hold OK gives in the timer) must not collect it twice.
            self.say(line.repeated, remember=False)
        self._heard = [Line(line.repeated) for line in lines]  # a second hold says the same again
        if self.driver.current():
            self.say(self.driver.current(), remember=False)

    def tell_status(self, prompt: Prompt) -> None:
        """Hold GO away from the timer: where the game stands, in full, then the question again."""
        session = self._session
        if session is None:
            self.say(phrases.setting_up(self._setting_up) if self._setting_up else phrases.CHOOSING_A_GAME, remember=False)
        else:
            for line in (session.game.where(session.state), session.game.standings(session.state)):
                self.say(line.text, remember=False)
        for line in self.joining_lines():
            self.say(line, remember=False)
        question = getattr(prompt, "question", None)
        if question is not None:
            self.say(" ".join(part for part in (question.text, phrases.button_hint(prompt), self.driver.current()) if part), remember=False)

    def _hands_over(self) -> bool:
        """Whether some listener has an owner to hand on (a phone page); without one, GO held twice is two statuses."""
        return any(getattr(listener, "hand_over", None) is not None for listener in self.listeners)

    def _hand_over(self) -> None:
        """GO held twice: listeners that have owners (the phone page) let the next one to join take over."""
        said = False
        for listener in self.listeners:
            hand_over = getattr(listener, "hand_over", None)
            try:
                line = hand_over() if hand_over is not None else ""
            except Exception:  # noqa: BLE001 - a page's bug must not take the referee down
                log.exception("a listener failed to hand over")
                line = ""
            if line:
                self.say(line, remember=False)
                said = True
        if not said:
            self.not_now()  # the page is there but had nothing to hand on

    def _tell(self, hook: str, *args: Any) -> None:
        """Call a listener's optional hook; a listener's failure never stops the game."""
        for listener in self.listeners:
            method = getattr(listener, hook, None)
            if method is None:
                continue
            try:
                method(*args)
            except Exception:  # noqa: BLE001 - a page's bug must not take the referee down
                log.exception("listener %r failed in %s", listener, hook)

    def _show(self) -> None:
        """The game as data, for listeners that draw it (a phone page)."""
        if not any(hasattr(listener, "shown") for listener in self.listeners):
            return
        picture: dict[str, Any] = {
            "question": self.questions_asked,
            "game": "",
            "title": self._setting_up,
            "journal": self._journal_name if self._in_game else "",
            "setting_up": bool(self._setting_up),
            "where": "",
            "standings": "",
            "view": {},
            # The names setup will offer, in seat order (a phone may type others before a game).
            "names": list(self.defaults.names[: self.defaults.players]),
        }
        session = self._session
        if session is not None:
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
            except Exception:  # noqa: BLE001 - a picture is worth less than the game
                log.exception("cannot draw %s for the listeners", session.game.id)
        self._tell("shown", picture)

    def joining_lines(self) -> list[str]:
        """What listeners ask the table to hear about joining them (a phone page's address and code)."""
        lines = []
        for listener in self.listeners:
            joining = getattr(listener, "joining", None)
            line = joining() if joining is not None else ""
            if line:
                lines.append(line)
        return lines

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
            got = self._command(Moment.WAITING, 0.05)
            if isinstance(got, tuple) and got[0] is Command.LEAVE:
                self._leave_asked = True  # answered once the moves in hand are done

    def _command(
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
                self.not_now()
                return None
            return event, None
        if isinstance(event, (Input, SeatNames)):
            return event
        if not isinstance(event, Press):
            return None
        command = None if event.before(since or float("-inf")) else command_for(moment, event.button, event.held)
        if command in (Command.LOUDER, Command.QUIETER):
            self.change_volume(1 if command is Command.LOUDER else -1)
            return None
        if command is None:
            self.not_now()
            return None
        return command, event

    # ------------------------------------------------------------ asking

    def ask(self, prompt: Prompt, *, can_go_back: bool = True) -> Answer:
        """Announce a player prompt and wait for the answer, or for a command."""
        self.driver.show(prompt, self._reopen)
        self._reopen = None
        self.questions_asked += 1
        self._show()
        question = prompt.question  # type: ignore[union-attr]
        current = self.driver.current()
        asked_at = time.monotonic()
        # One transcript line, two spoken pieces: the question alone is the same
        # every round, so it is rendered once and then comes from the cache.
        asked = " ".join(part for part in (question.text, phrases.button_hint(prompt)) if part)
        self.out(f"{asked} {current}".strip())
        self.speaker.say(asked)
        if current:
            self.speaker.say(current)
        self._heard.append(Line(asked, question.short, question.long))
        for listener in self.listeners:
            listener.asked(prompt, current)
        moment = moment_of(prompt)
        status_at: float | None = None  # when GO was last held for where the game stands, if it was the last press
        while True:
            got = self._command(moment, 0.1, since=asked_at)
            if isinstance(got, Input):  # from another front end: checked like a press
                try:
                    check_input(prompt, got)
                except IllegalInput:
                    self.not_now()
                    continue
                return self._answered(got)
            if isinstance(got, SeatNames):
                if self._take_names(got):
                    return got
                continue
            if got is None:
                continue
            command, press = got
            status_before, status_at = status_at, None
            if command is Command.REPEAT:
                self.repeat()
            elif (command is Command.STATUS and status_before is not None
                  and time.monotonic() - status_before <= HAND_OVER_WITHIN and self._hands_over()):
                self._hand_over()  # a second hold of GO right after the first: a phone page's ownership moves on
            elif command is Command.STATUS:
                self.tell_status(prompt)
                status_at = time.monotonic()
            elif command is Command.LEAVE or command is Command.UNDO and can_go_back:
                return command
            elif command is Command.UNDO:
                self.not_now()
            else:
                reaction = self.driver.handle(
                    command, repeat=press.repeat if press else False, steps=press.steps if press else 1
                )
                if isinstance(reaction, Submit):
                    return self._answered(reaction.given)
                if isinstance(reaction, Speak):
                    self.say(reaction.text, urgent=True, remember=False)
                elif isinstance(reaction, NotNow):
                    self.not_now()

    def _answered(self, given: Input) -> Input:
        self._heard = []
        self.driver.prompt = None  # answered: nothing is on offer until the next question
        self._tell("answered")
        self.speaker.hush()  # the rest of an answered question is no longer worth hearing
        return given

    def _take_names(self, given: SeatNames) -> bool:
        """Names from a phone: taken while choosing or setting up a game, else "not now"."""
        names = tuple(tidy_name(name) for name in given.names if isinstance(name, str))
        fits = len(names) == len(given.names) and names_problem(names) is None
        if not fits or self._session is not None or not (self._in_menu or self._setting_up):
            self.not_now()
            return False
        self.defaults = dataclasses.replace(self.defaults, names=names, players=max(2, len(names)))
        self._heard = []
        self.say(phrases.seats_named(names))
        self._show()
        return True

    def confirm_leave(self) -> bool:
        """Leaving ends a game for good, so No is offered first and BACK (or a second hold) also stays."""
        answer = self.ask(AskConfirm(phrases.LEAVE, False), can_go_back=True)
        return isinstance(answer, Input) and answer.value is True

    # ------------------------------------------------------------ the whole run

    def run(self, game_id: str | None = None) -> None:
        """Resume an unfinished game, else offer games, until the keyboard quits."""
        sd_notify.notify("READY=1")
        self._show_status()
        try:
            for line in self.joining_lines():
                self.say(line, remember=False)
            resumed = self._resume(asked_for=game_id)
            if resumed:
                self.setup_record.clear()  # a game was under way: any setup record is stale
                self.play(*resumed)
            while True:
                kept = self.setup_record.load()
                entry = find(kept[0]) if kept else find(game_id) if game_id else self._menu()
                game_id = None
                settings = self._setup(entry, kept[1] if kept else [])
                if settings is None:
                    continue
                session = Session(entry.game, settings)
                journal = self.shelf.create(entry.game.id, settings)
                self._saved(journal.trouble)
                self.setup_record.clear()
                self.usual_names.save(settings.get("names", ()))
                for chosen in entry.chosen_in_setup(settings):
                    self._note_played(chosen)
                self._round = []  # setup's lines are no round's question
                lets_play = phrases.lets_play(entry.game.title)
                self.say(lets_play.text, lets_play.short)
                self.play(entry, session, journal)
        except Quit:
            if self._in_game:
                self._mark_clean_stop()
            self.out(self._stopping_line())

    def _stopping_line(self) -> str:
        """What stopping costs: nothing, or (during a storage fault) the moves the card never took."""
        if not self._in_game:
            return phrases.STOPPING
        journal = self._journal
        if journal is not None and journal.trouble and journal.unsaved != 0:
            return phrases.stopping_unsaved(journal.trouble, journal.unsaved)
        return phrases.STOPPING_MID_GAME

    def _mark_clean_stop(self) -> None:
        """Record that this game stopped on purpose, so its next start does not blame the power.

        Written after the journal is closed, atomically: a power cut while
        writing leaves no marker, which errs towards "the power went off".
        """
        try:
            write_atomically(stopped_file(self.state_dir), json.dumps({"stopped": True, "journal": self._journal_name}))
        except OSError as error:
            log.warning("cannot note the clean stop (%s); the next start will mention a power cut", error)

    def _take_clean_stop(self, journal: Path) -> bool:
        """Whether `journal` was stopped cleanly last time; the marker is used up either way.

        It is removed before play goes on, so a power cut later in this run is
        reported as one.
        """
        marker = stopped_file(self.state_dir)
        found = read_small_json(marker, "the last stop is taken for a power cut")
        if found is None:
            return False
        try:
            marker.unlink()
            sync_directory(marker.parent)
        except OSError as error:
            log.warning("cannot remove %s (%s)", marker, error)
        return isinstance(found, dict) and found.get("stopped") is True and found.get("journal") == journal.name

    def _resume_instead(self, waiting: str) -> bool:
        options = (Option("resume", phrases.RESUME_IT), Option("aside", phrases.PUT_IT_ASIDE))
        answer = self.ask(AskChoice(phrases.waiting_game(GAMES[waiting].game.title), options), can_go_back=False)
        return isinstance(answer, Input) and answer.value == "resume"

    def _menu(self) -> Entry:
        options = tuple(Option(game_id, entry.game.title) for game_id, entry in GAMES.items())
        prompt = AskChoice(phrases.WHICH_GAME, options)
        self._in_menu = True
        try:
            while True:
                answer = self.ask(prompt, can_go_back=False)
                if isinstance(answer, Input):
                    return GAMES[answer.value]
        finally:
            self._in_menu = False

    def _setup(self, entry: Entry, kept: Sequence[tuple[str, Input]] = ()) -> dict[str, Any] | None:
        """Ask the game's setup questions; BACK goes back one, hold BACK returns to the menu.

        Every answer is saved (setup.json) before the next question, so after a
        power cut setup goes on at the question it stopped at; `kept` are the
        answers saved then, given again in order while they still fit.
        """
        defaults = dataclasses.replace(self.defaults, usual_names=self.usual_names.load())
        flow = entry.setup(self.library_now(), defaults)
        self._setting_up = entry.game.title
        answers: dict[str, Any] = {}
        asked: list[tuple[str, Input]] = []
        for key, given in kept:
            question = flow.next_question(answers)
            if question is None or question.key != key:
                break
            try:
                answers[key] = answer_value(question, given)
            except Exception:  # an answer that no longer fits (the decks changed): ask it again
                break
            asked.append((key, given))
        if asked:
            self.say(phrases.resuming_setup(entry.game.title))
        try:
            while (question := flow.next_question(answers)) is not None:
                answer = self.ask(question.prompt, can_go_back=bool(asked))
                if answer is Command.LEAVE:
                    self.setup_record.clear()
                    return None
                if isinstance(answer, SeatNames):  # new names: setup starts again, offering them
                    flow = entry.setup(self.library_now(), self.defaults)
                    answers, asked = {}, []
                elif answer is Command.UNDO:
                    key, self._reopen = asked.pop()  # asked again, starting at the answer taken back
                    answers.pop(key, None)
                elif isinstance(answer, Input):
                    answers[question.key] = answer_value(question, answer)
                    asked.append((question.key, answer))
                else:
                    continue
                self._saved(self.setup_record.save(entry.game.id, asked))
            return flow.settings(answers)
        finally:
            self._setting_up = ""

    def library_now(self) -> Library:
        """The decks as loaded, with what has been played so far."""
        return dataclasses.replace(self.library, played=self.history.played())

    # ------------------------------------------------------------ playing

    def play(self, entry: Entry, session: Session[Any], journal: Journal) -> None:
        """Play a game to its end or until the table leaves it; a Quit leaves it waiting."""
        self._in_game = True
        self._session = session
        self._journal_name = journal.path.name
        self._journal = journal
        self._play(entry, session, journal)
        self._in_game = False
        self._session = None
        self._timer_waits = False  # a resumed game left before its timer ran: the next game's runs at once

    def _play(self, entry: Entry, session: Session[Any], journal: Journal) -> None:
        game = entry.game
        try:
            while True:
                prompt = session.prompt
                if isinstance(prompt, GameOver):
                    self._show()
                    for listener in self.listeners:
                        listener.ended(prompt.summary)
                    journal.finish()
                    self._saved(journal.trouble)
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
                            self._saved(journal.trouble)
                            self.say(phrases.closed(game.title))
                            return
                    continue
                if isinstance(prompt, AskTimer):
                    answer = self._run_timer(prompt)
                else:
                    answer = self.ask(prompt)
                    if isinstance(prompt, AskGo) and isinstance(answer, Input):
                        self._round = []  # the round's main action: what follows is its question
                if answer is None:  # a resumed timer still waiting for GO: the table left instead
                    continue
                if isinstance(answer, Input):
                    self.apply(session, journal, answer)
                elif answer is Command.UNDO:
                    self._undo(session, journal)
                elif answer is Command.LEAVE and (isinstance(prompt, AskTimer) or self.confirm_leave()):
                    journal.finish()
                    self._saved(journal.trouble)
                    self.say(phrases.closed(game.title))
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
        self._saved(journal.trouble)
        if given.kind == "chance":
            self._note_played(given.value)
        self.perform(outputs)
        self._where = session.game.where(session.state).text
        self._show_status()
        self._show()

    def _undo(self, session: Session[Any], journal: Journal) -> None:
        """Take back the last answer; its question is asked again, starting at what was entered."""
        taken = session.inputs[-1] if session.inputs else None
        try:
            outputs = session.undo()
        except CannotUndo as refusal:
            refused = phrases.cannot_take_back(str(refusal))
            self.say(refused.text, refused.short)
            return
        self._reopen = taken
        self._heard = []  # hold OK repeats from "Taken back", not the lines the undo took away
        journal.undo()
        self._saved(journal.trouble)
        self.perform(outputs)
        self._show()

    def _draw(self, prompt: AskChance) -> Any:
        if prompt.kind == "shuffle":
            return tuple(self.rng.sample(list(prompt.outcomes), len(prompt.outcomes)))
        return self.rng.choice(prompt.outcomes)

    def _run_timer(self, prompt: AskTimer) -> Answer | None:
        """Start when the reading has ended; warnings and ticks on the way; hold GO pauses.

        A timer that was running when the referee stopped does not start by
        itself on resuming: the players may not be back at the table yet. It
        waits for GO, then runs in full. None: the table chose to stay but the
        question is still open (ask again).
        """
        self._wait(0)
        if self._timer_waits:
            question = list(self._round)  # kept through the GO question, which is not the game's
            waiting = AskGo(phrases.timer_waits(prompt.seconds))
            answer = self.ask(waiting, can_go_back=False)
            if answer is Command.LEAVE:
                return Command.LEAVE if self.confirm_leave() else None
            if not isinstance(answer, Input):
                return None
            self._timer_waits = False
            self._round = question
        countdown = Countdown(prompt, self.clock)
        question = list(self._round)  # what hold OK repeats while the players write: the question and all
        self.out(f"[timer {prompt.seconds} s]")
        self._set_activity("timer")
        self._tell("timing", countdown.remaining(), True)
        try:
            return self._count_down(countdown, question)
        finally:
            self._round = []  # the round's question is answered now
            self._set_activity("ready")
            self._tell("timing", None, False)

    def _count_down(self, countdown: Countdown, question: list[Line]) -> Answer:
        while True:
            for call in countdown.due():
                if call.line:
                    self.say(call.line.text, call.line.short)
                if call.cue:
                    self.out(f"[{call.cue}]")
                    self.speaker.cue(call.cue, now=True)
            if countdown.finished():
                return time_up()
            # Sleep until the next mark or a press, never longer than the watchdog allows.
            got = self._command(Moment.TIMER, min(countdown.until_next() / self.clock_rate, LONGEST_SLEEP))
            command = got[0] if isinstance(got, tuple) else None
            if command is Command.PAUSE:
                paused = countdown.toggle_pause()
                self._tell("timing", countdown.remaining(), not paused)
                self.say(phrases.TIMER_PAUSED if paused else phrases.TIMER_RUNNING, urgent=True)
            elif command is Command.REPEAT:
                self._heard = list(question)  # the question, which is what writers need
                self.repeat()
                self.say(phrases.time_left(countdown.remaining()), remember=False)
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

    def _after_game(self) -> None:
        while True:
            answer = self.ask(phrases.NEW_GAME, can_go_back=False)
            if isinstance(answer, Input) or answer is Command.LEAVE:
                return

    # ------------------------------------------------------------ journals

    def _note_played(self, card: Any) -> None:
        """Remember a played card; a card that cannot take the note costs only the note."""
        try:
            self.history.note(card)
        except OSError as error:
            log.warning("cannot note the played card %r: %s", card, error)

    def _saved(self, trouble: str | None) -> None:
        """Tell the table once when saving stops, and once when it works again; STATUS= shows it.

        The game goes on in memory meanwhile: the journal keeps the lines it
        could not write and writes them first at the next chance.
        """
        if trouble == self._storage_trouble:
            return
        if trouble and self._storage_trouble is None:
            self.say(phrases.cannot_save(trouble))
        elif trouble is None:
            self.say(phrases.SAVING_AGAIN)
        self._storage_trouble = trouble
        self.health.report("storage", trouble)

    def _resume(self, asked_for: str | None = None) -> tuple[Entry, Session[Any], Journal] | None:
        """Replay the newest unfinished game, if there is one, and say where play stands.

        When another game was asked for, the table chooses: resume the waiting
        game, or put it aside (its journal stays, it is just not resumed).
        A damaged journal resumes from the last input before the damage (as far
        as the game replays it); the original is kept as `.damaged` and the
        table hears one line about it. Whatever is on disk, nothing raises.
        """
        try:
            return self._resume_newest(asked_for)
        finally:
            for notice in self.shelf.notices:
                self.say(notice)
            self.shelf.notices.clear()

    @staticmethod
    def _round_start(inputs: Sequence[Input], last_answer: int) -> int:
        """Where to replay from when a round timer is due: the GO that started the round.

        Answers between that GO and the timer (a doubler or a veto declared)
        would otherwise hide the question from the lines said again, and the
        writers need it. Only a GO after the last timer counts, so an older
        round is never read out again.
        """
        last_timer = max((i for i, given in enumerate(inputs) if given.kind == "timer"), default=-1)
        last_go = max((i for i, given in enumerate(inputs) if given.kind == "go"), default=-1)
        # From before that GO: what the GO itself said is the round's start too (Dabble's
        # "Same subject: Transport." after a swap, Scattergories' "Go! Everything starts with W.").
        return min(last_answer, last_go - 1) if last_go > last_timer else last_answer

    @staticmethod
    def _start_from(found: Found) -> tuple[Entry, Session[Any]]:
        """The game started from the first copy of its settings that still starts it, or ValueError."""
        problems = []
        for game, settings in found.settings_to_try():
            try:
                entry = find(game)
                session = Session(entry.game, settings)
            except Exception as error:  # noqa: BLE001 - whatever the settings hold, the next copy is tried
                problems.append(f"{type(error).__name__}: {error}")
                continue
            if problems:
                found.take_copy(game, settings, f"line 1: its settings do not start the game ({problems[0]})")
            return entry, session
        raise ValueError("; ".join(problems))

    def _resume_newest(self, asked_for: str | None) -> tuple[Entry, Session[Any], Journal] | None:
        from device.storage.journal import TOO_DAMAGED

        for found in self.shelf.unfinished():
            path, record, recovery = found.path, found.record, found.recovery
            if asked_for and record.game != asked_for and record.game in GAMES and not self._resume_instead(record.game):
                return None
            try:
                entry, session = self._start_from(found)
            except ValueError as error:  # no copy of the settings fits the game: nothing to resume from
                self.shelf.set_aside(path, str(error), TOO_DAMAGED)
                continue
            good = 0
            for given in record.inputs:  # the longest prefix the game accepts
                try:
                    session.apply(given)
                except Exception as error:
                    recovery.why = recovery.why or f"input {good + 1} does not fit the game ({error})"
                    break
                good += 1
            damaged = recovery.damaged or good < len(record.inputs)
            inputs = record.inputs[:good]
            # Replay up to the last answer a player gave, then keep what followed
            # (the roll, the card, the question) to say it again.
            last_answer = max((i for i, given in enumerate(inputs) if given.by_player), default=-1)
            if isinstance(session.prompt, AskTimer):
                last_answer = self._round_start(inputs, last_answer)
            session = Session(entry.game, record.settings, inputs[: last_answer + 1])
            since = [output for given in inputs[last_answer + 1 :] for output in session.apply(given)]
            if damaged:
                log.error("%s is damaged (%s); resuming from the %d inputs before it", path, recovery.why, good)
                try:
                    journal = self.shelf.repair(path, record, good)
                except OSError as error:
                    self._saved(storage_trouble(error))
                    log.error("cannot repair %s (%s); this game is not being saved", path, error)
                    journal = self.shelf.create(record.game, record.settings, inputs)  # saved once the card allows
                    self._saved(journal.trouble)
                told = phrases.resume_damaged(entry.game.where(session.state))
                self.say(told.text, told.short)
            else:
                journal = Journal(path)
                self._saved(journal.trouble)
            if inputs and inputs[-1].kind == "chance":
                self._note_played(inputs[-1].value)  # the power may have gone before it was noted
            where = entry.game.where(session.state)
            resuming = phrases.resuming(where, power_cut=not self._take_clean_stop(path))
            self.say(resuming.text, resuming.short)
            self._round = []  # what follows is the round's question, letter or subject
            timer_due = isinstance(session.prompt, AskTimer)
            for output in since:
                # An urgent line is a stale "Stop!", except before a timer that is due: there
                # it is the round's start (Scattergories' letter, rolled on the GO that starts it).
                if isinstance(output, Say) and (timer_due or not output.urgent):
                    self.say(output.line.text, output.line.short, long=output.line.long)
            self._timer_waits = timer_due
            return entry, session, journal
        return None
