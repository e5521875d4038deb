### The engine's words (docs/dev/words.md). Moved so far: the words shown and never said.

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
