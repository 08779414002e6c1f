"""The rules modules import one another without a cycle (issue 18, section 2).

A cycle is easy to hide: an import inside a function runs late, after both modules are loaded.
So the check reads the source: every import of a rules module, wherever it stands, makes an
edge, and the graph must be acyclic. Imports under ``if TYPE_CHECKING:`` only name types for
the checker and never run, so they are left out (``ruleset.py`` names the engine's types so).
"""

from __future__ import annotations

import ast
import graphlib
import subprocess
import sys
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[4] / "audatia_qt" / "games" / "audatia" / "rules"

PREFIX = "audatia_qt.games.audatia.rules"
MODULES = sorted(path.stem for path in RULES.glob("*.py") if path.stem != "__init__")


def _type_checking_block(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and node.test.id == "TYPE_CHECKING"
    )


def _imported(node: ast.Import | ast.ImportFrom) -> set[str]:
    """The rules modules an import statement loads."""
    found = set()
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    elif node.module == PREFIX:
        names = [f"{PREFIX}.{alias.name}" for alias in node.names]
    else:
        names = [node.module or ""]
    for name in names:
        if name.startswith(PREFIX + "."):
            found.add(name.removeprefix(PREFIX + ".").split(".")[0])
    return found


def _imports(tree: ast.Module) -> tuple[set[str], list[int]]:
    """The rules modules a module imports at run time, and the lines of the imports that
    stand inside a function or a class (run late)."""
    edges: set[str] = set()
    late: list[int] = []

    def visit(node: ast.AST, nested: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.stmt) and _type_checking_block(child):
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                modules = _imported(child)
                edges.update(modules)
                if nested and modules:
                    late.append(child.lineno)
            inner = nested or isinstance(
                child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
            )
            visit(child, inner)

    visit(tree, False)
    return edges, late


def _graph() -> dict[str, set[str]]:
    graph = {}
    for module in MODULES:
        tree = ast.parse((RULES / f"{module}.py").read_text(encoding="utf-8"))
        graph[module] = _imports(tree)[0] - {module}
    return graph


def test_no_rules_module_imports_inside_a_function() -> None:
    """No import runs late to dodge a cycle (``GameState.__repr__``'s position writer, the last
    one, now stands below ``state``: ``rules.position_words``)."""
    late: dict[str, set[str]] = {}
    for module in MODULES:
        tree = ast.parse((RULES / f"{module}.py").read_text(encoding="utf-8"))
        for line in _imports(tree)[1]:
            statement = next(
                node
                for node in ast.walk(tree)
                if isinstance(node, ast.Import | ast.ImportFrom) and node.lineno == line
            )
            late.setdefault(module, set()).update(_imported(statement))
    assert late == {}


def test_the_rules_modules_import_one_another_without_a_cycle() -> None:
    graph = _graph()
    assert set(graph["options"]).isdisjoint({"step", "sudden_death", "game"})
    graphlib.TopologicalSorter(graph).prepare()  # raises CycleError naming the cycle


def test_the_check_sees_a_cycle_and_a_late_import() -> None:
    tree = ast.parse(
        "from audatia_qt.games.audatia.rules import options\n"
        "if TYPE_CHECKING:\n    from audatia_qt.games.audatia.rules.step import Step\n"
        "def f():\n    from audatia_qt.games.audatia.rules.game import apply\n"
    )
    assert _imports(tree) == ({"options", "game"}, [5])
    with pytest.raises(graphlib.CycleError):
        graphlib.TopologicalSorter({"a": {"b"}, "b": {"a"}}).prepare()


@pytest.mark.parametrize("module", MODULES)
def test_each_rules_module_imports_first_in_a_fresh_interpreter(module: str) -> None:
    """Whichever module a program imports first, the package loads (no import order is
    needed to dodge a cycle)."""
    code = f"import {PREFIX}.{module}; import {PREFIX}; {PREFIX}.new_game"
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, timeout=60)
