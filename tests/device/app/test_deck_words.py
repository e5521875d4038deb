"""`referee check-deck` learns a language from its facts, not its code (issue 43).

Each language check-deck judges has device/app/messages/<code>.toml (device/app/deck_words.py): its
articles, filler words, plural endings and the rest. A German deck is judged by German words; a
language without those facts, or one the referee does not speak, is refused with the fix.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from device.app.deck_check import check_deck, deck_languages, missing_accents
from device.app.deck_text import NEAR_DUPLICATE, meaning, near_duplicates, singular
from device.app.deck_words import ROOM
from engine import language
from engine.words import facts
from tests.engine.games.deck_languages import GAMES_DIR, fold_de, singular_de
from tests.paths import REPO, TESTS

MESSAGES = REPO / "device" / "app" / "messages"


def question_deck(tmp_path: Path, declared: str, questions: list[str]) -> Path:
    """A question deck of one card of six questions, declaring `declared`."""
    quoted = ",\n".join(f'    "{question}"' for question in questions)
    path = tmp_path / "meine.toml"
    path.write_text(
        f'name = "Meine"\ndescription = "Zum Testen"\nlanguage = "{declared}"\n\n'
        f'[[card]]\nid = "meine-001"\nquestions = [\n{quoted},\n]\n',
        encoding="utf-8",
    )
    return path


# Six questions: the last two differ only in German filler words; the first two only in words English
# counts as filler ("Kind" is a child, "See" a lake).
GERMAN_CARD = [
    "Spielzeug für ein Kind",
    "Spielzeug für einen See",
    "Dinge, die quietschen",
    "Was ein Leuchtturmwärter braucht",
    "Was es in einem Zirkuswagen gibt",
    "Dinge, die man in einem Zirkuswagen findet",
]


@pytest.fixture
def german_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    """German as the referee will list it once it is whole (German stays unlisted until then)."""
    monkeypatch.setitem(language.LANGUAGES, "de", "Deutsch")


def test_every_languages_deck_facts_have_englishs_keys_each_of_the_same_kind() -> None:
    """tests/test_messages.py holds the listed languages' facts; a language's deck facts are read before it is
    listed (German), so every file on disk is held here."""
    english = facts(ROOM, language.ENGLISH)
    found = sorted(path.stem for path in MESSAGES.glob("*.toml"))
    assert {"en", "es", "de"} <= set(found)
    for code in found:
        theirs = facts(ROOM, code)
        assert {key: type(value) for key, value in theirs.items()} == {key: type(value) for key, value in english.items()}, code
        assert {key: type(value) for key, value in theirs["words"].items()} == {
            key: type(value) for key, value in english["words"].items()
        }, code
        assert all(set(rule) == set(english["singular"][0]) for rule in theirs["singular"]), code


def test_a_german_deck_is_judged_by_german_words(tmp_path: Path, german_listed: None) -> None:
    path = question_deck(tmp_path, "de", GERMAN_CARD)
    assert "de" in deck_languages()
    assert check_deck(path) == [
        f"{path}:13: 'Dinge, die man in einem Zirkuswagen findet' nearly repeats 'Was es in einem Zirkuswagen gibt' (overlap 1.0): reword one"
    ]


def test_german_filler_is_germans_and_english_filler_is_not() -> None:
    assert (
        meaning("Was es in einem Zirkuswagen gibt", "de")
        == meaning("Dinge, die man in einem Zirkuswagen findet", "de")
        == {"zirkuswag"}
    )
    assert meaning("Spielzeug für einen See", "de") == {"spielzeug", "see"}  # "see" is English filler, a German lake
    # at a category deck's limit: read as English, a child and a lake are filler and the two are one
    assert near_duplicates(GERMAN_CARD[:2], NEAR_DUPLICATE, "de") == []
    assert near_duplicates(GERMAN_CARD[:2], NEAR_DUPLICATE, "en-GB") == [(*GERMAN_CARD[:2], 0.5)]


def test_the_german_singular_is_the_deck_tests_on_every_word_of_our_german_decks() -> None:
    """de.toml's plural endings agree with singular_de (tests/engine/games/deck_languages.py)."""
    files = [*(GAMES_DIR.glob("*/decks/de/*.toml")), *(TESTS / "content").glob("*/answers/de/*.toml")]
    assert files
    found = {word for path in files for word in re.findall(r"[a-z0-9]+", fold_de(path.read_text(encoding="utf-8")))}
    assert [word for word in sorted(found) if singular(word, "de") != singular_de(word)] == []
    assert [singular(word, "de") for word in ("hunde", "kinder", "blumen", "gabeln", "federn", "autos", "tiere")] == [
        "hund",
        "kind",
        "blum",
        "gabel",
        "fed",
        "auto",
        "tier",
    ]


def test_a_german_word_without_its_umlaut_is_named(tmp_path: Path, german_listed: None) -> None:
    assert missing_accents("Dinge in der Kuche", "de") == ["küche"]
    path = question_deck(tmp_path, "de", [*GERMAN_CARD[:4], "Was es im Garten gibt", "Was man zum Fruhstuck isst"])
    assert f"{path}:13: 'fruhstuck' is not German as written: write 'frühstück'" in check_deck(path)


def test_a_language_without_facts_is_refused_with_the_fix(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = question_deck(tmp_path, "fr", GERMAN_CARD)
    refusal = next(problem for problem in check_deck(path) if ":3: needs language" in problem)
    assert refusal.startswith(f'{path}:3: needs language = "en-GB", "en-US"')
    assert refusal.endswith(
        "not 'fr'; 'fr' is no language of the referee yet: list it in engine/language.py LANGUAGES; check-deck"
        " knows no 'fr' words: write device/app/messages/fr.toml (docs/dev/adding-a-language.md)"
    )
    monkeypatch.setitem(language.LANGUAGES, "fr", "Français")
    assert "fr" not in deck_languages()
    refusal = next(problem for problem in check_deck(path) if ":3: needs language" in problem)
    assert refusal.endswith(
        "not 'fr'; check-deck knows no 'fr' words: write device/app/messages/fr.toml (docs/dev/adding-a-language.md)"
    )


def test_a_german_deck_is_judged_with_german_words(tmp_path: Path) -> None:
    """German is listed (session 48): check-deck takes a German deck and finds its repeats by German words
    (before, it refused the language and still judged the repeats, which this test then pinned)."""
    assert "de" in language.LANGUAGES
    path = question_deck(tmp_path, "de", GERMAN_CARD)
    assert [problem.split(": ", 1)[1] for problem in check_deck(path)] == [
        "'Dinge, die man in einem Zirkuswagen findet' nearly repeats 'Was es in einem Zirkuswagen gibt' (overlap 1.0): reword one",
    ]
