"""The pass-the-device screen of hot-seat play, for every game: it hides the board while the
device changes hands, and shows the next hand only after a deliberate act (issue 15)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QPushButton, QVBoxLayout, QWidget

from audatia_qt.shell.plain import plain_label

#: How long the pass screen's reveal stays asleep: longer than a double tap or a key's
#: auto-repeat delay, so the player who has just moved cannot show the next hand by accident.
REVEAL_DELAY_MS = 1000
#: Keys that reveal the hand once the screen is awake (pressed and released, not repeated).
REVEAL_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})


class PassDeviceScreen(QWidget):
    """Hides the table while the device changes hands (hot-seat).

    The next hand shows only after a deliberate act: a click on the named button, or a key
    pressed and released after the screen has woken (``reveal_delay_ms`` after it appeared).
    A key repeating, held from before, or pressed again at once (a double tap after one's own
    move) does nothing (issue 15).
    """

    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("passScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.reveal_delay_ms = REVEAL_DELAY_MS
        self.awake = False
        """The reveal may be asked for (the delay has passed since ``ask``)."""
        self._pressed: int | None = None
        """A reveal key pressed while awake, whose release reveals the hand."""
        self._name = ""
        """The player the device is passed to."""
        self._wake_timer = QTimer(self)
        self._wake_timer.setSingleShot(True)
        self._wake_timer.timeout.connect(self._wake)
        # The fencer's name as the deck gives it: plain text.
        self.title = plain_label()
        self.title.setObjectName("passTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSize(22)
        font.setBold(True)
        self.title.setFont(font)
        self.body = plain_label()
        self.body.setObjectName("passBody")
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self.button = QPushButton("")
        self.button.setObjectName("passButton")
        self.button.setAccessibleDescription(self.tr("Enter or Space shows your hand"))
        self.button.clicked.connect(self._on_clicked)
        rule = QFrame()
        rule.setFixedHeight(2)
        rule.setStyleSheet("background-color: #b08d4a;")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(rule)
        layout.addWidget(self.body)
        layout.addSpacing(16)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    def ask(self, name: str) -> None:
        """Hide the table for ``name``; the reveal wakes after ``reveal_delay_ms``."""
        self._name = name
        self.retranslate()
        self.awake = False
        self._pressed = None
        self.button.setEnabled(False)
        if self.reveal_delay_ms <= 0:
            self._wake()
        else:
            self._wake_timer.start(self.reveal_delay_ms)

    def retranslate(self) -> None:
        """The screen's words, for the player asked for, in the language the app speaks."""
        self.button.setAccessibleDescription(self.tr("Enter or Space shows your hand"))
        name = self._name
        if not name:
            return
        self.title.setText(self.tr("Pass the device to {fencer}").format(fencer=name))
        self.body.setText(
            self.tr(
                "The table is hidden so that no player sees another's hand.\n"
                "{fencer}: when you hold the device, press the button (or Enter)."
            ).format(fencer=name)
        )
        self.button.setText(self.tr("I am {fencer}: show my hand").format(fencer=name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _wake(self) -> None:
        self.awake = True
        self.button.setEnabled(True)

    def _on_clicked(self) -> None:
        if self.awake:
            self.confirmed.emit()

    def key_pressed(self, event: QKeyEvent) -> bool:
        """A key pressed while the screen shows; True if it is a reveal key (handled)."""
        if event.key() not in REVEAL_KEYS:
            return False
        if self.awake and not event.isAutoRepeat():
            self._pressed = event.key()
        return True

    def key_released(self, event: QKeyEvent) -> bool:
        """A key released while the screen shows: the release of a reveal key pressed after
        the screen woke reveals the hand. True if it is a reveal key (handled)."""
        if event.key() not in REVEAL_KEYS:
            return False
        if event.isAutoRepeat() or event.key() != self._pressed:
            return True
        self._pressed = None
        if self.awake:
            self.confirmed.emit()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.key_pressed(event):
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if not self.key_released(event):
            super().keyReleaseEvent(event)
