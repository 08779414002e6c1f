"""The bar that puts another seat's offer to the person at this screen (issue 32): what is
offered, in a line, and Accept / Decline.

An offer is the table's question to a person, not a dialog that stops the game: the bar sits
above the board, the board stays readable behind it, and it goes when the offer is answered,
withdrawn by a move, or the game ends. Its buttons take the keyboard's focus when it shows, so a
person playing with the keyboard answers with Tab and Space, and a screen reader reads the line.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from audatia_qt.net.messages import OfferKind
from audatia_qt.shell.plain import plain_label

#: The bar's object name (tests and style sheets find it).
BAR_NAME = "offerBar"


class OfferBar(QFrame):
    """Another seat's pending offer and its answer."""

    answered = Signal(object, bool)
    """(OfferKind, accept) the person's answer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(BAR_NAME)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self._kind: OfferKind | None = None
        self.question = plain_label()
        self.question.setWordWrap(True)
        self.accept_button = QPushButton(self)
        self.decline_button = QPushButton(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.question, 1)
        layout.addWidget(self.accept_button)
        layout.addWidget(self.decline_button)
        self.accept_button.clicked.connect(lambda: self._answer(True))
        self.decline_button.clicked.connect(lambda: self._answer(False))
        self.retranslate()
        self.hide()

    @property
    def kind(self) -> OfferKind | None:
        """The offer shown, None while the bar is hidden."""
        return self._kind

    def ask(self, kind: OfferKind, question: str) -> None:
        """Put ``question`` (an offer of ``kind``) to the person."""
        already = self._kind is not None
        self._kind = kind
        self.question.setText(question)
        self.setAccessibleName(question)
        self.show()
        if not already:
            self.accept_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def withdraw(self) -> None:
        """The offer is gone (answered, withdrawn by a move, the game over)."""
        self._kind = None
        self.hide()

    def _answer(self, accept: bool) -> None:
        kind = self._kind
        if kind is None:
            return
        self.withdraw()
        self.answered.emit(kind, accept)

    def retranslate(self) -> None:
        self.accept_button.setText(self.tr("&Accept"))
        self.decline_button.setText(self.tr("&Decline"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
