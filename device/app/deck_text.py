"""Comparing deck texts by meaning rather than by spelling.

Two categories that differ only in case, articles, plurals, punctuation or the
"things that are" / "something" frame ask for the same answers: "Things that
are sticky" and "Something sticky" are one category. Judging a deck (is it
ours, does it repeat itself) needs that comparison, so it lives here, once,
for the deck tests and for `referee check-deck` alike.

The published game's categories are kept only as fingerprints of this
normal form (`fingerprint`), never as text: changing the normaliser changes
every fingerprint, so NORMALISER_VERSION is stored with them and a mismatch is
reported rather than silently matching nothing.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

from engine.text import fold as fold_in

NORMALISER_VERSION = 1

ARTICLES = frozenset({"a", "an", "the"})

# Spellings folded to one form so British and American texts compare equal.
# fmt: off
SPELLINGS = {
    "colour": "color", "flavour": "flavor", "favourite": "favorite", "catalogue": "catalog",
    "jewellery": "jewelry", "programme": "program", "theatre": "theater", "centre": "center",
    "neighbour": "neighbor", "harbour": "harbor", "maths": "math", "footware": "footwear",
    "film": "movie", "television": "tv", "holiday": "vacation",
}
# fmt: on

# Opening words that only frame a category ("Things that are", "Something",
# "Kinds of"): longest first, so "things that are" is taken before "things".
# fmt: off
FRAMES = (
    ("things", "that", "are"), ("thing", "that", "are"), ("something", "that", "is"),
    ("things", "that"), ("thing", "that"), ("something", "that"),
    ("you", "would", "find"), ("you", "can", "find"), ("youd", "find"), ("you", "find"), ("you", "see"),
    ("kinds", "of"), ("kind", "of"), ("types", "of"), ("type", "of"), ("sorts", "of"), ("sort", "of"),
    ("things",), ("thing",), ("something",), ("anything",), ("items",), ("item",), ("found",),
)
# fmt: on

# Words that make a text more than a bare noun: a frame, a verb phrase, a place phrase.
# fmt: off
NOT_NOUN = frozenset(
    {"something", "thing", "things", "anything", "item", "items", "you", "your", "youd", "that", "which", "who",
     "in", "at", "on", "of", "with", "to", "for", "from", "by", "is", "are", "can", "do", "does", "would", "could",
     "have", "has", "make", "get", "find", "found", "see", "when", "where", "how", "what", "not", "without",
     "people", "word", "words", "reason", "reasons", "way", "ways"}
)
# fmt: on


def fold(text: str) -> str:
    """Lower case without accents, with curly quotes straightened."""
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char)).lower()


def singular(word: str) -> str:
    """A crude singular that maps both sides the same way, which is all a comparison needs."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def words(text: str) -> list[str]:
    """The words of a text: folded, apostrophes dropped, punctuation as spaces, articles gone, singular."""
    text = fold(text)
    text = re.sub(r"\bt\.\s?v\.?", "tv", text).replace("&", " and ").replace("'", "")
    found = re.findall(r"[a-z0-9]+", text)
    found = [SPELLINGS.get(word, word) for word in found if word not in ARTICLES]
    return [SPELLINGS.get(singular(word), singular(word)) for word in found]


def normalise(text: str) -> str:
    """The comparable form of a category or question: "Things that are sticky" -> "sticky"."""
    found = words(text)
    stripped = True
    while stripped and found:
        stripped = False
        for frame in FRAMES:
            singular_frame = [singular(word) for word in frame]
            if found[: len(frame)] == singular_frame and len(found) > len(frame):
                found = found[len(frame) :]
                stripped = True
                break
    return " ".join(word for word in found if word != "found")


def fingerprint(text: str) -> str:
    """The stored fingerprint of a text: a short hash of its normal form (the text itself is never kept)."""
    return hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()[:16]


def is_bare_noun(text: str) -> bool:
    """One or two plain words naming a kind of thing ("A fruit", "Farm animals"), nothing more.

    Such a category is common property; a phrasing ("Something you plug in",
    "Something sticky") is somebody's wording and may not be shared.
    """
    found = words(text)
    if found[:2] in (["kind", "of"], ["type", "of"], ["sort", "of"]):
        found = found[2:]  # "Kinds of crime" names crimes: a bare noun in a frame that adds nothing
    return 1 <= len(found) <= 2 and not any(word in NOT_NOUN for word in found)


# Words that carry no meaning of their own when two texts are compared for overlap.
# fmt: off
FILLER = frozenset(
    {"something", "thing", "anything", "item", "that", "is", "are", "you", "your", "can", "in", "on", "at", "of",
     "to", "for", "with", "kind", "type", "sort", "and", "or", "do", "be", "by", "from", "famous", "word",
     "found", "find", "see", "would", "could", "might", "people", "person", "one", "someone", "who",
     "has", "have"}
)
# fmt: on

# Words counted as one meaning when texts are compared for overlap (a sea creature is an ocean animal).
# fmt: off
SAME_MEANING = {
    "ocean": "sea", "creature": "animal", "beast": "animal", "job": "occupation", "work": "occupation",
    "show": "programme", "program": "programme", "tv": "programme", "meal": "food", "dish": "food",
    "singer": "musician", "band": "musician", "city": "town", "country": "nation", "store": "shop",
    "clothe": "clothing", "clothes": "clothing", "wear": "clothing", "worn": "clothing", "car": "vehicle",
    "automobile": "vehicle", "kid": "child", "children": "child", "boy": "male", "man": "male",
    "girl": "female", "woman": "female", "drink": "beverage",
}
# fmt: on


# ---------------------------------------------------------------- Spanish decks
#
# A Spanish category or question is compared the same way, with Spanish words:
# "Algo que hay en un jardín" and "Cosas que hay en los jardines" are one text.
# Accents are folded, so "jardín" and "jardin" are one word; ñ stays a letter of its own.

ARTICLES_ES = frozenset({"el", "la", "los", "las", "lo", "un", "una", "unos", "unas"})

# Words that carry no meaning of their own in a Spanish category or question: the
# "algo que se ... en un ..." frame, "cosas", "alguien", "famoso", "tipo de".
# fmt: off
FILLER_ES = frozenset(
    {"algo", "cosa", "alguien", "que", "quien", "se", "te", "tu", "su", "de", "del", "al", "a", "en", "con",
     "por", "para", "y", "o", "u", "e", "es", "son", "ser", "hay", "puede", "pueden", "puedes", "tiene",
     "tienen", "ve", "ven", "ver", "encuentra", "encuentran", "famoso", "famosa", "tipo", "clase", "palabra",
     "persona", "gente", "uno", "mas", "muy", "mucho", "donde", "cuando", "como", "tambien", "este", "esta"}
)
# fmt: on

# Words counted as one meaning in Spanish (a sea creature is an ocean animal).
# fmt: off
SAME_MEANING_ES = {
    "oceano": "mar", "criatura": "animal", "bestia": "animal", "trabajo": "oficio", "profesion": "oficio",
    "empleo": "oficio", "comida": "alimento", "plato": "alimento", "cantante": "musico", "banda": "musico",
    "pais": "nacion", "tienda": "comercio", "prenda": "ropa", "coche": "vehiculo", "auto": "vehiculo",
    "automovil": "vehiculo", "carro": "vehiculo", "chico": "niño", "crio": "niño",
    "hombre": "varon", "chica": "mujer",
}
# fmt: on


def is_spanish(language: str) -> bool:
    """Whether a deck's declared language is a Spanish ("es", "es-ES", "es-MX", ...)."""
    return language.split("-", 1)[0].lower() == "es"


def singular_es(word: str) -> str:
    """A crude Spanish singular, the same on both sides of a comparison: "flores" -> "flor", "peces" -> "pez"."""
    if len(word) > 4 and word.endswith("ces"):
        return word[:-3] + "z"
    if len(word) > 4 and word.endswith("es") and word[-3] in "lrndjy":
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and word[-2] in "aeiou":
        return word[:-1]
    return word


def fold_es(text: str) -> str:
    """Lower case without accents, but ñ kept: in Spanish it is a letter of its own ("uñas" is not "unas").
    The fold a game reads typed answers with (engine/text.py), so a deck and a game read a word alike."""
    return fold_in(text.replace("\u2019", "'"), "es")


def words_es(text: str) -> list[str]:
    """The words of a Spanish text: folded (ñ kept), punctuation as spaces, articles gone, singular."""
    return [singular_es(word) for word in re.findall(r"[a-z0-9ñ]+", fold_es(text)) if word not in ARTICLES_ES]


def meaning(text: str, language: str = "en") -> frozenset[str]:
    """The content words of a text, synonyms merged: what a near-duplicate check compares.

    A Spanish deck ("es", "es-MX", ...) is read with the Spanish words below; any
    other language with the English ones.
    """
    if is_spanish(language):
        return frozenset(SAME_MEANING_ES.get(word, word) for word in words_es(text) if word not in FILLER_ES)
    return frozenset(SAME_MEANING.get(word, word) for word in words(text) if word not in FILLER)


def overlap(first: str, second: str, language: str = "en") -> float:
    """How much two texts share in meaning, 0 to 1 (Jaccard over their content words)."""
    one, two = meaning(first, language), meaning(second, language)
    if not one or not two:
        return 0.0
    return len(one & two) / len(one | two)


# Two texts at or above this overlap ask for the same answers: "A sea creature"
# and "An ocean animal" (1.0), "A fruit" and "A tropical fruit" (0.5). Below it
# texts share one word of several ("A boy's name" and "A pet's name", 0.33).
NEAR_DUPLICATE = 0.5


def near_duplicates(texts: list[str], threshold: float = NEAR_DUPLICATE, language: str = "en") -> list[tuple[str, str, float]]:
    """Every pair of texts at or above the threshold, with its overlap."""
    pairs = []
    for index, first in enumerate(texts):
        for second in texts[index + 1 :]:
            score = overlap(first, second, language)
            if score >= threshold:
                pairs.append((first, second, round(score, 2)))
    return pairs
