"""Teaching (issue 38): a table that never played learns the game from the referee alone.

Why it is a setting and not a mode of the device: what the referee teaches
is part of the game's transcript, replayed after a power cut like every
other line, so it lives in the game's settings (`teach`) and its state
(`taught`, the rules already said). A game teaches a rule once a game, just
before the choice it governs, with `teach(state, key, text)`.

Setup asks first ("First game of Rapido? I will explain as we go.") when the
device offers teaching for the game (device/storage/teaching_record.py
decides when); the answer is the `teach` setting. A game's own setup
questions see it among the answers, so they can explain an option they
name when the table is being taught. The game in short (its opening) and
what the table needs in its hands are said with the first question after a
yes: a table asked to choose a race's length, a round's time or a scoring
bonus before it had heard what the game was stuck there (session 49), so
the opening comes before setup's choices, not after them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Protocol

from engine.core import AskConfirm, Line, Output, Say
from engine.seating import ORDER
from engine.setup import Question, SetupFlow
from engine.words import Words

words = Words("engine")

#: The setting (and setup answer) that turns teaching on.
TEACH = "teach"


class Taught(Protocol):
    """A game state that can be taught: its settings say whether, its `taught` list what was said."""

    settings: Any
    taught: list[str]


def teaching(state: Taught) -> bool:
    return bool(getattr(state.settings, TEACH, False))


def first_time(state: Taught, key: str) -> bool:
    """True once a game for each `key`, and only while teaching: the rule is marked as taught."""
    if not teaching(state) or key in state.taught:
        return False
    state.taught.append(key)
    return True


def teach(state: Taught, key: str, text: str | Line) -> list[Output]:
    """The rule `key` said once a game, before the choice it governs; nothing when not teaching or already said."""
    if not first_time(state, key):
        return []
    return [Say(text if isinstance(text, Line) else Line(text))]


def taught_first(state: Taught, key: str, text: str, line: Line) -> Line:
    """`line` with the rule `text` before it while teaching and the rule is not yet taught; a repeat of
    the question says it without the rule.

    A pure look, for a prompt (`_ask_`): a prompt is built again and again (to
    check an answer, to show it, to repeat it, to render ahead), so it must not
    mark anything; the block that takes the answer (`_on_`) marks the rule
    taught with `first_time(state, key)`.
    """
    if not teaching(state) or key in state.taught:
        return line
    return replace(line, text=f"{text} {line.text}", short=line.short or line.text)


def _told_first(question: Question, text: str) -> Question:
    """`question` with `text` said before it; a repeat of the question leaves it out."""
    asked = question.prompt.question
    told = replace(asked, text=f"{text} {asked.text}", short=asked.short or asked.text)
    return replace(question, prompt=replace(question.prompt, question=told))


@dataclass(frozen=True)
class TeachingSetup:
    """A game's setup with the teaching question first, when the device offers it.

    `opening` is the game in short (at most 30 s spoken) and `needs` what the
    table needs in its hands, both said with the game's first question after
    a yes; `offered` False leaves the game's setup as it was (teaching off).
    """

    flow: SetupFlow
    title: str
    needs: str = ""
    offered: bool = True
    opening: str = ""

    def next_question(self, answers: Mapping[str, Any]) -> Question | None:
        if self.offered and TEACH not in answers:
            return Question(TEACH, AskConfirm(words.line("first-game", title=self.title), True))
        question = self.flow.next_question(answers)
        if question is None or not answers.get(TEACH):
            return question
        told = [self.opening, self.needs] if set(answers) == {TEACH} else []
        if question.key == ORDER.format(0):  # the names offered: a new table did not know who is Red (issue 38)
            told.append(words("names-taught"))
        said = " ".join(part for part in told if part)
        return _told_first(question, said) if said else question

    def settings(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        settings = self.flow.settings(answers)
        if self.offered:
            settings[TEACH] = bool(answers.get(TEACH, False))
        return settings
