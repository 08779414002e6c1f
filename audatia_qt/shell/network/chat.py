"""The chat of a network table (issue 32): the table's last lines and a line to say one more.

What people write reaches the other screen as plain text: the lines are shown in a
``QPlainTextEdit`` (which reads no markup), a line is capped at the table's length
(``net.messages.MAX_CHAT``), and what the line edit holds is sent only by a deliberate act
(Return or Send). The table relays every line to every seat, this one too: a line appears here
when the table has it, so both screens show the same conversation in the same order.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.net.messages import CHAT_KEPT, MAX_CHAT

#: The object names tests and style sheets find the chat's parts by.
LINES_NAME = "chatLines"
ENTRY_NAME = "chatEntry"


class ChatPanel(QWidget):
    """The table's chat: its lines, oldest first, and a line edit to send one more."""

    spoken = Signal(str)
    """(text) the person sent a line (already stripped, never empty, at most ``MAX_CHAT``)."""
    dismissed = Signal()
    """Escape in the line: the person goes back to the board (the keyboard's play)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = QPlainTextEdit(self)
        self.lines.setObjectName(LINES_NAME)
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(CHAT_KEPT)
        self.entry = QLineEdit(self)
        self.entry.setObjectName(ENTRY_NAME)
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.setClearButtonEnabled(True)
        self.send_button = QPushButton(self)
        self.send_button.setEnabled(False)
        row = QHBoxLayout()
        row.addWidget(self.entry, 1)
        row.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.lines, 1)
        layout.addLayout(row)
        self.entry.textChanged.connect(lambda text: self.send_button.setEnabled(bool(text.strip())))
        self.entry.returnPressed.connect(self.send)
        self.entry.installEventFilter(self)
        self.send_button.clicked.connect(self.send)
        self.retranslate()

    def send(self) -> None:
        """Send what the line edit holds (nothing for a blank line), and empty it."""
        text = self.entry.text().strip()
        if not text:
            return
        self.entry.clear()
        self.spoken.emit(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Escape in the line hands the keyboard back to the board."""
        if (
            watched is self.entry
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        ):
            self.dismissed.emit()
            return True
        return super().eventFilter(watched, event)

    def show_lines(self, lines: Iterable[tuple[str, str]]) -> None:
        """The whole conversation again (a reconnection's): each line as (who, text)."""
        self.lines.clear()
        for who, text in lines:
            self.add(who, text)

    def add(self, who: str, text: str) -> None:
        """One more line, ``who`` said ``text``, scrolled into sight."""
        self.lines.appendPlainText(self.tr("{who}: {text}").format(who=who, text=text))
        bar = self.lines.verticalScrollBar()
        bar.setValue(bar.maximum())

    def set_open(self, open_: bool) -> None:
        """Whether a line may be sent (not once the link is down or the game over)."""
        self.entry.setEnabled(open_)
        self.send_button.setEnabled(open_ and bool(self.entry.text().strip()))

    def retranslate(self) -> None:
        self.lines.setAccessibleName(self.tr("Chat"))
        self.entry.setAccessibleName(self.tr("Say to the table"))
        self.entry.setPlaceholderText(self.tr("Say something to the table…"))
        self.send_button.setText(self.tr("&Send"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
