"""What Scattergories says and asks, in English.

rules.py and setup_flow.py decide what happens and call in here for the words,
so another language is another module with these same functions. The lines
never name a button: a prompt's `action` says what the main action does, and
the device says how to do it. The printable sheet keeps its own page text
(print_sheet.py), since paper is not spoken.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core import Line
from engine.phrases import count, duration, each_in_turn, spoken_list

TITLE = "Scattergories"

# ---------------------------------------------------------------- the letter

# A word to pin each letter down over table noise (the NATO spelling alphabet),
# for the 20 faces of the letter die.
SPELLING_WORDS: dict[str, str] = {
    "A": "Alpha",
    "B": "Bravo",
    "C": "Charlie",
    "D": "Delta",
    "E": "Echo",
    "F": "Foxtrot",
    "G": "Golf",
    "H": "Hotel",
    "I": "India",
    "J": "Juliet",
    "K": "Kilo",
    "L": "Lima",
    "M": "Mike",
    "N": "November",
    "O": "Oscar",
    "P": "Papa",
    "R": "Romeo",
    "S": "Sierra",
    "T": "Tango",
    "W": "Whiskey",
}

ROLL_LETTER = "roll the letter die"
START_TIMER = "start the timer"
PENCILS_DOWN = "Pencils down!"


def letter_is(letter: str) -> Line:
    word = SPELLING_WORDS[letter]
    return Line(f"The letter is {letter}, as in {word}.", f"{letter}, as in {word}.")


def ready(letter: str) -> Line:
    """The letter again while the table waits to start the first round: the list may still be being read."""
    return Line(f"Letter {letter}.")


def writing_help(letter: str) -> str:
    """What a repeat gives the writers while the timer runs: the letter with its word.
    The list is heard again one category at a time (`list_parts`), not in one 27-second breath."""
    return f"Letter {letter}, as in {SPELLING_WORDS[letter]}."


def go(letter: str) -> Line:
    """The first round's start: the letter again; a repeat while writing gives the letter with its word."""
    return Line(f"Go! Everything starts with {letter}.", f"Go! Letter {letter}.", writing_help(letter))


def letter_and_go(letter: str) -> Line:
    """A later round's start, rolled and started on one GO: the letter, then go.
    A repeat while writing gives the letter with its word."""
    word = SPELLING_WORDS[letter]
    return Line(f"The letter is {letter}, as in {word}. Go!", f"Go! Letter {letter}.", writing_help(letter))


# ---------------------------------------------------------------- rounds and the list


def round_title(number: int, of: int) -> Line:
    """ "Round 1 of 3." tells the table the set's length, "Round 3 of 3." that it is the last; a round between
    says its number alone, which pays for "this round" in its points question (the hard round's 20 s), and a
    repeat gives "of 3"."""
    if 1 < number < of:
        return Line(f"Round {number}.", long=f"Round {number} of {of}.")
    return Line(f"Round {number} of {of}.", f"Round {number}.")


def tie_break_title(names: Sequence[str]) -> Line:
    return Line(f"Tie-break round for {spoken_list(names)}.", "Tie-break.")


def start_action(round_number: int, of: int) -> str:
    """What the GO that starts a round does. In the first round it rolls the letter, and the list is
    read before the timer's own GO (issue 38: a table not yet ready heard the list unasked); after
    it the letter is rolled on the same GO that starts the timer, as a table rolls the die and turns
    the sand timer over at once.

    Each start has words of its own, for the device says a GO question's press only the first
    time those words come (device/referee/asking.py): the same words for round 3 or a tie-break as
    round 2's left the table waiting in silence (issue 37). `round_number` above `of`: a tie-break.
    """
    if round_number == 1:
        return "roll the letter"
    if round_number <= of - 1:
        return "roll and start"
    if round_number == of:
        return "roll again and start"
    tie_break = round_number - of
    return "start the tie-break" if tie_break == 1 else f"start tie-break {tie_break}"


def list_title(number: str) -> Line:
    """The list's number when it has one, so players can find it on their cards."""
    return Line(f"List {number}." if number else "The list.")


def category(index: int, text: str) -> Line:
    """One numbered category; the short form keeps the number, as a repeat uses it, and reads on after it
    ("1, a fruit."), with no capital after the comma."""
    text = text.rstrip(".")
    return Line(f"{index}. {text}.", f"{index}, {in_a_sentence(text)}.")


# What the writers may hear again while the timer runs, for the device's hint
# ("Press OK for the list, one category at a time.").
LIST_PARTS_ARE = "the list, one category at a time"


def list_parts(categories: Sequence[str]) -> tuple[Line, ...]:
    """The list to hear again while writing, one category at a time, each in its short form ("1, a fruit.")."""
    return tuple(Line(category(index, text).brief) for index, text in enumerate(categories, start=1))


# ---------------------------------------------------------------- how typed answers are read
# answer_scoring.py reads a typed answer with the words of the game's language, taken from here,
# so a language brings its own. Sets, never said (so never rendered ahead nor checked as lines).

# A leading article is not an answer's first word (FACTS.md): "The Beatles" is on B.
ARTICLES = frozenset({"a", "an", "the"})
# (the singular's ending, the plural's): a plural is the same answer as its singular.
# cat/cats, box/boxes, cherry/cherries.
PLURAL_ENDINGS = frozenset({("", "s"), ("", "es"), ("y", "ies")})
# Which marked letters are letters of their own is the language's: engine/phrases.py OWN_LETTERS.


# ---------------------------------------------------------------- how a round is scored

ALL_READ = "go on once all are read"


def read_answers(rules: str = "", first_round: bool = True) -> Line:
    """Reading comes first and challenges after, so nobody skips the reading by answering no.

    `rules` is the scoring in short, given on a repeat (the long form) in the rounds where it is not said.
    After the first round the table knows how reading goes: only the cue to start is said.
    """
    if not first_round:
        return Line("Read your answers.", long=f"Read your answers. {rules}" if rules else "")
    return Line(
        "Read your answers aloud, one category at a time. Note any answer you would challenge.",
        "Read your answers.",
        f"Read your answers. {rules}" if rules else "",
    )


def standard_scoring(letter: str) -> Line:
    return Line(
        f"Scoring: 1 point for each answer that starts with {letter} and that nobody else wrote. "
        f"A shared answer scores nothing, and so does an answer that does not start with {letter}.",
        f"1 point for each answer on {letter} that nobody shares.",
    )


def junior_scoring(letter: str) -> Line:
    return Line(
        f"Junior scoring: 2 points for an answer that starts with {letter}, 1 point for one that does not, "
        "and nothing for a shared answer.",
        f"Junior: 2 points on {letter}, 1 off it, 0 if shared.",
    )


def alliteration_bonus(letter: str, junior: bool) -> Line:
    """Junior already pays for one word on the letter, so its bonus counts the further ones."""
    extra = "an extra point for each further word" if junior else "a point for each word"
    return Line(
        f"Alliteration: a proper name earns {extra} starting with {letter}.",
        f"Alliteration: {extra} on {letter}.",
    )


# ---------------------------------------------------------------- typed answers

REST_ON_PAPER = "score the rest on paper"
COUNT_HANDS = "count hands instead"


def send_answers(waiting: Sequence[str], first: bool) -> Line:
    """Asked when time is up, then again as answers arrive: the names say who is missing."""
    if first:
        return Line(f"Send your answers. Waiting for {spoken_list(waiting)}.", f"Waiting for {spoken_list(waiting)}.")
    return Line(f"Still waiting for {spoken_list(waiting)}.")


def in_a_sentence(category: str) -> str:
    """A category as said mid-sentence: "A fruit" is "a fruit", but "TV show" keeps its capitals."""
    name = category.rstrip(".")
    return name[:1].lower() + name[1:] if name[1:2].islower() or name[1:2] == " " else name


def category_answers(index: int, category: str, given: Sequence[tuple[str, str]]) -> Line:
    """One category's typed answers: "Category 3, a fruit: Red, banana. Blue, blueberry." """
    name = in_a_sentence(category)
    heard = " ".join(f"{player}, {answer.rstrip('.')}." for player, answer in given) or "No answers."
    return Line(f"Category {index}, {name}: {heard}", f"{index}: {heard}")


def paper_players_read(names: Sequence[str]) -> Line:
    return Line(f"{spoken_list(names)}, read your answers aloud now.", f"{spoken_list(names)}, read yours.")


def which_answer(name: str) -> Line:
    return Line(f"Which of {name}'s answers is challenged?", "Which answer?")


def answer_label(index: int, answer: str) -> str:
    """A challenged answer as offered: its category number, then the answer."""
    return f"{index}, {answer}"


def vote_on_typed(name: str, index: int, answer: str) -> Line:
    return Line(
        f"A vote on {name}'s answer to category {index}, {answer}. Vote now: valid or not.",
        f"Vote on {answer}.",
    )


def still_to_vote(names: Sequence[str]) -> Line:
    return Line(f"Still to vote: {spoken_list(names)}.")


def typed_points(entries: Sequence[tuple[str, int]]) -> Line:
    """The points the referee worked out from the typed answers, in seat order."""
    return Line(f"Points this round: {scores(entries)}.", f"Points: {scores(entries)}.")


# ---------------------------------------------------------------- an example, when an answer is disputed


def example_answer(letter: str, category: str, answer: str, number: int = 0) -> Line:
    """One good answer from the deck's answer file, asked for while an answer is disputed. `number`: the
    category's place on the list, said when the game offers every category in turn (it does not know which).
    It says it is an answer that fits: heard bare after the challenge rule ("For the letter W, category 1,
    ...: Watt."), a new table took it for the referee's own challenge (issue 38)."""
    place = f"category {number}, " if number else ""
    return Line(f"An answer that fits {place}{in_a_sentence(category)}, on {letter}: {answer.rstrip('.')}.")


def no_example(letter: str, category: str) -> Line:
    """The disputed category has no answer on this letter in the answer file: said, so a request is never met by silence."""
    return Line(f"For the letter {letter}, {in_a_sentence(category)}: I have no example.")


# ---------------------------------------------------------------- challenges and votes


# The answer to "Any challenge?" that is none, offered first; the others are the players' names, and on
# paper MORE_THAN_ONE, last (DOWN from No reaches it at once): a name alone is the round's one challenge.
NO_CHALLENGE = "No"
MORE_THAN_ONE = "More than one"
#: Asked after "More than one".
WHOSE_FIRST = Line("Whose answer first?")
#: Hold OK at the first "Any challenge?" that offers "More than one": what choosing it changes (a name alone is
#: the round's one challenge, its vote straight on to the points; an outside table did not know which to pick).
MORE_RULE = (
    "A name alone is the round's one challenge. More than one takes several, one at a time: "
    "I ask whose answer first, and after each vote whether there is another."
)
#: Taught, in a few words, before that question.
MORE_TAUGHT = "If more than one answer is challenged, choose More than one and I take them one at a time."


def any_challenge(again: bool, read_first: bool = False, rules: str = "", first: bool = False, more: bool = False) -> Line:
    """A choice: No, or whose answer is challenged. `first`: the set's first asking, which says so, and names
    "More than one" when it is offered (`more`). `read_first`: a later round on paper, where the cue to read and
    the question are one line and one press; `rules` is the scoring in short, given on a repeat (the long form)."""
    if again:
        return Line("Any other challenge?")
    if first and more:
        return Line(f"Any challenge? Choose whose answer, {MORE_THAN_ONE}, or No.", "Any challenge?")
    if first:
        return Line("Any challenge? Choose whose answer, or No.", "Any challenge?")
    if not read_first:
        return Line("Any challenge?")
    return Line("Read your answers. Any challenge?", "Any challenge?", long=f"Read your answers. {rules} Any challenge?")


ALL_VOTED = Line("Every answer has had its vote.", "All voted.")


def valid_votes(name: str) -> Line:
    """Everyone votes, the challenged player too, and every hand down is a vote against: this one number
    settles the vote. One wording every time, saying what the hands are for (an outside table heard two and
    wondered), asked as a count: "..., Green too?" was heard as a yes/no question. "it" is the answer just
    named as challenged."""
    return Line(f"How many hands to keep it, {name}'s included?", f"How many hands to keep {name}'s answer?")


def own_vote(name: str) -> Line:
    """Asked on a tie only: the challenged player's own vote is set aside, so which way it went decides."""
    return Line(f"A tie, so {name}'s own vote does not count. Was {name}'s hand up?", f"{name}'s hand up?")


def own_vote_set_aside(name: str) -> Line:
    return Line(f"A tie, so I set {name}'s own vote aside.", f"A tie: {name}'s vote set aside.")


def answer_stands(valid: int, invalid: int, name: str) -> Line:
    """The verdict alone: the table counted the hands itself; a repeat gives the count."""
    return Line(f"{name}'s answer stands.", long=f"{name}'s answer stands: {_tally(valid, invalid)}.")


def answer_thrown_out(valid: int, invalid: int, name: str) -> Line:
    """An answer out scores nothing, which "out" says; a repeat gives the count, and that its writer crosses it out."""
    return Line(f"{name}'s answer is out.", long=f"{name}'s answer is out: {_tally(valid, invalid)}. {name} crosses it out.")


def _tally(valid: int, invalid: int) -> str:
    """The verdict comes first and each number has its own word, so a missed syllable changes no count."""
    return f"{count(valid, 'vote')} valid, {invalid} invalid"


# ---------------------------------------------------------------- points and totals

ENTER_POINTS = Line("Count your points. I will ask each of you in turn.", "Your points, one by one.")


def points_question(name: str, first: bool = True) -> Line:
    """ "this round": a later round offers the player's last points, and "Red's points? 4" was heard as the
    running total. Said to the first player asked; the others hear "Bob's?"."""
    return each_in_turn(name, Line(f"{name}'s points this round?"), first)


def scores(entries: Sequence[tuple[str, int]]) -> str:
    """'Blue 17, Red 11, Green 9': names with their points, best first as given."""
    return ", ".join(f"{name} {points}" for name, points in entries)


def totals(entries: Sequence[tuple[str, int]], named: bool = True) -> Line:
    """`named`: the line says it holds the totals (round 1's, the last round's, hold GO's); a middle round's,
    heard as round 1's was, says only them (issue 37: 0.9 s a round); a repeat names them."""
    return Line(f"Totals: {scores(entries)}." if named else f"{scores(entries)}.", long=f"Totals: {scores(entries)}.")


def tie_break_scores(entries: Sequence[tuple[str, int]]) -> Line:
    return Line(f"Tie-break: {scores(entries)}.")


def tied_on(names: Sequence[str], points: int) -> Line:
    return Line(
        f"{spoken_list(names)} are tied on {count(points, 'point')}.",
        f"Tied on {points}: {spoken_list(names)}.",
    )


def tied_again(names: Sequence[str]) -> Line:
    return Line(f"{spoken_list(names)} are tied again.", f"Tied again: {spoken_list(names)}.")


def wins_tie_break(name: str) -> Line:
    return Line(f"{name} wins the tie-break, and the set!", f"{name} wins.")


def wins_set(name: str, points: int, after_totals: bool = False) -> Line:
    """`after_totals`: the totals were the line before, so the points are left to a repeat."""
    full = f"{name} wins the set with {count(points, 'point')}!"
    if after_totals:
        return Line(f"{name} wins the set!", f"{name} wins.", long=full)
    return Line(full, f"{name} wins.")


def share_the_win(names: Sequence[str]) -> Line:
    """The die has no letter left for another tie-break round."""
    return Line(
        f"No letters left to break the tie: {spoken_list(names)} share the win.",
        f"{spoken_list(names)} share the win.",
    )


def where(list_number: str, round_number: int, of: int, tie_break: bool, letter: str) -> Line:
    """Where the set stands, for a resume; `letter` is empty before it is rolled."""
    on_list = f", list {list_number}" if list_number else ""
    stage = "a tie-break round" if tie_break else f"round {round_number} of {of}"
    rolled = f", letter {letter}" if letter else ""
    return Line(f"{TITLE}{on_list}, {stage}{rolled}.", f"Round {round_number}{rolled}.")


# ---------------------------------------------------------------- settings and setup


def categories_needed(number: int) -> str:
    return f"A category list needs exactly {number} categories."


def kinds_needed(number: int) -> str:
    return f"Mark the kind of answer for all {number} categories, or for none."


def examples_needed(number: int) -> str:
    return f"Give example answers for all {number} categories, or for none."


def timer_range(low: int, high: int) -> str:
    return f"The timer must run between {low} and {high} seconds."


WHICH_LIST = "Which category list?"
HOW_LONG = "How long to write?"
#: It stands on its own: asked before the table has heard any scoring ("1 for any other": any other what?).
ASK_JUNIOR = "Junior scoring, for young children: 2 points if an answer starts with the letter, 1 if it does not?"
ASK_ALLITERATION = "Alliteration bonus for proper names?"
ASK_TYPED = "Will everyone type their answers on a phone?"
NO_LISTS = "There are no category lists to play with."


def next_new_list(number: str) -> str:
    return f"The next new list, list {number}"


def list_label(number: str) -> str:
    return f"List {number}"


def no_such_list(number: str, known: Sequence[str]) -> str:
    return f"There is no category list {number}; the lists are {', '.join(known)}."


# ---------------------------------------------------------------- what BACK takes back
# Said after "Taken back:", so the table hears which answer went (engine/phrases.taken_back).

READING_DONE = "all answers read"


MORE_GIVEN = "more than one challenge"


def no_challenge_given(again: bool) -> str:
    """No challenge: said after "Taken back:" ("the challenge to Blue's answer" is `challenged_given`)."""
    return "no other challenge" if again else "no challenge"


def challenged_given(name: str) -> str:
    return f"the challenge to {name}'s answer"


def hands_given(hands: int, name: str) -> str:
    return f"{count(hands, 'hand')} up for {name}'s answer"


def own_vote_given(name: str, valid: bool) -> str:
    return f"{name}'s own vote, {'valid' if valid else 'invalid'}"


def points_given(name: str, points: int) -> str:
    return f"{name}'s {count(points, 'point')}"


def sheet_given(name: str) -> str:
    """A phone's sheet of typed answers."""
    return f"{name}'s answers"


def phone_vote_given(voter: str, challenged: str, valid: bool) -> str:
    verdict = "valid" if valid else "invalid"
    if voter == challenged:
        return own_vote_given(voter, valid)
    return f"{voter}'s vote on {challenged}'s answer, {verdict}"


def said_entry(deck: str, value: Any) -> list[str]:
    """A list's categories as they are read out and as heard again one by one, for rendering ahead."""
    if isinstance(value, str):
        return [value]
    read = [category(index, text).text for index, text in enumerate(value, start=1)]
    return read + [part.text for part in list_parts(value)]  # and as heard again while writing


def spoken_pieces() -> list[str]:
    """The words the letter is spelt with ("S, as in Sierra"): pieces of the letter's lines."""
    return list(SPELLING_WORDS.values())


# ---------------------------------------------------------------- teaching (issue 38)
# Said only when the table asked to be taught ("First game of Scattergories?"), each rule once a game,
# just before the choice it governs (engine/teaching.py). The rules are also each question's `rule`,
# given by hold OK taught or not.

#: What the table needs in its hands, said in setup after a yes to teaching.
TEACH_NEEDS = "Each of you needs paper and a pencil. A printed answer sheet helps, but any paper will do."

#: Said once, with the first round's start: the goal, what the table writes, that only an answer nobody else
#: wrote scores (the point of the game, which governs the writing: left to "Pencils down!", an outside table
#: wrote round 1 blind to it), how the set is won. "Pencils down!" then gives the scoring in brief.
TEACH_OPENING = (
    "Here is the game. Each round I roll a letter and you race the timer: for each of the 12 categories "
    "on the list, write one answer starting with that letter. An answer scores only if nobody else wrote it: "
    "aim for the unusual. After 3 rounds the highest total wins."
)

#: Before the list is read in round 1: what to do with it.
TEACH_LIST = "Number the lines down your page, and note each category beside its number as I read."


def writing_rule(letter: str, seconds: int) -> str:
    """What the timer's GO starts: said before the first one when taught, and hold OK's rule at it."""
    return (
        f"When the timer starts, write one answer for each category, each starting with {letter}. You have {duration(seconds)}."
    )


#: Taught, with the scoring at "Pencils down!" on paper: what a shared answer is ("Ice skating", "Ice dancing").
SHARED_RULE = "Answers that mean the same thing count as shared; the table decides."

#: Before the first vote when taught, and every vote's rule: how hands settle it, the tie included (issue 38:
#: a table met a tie before hearing it; an outside table heard it at time up, before anyone challenged).
VOTE_RULE = (
    "Everyone votes, the challenged player too: more hands up than down keeps the answer; otherwise its writer "
    "crosses it out. On a tie, the challenged player's own vote does not count."
)
_CHALLENGE = "Challenge an answer you think should not score: it misses the letter, does not fit its category, or is made up."
#: Taught before the first "Any challenge?": what a challenge is; how the vote goes comes with the vote.
CHALLENGE_TAUGHT = f"{_CHALLENGE} The table then votes on it."
#: Hold OK at "Any challenge?": what a challenge is and how its vote settles it (issue 38: "Everyone then
#: votes on it." alone left a table guessing).
CHALLENGE_RULE = f"{_CHALLENGE} {VOTE_RULE}"
#: The rule of the question a tied vote asks.
OWN_VOTE_RULE = "On a tied vote the challenged player's own vote is set aside, so the answer goes against it."
#: Before round 2's start, and the rule of a later round's start.
LATER_ROUND_RULE = (
    "Each new round keeps the list and rolls a letter not yet used. The letter comes as the timer starts, "
    "so have your pencils ready."
)
#: Before the first tie-break round's start, and the rule of every tie-break start.
TIE_BREAK_RULE = (
    "A tie-break is one more round for the tied players alone, on the same list with a new letter. "
    "The higher score wins; another tie plays again."
)

# What each question is for and what comes next (hold GO: "what now?"), taught or not.
FIRST_ROUND_PURPOSE = "The first round starts: I roll the letter and read the list, then the timer waits for you."
LATER_ROUND_PURPOSE = "A new round on the same list: a new letter, and the timer starts at once."
TIE_BREAK_PURPOSE = "A tie-break round for the tied players: the same list, a new letter, and the timer starts at once."
READY_PURPOSE = "Start the timer once everyone has the list down; then write."
COLLECT_PURPOSE = "I collect the typed answers and read them out; anyone without a phone scores on paper."
READING_PURPOSE = "Everyone reads their answers aloud; challenges come next, then the points."
CHALLENGE_PURPOSE = "Challenge an answer that should not score, or answer No to go on to the points."
#: On paper, where a name alone is the round's one challenge.
CHALLENGE_MORE_PURPOSE = (
    "Challenge an answer that should not score, choose More than one for several, or answer No to go on to the points."
)
WHICH_ANSWER_PURPOSE = "Choose which answer is challenged; everyone then votes on it."
VOTES_PURPOSE = "Each phone votes on the challenged answer; the votes decide whether it scores."
VALID_VOTES_PURPOSE = "The hands decide whether the challenged answer scores; then the points, or the next challenge."
OWN_VOTE_PURPOSE = "Which way the challenged player voted settles the tie; then the points, or the next challenge."
POINTS_PURPOSE = "Each player's points this round go on their total; then the totals."

# Setup: what each question is for, the rule of the options it names, and what a taught table hears first.
PLAYERS_PURPOSE = "How many of you play; then your names in seat order."
NAMES_PURPOSE = "Your names in seat order, so I can ask each of you in turn."
LIST_PURPOSE = "The categories you answer in all 3 rounds."
LIST_RULE = (
    "A list is 12 categories, such as a fruit or a job, kept for the whole set of 3 rounds. "
    "The next new list is one not yet played here."
)
#: The first taught line to say "set": it says what one is (an outside table met the word undefined).
LIST_TAUGHT = "A list is 12 categories, such as a fruit or a job, kept for the whole set of 3 rounds."
TIMER_PURPOSE = "How long you write each round."
TIMER_RULE = "The rules give up to 3 minutes; longer is a house rule."
JUNIOR_PURPOSE = "How answers score for the whole set: standard or junior."
JUNIOR_RULE = (
    "Standard: 1 point for each answer on the letter that nobody else wrote. Junior, for young players: "
    "2 points for an answer on the letter, 1 for one off it, nothing for a shared one."
)
ALLITERATION_PURPOSE = "Whether a proper name earns more for its words on the letter."


def alliteration_rule(junior: bool) -> str:
    """The bonus, with an example scored as the scoring chosen just before scores it (answer_scoring.judge)."""
    if junior:
        return "With the bonus, a proper name earns an extra point for each further word on the letter: Peter Pan on P scores 3."
    return "With the bonus, a proper name earns a point for each of its words on the letter: Peter Pan on P scores 2."


TYPED_PURPOSE = "Phones or paper for this set's answers."
TYPED_RULE = "Yes: you type your answers on your phones, and I read and score them. No: paper, scored by hand."
