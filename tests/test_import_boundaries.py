"""Enforce the walls between the house's parts (issue 28, docs ARCHITECTURE "Walls").

Every .py file under audatia_qt/ is parsed with ast (nothing is imported), and each import is
resolved to a dotted module name: plain and `from` imports, relative imports, imports nested in
functions or `if TYPE_CHECKING:` blocks (a type named across a wall still ties the two sides),
and literal `importlib.import_module("...")`, `__import__("...")` and
`pkgutil.resolve_name("module:attr")` calls.

Each module is placed in one part of the house by its path alone:

- ``engine`` (with its sub-packages): the game-free core; imports only itself.
- ``shell`` (with ``shell/i18n``): the Qt app frame; it knows games only through the entries it
  is handed, never by importing one.
- ``games/<name>``: one game, its folder. Within it, the Qt pieces (``GAME_QT_PIECES``) and the
  pure pieces (everything else, so a piece nobody named is held to the stricter rule).
- ``kit`` (with its sub-packages): what the games share and no game owns (deck fields and
  reading, card sheets, the rules reference's reader, hints); pure like a game's pure pieces,
  it imports no game, no shell and no Qt, and each of its sub-packages may use the library of
  the game piece it serves (``kit/decks`` pydantic, ``kit/render`` Pillow), and a game's piece
  may import it only where that piece may use the same library.
- ``net`` (with its sub-packages): network play's table server and clients (issue 32); it
  knows games only through the entries it is handed (their ``wire`` codec), like the engine it
  stands on, and is the one home of ``websockets``; its messages are pydantic models. No
  engine, kit or game module imports it: the shell and the starters do.
- ``games/catalogue.py`` (and ``games/__init__``): the one list of the games' entries.
- ``__main__`` and ``self_test``: the starters, which may import anything.
- the root package (``__version__``).

The walls are data (``RULES``), and the places are read from the folders, so a new game's
folder is covered with no edit here.
"""

from __future__ import annotations

import ast
import functools
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT_PACKAGE = "audatia_qt"
PACKAGE_DIR = Path(__file__).resolve().parent.parent / ROOT_PACKAGE

# The parts of the house.
ROOT = "root"
ENGINE = "engine"
SHELL = "shell"
GAME = "game"
KIT = "kit"
NET = "net"
CATALOGUE = "catalogue"
MAIN = "__main__"
SELF_TEST = "self_test"
#: ``audatia serve``'s work: a starter like self_test (the hall of net/ and the games' configs).
SERVE = "serve"

QT = frozenset({"PySide6", "shiboken6"})

# The pieces of a game's folder that are its Qt side: its table, its deck builder, its screens
# and the plugin object the shell resolves by name. Every other piece (rules, policy, narrator,
# saves, decks, render, lessons, reference, game, entry, and any piece added later) is pure.
GAME_QT_PIECES = frozenset({"board", "deck_builder", "screens", "plugin"})

# Audatia's pure pieces, named so that a renamed or vanished piece is noticed here (a new piece
# is pure without being named: the stricter side).
AUDATIA_PURE_PIECES = frozenset(
    {
        "rules",
        "policy",
        "narrator",
        "saves",
        "decks",
        "render",
        "lessons",
        "reference",
        "game",
        "entry",
        "wire",
    }
)

# The maintained libraries a pure piece of a game may use, each for one job; every other pure
# piece uses the standard library only. decks: pydantic validates the deck files; render:
# Pillow draws the faces and platformdirs finds the face cache; lessons: tomlkit writes a
# lesson made from a replay as TOML a person edits.
PURE_PIECE_LIBRARIES: dict[str, frozenset[str]] = {
    "decks": frozenset({"pydantic", "pydantic_core"}),
    "render": frozenset({"PIL", "platformdirs"}),
    "lessons": frozenset({"tomlkit"}),
}

# numpy, for one job in one place: Audatia's learned evaluation, its network's inference and
# training (issue 31). Nowhere else, not in the engine, the rules, the shell or another game.
NUMPY = "numpy"
NUMPY_HOMES = frozenset({("audatia", "policy", "learned")})

# The libraries each sub-package of the kit may use: those of the game piece it serves.
KIT_PIECE_LIBRARIES = PURE_PIECE_LIBRARIES

# The libraries the engine may use: platformdirs tells userdata where the player's files live.
ENGINE_LIBRARIES = frozenset({"platformdirs"})

# The libraries the network may use: websockets carries its frames, pydantic checks them.
WEBSOCKETS = "websockets"
NET_LIBRARIES = frozenset({WEBSOCKETS, "pydantic", "pydantic_core"})


@dataclass(frozen=True)
class Place:
    """Where a module stands in the house."""

    part: str
    game: str = ""
    """The game's folder name, for a module of a game."""
    piece: str = ""
    """The game's sub-package or top module ("rules", "board", "game"); "" for its __init__."""
    sub: str = field(default="", compare=False)
    """The piece's own sub-package or module ("learned" in policy/learned/), "" for none."""

    @property
    def qt_side(self) -> bool:
        return self.part == GAME and self.piece in GAME_QT_PIECES

    @property
    def pure_game_piece(self) -> bool:
        return self.part == GAME and not self.qt_side


def place_of(module: str) -> Place:
    """Place audatia_qt.X.Y by its dotted name alone."""
    pieces = module.split(".")
    if pieces[0] != ROOT_PACKAGE:
        raise ValueError(f"{module} is not a module of {ROOT_PACKAGE}")
    if len(pieces) == 1:
        return Place(ROOT)
    top = pieces[1]
    if top in (ENGINE, SHELL, NET, MAIN, SELF_TEST, SERVE):
        return Place(top)
    if top == KIT:
        return Place(KIT, piece=pieces[2] if len(pieces) > 2 else "")
    if top == "games":
        if len(pieces) == 2 or pieces[2] == "catalogue":
            return Place(CATALOGUE)
        return Place(
            GAME,
            game=pieces[2],
            piece=pieces[3] if len(pieces) > 3 else "",
            sub=pieces[4] if len(pieces) > 4 else "",
        )
    raise ValueError(f"{module} stands in no part of the house: name its part in place_of")


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
    def place(self) -> Place:
        return place_of(self.name)


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

    internal holds the dotted names of audatia_qt's modules, so `from audatia_qt import shell`
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
                found.append(Import(argument.value.partition(":")[0], node.lineno))
    return found


def _is_dynamic_import(call: ast.Call) -> bool:
    """Tell whether call imports a module named by its first argument: import_module,
    __import__, or pkgutil's resolve_name (a plugin's "module:attr")."""
    names = {"__import__", "import_module", "resolve_name"}
    func = call.func
    named = (isinstance(func, ast.Name) and func.id in names) or (
        isinstance(func, ast.Attribute) and func.attr in names
    )
    return named and bool(call.args)


# The walls. Each rule looks at one import of one module and returns why it breaks the wall, or
# None. An internal import is judged by the imported module's place, a library by its top name.


@dataclass(frozen=True)
class Rule:
    name: str
    says: str
    broken_by: Callable[[Place, str], str | None]


def _library(imported: str) -> str | None:
    """The top name of a library import; None for audatia_qt's own modules."""
    top = imported.split(".")[0]
    return None if top == ROOT_PACKAGE else top


def _stdlib_or(libraries: frozenset[str], imported: str) -> str | None:
    top = _library(imported)
    if top is None or top in sys.stdlib_module_names or top in libraries:
        return None
    return top


def _engine_imports_only_engine(importer: Place, imported: str) -> str | None:
    if importer.part != ENGINE or _library(imported) is not None:
        return None
    target = place_of(imported)
    return None if target.part in (ENGINE, ROOT) else f"the engine may not import the {target.part}"


def _engine_is_pure(importer: Place, imported: str) -> str | None:
    if importer.part != ENGINE:
        return None
    top = _stdlib_or(ENGINE_LIBRARIES, imported)
    return None if top is None else f"the engine may not import {top}"


def _shell_knows_no_game(importer: Place, imported: str) -> str | None:
    if importer.part != SHELL or _library(imported) is not None:
        return None
    target = place_of(imported)
    if target.part in (GAME, CATALOGUE, MAIN, SELF_TEST, SERVE):
        return f"the shell may not import the {target.part}"
    return None


def _games_stay_apart(importer: Place, imported: str) -> str | None:
    if importer.part != GAME or _library(imported) is not None:
        return None
    target = place_of(imported)
    if target.part == GAME and target.game != importer.game:
        return f"the game {importer.game} may not import the game {target.game}"
    if target.part in (CATALOGUE, MAIN, SELF_TEST, SERVE):
        return f"a game may not import the {target.part}"
    return None


def _kit_imports_only_engine_and_kit(importer: Place, imported: str) -> str | None:
    if importer.part != KIT or _library(imported) is not None:
        return None
    target = place_of(imported)
    return (
        None if target.part in (ENGINE, KIT, ROOT) else f"the kit may not import the {target.part}"
    )


def _kit_is_pure(importer: Place, imported: str) -> str | None:
    if importer.part != KIT:
        return None
    allowed = KIT_PIECE_LIBRARIES.get(importer.piece, frozenset())
    top = _stdlib_or(allowed, imported)
    return None if top is None else f"the kit's {importer.piece or 'root'} may not import {top}"


def _kit_pieces_follow_their_libraries(importer: Place, imported: str) -> str | None:
    """A game's pure piece, or another of the kit's, may import a kit sub-package that uses a
    library only where the importer itself may use it: the kit's decks from decks/, its render
    from render/ (a library is not brought in by the back door)."""
    if _library(imported) is not None or not (importer.pure_game_piece or importer.part == KIT):
        return None
    target = place_of(imported)
    if target.part != KIT:
        return None
    needed = KIT_PIECE_LIBRARIES.get(target.piece, frozenset())
    if needed <= PURE_PIECE_LIBRARIES.get(importer.piece, frozenset()):
        return None
    return f"the piece {importer.piece or 'kit'} may not import the kit's {target.piece}"


def _pure_pieces_no_qt(importer: Place, imported: str) -> str | None:
    if not importer.pure_game_piece:
        return None
    top = _library(imported)
    if top is not None:
        return f"a game's pure piece may not import {top}" if top in QT else None
    target = place_of(imported)
    if target.part == SHELL:
        return "a game's pure piece may not import the shell (Qt)"
    if target.qt_side and target.game == importer.game:
        return f"a game's pure piece may not import its Qt piece {target.piece}"
    return None


def _numpy_home(importer: Place) -> bool:
    return importer.part == GAME and (importer.game, importer.piece, importer.sub) in NUMPY_HOMES


def _numpy_only_learned(importer: Place, imported: str) -> str | None:
    if _library(imported) != NUMPY or _numpy_home(importer):
        return None
    return "only games/audatia/policy/learned/ may import numpy"


def _pure_pieces_libraries(importer: Place, imported: str) -> str | None:
    if not importer.pure_game_piece:
        return None
    allowed = PURE_PIECE_LIBRARIES.get(importer.piece, frozenset())
    if _numpy_home(importer):
        allowed |= {NUMPY}
    top = _stdlib_or(allowed | QT, imported)  # Qt is the rule above's to say
    return None if top is None else f"the piece {importer.piece} may not import {top}"


def _rules_import_only_rules_and_engine(importer: Place, imported: str) -> str | None:
    if importer.part != GAME or importer.piece != "rules":
        return None
    if _library(imported) is not None:
        top = _stdlib_or(frozenset(), imported)
        return None if top is None else f"the rules may not import {top}"
    target = place_of(imported)
    if target.part == ENGINE or (target.game == importer.game and target.piece == "rules"):
        return None
    shown = f"the {target.piece or target.part}" if target.part == GAME else f"the {target.part}"
    return f"the rules may import only the rules and the engine, not {shown}"


def _net_imports_only_engine(importer: Place, imported: str) -> str | None:
    if importer.part != NET or _library(imported) is not None:
        return None
    target = place_of(imported)
    if target.part in (ENGINE, NET, ROOT):
        return None
    return f"the network may not import the {target.part}"


def _net_libraries(importer: Place, imported: str) -> str | None:
    if importer.part != NET:
        return None
    top = _stdlib_or(NET_LIBRARIES, imported)
    return None if top is None else f"the network may not import {top}"


def _only_shell_and_starters_import_net(importer: Place, imported: str) -> str | None:
    if importer.part in (NET, SHELL, MAIN, SELF_TEST, SERVE) or _library(imported) is not None:
        return None
    if place_of(imported).part != NET:
        return None
    return f"the {importer.part} may not import the network"


def _websockets_only_in_net(importer: Place, imported: str) -> str | None:
    if _library(imported) != WEBSOCKETS or importer.part == NET:
        return None
    return "only the network (audatia_qt/net/) may import websockets"


def _catalogue_lists_entries(importer: Place, imported: str) -> str | None:
    if importer.part != CATALOGUE or _library(imported) is not None:
        return None
    target = place_of(imported)
    if target.part == ENGINE or (target.part == GAME and target.piece == "entry"):
        return None
    return "the game list may import only the engine and each game's entry"


def _starters_stay_on_top(importer: Place, imported: str) -> str | None:
    if _library(imported) is not None:
        return None
    target = place_of(imported)
    if target.part == MAIN and importer.part != MAIN:
        return "nothing may import __main__"
    if target.part == SELF_TEST and importer.part not in (MAIN, SELF_TEST):
        return "only __main__ may import self_test"
    if target.part == SERVE and importer.part != MAIN:
        return "only __main__ may import serve"
    return None


def _root_is_bare(importer: Place, imported: str) -> str | None:
    if importer.part != ROOT:
        return None
    top = _library(imported)
    if top is None:
        return None if place_of(imported).part == ROOT else "the root package imports no part"
    return None if top in sys.stdlib_module_names else f"the root package may not import {top}"


RULES: tuple[Rule, ...] = (
    Rule("engine-imports-only-engine", "the engine imports no game and no shell",
         _engine_imports_only_engine),
    Rule("engine-is-pure", "the engine imports no Qt, Pillow or pydantic", _engine_is_pure),
    Rule("shell-knows-no-game", "the shell imports no game and no game list",
         _shell_knows_no_game),
    Rule("games-stay-apart", "a game never imports another game", _games_stay_apart),
    Rule("kit-imports-only-engine-and-kit", "the kit imports no game, no shell and no game list",
         _kit_imports_only_engine_and_kit),
    Rule("kit-is-pure", "the kit imports no Qt, and pydantic or Pillow only in its decks or "
         "render", _kit_is_pure),
    Rule("kit-pieces-follow-their-libraries", "a game's pure piece imports the kit's decks or "
         "render only where it may use their library", _kit_pieces_follow_their_libraries),
    Rule("pure-pieces-no-qt", "a game's pure pieces never import Qt, the shell or the game's "
         "Qt pieces", _pure_pieces_no_qt),
    Rule("pure-pieces-libraries", "a game's pure pieces use the standard library and their "
         "own few libraries", _pure_pieces_libraries),
    Rule("rules-import-only-rules-and-engine", "a game's rules import only its rules and the "
         "engine", _rules_import_only_rules_and_engine),
    Rule("catalogue-lists-entries", "the game list imports only the engine and the games' "
         "entries", _catalogue_lists_entries),
    Rule("starters-stay-on-top", "nothing imports __main__; only __main__ imports self_test",
         _starters_stay_on_top),
    Rule("root-is-bare", "the root package imports only the standard library", _root_is_bare),
    Rule("numpy-only-learned", "numpy is imported only by Audatia's learned evaluation",
         _numpy_only_learned),
    Rule("net-imports-only-engine", "the network imports only the engine (no game, no shell, "
         "no game list)", _net_imports_only_engine),
    Rule("net-libraries", "the network uses the standard library, websockets and pydantic",
         _net_libraries),
    Rule("only-shell-and-starters-import-net", "no engine, kit or game module imports the "
         "network", _only_shell_and_starters_import_net),
    Rule("websockets-only-in-net", "websockets is imported only by the network",
         _websockets_only_in_net),
)  # fmt: skip
RULE_BY_NAME = {rule.name: rule for rule in RULES}


@dataclass(frozen=True)
class Break:
    """One import that breaks a wall."""

    importer: str
    line: int
    imported: str
    reason: str

    @property
    def pair(self) -> str:
        """The break without its line or package prefix, as KNOWN_BREAKS lists it."""
        prefix = f"{ROOT_PACKAGE}."
        return f"{self.importer.removeprefix(prefix)} -> {self.imported.removeprefix(prefix)}"

    def __str__(self) -> str:
        return f"{self.importer}:{self.line} imports {self.imported}: {self.reason}"


def violations(rule: Rule, module: SourceModule, imports: list[Import]) -> list[Break]:
    """One break per import of module that breaks rule."""
    found = []
    for imported in imports:
        reason = rule.broken_by(module.place, imported.module)
        if reason is not None:
            found.append(Break(module.name, imported.line, imported.module, reason))
    return found


def source_files() -> list[Path]:
    """Every .py file of the package, in a stable order."""
    return sorted(PACKAGE_DIR.rglob("*.py"))


def internal_modules(files: list[Path]) -> frozenset[str]:
    return frozenset(module_for(path).name for path in files)


@functools.cache
def scan() -> tuple[tuple[SourceModule, list[Import]], ...]:
    """Every module of the package with its imports (read once: the rules all look at it)."""
    files = source_files()
    internal = internal_modules(files)
    scanned = []
    for path in files:
        module = module_for(path)
        scanned.append((module, imports_of(path.read_text(encoding="utf-8"), module, internal)))
    return tuple(scanned)


def breaks_of(rule: Rule) -> list[Break]:
    return [found for module, imports in scan() for found in violations(rule, module, imports)]


# The wall breaks known today (issue 28), each removed by the helper named: the engine's session
# and search and the shell still import Audatia. When the last of a rule's breaks is gone, its
# xfail turns into a failure (strict): remove the rule's entry here. Each break is "importer ->
# imported", without line numbers.
KNOWN_BREAKS: dict[str, tuple[str, frozenset[str]]] = {}


def _known_marks(rule: Rule) -> object:
    if rule.name not in KNOWN_BREAKS:
        return pytest.param(rule, id=rule.name)
    who, breaks = KNOWN_BREAKS[rule.name]
    reason = f"{len(breaks)} imports known today, removed by {who}: " + "; ".join(sorted(breaks))
    return pytest.param(rule, id=rule.name, marks=pytest.mark.xfail(strict=True, reason=reason))


# The checker's own tests: it must catch what it is meant to catch.

SYNTHETIC_INTERNAL = frozenset(
    {
        "audatia_qt",
        "audatia_qt.games",
        "audatia_qt.games.catalogue",
        "audatia_qt.games.audatia",
        "audatia_qt.games.audatia.rules",
        "audatia_qt.games.audatia.rules.cards",
        "audatia_qt.games.audatia.rules.fake",
        "audatia_qt.games.audatia.narrator",
        "audatia_qt.games.audatia.narrator.describe",
        "audatia_qt.games.audatia.board",
        "audatia_qt.games.audatia.board.scene",
        "audatia_qt.games.audatia.decks",
        "audatia_qt.games.audatia.decks.fake",
        "audatia_qt.games.audatia.policy",
        "audatia_qt.games.audatia.policy.fake",
        "audatia_qt.games.audatia.render",
        "audatia_qt.games.audatia.render.fake",
        "audatia_qt.games.audatia.entry",
        "audatia_qt.games.swordplay",
        "audatia_qt.games.swordplay.rules",
        "audatia_qt.shell",
        "audatia_qt.shell.main_window",
        "audatia_qt.shell.i18n",
        "audatia_qt.shell.i18n.render",
        "audatia_qt.engine",
        "audatia_qt.engine.resources",
        "audatia_qt.engine.safe_io",
        "audatia_qt.engine.session",
        "audatia_qt.engine.session.match",
        "audatia_qt.engine.wire",
        "audatia_qt.net",
        "audatia_qt.net.messages",
        "audatia_qt.net.server",
        "audatia_qt.self_test",
        "audatia_qt.kit",
        "audatia_qt.kit.decks",
        "audatia_qt.kit.decks.fields",
        "audatia_qt.kit.render",
        "audatia_qt.kit.reference",
    }
)

BAD_RULES_SOURCE = """
import json
import PySide6
from PIL import Image
from . import cards
from .cards import Card
from ...audatia.board import scene
from audatia_qt import shell
from audatia_qt.engine.safe_io import quoted
from audatia_qt.games.audatia.narrator import describe


def later():
    import pydantic
    import importlib
    return importlib.import_module("shiboken6")
"""


def _check(source: str, name: str, *rules: str) -> list[str]:
    module = SourceModule(name, is_package=False)
    found = imports_of(source, module, SYNTHETIC_INTERNAL)
    chosen = [RULE_BY_NAME[rule] for rule in rules] if rules else list(RULES)
    return [str(item) for rule in chosen for item in violations(rule, module, found)]


def _flagged(problems: list[str]) -> list[str]:
    return sorted({problem.split(" imports ")[1].split(":")[0] for problem in problems})


def test_checker_places_modules_by_their_path() -> None:
    assert place_of("audatia_qt") == Place(ROOT)
    assert place_of("audatia_qt.engine.session.match") == Place(ENGINE)
    assert place_of("audatia_qt.shell.i18n.render") == Place(SHELL)
    assert place_of("audatia_qt.games") == Place(CATALOGUE)
    assert place_of("audatia_qt.games.catalogue") == Place(CATALOGUE)
    assert place_of("audatia_qt.games.audatia") == Place(GAME, "audatia", "")
    assert place_of("audatia_qt.games.audatia.rules.cards") == Place(GAME, "audatia", "rules")
    assert place_of("audatia_qt.games.swordplay.dice") == Place(GAME, "swordplay", "dice")
    assert place_of("audatia_qt.games.audatia.board.scene").qt_side
    assert place_of("audatia_qt.games.audatia.plugin").qt_side
    assert place_of("audatia_qt.games.audatia.render.faces").pure_game_piece
    assert place_of("audatia_qt.games.swordplay.dice").pure_game_piece  # unnamed: pure
    assert place_of("audatia_qt.__main__") == Place(MAIN)
    with pytest.raises(ValueError, match="no part of the house"):
        place_of("audatia_qt.ui")


def test_checker_resolves_relative_from_and_dynamic_imports() -> None:
    module = SourceModule("audatia_qt.games.audatia.rules.fake", is_package=False)
    resolved = {item.module for item in imports_of(BAD_RULES_SOURCE, module, SYNTHETIC_INTERNAL)}
    assert {
        "audatia_qt.games.audatia.rules.cards",
        "audatia_qt.games.audatia.board.scene",
        "audatia_qt.shell",
        "shiboken6",
    } <= resolved
    package = SourceModule("audatia_qt.games.audatia.rules", is_package=True)
    assert [i.module for i in imports_of("from .cards import X", package, SYNTHETIC_INTERNAL)] == [
        "audatia_qt.games.audatia.rules.cards"
    ]
    plugin = 'import pkgutil\npkgutil.resolve_name("audatia_qt.games.audatia.plugin:PLUGIN")\n'
    shell = SourceModule("audatia_qt.shell.main_window", is_package=False)
    assert [i.module for i in imports_of(plugin, shell, SYNTHETIC_INTERNAL)] == [
        "pkgutil",
        "audatia_qt.games.audatia.plugin",
    ]


def test_checker_flags_what_the_rules_may_not_import() -> None:
    problems = _check(BAD_RULES_SOURCE, "audatia_qt.games.audatia.rules.fake")
    assert _flagged(problems) == [
        "PIL",
        "PySide6",
        "audatia_qt.games.audatia.board.scene",
        "audatia_qt.games.audatia.narrator.describe",
        "audatia_qt.shell",
        "pydantic",
        "shiboken6",
    ]
    only = _check(BAD_RULES_SOURCE, "audatia_qt.games.audatia.rules.fake",
                  "rules-import-only-rules-and-engine")  # fmt: skip
    assert "audatia_qt.games.audatia.narrator.describe" in _flagged(only)
    assert "audatia_qt.engine.safe_io" not in _flagged(only)


def test_checker_flags_the_engine_reaching_a_game_or_a_library() -> None:
    source = (
        "import PySide6\nimport pydantic\nimport platformdirs\nimport json\n"
        "from audatia_qt.games.audatia import rules\nfrom audatia_qt.shell import main_window\n"
        "from audatia_qt.games import catalogue\nfrom audatia_qt.engine.safe_io import quoted\n"
    )
    assert _flagged(_check(source, "audatia_qt.engine.session.match")) == [
        "PySide6",
        "audatia_qt.games.audatia.rules",
        "audatia_qt.games.catalogue",
        "audatia_qt.shell.main_window",
        "pydantic",
    ]


def test_checker_flags_the_shell_reaching_a_game() -> None:
    source = (
        "import PySide6\nimport PIL\nfrom audatia_qt.engine.session import match\n"
        "from audatia_qt.shell.i18n import render\n"
        "from audatia_qt.games.audatia.board import scene\n"
        "from audatia_qt.games.catalogue import GAMES\n"
        "pkgutil.resolve_name('audatia_qt.games.audatia.plugin:PLUGIN')\n"
    )
    assert _flagged(_check(source, "audatia_qt.shell.main_window")) == [
        "audatia_qt.games.audatia.board.scene",
        "audatia_qt.games.audatia.plugin",
        "audatia_qt.games.catalogue",
    ]
    assert _flagged(_check(source, "audatia_qt.shell.i18n.fake")) == _flagged(
        _check(source, "audatia_qt.shell.main_window")
    )


def test_checker_keeps_games_apart_and_pure_pieces_free_of_qt() -> None:
    other_game = "from audatia_qt.games.swordplay import rules\n"
    assert _check(other_game, "audatia_qt.games.audatia.board.fake") != []
    assert _check(other_game, "audatia_qt.games.audatia.policy.fake") != []
    assert _check("from audatia_qt.games.catalogue import GAMES\n",
                  "audatia_qt.games.audatia.screens.fake") != []  # fmt: skip
    qt_things = (
        "from PySide6 import QtGui\n",
        "from audatia_qt.shell.i18n import render\n",
        "from audatia_qt.games.audatia.board import scene\n",
        "from ..board import scene\n",
        "from audatia_qt.games.audatia.plugin import PLUGIN\n",
    )
    for source in qt_things:
        for pure in ("narrator", "render", "decks", "policy", "saves", "lessons", "dice"):
            assert _check(source, f"audatia_qt.games.audatia.{pure}.fake") != [], (source, pure)
        assert _check(source, "audatia_qt.games.audatia.game") != [], source
        assert _check(source, "audatia_qt.games.audatia.board.fake") == [], source
    # A game's Qt side may use another game's nothing, but its own pure side and the shell.
    assert _check("from ..narrator import describe\nfrom audatia_qt.shell.i18n import render\n",
                  "audatia_qt.games.audatia.board.fake") == []  # fmt: skip


def test_checker_keeps_the_kit_free_of_games_qt_and_stray_libraries() -> None:
    assert place_of("audatia_qt.kit") == Place(KIT)
    assert place_of("audatia_qt.kit.decks.fields") == Place(KIT, piece="decks")
    source = (
        "import PySide6\nimport pydantic\nfrom PIL import Image\nimport json\n"
        "from audatia_qt.games.audatia import rules\nfrom audatia_qt.shell import main_window\n"
        "from audatia_qt.games import catalogue\nfrom audatia_qt.engine.safe_io import quoted\n"
        "from audatia_qt.kit.decks import fields\n"
    )
    assert _flagged(_check(source, "audatia_qt.kit.reference.fake")) == [
        "PIL",
        "PySide6",
        "audatia_qt.games.audatia.rules",
        "audatia_qt.games.catalogue",
        "audatia_qt.kit.decks.fields",
        "audatia_qt.shell.main_window",
        "pydantic",
    ]
    assert _flagged(_check(source, "audatia_qt.kit.decks.fake")) == [
        "PIL",
        "PySide6",
        "audatia_qt.games.audatia.rules",
        "audatia_qt.games.catalogue",
        "audatia_qt.shell.main_window",
    ]
    assert "PIL" not in _flagged(_check(source, "audatia_qt.kit.render.fake"))
    # Games import the kit, each piece only the sub-packages whose library it may use.
    decks = "from audatia_qt.kit.decks import fields\n"
    assert _check(decks, "audatia_qt.games.audatia.decks.fake") == []
    assert _check(decks, "audatia_qt.games.audatia.board.fake") == []
    assert _check(decks, "audatia_qt.games.audatia.policy.fake") != []
    assert _check("from audatia_qt.kit import reference\n",
                  "audatia_qt.games.audatia.policy.fake") == []  # fmt: skip
    assert _check("from audatia_qt.kit import render\n",
                  "audatia_qt.games.audatia.decks.fake") != []  # fmt: skip
    # The engine stays below the kit.
    assert _check(decks, "audatia_qt.engine.session.match") != []


def test_checker_accepts_what_the_walls_allow() -> None:
    assert _check("import pydantic\nfrom ..rules import cards\n",
                  "audatia_qt.games.audatia.decks.fake") == []  # fmt: skip
    assert _check("from PIL import Image\nfrom audatia_qt.games.audatia.rules import cards\n",
                  "audatia_qt.games.audatia.render.fake") == []  # fmt: skip
    assert _check("import PySide6\nimport pydantic\nfrom audatia_qt.engine import safe_io\n",
                  "audatia_qt.shell.main_window") == []  # fmt: skip
    assert _check("from PIL import Image\n", "audatia_qt.games.audatia.decks.fake") != []
    assert _check("import numpy\nimport random\n", "audatia_qt.games.audatia.policy.fake") == [
        "audatia_qt.games.audatia.policy.fake:1 imports numpy: "
        "the piece policy may not import numpy",
        "audatia_qt.games.audatia.policy.fake:1 imports numpy: "
        "only games/audatia/policy/learned/ may import numpy",
    ]
    assert _check("import numpy\nimport random\n",
                  "audatia_qt.games.audatia.policy.learned.model") == []  # fmt: skip
    for where in (
        "audatia_qt.engine.search.fake",
        "audatia_qt.shell.fake",
        "audatia_qt.games.audatia.rules.fake",
        "audatia_qt.games.swordplay.policy.fake",
        "audatia_qt.games.swordplay.policy.learned.fake",
        "audatia_qt.__main__",
    ):
        assert any("only games/audatia/policy/learned/ may import numpy" in line
                   for line in _check("import numpy.linalg\n", where)), where  # fmt: skip
    for piece in ("rules", "decks", "policy", "render", "narrator", "saves", "lessons"):
        assert _check("from audatia_qt.engine.safe_io import quoted\n",
                      f"audatia_qt.games.audatia.{piece}.fake") == [], piece  # fmt: skip
    assert _check("from audatia_qt.games.audatia.entry import AUDATIA\n",
                  "audatia_qt.games.catalogue") == []  # fmt: skip
    assert _check("from audatia_qt.games.audatia.rules import cards\n",
                  "audatia_qt.games.catalogue") != []  # fmt: skip
    assert _check("import PySide6\nfrom audatia_qt.games.audatia.board import scene\n"
                  "from audatia_qt import self_test\n", "audatia_qt.__main__") == []  # fmt: skip
    assert _check("from audatia_qt import self_test\n", "audatia_qt.shell.main_window") != []


def test_checker_keeps_the_network_on_the_engine_alone() -> None:
    assert place_of("audatia_qt.net.server") == Place(NET)
    source = (
        "import websockets\nimport pydantic\nimport PySide6\nimport PIL\nimport json\n"
        "from audatia_qt.engine.wire import ViewCodec\nfrom audatia_qt.net import messages\n"
        "from audatia_qt.games.audatia import rules\nfrom audatia_qt.shell import main_window\n"
        "from audatia_qt.games import catalogue\n"
    )
    assert _flagged(_check(source, "audatia_qt.net.fake")) == [
        "PIL",
        "PySide6",
        "audatia_qt.games.audatia.rules",
        "audatia_qt.games.catalogue",
        "audatia_qt.shell.main_window",
    ]
    uses_net = "from audatia_qt.net import server\n"
    for where in (
        "audatia_qt.engine.fake",
        "audatia_qt.kit.fake",
        "audatia_qt.games.audatia.wire",
        "audatia_qt.games.audatia.board.fake",
    ):
        assert _check(uses_net, where) != [], where  # fmt: skip
    assert _check(uses_net, "audatia_qt.shell.network_window") == []
    assert _check(uses_net, "audatia_qt.__main__") == []
    for where in (
        "audatia_qt.shell.fake",
        "audatia_qt.engine.fake",
        "audatia_qt.games.audatia.wire",
    ):
        assert any("only the network" in line
                   for line in _check("import websockets\n", where)), where  # fmt: skip
    # A game's wire piece is pure: the engine's codec, its own rules, nothing else.
    assert _check("from audatia_qt.engine.wire import TypedViewCodec\nfrom .rules import cards\n",
                  "audatia_qt.games.audatia.wire") == []  # fmt: skip
    assert _check("import pydantic\n", "audatia_qt.games.audatia.wire") != []


# The real package.


@pytest.mark.parametrize("rule", [_known_marks(rule) for rule in RULES])
def test_every_module_keeps_the_wall(rule: Rule) -> None:
    assert [str(found) for found in breaks_of(rule)] == [], rule.says


def test_no_wall_break_beyond_the_known_ones() -> None:
    """While a rule still has known breaks (xfail above), no new one joins them."""
    for name, (_who, known) in KNOWN_BREAKS.items():
        found = {item.pair for item in breaks_of(RULE_BY_NAME[name])}
        assert found <= known, (name, sorted(found - known))


def test_scan_places_every_file_of_every_package() -> None:
    files = source_files()
    scanned = {module.name: module.place for module, _imports in scan()}
    assert len(scanned) == len(files)
    # Every folder holding Python is a package, so no file hides from the places by path.
    for path in files:
        assert (path.parent / "__init__.py").is_file(), path
    parts = {place.part for place in scanned.values()}
    assert parts == {ROOT, ENGINE, SHELL, KIT, NET, GAME, CATALOGUE, MAIN, SELF_TEST, SERVE}
    assert any(name.startswith("audatia_qt.shell.i18n.") for name in scanned)
    assert any(name.startswith("audatia_qt.engine.session.") for name in scanned)
    assert any(name.startswith("audatia_qt.engine.search.") for name in scanned)
    games = {path.name for path in (PACKAGE_DIR / "games").iterdir() if path.is_dir()} - {
        "__pycache__"
    }
    assert games == {place.game for place in scanned.values() if place.part == GAME}
    audatia = {p.piece for p in scanned.values() if p.game == "audatia" and p.pure_game_piece}
    assert audatia >= AUDATIA_PURE_PIECES, sorted(AUDATIA_PURE_PIECES - audatia)
    assert {p.piece for p in scanned.values() if p.game == "audatia" and p.qt_side} >= {
        "board",
        "deck_builder",
        "screens",
    }
