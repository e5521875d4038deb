### Every line Coin Race says or asks, in English (docs/dev/words.md). A test-only game made by
### docs/architecture.md's "Adding a game": the rules hold no words, and a teaching block (engine/teaching.py)
### says the rules once to a new table.

## Shown, never said: the command line and the printed sheet.
shown-sheet-help = a sheet to tick the steps on
shown-rows-help = rows on the sheet
shown-rows-wrong = give a number of rows from 1 to 8
# A row's label on the printed sheet.
shown-sheet-row = Player { $number }

## Setup (hold OK: the rule; hold GO: the purpose).
seats-rule = Two to four players, each on their own count of steps.
seats-purpose = How many play; their names come next.
names-purpose = The players' names, in the order they flip; then the first flip.

## Teaching (engine/teaching.py).
# What the table needs in its hands, said in setup when taught.
teach-needs = You need nothing in your hands: I flip the coin for you.
# Before the first flip: the goal and how to win (at most 30 s spoken).
teach-opening = Take turns to flip a coin: heads moves you one step, tails leaves you where you are. First to three steps wins.
# After the first coin lands: what a flip does for the turn.
flip-taught = Either way, the turn then passes to the next player.

## Play.
flip-action = flip the coin
flip-rule = Heads moves you one step; tails does not. First to three wins.
flip-purpose = Your flip; then the next player flips.
# The turn's question; its rule and purpose come on hold OK and hold GO, taught or not.
your-flip = { $name }'s flip.
# A side of the coin, said alone too when the lines are joined from pieces.
coin-side = { $side ->
    [heads] Heads
   *[tails] Tails
}
# How the coin landed ($side: coin-side) and where its flipper stands now.
landed = { $side }. { $name } is on { $steps }.
wins = { $name } wins Coin Race!
where = Coin Race, { $name } to flip.
# Each player and their steps, in seat order: the places joined by the facts' separator, then a stop.
standing = { $name } on { $steps }
standings = { $places }.
