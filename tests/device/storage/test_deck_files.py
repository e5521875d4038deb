"""Deck files that cannot be read: a ContentError naming file and fix; a player's broken deck is skipped in play."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Callable

import pytest

import device.storage.library as library_module
from device.storage.library import ContentError, load_deck, load_library

GOOD = 'kind = "questions"\nname = "Family"\n' + "".join(
    f'\n[[card]]\nid = "c{card}"\nquestions = [{", ".join(f"{chr(34)}fam {card} q {face}{chr(34)}" for face in range(6))}]\n'
    for card in range(2)
)


def a_folder(path: Path) -> None:
    path.mkdir()


def a_loop(path: Path) -> None:
    """A file nobody can open, even root (who ignores permission bits): a symlink pointing at itself."""
    path.symlink_to(path)


def no_permission(path: Path) -> None:
    path.write_text(GOOD)
    path.chmod(0)
    try:
        path.read_bytes()
    except PermissionError:
        return
    path.unlink()  # running as root: permissions do not stop us, so use a file that cannot be opened at all
    a_loop(path)


BROKEN: dict[str, tuple[Callable[[Path], object], int | None, str]] = {
    # how the file is broken: (make it, the line named or None, words of the fix)
    "a directory named *.toml": (a_folder, None, "remove the folder or rename it without .toml"),
    "no permission to read": (no_permission, None, "check the file and its permissions"),
    "binary content": (lambda path: path.write_bytes(b"kind = 1\n\x89PNG\r\n\x1a\n\x00\xff"), 2, "save it as UTF-8 text"),
    "Latin-1 text": (lambda path: path.write_bytes(GOOD.replace("fam 1", "caf\xe9").encode("latin-1")), 10, "UTF-8"),
    "a byte-order mark": (lambda path: path.write_bytes(b"\xef\xbb\xbf" + GOOD.encode()), 1, "save it as UTF-8 without BOM"),
    "not TOML": (lambda path: path.write_text('kind = "questions"\n[[card]\n'), 2, "correct the syntax"),
}


def message_names(error: str, path: Path, line: int | None, fix: str) -> bool:
    where = f"{path}:{line}: " if line else f"{path}: "
    return error.startswith(where) and "Fix: " in error and fix in error


@pytest.mark.parametrize("broken", list(BROKEN))
def test_a_broken_players_deck_is_a_content_error_naming_file_line_and_fix(tmp_path: Path, broken: str) -> None:
    make, line, fix = BROKEN[broken]
    folder = tmp_path / "decks"
    folder.mkdir()
    path = folder / "family.toml"
    make(path)
    with pytest.raises(ContentError) as caught:
        load_library(user_folders=[folder])
    assert message_names(str(caught.value), path, line, fix), str(caught.value)


@pytest.mark.parametrize("broken", list(BROKEN))
def test_play_skips_a_broken_players_deck_with_a_log_line_and_keeps_the_others(
    tmp_path: Path, broken: str, caplog: pytest.LogCaptureFixture
) -> None:
    make, line, fix = BROKEN[broken]
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "good.toml").write_text(GOOD)
    make(folder / "family.toml")
    with caplog.at_level(logging.ERROR, logger="table_referee.library"):
        library = load_library(user_folders=[folder], skip_broken_user_decks=True)
    assert "rapid_list/user/good" in library.decks
    assert "rapid_list/user/family" not in library.decks
    assert len(caplog.records) == 1
    logged = caplog.records[0].getMessage()
    assert logged.startswith("skipping a player's deck: ") and fix in logged and str(folder / "family.toml") in logged


@pytest.mark.parametrize("broken", list(BROKEN))
def test_our_own_decks_stay_strict(tmp_path: Path, broken: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken built-in deck is our bug: start-up stops, with a message rather than a traceback."""
    make, line, fix = BROKEN[broken]
    path = tmp_path / "blue.toml"
    make(path)
    monkeypatch.setattr(library_module, "built_in_path", lambda name, language="en": path)
    with pytest.raises(ContentError) as caught:
        load_library(skip_broken_user_decks=True)
    assert str(path) in str(caught.value) and "Fix: " in str(caught.value)


def test_any_other_failure_reading_a_deck_is_a_content_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "family.toml"
    path.write_text(GOOD)

    def surprise(text: str) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(library_module.tomllib, "loads", surprise)
    with pytest.raises(ContentError, match=re.escape(f"{path}: could not be loaded (RecursionError")):
        load_deck(path, "questions", "rapid_list/user/family")
