"""The main window: menus, status bar and, until the card table arrives, a welcome panel."""

from __future__ import annotations

import io
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
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
from audatia_qt.resources import bundled_deck_paths, decks_dir

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
    "The card table is still being laid out. Meanwhile, <b>Decks \u25b8 Check Bundled Decks</b> "
    "validates the character decks that ship with the game."
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
    """The application window: Game, Decks and Help menus around the central panel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.setMinimumSize(*MINIMUM_SIZE)
        self.resize(*DEFAULT_SIZE)
        self.setStyleSheet(_STYLE_SHEET)
        self.setCentralWidget(WelcomePanel(self))
        # Kept so the non-modal report box is not garbage-collected while it is shown.
        self._deck_report: QMessageBox | None = None

        self.new_game_action = QAction("&New Game", self)
        self.new_game_action.setShortcut(QKeySequence("Ctrl+N"))
        self.new_game_action.setStatusTip("The card table arrives with the table issue")
        self.new_game_action.setEnabled(False)

        self.quit_action = QAction("&Quit", self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setStatusTip("Close Audatia")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.check_decks_action = QAction("&Check Bundled Decks", self)
        self.check_decks_action.setStatusTip("Validate the deck files that ship with the game")
        self.check_decks_action.triggered.connect(self._on_check_decks_triggered)

        self.about_action = QAction("&About Audatia", self)
        self.about_action.setStatusTip("Version and credits")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self._on_about_triggered)

        menu_bar = self.menuBar()
        game_menu = menu_bar.addMenu("&Game")
        game_menu.addAction(self.new_game_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        decks_menu = menu_bar.addMenu("&Decks")
        decks_menu.addAction(self.check_decks_action)
        help_menu = menu_bar.addMenu("&Help")
        help_menu.addAction(self.about_action)

        self.statusBar().showMessage("Welcome to Audatia", 4000)

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
