"""Dabble's round scoring, case by case, on plain numbers.

Each test names the rule it guards; the numbers are chosen so that a wrong
rule (a winner scoring his own tiles, an apostrophe word not doubled, a tie
paying only one player) gives a different answer.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.games.dabble.scoring import (
    APOSTROPHE_TILES,
    Challenge,
    RoundFacts,
    outcome,
    round_winners,
    score_round,
)


def facts(finished: list[bool], **given_facts: Any) -> RoundFacts:
    base = RoundFacts.blank(len(finished))
    base.finished = list(finished)
    for name, value in given_facts.items():
        setattr(base, name, value)
    return base


# ---------------------------------------------------------------- who won


def test_outcome_names_the_three_cases() -> None:
    assert outcome([False, False, False]) == "nobody"
    assert outcome([True, False, False]) == "some"
    assert outcome([True, True, False]) == "some"
    assert outcome([True, True, True]) == "all"


def test_nothing_is_scored_when_nobody_finished() -> None:
    with pytest.raises(ValueError, match="nobody finished"):
        score_round(facts([False, False]))


# ---------------------------------------------------------------- one winner


def test_one_winner_scores_every_other_players_unused_tiles() -> None:
    result = score_round(facts([False, True, False], unused=[30, 0, 12]))
    assert result == [0, 42, 0]


def test_the_winners_own_unused_entry_is_ignored() -> None:
    """A finisher used all 20 tiles; a stray value on his seat must not count."""
    assert score_round(facts([True, False], unused=[99, 17])) == [17, 0]


# ---------------------------------------------------------------- several winners


def test_several_winners_each_score_the_others_unused_tiles() -> None:
    result = score_round(facts([True, False, True, False], unused=[0, 25, 0, 15]))
    assert result == [40, 0, 40, 0]


# ---------------------------------------------------------------- everybody finished


def test_all_finished_the_best_word_wins_its_value() -> None:
    result = score_round(facts([True, True, True], best_word=[14, 21, 9]))
    assert result == [0, 21, 0]
    assert round_winners(facts([True, True, True], best_word=[14, 21, 9])) == [1]


def test_all_finished_players_tied_on_the_best_word_each_score_it() -> None:
    result = score_round(facts([True, True, True], best_word=[18, 18, 9]))
    assert result == [18, 18, 0]


def test_all_finished_and_all_tied_everybody_scores() -> None:
    assert score_round(facts([True, True], best_word=[12, 12])) == [12, 12]


def test_unused_tiles_do_not_count_when_everybody_finished() -> None:
    result = score_round(facts([True, True], best_word=[10, 5], unused=[40, 40], unused_apostrophes=2))
    assert result == [10, 0]


# ---------------------------------------------------------------- apostrophes


def test_apostrophe_words_score_double_for_every_player() -> None:
    result = score_round(facts([True, False, False], unused=[0, 10, 20], apostrophe_words=[6, 4, 0]))
    assert result == [30 + 12, 8, 0]


def test_each_unused_apostrophe_tile_gives_the_winner_five() -> None:
    assert score_round(facts([True, False], unused=[0, 10], unused_apostrophes=2)) == [20, 0]


def test_each_winner_gets_the_unused_apostrophe_bonus() -> None:
    result = score_round(facts([True, True, False], unused=[0, 0, 10], unused_apostrophes=1))
    assert result == [15, 15, 0]


def test_there_are_only_two_apostrophe_tiles() -> None:
    with pytest.raises(ValueError, match="apostrophe"):
        score_round(facts([True, False], unused_apostrophes=APOSTROPHE_TILES + 1))


# ---------------------------------------------------------------- subject words


def test_subject_words_score_their_value_for_every_player() -> None:
    result = score_round(facts([False, True], unused=[10, 0], subject_words=[7, 5]))
    assert result == [7, 15]


# ---------------------------------------------------------------- challenges


def test_a_word_shown_wrong_costs_its_presenter_its_value() -> None:
    result = score_round(facts([True, False], unused=[0, 30], challenges=[Challenge(0, 8)]))
    assert result == [22, 0]


def test_a_challenge_can_make_a_round_negative() -> None:
    result = score_round(facts([True, False], unused=[0, 5], challenges=[Challenge(1, 9), Challenge(1, 3)]))
    assert result == [5, -12]


def test_everything_together() -> None:
    result = score_round(
        facts(
            [True, False, False],
            unused=[0, 20, 11],
            apostrophe_words=[0, 5, 0],
            unused_apostrophes=1,
            subject_words=[9, 0, 4],
            challenges=[Challenge(2, 6)],
        )
    )
    assert result == [31 + 5 + 9, 10, 4 - 6]


# ---------------------------------------------------------------- refusing impossible facts


@pytest.mark.parametrize(
    "bad",
    [
        {"unused": [1, 2, 3]},
        {"best_word": [-1, 0]},
        {"challenges": [Challenge(2, 1)]},
        {"challenges": [Challenge(0, -1)]},
    ],
)
def test_impossible_facts_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        score_round(facts([True, False], **bad))


# ---------------------------------------------------------------- properties

values = st.integers(0, 300)


@st.composite
def round_facts(draw: st.DrawFn) -> RoundFacts:
    seats = draw(st.integers(2, 4))
    finished = draw(st.lists(st.booleans(), min_size=seats, max_size=seats).filter(any))
    per_seat = st.lists(values, min_size=seats, max_size=seats)
    challenges = draw(st.lists(st.builds(Challenge, st.integers(0, seats - 1), values), max_size=3))
    return RoundFacts(
        finished=finished,
        unused=draw(per_seat),
        best_word=draw(per_seat),
        apostrophe_words=draw(per_seat),
        unused_apostrophes=draw(st.integers(0, APOSTROPHE_TILES)),
        subject_words=draw(per_seat),
        challenges=challenges,
    )


@given(round_facts())
def test_bonuses_and_penalties_add_up_seat_by_seat(given_facts: RoundFacts) -> None:
    """Round points = the win + 2 x apostrophe words + subject words - wrong words, for every seat."""
    plain = RoundFacts.blank(len(given_facts.finished))
    plain.finished = given_facts.finished
    plain.unused = given_facts.unused
    plain.best_word = given_facts.best_word
    plain.unused_apostrophes = given_facts.unused_apostrophes
    base = score_round(plain)
    result = score_round(given_facts)
    for seat, points in enumerate(result):
        penalty = sum(c.value for c in given_facts.challenges if c.presenter == seat)
        bonus = 2 * given_facts.apostrophe_words[seat] + given_facts.subject_words[seat]
        assert points == base[seat] + bonus - penalty


@given(round_facts())
def test_only_round_winners_score_without_extras(given_facts: RoundFacts) -> None:
    plain = RoundFacts.blank(len(given_facts.finished))
    plain.finished = given_facts.finished
    plain.unused = given_facts.unused
    plain.best_word = given_facts.best_word
    result = score_round(plain)
    winners = round_winners(plain)
    assert winners
    assert all(points >= 0 for points in result)
    assert len({result[seat] for seat in winners}) == 1  # every round winner scores the same
    assert all(result[seat] == 0 for seat in range(len(result)) if seat not in winners)


# ---------------------------------------------------------------- FACTS.md: a winning apostrophe word counts doubled once


def test_a_winning_best_word_with_an_apostrophe_counts_doubled_once() -> None:
    # Ann's best word has an apostrophe: 8 on its tiles, reported counted, 16; it is her only apostrophe word.
    round_ = facts(
        [True, True, True], best_word=[16, 12, 10], apostrophe_words=[8, 0, 0], best_has_apostrophe=[True, False, False]
    )
    assert round_winners(round_) == [0]
    assert score_round(round_) == [16, 0, 0]  # not 16 + 2 x 8 = 32 (three times its tiles)


def test_the_winner_keeps_the_bonus_of_other_apostrophe_words() -> None:
    round_ = facts([True, True], best_word=[16, 12], apostrophe_words=[8 + 5, 0], best_has_apostrophe=[True, False])
    assert score_round(round_) == [16 + 2 * 5, 0]


def test_a_losing_best_word_with_an_apostrophe_still_earns_its_bonus() -> None:
    round_ = facts([True, True], best_word=[20, 14], apostrophe_words=[0, 7], best_has_apostrophe=[False, True])
    assert score_round(round_) == [20, 14]  # Bob did not win: his apostrophe word scores double as for every player


def test_the_flag_only_matters_when_everybody_finished() -> None:
    round_ = facts([True, False], unused=[0, 9], apostrophe_words=[4, 0], best_has_apostrophe=[True, False])
    assert score_round(round_) == [9 + 8, 0]
