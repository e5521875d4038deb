### Everything Rapid List says, in English (docs/dev/words.md).
###
### The rules (rules.py), the lines they build (lines.py) and the setup (setup_flow.py) decide *what*
### happens and ask these messages for the words. The words shared by every game (the buzzer, seat
### counts, "Taken back:") are the engine's. Nothing here names a button: a prompt says what is going
### on and the front end says how to answer. The game's name, Rapid List, is the name on the box, kept
### in every language (the history export groups games by it).

## The track and its spaces. What each named layout is, as setup offers it.
track-standard = Standard: 8 normal spaces, then 4 challenges
track-short = Short: 6 normal spaces, then 2 challenges
track-early-challenge = Early challenge: challenges on 5, then 10 to 12
track-zigzag = Zigzag: challenges on 4, 7, 10 and 12
track-long = Long: 16 spaces, challenges on 8, then 13 to 16
# The config's own track, offered first in setup.
custom-track = Your track: { COUNT($spaces, one: "space", other: "spaces") } with { COUNT($challenges, one: "challenge", other: "challenges") }

# Where a cube stands, for the standings: $place is start, finish, beyond (past Finish, by $beyond) or
# space (on $space). "Beyond", not "past": "10 to 3 past Finish" is heard as a clock time.
where = { $place ->
    [start] at Start
    [finish] on Finish
    [beyond] { $beyond } beyond Finish
   *[space] on { $space }
}
# One space and its cubes ($cubes of them, $top the top one, $where as above, and for three or more its
# own words first, with a capital, from $place): "Blue on 9, 4 to go",
# "Blue and Red on 5, Blue on top". Who is on top is said because the reading order's tie-break depends
# on it; the distance to Finish ($left, 0 when not said) because that is what the table is racing for.
stack = { $cubes ->
    [1] { $top } { $where }
    [2] { $names } { $where }, { $top } on top
   *[other] { $place ->
        [start] At Start
        [finish] On Finish
        [beyond] { $beyond } beyond Finish
       *[space] On { $space }
    }, from the top: { $names }
}{ $left ->
    [0] {""}
   *[other] , { $left } to go
}
# How a team is addressed aloud, unless its name already says team (en.toml, [teams]).
team-name = Team { $name }

## Chance: the transcript's words for each draw.
draw-first-asker = draw the first asker
line-up-cubes = line the cubes up on Start
draw-challenge = draw the top challenge card
draw-suiting-challenge = draw a challenge that suits the question
draw-question-card = draw the top question card
roll-question-die = roll a d6
# Said before a draw that first shuffles the played cards back in.
questions-reshuffled = Every question card has been played; shuffling them back in.
    .short = Question cards reshuffled.
challenges-reshuffled = Every challenge card has been played; shuffling them back in.
    .short = Challenge cards reshuffled.

## Before the first round: said once, after the cubes are placed, from the front, the top cube first.
## The order on Start is said because the first reading-order tie-break depends on it; head starts,
## when given, come first ($positions with the distance to go, $brief without it).
line-up-on-start = On Start, from the top: { $names }.
    .short = From the top: { $names }.
    .long = Stack the cubes on Start, from the top: { $names }. Later arrivals go below, and on equal bids the lower cube's player reads first.
line-up-head-starts = Head starts: { $positions }.
    .short = { $brief }.

## Teaching (engine/teaching.py): what a table that never played hears, once a game, when setup's
## "First game of Rapid List?" was yes.
# The track is drawn on paper (issue 38: a table without the box did not know to): what to draw is the
# track's to say (track-taught), once the track is chosen.
teach-needs = Each player needs a sheet of paper, a pencil, and a cube or a coin to move along a race track; one more sheet is for drawing that track.
teach-opening = Rapid List is a race from Start to Finish. Each round I read a question, and everyone writes answers on paper until time is up. Then each of you bids how many answers you can read out. Read that many and your cube moves that many spaces; fall short and it stays. First to Finish wins; if several get there in one round, the one furthest past it, then the one that moved furthest that round.
# Spaces as heard, in a list: "9 to 12", "5 and 10 to 12", "4, 7, 10 and 12".
run-of-spaces = { $first } to { $last }
one-space = { $space }
# After the opening: the track to draw on the spare sheet, with Finish's number (the standings count down
# to it) and the $count challenge spaces; the line-up that follows places the cubes. What a challenge
# space gives was said with the track question (track-rule): not again here.
track-taught = Draw the track on the spare sheet: Start, spaces 1 to { $last }, then Finish, space { $finish }. Mark { $spaces } { $count ->
    [1] as a challenge space
   *[other] as challenge spaces
}.
# The first roll, when teaching: the die's result (what it is for was said with the round's start, own-die-taught).
die-says = The die says { $face }.
write-taught = Write as many answers as you can; rare ones are best, as one someone else reads is crossed off.
# The first list that falls short ($count lists), when teaching: what falling short is, what it costs, and
# that the answers it read still count against the others (a table asked).
short-taught = { $count ->
    [1] { $names } fell short, so stays put; the answers read still cross off others'.
   *[other] { $names } fell short, so stay put; the answers read still cross off others'.
}

## The start of a round: who still holds a doubler or a veto ($count of them, when not everyone).
doubler-everyone = Everyone has a doubler.
    .short = Doubler: everyone.
doubler-held = { $count ->
    [1] Still holding a doubler: { $names }.
   *[other] Still holding a doubler: { $names }.
}
    .short = Doubler: { $names }.
veto-everyone = Everyone has a veto.
    .short = Veto: everyone.
veto-held = { $count ->
    [1] Still holding a veto: { $names }.
   *[other] Still holding a veto: { $names }.
}
    .short = Veto: { $names }.

## The challenge. Its card's text is $challenge.
challenge = Challenge for { $names }: { $challenge }
    .short = { $names }: { $challenge }
# Said after the first challenge, when teaching (not one that caps the bid: the bid question enforces it).
challenge-cost-taught = An answer written against the challenge does not count.
# Why these players ($count of them) take the challenge, said before the first one when teaching: with
# drop anchor, everyone standing on a challenge space; else the leaders.
challenged-standing = { $names } { $count ->
    [1] stands
   *[other] stand
} on a challenge space.
challenged-leading = { $names } { $count ->
    [1] leads
   *[other] share the lead
} on a challenge space.
# The challenge drawn clashed with the question (docs/decks.md, `avoid`): one line for its replacement,
# after challenge-does-not-suit unless the table already heard it.
challenge-swapped = { $names } instead: { $challenge }
    .short = { $names }: { $challenge }
# A picked question or a veto made the challenge clash: the new draw waits for the main action, so the
# pick or the veto can still be taken back first.
challenge-does-not-suit = That challenge does not suit this question.
    .short = Challenge does not suit.
    .purpose = The challenge drawn does not fit the question: I draw another, then everyone writes.
draw-another-challenge = draw another challenge
no-challenge-fits = No challenge suits this question, so none this round.
    .short = No challenge this round.
# The call at the challenge's mark (`cue_after`), saying what its card promised (`cue`,
# engine.setup.CUE_KINDS): the wait is over, the eyes may open, the hands change.
challenge-cue = { $call ->
    [eyes] { $names }, open your eyes.
    [switch] { $names }, switch hands now.
   *[write] { $names }, write now.
}

## The question.
# The reader's turn to start the round ($dice: with or without); the front end adds how, in the round's
# own words ("Press GO to play round 3.", round-action). The one line that names the reader, in round 1
# too ("Blue reads first." before it named Blue twice in a few seconds). "Asks", not "reads": the lists
# are read out, and a table heard the two as one.
reader-up = { $name } asks.
    .purpose = A new round: { $name } starts it, { $dice ->
        [without] I draw a card and read its six questions
       *[with] I roll the die and read a question
    }; then everyone writes answers to it.
# What the main action at a round's start does: "Press GO to roll." in round 1, then words of the round's
# own ("Press GO to play round 3."), as the device says a GO question's press only the first time its
# words come (device/referee/asking.py) and every round must say it.
round-action = { $round ->
    [1] { $dice ->
        [without] draw a question card
       *[with] roll
    }
   *[other] play round { $round }
}
# Said the first time, before the first round's start, when teaching (engine/teaching.py).
# "Reads" named both the round's starter and the reading of lists (session 46): the starter "asks".
reader-taught = Each round one player asks: presses GO and bids first; the first at random, then clockwise.
# A table without a die heard "Press GO to roll.": the die is the referee's.
own-die-taught = I roll my own die for the question.
round-rule = Each round the next player clockwise asks: starts the round and bids first.
# One of the card's six questions, read out (no dice) and offered as an option; $question is its text
# read as a sentence.
numbered-question = Question { $number }: { $question }
    .short = Question { $number }.
which-question = { $name }, which question?
    .short = { $name }, which one?
    .rule = Without the die, the asker picks any of the card's six questions.
    .purpose = { $name } picks this round's question; then everyone writes answers to it.
picks = { $name } picks question { $number }.
    .short = Question { $number }.
write = Write!
# A later round's start signal: "Write!" is as short as a signal gets (Spanish: "¡Ya!" after "¡A escribir!").
write-again = Write!

## The doubler and the veto, declared right after the question.
start-the-clock = Start the clock
doubles-option = { $name } doubles
vetoes-option = { $name } vetoes
# What the declare step asks, by what may still be declared ($asks: both, doubling, vetoing or none);
# starting the clock is the front end's to offer.
declare = { $asks ->
    [both] Anyone doubling or vetoing?
    [doubling] Anyone doubling?
    [vetoing] Anyone vetoing?
   *[none] Ready to write?
}
doubler-rule = A doubler moves you twice your bid if your list holds; once a game, never from a challenge space.
veto-rule = A veto swaps this question for the card's next one; once a game.
declare-purpose = Say a doubler or a veto now, before anyone writes; or start the clock.
doubles = { $name } doubles this question.
    .short = { $name } doubles.
vetoes = { $name } vetoes. Question { $number } instead:
    .short = { $name } vetoes: question { $number }.
# A doubler declared for a vetoed question goes back to its owners ($count of them).
doubler-back = { $count ->
    [1] Doubler back to { $names }.
   *[other] Doubler back to { $names }.
}

## The clock, the bids, the reading.
# Said after "Stop!" when the writing time is up (engine.mechanics.time_up); the first bid question follows at once.
pencils-down = Pencils down!
# The reader's bid is asked in full, the others by name ("Bob's?", the engine's each-in-turn); a repeat
# is always in full: "Blue? 5" alone was unclear.
your-bid = { $name }'s bid?
# A challenge that caps the bid ($high) is said with the question, before the bid is chosen, always in full.
bid-capped = { $name }'s bid, at most { $high }?
    .short = { $name }, at most { $high }?
bid-rule = Your bid is how many of your answers you will read out. Read them all and your cube moves that many spaces, on past Finish if it gets there; fall short and it stays. An answer someone reads before you is crossed off your list.
bid-purpose = Everyone's bid, in turn; then the lists are read out, lowest bid first.
# Said the first time, with the first bid question, when teaching (engine/teaching.py).
# Issue 38: how a bid is made (written hidden, then said aloud in turn) and the reading order it sets,
# both before the first bid; what a bid wins was said in the opening.
bid-taught = Now bid: how many answers will you read out? Write your bid down first, so nobody changes it on hearing the others; then say it when I ask. Lowest bid reads first.
# The round's challenge again, just before the lists are read and judged by it.
challenge-reminder = { $names }, remember: { $challenge }
    .short = { $names }: { $challenge }
# The reading order: each reader with the bid ($doubled: yes or no; a doubler says so), said in a list.
bid-in-order = { $doubled ->
    [yes] { $name } { $bid } doubled
   *[no] { $name } { $bid }
}
name-in-order = { $doubled ->
    [yes] { $name } doubled
   *[no] { $name }
}
# "Read in order:" and the bids are said in the first round, where the bids show why the order is what it
# is; after it the names alone: the table heard each bid as it was entered a moment ago. The long form (a
# resume) says them all. Any challenge to mind follows, then the question (all-reached, then-tell-me).
read-in-order = Read in order: { $order }.
    .short = Order: { $order }.
read-names-in-order = { $names }.
    .long = Read in order: { $order }.
# The question says what it asks (issue 38: "All valid?" was not understood as "did each list reach its
# bid?"); the first verdict of a taught game (then-tell-me) says it waits for the reading: a new table
# heard it before any list was read.
all-reached = Every list reached its bid?
then-tell-me = Once all have read, tell me: every list reached its bid?
valid-rule = An answer counts if it fits the question and nobody read it before; in doubt, the table votes, and a tie keeps it. A list short of its bid does not move.
read-purpose = Read your lists in this order, then tell me whose list fell short, if any; then the cubes move.
# Said the first time, before the reading order, when teaching.
read-taught = Read out just as many answers as you bid, or all you have if fewer; whoever wrote one crosses it out.
# Said before the first reading order with equal bids, when teaching: why the order of the cubes on a space
# matters. Whose answers come first, said of players (a cube reads nothing); the lower cube is the later
# arrival. It came with the line-up on Start until session 49, where three tables did not see why.
tie-taught = Equal bids: whoever is nearer Start reads first, then whoever is lower in the stack.
# Said when a cube first lands on a space with cubes on it, when teaching, before the standings say the stack.
stack-taught = A cube landing on others goes below them.
# The answers to "Every list reached its bid?", as UP and DOWN say them: yes, or whose list fell short.
all-valid = Yes
fell-short = No, { $name }'s
# More than one list fell short: with two readers that is both of them.
several-short = { $readers ->
    [2] No, neither
   *[other] No, several
}
# Said after "No, several": the lists are then judged one reader at a time.
list-by-list = List by list, then.
# Asks whether the list reached its bid, as the question for all lists does: "All valid?" had a table say
# yes for a list whose answers were good but too few (session 46).
read-your-list = { $doubled ->
    [yes] { $name }, read your list for a double move. Did it reach { $bid }?
   *[no] { $name }, read your list. Did it reach { $bid }?
}
    .short = { $name }, reached { $bid }?
list-purpose = One list at a time: yes if it reached its bid, and that cube moves; then the next list.

## Standings and the end.
# Every cube from the front with its distance to Finish ($brief: without it); who still holds a token follows.
standings = Standings: { $positions }.
    .short = { $brief }.
# Why the winner is the winner when more than one cube crossed Finish (the tie-breaks, in order).
furthest = furthest past Finish
biggest-move = tied in front but with the biggest move this round
same-move = tied in front and with the same move this round
# The result ($count winners); winners-because explains a tie-break when several cubes finished, so
# nobody feels robbed.
winners = { $count ->
    [1] { $names } wins Rapid List!
   *[other] { $names } share the victory: high five!
}
    .short = { $count ->
        [1] { $names } wins.
        [2] { $names } both win.
       *[other] { $names } all win.
    }
winners-because = { $count ->
    [1] { $names } wins Rapid List, { $why }!
   *[other] { $names } share the victory, { $why }: high five!
}
    .short = { $count ->
        [1] { $names } wins.
        [2] { $names } both win.
       *[other] { $names } all win.
    }
about-to-start = Rapid List, about to start.
# Where the round stands (hold GO's status, and what a resumed game says): round-now when the question
# that follows names the reader ("Blue asks."); once the question is known, the question too ($question
# read as a sentence, $asked as written), and the bids entered so far (a table back from a power cut has
# forgotten them).
round-now = Rapid List, round { $round }.
    .short = Round { $round }.
round-now-asking = Rapid List, round { $round }, { $reader } asks.
    .short = Round { $round }, { $reader } asks.
round-now-question = Rapid List, round { $round }. { $reader }'s question: { $question }
    .short = Round { $round }: { $asked }
bids-so-far = Bids so far: { $bids }.
bid-so-far = { $name } { $bid }

## Settings refused.
no-question-cards = There are no question cards to play with.
six-questions = Every question card needs exactly six questions.
no-challenge-cards = There are no challenge cards to play with.
head-starts-for-all = Give a head start for every player, or for none.
head-start-on-track = A head start must leave the cube between Start and Finish.
variant-twice = Each variant can be chosen only once.
age-is-whole = An age is a whole number of years, like 9 or 35.
timer-too-short = The timer must run for at least { $least } seconds.
# $name is quoted as typed; $variants and $tracks are the names the program reads, as written.
unknown-variant = Unknown variant { $name }; the variants are: { $variants }.
track-letters = The track { $track } is not valid: a track is a string of N (normal) and C (challenge) spaces, like NNNNNNNNCCCC.
challenge-too-early = The track { $track } is not valid: the first three spaces after Start must be normal spaces, not challenge spaces.
unknown-track = Unknown track { $name }: use one of { $tracks }, or a string of N (normal) and C (challenge) spaces like NNNNCNNNNCCC.
ages-for-each = Give an age for each of the { $players } players, not { $given }.

## Setup questions.
are-children-playing = Are children playing?
adults-too = Adults too? Then I ask questions for all ages; if not, the children's blue questions.
which-questions = Which questions?
# The decks, said by what the questions are like, not by the colour of a box a player may never have seen.
deck-both = Everyday and grown-up
deck-blue = Everyday only
deck-red = Grown-up only
deck-mixed = All ages together
how-long-to-write = How long to write?
teams = Playing in teams? Each team sits together and plays as one player, under one name.
which-track = Which track?
# One question before the variants, so a table that plays the plain game answers once, not five times.
any-variants = Any variants? The doubler, the veto, no die, drop anchor, head starts.
# Each variant's yes/no, with the one-line explanation (its rule: the words after the question).
variant-doubler = Play with the doubler? Once a game, each player may double a move.
variant-veto = Play with the veto? Once a game, each player may swap a question for the next one.
variant-no-dice = Play without the die? The asker hears all six questions and picks one.
variant-drop-anchor = Play drop anchor? Everyone on a challenge space takes the challenge.
head-starts = Give younger players a head start? Then I ask everyone's age.
# Taught or not, what each setup question governs (hold OK, rule-...) and what it is for (hold GO,
# purpose-...); "names" is every question of the names step, "variant" each variant's yes or no, "age" each age.
head-start-rule = A player of 9 or under starts 6 spaces ahead, 10 starts 4 ahead, 11 starts 2 ahead.
track-rule = Cubes race from Start to Finish. When a round starts with the leader on a challenge space, I read out a challenge card that the leader must follow that round; no cards needed.
# Hold OK at the track question: more than the taught question said (a table heard it word for word again).
track-held-rule = { track-rule } Finish is the space after the last one, and a cube may go past it; a longer track makes a longer game.
variants-rule = The doubler: once a game, double a move. The veto: once a game, swap a question. No die: the asker picks the question. Drop anchor: everyone on a challenge space takes the challenge. Head starts: younger players start ahead.
rule-players = The spare sheet is for the track: once you choose one, I say how to draw it.
rule-kids = Children get everyday questions; a table of adults chooses.
rule-decks = Everyday questions suit anyone; grown-up ones ask more of what adults know. Everyday and grown-up draws from both; all ages together are questions a child and an adult can both answer.
rule-timer = The rules give 30 seconds.
rule-teams = A team bids and reads as one player.
rule-names = Bids go round the table clockwise.
purpose-players = How many play; then which questions suit the table.
purpose-kids = Which questions suit the table; then the writing time.
purpose-adults-too = Which questions suit the table; then the writing time.
purpose-decks = The questions read each round; then the writing time.
purpose-timer = How long everyone writes each round; then teams and names.
purpose-teams = Players or teams; then the names, clockwise.
purpose-names = The names I call, in order round the table; then the track.
purpose-track = The track the cubes race on; then any variants.
purpose-any-variants = Rule changes for this game; No starts the plain game.
purpose-variant = One rule change, yes or no; then the next.
purpose-head-starts = Head starts for younger players; yes asks each age.
purpose-age = An age, for a head start; after the last one the game starts.
# When teaching, the questions that name options a new table cannot know say them (engine/teaching.py).
which-track-taught = { track-rule } { which-track }
any-variants-taught = Any variants? { variants-rule } For a first game, say No.
head-starts-taught = Give younger players a head start? { head-start-rule } Then I ask everyone's age.
# A player's age, or for a team ($team, its name as said) its youngest player's, who sets the head start.
how-old = How old is { $name }?
    .short = { $name }'s age?
how-old-team = How old is the youngest in { $team }?
    .short = { $team }'s age?
years = years

## Shown, never said: the command line and the config.
shown-track-as-text = use a quoted string of N (normal) and C (challenge) spaces, like "NNNNCNNNNCCC"
shown-ages-as-numbers = --ages takes whole numbers separated by commas, e.g. 9,11,40
shown-variant-help = play with this variant (repeatable)
shown-track-help = a track layout name, or spaces as N and C, e.g. NNNNCNNNNCCC
shown-ages-help = ages for head starts, in seat order, e.g. 9,11,40

## What BACK takes back: said after "Taken back:", so the table hears which answer went (the engine's taken-back).
bid-given = { $name }'s bid of { $bid }
# An answer to "Every list reached its bid?": list by list, every list, one reader's short, or (two readers) neither.
judged-list-by-list = not every list valid
judged-all-valid = every list valid
judged-one-short = { $name }'s list short
judged-neither = neither list valid
# $valid: yes when the list reached its bid.
list-judged = { $valid ->
    [yes] { $name }'s list, reached { $bid }
   *[no] { $name }'s list, short of { $bid }
}
pick-given = { $name }'s pick, question { $number }
doubler-given = { $name }'s doubler
veto-given = { $name }'s veto
