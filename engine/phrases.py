"""Words every game shares, in English.

Every sentence the referee speaks comes from a phrase function: this module
for what all games say alike, one `phrases.py` per game for the rest, and
device/phrases.py for the device's own lines. A second language is a second
set of these modules (docs/architecture.md says why plain modules and not
gettext catalogues). Functions take the values and return the words, so
plurals and number words are handled where the language is known.
"""

from __future__ import annotations

from typing import Sequence

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber, Input, Line, Prompt


def count(number: int, noun: str, plural: str = "") -> str:
    """'1 word', '3 words', '2 steps'; an irregular plural is given."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def spoken_list(words: Sequence[str]) -> str:
    """'Red', 'Red and Blue', 'Red, Blue and Green'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def duration(seconds: int) -> str:
    """'30 seconds', '1 minute', '2 minutes 30'.

    Past a minute the seconds go without their noun, as people say a time
    aloud: shorter to hear while stepping a value, and never ambiguous, since
    the minutes come first.
    """
    minutes, rest = divmod(seconds, 60)
    if not minutes:
        return count(rest, "second")
    return f"{count(minutes, 'minute')} {rest}" if rest else count(minutes, "minute")


def seat_order(names: Sequence[str]) -> Line:
    """The seats in order, as one yes/no: one OK accepts them (engine/seating.py)."""
    order = ", ".join(names)
    return Line(f"Clockwise: {order}. Is that the order round the table?", f"Clockwise: {order}?")


def name_this_seat(after: str | None) -> Line:
    """Picking the names again, one seat after another; `after` is the name of the seat before."""
    if after is None:
        return Line("Name the seats going clockwise, starting anywhere. The first?", "First seat?")
    return Line(f"Who sits next after {after}, clockwise?", f"After {after}?")


# each_in_turn moved to engine/in_turn.py (its words: the engine's message each-in-turn); kept here for the
# game phrase modules that import it until they move too (issue 42).
from engine.in_turn import each_in_turn as each_in_turn  # noqa: E402


def time_left(seconds: int) -> Line:
    return Line(f"{duration(seconds)} left.", duration(seconds))


def stop(then: str) -> Line:
    """Time is up: the buzzer has said "stop", so the words say only what the table does now ("Pencils down!")."""
    return Line(then)


def reshuffled(cards: str) -> Line:
    """A pile used up and shuffled back in: 'Every question card has been played; ...'."""
    return Line(f"Every {cards} has been played; shuffling them back in.", f"{cards.capitalize()}s reshuffled.")


def needs_seats(game: str, low: int, high: int, given: int, who: str = "players") -> str:
    return f"{game} needs {low} to {high} {who}, not {given}."


#: The seat names offered when the config names none: colours, which every table can tell apart.
SEAT_NAMES: tuple[str, ...] = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange", "White", "Black")


def how_many(who: str = "players") -> Line:
    """Setup's first question: "How many players?" (a game may seat teams too: "players or teams")."""
    return Line(f"How many {who}?", f"{who.capitalize()}?")


def unknown_language(language: str, known: Sequence[str]) -> str:
    return f"The language {language!r} is not one I speak; I speak {spoken_list([repr(code) for code in known])}."


def different_names(who: str = "player") -> str:
    return f"Every {who} needs a different name."


def incomplete_settings(game: str, error: Exception) -> str:
    return f"{game} settings are incomplete: {error}"


def taken_back(what: str = "") -> Line:
    """BACK's answer, with what it took back in the game's words: 'Taken back: Red's bid of 7.'"""
    if not what:
        return Line("Taken back.", "Back.")
    end = "" if what.endswith((".", "?", "!")) else "."
    return Line(f"Taken back: {what}{end}")


#: Said after a value beyond what the game's rules allow (AskNumber.house_rule_above).
HOUSE_RULE = ", a house rule"


def beyond_the_rules(prompt: AskNumber, value: int) -> bool:
    return prompt.house_rule_above is not None and value > prompt.house_rule_above


def answer_given(prompt: Prompt, given: Input) -> str:
    """An answer as the table heard it offered: the number with its unit, the option, yes or no.

    The fallback for an answer a game has no words of its own for: with the
    question before it, it still says what was taken back ("Any challenge? No").
    """
    if isinstance(prompt, AskNumber):
        shown = duration(given.value) if prompt.unit == "seconds" else str(given.value)
        shown += HOUSE_RULE if beyond_the_rules(prompt, given.value) else ""
        return f"{prompt.question.brief} {shown}"
    if isinstance(prompt, AskChoice):
        label = next((option.label for option in prompt.options if option.value == given.value), str(given.value))
        return f"{prompt.question.brief} {label}"
    if isinstance(prompt, AskConfirm):
        return f"{prompt.question.brief} {'Yes' if given.value else 'No'}"
    if isinstance(prompt, AskGo) and given.kind == "go":
        return prompt.action or prompt.question.brief
    return ""  # an answer of its own kind (a phone's sheet or vote): the game names it


def nothing_to_take_back() -> str:
    return "There is nothing to take back yet."


def not_taken_back(kind: str) -> str:
    """Why undo stops here, by the kind of the last input: chance, the buzzer, or the device's own move."""
    return {
        "chance": "That was decided by chance, and chance is not taken back.",
        "timer": "The timer has already run out, so that cannot be taken back.",
        "virtual": "I made that move for my own player, and my moves are not taken back.",
    }[kind]


def name_pieces(name: str) -> list[str]:
    """The runs a seat's name is said in, rendered ahead as pieces of longer lines."""
    return [name, f"Team {name}", f"{name}'s"]


# ---------------------------------------------------------------- how fair were the dice (engine/fairness.py)

_FACES_BY_NUMBER = {1: "Ones", 2: "Twos", 3: "Threes", 4: "Fours", 5: "Fives", 6: "Sixes", 7: "Sevens", 8: "Eights", 9: "Nines"}


def die_face(face: str, shape: str) -> str:
    """A face as the table calls it, in the plural of a count: 'Sixes', 'Crosses', 'The letter W'.

    `shape` (engine/fairness.py `face_shape`): "number", "cross" (the X of a
    die of numbers) or "other".
    """
    if shape == "number":
        return _FACES_BY_NUMBER.get(int(face), f"The {face}s")
    if shape == "cross":
        return "Crosses"
    return f"The letter {face}" if face.isalpha() and len(face) == 1 else f"The face {face}"


def on_die(named: str, mark: str | None) -> str:
    """A face two dice share, with its die named by a face only that die has: 'Ones on the die with the 7'."""
    return f"{named} on the die with the {mark}" if mark else f"{named} on one die"


def dice_fit(named: str, came: int, rolls: int, expected: int, unusual: bool) -> str:
    """The answer to 'how fair were the dice?': the face that strays most, then the test's verdict."""
    verdict = "Unusual for fair dice." if unusual else "Nothing unusual."
    return f"{named}: {came} of {count(rolls, 'roll')}; fair dice give about {expected}. {verdict}"


def too_few_rolls(rolls: int, needed: int) -> str:
    """Before a die has enough rolls for the test: how many there are, and how many it takes."""
    return f"Only {count(rolls, 'roll')} so far: too few to judge the dice. It takes about {needed}."


NO_ROLLS_YET = "No dice have been rolled yet in this game."


# ---------------------------------------------------------------- how text is folded
# A set, never said: the marked letters this language keeps as letters of their own when
# accents are folded for comparison (engine/text.py). None in English: "Éclair" is on E,
# and "jalapeño" and "jalapeno" are one answer.
OWN_LETTERS: frozenset[str] = frozenset()


# Said before the names offered, when taught (engine/teaching.py): a new table did not know who is Red (issue 38).
NAMES_TAUGHT = "These names are yours for the game, one each, starting with whoever holds me."


def first_game(title: str) -> Line:
    """Setup's first question when the device offers teaching (engine/teaching.py)."""
    return Line(
        f"First game of {title}? I will explain as we go.",
        rule="Yes: I explain each rule the first time it matters. No: I only referee.",
        purpose="Teaching on or off for this game; then the game's own questions follow.",
    )
