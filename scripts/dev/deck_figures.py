"""Issue 24's before and after figures for our English decks, for any commit (docs/decks.md, "Before and after").

    .venv/bin/python scripts/dev/deck_figures.py                 # before issue 24's deck work, and HEAD
    .venv/bin/python scripts/dev/deck_figures.py 4b3aa93 HEAD    # any commits, oldest first

Each deck is read from the commit with `git show COMMIT:path` and measured with
today's code, so two commits are measured alike:

- size: its categories, questions or challenges;
- published: how many of its texts match a published category (the fingerprint
  test's measure: device.app.deck_text.normalise, the fingerprints in
  tests/content/published_fingerprints.json), how many of those are more than a
  bare noun, and the most one of our lists or cards shares with one published list;
- weak: the share of its texts our own answer fixture cannot vouch for, by the
  deck tests' rules. A question is vouched for by 15 answers that do not cross
  each other out (tests/content/rapid_list/answers/), a category by a counting
  answer for 15 die letters (lists.answers.toml), a challenge by a rule the tests
  know that bites and breaks no question it can meet and asks for no sound. The
  fixture of the commit is used where it has the text, else today's (HEAD's). The
  fixtures were written during issue 24, beside the rewrites, so an old text that
  was rewritten then is in no fixture: before the fixtures, "weak" counts what
  issue 24 replaced (as weak, closed, or published: the published share is
  counted apart). It rests on fixtures we wrote, not on tables at play.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from itertools import combinations
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(REPO))

from device.app.deck_originality import judge_originality, load_published  # noqa: E402
from device.app.deck_text import fingerprint  # noqa: E402
from engine.catalog import GAMES  # noqa: E402
from engine.games.scattergories.dice import letter_die  # noqa: E402
from engine.setup import clashes  # noqa: E402
from tests.engine.games.deck_languages import TONGUES  # noqa: E402
from tests.engine.games.test_rapid_list_content import (  # noqa: E402
    ANSWERS_LEFT_BY_A_CHALLENGE,
    ANSWERS_NEEDED,
    BITES,
    HANDICAPS,
    answer_rule,
    crossed_together,
)

# The commit before issue 24's first deck commit (4736c6f, "Decks declare their English"): its parent
# 4b3aa93 added the originality check and found 54 of 240 categories matching.
BEFORE = "4b3aa93"
DECKS = "engine/games/{}/decks/{}.toml"
FIXTURE = "tests/content/rapid_list/answers/{}.toml"
QUESTION_DECKS = ("blue", "red", "mixed")
FEWEST_LETTERS = 15


def shown(commit: str, path: str) -> dict[str, Any] | None:
    """A TOML file as it was at a commit, or None where it did not exist."""
    done = subprocess.run(["git", "show", f"{commit}:{path}"], cwd=REPO, capture_output=True, text=True)
    return tomllib.loads(done.stdout) if done.returncode == 0 else None


def question_answers(commit: str, deck: str) -> dict[str, list[str]]:
    """Every question of a deck's fixture at a commit with its answers (empty where there was none)."""
    fixture = shown(commit, FIXTURE.format(deck)) or {}
    return {
        question: [answer.strip() for answer in listed.split(",") if answer.strip()]
        for card in fixture.values()
        for question, listed in card.items()
    }


def playable(question: str, answers: list[str] | None) -> bool:
    """The content test's rule: fifteen answers, none crossing another out."""
    if not answers or len(answers) < ANSWERS_NEEDED:
        return False
    return not any(crossed_together(one, two, question) for one, two in combinations(answers, 2))


def published_figures(groups: dict[str, list[str]]) -> tuple[int, int, int]:
    """Matches, matches that are more than a bare noun, and the most one group shares with one published list."""
    published = load_published()
    result = judge_originality(groups, published)
    most = max(
        (sum(fingerprint(text) in hashes for text in texts) for texts in groups.values() for hashes in published.lists.values()),
        default=0,
    )
    return len(result.matches), len(result.phrasings), most


def question_rows(commit: str) -> tuple[list[dict[str, Any]], dict[str, list[str]]]:
    """The three question decks' figures, and every question's vouching answers (for the challenges)."""
    rows, vouching = [], {}
    for deck in QUESTION_DECKS:
        data = shown(commit, DECKS.format("rapid_list", deck)) or {}
        groups = {card["id"]: list(card["questions"]) for card in data.get("card", [])}
        then, now = question_answers(commit, deck), question_answers("HEAD", deck)
        texts = [question for questions in groups.values() for question in questions]
        weak = []
        for question in texts:
            answers = then.get(question) or now.get(question)
            if answers:
                vouching[question] = answers
            if not playable(question, answers):
                weak.append(question)
        matches, phrasings, most = published_figures(groups)
        weak_published = sum(1 for question in weak if question in judge_originality({"": [question]}, load_published()).matches)
        rows.append(row(f"Rapid List {deck}", len(texts), matches, phrasings, most, len(weak), weak_published))
    return rows, vouching


def list_row(commit: str) -> dict[str, Any]:
    data = shown(commit, DECKS.format("scattergories", "lists")) or {"list": []}
    answers = shown(commit, "engine/games/scattergories/decks/lists.answers.toml") or {}
    today = shown("HEAD", "engine/games/scattergories/decks/lists.answers.toml") or {}
    counts = GAMES["scattergories"].answer_counts
    assert counts is not None
    die = letter_die("en")
    groups = {f"list {entry['number']}": list(entry["categories"]) for entry in data["list"]}
    weak = []
    for entry in data["list"]:
        for category in entry["categories"]:
            table = answers.get(category) or today.get(category) or {}
            good = sum(
                1
                for letter, answer in table.items()
                if letter in die and isinstance(answer, str) and counts(answer, letter, entry, category, "en-GB")
            )
            if good < FEWEST_LETTERS:
                weak.append(category)
    matches, phrasings, most = published_figures(groups)
    weak_published = sum(1 for category in weak if category in judge_originality({"": [category]}, load_published()).matches)
    size = sum(len(texts) for texts in groups.values())
    return row("Scattergories lists", size, matches, phrasings, most, len(weak), weak_published)


def challenge_row(commit: str, vouching: dict[str, list[str]]) -> dict[str, Any]:
    """A challenge passes when its rule (its own, or today's for the same text) passes the challenge tests."""
    cards = (shown(commit, DECKS.format("rapid_list", "challenges")) or {}).get("card", [])
    today = {
        card["text"]: card.get("rule", "") for card in (shown("HEAD", DECKS.format("rapid_list", "challenges")) or {})["card"]
    }
    every = [answer for answers in vouching.values() for answer in answers]
    weak = 0
    for card in cards:
        rule = card.get("rule") or today.get(card["text"], "")
        check = answer_rule(rule) if rule else None
        known = check is not None or rule.removeprefix("handicap:") in HANDICAPS
        noisy = bool(TONGUES["en"].noisy.search(card["text"]))
        breaks = bites = False
        if check is not None:
            avoid = tuple(card.get("avoid", ()))
            breaks = any(
                not clashes(avoid, question) and sum(check(answer) for answer in answers) < ANSWERS_LEFT_BY_A_CHALLENGE
                for question, answers in vouching.items()
            )
            bites = sum(not check(answer) for answer in every) >= BITES * len(every)
        if not known or noisy or breaks or (check is not None and not bites):
            weak += 1
    return row("Rapid List challenges", len(cards), None, None, None, weak, 0)


def row(
    deck: str, size: int, matches: int | None, phrasings: int | None, most: int | None, weak: int, weak_published: int
) -> dict[str, Any]:
    return {
        "deck": deck,
        "size": size,
        "matches": matches,
        "phrasings": phrasings,
        "most": most,
        "weak": weak,
        "weak_published": weak_published,
    }


def figures(commit: str) -> list[dict[str, Any]]:
    questions, vouching = question_rows(commit)
    return [list_row(commit), *questions, challenge_row(commit, vouching)]


def percent(part: int, whole: int) -> str:
    return f"{part} ({100 * part / whole:.0f} %)" if whole else "-"


def main(commits: list[str]) -> None:
    print(
        "| deck | commit | size | published matches | more than a bare noun | most from one published list | weak (of them published) |"
    )
    print("|---|---|---|---|---|---|---|")
    for commit in commits:
        short = subprocess.run(["git", "rev-parse", "--short", commit], cwd=REPO, capture_output=True, text=True).stdout.strip()
        for found in figures(commit):
            published = "-" if found["matches"] is None else percent(found["matches"], found["size"])
            phrasings = "-" if found["phrasings"] is None else found["phrasings"]
            most = "-" if found["most"] is None else found["most"]
            weak = percent(found["weak"], found["size"])
            if found["weak_published"]:
                weak += f" ({found['weak_published']})"
            print(f"| {found['deck']} | {short} | {found['size']} | {published} | {phrasings} | {most} | {weak} |")


if __name__ == "__main__":
    main(sys.argv[1:] or [BEFORE, "HEAD"])
