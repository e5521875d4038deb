"""The printable Scattergories sheet: answer pads, their lines and columns, a page
that fits both A4 and US Letter, and the `--pads` option of `referee print`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from device.app.cli import main
from engine.games.scattergories import print_sheet
from engine.games.scattergories.print_sheet import LINES, PADS_PER_PAGE, ROUNDS, sheet_html

A4_MM = (210.0, 297.0)
LETTER_MM = (215.9, 279.4)
CONTENT_LIMIT_MM = (186.0, 250.0)  # the box the brief allows inside either paper

LISTS = {"1": [f"Category {n}" for n in range(1, 13)], "2": [f"Other {n}" for n in range(1, 13)]}


def pads_of(page: str) -> list[str]:
    """Each pad's HTML, from its opening tag to the next pad (or the end of the body)."""
    starts = [match.start() for match in re.finditer(r'<section class="pad">', page)]
    ends = starts[1:] + [page.index("</body>")]
    return [page[start:end] for start, end in zip(starts, ends)]


def style_of(page: str) -> str:
    return page[page.index("<style>") + len("<style>") : page.index("</style>")]


def mm(value: str) -> float:
    """A CSS length in mm, pt or in, as mm."""
    number, unit = re.fullmatch(r"([\d.]+)(mm|pt|in)", value).groups()  # type: ignore[union-attr]
    return float(number) * {"mm": 1.0, "pt": 25.4 / 72, "in": 25.4}[unit]


# ---------------------------------------------------------------- pads


@pytest.mark.parametrize("count", [1, 2, 3, 5])
def test_the_sheet_has_as_many_pads_as_asked(count: int) -> None:
    assert len(pads_of(sheet_html(LISTS, ["1"], count))) == count


def test_one_pad_unless_asked_and_fewer_than_one_is_refused() -> None:
    assert len(pads_of(sheet_html(LISTS, ["1"]))) == 1
    with pytest.raises(ValueError):
        sheet_html(LISTS, ["1"], 0)


def test_each_pad_has_twelve_numbered_lines_three_rounds_and_a_tie_break_column() -> None:
    for pad in pads_of(sheet_html(LISTS, ["2"], 3)):
        numbers = re.search(r'<div class="numbers">(.*?)</div></div>', pad)
        assert numbers is not None
        assert re.findall(r"<div>(\d+)</div>", numbers.group(0)) == [str(n) for n in range(1, 13)]
        assert pad.count('class="round"') == ROUNDS == 3
        for number in range(1, ROUNDS + 1):
            assert f"<h2>Round {number}</h2>" in pad
        assert pad.count("<li></li>") == ROUNDS * 12 == ROUNDS * LINES
        assert pad.count('class="tiebreak"') == 1
        assert "<h2>Tie-break</h2>" in pad
        assert pad.count('<li class="tie"></li>') == 12
        assert pad.index('class="numbers"') < pad.index('class="round"') < pad.index('class="tiebreak"')


def test_pads_go_on_new_pages_a_page_at_a_time() -> None:
    page = sheet_html(LISTS, ["1"], 5)
    groups = page.split('<div class="pads">')[1:]
    assert [group.count('<section class="pad">') for group in groups] == [2, 2, 1]
    assert re.search(r"\.pads \{[^}]*break-before: page", style_of(page))
    assert PADS_PER_PAGE == 2


def test_the_category_lists_come_first_as_before() -> None:
    page = sheet_html(LISTS, ["1"], 2)
    assert page.index("List 1") < page.index('class="pad"')
    assert "Category 12" in page and "List 2" not in page


# ---------------------------------------------------------------- the page fits A4 and Letter


def test_the_declared_page_fits_both_a4_and_letter_paper() -> None:
    style = style_of(sheet_html(LISTS, ["1"], 2))
    page_rule = re.search(r"@page \{([^}]*)\}", style)
    assert page_rule is not None
    size = re.search(r"size: ([\d.]+mm) ([\d.]+mm);", page_rule.group(1))
    assert size is not None
    width, height = mm(size.group(1)), mm(size.group(2))
    for paper_width, paper_height in (A4_MM, LETTER_MM):
        assert width <= paper_width and height <= paper_height
    margins = re.search(r"margin: ([\d.]+mm) ([\d.]+mm);", page_rule.group(1))
    assert margins is not None
    top_bottom, side = mm(margins.group(1)), mm(margins.group(2))
    content = (width - 2 * side, height - 2 * top_bottom)
    assert content[0] <= CONTENT_LIMIT_MM[0] and content[1] <= CONTENT_LIMIT_MM[1]
    assert content == pytest.approx((print_sheet.CONTENT_WIDTH_MM, print_sheet.CONTENT_HEIGHT_MM))


def test_every_size_is_fixed_and_nothing_is_wider_or_taller_than_the_content_box() -> None:
    style = style_of(sheet_html(LISTS, ["1"], 2))
    assert "%" not in style and "vw" not in style and "vh" not in style and "em;" not in style
    for prop, value in re.findall(r"(?<![-\w])(width|height): ([\d.]+\w+)", style):
        limit = CONTENT_LIMIT_MM[0] if prop == "width" else CONTENT_LIMIT_MM[1]
        assert mm(value) <= limit, (prop, value)
    pad_height = mm(re.search(r"\.pad \{[^}]*height: ([\d.]+mm)", style).group(1))  # type: ignore[union-attr]
    gap = mm(re.search(r"\.pad \{[^}]*margin: 0 0 ([\d.]+mm)", style).group(1))  # type: ignore[union-attr]
    assert PADS_PER_PAGE * pad_height + (PADS_PER_PAGE - 1) * gap <= print_sheet.CONTENT_HEIGHT_MM
    # A pad's columns add up to the content width, no more.
    widths = {
        name: mm(re.search(rf"\.{name} \{{[^}}]*?width: ([\d.]+mm)", style).group(1))  # type: ignore[union-attr]
        for name in ("numbers", "round", "tiebreak")
    }
    assert widths["numbers"] + ROUNDS * widths["round"] + widths["tiebreak"] <= print_sheet.CONTENT_WIDTH_MM
    # The rows of a column fit in a pad's height.
    row = mm(re.search(r"\.round li, \.tiebreak li \{[^}]*height: ([\d.]+mm)", style).group(1))  # type: ignore[union-attr]
    assert LINES * row < pad_height


# ---------------------------------------------------------------- the command line


def test_print_pads_gives_that_many_pads(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["print", "scattergories", "--list", "3", "--pads", "4"]) == 0
    assert len(pads_of(capsys.readouterr().out)) == 4


def test_print_without_pads_gives_one_page_of_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["print", "scattergories", "--list", "3"]) == 0
    assert len(pads_of(capsys.readouterr().out)) == PADS_PER_PAGE


@pytest.mark.parametrize(("given", "said"), [("0", "give 1 or more"), ("-2", "give 1 or more"), ("two", "'two' is not a number")])
def test_print_pads_refuses_zero_or_a_non_number(capsys: pytest.CaptureFixture[str], given: str, said: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["print", "scattergories", "--pads", given])
    assert exit_.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "--pads" in captured.err and said in captured.err


def test_print_answers_adds_a_key_of_one_fitting_answer_per_letter(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 24: the answer file players see: a printed key for disputes, list by list."""
    import tomllib
    from html import escape
    from pathlib import Path

    import engine.games.scattergories as scattergories
    from device.storage.library import load_library
    from engine.games.scattergories.setup_flow import LISTS

    assert main(["print", "scattergories", "--list", "3", "--pads", "1", "--answers"]) == 0
    page = capsys.readouterr().out
    key = page.split('<section class="key">', 1)[1]
    answers = tomllib.loads((Path(scattergories.__file__).parent / "decks" / "lists.answers.toml").read_text("utf-8"))
    for category in load_library().decks[LISTS]["3"]:
        assert escape(category) in key
        for letter, answer in answers[category].items():
            assert f"<b>{letter}</b> {escape(answer)}" in key
    assert page.count('<section class="key">') == 1


def test_print_without_answers_has_no_key(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["print", "scattergories", "--list", "3"]) == 0
    assert 'class="key"' not in capsys.readouterr().out.split("<style>")[1].split("</style>")[1]


# ---------------------------------------------------------------- issue 25, item 5: the sheet in the referee's language


def printed(capsys: pytest.CaptureFixture[str], *options: str) -> str:
    assert main(["print", "scattergories", *options]) == 0
    return capsys.readouterr().out


def words_shown(page: str) -> list[str]:
    """The sheet's text as printed: outside the style, between the tags."""
    body = page[page.index("</style>") :]
    return [text.strip() for text in re.split(r"<[^>]+>", body) if text.strip() and text.strip() != "&nbsp;"]


def test_a_spanish_sheet_prints_the_spanish_lists_in_spanish_words(capsys: pytest.CaptureFixture[str]) -> None:
    from device.storage.library import load_library
    from tests.english_words import ENGLISH_WORDS, words_of

    page = printed(capsys, "--language", "es", "--list", "1", "--answers")
    assert '<html lang="es">' in page
    assert "<h1>Scattergories: lista 1</h1>" in page
    for heading in ("Ronda 1", "Ronda 3", "Desempate", "Lista 1: una respuesta para cada letra"):
        assert f"<h2>{heading}</h2>" in page
    assert "Nombre: " in page and "Hoja 1" in page and "Puntos" in page
    spanish_list = load_library(language="es").decks["scattergories/lists"]["1"]
    assert all(f"<li>{category}</li>" in page for category in spanish_list)
    english = [text for text in words_shown(page) if words_of(text) & ENGLISH_WORDS]
    assert english == []


def test_the_sheet_follows_the_config_language_and_english_stays_english(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    spanish_config = tmp_path / "config.toml"
    spanish_config.write_text('[voice]\nlanguage = "es"\n', encoding="utf-8")
    assert '<html lang="es">' in printed(capsys, "--config", str(spanish_config), "--list", "2")
    english = printed(capsys, "--language", "en", "--list", "2")
    assert '<html lang="en">' in english and "<h2>Round 1</h2>" in english and "<h1>Scattergories: list 2</h1>" in english
