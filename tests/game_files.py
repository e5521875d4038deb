"""Where a game's files are, by the recipe in docs/architecture.md ("Adding a game"), for any game in the catalog.

A real game's package is engine/games/<package>/, its player pages are in
docs/games/ (docs/games/<language>/ for the others), its developer notes in
docs/dev/games/ and its golden playthroughs in tests/golden/ (tests/golden/<language>/).
A game made for the tests only (tests/coin_race/) keeps the same layout inside
its own package folder (docs/games/..., golden/...), so no player meets it, and
every check that walks the real games' files can be pointed at it by its id
while it is registered.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from engine.catalog import GAMES, find
from engine.language import ENGLISH
from tests.paths import GOLDEN, REPO


@dataclass(frozen=True)
class GameFiles:
    game: str
    package: Path  # the game's package folder
    docs: Path  # the folder holding games/ (player pages) and dev/games/ (developer notes)
    golden: Path  # the folder of its golden playthroughs; a language's twins in <golden>/<language>/

    @property
    def in_the_house(self) -> bool:
        """Whether the game is one of the engine's own (else a game registered for the tests only)."""
        return self.package.is_relative_to(REPO / "engine")

    def page(self, language: str = ENGLISH) -> Path:
        folder = self.docs / "games"
        return (folder if language == ENGLISH else folder / language) / f"{self.game}.md"

    @property
    def notes(self) -> Path:
        return self.docs / "dev" / "games" / f"{self.game}.md"

    def goldens(self, language: str = ENGLISH) -> list[Path]:
        """The game's golden playthroughs spoken in `language`."""
        folder = self.golden if language == ENGLISH else self.golden / language
        return [
            path for path in sorted(folder.glob("*.json")) if json.loads(path.read_text(encoding="utf-8"))["game"] == self.game
        ]

    @property
    def room(self) -> str:
        """The game's package as a room of words (engine/words.py): its messages are `<package>/messages/`."""
        return ".".join(self.package.relative_to(REPO).parts)

    def phrase_modules(self) -> list[str]:
        """The game's English phrase modules, as importable names (each has its twins beside it)."""
        return [".".join(path.relative_to(REPO).with_suffix("").parts) for path in sorted(self.package.rglob("*phrases.py"))]


def files_of(game_id: str) -> GameFiles:
    entry = find(game_id)
    package = REPO.joinpath(*entry.package.split("."))
    if package.is_relative_to(REPO / "engine"):
        return GameFiles(game_id, package, REPO / "docs", GOLDEN)
    return GameFiles(game_id, package, package / "docs", package / "golden")


def games_outside() -> list[GameFiles]:
    """The games registered for the tests only, now in the catalog: their lines and goldens count as said."""
    return [files for files in map(files_of, GAMES) if not files.in_the_house]
