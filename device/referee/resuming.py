"""Starting again after a stop or a power cut: the newest unfinished game replayed, and an honest stop line."""

from __future__ import annotations

import logging
from typing import Any, Sequence

from device.paths import stopped_file
from device.storage.journal import Journal, storage_trouble
from device.storage.shelf import Found
from device.storage.stop_marker import Stop, StopMarker
from engine import language
from engine.catalog import Entry, GAMES, find
from engine.core import AskTimer, Gap, Input, Say
from engine.session import Session
from engine.words import Words
from device.referee.status import trouble_said
from device.referee.shared import Shared

words = Words("device")

log = logging.getLogger("table_referee.resuming")


class Resuming(Shared):
    """Part of the Referee (device/referee/runtime.py): starting again after a stop or a power cut: the newest unfinished game replayed, and an honest stop line."""

    def _stopping_line(self) -> str:
        """What stopping costs: nothing, or (during a storage fault) the moves the card never took."""
        if not self._in_game:
            return words("stopping")
        lost = self._lost_at_stop()
        if lost is not None:
            trouble, unsaved = lost
            if unsaved is None:  # not even the game's start was saved
                return words("stopping-never-saved", trouble=trouble_said(trouble))
            return words("stopping-unsaved", trouble=trouble_said(trouble), unsaved=unsaved)
        return words("stopping-mid-game")

    def _lost_at_stop(self) -> tuple[str, int | None] | None:
        """Why, and how many, moves a stop now loses (the card refuses them); None when all is on the card."""
        journal = self._game.journal if self._game is not None else None
        if journal is not None and journal.trouble and journal.unsaved != 0:
            return journal.trouble, journal.unsaved
        return None

    def _mark_clean_stop(self) -> None:
        """Record that this game stopped on purpose, and what the stop lost, so its next start does not blame the power.

        Written after the journal is closed, over the marker made at this run's
        start (device/storage/stop_marker.py): a full card takes it too.
        """
        journal = self._game.journal.path.name if self._game is not None else ""
        StopMarker(stopped_file(self.state_dir)).stopped(journal, *(self._lost_at_stop() or (None, None)))

    def _resume(self, asked_for: str | None = None) -> tuple[Entry, Session[Any], Journal] | None:
        """Replay the newest unfinished game, if there is one, and say where play stands.

        When another game was asked for, the table chooses: resume the waiting
        game, or put it aside (its journal stays, it is just not resumed).
        A damaged journal resumes from the last input before the damage (as far
        as the game replays it); the original is kept as `.damaged` and the
        table hears one line about it. Whatever is on disk, nothing raises.
        """
        last_stop = StopMarker(stopped_file(self.state_dir)).take()  # it says "running" from now on
        try:
            return self._resume_newest(asked_for, last_stop)
        finally:
            for notice in self.shelf.notices:
                self.speaking.say(notice)
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

    def _resume_newest(self, asked_for: str | None, last_stop: Stop | None) -> tuple[Entry, Session[Any], Journal] | None:
        from device.storage.shelf import TOO_DAMAGED

        for found in self.shelf.unfinished():
            path, record, recovery = found.path, found.record, found.recovery
            if asked_for and record.game != asked_for and record.game in GAMES and not self._resume_instead(record.game):
                return None
            try:
                entry, session = self._start_from(found)
            except ValueError as error:  # no copy of the settings fits the game: nothing to resume from
                self.shelf.set_aside(path, str(error), TOO_DAMAGED)
                continue
            self.shelf.mend(found)  # a copy lost to one fault is written again before a second fault can cost the game
            good = 0
            for given in record.inputs:  # the longest prefix the game accepts
                try:
                    session.apply(given)
                except Exception as error:  # noqa: BLE001 - any input the game refuses ends the journal's usable part
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
                    self.status.saved(storage_trouble(error))
                    log.error("cannot repair %s (%s); this game is not being saved", path, error)
                    journal = self.shelf.create(record.game, record.settings, inputs, record.seed)  # saved once the card allows
                    self.status.saved(journal.trouble)
                told = words.line("resume-damaged", where=entry.game.where(session.state).text)
                self.speaking.say(told.text, told.short)
            else:
                journal = Journal(path, record.seed)
                self.status.saved(journal.trouble)
            if inputs and inputs[-1].kind == "chance":
                self._note_played(inputs[-1].value)  # the power may have gone before it was noted
            where = entry.game.where(session.state)
            stop = last_stop if last_stop is not None and last_stop.journal == path.name else None
            with language.speaking(record.settings.get("language")):  # said in the game's language, as it goes on
                if stop is not None and stop.trouble:
                    trouble = trouble_said(stop.trouble)
                    if stop.unsaved is None:
                        resuming = words("resuming-never-saved", where=where.text, trouble=trouble)
                    else:
                        resuming = words("resuming-unsaved", where=where.text, trouble=trouble, unsaved=stop.unsaved)
                elif stop is None:  # no clean stop was recorded: a power cut, and the table hears that too
                    resuming = words("resuming-after-power-cut", where=where.text)
                else:
                    resuming = words("resuming", where=where.text)
            self.speaking.say(resuming, where.short)
            self.speaking.round = []  # what follows is the round's question, letter or subject
            timer_due = isinstance(session.prompt, AskTimer)
            for output in since:
                # An urgent line is a stale "Stop!", except before a timer that is due: there
                # it is the round's start (Scattergories' letter, rolled on the GO that starts it).
                if isinstance(output, Say) and output.fresh:
                    self.speaking.round = []
                if isinstance(output, Say) and (timer_due or not output.urgent):
                    self.speaking.say(output.line.text, output.line.short, long=output.line.long, again=output.line.again)
                elif isinstance(output, Gap):  # a list read again keeps its time to write
                    self.speaking.gap(output.seconds)
            self.round_timer.waits = timer_due
            self.round_timer.left = record.timer_left if timer_due and not damaged else None
            self.hints.in_full_next = True  # the table may have lost the thread: "Bob's bid?", not "Bob's?"
            return entry, session, journal
        return None
