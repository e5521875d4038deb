"""A game added by the recipe alone meets every check the four real games meet (issue 41).

docs/architecture.md's "Adding a game" says, step by step, what a new game
brings: its package, its message files in English and Spanish, teaching, its three pages, its goldens with their
twins in every other language and a taught one, and the house's lint and type checks. Coin Race
(tests/coin_race/) is made by those steps and nothing else, and is registered
for each test here as its one catalog line would (the `coin_race_registered`
fixture). Each test below runs the very checks the real games meet, pointed at
it by its id (tests/game_files.py says where its files are), so when the
recipe and the checks drift apart, this file fails.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from engine import language
from engine.words import message_ids
from tests.game_files import GameFiles, files_of
from tests.languages import OTHER_LANGUAGES
from tests.paths import REPO

GAME = "coin-race"

pytestmark = pytest.mark.usefixtures("coin_race_registered")


@pytest.fixture
def files(coin_race_registered: None) -> GameFiles:
    return files_of(GAME)


def test_it_is_a_test_only_game_with_the_house_layout(files: GameFiles) -> None:
    """Its package, pages and goldens are in its own folder, in the layout the recipe gives the real games."""
    assert not files.in_the_house and files.package == REPO / "tests" / "coin_race"
    for module in ("rules", "setup_flow", "view"):
        assert (files.package / f"{module}.py").exists(), module
    assert not list(files.package.glob("phrases*.py")), "its words are message files, not a phrase module"
    wanted = [files.package / "messages" / f"{code}.ftl" for code in language.LANGUAGES]
    wanted += [files.page(), *(files.page(spoken) for spoken in OTHER_LANGUAGES), files.notes]
    assert [str(path.relative_to(REPO)) for path in wanted if not path.exists()] == [], "its words and pages in every language"


# ---------------------------------------------------------------- step 3: the contract


def test_the_contract_and_the_phase_blocks(files: GameFiles) -> None:
    from tests.engine import test_contract as contract
    from tests.engine import test_phase_blocks as phase_blocks

    contract.test_every_game_has_a_picture_for_screens(GAME)
    for seed in (1, 2, 3):
        contract.test_every_game_keeps_the_contract_through_a_random_game(GAME, seed)
    for spoken in OTHER_LANGUAGES:
        contract.test_every_game_keeps_the_contract_in_every_other_language(GAME, spoken)
    contract.test_undo_never_steps_back_over_chance_or_the_timer(GAME)
    phase_blocks.test_every_named_phase_asks_and_answers_and_nothing_else_does(GAME)


# ---------------------------------------------------------------- its words: the message files


def test_its_messages_are_whole_in_every_language_and_each_is_asked_for(files: GameFiles) -> None:
    """The checks tests/test_messages.py makes of every room under engine/ and device/, on the game's own."""
    from tests import test_messages as messages

    room = files.room
    assert room == "tests.coin_race"
    for code in language.LANGUAGES:
        messages.test_every_message_file_reads_whole(room, code)
        if code != language.ENGLISH:
            messages.test_a_translation_has_englishs_messages_attributes_and_variables(room, code)
            messages.test_no_translated_message_holds_an_english_word(room, code)
            messages.test_a_languages_facts_have_englishs_keys_each_of_the_same_kind(room, code)
    code = [path.read_text(encoding="utf-8") for path in files.package.rglob("*.py")]
    asked = {found for text in code for found in messages.asked_in(text)[0]}
    known = {(room, name) for name in message_ids(room, language.ENGLISH)}
    assert sorted(asked - known) == [], "asked for by its code, in none of its English messages"
    quoted = {name for text in code for name in re.findall(r"""["']([a-z][\w-]*)["']""", text)}
    assert sorted(name for _, name in known if name not in quoted) == [], "in its message files, used by none of its code"


# ---------------------------------------------------------------- teaching


def test_it_teaches_in_every_language(files: GameFiles) -> None:
    from tests.engine import test_teaching as teaching

    teaching.test_every_game_says_what_the_table_needs_in_both_languages(GAME)
    assert all(teaching.taught_in(GAME, spoken) for spoken in language.LANGUAGES), "a taught golden in every language"


@pytest.mark.slow
def test_its_teaching_keeps_to_the_time_it_may_take(files: GameFiles) -> None:
    from tests.engine import test_teaching as teaching

    for path in teaching.taught_goldens(GAME):
        teaching.test_teaching_opens_in_thirty_seconds_and_adds_at_most_a_minute_to_a_whole_first_game(path)


# ---------------------------------------------------------------- its goldens


def test_its_goldens_replay_and_each_has_its_twin_in_every_other_language(files: GameFiles) -> None:
    from tests.engine import test_golden as golden

    english = files.goldens()
    assert len(english) >= 2
    missing = [spoken for spoken in OTHER_LANGUAGES if len(files.goldens(spoken)) != len(english)]
    assert not missing, f"no twins in {missing}: .venv/bin/python -m tests.regenerate_goldens tests.coin_race"
    for path in [*english, *(path for spoken in OTHER_LANGUAGES for path in files.goldens(spoken))]:
        golden.test_golden_playthrough(path)
    for path in english:
        for spoken in OTHER_LANGUAGES:
            golden.has_its_twin(path, spoken)
        golden.test_no_golden_line_says_again_what_the_line_before_it_said(path)
    golden.test_every_game_has_a_golden_playthrough()


# ---------------------------------------------------------------- its pages


@pytest.mark.parametrize("spoken", list(language.LANGUAGES))
def test_its_player_pages_are_short_and_for_players(files: GameFiles, spoken: str) -> None:
    from tests import test_docs as docs

    docs.test_a_player_page_is_under_1200_words(spoken, GAME)
    docs.test_a_player_page_holds_no_developer_matter(spoken, GAME)


def test_its_pages_link_each_other_and_every_link_leads_to_a_file(files: GameFiles) -> None:
    from tests import test_docs as docs

    docs.test_a_player_page_and_its_developer_notes_link_each_other(GAME)
    for spoken in OTHER_LANGUAGES:
        docs.test_a_translated_page_links_its_english_page_and_the_developer_notes(spoken, GAME)
    for page in (files.page(), *(files.page(spoken) for spoken in OTHER_LANGUAGES), files.notes):
        docs.test_every_relative_link_leads_to_a_file(page)


@pytest.mark.parametrize("spoken", OTHER_LANGUAGES)
def test_every_line_its_translated_pages_quote_is_one_the_referee_says(files: GameFiles, spoken: str) -> None:
    from tests import test_docs as docs

    docs.test_every_line_a_translated_page_quotes_is_one_the_referee_says(spoken, GAME)


def test_a_quote_of_a_line_it_does_not_say_is_caught(files: GameFiles) -> None:
    """The quote check reads the game's own messages and goldens, and no more than them."""
    from tests.referee_lines import is_said

    assert is_said("Cruz. Beto lleva 0 pasos.", "es") and is_said("¡Cati gana Coin Race!", "es")
    assert not is_said("¡Cati gana la carrera de monedas!", "es")


# ---------------------------------------------------------------- the house's checks


@pytest.mark.slow
def test_the_house_checks_find_nothing_in_it(files: GameFiles) -> None:
    """ruff (lint and format) and mypy strict, as tests/test_habits.py runs them on engine/ and device/."""
    folder = str(files.package.relative_to(REPO))
    for command in (
        ("ruff", "check", "--no-cache", folder),
        ("ruff", "format", "--check", "--no-cache", folder),
        ("mypy", folder),
    ):
        done = subprocess.run([sys.executable, "-m", *command], cwd=REPO, capture_output=True, text=True)
        assert done.returncode == 0, f"{' '.join(command)} found:\n{done.stdout}{done.stderr}"


def test_its_title_is_kept_out_of_the_english_word_check_by_the_catalog() -> None:
    """A game's title is a box name said in every language; the word check reads the titles from the catalog."""
    from tests import english_words as spanish

    assert "Coin Race" in spanish.titles()
