"""The builder's Measure dialog: each hero against each other and a computer hero alone against
each monster (``policy.measure``), on the shell's worker (``BackgroundRun``), with a progress
bar, Cancel, and each win rate with its 95% interval."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.games.swordplay.policy.factory import BOT_NAMES, BOT_TITLES, make_bot
from audatia_qt.games.swordplay.policy.measure import (
    DEFAULT_GAMES,
    MeasureReport,
    measure,
    pairing_count,
)
from audatia_qt.games.swordplay.render.faces import card_words
from audatia_qt.games.swordplay.rules.cards import CardSet
from audatia_qt.shell.deck_builder.runner import BackgroundRun
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plain import plain_label

#: The level a measure plays at unless chosen: the issue's yardstick is a Normal hero.
DEFAULT_LEVEL = "ismcts:normal"


class MeasureDialog(QDialog):
    """Measure one deck; ``report`` once a run has ended."""

    def __init__(self, cards: CardSet, deck_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("measureDialog")
        self.cards = cards
        self.report: MeasureReport | None = None
        self.setWindowTitle(self.tr("Measure \u2014 {deck}").format(deck=deck_name))
        self.runner = BackgroundRun("swordplay-measure", self)
        self.runner.progressed.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.games = QSpinBox()
        self.games.setRange(2, 400)
        self.games.setSingleStep(2)  # a duel's deal is played both ways
        self.games.setValue(DEFAULT_GAMES)
        self.level = QComboBox()
        for name in BOT_NAMES:
            self.level.addItem(render(BOT_TITLES[name].say()), name)
        self.level.setCurrentIndex(BOT_NAMES.index(DEFAULT_LEVEL))
        form = QFormLayout()
        form.addRow(self.tr("Games per pairing:"), self.games)
        form.addRow(self.tr("Every hero played by:"), self.level)
        self.progress = QProgressBar()
        self.status = plain_label()
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Pairing"), self.tr("First wins"), self.tr("95% interval")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setVisible(False)
        self.run_button = QPushButton(self.tr("&Run"))
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("&Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        about = plain_label(
            self.tr(
                "Each hero against each other hero, each deal played twice with the seats "
                "swapped; then the first hero alone against each monster. A game at Normal "
                "takes some seconds: Cancel shows the games played so far."
            )
        )
        about.setWordWrap(True)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.resize(640, 460)
        #: Makes each hero's computer (tests choose a quick one).
        self.make_bot: Callable[[str], object] = make_bot

    @property
    def running(self) -> bool:
        return self.runner.running

    def start(self) -> None:
        """Run the measure with the games and level chosen."""
        if self.running:
            return
        games, level, cards = self.games.value(), str(self.level.currentData()), self.cards
        self.report = None
        self.table.setRowCount(0)
        self.progress.setRange(0, max(1, pairing_count(cards) * games))
        self.progress.setValue(0)
        self.status.setText(self.tr("Playing\u2026"))
        self._set_running(True)
        maker = self.make_bot

        def job(progress: Callable[[int, int], None], cancelled: Callable[[], bool]) -> object:
            return measure(cards, games, lambda: maker(level), 0, progress, cancelled)  # type: ignore[arg-type,return-value]

        self.runner.run(job)

    def cancel(self) -> None:
        if self.running:
            self.runner.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Stopping\u2026"))

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.games.setEnabled(not running)
        self.level.setEnabled(not running)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_failed(self, reason: str) -> None:
        self._set_running(False)
        self.status.setText(self.tr("The measure stopped: {reason}").format(reason=reason))

    def _on_finished(self, report: object) -> None:
        assert isinstance(report, MeasureReport)
        self.report = report
        self._set_running(False)
        self.status.setText(
            self.tr("Cut short: the games played so far.")
            if report.cancelled
            else self.tr("Done. A fair duel is near 50%; a monster is beaten 40-70% of the time.")
        )
        language = current_language()
        names = {hero.id: card_words(hero, language)[0] for hero in self.cards.heroes}
        names.update({foe.id: card_words(foe, language)[0] for foe in self.cards.monsters})
        self.table.setRowCount(len(report.pairings))
        for row, pairing in enumerate(report.pairings):
            vs = (
                self.tr("{first} alone against {second}")
                if pairing.solo
                else self.tr("{first} against {second}")
            )
            label = vs.format(first=names[pairing.first], second=names[pairing.second])
            low, high = pairing.interval()
            cells = (
                label,
                self.tr("{rate}% of {games}").format(
                    rate=round(pairing.rate * 100), games=pairing.games
                ),
                f"{round(low * 100)}\u2013{round(high * 100)}%",
            )
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def done(self, result: int) -> None:
        self.runner.shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()
        super().closeEvent(event)
