"""Words as data (issue 42): what a room says or shows, read from its Project Fluent message files.

A room is a package that has words of its own: the phone page
(device/companion) first; the engine's shared words, each game and the
device follow as they move out of their phrase modules. Its messages live
beside its code, one file a language, `<room>/messages/<language>.ftl`, so a
translator who does not write Python edits a language as text, and Fluent's
selectors carry the plurals and agreements each language needs in its own
file. What stays code is which message is wanted, with which values.

Why the engine may read these files and stay pure: they are part of the
package, read once through importlib.resources as a module is imported; no
path comes from the user and nothing is written.

A message missing in the language being spoken is logged once and said in
English: a missing word never stops a game. Whether a language is whole for
a room (every English message there, with the same variables) is
tests/test_messages.py's to check, and `complete` answers it at run time.
"""

from __future__ import annotations

import logging
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from engine import language, spoken
from engine.core import Line

log = logging.getLogger("table_referee.words")

_missing_logged: set[tuple[str, str, str]] = set()


class UnknownMessage(LookupError):
    """Code asked for a message that even English lacks: a mistake in the code, found by the tests."""


@dataclass(frozen=True)
class _Room:
    """One room's messages in one language: the bundle that formats them, and the variables each uses."""

    bundle: FluentBundle
    variables: dict[str, tuple[str, ...]]  # message id: its variables, in the order they first appear
    # Each message said with each set of values, kept: a game says the same lines with the same values over
    # and over, and Fluent's formatting made a golden's replay half again as slow (benchmarks: words).
    said: dict[tuple[Any, ...], dict[str, str]] = field(default_factory=dict)


def _variables(entry: ast.Message) -> tuple[str, ...]:
    """The message's variables (value and attributes), in order of first appearance."""
    found: list[str] = []

    class Finder(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            if node.id.name not in found:
                found.append(node.id.name)

    Finder().visit(entry)
    return tuple(found)


@lru_cache(maxsize=None)
def facts(room: str, spoken_in: str) -> dict[str, Any]:
    """The room's language facts in `spoken_in` (`messages/<language>.toml` beside the messages): what a
    language is that is not a sentence, such as how its voice must be told to say a written form. Empty
    when the room has no such file; a broken one is a mistake the tests find (tests/test_messages.py)."""
    where = resources.files(room).joinpath("messages", f"{spoken_in}.toml")
    return tomllib.loads(where.read_text(encoding="utf-8")) if where.is_file() else {}


def source(room: str, spoken_in: str) -> str | None:
    """The text of `room`'s message file in `spoken_in`, or None when the room has none in that language."""
    where = resources.files(room).joinpath("messages", f"{spoken_in}.ftl")
    return where.read_text(encoding="utf-8") if where.is_file() else None


@lru_cache(maxsize=None)
def _room(room: str, spoken_in: str) -> _Room | None:
    text = source(room, spoken_in)
    if text is None:
        return None
    parsed = FluentParser(with_spans=False).parse(text)
    broken = [entry for entry in parsed.body if isinstance(entry, ast.Junk)]
    if broken:  # a file the tests would have refused: say where, keep what parsed
        log.error(
            "%s/messages/%s.ftl: %d unreadable entries, the first: %r",
            room,
            spoken_in,
            len(broken),
            (broken[0].content or "")[:80],
        )
    # no invisible marks around values: the voice reads them; the functions say numbers, counts and times
    bundle = FluentBundle([spoken_in], functions=spoken.functions(spoken_in), use_isolating=False)
    bundle.add_resource(FluentResource(text))
    variables = {entry.id.name: _variables(entry) for entry in parsed.body if isinstance(entry, ast.Message)}
    return _Room(bundle, variables)


def _fluent_value(value: Any) -> Any:
    """A number as the phrase modules wrote it ("1000", not "1,000"), still a number to a selector; a
    list or tuple said as the language says a list ("Red, Blue and Green")."""
    if isinstance(value, int) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, (list, tuple)):
        return spoken.SpokenList(value)
    return value


#: How many said messages a room keeps in one language before it starts again (a few MB at most).
_KEPT = 20_000


def _key(message_id: str, values: dict[str, Any]) -> tuple[Any, ...] | None:
    """The message and its values as a key, or None when a value cannot be one (then it is formatted each time)."""
    try:
        key = (
            message_id,
            *sorted((name, type(value), tuple(value) if isinstance(value, list) else value) for name, value in values.items()),
        )
        hash(key)
    except TypeError:
        return None
    return key


def _fluent_values(values: dict[str, Any]) -> dict[str, Any]:
    return {name: _fluent_value(value) for name, value in values.items()}


def message_ids(room: str, spoken_in: str) -> dict[str, tuple[str, ...]]:
    """Every message of `room` in `spoken_in`, with its variables (empty when the room has no file in it)."""
    found = _room(room, spoken_in)
    return dict(found.variables) if found else {}


#: A message whose id starts so is shown, never said (a game's picture, a printed sheet): render-ahead passes it by.
SHOWN = "shown-"


def said_fixed(room: str, spoken_in: str) -> list[str]:
    """Every said message of `room` that takes no value, in each form a repeat says (its text and `.short`):
    lines render-ahead can make whole before anyone asks (device/sound/prerender.py)."""
    found = _room(room, spoken_in)
    if found is None:
        return []
    words = Words(room)
    fixed: list[str] = []
    for message, variables in found.variables.items():
        if variables or message.startswith(SHOWN) or found.bundle.get_message(message).value is None:
            continue
        forms = words._forms(spoken_in, message, {})
        fixed += [forms[""], *([forms["short"]] if forms.get("short") else [])]
    return fixed


def said_runs(room: str, spoken_in: str) -> list[str]:
    """The fixed words around the values of every said message of `room` ("moves to", "your bid?"), and the
    nouns its counts say: the pieces a variable line is joined from, read from the file, so no list of them
    is kept by hand."""
    text = source(room, spoken_in)
    if text is None:
        return []
    runs: list[str] = []

    class Texts(Visitor):
        def visit_TextElement(self, node: ast.TextElement) -> None:
            runs.append(node.value)

        def visit_NamedArgument(self, node: ast.NamedArgument) -> None:
            # a COUNT's nouns ("steps", "fichas"): said after a number, written only as its arguments
            if node.name.name in ("one", "other") and isinstance(node.value, ast.StringLiteral):
                runs.append(node.value.value)

    for entry in FluentParser(with_spans=False).parse(text).body:
        if isinstance(entry, ast.Message) and not entry.id.name.startswith(SHOWN):
            Texts().visit(entry)
    return runs


def complete(room: str, spoken_in: str) -> bool:
    """The room has every English message in `spoken_in`, each with the same variables."""
    english = message_ids(room, language.ENGLISH)
    theirs = message_ids(room, spoken_in)
    return all(name in theirs and set(theirs[name]) == set(variables) for name, variables in english.items())


class Words:
    """A room's messages, in the language being spoken (engine/language.py): `words("too-slow")`."""

    def __init__(self, room: str) -> None:
        self.room = room

    def __call__(self, message_id: str, **values: Any) -> str:
        return self.said_in(language.current(), message_id, **values)

    def said_in(self, spoken_in: str, message_id: str, **values: Any) -> str:
        """The message in `spoken_in`, else (logged once) in English."""
        return self._forms(spoken_in, message_id, values)[""]

    def line(self, message_id: str, /, *, again: bool = True, **values: Any) -> Line:
        """The message as a Line in the language being spoken: its text, and its attributes `.short`,
        `.long`, `.rule` and `.purpose` as the Line's other forms. `again` is not words: the code's."""
        forms = self._forms(language.current(), message_id, values)
        return Line(
            forms[""],
            forms.get("short", ""),
            forms.get("long", ""),
            again,
            rule=forms.get("rule", ""),
            purpose=forms.get("purpose", ""),
        )

    def _forms(self, spoken_in: str, message_id: str, values: dict[str, Any]) -> dict[str, str]:
        """The message's text (under "") and each attribute's, in `spoken_in`, else (logged once) in English."""
        found = _room(self.room, spoken_in)
        if found is None or not found.bundle.has_message(message_id):
            if spoken_in == language.ENGLISH:
                raise UnknownMessage(f"{self.room} has no message {message_id!r}")
            if (self.room, spoken_in, message_id) not in _missing_logged:
                _missing_logged.add((self.room, spoken_in, message_id))
                log.warning("%s has no %r in %s: said in English", self.room, message_id, spoken_in)
            return self._forms(language.ENGLISH, message_id, values)
        key = _key(message_id, values)
        if key is not None and key in found.said:
            return found.said[key]
        message = found.bundle.get_message(message_id)
        if message.value is None:  # a message of attributes only: the code asks for one of them, not for it
            raise UnknownMessage(f"{self.room}'s {message_id!r} has no text of its own")
        given = _fluent_values(values)
        forms: dict[str, str] = {}
        for form, pattern in (("", message.value), *message.attributes.items()):
            text, errors = found.bundle.format_pattern(pattern, given)
            if errors and (self.room, spoken_in, f"{message_id}.{form}") not in _missing_logged:
                _missing_logged.add((self.room, spoken_in, f"{message_id}.{form}"))
                log.warning("%s %r in %s: %s", self.room, message_id, spoken_in, "; ".join(map(str, errors)))
            forms[form] = str(text)
        if key is not None:
            if len(found.said) >= _KEPT:
                found.said.clear()
            found.said[key] = forms
        return forms

    def group(self, prefix: str, spoken_in: str) -> dict[str, str]:
        """Every message named `prefix` + a name, by that name, for a page that fills in its own values.

        The page fills `{0}`, `{1}` ... by position (static/app.js `say`), so
        each variable is given the position it has in the English message:
        a language may reorder its words without the page knowing.
        """
        english = message_ids(self.room, language.ENGLISH)
        return {
            name[len(prefix) :]: self.said_in(spoken_in, name, **{variable: f"{{{at}}}" for at, variable in enumerate(variables)})
            for name, variables in english.items()
            if name.startswith(prefix)
        }
