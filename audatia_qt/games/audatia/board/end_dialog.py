"""The end of the game: the winner and the reason in words, then New Game or Rematch."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QVBoxLayout, QWidget

from audatia_qt.games.audatia.rules import Outcome
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plain import plain_label

#: The table's colours, so the end of a game looks like part of it and not a system message box.
END_STYLE = """
QDialog#endOfGame { background-color: #12301f; border: 2px solid #b08d4a; }
QLabel#endHeadline { color: #ffcd50; }
QLabel#endReason { color: #f3e6c4; }
QDialog#endOfGame QPushButton {
    color: #2e2416; background-color: #f3e6c4; border: 1px solid #b08d4a; border-radius: 6px;
    padding: 6px 14px;
}
QDialog#endOfGame QPushButton:hover { background-color: #ffe9a8; }
QDialog#endOfGame QPushButton:default { border: 2px solid #ffcd50; }
"""


def outcome_words(
    outcome: Outcome, names: tuple[str, str], score: tuple[int, int] | None = None
) -> tuple[str, str]:
    """(headline, reason) as the dialog shows them; ``score`` (seats A, B) for Salle Play,
    where the points decide (R-031)."""
    why = render(outcome.reason.description)
    if outcome.winner is None:
        headline = QCoreApplication.translate("EndOfGame", "A draw")
        reason = QCoreApplication.translate("EndOfGame", "The game is drawn: {reason}.")
    else:
        headline = QCoreApplication.translate("EndOfGame", "{fencer} wins").format(
            fencer=names[outcome.winner]
        )
        reason = QCoreApplication.translate("EndOfGame", "By {reason}.")
    reason = reason.format(reason=why)
    if score is not None:
        reason += " " + QCoreApplication.translate(
            "EndOfGame", "Final score: {first} {a}, {second} {b}."
        ).format(first=names[0], a=score[0], second=names[1], b=score[1])
    return headline, reason


class EndOfGameDialog(QDialog):
    """Shown, window-modal and without blocking, when a game ends."""

    new_game_requested = Signal()
    rematch_requested = Signal()

    def __init__(
        self,
        outcome: Outcome,
        names: tuple[str, str],
        parent: QWidget | None = None,
        score: tuple[int, int] | None = None,
    ):
        super().__init__(parent)
        self.outcome = outcome
        self._names = names
        self._score = score
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setObjectName("endOfGame")
        self.setStyleSheet(END_STYLE)
        self.headline = plain_label()  # names the fencers as the decks give them
        self.headline.setObjectName("endHeadline")
        font = self.headline.font()
        font.setPointSize(20)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = plain_label()
        self.reason.setObjectName("endReason")
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox(self)
        self.new_game_button = QPushButton()
        self.rematch_button = QPushButton()
        self.close_button = QPushButton()
        buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.rematch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.new_game_button.clicked.connect(self._on_new_game)
        self.rematch_button.clicked.connect(self._on_rematch)
        self.close_button.clicked.connect(self.reject)
        self.rematch_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 18)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addSpacing(10)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the dialog in the language the app speaks."""
        self.setWindowTitle(self.tr("The game is over"))
        headline, reason = outcome_words(self.outcome, self._names, self._score)
        self.headline.setText(headline)
        self.reason.setText(reason)
        self.new_game_button.setText(self.tr("New Game…"))
        self.rematch_button.setText(self.tr("Rematch"))
        self.close_button.setText(self.tr("Look at the table"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _on_rematch(self) -> None:
        self.accept()
        self.rematch_requested.emit()
