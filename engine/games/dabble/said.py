"""Which of Dabble's messages a moment needs, with which values: the lines built from more than one.

The words are in messages/<language>.ftl (docs/dev/words.md); what a
language is that is not a sentence (whether its words take the apostrophe
tiles, the letters of a paper set) in messages/<language>.toml. Here is what
stays code: which message a rule needs, which rule goes with which question
(the `rule` hold OK gives), and the lines joined from several messages (the
round report, the standings). Every function answers in the language being
spoken (engine/language.py). A line asked for by its id alone is asked for
where the rule is (rules.py, setup_flow.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from engine import language
from engine.core import Line
from engine.games.dabble import tiles
from engine.games.dabble.scoring import Parts, same_points, scores_said
from engine.in_turn import each_in_turn
from engine.words import Words, facts

words = Words("engine.games.dabble")


def _sentences(*texts: str) -> str:
    """Sentences said one after another."""
    return " ".join(texts)


def apostrophes() -> bool:
    """Whether the language spoken plays the apostrophe tiles (messages/<language>.toml)."""
    return tiles.apostrophes(language.current())


def number(value: int) -> int | str:
    """A score as said: a negative one in words ("minus 4"), which speech engines read unreliably as "-4"."""
    return words("minus", value=-value) if value < 0 else value


def _on(flag: bool) -> str:
    """A setting for a message's selector (`$subjects`: on, off)."""
    return "on" if flag else "off"


# ---------------------------------------------------------------- teaching and setup


def paper_set(question: str) -> str:
    """Which tiles to cut from paper (a table with no set), then the first setup question."""
    return _sentences(paper_set_said(), question)


def paper_set_said() -> str:
    """Which tiles to cut from paper, in the language spoken: its letters by their points (messages/<language>.toml)."""
    spoken_in = language.current()
    groups = [
        words(
            "paper-worth",
            points=points,
            groups="; ".join(
                words("paper-letter", each=each, letter=group)
                if len(group) == 1
                else words("paper-letters", each=each, letters=list(group))
                for group, each in letters
            ),
        )
        for points, letters in tiles.by_points(spoken_in)
    ]
    return words("paper-set", tiles=tiles.paper_tiles(spoken_in), groups=_sentences(*groups), blanks=tiles.blanks(spoken_in))


def boxed_set(question: str) -> str:
    """Which of a boxed set's tiles stay out (a table with a set), then the first setup question."""
    return _sentences(words("boxed-set"), question)


def with_subjects(taught: bool) -> Line:
    """Setup's last question; a taught table hears what subject words are before it chooses (issue 38)."""
    asked = words.line("with-subjects")
    if not taught:
        return asked
    return replace(asked, text=_sentences(words("subjects-explained"), asked.text), short=asked.text)


def extras_rule(with_subject_words: bool) -> str:
    """What the extras are, on hold OK at the question about them: each rule as it was taught, said whole."""
    return words("extras-rule", subjects=_on(with_subject_words))


# ---------------------------------------------------------------- the start of a round


def draw_tiles(tiles_each: int, taught: bool = False) -> Line:
    """Before the first round. Taught, the round's rule and (in a language that plays them) the apostrophe
    tiles' come first: this is the last question before the first go, and an unused apostrophe pays in the
    round it governs. The game in short was said in setup, so the draw says the tile count itself."""
    asked = replace(words.line("draw-tiles", tiles=tiles_each), rule=words("round-rule"))
    if not taught:
        return asked
    rules = [words("round-rule"), *([words("apostrophe-rule")] if apostrophes() else [])]
    return replace(asked, text=_sentences(*rules, words("draw-tiles-now", tiles=tiles_each)))


def swap_tiles() -> Line:
    """Nobody finished: the same round again after an exchange."""
    return replace(words.line("swap-tiles"), rule=_sentences(words("swap-rule"), words("round-rule")))


def fresh_tiles(round_number: int) -> Line:
    """Before every later round: all tiles back, a new draw; the round's number is in its action."""
    return replace(words.line("fresh-tiles", round=round_number), rule=words("round-rule"))


def round_goes(round_number: int) -> Line:
    """The first round says what "go" means for the tiles. A start signal, news once (`again` off): never in
    a repeat, and never said again on resuming once the round's time is up (rules.py sends it urgent after
    a subject for that)."""
    return words.line("turn-over" if round_number == 1 else "go", again=False)


def subject(name: str, examples: Sequence[str]) -> Line:
    if examples:
        return words.line("subject-examples", name=name, examples=list(examples))
    return words.line("subject", name=name)


# ---------------------------------------------------------------- who built all five words


def who_finished(first_round: bool) -> Line:
    """The first round says what finishing is; later rounds ask it in two words (a repeat in full)."""
    return replace(words.line("who-finished" if first_round else "who-finished-later"), rule=words("finished-rule"))


def finishers_given(who: str, finishers: int) -> str:
    """What BACK takes back: `who` as offered (a name, several, Nobody, Everybody), `finishers` how many they
    are. A seat is a player or a team, and a team named as several ("Ana y Beto") is said as several."""
    joined = facts("engine", language.current()).get("list", {})
    joints = [", ", *(f" {word} " for key in ("and", "and_before_i_sound") if (word := joined.get(key)))]
    several = finishers == 1 and any(joint in who for joint in joints)
    return words("finishers-given", who=who, finishers=2 if several else finishers)


# ---------------------------------------------------------------- values, seat by seat


def unused_tiles(name: str, first: bool = True, first_round: bool = True) -> Line:
    """The points on the tiles left over, asked of each player in turn: in full to the first, the name alone
    to the next; a language may shorten it after round 1 (unused-tiles-later)."""
    asked = words.line("unused-tiles" if first_round else "unused-tiles-later", name=name)
    return replace(each_in_turn(name, replace(asked, rule="", purpose=""), first), rule=asked.rule, purpose=asked.purpose)


def best_word_among_apostrophe_words(name: str) -> Line:
    return replace(words.line("best-word-among-apostrophe-words", name=name), rule=words("best-apostrophe-rule"))


# ---------------------------------------------------------------- the extras


def anything_more(with_subject_words: bool, first_round: bool = True) -> Line:
    """One choice for everything beyond the plain round, None offered first, each kind named; after the
    first round in a few words, a repeat naming them again."""
    asked = words.line("extras-which" if first_round else "extras-which-later", subjects=_on(with_subject_words))
    return replace(asked, rule=extras_rule(with_subject_words), purpose=words("extras-purpose"))


def anything_else(only_challenges: bool) -> Line:
    """After each extra entered; when a rejected word is the only kind left, asked as that."""
    if only_challenges:
        return replace(words.line("another-rejected-word"), rule=words("challenge-rule"), purpose=words("extras-purpose"))
    return replace(words.line("anything-else"), purpose=words("extras-purpose"))


def rejected_words(name: str, first_round: bool = True) -> Line:
    """All that can be reported when one player's words alone score: that player's rejected words, at 0 for none."""
    asked = words.line("rejected-words" if first_round else "rejected-words-later", name=name)
    return replace(asked, rule=words("challenge-rule"))


def whose_apostrophe_words() -> Line:
    return replace(words.line("whose-apostrophe-words"), rule=words("apostrophe-rule"))


def apostrophe_words(name: str) -> Line:
    """The doubling was said with "Whose apostrophe words?": the value alone here."""
    return replace(words.line("apostrophe-words", name=name), rule=words("apostrophe-words-rule"))


def unused_apostrophes(finishers: int, points_each: int) -> Line:
    """Each finisher is paid, never "the winner" (the table heard both, issue 38)."""
    asked = words.line("unused-apostrophes", finishers=finishers, points=points_each)
    return replace(asked, rule=words("apostrophe-rule"))


def whose_subject_words() -> Line:
    return replace(words.line("whose-subject-words"), rule=words("subject-words-rule"))


def subject_words(name: str) -> Line:
    return replace(words.line("subject-words", name=name), rule=words("subject-words-rule"))


def wrong_word(name: str, first_round: bool = True) -> Line:
    """The first round says what the value is for; after it, the question alone (a repeat says it all)."""
    return replace(words.line("wrong-word" if first_round else "wrong-word-later", name=name), rule=words("challenge-rule"))


# ---------------------------------------------------------------- the end of a round


def round_report(
    winners: Sequence[str],
    ranked: Sequence[tuple[str, int, int]],
    target: int,
    need_news: bool = True,
    chosen: bool = False,
    parts: Mapping[str, Parts] | None = None,
) -> list[Line]:
    """The round in two or three short lines: (name, gained, total), highest total first.

    The round's winners with their points and totals, anyone else whose total
    moved, then what the leader still needs (messages report-...). Those who
    got nothing are not named (hold OK gives their totals); the full standings
    are one hold of GO away.

    What the leader needs is said only when it is news (`need_news`: someone
    else leads now, issue 37), in the leaders' own line when they scored, else
    in a line of its own. Once the winning score is reached the win says the
    winners' totals: the report says neither that nor those totals.

    `chosen`: the winners are the finishers the table has just named at "Who
    finished?", so that they won the round is not news: their points alone.
    """
    best = ranked[0][2]
    leaders = [name for name, _, total in ranked if total == best]
    over = best >= target
    need_said = False

    def then(names: Sequence[str], gained: int, total: int) -> str:
        """What follows a group's points: `next` (the total is the game's winning one, said next by the win),
        `need` (what the leaders need, when that is news), `same` (the total is the points), or `total`."""
        nonlocal need_said
        if over and set(names) <= set(leaders):
            return "next"
        if need_news and sorted(names) == sorted(leaders):
            need_said = True
            return "need"
        return "same" if gained == total else "total"

    def said(message: str, names: Sequence[str], gained: int, total: int, **more: Any) -> Line:
        values = {"names": list(names), "seats": len(names), "points": abs(gained), "total": number(total)}
        return Line(words(message, **values, need=target - best, **more))

    def moved(names: Sequence[str], gained: int, total: int, finisher: bool = False) -> Line:
        """ "Ann plus 30, to 60."; `finisher`: one just named at "Who finished?", as a language says what they take."""
        if finisher:
            message = "report-finisher-gains" if gained >= 0 else "report-finisher-loses"
        else:
            message = "report-gains" if gained >= 0 else "report-loses"
        return said(message, names, gained, total, then=then(names, gained, total))

    won = same_points([row for row in ranked if row[0] in winners])
    if chosen:
        lines = [moved(names, gained, total, finisher=True) for names, gained, total in won]
    elif len(won) == 1 and won[0][1] < 0:  # a lost challenge cost more than the round won: not "wins: minus 32"
        names, gained, total = won[0]
        lines = [said("report-wins-round-loses", names, gained, total)]
    elif len(won) == 1 and won[0][1]:
        names, gained, total = won[0]
        lines = [said("report-wins-round", names, gained, total, then=then(names, gained, total))]
    else:
        lines = [Line(words("report-winners", names=list(winners), seats=len(winners)))]
        lines += [moved(names, gained, total) for names, gained, total in won if gained]
    lines += [
        moved(names, gained, total)
        for names, gained, total in same_points([row for row in ranked if row[0] not in winners and row[1]])
    ]
    nothing = [(name, total) for name, gained, total in ranked if not gained and name not in winners]
    unmoved = ""
    if nothing:
        unmoved = " " + words("report-unmoved", seats=len(nothing), scores=scores(nothing))
    if need_news and not over and not need_said:  # a leader who did not score this round, or lost points
        lines.append(Line(words("report-needs", names=leaders, seats=len(leaders), need=target - best)))
    last = lines[-1]  # the hold OK repeat also gives what rejected words took off, and the totals of those who got nothing
    lines[-1] = Line(last.text, last.short, long=last.repeated + _breakdown(parts or {}) + unmoved)
    return lines


def _breakdown(parts: Mapping[str, Parts]) -> str:
    """' Ann: 29 left over, 10 in extras, minus 5 for a rejected word.': where each player's round points came
    from, in the repeat only; nothing for a player whose round points alone were just heard."""
    said = []
    for name, part in parts.items():
        pieces = []
        if part.won:
            pieces.append(words("breakdown-best-word" if part.best_word else "breakdown-left-over", points=part.won))
        if part.extras:
            pieces.append(words("breakdown-extras", points=number(part.extras)))
        if part.lost:
            pieces.append(words("breakdown-lost", points=part.lost, words=part.lost_words))
        if part.extras or part.lost:
            said.append(" " + words("breakdown", name=name, parts=", ".join(pieces)))
    return "".join(said)


def game_won(names: Sequence[str], top: int) -> Line:
    if len(names) == 1:
        return words.line("game-won", name=names[0], points=top)
    return words.line("game-shared", names=list(names), points=top)


# ---------------------------------------------------------------- reports


def scores(totals: Sequence[tuple[str, int]]) -> str:
    """'Ann 320, Bob minus 4'."""
    return ", ".join(words("name-total", name=name, total=number(total)) for name, total in totals)


def in_play(target: int, round_number: int, totals: Sequence[tuple[str, int]], time_up: bool = False) -> Line:
    """Where play stands: the round, then the standings themselves; `totals` are (name, total), highest first.

    Holding the standings whole lets hold GO say the scores once (a front end
    leaves out standings the where-line already holds: it said them twice, 19 s);
    before anyone has scored there are none to say. `time_up`: the round's
    buzzer has gone and who finished is asked next.
    """
    heading = words.line("in-play", round=round_number, time="up" if time_up else "on", scores=scores(totals))
    if any(total for _, total in totals):
        return replace(heading, text=_sentences(heading.text, standings(target, totals).text))
    return heading


def standings(target: int, totals: Sequence[tuple[str, int]]) -> Line:
    """Highest first, each with what it still needs: the short form carries the same scores."""
    each = [
        words(
            "standing",
            name=name,
            total=number(total),
            reached="no" if total < target else "exactly" if total == target else "over",
            needs=target - total,
            target=target,
        )
        for name, total in totals
    ]
    return words.line("standings", target=target, standing=". ".join(each), scores=scores(totals))


# ---------------------------------------------------------------- what the device says ahead


def said_entry(deck: str, value: Any) -> list[str]:
    """A subject as it is announced, and its bare name (a piece of the lines around it)."""
    if not isinstance(value, Mapping):
        return [value] if isinstance(value, str) else []
    return [subject(value["name"], value.get("examples", ())).text, value["name"]]


def spoken_pieces() -> list[str]:
    """What this game says that no message holds whole, in the language spoken, as pieces of its lines: the
    scores (the default target's, highest first), then the paper set, said whole to a taught table with no
    tiles (its letters are the language's facts, so it is not one of the messages said as they are)."""
    return [*scores_said(), paper_set_said()]
