"""The documents a reader meets: short player pages, and links that lead somewhere.

Players read docs/games/<game>.md at the table, so each page stays under 1,200
words and free of developer matter (issue numbers, commits, worktrees, test
files, rule files outside the repository); that belongs in docs/dev/games/.
A link that points at a moved or missing file is a dead end for any reader,
so every relative link in README.md and docs/ must name a file that exists.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.paths import REPO

GAMES = ("rapid-list", "rapido", "scattergories", "dabble")
MOST_WORDS = 1200
# Developer matter that has no place on a page for players, matched without regard to case.
NOT_FOR_PLAYERS = ("issue ", "commit", "worktree", "../shared", "tests/")
# A markdown link or image: [text](target) or ![alt](target); the target ends at a space or ")".
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def player_page(game: str) -> str:
    return (REPO / "docs" / "games" / f"{game}.md").read_text(encoding="utf-8")


def markdown_files() -> list[Path]:
    return [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]


def relative_links(text: str) -> list[str]:
    """The targets that name a file in the repository: no web addresses, no mail, no anchor alone."""
    targets = [match.group(1) for match in LINK.finditer(text)]
    return [t for t in targets if not re.match(r"^(https?:|mailto:|#)", t)]


@pytest.mark.parametrize("game", GAMES)
def test_a_player_page_is_under_1200_words(game: str) -> None:
    words = len(player_page(game).split())
    assert words < MOST_WORDS, f"docs/games/{game}.md has {words} words; move developer notes to docs/dev/games/{game}.md"


@pytest.mark.parametrize("game", GAMES)
def test_a_player_page_holds_no_developer_matter(game: str) -> None:
    text = player_page(game).lower()
    found = [word for word in NOT_FOR_PLAYERS if word in text]
    assert not found, f"docs/games/{game}.md mentions {found}: that belongs in docs/dev/games/{game}.md"


@pytest.mark.parametrize("game", GAMES)
def test_a_player_page_and_its_developer_notes_link_each_other(game: str) -> None:
    assert f"../dev/games/{game}.md" in relative_links(player_page(game))
    notes = (REPO / "docs" / "dev" / "games" / f"{game}.md").read_text(encoding="utf-8")
    assert f"../../games/{game}.md" in relative_links(notes)


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
