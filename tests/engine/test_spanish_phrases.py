"""Every phrase module has a Spanish twin, complete and in Spanish (issue 25).

1. Each English phrase module (every `phrases.py` under engine/ and device/;
   the words already moved to message files are tests/test_messages.py's) has its
   twin beside it (`phrases_es.py`) with the same public names, the same
   signatures and constants of the same type (a Line keeps its `again` flag
   and its long form).
2. No Spanish line holds an English word: every function of both twins is
   called with the same sample values (built from its signature, by parameter
   name and annotation), and the words of every line the Spanish one says are
   checked against the words the English one says, less names, numbers,
   button names and the few words both languages share.
3. Exact lines for what is easy to get wrong: number words, agreement,
   "y"/"e", "o"/"u", durations.
4. espeak-ng's Spanish voice says a sample of the lines, accents and ñ included.
"""

from __future__ import annotations

import importlib
import inspect
import re
import shutil
import subprocess
from fractions import Fraction
from functools import lru_cache
from types import ModuleType
from typing import Any, Callable, Iterator

import pytest
from engine.catalog import GAMES
from engine.core import AskChoice, AskConfirm, AskGo, AskNumber, Input, Line, Option
from engine.games.dabble.scoring import Parts
from engine.language import speaking
from tests.paths import REPO
from tests.rooms import ROOMS, said as said_in_room

# ---------------------------------------------------------------- the modules


def _english_modules() -> list[str]:
    """Every phrase module, found on disk so that a new one needs its twin at once."""
    found = []
    for path in sorted([*(REPO / "engine").rglob("*phrases.py"), *(REPO / "device").rglob("*phrases.py")]):
        found.append(".".join(path.relative_to(REPO).with_suffix("").parts))
    return found


ENGLISH = _english_modules()


def _twin(name: str) -> str:
    return name + "_es"


def _public(module: ModuleType) -> dict[str, Any]:
    """The names a module defines for its callers: its own functions and its constants (not what it imports)."""
    names = {}
    for name, value in vars(module).items():
        if name.startswith("_") or inspect.ismodule(value) or inspect.isclass(value):
            continue
        if callable(value):
            if inspect.isfunction(value) and value.__module__ == module.__name__:
                names[name] = value
            continue
        if type(value).__module__ in ("__future__", "typing"):
            continue
        names[name] = value
    return names


def test_every_phrase_module_is_found() -> None:
    assert "engine.phrases" in ENGLISH
    assert len([name for name in ENGLISH if name.startswith("engine.games.")]) >= 4


# ---------------------------------------------------------------- 1. same names, same signatures

# Defaults that are words said in the line, so each language has its own (a str either way).
SPOKEN_DEFAULTS = {
    ("engine.phrases", "needs_seats", "who"),
    ("engine.phrases", "different_names", "who"),
    ("engine.phrases", "how_many", "who"),
}
# Dicts whose Spanish twin may hold more keys: the Spanish spelling words cover the Spanish letters too.
MORE_KEYS = {("engine.games.scattergories.phrases", "SPELLING_WORDS")}
# Dicts whose keys are each language's own: what its voice reads wrongly (device/sound/lexicon.py).
OWN_KEYS: set[tuple[str, str]] = set()


def _annotation(value: Any) -> str:
    return re.sub(r"\s+", "", value if isinstance(value, str) else getattr(value, "__name__", repr(value)))


def _signature_problems(module: str, name: str, english: Callable[..., Any], spanish: Callable[..., Any]) -> list[str]:
    mine, theirs = inspect.signature(english), inspect.signature(spanish)
    problems = []
    if list(mine.parameters) != list(theirs.parameters):
        return [f"{name}: parameters {list(theirs.parameters)}, not {list(mine.parameters)}"]
    for parameter, other in zip(mine.parameters.values(), theirs.parameters.values()):
        if parameter.kind != other.kind:
            problems.append(f"{name}({parameter.name}): a {other.kind.description} parameter")
        if _annotation(parameter.annotation) != _annotation(other.annotation):
            problems.append(f"{name}({parameter.name}): annotated {other.annotation}, not {parameter.annotation}")
        if (module, name, parameter.name) in SPOKEN_DEFAULTS:
            if type(parameter.default) is not type(other.default):
                problems.append(f"{name}({parameter.name}): a default of another type")
        elif parameter.default != other.default:
            problems.append(f"{name}({parameter.name}): default {other.default!r}, not {parameter.default!r}")
    if _annotation(mine.return_annotation) != _annotation(theirs.return_annotation):
        problems.append(f"{name}: returns {theirs.return_annotation}, not {mine.return_annotation}")
    return problems


def _constant_problems(module: str, name: str, english: Any, spanish: Any) -> list[str]:
    if type(english) is not type(spanish):
        return [f"{name}: a {type(spanish).__name__}, not a {type(english).__name__}"]
    if isinstance(english, Line):
        return _line_problems(name, english, spanish)
    if isinstance(english, dict):
        mine, theirs = set(english), set(spanish)
        if (module, name) in MORE_KEYS and mine <= theirs or (module, name) in OWN_KEYS:
            return []
        return [f"{name}: keys {sorted(theirs, key=str)}, not {sorted(mine, key=str)}"] if mine != theirs else []
    if isinstance(english, AskGo):
        problems = _line_problems(name, english.question, spanish.question)
        return problems + ([f"{name}: an action in one language only"] if bool(english.action) != bool(spanish.action) else [])
    return []


def _line_problems(name: str, english: Line, spanish: Line) -> list[str]:
    """The same structure: the `again` flag, a long form where the English has one, a short form
    where the English has one (unless the Spanish text is already two words or fewer)."""
    problems = []
    if english.again != spanish.again:
        problems.append(f"{name}: again={spanish.again}, not {english.again}")
    if bool(english.long) != bool(spanish.long):
        problems.append(f"{name}: a long form in one language only ({english!r} / {spanish!r})")
    if english.short and not spanish.short and len(spanish.text.split()) > 2:
        problems.append(f"{name}: no short form for {spanish.text!r}")
    return problems


@pytest.mark.parametrize("module", ENGLISH)
def test_twin_has_the_same_names_and_signatures(module: str) -> None:
    try:
        twin = importlib.import_module(_twin(module))
    except ImportError as error:
        pytest.fail(f"{module} has no Spanish twin {_twin(module)}: {error}")
    english, spanish = _public(importlib.import_module(module)), _public(twin)
    problems = [f"missing in {_twin(module)}: {name}" for name in sorted(set(english) - set(spanish))]
    problems += [f"only in {_twin(module)}: {name}" for name in sorted(set(spanish) - set(english))]
    for name in sorted(set(english) & set(spanish)):
        if callable(english[name]):
            if not callable(spanish[name]):
                problems.append(f"{name}: not a function in {_twin(module)}")
            else:
                problems += _signature_problems(module, name, english[name], spanish[name])
        else:
            problems += _constant_problems(module, name, english[name], spanish[name])
    assert not problems, "\n".join(problems)


def test_the_comparison_names_a_missing_name_and_a_changed_signature() -> None:
    """The test above fails naming what differs, not with a bare assertion."""
    english, spanish = ModuleType("english"), ModuleType("spanish")
    exec("def said(name: str, first: bool = True) -> str: ...\nDONE = 'x'", english.__dict__)
    exec("def said(name: str, first: bool = False) -> str: ...", spanish.__dict__)
    assert set(_public(english)) - set(_public(spanish)) == {"DONE"}
    problems = _signature_problems("m", "said", _public(english)["said"], _public(spanish)["said"])
    assert problems == ["said(first): default False, not True"]


# ---------------------------------------------------------------- 2. no English word in a Spanish line

NAMES = ("Ana", "Beto", "Cati", "Inés")

# Sample values by parameter name and annotation, then by annotation alone: every value is
# called in turn with the others at their first, so each branch a value opens is heard.
BY_NAME: dict[tuple[str, str], list[Any]] = {
    ("names", "Sequence[str]"): [["Ana"], ["Ana", "Beto"], ["Ana", "Beto", "Inés"]],
    ("words", "Sequence[str]"): [["Ana", "Beto", "Inés"], [], ["Ana"], ["Ana", "Beto"]],
    ("names", "str | None"): ["Beto", "Beto y Cati", None],
    ("names", "Sequence[str] | None"): [[], ["Beto"], ["Beto", "Cati"], None],
    ("names", "tuple[str, ...] | list[str]"): [["Ana", "Beto", "Inés"]],
    ("says", "str"): ["write", "eyes", "switch"],  # what a challenge's cue tells (engine.setup.CUE_KINDS)
    ("winners", "Sequence[str]"): [["Ana"], ["Ana", "Beto"]],
    ("winners", "int"): [1, 2],
    ("waiting", "Sequence[str]"): [["Ana"], ["Ana", "Inés"]],
    ("victims", "Sequence[str]"): [[], ["Beto"], ["Beto", "Cati"]],
    ("examples", "Sequence[str]"): [[], ["Ana", "Beto"]],
    ("doublers", "Sequence[str] | None"): [["Ana"], None, ["Ana", "Beto", "Cati"], []],
    ("vetoes", "Sequence[str] | None"): [None, ["Beto"], ["Ana", "Beto", "Cati"]],
    ("seats", "int"): [3],
    ("seed", "str | None"): ["3f4a0917", None],
    ("fields", "Sequence[int]"): [[3], [1, 4], [0, 0]],
    ("challenge_spaces", "Sequence[int]"): [[9, 10, 11, 12], [5], [4, 7, 10, 12], [5, 10, 11, 12]],
    ("places", "Sequence[tuple[str, int]]"): [
        [("Ana", 9), ("Beto", 5), ("Cati", 5), ("Inés", 0)],
        [("Ana", 0), ("Beto", 0)],
        [("Ana", 15), ("Beto", 13), ("Cati", 13), ("Inés", 12)],
        [("Ana", 5), ("Beto", 5), ("Cati", 5)],
    ],
    ("bids", "Sequence[tuple[str, int, bool]]"): [[("Ana", 3, False), ("Beto", 5, True)]],
    ("bids", "Sequence[tuple[str, int]]"): [(), [("Ana", 3), ("Beto", 5)]],
    ("scores", "Sequence[tuple[str, int, bool]]"): [
        [("Ana", 18, True), ("Beto", 12, False)],
        [("Ana", 9, True), ("Beto", 9, True)],
    ],
    ("entries", "Sequence[tuple[str, int]]"): [[("Ana", 17), ("Beto", 11)]],
    ("totals", "Sequence[tuple[str, int]]"): [[("Ana", 320), ("Beto", -4)], [("Ana", 520), ("Beto", 499)]],
    ("parts", "Mapping[str, Parts] | None"): [
        None,
        {"Ana": Parts(29, 10, 6, 1), "Beto": Parts(0, 0, 8, 2)},
        {"Ana": Parts(24, 0, 0, 0, best_word=True), "Beto": Parts(0, 0, 0, 0)},
    ],
    ("ranked", "Sequence[tuple[str, int, int]]"): [
        [("Ana", 30, 60), ("Beto", 0, 20), ("Cati", 10, 30)],
        [("Ana", 30, 520), ("Beto", 30, 520), ("Cati", -8, 0)],
        [("Ana", 30, 499), ("Beto", 0, 499)],
    ],
    ("rows", "Sequence[tuple[Sequence[str], int, Sequence[tuple[int, int]]]]"): [
        [(["Ana"], 9, [(3, 62)]), (["Beto", "Inés"], 0, []), (["Cati"], 21, [(0, 41), (2, 75)])]
    ],
    ("threats", "Sequence[tuple[int, Sequence[str]]]"): [[], [(4, ["Beto"]), (2, ["Beto", "Cati"])]],
    ("given", "Sequence[tuple[str, str]]"): [[], "ANSWERS"],
    ("given", "int"): [7],
    ("high", "int | None"): [6, None],
    ("low", "int | None"): [2, None],
    ("face", "int | None"): [3, None],
    ("spot", "int | None"): [3],
    ("crosses", "int"): [1, 2],
    ("down", "int"): [2, 1, 0],
    ("step", "int"): [5, 0, 21],
    ("finish", "int"): [13, 21],
    ("space", "int"): [7, 0, 13, 15],
    ("value", "int"): [62, 1, 21, -4, 75],
    ("lost", "int"): [41],
    ("n", "int"): [0, 16, 21, 75, 99],
    ("number", "int"): [1, 2, 21],
    ("number", "str"): ["7", ""],
    ("list_number", "str"): ["7", ""],
    ("letter", "str"): ["B", "W"],
    ("after", "str | None"): [None, "Ana"],
    ("seconds", "int"): [30, 60, 150, 1],
    ("seconds", "float"): [40.0, 60.0, 125.3, 1.0],
    ("left", "float"): [40.0, 125.3, 1.0],
    ("left", "float | None"): [None, 40.0],
    ("unsaved", "int | None"): [None, 1, 3],
    ("target", "int"): [500],
    ("gained", "int"): [5],
    ("bonus", "int"): [1, 2],
    ("points", "int"): [1, 21, 0],
    ("hands", "int"): [1, 3],
    ("tiles", "int"): [20, 1],
    ("bid", "int"): [1, 5, 21],
    ("valid", "int"): [3, 1],
    ("invalid", "int"): [1],
    ("round_", "int"): [3],
    ("of", "int"): [3],
    ("low", "int"): [2],
    ("high", "int"): [6],
    ("lowest", "int"): [1],
    ("highest", "int"): [3],
    ("port", "int"): [8080],
    ("chance", "Fraction"): [Fraction(11, 36)],
    ("cross", "Fraction"): [Fraction(11, 36), Fraction(2, 36)],
    ("better", "Fraction"): [Fraction(5, 36)],
    ("error", "Exception"): ["ERROR"],
    ("kind", "str"): ["chance", "timer", "virtual"],
    ("deck", "str"): ["d/x"],
    ("host", "str"): ["192.168.1.20"],
    ("code", "str"): ["4821"],
    ("track", "str"): ["NNNC"],
    ("tracks", "Sequence[str]"): [["t1", "t2"]],
    ("variants", "Sequence[str]"): [["v1", "v2"]],
    ("known", "Sequence[str]"): [["1", "2"]],
    ("name", "str"): ["Ana"],
    ("first", "str"): ["Beto"],
    ("second", "str"): ["Inés"],
    ("next_name", "str"): ["Beto"],
    ("owner", "str"): ["Beto"],
    ("reader", "str"): ["Ana"],
    ("voter", "str"): ["Beto", "Ana"],
    ("challenged", "str"): ["Ana"],
    ("title", "str"): ["Dabble"],
    ("game", "str"): ["Dabble"],
    ("categories", "Sequence[str]"): ["CATEGORIES"],
    ("mark", "str | None"): ["7", None],
    ("came", "int"): [11, 0, 1],
    ("rolls", "int"): [40, 1, 21],
    ("expected", "int"): [7, 1],
    ("needed", "int"): [30],
    ("steps", "int"): [0, 1, 3],  # Coin Race's count of steps (tests/coin_race/): none, one, the last
}
BY_ANNOTATION: dict[str, list[Any]] = {
    "bool": [True, False],
    "int": [2, 1, 21],
    "str": ["TEXT"],
    "Line": ["LINE"],
    "Line | None": [None, "LINE"],
}

# The samples that are words: each language gets its own, as the rules would pass them (a card's
# text, a clause built by the same module). "TEXT" is a parameter's own entry here, else a sentence.
WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "TEXT": "Name a fruit",
        "LINE": Line("Round 2, Ana's turn.", "Round 2."),
        "ERROR": ValueError("the list is missing"),
        "ANSWERS": [("Ana", "apple"), ("Beto", "banana.")],
        "CATEGORIES": ["A fruit", "TV shows"],
        "category": "A fruit",
        "answer": "apple",
        "where": "space 7",
        "why": "Ana up 5 from field 5",
        "then": "Pencils down!",
        "what": "unused tiles",
        "who": "players",
        "cards": "question card",
        "noun": "point",
        "plural": "",
        "parts_are": "the list, one category at a time",
        "rules": "One point for each answer.",
        "reason": "That was decided by chance.",
        "trouble": "the card is full",
        "instruction": "write only nouns.",
        "asked": "Name a fruit",
        "text": "Name a fruit",
        "named": "Sixes",
    },
    "es": {
        "TEXT": "Di una fruta",
        "LINE": Line("Ronda 2, turno de Ana.", "Ronda 2."),
        "ERROR": ValueError("falta la lista"),
        "ANSWERS": [("Ana", "manzana"), ("Beto", "plátano.")],
        "CATEGORIES": ["Una fruta", "Series de televisión"],
        "category": "Una fruta",
        "answer": "manzana",
        "where": "la casilla 7",
        "why": "Ana sube 5 por la casilla 5",
        "then": "¡Nadie escribe más!",
        "what": "las fichas sin usar",
        "who": "jugadores",
        "cards": "carta de preguntas",
        "noun": "punto",
        "plural": "",
        "parts_are": "la lista, categoría a categoría",
        "rules": "Un punto por respuesta.",
        "reason": "Eso lo decidió el azar.",
        "trouble": "la tarjeta está llena",
        "instruction": "escribe solo sustantivos.",
        "asked": "Di una fruta",
        "text": "Di una fruta",
        "named": "Seises",
    },
}


def _prompts(language: str) -> list[Any]:
    """One prompt of each kind, for the functions that take a prompt, with its words in the language."""
    words = WORDS[language]
    question = words["LINE"]
    choice = (Option("roll", "tirar otra vez" if language == "es" else "roll again"), Option("odds", "x"))
    return [
        AskNumber(question, 1, 300, 30, unit="seconds", house_rule_above=180),
        AskNumber(question, 1, 21, 5),
        AskChoice(question, choice, main_option="roll"),
        AskChoice(question, choice),
        AskConfirm(question, True),
        AskGo(question, action="tirar" if language == "es" else "roll"),
        AskGo(question),
    ]


# Functions whose arguments go together: their calls are listed whole (by function name, any module).
def _special_calls(function: str, module: str, language: str) -> list[tuple[Any, ...]] | None:
    prompts = _prompts(language)
    if function == "answer_given":
        given = [
            Input("number", 200),
            Input("number", 7),
            Input("choice", "roll"),
            Input("choice", "odds"),
            Input("confirm", False),
            Input("go", None),
            Input("go", None),
        ]
        return [*zip(prompts, given), (prompts[4], Input("confirm", True))]
    if function == "button_hint":
        return [(prompt,) for prompt in prompts]
    if function == "beyond_the_rules":
        return [(prompts[0], 200), (prompts[1], 7)]
    if function == "said_entry":
        texts = WORDS[language]
        if module.startswith("engine.games.dabble"):
            return [("d/x", {"name": texts["category"], "examples": ["Ana"]}), ("d/x", texts["answer"]), ("d/x", 3)]
        return [("d/x", texts["instruction"]), ("d/x", texts["CATEGORIES"])]
    if function == "die_face":  # a face and how it is named go together (engine/fairness.py face_shape)
        return [("6", "number"), ("1", "number"), ("X", "cross"), ("W", "other"), ("12", "number"), ("A1", "other")]
    if function == "where" and module.startswith("engine.games.scattergories"):
        return [("7", 2, 3, False, "B"), ("", 1, 3, False, ""), ("7", 3, 3, True, "W")]
    return None


def _samples(parameter: inspect.Parameter, language: str) -> list[Any]:
    annotation = _annotation(parameter.annotation).replace("|", " | ").replace(",", ", ")
    annotation = re.sub(r"\s+", " ", annotation)
    values = BY_NAME.get((parameter.name, annotation))
    if values is None and parameter.name in WORDS[language] and annotation == "str":
        values = [WORDS[language][parameter.name]]
    if values is None:
        values = BY_ANNOTATION.get(annotation)
    if values is None:
        raise LookupError(f"no sample value for {parameter.name}: {annotation}")
    return [WORDS[language].get(value, value) if isinstance(value, str) else value for value in values]


def _calls(function: Callable[..., Any], name: str, module: str, language: str) -> list[tuple[Any, ...]]:
    """The argument lists to call a function with: all first samples, then each parameter's others in turn."""
    special = _special_calls(name, module, language)
    if special is not None:
        return special
    choices = [_samples(parameter, language) for parameter in inspect.signature(function).parameters.values()]
    calls = [tuple(values[0] for values in choices)]
    for index, values in enumerate(choices):
        for value in values[1:]:
            calls.append(tuple(value if i == index else first[0] for i, first in enumerate(choices)))
    return calls


def _texts(value: Any) -> Iterator[str]:
    """Every spoken text in a value: a line's three forms, strings, and what lists, dicts and prompts hold."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Line):
        yield from (text for text in (value.text, value.short, value.long) if text)
    elif isinstance(value, AskGo):
        yield from _texts(value.question)
        yield value.action
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _texts(item)


def _said(module: str, language: str) -> tuple[dict[str, list[str]], list[str]]:
    """Everything a phrase module says, by the name that said it, and the functions it could not call."""
    loaded = importlib.import_module(module)
    said: dict[str, list[str]] = {}
    failed = []
    for name, value in _public(loaded).items():
        if not callable(value):
            said[name] = list(_texts(value))
            continue
        try:
            calls = _calls(value, name, module, language)
        except LookupError as error:
            failed.append(f"{module}.{name}: {error}")
            continue
        said[name] = []
        for arguments in calls:
            try:
                said[name] += _texts(value(*arguments))
            except Exception as error:  # noqa: BLE001 - named below, with the arguments
                failed.append(f"{module}.{name}{arguments!r}: {type(error).__name__}: {error}")
    return said, failed


# Removed before the words are compared: sample names, the games' titles (box names, kept in every
# language on purpose) and the app the history exports to, the buttons as printed (GO, OK, UP, DOWN, BACK), the option names of the
# command line (--ages) and the track strings (N and C spaces), which the program reads.
# The titles come from the catalog when a line is checked, so a game registered for a test counts too.
OTHER_TITLES = ("Board Game Stats",)
BUTTONS = ("GO", "OK", "UP", "DOWN", "BACK")


def _titles() -> tuple[str, ...]:
    return (*(entry.game.title for entry in GAMES.values()), *OTHER_TITLES)


@lru_cache(maxsize=None)
def _kept(titles: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(
        r"|".join([*(re.escape(text) for text in (*titles, *NAMES)), *(rf"\b{button}\b" for button in BUTTONS)])
        + r"|--[\w-]+|\b[NC]{4,}\b"
    )


# Words an English line and a Spanish line both use, in the same sense: allowed in Spanish.
#   "no", "final", "total", "normal", "natural", "zigzag": spelt alike, the same sense in both languages;
#   "veto": the same word in Spanish ("el veto"); "extra": Spanish too ("puntos extra");
#   "once": Spanish for 11 (Rapido says it), spelt like the English word;
#   "me", "de", "con", "a": never English in a line, kept out in case an English line quotes Spanish;
#   "red": the English seat colour (SEAT_NAMES) is Spanish for a network ("espera a la red");
#   "dice": Rapido's dice in English, "says" in Spanish ("el código que dice el árbitro");
#   "local": the same word and sense ("la red local"); "utc", "id": read alike in both (the CSV's columns).
SHARED = {
    "no",
    "final",
    "total",
    "normal",
    "natural",
    "zigzag",
    "veto",
    "extra",
    "once",
    "me",
    "de",
    "con",
    "a",
    "red",
    "dice",
    "local",
    "utc",
    "id",
    "qr",
}
# The English spelling alphabet (NATO) names letters, not English words: "Lima" is a city in Spanish too.
NATO = {
    "alpha",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliet",
    "kilo",
    "lima",
    "mike",
    "november",
    "oscar",
    "papa",
    "romeo",
    "sierra",
    "tango",
    "whiskey",
}


def _words(text: str) -> set[str]:
    """The words of a line, in lower case: letters only (so "Ana's" is "ana" and "s"), single letters left out
    (a die's letter, a track's N and C, and "a", a word in both languages)."""
    return {word.lower() for word in re.findall(r"[^\W\d_]+", _kept(_titles()).sub(" ", text)) if len(word) > 1}


def _english_words() -> set[str]:
    """Every English line's words: the phrase modules' and the rooms' messages (tests/rooms.py)."""
    words: set[str] = set()
    for module in ENGLISH:
        said, _ = _said(module, "en")
        for texts in said.values():
            for text in texts:
                words |= _words(text)
    for room in ROOMS:
        for texts in said_in_room(room, "en").values():
            for text in texts:
                words |= _words(text)
    return words - SHARED - NATO


ENGLISH_WORDS = _english_words()


def test_the_english_word_list_is_the_english_lines() -> None:
    """The list is built from the English lines, so it holds their words and none of the kept ones."""
    assert {"press", "round", "points", "the", "wins", "left", "clockwise"} <= ENGLISH_WORDS
    assert not {"ana", "ines", "inés", "ok", "dabble", "rapido", "scattergories"} & ENGLISH_WORDS  # "go" is English too: "Go!"


@pytest.mark.parametrize("module", ENGLISH)
def test_every_function_of_both_twins_is_called(module: str) -> None:
    """Every function is called with the sample values: one it cannot be called with is named."""
    failed = _said(module, "en")[1] + _said(_twin(module), "es")[1]
    assert not failed, "could not call:\n" + "\n".join(failed)


@pytest.mark.parametrize("module", ENGLISH)
def test_no_spanish_line_holds_an_english_word(module: str) -> None:
    """Checked against every English line's words, the module's own included (a game registered for a
    test is not among the modules found on disk)."""
    said, _ = _said(_twin(module), "es")
    english = ENGLISH_WORDS | {word for texts in _said(module, "en")[0].values() for text in texts for word in _words(text)}
    english -= SHARED | NATO
    found = [
        f"{name}: {sorted(_words(text) & english)} in {text!r}"
        for name, texts in said.items()
        for text in texts
        if _words(text) & english
    ]
    assert not found, "English words in Spanish lines:\n" + "\n".join(found)


@pytest.mark.parametrize("module", ENGLISH)
def test_every_spanish_function_says_something(module: str) -> None:
    """A twin says as much as the English: no function of it is left silent."""
    english, spanish = _said(module, "en")[0], _said(_twin(module), "es")[0]
    silent = [name for name, texts in spanish.items() if english.get(name) and not any(texts)]
    assert not silent, f"silent in {_twin(module)}: {silent}"


@pytest.mark.parametrize("module", ENGLISH)
def test_lines_keep_their_structure(module: str) -> None:
    """Called alike, a function gives a Line in both languages or in neither, with the same `again`
    and a long form in both or neither."""
    english, spanish = importlib.import_module(module), importlib.import_module(_twin(module))
    problems = []
    for name, function in _public(english).items():
        if not callable(function):
            continue
        for mine, theirs in zip(_calls(function, name, module, "en"), _calls(getattr(spanish, name), name, module, "es")):
            said, dicho = function(*mine), getattr(spanish, name)(*theirs)
            pairs = list(zip(said, dicho)) if isinstance(said, list) and isinstance(dicho, list) else [(said, dicho)]
            for one, other in pairs:
                if type(one) is not type(other):
                    problems.append(f"{name}{theirs!r}: a {type(other).__name__}, not a {type(one).__name__}")
                elif isinstance(one, Line):
                    problems += _line_problems(f"{name}{theirs!r}", one, other)
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------- 3. lines easy to get wrong


def test_number_words() -> None:
    from engine.games.rapido import phrases_es as rapido

    assert [rapido.number_words(n) for n in (0, 1, 16, 21, 22, 30, 62, 75, 99)] == [
        "cero",
        "uno",
        "dieciséis",
        "veintiuno",
        "veintidós",
        "treinta",
        "sesenta y dos",
        "setenta y cinco",
        "noventa y nueve",
    ]
    assert rapido.face_word(6) == "seis" and rapido.face_word(None) == "cruz"
    assert rapido.spoken_faces(7, None) == "Siete y cruz"
    assert rapido.rolled(7, 5, 75, crossed=False).text == "Siete y cinco: setenta y cinco."


def test_counts_agree_with_their_noun() -> None:
    from engine.phrases_es import count

    assert count(1, "punto") == "un punto"
    assert count(2, "punto") == "2 puntos"
    assert count(0, "punto") == "0 puntos"
    assert count(1, "ficha") == "una ficha"
    assert count(21, "punto") == "veintiún puntos"
    assert count(21, "respuesta") == "veintiuna respuestas"
    assert count(31, "voto") == "treinta y un votos"
    assert count(11, "punto") == "11 puntos"
    assert count(101, "punto") == "ciento un puntos"
    assert count(200, "ficha") == "doscientas fichas"
    assert count(1, "mano") == "una mano"  # a feminine noun ending in -o
    assert count(3, "escalón", "escalones") == "3 escalones"
    assert count(2, "ficha de apóstrofo") == "2 fichas de apóstrofo"


def test_lists_join_with_y_or_e_and_alternatives_with_o_or_u() -> None:
    from engine.games.dabble.phrases_es import _one_of
    from engine.phrases_es import spoken_list

    assert spoken_list([]) == ""
    assert spoken_list(["Ana"]) == "Ana"
    assert spoken_list(["Ana", "Beto"]) == "Ana y Beto"
    assert spoken_list(["Ana", "Beto", "Inés"]) == "Ana, Beto e Inés"
    assert spoken_list(["Ana", "Hilario"]) == "Ana e Hilario"
    assert spoken_list(["agua", "hielo"]) == "agua y hielo"  # "hie-" is not the sound i
    assert _one_of(["siete", "ocho"]) == "siete u ocho"
    assert _one_of(["uno", "dos", "tres"]) == "uno, dos o tres"


def test_durations_and_time_left() -> None:
    """The device's "Quedan 40 segundos." is its messages' (tests/device/test_device_messages.py)."""
    from engine.phrases_es import duration, time_left

    assert duration(30) == "30 segundos"
    assert duration(1) == "un segundo"
    assert duration(60) == "un minuto"
    assert duration(150) == "2 minutos y medio"
    assert [duration(seconds) for seconds in (90, 105, 60, 45)] == [
        "un minuto y medio",
        "un minuto y 45",
        "un minuto",
        "45 segundos",
    ]
    assert time_left(150).text == "¡2 minutos y medio!"  # the timer's call, as a table calls it
    assert time_left(60).text == "¡Un minuto!"
    assert time_left(10).text == "¡10 segundos!"


def test_undo_and_a_turn_in_spanish() -> None:
    from engine.games.rapid_list import phrases_es as rapid_list
    from engine.phrases_es import each_in_turn, taken_back

    assert taken_back(rapid_list.bid_given("Ana", 7)).text == "Vuelvo atrás: la apuesta de Ana, 7."
    with speaking("es"):  # the short form is a message now (engine/in_turn.py), said in the language spoken
        assert each_in_turn("Inés", rapid_list.your_bid("Ana"), first=False).text == "¿Y Inés?"  # "y" heads a question


# ---------------------------------------------------------------- 4. espeak-ng says them in Spanish

SAMPLE_LINES = [
    "Pulsa GO para tirar.",
    "Seis y dos: sesenta y dos.",
    "Dobles: sube al escalón 5.",
    "La letra es la Ñ, de ñandú. ¡Ya!",
    "Ana, lee tus veintiuna respuestas. ¿Todas válidas?",
    "La doble erre y la elle cuentan como una letra cada una.",
    "¡2 minutos y medio!",
]


def _phonemes(text: str) -> str:
    done = subprocess.run(["espeak-ng", "-v", "es", "-q", "-x", text], capture_output=True, text=True, timeout=30, check=False)
    assert done.returncode == 0, done.stderr
    assert not done.stderr.strip(), done.stderr
    return done.stdout


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
@pytest.mark.parametrize("line", SAMPLE_LINES)
def test_espeak_says_the_line_in_spanish(line: str) -> None:
    phonemes = _phonemes(line)
    assert phonemes.strip()
    assert "(en)" not in phonemes  # espeak-ng marks a switch to its English voice like this


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_espeak_says_accents_and_enye_as_spanish_sounds() -> None:
    """ñ is the palatal n (n^), not spelt out; an accented vowel carries the stress; 75 is "setenta y cinco"."""
    assert "n^" in _phonemes("ñandú")
    assert "'en^e" not in _phonemes("ñandú")  # not the letter's name, "eñe"
    assert "an^os" in _phonemes("años")
    assert "est'a" in _phonemes("está") and "'esta" in _phonemes("esta")  # the accent moves the stress
    assert "xap'on" in _phonemes("Japón")
    assert "T'inko" in _phonemes("Quedan 75 segundos")  # digits are read as Spanish number words


# "vosotros" and "ustedes" split Spain from the Americas: a line to the whole table says "cada uno", "todos" in
# the third person, "se", or an infinitive (engine/phrases_es.py). The vosotros forms a line might slip into.
_VOSOTROS = re.compile(
    r"\b(?:(?!\w*séis\b)\w+(?:áis|éis|asteis|isteis)|\w*[bcdfghjlmnñpqrstvz]ís|vosotros|vosotras|vuestr[oa]s?|os|ustedes)\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize("module", ENGLISH)
def test_no_spanish_line_speaks_to_the_table_as_vosotros_or_ustedes(module: str) -> None:
    said, _ = _said(_twin(module), "es")
    found = [f"{name}: {text!r}" for name, texts in said.items() for text in texts if _VOSOTROS.search(text)]
    assert not found, "vosotros or ustedes in Spanish lines:\n" + "\n".join(found)


def test_the_vosotros_check_finds_the_forms_and_leaves_seis_alone() -> None:
    for line in ("Escribís las respuestas.", "Luego apostáis.", "Como os digo.", "Vuestro cubo avanza.", "Ustedes eligen."):
        assert _VOSOTROS.search(line), line
    for line in ("Seis y dos: sesenta y dos.", "Dieciséis y veintiséis.", "Los países de Europa.", "Cada uno escribe."):
        assert not _VOSOTROS.search(line), line
