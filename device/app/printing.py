"""The transcript on standard output: the one stream a pipe or a test reads, kept to the referee's lines, whatever text they hold."""

from __future__ import annotations

import sys


def print_line(line: str) -> None:
    """Print a line the referee says; text a terminal cannot encode is escaped, never a crash mid-game."""
    try:
        print(line, flush=True)
    except UnicodeEncodeError:
        encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
        print(line.encode(encoding, "backslashreplace").decode(encoding), flush=True)
