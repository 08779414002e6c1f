"""The main window: the card table in the middle, the Game, Decks and Help menus around it.

Each menu is built by its own method (``_build_game_menu`` ...), so another part of the app adds
its actions in one place (the Deck Builder to the Decks menu; Undo, Redo, Save and Load to the
Game menu)."""

from __future__ import annotations

import io
from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from audatia_qt import __version__
from audatia_qt.render import CardRenderer, FaceCache, default_cache_dir
from audatia_qt.resources import bundled_deck_paths, decks_dir
from audatia_qt.session.match import Match
from audatia_qt.ui.new_game_dialog import (
    DeckChoice,
    NewGameChoice,
    NewGameDialog,
    default_choice,
    random_seed,
)
from audatia_qt.ui.table.bot_runner import default_bot_factory
from audatia_qt.ui.table.controller import TableController, TableSettings
from audatia_qt.ui.table.widget import TableWidget

WINDOW_TITLE = "Audatia"
DEFAULT_SIZE = (1280, 800)
MINIMUM_SIZE = (1024, 640)
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

_WELCOME_BODY = (
    "Two fencers face each other, each with a deck of cards. Choose a guard, launch a strike, "
    "parry, close in with a remedy and answer with a counter-remedy, as Fiore dei Liberi taught in "
    "<i>Il Fior di Battaglia</i> (c. 1410)."
)

_WELCOME_HINT = (
    "The bundled decks could not be loaded, so no game can start: "
    "<b>Decks \u25b8 Check Bundled Decks</b> says what is wrong with them."
)


def about_text() -> str:
    """Return the rich text of the About Audatia box: version, what the game is, credits."""
    return (
        f"<h3>Audatia Qt {escape(__version__)}</h3>"
        "<p><b>Audatia</b> is Guy Windsor's two-player card game of medieval longsword "
        "fencing, based on Fiore dei Liberi's <i>Il Fior di Battaglia</i> (c. 1410).</p>"
        "<p>Game by Guy Windsor.<br>"
        "Lead game designer: Samuli Raninen.<br>"
        "Art and graphic design: Jussi Alarauhio.<br>"
        "Published by TK Creations / Games and Tales Oy.</p>"
        "<p>Audatia Qt is an unofficial fan implementation.</p>"
    )


def check_bundled_decks() -> tuple[int, str]:
    """Run the deck checker over the bundled decks; return its exit code and its report."""
    paths = bundled_deck_paths()
    if not paths:
        return 1, f"No deck files (*.toml) were found in {decks_dir()}."
    # Imported on use so the window opens, and says why, even when the deck package cannot load.
    try:
        from audatia_qt.decks.check import run_check
    except ImportError as error:
        return 1, f"The deck checker could not be loaded: {error}"

    out = io.StringIO()
    code = run_check([str(path) for path in paths], out)
    return code, out.getvalue().strip()


def load_bundled_decks() -> tuple[list[DeckChoice], str]:
    """The bundled decks that load, and a one-line note about those that do not."""
    from audatia_qt.decks.load import load_deck

    decks: list[DeckChoice] = []
    problems: list[str] = []
    for path in bundled_deck_paths():
        try:
            decks.append(DeckChoice(load_deck(path).definition, path))
        except Exception as error:  # a broken deck file must not stop the window opening
            problems.append(f"{path.name}: {error}".splitlines()[0])
    return decks, "; ".join(problems)


#: Animation speeds offered in the Game menu: (label, milliseconds per card movement).
ANIMATION_SPEEDS = (("Normal", 220), ("Fast", 110), ("Off", 0))
#: Paces of the computer's moves: (label, pause before each move in milliseconds).
COMPUTER_PACES = (("Slow", 1200), ("Normal", 700), ("Fast", 250))


def _serif_font(point_size: int, *, bold: bool = False, italic: bool = False) -> QFont:
    """Build a serif font of the given size from the preferred families."""
    font = QFont()
    font.setFamilies(_SERIF_FAMILIES)
    font.setPointSize(point_size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _label(text: str, name: str, font: QFont) -> QLabel:
    """Build a centred, word-wrapped rich-text label with an object name for the style sheet."""
    label = QLabel(text)
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
        card_layout.addWidget(_label("Audatia", "welcomeTitle", _serif_font(44, bold=True)))
        card_layout.addWidget(
            _label(
                "Medieval longsword fencing, played with cards",
                "welcomeSubtitle",
                _serif_font(16, italic=True),
            )
        )
        card_layout.addSpacing(4)
        card_layout.addWidget(rule, alignment=Qt.AlignmentFlag.AlignHCenter)
        card_layout.addSpacing(4)
        card_layout.addWidget(_label(_WELCOME_BODY, "welcomeBody", _serif_font(13)))
        card_layout.addWidget(_label(_WELCOME_HINT, "welcomeHint", _serif_font(11)))

        footer = _label(
            f"Audatia Qt {escape(__version__)} \u00b7 an unofficial fan implementation",
            "welcomeFooter",
            _serif_font(10),
        )

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


class MainWindow(QMainWindow):
    """The application window: the table, and the Game, Decks and Help menus around it."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        cache_dir: Path | None = None,
        settings: TableSettings | None = None,
        start_game: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.setMinimumSize(*MINIMUM_SIZE)
        self.resize(*DEFAULT_SIZE)
        self.setStyleSheet(_STYLE_SHEET)
        # Kept so the non-modal report box is not garbage-collected while it is shown.
        self._deck_report: QMessageBox | None = None
        self._new_game_dialog: NewGameDialog | None = None
        self.decks, deck_problems = load_bundled_decks()
        self.cache = FaceCache(cache_dir or default_cache_dir(), CardRenderer())
        self.settings = settings or TableSettings()
        self.choice: NewGameChoice | None = None
        self.table: TableWidget | None = None
        if len(self.decks) >= 1:
            self.table = TableWidget(self.cache, self.settings, self)
            self.table.new_game_requested.connect(self.show_new_game_dialog)
            self.table.rematch_requested.connect(self.rematch)
            self.setCentralWidget(self.table)
        else:
            self.setCentralWidget(WelcomePanel(self))

        self._build_game_menu()
        self._build_decks_menu()
        self._build_help_menu()

        if self.table is None:
            self.statusBar().showMessage(f"No deck could be loaded. {deck_problems}")
        elif deck_problems:
            self.statusBar().showMessage(f"Some decks did not load: {deck_problems}", 8000)
        if self.table is not None and start_game:
            self.start_game(default_choice(self.decks))

    # -- menus ----------------------------------------------------------------------------

    def _build_game_menu(self) -> None:
        """Game: New Game, Rematch, the table's speeds, Quit."""
        self.new_game_action = QAction("&New Game…", self)
        self.new_game_action.setShortcut(QKeySequence("Ctrl+N"))
        self.new_game_action.setStatusTip("Choose decks, players and a seed, and start a game")
        self.new_game_action.setEnabled(self.table is not None)
        self.new_game_action.triggered.connect(self.show_new_game_dialog)

        self.rematch_action = QAction("&Rematch", self)
        self.rematch_action.setShortcut(QKeySequence("Ctrl+R"))
        self.rematch_action.setStatusTip("The same decks and players, a new deal")
        self.rematch_action.setEnabled(self.table is not None)
        self.rematch_action.triggered.connect(self.rematch)

        self.quit_action = QAction("&Quit", self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setStatusTip("Close Audatia")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.game_menu = self.menuBar().addMenu("&Game")
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.rematch_action)
        self.game_menu.addSeparator()
        self.animation_menu = self.game_menu.addMenu("&Animations")
        group = QActionGroup(self)
        for label, ms in ANIMATION_SPEEDS:
            action = QAction(label, self, checkable=True)
            action.setChecked(ms == self.settings.animation_ms)
            action.triggered.connect(lambda _=False, ms=ms: self.set_animation_ms(ms))
            group.addAction(action)
            self.animation_menu.addAction(action)
        self.pace_menu = self.game_menu.addMenu("Computer &pace")
        pace_group = QActionGroup(self)
        for label, ms in COMPUTER_PACES:
            action = QAction(label, self, checkable=True)
            action.setChecked(ms == self.settings.ai_delay_ms)
            action.triggered.connect(lambda _=False, ms=ms: self.set_computer_pace(ms))
            pace_group.addAction(action)
            self.pace_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

    def _build_decks_menu(self) -> None:
        """Decks: Check Bundled Decks."""
        self.check_decks_action = QAction("&Check Bundled Decks", self)
        self.check_decks_action.setStatusTip("Validate the deck files that ship with the game")
        self.check_decks_action.triggered.connect(self._on_check_decks_triggered)
        self.decks_menu = self.menuBar().addMenu("&Decks")
        self.decks_menu.addAction(self.check_decks_action)

    def _build_help_menu(self) -> None:
        """Help: About."""
        self.about_action = QAction("&About Audatia", self)
        self.about_action.setStatusTip("Version and credits")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self._on_about_triggered)
        self.help_menu = self.menuBar().addMenu("&Help")
        self.help_menu.addAction(self.about_action)

    # -- games ----------------------------------------------------------------------------

    @property
    def controller(self) -> TableController | None:
        """The game on the table."""
        return None if self.table is None else self.table.controller

    def start_game(self, choice: NewGameChoice) -> TableController:
        """Deal a new game and put it on the table."""
        assert self.table is not None
        self.choice = choice
        match = Match(choice.setup)
        factory = default_bot_factory(choice.setup.difficulty)
        controller = self.table.start(match, factory, choice.art_roots)
        config = choice.setup.config
        self.statusBar().showMessage(f"Seed {config.seed}", 6000)
        return controller

    def show_new_game_dialog(self) -> NewGameDialog | None:
        """Open the New Game dialog (window-modal, not blocking); Start deals the game."""
        if self.table is None:
            return None
        dialog = NewGameDialog(self.decks, self.choice, self)
        dialog.accepted.connect(lambda: self.start_game(dialog.choice()))
        dialog.finished.connect(self._on_new_game_dialog_finished)
        self._new_game_dialog = dialog
        dialog.open()
        return dialog

    def _on_new_game_dialog_finished(self, _result: int) -> None:
        self._new_game_dialog = None

    def rematch(self) -> None:
        """The same decks and players again, with a new seed."""
        if self.table is None:
            return
        choice = self.choice or default_choice(self.decks)
        self.start_game(choice.with_seed(random_seed()))

    def set_animation_ms(self, ms: int) -> None:
        if self.table is not None:
            self.table.set_animation_ms(ms)
        else:
            self.settings.animation_ms = ms

    def set_computer_pace(self, ms: int) -> None:
        self.settings.ai_delay_ms = ms

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.table is not None:
            self.table.dispose()
        self.cache.close()
        super().closeEvent(event)

    def show_deck_report(self) -> QMessageBox:
        """Check the bundled decks and show the report in a window-modal, non-blocking box."""
        code, report = check_bundled_decks()
        box = QMessageBox(self)
        box.setWindowTitle("Check Bundled Decks")
        if code == 0:
            box.setIcon(QMessageBox.Icon.Information)
            box.setText("The bundled decks are valid.")
        else:
            box.setIcon(QMessageBox.Icon.Warning)
            box.setText("The bundled decks have problems.")
        lines = (report or "The checker printed nothing.").splitlines()
        shown = "\n".join(lines[:_REPORT_LINES_SHOWN])
        if len(lines) > _REPORT_LINES_SHOWN:
            shown += f"\n\u2026 {len(lines) - _REPORT_LINES_SHOWN} more lines under Show Details"
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

    def _on_deck_report_finished(self, _result: int) -> None:
        self._deck_report = None

    def _on_about_triggered(self) -> None:
        QMessageBox.about(self, "About Audatia", about_text())
