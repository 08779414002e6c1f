"""What the window shows when no Audatia game can be dealt: a green-felt backdrop with a
parchment card that introduces the game, and says that the bundled decks did not load."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from audatia_qt import __version__

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


def _serif_font(point_size: int, *, bold: bool = False, italic: bool = False) -> QFont:
    """Build a serif font of the given size from the preferred families."""
    font = QFont()
    font.setFamilies(_SERIF_FAMILIES)
    font.setPointSize(point_size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


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
        self.setStyleSheet(_STYLE_SHEET)
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
