"""Rapid List's own cards judged as cards: playable, distinct, one spelling, fair challenges.

A question is weak when a table of three cannot each name five different
answers in thirty seconds, or when everyone would write the same short list.
That is made measurable by a fixture beside the decks
(tests/content/rapid_list/answers/<deck>.toml): for every question, at least
fifteen fitting answers (three players times five) that the game's own
crossing-out rule keeps apart. A question nobody could fill that far is
rewritten, not kept. The same answers judge the challenges: a challenge that
the game may pair with a question must leave a player at least five of that
question's answers (docs/decks.md).

Every test runs over each language's decks (tests/engine/games/deck_languages.py):
English in decks/ with its fixture in answers/, each other language in
decks/<code>/ with its fixture in answers/<code>/ (Spanish: decks/es/,
answers/es/); a language Rapid List is not whole in yet is skipped, saying what
is missing. What differs is how the words are read (articles, plurals, letters,
rhymes), which each language's `Tongue` says, and what a cue card's text
promises (CUE_PROMISES, below).
"""

from __future__ import annotations

import tomllib
from functools import cache
from itertools import combinations
from typing import Callable

import pytest

from device.app.deck_check import ENGLISH_PAIRS, english_slips, missing_accents
from engine.setup import clashes
from tests.engine.games.deck_languages import (
    Tongue,
    answer_dir,
    by_language,
    deck_path,
    declared,
    language_library,
    whole_languages,
)
from tests.engine.games.deck_languages import tongue as tongue_of
from tests.languages import OTHER_LANGUAGES, entry

QUESTION_DECKS = ("blue", "red", "mixed")

# Three players, five answers each: the least a question must offer.
ANSWERS_NEEDED = 15
# A challenge may bend a question, never break it: one player's five answers must survive it.
ANSWERS_LEFT_BY_A_CHALLENGE = 5


def deck_file(deck: str, language: str = "en") -> dict:
    return tomllib.loads(deck_path(f"rapid_list/{deck}", language).read_text(encoding="utf-8"))


def answer_file(deck: str, language: str = "en") -> dict:
    path = answer_dir(language) / f"{deck}.toml"
    assert path.is_file(), f"{path}: no fixture answers for the {language} {deck} deck: write them (docs/decks.md)"
    return tomllib.loads(path.read_text(encoding="utf-8"))


def questions(deck: str, language: str = "en") -> list[str]:
    return [question for card in language_library(language).decks[f"rapid_list/{deck}"].values() for question in card]


def answers_of(deck: str, language: str = "en") -> dict[str, list[str]]:
    """Every question of a deck with its fixture answers, split on commas."""
    found: dict[str, list[str]] = {}
    for table in answer_file(deck, language).values():
        for question, listed in table.items():
            found[question] = [answer.strip() for answer in listed.split(",") if answer.strip()]
    return found


@cache
def all_answers(language: str) -> dict[str, list[str]]:
    return {question: answers for deck in QUESTION_DECKS for question, answers in answers_of(deck, language).items()}


def challenges(language: str) -> dict[str, str]:
    return language_library(language).decks["rapid_list/challenges"]


def avoid_lists(language: str) -> dict[str, tuple[str, ...]]:
    return language_library(language).extras.get("rapid_list/challenge_avoid", {})


# ------------------------------------------------------------------ the crossing-out rule, as a normaliser


def tokens(text: str, language: str = "en") -> list[str]:
    return tongue_of(language).tokens(text)


def crossed_together(first: str, second: str, question: str, language: str = "en") -> bool:
    """True when reading one answer would cross out the other (rapid-list rules, in our words).

    The same word, its plural, or one answer inside the other ("doctor" and
    "animal doctor") cross out; words of the question itself do not count, so
    "chocolate milk" and "skimmed milk" both stand for a question about milk.
    """
    asked = set(tokens(question, language))
    one = [word for word in tokens(first, language) if word not in asked] or tokens(first, language)
    two = [word for word in tokens(second, language) if word not in asked] or tokens(second, language)
    return set(one) <= set(two) or set(two) <= set(one)


# ------------------------------------------------------------------ every question playable

#: The languages Rapid List's decks are tested in: every one it is whole in; the others skipped, saying why.
RAPID_LIST = by_language("rapid-list")
DECKS_BY_LANGUAGE = by_language("rapid-list", lambda language: QUESTION_DECKS, fill=1)


@pytest.mark.parametrize(("language", "deck"), DECKS_BY_LANGUAGE)
def test_the_answer_fixture_covers_every_question_card_by_card(language: str, deck: str) -> None:
    fixture = answer_file(deck, language)
    cards = language_library(language).decks[f"rapid_list/{deck}"]
    assert list(fixture) == list(cards), "the fixture's cards, in order, are the deck's cards"
    for ident, card in cards.items():
        assert tuple(fixture[ident]) == card, ident


@pytest.mark.parametrize(("language", "deck"), DECKS_BY_LANGUAGE)
def test_every_question_has_fifteen_answers_that_do_not_cross_each_other_out(language: str, deck: str) -> None:
    weak = []
    for question, answers in answers_of(deck, language).items():
        clashing = [(one, two) for one, two in combinations(answers, 2) if crossed_together(one, two, question, language)]
        if clashing:
            weak.append((question, "answers that cross out", clashing))
        if len(answers) < ANSWERS_NEEDED:
            weak.append((question, "too few answers", len(answers)))
    assert weak == []


def test_the_crossing_out_normaliser_keeps_the_rule() -> None:
    """The normaliser itself: plurals and contained answers cross, the question's own words do not."""
    assert crossed_together("Doctors", "doctor", "People")
    assert crossed_together("doctor", "animal doctor", "People")
    assert not crossed_together("chocolate milk", "skimmed milk", "Drinks made with milk")
    assert not crossed_together("money", "cash", "Things in a wallet")
    assert crossed_together("berries", "berry", "Fruit")


def test_the_spanish_crossing_out_normaliser_keeps_the_rule() -> None:
    """Spanish plurals and articles fold away; ñ stays a letter, so "uñas" is not the article "unas"."""
    assert crossed_together("las flores", "flor", "Cosas", "es")
    assert crossed_together("peces", "pez", "Animales", "es")
    assert crossed_together("pan", "pan de molde", "Cosas que hay en una panadería", "es")
    assert not crossed_together("leche con cacao", "leche de almendras", "Bebidas con leche", "es")
    assert not crossed_together("uñas", "pared", "Cosas que se pueden pintar", "es")
    assert crossed_together("Camión", "camiones", "Cosas que tienen ruedas", "es")


def test_the_german_crossing_out_normaliser_keeps_the_rule() -> None:
    """German plurals and articles fold away, and so do umlauts ("Äpfel" is "Apfel"); one ending is taken, not two."""
    assert crossed_together("die Hunde", "Hund", "Tiere", "de")
    assert crossed_together("Äpfel", "ein Apfel", "Obst", "de")
    assert crossed_together("Blumen", "Blume", "Dinge im Garten", "de")
    assert crossed_together("Kinder", "Kind", "Menschen", "de")
    assert crossed_together("Häuser", "Haus", "Gebäude", "de")
    assert not crossed_together("Schnee", "Schere", "Wörter, die mit „Sch“ anfangen", "de")
    assert not crossed_together("Apfelkuchen", "Kuchen", "Was es in einer Bäckerei gibt", "de")


# ------------------------------------------------------------------ each deck stands on its own


@cache
def content(question: str, language: str = "en") -> frozenset[str]:
    """The words that say what a question asks, without its frame ("Things you find in a ...")."""
    tongue = tongue_of(language)
    return frozenset(word for word in tongue.tokens(question) if word not in tongue.frame)


def overlap(first: str, second: str, language: str = "en") -> float:
    one, two = content(first, language), content(second, language)
    return len(one & two) / len(one | two) if one | two else 1.0


# Past this share of shared content words, two questions ask the same thing in other words.
NEAR_DUPLICATE = 0.6


def every_question(language: str) -> list[tuple[str, str]]:
    return [(deck, question) for deck in QUESTION_DECKS for question in questions(deck, language)]


@pytest.mark.parametrize("language", RAPID_LIST)
def test_no_two_questions_in_any_deck_are_near_duplicates(language: str) -> None:
    """Token overlap after the frame is stripped (Jaccard over content words), across all three decks.

    The threshold 0.6 was set by reading every pair of our questions at 0.5
    and above. At 0.5 the pairs share a frame and one word but ask for
    different answers ("Animals that live in the sea" and "Animals that live
    in the jungle"; "Foods that taste sweet" and "Foods that taste sour").
    From 0.6 up every pair was one question or its mirror, which a table
    hears as the same card: "Things that are hard" and "Things that are hard
    to find", "Things you see at a football match" and "Things you take to a
    football match", "Capital cities of Europe" and "Capital cities outside
    Europe", good luck and bad luck. Those were rewritten. The Spanish decks
    were read the same way at 0.5 ("Monumentos famosos del mundo" and "Museos
    famosos del mundo" ask for different answers) and hold to the same 0.6.
    """
    near = [
        (one, two, round(overlap(one[1], two[1], language), 2))
        for one, two in combinations(every_question(language), 2)
        if overlap(one[1], two[1], language) >= NEAR_DUPLICATE
    ]
    assert near == []


def test_the_near_duplicate_measure_catches_a_rewording() -> None:
    assert overlap("Things that are very hot", "Things that are hot") >= NEAR_DUPLICATE
    assert overlap("Things you see at a football match", "Things you take to a football match") >= NEAR_DUPLICATE
    assert overlap("Animals you find on a farm", "Farm animals") >= NEAR_DUPLICATE
    assert overlap("Things you find in a kitchen", "Things you find in a bathroom") < NEAR_DUPLICATE
    assert overlap("Animals that live in the sea", "Animals that live in the jungle") < NEAR_DUPLICATE


def test_the_near_duplicate_measure_catches_a_spanish_rewording() -> None:
    assert overlap("Cosas que son muy rápidas", "Cosas rápidas", "es") >= NEAR_DUPLICATE
    assert overlap("Animales que hay en una granja", "Animales de granja", "es") >= NEAR_DUPLICATE
    assert overlap("Cosas que hay en una cocina", "Cosas que hay en un baño", "es") < NEAR_DUPLICATE
    assert overlap("Animales que viven en el mar", "Animales que viven en la selva", "es") < NEAR_DUPLICATE


def test_the_near_duplicate_measure_catches_a_german_rewording() -> None:
    assert overlap("Tiere, die auf dem Bauernhof leben", "Tiere auf dem Bauernhof", "de") >= NEAR_DUPLICATE
    assert overlap("Dinge, die man in der Küche findet", "Was es in der Küche gibt", "de") >= NEAR_DUPLICATE
    assert overlap("Was es in einer Bäckerei gibt", "Was es auf einem Spielplatz gibt", "de") < NEAR_DUPLICATE
    assert overlap("Tiere, die im Wald leben", "Tiere, die im Meer leben", "de") < NEAR_DUPLICATE


@pytest.mark.parametrize("language", RAPID_LIST)
def test_no_mixed_question_normalises_to_a_question_of_another_deck(language: str) -> None:
    others = {content(question, language) for deck in ("blue", "red") for question in questions(deck, language)}
    assert [question for question in questions("mixed", language) if content(question, language) in others] == []


# Two questions whose answers are mostly the same are one question, however worded: they may share at
# most SHARED_ANSWERS - 1 of their fixture answers (the figures that set it are in the test below).
SHARED_ANSWERS = 8


@pytest.mark.parametrize("language", RAPID_LIST)
def test_no_two_questions_share_most_of_their_answers(language: str) -> None:
    """Read as answer lists: no mixed question is a blue one asking for the same answers, nor any two at all.

    The limit was measured on the English fixture before it was set (924
    questions, 426,426 pairs, 15 to 18 answers each, the answers keyed as the
    crossing-out rule reads them). 94.5 % of pairs share no answer and 99.9 %
    share 4 or fewer; 65 pairs share 7 or more, and every one of them was read.
    At 8 and 9 shared answers, 26 of the 34 pairs were one question in other
    words ("Things that give off light" and "Things that light up", "Things
    that use electricity" and "Things with a switch", "Things that are soft"
    and "Things that are fluffy", a school trip and a day out) and the other 8
    half-repeated each other from a small pool ("Animals with four legs" with
    "Animals with fur" and "Animals you find on a farm"). At 7 it was a coin
    toss, 15 of 31; from 6 down most pairs are one subject asking for different
    answers ("Things you eat with ketchup" and "Foods you can eat with a
    fork"). So 8, about half a fixture line, is where two questions become one:
    those 34 pairs were rewritten (issue 24), the mixed question where one side
    was mixed. Only 16 of the 34 shared a meaning word, which is why this test
    reads answers and the token-overlap test above cannot stand in for it. The
    Spanish fixture is held to the same limit (its highest pair shares 7).
    """
    keyed = {
        question: {" ".join(tokens(answer, language)) for answer in answers}
        for question, answers in all_answers(language).items()
    }
    shared = [
        (one, two, len(keyed[one] & keyed[two]))
        for one, two in combinations(keyed, 2)
        if len(keyed[one] & keyed[two]) >= SHARED_ANSWERS
    ]
    assert shared == []


# ------------------------------------------------------------------ one spelling per deck

ENGLISHES = ("en-GB", "en-US")


def other_english(text: str, language: str) -> list[str]:
    """The words of the other English in a text, by the one list of British/American pairs that
    `referee check-deck` reads (device/app/deck_check.py, ENGLISH_PAIRS)."""
    return [wrong for wrong, _ in english_slips(text, language)]


def deck_texts(data: dict) -> list[str]:
    return [text for card in data["card"] for text in card.get("questions", [card.get("text", "")])]


@pytest.mark.parametrize("deck", (*QUESTION_DECKS, "challenges"))
def test_each_deck_declares_one_english_and_keeps_to_it(deck: str) -> None:
    data = deck_file(deck)
    language = data.get("language")
    assert language in ENGLISHES, f'{deck}.toml declares language = "en-GB" or "en-US"'
    texts = deck_texts(data)
    found = [(text, other_english(text, language)) for text in texts if other_english(text, language)]
    assert found == []


TRANSLATED_DECKS = [
    (language, deck)
    for language in whole_languages("rapid-list")
    if language in OTHER_LANGUAGES
    for deck in (*QUESTION_DECKS, "challenges")
]


@pytest.mark.parametrize(("language", "deck"), TRANSLATED_DECKS)
def test_each_deck_of_another_language_declares_it(language: str, deck: str) -> None:
    """One language for all our decks in it, declared by its code ("es": neutral international Spanish; docs/decks.md)."""
    assert deck_file(deck, language).get("language") == declared(language)


@pytest.mark.parametrize("deck", (*QUESTION_DECKS, "challenges"))
def test_each_spanish_deck_keeps_its_accents(deck: str) -> None:
    """Spanish's own spelling check: no word without its accent or ñ (device/app/deck_check.py knows Spanish's)."""
    data = deck_file(deck, "es")
    found = [(text, missing_accents(text)) for text in deck_texts(data) if missing_accents(text)]
    fixture = answer_dir("es") / f"{deck}.toml"
    if fixture.exists():
        found += [
            (line, missing_accents(line)) for line in fixture.read_text(encoding="utf-8").splitlines() if missing_accents(line)
        ]
    assert found == []


def test_the_english_check_tells_the_two_apart() -> None:
    assert other_english("Biscuits and cookies you know", "en-GB") == ["cookie"]
    assert other_english("Sweets and candy you can buy", "en-GB") == ["candy"]
    assert other_english("TV shows for kids", "en-GB") == ["kids"]
    assert other_english("the word spelled out", "en-GB") == ["spelled"]
    assert other_english("Things that change colour", "en-US") == ["colour"]
    assert other_english("Things that change colour", "en-GB") == []
    assert other_english("A truck, an old sweater and French fries", "en-GB") == ["truck", "sweater", "fries"]
    assert other_english("A lorry, an old jumper and chips", "en-GB") == []
    assert other_english("A lorry, an old jumper and chips", "en-US") == ["lorry", "jumper"]  # chips are American too
    assert other_english("Maths and colourful biscuits", "en-GB") == []
    assert other_english("Math and colorful cookies", "en-GB") == ["color", "math", "cookie"]


def test_the_one_list_holds_the_usual_pairs() -> None:
    """One list for the deck tests and check-deck alike, with the pairs an audit found missing."""
    for pair in (
        ("lorry", "truck"),
        ("jumper", "sweater"),
        ("chips", "fries"),
        ("colour", "color"),
        ("biscuit", "cookie"),
        ("sweets", "candy"),
        ("children", "kids"),
        ("film", "movie"),
        ("pavement", "sidewalk"),
        ("nappy", "diaper"),
    ):
        assert pair in ENGLISH_PAIRS


def test_the_spanish_check_finds_a_missing_accent_or_enye() -> None:
    assert missing_accents("Canciones que sabe todo el mundo") == []
    assert missing_accents("Una cancion del verano") == ["canción"]
    assert missing_accents("Cosas que hay en un arbol o en un jardin") == ["árbol", "jardín"]
    assert missing_accents("Juguetes de nino") == ["niño"]


# ------------------------------------------------------------------ challenges


def answer_rule(rule: str, language: str = "en") -> Callable[[str], bool] | None:
    """The test an answer must pass under a challenge's `rule` (docs/decks.md); None for a way of writing."""
    tongue = tongue_of(language)
    name, _, value = rule.partition(":")
    vowels = "aeiou"

    def starts_with_one_of(answer: str, initials: str) -> bool:
        first = tongue.letters(answer)[:1]
        return bool(first) and first in initials

    tests: dict[str, Callable[[str], bool]] = {
        "min-letters": lambda answer: len(tongue.letters(answer)) >= int(value),
        "max-letters": lambda answer: len(tongue.letters(answer)) <= int(value),
        "no-start": lambda answer: not starts_with_one_of(answer, value),
        "no-letter": lambda answer: value not in tongue.letters(answer),
        "need-letter": lambda answer: value in tongue.letters(answer),
        "min-words": lambda answer: len(tongue.words(answer)) >= int(value),
        "max-words": lambda answer: len(tongue.words(answer)) <= int(value),
        "no-vowel-start": lambda answer: not starts_with_one_of(answer, vowels),
    }
    return tests.get(name)


# The ways of writing a challenge may impose instead of a rule on the answers, and why each is play.
HANDICAPS = {
    "off-hand": "the other hand writes slowly and badly",
    "eyes": "writing blind costs answers and legibility",
    "late-start": "a slower start against the same clock",
    "early-stop": "the last seconds are lost",
    "extra-writing": "every answer costs more strokes (twice, a box, a number in words, syllables, underlining)",
    "backwards": "each answer has to be spelt back to front",
    "grip": "an awkward grip slows every letter",
    "one-stroke": "letters joined without lifting the pencil",
    "cap": "fewer answers count than the bid could ask for",
    "order": "answers must come in alphabetical order, so a late idea may not fit",
    "distinct-starts": "one answer per first letter, so the obvious ones collide",
}


@cache
def challenge_rules(language: str = "en") -> dict[str, str]:
    return {card["id"]: card.get("rule", "") for card in deck_file("challenges", language)["card"]}


@pytest.mark.parametrize("language", RAPID_LIST)
def test_there_are_thirty_challenges_each_with_a_rule(language: str) -> None:
    rules = challenge_rules(language)
    assert len(rules) >= 30
    unknown = [
        (ident, rule)
        for ident, rule in rules.items()
        if answer_rule(rule, language) is None and rule.removeprefix("handicap:") not in HANDICAPS
    ]
    assert unknown == []


@pytest.mark.parametrize("language", RAPID_LIST)
def test_no_challenge_makes_noise_at_the_table(language: str) -> None:
    """Sound carries: a hummed tune or a whispered answer plays against the others, not the challenged."""
    assert [text for text in challenges(language).values() if tongue_of(language).noisy.search(text)] == []


# A rule on the answers must bite: it rules out at least this share of all our fixture answers.
BITES = 0.15
ANSWER_RULED = by_language(
    "rapid-list",
    lambda language: sorted(ident for ident, rule in challenge_rules(language).items() if answer_rule(rule, language)),
    fill=1,
)


def unplayable(ident: str, avoid: tuple[str, ...], language: str = "en") -> list[str]:
    """Questions this challenge may meet (its `avoid` allows them) that its rule leaves with under five answers."""
    check = answer_rule(challenge_rules(language)[ident], language)
    assert check is not None
    return [
        question
        for question, answers in all_answers(language).items()
        if not clashes(avoid, question) and sum(check(answer) for answer in answers) < ANSWERS_LEFT_BY_A_CHALLENGE
    ]


@pytest.mark.parametrize(("language", "ident"), ANSWER_RULED)
def test_an_answer_rule_bites_but_never_breaks_a_question_it_can_meet(language: str, ident: str) -> None:
    """Every question the game may pair with this challenge (its `avoid` allows it) stays playable.

    That is the pairing test of docs/decks.md: a challenge that would leave
    fewer than five of a question's fifteen answers clashes with it, and its
    `avoid` phrases must keep the two apart.
    """
    assert unplayable(ident, avoid_lists(language).get(ident, ()), language) == []
    check = answer_rule(challenge_rules(language)[ident], language)
    assert check is not None
    every = [answer for answers in all_answers(language).values() for answer in answers]
    assert sum(not check(answer) for answer in every) >= BITES * len(every), "the rule hardly changes anything"


def pointless(ident: str, avoid: tuple[str, ...], language: str = "en") -> list[str]:
    """Questions this challenge may meet whose every fixture answer its rule already allows: the pairing does nothing."""
    check = answer_rule(challenge_rules(language)[ident], language)
    assert check is not None
    return [
        question
        for question, answers in all_answers(language).items()
        if not clashes(avoid, question) and all(check(answer) for answer in answers)
    ]


@pytest.mark.parametrize(("language", "ident"), ANSWER_RULED)
def test_no_rule_meets_a_question_it_changes_nothing_in(language: str, ident: str) -> None:
    """Issue 40: "None may start with S, T or P" with "Words beginning with QU" asks nothing of the player; 14
    such pairings were drawn. A pairing that rules out none of the question's fixture answers is avoided like
    one that breaks the question."""
    assert pointless(ident, avoid_lists(language).get(ident, ()), language) == []


def test_without_its_avoid_list_a_rule_would_meet_questions_it_breaks() -> None:
    """The pairing test can fail: strip the avoid lists and the clashes the issue found come back."""
    rule_of = {rule: ident for ident, rule in challenge_rules().items()}
    assert "Words that rhyme with ball" in unplayable(rule_of["need-letter:e"], ())
    assert "Words that rhyme with cat" in unplayable(rule_of["min-letters:6"], ())
    assert "Things that begin with the letter S" in unplayable(rule_of["no-start:stp"], ())
    assert "Medical specialists" in unplayable(rule_of["no-letter:o"], ())


def test_without_its_avoid_list_a_spanish_rule_would_meet_questions_it_breaks() -> None:
    """The same for the Spanish decks: their avoid lists are what keeps these pairs apart."""
    rule_of = {rule: ident for ident, rule in challenge_rules("es").items()}
    assert "Palabras que riman con ratón" in unplayable(rule_of["no-letter:o"], (), "es")
    assert "Animales que saltan" in unplayable(rule_of["min-letters:7"], (), "es")
    assert "Palabras que terminan en «ito»" in unplayable(rule_of["no-letter:i"], (), "es")
    assert "Nombres que empiezan por la letra A" in unplayable(rule_of["min-letters:7"], (), "es")


@pytest.mark.parametrize("language", RAPID_LIST)
def test_a_challenge_that_mentions_a_cue_has_one(language: str) -> None:
    cues = language_library(language).extras["rapid_list/challenge_cues"]
    cued = [ident for ident, text in challenges(language).items() if tongue_of(language).cued(text)]
    assert cued and all(ident in cues for ident in cued)


# ---- One of the tests' own tables, by language (docs/dev/adding-a-language.md, step 7): what a cue card's text
# ---- promises the cue will say, read from its words, by the cue's kind (engine.setup.CUE_KINDS), and the words
# ---- the referee's call must then hold, in each language.
CUE_PROMISES = {
    "en": {
        "eyes": (r"\beyes\b", "open your eyes"),
        "switch": (r"\bswitch\b|other hand", "switch hands"),
        "write": (r"\bwait\b|before you write", "write now"),
    },
    "es": {
        "eyes": (r"\bojos\b", "ojos abiertos"),
        "switch": (r"\bcambia\b|otra mano", "cambio de mano"),
        "write": (r"escribir hasta|\bespera", "a escribir"),
    },
    # the German call is held only to its key word ("Augen", "Hand", "schreiben"), whatever the line around it
    "de": {
        "eyes": (r"\baugen\b", "augen"),
        "switch": (r"\bhand\b", "hand"),
        "write": (r"geschrieben wird erst", "schreib"),
    },
}


@pytest.mark.parametrize("language", RAPID_LIST)
def test_every_cue_card_gets_the_cue_its_text_promises(language: str) -> None:
    """Issue 40: one call, "Red, write now.", fitted neither "switch to the other hand at the cue" nor "eyes
    closed for the first five seconds". Each cue card's call is the one its text promises, as the game says it."""
    import re

    from engine import language as languages
    from engine.games.rapid_list import lines

    promises = entry(
        CUE_PROMISES,
        language,
        "tests/engine/games/test_rapid_list_content.py CUE_PROMISES",
        "what a cue card's text promises (eyes, switch, write: a pattern of its words) and the words the call then holds",
    )
    extras = language_library(language).extras
    calls = extras.get("rapid_list/challenge_cue_calls", {})
    wrong = []
    for ident in extras["rapid_list/challenge_cues"]:
        text = challenges(language)[ident].lower()
        promised = [kind for kind, (pattern, _) in promises.items() if re.search(pattern, text)]
        with languages.speaking(language):
            said = lines.challenge_cue(["Red"], calls.get(ident, "write")).text.lower()
        if len(promised) != 1 or promises[promised[0]][1] not in said:
            wrong.append((ident, text, said))
    assert wrong == []


LETTER_RULED = by_language(
    "rapid-list",
    lambda language: sorted(
        ident
        for ident, rule in challenge_rules(language).items()
        if rule.partition(":")[0] in ("no-start", "no-letter", "need-letter", "no-vowel-start")
        or rule == "handicap:distinct-starts"
    ),
    fill=1,
)


def letter_rule_meets(tongue: Tongue, rule: str, question: str) -> bool:
    """Whether a letter rule meets a question about that letter, read from the question's words alone."""
    name, _, value = rule.partition(":")
    vowels = "aeiou"
    if rule == "handicap:distinct-starts" and tongue.begin.search(question):
        return True  # every answer shares the first letter the question names
    for named in tongue.letter_named.findall(question):
        named = tongue.fold(named)
        named = tongue.letter_names.get(named, named)
        if name == "no-start" and named[:1] in value:
            return True
        if name == "no-letter" and value in named:
            return True
        if name == "no-vowel-start" and named[:1] in vowels:
            return True
    if tongue.rhyme_word in question.lower() and name in ("no-letter", "need-letter"):
        ending = tongue.fold(tongue.rhyme_ending(question.lower().rsplit(" ", 1)[-1]))
        if (name == "no-letter") == (value in ending):
            return True
    return False


@pytest.mark.parametrize(("language", "ident"), LETTER_RULED)
def test_a_letter_rule_never_meets_a_question_about_that_letter(language: str, ident: str) -> None:
    """Read from the question's words, not its answers: "Things that begin with the letter S" and no S.

    A rhyme question counts by its rhyme's ending: "rhyme with ball" never
    meets "must contain E", "rhyme with cat" never meets "no letter A";
    "riman con ratón" never meets "sin la letra O".
    """
    tongue = tongue_of(language)
    rule = challenge_rules(language)[ident]
    avoid = avoid_lists(language).get(ident, ())
    met = [
        question
        for _, question in every_question(language)
        if not clashes(avoid, question) and letter_rule_meets(tongue, rule, question)
    ]
    assert met == []


#: How each language's questions name letters and rhymes, and whether a letter rule meets the question:
#: Spanish names letters, letters as words ("«pa»") and rhyme endings; German names them in quotes or as
#: "dem Buchstaben M".
LETTER_READINGS = [
    ("es", "no-start:stb", "Palabras que empiezan por la letra S", True),
    ("es", "no-start:cpm", "Comidas que empiezan por «pa»", True),
    ("es", "no-letter:i", "Palabras que terminan en «ito»", True),
    ("es", "no-letter:o", "Palabras que riman con ratón", True),
    ("es", "need-letter:e", "Palabras que riman con luna", True),
    ("es", "no-letter:e", "Palabras que riman con luna", False),
    ("es", "handicap:distinct-starts", "Nombres que empiezan por la letra A", True),
    ("es", "no-start:stb", "Cosas que hay en una cocina", False),
    ("de", "no-start:sbk", "Wörter, die mit „Sch“ anfangen", True),
    ("de", "no-start:kmp", "Namen, die mit dem Buchstaben M anfangen", True),
    ("de", "no-letter:u", "Wörter, die auf „ung“ enden", True),
    ("de", "no-letter:a", "Reime auf Ball", True),
    ("de", "need-letter:a", "Reime auf Bein", True),
    ("de", "no-letter:a", "Reime auf Bein", False),
    ("de", "handicap:distinct-starts", "Namen, die mit dem Buchstaben M anfangen", True),
    ("de", "no-start:sbk", "Was es in einer Bäckerei gibt", False),
]


@pytest.mark.parametrize(("language", "rule", "question", "meets"), LETTER_READINGS)
def test_the_letter_reading_finds_each_languages_letters_and_rhymes(language: str, rule: str, question: str, meets: bool) -> None:
    assert letter_rule_meets(tongue_of(language), rule, question) is meets
