"""The recipe every draw follows (device/chance.py): pinned, redone with sha256sum, fair, and fixed ahead.

The recipe must never drift: a game played today must verify with the
referee of next year. So a known seed gives a known roll here, and the same
roll comes out of the shell commands docs/fair-dice.md gives a sceptic.
"""

from __future__ import annotations

import hashlib
import random
import subprocess
from collections import Counter
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from device.chance import Dealer, check_draws, fingerprint, is_seed, key, new_seed, outcome_text, stream_of
from device.storage.library import load_library
from engine.catalog import GAMES
from engine.core import AskChance, GameOver, Input
from engine.mechanics import Pile, die, roll
from engine.random_play import RandomChooser, legal_input
from engine.session import Session
from engine.setup import Defaults, answer_all
from tests.paths import REPO

# The worked example of docs/fair-dice.md.
SEED = "f3f49249dc28ff90a5aec7978306d03bf38b2ffc80a4df5a51c9bc701e7ea419"
D6 = tuple(range(1, 7))
# Chi-square with 5 degrees of freedom (six faces, or the six orders of three): exceeded by chance once in 1,000.
CHI_SQUARE_5_AT_0_001 = 20.52


def test_a_known_seed_gives_a_known_fingerprint_and_known_rolls() -> None:
    assert new_seed(random.Random(2026)) == SEED
    assert fingerprint(SEED) == "e85a2397359054d8"
    dealer = Dealer(SEED, {})
    assert dealer.draw(roll(6), at=0) == 6
    assert dealer.next_rolls(D6, 3) == (6, 2, 1)


def test_sha256sum_in_a_shell_gives_the_same_roll_as_the_referee() -> None:
    """What a sceptic types (docs/fair-dice.md): no code of ours, only the hash and a sort."""
    script = (
        'for face in 1 2 3 4 5 6; do printf "%s %s\\n" "$(printf "%s" "$0:1,2,3,4,5,6:0:$face" | sha256sum | cut -c1-64)"'
        ' "$face"; done | sort | head -1'
    )
    smallest = subprocess.run(["sh", "-c", script, SEED], capture_output=True, text=True, check=True).stdout.split()
    assert smallest == [key(SEED, "1,2,3,4,5,6", 0, 6), "6"]
    fingerprint_by_shell = subprocess.run(
        ["sh", "-c", 'printf "%s" "$0" | sha256sum | cut -c1-16', SEED], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert fingerprint_by_shell == fingerprint(SEED)


def test_the_player_page_gives_the_worked_example_as_the_recipe_computes_it() -> None:
    page = (REPO / "docs" / "fair-dice.md").read_text(encoding="utf-8")
    assert SEED in page and fingerprint(SEED) in page
    assert f"{key(SEED, '1,2,3,4,5,6', 0, 6)} 6" in page


def test_outcomes_are_written_as_the_journal_writes_them() -> None:
    assert [outcome_text(value) for value in ("7-X", "blue-3", 3, (2, 0, 1), True)] == ["7-X", "blue-3", "3", "[2,0,1]", "true"]
    assert key(SEED, "s", 2, 3) == hashlib.sha256(f"{SEED}:s:2:3".encode()).hexdigest()


def test_a_card_draw_is_its_decks_and_every_other_draw_is_named_by_what_it_offers() -> None:
    settings = {"names": ["Ann", "Bob"], "questions": {"q1": "?", "q2": "?", "q3": "?"}, "played_questions": ["q1"]}
    assert stream_of(Pile(["q1", "q3"]).draw_prompt("draw"), settings).name == "questions"
    assert stream_of(Pile(["q1", "q3"]).draw_prompt("draw"), settings).deck
    assert not stream_of(die("roll", ("q1", "q3")), settings).deck  # a die whose faces happen to be card ids
    assert stream_of(roll(6), settings).name == "1,2,3,4,5,6"
    assert stream_of(AskChance("who starts", "pick", (0, 1, 2)), settings).name == "0,1,2"
    assert stream_of(AskChance("the order", "shuffle", (0, 1)), settings).name == "0,1"
    assert not stream_of(AskChance("a card of no deck", "pick", ("x", "y"), cue="card"), settings).deck


def chi_square(counts: Counter[Any], kinds: int) -> float:
    expected = sum(counts.values()) / kinds
    assert len(counts) == kinds
    return sum((seen - expected) ** 2 / expected for seen in counts.values())


def test_a_first_roll_over_many_seeds_is_uniform() -> None:
    seeds = [hashlib.sha256(str(n).encode()).hexdigest() for n in range(6000)]
    counts = Counter(Dealer(seed, {}).draw(roll(6), 0) for seed in seeds)
    assert chi_square(counts, 6) < CHI_SQUARE_5_AT_0_001, counts


def test_the_rolls_of_one_game_are_uniform() -> None:
    counts = Counter(Dealer(SEED, {}).next_rolls(D6, 6000))
    assert chi_square(counts, 6) < CHI_SQUARE_5_AT_0_001, counts


def test_a_shuffle_over_many_seeds_gives_every_order_alike() -> None:
    seeds = [hashlib.sha256(f"shuffle {n}".encode()).hexdigest() for n in range(6000)]
    counts = Counter(Dealer(seed, {}).draw(AskChance("order", "shuffle", (0, 1, 2)), 0) for seed in seeds)
    assert chi_square(counts, 6) < CHI_SQUARE_5_AT_0_001, counts


seeds = st.binary(min_size=32, max_size=32).map(bytes.hex)


@given(seeds, st.lists(st.one_of(st.integers(), st.text(min_size=1)), min_size=1, max_size=12, unique_by=outcome_text))
def test_a_pick_is_one_of_the_outcomes_and_a_shuffle_all_of_them(seed: str, outcomes: list[Any]) -> None:
    assert is_seed(seed)
    dealer = Dealer(seed, {})
    assert dealer.draw(AskChance("pick", "pick", tuple(outcomes)), 0) in outcomes
    shuffled = dealer.draw(AskChance("shuffle", "shuffle", tuple(outcomes)), 0)
    assert sorted(map(outcome_text, shuffled)) == sorted(map(outcome_text, outcomes))


def deal_through(dealer: Dealer, pile: Pile, count: int, start: int = 0) -> list[str]:
    """Cards drawn as a game draws them: the pile offers what is left, the dealer picks, the pile takes it."""
    drawn = []
    for at in range(start, start + count):
        prompt = pile.draw_prompt("draw")
        card = dealer.draw(prompt, at)
        dealer.drawn(prompt, card, at)
        pile.take(card)
        drawn.append(card)
    return drawn


@given(seeds)
def test_a_decks_order_is_known_ahead_and_a_second_pass_is_shuffled_anew(seed: str) -> None:
    cards = {f"c{n}": "text" for n in range(8)}
    dealer = Dealer(seed, {"deck": cards})
    pile = Pile.fresh(cards)
    ahead = dealer.upcoming()["deck"]
    assert deal_through(dealer, pile, 3) == list(ahead[:3])
    assert dealer.upcoming()["deck"][:5] == ahead[3:]  # what is left keeps its order
    first_pass = ahead[:3] + tuple(deal_through(dealer, pile, 5, start=3))
    assert first_pass == ahead
    second_ahead = dealer.upcoming()["deck"]
    assert tuple(deal_through(dealer, pile, 8, start=8)) == second_ahead  # reshuffled: a new order, known too
    assert sorted(second_ahead) == sorted(cards)


def test_a_deck_left_alone_by_the_played_cards_keeps_its_order_for_the_rest() -> None:
    cards = {f"c{n}": "text" for n in range(6)}
    dealer = Dealer(SEED, {"deck": cards})
    whole = dealer.upcoming()["deck"]
    played_before = {whole[0], whole[3]}
    assert dealer.upcoming(skip=played_before)["deck"] == tuple(card for card in whole if card not in played_before)
    assert deal_through(dealer, Pile.fresh(cards, played_before), 4) == [card for card in whole if card not in played_before]


def test_the_next_rolls_are_the_rolls_to_come() -> None:
    dealer = Dealer(SEED, {})
    ahead = dealer.next_rolls(D6, 5)
    rolled = []
    for at in range(5):
        prompt = roll(6)
        rolled.append(dealer.draw(prompt, at))
        dealer.drawn(prompt, rolled[-1], at)
    assert tuple(rolled) == ahead


def test_a_draw_asked_again_at_the_same_place_gives_the_same_outcome() -> None:
    """What an undo does to the count: draws from that input on are forgotten, so the same draw comes again."""
    dealer = Dealer(SEED, {})
    first = [dealer.draw(roll(6), at) for at in (0, 1, 2)]
    for at, face in enumerate(first):
        dealer.drawn(roll(6), face, at * 2)  # each roll with a player's answer after it
    again = dealer.draw(roll(6), 2)  # the answer before the third roll taken back: the roll is asked again there
    dealer.drawn(roll(6), again, 2)
    assert again == dealer.draw(roll(6), 2) == Dealer(SEED, {}).next_rolls(D6, 2)[1]


def test_a_resumed_dealer_draws_on_as_the_first_one_would() -> None:
    entry = GAMES["rapid-list"]
    settings = answer_all(entry.setup(load_library(), Defaults()), {"players": 3})
    live = Dealer(SEED, settings)
    session = Session(entry.game, settings)
    chooser = RandomChooser(random.Random(4))
    while not isinstance(session.prompt, GameOver):
        prompt = session.prompt
        at = len(session.inputs)
        if isinstance(prompt, AskChance):
            value = live.draw(prompt, at)
            resumed = Dealer.following(SEED, entry.game, settings, session.inputs)
            assert resumed.draw(prompt, at) == value
            live.drawn(prompt, value, at)
            session.apply(Input("chance", value))
        else:
            session.apply(legal_input(prompt, chooser))
    checks, problem = check_draws(SEED, entry.game, settings, session.inputs)
    assert problem == "" and len(checks) >= 4 and all(check.matches for check in checks)


def test_a_changed_roll_is_found_and_the_rolls_after_it_are_still_checked() -> None:
    entry = GAMES["rapido"]
    settings = answer_all(entry.setup(load_library(), Defaults()), {"players": 2})
    dealer = Dealer(SEED, settings)
    session = Session(entry.game, settings)
    while len(session.inputs) < 30:
        prompt = session.prompt
        at = len(session.inputs)
        if isinstance(prompt, AskChance):
            value = dealer.draw(prompt, at)
            dealer.drawn(prompt, value, at)
            session.apply(Input("chance", value))
        else:
            session.apply(legal_input(prompt, RandomChooser(random.Random(at))))
    inputs = list(session.inputs)
    rolls = [at for at, given in enumerate(inputs) if given.kind == "chance" and "-" in str(given.value)]
    changed = rolls[1]
    wrong = "1-1" if inputs[changed].value != "1-1" else "2-2"
    inputs[changed] = Input("chance", wrong)
    checks, problem = check_draws(SEED, entry.game, settings, inputs)
    if problem:  # the changed roll made a later move illegal: the check stops there, and says so
        assert "does not fit the game" in problem
    assert [check.number for check in checks if not check.matches][0] == changed + 1
    assert checks[[check.number for check in checks].index(changed + 1)].played == wrong
