"""The question asked when a save played by other rules opens short: go on, or watch it?

A save whose moves today's rules refuse opens up to its last legal move
(``session.savefile.RulesChanged``). ``RulesChangedPrompt`` says which move was refused, why,
and which rulings changed since the save's rules version, and offers to go on playing from the
last legal move or to watch the game as a replay. The saved file is never changed either way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.session.strict import printable
from audatia_qt.games.audatia.saves.savefile import RulesChanged
from audatia_qt.shell.i18n.render import CardWords, render
from audatia_qt.shell.plain import plain_label


def rules_changed_text(changed: RulesChanged, cards: CardWords | None = None) -> str:
    """What happened to the save and why, one sentence a line, as plain text (the refused
    action's text comes from the file)."""
    return "\n".join(printable(render(line, cards)) for line in changed.lines())


def go_on_label(changed: RulesChanged) -> str:
    """The button that plays on from the last legal move."""
    return QCoreApplication.translate("RulesChanged", "Go on from move {number}").format(
        number=changed.last_legal
    )


def watch_label() -> str:
    """The button that shows the saved game as a replay instead."""
    return QCoreApplication.translate("RulesChanged", "Watch the replay")


class RulesChangedPrompt(QDialog):
    """Go on from the last legal move (the default, Escape too), or watch the replay."""

    def __init__(
        self, changed: RulesChanged, parent: QWidget | None = None, cards: CardWords | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The rules have changed"))
        layout = QVBoxLayout(self)
        self.about = plain_label(rules_changed_text(changed, cards))
        self.about.setWordWrap(True)
        layout.addWidget(self.about)
        buttons = QDialogButtonBox(self)
        self.go_on_button: QPushButton = buttons.addButton(
            go_on_label(changed), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.watch_button: QPushButton = buttons.addButton(
            watch_label(), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.go_on_button.setDefault(True)
        self._clicked: QAbstractButton | None = None
        buttons.clicked.connect(self._on_clicked)
        layout.addWidget(buttons)

    def _on_clicked(self, button: QAbstractButton) -> None:
        self._clicked = button
        self.accept()

    @property
    def watch(self) -> bool:
        """The player chose to watch the replay (anything else goes on playing)."""
        return self._clicked is self.watch_button
