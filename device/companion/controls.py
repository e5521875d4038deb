"""The referee's prompts as controls for a page, and a page's answers back as checked events.

A prompt becomes plain data the page draws (a number stepper, choice buttons,
yes and no, the main action); what a phone sends back is checked here as
strictly as a press is, and refused with words a player understands (in the
language being spoken: device/companion/messages/). The
answer that passes is tagged with the number of the question it answers, so
the referee drops it if the question has moved on meanwhile.
"""

from __future__ import annotations

from typing import Any, Mapping

from device.input.gestures import Command
from device.referee.messages import FrontAnswer
from engine.words import Words
from engine.seating import MOST_NAMES, NamesProblem, names_problem, tidy_name
from engine.core import (
    AskAnswers,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskVotes,
    IllegalInput,
    Input,
    Prompt,
    answers,
    asked_in_full,
    check_input,
    choice,
    confirm,
    go,
    number,
    vote,
)

words = Words("device.companion")

# Answers each player gives on their own phone: several may answer one question, each for their seat.
BY_SEAT = ("answers", "vote")

LONGEST_NAME = 20  # characters: a name must stay short to say and to show

# What a phone may ask besides answering, by the name the page sends.
COMMANDS = {"undo": Command.UNDO, "repeat": Command.REPEAT, "pause": Command.PAUSE, "fairness": Command.FAIRNESS}


class Refusal(Exception):
    """An answer the page must not send: the message is shown on the phone as it is."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def drawn(prompt: Prompt, offered: str) -> dict[str, Any] | None:
    """A player prompt as controls; None for anything else (chance, the timer, the device's own seats)."""
    question = getattr(prompt, "question", None)
    base: dict[str, Any] = {"question": question.text if question is not None else "", "offered": offered}
    if isinstance(prompt, AskNumber):  # shown alone: "Bob's bid?", not "Bob's?"
        base["question"] = asked_in_full(prompt).text
        unit = words("seconds-unit") if prompt.unit == "seconds" else prompt.unit  # the one unit not in a game's words
        return {
            **base,
            "kind": "number",
            "low": prompt.low,
            "high": prompt.high,
            "default": prompt.default,
            "step": prompt.step,
            "unit": unit,
        }
    if isinstance(prompt, AskChoice):
        options = [{"value": option.value, "label": option.label} for option in prompt.options]
        return {**base, "kind": "choice", "options": options, "default": prompt.default, "main": prompt.main_option}
    if isinstance(prompt, AskConfirm):
        return {**base, "kind": "confirm", "default": prompt.default}
    if isinstance(prompt, AskAnswers):
        return {
            **base,
            "kind": "answers",
            "action": prompt.action,
            "letter": prompt.letter,
            "categories": list(prompt.categories),
            "waiting": _seats(prompt.waiting),
            "longest": prompt.longest,
        }
    if isinstance(prompt, AskVotes):
        return {
            **base,
            "kind": "vote",
            "action": prompt.action,
            "challenged": prompt.challenged.label,
            "category": prompt.category,
            "answer": prompt.answer,
            "waiting": _seats(prompt.waiting),
        }
    if isinstance(prompt, AskGo):
        return {**base, "kind": "go", "action": prompt.action}
    return None


def _seats(waiting: Any) -> list[dict[str, str]]:
    return [{"value": option.value, "label": option.label} for option in waiting]


def read_answer(body: Any, prompt: Prompt | None, question: int, *, timer: bool, since: int | None = None) -> FrontAnswer:
    """A phone's request as a tagged event for the referee's queue, or a Refusal saying why not.

    `prompt` is the question on offer (None once answered), `question` its
    number, `timer` whether a round timer is running or paused, `since` the
    number of the first question of the typed answers or votes being collected
    (an answer tagged before it was meant for another collection).
    """
    if not isinstance(body, Mapping):
        raise Refusal(words("unreadable"))
    tagged = body.get("question")
    if not isinstance(tagged, int) or isinstance(tagged, bool):
        raise Refusal(words("no-question"))
    command = body.get("command")
    if command is not None:
        return FrontAnswer(_command(command, tagged, prompt, question, timer=timer), tagged)
    kind = body.get("kind")
    first = 0 if since is None else since
    if kind in BY_SEAT and isinstance(prompt, (AskAnswers, AskVotes)) and first <= tagged <= question:
        # Each player answers for their own seat, so another phone's answer moving the
        # question on does not make this one late: it is checked against the question now.
        return FrontAnswer(_by_seat(prompt, kind, body.get("value")), question)
    if prompt is None or tagged != question:
        raise Refusal(words("moved-on"), 409)
    return FrontAnswer(_input(prompt, kind, body.get("value")), tagged)


def _command(name: Any, tagged: int, prompt: Prompt | None, question: int, *, timer: bool) -> Command:
    if name not in COMMANDS:
        raise Refusal(words("unknown-request"))
    if tagged != question:
        raise Refusal(words("moved-on"), 409)
    if name == "pause":
        if not timer:
            raise Refusal(words("no-timer"), 409)
    elif prompt is None or timer:
        raise Refusal(words("wait-for-the-question"), 409)
    return COMMANDS[name]


def _by_seat(prompt: AskAnswers | AskVotes, kind: Any, value: Any) -> Input:
    """A player's typed answers or vote, for their seat, checked as the game checks them."""
    if not isinstance(value, Mapping) or not isinstance(value.get("seat"), str):
        raise Refusal(words("choose-who"))
    seat = value["seat"]
    if seat not in {option.value for option in prompt.waiting}:
        raise Refusal(words("answer-is-in"), 409)
    if isinstance(prompt, AskAnswers):
        if kind != "answers":
            raise Refusal(words("send-the-answers"))
        texts = value.get("answers")
        if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
            raise Refusal(words("unreadable"))
        if len(texts) != len(prompt.categories):
            raise Refusal(words("one-answer-each", categories=len(prompt.categories)))
        if any(len(text) > prompt.longest for text in texts):
            raise Refusal(words("answer-too-long", longest=prompt.longest))
        given = answers(seat, texts)
    else:
        if kind != "vote" or not isinstance(value.get("valid"), bool):
            raise Refusal(words("valid-or-not"))
        given = vote(seat, value["valid"])
    try:
        check_input(prompt, given)
    except IllegalInput:
        raise Refusal(words("cannot-take-it"), 409) from None
    return given


def _input(prompt: Prompt, kind: Any, value: Any) -> Input:
    if isinstance(prompt, AskNumber):
        if kind != "number" or isinstance(value, bool) or not isinstance(value, int):
            raise Refusal(words("whole-number", low=prompt.low, high=prompt.high))
        if not prompt.low <= value <= prompt.high:
            raise Refusal(words("not-allowed", value=value, low=prompt.low, high=prompt.high))
        return number(value)
    if isinstance(prompt, AskChoice):
        if kind != "choice" or value not in {option.value for option in prompt.options}:
            raise Refusal(words("not-a-choice"))
        return choice(value)
    if isinstance(prompt, AskConfirm):
        if kind != "confirm" or not isinstance(value, bool):
            raise Refusal(words("yes-or-no"))
        return confirm(value)
    if isinstance(prompt, AskGo):
        if kind != "go":
            raise Refusal(words("main-action-only"))
        return go()
    raise Refusal(words("nothing-asked"), 409)


def read_names(body: Any) -> tuple[str, ...]:
    """Names typed on a phone, in seat order, checked: 1 to 8, different, short, plain text."""
    names = body.get("names") if isinstance(body, Mapping) else None
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise Refusal(words("unreadable"))
    cleaned = tuple(tidy_name(name) for name in names)
    cleaned = tuple(name for name in cleaned if name)
    problem = names_problem(cleaned)
    if problem in (NamesProblem.NONE, NamesProblem.TOO_MANY):
        raise Refusal(words("how-many-names", most=MOST_NAMES))
    if any(len(name) > LONGEST_NAME or not name.isprintable() for name in cleaned):
        raise Refusal(words("name-too-long", longest=LONGEST_NAME))
    if problem is NamesProblem.REPEATED:
        raise Refusal(words("different-names"))
    return cleaned
