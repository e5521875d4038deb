"""The transcript: what the device would say and play, as plain text lines.

The demo prints it, golden playthroughs compare it, and `referee replay`
shows it, so there is exactly one way a game is written down.

Line shapes: a spoken line as it is; `? question` for a player prompt being
asked; `> answer` for the input that answered it (`> Blue's choice: roll again` for a
move the device made for its own player); `[cue]` for a sound;
`[timer 30 s]` for a countdown starting; `[gap 3 s]` for a silence that does
not hold up play (a `Gap`: time to write down what was just read).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from engine.core import (
    AskAnswers,
    AskChance,
    AskChoice,
    AskConfirm,
    AskGo,
    AskNumber,
    AskTimer,
    AskVirtual,
    AskVotes,
    Cue,
    Game,
    Gap,
    Input,
    Output,
    Prompt,
    Say,
)


def output_lines(outputs: Iterable[Output]) -> list[str]:
    lines = []
    for output in outputs:
        if isinstance(output, Say):
            lines.append(output.line.text)
        elif isinstance(output, Cue):
            lines.append(f"[{output.name}]")
        elif isinstance(output, Gap):
            lines.append(gap_line(output.seconds))
    return lines


def gap_line(seconds: float) -> str:
    """A silence in the transcript, which the device prints as the engine's transcript does."""
    return f"[gap {seconds:g} s]"


def prompt_line(prompt: Prompt) -> str | None:
    if isinstance(prompt, (AskNumber, AskChoice, AskConfirm, AskGo)):
        return "? " + prompt.question.text
    if isinstance(prompt, AskTimer):
        return f"[timer {prompt.seconds} s]"
    return None


def input_line(prompt: Prompt, given: Input) -> str:
    if isinstance(prompt, (AskAnswers, AskVotes)) and given.kind in ("answers", "vote"):
        names = {option.value: option.label for option in prompt.waiting}
        name = names.get(given.value["seat"], given.value["seat"])
        if given.kind == "vote":
            return f"> {name} votes {'valid' if given.value['valid'] else 'invalid'}"
        return f"> {name}'s answers: " + " | ".join(given.value["answers"])
    if isinstance(prompt, AskChoice):
        labels = {option.value: option.label for option in prompt.options}
        return f"> {labels.get(given.value, given.value)}"
    if isinstance(prompt, AskConfirm):
        return "> yes" if given.value else "> no"
    if isinstance(prompt, AskGo):
        return "> GO"
    if isinstance(prompt, AskTimer):
        return "> time is up"
    if isinstance(prompt, AskVirtual):
        labels = {option.value: option.label for option in prompt.options}
        return f"> {prompt.what}: {labels.get(given.value, given.value)}"
    if isinstance(prompt, AskChance):
        value = given.value
        shown = ", ".join(map(str, value)) if isinstance(value, tuple) else str(value)
        return f"> {prompt.what}: {shown}"
    return f"> {given.value}"


def offered(prompt: Prompt) -> str:
    """What a prompt offered, as one line: the legal answers, as OpenSpiel's playthroughs list them.

    Golden files keep one such line per input, so a change in what a player
    may choose (not only in what is said) shows up in review.
    """
    if isinstance(prompt, AskNumber):
        return f"number {prompt.low}..{prompt.high} by {prompt.step}, default {prompt.default}"
    if isinstance(prompt, (AskChoice, AskVirtual)):
        labels = [f"{option.value}={option.label}" for option in prompt.options]
        main = getattr(prompt, "main_option", "")
        return "choice " + " | ".join(labels) + (f"; main {main}" if main else "")
    if isinstance(prompt, AskConfirm):
        return f"yes/no, default {'yes' if prompt.default else 'no'}"
    if isinstance(prompt, (AskAnswers, AskVotes)):
        seats = " | ".join(f"{option.value}={option.label}" for option in prompt.waiting)
        what = f"answers, {len(prompt.categories)} each," if isinstance(prompt, AskAnswers) else "votes"
        return f"{what} from {seats}; go: {prompt.action}"
    if isinstance(prompt, AskGo):
        return f"go: {prompt.action}" if prompt.action else "go"
    if isinstance(prompt, AskTimer):
        marks = ", ".join(str(call.remaining) for call in prompt.calls)
        parts = f"; {len(prompt.parts)} parts, one at a time" if prompt.parts else ""
        return f"timer {prompt.seconds} s" + (f", calls at {marks}" if marks else "") + parts
    if isinstance(prompt, AskChance):
        return f"chance {prompt.kind} of {len(prompt.outcomes)}"
    return "nothing"


def step_lines(prompt: Prompt, given: Input, outputs: Iterable[Output]) -> list[str]:
    """One step of a transcript: the question asked (if any), the answer, what followed."""
    asked = prompt_line(prompt)
    return ([asked] if asked else []) + [input_line(prompt, given)] + output_lines(outputs)


def playthrough(game: Game[Any], settings: Mapping[str, Any], inputs: Sequence[Input]) -> list[str]:
    """The whole transcript of a game replayed from its settings and inputs."""
    state = game.start(settings)
    lines: list[str] = []
    for given in inputs:
        prompt = game.prompt(state)
        state, outputs = game.apply(state, given)
        lines += step_lines(prompt, given, outputs)
    return lines


def offers(game: Game[Any], settings: Mapping[str, Any], inputs: Sequence[Input]) -> list[str]:
    """What each prompt of a replayed game offered, one line per input."""
    state = game.start(settings)
    lines = []
    for given in inputs:
        prompt = game.prompt(state)
        lines.append(offered(prompt))
        state, _ = game.apply(state, given)
    return lines
