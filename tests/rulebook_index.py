"""The check behind each game's rulebook index (issue 29 and 30, "Done when": every rule
sentence of the rulebook has a test that cites it): the test functions' docstrings of a game's
test folder, read once, and whether one of them quotes a rule sentence."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path


def squashed(text: str) -> str:
    """``text`` with its white space (line breaks of a docstring) made single spaces."""
    return re.sub(r"\s+", " ", text)


@cache
def docstrings_of_tests(folder: Path) -> str:
    """Every test function's docstring in ``folder`` and below, joined (the index's own file
    holds none: its quotes are what is looked for, not citations)."""
    texts: list[str] = []
    for path in sorted(folder.rglob("test_*.py")):
        if path.name == "test_rulebook_index.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                texts.append(ast.get_docstring(node) or "")
    return squashed(" ".join(texts))


def cited(folder: Path, quote: str) -> bool:
    """Whether some test in ``folder`` quotes ``quote`` in its docstring."""
    return squashed(quote) in docstrings_of_tests(folder)
