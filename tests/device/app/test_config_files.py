"""Config files as a card or an editor may leave them: each mistake names the file, the line and the fix."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import device.app.config as config_module
from device.app.config import ConfigError, load_config

CASES: dict[str, tuple[bytes, int, str]] = {
    # name: (file bytes, the line the message must name, words of the fix)
    "a byte-order mark": (b"\xef\xbb\xbf[voice]\nrate = 150\n", 1, "save it as UTF-8 without BOM"),
    "Latin-1 bytes": (b'[voice]\nrate = 150\nvoice = "caf\xe9"\n', 3, "save the file as UTF-8 text"),
    "binary junk": (b"[voice]\n\x7fELF\x02\x01\x01\x00\x00\xd0\x88\xff\x00", 2, "save the file as UTF-8 text"),
    "NUL bytes": (b"[voice]\nrate = 150\n\x00\x00\x00\x00", 3, "correct the syntax on that line"),
    "[[buttons]]": (b"[voice]\nrate = 150\n\n[[buttons]]\ngo = 17\n", 4, "write it once as [buttons], with single brackets"),
    "an inline table with a bad pin": (b"# pins\n\nbuttons = {go = 99}\n", 3, "use a whole number from 2 to 27"),
    "a dotted key with a bad pin": (b"# pins\nbuttons.go = 40\n", 2, "use a whole number from 2 to 27"),
    "a dotted key under another section": (b"[audio]\nbuffer = 512\nvoice.rat = 150\n", 3, "did you mean"),
    "an inline table with an unknown key": (b"\nbuttons = {ok = 23, gogo = 17}\n", 2, "did you mean 'go'"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_each_mistake_names_file_line_and_fix(tmp_path: Path, case: str) -> None:
    content, line, fix = CASES[case]
    path = tmp_path / "config.toml"
    path.write_bytes(content)
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert message.startswith(f"{path}, line {line}: "), message
    assert "Fix: " in message and fix in message, message


def test_a_byte_order_mark_is_refused_in_the_words_of_the_fix(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_bytes(b"\xef\xbb\xbf[voice]\nrate = 150\n")
    with pytest.raises(ConfigError, match="the file starts with a byte-order mark. Fix: save it as UTF-8 without BOM"):
        load_config(path)


def test_the_first_bad_byte_gives_the_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_bytes(b'[voice]\nvoice = "caf\xe9"\nrate = "\xff"\n')
    with pytest.raises(ConfigError, match=re.escape(", line 2: byte 0xe9 at column 13 is not UTF-8 text")):
        load_config(path)


def test_valid_inline_tables_and_dotted_keys_mean_what_sections_mean(tmp_path: Path) -> None:
    """They are legal TOML, so they are accepted; only a mistake in them is refused, with its line."""
    sections = tmp_path / "sections.toml"
    sections.write_text("[buttons]\ngo = 5\nup = 6\n\n[voice]\nrate = 150\n")
    other = tmp_path / "other.toml"
    other.write_text("buttons = {go = 5, up = 6}\nvoice.rate = 150\n")
    first, second = load_config(sections), load_config(other)
    assert (first.pins, first.rate) == (second.pins, second.rate)


@pytest.mark.parametrize("make", ["a directory", "no permission", "far too large"])
def test_a_file_that_cannot_be_read_is_a_config_error_naming_it(tmp_path: Path, make: str) -> None:
    path = tmp_path / "config.toml"
    if make == "a directory":
        path.mkdir()
    elif make == "no permission":
        path.write_text("[voice]\nrate = 150\n")
        path.chmod(0)
        if _readable(path):  # root reads anything: a symlink loop cannot be opened by anyone
            path.chmod(0o644)
            path = tmp_path / "looping.toml"
            path.symlink_to(tmp_path / "loop.toml")
            (tmp_path / "loop.toml").symlink_to(path)
    else:
        path.write_bytes(b"# " + b"x" * 1_100_000 + b"\n")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert str(caught.value).startswith(str(path)) and "Fix: " in str(caught.value)


def _readable(path: Path) -> bool:
    try:
        path.read_bytes()
        return True
    except OSError:
        return False


def test_any_other_failure_while_loading_is_a_config_error_naming_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[voice]\nrate = 150\n")

    def broken(*args: object) -> None:
        raise KeyError("something no check foresaw")

    monkeypatch.setattr(config_module, "_build", broken)
    with pytest.raises(ConfigError, match=re.escape(f"{path}: could not be loaded (KeyError")):
        load_config(path)
