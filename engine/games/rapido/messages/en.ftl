### Rapido's words, in English (docs/dev/words.md): everything the game says, asks and offers.
### rules.py and setup_flow.py decide what happens and ask for these by id. No line names a button:
### the front end adds how to answer (device/phrases.py).

## Settings the game refuses (seat counts, distinct names and incomplete settings are shared: engine/phrases.py).
variant-needs-two = The two-player variant is for exactly two players.
device-seats-differ = The seats I play must be different seats at the table.
starter-is-seated = The player who starts must be one of the seats.
staircase-needs = The staircase needs { $low } to { $high } steps.

## Teaching (engine/teaching.py, issue 38). Said only when the table asked to be taught: the opening once
## before the first turn, each rule once a game just before the choice it governs, each result the first
## time it happens.

teach-needs = You need nothing in your hands: I roll the dice and keep the board.
# The faces of the two dice (rules.DIE_A, rules.DIE_B), and how a roll reads: the opening says them, and hold
# OK at a turn, taught or not; a table that never saw the dice wondered what could come up (issue 38).
roll-rule = One die has 1, 2, 3, 4 and 7, the other 1, 2, 3, 5 and 6, and each has one cross, worth nothing. The higher die is the tens: six and two make sixty-two.
# Doubles are here, not at the first double: a table learned them only when one came (session 46). "I keep the
# board" and "I roll your two dice" went to pay for them: teach-needs, said in setup, says both. "That many
# steps" left a table asking how many and whether the turn was over; "a field" whose fields (session 46, round three).
teach-opening = Rapido is a dice race up a staircase; the first to reach or pass the top wins. { roll-rule } A double climbs the steps one die shows, and the turn goes on. You place your number on one of the shared fields 0 to 5; field 3 climbs you 3 steps at your next turn.
# Before the first choice to roll again or place, all of it at once (and on hold OK at that choice, taught or
# not): a table met what a field holds and what field 0 is for only on hold OK, then heard them again at the
# next turn (session 46). What is placed is "a number", the word the table hears: "a pair" was taken for
# something else. Whether a first roll's cross hurts, and whether two crosses are two steps, is said here too.
roll-again-rule = Roll again, and the new number replaces this one, higher or lower; but from the second roll on, a cross ends your turn and takes you down a step for each cross.
# "Below other pairs" was read as a place on the table, not a field's number (issue 38): the rules say the number.
place-rule = Or place your number, ending your turn. Fields 1 to 5 hold one number each, field 0 as many as you like. Placed, your number throws out every number worth the same or less on a higher-numbered field.
field-zero-rule = Field 0 climbs nothing, but nothing can throw it out.
# Hold OK only (session 49: a table asked what field 0 is for, and whether the top must be hit exactly).
field-zero-use = From field 0, your number throws out the most.
finish-rule = Reaching or passing the top wins; no exact landing.
thrown-out-rule = A number thrown out climbs nothing.
score-rule = A number still on its field when its owner's turn comes climbs the field's number of steps, and leaves the field free.
# Why a double's piece climbed, on hold OK at the choice after it (the opening teaches it).
double-rule = A double climbs that many steps at once, and the turn goes on.
variant-rule = In the variant you climb only when both your pairs lie on fields, by both numbers, and your own pairs never throw each other out.
# The first placing of a game on fields 1 to 5, said as a result: what the pair just placed will do (field 0's
# is field-zero-rule).
placing-taught = If it is still there at { $name }'s next turn, { $name } climbs { $spot }.
# Who a player's placing threw out, said while teaching (a cue says it otherwise): "Bob and Dan out."
out-named = { $names } out.

## Setup

variant-question = Play the two-player variant, with two pairs of dice each?
variant-taught = In the variant each of you keeps two pairs of dice, rolls one a turn, and climbs once both lie on fields.
# The referee speaks as "I" everywhere ("Green's turn; I play it."), so setup does too.
bots-question = How many seats do I play?
    .short = Seats I play?
bots-taught = I can play seats myself, rolling and choosing for them.
bots-rule = I roll and choose for the seats I play, and say each move; 0: you play every seat.
# Read as a choice, so the table knows a list follows (session 46: "Who is youngest? They start." did not).
youngest-question = Who starts: the youngest, or a draw?
youngest-rule = The youngest player starts, and play goes clockwise; or I draw who starts.
# A menu item, spoken on its own: capitalised like the names it stands among.
draw-at-random = Draw at random
steps-question = How many steps to the finish?
    .short = Steps?
# "The staircase in the box" meant nothing to a table with no box (issue 38): what to draw, short, since the
# referee keeps the board. No fields here: a table had heard no rule yet, so "fields, where your numbers lie"
# meant nothing (session 46); the opening says what they are.
steps-taught = To follow along on paper, draw a column of steps from Start to the finish. The usual race is 21; fewer make it shorter.
steps-rule = The usual staircase has 21 steps from Start to the finish; the first piece to reach the finish wins.

# What each setup question is for, and what comes next (hold GO: "what now?").
# "Mine included" left a table asking whether the referee takes one more seat (session 46).
players-purpose = How many seats in all, any I play among them; then how many I play, and your names.
variant-purpose = With two players: one pair of dice each, or two; then the seats I play.
bots-purpose = How many of the seats I play myself; then your names and who starts.
names-purpose = Who sits where, clockwise, so I call each turn by name; then who starts.
youngest-purpose = Who takes the first turn; then the length of the staircase.
steps-purpose = How long the race is; then the first turn.

## Shown, never said: the command line's help for the game's own options.
shown-bots-help = how many seats the referee plays itself
shown-variant-help = two colours of dice each

## Numbers and faces

# A pair of dice as it is said, so a roll is heard the way players say it: "sixty-two". The roll lines say
# it the same way; these, 0 to 99, are the pieces they are said from (render-ahead).
dice-value = { WORDS($value) }
# A die face as spoken: $face is its number, or "cross".
die-face = { $face ->
    [cross] cross
   *[other] { WORDS($face) }
}

## Chance draws and the device's moves (the transcript)

draw-who-starts = draw who starts
# The draw's result, said once before the first turn (the ear is the only record of a draw).
drawn-to-start = The draw picks { $name } to start.
dice-of = roll { $name }'s dice
choice-of = { $name }'s choice

## A turn

# The main action of a turn, which the front end names with its own button ("Press GO to roll."): said only
# inside that hint. A round's first turn from round 2 (round) says the round ("Press GO to start round 2."),
# so every round says what to press, taught or not (issue 38). A seat I play, right after a player's turn
# (device), waits for "roll for" it: until then the player's last answer can still be taken back.
turn-action = { $action ->
    [round] start round { $round }
    [device] roll for { $name }
   *[roll] roll
}

# "I roll": the referee rolls, as setup said; "a roll of your dice" had the table reaching for dice (session 46).
turn-purpose = Your turn starts when I roll your dice; then you choose: roll again, or place the number.
device-turn-purpose = I play this seat, rolling and choosing for it; you only let its turn start.
# A seat the device plays: said so the table knows nobody has to decide anything for it.
device-turn = { $name }'s turn; I play it.
    .short = { $name }'s turn.
    .rule = { roll-rule }
    .purpose = { device-turn-purpose }
# Every turn, the first one too, by name: the line is what a repeat, a resume and a phone give again, and
# "Your turn." after "Cat starts." or a climb left the table asking whose (issue 37). "Cat's turn." (0.4 s
# less than "Cat, your turn.", heard every turn) pays for a round's first turn saying what to press (issue 38).
your-turn = { $name }'s turn.
    .short = { $name }, roll.
    .rule = { roll-rule } { finish-rule }
    .purpose = { turn-purpose }

cross-rule = A cross counts as zero on the first roll.
# The faces (higher first, as the value reads them: "Six and two") and what they are worth. A first roll's
# cross still counts, which is explained ($cross: explained) the first time in a game, before the choice it
# governs, and on every repeat of a roll with a cross (crossed); none: no cross. Both: two crosses on a first
# roll, which a table took for a double (issue 38): said no double each time.
rolled = { $cross ->
        [both-explained] { CAPITAL($faces) }: { WORDS($value) }, and no double. { cross-rule }
        [both] { CAPITAL($faces) }: { WORDS($value) }, and no double.
        [explained] { CAPITAL($faces) }: { WORDS($value) }. { cross-rule }
       *[other] { CAPITAL($faces) }: { WORDS($value) }.
    }
    .short = { WORDS($value) }.
    .long = { $cross ->
        [none] {""}
       *[other] { CAPITAL($faces) }: { WORDS($value) }. { cross-rule }
    }
# A later roll with a cross: the turn is lost, and the piece goes down (never below Start) to where $at says:
# start, finish or step. Who plays next is not named here: the next line is their turn, by name.
crossed-out = { CAPITAL($faces) }: { $crosses ->
        [1] a cross!
       *[other] two crosses!
    } { $down ->
        [0] { $name } is on Start already and stays there.
       *[other] { $name } goes down { COUNT($down, one: "step", other: "steps") }, to { $at ->
            [start] Start
            [finish] the finish
           *[step] step { $step }
        }.
    }
    .short = Cross! { $name } { $at ->
        [start] at Start
        [finish] on the finish
       *[step] on step { $step }
    }.

roll-or-place = Roll or place?
where = Where?
decide-rule = { roll-again-rule } { place-rule } { field-zero-rule }
# Taught before the first choice, with decide-rule: the order of the list, and that a taken field is not in it:
# a table stepped the wrong way for field 5, and missed the taken fields (session 46, round three).
menu-taught = First I offer the field I would pick; DOWN goes to lower free fields, UP to higher ones, then rolling again, standings and odds; the list goes round.
# Taught at the first choice from round 2, where "Roll or place?" becomes "Where?": a table asked if it could still roll.
where-taught = From now on I just ask: where? You can still roll again.
# Asked after every valid roll, whose own line has just said the value: so not again. Round 1 asks "Roll or
# place?", which the table learns there; from round 2 ($later: yes) just "Where?", since GO rolling again was
# heard then (issue 37: the words every turn were the question the table already knew). The same words every
# time (rendered once, heard at once); the front end adds the option on offer. The choice is explained only
# when the table asks for a repeat (the rule, which hold OK adds), after the roll's own repeat has given the
# number: so not the number again (issue 37). A new roll replaces the number whether it is higher or lower,
# so it is not "to beat it" (issue 38). After a double ($bonus, the steps it climbed) hold OK says first why
# the piece climbed (session 46). The purpose says the number held: hold GO did not say it (session 46).
# Hold OK at a choice (session 49: a table asked why the field offered was offered): the offer's reason first,
# then the rules of the choice. $out: how many the offered field would throw out, named in $victims.
offer-why = { $out ->
        [0] I offer field { $spot }, the highest free one: nobody to throw out.
       *[other] I offer field { $spot }, the highest that throws out { $victims }.
    }
decide = { $later ->
        [yes] { where }
       *[no] { roll-or-place }
    }
    .long = { $name }: roll again or place?
    .rule = { $bonus ->
        [0] { offer-why } { decide-rule } { field-zero-use }
       *[other] { double-rule } { offer-why } { decide-rule } { field-zero-use }
    }
    .purpose = Keep { WORDS($value) } by placing it on a field, or roll again for another; then the next turn.

roll-again = Roll again
# What GO does at a choice to roll again or place, after the device's "GO to" (go-or-choose-hint): a phrase,
# not the option's label, so each language writes it as its hint takes it.
roll-again-action = roll again
# The two requests after the fields, worded as requests: "the odds" among "field 4" and "field 5" was taken for
# a field of its own (issue 38). Every option capitalised alike (session 46).
the-odds = Hear the odds
where-everyone-stands = Hear where everyone stands
# A field on offer, with the pairs placing there would throw out ($out of them): "Field 3, Ann out". Heard at
# every step through the fields, so short: 0.4 s less than "field 3, throws out Ann", and with one pair out
# four words, a value that the next step cuts short (tests/budget.py `is_step`).
field-option = { $out ->
        [0] Field { $spot }
       *[other] Field { $spot }, { $victims } out
    }
# The same from round 2 in English: "Where? 3" would not say what 3 is.
field-option-later = { $out ->
        [0] Field { $spot }
       *[other] Field { $spot }, { $victims } out
    }
# In the variant a player has two pairs, so a pair is named by its field too.
pair-on = { $owner }'s pair on field { $spot }
# The risk of rolling on, as counts on the 36 rolls, short ("11 in 36"): the likelier first, since that is the
# one the decision turns on. Nothing beats the highest numbers: "Beat seventy-six: 0 in 36" is left out
# (session 46). Then who each field would throw out, from the top: it only matters when there are any.
odds-cross = Cross: { $rolls } in 36.
odds-beat = Beat { WORDS($value) }: { $rolls } in 36.
odds-threat = Field { $spot } throws out { $victims }.
# Neighbouring fields that throw out the same players, in one line (a table sat through five alike).
odds-threats = Fields { $spots } throw out { $victims }.
# My own player's placing: the table heard no option, so who, what and where.
places = { $name } places { WORDS($value) } on field { $spot }.
    .short = { $name }: field { $spot }.
# A player's placing, said once it is made: the record a table without dice keeps (issue 37). Whose turn it is
# was just said, and who goes was said with the field chosen ("field 2, Bob out"): a cue marks each pair that
# goes. "On 2", as players say it once "field 2" has been heard (0.4 s less than "on field 2").
placed = { CAPITAL(WORDS($value)) } on { $spot }.
# Whose pair goes when my own player places: the table heard no option naming it. A player's choice named it
# ("field 2, Bob out"), so theirs is not said again: a cue marks it (3.6 s a throw-out, issue 23). The dice
# are the device's, so nobody is told to take any back.
thrown-out = { $owner }'s { WORDS($lost) } is out.
    .short = { $owner } out.
rolls-again = { $name } rolls again.
    .short = Again.

## Climbing the staircase. Why a piece climbs is a clause ("A double: up 2 steps"); where it lands
## completes the sentence ($at: start, finish or step).

# The fields a seat's pairs came back from ($kind): one, both pairs on one (field 0), or two fields.
fields = { $kind ->
    [shared] field { $field }, both pairs
    [several] fields { $fields }
   *[one] field { $field }
}
no-steps = { $name }: no steps from { $fields }.
    .short = { $name }: no steps.
# "Cat up 5": a field is worth its number in steps, so one pair's climb names its field (4.9 s said as "Cat's
# dice come back from field 5: up 5 steps, to step 5", 3.2 s as "Cat up 5 from field 5"). The variant's two
# pairs ($pairs) name theirs: "Ann up 6 from fields 2 and 4".
scored = { $pairs ->
    [1] { $name } up { $gained }
   *[other] { $name } up { $gained } from { $fields }
}
# "A double: up 2 steps". The Spanish names who climbs ("Dobles: sube" read as a command, session 46); English
# says how many, and has $name only to keep the same values.
double = { $name ->
   *[other] A double: up { COUNT($bonus, one: "step", other: "steps") }
}
# "Cat up 3 to step 3.": no comma, whose pause cost 0.3 s a climb (issue 38's round line paid with it).
climbed = { $why } to { $at ->
        [start] Start
        [finish] the finish
       *[step] step { $step }
    }.
    .short = { $name } to { $at ->
        [start] Start
        [finish] the finish
       *[step] step { $step }
    }.
finishes = { $why }, to the finish!
    .short = { $name } finishes!
wins = { $name } reaches the top of the stairs and wins Rapido!
    .short = { $name } wins.

## Reports

about-to-draw = Rapido, about to draw who starts.
    .short = Rapido.
where-turn = Rapido, round { $round }, { $name }'s turn.
    .short = Round { $round }, { $name }.
# Every seat, leader first. Seats on one step with nothing lying out come as one row, said together: "Ann and
# Cat at Start" (rules.py `_rows`). The value on a field is what the next roll must reach to throw it out, so
# the track is heard with it: "Blue on step 9, sixty-two on field 3". The rows come joined by "; ", and the
# values lying out after their seats by ", "; the short form is the seats alone.
standing = { $names } { $at ->
    [start] at Start
    [finish] on the finish
   *[step] on step { $step }
}
lying = { WORDS($value) } on field { $spot }
standings = Standings: { $rows }.
    .short = { $seats }.

## What BACK takes back, said after "Taken back:", so the table hears which answer went (engine/phrases.py taken_back).
field-chosen = { $name }'s choice of field { $spot }
