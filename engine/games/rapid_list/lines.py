"""Rapid List's lines that are built from several messages or from the state: which message, with which values.

The words are in messages/<language>.ftl (docs/dev/words.md), and what a
language is that is not a sentence in messages/<language>.toml; this module
only picks the messages and gives them their values: the cubes grouped by
space, the spaces of the track as runs, the bids in reading order. A line
of one message is asked for where it is said (rules.py, setup_flow.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable, Sequence

from engine import language
from engine.core import Line
from engine.in_turn import each_in_turn
from engine.words import Words, facts

ROOM = "engine.games.rapid_list"
words = Words("engine.games.rapid_list")


def _facts() -> dict[str, Any]:
    return facts(ROOM, language.current()) or facts(ROOM, language.ENGLISH)


def _sentences(*parts: str) -> str:
    """Sentences said one after another, one space between; an empty one is left out."""
    return " ".join(part.strip() for part in parts if part.strip())


def _sentence(text: str) -> str:
    """A card's question read as a sentence: one full stop at its end."""
    return text.rstrip(".") + "."


# ---------------------------------------------------------------- the track and its spaces


def _place(space: int, finish: int) -> dict[str, Any]:
    """A space as the messages say it: `place` (start, finish, beyond or space), the space, how far beyond Finish."""
    place = "start" if space == 0 else "finish" if space == finish else "beyond" if space > finish else "space"
    return {"place": place, "space": space, "beyond": max(space - finish, 0)}


def where(space: int, finish: int) -> str:
    """Where a cube stands, for the standings: 'at Start', 'on 7', 'on Finish', '2 beyond Finish'."""
    return words("where", **_place(space, finish))


def _stacks(places: Iterable[tuple[str, int]]) -> list[tuple[int, list[str]]]:
    """Cubes grouped by space, in the order given (from the front, the top cube first on a space)."""
    stacks: list[tuple[int, list[str]]] = []
    for name, space in places:
        if stacks and stacks[-1][0] == space:
            stacks[-1][1].append(name)
        else:
            stacks.append((space, [name]))
    return stacks


def _stack(space: int, names: Sequence[str], finish: int, to_go: bool) -> str:
    """One space and its cubes: 'Blue on 9, 4 to go', 'Blue and Red on 5, Blue on top'."""
    left = finish - space if to_go and space < finish else 0
    here = _place(space, finish)
    return words("stack", cubes=len(names), names=list(names), top=names[0], where=where(space, finish), left=left, **here)


def _positions(places: Iterable[tuple[str, int]], finish: int, to_go: bool = True) -> str:
    """Every space with cubes on it, from the front, one sentence each."""
    return ". ".join(_stack(space, names, finish, to_go) for space, names in _stacks(places))


def team_name(name: str) -> str:
    """How a team is addressed aloud: 'Team Red', unless the name already says team."""
    if name.lower().startswith(tuple(_facts()["teams"]["named_as_team"])):
        return name
    return words("team-name", name=name)


def custom_track_label(spaces: int, challenges: int) -> str:
    """The config's own track, offered first in setup."""
    return words("custom-track", spaces=spaces, challenges=challenges)


#: The named layouts as setup offers them, by track id.
TRACK_LABELS: dict[str, str] = {
    "standard": "track-standard",
    "short": "track-short",
    "early-challenge": "track-early-challenge",
    "zigzag": "track-zigzag",
    "long": "track-long",
}


def track_label(track: str) -> str:
    return words(TRACK_LABELS[track])


# ---------------------------------------------------------------- before the first round


def line_up(places: Sequence[tuple[str, int]], finish: int) -> Line:
    """Said once before round 1, after the cubes are placed; `places` runs from the front, top cube first."""
    if all(space == 0 for _, space in places):
        return words.line("line-up-on-start", names=[name for name, _ in places])
    return words.line("line-up-head-starts", positions=_positions(places, finish), brief=_positions(places, finish, to_go=False))


# ---------------------------------------------------------------- teaching


def _runs(spaces: Sequence[int]) -> list[str]:
    """Spaces as heard: '9 to 12', '5' and '10 to 12', '4', '7', '10' and '12' (said as a list)."""
    runs: list[list[int]] = []
    for space in spaces:
        if runs and runs[-1][-1] == space - 1:
            runs[-1].append(space)
        else:
            runs.append([space])
    heard: list[str] = []
    for run in runs:
        if len(run) > 2:
            heard.append(words("run-of-spaces", first=run[0], last=run[-1]))
        else:
            heard += [words("one-space", space=space) for space in run]
    return heard


def track_taught(finish: int, challenge_spaces: Sequence[int]) -> Line:
    """After the opening: the track to draw on the spare sheet, with Finish's number and the challenge spaces."""
    return words.line("track-taught", last=finish - 1, finish=finish, spaces=_runs(challenge_spaces), count=len(challenge_spaces))


def short_taught(names: Sequence[str]) -> Line:
    """The first list that falls short, when teaching: what it costs."""
    return words.line("short-taught", names=list(names), count=len(names))


# ---------------------------------------------------------------- the start of a round


def tokens_left(doublers: Sequence[str] | None, vetoes: Sequence[str] | None, seats: int) -> Line | None:
    """Who still holds a doubler or a veto; None for a variant not played. Nothing to say, None."""
    said: list[Line] = []
    for everyone, held, holders in (
        ("doubler-everyone", "doubler-held", doublers),
        ("veto-everyone", "veto-held", vetoes),
    ):
        if holders is None:
            continue
        if len(holders) == seats:
            said.append(words.line(everyone))
        elif holders:
            said.append(words.line(held, names=list(holders), count=len(holders)))
    if not said:
        return None
    return Line(_sentences(*(line.text for line in said)), _sentences(*(line.short for line in said)))


def after_colon(instruction: str) -> str:
    """A challenge's text as written after a colon: lowered where the language writes it so (es.toml)."""
    if not _facts()["challenge"]["lower_after_colon"]:
        return instruction
    for index, char in enumerate(instruction):
        if char.isalpha():
            return instruction[:index] + char.lower() + instruction[index + 1 :]
    return instruction


def challenge(names: Sequence[str], instruction: str, why: str = "") -> Line:
    """The challenge drawn; `why` (the first time, when teaching) says why these players take it."""
    line = words.line("challenge", names=list(names), challenge=after_colon(instruction))
    return replace(line, text=_sentences(why, line.text))


def challenged_because(names: Sequence[str], drop_anchor: bool) -> str:
    """Why these players take the challenge, said before the first one when teaching."""
    return words("challenged-standing" if drop_anchor else "challenged-leading", names=list(names), count=len(names))


def challenge_swapped(names: Sequence[str], instruction: str, told: bool = False) -> Line:
    """The challenge drawn clashed with the question: one line for its replacement. `told`: the table
    already heard that the challenge does not suit (a picked question or a veto made the clash)."""
    line = words.line("challenge-swapped", names=list(names), challenge=after_colon(instruction))
    why = "" if told else words("challenge-does-not-suit")
    return replace(line, text=_sentences(why, line.text))


def challenge_cue(names: Sequence[str], says: str = "write") -> Line:
    """The call at the challenge's mark (`cue_after`), saying what its card promised (`cue`)."""
    return words.line("challenge-cue", names=list(names), call=says)


def challenge_reminder(names: Sequence[str], instruction: str) -> Line:
    """The round's challenge again, just before the lists are read and judged by it."""
    return words.line("challenge-reminder", names=list(names), challenge=after_colon(instruction))


# ---------------------------------------------------------------- the question


def _dice(no_dice: bool) -> str:
    return "without" if no_dice else "with"


def reader_up(name: str, no_dice: bool = False) -> Line:
    """The reader's turn to start the round; the front end adds how, in the round's own words (`round_action`)."""
    return replace(words.line("reader-up", name=name, dice=_dice(no_dice)), rule=words("round-rule"))


def round_action(round_number: int, no_dice: bool) -> str:
    return words("round-action", round=round_number, dice=_dice(no_dice))


def reader_taught(no_dice: bool) -> str:
    """The reader's rule, and (with the die) whose die rolls, before the first round's start."""
    return _sentences(words("reader-taught"), "" if no_dice else words("own-die-taught"))


def question(text: str) -> Line:
    """A question from a card, read as a sentence; its short form is the card's own text."""
    return Line(_sentence(text), text)


def numbered_question(face: int, text: str) -> Line:
    """One of the card's six questions, read out (no dice) and offered as an option."""
    return words.line("numbered-question", number=face, question=_sentence(text))


# ---------------------------------------------------------------- the doubler and the veto


def declare_question(doubling: bool, vetoing: bool) -> Line:
    """What the declare step asks, by what may still be declared; starting the clock is the front end's to offer."""
    asks = "both" if doubling and vetoing else "doubling" if doubling else "vetoing" if vetoing else "none"
    rules = ([words("doubler-rule")] if doubling else []) + ([words("veto-rule")] if vetoing else [])
    return Line(words("declare", asks=asks), rule=" ".join(rules), purpose=words("declare-purpose"))


def doubler_back(names: Sequence[str]) -> Line:
    return words.line("doubler-back", names=list(names), count=len(names))


# ---------------------------------------------------------------- the bids and the reading


def your_bid(name: str, first: bool = True, high: int | None = None) -> Line:
    """The reader's is asked in full, the others by name ("Bob's?"); a challenge that caps the bid (`high`)
    is said with the question, always in full."""
    if high is not None:
        line = words.line("bid-capped", name=name, high=high)
    else:
        line = each_in_turn(name, words.line("your-bid", name=name), first)
    return replace(line, rule=words("bid-rule"), purpose=words("bid-purpose"))


def read_in_order(
    bids: Sequence[tuple[str, int, bool]], first_round: bool = True, reminder: Line | None = None, taught: bool = False
) -> Line:
    """The reading order with each bid (a doubler says so), any challenge to mind, then one question
    once everyone has read, answered "Yes" or with whose list fell short.

    The bids are said in the first round; after it the names alone; the long form (a resume) says them
    all. `taught` (the first verdict of a taught game) says the question waits for the reading.
    """
    order = [words("bid-in-order", name=name, bid=bid, doubled=_yes(doubled)) for name, bid, doubled in bids]
    mind, mind_short = (reminder.text, reminder.brief) if reminder else ("", "")
    reached = words("all-reached")
    explained: dict[str, Any] = {"rule": words("valid-rule"), "purpose": words("read-purpose")}
    if first_round:
        said = words.line("read-in-order", order=order)
        asked = words("then-tell-me") if taught else reached
        return Line(_sentences(said.text, mind, asked), _sentences(said.short, mind_short, reached), **explained)
    names = [words("name-in-order", name=name, doubled=_yes(doubled)) for name, _, doubled in bids]
    said = words.line("read-names-in-order", names=names, order=order)
    return Line(_sentences(said.text, mind, reached), long=_sentences(said.long, mind, reached), **explained)


def _yes(said: bool) -> str:
    return "yes" if said else "no"


def read_your_list(name: str, bid: int, doubled: bool) -> Line:
    """Asks whether the list reached its bid, as the question for all lists does."""
    line = words.line("read-your-list", name=name, bid=bid, doubled=_yes(doubled))
    return replace(line, rule=words("valid-rule"), purpose=words("list-purpose"))


# ---------------------------------------------------------------- standings and the end


def round_standings(places: Sequence[tuple[str, int]], finish: int) -> Line:
    """After every round: each cube and its space, from the front, and how far the front has to go.

    One sentence with light pauses: the others' distances are hold GO's to say
    (four of them took 9 s a round).
    """
    stacks = _stacks(places)
    front = _stack(*stacks[0], finish, to_go=True)
    rest = ", ".join(_stack(space, names, finish, to_go=False) for space, names in stacks[1:])
    return Line(f"{front}; {rest}." if rest else f"{front}.", f"{_positions(places, finish, to_go=False)}.")


def standings(places: Sequence[tuple[str, int]], finish: int, tokens: Line | None = None) -> Line:
    """Every cube from the front with its distance to Finish, then (in the report) who still holds a token."""
    line = words.line("standings", positions=_positions(places, finish), brief=_positions(places, finish, to_go=False))
    if tokens is None:
        return line
    return Line(_sentences(line.text, tokens.text), _sentences(line.short, tokens.brief))


def winners(names: Sequence[str], why: str = "") -> Line:
    """The result; `why` explains a tie-break when several cubes finished, so nobody feels robbed."""
    if why:
        return words.line("winners-because", names=list(names), count=len(names), why=why)
    return words.line("winners", names=list(names), count=len(names))


def reading_now(round_number: int, reader: str, asked: str = "", bids: Sequence[tuple[str, int]] = ()) -> Line:
    """Where the round stands; once the question is known, the question too, and the bids entered so far.
    `reader` is "" when the question that follows names the reader ("Blue asks.")."""
    if not reader:
        return words.line("round-now", round=round_number)
    if not asked:
        return words.line("round-now-asking", round=round_number, reader=reader)
    line = words.line("round-now-question", round=round_number, reader=reader, question=_sentence(asked), asked=asked)
    if not bids:
        return line
    entered = ", ".join(words("bid-so-far", name=name, bid=bid) for name, bid in bids)
    return replace(line, text=_sentences(line.text, words("bids-so-far", bids=entered)))


# ---------------------------------------------------------------- setup


def how_old(name: str, team: bool) -> Line:
    """A player's age, or for a team its youngest player's (who sets the head start)."""
    if team:
        return words.line("how-old-team", team=team_name(name))
    return words.line("how-old", name=name)


# ---------------------------------------------------------------- what BACK takes back


def all_judged(names: Sequence[str] | None) -> str:
    """An answer to "Every list reached its bid?": whose lists fell short ([] none, two names both), None for list by list."""
    if names is None:
        return words("judged-list-by-list")
    if not names:
        return words("judged-all-valid")
    return words("judged-one-short", name=names[0]) if len(names) == 1 else words("judged-neither")


def list_judged(name: str, bid: int, valid: bool) -> str:
    return words("list-judged", name=name, bid=bid, valid=_yes(valid))


# ---------------------------------------------------------------- render-ahead


def said_entry(deck: str, value: Any) -> list[str]:
    """How a card or challenge is heard in the language being spoken, for rendering ahead: each question
    numbered and bare, a challenge as written after its colon."""
    if isinstance(value, str):
        return [after_colon(value)]
    lines: list[str] = []
    for face, text in enumerate(value, start=1):
        lines += [numbered_question(face, text).text, question(text).text]  # the second is also the bare piece
    return lines
