"""A game in progress: its settings, the inputs so far, and undo.

Undo is replay minus the last input. It only ever steps back over something a
player chose; dice, card draws, the buzzer and the moves the device makes for
its own players are facts of the game that a button must not be able to re-roll.

Why snapshots: replaying a whole long game for one undo took 129 ms at 2,000
inputs and grew with every input. States are values (``apply`` never changes
the state it is given), so the session can simply keep a reference to the
state after every ``SNAPSHOT_EVERY``-th input; undo then replays at most that
many inputs from the nearest one. The inputs stay the source of truth: a
snapshot is only ever a state that replay itself produced, the journal still
holds inputs only, and resume still replays from the start.
"""

from __future__ import annotations

from typing import Any, Final, Generic, Mapping, Sequence, TypeVar

from engine.core import Game, IllegalInput, Input, Line, Output, Prompt, Say, replay_from
from engine.words import Words

words = Words("engine")

S = TypeVar("S")

#: Inputs between kept states. Undo replays fewer than this many inputs (a
#: few milliseconds), and a 2,000-input game keeps about 60 states, most of
#: whose contents are shared strings: a few hundred KiB at worst.
SNAPSHOT_EVERY: Final = 32


def taken_back(what: str = "") -> Line:
    """BACK's answer, with what it took back in the game's words: "Taken back: Red's bid of 7."."""
    if not what:
        return words.line("taken-back")
    return words.line("taken-back-what", what=what if what.endswith((".", "?", "!")) else f"{what}.")


class CannotUndo(IllegalInput):
    """Undo refused; the message is meant to be spoken."""


class Session(Generic[S]):
    def __init__(self, game: Game[S], settings: Mapping[str, Any], inputs: Sequence[Input] = ()) -> None:
        self.game = game
        self.settings = dict(settings)
        self.inputs: list[Input] = []
        self.state: S = game.start(self.settings)
        # Input count -> the state after that many inputs; 0 is the start.
        self._snapshots: dict[int, S] = {0: self.state}
        self.inputs = list(inputs)
        self.state = replay_from(game, self.state, self.inputs, self._keep_snapshot)

    @property
    def prompt(self) -> Prompt:
        return self.game.prompt(self.state)

    def apply(self, given: Input) -> list[Output]:
        """Apply one input; an IllegalInput leaves the session untouched."""
        self.state, outputs = self.game.apply(self.state, given)
        self.inputs.append(given)
        if len(self.inputs) % SNAPSHOT_EVERY == 0:
            self._snapshots[len(self.inputs)] = self.state
        return outputs

    def _keep_snapshot(self, count: int, state: S) -> None:
        """During a replay: keep a copy of every SNAPSHOT_EVERY-th state (replay changes its own in place)."""
        if count % SNAPSHOT_EVERY == 0:
            copy_state = getattr(self.game, "copy", None)
            self._snapshots[count] = copy_state(state) if copy_state is not None else state

    def check_undo(self) -> None:
        """Raise CannotUndo with a speakable reason if undo is not possible now."""
        if not self.inputs:
            raise CannotUndo(words("nothing-to-take-back"))
        last = self.inputs[-1]
        if not last.by_player:
            raise CannotUndo(words("not-taken-back", kind=last.kind))

    def undo(self) -> list[Output]:
        """Take back the last answer and say which: the state is back at its question again."""
        self.check_undo()
        taken = self.inputs.pop()
        self.state = self._replay_from_snapshot()
        describe = getattr(self.game, "describe", None)
        return [Say(taken_back(describe(self.state, taken) if describe is not None else ""))]

    def _replay_from_snapshot(self) -> S:
        """The state after ``self.inputs``: the nearest kept state, then the few inputs after it.

        Equal to ``replay(game, settings, inputs)`` because every snapshot is a
        state that replay of the same inputs produced; snapshots past the end
        (inputs taken back) are dropped first.
        """
        count = len(self.inputs)
        for stale in [n for n in self._snapshots if n > count]:
            del self._snapshots[stale]
        base = max(self._snapshots)
        return replay_from(self.game, self._snapshots[base], self.inputs[base:])
