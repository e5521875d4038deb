"""Words as data (issue 42): every room's message files against English, and the code against the files.

A room is a package whose words are Project Fluent files, `messages/<language>.ftl`
(engine/words.py). Checked here for every room found on disk and every language:
each file reads without a broken entry; a translation has exactly English's
messages, each with the same attributes and variables; no English word is left
in a translated message; every message the code asks for exists, and every
message in a file is asked for by some code. And at run time: a message missing
in a language is logged once and said in English, never a crash.
"""

from __future__ import annotations

import logging
import re
import sys
from pathlib import Path
from typing import Iterator

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from engine import language
from engine.core import Line
from engine import words as words_module
from engine.words import UnknownMessage, Words, complete, facts, message_ids, source
from tests.english_words import ENGLISH_WORDS, VOSOTROS, shared_with_english, words_of as _words
from tests.paths import REPO
from tests.rooms import ROOMS, said

TRANSLATIONS = [(room, code) for room in ROOMS for code in language.LANGUAGES if code != language.ENGLISH]


def _entries(room: str, spoken_in: str) -> list[ast.Entry]:
    text = source(room, spoken_in)
    assert text is not None, f"{room} has no messages/{spoken_in}.ftl"
    return FluentParser(with_spans=True).parse(text).body


def _shape(room: str, spoken_in: str) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Each message's attributes and variables: what a translation must keep."""
    entries = [entry for entry in _entries(room, spoken_in) if isinstance(entry, ast.Message)]
    variables = message_ids(room, spoken_in)
    return {
        entry.id.name: (frozenset(attribute.id.name for attribute in entry.attributes), frozenset(variables[entry.id.name]))
        for entry in entries
    }


def test_the_rooms_are_found() -> None:
    assert "device.companion" in ROOMS


@pytest.mark.parametrize("room", ROOMS)
@pytest.mark.parametrize("code", list(language.LANGUAGES))
def test_every_message_file_reads_whole(room: str, code: str) -> None:
    """A broken entry would be skipped at run time and its message said in English: refused here, with its line."""
    text = source(room, code) or ""
    broken = [entry for entry in _entries(room, code) if isinstance(entry, ast.Junk)]
    where = [
        f"line {text.count(chr(10), 0, entry.span.start) + 1}: {entry.content.strip()[:60]!r}" for entry in broken if entry.span
    ]
    assert not broken, f"{room}/messages/{code}.ftl has unreadable entries:\n" + "\n".join(where)


@pytest.mark.parametrize(("room", "code"), TRANSLATIONS)
def test_a_translation_has_englishs_messages_attributes_and_variables(room: str, code: str) -> None:
    english, theirs = _shape(room, language.ENGLISH), _shape(room, code)
    assert sorted(set(english) - set(theirs)) == [], f"missing in {code}"
    assert sorted(set(theirs) - set(english)) == [], f"in {code} but not in English"
    differ = [name for name in english if english[name] != theirs[name]]
    assert differ == [], f"attributes or variables differ in {code}: " + ", ".join(
        f"{name} {theirs[name]} not {english[name]}" for name in differ
    )
    assert complete(room, code)


def _english_left(texts_by_message: dict[str, list[str]], code: str) -> None:
    english = ENGLISH_WORDS - shared_with_english(code)
    found = [
        f"{name}: {sorted(_words(text) & english)} in {text!r}"
        for name, texts in texts_by_message.items()
        for text in texts
        if _words(text) & english
    ]
    assert not found, "English words in translated messages:\n" + "\n".join(found)


@pytest.mark.parametrize(("room", "code"), TRANSLATIONS)
def test_no_translated_message_holds_an_english_word(room: str, code: str) -> None:
    _english_left(said(room, code), code)


class _Texts(Visitor):
    """The pieces of text of one message: each text element, and the nouns its COUNTs are given."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.texts.append(node.value)

    def visit_NamedArgument(self, node: ast.NamedArgument) -> None:
        if node.name.name in ("one", "other") and isinstance(node.value, ast.StringLiteral):
            self.texts.append(node.value.parse()["value"])


def _written(room: str, spoken_in: str) -> dict[str, list[str]]:
    """Every piece of text a message of `room` holds, by message: its value's and each attribute's, in every
    variant of every selector, and the nouns its COUNTs are given, whatever values would reach them."""
    found: dict[str, list[str]] = {}
    for entry in _entries(room, spoken_in):
        if isinstance(entry, ast.Message):
            texts = _Texts()
            texts.visit(entry)
            found[entry.id.name] = texts.texts
    return found


@pytest.mark.parametrize(("room", "code"), TRANSLATIONS)
def test_no_english_word_is_left_in_any_form_of_a_translated_message(room: str, code: str) -> None:
    """Said with sample numbers (above), a message shows its text and the variants numbers reach; here every
    attribute (a repeat's short form, hold OK's rule) and every variant a word selects is read too."""
    _english_left(_written(room, code), code)


@pytest.mark.parametrize("room", ROOMS)
def test_no_spanish_message_speaks_to_the_table_as_vosotros_or_ustedes(room: str) -> None:
    """The table is "cada uno", "todos" in the third person, "se" or an infinitive: vosotros and ustedes
    split Spain from the Americas (tests/english_words.py says which forms)."""
    found = [f"{name}: {text!r}" for name, texts in said(room, "es").items() for text in texts if VOSOTROS.search(text)]
    assert not found, "vosotros or ustedes in Spanish messages:\n" + "\n".join(found)


# ---------------------------------------------------------------- language facts (messages/<language>.toml)


def _fact_rooms() -> list[str]:
    found = [*(REPO / "engine").rglob("messages/en.toml"), *(REPO / "device").rglob("messages/en.toml")]
    return sorted(".".join(path.parent.parent.relative_to(REPO).parts) for path in found)


FACT_ROOMS = _fact_rooms()


def test_the_device_and_rapido_keep_language_facts() -> None:
    assert {"device", "engine.games.rapido"} <= set(FACT_ROOMS)
    assert facts("device", "es")["buttons_said"]["OK"] == "okey"


@pytest.mark.parametrize("room", FACT_ROOMS)
@pytest.mark.parametrize("code", [code for code in language.LANGUAGES if code != language.ENGLISH])
def test_a_languages_facts_have_englishs_keys_each_of_the_same_kind(room: str, code: str) -> None:
    """What each fact holds is the language's own (its abbreviations, its spelled capitals); which facts
    there are, and whether each is a list or a table, is the same in every language."""
    english, theirs = facts(room, language.ENGLISH), facts(room, code)
    assert {key: type(value) for key, value in theirs.items()} == {key: type(value) for key, value in english.items()}


# ---------------------------------------------------------------- the code and the files

#: A module's hold on a room: `words = Words("device.companion")` (any name: views hold `shown`).
HOLDER = re.compile(r"""^(\w+) = Words\("([\w.]+)"\)""", re.MULTILINE)


def asked_in(code: str) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """What a module asks of its rooms: (room, id) of each call, words("id"), words.line("id") or
    words.said_in(code, "id"), and
    (room, prefix) of each group."""
    asked, grouped = set(), set()
    for holder, room in HOLDER.findall(code):
        call = re.compile(rf"""\b{holder}(?:\.said_in\([^,()]+,|\.line\(|\()\s*["']([a-z][\w-]*)["']""")
        group = re.compile(rf"""\b{holder}\.group\(\s*["']([a-z][\w-]*)["']""")
        asked |= {(room, name) for name in call.findall(code)}
        grouped |= {(room, prefix) for prefix in group.findall(code)}
    return asked, grouped


def _modules() -> list[str]:
    files = [*(REPO / "engine").rglob("*.py"), *(REPO / "device").rglob("*.py")]
    return [path.read_text(encoding="utf-8") for path in files]


def _referenced(room: str) -> set[tuple[str, str]]:
    """(room, id) of each message its room's English messages say inside themselves (`{ roll-rule }`)."""
    found: set[tuple[str, str]] = set()

    class References(Visitor):
        def visit_MessageReference(self, node: ast.MessageReference) -> None:
            found.add((room, node.id.name))

    for entry in _entries(room, language.ENGLISH):
        References().visit(entry)
    return found


def test_every_message_the_code_asks_for_exists_and_every_message_is_asked_for() -> None:
    """Asked for: by a call on the room's holder. Used: its id quoted anywhere in the code (an id may be
    chosen before the call: words(a if x else b)), its prefix grouped, or said inside another message of
    its room (`{ roll-rule }`: one text kept in one place)."""
    asked, grouped = set(), set()
    for code in _modules():
        found = asked_in(code)
        asked |= found[0]
        grouped |= found[1]
    known = {(room, name) for room in ROOMS for name in message_ids(room, language.ENGLISH)}
    assert sorted(asked - known) == [], "asked for by the code, in no such room's English messages"
    quoted = {name for code in _modules() for name in re.findall(r"""["']([a-z][\w-]*)["']""", code)}
    referenced = {found for room in ROOMS for found in _referenced(room)}
    unused = sorted(
        (room, name)
        for room, name in known
        if name not in quoted
        and (room, name) not in referenced
        and not any(room == theirs and name.startswith(prefix) for theirs, prefix in grouped)
    )
    assert unused == [], "in a message file, used by no code"


def test_the_check_finds_what_it_looks_for() -> None:
    code = 'shown = Words("engine")\nx = shown("shown-list") + shown.said_in(code, "shown-roll", n=2) + shown.group("page-", c)'
    code += '\nz = shown.line("shown-total", again=False)'
    code += "\ny = f\"{shown('shown-name')}\""  # inside an f-string, the formatter's single quotes
    assert asked_in(code) == (
        {("engine", "shown-list"), ("engine", "shown-roll"), ("engine", "shown-name"), ("engine", "shown-total")},
        {("engine", "page-")},
    )


# ---------------------------------------------------------------- at run time


@pytest.fixture
def room(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A room of the test's own: English whole, Spanish missing one message and reordering another's values."""
    package = tmp_path / "a_test_room"
    (package / "messages").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "messages" / "en.ftl").write_text(
        "hello = Hello, { $name }.\nonly-english = Only in English.\nwon = { $name } { $score } (won)\n"
        "tries = { $left ->\n    [1] one try\n   *[other] { $left } tries\n}\n"
        "bid = { $name }'s bid?\n    .short = Bid?\n    .rule = A bid is how many answers you will read.\n",
        encoding="utf-8",
    )
    (package / "messages" / "es.ftl").write_text(
        "hello = Hola, { $name }.\nwon = { $score } puntos: { $name }\ntries = { $left ->\n    [1] un intento\n   *[other] { $left } intentos\n}\n"
        "bid = { $name }, ¿tu apuesta?\n    .short = ¿Apuesta?\n    .rule = La apuesta es cuántas respuestas vas a leer.\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    words_module._room.cache_clear()
    words_module._missing_logged.clear()
    yield "a_test_room"
    sys.modules.pop("a_test_room", None)
    words_module._room.cache_clear()


def test_a_message_missing_in_a_language_is_said_in_english_and_logged_once(room: str, caplog: pytest.LogCaptureFixture) -> None:
    words = Words(room)
    with caplog.at_level(logging.WARNING, logger="table_referee.words"):
        assert words.said_in("es", "only-english") == "Only in English."
        assert words.said_in("es", "only-english") == "Only in English."
    assert [record.getMessage() for record in caplog.records] == [f"{room} has no 'only-english' in es: said in English"]
    assert not complete(room, "es") and complete(room, "en")


def test_a_message_english_lacks_is_a_mistake_in_the_code(room: str) -> None:
    with pytest.raises(UnknownMessage, match="no-such-message"):
        Words(room).said_in("es", "no-such-message")


def test_values_are_said_in_the_language_spoken_with_its_plural(room: str) -> None:
    words = Words(room)
    assert [words.said_in("es", "tries", left=left) for left in (1, 3, 1000)] == ["un intento", "3 intentos", "1000 intentos"]
    with language.speaking("es"):
        assert words("hello", name="Ana") == "Hola, Ana."
    assert words("hello", name="Ann") == "Hello, Ann."


def test_a_page_fills_each_value_by_its_place_in_the_english_message(room: str) -> None:
    """static/app.js fills {0}, {1} by position: Spanish may reorder its words, the positions stay English's."""
    assert Words(room).group("w", "en") == {"on": "{0} {1} (won)"}
    assert Words(room).group("w", "es") == {"on": "{1} puntos: {0}"}


def test_a_line_carries_its_short_form_and_rule_as_attributes(room: str) -> None:
    """Today's Line(text, short, long, rule=, purpose=): a message and its attributes; `again` stays code's."""
    words = Words(room)
    assert words.line("bid", name="Ann") == Line("Ann's bid?", "Bid?", rule="A bid is how many answers you will read.")
    with language.speaking("es"):
        assert words.line("bid", name="Ana", again=False) == Line(
            "Ana, ¿tu apuesta?", "¿Apuesta?", again=False, rule="La apuesta es cuántas respuestas vas a leer."
        )
    assert words.line("hello", name="Ann") == Line("Hello, Ann.")
