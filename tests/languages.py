"""The languages the tests run for, and how a test reads its own per-language table.

A test that holds every language to the same check runs for each language in
engine/language.py `LANGUAGES`, found there, so listing a language is enough
for it to run. English is the source the others are made from (its goldens,
pages and decks sit at the top of their folders; every other language's in a
folder named by its code), so many checks run for `OTHER_LANGUAGES`.

Some checks need something of a language that is no message, deck or page of
it: a pattern of its words, its espeak-ng voice, the words a page of it must
not hold. Each such check keeps a table by language code, marked as one of the
tests' own tables (docs/dev/adding-a-language.md, step 7), and reads it with
`entry`: a language listed in LANGUAGES without its entry fails there, naming
the table and what to add, rather than with a bare KeyError.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from engine.language import ENGLISH, LANGUAGES

#: Every language but English, in LANGUAGES order: each has its goldens, pages and decks in a folder named by its code.
OTHER_LANGUAGES: tuple[str, ...] = tuple(code for code in LANGUAGES if code != ENGLISH)

Value = TypeVar("Value")


class NoEntry(LookupError):
    """A language listed in LANGUAGES that a test's per-language table has no entry for."""


def entry(table: Mapping[str, Value], language: str, table_name: str, what: str) -> Value:
    """`table[language]`, else a failure naming the table (`table_name`, "tests/test_docs.py DEVELOPER_WORDS")
    and `what` the language's entry holds, so the developer who lists a language knows what to add."""
    if language in table:
        return table[language]
    named = LANGUAGES.get(language, language)
    example = next((code for code in table if code != ENGLISH), next(iter(table), None))
    like = f', as "{example}" has' if example else ""
    raise NoEntry(
        f'{table_name} has no entry for "{language}" ({named}): add {what}{like} (docs/dev/adding-a-language.md, step 7)'
    )
