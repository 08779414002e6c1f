"""The deck's health: composition counters (red when off) and the list of every problem."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.games.audatia.deck_builder.document import CardRef, DeckDocument, problem_location
from audatia_qt.games.audatia.decks.checks import BASIC_CARDS, DECK_COMPOSITION, Problem
from audatia_qt.shell.i18n.render import render


def _counter_labels() -> dict[str, str]:
    """The counters' names, in the app's language now."""
    return {
        "posta": QCoreApplication.translate("DeckStatus", "Posta"),
        "strike": QCoreApplication.translate("DeckStatus", "Strike"),
        "remedy": QCoreApplication.translate("DeckStatus", "Remedy"),
        "counter_remedy": QCoreApplication.translate("DeckStatus", "Counter-Remedy"),
        "skill": QCoreApplication.translate("DeckStatus", "Skill"),
        "basic": QCoreApplication.translate("DeckStatus", "Basic"),
    }


_OK = "color: #cfe3c4; background: rgba(40, 80, 52, 160);"
_OFF = "color: #ffffff; background: #b03a2e; font-weight: bold;"


def wanted_counts() -> dict[str, int]:
    """What the rules want of each counter (the deck checker's own numbers)."""
    return {**DECK_COMPOSITION, "basic": BASIC_CARDS}


class DeckStatus(QWidget):
    """Counters for the composition rule and the whole deck's problem list.

    ``problem_clicked(CardRef | None)``: the card a problem is about, when the user picks it.
    """

    problem_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckStatus")
        self.counters: dict[str, QLabel] = {}
        row = QHBoxLayout()
        row.setSpacing(6)
        for key, label in _counter_labels().items():
            counter = QLabel(label)
            counter.setObjectName(f"counter_{key}")
            counter.setAlignment(Qt.AlignmentFlag.AlignCenter)
            counter.setMinimumWidth(96)
            self.counters[key] = counter
            row.addWidget(counter)
        row.addStretch(1)
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        row.addWidget(self.verdict)
        self.list = QListWidget()
        self.list.setObjectName("problemList")
        self.list.setMinimumHeight(36)
        self.list.itemActivated.connect(self._on_item)
        self.list.itemClicked.connect(self._on_item)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 8)
        layout.setSpacing(6)
        layout.addLayout(row)
        layout.addWidget(self.list)

    def counter_is_off(self, key: str) -> bool:
        """Whether a counter shows a wrong count (red)."""
        return bool(self.counters[key].property("off"))

    def refresh(self, document: DeckDocument) -> None:
        """Show the document's counts and problems."""
        counts = document.composition()
        labels = _counter_labels()
        for key, wanted in wanted_counts().items():
            have = counts[key]
            counter = self.counters[key]
            off = have != wanted
            counter.setText(f"{labels[key]}  {have}/{wanted}")
            counter.setProperty("off", off)
            counter.setStyleSheet(
                f"QLabel {{ {_OFF if off else _OK} border-radius: 9px; padding: 3px 8px; }}"
            )
            counter.setToolTip(
                # Counted: the rules want one card of some kinds (a sentence for each number).
                self.tr(
                    "The rules want %n {kind} card(s); this deck has {have}.", "", wanted
                ).format(kind=labels[key], have=have)
            )
        problems = document.problems()
        self.list.clear()
        for problem in problems:
            ref, _key = problem_location(problem)
            where = _describe(document, ref)
            said = render(problem.message)
            item = QListWidgetItem(f"{where}{said}  ({problem.path})" if problem.path else said)
            item.setData(Qt.ItemDataRole.UserRole, ref)
            self.list.addItem(item)
        if problems:
            self.verdict.setText(self.tr("%n problem(s)", "", len(problems)))
            self.verdict.setStyleSheet("color: #ffb4a8; font-weight: bold;")
        else:
            item = QListWidgetItem(
                self.tr("No problems: this deck follows every rule of deck building.")
            )
            item.setForeground(Qt.GlobalColor.gray)
            self.list.addItem(item)
            self.verdict.setText(self.tr("\u2713 A legal deck"))
            self.verdict.setStyleSheet("color: #b9e6a6; font-weight: bold;")
            self._show_warnings(document)

    def _show_warnings(self, document: DeckDocument) -> None:
        """The translations left out (English is shown in their place), in amber."""
        for warning in document.warnings():
            ref, _key = problem_location(Problem(warning.path, ""))
            text = self.tr("Warning: {what}").format(what=render(warning.message))
            item = QListWidgetItem(text)
            # The file's side of it (the field to set by hand) only on demand.
            if warning.detail is not None:
                item.setToolTip(render(warning.detail))
            item.setForeground(Qt.GlobalColor.darkYellow)
            item.setData(Qt.ItemDataRole.UserRole, ref)
            self.list.addItem(item)

    def _on_item(self, item: QListWidgetItem) -> None:
        self.problem_clicked.emit(item.data(Qt.ItemDataRole.UserRole))


def _describe(document: DeckDocument, ref: CardRef | None) -> str:
    if ref is None:
        return QCoreApplication.translate("DeckStatus", "Deck: ")
    if ref.section == "deck":
        return QCoreApplication.translate("DeckStatus", "Deck details: ")
    try:
        card = document.card(ref)
    except IndexError:
        return ""
    return f"{card.get('name') or card.get('id') or ref.path}: "
