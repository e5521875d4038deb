"""Everything Rapid List says, in English.

The rules (rules.py) and the setup (setup_flow.py) decide *what* happens and
call these functions for the words, so another language is another module
with the same names. The words shared by every game (counts, lists, the
buzzer, reshuffles, seat counts) come from engine/phrases.py; what is here is
Rapid List's own. Nothing here names a button: a prompt says what is going on
and the front end says how to answer.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable, Sequence

from engine.core import Line
from engine.phrases import count, each_in_turn, reshuffled, spoken_list

TITLE = "Rapid List"

# ---------------------------------------------------------------- the track and its spaces

TRACK_LABELS: dict[str, str] = {
    "standard": "Standard: 8 normal spaces, then 4 challenges",
    "short": "Short: 6 normal spaces, then 2 challenges",
    "early-challenge": "Early challenge: challenges on 5, then 10 to 12",
    "zigzag": "Zigzag: challenges on 4, 7, 10 and 12",
    "long": "Long: 16 spaces, challenges on 8, then 13 to 16",
}


def custom_track_label(spaces: int, challenges: int) -> str:
    """The config's own track, offered first in setup."""
    return f"Your track: {count(spaces, 'space')} with {count(challenges, 'challenge')}"


def space_name(space: int, finish: int, challenge: bool = False) -> str:
    """Where a cube stands, in full: 'Start', 'space 7, a challenge space', '2 beyond Finish'.

    'Beyond', not 'past': "10 to 3 past Finish" is heard as a clock time.
    """
    if space == 0:
        return "Start"
    if space == finish:
        return "Finish"
    if space > finish:
        return f"{space - finish} beyond Finish"
    return f"space {space}" + (", a challenge space" if challenge else "")


def _where(space: int, finish: int) -> str:
    """The short form for the standings: 'at Start', 'on 7', 'on Finish', '2 beyond Finish'."""
    if space == 0:
        return "at Start"
    if space > finish:
        return space_name(space, finish)
    return f"on {space}" if space < finish else "on Finish"


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
    """One space and its cubes: 'Blue on 9, 4 to go', 'Blue and Red on 5, Blue on top'.

    Who is on top is said because the reading order's tie-break depends on it;
    the distance to Finish because that is what the table is racing for.
    """
    where = _where(space, finish)
    if len(names) == 1:
        text = f"{names[0]} {where}"
    elif len(names) == 2:
        text = f"{names[0]} and {names[1]} {where}, {names[0]} on top"
    else:
        text = f"{where[0].upper()}{where[1:]}, from the top: {spoken_list(names)}"
    if to_go and space < finish:
        text += f", {finish - space} to go"
    return text


def _positions(places: Iterable[tuple[str, int]], finish: int, to_go: bool = True) -> str:
    """Every space with cubes on it, from the front, one sentence each."""
    return ". ".join(_stack(space, names, finish, to_go) for space, names in _stacks(places))


def team_name(name: str) -> str:
    """How a team is addressed aloud: 'Team Red', unless the name already says team."""
    return name if name.lower().startswith("team") else f"Team {name}"


# ---------------------------------------------------------------- chance (the transcript's words for each draw)

FIRST_READER_DRAW = "draw the first asker"
START_ORDER_SHUFFLE = "line the cubes up on Start"
CHALLENGE_DRAW = "draw the top challenge card"
CHALLENGE_SWAP_DRAW = "draw a challenge that suits the question"
QUESTION_DRAW = "draw the top question card"
QUESTION_DIE = "roll a d6"
# The cards a reshuffle line names (engine.phrases.reshuffled).
QUESTION_CARD = "question card"
QUESTIONS_RESHUFFLED = reshuffled(QUESTION_CARD)  # said before a draw that first shuffles them back in
CHALLENGE_CARD = "challenge card"
CHALLENGES_RESHUFFLED = reshuffled(CHALLENGE_CARD)  # said before a draw that first shuffles them back in

# ---------------------------------------------------------------- before the first round


def line_up(places: Sequence[tuple[str, int]], finish: int) -> Line:
    """Said once before round 1, after the cubes are placed; `places` runs from the front, top cube first.

    The order on Start is said because the first reading-order tie-break
    depends on it; head starts, when given, come first.
    """
    if all(space == 0 for _, space in places):
        names = spoken_list([name for name, _ in places])
        return Line(f"On Start, from the top: {names}.", f"From the top: {names}.")
    return Line(f"Head starts: {_positions(places, finish)}.", f"{_positions(places, finish, to_go=False)}.")


# ---------------------------------------------------------------- teaching (engine/teaching.py)
# What a table that never played hears, once a game, when setup's "First game of Rapid List?" was yes.

# The track is drawn on paper (issue 38: a table without the box did not know to): what to draw is the
# track's to say (`track_taught`), once the track is chosen.
TEACH_NEEDS = (
    "Each player needs a sheet of paper, a pencil, and a cube or a coin to move along a race track; "
    "one more sheet is for drawing that track."
)
TEACH_OPENING = (
    "Rapid List is a race from Start to Finish. Each round I read a question, and everyone writes "
    "answers on paper until time is up. Then each of you bids how many answers you can read out. "
    "Read that many and your cube moves that many spaces; fall short and it stays. First to Finish wins; "
    "if several get there in one round, the one furthest past it, then the one that moved furthest that round."
)


def _runs(spaces: Sequence[int]) -> str:
    """Spaces as heard: '9 to 12', '5 and 10 to 12', '4, 7, 10 and 12'."""
    runs: list[list[int]] = []
    for space in spaces:
        if runs and runs[-1][-1] == space - 1:
            runs[-1].append(space)
        else:
            runs.append([space])
    heard: list[str] = []
    for run in runs:
        heard += [f"{run[0]} to {run[-1]}"] if len(run) > 2 else [str(space) for space in run]
    return spoken_list(heard)


def track_taught(finish: int, challenge_spaces: Sequence[int]) -> Line:
    """After the opening: the track to draw on the spare sheet, with Finish's number (the standings count
    down to it) and the challenge spaces; the line-up that follows places the cubes. What a
    challenge space gives was said with the track question (`TRACK_RULE`): not again here."""
    one = len(challenge_spaces) == 1
    spaces = f"{challenge_spaces[0]} as a challenge space" if one else f"{_runs(challenge_spaces)} as challenge spaces"
    return Line(
        f"Draw the track on the spare sheet: Start, spaces 1 to {finish - 1}, then Finish, space {finish}. Mark {spaces}."
    )


def die_taught(face: int) -> Line:
    """The first roll, when teaching: the die's result (what it is for was said with the round's start, `DIE_TAUGHT`)."""
    return Line(f"The die says {face}.")


WRITE_TAUGHT = "Write as many answers as you can; rare ones are best, as one someone else reads is crossed off."


def short_taught(names: Sequence[str]) -> Line:
    """The first list that falls short, when teaching: what falling short is, what it costs, and that
    the answers it read still count against the others (a table asked)."""
    if len(names) == 1:
        return Line(
            f"{names[0]}'s list fell short of its bid, so {names[0]}'s cube stays put; its answers still cross off others'."
        )
    return Line(f"{spoken_list(names)} fell short of their bids, so their cubes stay put; their answers still cross off others'.")


# ---------------------------------------------------------------- the start of a round


def tokens_left(doublers: Sequence[str] | None, vetoes: Sequence[str] | None, seats: int) -> Line | None:
    """Who still holds a doubler or a veto; None for a variant not played. Nothing to say, None."""
    parts, short = [], []
    for token, holders in (("doubler", doublers), ("veto", vetoes)):
        if holders is None:
            continue
        if len(holders) == seats:
            parts.append(f"Everyone has a {token}.")
            short.append(f"{token.capitalize()}: everyone.")
        elif holders:
            parts.append(f"Still holding a {token}: {spoken_list(holders)}.")
            short.append(f"{token.capitalize()}: {spoken_list(holders)}.")
    if not parts:
        return None
    return Line(" ".join(parts), " ".join(short))


def challenge(names: Sequence[str], instruction: str, why: str = "") -> Line:
    """The challenge drawn; `why` (the first time, when teaching) says why these players take it."""
    who = spoken_list(names)
    return Line(_after(why, f"Challenge for {who}: {instruction}"), f"{who}: {instruction}")


# Said after the first challenge, when teaching (not one that caps the bid: the bid question enforces it).
CHALLENGE_COST_TAUGHT = "An answer written against the challenge does not count."


def challenged_because(names: Sequence[str], drop_anchor: bool) -> str:
    """Why these players take the challenge, said before the first one when teaching."""
    one = len(names) == 1
    if drop_anchor:
        return f"{spoken_list(names)} {'stands' if one else 'stand'} on a challenge space. "
    return f"{spoken_list(names)} {'leads' if one else 'share the lead'} on a challenge space. "


def challenge_swapped(names: Sequence[str], instruction: str, told: bool = False) -> Line:
    """The challenge drawn clashed with the question (docs/decks.md, `avoid`): one line for its replacement.

    `told`: the table already heard that the challenge does not suit (a
    picked question or a veto made the clash, and the new draw waited for GO).
    """
    who = spoken_list(names)
    why = "" if told else "That challenge does not suit this question. "
    return Line(_after(why, f"{who} instead: {instruction}"), f"{who}: {instruction}")


# A picked question or a veto made the challenge clash: the new draw waits for
# the main action, so the pick or the veto can still be taken back first.
CHALLENGE_DOES_NOT_SUIT = Line(
    "That challenge does not suit this question.",
    "Challenge does not suit.",
    purpose="The challenge drawn does not fit the question: I draw another, then everyone writes.",
)
DRAW_ANOTHER_CHALLENGE = "draw another challenge"


NO_CHALLENGE_FITS = Line("No challenge suits this question, so none this round.", "No challenge this round.")


def challenge_cue(names: Sequence[str], says: str = "write") -> Line:
    """The call at the challenge's mark (`cue_after`), saying what its card promised (`cue`,
    engine.setup.CUE_KINDS): the wait is over, the eyes may open, the hands change."""
    who = spoken_list(names)
    calls = {"write": f"{who}, write now.", "eyes": f"{who}, open your eyes.", "switch": f"{who}, switch hands now."}
    return Line(calls[says])


# ---------------------------------------------------------------- the question


def reader_up(name: str, no_dice: bool = False) -> Line:
    """The reader's turn to start the round; the front end adds how, in the round's own words
    ("Press GO to play round 3.", see `round_action`).

    The one line that names the reader, in round 1 too (a "Blue reads first."
    before it named Blue twice in a few seconds).
    """
    what = "I draw a card and read its six questions" if no_dice else "I roll the die and read a question"
    return Line(
        f"{name} asks.",  # not "reads": the lists are read out, and a table heard the two as one
        rule=ROUND_RULE,
        purpose=f"A new round: {name} starts it, {what}; then everyone writes answers to it.",
    )


def round_action(round_number: int, no_dice: bool) -> str:
    """What the main action at a round's start does (AskGo.action): "Press GO to roll." in round 1,
    then words of the round's own ("Press GO to play round 3."), as the device says a GO question's
    press only the first time its words come (device/referee/asking.py) and every round must say it."""
    if round_number > 1:
        return f"play round {round_number}"
    return "draw a question card" if no_dice else "roll"


# Said the first time, before the first round's start, when teaching (engine/teaching.py).
# "Reads" named both the round's starter and the reading of lists (session 46): the starter "asks".
READER_TAUGHT = "Each round one player asks: starts it and bids first. The first is picked at random, then clockwise."
# A table without a die heard "Press GO to roll.": the die is the referee's.
DIE_TAUGHT = "I roll my own die for the question."


def reader_taught(no_dice: bool) -> str:
    """The reader's rule, and (with the die) whose die rolls, before the first round's start."""
    return READER_TAUGHT if no_dice else f"{READER_TAUGHT} {DIE_TAUGHT}"


ROUND_RULE = "Each round the next player clockwise asks: starts the round and bids first."


def _sentence(text: str) -> str:
    return text.rstrip(".") + "."


def question(text: str) -> Line:
    """A question from a card, read as a sentence; its short form is the card's own text."""
    return Line(_sentence(text), text)


def numbered_question(face: int, text: str) -> Line:
    """One of the card's six questions, read out (no dice) and offered as an option."""
    return Line(f"Question {face}: {_sentence(text)}", f"Question {face}.")


def which_question(name: str) -> Line:
    return Line(
        f"{name}, which question?",
        f"{name}, which one?",
        rule="Without the die, the asker picks any of the card's six questions.",
        purpose=f"{name} picks this round's question; then everyone writes answers to it.",
    )


def picks(name: str, face: int) -> Line:
    return Line(f"{name} picks question {face}.", f"Question {face}.")


WRITE = Line("Write!", again=False)
# A later round's start signal: "Write!" is as short as a signal gets (Spanish: "¡Ya!" after "¡A escribir!").
WRITE_AGAIN = Line("Write!", again=False)

# ---------------------------------------------------------------- the doubler and the veto

START_THE_CLOCK = "Start the clock"


def doubles_option(name: str) -> str:
    return f"{name} doubles"


def vetoes_option(name: str) -> str:
    return f"{name} vetoes"


def declare_question(doubling: bool, vetoing: bool) -> Line:
    """What the declare step asks, by what may still be declared; starting the clock is the front end's to offer."""
    rules = ([DOUBLER_RULE] if doubling else []) + ([VETO_RULE] if vetoing else [])
    explained: dict[str, Any] = {"rule": " ".join(rules), "purpose": DECLARE_PURPOSE}
    if doubling and vetoing:
        return Line("Anyone doubling or vetoing?", **explained)
    if doubling:
        return Line("Anyone doubling?", **explained)
    if vetoing:
        return Line("Anyone vetoing?", **explained)
    return Line("Ready to write?", **explained)


DOUBLER_RULE = "A doubler moves you twice your bid if your list holds; once a game, never from a challenge space."
VETO_RULE = "A veto swaps this question for the card's next one; once a game."
DECLARE_PURPOSE = "Say a doubler or a veto now, before anyone writes; or start the clock."


def doubles(name: str) -> Line:
    return Line(f"{name} doubles this question.", f"{name} doubles.")


def vetoes(name: str, face: int) -> Line:
    return Line(f"{name} vetoes. Question {face} instead:", f"{name} vetoes: question {face}.")


def doubler_back(names: Sequence[str]) -> Line:
    return Line(f"Doubler back to {spoken_list(names)}.")


# ---------------------------------------------------------------- the clock, the bids, the reading

# Said after "Stop!" when the writing time is up (engine.mechanics.time_up).
PENCILS_DOWN = "Pencils down!"  # the first bid question follows at once


def your_bid(name: str, first: bool = True, high: int | None = None) -> Line:
    """The reader's is asked in full, the others by name ("Bob's?"); a repeat is always in full:
    "Blue? 5" alone was unclear. A challenge that caps the bid (`high`) is said with the question,
    before the bid is chosen, and always in full."""
    if high is not None:
        line = Line(f"{name}'s bid, at most {high}?", f"{name}, at most {high}?")
    else:
        line = each_in_turn(name, Line(f"{name}'s bid?"), first)
    return replace(line, rule=BID_RULE, purpose=BID_PURPOSE)


BID_RULE = (
    "Your bid is how many of your answers you will read out. Read them all and your cube moves that many "
    "spaces; an answer someone reads before you is crossed off your list."
)
BID_PURPOSE = "Everyone's bid, in turn; then the lists are read out, lowest bid first."
# Said the first time, with the first bid question, when teaching (engine/teaching.py).
# Issue 38: how a bid is made (written hidden, then said aloud in turn) and the reading order it sets,
# both before the first bid; what a bid wins was said in the opening.
BID_TAUGHT = (
    "Now bid: how many answers will you read out? Write your bid down first, so nobody "
    "changes it on hearing the others; then say it when I ask. Lowest bid reads first."
)


def challenge_reminder(names: Sequence[str], instruction: str) -> Line:
    """The round's challenge again, just before the lists are read and judged by it."""
    who = spoken_list(names)
    return Line(f"{who}, remember: {instruction}", f"{who}: {instruction}")


def read_in_order(
    bids: Sequence[tuple[str, int, bool]], first_round: bool = True, reminder: Line | None = None, taught: bool = False
) -> Line:
    """The reading order with each bid (a doubler says so), any challenge to mind, then one question
    once everyone has read, answered "Yes" or with whose list fell short.

    "Read in order:" and the bids are said in the first round, where the bids show why the order is
    what it is; after it the names alone: the table heard each bid as it was entered a moment ago.
    The long form (a resume) says them all. The question says what it asks (issue 38: "All valid?"
    was not understood as "did each list reach its bid?"); `taught` (the first verdict of a taught
    game) says it waits for the reading: a new table heard it before any list was read.
    """
    order = spoken_list([f"{name} {bid}{' doubled' if doubled else ''}" for name, bid, doubled in bids])
    mind, mind_short = (f" {reminder.text}", f" {reminder.brief}") if reminder else ("", "")
    explained: dict[str, Any] = {"rule": VALID_RULE, "purpose": READ_PURPOSE}
    if first_round:
        asked = THEN_TELL_ME if taught else ALL_REACHED
        return Line(f"Read in order: {order}.{mind} {asked}", f"Order: {order}.{mind_short} {ALL_REACHED}", **explained)
    names = spoken_list([f"{name}{' doubled' if doubled else ''}" for name, _, doubled in bids])
    return Line(f"{names}.{mind} {ALL_REACHED}", long=f"Read in order: {order}.{mind} {ALL_REACHED}", **explained)


ALL_REACHED = "Every list reached its bid?"
THEN_TELL_ME = "Once all have read, tell me: every list reached its bid?"


VALID_RULE = (
    "An answer counts if it fits the question and nobody read it before; in doubt, the table votes, "
    "and a tie keeps it. A list short of its bid does not move."
)
READ_PURPOSE = "Read your lists in this order, then tell me whose list fell short, if any; then the cubes move."
# Said the first time, before the reading order, when teaching.
READ_TAUGHT = "Read out just as many answers as you bid; whoever wrote one crosses it out."
# Said with the line-up, the first time, when teaching: why the order of the cubes on a space matters.
# Whose answers come first, said of players (a cube reads nothing); the lower cube is the later arrival.
TIE_TAUGHT = "Stack them in that order: on equal bids, whoever is nearer Start reads first, then whoever is lower."
# Said when a cube first lands on a space with cubes on it, when teaching, before the standings say the stack.
STACK_TAUGHT = "A cube landing on others goes below them."


# The answers to "Every list reached its bid?", as UP and DOWN say them: yes, or whose list fell short.
ALL_VALID = "Yes"


def fell_short(name: str) -> str:
    return f"No, {name}'s"


def several_short(readers: int) -> str:
    """More than one list fell short: with two readers that is both of them."""
    return "No, neither" if readers == 2 else "No, several"


# Said after "No, several": the lists are then judged one reader at a time.
LIST_BY_LIST = Line("List by list, then.")


def read_your_list(name: str, bid: int, doubled: bool) -> Line:
    """Asks whether the list reached its bid, as the question for all lists does: "All valid?" had a
    table say yes for a list whose answers were good but too few (session 46)."""
    double = " for a double move" if doubled else ""
    explained: dict[str, Any] = {"rule": VALID_RULE, "purpose": LIST_PURPOSE}
    return Line(f"{name}, read your list{double}. Did it reach {bid}?", f"{name}, reached {bid}?", **explained)


LIST_PURPOSE = "One list at a time: yes if it reached its bid, and that cube moves; then the next list."


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
    extra = " " + tokens.text if tokens else ""
    short = " " + tokens.brief if tokens else ""
    return Line(f"Standings: {_positions(places, finish)}.{extra}", f"{_positions(places, finish, to_go=False)}.{short}")


# Why the winner is the winner when more than one cube crossed Finish (the tie-breaks, in order).
FURTHEST = "furthest past Finish"
BIGGEST_MOVE = "tied in front but with the biggest move this round"
SAME_MOVE = "tied in front and with the same move this round"


def winners(names: Sequence[str], why: str = "") -> Line:
    """The result; ``why`` explains a tie-break when several cubes finished, so nobody feels robbed."""
    reason = f", {why}" if why else ""
    if len(names) == 1:
        return Line(f"{names[0]} wins {TITLE}{reason}!", f"{names[0]} wins.")
    both = "both" if len(names) == 2 else "all"
    return Line(f"{spoken_list(names)} share the victory{reason}: high five!", f"{spoken_list(names)} {both} win.")


ABOUT_TO_START = Line(f"{TITLE}, about to start.")


def reading_now(round_number: int, reader: str, asked: str = "", bids: Sequence[tuple[str, int]] = ()) -> Line:
    """Where the round stands; once the question is known, the question too, and the bids entered so far
    (hold GO's status, and what a resumed game says: a table back from a power cut has forgotten them).
    `reader` is "" when the question that follows names the reader ("Blue asks.")."""
    if not reader:
        return Line(f"{TITLE}, round {round_number}.", f"Round {round_number}.")
    if asked:
        entered = f" Bids so far: {', '.join(f'{name} {bid}' for name, bid in bids)}." if bids else ""
        return Line(
            f"{TITLE}, round {round_number}. {reader}'s question: {_sentence(asked)}{entered}",
            f"Round {round_number}: {asked}",
        )
    return Line(f"{TITLE}, round {round_number}, {reader} asks.", f"Round {round_number}, {reader} asks.")


# ---------------------------------------------------------------- settings refused

NO_QUESTION_CARDS = "There are no question cards to play with."
SIX_QUESTIONS = "Every question card needs exactly six questions."
NO_CHALLENGE_CARDS = "There are no challenge cards to play with."
HEAD_STARTS_FOR_ALL = "Give a head start for every player, or for none."
HEAD_START_ON_TRACK = "A head start must leave the cube between Start and Finish."
VARIANT_TWICE = "Each variant can be chosen only once."
AGE_IS_WHOLE = "An age is a whole number of years, like 9 or 35."


def timer_too_short(least: int) -> str:
    return f"The timer must run for at least {least} seconds."


def unknown_variant(name: str, variants: Sequence[str]) -> str:
    return f"Unknown variant {name!r}; the variants are: {', '.join(variants)}."


_TRACK_LETTERS = "N (normal) and C (challenge) spaces"


def track_letters(track: str) -> str:
    return f"The track {track!r} is not valid: a track is a string of {_TRACK_LETTERS}, like NNNNNNNNCCCC."


def challenge_too_early(track: str) -> str:
    return f"The track {track!r} is not valid: the first three spaces after Start must be normal spaces, not challenge spaces."


def unknown_track(name: str, tracks: Sequence[str]) -> str:
    return f"Unknown track {name!r}: use one of {', '.join(tracks)}, or a string of {_TRACK_LETTERS} like NNNNCNNNNCCC."


def ages_for_each(players: int, given: int) -> str:
    return f"Give an age for each of the {players} players, not {given}."


# ---------------------------------------------------------------- setup questions

ARE_CHILDREN_PLAYING = "Are children playing?"
ADULTS_TOO = "Adults too? Then I ask questions for all ages; if not, the children's blue questions."
WHICH_QUESTIONS = "Which questions?"
# Said by what the questions are like, not by the colour of a box a player may never have seen.
DECK_LABELS: dict[str, str] = {
    "both": "Everyday and grown-up",
    "blue": "Everyday only",
    "red": "Grown-up only",
    "mixed": "All ages together",
}
HOW_LONG_TO_WRITE = "How long to write?"
TEAMS = "Playing in teams? Each team sits together and plays as one player, under one name."
WHICH_TRACK = "Which track?"
# Each variant's yes/no, with the one-line explanation, by setup answer key.
# One question before the variants, so a table that plays the plain game answers once, not five times.
ANY_VARIANTS = "Any variants? The doubler, the veto, no die, drop anchor, head starts."

VARIANT_QUESTIONS: dict[str, str] = {
    "doubler": "Play with the doubler? Once a game, each player may double a move.",
    "veto": "Play with the veto? Once a game, each player may swap a question for the next one.",
    "no_dice": "Play without the die? The asker hears all six questions and picks one.",
    "drop_anchor": "Play drop anchor? Everyone on a challenge space takes the challenge.",
}
HEAD_STARTS = "Give younger players a head start? Then I ask everyone's age."
HEAD_START_RULE = "A player of 9 or under starts 6 spaces ahead, 10 starts 4 ahead, 11 starts 2 ahead."

# Taught or not, what each setup question governs (hold OK) and what it is for (hold GO), by answer key;
# "names" is every question of the names step, "variant" each variant's yes or no, "age" each age.
TRACK_RULE = (
    "Cubes race from Start to Finish. When a round starts with the leader on a challenge space, "
    "I read out a challenge card that the leader must follow that round; no cards needed."
)
VARIANTS_RULE = (
    "The doubler: once a game, double a move. The veto: once a game, swap a question. No die: the asker "
    "picks the question. Drop anchor: everyone on a challenge space takes the challenge. Head starts: "
    "younger players start ahead."
)
SETUP_RULES: dict[str, str] = {
    "kids": "Children get everyday questions; a table of adults chooses.",
    "decks": "Grown-up questions ask more of what adults know.",
    "timer": "The rules give 30 seconds.",
    "teams": "A team bids and reads as one player.",
    "names": "Bids go round the table clockwise.",
    "track": TRACK_RULE,
    "any_variants": VARIANTS_RULE,
    "head_starts": HEAD_START_RULE,
    "age": HEAD_START_RULE,
}
SETUP_PURPOSES: dict[str, str] = {
    "players": "How many play; then which questions suit the table.",
    "kids": "Which questions suit the table; then the writing time.",
    "adults_too": "Which questions suit the table; then the writing time.",
    "decks": "The questions read each round; then the writing time.",
    "timer": "How long everyone writes each round; then teams and names.",
    "teams": "Players or teams; then the names, clockwise.",
    "names": "The names I call, in order round the table; then the track.",
    "track": "The track the cubes race on; then any variants.",
    "any_variants": "Rule changes for this game; No starts the plain game.",
    "variant": "One rule change, yes or no; then the next.",
    "head_starts": "Head starts for younger players; yes asks each age.",
    "age": "An age, for a head start; after the last one the game starts.",
}
# When teaching, the questions that name options a new table cannot know say them (engine/teaching.py).
WHICH_TRACK_TAUGHT = f"{TRACK_RULE} Which track?"
ANY_VARIANTS_TAUGHT = f"Any variants? {VARIANTS_RULE} For a first game, say No."
HEAD_STARTS_TAUGHT = f"Give younger players a head start? {HEAD_START_RULE} Then I ask everyone's age."


def how_old(name: str, team: bool) -> Line:
    """A player's age, or for a team its youngest player's (who sets the head start)."""
    if team:
        return Line(f"How old is the youngest in {team_name(name)}?", f"{team_name(name)}'s age?")
    return Line(f"How old is {name}?", f"{name}'s age?")


YEARS = "years"

# ---------------------------------------------------------------- the command line and the config

TRACK_AS_TEXT = 'use a quoted string of N (normal) and C (challenge) spaces, like "NNNNCNNNNCCC"'
AGES_AS_NUMBERS = "--ages takes whole numbers separated by commas, e.g. 9,11,40"
VARIANT_HELP = "play with this variant (repeatable)"
TRACK_HELP = "a track layout name, or spaces as N and C, e.g. NNNNCNNNNCCC"
AGES_HELP = "ages for head starts, in seat order, e.g. 9,11,40"


# ---------------------------------------------------------------- what BACK takes back
# Said after "Taken back:", so the table hears which answer went (engine/phrases.taken_back).


def bid_given(name: str, bid: int) -> str:
    return f"{name}'s bid of {bid}"


def all_judged(names: Sequence[str] | None) -> str:
    """An answer to "Every list reached its bid?": whose lists fell short ([] none, two names both), None for list by list."""
    if names is None:
        return "not every list valid"
    if not names:
        return "every list valid"
    return f"{names[0]}'s list short" if len(names) == 1 else "neither list valid"


def list_judged(name: str, bid: int, valid: bool) -> str:
    return f"{name}'s list, {'reached' if valid else 'short of'} {bid}"


def pick_given(name: str, face: int) -> str:
    return f"{name}'s pick, question {face}"


def doubler_given(name: str) -> str:
    return f"{name}'s doubler"


def veto_given(name: str) -> str:
    return f"{name}'s veto"


def said_entry(deck: str, value: Any) -> list[str]:
    """How a card or challenge is heard, for rendering ahead: each question numbered and bare, a challenge as written."""
    if isinstance(value, str):
        return [value]
    lines: list[str] = []
    for face, text in enumerate(value, start=1):
        lines += [numbered_question(face, text).text, question(text).text]  # the second is also the bare piece
    return lines


def _after(why: str, line: str) -> str:
    """A line with the reason it is said before it (the first time, when teaching), one space between."""
    return f"{why.strip()} {line}" if why.strip() else line
