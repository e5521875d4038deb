"""The documents a reader meets: short player pages, and links that lead somewhere.

Players read docs/games/<game>.md at the table, so each page stays under 1,200
words and free of developer matter (issue numbers, commits, worktrees, test
files, rule files outside the repository); that belongs in docs/dev/games/.
Each other language's pages, docs/games/<code>/<game>.md (docs/games/es/), are
held to the same, with the developer words in that language too, and to one
more: every line such a page puts in its language's quote marks (Spanish's
«comillas latinas») is a line the referee says in that language
(tests/referee_lines.py), so the page stays true when a line changes. The
developer words and the quote marks are the tests' own tables, by language
(DEVELOPER_WORDS, QUOTE_MARKS below: docs/dev/adding-a-language.md, step 7).
A link that points at a moved or missing file is a dead end for any reader,
so every relative link in README.md and docs/ must name a file that exists;
the same holds for the repository paths that the comments of the systemd
units, the package list and the set-up scripts cite (tests moved into
tests/install/ once and left those comments pointing nowhere).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import catalog, language
from tests.game_files import files_of
from tests.languages import OTHER_LANGUAGES, entry
from tests.paths import REPO
from tests.referee_lines import is_said

#: The games with player pages: every game in the catalog, as the menu offers them.
GAMES = tuple(catalog.GAMES)
#: The languages with player pages: English in docs/games/, the others in a folder named for the language.
LANGUAGES = tuple(language.LANGUAGES)
PAGES = [(language, game) for language in LANGUAGES for game in GAMES]
OTHER_PAGES = [(language, game) for language in OTHER_LANGUAGES for game in GAMES]
MOST_WORDS = 1200
# Developer matter that has no place on a page for players, matched without regard to case.
NOT_FOR_PLAYERS = ("issue ", "commit", "worktree", "../shared", "tests/")

# ---- The tests' own tables, by language (docs/dev/adding-a-language.md, step 7): a language listed in
# ---- engine/language.py LANGUAGES needs its entry in each, else its page checks fail naming what to add.
#: The developer matter of each language's pages: English's words (a developer says "commit" in any language),
#: and the language's own words for the same things.
DEVELOPER_WORDS = {
    "en": NOT_FOR_PLAYERS,
    "es": (*NOT_FOR_PLAYERS, "incidencia", "repositorio", "código fuente", "pytest", ".py"),
    "de": (*NOT_FOR_PLAYERS, "ticket", "repository", "quellcode", "quelltext", "pytest", ".py"),
}
#: What a language's pages quote the referee with, and nothing else: the opening and the closing mark.
QUOTE_MARKS = {
    "es": ("«", "»"),  # «comillas latinas»
    "de": ("„", "“"),  # „Anführungszeichen“
}
# ----

# A page that quotes fewer lines has stopped using the convention, and the check below would prove nothing.
FEWEST_QUOTES = 20
# A markdown link or image: [text](target) or ![alt](target); the target ends at a space or ")".
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def page_path(game: str, language: str = "en") -> Path:
    """docs/games/<game>.md, or the page of a game registered for the tests only (tests/game_files.py)."""
    return files_of(game).page(language)


def player_page(game: str, language: str = "en") -> str:
    path = page_path(game, language)
    if not path.is_file():
        pytest.fail(
            f"{path.relative_to(REPO)} does not exist: write {game}'s player page in {language} "
            "(docs/dev/adding-a-language.md, step 6)",
            pytrace=False,
        )
    return path.read_text(encoding="utf-8")


def developer_words(language: str) -> tuple[str, ...]:
    return entry(
        DEVELOPER_WORDS,
        language,
        "tests/test_docs.py DEVELOPER_WORDS",
        "the words of developer matter a page in it must not hold",
    )


def referee_quote(language: str) -> re.Pattern[str]:
    """What a page in `language` quotes the referee with: its quote marks around anything but another mark."""
    opening, closing = entry(
        QUOTE_MARKS, language, "tests/test_docs.py QUOTE_MARKS", "its pages' quote marks, opening and closing"
    )
    marks = re.escape(opening + closing)
    return re.compile(rf"{re.escape(opening)}([^{marks}]+){re.escape(closing)}")


def page_name(language: str, game: str) -> str:
    return str(page_path(game, language).relative_to(REPO))


def markdown_files() -> list[Path]:
    return [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]


def referee_quotes(text: str, language: str) -> list[str]:
    """What a page in `language` puts in its quote marks, spaces tidied: the lines it says the referee says."""
    opening, closing = (re.escape(mark) for mark in QUOTE_MARKS[language])
    quoted = re.findall(f"{opening}([^{opening}{closing}]+){closing}", text)
    return [" ".join(quote.split()) for quote in quoted]


def relative_links(text: str) -> list[str]:
    """The targets that name a file in the repository: no web addresses, no mail, no anchor alone."""
    targets = [match.group(1) for match in LINK.finditer(text)]
    return [t for t in targets if not re.match(r"^(https?:|mailto:|#)", t)]


@pytest.mark.parametrize(("language", "game"), PAGES, ids=lambda value: value)
def test_a_player_page_is_under_1200_words(language: str, game: str) -> None:
    words = len(player_page(game, language).split())
    where = page_name(language, game)
    assert words < MOST_WORDS, f"{where} has {words} words; move developer notes to docs/dev/games/{game}.md"


@pytest.mark.parametrize(("language", "game"), PAGES, ids=lambda value: value)
def test_a_player_page_holds_no_developer_matter(language: str, game: str) -> None:
    text = player_page(game, language).lower()
    found = [word for word in developer_words(language) if word in text]
    assert not found, f"{page_name(language, game)} mentions {found}: that belongs in docs/dev/games/{game}.md"


@pytest.mark.parametrize("game", GAMES)
def test_a_player_page_and_its_developer_notes_link_each_other(game: str) -> None:
    assert f"../dev/games/{game}.md" in relative_links(player_page(game))
    notes = files_of(game).notes.read_text(encoding="utf-8")
    assert f"../../games/{game}.md" in relative_links(notes)


@pytest.mark.parametrize(("language", "game"), OTHER_PAGES, ids=lambda value: value)
def test_a_translated_page_links_its_english_page_and_the_developer_notes(language: str, game: str) -> None:
    """The English page says at its top where the page in each other language is, and that page links back."""
    links = relative_links(player_page(game, language))
    assert f"../{game}.md" in links and f"../../dev/games/{game}.md" in links, f"{page_name(language, game)}: no link back"
    top = player_page(game).split("\n## ", 1)[0]  # before the first section
    assert f"{language}/{game}.md" in relative_links(top), f"{page_name('en', game)}: no link to its {language} page at the top"


@pytest.mark.parametrize(("language", "game"), OTHER_PAGES, ids=lambda value: value)
def test_every_line_a_translated_page_quotes_is_one_the_referee_says(language: str, game: str) -> None:
    quotes = [" ".join(quote.split()) for quote in referee_quote(language).findall(player_page(game, language))]
    where, marks = page_name(language, game), "...".join(QUOTE_MARKS[language])
    assert len(quotes) >= FEWEST_QUOTES, f"{where} quotes the referee {len(quotes)} times in {marks}"
    unsaid = [quote for quote in quotes if not is_said(quote, language)]
    assert not unsaid, f"{where} quotes lines the referee does not say: {unsaid}"


@pytest.mark.parametrize(
    ("quote", "said"),
    [
        ("¡Ana gana Rapid List!", True),  # a message's line, any name in its place
        ("Pregunta Ana. Pulsa GO para tirar el dado.", True),  # a question and the button hint the device adds
        ("Cosas de una feria de pueblo.", True),  # a card of the Spanish decks, read out
        ("Ana en la 6, a 7 de la meta; Cati en la 3, Beto en la salida.", True),  # a golden's line, other names
        ("Cinco y cruz: ¡una cruz!", True),  # whole sentences of a golden's line
        ("¡Ana gana la lotería!", False),  # the line's fixed words changed
        ("Ana en la 6, a 7 de la meta; Cati en el tejado.", False),
        ("Orden de lectura", False),  # part of a sentence
        ("¡Nadie escribe más! ¡A bailar!", False),  # one line said, one not
        ("Pencils down!", False),  # an English line
        ("Ana y Beto", False),  # a bare name list: "{a} y {b}" keeps too few letters of its own to vouch for it
    ],
)
def test_the_quote_check_tells_a_line_said_from_one_not_said(quote: str, said: bool) -> None:
    assert is_said(quote, "es") is said


@pytest.mark.parametrize(
    ("quote", "said"),
    [
        ("Anna ist oben auf der Treppe und gewinnt Rapido!", True),  # a message's line, any name in its place
        ("Rot ist dran. Mit GO würfeln.", True),  # a turn and the button hint the device adds
        ("Blau steigt um 3 auf Stufe 8.", True),  # a sentence built of two messages ($why, then where)
        ("Anna gewinnt die Lotterie!", False),  # the line's fixed words changed
        ("Stifte weg! Alle tanzen!", False),  # one line said, one not
        ("Pencils down!", False),  # an English line
        ("Der Würfel zeigt", False),  # part of a sentence
    ],
)
def test_the_quote_check_reads_german_from_the_german_messages(quote: str, said: bool) -> None:
    assert is_said(quote, "de") is said


def test_the_quote_marks_are_the_languages_own() -> None:
    text = 'Er sagt „Stifte weg!“ und «¡Tiempo!», nie "Pencils down!".'
    assert referee_quotes(text, "de") == ["Stifte weg!"] and referee_quotes(text, "es") == ["¡Tiempo!"]


def test_the_quote_check_reads_each_language_from_its_own_sources() -> None:
    assert is_said("Pencils down!", "en") and not is_said("¡Nadie escribe más!", "en")


@pytest.mark.parametrize("doc", markdown_files(), ids=lambda path: str(path.relative_to(REPO)))
def test_every_relative_link_leads_to_a_file(doc: Path) -> None:
    missing = [
        target
        for target in relative_links(doc.read_text(encoding="utf-8"))
        if not (doc.parent / target.split("#", 1)[0]).exists()
    ]
    assert not missing, f"{doc.relative_to(REPO)} links to files that do not exist: {missing}"


def test_the_link_pattern_finds_links_and_images() -> None:
    text = 'See [a](docs/a.md#part), ![b](b.png "title"), [web](https://example.org) and [here](#top).'
    assert relative_links(text) == ["docs/a.md#part", "b.png"]


# A path into the repository as a comment cites it: a top folder, then names (a trailing "/" for a folder).
CITED_PATH = re.compile(r"(?<![\w./-])((?:tests|device|engine|scripts|benchmarks|docs|systemd|sounds)/[\w./-]*[\w/])")


def commented_files() -> list[Path]:
    """The files outside docs/ whose comments cite repository paths: the units, the package list, the set-up scripts."""
    scripts = REPO / "scripts"
    return [
        *sorted((REPO / "systemd").iterdir()),
        scripts / "packages.list",
        *sorted(scripts.rglob("*.sh")),
        *sorted((scripts / "lib").glob("*.py")),
    ]


@pytest.mark.parametrize("path", commented_files(), ids=lambda path: str(path.relative_to(REPO)))
def test_every_repository_path_a_unit_or_set_up_comment_cites_exists(path: Path) -> None:
    cited = sorted(set(CITED_PATH.findall(path.read_text(encoding="utf-8"))))
    missing = [name for name in cited if not (REPO / name).exists()]
    assert not missing, f"{path.relative_to(REPO)} cites {missing}, which do not exist: name where they are now"


def test_the_cited_path_pattern_finds_paths_in_comments() -> None:
    text = "# Tested by tests/install/test_systemd.py (key checks); see docs/companion.md and device/companion/."
    assert CITED_PATH.findall(text) == ["tests/install/test_systemd.py", "docs/companion.md", "device/companion/"]


def test_the_readme_opens_with_a_players_first_game_before_the_install_details() -> None:
    """Issue 37: a player reads how to start a game (switch on, "Which game?", OK) before any install detail,
    and what it quotes is what the referee says."""
    from engine.words import Words

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    first_game, install = readme.index("## Your first game"), readme.index("## Setting up with the two commands")
    assert first_game < install
    opening = " ".join(readme[first_game:install].split())
    assert Words("device")("which-game") in opening and "**OK**" in opening


def test_no_code_span_in_the_readme_is_broken_in_two() -> None:
    """Issue 37: a sentence quoting `referee check` inside a code span broke the span in two, each half
    then starting or ending with a space; a span that holds backticks is written with double ones."""
    text = re.sub(r"```.*?```", "", (REPO / "README.md").read_text(encoding="utf-8"), flags=re.S)
    for paragraph in text.split("\n\n"):
        plain = re.sub(r"``.+?``", "", paragraph, flags=re.S)
        assert plain.count("`") % 2 == 0, paragraph
        for span in re.findall(r"`([^`]+)`", plain):
            assert span == span.strip(), f"a code span that starts or ends with a space: {span!r}"
