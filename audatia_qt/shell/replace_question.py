"""The question before a new game replaces an unfinished one: save it, discard it, or go back.

Asked by the window when New Game or Rematch would deal over a game that is not over and has
moves played (issue 27: New Game replaced it without a word, and the autosave with it). A
finished game, or a deal nobody has moved in, is replaced without asking: nothing is lost.
The box is window-modal and opened without blocking (``open``); ``answer`` says what the
player chose once it is finished. Escape or closing the box is Cancel: only an explicit
Discard loses the game.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QPushButton, QWidget

from audatia_qt.engine.session.match import Match


class ReplaceAnswer(Enum):
    """What the player chose."""

    SAVE = "save"
    """Save the game on the table first (a file chosen as Save… does), then deal."""
    DISCARD = "discard"
    """Deal at once; the unfinished game is gone."""
    CANCEL = "cancel"
    """Keep playing the game on the table; nothing is dealt."""


def would_lose(match: Match | None) -> bool:
    """Whether replacing ``match`` loses something: it is unfinished and a move was played."""
    return match is not None and match.outcome() is None and bool(match.plies)


class ReplaceQuestion(QMessageBox):
    """Start a new game over the unfinished one? Save…, Discard or Cancel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWindowTitle(self.tr("Unfinished game"))
        self.setText(self.tr("The game on the table is not finished."))
        self.setInformativeText(
            self.tr("Save it before the new game is dealt, or discard it for good?")
        )
        self.save_button: QPushButton = self.addButton(
            self.tr("Save…"), QMessageBox.ButtonRole.AcceptRole
        )
        self.discard_button: QPushButton = self.addButton(
            self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole
        )
        self.cancel_button: QPushButton = self.addButton(
            self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole
        )
        self.setDefaultButton(self.save_button)
        self.setEscapeButton(self.cancel_button)

    @property
    def answer(self) -> ReplaceAnswer:
        """The button the player clicked; Cancel for Escape, closing the box, or none yet."""
        clicked: QAbstractButton | None = self.clickedButton()
        if clicked is self.save_button:
            return ReplaceAnswer.SAVE
        if clicked is self.discard_button:
            return ReplaceAnswer.DISCARD
        return ReplaceAnswer.CANCEL
