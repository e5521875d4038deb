"""Print the requirements of some of pyproject.toml's extras, one a line, for pip.

scripts/setup.sh uses it when the project itself is already installed from
this very pyproject.toml (the install stamp says so) and only an extra is
missing: ./run.sh ran first, then ./test.sh. Installing these requirements
adds what the tests need without installing the project a second time.

    python3 scripts/lib/extras.py PYPROJECT EXTRA...

An extra that names the project itself (``table-referee[other]``) is
followed into that other extra, since pip would otherwise look the project
up on PyPI. Markers stay on each line: pip evaluates them.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path


def requirements(pyproject: Path, extras: list[str]) -> list[str]:
    """The extras' requirement lines in order, each once, the project's own name expanded."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    optional: dict[str, list[str]] = project.get("optional-dependencies", {})
    own = re.compile(rf"^\s*{re.escape(project['name'])}\s*\[([^\]]*)\]", re.IGNORECASE)
    found: list[str] = []
    todo = list(extras)
    seen: set[str] = set()
    while todo:
        extra = todo.pop(0)
        if extra in seen:
            continue
        seen.add(extra)
        if extra not in optional:
            raise SystemExit(f"extras.py: {pyproject} has no extra '{extra}'")
        for line in optional[extra]:
            itself = own.match(line)
            if itself:
                todo += [name.strip() for name in itself.group(1).split(",") if name.strip()]
            elif line not in found:
                found.append(line)
    return found


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print("usage: extras.py PYPROJECT EXTRA...", file=sys.stderr)
        return 2
    for line in requirements(Path(argv[0]), argv[1:]):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
