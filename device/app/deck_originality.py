"""Is a deck ours? Its texts held against the published game's fingerprints.

A deck may share a bare noun with the published game ("A fruit" is nobody's
wording), but not a phrasing, not many categories at all, and no list of ours
may lean on one published list. The published categories are known here only
by fingerprint (device.app.deck_text.fingerprint); where they came from is told in
the fingerprint file's "about".

Used by tests/device/app/test_deck_originality.py for our decks and by
`referee check-deck` for a player's.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from device.app.deck_text import NORMALISER_VERSION, fingerprint, is_bare_noun

# Where the fingerprints live in a source checkout; an installed referee has no tests/ folder.
FINGERPRINTS = Path(__file__).resolve().parents[2] / "tests" / "content" / "published_fingerprints.json"

# The limits (docs/decks.md, "How a deck is judged").
MOST_SHARED = 0.10  # of a deck's texts may match a published category
MOST_FROM_ONE_LIST = 2  # texts one group of ours may share with any one published list


@dataclass(frozen=True)
class Published:
    """The published categories, by fingerprint, and which published list each list holds."""

    lists: dict[str, frozenset[str]]
    everything: frozenset[str]


def load_published(path: Path = FINGERPRINTS) -> Published:
    """The fingerprint file; a file built by another normaliser would match nothing, so it is refused."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("normaliser_version") != NORMALISER_VERSION:
        raise ValueError(f"{path}: built with normaliser {data.get('normaliser_version')}, not {NORMALISER_VERSION}")
    lists = {name: frozenset(hashes) for name, hashes in data["lists"].items()}
    everything = frozenset().union(*lists.values(), data.get("loose", []))
    return Published(lists, everything)


def deck_groups(path: Path) -> dict[str, list[str]]:
    """A deck file's texts by group: a category list's categories, a question card's questions."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    if isinstance(data.get("list"), list):
        return {f"list {entry.get('number')}": list(entry.get("categories", [])) for entry in data["list"]}
    return {f"card {entry.get('id')}": list(entry.get("questions", [])) for entry in data.get("card", [])}


@dataclass
class Originality:
    """What one deck shares with the published game, and whether that is within the limits."""

    texts: int
    matches: list[str] = field(default_factory=list)
    phrasings: list[str] = field(default_factory=list)  # matches that are more than a bare noun
    leaning: list[str] = field(default_factory=list)  # "list 3 shares 3 with published b07"

    @property
    def share(self) -> float:
        return len(self.matches) / self.texts if self.texts else 0.0

    def problems(self) -> list[str]:
        found = []
        if self.share > MOST_SHARED:
            found.append(
                f"{len(self.matches)} of {self.texts} texts ({self.share:.0%}) are published categories;"
                f" at most {MOST_SHARED:.0%} may be: {', '.join(repr(text) for text in self.matches)}"
            )
        found += [f"{text!r} is a published category's phrasing, not a bare noun" for text in self.phrasings]
        found += self.leaning
        return found


def judge_originality(groups: dict[str, list[str]], published: Published) -> Originality:
    """Every text held against the published fingerprints, overall and list by list."""
    result = Originality(texts=sum(len(texts) for texts in groups.values()))
    for group, texts in groups.items():
        prints = {text: fingerprint(text) for text in texts}
        for text, print_ in prints.items():
            if print_ in published.everything:
                result.matches.append(text)
                if not is_bare_noun(text):
                    result.phrasings.append(text)
        for name, hashes in published.lists.items():
            shared = [text for text, print_ in prints.items() if print_ in hashes]
            if len(shared) > MOST_FROM_ONE_LIST:
                result.leaning.append(
                    f"{group} shares {len(shared)} categories with published list {name}"
                    f" (at most {MOST_FROM_ONE_LIST}): {', '.join(repr(text) for text in shared)}"
                )
    return result
