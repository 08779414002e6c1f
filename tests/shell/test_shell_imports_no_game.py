"""The shell knows no game (issue 28): no module under audatia_qt/shell imports a game, not at
its top nor inside a function; it reaches games through the catalogue and their plugins'
names alone."""

from __future__ import annotations

import ast
from pathlib import Path

import audatia_qt.shell

SHELL = Path(audatia_qt.shell.__file__).parent
GAMES = "audatia_qt.games"


def _imported(source: str, package: str) -> list[tuple[int, str]]:
    """Every module ``source`` imports, anywhere in it, by absolute name (a relative import
    resolved from ``package``, the package the module lives in)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0]
                base = f"{parent}.{base}" if base else parent
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return found


def _package(path: Path) -> str:
    return ".".join(("audatia_qt", *path.relative_to(SHELL.parent).parent.parts))


def test_no_shell_module_imports_a_game() -> None:
    modules = sorted(SHELL.rglob("*.py"))
    assert len(modules) > 10  # the scan found the shell
    crossings = [
        f"{path.relative_to(SHELL.parent)}:{line} imports {name}"
        for path in modules
        for line, name in _imported(path.read_text(encoding="utf-8"), _package(path))
        if name == GAMES or name.startswith(f"{GAMES}.")
    ]
    assert crossings == []


def test_the_scan_sees_imports_inside_functions_and_relative_ones() -> None:
    source = "def late():\n    from ...games.audatia import plugin\n    import audatia_qt.games\n"
    names = [name for _line, name in _imported(source, "audatia_qt.shell.i18n")]
    assert "audatia_qt.games.audatia.plugin" in names
    assert "audatia_qt.games" in names
    assert _package(SHELL / "i18n" / "render.py") == "audatia_qt.shell.i18n"
