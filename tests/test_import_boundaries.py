"""Enforce the architecture's import table: the pure packages never reach Qt or Pillow.

Every .py file under audatia_qt/ is parsed with ast (nothing is imported), and each import is
resolved to a dotted module name: plain and `from` imports, relative imports, imports nested in
functions or `if TYPE_CHECKING:` blocks, and literal `importlib.import_module("...")` calls.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT_PACKAGE = "audatia_qt"
PACKAGE_DIR = Path(__file__).resolve().parent.parent / ROOT_PACKAGE

# Sub-packages of audatia_qt named in the table, plus the root-level modules by their own name.
# "" stands for the root package itself (audatia_qt/__init__.py, e.g. for __version__).
ROOT = ""

# Which parts of audatia_qt each part may import. ui and __main__ may import anything.
# resources is the stdlib-only locator of assets/ and decks/: the deck loader and the
# renderer's fonts need it, so the table's "decks" and "render" rows include it. reference is
# the pure reader of the rules reference (its chapters through resources, its citations
# through rules).
# safe_io is the stdlib-only reader of untrusted files (regular files only, capped, never
# blocking) and shower of untrusted text; every part may import it, it imports no other part
# but messages (its refusals are sentences said in the reader's language, issue 21).
SAFE_IO = "safe_io"
# userdata is the one place that knows where the player's own files live (platformdirs, or
# AUDATIA_DATA_DIR): the deck library in decks/ and the window's autosave both ask it.
USERDATA = "userdata"
# messages is the stdlib-only way every part says a sentence for a person to read, in no
# language yet (docs/i18n.md): every part may import it, it imports no other part.
MESSAGES = "messages"
# toml_problems says tomllib's reasons for refusing a text in the reader's language: the deck
# and lesson readers both parse TOML; it imports only messages and safe_io.
TOML_PROBLEMS = "toml_problems"
ALLOWED_INTERNAL: dict[str, frozenset[str]] = {
    "rules": frozenset({"rules", SAFE_IO, MESSAGES}),
    "decks": frozenset(
        {"decks", "rules", "resources", USERDATA, SAFE_IO, MESSAGES, TOML_PROBLEMS, ROOT}
    ),
    "ai": frozenset({"ai", "rules", SAFE_IO, MESSAGES, ROOT}),
    "render": frozenset({"render", "rules", "resources", SAFE_IO, MESSAGES, ROOT}),
    "session": frozenset({"session", "rules", "ai", SAFE_IO, MESSAGES, ROOT}),
    "lessons": frozenset(
        {"lessons", "session", "rules", "ai", SAFE_IO, MESSAGES, TOML_PROBLEMS, ROOT}
    ),
    "resources": frozenset({"resources", SAFE_IO, MESSAGES}),
    "reference": frozenset({"reference", "resources", "rules", SAFE_IO, MESSAGES}),
    SAFE_IO: frozenset({SAFE_IO, MESSAGES}),
    MESSAGES: frozenset({MESSAGES}),
    TOML_PROBLEMS: frozenset({TOML_PROBLEMS, SAFE_IO, MESSAGES}),
    USERDATA: frozenset({USERDATA}),
    ROOT: frozenset({ROOT, SAFE_IO, MESSAGES}),
}

# Third-party top-level modules each part must never import.
QT = frozenset({"PySide6", "shiboken6"})
FORBIDDEN_THIRD_PARTY: dict[str, frozenset[str]] = {
    "rules": QT | {"PIL", "pydantic", "pydantic_core"},
    "decks": QT | {"PIL"},
    "ai": QT | {"PIL", "pydantic", "pydantic_core"},
    "render": QT | {"pydantic", "pydantic_core"},
    "session": QT | {"PIL", "pydantic", "pydantic_core"},
    "lessons": QT | {"PIL", "pydantic", "pydantic_core"},
    "resources": QT | {"PIL", "pydantic", "pydantic_core"},
    "reference": QT | {"PIL", "pydantic", "pydantic_core"},
    SAFE_IO: QT | {"PIL", "pydantic", "pydantic_core"},
    USERDATA: QT | {"PIL", "pydantic", "pydantic_core"},
    MESSAGES: QT | {"PIL", "pydantic", "pydantic_core"},
    TOML_PROBLEMS: QT | {"PIL", "pydantic", "pydantic_core"},
    ROOT: QT | {"PIL", "pydantic", "pydantic_core"},
}

# Parts that may import nothing outside the standard library and audatia_qt.
STDLIB_ONLY = frozenset(
    {
        "rules",
        "ai",
        "session",
        "lessons",
        "resources",
        "reference",
        SAFE_IO,
        USERDATA,
        MESSAGES,
        TOML_PROBLEMS,
        ROOT,
    }
)

# The maintained libraries a stdlib-only part may still use, each for one job: lessons writes
# a lesson made from a replay as TOML a person edits (lessons/export.py).
THIRD_PARTY_ALLOWED: dict[str, frozenset[str]] = {
    "lessons": frozenset({"tomlkit"}),
    USERDATA: frozenset({"platformdirs"}),
}

# Packages that must exist and be scanned (rules and decks arrive with the engine work).
EXPECTED_PACKAGES = ("ai", "render", "session", "lessons", "ui")


@dataclass(frozen=True)
class Import:
    """One imported module, fully resolved, and the line that imports it."""

    module: str
    line: int


@dataclass(frozen=True)
class SourceModule:
    """A module of audatia_qt: its dotted name and whether it is a package's __init__."""

    name: str
    is_package: bool

    @property
    def package(self) -> str:
        """The package that relative imports in this module are resolved against."""
        return self.name if self.is_package else self.name.rpartition(".")[0]

    @property
    def part(self) -> str:
        """The row of the import table this module belongs to."""
        return part_of(self.name)


def part_of(module: str) -> str:
    """Map audatia_qt.X.Y to X, and the root package to ROOT."""
    pieces = module.split(".")
    return pieces[1] if len(pieces) > 1 else ROOT


def module_for(path: Path) -> SourceModule:
    """Return the dotted module name of a file under audatia_qt/."""
    relative = path.relative_to(PACKAGE_DIR.parent).with_suffix("")
    pieces = list(relative.parts)
    is_package = pieces[-1] == "__init__"
    if is_package:
        pieces.pop()
    return SourceModule(".".join(pieces), is_package)


def _resolve_relative(module: SourceModule, level: int, target: str | None) -> str:
    """Resolve `from ..target import x` in module to an absolute module name."""
    base = module.package.split(".")
    if level - 1 >= len(base):
        raise ValueError(f"relative import beyond the top package in {module.name}")
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, target] if target else base)


def imports_of(source: str, module: SourceModule, internal: frozenset[str]) -> list[Import]:
    """Collect every module that source imports, resolved to absolute dotted names.

    internal holds the dotted names of audatia_qt's modules, so `from audatia_qt import ui`
    resolves to the sub-package audatia_qt.shell rather than to the root package.
    """
    found: list[Import] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.extend(Import(alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = _resolve_relative(module, node.level, node.module)
            else:
                base = node.module or ""
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.append(Import(submodule if submodule in internal else base, node.lineno))
        elif isinstance(node, ast.Call) and _is_dynamic_import(node):
            argument = node.args[0]
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found.append(Import(argument.value, node.lineno))
    return found


def _is_dynamic_import(call: ast.Call) -> bool:
    """Tell whether call is importlib.import_module(...) or __import__(...) with arguments."""
    func = call.func
    named = (isinstance(func, ast.Name) and func.id in {"__import__", "import_module"}) or (
        isinstance(func, ast.Attribute) and func.attr == "import_module"
    )
    return named and bool(call.args)


def violations(module: SourceModule, imports: list[Import]) -> list[str]:
    """Return one message per import of module that breaks the import table."""
    part = module.part
    if part not in ALLOWED_INTERNAL:  # ui and __main__ may import anything
        return []
    problems: list[str] = []
    for imported in imports:
        top = imported.module.split(".")[0]
        where = f"{module.name}:{imported.line} imports {imported.module}"
        if top == ROOT_PACKAGE:
            target = part_of(imported.module)
            if target not in ALLOWED_INTERNAL[part]:
                shown = f"audatia_qt.{target}" if target else "the audatia_qt root package"
                problems.append(f"{where}: {part or 'the root'} may not import {shown}")
        elif top in FORBIDDEN_THIRD_PARTY[part]:
            problems.append(f"{where}: {part or 'the root'} may not import {top}")
        elif (
            part in STDLIB_ONLY
            and top not in sys.stdlib_module_names
            and top not in THIRD_PARTY_ALLOWED.get(part, frozenset())
        ):
            problems.append(f"{where}: {part or 'the root'} may import the standard library only")
    return problems


def source_files() -> list[Path]:
    """Every .py file of the package, in a stable order."""
    return sorted(PACKAGE_DIR.rglob("*.py"))


def internal_modules(files: list[Path]) -> frozenset[str]:
    return frozenset(module_for(path).name for path in files)


def scan() -> Iterator[tuple[SourceModule, list[Import]]]:
    files = source_files()
    internal = internal_modules(files)
    for path in files:
        module = module_for(path)
        yield module, imports_of(path.read_text(encoding="utf-8"), module, internal)


# The checker's own tests: it must catch what it is meant to catch.

SYNTHETIC_INTERNAL = frozenset(
    {
        "audatia_qt",
        "audatia_qt.games.audatia.rules",
        "audatia_qt.games.audatia.rules.cards",
        "audatia_qt.games.audatia.rules.fake",
        "audatia_qt.shell",
        "audatia_qt.shell.main_window",
        "audatia_qt.games.audatia.decks",
        "audatia_qt.games.audatia.decks.fake",
        "audatia_qt.games.audatia.policy",
        "audatia_qt.games.audatia.policy.fake",
        "audatia_qt.games.audatia.render",
        "audatia_qt.games.audatia.render.fake",
        "audatia_qt.engine.resources",
        "audatia_qt.engine.safe_io",
    }
)

BAD_RULES_SOURCE = """
import json
import PySide6
from PIL import Image
from . import cards
from .cards import Card
from ..ui import main_window
from audatia_qt import ui


def later():
    import pydantic
    import importlib
    return importlib.import_module("shiboken6")
"""


def _check(source: str, name: str) -> list[str]:
    module = SourceModule(name, is_package=False)
    return violations(module, imports_of(source, module, SYNTHETIC_INTERNAL))


def test_checker_flags_forbidden_imports_in_rules() -> None:
    problems = _check(BAD_RULES_SOURCE, "audatia_qt.games.audatia.rules.fake")
    flagged = sorted(problem.split(" imports ")[1].split(":")[0] for problem in problems)
    assert flagged == [
        "PIL",
        "PySide6",
        "audatia_qt.shell",
        "audatia_qt.shell.main_window",
        "pydantic",
        "shiboken6",
    ]


def test_checker_resolves_relative_and_from_imports() -> None:
    module = SourceModule("audatia_qt.games.audatia.rules.fake", is_package=False)
    resolved = {item.module for item in imports_of(BAD_RULES_SOURCE, module, SYNTHETIC_INTERNAL)}
    assert {
        "audatia_qt.games.audatia.rules.cards",
        "audatia_qt.shell.main_window",
        "audatia_qt.shell",
    } <= resolved
    package = SourceModule("audatia_qt.games.audatia.rules", is_package=True)
    assert [i.module for i in imports_of("from .cards import X", package, SYNTHETIC_INTERNAL)] == [
        "audatia_qt.games.audatia.rules.cards"
    ]


def test_checker_flags_third_party_in_stdlib_only_packages() -> None:
    assert _check("import numpy\nimport random\n", "audatia_qt.games.audatia.policy.fake") == [
        "audatia_qt.games.audatia.policy.fake:1 imports numpy: ai may import the standard library only"
    ]


def test_checker_accepts_what_the_table_allows() -> None:
    assert (
        _check(
            "import pydantic\nfrom ..rules import cards\n", "audatia_qt.games.audatia.decks.fake"
        )
        == []
    )
    assert (
        _check(
            "from PIL import Image\nfrom audatia_qt.games.audatia.rules import cards\n",
            "audatia_qt.games.audatia.render.fake",
        )
        == []
    )
    assert _check("import PySide6\nimport pydantic\n", "audatia_qt.shell.main_window") == []
    assert _check("from PySide6 import QtGui\n", "audatia_qt.games.audatia.render.fake") != []
    assert _check("from ..decks import fake\n", "audatia_qt.games.audatia.policy.fake") != []
    for part in ("rules", "decks", "ai", "render", "session"):
        assert (
            _check("from audatia_qt.engine.safe_io import quoted\n", f"audatia_qt.{part}.fake")
            == []
        )
    assert (
        _check("from audatia_qt.games.audatia.rules import cards\n", "audatia_qt.engine.safe_io")
        != []
    )


# The real package.


def test_every_module_respects_the_import_table() -> None:
    problems = [problem for module, imports in scan() for problem in violations(module, imports)]
    assert problems == []


def test_scan_covers_every_file_of_every_package() -> None:
    scanned: dict[str, int] = {}
    for module, _imports in scan():
        scanned[module.part] = scanned.get(module.part, 0) + 1
    for package in EXPECTED_PACKAGES:
        assert (PACKAGE_DIR / package / "__init__.py").is_file(), package
    existing = {
        path.name for path in PACKAGE_DIR.iterdir() if path.is_dir() and any(path.rglob("*.py"))
    }
    for package in sorted(existing):
        expected = len(list((PACKAGE_DIR / package).rglob("*.py")))
        assert expected > 0
        assert scanned.get(package) == expected, package
    assert scanned.get("__main__") == 1
    assert scanned.get("resources") == 1
    assert scanned.get("reference") == 1
    assert scanned.get(SAFE_IO) == 1
    assert scanned.get(ROOT) == 1
