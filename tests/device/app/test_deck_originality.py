"""Our decks are ours: few categories or questions match the published game's, and only bare nouns.

The published categories are held as fingerprints only
(tests/content/published_fingerprints.json); the normaliser that makes them
is device.app.deck_text.normalise, tested here on the cases the limits depend on.

The Spanish decks are held to the same limits against the same fingerprints.
No published Spanish edition's lists were available to fingerprint (docs/decks.md,
"Las barajas en español"), and an English fingerprint cannot match a Spanish
text, so for them the check can only say that nothing was copied from the English
lists word for word; that they were written fresh is said by how they were made.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from device.app.deck_originality import MOST_FROM_ONE_LIST, MOST_SHARED, Published, deck_groups, judge_originality, load_published
from device.app.deck_text import fingerprint, is_bare_noun, normalise
from tests.paths import REPO

ROOT = REPO
# Every deck whose texts are categories or list questions: the Scattergories lists and the Rapid List questions.
DECKS = [
    ROOT / "engine/games/scattergories/decks/lists.toml",
    ROOT / "engine/games/rapid_list/decks/blue.toml",
    ROOT / "engine/games/rapid_list/decks/red.toml",
    ROOT / "engine/games/rapid_list/decks/mixed.toml",
    ROOT / "engine/games/scattergories/decks/es/lists.toml",
    ROOT / "engine/games/rapid_list/decks/es/blue.toml",
    ROOT / "engine/games/rapid_list/decks/es/red.toml",
    ROOT / "engine/games/rapid_list/decks/es/mixed.toml",
]
PUBLISHED = load_published()


@pytest.mark.parametrize(
    ("one", "two"),
    [
        ("Things that are sticky", "Something sticky"),
        ("Things You Plug In", "Something you plug in"),
        ("A boy’s name", "Boys' names"),
        ("Fruits", "A fruit"),
        ("Things in the kitchen", "Items in a kitchen"),
        ("Things found in a desk", "Something in a desk"),
        ("Ice cream flavors", "Ice-cream flavours"),
        ("T.V. Shows", "TV shows"),
        ("Kinds of candy", "A kind of candy"),
        ("Things you find in a bakery", "Things in a bakery"),
    ],
)
def test_the_normaliser_sees_through_case_articles_plurals_frames_and_punctuation(one: str, two: str) -> None:
    assert normalise(one) == normalise(two)
    assert fingerprint(one) == fingerprint(two)


@pytest.mark.parametrize(
    ("one", "two"),
    [("A fruit", "A vegetable"), ("Something sticky", "Something slimy"), ("Something in a desk", "Something on a desk")],
)
def test_the_normaliser_keeps_different_categories_apart(one: str, two: str) -> None:
    assert normalise(one) != normalise(two)


def test_a_bare_noun_is_one_or_two_plain_words() -> None:
    assert is_bare_noun("A fruit") and is_bare_noun("A farm animal") and is_bare_noun("Board games")
    assert is_bare_noun("Kinds of crime")
    assert not is_bare_noun("Something you plug in")
    assert not is_bare_noun("Something sticky")
    assert not is_bare_noun("Something you eat with a spoon")
    assert not is_bare_noun("Things at an airport")


def test_the_fingerprints_cover_the_published_lists_and_hold_no_text() -> None:
    raw = (ROOT / "tests/content/published_fingerprints.json").read_text(encoding="utf-8")
    assert len(PUBLISHED.lists) >= 30
    assert all(len(hashes) >= 10 for hashes in PUBLISHED.lists.values())
    assert len(PUBLISHED.everything) >= 240
    assert all(len(print_) == 16 and int(print_, 16) >= 0 for print_ in PUBLISHED.everything)
    # A few categories every edition prints are found, by fingerprint alone.
    for text in ("Things that are sticky", "A boy's name", "Things you plug in"):
        assert fingerprint(text) in PUBLISHED.everything
        assert normalise(text) not in raw.lower()


def test_the_judge_catches_a_copied_list() -> None:
    """A deck built from published categories fails every limit, so the limits can fail."""
    copied = {
        "list 1": ["Something sticky", "A boy's name", "Things you plug in", "A fruit"] + [f"Our own idea {n}" for n in range(8)]
    }
    result = judge_originality(copied, PUBLISHED)
    assert result.share > MOST_SHARED
    assert "Something sticky" in result.phrasings and "A fruit" not in result.phrasings
    published = Published(lists={"p1": frozenset(fingerprint(t) for t in copied["list 1"][:4])}, everything=PUBLISHED.everything)
    assert judge_originality(copied, published).leaning


@pytest.mark.parametrize("path", DECKS, ids=lambda path: "/".join(path.parts[-2:]))
def test_the_deck_is_our_own(path: Path) -> None:
    result = judge_originality(deck_groups(path), PUBLISHED)
    assert result.texts >= 60
    assert result.share <= MOST_SHARED, result.problems()
    assert result.phrasings == [], result.problems()
    assert result.leaning == [], result.problems()
    assert MOST_FROM_ONE_LIST == 2
