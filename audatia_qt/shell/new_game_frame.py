"""The New Game frame: the installed games' pages, and Start and Cancel under them.

Each game gives its page (``GamePlugin.new_game_page``: its fields and the setup they describe).
With one game installed the frame is that page and its buttons alone, as New Game always
looked; with more, a list of the games comes first and shows the chosen game's page.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.shell.plugin import NewGamePage, Setup


@dataclass(frozen=True)
class GameOffer:
    """One game in the frame: its name for a person, and its page."""

    title: str
    page: NewGamePage


class NewGameFrame(QDialog):
    """Choose the next game; ``chosen`` says which of the offers, ``setup()`` its setup."""

    def __init__(
        self, offers: list[GameOffer], parent: QWidget | None = None, *, current: int = 0
    ) -> None:
        super().__init__(parent)
        if not offers:
            raise ValueError("the New Game frame needs at least one game")
        self.offers = offers
        self.game_box = QComboBox()
        for offer in offers:
            self.game_box.addItem(offer.title)
        self.game_box.setCurrentIndex(current)
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game_box)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if len(offers) == 1:  # one game: its page alone, no step to choose the game
            self.game_box.hide()
            self.game_label.hide()
            layout.addWidget(offers[0].page.widget)
        else:
            games = QFormLayout()
            games.addRow(self.game_label, self.game_box)
            layout.addLayout(games)
            pages = QStackedWidget()
            for offer in offers:
                pages.addWidget(offer.page.widget)
            pages.setCurrentIndex(current)
            self.game_box.currentIndexChanged.connect(pages.setCurrentIndex)
            layout.addWidget(pages)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(480)
        self.retranslate()

    @property
    def chosen(self) -> int:
        """The index of the game chosen among the offers."""
        return self.game_box.currentIndex()

    @property
    def page(self) -> QWidget:
        """The chosen game's page."""
        return self.offers[self.chosen].page.widget

    def setup(self) -> Setup:
        """The game the chosen page describes now."""
        return self.offers[self.chosen].page.setup()

    def retranslate(self) -> None:
        """Every text of the frame in the language the app speaks (at start, and when the
        language changes while it is open); each page says its own."""
        self.setWindowTitle(QCoreApplication.translate("NewGameDialog", "New Game"))
        self.game_label.setText(QCoreApplication.translate("NewGameFrame", "Game"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(QCoreApplication.translate("NewGameDialog", "Start"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.adjustSize()  # another language's words may need more room
        super().changeEvent(event)
