"""An answer as the table heard it offered: the number with its unit, the option, yes or no.

The fallback for an answer a game has no words of its own for (engine/phases.py
`describe`): with the question before it, BACK still says what it took back
("Any challenge? No"). Which words fit which kind of question is decided here;
the words are the engine's messages (engine/messages/<language>.ftl).
"""

from __future__ import annotations

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber, Input, Prompt
from engine.words import Words

words = Words("engine")


def beyond_the_rules(prompt: AskNumber, value: int) -> bool:
    """Whether `value` is past what the game's rules allow: a house rule (AskNumber.house_rule_above)."""
    return prompt.house_rule_above is not None and value > prompt.house_rule_above


def number_said(prompt: AskNumber, value: int) -> str:
    """A number as said while stepping it and in an answer: seconds as a time ("2 minutes 30", shorter than
    "150 seconds"), anything else as its digits, and ", a house rule" past what the rules allow."""
    said = words("number-said", unit=prompt.unit, value=value)
    return said + words("house-rule") if beyond_the_rules(prompt, value) else said


def answer_given(prompt: Prompt, given: Input) -> str:
    """`given` as the answer to `prompt`, after the question's brief form; "" for an answer of its own kind
    (a phone's sheet or vote), which the game names."""
    if isinstance(prompt, AskNumber):
        return words("answer-given", question=prompt.question.brief, answer=number_said(prompt, given.value))
    if isinstance(prompt, AskChoice):
        label = next((option.label for option in prompt.options if option.value == given.value), str(given.value))
        return words("answer-given", question=prompt.question.brief, answer=label)
    if isinstance(prompt, AskConfirm):
        return words("answer-confirmed", question=prompt.question.brief, yes="yes" if given.value else "no")
    if isinstance(prompt, AskGo) and given.kind == "go":
        return prompt.action or prompt.question.brief
    return ""
