"""The paper side of Scattergories: category lists and an answer pad to print.

`referee print scattergories [--list N] > sheet.html` writes what `sheet_html`
returns. The page is self-contained (no scripts, no images, no web fonts) so it
prints the same from any browser, in black on white, to save ink.

Page one holds the lists, two to a card like the boxed game. Page two is the
answer pad: three columns, one per round of a set, each with a space for the
letter, twelve numbered lines and a round total.
"""

from __future__ import annotations

from html import escape
from typing import Mapping, Sequence

from engine.games.scattergories.setup_flow import list_order

ROUNDS = 3

_STYLE = """
  @page { size: A4; margin: 12mm; }
  body { font-family: Arial, Helvetica, sans-serif; color: #000; background: #fff; margin: 0; }
  h1 { font-size: 18pt; margin: 0 0 6mm; }
  h2 { font-size: 13pt; margin: 0 0 2mm; }
  .cards { display: flex; flex-wrap: wrap; gap: 5mm; }
  .card { border: 1.5pt solid #000; border-radius: 3mm; padding: 3mm 4mm; width: 80mm;
          break-inside: avoid; page-break-inside: avoid; }
  .card ol { margin: 0; padding-left: 7mm; font-size: 10.5pt; line-height: 1.45; }
  .pad { break-before: page; page-break-before: always; }
  .name { font-size: 12pt; margin-bottom: 5mm; }
  .columns { display: flex; gap: 5mm; }
  .round { flex: 1; border: 1.5pt solid #000; padding: 3mm; }
  .round h2 { text-align: center; }
  .letter { text-align: center; margin-bottom: 3mm; }
  .box { display: inline-block; width: 10mm; height: 10mm; border: 1pt solid #000; vertical-align: middle; }
  .round ol { margin: 0; padding-left: 7mm; }
  .round li { border-bottom: 0.75pt solid #000; height: 14mm; }
  .total { margin-top: 4mm; text-align: right; }
"""


def sheet_html(lists: Mapping[str, Sequence[str]], numbers: Sequence[str] = ()) -> str:
    """A printable page: the lists asked for (all of them if none) and one answer pad.

    Raises KeyError naming the known lists when a number asked for does not exist,
    so the command line can say so instead of printing a half-empty page.
    """
    chosen = list(numbers) or sorted(lists, key=list_order)
    missing = [number for number in chosen if number not in lists]
    if missing:
        known = ", ".join(sorted(lists, key=list_order))
        raise KeyError(f"no category list {', '.join(missing)}; the lists are {known}")
    title = "Scattergories: list " + chosen[0] if len(chosen) == 1 else "Scattergories: category lists"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en">',
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
        _answer_pad(),
        "</body>",
        "</html>",
    ]
    return "\n".join(parts) + "\n"


def _card(number: str, categories: Sequence[str]) -> str:
    items = "".join(f"<li>{escape(category)}</li>" for category in categories)
    return f'<div class="card"><h2>List {escape(number)}</h2><ol>{items}</ol></div>'


def _answer_pad(lines: int = 12) -> str:
    columns = []
    for round_number in range(1, ROUNDS + 1):
        blanks = "<li></li>" * lines
        columns.append(
            '<div class="round">'
            f"<h2>Round {round_number}</h2>"
            '<div class="letter">Letter <span class="box"></span></div>'
            f"<ol>{blanks}</ol>"
            '<div class="total">Points <span class="box"></span></div>'
            "</div>"
        )
    return (
        '<section class="pad">'
        "<h1>Answer pad</h1>"
        '<div class="name">Name: ______________________ &nbsp; List: ____</div>'
        f'<div class="columns">{"".join(columns)}</div>'
        "</section>"
    )
