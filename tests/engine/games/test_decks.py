"""Our own decks: enough cards, speakable questions, nothing asked twice, in each language.

The English decks are the game's; each other language's (decks/<code>/, Spanish's
decks/es/) are checked the same way from their own folder, game by game for every
language the game is whole in (tests/engine/games/deck_languages.py: the others
are skipped, saying what is missing), and the English game must go on loading
exactly the English decks.
"""

from __future__ import annotations

import re
import subprocess
import wave
from itertools import combinations
from pathlib import Path

import pytest

from device.app.deck_check import check_spelling
from device.storage.library import BUILT_IN, built_in_path, load_library
from engine.catalog import game_of_deck
from engine.games.dabble import tiles as dabble_tiles
from engine.language import ENGLISH
from engine.setup import clashes
from engine.words import facts
from tests.engine.games.deck_languages import by_language, deck_dir, fewest, language_library, not_whole, tongue, whole_languages
from tests.languages import OTHER_LANGUAGES, entry
from tests.paths import REPO

LIBRARY = load_library()
BLUE = LIBRARY.decks["rapid_list/blue"]
RED = LIBRARY.decks["rapid_list/red"]
MIXED = LIBRARY.decks["rapid_list/mixed"]
CHALLENGES = LIBRARY.decks["rapid_list/challenges"]
QUESTIONS = [question for deck in (BLUE, RED, MIXED) for card in deck.values() for question in card]
AVOID = LIBRARY.extras["rapid_list/challenge_avoid"]
CUES = LIBRARY.extras["rapid_list/challenge_cues"]
DECK_FILES = sorted(REPO.glob("engine/games/*/decks/*.toml"))


def normal(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def questions_of(language: str) -> list[str]:
    decks = language_library(language).decks
    return [question for name in ("blue", "red", "mixed") for card in decks[f"rapid_list/{name}"].values() for question in card]


# The languages each game's decks are tested in: every one the game is whole in; the others skipped, saying why.
DECK_GAMES = ("rapid-list", "scattergories", "dabble")
RAPID_LIST, SCATTERGORIES, DABBLE = (by_language(game) for game in DECK_GAMES)


@pytest.mark.parametrize("language", RAPID_LIST)
def test_the_rapid_list_decks_hold_enough_cards(language: str) -> None:
    """As many as the language's decks must hold (deck_languages.py FEWEST)."""
    decks, least = language_library(language).decks, fewest(language)
    questions = [decks[f"rapid_list/{name}"] for name in ("blue", "red", "mixed")]
    for name in ("blue", "red", "mixed"):
        assert len(decks[f"rapid_list/{name}"]) >= least[name], name
    assert len(questions_of(language)) >= least["questions"]
    assert len(decks["rapid_list/challenges"]) >= least["challenges"]
    assert all(len(card) == 6 for deck in questions for card in deck.values())


@pytest.mark.parametrize("language", SCATTERGORIES)
def test_the_scattergories_deck_holds_enough_lists_of_12(language: str) -> None:
    decks = language_library(language).decks
    assert len(decks["scattergories/lists"]) >= fewest(language)["lists"]
    assert all(len(categories) == 12 for categories in decks["scattergories/lists"].values())


@pytest.mark.parametrize("language", DABBLE)
def test_the_dabble_deck_holds_enough_subjects(language: str) -> None:
    assert len(language_library(language).decks["dabble/subjects"]) >= fewest(language)["subjects"]


@pytest.mark.parametrize("language", RAPID_LIST)
def test_no_question_appears_twice_across_the_three_decks(language: str) -> None:
    questions = questions_of(language)
    assert len({normal(question) for question in questions}) == len(questions)


@pytest.mark.parametrize("language", RAPID_LIST)
def test_questions_are_short_plain_list_prompts(language: str) -> None:
    for question in questions_of(language):
        assert len(question) <= 48 and len(question.split()) <= 8, question
        assert question[0].isupper() and not question.endswith("."), question


def test_card_ids_are_unique_across_the_languages() -> None:
    """A played-card record names cards by id, so no card or subject id of one language is another's (of every
    language the deck's game is whole in).

    Category lists are the exception: their key is the number players see on the
    list and hear read out ("Lista 3"), so every language numbers its lists from 1.
    """
    for name in BUILT_IN:
        game = game_of_deck(name)
        assert game is not None, name
        ids = {language: set(language_library(language).decks[name]) for language in whole_languages(game.game.id)}
        assert all(ids.values()), name
        if name != "scattergories/lists":
            assert [(one, two) for one, two in combinations(ids, 2) if ids[one] & ids[two]] == [], name


def test_the_english_game_loads_exactly_the_english_decks() -> None:
    """The Spanish folders sit beside the English files; the game's loader reads only the English ones."""
    for name in BUILT_IN:
        path = built_in_path(name)
        assert path.parent.name == "decks" and path.parent == deck_dir(name.split("/")[0], "en"), path
    others = tuple(f"{code}-" for code in OTHER_LANGUAGES)
    assert not [ident for deck in LIBRARY.decks.values() for ident in deck if str(ident).startswith(others)]
    assert all(path.parent.name == "decks" for path in DECK_FILES)


def seconds_to_speak(text: str, folder: Path, language: str = "en") -> float:
    """In espeak-ng's voice for the language, as the device picks it (its default is English; another language's
    is named by its code: device/app/config.py)."""
    path = folder / "line.wav"
    voice = [] if language == ENGLISH else ["-v", language]
    subprocess.run(["espeak-ng", *voice, "-s", "160", "-w", str(path), text], check=True, timeout=30)
    with wave.open(str(path)) as audio:
        return audio.getnframes() / audio.getframerate()


@pytest.mark.parametrize("language", RAPID_LIST)
@pytest.mark.parametrize("rank", range(5))
def test_the_longest_questions_are_spoken_in_under_six_seconds(rank: int, language: str, tmp_path: Path) -> None:
    """Measured with espeak-ng at the default rate of 160 words a minute, in the deck's own language."""
    longest = sorted(questions_of(language), key=len, reverse=True)[rank]
    assert seconds_to_speak(longest, tmp_path, language) < 6.0


# ---------------------------------------------------------------- the mixed deck, avoid and cues


# ---- One of the tests' own tables, by language (docs/dev/adding-a-language.md, step 7): the mixed deck's title
# ---- in each language and the start of its card ids.
MIXED_TITLE = {"en": ("Mixed", "mixed-"), "es": ("Mixto", "es-mixed-"), "de": ("Gemischt", "de-mixed-")}


@pytest.mark.parametrize("language", RAPID_LIST)
def test_the_mixed_deck_is_registered_and_shares_nothing_with_blue_or_red(language: str) -> None:
    library = language_library(language)
    title, prefix = entry(
        MIXED_TITLE, language, "tests/engine/games/test_decks.py MIXED_TITLE", "the mixed deck's title and its card ids' start"
    )
    mixed = library.decks["rapid_list/mixed"]
    assert library.titles["rapid_list/mixed"] == title
    assert all(ident.startswith(prefix) for ident in mixed)
    others = {
        normal(question) for name in ("blue", "red") for card in library.decks[f"rapid_list/{name}"].values() for question in card
    }
    shared = [question for card in mixed.values() for question in card if normal(question) in others]
    assert shared == []


@pytest.mark.parametrize("language", RAPID_LIST)
def test_challenge_cards_stay_plain_text_for_the_game(language: str) -> None:
    library = language_library(language)
    challenges = library.decks["rapid_list/challenges"]
    avoid, cues = library.extras["rapid_list/challenge_avoid"], library.extras["rapid_list/challenge_cues"]
    assert all(isinstance(text, str) and text for text in challenges.values())
    assert set(avoid) <= set(challenges) and set(cues) <= set(challenges)


def test_the_clashing_challenges_carry_avoid_lists_and_the_waits_carry_cues() -> None:
    no_s = next(ident for ident, text in CHALLENGES.items() if "start with S, T or P" in text)
    six_letters = next(ident for ident, text in CHALLENGES.items() if "at least six letters" in text)
    wait = next(ident for ident, text in CHALLENGES.items() if text.startswith("Wait ten seconds"))
    assert clashes(AVOID[no_s], "Things that begin with the letter S")
    assert clashes(AVOID[no_s], "Words that begin with SH")
    assert not clashes(AVOID[no_s], "Things that are round")
    assert clashes(AVOID[six_letters], "Words that rhyme with cake")
    assert CUES[wait] == 10


def test_the_spanish_clashing_challenges_carry_avoid_lists_and_the_waits_carry_cues() -> None:
    library = language_library("es")
    challenges, avoid = library.decks["rapid_list/challenges"], library.extras["rapid_list/challenge_avoid"]
    no_s = next(ident for ident, text in challenges.items() if "empezar por S, T o B" in text)
    seven_letters = next(ident for ident, text in challenges.items() if "al menos siete letras" in text)
    wait = next(ident for ident, text in challenges.items() if text.startswith("Nada de escribir hasta que el árbitro avise"))
    assert clashes(avoid[no_s], "Palabras que empiezan por la letra S")
    assert clashes(avoid[no_s], "Palabras que empiezan por «tra»")
    assert not clashes(avoid[no_s], "Cosas que son redondas")
    assert clashes(avoid[seven_letters], "Palabras que riman con ratón")
    assert library.extras["rapid_list/challenge_cues"][wait] == 10


@pytest.mark.parametrize("language", RAPID_LIST)
@pytest.mark.parametrize("deck", ["rapid_list/blue", "rapid_list/red", "rapid_list/mixed"])
def test_every_challenge_can_be_paired_with_at_least_half_of_each_deck(deck: str, language: str) -> None:
    library = language_library(language)
    avoid = library.extras["rapid_list/challenge_avoid"]
    questions = [question for card in library.decks[deck].values() for question in card]
    for ident in library.decks["rapid_list/challenges"]:
        free = [question for question in questions if not clashes(avoid.get(ident, ()), question)]
        assert len(free) >= len(questions) / 2, (deck, ident, len(free))


@pytest.mark.parametrize("language", RAPID_LIST)
def test_red_questions_rarely_open_with_famous(language: str) -> None:
    decks, famous_word = language_library(language).decks, tongue(language).famous
    red = [question for card in decks["rapid_list/red"].values() for question in card]
    famous = [question for question in red if question.lower().startswith(famous_word)]
    assert len(famous) <= 4, famous
    others = [question for name in ("blue", "mixed") for card in decks[f"rapid_list/{name}"].values() for question in card]
    assert not [question for question in others if question.lower().startswith(famous_word)]


# Our English deck files: every deck declares its English, and every deck and answer file keeps to it,
# by the one list of British/American pairs that `referee check-deck` reads (device/app/deck_check.py).
DECLARED_ENGLISH = "en-GB"


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda path: f"{path.parent.parent.name}/{path.name}")
def test_deck_files_declare_their_english_and_keep_to_it(path: Path) -> None:
    """An answer file (lists.answers.toml) is in its deck's English, so only a deck declares it."""
    source = path.read_text(encoding="utf-8")
    if not path.name.endswith(".answers.toml"):
        assert re.search(rf'^language = "{DECLARED_ENGLISH}"', source, re.MULTILINE), f"{path} declares no English"
    assert [str(problem) for problem in check_spelling(path, source, DECLARED_ENGLISH)] == []


def test_every_english_deck_file_is_held_to_its_english() -> None:
    """The Dabble subjects too: every game with a deck has its English deck files in the test above."""
    games = {path.parent.parent.name for path in DECK_FILES}
    assert games >= {"dabble", "rapid_list", "scattergories"}, games


# Every deck file of each other language, in the decks/<code>/ folders (Spanish's in decks/es/).
TRANSLATED_DECK_FILES = sorted(path for code in OTHER_LANGUAGES for path in REPO.glob(f"engine/games/*/decks/{code}/*.toml"))


@pytest.mark.parametrize(
    "path", TRANSLATED_DECK_FILES, ids=lambda path: f"{path.parent.parent.parent.name}/{path.parent.name}/{path.name}"
)
def test_deck_files_of_another_language_declare_it_and_keep_to_its_spelling(path: Path) -> None:
    """A deck in decks/<code>/ declares its language by its code and keeps to its spelling as `referee check-deck`
    knows it (device/app/deck_check.py: a Spanish deck writes no word without its accent or ñ)."""
    code, source = path.parent.name, path.read_text(encoding="utf-8")
    if not path.name.endswith(".answers.toml"):
        assert re.search(rf'^language = "{code}"', source, re.MULTILINE), path
    assert [str(problem) for problem in check_spelling(path, source, code)] == []


# ---- One of the tests' own tables, by language (docs/dev/adding-a-language.md, step 7): the words that only frame
# ---- a category, in each language: "Something that ..." is "Algo que ...".
FILLER = {
    "en": {"a", "an", "the", "something", "thing", "that", "is", "you", "can", "in", "on", "of", "kind", "type"},
    "es": {"un", "una", "el", "la", "los", "las", "algo", "cosa", "que", "se", "es", "puede", "en", "de", "del", "tipo"},
    "de": set("ein eine einen einem einer der die das den dem etwas man im in am an aus mit art sorte".split()),
}


@pytest.mark.parametrize("language", SCATTERGORIES)
def test_scattergories_categories_are_not_near_duplicates(language: str) -> None:
    lists = language_library(language).decks["scattergories/lists"]
    categories = [category for entries in lists.values() for category in entries]
    filler = entry(FILLER, language, "tests/engine/games/test_decks.py FILLER", "the words that only frame a category")
    keys = [frozenset(tongue(language).fold(category).split()) - filler for category in categories]
    assert len(set(keys)) == len(keys)


def test_the_deck_file_checks_find_every_deck_file() -> None:
    """English's six files, and the seven of each other language every game is whole in (its answer file too)."""
    assert len(DECK_FILES) >= 6
    for code in [code for code in OTHER_LANGUAGES if all(not_whole(game, code) is None for game in DECK_GAMES)]:
        assert len([path for path in TRANSLATED_DECK_FILES if path.parent.name == code]) >= 7, code


def tiles(word: str, language: str) -> int:
    """How many Dabble tiles a word takes: a tile of the language's own counts once (in the Spanish box rr and ll
    are one tile each: engine/games/dabble/messages/<code>.toml, `own`)."""
    for own in facts(dabble_tiles.ROOM, language)["paper_set"]["own"]:
        word = word.lower().replace(own.lower(), own[:1].lower())
    return len(word)


@pytest.mark.parametrize("language", DABBLE)
def test_dabble_subjects_give_short_examples_a_round_could_use(language: str) -> None:
    """Every subject names two or more examples, each a word of 2 to 6 tiles, the lengths Dabble plays."""
    subjects = language_library(language).decks["dabble/subjects"]
    for subject in subjects.values():
        assert len(subject["examples"]) >= 2, subject
        assert all(2 <= tiles(word, language) <= 6 and " " not in word for word in subject["examples"]), subject
