"""The benchmarks' tables, printed one way: columns padded to their widest cell, a rule under the header."""

from __future__ import annotations

from typing import Sequence


def print_table(header: Sequence[str], lines: Sequence[Sequence[str]]) -> None:
    """Print `lines` under `header` as aligned columns (plain text, so a run's output can be pasted into the docs)."""
    table = [list(header)] + [list(line) for line in lines]
    widths = [max(len(line[column]) for line in table) for column in range(len(header))]
    for index, line in enumerate(table):
        print("  ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip())
        if index == 0:
            print("  ".join("-" * width for width in widths))
