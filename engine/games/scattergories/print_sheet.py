"""The paper side of Scattergories: category lists and answer pads to print.

`referee print scattergories [--list N] [--pads N] > sheet.html` writes what `sheet_html`
returns. The page is self-contained (no scripts, no images, no web fonts) so it
prints the same from any browser, in black on white, to save ink.

Page one holds the lists, two to a card like the boxed game. The answer pads
follow on new pages, two to a page: each pad has a name line, the line numbers
1 to 12 down the left, three columns (one per round of a set, each with a box
for the letter, twelve lines and a box for the round's points) and a fourth
column for a tie-break round.

The page must print on A4 (210 x 297 mm) and US Letter (215.9 x 279.4 mm)
without scaling, so the declared page is the part the two share, 210 x 279.4
mm, and its margins leave a content box of 186 x 249.4 mm. Every size below is
in mm or pt, and nothing is wider than the box; a pad is 120 mm tall, so two
pads and the gap between them fit in one page's height.
"""

from __future__ import annotations

from html import escape
from typing import Mapping, Sequence

from engine import language
from engine.games.scattergories.setup_flow import list_order
from engine.words import Words

words = Words("engine.games.scattergories")  # the game's name
shown = Words("engine")  # the words shown, never said (engine/messages/)

ROUNDS = 3
LINES = 12
PADS_PER_PAGE = 2

# The declared page and its margins, in mm (see the module notes).
PAGE_WIDTH_MM = 210.0
PAGE_HEIGHT_MM = 279.4
MARGIN_SIDE_MM = 12.0
MARGIN_TOP_BOTTOM_MM = 15.0
CONTENT_WIDTH_MM = PAGE_WIDTH_MM - 2 * MARGIN_SIDE_MM  # 186
CONTENT_HEIGHT_MM = PAGE_HEIGHT_MM - 2 * MARGIN_TOP_BOTTOM_MM  # 249.4
PAD_HEIGHT_MM = 120.0
PAD_GAP_MM = 6.0

_STYLE = f"""
  @page {{ size: {PAGE_WIDTH_MM:g}mm {PAGE_HEIGHT_MM:g}mm; margin: {MARGIN_TOP_BOTTOM_MM:g}mm {MARGIN_SIDE_MM:g}mm; }}
  .pad, .pad * {{ box-sizing: border-box; }}
  body {{ font-family: Arial, Helvetica, sans-serif; color: #000; background: #fff; margin: 0;
         width: {CONTENT_WIDTH_MM:g}mm; }}
  h1 {{ font-size: 18pt; margin: 0 0 6mm; }}
  h2 {{ font-size: 13pt; margin: 0 0 2mm; }}
  .cards {{ display: flex; flex-wrap: wrap; gap: 5mm; width: {CONTENT_WIDTH_MM:g}mm; }}
  .card {{ border: 1.5pt solid #000; border-radius: 3mm; padding: 3mm 4mm; width: 80mm;
          break-inside: avoid; page-break-inside: avoid; }}
  .card ol {{ margin: 0; padding-left: 7mm; font-size: 10.5pt; line-height: 1.45; }}
  .pad {{ width: {CONTENT_WIDTH_MM:g}mm; height: {PAD_HEIGHT_MM:g}mm; overflow: hidden;
         margin: 0 0 {PAD_GAP_MM:g}mm; break-inside: avoid; page-break-inside: avoid; }}
  .pads {{ break-before: page; page-break-before: always; }}
  .name {{ font-size: 11pt; height: 8mm; }}
  .columns {{ display: flex; width: {CONTENT_WIDTH_MM:g}mm; }}
  .numbers {{ width: 9mm; padding-top: 13mm; }}
  .numbers div {{ height: 7mm; line-height: 7mm; font-size: 10pt; font-weight: bold;
                  text-align: right; padding-right: 1.5mm; }}
  .round {{ width: 46mm; border: 1.25pt solid #000; border-right: none; padding: 0 1.5mm; }}
  .tiebreak {{ width: 39mm; border: 1.25pt dashed #000; padding: 0 1.5mm; }}
  .round h2, .tiebreak h2 {{ font-size: 11pt; text-align: center; height: 5.5mm; line-height: 5.5mm; margin: 0; }}
  .letter {{ text-align: center; height: 7.5mm; font-size: 9pt; }}
  .box {{ display: inline-block; width: 6mm; height: 6mm; border: 1pt solid #000; vertical-align: middle; }}
  .round ol, .tiebreak ol {{ margin: 0; padding: 0; list-style: none; }}
  .round li, .tiebreak li {{ border-bottom: 0.75pt solid #000; height: 7mm; }}
  .total {{ height: 9mm; padding-top: 1.5mm; text-align: right; font-size: 9pt; }}
  .key {{ page-break-before: always; font-size: 8.5pt; }}
  .key h2 {{ font-size: 12pt; margin: 0 0 1mm; }}
  .key p {{ margin: 0 0 2mm; }}
  .key li {{ margin-bottom: 1.5mm; }}
  .key .category {{ font-weight: bold; }}
"""


def sheet_html(
    lists: Mapping[str, Sequence[str]],
    numbers: Sequence[str] = (),
    pads: int = 1,
    answers: Mapping[str, Mapping[str, str]] | None = None,
) -> str:
    """A printable page: the lists asked for (all of them if none), `pads` answer pads, and an answer key.

    `answers` (the deck's answer file: category -> die letter -> one answer
    that fits) adds a key after the pads: when the table disputes an answer,
    whoever holds the key can say "for B, one answer is ...", so the argument
    is about the rules, not about whether the category can be done at all.

    Raises KeyError naming the known lists when a number asked for does not exist,
    so the command line can say so instead of printing a half-empty page, and
    ValueError when fewer than one pad is asked for.
    """
    if pads < 1:
        raise ValueError(f"the number of pads must be 1 or more, not {pads}")
    chosen = list(numbers) or sorted(lists, key=list_order)
    missing = [number for number in chosen if number not in lists]
    if missing:
        known = ", ".join(sorted(lists, key=list_order))
        raise KeyError(f"no category list {', '.join(missing)}; the lists are {known}")
    title = (
        shown("shown-sheet-title", title=words("game-name"), number=chosen[0])
        if len(chosen) == 1
        else shown("shown-sheet-title-all", title=words("game-name"))
    )
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{language.current()}">',
        "<head>",
        '<meta charset="utf-8">',
        f"<title>{escape(title)}</title>",
        f"<style>{_STYLE}</style>",
        "</head>",
        "<body>",
        f"<h1>{escape(title)}</h1>",
        '<section class="cards">',
        *(_card(number, lists[number]) for number in chosen),
        "</section>",
        *_pad_pages(pads),
        *(_answer_key(number, lists[number], answers) for number in chosen if answers is not None),
        "</body>",
        "</html>",
    ]
    return "\n".join(parts) + "\n"


def _card(number: str, categories: Sequence[str]) -> str:
    items = "".join(f"<li>{escape(category)}</li>" for category in categories)
    return f'<div class="card"><h2>{escape(shown("shown-list-name", number=number))}</h2><ol>{items}</ol></div>'


def _answer_key(number: str, categories: Sequence[str], answers: Mapping[str, Mapping[str, str]]) -> str:
    """One list's key: each category with one fitting answer per die letter that has one."""
    rows = []
    for category in categories:
        known = answers.get(category, {})
        examples = " · ".join(f"<b>{escape(letter)}</b> {escape(answer)}" for letter, answer in sorted(known.items()))
        rows.append(f'<li><span class="category">{escape(category)}</span>: {examples or escape(shown("shown-no-example"))}</li>')
    return (
        '<section class="key">'
        f"<h2>{escape(shown('shown-key-heading', number=number))}</h2>"
        f"<p>{escape(shown('shown-key-note'))}</p>"
        f"<ol>{''.join(rows)}</ol>"
        "</section>"
    )


_TIE_LINE = '<li class="tie"></li>'


def _pad_pages(pads: int) -> list[str]:
    """The pads, PADS_PER_PAGE to a page, each page starting on a new sheet of paper."""
    pages = []
    for first in range(0, pads, PADS_PER_PAGE):
        chunk = "".join(_answer_pad(index) for index in range(first, min(first + PADS_PER_PAGE, pads)))
        pages.append(f'<div class="pads">{chunk}</div>')
    return pages


def _answer_pad(index: int = 0) -> str:
    """One pad: a name line, the line numbers, three round columns and a tie-break column."""
    numbers = "".join(f"<div>{line}</div>" for line in range(1, LINES + 1))
    columns = [f'<div class="numbers">{numbers}</div>']
    letter = f'<div class="letter">{escape(shown("shown-letter"))} <span class="box"></span></div>'
    points = f'<div class="total">{escape(shown("shown-points"))} <span class="box"></span></div>'
    for round_number in range(1, ROUNDS + 1):
        columns.append(
            f'<div class="round"><h2>{escape(shown("shown-round-column", number=round_number))}</h2>{letter}'
            f"<ol>{'<li></li>' * LINES}</ol>{points}</div>"
        )
    columns.append(
        f'<div class="tiebreak"><h2>{escape(shown("shown-tie-break"))}</h2>{letter}<ol>{_TIE_LINE * LINES}</ol>{points}</div>'
    )
    return (
        '<section class="pad">'
        f'<div class="name">{escape(shown("shown-name"))}: ______________________ &nbsp; {escape(shown("shown-list"))}: ____ &nbsp; '
        f"{escape(shown('shown-pad-name', number=index + 1))}</div>"
        f'<div class="columns">{"".join(columns)}</div>'
        "</section>"
    )
