"""No module of audatia_qt imports inside a function, but for a short list of reasons (issue 28).

An import inside a function runs late, after both modules are loaded, and so hides a cycle: the
table's items once reached back into the scene that holds them that way, and the settings
dialog into the main window. A shared piece belongs in the module the others import at the
top (a card's ``CardTable``, the table's ``spoken`` words, the preferences' animation
choices). What stays late is listed below, each with its reason; the source is read with ast,
nothing is imported.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent / "audatia_qt"

#: The modules that may import inside a function, and why.
LATE_IMPORTS_ALLOWED: dict[str, str] = {
    "audatia_qt/__main__.py": (
        "the command line: each verb imports what it runs when it runs, so --help, --version "
        "and the verbs without a window (selfplay, arena, gauntlet, --check-decks) start "
        "without loading Qt or the table (tests/fresh_interpreter.py)"
    ),
    "audatia_qt/self_test.py": (
        "--self-test checks the installed pieces one by one: a piece that cannot be imported "
        "is that check's failure, reported with the others, not a crash of the whole test"
    ),
    "audatia_qt/shell/network/play.py": (
        "Game > Host and Join Network Game: the network (websockets, the table server) loads "
        "when a person hosts or joins, not at every start of the app (half a second)"
    ),
    "audatia_qt/games/audatia/board/screenshot.py": (
        "the --screenshot verb: __main__ reads parse_size to refuse a bad size before Qt "
        "loads, and the whole window is built only when a picture is taken"
    ),
}


def late_imports(source: str) -> list[tuple[int, str]]:
    """The (line, function) of every import statement inside a function body of source."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if function is not None and isinstance(child, ast.Import | ast.ImportFrom):
                found.append((child.lineno, function))
            inner = (
                child.name
                if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
                else function
            )
            visit(child, inner)

    visit(ast.parse(source), None)
    return found


def _scan() -> dict[str, list[tuple[int, str]]]:
    found = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        late = late_imports(path.read_text(encoding="utf-8"))
        if late:
            found[path.relative_to(PACKAGE_DIR.parent).as_posix()] = late
    return found


def test_the_finder_sees_imports_in_functions_and_methods_only() -> None:
    source = (
        "import os\n"
        "if os.name:\n"
        "    import sys\n"
        "def top():\n"
        "    import json\n"
        "    def inner():\n"
        "        from x import y\n"
        "class Item:\n"
        "    import re\n"
        "    async def hover(self):\n"
        "        import abc\n"
    )
    assert late_imports(source) == [(5, "top"), (7, "inner"), (11, "hover")]


def test_no_module_imports_inside_a_function_but_the_listed_ones() -> None:
    late = _scan()
    unlisted = {
        module: [f"line {line} in {function}()" for line, function in where]
        for module, where in late.items()
        if module not in LATE_IMPORTS_ALLOWED
    }
    assert unlisted == {}


def test_every_listed_module_still_imports_late() -> None:
    """An entry whose late imports are gone is removed, so the list stays short and true."""
    late = _scan()
    assert [module for module in LATE_IMPORTS_ALLOWED if module not in late] == []
    assert all(reason.strip() for reason in LATE_IMPORTS_ALLOWED.values())
