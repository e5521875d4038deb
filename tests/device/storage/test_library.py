"""Deck files: ours load, and a broken one is reported with its file, line and fix."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from device.storage.answer_files import AnswerFile
from device.storage.deck_reading import answers_path, built_in_path
from device.storage.library import BUILT_IN, ContentError, load_deck, load_library
from engine.catalog import find
from engine.setup import Defaults, answer_all
from tests.engine.games.deck_languages import by_language


def card(ident: str, questions: list[str]) -> str:
    listed = ",\n".join(f'  "{q}"' for q in questions)
    return f'[[card]]\nid = "{ident}"\nquestions = [\n{listed},\n]\n'


def six(prefix: str) -> list[str]:
    return [f"{prefix} question {word}" for word in ("one", "two", "three", "four", "five", "six")]


def deck_error(tmp_path: Path, text: str | bytes, kind: str = "questions") -> ContentError:
    path = tmp_path / "broken.toml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_deck(path, kind, "test/broken")
    message = str(caught.value)
    assert str(path) in message, message
    assert "Fix:" in message, message
    return caught.value


def line_in(error: ContentError) -> int | None:
    found = re.search(r"broken\.toml:(\d+):", str(error))
    return int(found.group(1)) if found else None


def header_line(text: str, occurrence: int) -> int:
    """The line number of the n-th (1-based) [[card]] header in text."""
    lines = [n for n, line in enumerate(text.splitlines(), start=1) if line.startswith("[[card]]")]
    return lines[occurrence - 1]


# ------------------------------------------------------------ our own decks


def test_every_built_in_deck_file_exists() -> None:
    for name in BUILT_IN:
        assert built_in_path(name).is_file(), name


def test_the_built_in_library_loads_with_enough_content() -> None:
    library = load_library()
    assert set(library.decks) == set(BUILT_IN)
    for colour in ("rapid_list/blue", "rapid_list/red"):
        cards = library.decks[colour]
        assert len(cards) >= 12, colour
        for ident, questions in cards.items():
            assert len(questions) == 6, (colour, ident)
            assert all(isinstance(q, str) and q.strip() for q in questions), (colour, ident)
    challenges = library.decks["rapid_list/challenges"]
    assert len(challenges) >= 8
    assert all(isinstance(text, str) and text for text in challenges.values())
    lists = library.decks["scattergories/lists"]
    assert lists and all(len(categories) == 12 for categories in lists.values())
    subjects = library.decks["dabble/subjects"]
    assert subjects and all(s["name"] and s["examples"] for s in subjects.values())
    assert library.played == {}


def test_the_played_cards_given_are_passed_on() -> None:
    library = load_library({"dabble/subjects": ("food",)})
    assert library.played == {"dabble/subjects": ("food",)}


@pytest.mark.parametrize("language", by_language("scattergories"))
def test_the_category_answer_file_reaches_setup_read_only_when_a_game_asks(language: str) -> None:
    """Issue 24: the examples a disputing table may hear come from lists.answers.toml, in the game's
    language; read at the first Scattergories setup, not at start-up (90 kB of TOML)."""
    library = load_library(language=language)
    answer_file = library.extras["scattergories/answers"]
    assert isinstance(answer_file, AnswerFile) and not answer_file.read
    assert answer_file.path == answers_path(built_in_path("scattergories/lists", language))
    settings = answer_all(find("scattergories").setup(library, Defaults()), {"players": 3, "list": "1"})
    first = settings["categories"][0]
    assert settings["examples"][0] == dict(answer_file[first]) and len(settings["examples"][0]) >= 15


def test_an_answer_file_that_cannot_be_read_gives_no_examples_and_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    broken = tmp_path / "lists.answers.toml"
    broken.write_text('["A fruit"]\nA = \n', encoding="utf-8")
    assert dict(AnswerFile(broken)) == {}
    assert dict(AnswerFile(tmp_path / "missing.answers.toml")) == {}
    assert "no example answers" in caplog.text and str(broken) in caplog.text


def test_scattergories_and_dabble_files_load_on_their_own() -> None:
    lists = load_deck(built_in_path("scattergories/lists"), "lists", "scattergories/lists")
    assert lists.title == "Category lists"
    assert "1" in lists.entries and len(lists.entries["1"]) == 12
    subjects = load_deck(built_in_path("dabble/subjects"), "subjects", "dabble/subjects")
    assert subjects.entries["clothing"] == {"name": "Clothing", "examples": ["scarf", "boot", "vest"]}


def test_card_ids_are_unique_across_all_built_in_decks() -> None:
    # docs/decks.md: ids are unique across all decks (the played-card record relies on it)
    library = load_library()
    seen: dict[str, str] = {}
    for name, entries in library.decks.items():
        for ident in entries:
            assert ident not in seen, f"{ident} is in {seen.get(ident)} and {name}"
            seen[ident] = name


# ------------------------------------------------------------ a good deck of our own making


def test_a_good_questions_deck_loads_with_its_title(tmp_path: Path) -> None:
    path = tmp_path / "green.toml"
    path.write_text('name = "Green"\n\n' + card("g-1", six("first")) + "\n" + card("g-2", six("second")))
    deck = load_deck(path, "questions", "rapid_list/green")
    assert deck.name == "rapid_list/green"
    assert deck.title == "Green"
    assert deck.entries["g-1"] == tuple(six("first"))
    assert list(deck.entries) == ["g-1", "g-2"]


def test_a_deck_without_a_name_is_titled_by_its_file(tmp_path: Path) -> None:
    path = tmp_path / "purple.toml"
    path.write_text(card("p-1", six("only")))
    assert load_deck(path, "questions", "x").title == "purple"


# ------------------------------------------------------------ broken decks


def test_a_card_with_five_questions_names_its_header_line(tmp_path: Path) -> None:
    text = 'name = "T"\n\n' + card("t-1", six("a")) + "\n" + card("t-2", six("b")[:5])
    error = deck_error(tmp_path, text)
    assert line_in(error) == header_line(text, 2)
    assert "'t-2'" in str(error)
    assert "exactly 6" in str(error)


def test_an_empty_question_names_its_header_line(tmp_path: Path) -> None:
    questions = six("c")
    questions[3] = "   "
    text = card("t-1", six("a")) + "\n" + card("t-2", six("b")) + "\n" + card("t-3", questions)
    error = deck_error(tmp_path, text)
    assert line_in(error) == header_line(text, 3)
    assert "'t-3'" in str(error)
    assert "empty" in str(error)


def test_a_question_repeated_within_a_card_is_refused(tmp_path: Path) -> None:
    questions = six("a")
    questions[5] = "A question ONE!"  # the same as the first once case and punctuation are ignored
    text = card("t-1", questions)
    error = deck_error(tmp_path, text)
    assert line_in(error) == 1
    assert "repeats" in str(error)


def test_a_duplicate_id_names_the_second_header_line(tmp_path: Path) -> None:
    text = card("t-1", six("a")) + "\n" + card("t-2", six("b")) + "\n" + card("t-1", six("c"))
    error = deck_error(tmp_path, text)
    assert line_in(error) == header_line(text, 3)
    assert "'t-1' is used twice" in str(error)


def test_a_card_without_an_id_names_its_header_line(tmp_path: Path) -> None:
    text = card("t-1", six("a")) + "\n[[card]]\nquestions = [" + ", ".join(f'"{q}"' for q in six("b")) + "]\n"
    error = deck_error(tmp_path, text)
    assert line_in(error) == header_line(text, 2)
    assert "no 'id'" in str(error)


def test_a_question_repeated_in_two_cards_names_the_second_card(tmp_path: Path) -> None:
    second = six("b")
    second[2] = "a question four"  # already on t-1
    text = card("t-1", six("a")) + "\n" + card("t-2", second)
    error = deck_error(tmp_path, text)
    assert line_in(error) == header_line(text, 2)
    assert "'t-2' repeats" in str(error)
    assert "'t-1'" in str(error)


def test_a_toml_syntax_error_names_the_line(tmp_path: Path) -> None:
    text = card("t-1", six("a")) + '\n[[card]]\nid = "t-2\nquestions = []\n'
    error = deck_error(tmp_path, text)
    assert line_in(error) == header_line(text, 2) + 1
    assert "not valid TOML" in str(error)


def test_a_file_without_cards_is_refused(tmp_path: Path) -> None:
    error = deck_error(tmp_path, 'name = "Empty"\n\n[[list]]\nnumber = 1\n')
    assert "no [[card]] entries" in str(error)
    assert "add at least one [[card]]" in str(error)


def test_a_file_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    text = card("t-1", six("a")).encode("utf-8").replace(b"one", b"\xe9t\xe9")
    error = deck_error(tmp_path, text)
    assert "not UTF-8" in str(error)
    assert "save it as UTF-8" in str(error)


def test_a_missing_file_is_reported_not_raised_raw(tmp_path: Path) -> None:
    path = tmp_path / "gone.toml"
    with pytest.raises(ContentError, match="gone.toml.*cannot be read.*Fix:"):
        load_deck(path, "questions", "x")


def test_a_challenge_without_text_names_its_header_line(tmp_path: Path) -> None:
    text = '[[card]]\nid = "c-1"\ntext = "Stand up."\n\n[[card]]\nid = "c-2"\ntext = ""\n'
    error = deck_error(tmp_path, text, kind="challenges")
    assert line_in(error) == 5
    assert "'c-2'" in str(error) and "'text'" in str(error)


def test_a_list_with_eleven_categories_names_its_header_line(tmp_path: Path) -> None:
    def category_list(number: int, count: int) -> str:
        items = ", ".join(f'"List {number} category {n}"' for n in range(count))
        return f"[[list]]\nnumber = {number}\ncategories = [{items}]\n"

    text = category_list(1, 12) + "\n" + category_list(2, 11)
    path = tmp_path / "broken.toml"
    path.write_text(text)
    with pytest.raises(ContentError) as caught:
        load_deck(path, "lists", "scattergories/lists")
    assert str(caught.value).startswith(f"{path}:5:")
    assert "exactly 12" in str(caught.value)
