"""Where in a TOML text a mistake is: the line a parser's message names, the line a key is written on.

A person fixing a file on a card needs the line, not only the key: the config
file and the deck files both point at it, so finding it lives here, once.
"""

from __future__ import annotations

import re


def line_in_message(message: str) -> int | None:
    """The line a parser's error message names ("... (at line 4, column 2)"), if it names one."""
    found = re.search(r"line (\d+)", message)
    return int(found.group(1)) if found else None


def line_of_key(text: str, section: str | None, key: str) -> int | None:
    """Where a key (or a [section] header when section is None) is written.

    A [section] with one key a line is the usual layout; TOML also allows
    ``section.key = 1`` and ``section = {key = 1}``, so those are looked for
    next, so that a mistake written either way is still shown with its line.
    """
    current: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        header = re.match(r"\s*\[\[?\s*([^\[\]]+?)\s*\]\]?\s*(#.*)?$", line)
        if header:
            current = header.group(1).strip().strip('"')
            if section is None and current == key:
                return number
            continue
        assignment = re.match(r'\s*"?([A-Za-z0-9_-]+)"?\s*[.=]', line)  # key = ..., or key.more = ...
        if assignment and assignment.group(1) == key and current == section:
            return number
    written = re.escape(key) if section is None else re.escape(section)
    inner = None if section is None else re.compile(r'[{,]\s*"?' + re.escape(key) + r'"?\s*=')
    dotted = None if section is None else re.compile(r'\s*"?' + written + r'"?\s*\.\s*"?' + re.escape(key) + r'"?\s*=')
    for number, line in enumerate(text.splitlines(), start=1):
        if section is None and re.match(r'\s*"?' + written + r'"?\s*[.=]', line):
            return number
        if dotted and dotted.match(line):
            return number
        if inner and re.match(r'\s*"?' + written + r'"?\s*=\s*\{', line) and inner.search(line):
            return number
    return None
