### Everything Dabble says or asks, in English (docs/dev/words.md).
###
### The rules (rules.py, setup_flow.py) decide what to say and give the values; which message a
### moment needs is said.py's. Words every game shares (the buzzer, the seat checks, "Taken back:")
### are the engine's; nothing here names a button, because only a front end knows how its main
### action is taken. What English is that is not a sentence (that its words take the apostrophe
### tiles, the letters of a paper set) is in en.toml beside this file.
###
### A selector with only its default variant (`{ $finishers -> *[other] finished }`) is English
### saying the same whatever the value, where Spanish's words agree with it ("terminó", "terminaron").

## Names and units

# The name on the box, kept in every language (the history export groups games by it).
title = Dabble
# How setup, the seat checks and the settings errors name the seats: a seat may be one player or a team.
seats = players or teams
seat = player or team
# The unit spoken after every value entered: all of them are points counted off tiles.
points-unit = points
# A negative number: speech engines read "-4" unreliably, and a penalty can make a score negative.
minus = minus { $value }
# Said before a draw that first shuffles the subjects back in.
subjects-reshuffled = Every subject has been played; shuffling them back in.
    .short = Subjects reshuffled.
# After the buzzer's "Stop!": the tiles are what the table's hands are on.
hands-off = Hands off!

## Settings errors

winning-score-too-low = The winning score must be a whole number above zero.
no-subjects = Subject words are on, but there are no subjects to draw from.
timer-too-short = The round timer must run for at least { $low } seconds.

## Teaching (engine/teaching.py)
## Said only when the table chose to be taught, each rule once a game, just before the choice it
## governs. The rules given on hold OK and the purposes given on hold GO are there taught or not.

# What the table needs, said once in setup when taught. Which tiles to cut from paper is said only to a
# table that has no set (have-tiles, then paper-set): a Spanish table heard the whole list read out
# before the player count, though it held a boxed set. Challenges are not here: they are said once, at
# the first buzzer (show-words), where they happen (the English table heard the rule before challenges).
teach-needs = You need letter tiles, each with its points printed on it, a bag to draw them from blind, and a dictionary. A word is worth the points on its tiles added up. Blanks are worth nothing and stand for any letter; the 2 apostrophe tiles are explained before the first round.
# Said to a table with a boxed set only, after it says so: a home-made set has no Spanish tiles, and the
# English table heard of them before it was asked whether it had a set (session 46).
boxed-set = If your set has the six Spanish tiles, two each of double R, double L and N with a tilde, leave them out.
have-tiles = Is there a set of letter tiles at the table?
    .rule = With no set, I say which tiles to cut from paper.
    .purpose = Whether the table has tiles; with No, I say how to make them; then how many play.
# Which tiles to cut (a table with no set), before the first setup question: $tiles squares in all,
# $groups the letters by their points (paper-worth, from en.toml), $blanks the blank tiles.
paper-set = Cut { $tiles } squares of paper and write a letter and its points on each. { $groups } Worth nothing: { $blanks } blank squares, and 2 with just an apostrophe.
# The letters of one worth, "Worth 1 point: 12 E; 9 each of A, I and O." ($groups: paper-letter, paper-letters).
paper-worth = Worth { $points ->
        [1] { COUNT($points, one: "point", other: "points") }
       *[other] { $points }
    }: { $groups }.
paper-letter = { $each } { $letter }
paper-letters = { $each } each of { $letters }

# Before the first round: the goal, what the table holds, how to win (at most 30 s spoken).
teach-opening = Each player draws 20 letter tiles and races the timer to build five words with all of them: one each of 2, 3, 4, 5 and 6 letters. Your own words score nothing: finish, and you score the points on the tiles left out of the others' words. After the round in which someone reaches the winning score, the highest total wins.
# The round's rule: with every question that starts a timer (hold OK), and taught before the first go.
round-rule = Dictionary words only: no names or abbreviations. The round runs to the buzzer: finished early, just wait; I ask then.
# After the first buzzer, before "Who built all five words?": who shows words, challenges, and what a
# rejected word costs, in one statement said once (the tables heard it three times, from setup on). Everyone's
# words may score (apostrophe and subject words), so everyone shows them: "Red's word rejected" is offered for
# a player who did not finish. A rejected word does not undo a finish (scoring.py: the round is won, less the word).
show-words = Everyone, show your words; anyone may challenge one, with a dictionary.
# At every later buzzer, taught only: the rule was said once, and a taught table forgot to challenge in round 2.
show-again = Show your words; any challenges?
rejected-cost = A word not in it costs its player its printed points, doubled with an apostrophe; finishers stay finished.
finished-rule = Finished means all 20 tiles in five words, of 2, 3, 4, 5 and 6 letters. A rejected word does not undo it: it costs its points. UP from { nobody } goes through each player alone, then pairs and threes; DOWN reaches { everybody } first.
nobody-rule = Nobody scores yet: the same round runs again.
swap-rule = Put back any tiles you like and draw as many new ones; nobody scores until someone finishes.
unused-rule = Finishers score the points on everyone else's leftover tiles: add up yours.
best-rule = The best single word wins the round its points; ties all score.
# The apostrophe tiles in ONE statement (the English table asked three things the pieces left open: whether
# the tile fills a letter's place, whether a non-finisher's apostrophe word scores, whether an unused one pays
# the winner or each finisher): taught before the first go (the round it governs, issue 38), and given by
# hold OK at every apostrophe question. The 5 points are scoring.py's UNUSED_APOSTROPHE_POINTS.
apostrophe-rule = An apostrophe tile is a real apostrophe, as in CAN'T: it fills a letter's place but has no points. A word with one does score: its printed points doubled, for whoever made it, finished or not. Each apostrophe tile left on a rack gives every finisher 5 points.
apostrophe-words-rule = The points printed on the tiles of your words with an apostrophe, added up; I double them.
best-apostrophe-rule = A winning best word with an apostrophe was counted double already: it is not doubled again.
subject-rule = Each round has a subject: words on it score a bonus for every player.
subject-words-rule = Add up the points on your words that fit the subject.
# Who loses what, both ways (issue 38: a table heard it unclearly): only a word found wrong costs, and its player,
# what the word would have scored (an apostrophe word's doubled points: the tables asked). On hold OK.
challenge-rule = A challenged word is looked up: if it is not there, its printed points come off its player's score, doubled with an apostrophe, and its tiles still count as used; if it is, nobody loses anything.
# What the extras are, on hold OK at "Which extras?": each rule as it was taught, said whole ($subjects: on, off).
extras-rule = { $subjects ->
        [on] { apostrophe-rule } Subject words add their points, for every player. A rejected word takes its printed points off its player, doubled with an apostrophe.
       *[off] { apostrophe-rule } A rejected word takes its printed points off its player, doubled with an apostrophe.
    }

## Setup questions
## Their rules (hold OK) and purposes (hold GO); a taught table hears what subject words are first.

round-time = How long is each round?
target = Play to how many points?
target-option = { COUNT($points, one: "point", other: "points") }
seats-rule = Two to four seats; a team plays as one seat, with one set of tiles.
seats-purpose = How many seats play; their names come next.
names-purpose = The seats' names, clockwise round the table; then the winning score.
target-rule = The game ends after the round in which someone reaches this score; the highest total wins. At 500 a game runs many rounds; 100 or 250 makes a shorter one.
target-purpose = How long the game lasts; the round time comes next.
round-time-rule = The timer runs the whole round: everyone builds words until the buzzer, even a player with all five words done.
round-time-purpose = How long each round's timer runs; subject words come next.
# Setup's last question; a taught table hears what subject words are before it chooses (issue 38).
with-subjects = Play with subject words?
    .rule = Subject words: each round I draw a subject, such as Food; a word on it scores its points for its maker, on top of the round's other points.
    .purpose = Whether each round has a subject; then the game starts.
subjects-explained = With subject words, each round has a subject, such as Food, and words on it score extra.

## The start of a round
## Each "ready" question says what the table does with its tiles; the action it names is what the
## main action then does (a front end adds how to take it).

# Before the first round. The box holds six Spanish tiles, which an English game leaves out (the rules).
# Taught, the opening, the round's rule and the apostrophe tiles' come first, then draw-tiles-now: this is
# the last question before the first go, and an unused apostrophe pays in the round it governs. A taught
# table heard in setup that the Spanish tiles stay out, and the opening says how many to draw: neither again
# ("they stay in the box", then "Take the six Spanish tiles out of the bag", was heard as two rules).
draw-tiles = Take the six Spanish tiles out of the bag. Everyone draw { COUNT($tiles, one: "tile", other: "tiles") }, face down.
    .short = Draw { COUNT($tiles, one: "tile", other: "tiles") }.
    .purpose = Everyone draws tiles face down; then the timer starts and everyone builds.
draw-tiles-now = Draw your { COUNT($tiles, one: "tile", other: "tiles") } now, face down.
start = start
# The main action from round 2: its number makes the device name the button every round (issue 38).
start-round = start round { $round }
# Nobody finished: the same round again after an exchange.
swap-tiles = Swap any tiles you like for new ones from the bag.
    .short = Swap tiles if you like.
    .purpose = Nobody finished: swap tiles if you like, then the same round runs again.
start-again = start the timer again
# Before every later round: all tiles back, a new draw. The round's number is in its action
# (start-round), which the device says as "Press GO to start round 2.": said once, not twice. The
# count of tiles is round 1's: "draw 20" after "Cat plus 20." was heard as the same 20 again.
fresh-tiles = All tiles back; draw again.
    .short = New tiles for round { $round }.
    .purpose = A new round: everyone draws fresh tiles face down; then the timer starts.
# The first round says what "go" means for the tiles; a table knows it after that. A start signal,
# news once: never in a repeat, and never said again on resuming once the round's time is up.
turn-over = Turn your tiles over: go!
    .short = Go!
go = Go!
same-subject = Same subject: { $name }.
    .short = { $name }
draw-subject = draw a subject
subject = Subject: { $name }.
    .short = Subject: { $name }.
subject-examples = Subject: { $name }. For example { $examples }.
    .short = Subject: { $name }.

## Who built all five words
## The first round says what finishing is; later rounds ask it in two words (a repeat in full).

who-finished = Who built all five words?
    .short = Who finished?
    .purpose = Who built all five words; then I ask for the points left over.
who-finished-later = Who finished?
    .long = Who built all five words?
    .purpose = Who built all five words; then I ask for the points left over.
nobody = Nobody
everybody = Everybody
# Two or three finishers, offered as one answer to "Who finished?" ("Ann and Bob").
together = { $names }
# The swap is the next question's to say, once. When some finished, nothing is said: the names were
# just chosen aloud, and the round report names them.
nobody-finished = Nobody finished.
everybody-finished = Everybody finished! I need each player's best word.
    .short = Everybody finished. Best words next.

## Values, seat by seat

# The points on the tiles left over, added up: "unused tiles, 15" was heard as a count of tiles, and
# "Green's unused tiles? 15" still was (session 48): points, said. The same every round.
unused-tiles = { $name }'s leftover points?
    .short = { $name }, leftover points?
    .rule = The points printed on the tiles left out of your words, added up; each finisher scores them. A rejected word's tiles count as used, not left over. An apostrophe tile left over is not added here: it is one of the extras, asked next.
    .purpose = The points left on this rack; the finishers score them, then come the extras.
unused-tiles-later = { $name }'s leftover points?
    .short = { $name }, leftover points?
    .rule = { unused-tiles.rule }
    .purpose = { unused-tiles.purpose }
best-word = { $name }, what is your best word worth? Double it if it has an apostrophe.
    .short = { $name }, best word?
    .rule = Your highest-scoring word: its printed points added up, doubled with an apostrophe. { best-rule }
    .purpose = Each player's best word; the highest wins the round.
best-word-among-apostrophe-words = { $name }, is your best word one of your apostrophe words?
    .short = { $name }, best word has an apostrophe?
    .purpose = Whether the winning word is one of them, so it is not doubled twice.

## The extras
## One choice, then one extra at a time: what happened and to whom, then its value alone. Nothing is
## asked of a player who has nothing to report (four "apostrophe words? 0" a round, issue 37).

# Everything beyond the plain round, None offered first, each kind named as the table saw it happen;
# after the first round, "Which extras?" (a repeat names them again). Asked as "which", with None for an
# answer: "Any apostrophe words or rejected words? No" read as a yes or no, and a table pressed DOWN to
# "Apostrophe tiles left" and OK by mistake (session 46). $subjects: on, off.
extras-which = Which extras, one at a time: { $subjects ->
        [on] apostrophe words, apostrophes left, subject words or rejected words
       *[off] apostrophe words, apostrophes left or rejected words
    }?
extras-which-later = Which extras?
    .long = Which extras, one at a time: { $subjects ->
        [on] apostrophe words, apostrophes left, subject words or rejected words
       *[off] apostrophe words, apostrophes left or rejected words
    }?
extras-purpose = Anything else that changes this round's points, each with whose it is; None scores the round.
no-extras = None
# What BACK names when it takes back that None.
no-extras-given = no extras
# After each extra entered; when a rejected word is the only kind left, asked as that.
another-rejected-word = Another rejected word?
anything-else = Anything else?
# An answer to "Which extras?": whose word a challenge rejected, so it is plain who loses ("lost a
# challenge" could be the challenger, issue 38).
rejected-option = { $name }'s word rejected
# What BACK names when it takes back that answer, mid-sentence ("Taken back: Ann's word rejected").
rejected-given = { $name }'s word rejected
# All that can be reported when one player's words alone score (a game without apostrophes or subjects,
# one finisher): the points of that player's rejected words, offered at 0, for none.
rejected-words = What are { $name }'s rejected words worth? I take them off.
    .short = { $name }'s rejected words?
    .purpose = The points of this player's rejected words, 0 for none.
rejected-words-later = { $name }'s rejected points?
    .long = What are { $name }'s rejected words worth? I take them off.
    .purpose = { rejected-words.purpose }
apostrophe-words-option = Apostrophe words
apostrophe-tiles-option = Apostrophe tiles left
subject-words-option = Subject words
whose-apostrophe-words = Whose apostrophe words? I count them double.
    .short = Whose apostrophe words?
    .purpose = Whose words have an apostrophe; their points come next.
# The doubling was said with "Whose apostrophe words?": the value alone here.
apostrophe-words = { $name }'s apostrophe words, as printed?
    .short = { $name }, apostrophe words?
    .purpose = These words' printed points; I double them into the round.
# Each finisher is paid, never "the winner" (the table heard both, issue 38).
unused-apostrophes = How many apostrophe tiles are left on the racks? Each one gives { $finishers ->
        [1] the finisher
       *[other] each finisher
    } { COUNT($points, one: "point", other: "points") }.
    .short = Apostrophe tiles left?
    .purpose = How many apostrophe tiles nobody used; each pays the finishers.
whose-subject-words = Whose subject words?
    .short = { "" }
    .purpose = Whose words fit the subject; their points come next.
subject-words = { $name }, what are your subject words worth?
    .short = { $name }, subject words?
    .purpose = This player's subject words, in points; they add to the round.
# The first round says what the value is for; after it, the question alone (a repeat says it all):
# "Ann's word rejected" was just chosen, so "it" is plain. The loss is said once, by the round report
# ("Bob minus 6."), not again here (issue 37).
wrong-word = { $name }, what is the rejected word worth, doubled with an apostrophe? I take it off your score.
    .short = { $name }, rejected word?
    .purpose = The lost word's points; I take them off that score.
wrong-word-later = What was it worth?
    .long = { $name }, what is the rejected word worth? I take it off your score.
    .purpose = { wrong-word.purpose }

## The end of a round
## The round in two or three short lines, highest total first: the round's winners with their points
## and totals ("Ann and Bob win: plus 30, to 60."), anyone else whose total moved, then what the leader
## still needs. Those who got nothing are not named (hold OK gives their totals): under ten seconds for
## four players, where a sentence a seat took 27 s, and every fact said once.
##
## $names: the players said together (same points, same total), $seats how many they are; $points what
## they gained or lost this round; $total their total; $need what the leaders still need. $then, what
## follows the points: need (what the leaders need, when that is news: someone else leads now; "Cat
## needs 455." came three rounds running, issue 37), total, same (the total is the points, not said
## again), next (the winning score is reached: the win says the totals next; "Green: winning score
## reached." came first). A sign word goes in front of the points, so they are not taken for the total.

report-gains = { $names } { $points ->
        [0] nothing
       *[other] plus { $points }
    }{ $then ->
        [need] , { $seats ->
            [1] needs
           *[other] need
        } { $need }
        [total] , to { $total }
       *[other] {""}
    }.
report-loses = { $names } minus { $points }{ $then ->
        [need] , { $seats ->
            [1] needs
           *[other] need
        } { $need }
        [total] , to { $total }
       *[other] {""}
    }.
# The finishers just named at "Who finished?": that they won the round is not news, their points alone
# ("Ann plus 27, to 72."; a lost word costing more than the round: "Cat minus 32, to 29."). A repeat says it whole.
report-finisher-gains = { $names } { $points ->
        [0] nothing
       *[other] plus { $points }
    }{ $then ->
        [need] , { $seats ->
            [1] needs
           *[other] need
        } { $need }
        [total] , to { $total }
       *[other] {""}
    }.
report-finisher-loses = { $names } minus { $points }{ $then ->
        [need] , { $seats ->
            [1] needs
           *[other] need
        } { $need }
        [total] , to { $total }
       *[other] {""}
    }.
# "the round": "Red wins: plus 22." was heard as the game won (issue 37's outside table).
report-wins-round = { $names } { $seats ->
        [1] wins
       *[other] win
    } the round: plus { $points }{ $then ->
        [need] , { $seats ->
            [1] needs
           *[other] need
        } { $need }
        [total] , to { $total }
       *[other] {""}
    }.
# A lost challenge cost more than the round won: not "wins: minus 32".
report-wins-round-loses = { $names } { $seats ->
        [1] wins
       *[other] win
    } the round but { $seats ->
        [1] loses
       *[other] lose
    } { $points }, down to { $total }.
report-winners = { $names } { $seats ->
        [1] wins
       *[other] win
    }.
# A leader who did not score this round, or lost points.
report-needs = { $names } { $seats ->
        [1] needs
       *[other] need
    } { $need }.
# In the hold OK repeat only: the totals of those who got nothing ($scores: name-total, one after another).
report-unmoved = Totals { $seats ->
       *[other] unchanged
    }: { $scores }.
# In the repeat only, where each player's round points came from ("Yellow plus 39" and hold OK gave no
# breakdown, session 46): "Ann: 29 left over, 10 in extras, minus 5 for a rejected word."
breakdown = { $name }: { $parts }.
breakdown-left-over = { $points } left over
breakdown-best-word = { $points } for the best word
breakdown-extras = { $points } in extras
breakdown-lost = minus { $points } for { $words ->
        [1] a rejected word
       *[other] { $words } rejected words
    }

## The end of the game, and reports

game-won = { $name } wins { title } with { COUNT($points, one: "point", other: "points") }!
    .short = { $name } wins.
game-shared = { $names } share the win with { COUNT($points, one: "point", other: "points") } each!
    .short = { $names } share the win.
about-to-start = { title } to { $target }, about to start.
    .short = { title }.
# Where play stands: the round, and, once its buzzer has gone ($time: up), that time is up: who finished
# is asked next, which a table resuming must hear before anything else (it heard "Go!" and grabbed its
# tiles, issue 37). The standings follow once anyone has scored; the short form holds the scores.
in-play = { title }, round { $round }{ $time ->
        [up] : time is up.
       *[other] .
    }
    .short = Round { $round }: { $scores }.
# Highest first, each with what it still needs, a full stop between players, so one player's "needs" is
# not heard as the next one's total ($standing: standing, one after another); the short form, the scores.
standings = Scores, playing to { $target }: { $standing }.
    .short = { $scores }.
name-total = { $name } { $total }
# "needs 180", or that the winning score is reached ($reached: no, exactly, over): what a player needs is
# what the table asks first. The word comes before the number, never run into the total ("320, 180").
standing = { $name } { $total }, { $reached ->
        [no] needs { $needs }
       *[other] { $target ->
           *[other] winning score reached
        }
    }

## What BACK takes back, said after "Taken back:" so the table hears which answer went

# $who: a name, several, or Nobody, Everybody, as offered; $finishers how many finished.
finishers-given = { $who } { $finishers ->
       *[other] finished
    }
# "Ann's unused tiles, 15 points": $what is one of the given- words below.
value-given = { $name }'s { $what }, { COUNT($points, one: "point", other: "points") }
given-unused-tiles = unused tiles
given-best-word = best word
given-apostrophe-words = apostrophe words
given-subject-words = subject words
given-rejected-words = rejected words
apostrophe-tiles-given = { COUNT($tiles, one: "apostrophe tile", other: "apostrophe tiles") } left on the racks
