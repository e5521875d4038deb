"""How a language says numbers, counts, times and lists (engine/spoken.py), from a message file as a translator writes one.

The phrase modules said these with code of their own; the goldens hold the
moved lines to the same words, and these hold the functions to the forms a
table hears: Spanish numbers that agree with their noun, "e" before the
sound i, "un minuto y medio".
"""

from __future__ import annotations

import pytest
from fluent.runtime import FluentBundle, FluentResource
from hypothesis import given
from hypothesis import strategies as st

from engine import spoken
from engine.language import speaking
from engine.words import Words, _fluent_values, _key


def _say(code: str, message: str, **values: object) -> str:
    bundle = FluentBundle([code], functions=spoken.functions(code), use_isolating=False)
    bundle.add_resource(FluentResource(f"m = {message}\n"))
    text, errors = bundle.format_pattern(bundle.get_message("m").value, _fluent_values(values))
    assert errors == []
    return str(text)


@pytest.mark.parametrize(
    ("number", "english", "spanish"),
    [(0, "zero", "cero"), (21, "twenty-one", "veintiuno"), (62, "sixty-two", "sesenta y dos"), (-3, "minus three", "menos tres")],
)
def test_number_words_in_each_language(number: int, english: str, spanish: str) -> None:
    assert _say("en", "{ WORDS($n) }", n=number) == english
    assert _say("es", "{ WORDS($n) }", n=number) == spanish


@pytest.mark.parametrize(
    ("number", "gender", "said"),
    [
        (1, "masculine", "un"),
        (21, "masculine", "veintiún"),
        (31, "masculine", "treinta y un"),
        (1, "feminine", "una"),
        (21, "feminine", "veintiuna"),
        (200, "feminine", "doscientas"),
        (521, "feminine", "quinientas veintiuna"),
        (21000, "feminine", "veintiún mil"),
        (11, "masculine", "once"),
    ],
)
def test_a_spanish_number_before_its_noun_agrees_with_it(number: int, gender: str, said: str) -> None:
    assert spoken.number_words(number, "es", gender) == said


@pytest.mark.parametrize(
    ("number", "said"),
    [(1, "una ficha"), (3, "3 fichas"), (11, "11 fichas"), (21, "veintiuna fichas"), (200, "doscientas fichas"), (0, "0 fichas")],
)
def test_a_spanish_count_says_in_words_only_the_numbers_that_agree(number: int, said: str) -> None:
    assert _say("es", '{ COUNT($n, one: "ficha", other: "fichas", gender: "feminine") }', n=number) == said


def test_an_english_count_keeps_its_digits_and_takes_the_noun_the_message_gives() -> None:
    assert [_say("en", '{ COUNT($n, one: "step", other: "steps") }', n=n) for n in (0, 1, 2, 21)] == [
        "0 steps",
        "1 step",
        "2 steps",
        "21 steps",
    ]


@pytest.mark.parametrize(
    ("seconds", "english", "spanish"),
    [
        (1, "1 second", "un segundo"),
        (45, "45 seconds", "45 segundos"),
        (60, "1 minute", "un minuto"),
        (90, "1 minute 30", "un minuto y medio"),
        (135, "2 minutes 15", "2 minutos y 15"),
        (1260, "21 minutes", "veintiún minutos"),
    ],
)
def test_a_time_is_said_as_people_say_it_aloud(seconds: int, english: str, spanish: str) -> None:
    assert _say("en", "{ DURATION($s) }", s=seconds) == english
    assert _say("es", "{ DURATION($s) }", s=seconds) == spanish


@pytest.mark.parametrize(
    ("names", "english", "spanish"),
    [
        ([], "", ""),
        (["Red"], "Red", "Red"),
        (["Ana", "Beto"], "Ana and Beto", "Ana y Beto"),
        (["Ana", "Beto", "Inés"], "Ana, Beto and Inés", "Ana, Beto e Inés"),
        (["padre", "hijo"], "padre and hijo", "padre e hijo"),
        (["agua", "hielo"], "agua and hielo", "agua y hielo"),
        (["Ana", "Yolanda"], "Ana and Yolanda", "Ana y Yolanda"),
    ],
)
def test_a_list_given_as_a_value_is_said_as_the_language_says_a_list(names: list[str], english: str, spanish: str) -> None:
    assert _say("en", "{ $names }", names=names) == english
    assert _say("es", "{ $names }", names=tuple(names)) == spanish


def test_capital_raises_the_first_letter_past_spanish_opening_marks() -> None:
    assert _say("es", "{ CAPITAL($w) }", w="¿seis y dos?") == "¿Seis y dos?"
    assert _say("es", "{ CAPITAL($w) }", w=["seis", "dos"]) == "Seis y dos"


@given(st.integers(min_value=0, max_value=5000))
def test_every_time_has_its_minutes_first_and_loses_no_second(seconds: int) -> None:
    """Hold the English form to arithmetic: the minutes said, then the seconds left over, if any."""
    said = Words("engine").said_in("en", "duration", minutes=seconds // 60, rest=seconds % 60, seconds=seconds)
    minutes, rest = divmod(seconds, 60)
    if minutes:
        assert said.startswith(f"{minutes} minute")
        assert said.endswith(f" {rest}") if rest else said.endswith(("minute", "minutes"))
    else:
        assert said == f"{seconds} second{'' if seconds == 1 else 's'}"


def test_a_message_said_again_with_other_values_or_in_another_language_is_said_afresh() -> None:
    """Each room keeps what it said (engine/words.py): the values and the language are part of what is kept."""
    engine = Words("engine")
    first = engine.said_in("en", "each-in-turn", name="Ann")
    assert engine.said_in("en", "each-in-turn", name="Ann") == first == "Ann's?"
    assert engine.said_in("en", "each-in-turn", name="Bob") == "Bob's?"
    assert engine.said_in("es", "each-in-turn", name="Ann") == "¿Y Ann?"
    assert engine.said_in("en", "duration", minutes=1, rest=30, seconds=90) == "1 minute 30"
    assert _key("m", {"x": True}) != _key("m", {"x": 1})  # a flag is not the number 1 to what is kept
    assert _key("m", {"x": ["a", "b"]}) == _key("m", {"x": ["a", "b"]})  # a list is kept as its items
    with speaking("es"):
        assert engine("each-in-turn", name=["Ana", "Inés"]) == "¿Y Ana e Inés?"
        assert engine("each-in-turn", name=("Ana", "Inés")) == "¿Y Ana e Inés?"
