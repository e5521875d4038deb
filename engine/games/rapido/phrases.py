"""Rapido's words, in English: everything the game says, asks and offers.

rules.py and setup_flow.py decide what happens and call these functions for
how it is said, so a second language is a second module with the same names.
Each function takes the values it speaks (names, numbers, fields, faces) and
returns a `Line` (with its short form for repeats) or a plain string where the
contract wants one: an option label, a setup question, what a chance draw is.
No line names a button; the front end adds how to answer (device/phrases.py).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from engine.core import Line
from engine.phrases import count, spoken_list

TITLE = "Rapido"

# ---------------------------------------------------------------- settings the game refuses
# (seat counts, distinct names and incomplete settings are shared: engine/phrases.py)

VARIANT_NEEDS_TWO = "The two-player variant is for exactly two players."
DEVICE_SEATS_DIFFER = "The seats I play must be different seats at the table."
STARTER_IS_SEATED = "The player who starts must be one of the seats."


def staircase_needs(low: int, high: int) -> str:
    return f"The staircase needs {low} to {high} steps."


# ---------------------------------------------------------------- teaching (engine/teaching.py, issue 38)
# Said only when the table asked to be taught: the opening once before the first turn, each rule
# once a game just before the choice it governs, each result the first time it happens.

TEACH_NEEDS = "You need nothing in your hands: I roll the dice and keep the board."
# The faces of the two dice (rules.DIE_A, rules.DIE_B), and how a roll reads: the opening says them, and hold OK
# at a turn, taught or not; a table that never saw the dice wondered what could come up (issue 38).
ROLL_RULE = (
    "One die has 1, 2, 3, 4, 7 and a cross, the other 1, 2, 3, 5, 6 and a cross. "
    "The higher die is the tens: six and two make sixty-two."
)
# Doubles are here, not at the first double: a table learned them only when one came (session 46). "I keep the
# board" and "I roll your two dice" went to pay for them: TEACH_NEEDS, said in setup, says both. "That many steps"
# left a table asking how many and whether the turn was over; "a field" whose fields (session 46, round three).
TEACH_OPENING = (
    "Rapido is a dice race up a staircase; the first to the top wins. "
    f"{ROLL_RULE} A double climbs the steps one die shows, and the turn goes on. "
    "You place your number on one of the shared fields 0 to 5, and at your next turn you climb that field's number."
)
# Before the first choice to roll again or place, all of it at once (and on hold OK at that choice, taught or
# not): a table met what a field holds and what field 0 is for only on hold OK, then heard them again at the next
# turn (session 46). What is placed is "a number", the word the table hears: "a pair" was taken for something else.
# Whether a first roll's cross hurts, and whether two crosses are two steps, is said here too.
ROLL_AGAIN_RULE = (
    "Roll again, and the new number replaces this one, higher or lower; "
    "but from the second roll on, a cross ends your turn and takes you down a step for each cross."
)
# "Below other pairs" was read as a place on the table, not a field's number (issue 38): the rules say the number.
PLACE_RULE = (
    "Or place your number, ending your turn. Fields 1 to 5 hold one number each, field 0 any number. "
    "Placed, your number throws out every number worth the same or less on a higher-numbered field."
)
FIELD_ZERO_RULE = "Field 0 climbs nothing, but nothing can throw it out."
THROWN_OUT_RULE = "A number thrown out climbs nothing."
SCORE_RULE = "A number still on its field when its owner's turn comes climbs that many steps, and leaves the field free."
# Why a double's piece climbed, on hold OK at the choice after it (the opening teaches it).
DOUBLE_RULE = "A double climbs that many steps at once, and the turn goes on."
VARIANT_RULE = (
    "In the variant you climb only when both your pairs lie on fields, by both numbers, "
    "and your own pairs never throw each other out."
)


def placing_taught(name: str, spot: int) -> Line:
    """The first placing of a game on fields 1 to 5, said as a result: what the pair just placed will do
    (field 0's is FIELD_ZERO_RULE)."""
    return Line(f"If it is still there at {name}'s next turn, {name} climbs {spot}.")


def out_named(names: Sequence[str]) -> Line:
    """Who a player's placing threw out, said while teaching (a cue says it otherwise): 'Bob and Dan out.'"""
    return Line(f"{spoken_list(list(names))} out.")


# ---------------------------------------------------------------- setup

VARIANT_QUESTION = "Play the two-player variant, with two pairs of dice each?"
VARIANT_TAUGHT = "In the variant each of you keeps two pairs of dice, rolls one a turn, and climbs once both lie on fields."
# The referee speaks as "I" everywhere ("Green's turn; I play it."), so setup does too.
BOTS_QUESTION = Line("How many seats do I play?", "Seats I play?")
BOTS_TAUGHT = "I can play seats myself, rolling and choosing for them."
BOTS_RULE = "I roll and choose for the seats I play, and say each move; 0: you play every seat."
# Read as a choice, so the table knows a list follows (session 46: "Who is youngest? They start." did not).
YOUNGEST_QUESTION = "Who starts: the youngest, or a draw?"
YOUNGEST_RULE = "The youngest player starts, and play goes clockwise; or I draw who starts."
# A menu item, spoken on its own: capitalised like the names it stands among.
DRAW_AT_RANDOM = "Draw at random"
STEPS_QUESTION = Line("How many steps to the finish?", "Steps?")
# "The staircase in the box" meant nothing to a table with no box (issue 38): what to draw, short, since the
# referee keeps the board. No fields here: a table had heard no rule yet, so "fields, where your numbers lie"
# meant nothing (session 46); the opening says what they are.
STEPS_TAUGHT = "To follow on paper, draw a column of steps from Start to the finish. The usual race is 21; fewer make it shorter."
STEPS_RULE = "The usual staircase has 21 steps from Start to the finish; the first piece to reach the finish wins."

# What each setup question is for, and what comes next (hold GO: "what now?").
# "Mine included" left a table asking whether the referee takes one more seat (session 46).
PLAYERS_PURPOSE = "How many seats in all, any I play among them; then how many I play, and your names."
VARIANT_PURPOSE = "With two players: one pair of dice each, or two; then the seats I play."
BOTS_PURPOSE = "How many of the seats I play myself; then your names and who starts."
NAMES_PURPOSE = "Who sits where, clockwise, so I call each turn by name; then who starts."
YOUNGEST_PURPOSE = "Who takes the first turn; then the length of the staircase."
STEPS_PURPOSE = "How long the race is; then the first turn."

# The command line's help for the game's own options.
BOTS_HELP = "how many seats the referee plays itself"
VARIANT_HELP = "two colours of dice each"

# ---------------------------------------------------------------- numbers, faces, fields, steps

_SMALL = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def number_words(n: int) -> str:
    """0..99 in words, so a roll is heard the way players say it: 'sixty-two'."""
    if n < 20:
        return _SMALL[n]
    tens, units = divmod(n, 10)
    return _TENS[tens] + (f"-{_SMALL[units]}" if units else "")


def face_word(face: int | None) -> str:
    """A die face as spoken; None is the cross."""
    return "cross" if face is None else _SMALL[face]


def spoken_faces(high: int | None, low: int | None) -> str:
    """The two faces, higher first as the value reads them: 'Six and two'."""
    return f"{face_word(high).capitalize()} and {face_word(low)}"


def fields_phrase(fields: Sequence[int]) -> str:
    """'field 3', 'fields 1 and 4', or 'field 0, both pairs' when they share it."""
    if len(fields) == 1:
        return f"field {fields[0]}"
    if len(set(fields)) == 1:
        return f"field {fields[0]}, both pairs"
    return "fields " + spoken_list([str(spot) for spot in fields])


def step_name(step: int, finish: int) -> str:
    if step <= 0:
        return "Start"
    if step >= finish:
        return "the finish"
    return f"step {step}"


def standing(step: int, finish: int) -> str:
    return "at Start" if step <= 0 else f"on {step_name(step, finish)}"


# ---------------------------------------------------------------- chance draws and the device's moves (transcript)

DRAW_WHO_STARTS = "draw who starts"


def dice_of(name: str) -> str:
    return f"roll {name}'s dice"


def choice_of(name: str) -> str:
    return f"{name}'s choice"


# ---------------------------------------------------------------- a turn

# The main action of a turn, which the front end names with its own button.
ROLL_ACTION = "roll"

# "I roll": the referee rolls, as setup said; "a roll of your dice" had the table reaching for dice (session 46).
TURN_PURPOSE = "Your turn starts when I roll your dice; then you choose: roll again, or place the number."
DEVICE_TURN_PURPOSE = "I play this seat, rolling and choosing for it; you only let its turn start."


def start_round(round_: int) -> str:
    """The main action of a round's first turn: the front end says it ("Press GO to start round 2."),
    so every round says what to press, taught or not (issue 38)."""
    return f"start round {round_}"


def device_turn(name: str) -> Line:
    """A seat the device plays: said so the table knows nobody has to decide anything for it."""
    return Line(f"{name}'s turn; I play it.", f"{name}'s turn.", rule=ROLL_RULE, purpose=DEVICE_TURN_PURPOSE)


def roll_for(name: str) -> str:
    """The main action that starts a device seat's turn right after a player's: until it,
    the player's last answer can still be taken back."""
    return f"roll for {name}"


def your_turn(name: str) -> Line:
    """Every turn, the first one too, by name: the line is what a repeat, a resume and a phone give
    again, and "Your turn." after "Cat starts." or a climb left the table asking whose (issue 37).
    "Cat's turn." (0.4 s less than "Cat, your turn.", heard every turn) pays for a round's first
    turn saying what to press (issue 38)."""
    return Line(f"{name}'s turn.", f"{name}, roll.", rule=ROLL_RULE, purpose=TURN_PURPOSE)


CROSS_RULE = "A cross counts as zero on the first roll."


def rolled(high: int | None, low: int | None, value: int, crossed: bool, explain: bool = False) -> Line:
    """The faces and what they are worth. A first roll's cross still counts, which is explained
    (`explain`) the first time in a game, before the choice it governs, and on every repeat."""
    spoken = number_words(value)
    said = f"{spoken_faces(high, low)}: {spoken}."
    return Line(f"{said} {CROSS_RULE}" if explain else said, f"{spoken}.", long=f"{said} {CROSS_RULE}" if crossed else "")


def crossed_out(
    high: int | None, low: int | None, crosses: int, name: str, down: int, step: int, finish: int, next_name: str
) -> Line:
    """A later roll with a cross: the turn is lost, and the piece goes down (never below Start).

    Who plays next is not named here: the next line is their turn, by name.
    """
    if down:
        moved = f"{name} goes down {count(down, 'step')}, to {step_name(step, finish)}."
    else:
        moved = f"{name} is on Start already and stays there."
    what = "a cross!" if crosses == 1 else "two crosses!"
    return Line(f"{spoken_faces(high, low)}: {what} {moved}", f"Cross! {name} {standing(step, finish)}.")


ROLL_OR_PLACE = "Roll or place?"
WHERE = "Where?"
DECIDE_RULE = f"{ROLL_AGAIN_RULE} {PLACE_RULE} {FIELD_ZERO_RULE}"
# Taught before the first choice, with DECIDE_RULE: the order of the list, and that a taken field is not in it:
# a table stepped the wrong way for field 5, and missed the taken fields (session 46, round three).
MENU_TAUGHT = "I offer the free fields from 0 up to 5, then rolling again, standings and odds; the list goes round."
# Taught at the first choice from round 2, where "Roll or place?" becomes "Where?": a table asked if it could still roll.
WHERE_TAUGHT = "From now on I just ask: where? You can still roll again."


def decide_purpose(value: int) -> str:
    """What the choice is for, with the number held: hold GO did not say it (session 46)."""
    return f"Keep {number_words(value)} by placing it on a field, or roll again for another; then the next turn."


def decide(name: str, value: int, taught: bool = False, bonus: int = 0) -> Line:
    """Asked after every valid roll, whose own line has just said the value: so not again.

    Round 1 asks "Roll or place?", which the table learns there; from round 2
    (`taught`) just "Where?", since GO rolling again was heard then (issue 37:
    the words every turn were the question the table already knew). The same
    words every time (rendered once, heard at once); the front end adds the
    option on offer. The choice is explained only when the table asks for a
    repeat (the rule, which hold OK adds), after the roll's own repeat has given
    the number: so not the number again (issue 37). A new roll replaces the
    number whether it is higher or lower, so it is not "to beat it" (issue 38).
    After a double (`bonus`) hold OK says first why the piece climbed (session 46).
    """
    return Line(
        WHERE if taught else ROLL_OR_PLACE,
        long=f"{name}: roll again or place?",
        rule=f"{DOUBLE_RULE} {DECIDE_RULE}" if bonus else DECIDE_RULE,
        purpose=decide_purpose(value),
    )


ROLL_AGAIN = "Roll again"
# The two requests after the fields, worded as requests: "the odds" among "field 4" and
# "field 5" was taken for a field of its own (issue 38). Every option capitalised alike (session 46).
THE_ODDS = "Hear the odds"
WHERE_EVERYONE_STANDS = "Hear where everyone stands"


def field_option(spot: int, victims: Sequence[str], later: bool = False) -> str:
    """A field on offer, with the pairs placing there would throw out: 'field 3, Ann out'.

    Heard at every step through the fields, so short: 0.4 s less than
    "field 3, throws out Ann", and with one pair out four words, a value that
    the next step cuts short (tests/budget.py `is_step`). The same from round 2
    (`later`) in English: "Where? 3" would not say what 3 is.
    """
    return f"Field {spot}" + (f", {spoken_list(victims)} out" if victims else "")


def pair_on(owner: str, spot: int | None) -> str:
    """In the variant a player has two pairs, so a pair is named by its field too."""
    return f"{owner}'s pair on field {spot}"


def in_36(chance: Fraction) -> str:
    """A chance as a count on the 36 rolls, short: '11 in 36'."""
    return f"{int(chance * 36)} in 36"


def odds(value: int, cross: Fraction, better: Fraction, threats: Sequence[tuple[int, Sequence[str]]]) -> Line:
    """The risk of rolling on, and who each field would throw out: (field, victims) from the top.

    Two short figures, the likelier outcome first, since that is the one the
    decision turns on; then the throw-outs, which only matter when there are any.
    Nothing beats the highest numbers: "Beat seventy-six: 0 in 36" is left out (session 46).
    """
    figures = [(cross, f"Cross: {in_36(cross)}.")]
    if better:
        figures.append((better, f"Beat {number_words(value)}: {in_36(better)}."))
    figures.sort(key=lambda figure: figure[0], reverse=True)
    parts = [text for _, text in figures]
    parts += [f"Field {spot} throws out {spoken_list(out)}." for spot, out in threats]
    return Line(" ".join(parts), " ".join(parts[:2]))


def places(name: str, value: int, spot: int) -> Line:
    """My own player's placing: the table heard no option, so who, what and where."""
    return Line(f"{name} places {number_words(value)} on field {spot}.", f"{name}: field {spot}.")


def placed(value: int, spot: int) -> Line:
    """A player's placing, said once it is made: the record a table without dice keeps (issue 37).

    Whose turn it is was just said, and who goes was said with the field
    chosen ("field 2, Bob out"): a cue marks each pair that goes. "On 2", as
    players say it once "field 2" has been heard (0.4 s less than "on field 2").
    """
    return Line(f"{number_words(value).capitalize()} on {spot}.")


def thrown_out(owner: str, lost: int, spot: int) -> Line:
    """Whose pair goes when my own player places: the table heard no option naming it.

    A player's choice named it ("field 2, Bob out"), so theirs is not
    said again: a cue marks it (3.6 s a throw-out, issue 23). The dice are the
    device's, so nobody is told to take any back.
    """
    return Line(f"{owner}'s {number_words(lost)} is out.", f"{owner} out.")


def rolls_again(name: str) -> Line:
    return Line(f"{name} rolls again.", "Again.")


# ---------------------------------------------------------------- climbing the staircase
# Why a piece climbs is a clause ("A double: up 2 steps"); where it lands completes the sentence.


def no_steps(name: str, fields: Sequence[int]) -> Line:
    return Line(f"{name}: no steps from {fields_phrase(fields)}.", f"{name}: no steps.")


def scored(name: str, fields: Sequence[int], gained: int) -> str:
    """'Cat up 5': a field is worth its number in steps, so one pair's climb names its field (4.9 s said as
    "Cat's dice come back from field 5: up 5 steps, to step 5", 3.2 s as "Cat up 5 from field 5").
    The variant's two pairs name theirs: 'Ann up 6 from fields 2 and 4'."""
    return f"{name} up {gained}" + (f" from {fields_phrase(fields)}" if len(fields) > 1 else "")


def double(name: str, bonus: int) -> str:
    """'A double: up 2 steps'; the Spanish twin names who climbs ("Dobles: sube" read as a command, session 46)."""
    return f"A double: up {count(bonus, 'step')}"


def climbed(why: str, name: str, step: int, finish: int) -> Line:
    """'Cat up 3 to step 3.': no comma, whose pause cost 0.3 s a climb (issue 38's round line paid with it)."""
    return Line(f"{why} to {step_name(step, finish)}.", f"{name} to {step_name(step, finish)}.")


def finishes(why: str, name: str) -> Line:
    return Line(f"{why}, to the finish!", f"{name} finishes!")


def wins(name: str) -> Line:
    return Line(f"{name} reaches the top of the stairs and wins Rapido!", f"{name} wins.")


# ---------------------------------------------------------------- reports

ABOUT_TO_DRAW = Line("Rapido, about to draw who starts.", "Rapido.")


def where_turn(round_: int, name: str) -> Line:
    return Line(f"Rapido, round {round_}, {name}'s turn.", f"Round {round_}, {name}.")


def standings(rows: Sequence[tuple[Sequence[str], int, Sequence[tuple[int, int]]]], finish: int) -> Line:
    """Every seat, leader first: (names, step, (field, value) of each pair lying out).

    The value on a field is what the next roll must reach to throw it out, so
    the track is heard with it: "Blue on step 9, sixty-two on field 3". Seats on one step
    with nothing lying out come as one row, said together: "Ann and Cat at Start" (rules.py `_rows`).
    """
    parts = [
        f"{spoken_list(list(names))} {standing(step, finish)}"
        + "".join(f", {number_words(value)} on field {spot}" for spot, value in lying)
        for names, step, lying in rows
    ]
    short = ", ".join(f"{spoken_list(list(names))} {standing(step, finish)}" for names, step, _ in rows)
    return Line("Standings: " + "; ".join(parts) + ".", short + ".")


# ---------------------------------------------------------------- what BACK takes back
# Said after "Taken back:", so the table hears which answer went (engine/phrases.taken_back).


def field_chosen(name: str, spot: int) -> str:
    return f"{name}'s choice of field {spot}"


def spoken_pieces() -> list[str]:
    """The pairs of dice as they are said ("sixty-two"), 0 to 99: pieces of the roll lines."""
    return [number_words(n) for n in range(100)]
