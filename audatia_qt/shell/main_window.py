"""The main window: the card table in the middle, the Game, Decks and Help menus around it.

Each menu is built by its own method (``_build_game_menu`` ...), so another part of the app adds
its actions in one place (the Deck Builder to the Decks menu; Undo, Redo, Save and Load to the
Game menu).

The window ties the session to the table (issue 7) through one ``MatchOwner``, the only writer
of the match: the table plays through it, Undo and Redo (``SessionActions``) rewind through it,
and a new, loaded, resumed or continued game replaces its match. Each change is one notice, and
the window, the menus and the table listen to it: a new match goes on the table; every action,
undo, redo and load is autosaved when the window is given an autosave folder, written off the
GUI thread (``AutosaveWriter``; a failed write is shown in the status bar until one succeeds,
and the last one is flushed on quit); at start the writes killed midway are cleaned up and
``resume_or_start`` offers the unfinished game; loaded and finished games open in the
``ReplayViewer``, whose "continue from here" comes back to the table; and the player's
preferences (animation speed, the computer's difficulty, the last decks, the window's geometry,
hints) are read and kept when the window is given a ``Preferences``. Without an autosave folder
or preferences (tests, ``--screenshot``, ``--self-test``) nothing is written
outside the game.
"""

from __future__ import annotations

import contextlib
import io
import weakref
from collections.abc import Callable
from dataclasses import replace
from html import escape
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from audatia_qt import __version__
from audatia_qt.engine.messages import Message
from audatia_qt.engine.resources import bundled_deck_paths, decks_dir
from audatia_qt.engine.safe_io import printable as one_line
from audatia_qt.engine.session.autosave import Autosave, AutosaveReport, AutosaveWriter
from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.engine.session.owner import Change, ChangeKind, MatchOwner, Replacement
from audatia_qt.engine.session.replay import Replay
from audatia_qt.engine.session.strict import printable
from audatia_qt.games.audatia.board.bot_runner import default_bot_factory
from audatia_qt.games.audatia.board.controller import TableController, TableSettings
from audatia_qt.games.audatia.board.theme import HighlightStyle
from audatia_qt.games.audatia.board.widget import KEYS as TABLE_KEYS
from audatia_qt.games.audatia.board.widget import TableWidget, keyboard_text
from audatia_qt.games.audatia.decks.library import DeckLibrary
from audatia_qt.games.audatia.decks.words import DeckWords
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.lessons import LessonError, read_lesson_file
from audatia_qt.games.audatia.reference import ReferenceError
from audatia_qt.games.audatia.render import CardRenderer, FaceCache, default_cache_dir
from audatia_qt.games.audatia.rules import Action
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.saves.savefile import LoadedGame, SaveSnapshot
from audatia_qt.games.audatia.screens.lessons import (
    CourseOffer,
    CourseWindow,
    LessonProgress,
    course_window_for,
    offer_course,
)
from audatia_qt.games.audatia.screens.new_game import (
    DeckChoice,
    NewGameChoice,
    NewGameDialog,
    UnplayableDeck,
    default_choice,
    random_seed,
)
from audatia_qt.games.audatia.screens.replay_viewer import ReplayViewer
from audatia_qt.games.audatia.screens.resume import offer_resume, report_unresumable
from audatia_qt.games.audatia.screens.rules_changed import RulesChangedPrompt, rules_changed_text
from audatia_qt.games.audatia.screens.rules_reference import RulesReference, open_rules_reference
from audatia_qt.shell import plain
from audatia_qt.shell.i18n.faces import CatalogFaceWords
from audatia_qt.shell.i18n.language import (
    CatalogError,
    Language,
    UnknownLanguageError,
    current_language,
)
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.preferences import COMPUTER_PACES, Preferences, pace_label
from audatia_qt.shell.replace_question import ReplaceAnswer, ReplaceQuestion, would_lose
from audatia_qt.shell.session_actions import SessionActions
from audatia_qt.shell.settings_dialog import SettingsDialog

WINDOW_TITLE = "Audatia"
DEFAULT_SIZE = (1280, 800)
MINIMUM_SIZE = (1024, 640)
#: How long quitting waits for the last autosave to land.
AUTOSAVE_FLUSH_SECONDS = 10.0
#: The interpreter's thread switch interval in the app's process (``sys.setswitchinterval``,
#: set by ``audatia_qt.__main__``): the GUI thread shares Python with the computer's search
#: and the autosave writer, and waits up to this long for it at every Python slot and paint
#: while they run; Python's default is 5 ms, which let one repaint wait 100 ms and more.
GUI_SWITCH_INTERVAL = 0.001
# A longer deck report goes under "Show Details" so the box stays on screen.
_REPORT_LINES_SHOWN = 20

# Serif families in order of preference; Qt falls back along the list, and the last
# generic name is always resolvable through fontconfig.
_SERIF_FAMILIES = [
    "EB Garamond",
    "Palatino Linotype",
    "Palatino",
    "Georgia",
    "DejaVu Serif",
    "serif",
]

_STYLE_SHEET = """
QWidget#welcomePanel {
    background-color: qradialgradient(cx: 0.5, cy: 0.45, radius: 0.85, fx: 0.5, fy: 0.4,
        stop: 0 #2f6b45, stop: 0.6 #1f4d31, stop: 1 #12301f);
}
QFrame#welcomeCard {
    background-color: #f3e6c4;
    border: 2px solid #b08d4a;
    border-radius: 14px;
}
QLabel#welcomeTitle { color: #5a1414; }
QLabel#welcomeSubtitle { color: #6b4e1f; }
QLabel#welcomeBody { color: #2e2416; }
QLabel#welcomeHint { color: #5c4a2c; }
QFrame#welcomeRule { background-color: #b08d4a; border: none; }
QLabel#welcomeFooter { color: #cfe0c8; }
"""


def about_text() -> str:
    """Return the rich text of the About Audatia box: version, what the game is, credits."""
    return QCoreApplication.translate(
        "MainWindow",
        "<h3>Audatia Qt {version}</h3>"
        "<p><b>Audatia</b> is Guy Windsor's two-player card game of medieval longsword "
        "fencing, based on Fiore dei Liberi's <i>Il Fior di Battaglia</i> (c. 1410).</p>"
        "<p>Game by Guy Windsor.<br>"
        "Lead game designer: Samuli Raninen.<br>"
        "Art and graphic design: Jussi Alarauhio.<br>"
        "Published by TK Creations / Games and Tales Oy.</p>"
        "<p>Audatia Qt is an unofficial fan implementation.</p>",
    ).format(version=escape(__version__))


def check_bundled_decks() -> tuple[int, str]:
    """Run the deck checker over the bundled decks; return its exit code and its report."""
    paths = bundled_deck_paths()
    if not paths:
        return 1, QCoreApplication.translate(
            "MainWindow", "No deck files (*.toml) were found in {folder}."
        ).format(folder=decks_dir())
    # Imported on use so the window opens, and says why, even when the deck package cannot load.
    try:
        from audatia_qt.games.audatia.decks.check import run_check
    except ImportError as error:
        return 1, QCoreApplication.translate(
            "MainWindow", "The deck checker could not be loaded: {error}"
        ).format(error=error)

    out = io.StringIO()
    code = run_check([str(path) for path in paths], out, render)
    return code, out.getvalue().strip()


def load_bundled_decks() -> tuple[list[DeckChoice], str]:
    """The bundled decks that load, and a one-line note about those that do not."""
    from audatia_qt.games.audatia.decks.load import MAX_LINE, DeckError, load_deck

    decks: list[DeckChoice] = []
    problems: list[str] = []
    for path in bundled_deck_paths():
        try:
            decks.append(DeckChoice(load_deck(path).definition, path))
        except DeckError as error:  # its first problem, in the player's language
            problems.append(one_line(render(error.messages()[0]), MAX_LINE))
        except Exception as error:  # a broken deck file must not stop the window opening
            problems.append(f"{path.name}: {error}".splitlines()[0])
    return decks, "; ".join(problems)


#: Animation speeds offered in the Game menu: (label, speed as ``Preferences.animation_speed``,
#: a multiplier of the table's normal card movement; 0 is off).
#: The labels are translated where they are shown (context "MainWindow").
ANIMATION_SPEEDS = (
    (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 1.0),
    (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 2.0),
    (QT_TRANSLATE_NOOP("MainWindow", "Very fast"), 3.0),
    (QT_TRANSLATE_NOOP("MainWindow", "Off"), 0.0),
)
#: One card movement at normal speed, in milliseconds.
NORMAL_ANIMATION_MS = TableSettings().animation_ms


def animation_ms(speed: float) -> int:
    """Milliseconds per card movement at ``speed`` (0: no animation); never slower than normal,
    as the table keeps every movement at most about a quarter of a second."""
    if speed <= 0:
        return 0
    return min(NORMAL_ANIMATION_MS, round(NORMAL_ANIMATION_MS / speed))


def with_break_rule(choice: NewGameChoice, enabled: bool) -> NewGameChoice:
    """``choice`` with the optional Break rule (Thrust Process 2.3) on or off."""
    config = replace(choice.setup.config, break_rule=enabled)
    return NewGameChoice(replace(choice.setup, config=config), choice.decks)


def _serif_font(point_size: int, *, bold: bool = False, italic: bool = False) -> QFont:
    """Build a serif font of the given size from the preferred families."""
    font = QFont()
    font.setFamilies(_SERIF_FAMILIES)
    font.setPointSize(point_size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def animation_label(label: str) -> str:
    """An ``ANIMATION_SPEEDS`` label in the language the app speaks."""
    return QCoreApplication.translate("MainWindow", label)


def _label(name: str, font: QFont) -> QLabel:
    """Build a centred, word-wrapped rich-text label with an object name for the style sheet."""
    label = QLabel()
    label.setObjectName(name)
    label.setFont(font)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


class WelcomePanel(QWidget):
    """A green-felt backdrop with a parchment card that introduces the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePanel")
        # Style sheets paint a plain QWidget's background only with this attribute.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)

        card = QFrame(self)
        card.setObjectName("welcomeCard")
        card.setFixedWidth(620)

        rule = QFrame(card)
        rule.setObjectName("welcomeRule")
        rule.setFixedSize(180, 2)

        card_layout = QVBoxLayout(card)
        card_layout.setContentsMargins(48, 40, 48, 40)
        card_layout.setSpacing(14)
        title = _label("welcomeTitle", _serif_font(44, bold=True))
        title.setText("Audatia")
        card_layout.addWidget(title)
        self.subtitle = _label("welcomeSubtitle", _serif_font(16, italic=True))
        card_layout.addWidget(self.subtitle)
        card_layout.addSpacing(4)
        card_layout.addWidget(rule, alignment=Qt.AlignmentFlag.AlignHCenter)
        card_layout.addSpacing(4)
        self.body = _label("welcomeBody", _serif_font(13))
        card_layout.addWidget(self.body)
        self.hint = _label("welcomeHint", _serif_font(11))
        card_layout.addWidget(self.hint)

        footer = self.footer = _label("welcomeFooter", _serif_font(10))

        # Stretches rather than an alignment flag centre the card: an aligned item gets only
        # its size hint, which ignores the extra height the wrapped text needs at this width.
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(card)
        row.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 16)
        layout.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        layout.addWidget(footer)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the panel, in the language the app speaks (at start and on a change)."""
        self.subtitle.setText(self.tr("Medieval longsword fencing, played with cards"))
        self.body.setText(
            self.tr(
                "Two fencers face each other, each with a deck of cards. Choose a guard, launch "
                "a strike, parry, close in with a remedy and answer with a counter-remedy, as "
                "Fiore dei Liberi taught in <i>Il Fior di Battaglia</i> (c. 1410)."
            )
        )
        self.hint.setText(
            self.tr(
                "The bundled decks could not be loaded, so no game can start: "
                "<b>Decks \u25b8 Check Bundled Decks</b> says what is wrong with them."
            )
        )
        self.footer.setText(
            self.tr("Audatia Qt {version} \u00b7 an unofficial fan implementation").format(
                version=escape(__version__)
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class _AutosaveReports(QObject):
    """Carries the autosave worker's reports to the GUI thread (a queued signal)."""

    arrived = Signal(object)


class MainWindow(QMainWindow):
    """The application window: the table, and the Game, Decks and Help menus around it."""

    autosaved = Signal(int)
    """The autosave now holds the game with this many actions (written, or cleared at the end)."""
    preferences_changed = Signal()
    """A preference was changed (from the Game menu or Settings): the Settings dialog follows."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        cache_dir: Path | None = None,
        settings: TableSettings | None = None,
        start_game: bool = True,
        autosave_dir: Path | None = None,
        preferences: Preferences | None = None,
        library_dir: Path | None = None,
        language: Language | None = None,
    ) -> None:
        super().__init__(parent)
        #: The language the app speaks: the starter's (``audatia_qt.__main__``), switched by
        #: the settings; the windows this one opens (the deck builder, the course) share it.
        app = QCoreApplication.instance()
        assert app is not None  # a window needs its application
        self.language = language or Language(app)
        self.setWindowTitle(WINDOW_TITLE)
        self.setMinimumSize(*MINIMUM_SIZE)
        self.resize(*DEFAULT_SIZE)
        self.setStyleSheet(_STYLE_SHEET)
        # Kept so the non-modal report box is not garbage-collected while it is shown.
        self._deck_report: QMessageBox | None = None
        self._new_game_dialog: NewGameDialog | None = None
        #: The question asked before a new game replaces an unfinished one, while it is open.
        self.replace_question: ReplaceQuestion | None = None
        #: The game last saved to a file, as it was then (weakly: it may be long gone).
        self._last_saved: tuple[weakref.ref[Match], tuple[Action, ...]] | None = None
        self.rules_reference: RulesReference | None = None
        self.replay_viewer: ReplayViewer | None = None
        self.course_window: CourseWindow | None = None
        self.course_offer: CourseOffer | None = None
        self.autosave = Autosave(autosave_dir) if autosave_dir is not None else None
        self.autosave_writer: AutosaveWriter | None = None
        self._autosave_pending: SaveSnapshot | None = None
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(0)
        self._autosave_timer.timeout.connect(self._submit_autosave)
        # Permanent, so a menu's status tip passing over it cannot wipe the warning.
        self.autosave_warning = plain.plain_label()  # its error may quote a path
        self._autosave_error: Message | str | None = None
        self.autosave_warning.setObjectName("autosaveWarning")
        self.autosave_warning.hide()
        self.statusBar().addPermanentWidget(self.autosave_warning)
        if self.autosave is not None:
            # At start, before this window writes anything: temporary files of killed writes.
            self.autosave.remove_abandoned_temps()
            reports = _AutosaveReports(self)
            reports.arrived.connect(self._on_autosave_report)
            self.autosave_writer = AutosaveWriter(self.autosave, reports.arrived.emit)
        self.preferences = preferences
        self.bundled_decks, deck_problems = load_bundled_decks()
        #: The player's deck library (None: only the bundled decks, as in most tests).
        self.library = DeckLibrary(library_dir) if library_dir is not None else None
        self.unplayable_decks: list[UnplayableDeck] = []
        self.decks = list(self.bundled_decks)
        self.refresh_library()
        self.cache = FaceCache(
            cache_dir or default_cache_dir(), CardRenderer(words=CatalogFaceWords())
        )
        self.settings = settings or TableSettings()
        self.break_default = True
        """Whether New Game offers the optional Break rule ticked (a preference)."""
        if preferences is not None:
            self.settings.animation_ms = animation_ms(preferences.animation_speed)
            pace = preferences.computer_pace_ms
            if pace is not None:
                self.settings.ai_delay_ms = pace
            self.settings.hints = preferences.hints_enabled
            self.settings.explain_moves = preferences.explain_moves
            self.settings.card_scale = preferences.card_scale
            self.settings.text_scale = preferences.text_scale
            self.settings.highlight_style = preferences.highlight_style
            self.break_default = preferences.break_rule
            preferences.restore_geometry(self)
        self.settings_dialog: SettingsDialog | None = None
        self.choice: NewGameChoice | None = None
        self.table: TableWidget | None = None
        if len(self.decks) >= 1:
            self.table = TableWidget(self.cache, self.settings, self)
            self.table.new_game_requested.connect(self.show_new_game_dialog)
            self.table.rematch_requested.connect(self.rematch)
            self.table.replay_requested.connect(self.watch_replay)
            self.table.rules_link_activated.connect(self.open_rules)
            self.setCentralWidget(self.table)
        else:
            self.setCentralWidget(WelcomePanel(self))
        #: The one writer of the game's match; the window hears each change first (the
        #: autosave before anything else), then the menus, then the table.
        self.owner = MatchOwner(AUDATIA.game)
        self.owner.subscribe(self._on_match_changed)
        self.session = SessionActions(self.owner, self)
        self.session.game_loaded.connect(self._on_game_loaded)
        self.session.replay_opened.connect(self._on_replay_opened)
        self.session.game_saved.connect(self._on_game_saved)

        self._build_game_menu()
        self._build_decks_menu()
        self._build_learn_menu()
        self._build_help_menu()
        self.retranslate()

        if self.table is None:
            self.statusBar().showMessage(
                self.tr("No deck could be loaded. {problems}").format(problems=deck_problems)
            )
        elif deck_problems:
            self.statusBar().showMessage(
                self.tr("Some decks did not load: {problems}").format(problems=deck_problems),
                8000,
            )
        if self.table is not None and start_game:
            self.start_game(self.default_choice())

    # -- menus ----------------------------------------------------------------------------

    def _build_game_menu(self) -> None:
        """Game: New Game, Rematch; Undo, Redo; Save, Load, the replays; the table's speeds
        and hints; Quit. (Their texts are set by ``retranslate``.)"""
        self.new_game_action = QAction(self)
        self.new_game_action.setShortcut(QKeySequence("Ctrl+N"))
        self.new_game_action.setEnabled(self.table is not None)
        self.new_game_action.triggered.connect(self.show_new_game_dialog)

        self.rematch_action = QAction(self)
        self.rematch_action.setShortcut(QKeySequence("Ctrl+R"))
        self.rematch_action.setEnabled(self.table is not None)
        self.rematch_action.triggered.connect(self.rematch)

        self.open_replay_action = self.session.open_replay
        self.open_replay_action.setEnabled(self.table is not None)
        self.session.load.setEnabled(self.table is not None)
        self.replay_game_action = QAction(self)
        self.replay_game_action.setEnabled(self.table is not None)
        self.replay_game_action.triggered.connect(self.watch_replay)

        self.hints_action = QAction(self, checkable=True)
        self.hints_action.setChecked(self.settings.hints)
        self.hints_action.toggled.connect(self.set_hints)

        self.explain_action = QAction(self, checkable=True)
        self.explain_action.setChecked(self.settings.explain_moves)
        self.explain_action.toggled.connect(self.set_explain_moves)

        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        # On macOS the item moves to the application menu as Preferences.
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(self.show_settings_dialog)

        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.game_menu = self.menuBar().addMenu("")
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.rematch_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.session.undo)
        self.game_menu.addAction(self.session.redo)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.session.save)
        self.game_menu.addAction(self.session.load)
        self.game_menu.addAction(self.open_replay_action)
        self.game_menu.addAction(self.replay_game_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.animation_menu = self.game_menu.addMenu("")
        group = QActionGroup(self)
        self.animation_actions: dict[float, QAction] = {}
        for _label, speed in ANIMATION_SPEEDS:
            action = QAction(self, checkable=True)
            action.setChecked(speed == self.animation)
            action.triggered.connect(lambda _=False, speed=speed: self.set_animation_speed(speed))
            group.addAction(action)
            self.animation_menu.addAction(action)
            self.animation_actions[speed] = action
        self.pace_menu = self.game_menu.addMenu("")
        pace_group = QActionGroup(self)
        self.pace_actions: dict[int, QAction] = {}
        for _label, ms in COMPUTER_PACES:
            action = QAction(self, checkable=True)
            action.setChecked(ms == self.settings.ai_delay_ms)
            action.triggered.connect(lambda _=False, ms=ms: self.set_computer_pace(ms))
            pace_group.addAction(action)
            self.pace_menu.addAction(action)
            self.pace_actions[ms] = action
        self.game_menu.addAction(self.hints_action)
        self.game_menu.addAction(self.explain_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

    def retranslate(self) -> None:
        """Every text of the window's menus and actions, in the language the app speaks: called
        once they are built and again on every ``LanguageChange`` (the settings' Language)."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_game_action.setText(self.tr("&New Game\u2026"))
        self.new_game_action.setStatusTip(
            self.tr("Choose decks, players and a seed, and start a game")
        )
        self.rematch_action.setText(self.tr("&Rematch"))
        self.rematch_action.setStatusTip(self.tr("The same decks and players, a new deal"))
        self.replay_game_action.setText(self.tr("Replay &This Game"))
        self.replay_game_action.setStatusTip(
            self.tr("Step through the game on the table, move by move")
        )
        self.hints_action.setText(self.tr("Show &Hints"))
        self.hints_action.setStatusTip(self.tr("Coach the player: how to play a glowing card"))
        self.explain_action.setText(self.tr("&Explain Computer Moves"))
        self.explain_action.setStatusTip(
            self.tr("After each computer move, say in the log why it chose it")
        )
        self.settings_action.setText(self.tr("&Settings\u2026"))
        self.settings_action.setStatusTip(
            self.tr(
                "Pace, animations, hints, the Break rule, card and text size, highlights, language"
            )
        )
        self.quit_action.setText(self.tr("&Quit"))
        self.quit_action.setStatusTip(self.tr("Close Audatia"))
        self.animation_menu.setTitle(self.tr("&Animations"))
        for label, speed in ANIMATION_SPEEDS:
            self.animation_actions[speed].setText(animation_label(label))
        self.pace_menu.setTitle(self.tr("Computer &pace"))
        for label, ms in COMPUTER_PACES:
            self.pace_actions[ms].setText(pace_label(label))
        self.session.retranslate()

        self.decks_menu.setTitle(self.tr("&Decks"))
        self.check_decks_action.setText(self.tr("&Check Bundled Decks"))
        self.check_decks_action.setStatusTip(
            self.tr("Validate the deck files that ship with the game")
        )
        self.deck_builder_action.setText(self.tr("Deck &Builder\u2026"))
        self.deck_builder_action.setStatusTip(
            self.tr("See, edit, check and print the character decks")
        )

        self.learn_menu.setTitle(self.tr("&Learn"))
        self.course_action.setText(self.tr("&Course\u2026"))
        self.course_action.setStatusTip(
            self.tr("Short lessons on the table, from the first blow to a game")
        )
        self.lesson_file_action.setText(self.tr("Open &Lesson File\u2026"))
        self.lesson_file_action.setStatusTip(
            self.tr("Play a lesson from a file, such as one made from a replay's position")
        )

        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Audatia"))
        self.about_action.setStatusTip(self.tr("Version and credits"))
        self.keys_action.setText(self.tr("&Keyboard"))
        self.keys_action.setStatusTip(self.tr("Every key of the table and the menus' shortcuts"))
        self._say_autosave_error()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, code: str) -> bool:
        """Settings > Language: speak ``code`` from now on (every open window retranslates
        itself on the ``LanguageChange`` Qt sends) and remember it. A catalog that cannot be
        loaded is said in one line, and the language stays as it was; False then."""
        try:
            self.language.switch(code)
        except (CatalogError, UnknownLanguageError) as error:
            self.statusBar().showMessage(
                self.tr("The language could not be changed: {error}").format(
                    error=render(error.message)
                ),
                8000,
            )
            self.preferences_changed.emit()
            return False
        if self.preferences is not None:
            self.preferences.language = code
        self.preferences_changed.emit()
        return True

    def refresh_library(self) -> None:
        """Read the deck library again: its playable decks join the bundled ones in
        ``self.decks``; the others are kept, with their first problem, to be listed greyed."""
        if self.library is None:
            return
        bundled_ids = {choice.definition.id for choice in self.bundled_decks}
        playable: list[DeckChoice] = []
        refused: list[UnplayableDeck] = []
        for deck in self.library.decks(bundled_ids):
            if deck.definition is not None and deck.playable:
                playable.append(DeckChoice(deck.definition, deck.path, library=True))
            else:
                problem = "" if deck.problem is None else one_line(render(deck.problem), 200)
                refused.append(UnplayableDeck(deck.name, problem, deck.path))
        self.decks = [*self.bundled_decks, *playable]
        self.unplayable_decks = refused

    def _build_decks_menu(self) -> None:
        """Decks: Check Bundled Decks, Deck Builder."""
        self.check_decks_action = QAction(self)
        self.check_decks_action.triggered.connect(self._on_check_decks_triggered)
        self.decks_menu = self.menuBar().addMenu("")
        self.decks_menu.addAction(self.check_decks_action)
        self.deck_builder_action = QAction(self)
        self.deck_builder_action.triggered.connect(self._on_deck_builder_triggered)
        self.decks_menu.addAction(self.deck_builder_action)

    def _build_learn_menu(self) -> None:
        """Learn: the Course (issue 17; audatia_qt.games.audatia.screens.lessons)."""
        self.course_action = QAction(self)
        self.course_action.setShortcut(QKeySequence("Ctrl+L"))
        self.course_action.setEnabled(self.table is not None)
        self.course_action.triggered.connect(self.open_course)
        self.lesson_file_action = QAction(self)
        self.lesson_file_action.setEnabled(self.table is not None)
        self.lesson_file_action.triggered.connect(self._on_lesson_file_triggered)
        self.learn_menu = self.menuBar().addMenu("")
        self.learn_menu.addAction(self.course_action)
        self.learn_menu.addAction(self.lesson_file_action)

    def _build_help_menu(self) -> None:
        """Help: Rules (F1), About."""
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(self._on_rules_triggered)
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self._on_about_triggered)
        self.keys_action = QAction(self)
        self.keys_action.triggered.connect(self.show_keys)
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.about_action)

    def keys_text(self) -> str:
        """Help > Keyboard: the table's keys, then every menu item that has a shortcut."""
        rows = [(keyboard_text(keys), keyboard_text(what)) for keys, what in TABLE_KEYS]
        for menu in (self.game_menu, self.decks_menu, self.learn_menu, self.help_menu):
            for action in menu.actions():
                shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                if shortcut:
                    name = action.text().replace("&", "").rstrip("\u2026")
                    title = menu.title().replace("&", "")
                    rows.append((shortcut, f"{title} \u25b8 {name}"))
        cells = "".join(
            f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>" for keys, what in rows
        )
        return (
            self.tr("<p>Every decision can be made from the keyboard. On the table:</p>")
            + f"<table cellspacing='0' cellpadding='4'>{cells}</table>"
        )

    def show_keys(self) -> QMessageBox:
        """Help > Keyboard: the keys, in a non-blocking box."""
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Keyboard"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(self.keys_text())
        box.setStandardButtons(QMessageBox.StandardButton.Close)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # -- games ----------------------------------------------------------------------------

    @property
    def controller(self) -> TableController | None:
        """The game on the table."""
        return None if self.table is None else self.table.controller

    def _current_match(self) -> Match | None:
        return self.owner.current

    def default_choice(self) -> NewGameChoice:
        """The game to deal when there is no other: the last decks and difficulty chosen."""
        prefs = self.preferences
        if prefs is None:
            return default_choice(self.decks)
        choice = default_choice(
            self.decks, difficulty=prefs.ai_difficulty, deck_ids=prefs.last_decks
        )
        return with_break_rule(choice, self.break_default)

    def start_game(self, choice: NewGameChoice) -> TableController:
        """Deal a new game and put it on the table."""
        controller = self.play_match(Match(choice.setup), choice, Replacement.NEW)
        self.statusBar().showMessage(
            self.tr("Seed {seed}").format(seed=choice.setup.config.seed), 6000
        )
        return controller

    def play_match(
        self,
        match: Match,
        choice: NewGameChoice | None = None,
        replacement: Replacement = Replacement.NEW,
    ) -> TableController:
        """Make ``match`` (new, loaded, resumed or continued: ``replacement``) the game, which
        the owner's notice puts on the table; ``choice`` is what a New Game or Rematch starts
        from next (found from the match's decks when None)."""
        assert self.table is not None
        self.choice = choice if choice is not None else self._choice_for(match.setup)
        self.owner.replace(match, replacement)
        controller = self.controller
        assert controller is not None  # put there by _on_match_changed
        return controller

    def _on_match_changed(self, change: Change) -> None:
        """Every change of the match, in one place: another match goes on the table, and the
        change is autosaved, except a new deal or the resumed autosave (which hold nothing
        the autosave does not). The menus and the table hear the change themselves."""
        if change.kind is ChangeKind.REPLACED:
            self._put_on_table()
        if change.replacement not in (Replacement.NEW, Replacement.RESUMED):
            self._autosave()

    def _put_on_table(self) -> None:
        """Start the owner's match on the table, with its computer and its decks' art."""
        assert self.table is not None and self.choice is not None
        factory = default_bot_factory(self.owner.match.setup.difficulty)
        self.table.start(self.owner, factory, self.choice.art_roots)

    def _choice_for(self, setup: MatchSetup) -> NewGameChoice:
        """The choice that describes a game read from a file: each deck paired with the
        bundled file of the same id, for its art (a deck the app does not ship has none)."""
        by_id = {deck.definition.id: deck for deck in self.decks}
        first, second = (
            DeckChoice(deck, by_id[deck.id].path if deck.id in by_id else None)
            for deck in setup.config.decks
        )
        return NewGameChoice(setup, (first, second))

    def resume_or_start(
        self, *, run: Callable[[QDialog], None] | None = None
    ) -> TableController | None:
        """At start: offer the autosaved unfinished game and put it on the table, or deal the
        usual first game. ``run`` shows the question modally (tests answer it instead)."""
        if self.table is None:
            return None
        if self.autosave is not None:
            # An autosave of other rules may be watched as a replay instead, over the usual game.
            watched: list[LoadedGame] = []
            # The question shows the position, drawn with the table's faces and art.
            game = offer_resume(
                self.autosave,
                self,
                run=run,
                cache=self.cache,
                art_roots=lambda setup: self._choice_for(setup).art_roots,
                on_watch=watched.append,
            )
            if watched:
                controller = self.start_game(self.default_choice())
                self._on_replay_opened(watched[0])
                return controller
            if game is not None:
                try:
                    controller = self.play_match(game.match(), replacement=Replacement.RESUMED)
                except Exception as error:  # whatever the autosave holds, the app starts
                    if run is None:
                        report_unresumable(self.autosave, error, self)
                    else:
                        report_unresumable(self.autosave, error, self, run=run)
                    return self.start_game(self.default_choice())
                self.statusBar().showMessage(
                    self.tr(
                        "Resumed the unfinished game: %n move(s) played", "", len(game.actions)
                    ),
                    6000,
                )
                return controller
        controller = self.start_game(self.default_choice())
        if self.preferences is not None:  # a first start: offer the course, once
            self.course_offer = offer_course(self, self.lesson_progress(), self.open_course)
        return controller

    def lesson_progress(self) -> LessonProgress:
        """The lessons done, kept with the preferences (in memory only without them)."""
        return LessonProgress(None if self.preferences is None else self.preferences.settings)

    def open_course(self) -> CourseWindow | None:
        """Learn > Course: the course window, on its own table (the game here is untouched)."""
        if self.table is None:
            return None
        if self.course_window is None:
            self.course_window = course_window_for(
                self.decks,
                self.cache,
                self.lesson_progress(),
                self.settings,
                self,
                # The app's Language, once the window has one (issue 21); English until then.
                language=getattr(self, "language", None),
            )
            # A rule cited on the lesson's table opens the same rules reference as the game's.
            self.course_window.table.rules_link_activated.connect(self.open_rules)
        self.course_window.show_course()
        self.course_window.show()
        self.course_window.activateWindow()
        return self.course_window

    def _on_lesson_file_triggered(self) -> None:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        chosen, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Open Lesson File"),
            folder,
            self.tr("Lessons (*.toml);;All files (*)"),
        )
        if chosen:
            self.open_lesson_file(Path(chosen))

    def lesson_decks(self) -> dict[str, DeckDef]:
        """The decks a lesson file is read with, by id: the installed ones (bundled and the
        library's), which "Make a Lesson" in a replay checks a game's decks against."""
        return {choice.definition.id: choice.definition for choice in self.decks}

    def open_lesson_file(self, path: Path) -> CourseWindow | None:
        """Learn > Open Lesson File: read and check the lesson at ``path`` and play it in the
        course window; a file that is not a playable lesson is said in one line."""
        if self.table is None:
            return None
        try:
            lesson = read_lesson_file(path, self.lesson_decks())
        except LessonError as error:
            plain.warn(self, self.tr("Cannot open the lesson"), render(error.problems[0]))
            return None
        window = self.open_course()
        if window is not None:
            window.play_lesson(lesson)
        return window

    def show_new_game_dialog(self) -> NewGameDialog | None:
        """Open the New Game dialog (window-modal, not blocking); Start deals the game."""
        if self.table is None:
            return None
        self.refresh_library()  # a deck saved in the builder since is offered at once
        # The dialog starts from the last game, with the Break rule as Settings offers it.
        previous = None if self.choice is None else with_break_rule(self.choice, self.break_default)
        dialog = NewGameDialog(self.decks, previous, self, unplayable=self.unplayable_decks)
        dialog.accepted.connect(lambda: self._on_new_game_accepted(dialog.choice()))
        dialog.finished.connect(self._on_new_game_dialog_finished)
        self._new_game_dialog = dialog
        dialog.open()
        return dialog

    def _on_new_game_accepted(self, choice: NewGameChoice) -> None:
        self._replace_game(lambda: self._start_chosen_game(choice))

    def _start_chosen_game(self, choice: NewGameChoice) -> None:
        prefs = self.preferences
        if prefs is not None:
            prefs.last_decks = (choice.decks[0].definition.id, choice.decks[1].definition.id)
            # A bot the factory does not offer (ValueError) is not remembered.
            if choice.setup.difficulty is not None:
                with contextlib.suppress(ValueError):
                    prefs.ai_difficulty = choice.setup.difficulty
        self.start_game(choice)

    def _replace_game(self, deal: Callable[[], object]) -> None:
        """``deal`` a new game, after asking (``ReplaceQuestion``, window-modal, not blocking)
        when the game on the table is unfinished and would be lost; at once otherwise."""
        match = self._current_match()
        if not would_lose(match) or self._saved_as_is(match):
            deal()
            return
        if self.replace_question is not None:  # asked already: the first question stands
            return
        question = ReplaceQuestion(self)
        question.finished.connect(lambda _result: self._on_replace_answered(question, deal))
        self.replace_question = question
        question.open()

    def _saved_as_is(self, match: Match | None) -> bool:
        """``match`` is the game last saved to a file, with no move played or taken back
        since: replacing it loses nothing."""
        if match is None or self._last_saved is None:
            return False
        saved, actions = self._last_saved
        return saved() is match and match.actions == actions

    def _on_replace_answered(self, question: ReplaceQuestion, deal: Callable[[], object]) -> None:
        self.replace_question = None
        question.deleteLater()
        answer = question.answer
        # Save… deals only once the game is in a file (a cancelled or failed save keeps it).
        if answer is ReplaceAnswer.DISCARD or (
            answer is ReplaceAnswer.SAVE and self.session.save_match()
        ):
            deal()

    def _on_new_game_dialog_finished(self, _result: int) -> None:
        # Deleted, not only hidden: a window that deals many games keeps none of their dialogs.
        if self._new_game_dialog is not None:
            self._new_game_dialog.deleteLater()
        self._new_game_dialog = None

    def rematch(self) -> None:
        """The same decks and players again, with a new seed."""
        if self.table is None:
            return
        choice = self.choice or self.default_choice()
        self._replace_game(lambda: self.start_game(choice.with_seed(random_seed())))

    # -- the session: autosave, undo and redo, load, replays -------------------------------

    def _autosave(self) -> None:
        """Keep the match in the autosave (issue 7: after every action, undo, redo and load).

        Only an immutable snapshot is taken here. It is handed to the worker once the event
        loop is back (the move shown and painted first: the worker's Python would otherwise
        share the interpreter with the table's busiest moment); the worker serialises and
        writes it, and its report (``_on_autosave_report``) comes back to this thread."""
        match = self._current_match()
        if self.autosave_writer is None or match is None:
            return
        self._autosave_pending = SaveSnapshot.of(match)
        self._autosave_timer.start()

    def _submit_autosave(self) -> None:
        snapshot, self._autosave_pending = self._autosave_pending, None
        if snapshot is not None and self.autosave_writer is not None:
            self.autosave_writer.submit(snapshot)

    def _on_autosave_report(self, report: AutosaveReport) -> None:
        """A background write landed (``autosaved``) or failed (said until one succeeds)."""
        self._autosave_error = report.error
        self._say_autosave_error()
        if report.error is None:
            self.autosaved.emit(report.actions)

    def _say_autosave_error(self) -> None:
        """The status bar's word on the last autosave that failed, in the language spoken now
        (said again when the language changes); hidden once a write lands."""
        if self._autosave_error is None:
            self.autosave_warning.hide()
            self.autosave_warning.clear()
            return
        error = printable(render(self._autosave_error))
        text = self.tr("Autosave failed: {error}").format(error=error)
        self.autosave_warning.setText(text)
        self.autosave_warning.setToolTip(plain.plain_tip(text))
        self.autosave_warning.show()

    def flush_autosave(self, timeout: float = AUTOSAVE_FLUSH_SECONDS) -> bool:
        """Wait until every autosave asked for has landed, and take in the reports; False if
        the writer is still busy after ``timeout`` seconds."""
        if self.autosave_writer is None:
            return True
        self._autosave_timer.stop()
        self._submit_autosave()
        done = self.autosave_writer.flush(timeout)
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)
        return done

    def _on_game_loaded(self, game: LoadedGame) -> None:
        if self.table is None:
            return
        if game.rules_changed is not None:
            # Played by other rules and cut short: go on from the last legal move, or watch.
            words = DeckWords(game.setup.config.decks, current_language())
            prompt = RulesChangedPrompt(game.rules_changed, self, words)
            prompt.exec()
            if prompt.watch:
                self._on_replay_opened(game)
                return
        match = game.match()
        self.play_match(match, replacement=Replacement.LOADED)
        if match.outcome():
            text = self.tr(
                "Loaded a game of %n move(s) (the game is over: Replay This Game steps through it)",
                "",
                len(game.actions),
            )
        else:
            text = self.tr("Loaded a game of %n move(s)", "", len(game.actions))
        self.statusBar().showMessage(text, 8000)

    def _on_game_saved(self, path: Path) -> None:
        match = self._current_match()
        if match is not None:
            self._last_saved = (weakref.ref(match), match.actions)
        self.statusBar().showMessage(self.tr("Saved {file}").format(file=path.name), 6000)

    def _on_replay_opened(self, game: LoadedGame) -> None:
        if game.rules_changed is not None:  # the replay ends at the last legal move: say why
            words = DeckWords(game.setup.config.decks, current_language())
            text = rules_changed_text(game.rules_changed, words).replace("\n", " ")
            self.statusBar().showMessage(text, 20000)
        try:
            self.open_replay(Replay.of_saved(game))
        except Exception as error:  # a save from anywhere gives a line, never a traceback
            plain.warn(
                self,
                self.tr("Cannot open the replay"),
                self.tr("The replay could not be shown ({error}).").format(
                    error=type(error).__name__
                ),
            )

    def watch_replay(self) -> ReplayViewer | None:
        """Step through the game on the table in the replay viewer."""
        match = self._current_match()
        if match is None:
            return None
        return self.open_replay(Replay.of_match(match))

    def open_replay(self, replay: Replay) -> ReplayViewer:
        """Show ``replay`` on a table in a window of its own (one at a time; the game here is
        untouched until "Continue from here")."""
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        viewer = ReplayViewer(
            replay,
            self.cache,
            animation_ms=self.settings.animation_ms,
            art_roots=self._choice_for(replay.setup).art_roots,
            parent=self,
            card_scale=self.settings.card_scale,
            text_scale=self.settings.text_scale,
            lesson_decks=self.lesson_decks(),
        )
        viewer.setWindowFlag(Qt.WindowType.Window, True)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        viewer.resize(self.size())
        viewer.continue_requested.connect(self._on_continue_requested)
        viewer.destroyed.connect(self._on_replay_viewer_destroyed)
        self.replay_viewer = viewer
        viewer.show()
        return viewer

    def _on_replay_viewer_destroyed(self) -> None:
        self.replay_viewer = None

    def _on_continue_requested(self, match: Match) -> None:
        """The replay's Continue from here: its position becomes the game on the table."""
        if self.table is None:
            return
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        self.play_match(match, replacement=Replacement.CONTINUED)
        self.statusBar().showMessage(
            self.tr("Continuing after move {number}").format(number=len(match.actions)), 6000
        )

    # -- the table's settings -----------------------------------------------------------------

    # -- preferences (the Game menu and Settings) -----------------------------------------

    @property
    def animation(self) -> float:
        """The animation speed on the table (``ANIMATION_SPEEDS``), read from its duration."""
        ms = self.settings.animation_ms
        return next((speed for _l, speed in ANIMATION_SPEEDS if animation_ms(speed) == ms), 1.0)

    def show_settings_dialog(self) -> SettingsDialog:
        """Game > Settings: the preferences in one non-modal dialog (one at a time)."""
        if self.settings_dialog is None:
            self.settings_dialog = SettingsDialog(self)
        self.settings_dialog.refresh()
        self.settings_dialog.show()
        self.settings_dialog.raise_()
        self.settings_dialog.activateWindow()
        return self.settings_dialog

    def set_animation_speed(self, speed: float) -> None:
        """The Animations menu: apply ``speed`` and remember it."""
        self.set_animation_ms(animation_ms(speed))
        action = self.animation_actions.get(speed)
        if action is not None and not action.isChecked():
            action.setChecked(True)
        if self.preferences is not None:
            self.preferences.animation_speed = speed
        self.preferences_changed.emit()

    def set_animation_ms(self, ms: int) -> None:
        if self.table is not None:
            self.table.set_animation_ms(ms)
        else:
            self.settings.animation_ms = ms

    def set_computer_pace(self, ms: int) -> None:
        """Computer pace: the pause before each computer move; remembered."""
        self.settings.ai_delay_ms = ms
        action = self.pace_actions.get(ms)
        if action is not None and not action.isChecked():
            action.setChecked(True)
        if self.preferences is not None:
            self.preferences.computer_pace_ms = ms
        self.preferences_changed.emit()

    def set_hints(self, enabled: bool) -> None:
        """Show Hints: coach the player or not; remembered."""
        self.settings.hints = enabled
        if self.hints_action.isChecked() != enabled:
            self.hints_action.setChecked(enabled)
        if self.preferences is not None:
            self.preferences.hints_enabled = enabled
        if self.table is not None:
            self.table.refresh_hints()
        self.preferences_changed.emit()

    def set_explain_moves(self, enabled: bool) -> None:
        """Explain Computer Moves: a "Why:" line in the log after each computer move; kept."""
        self.settings.explain_moves = enabled
        if self.explain_action.isChecked() != enabled:
            self.explain_action.setChecked(enabled)
        if self.preferences is not None:
            self.preferences.explain_moves = enabled
        self.preferences_changed.emit()

    def set_break_default(self, enabled: bool) -> None:
        """Whether New Game offers the optional Break rule; the game on the table keeps its
        own rules (they were fixed when it was dealt)."""
        self.break_default = enabled
        if self.preferences is not None:
            self.preferences.break_rule = enabled
        self.preferences_changed.emit()

    def _table_widgets(self) -> list[TableWidget]:
        """The tables showing now: the game's, and the course's when it is open."""
        tables = [] if self.table is None else [self.table]
        if self.course_window is not None:
            tables.append(self.course_window.table)
        return tables

    def set_card_scale(self, scale: float) -> None:
        """Card size: the hand's cards against the size that fits the window; remembered."""
        self.settings.card_scale = scale
        for table in self._table_widgets():
            table.set_card_scale(scale)
        if self.replay_viewer is not None:
            self.replay_viewer.set_card_scale(scale)
        if self.preferences is not None:
            self.preferences.card_scale = scale
        self.preferences_changed.emit()

    def set_text_scale(self, scale: float) -> None:
        """Text size: the prompt, the buttons, the log and the table's captions; remembered."""
        self.settings.text_scale = scale
        for table in self._table_widgets():
            table.set_text_scale(scale)
        if self.replay_viewer is not None:
            self.replay_viewer.set_text_scale(scale)
        if self.preferences is not None:
            self.preferences.text_scale = scale
        self.preferences_changed.emit()

    def set_highlight_style(self, style: HighlightStyle) -> None:
        """Highlights: standard, colour-blind-safe or high contrast; remembered."""
        self.settings.highlight_style = style
        for table in self._table_widgets():
            table.set_highlight_style(style)
        if self.preferences is not None:
            self.preferences.highlight_style = style
        self.preferences_changed.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        # The last move's autosave lands before the app goes, and its writer's thread ends.
        self.flush_autosave()
        if self.autosave_writer is not None:
            self.autosave_writer.close(AUTOSAVE_FLUSH_SECONDS)
        if self.preferences is not None:
            self.preferences.save_geometry(self)
            self.preferences.sync()
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        if self.course_window is not None:
            self.course_window.close()
        if self.table is not None:
            self.table.dispose()
        self.cache.close()
        super().closeEvent(event)

    def show_deck_report(self) -> QMessageBox:
        """Check the bundled decks and show the report in a window-modal, non-blocking box."""
        code, report = check_bundled_decks()
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Check Bundled Decks"))
        if code == 0:
            box.setIcon(QMessageBox.Icon.Information)
            box.setText(self.tr("The bundled decks are valid."))
        else:
            box.setIcon(QMessageBox.Icon.Warning)
            box.setText(self.tr("The bundled decks have problems."))
        lines = (report or self.tr("The checker printed nothing.")).splitlines()
        shown = "\n".join(lines[:_REPORT_LINES_SHOWN])
        if len(lines) > _REPORT_LINES_SHOWN:
            more = len(lines) - _REPORT_LINES_SHOWN
            shown += "\n\u2026 " + self.tr("%n more line(s) under Show Details", "", more)
            box.setDetailedText(report)
        box.setInformativeText(f"<pre>{escape(shown)}</pre>")
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.finished.connect(self._on_deck_report_finished)
        self._deck_report = box
        box.open()
        return box

    def _on_check_decks_triggered(self) -> None:
        self.show_deck_report()

    def _on_deck_builder_triggered(self) -> None:
        # Imported on use: the deck builder is a window of its own that most games never open.
        from audatia_qt.games.audatia.deck_builder.app import open_deck_builder
        from audatia_qt.games.audatia.deck_builder.window import deck_error_text
        from audatia_qt.games.audatia.decks.load import DeckError

        try:
            open_deck_builder(
                parent=self,
                library_dir=None if self.library is None else self.library.root,
                preferences=self.preferences,
            )
        except DeckError as error:
            first = deck_error_text(error).partition("\n")[0] or str(error)
            plain.warn(self, self.tr("Deck Builder"), first)

    def _on_deck_report_finished(self, _result: int) -> None:
        self._deck_report = None

    def open_rules(self, anchor: str = "") -> RulesReference | None:
        """Help > Rules (F1): the rules reference, opened at ``anchor`` (e.g. "cut-2", from a
        ``rules:cut-2`` link) when given. One window, made on first use and kept."""
        if self.rules_reference is None:
            try:
                self.rules_reference = open_rules_reference(
                    self, language=getattr(self, "language", None)
                )
            except ReferenceError as error:
                said = render(error.message)
                box = plain.message_box(
                    QMessageBox.Icon.Warning, self.tr("Rules"), said, parent=self
                )
                box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
                box.open()
                return None
        if anchor:
            self.rules_reference.open_at(anchor)
        self.rules_reference.show()
        self.rules_reference.activateWindow()
        return self.rules_reference

    def _on_rules_triggered(self) -> None:
        self.open_rules()

    def _on_about_triggered(self) -> None:
        QMessageBox.about(self, self.tr("About Audatia"), about_text())
