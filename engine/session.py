"""A game in progress: its settings, the inputs so far, and undo.

Undo is replay minus the last input. It only ever steps back over something a
player chose; dice, card draws, the buzzer and the moves the device makes for
its own players are facts of the game that a button must not be able to re-roll.
"""

from __future__ import annotations

from typing import Any, Generic, Mapping, Sequence, TypeVar

from engine import phrases
from engine.core import Game, IllegalInput, Input, Output, Prompt, Say, replay

S = TypeVar("S")


class CannotUndo(IllegalInput):
    """Undo refused; the message is meant to be spoken."""




class Session(Generic[S]):
    def __init__(self, game: Game[S], settings: Mapping[str, Any], inputs: Sequence[Input] = ()) -> None:
        self.game = game
        self.settings = dict(settings)
        self.inputs: list[Input] = []
        self.state: S = game.start(self.settings)
        for given in inputs:
            self.apply(given)

    @property
    def prompt(self) -> Prompt:
        return self.game.prompt(self.state)

    def apply(self, given: Input) -> list[Output]:
        """Apply one input; an IllegalInput leaves the session untouched."""
        self.state, outputs = self.game.apply(self.state, given)
        self.inputs.append(given)
        return outputs

    def check_undo(self) -> None:
        """Raise CannotUndo with a speakable reason if undo is not possible now."""
        if not self.inputs:
            raise CannotUndo(phrases.nothing_to_take_back())
        last = self.inputs[-1]
        if not last.by_player:
            raise CannotUndo(phrases.not_taken_back(last.kind))

    def undo(self) -> list[Output]:
        self.check_undo()
        self.inputs.pop()
        self.state = replay(self.game, self.settings, self.inputs)
        return [Say(phrases.taken_back())]
