"""The next draws' lines go to the speaker ahead of play (issue 26, item 1): at the start, after each draw, after an undo and a resume.

The speaker here is the muted one the table tests use, recording what it is
handed ahead; what it is handed is checked against the dealer, rebuilt from
the journal's seed, and against what the game then says.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Iterable

from device.chance import Dealer
from device.paths import games_dir
from device.referee.ahead import DRAWS_AHEAD
from device.sound.speaker import Speaker
from device.sound.voices.interface import RenderPriority
from device.storage.journal import read
from engine import language
from engine.catalog import GAMES
from tests.device.referee.test_fair_dice import next_round_drawn, rounds_of
from tests.table import Table, set_up_two_players, small_library


class AheadSpeaker(Speaker):
    """The muted speaker, keeping every line handed to it ahead, in order."""

    def __init__(self, cache_dir: Path) -> None:
        super().__init__(cache_dir=cache_dir, mute=True)
        self.handed: list[str] = []
        self.pieces: list[str] = []
        self.order: list[RenderPriority] = []  # the priority of each hand-over, in turn
        self.in_setup: list[str] = []  # the lines handed by setup's foresight (its own thread)
        self._lock = threading.Lock()

    def ahead(self, texts: Iterable[str], priority: RenderPriority = RenderPriority.AHEAD) -> list:  # type: ignore[type-arg]
        texts = list(texts)
        with self._lock:
            (self.handed if priority == RenderPriority.AHEAD else self.pieces).extend(texts)
            self.order.append(priority)
            if threading.current_thread().name.startswith("foresight"):
                self.in_setup.extend(texts)
        return super().ahead(texts, priority)

    def lines(self) -> list[str]:
        with self._lock:
            return list(self.handed)


def questions_of(card: str, language_code: str | None = None) -> list[str]:
    """The lines Rapid List says for one card of the small library, as its catalog entry gives them."""
    entry = GAMES["rapid-list"]
    with language.speaking(language_code):
        return list(entry.spoken_entry("questions", small_library().decks[f"rapid_list/{card.split('-')[0]}"][card]))


def the_dealer(state_dir: Path) -> tuple[Dealer, list[str]]:
    (path,) = games_dir(state_dir).glob("*.jsonl")
    record = read(path)
    game = GAMES[record.game].game
    return Dealer.following(record.seed, game, record.settings, record.inputs), [
        str(given.value) for given in record.inputs if given.kind == "chance"
    ]


def a_game_under_way(state_dir: Path) -> tuple[AheadSpeaker, Table]:
    """Rapid List set up by two players on the recording speaker, its first reader named."""
    speaker = AheadSpeaker(state_dir / "cache")
    table = Table(state_dir, speaker=speaker)
    set_up_two_players(table)
    table.wait_for(" asks.")
    table.settle()
    return speaker, table


def question_deck(dealer: Dealer) -> str:
    """The deck of Rapid List questions the dealer draws from."""
    (deck,) = [name for name, cards in dealer.upcoming().items() if any(card.startswith(("blue", "red")) for card in cards)]
    return deck


def test_the_next_cards_are_handed_ahead_at_the_start_and_topped_up_after_each_draw(state_dir: Path) -> None:
    speaker, table = a_game_under_way(state_dir)
    dealer, _ = the_dealer(state_dir)
    deck = question_deck(dealer)
    first = dealer.upcoming([deck])[deck][:DRAWS_AHEAD]
    handed = speaker.lines()
    for card in first:  # each of the next cards, every question the die may pick, before the first draw
        assert set(questions_of(card)) <= set(handed), card

    next_round_drawn(table)
    asked = [line for line in table.heard() if line in questions_of(first[0])]
    assert asked, "the card drawn is the first one handed ahead"
    dealer, _ = the_dealer(state_dir)
    topped = dealer.upcoming([deck])[deck][:DRAWS_AHEAD]
    assert topped[-1] not in first, "the draw moved the window on by one card"
    assert set(questions_of(topped[-1])) <= set(speaker.lines())
    table.stop()


def test_an_undo_and_a_resume_keep_handing_the_cards_the_dealer_draws(state_dir: Path) -> None:
    speaker = AheadSpeaker(state_dir / "cache")
    table = rounds_of(Table(state_dir, speaker=speaker), rounds=1)
    table.press("back")  # the round's last answer taken back: the dealer's order is unchanged
    table.wait_for("Taken back")
    table.settle()
    table.stop()

    again = AheadSpeaker(state_dir / "cache")
    resumed = Table(state_dir, game=None, speaker=again)
    dealer, drawn = the_dealer(state_dir)
    decks = dealer.upcoming()
    deck = question_deck(dealer)
    coming = decks[deck][:DRAWS_AHEAD]
    assert not set(coming) & set(drawn[-1:]), "a card drawn is not handed again as the next one"
    resumed.settle()
    for card in coming:
        assert set(questions_of(card)) <= set(again.lines()), card
    resumed.stop()


def test_the_games_pieces_are_handed_at_their_own_priority_and_nothing_twice(state_dir: Path) -> None:
    speaker, table = a_game_under_way(state_dir)
    next_round_drawn(table)
    assert table.referee.foresight.wait(timeout=10)
    table.stop()
    assert speaker.order[0] == RenderPriority.AHEAD, "what is said first comes before the pieces"
    (path,) = games_dir(state_dir).glob("*.jsonl")
    names = read(path).settings["names"]
    for piece in [*names, "Read in order:", "valid"]:  # the seats, a run of the game's phrases, one of its words
        assert piece in speaker.handed + speaker.pieces, piece
    assert "Read in order:" in speaker.pieces
    assert "7" in speaker.handed, "the small numbers (bids, scores) go with what is said next"
    handed = speaker.handed + speaker.pieces
    assert len(handed) == len(set(handed)), "nothing handed twice, by setup or by the game"


def test_setup_foresees_the_first_lines_of_the_game_it_then_plays_with_the_same_seed(state_dir: Path) -> None:
    """The seed is chosen when setup begins: the game's first lines and first card are handed ahead while the
    table sets up, and the game then draws by that seed."""
    speaker, table = a_game_under_way(state_dir)
    assert table.referee.foresight.wait(timeout=10)
    dealer, _ = the_dealer(state_dir)
    deck = question_deck(dealer)
    first = dealer.upcoming([deck])[deck][0]
    line_up = next(line for line in table.heard() if line.startswith("On Start, from the top: "))
    next_round_drawn(table)
    table.stop()
    assert [line for line in table.heard() if line in questions_of(first)], "the game read the first card"
    assert set(questions_of(first)) <= set(speaker.in_setup), "setup had handed it ahead, by the seed the game kept"
    assert line_up in speaker.in_setup
