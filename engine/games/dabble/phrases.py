"""Everything Dabble says or asks, in English.

The rules (rules.py) and the setup questions (setup_flow.py) decide *what*
to say and pass the values; the words live here alone, so a second language
is a second module like this one and the rules stay as they are. Words every
game shares (lists of names, counts, the buzzer, the reshuffle note, the seat
checks) come from engine/phrases.py; nothing here names a button, because
only a front end knows how its main action is taken.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from engine.core import Line
from engine.games.dabble import tiles
from engine.games.dabble.scoring import UNUSED_APOSTROPHE_POINTS, Parts, same_points, scores_said
from engine.phrases import count, each_in_turn, reshuffled, spoken_list

TITLE = "Dabble"

# How setup, the seat checks and the settings errors name the seats: a seat may be one player or a team.
SEATS = "players or teams"
SEAT = "player or team"

# The unit spoken after every value entered: all of them are points counted off tiles.
POINTS_UNIT = "points"

# The subject pile's cards, for the shared reshuffle note ("Every subject has been played; ...").
SUBJECT_CARD = "subject"
SUBJECTS_RESHUFFLED = reshuffled(SUBJECT_CARD)  # said before a draw that first shuffles them back in

# What the buzzer's "Stop!" is followed by.
HANDS_OFF = "Hands off!"  # after the buzzer: the tiles are what the table's hands are on

# Whether the language's words take the two apostrophe tiles ("don't", "rock 'n' roll"): in English
# they are played, so the referee asks about apostrophe words and doubles them (rules.py reads this;
# a language whose words have no apostrophe takes the tiles out and is never asked).
APOSTROPHES = True

# ---------------------------------------------------------------- numbers


def _number(value: int) -> str:
    """Speech engines read "-4" unreliably; a penalty can make a score negative."""
    return f"minus {-value}" if value < 0 else str(value)


def _points(value: int) -> str:
    """'1 point', '35 points', 'minus 4 points': the plural follows the size, not the sign."""
    return ("minus " if value < 0 else "") + count(abs(value), "point")


def _one_of(words: Sequence[str]) -> str:
    """'a, b or c': the spoken list of alternatives (engine/phrases.spoken_list joins with 'and')."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " or " + words[-1]


# ---------------------------------------------------------------- settings


WINNING_SCORE_TOO_LOW = "The winning score must be a whole number above zero."
NO_SUBJECTS = "Subject words are on, but there are no subjects to draw from."


def timer_too_short(low: int) -> str:
    return f"The round timer must run for at least {low} seconds."


# ---------------------------------------------------------------- teaching (engine/teaching.py)
# Said only when the table chose to be taught, each rule once a game, just before the choice it
# governs. The rules given on hold OK (`rule=`) and the purposes given on hold GO (`purpose=`)
# below are there taught or not.


def _tile_group(letters: str, each: int) -> str:
    """'12 E', '9 each of A, I and O': how many squares of which letters."""
    if len(letters) == 1:
        return f"{each} {letters}"
    return f"{each} each of {spoken_list(list(letters))}"


def _paper_set() -> str:
    """The letters of a paper set, by their points (engine/games/dabble/tiles.py)."""
    groups = []
    for points, letters in tiles.by_points():
        worth = count(points, "point") if points == 1 else str(points)
        groups.append(f"Worth {worth}: " + "; ".join(_tile_group(group, each) for group, each in letters) + ".")
    return " ".join(groups)


# What the table needs, said once in setup when taught. Which tiles to cut from paper is said only to a
# table that has no set (HAVE_TILES, then PAPER_SET): a Spanish table heard the whole list read out
# before the player count, though it held a boxed set. Challenges are not here: they are said once, at
# the first buzzer (SHOW_WORDS), where they happen (the English table heard the rule before challenges).
TEACH_NEEDS = (
    "You need letter tiles, each with its points printed on it, a bag to draw them from blind, "
    "and a dictionary. "
    "A word is worth the points on its tiles added up. Blanks are worth nothing and stand for any letter; "
    "the 2 apostrophe tiles are explained before the first round."
)
# Said to a table with a boxed set only, after it says so: a home-made set has no Spanish tiles, and the
# English table heard of them before it was asked whether it had a set (session 46).
BOXED_SET = "A boxed set has six Spanish tiles, two each of double R, double L and N with a tilde: leave them out."
HAVE_TILES = Line(
    "Is there a set of letter tiles at the table?",
    rule="With no set, I say which tiles to cut from paper.",
    purpose="Whether the table has tiles; with No, I say how to make them; then how many play.",
)
PAPER_SET = (
    f"Cut {tiles.paper_tiles(spanish=False)} squares of paper and write a letter and its points on each. "
    f"{_paper_set()} Worth nothing: {tiles.BLANKS} blanks and 2 apostrophe tiles."
)


def after_boxed_set(question: str) -> str:
    """The first setup question, after which of a boxed set's tiles stay out (engine/games/dabble/setup_flow.py)."""
    return f"{BOXED_SET} {question}"


def after_paper_set(question: str) -> str:
    """The first setup question, after which tiles to cut (a table with no set, engine/games/dabble/setup_flow.py)."""
    return f"{PAPER_SET} {question}"


# Before the first round: the goal, what the table holds, how to win (at most 30 s spoken).
TEACH_OPENING = (
    "Each player draws 20 letter tiles and races the timer to build five words with all of them: "
    "one each of 2, 3, 4, 5 and 6 letters. Your own words score nothing: finish, and you score the points on "
    "the tiles the others have left. "
    "The first to the winning score wins."
)

# The round's rule: with every question that starts a timer (hold OK), and taught before the first go.
ROUND_RULE = "Dictionary words only: no names or abbreviations. The round runs to the buzzer, even if you finish early."
# After the first buzzer, before "Who built all five words?": who shows words, challenges, and what a
# rejected word costs, in one statement said once (the tables heard it three times, from setup on). Everyone's
# words may score (apostrophe and subject words), so everyone shows them: "Red's word rejected" is offered for
# a player who did not finish. A rejected word does not undo a finish (scoring.py: the round is won, less the word).
SHOW_WORDS = Line("Everyone, show your words; anyone may challenge one, with a dictionary.")
# At every later buzzer, taught only: the rule was said once, and a taught table forgot to challenge in round 2.
SHOW_AGAIN = Line("Show your words; any challenges?")
REJECTED_COST = Line("A word not in it takes its points off its player, doubled with an apostrophe; a finish stands.")
FINISHED_RULE = (
    "Finished means all 20 tiles in five words, of 2, 3, 4, 5 and 6 letters. "
    "A rejected word does not undo it: it costs its points."
)
NOBODY_RULE = Line("Nobody scores yet: the same round runs again.")
SWAP_RULE = "Put back any tiles you like and draw as many new ones; nobody scores until someone finishes."
UNUSED_RULE = "Finishers score the points on everyone else's leftover tiles: add up yours."
BEST_RULE = "The best single word wins the round its points; ties all score."
# The apostrophe tiles in ONE statement (the English table asked three things the pieces left open: whether
# the tile fills a letter's place, whether a non-finisher's apostrophe word scores, whether an unused one pays
# the winner or each finisher): taught before the first go, and given by hold OK at every apostrophe question.
APOSTROPHE_RULE = (
    "An apostrophe tile is a real apostrophe, as in CAN'T: it fills a letter's place but has no points. "
    "A word with one does score: its printed points "
    "doubled, for whoever made it, finished or not. Each apostrophe tile left on a rack gives every finisher "
    f"{count(UNUSED_APOSTROPHE_POINTS, 'point')}."
)
APOSTROPHE_BEFORE = APOSTROPHE_RULE  # taught before the first go: the round it governs (issue 38)
APOSTROPHE_WORDS_RULE = "The points printed on the tiles of your words with an apostrophe, added up; I double them."
BEST_APOSTROPHE_RULE = "A winning best word with an apostrophe was counted double already: it is not doubled again."
SUBJECT_RULE = Line("Each round has a subject: words on it score a bonus, for every player, finished or not.")
SUBJECT_WORDS_RULE = "Add up the points on your words that fit the subject."
# Who loses what, both ways (issue 38: a table heard it unclearly): only a word found wrong costs, and its player,
# what the word would have scored (an apostrophe word's doubled points: the tables asked). On hold OK.
CHALLENGE_RULE = (
    "A challenged word is looked up: if it is not there, its player loses what it would have scored, double with "
    "an apostrophe; if it is, nobody loses anything."
)


def unused_apostrophes_rule() -> str:
    return APOSTROPHE_RULE


def extras_rule(with_subject_words: bool) -> str:
    """What the extras are, on hold OK at "Any ...?": each rule as it was taught, said whole."""
    subject = " Subject words add their points, for every player." if with_subject_words else ""
    return f"{APOSTROPHE_RULE}{subject} A rejected word takes its printed points off its player, doubled with an apostrophe."


# ---------------------------------------------------------------- setup questions

ROUND_TIME = "How long is each round?"
WITH_SUBJECTS = "Play with subject words?"
TARGET = "Play to how many points?"
# Setup's rules (hold OK) and purposes (hold GO); a taught table hears what subject words are first.
SEATS_RULE = "Two to four seats; a team plays as one seat, with one set of tiles."
SEATS_PURPOSE = "How many seats play; their names come next."
NAMES_PURPOSE = "The seats' names, clockwise round the table; then the winning score."
TARGET_RULE = "The game ends after the round in which someone reaches this score; the highest total wins."
TARGET_PURPOSE = "How long the game lasts; the round time comes next."
ROUND_TIME_RULE = "The timer runs the whole round, even after someone finishes."
ROUND_TIME_PURPOSE = "How long each round's timer runs; subject words come next."


def with_subjects(taught: bool) -> Line:
    """Setup's last question; a taught table hears what subject words are before it chooses (issue 38)."""
    explained = "With subject words, each round has a subject, such as Food, and words on it score extra. "
    return Line(
        f"{explained}{WITH_SUBJECTS}" if taught else WITH_SUBJECTS,
        WITH_SUBJECTS if taught else "",
        rule="Subject words: each round I draw a subject, such as Food; every word on it scores its points "
        "as a bonus for its maker.",
        purpose="Whether each round has a subject; then the game starts.",
    )


def target_option(points: int) -> str:
    return count(points, "point")


# ---------------------------------------------------------------- the start of a round
# Each "ready" question says what the table does with its tiles; the action it
# names is what the main action then does (a front end adds how to take it).


def draw_tiles(tiles: int, taught: bool = False) -> Line:
    """Before the first round. The box holds six Spanish tiles, which an English game leaves out (the rules).
    Taught, the opening, the round's rule and the apostrophe tiles' come first: this is the last
    question before the first go, and an unused apostrophe pays in the round it governs. A taught table
    heard in setup that the Spanish tiles stay out, and the opening says how many to draw: neither again
    ("they stay in the box", then "Take the six Spanish tiles out of the bag", was heard as two rules)."""
    draw = f"Take the six Spanish tiles out of the bag. Everyone draw {count(tiles, 'tile')}, face down."
    return Line(
        f"{TEACH_OPENING} {ROUND_RULE} {APOSTROPHE_BEFORE} Draw your tiles now, face down." if taught else draw,
        f"Draw {count(tiles, 'tile')}.",
        rule=ROUND_RULE,
        purpose="Everyone draws tiles face down; then the timer starts and everyone builds.",
    )


START = "start"


def start_round(round_number: int) -> str:
    """The main action from round 2: its number makes the device name the button every round (issue 38)."""
    return f"start round {round_number}"


def swap_tiles() -> Line:
    """Nobody finished: the same round again after an exchange."""
    return Line(
        "Swap any tiles you like for new ones from the bag.",
        "Swap tiles if you like.",
        rule=f"{SWAP_RULE} {ROUND_RULE}",
        purpose="Nobody finished: swap tiles if you like, then the same round runs again.",
    )


START_AGAIN = "start the timer again"


def fresh_tiles(tiles: int, round_number: int) -> Line:
    """Before every later round: all tiles back, a new draw. The round's number is in its action
    (start_round), which the device says as "Press GO to start round 2.": said once, not twice. The
    count of tiles is round 1's: "draw 20" after "Cat plus 20." was heard as the same 20 again."""
    return Line(
        "All tiles back; draw again.",
        f"New tiles for round {round_number}.",
        rule=ROUND_RULE,
        purpose="A new round: everyone draws fresh tiles face down; then the timer starts.",
    )


TURN_OVER = Line("Turn your tiles over: go!", "Go!", again=False)


def round_goes(round_number: int) -> Line:
    """The first round says what "go" means for the tiles; a table knows it after that.

    A start signal, news once (`again` off): never in a repeat, and never said again on resuming
    once the round's time is up (rules.py sends it urgent after a subject for that)."""
    if round_number == 1:
        return TURN_OVER
    return Line("Go!", again=False)


def same_subject(name: str) -> Line:
    return Line(f"Same subject: {name}.", name)


GO_AGAIN = Line("Go!", again=False)  # the same round again, after a swap

DRAW_SUBJECT = "draw a subject"


def subject(name: str, examples: Sequence[str]) -> Line:
    text = f"Subject: {name}."
    if examples:
        text += f" For example {spoken_list(examples)}."
    return Line(text, f"Subject: {name}.")


# ---------------------------------------------------------------- who built all five words


def who_finished(first_round: bool) -> Line:
    """The first round says what finishing is; later rounds ask it in two words (a repeat in full)."""
    asked = (
        Line("Who built all five words?", "Who finished?")
        if first_round
        else Line("Who finished?", long="Who built all five words?")
    )
    return replace(asked, rule=FINISHED_RULE, purpose="Who built all five words; then I ask for the points left over.")


NOBODY = "Nobody"
EVERYBODY = "Everybody"


def together(names: Sequence[str]) -> str:
    """Two or three finishers, offered as one answer to "Who finished?" ("Ann and Bob")."""
    return spoken_list(list(names))


NOBODY_FINISHED = Line("Nobody finished.")  # the swap is the next question's to say, once
EVERYBODY_FINISHED = Line("Everybody finished! I need each player's best word.", "Everybody finished. Best words next.")
# When some finished, nothing is said: the names were just chosen aloud, and the round report names them.


# ---------------------------------------------------------------- values, seat by seat


def unused_tiles(name: str, first: bool = True, first_round: bool = True) -> Line:
    """The points on the tiles left over, added up: "unused tiles, 15" was heard as a count of tiles.
    Short already, the same every round (the Spanish twin shortens it after round 1)."""
    asked = each_in_turn(name, Line(f"{name}'s unused tiles?", f"{name}, unused tiles?"), first)
    return replace(
        asked,
        rule="The points printed on the tiles left out of your words, added up; each finisher scores them. "
        "An apostrophe tile left over is not added here: it is one of the extras, asked next.",
        purpose="The points left on this rack; the finishers score them, then come the extras.",
    )


def best_word(name: str) -> Line:
    return Line(
        f"{name}, what is your best word worth? Double it if it has an apostrophe.",
        f"{name}, best word?",
        rule=f"Your highest-scoring word: its printed points added up, doubled with an apostrophe. {BEST_RULE}",
        purpose="Each player's best word; the highest wins the round.",
    )


def best_word_among_apostrophe_words(name: str) -> Line:
    return Line(
        f"{name}, is your best word one of your apostrophe words?",
        f"{name}, best word has an apostrophe?",
        rule=BEST_APOSTROPHE_RULE,
        purpose="Whether the winning word is one of them, so it is not doubled twice.",
    )


# ---------------------------------------------------------------- the extras
# One yes/no, then one extra at a time: what happened and to whom, then its value alone. Nothing is
# asked of a player who has nothing to report (four "apostrophe words? 0" a round, issue 37).


def anything_more(with_subject_words: bool, first_round: bool = True) -> Line:
    """One choice for everything beyond the plain round, No offered first, each kind named as the table
    saw it happen; after the first round, "Which extras?" (a repeat names them again). Asked as "which",
    with None for an answer: "Any apostrophe words or rejected words? No" read as a yes or no, and a
    table pressed DOWN to "Apostrophe tiles left" and OK by mistake (session 46)."""
    kinds = ["apostrophe words", "apostrophes left"] + (["subject words"] if with_subject_words else []) + ["rejected words"]
    named = f"Which extras, one at a time: {_one_of(kinds)}?"
    asked = Line(named) if first_round else Line("Which extras?", long=named)
    return replace(asked, rule=extras_rule(with_subject_words), purpose=EXTRAS_PURPOSE)


EXTRAS_PURPOSE = "Anything else that changes this round's points, each with whose it is; None scores the round."
NO_EXTRAS = "None"
NO_EXTRAS_GIVEN = "no extras"  # what BACK names when it takes back that No


def anything_else(only_challenges: bool) -> Line:
    """After each extra entered; when a rejected word is the only kind left, asked as that."""
    if only_challenges:
        return Line("Another rejected word?", rule=CHALLENGE_RULE, purpose=EXTRAS_PURPOSE)
    return Line("Anything else?", purpose=EXTRAS_PURPOSE)


def rejected_option(name: str) -> str:
    """An answer to "Any extras?": whose word a challenge rejected, so it is plain who loses ("lost a
    challenge" could be the challenger, issue 38)."""
    return f"{name}'s word rejected"


def rejected_given(name: str) -> str:
    """What BACK names when it takes back that answer, mid-sentence ("Taken back: Ann's word rejected")."""
    return rejected_option(name)


def rejected_words(name: str, first_round: bool = True) -> Line:
    """All that can be reported when one player's words alone score (a game without apostrophes or
    subjects, one finisher): the points of that player's rejected words, offered at 0, for none."""
    full = f"What are {name}'s rejected words worth? I take them off."
    asked = Line(full, f"{name}'s rejected words?") if first_round else Line(f"{name}'s rejected words?", long=full)
    return replace(asked, rule=CHALLENGE_RULE, purpose="The points of this player's rejected words, 0 for none.")


APOSTROPHE_WORDS_OPTION = "Apostrophe words"
APOSTROPHE_TILES_OPTION = "Apostrophe tiles left"
SUBJECT_WORDS_OPTION = "Subject words"

WHOSE_APOSTROPHE_WORDS = Line(
    "Whose apostrophe words? I count them double.",
    "Whose apostrophe words?",
    rule=APOSTROPHE_RULE,
    purpose="Whose words have an apostrophe; their points come next.",
)


def apostrophe_words(name: str) -> Line:
    """The doubling was said with "Whose apostrophe words?": the value alone here."""
    return Line(
        f"{name}'s apostrophe words, as printed?",
        f"{name}, apostrophe words?",
        rule=APOSTROPHE_WORDS_RULE,
        purpose="These words' printed points; I double them into the round.",
    )


def unused_apostrophes(winners: int, points_each: int) -> Line:
    """Each finisher is paid, never "the winner" (the table heard both, issue 38)."""
    who = "the finisher" if winners == 1 else "each finisher"
    return Line(
        f"How many apostrophe tiles are left on the racks? Each one gives {who} {count(points_each, 'point')}.",
        "Apostrophe tiles left?",
        rule=unused_apostrophes_rule(),
        purpose="How many apostrophe tiles nobody used; each pays the finishers.",
    )


WHOSE_SUBJECT_WORDS = Line(
    "Whose subject words?", rule=SUBJECT_WORDS_RULE, purpose="Whose words fit the subject; their points come next."
)


def subject_words(name: str) -> Line:
    return Line(
        f"{name}, what are your subject words worth?",
        f"{name}, subject words?",
        rule=SUBJECT_WORDS_RULE,
        purpose="This player's subject words, in points; they add to the round.",
    )


def wrong_word(name: str, first_round: bool = True) -> Line:
    """The first round says what the value is for; after it, the question alone (a repeat says it
    all): "Ann's word rejected" was just chosen, so "it" is plain. The loss is said once, by the
    round report ("Bob minus 6."), not again here (issue 37)."""
    full = f"{name}, what is the rejected word worth? I take it off your score."
    asked = Line(full, f"{name}, rejected word?") if first_round else Line("What was it worth?", long=full)
    return replace(asked, rule=CHALLENGE_RULE, purpose="The lost word's points; I take them off that score.")


# ---------------------------------------------------------------- the end of a round, and of the game


def _gain(gained: int) -> str:
    """'plus 42', 'nothing', 'minus 8': a sign word in front, so the round's points are not taken for the total."""
    if gained == 0:
        return "nothing"
    return f"plus {gained}" if gained > 0 else f"minus {-gained}"


def _to_go(total: int, target: int) -> str:
    """'needs 180', or that the winning score is reached: what a player needs is what the table asks first.

    The word comes before the number so it is never heard run into the total before it ("320, 180").
    """
    return f"needs {target - total}" if total < target else "winning score reached"


def _gain_to(gained: int, total: int) -> str:
    """'plus 30, to 60': the round's points, then the total they make (left out when the same)."""
    return _gain(gained) if gained == total else f"{_gain(gained)}, to {_number(total)}"


def round_report(
    winners: Sequence[str],
    ranked: Sequence[tuple[str, int, int]],
    target: int,
    need_news: bool = True,
    chosen: bool = False,
    parts: Mapping[str, Parts] | None = None,
) -> list[Line]:
    """The round in two or three short lines: (name, gained, total), highest total first.

    The round's winners with their points and totals ("Ann and Bob win:
    plus 30, to 60."), anyone else whose total moved, then what the leader
    still needs. Those who got nothing are not named (hold OK gives their
    totals): under ten seconds for four players, where a sentence a seat took
    27 s, and every fact said once. The full standings are one hold of GO away.

    What the leader needs is said only when it is news (`need_news`: someone
    else leads now; "Cat needs 455." came three rounds running, issue 37): a
    leader who scored was just heard with the new total. Once the winning score is reached the win says the
    winners' totals ("Ann wins Dabble with 103 points!"): the report says
    neither that nor those totals ("Green: winning score reached." came first).

    `chosen`: the winners are the finishers the table has just named at "Who finished?", so
    that they won the round is not news: their points alone ("Ann plus 27, to 72."; a lost
    word costing more than the round: "Cat minus 32, to 29."). The result is said once (issue 37).
    """
    best = ranked[0][2]
    leaders = [name for name, _, total in ranked if total == best]
    over = best >= target

    need_said = False

    def moved(names: Sequence[str], gained: int, total: int) -> str:
        """'plus 30, to 60', or 'plus 30' alone where the total is the game's winning one, said next; the
        leaders' line says what they need in place of the total, when that is news ('plus 41, needs 414')."""
        nonlocal need_said
        if over and set(names) <= set(leaders):
            return _gain(gained)
        if need_news and sorted(names) == sorted(leaders):
            need_said = True
            return f"{_gain(gained)}, {'needs' if len(names) == 1 else 'need'} {target - best}"
        return _gain_to(gained, total)

    won = same_points([row for row in ranked if row[0] in winners])
    verb = "wins" if len(winners) == 1 else "win"
    if chosen:
        lines = [
            Line(f"{spoken_list(names)} {moved(names, gained, total)}.")  # a repeat says it whole, points and total
            for names, gained, total in won
        ]
    elif len(won) == 1 and won[0][1] < 0:  # a lost challenge cost more than the round won: not "wins: minus 32"
        names, gained, total = won[0]
        loses = "loses" if len(names) == 1 else "lose"
        lines = [Line(f"{spoken_list(names)} {verb} the round but {loses} {-gained}, down to {_number(total)}.")]
    elif len(won) == 1 and won[0][1]:
        names, gained, total = won[0]
        # "the round": "Red wins: plus 22." was heard as the game won (issue 37's outside table)
        lines = [Line(f"{spoken_list(names)} {verb} the round: {moved(names, gained, total)}.")]
    else:
        lines = [Line(f"{spoken_list(list(winners))} {verb}.")]
        lines += [Line(f"{spoken_list(names)} {moved(names, gained, total)}.") for names, gained, total in won if gained]
    lines += [
        Line(f"{spoken_list(names)} {moved(names, gained, total)}.")
        for names, gained, total in same_points([row for row in ranked if row[0] not in winners and row[1]])
    ]
    nothing = [(name, total) for name, gained, total in ranked if not gained and name not in winners]
    unmoved = f" Totals unchanged: {', '.join(f'{name} {_number(total)}' for name, total in nothing)}." if nothing else ""
    if need_news and not over and not need_said:  # a leader who did not score this round, or lost points
        lines.append(Line(f"{spoken_list(leaders)} {'needs' if len(leaders) == 1 else 'need'} {target - best}."))
    last = lines[-1]  # the hold OK repeat also gives what rejected words took off, and the totals of those who got nothing
    lines[-1] = Line(last.text, last.short, long=last.repeated + _breakdown(parts or {}) + unmoved)
    return lines


def _breakdown(parts: Mapping[str, Parts]) -> str:
    """' Ann: 29 left over, 10 in extras, minus 5 for a rejected word.': where each player's round points
    came from, in the repeat only ("Yellow plus 39" and hold OK gave no breakdown, session 46)."""
    said = []
    for name, part in parts.items():
        pieces = []
        if part.won:
            pieces.append(f"{part.won} for the best word" if part.best_word else f"{part.won} left over")
        if part.extras:
            pieces.append(f"{_number(part.extras)} in extras")
        if part.lost:
            words = "a rejected word" if part.lost_words == 1 else f"{part.lost_words} rejected words"
            pieces.append(f"minus {part.lost} for {words}")
        if part.extras or part.lost:  # the round's points alone were just heard: no breakdown to give
            said.append(f" {name}: {', '.join(pieces)}.")
    return "".join(said)


def game_won(names: Sequence[str], top: int) -> Line:
    if len(names) == 1:
        return Line(f"{names[0]} wins {TITLE} with {_points(top)}!", f"{names[0]} wins.")
    who = spoken_list(names)
    return Line(f"{who} share the win with {_points(top)} each!", f"{who} share the win.")


# ---------------------------------------------------------------- reports


def _scores(totals: Sequence[tuple[str, int]]) -> str:
    return ", ".join(f"{name} {_number(total)}" for name, total in totals)


def about_to_start(target: int) -> Line:
    return Line(f"{TITLE} to {target}, about to start.", f"{TITLE}.")


def in_play(target: int, round_number: int, totals: Sequence[tuple[str, int]], time_up: bool = False) -> Line:
    """Where play stands: the round, then the standings themselves; `totals` are (name, total), highest first.

    Holding the standings whole lets hold GO say the scores once (a front end
    leaves out standings the where-line already holds: it said them twice, 19 s);
    before anyone has scored there are none to say. `time_up`: the round's
    buzzer has gone and who finished is asked next, which a table resuming
    must hear before anything else (it heard "Go!" and grabbed its tiles, issue 37).
    """
    heading = f"{TITLE}, round {round_number}" + (": time is up." if time_up else ".")
    scores = f" {standings(target, totals).text}" if any(total for _, total in totals) else ""
    return Line(heading + scores, f"Round {round_number}: {_scores(totals)}.")


def _scores_to_go(totals: Sequence[tuple[str, int]], target: int) -> str:
    """A full stop between players, so one player's 'to go' is not heard as the next one's total."""
    return ". ".join(f"{name} {_number(total)}, {_to_go(total, target)}" for name, total in totals)


def standings(target: int, totals: Sequence[tuple[str, int]]) -> Line:
    """Highest first, each with what it still needs: the short form carries the same scores."""
    return Line(f"Scores, playing to {target}: {_scores_to_go(totals, target)}.", f"{_scores(totals)}.")


# ---------------------------------------------------------------- what BACK takes back
# Said after "Taken back:", so the table hears which answer went (engine/phrases.taken_back).


def finishers_given(who: str) -> str:
    """`who` is a name, or Nobody, Everybody: the options as offered."""
    return f"{who} finished"


def value_given(name: str, what: str, value: int) -> str:
    """'Ann's unused tiles, 15 points'."""
    return f"{name}'s {what}, {_points(value)}"


UNUSED_TILES = "unused tiles"
BEST_WORD = "best word"
APOSTROPHE_WORDS = "apostrophe words"
SUBJECT_WORDS = "subject words"
CHALLENGED_WORD = "rejected words"


def apostrophe_tiles_given(tiles: int) -> str:
    return f"{count(tiles, 'apostrophe tile')} left on the racks"


def said_entry(deck: str, value: Any) -> list[str]:
    """A subject as it is announced, and its bare name (a piece of the lines around it)."""
    if not isinstance(value, Mapping):
        return [value] if isinstance(value, str) else []
    return [subject(value["name"], value.get("examples", ())).text, value["name"]]


def spoken_pieces() -> list[str]:
    """The scores this game says, as pieces of its lines (the default target's, highest first)."""
    return scores_said()
