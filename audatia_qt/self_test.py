"""``audatia --self-test``: prove an installation works, from its data files to a whole game.

Run after installing a wheel, after freezing the app, or when a player reports that the game
will not start. Each check prints one line, ``ok   <check>: <what it saw>`` or
``FAIL <check>: <what went wrong>``; the exit code is 0 only when every check passed. What it
saw and what went wrong are said in the command line's language (``--language``, else the
environment's); ``ok``, ``FAIL`` and the checks' names are not translated, so that scripts and
bug reports read the same in every language. A check
that needs an earlier one's result (rendering needs the decks) fails with the reason instead of
raising. The window is built offscreen (``QT_QPA_PLATFORM=offscreen``) unless the caller chose
a platform, so the self-test runs on a machine without a display and never flashes a window.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from audatia_qt.engine.messages import Message, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from audatia_qt.games.audatia.rules.cards import DeckDef

#: Plies after which the computer-vs-computer game counts as stuck: seeded random games of the
#: bundled decks end within about 100.
MAX_GAME_PLIES = 2000
#: The seed of the self-test's game, so a failure replays with `audatia selfplay --seed 7`.
GAME_SEED = 7
#: Qt's platform plugins the frozen app needs: X11 and Wayland desktops, and headless runs.
_PLATFORM_PLUGINS = {
    "xcb": "libqxcb.so",
    "wayland": "libqwayland",
    "offscreen": "libqoffscreen.so",
}


class CheckFailed(Exception):
    """A check saw something wrong; ``said`` is the one line the self-test prints."""

    def __init__(self, said: Message) -> None:
        super().__init__(said.english())
        self.said = said


@dataclass(frozen=True)
class CheckResult:
    """The outcome of one check: its name, whether it passed, and one line of detail."""

    name: str
    passed: bool
    detail: Message | str
    """What the check saw or what went wrong; a plain string is an unexpected error's own
    words (an exception's message, which has no translation)."""

    def line(self, say: Callable[[Message], str] = Message.english) -> str:
        """The line printed for this check, its detail said by ``say``."""
        status = "ok  " if self.passed else "FAIL"
        detail = self.detail if isinstance(self.detail, str) else say(self.detail)
        return f"{status} {self.name}: {detail}"


@dataclass
class _Context:
    """What the checks hand on to each other (decks for the renderer and the game)."""

    decks: list[DeckDef] = field(default_factory=list)
    deck_paths: list[str] = field(default_factory=list)
    app: QApplication | None = None


def _require_decks(context: _Context) -> list[DeckDef]:
    if len(context.decks) < 2:
        raise CheckFailed(
            translate(
                "SelfTest", "needs the two bundled decks, which did not load (see decks)"
            ).say()
        )
    return context.decks


def check_resources(context: _Context) -> Message:
    """The data folders exist in this layout, with every font, the application icon, and the
    rules reference with the rulings it shows (docs/rulings.md), which reads whole."""
    from audatia_qt.engine.resources import current_layout
    from audatia_qt.games.audatia.reference import ReferenceError, load_reference
    from audatia_qt.kit.render.fonts import font_files
    from audatia_qt.shell.app_icon import icon_files

    layout = current_layout()
    missing = [
        str(path)
        for path in (layout.assets, layout.decks, *font_files().values(), *icon_files().values())
        if not path.exists()
    ]
    if missing:
        raise CheckFailed(
            translate("SelfTest", "{layout}: missing {paths}").say(
                layout=layout.describe(), paths=", ".join(missing)
            )
        )
    try:
        reference = load_reference()
    except ReferenceError as error:
        raise CheckFailed(error.message) from None
    return translate(
        "SelfTest", "{layout}, fonts, icons and the rules reference (%n sections)", None, 0
    ).say(len(reference.sections), layout=layout.describe())


def check_decks(context: _Context) -> Message:
    """Every bundled deck file loads and passes the deck checks; there are at least two."""
    from audatia_qt.engine.resources import bundled_deck_paths, decks_dir
    from audatia_qt.games.audatia.decks.load import DeckError, load_deck

    paths = bundled_deck_paths()
    if len(paths) < 2:
        raise CheckFailed(
            translate("SelfTest", "expected two deck files in {folder}, found %n", None, 0).say(
                len(paths), folder=str(decks_dir())
            )
        )
    problems: list[str] = []
    for path in paths:
        try:
            loaded = load_deck(path)
        except DeckError as error:
            problems.extend(error.lines())
        else:
            context.decks.append(loaded.definition)
            context.deck_paths.append(str(path))
    if problems:
        context.decks.clear()
        shown = "; ".join(problems[:3])
        if len(problems) <= 3:
            raise CheckFailed(translate("SelfTest", "{problems}").say(problems=shown))
        raise CheckFailed(
            translate("SelfTest", "{problems} (and %n more)", None, 0).say(
                len(problems) - 3, problems=shown
            )
        )
    names = ", ".join(deck.id for deck in context.decks)
    return translate("SelfTest", "%n decks loaded ({names})", None, 0).say(
        len(context.decks), names=names
    )


def check_lessons(context: _Context) -> Message:
    """The course's lesson files are found in this layout, and every one reads and checks."""
    from audatia_qt.engine.resources import bundled_lesson_paths, lessons_dir
    from audatia_qt.games.audatia.lessons import load_course

    decks = {deck.id: deck for deck in _require_decks(context)}
    paths = bundled_lesson_paths()
    if not paths:
        raise CheckFailed(
            translate("SelfTest", "no lesson files (*.toml) in {folder}").say(
                folder=str(lessons_dir())
            )
        )
    course = load_course(paths, decks)
    if course.problems:
        first = course.problems[0]
        if len(course.problems) == 1:
            raise CheckFailed(first)
        raise CheckFailed(
            translate("SelfTest", "{problem} (and %n more)", None, 0).say(
                len(course.problems) - 1, problem=first
            )
        )
    return translate("SelfTest", "%n lessons in {folder}", None, 0).say(
        len(course.lessons), folder=str(lessons_dir())
    )


def check_value(context: _Context) -> Message:
    """The learned evaluation's bundled weights load, with their provenance (issue 31); the
    searches would fall back to the heuristic without them."""
    from audatia_qt.games.audatia.policy.factory import bundled_value_path
    from audatia_qt.games.audatia.policy.learned.model import (
        ValueModel,
        ValueModelError,
        load_provenance,
    )

    path = bundled_value_path()
    try:
        model = ValueModel.load(path)
        provenance = load_provenance(path)
    except ValueModelError as error:
        raise CheckFailed(translate("SelfTest", "{problem}").say(problem=str(error))) from None
    return translate(
        "SelfTest", "weights of %n hidden units, trained on {games} games, in {path}", None, 0
    ).say(int(model.output_weights.shape[0]) - 1, games=provenance.games, path=str(path))


def check_render(context: _Context) -> Message:
    """One card of each kind, and a card back, render at preview size with visible content."""
    from pathlib import Path

    from PIL import Image

    from audatia_qt.games.audatia.render import (
        PREVIEW_SIZE,
        CardFace,
        CardKind,
        CardRenderer,
        default_art_root,
        device_size,
        faces_of_deck,
    )

    decks = _require_decks(context)
    first_of_kind: dict[CardKind, CardFace] = {}
    for deck, path in zip(decks, context.deck_paths, strict=True):
        for face in faces_of_deck(deck, default_art_root(Path(path))):
            first_of_kind.setdefault(face.kind, face)
    absent = [kind.value for kind in CardKind if kind not in first_of_kind]
    if absent:
        raise CheckFailed(
            translate("SelfTest", "no card of kind {kinds} in the bundled decks").say(
                kinds=", ".join(absent)
            )
        )

    renderer = CardRenderer()
    width, height = PREVIEW_SIZE
    expected = device_size(width, height)
    images: dict[str, Image.Image] = {
        kind.value: renderer.render_face(face, width, height)
        for kind, face in first_of_kind.items()
    }
    images["back"] = renderer.render_back(decks[0].name, width, height)
    for name, image in images.items():
        if image.size != expected:
            raise CheckFailed(
                translate("SelfTest", "{kind} card rendered at {size}, expected {expected}").say(
                    kind=name, size=str(image.size), expected=str(expected)
                )
            )
        # A face drawn without its fonts or art is a flat fill: a handful of colours at most.
        colours = image.getcolors(maxcolors=256)
        if colours is not None:
            raise CheckFailed(
                translate("SelfTest", "{kind} card is nearly blank (%n colours)", None, 0).say(
                    len(colours), kind=name
                )
            )
    return translate("SelfTest", "%n kinds and a back at {width}x{height}", None, 0).say(
        len(first_of_kind), width=width, height=height
    )


def _application() -> QApplication:
    """The running QApplication, or a new one (offscreen unless a platform was chosen)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    return QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "audatia"])


def check_qt(context: _Context) -> Message:
    """Qt starts, has its platform plugins, loads the bundled fonts and the application icon."""
    from pathlib import Path

    from PySide6.QtCore import QLibraryInfo
    from PySide6.QtGui import QFontDatabase

    from audatia_qt.kit.render.fonts import font_files
    from audatia_qt.shell.app_icon import app_icon

    context.app = _application()
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    present = {path.name for path in plugins.glob("*")} if plugins.is_dir() else set()
    if sys.platform.startswith("linux"):
        lacking = [
            name
            for name, prefix in _PLATFORM_PLUGINS.items()
            if not any(file.startswith(prefix) for file in present)
        ]
        if lacking:
            raise CheckFailed(
                translate("SelfTest", "Qt platform plugins missing from {folder}: {names}").say(
                    folder=str(plugins), names=", ".join(lacking)
                )
            )
    families: set[str] = set()
    for role, path in font_files().items():
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id == -1:
            raise CheckFailed(
                translate("SelfTest", "Qt cannot load the {role} font {path}").say(
                    role=role, path=str(path)
                )
            )
        families.update(QFontDatabase.applicationFontFamilies(font_id))
    icon = app_icon()
    if icon.isNull() or not icon.availableSizes():
        raise CheckFailed(translate("SelfTest", "the application icon is empty").say())
    largest = max(size.width() for size in icon.availableSizes())
    platform = context.app.platformName()
    return translate("SelfTest", "platform {platform}, fonts {fonts}, icon up to {size}px").say(
        platform=platform, fonts=", ".join(sorted(families)), size=largest
    )


def check_window(context: _Context) -> Message:
    """The main window builds, shows (offscreen) and paints at a usable size."""
    from audatia_qt.engine.catalogue import Catalogue
    from audatia_qt.games.catalogue import GAMES
    from audatia_qt.shell.app_icon import app_icon
    from audatia_qt.shell.main_window import MainWindow

    app = context.app or _application()
    window = MainWindow(catalogue=Catalogue(GAMES))
    try:
        window.setWindowIcon(app_icon())
        window.show()
        app.processEvents()
        picture = window.grab()
        if picture.isNull() or picture.width() < 200 or picture.height() < 200:
            raise CheckFailed(
                translate("SelfTest", "the window painted {width}x{height} pixels").say(
                    width=picture.width(), height=picture.height()
                )
            )
        return translate("SelfTest", "'{title}' painted at {width}x{height}").say(
            title=window.windowTitle(), width=picture.width(), height=picture.height()
        )
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()


def check_game(context: _Context) -> Message:
    """Two random computer players finish a seeded game through a session Match."""
    from audatia_qt.engine.search.bot import RandomBot
    from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
    from audatia_qt.games.audatia.entry import AUDATIA
    from audatia_qt.games.audatia.rules import GameConfig, format_action, observe

    decks = _require_decks(context)
    setup = MatchSetup(
        AUDATIA,
        GameConfig((decks[0], decks[1]), seed=GAME_SEED),
        players=(SeatKind.COMPUTER, SeatKind.COMPUTER),
    )
    match = Match(setup)
    bots = (RandomBot(), RandomBot())
    rng = random.Random(GAME_SEED)
    while (seat := match.to_move()) is not None:
        if len(match.plies) >= MAX_GAME_PLIES:
            raise CheckFailed(
                translate("SelfTest", "seed {seed}: no result after %n plies", None, 0).say(
                    MAX_GAME_PLIES, seed=GAME_SEED
                )
            )
        legal = match.legal_actions()
        action = bots[seat].choose(observe(match.state, seat), legal, rng)
        if action not in legal:
            raise CheckFailed(
                translate("SelfTest", "the bot chose an illegal action {action}").say(
                    action=format_action(setup.config, action)
                )
            )
        match.play(action)
    result = match.outcome()
    if result is None:
        raise CheckFailed(
            translate("SelfTest", "seed {seed}: the game stopped without a result").say(
                seed=GAME_SEED
            )
        )
    if result.winner is None:
        return translate("SelfTest", "seed {seed}: a draw ({reason}) after %n plies", None, 0).say(
            len(match.plies), seed=GAME_SEED, reason=result.reason.value
        )
    return translate(
        "SelfTest", "seed {seed}: seat {seat} won ({reason}) after %n plies", None, 0
    ).say(len(match.plies), seed=GAME_SEED, seat=result.winner.name, reason=result.reason.value)


def check_workers(context: _Context) -> Message:
    """A search runs on a worker process (issue 31: Hard and the Grand Master search on every
    core): a frozen app's workers are the app started again, which ``freeze_support`` in its
    entry point turns into a worker; without it they die at birth and every search falls back
    to one core."""
    from audatia_qt.engine.search.pool import SearchPool
    from audatia_qt.games.audatia.policy.search_policy import search_bot
    from audatia_qt.games.audatia.rules import GameConfig, legal_actions, new_game, observe

    decks = _require_decks(context)
    state = new_game(GameConfig((decks[0], decks[1]), seed=GAME_SEED))
    seat = state.to_move
    assert seat is not None  # a new game has a fencer to move
    told: list[str] = []
    with SearchPool(1, tell=told.append) as pool:
        bot = search_bot("easy", trees=2)
        bot.use_pool(pool)
        result = bot.search(observe(state, seat), legal_actions(state), random.Random(GAME_SEED))
        if pool.fallback is not None:
            raise CheckFailed(translate("SelfTest", "{problem}").say(problem=told[0]))
    return translate("SelfTest", "a worker process searched %n iterations", None, 0).say(
        result.iterations
    )


Check = Callable[[_Context], Message]

#: The checks in the order they run; later ones use what earlier ones loaded.
CHECKS: Sequence[tuple[str, Check]] = (
    ("resources", check_resources),
    ("decks", check_decks),
    ("lessons", check_lessons),
    ("value", check_value),
    ("render", check_render),
    ("qt", check_qt),
    ("window", check_window),
    ("game", check_game),
    ("workers", check_workers),
)


def _first_line(text: str) -> str:
    """The first line of a message: the self-test prints one line per check."""
    return text.splitlines()[0] if text else ""


def run_checks(checks: Sequence[tuple[str, Check]] = CHECKS) -> list[CheckResult]:
    """Run every check, catching its failure, and return one result per check."""
    context = _Context()
    results: list[CheckResult] = []
    for name, check in checks:
        try:
            detail = check(context)
        except CheckFailed as failure:
            results.append(CheckResult(name, False, failure.said))
        except Exception as error:  # a self-test reports every failure as one line
            message = _first_line(str(error))
            results.append(CheckResult(name, False, f"{type(error).__name__}: {message}"))
        else:
            results.append(CheckResult(name, True, detail))
    return results


@contextmanager
def _saying(language: str) -> Iterator[Callable[[Message], str]]:
    """How the results are said: through the app's catalogs in ``language`` (the English
    catalog too, for its plural forms), or in English as the sources say it when a catalog is
    missing (a broken installation, which the self-test must still report)."""
    from PySide6.QtCore import QCoreApplication

    from audatia_qt.shell.i18n.language import Language
    from audatia_qt.shell.i18n.render import render

    app = QCoreApplication.instance()
    made = None
    if app is None:
        # The checks did not start Qt (a test's own checks): a core application for the
        # catalogs, shut down after so that a later QApplication can be made.
        app = made = QCoreApplication([sys.argv[0] if sys.argv and sys.argv[0] else "audatia"])
    speaking = Language(app)
    try:
        try:
            speaking.switch(language)
        except (OSError, ValueError) as error:
            print(f"audatia: {error}", file=sys.stderr)
            yield Message.english
        else:
            yield lambda message: _first_line(render(message))
    finally:
        speaking.uninstall()
        if made is not None:
            made.shutdown()


def run_self_test(
    out: TextIO, checks: Sequence[tuple[str, Check]] = CHECKS, language: str = "en"
) -> int:
    """Run the checks, print one line each and a summary in ``language``; return the exit
    code (0 or 1)."""
    from audatia_qt import __version__

    results = run_checks(checks)
    failed = [result.name for result in results if not result.passed]
    with _saying(language) as say:
        for result in results:
            print(result.line(say), file=out)
        if failed:
            summary = translate("SelfTest", "audatia {version} self-test: FAILED ({checks})")
            print(say(summary.say(version=__version__, checks=", ".join(failed))), file=out)
            return 1
        passed = translate("SelfTest", "audatia {version} self-test: all %n checks passed", None, 0)
        print(say(passed.say(len(results), version=__version__)), file=out)
        return 0
