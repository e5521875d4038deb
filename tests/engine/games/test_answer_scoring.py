"""The answer scorer: normalisation, the letter, duplicates, and each scoring variant."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from device.storage.library import ContentError, load_deck, load_library
from engine.games.scattergories.answer_scoring import (
    DUPLICATE,
    EMPTY,
    NAME,
    OFF_LETTER,
    SCORED,
    THING,
    TITLE,
    WRONG_LETTER,
    alliteration_count,
    compare_key,
    is_proper_noun,
    judge,
    most_points,
    on_letter,
    same_answer,
    score_round,
)
from engine.core import answers, chance, choice, go, time_up
from engine.games.scattergories import rules as sg
from engine.games.scattergories.setup_flow import LISTS, category_kinds
from tests.engine.games.test_scattergories import play
from engine.setup import Library

CATEGORIES = (
    "A fruit",
    "A vegetable",
    "A historical figure",
    "A book title",
    "A band or group",
    "A city",
    "A snack",
    "A tool",
    "A pet's name",
    "A dessert",
    "A drink",
    "A sport",
)


def one_category(answers: dict[str, str], letter: str, kind: str = THING, **rules: bool) -> dict[str, int]:
    """Score a single category; handy for checking one rule at a time."""
    sheets = {name: (text,) for name, text in answers.items()}
    scores = score_round(letter, ("A category",), sheets, kinds=(kind,), **rules)
    return {name: score.total for name, score in scores.items()}


# ---------------------------------------------------------------- normalisation for duplicates


@pytest.mark.parametrize(
    "first, second",
    [
        ("Carrot", "carrot"),  # case
        ("CARROT", "carrot"),
        ("ice cream", "icecream"),  # spacing
        ("  ice   cream ", "Ice cream"),
        ("Ice-cream", "ice cream"),  # punctuation
        ("Mr. Bean", "mr bean"),
        ("rock 'n' roll", "Rock n Roll"),
        ("The Beatles", "Beatles"),  # leading article
        ("an apple", "Apple"),
        ("A banana", "banana"),
        ("cat", "cats"),  # simple plurals
        ("box", "boxes"),
        ("church", "churches"),
        ("cherry", "cherries"),
        ("bus", "buses"),
        ("horse", "horses"),
        ("glass", "glasses"),
        ("The Apples", "apple"),  # all together
        ("Éclair", "eclair"),  # accents
    ],
)
def test_answers_that_are_the_same(first: str, second: str) -> None:
    assert same_answer(first, second)
    assert same_answer(second, first)


@pytest.mark.parametrize(
    "first, second",
    [
        ("car", "cart"),
        ("Anna", "Ann"),  # "An" inside a name is not an article
        ("Anna", "na"),
        ("day", "dies"),  # -ies only replaces a -y after a consonant
        ("", ""),  # two blanks are not a shared answer
        ("!!!", "???"),
        ("cats", "cat's toy"),
    ],
)
def test_answers_that_differ(first: str, second: str) -> None:
    assert not same_answer(first, second)


# Each language reads answers with its own words (the game's language facts, articles and plural_endings in
# its messages/<language>.toml, and the engine's OWN_LETTERS). The same pairs in the other language show the rule is the language's, not a word list
# shared by both: "el pez" is not "peces" in English, and "The Beatles" keeps its "The" in Spanish.
SAME_IN_SPANISH_ONLY = [
    ("el pez", "peces"),  # the article dropped; z makes -ces
    ("La Manzana", "manzanas"),
    ("unos tomates", "tomate"),
    ("las flores", "flor"),
    ("Un lápiz", "lápices"),
    ("los ñandúes", "ñandú"),
]
SAME_IN_ENGLISH_ONLY = [
    ("The Beatles", "Beatles"),
    ("an apple", "apple"),
    ("cherry", "cherries"),
]


@pytest.mark.parametrize("first, second", SAME_IN_SPANISH_ONLY)
def test_spanish_articles_and_plurals_are_read_in_a_spanish_game(first: str, second: str) -> None:
    assert same_answer(first, second, "es") and same_answer(second, first, "es")
    assert not same_answer(first, second, "en")


@pytest.mark.parametrize("first, second", SAME_IN_ENGLISH_ONLY)
def test_english_articles_and_plurals_are_not_spanish_ones(first: str, second: str) -> None:
    assert same_answer(first, second, "en")
    assert not same_answer(first, second, "es")


@pytest.mark.parametrize(
    "first, second",
    [
        ("árbol", "arbol"),
        ("Pingüino", "pinguino"),
        ("ÉXITO", "exito"),
        ("Ñandú", "ñandu"),
        ("camión", "Camiones"),  # the accent folds first, then -es: a plural both languages make
    ],
)
def test_spanish_accents_fold_as_a_spanish_table_reads_them(first: str, second: str) -> None:
    assert same_answer(first, second, "es")
    assert same_answer(first, second, "en")


def test_the_spanish_n_with_a_tilde_is_a_letter_of_its_own() -> None:
    """docs/decks.md: the ñ is a letter of the Spanish alphabet, so "uñas" is not "unas" in Spanish;
    an English game folds it like an accent ("jalapeño" is "jalapeno")."""
    assert not same_answer("uñas", "unas", "es") and not same_answer("ñandú", "nandu", "es")
    assert same_answer("uñas", "unas", "en") and same_answer("jalapeño", "jalapeno", "en")
    assert compare_key("Los Ñandúes", "es") == "ñandues"
    assert compare_key("Los Ñandúes", "es-MX") == "ñandues"  # a deck's tag reads as its language


def test_article_alone_is_kept_as_the_answer() -> None:
    """An answer that is only "The" is not emptied by dropping the article."""
    assert compare_key("The") == "the"
    assert compare_key("The End") == "end"


# ---------------------------------------------------------------- the letter


@pytest.mark.parametrize(
    "answer, letter, expected",
    [
        ("carrot", "C", True),
        ("broccoli", "C", False),
        ("collard greens", "C", True),  # only the first word must be on the letter
        ("green collards", "C", False),
        ("The Beatles", "B", True),  # a leading article is not the first word
        ("The Beatles", "T", False),
        ("An Apple", "A", True),
        ('"Jaws"', "J", True),  # quotes before the first letter are ignored
        ("Éclair", "E", True),
        ("7 Up", "S", False),
    ],
)
def test_first_word_decides_the_letter(answer: str, letter: str, expected: bool) -> None:
    assert on_letter(answer, letter) is expected
    assert on_letter(answer, letter, TITLE) is expected  # the first word counts in every kind


@pytest.mark.parametrize(
    "answer, letter, expected",
    [
        ("ñandú", "N", False),  # Ñ is not N (docs/decks.md): a Spanish table would not take it
        ("Ñandú", "Ñ", True),  # it is on Ñ, a face the Spanish die does not have
        ("nabo", "Ñ", False),
        ("árbol", "A", True),  # an accent does not change the letter
        ("Ésta", "E", True),
        ("el elefante", "E", True),
        ("La casa de papel", "C", True),  # a leading article is not the first word
        ("La casa de papel", "L", False),
        ("Los Ángeles", "A", True),
        ("Una uva", "U", True),
        ("Lo que el viento se llevó", "L", True),  # "lo" is not an article of a noun
        ("llama", "L", True),  # ll and ch have not been letters of their own since 2010
        ("chorizo", "C", True),
        ("The Beatles", "T", True),  # "the" is no Spanish article
    ],
)
def test_the_letter_in_a_spanish_game(answer: str, letter: str, expected: bool) -> None:
    assert on_letter(answer, letter, THING, "es") is expected


@pytest.mark.parametrize(
    "answer, letter, expected",
    [
        ("ñandú", "N", True),  # English folds every mark, the ñ's tilde too
        ("The Beatles", "T", False),
        ("La casa de papel", "L", True),  # "la" is no English article
        ("El Salvador", "E", True),
    ],
)
def test_the_same_answers_in_an_english_game(answer: str, letter: str, expected: bool) -> None:
    assert on_letter(answer, letter) is expected


def test_spanish_names_keep_their_lower_case_linking_words() -> None:
    """ "Isabel la Católica", "Alfonso el Sabio": proper nouns, whose small words do not carry the letter."""
    assert is_proper_noun("Alfonso el Sabio", "es") and is_proper_noun("Isabel la Católica", "es")
    assert on_letter("Alfonso el Sabio", "S", THING, "es") and not on_letter("Alfonso el Sabio", "E", THING, "es")
    assert alliteration_count("Carlos Calderón", "C", NAME, "es") == 2


def test_a_spanish_round_is_scored_with_spanish_words() -> None:
    """The whole rule at once: a shared answer by article and plural, a wrong letter by ñ."""
    answers = {"Ana": ("el pez", "ñoquis", "Nicaragua"), "Beto": ("peces", "nabo", "Nápoles")}
    scores = score_round("N", ("Un animal", "Una comida", "Un lugar"), answers, kinds=(THING, THING, NAME), language="es")
    assert scores["Ana"].per_category == (0, 0, 1) and scores["Beto"].per_category == (0, 1, 1)
    assert scores["Ana"].verdicts[0].reason == DUPLICATE and scores["Ana"].verdicts[1].reason == WRONG_LETTER
    in_english = score_round("N", ("x", "y", "z"), answers, kinds=(THING, THING, NAME))
    assert in_english["Ana"].per_category == (0, 1, 1)  # "el pez" is on E in English, ñoquis on N
    assert in_english["Ana"].verdicts[0].reason == WRONG_LETTER


def test_a_spanish_game_scores_typed_sheets_the_spanish_way() -> None:
    """Through the game: the settings' language reaches the scorer."""
    blank = [""] * 12
    sheets = [["el pez", "ñoquis", *blank[2:]], ["peces", "nabo", *blank[2:]]]
    points = {}
    for language in ("es", "en"):
        settings = {
            "names": ["Ana", "Beto"],
            "categories": CATEGORIES,
            "list_number": "1",
            "timer": 150,
            "typed_answers": True,
            "language": language,
        }
        state = sg.GAME.start(settings)
        state, _ = play(state, go(), chance("N"), go(), time_up(), answers(0, sheets[0]), answers(1, sheets[1]), choice("no"))
        points[language] = [seat.rounds[0] for seat in state.seats]
    assert points == {"es": [0, 1], "en": [1, 1]}


def test_proper_noun_may_use_any_of_its_words() -> None:
    """Rulebook: Harry S. Truman is on S."""
    assert on_letter("Harry S. Truman", "S")
    assert on_letter("Harry S. Truman", "T")
    assert not on_letter("harry s. truman", "S")  # not written as a name, in a category of things
    assert not on_letter("Leonardo da Vinci", "D")  # lower-case linking words do not count


def test_in_a_name_category_any_word_counts_however_it_was_typed() -> None:
    """A phone keyboard often leaves names in lower case; the category says they are names."""
    assert on_letter("harry s. truman", "S", NAME)
    assert on_letter("harry s truman", "T", NAME)
    assert on_letter("HARRY S. TRUMAN", "S", NAME)
    assert not on_letter("leonardo da vinci", "D", NAME)  # a linking word in lower case still does not count
    assert on_letter("Leonardo Da Vinci", "D", NAME)
    assert not on_letter("harry s. truman", "B", NAME)


def test_titles_only_count_their_first_word() -> None:
    """Rulebook: the any-word rule does not apply to book titles."""
    assert not on_letter("Gone With The Wind", "W", TITLE)
    assert on_letter("Gone With The Wind", "W", THING)  # the same words in a category of things
    assert on_letter("Gone With The Wind", "G", TITLE)
    assert on_letter("The Count of Monte Cristo", "C", TITLE)
    assert not on_letter("The Count of Monte Cristo", "M", TITLE)
    assert not on_letter("the count of monte cristo", "M", TITLE)


def test_a_round_scores_each_category_by_its_kind() -> None:
    categories = ("A film star", "A book title", "A snack")
    kinds = (NAME, TITLE, THING)
    answers = {"Ann": ("meryl streep", "Moby Dick", "Mars Bar"), "Bob": ("Tom Hanks", "The Hobbit", "hula hoops")}
    ann = score_round("H", categories, answers, kinds=kinds)["Ann"]
    bob = score_round("H", categories, answers, kinds=kinds)["Bob"]
    assert ann.per_category == (0, 0, 0)  # no word of Ann's on H
    assert bob.per_category == (1, 1, 1)  # Hanks carries the name; The Hobbit's article is dropped
    assert score_round("S", categories, answers, kinds=kinds)["Ann"].per_category == (1, 0, 0)
    assert score_round("D", categories, answers, kinds=kinds)["Ann"].per_category == (0, 0, 0)  # Dick: not in a title


def test_refuses_kinds_that_do_not_fit_the_categories() -> None:
    with pytest.raises(ValueError):
        score_round("C", ("A fruit", "A film"), {"Ann": ("cherry", "Cars")}, kinds=(TITLE,))
    with pytest.raises(ValueError):
        score_round("C", ("A fruit",), {"Ann": ("cherry",)}, kinds=("book",))


@pytest.mark.parametrize(
    "answer, expected",
    [
        ("Ronald Reagan", True),
        ("Vincent van Gogh", True),
        ("The Count of Monte Cristo", True),
        ("Paris", True),
        ("ronald reagan", False),
        ("Big brown bear", False),
        ("RONALD REAGAN", False),  # all capitals tell us nothing
        ("", False),
    ],
)
def test_what_counts_as_a_proper_noun(answer: str, expected: bool) -> None:
    assert is_proper_noun(answer) is expected


# ---------------------------------------------------------------- standard scoring


def test_unique_answer_on_the_letter_scores_one() -> None:
    assert one_category({"Ann": "carrot", "Bob": "cabbage"}, "C") == {"Ann": 1, "Bob": 1}


def test_duplicates_score_nothing_for_everyone_who_wrote_them() -> None:
    scores = one_category({"Ann": "The Carrots", "Bob": "carrot", "Cy": "cabbage"}, "C")
    assert scores == {"Ann": 0, "Bob": 0, "Cy": 1}


def test_wrong_letter_scores_nothing() -> None:
    verdict = judge("broccoli", [], "C")
    assert (verdict.points, verdict.reason) == (0, WRONG_LETTER)


@pytest.mark.parametrize("blank", ["", "   ", "-", "?!"])
def test_empty_answers_score_nothing_and_are_not_duplicates(blank: str) -> None:
    assert judge(blank, ["", "carrot"], "C").reason == EMPTY
    assert one_category({"Ann": blank, "Bob": blank, "Cy": "carrot"}, "C") == {"Ann": 0, "Bob": 0, "Cy": 1}


def test_per_category_and_total() -> None:
    answers = {
        "Ann": ("cherry", "carrot", "", "Carrie", "Coldplay", "Cairo", "crisps", "chisel", "Coco", "cake", "cola", "cricket"),
        "Bob": ("cherries", "cabbage", "Cleopatra", "Cujo", "", "Chicago", "chips", "", "Casper", "custard", "coffee", "curling"),
    }
    scores = score_round("C", CATEGORIES, answers)
    assert scores["Ann"].per_category == (0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    assert scores["Ann"].total == 10
    assert scores["Bob"].per_category == (0, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1)
    assert scores["Bob"].total == 9
    assert scores["Ann"].verdicts[0].reason == DUPLICATE


# ---------------------------------------------------------------- alliteration bonus


@pytest.mark.parametrize(
    "answer, letter, points",
    [
        ("Ronald Reagan", "R", 2),  # the rulebook's examples
        ("Hubert Horatio Humphrey", "H", 3),
        ("ronald reagan", "R", 1),  # not written as a proper noun: no bonus
        ("Harry S. Truman", "S", 1),
        ("Marilyn Monroe", "M", 2),
        ("The Rolling Stones", "R", 1),  # the article is not counted, only words on the letter
        ("Peter Piper's Pickled Peppers", "P", 4),
    ],
)
def test_alliteration_scores_a_point_per_word_on_the_letter(answer: str, letter: str, points: int) -> None:
    assert one_category({"Ann": answer}, letter, alliteration=True) == {"Ann": points}


@pytest.mark.parametrize(
    "answer, letter, points",
    [
        ("ronald reagan", "R", 2),  # in a name category, the case it was typed in does not matter
        ("hubert horatio humphrey", "H", 3),
        ("vincent van gogh", "V", 1),  # a linking word in lower case is not counted
        ("Vincent Van Gogh", "V", 2),
    ],
)
def test_alliteration_in_a_name_category(answer: str, letter: str, points: int) -> None:
    assert one_category({"Ann": answer}, letter, NAME, alliteration=True) == {"Ann": points}


def test_alliteration_is_off_unless_chosen() -> None:
    assert one_category({"Ann": "Hubert Horatio Humphrey"}, "H", NAME) == {"Ann": 1}


def test_alliterative_duplicate_still_scores_nothing() -> None:
    scores = one_category({"Ann": "Ronald Reagan", "Bob": "ronald reagan"}, "R", NAME, alliteration=True)
    assert scores == {"Ann": 0, "Bob": 0}


def test_alliteration_count_ignores_lower_case_words() -> None:
    assert alliteration_count("Vincent van Gogh", "V") == 1
    assert alliteration_count("Vincent Van Gogh", "V") == 2


# ---------------------------------------------------------------- junior scoring


def test_junior_scores_two_on_the_letter_one_off_it_zero_for_duplicates() -> None:
    scores = one_category({"Ann": "carrot", "Bob": "broccoli", "Cy": "pea", "Di": "Peas"}, "C", junior=True)
    assert scores == {"Ann": 2, "Bob": 1, "Cy": 0, "Di": 0}
    assert judge("broccoli", [], "C", junior=True).reason == OFF_LETTER
    assert judge("", [], "C", junior=True).points == 0


def test_junior_with_alliteration_adds_a_point_per_further_word() -> None:
    scores = one_category({"Ann": "Ronald Reagan"}, "R", NAME, junior=True, alliteration=True)
    assert scores == {"Ann": 3}
    verdict = judge("Ronald Reagan", [], "R", NAME, junior=True, alliteration=True)
    assert (verdict.reason, verdict.alliteration) == (SCORED, 2)


# ---------------------------------------------------------------- checks and limits


def test_refuses_a_round_it_cannot_score() -> None:
    with pytest.raises(ValueError):
        score_round("C", CATEGORIES, {"Ann": ("carrot",)})
    with pytest.raises(ValueError):
        score_round("CC", ("A fruit",), {"Ann": ("cherry",)})


def test_most_points_per_variant() -> None:
    assert most_points(12) == 12
    assert most_points(12, junior=True) == 24
    assert most_points(12, alliteration=True) == 60
    assert most_points(12, junior=True, alliteration=True) == 72


# ---------------------------------------------------------------- properties

WORDS = st.sampled_from(
    [
        "",
        "The",
        "a",
        "cat",
        "Cats",
        "Carrot",
        "carrots",
        "Cape Cod",
        "cape cod",
        "Box",
        "boxes",
        "Harry S. Truman",
        "Sam Smith",
        "!",
        "Éclair",
        "eclairs",
        "dog",
        "Casey Cook",
    ]
)
ANSWER = st.lists(WORDS, min_size=1, max_size=3).map(" ".join)


@settings(max_examples=200, deadline=None)
@given(
    letter=st.sampled_from("CSBD"),
    sheets=st.lists(st.lists(ANSWER, min_size=3, max_size=3), min_size=2, max_size=5),
    junior=st.booleans(),
    alliteration=st.booleans(),
)
def test_scores_are_bounded_symmetric_and_ignore_seating(
    letter: str, sheets: list[list[str]], junior: bool, alliteration: bool
) -> None:
    categories = ("A thing", "A person", "A book title")
    kinds = (THING, NAME, TITLE)
    answers = {f"P{index}": tuple(sheet) for index, sheet in enumerate(sheets)}
    scores = score_round(letter, categories, answers, kinds=kinds, junior=junior, alliteration=alliteration)
    reseated = dict(reversed(answers.items()))
    reversed_scores = score_round(letter, categories, reseated, kinds=kinds, junior=junior, alliteration=alliteration)
    assert scores == reversed_scores
    base = 2 if junior else 1
    for name, score in scores.items():
        assert score.total == sum(score.per_category)
        for index, verdict in enumerate(score.verdicts):
            assert verdict.points >= 0
            if not alliteration:
                assert verdict.points <= base
            if verdict.reason == DUPLICATE:
                # whoever this answer matches is a duplicate too
                mine = answers[name][index]
                partners = [other for other in answers if other != name and same_answer(mine, answers[other][index])]
                assert partners and all(scores[other].verdicts[index].reason == DUPLICATE for other in partners)


# ---------------------------------------------------------------- the kinds come from the deck


def kinds_in_our_deck() -> dict[str, str]:
    """Every category of our lists, with the kind its list marks."""
    library = load_library()
    return {
        category: kind
        for number, categories in library.decks[LISTS].items()
        for category, kind in zip(categories, category_kinds(library, number))
    }


@pytest.mark.parametrize(
    "category, answer, letter",
    [
        # Proper nouns whose any word may carry the letter; a rule reading the category's words took them for titles.
        ("An actor or actress", "Meryl Streep", "S"),
        ("A character from a book", "elizabeth bennet", "B"),
        ("Someone famous who lived long ago", "Wolfgang Amadeus Mozart", "M"),
        ("A musical instrument", "French Horn", "H"),
        ("A party game", "Pin the Tail on the Donkey", "D"),
    ],
)
def test_categories_that_are_not_titles(category: str, answer: str, letter: str) -> None:
    kinds = kinds_in_our_deck()
    assert kinds[category] != TITLE
    assert on_letter(answer, letter, kinds[category])


def test_our_title_and_name_categories() -> None:
    kinds = kinds_in_our_deck()
    assert {category for category, kind in kinds.items() if kind == TITLE} == {
        "A song from a musical or a film",
        "A stage play or musical",
        "A TV quiz or game show",
        "A cartoon or comic strip",
        "A film for children",
        "A newspaper or magazine",
        "A book everyone has heard of",
        "A TV programme for children",
        "A famous song from before you were born",
        "A film with a sequel",
    }
    for category in ("An actor or actress", "A character from a book", "A sporting legend", "A famous woman from history"):
        assert kinds[category] == NAME


LIST_WITH_PLURALS = """
[[list]]
number = 1
categories = ["Books", "Films", "Songs", "Film stars", "Fruits", "Cities",
              "Board games", "Tools", "Toys", "Birds", "Trees", "Drinks"]
titles = ["Books", "Films", "Songs", "Board games"]
names = ["Film stars", "Cities"]
"""


def test_title_categories_named_in_the_plural_are_titles(tmp_path: Path) -> None:
    """The kind is marked in the deck, so "Books" is a title like "A book title"."""
    path = tmp_path / "lists.toml"
    path.write_text(LIST_WITH_PLURALS, encoding="utf-8")
    deck = load_deck(path, "lists", LISTS)
    library = Library(decks={LISTS: deck.entries}, extras={f"scattergories/{k}": v for k, v in deck.extras.items()})
    kinds = category_kinds(library, "1")
    assert kinds == [TITLE, TITLE, TITLE, NAME, THING, NAME, TITLE, THING, THING, THING, THING, THING]
    assert not on_letter("The Count of Monte Cristo", "M", kinds[0])
    assert on_letter("The Count of Monte Cristo", "C", kinds[0])
    assert on_letter("new york", "Y", kinds[5])


@pytest.mark.parametrize(
    "marks, problem",
    [
        ('titles = ["Comics"]', "'Comics' in 'titles', which is not one of its categories"),
        ('titles = ["Books"]\nnames = ["Books"]', "'Books' as more than one kind of answer"),
        ('names = "Cities"', "needs 'names' to be a list of its categories"),
    ],
)
def test_a_wrong_mark_names_the_file_and_line(tmp_path: Path, marks: str, problem: str) -> None:
    path = tmp_path / "lists.toml"
    categories = LIST_WITH_PLURALS.split("titles =")[0]
    path.write_text(categories + marks + "\n", encoding="utf-8")
    with pytest.raises(ContentError) as refused:
        load_deck(path, "lists", LISTS)
    assert f"{path}:2:" in str(refused.value) and problem in str(refused.value)
