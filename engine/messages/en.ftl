### The engine's words (docs/dev/words.md): what every game says alike, and the words a game's picture
### and a printed sheet show.

## Shown, never said: the facts and columns of a game's picture on the phone page.
shown-list = List
shown-letter = Letter
shown-target = Target
shown-subject = Subject
shown-reader = Reader
shown-question = Question
shown-challenge = Challenge
shown-roll = Roll
shown-total = Total
shown-tie-break = Tie-break
# A score table's column, and a pad's.
shown-round-column = Round { $number }
# One of a card's questions, while the reader picks one.
shown-question-numbered = Question { $number }

## Shown, never said: a printed sheet (Scattergories' lists and pads).
shown-list-name = List { $number }
# The sheet's heading: one list's, or (-all) a sheet of several lists.
shown-sheet-title = { $title }: list { $number }
shown-sheet-title-all = { $title }: category lists
shown-key-heading = List { $number }: one answer for each letter
shown-key-note = For a disputed answer: one that fits, for each letter of the die.
shown-no-example = (no example yet)
shown-points = Points
shown-name = Name
shown-pad-name = Pad { $number }

## How long: said by DURATION($seconds) (engine/spoken.py), which gives $minutes, $rest (the seconds past
## them) and $seconds. Past a minute the seconds go without their noun, as a time is said aloud.
duration = { $minutes ->
    [0] { COUNT($seconds, one: "second", other: "seconds") }
   *[other] { $rest ->
        [0] { COUNT($minutes, one: "minute", other: "minutes") }
       *[other] { COUNT($minutes, one: "minute", other: "minutes") } { $rest }
    }
}

## A question put to the players in turn (engine/in_turn.py): in full to the first, then the name alone.
each-in-turn = { $name }'s?

## Setup: how many play (engine/setup.py). A game may seat teams too: $who is its "players or teams".
how-many-players = How many players?
    .short = Players?
how-many = How many { $who }?
    .short = { CAPITAL($who) }?

## Setup: the seats' names (engine/seating.py). $order is the names joined by commas, clockwise.
# The seats in order, as one yes/no: one OK accepts them.
seat-order = Clockwise: { $order }. Is that the order round the table?
    .short = Clockwise: { $order }?
# Picking the names again, one seat after another: the first, then the one after $after.
name-first-seat = Name the seats going clockwise, starting anywhere. The first?
    .short = First seat?
name-next-seat = Who sits next after { $after }, clockwise?
    .short = After { $after }?
# The forms a seat's name is said in inside longer lines, rendered ahead as pieces (engine/name_forms.py).
name-as-team = Team { $name }
name-as-owner = { $name }'s

## Teaching (engine/teaching.py).
# Setup's first question when the device offers teaching.
first-game = First game of { $title }? I will explain as we go.
    .rule = Yes: I explain each rule the first time it matters. No: I only referee.
    .purpose = Teaching on or off for this game; then the game's own questions follow.
# Said before the names offered, when taught: a new table did not know who is Red (issue 38).
names-taught = These names are yours for the game, one each, starting with whoever holds me.

## A game's settings refused (engine/mechanics.py parse_seated): from a config file or the command line.
# $who: the game's word for who sits ("players", "players or teams"); $language the code as written, quoted.
# The seats, when a game names them no other way (engine/mechanics.py parse_seated): said in the lines above.
seats-players = players
seat-player = player
needs-seats = { $game } needs { $low } to { $high } { $who }, not { $given }.
unknown-language = The language { $language } is not one I speak; I speak { $known }.
different-names = Every { $who } needs a different name.
incomplete-settings = { $game } settings are incomplete: { $error }

## A running timer (engine/mechanics.py round_timer): its call at each warning.
time-left = { DURATION($seconds) } left.
    .short = { DURATION($seconds) }

## A number as the table hears it stepped and answered (engine/answers.py): seconds said as a time,
## "2 minutes 30", shorter than "150 seconds"; any other number as its digits (the question names the unit).
number-said = { $unit ->
    [seconds] { DURATION($value) }
   *[other] { $value }
}
# Said after a value beyond what the game's rules allow (AskNumber.house_rule_above).
house-rule = , a house rule
# An answer as the table heard it offered, after its question's brief form: the number or the option
# ("Timer? 2 minutes 30"), or yes or no ("Any challenge? No"). BACK says it when it takes one back.
answer-given = { $question } { $answer }
answer-confirmed = { $question } { $yes ->
    [yes] Yes
   *[no] No
}

## Taking back (engine/session.py). $what: what BACK took back in the game's words, as a sentence.
taken-back = Taken back.
    .short = Back.
taken-back-what = Taken back: { $what }
nothing-to-take-back = There is nothing to take back yet.
# Why undo stops here, by the kind of the last input: chance, the buzzer, or the device's own move. "That was
# decided by chance" left a table asking what "that" was, and "roll or draw" whether its roll was undone
# (session 49): what stands, and what can be taken back.
not-taken-back = { $kind ->
    [chance] What chance decided stands: only the table's own answers are taken back.
    [timer] The timer has already run out, so that cannot be taken back.
   *[virtual] I made that move for my own player, and my moves are not taken back.
}

## How fair were the dice (engine/fairness.py).
# A face as the table calls it, in the plural of a count, by $shape: a number ("Sixes"), the cross of a die
# of numbers, a single letter ("The letter W"), or any other face.
die-face = { $shape ->
    [number] { $face ->
        [1] Ones
        [2] Twos
        [3] Threes
        [4] Fours
        [5] Fives
        [6] Sixes
        [7] Sevens
        [8] Eights
        [9] Nines
       *[other] The { $face }s
    }
    [cross] Crosses
    [letter] The letter { $face }
   *[other] The face { $face }
}
# A face two dice share, with its die named by a face only that die has: "Ones on the die with the 7".
on-die = { $named } on the die with the { $mark }
on-one-die = { $named } on one die
# The answer to "how fair were the dice?": the face that strays most, then the test's verdict.
dice-fit = { $named }: { $came } of { COUNT($rolls, one: "roll", other: "rolls") }; fair dice give about { $expected }. { $unusual ->
    [yes] Unusual for fair dice.
   *[no] Nothing unusual.
}
# Before a die has enough rolls for the test: how many there are, and how many it takes.
too-few-rolls = Only { COUNT($rolls, one: "roll", other: "rolls") } so far: too few to judge the dice. It takes about { $needed }.
no-rolls-yet = No dice have been rolled yet in this game.
