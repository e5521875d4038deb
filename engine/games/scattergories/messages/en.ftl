### What Scattergories says and asks, in English (docs/dev/words.md).
### rules.py and setup_flow.py decide which line is said, with which values; the words are here. A line
### never names a button: an action (the GO question's `action`) says what the main action does, and the
### device says how to do it. The printed sheet's words are the engine's (engine/messages/, shown-...).
### Language facts that are not sentences (the letter die, the spelling words, how typed answers are
### read) are in en.toml beside this file.

# The name on the box, kept in every language (the history export groups games by it).
game-name = Scattergories

## The letter. A letter is pinned down over table noise by its spelling word, $word (en.toml,
## spelling_words: the NATO spelling alphabet).

# Actions: what the main action does, said by the device ("Press GO to ...").
roll-letter-die = roll the letter die
start-timer = start the timer
pencils-down = Pencils down!
letter-is = The letter is { $letter }, as in { $word }.
    .short = { $letter }, as in { $word }.
# The letter again while the table waits to start the first round: the list may still be being read.
ready = Letter { $letter }.
# The first round's start: the letter again. A repeat while writing (.long) gives the letter with its word;
# the list is heard again one category at a time, not in one 27-second breath.
go = Go! Everything starts with { $letter }.
    .short = Go! Letter { $letter }.
    .long = Letter { $letter }, as in { $word }.
# A later round's start, rolled and started on one GO: the letter, then go.
letter-and-go = The letter is { $letter }, as in { $word }. Go!
    .short = Go! Letter { $letter }.
    .long = Letter { $letter }, as in { $word }.

## Rounds and the list.

# "Round 1 of 3." tells the table the set's length, "Round 3 of 3." that it is the last; a round between
# says its number alone (round-title-between), which pays for "this round" in its points question (the hard
# round's 20 s), and a repeat gives "of 3".
round-title = Round { $number } of { $of }.
    .short = Round { $number }.
round-title-between = Round { $number }.
    .long = Round { $number } of { $of }.
tie-break-title = Tie-break round for { $names }.
    .short = Tie-break.
# What the GO that starts a round does. In the first round it rolls the letter, and the list is read before
# the timer's own GO (issue 38: a table not yet ready heard the list unasked); after it the letter is rolled on
# the same GO that starts the timer, as a table rolls the die and turns the sand timer over at once.
# Each start has words of its own, for the device says a GO question's press only the first time those words
# come: the same words for round 3 or a tie-break as round 2's left the table waiting in silence (issue 37).
start-first-round = roll the letter
start-round = roll and start
start-last-round = roll again and start
start-tie-break = { $tie_break ->
        [1] start the tie-break
       *[other] start tie-break { $tie_break }
    }
# The list's number when it has one, so players can find it on their cards.
list-title = List { $number }.
list-title-unnumbered = The list.
# One numbered category; the short form keeps the number, as a repeat uses it, and reads on after it
# ("1, a fruit."): $in_sentence is the category as said mid-sentence, with no capital after the comma.
category = { $number }. { $category }.
    .short = { $number }, { $in_sentence }.
# What the writers may hear again while the timer runs, for the device's hint
# ("Press OK for the list, one category at a time.").
list-parts-are = the list, one category at a time

## How a round is scored.

# An action.
all-read = go on once all are read
# Reading comes first and challenges after, so nobody skips the reading by answering no.
read-answers = Read your answers aloud: the first category, each of you in turn round the table, then the next, and so on. Note any answer you would challenge.
    .short = Read your answers.
# After the first round the table knows how reading goes: only the cue to start is said. $rules is the
# scoring in short, given on a repeat.
read-answers-again = Read your answers.
    .long = Read your answers. { $rules }
standard-scoring = Scoring: 1 point for each answer that starts with { $letter } and that nobody else wrote. A shared answer scores nothing, and so does an answer that does not start with { $letter }.
    .short = 1 point for each answer on { $letter } that nobody shares.
junior-scoring = Junior scoring: 2 points for an answer that starts with { $letter }, 1 point for one that does not, and nothing for a shared answer.
    .short = Junior: 2 points on { $letter }, 1 off it, 0 if shared.
# $scoring: standard or junior. Junior already pays for one word on the letter, so its bonus counts the
# further ones.
alliteration-bonus = Alliteration: a proper name earns { $scoring ->
        [junior] an extra point for each further word
       *[standard] a point for each word
    } starting with { $letter }.
    .short = Alliteration: { $scoring ->
        [junior] an extra point for each further word
       *[standard] a point for each word
    } on { $letter }.

## Typed answers.

# Actions.
rest-on-paper = score the rest on paper
count-hands = count hands instead
# Asked when time is up, then again as answers arrive (still-waiting): the names say who is missing.
send-answers = Send your answers. Waiting for { $names }.
    .short = Waiting for { $names }.
still-waiting = Still waiting for { $names }.
# One category's typed answers: "Category 3, a fruit: Red, banana. Blue, blueberry." $heard is the
# answers, each an answer-heard, or no-answers.
category-answers = Category { $number }, { $category }: { $heard }
    .short = { $number }: { $heard }
answer-heard = { $player }, { $answer }.
no-answers = No answers.
# $count: how many are named (Spanish says "lee" or "leen"); English says it alike for one or more.
paper-players-read = { $count ->
       *[other] { $names }, read your answers aloud now.
    }
    .short = { $names }, read yours.
which-answer = Which of { $name }'s answers is challenged?
    .short = Which answer?
# A challenged answer as offered: its category number, then the answer.
answer-label = { $number }, { $answer }
vote-on-typed = A vote on { $name }'s answer to category { $number }, { $answer }. Vote now: valid or not.
    .short = Vote on { $answer }.
# $count: how many are named (Spanish "Falta"/"Faltan"); English says it alike for one or more.
still-to-vote = { $count ->
       *[other] Still to vote: { $names }.
    }
# The points the referee worked out from the typed answers, in seat order; $scores is a list of score-entry.
typed-points = Points this round: { $scores }.
    .short = Points: { $scores }.

## An example, when an answer is disputed: one good answer from the deck's answer file.
## $number: the category's place on the list, said when the game offers every category in turn (it does not
## know which), 0 when it knows. It says it is an answer that fits: heard bare after the challenge rule ("For
## the letter W, category 1, ...: Watt."), a new table took it for the referee's own challenge (issue 38).

example-answer = An answer that fits { $number ->
        [0] { $category }
       *[other] category { $number }, { $category }
    }, on { $letter }: { $answer }.
# The disputed category has no answer on this letter in the answer file: said, so a request is never met by silence.
no-example = For the letter { $letter }, { $category }: I have no example.

## Challenges and votes.

# The answer to "Any challenge?" that is none, offered first; the others are the players' names, and on
# paper more-than-one, last (DOWN from No reaches it at once): a name alone is the round's one challenge.
no-challenge = No
more-than-one = More than one
# Asked after "More than one".
whose-first = Whose answer first?
# Hold OK at the first "Any challenge?" that offers "More than one": what choosing it changes (a name alone is
# the round's one challenge, its vote straight on to the points; an outside table did not know which to pick).
more-rule = Choose the player whose answer you challenge: that is the round's one challenge. More than one takes several, one at a time: I ask whose answer first, and after each vote whether there is another. UP goes through the players in seat order; DOWN reaches More than one first.
# Taught, in a few words, before that question.
more-taught = If more than one answer is challenged, choose More than one and I take them one at a time.
# A choice: No, or whose answer is challenged. The set's first asking says so, and names "More than one"
# when it is offered (-more).
any-challenge-first = Any challenge? Choose whose answer, or No.
    .short = Any challenge?
any-challenge-first-more = Any challenge? Choose whose answer, { more-than-one }, or No.
    .short = Any challenge?
any-challenge = Any challenge?
any-other-challenge = Any other challenge?
# A later round on paper, where the cue to read and the question are one line and one press; $rules is the
# scoring in short, given on a repeat.
read-then-any-challenge = Read your answers. Any challenge?
    .short = Any challenge?
    .long = Read your answers. { $rules } Any challenge?
all-voted = Every answer has had its vote.
    .short = All voted.
# Everyone votes, the challenged player too, and every hand down is a vote against: this one number settles
# the vote. One wording every time, saying what the hands are for (an outside table heard two and wondered),
# asked as a count: "..., Green too?" was heard as a yes/no question. "it" is the answer just named as challenged.
valid-votes = How many hands to keep it, { $name }'s included?
    .short = How many hands to keep { $name }'s answer?
# Asked on a tie only: the challenged player's own vote is set aside, so which way it went decides.
own-vote = A tie, so { $name }'s own vote does not count. Was { $name }'s hand up?
    .short = { $name }'s hand up?
own-vote-set-aside = A tie, so I set { $name }'s own vote aside.
    .short = A tie: { $name }'s vote set aside.
# The verdict alone: the table counted the hands itself; a repeat gives the count. The verdict comes first
# and each number has its own word, so a missed syllable changes no count.
answer-stands = { $name }'s answer stands.
    .long = { $name }'s answer stands: { COUNT($valid, one: "vote", other: "votes") } valid, { $invalid } invalid.
# An answer out scores nothing, which "out" says; a repeat gives the count, and that its writer crosses it out.
answer-out = { $name }'s answer is out.
    .long = { $name }'s answer is out: { COUNT($valid, one: "vote", other: "votes") } valid, { $invalid } invalid. { $name } crosses it out; an answer matching it was shared, and still scores nothing.

## Points and totals.

enter-points = Count your points. I will ask each of you in turn.
    .short = Your points, one by one.
# "this round": a later round offers the player's last points, and "Red's points? 4" was heard as the running
# total. Said to the first player asked; the others hear the engine's each-in-turn ("Bob's?").
points-question = { $name }'s points this round?
# One name with its points: a list of them, best first, is $scores ("Blue 17, Red 11, Green 9").
score-entry = { $name } { $points }
totals = Totals: { $scores }.
    .long = Totals: { $scores }.
# A middle round's totals, heard as round 1's were, say only them (issue 37: 0.9 s a round); a repeat names them.
totals-unnamed = { $scores }.
    .long = Totals: { $scores }.
tie-break-scores = Tie-break: { $scores }.
tied-on = { $names } are tied on { COUNT($points, one: "point", other: "points") }.
    .short = Tied on { $points }: { $names }.
tied-again = { $names } are tied again.
    .short = Tied again: { $names }.
wins-tie-break = { $name } wins the tie-break, and the set!
    .short = { $name } wins.
wins-set = { $name } wins the set with { COUNT($points, one: "point", other: "points") }!
    .short = { $name } wins.
# The totals were the line before, so the points are left to a repeat.
wins-set-after-totals = { $name } wins the set!
    .short = { $name } wins.
    .long = { $name } wins the set with { COUNT($points, one: "point", other: "points") }!
# The die has no letter left for another tie-break round.
share-the-win = No letters left to break the tie: { $names } share the win.
    .short = { $names } share the win.
# Where the set stands, for a resume. $listed: yes when the list has a number; $stage: round or tie-break;
# $rolled: yes once the letter is rolled.
where = { game-name }{ $listed ->
        [yes] , list { $list }
       *[no] {""}
    }, { $stage ->
        [tie-break] a tie-break round
       *[round] round { $round } of { $of }
    }{ $rolled ->
        [yes] , letter { $letter }
       *[no] {""}
    }.
    .short = Round { $round }{ $rolled ->
        [yes] , letter { $letter }
       *[no] {""}
    }.

## Settings and setup.

categories-needed = A category list needs exactly { $number } categories.
kinds-needed = Mark the kind of answer for all { $number } categories, or for none.
examples-needed = Give example answers for all { $number } categories, or for none.
timer-range = The timer must run between { $low } and { $high } seconds.
which-list = Which category list?
how-long = How long to write?
# It stands on its own: asked before the table has heard any scoring ("1 for any other": any other what?).
ask-junior = Junior scoring, for young children: 2 points if an answer starts with the letter, 1 if it does not?
ask-alliteration = Alliteration bonus for proper names?
ask-typed = Will everyone type their answers on a phone?
no-lists = There are no category lists to play with.
next-new-list = The next new list, list { $number }
list-label = List { $number }
# $lists: the lists' numbers, with commas.
no-such-list = There is no category list { $number }; the lists are { $lists }.

## What BACK takes back: said after the engine's "Taken back:", so the table hears which answer went.

reading-done = all answers read
more-given = more than one challenge
no-challenge-given = no challenge
no-other-challenge-given = no other challenge
challenged-given = the challenge to { $name }'s answer
hands-given = { COUNT($hands, one: "hand", other: "hands") } up for { $name }'s answer
# $verdict: valid or invalid.
own-vote-given = { $name }'s own vote, { $verdict ->
        [valid] valid
       *[invalid] invalid
    }
points-given = { $name }'s { COUNT($points, one: "point", other: "points") }
# A phone's sheet of typed answers.
sheet-given = { $name }'s answers
phone-vote-given = { $voter }'s vote on { $name }'s answer, { $verdict ->
        [valid] valid
       *[invalid] invalid
    }

## Teaching (issue 38). Said only when the table asked to be taught ("First game of Scattergories?"), each
## rule once a game, just before the choice it governs (engine/teaching.py). The rules are also each
## question's rule, given by hold OK taught or not.

# What the table needs in its hands, said in setup after a yes to teaching.
teach-needs = Each of you needs paper and a pencil. A printed answer sheet helps, but any paper will do.
# Said once, with the first round's start: the goal, what the table writes, that only an answer nobody else
# wrote scores (the point of the game, which governs the writing: left to "Pencils down!", an outside table
# wrote round 1 blind to it), how the set is won. "Pencils down!" then gives the scoring in brief.
teach-opening = Here is the game. Each round I roll a letter and you race the timer: for each of the 12 categories on the list, write one answer starting with that letter. An answer scores only if nobody else wrote it: aim for the unusual. After 3 rounds the highest total wins.
# Before the list is read in round 1: what to do with it.
teach-list = Number the lines down your page, and note each category beside its number as I read.
# What the timer's GO starts: said before the first one when taught, and hold OK's rule at it.
writing-rule = When the timer starts, write one answer for each category, each starting with { $letter }. You have { DURATION($seconds) }.
# Taught, with the scoring at "Pencils down!" on paper: what a shared answer is ("Ice skating", "Ice dancing").
shared-rule = Answers that mean the same thing count as shared; the table decides.
# Before the first vote when taught, and every vote's rule: how hands settle it, the tie included (issue 38:
# a table met a tie before hearing it; an outside table heard it at time up, before anyone challenged).
vote-rule = Everyone votes, the challenged player too: more hands up than down keeps the answer; otherwise its writer crosses it out. On a tie, the challenged player's own vote does not count.
# Hold OK at a vote, after its rule: what a tie does, by its result (session 49).
vote-tie-result = So a tie keeps the answer only if its writer voted against it.
# Taught before the first "Any challenge?": what a challenge is; how the vote goes comes with the vote.
# Its first sentence is challenge-rule's too: keep them alike.
challenge-taught = Challenge an answer you think should not score: it misses the letter, does not fit its category, or is made up. The table then votes on it.
# Hold OK at "Any challenge?": what a challenge is and how its vote settles it (issue 38: "Everyone then
# votes on it." alone left a table guessing).
challenge-rule = Challenge an answer you think should not score: it misses the letter, does not fit its category, or is made up. { vote-rule }
# The rule of the question a tied vote asks.
own-vote-rule = On a tied vote the challenged player's own vote is set aside, so the answer goes against it.
# Before round 2's start, and the rule of a later round's start.
later-round-rule = Each new round keeps the list: write its answers in a new column. I roll a letter not yet used as the timer starts, so have your pencils ready.
# Before the first tie-break round's start, and the rule of every tie-break start.
tie-break-rule = A tie-break is one more round for the tied players alone, on the same list with a new letter. The higher score wins; another tie plays again.

## What each question is for and what comes next (hold GO: "what now?"), taught or not.

first-round-purpose = The first round starts: I roll the letter and read the list, then the timer waits for you.
later-round-purpose = A new round on the same list: a new letter, and the timer starts at once.
tie-break-purpose = A tie-break round for the tied players: the same list, a new letter, and the timer starts at once.
ready-purpose = Start the timer once everyone has the list down; then write.
collect-purpose = I collect the typed answers and read them out; anyone without a phone scores on paper.
reading-purpose = Everyone reads their answers aloud; challenges come next, then the points.
challenge-purpose = Challenge an answer that should not score, or answer No to go on to the points.
# On paper, where a name alone is the round's one challenge.
challenge-more-purpose = Challenge an answer that should not score, choose More than one for several, or answer No to go on to the points.
which-answer-purpose = Choose which answer is challenged; everyone then votes on it.
votes-purpose = Each phone votes on the challenged answer; the votes decide whether it scores.
valid-votes-purpose = The hands decide whether the challenged answer scores; then the points, or the next challenge.
own-vote-purpose = Which way the challenged player voted settles the tie; then the points, or the next challenge.
points-purpose = Each player's points this round go on their total; then the totals.

## Setup: what each question is for, the rule of the options it names, and what a taught table hears first.

players-purpose = How many of you play; then your names in seat order.
names-purpose = Your names in seat order, so I can ask each of you in turn.
list-purpose = The categories you answer in all 3 rounds.
list-rule = A list is 12 categories, such as a fruit or a job, kept for the whole set of 3 rounds. The next new list is one not yet played here.
# The first taught line to say "set": it says what one is (an outside table met the word undefined).
list-taught = A list is 12 categories, such as a fruit or a job, kept for the whole set of 3 rounds; I read them out, so you need no card.
timer-purpose = How long you write each round.
timer-rule = The rules give up to 3 minutes; longer is a house rule.
junior-purpose = How answers score for the whole set: standard or junior.
junior-rule = Standard: 1 point for each answer on the letter that nobody else wrote. Junior, for young players: 2 points for an answer on the letter, 1 for one off it, nothing for a shared one.
alliteration-purpose = Whether a proper name earns more for its words on the letter.
# The bonus, with an example scored as the scoring chosen just before scores it (answer_scoring.judge);
# $scoring: standard or junior.
alliteration-rule = { $scoring ->
        [junior] With the bonus, a proper name earns an extra point for each further word on the letter: Peter Pan on P scores 3.
       *[standard] With the bonus, a proper name earns a point for each of its words on the letter: Peter Pan on P scores 2.
    }
# Hold OK at the alliteration question, after its rule: a new table did not know the scoring yet (session 49).
plain-first = For a first game, No keeps the scoring plain; I explain it as you play.
typed-purpose = Phones or paper for this set's answers.
typed-rule = Yes: you type your answers on your phones, and I read and score them. No: paper, scored by hand.
