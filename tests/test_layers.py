"""Imports flow one way, down the layers (issue 22; docs/architecture.md, "The house").

    engine                      the rules: imports nothing of ours but engine
    device (its own modules)    shared basics: files, paths, health, messages, sd_notify, toml_lines
    device.storage, device.sound, device.input      the rooms at the bottom, side by side
    device.referee              the one loop, which uses all three
    device.companion            the phone page, a front end of the referee
    device.app                  the program: command line, config, check

A module may import its own room, any room below it, and the shared basics;
the three bottom rooms do not import each other, and nothing imports a room
above it. sounds/ (cue data) and benchmarks/ stand beside: sounds/ imports
nothing of the device, and benchmarks/ never imports tests/. Every import is
read from the source (AST), lazy ones inside functions included, so a
backward import fails here, named with its file and line.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from tests.paths import REPO

RANK = {
    "engine": 0,
    "device": 1,
    "device.storage": 2,
    "device.sound": 2,
    "device.input": 2,
    "device.referee": 3,
    "device.companion": 4,
    "device.app": 5,
}
SIDE_BY_SIDE = {"device.storage", "device.sound", "device.input"}


def layer_of(module: str) -> str | None:
    """The layer a dotted module name belongs to (its longest listed prefix)."""
    parts = module.split(".")
    for length in range(len(parts), 0, -1):
        prefix = ".".join(parts[:length])
        if prefix in RANK:
            return prefix
    return None


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, name: str) -> list[tuple[int, str]]:
    """Every module this file (the module `name`) imports, with its line (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name.rsplit(".", 1)[0] if path.name != "__init__.py" else name
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((node.lineno, module))
            # `from device import phrases` imports device.phrases
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return found


def problems_in(path: Path, name: str) -> list[str]:
    """The backward imports of one file, each named with its file and line."""
    importer = layer_of(name)
    if importer is None:
        return []
    problems = []
    named_lines = set()
    for line, imported in imports_of(path, name):
        target = layer_of(imported)
        if target is None or target == importer:
            continue
        as_path = REPO / Path(*imported.split("."))
        if not (as_path.with_suffix(".py").exists() or as_path.is_dir()) and imported.count(".") > 1:
            continue  # `from X import name`: the name is not a module; X itself is checked
        if (RANK[target] > RANK[importer] or (target in SIDE_BY_SIDE and importer in SIDE_BY_SIDE)) and line not in named_lines:
            named_lines.add(line)  # one problem a line: `from X import a, b` is one import
            problems.append(f"{path}:{line}: {name} ({importer}) imports {imported} ({target})")
    return problems


def backward_imports(root: str) -> list[str]:
    return [problem for path in sorted((REPO / root).rglob("*.py")) for problem in problems_in(path, module_name(path))]


@pytest.mark.parametrize("root", ["engine", "device"])
def test_no_import_runs_backwards(root: str) -> None:
    problems = backward_imports(root)
    assert not problems, "imports that run backwards:\n" + "\n".join(problems)


def test_sounds_import_nothing_of_the_device_and_benchmarks_nothing_of_the_tests() -> None:
    problems = []
    for folder, forbidden in (("sounds", ("device", "engine", "tests")), ("benchmarks", ("tests",))):
        for path in sorted((REPO / folder).rglob("*.py")):
            for line, imported in imports_of(path, module_name(path)):
                if imported.split(".")[0] in forbidden:
                    problems.append(f"{path.relative_to(REPO)}:{line}: imports {imported}")
    assert not problems, "\n".join(problems)


def test_the_check_finds_a_backward_import(tmp_path: Path) -> None:
    """The rule can fail: a storage module importing the referee, and one bottom room importing another."""
    probe = tmp_path / "probe.py"
    probe.write_text("from device.referee import runtime\nfrom device.sound import speaker\n", encoding="utf-8")
    problems = problems_in(probe, "device.storage.probe")
    assert [problem.split(": ", 1)[0].rsplit(":", 1)[1] for problem in problems] == ["1", "2"]


def test_every_room_says_what_lives_there() -> None:
    for room in ("storage", "sound", "sound/voices", "input", "referee", "companion", "app"):
        init = REPO / "device" / room / "__init__.py"
        assert ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))), f"device/{room}/__init__.py has no docstring"


# ----- the device names no game ---------------------------------------------------------


def game_names() -> set[str]:
    """Every way code could name a game of the catalog: its id ("rapid-list") and its package's folder ("rapid_list")."""
    from engine.catalog import GAMES

    return {entry.id for entry in GAMES.values()} | {entry.package.rsplit(".", 1)[-1] for entry in GAMES.values()}


def game_imports(path: Path, name: str) -> list[tuple[int, str]]:
    """Each import of a game's package or of anything inside it, at any depth, once a line.

    `engine.games.dabble` and `engine.games.scattergories.dice.letter_die` both
    name a game; `engine.games` alone (the folder of them all) does not.
    """
    found: dict[int, str] = {}
    for line, module in imports_of(path, name):
        if module.startswith("engine.games.") and module.count(".") >= 2:
            found.setdefault(line, module)  # the statement's own module comes first
    return sorted(found.items())


def games_named_in(path: Path, names: set[str], name: str | None = None) -> list[str]:
    """Imports of a game's package, and string constants (docstrings aside) holding a game's name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    where = path.relative_to(REPO) if path.is_relative_to(REPO) else path
    found = [f"{where}:{line}: imports {module}" for line, module in game_imports(path, name or module_name(path))]
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            named = sorted(name for name in names if name in node.value.lower())
            if named:
                found.append(f"{where}:{node.lineno}: names {named[0]!r}")
    return found


def test_the_device_names_no_game() -> None:
    """Issue 22: a game brings what the device needs through its catalog entry, so a fifth game never touches device/."""
    names = game_names()
    found = [problem for path in sorted((REPO / "device").rglob("*.py")) for problem in games_named_in(path, names)]
    assert found == [], "\n".join(found)


def test_the_check_finds_a_game_named_in_the_device(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text('from engine.games.dabble import said\nDECK = "scattergories/lists"\n', encoding="utf-8")
    found = games_named_in(planted, game_names(), "device.sound.planted")
    assert len(found) == 2 and "1: imports engine.games.dabble" in found[0] and "2: names 'scattergories'" in found[1]


def test_the_check_finds_a_game_imported_from_deep_inside(tmp_path: Path) -> None:
    """A module, or a name, from deep in a game's package names the game as much as its package does."""
    planted = tmp_path / "planted.py"
    planted.write_text(
        "from engine.games.scattergories.dice import letter_die\n"
        "import engine.games.rapido.rules.deep\n"
        "from engine.games.dabble import scoring\n"
        "from engine import games\n",
        encoding="utf-8",
    )
    found = games_named_in(planted, set(), "device.app.planted")
    assert [problem.split(": ", 1)[1] for problem in found] == [
        "imports engine.games.scattergories.dice",
        "imports engine.games.rapido.rules.deep",
        "imports engine.games.dabble",
    ]


# ----- no room holds a module too long to read --------------------------------------------

LONGEST_MODULE = 400  # lines (issue 22): past this a module holds more than one concern


def long_modules(root: Path, longest: int = LONGEST_MODULE) -> list[str]:
    """Every module under `root` longer than `longest` lines, named with its length."""
    found = []
    for path in sorted(root.rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > longest:
            where = path.relative_to(REPO) if path.is_relative_to(REPO) else path
            found.append(f"{where}: {lines} lines")
    return found


def test_no_module_in_the_device_is_over_400_lines() -> None:
    """Issue 22: a module over 400 lines is split by concern, so a newcomer reads one concern at a time."""
    found = long_modules(REPO / "device")
    assert found == [], "split these by concern:\n" + "\n".join(found)


def test_the_check_finds_a_long_module(tmp_path: Path) -> None:
    (tmp_path / "room").mkdir()
    (tmp_path / "room" / "long.py").write_text("x = 1\n" * (LONGEST_MODULE + 1), encoding="utf-8")
    (tmp_path / "room" / "full.py").write_text("x = 1\n" * LONGEST_MODULE, encoding="utf-8")
    assert long_modules(tmp_path) == [f"{tmp_path / 'room' / 'long.py'}: {LONGEST_MODULE + 1} lines"]
