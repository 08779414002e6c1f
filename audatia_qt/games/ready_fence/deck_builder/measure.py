"""The builder's Measure dialog: seat balance between two equal computer fencers over a few
seeded bouts at a level (``policy.arena.play_bout``), on the shell's worker (``BackgroundRun``),
with a progress bar, Cancel, and each seat's win rate with its 95% Wilson interval. The issue's
yardstick: each seat 45-55% between equal players."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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

from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.search.measure import wilson
from audatia_qt.games.ready_fence.deck_builder.editor import said
from audatia_qt.games.ready_fence.policy.arena import play_bout
from audatia_qt.games.ready_fence.policy.factory import BOT_NAMES, BOT_TITLES, make_bot
from audatia_qt.games.ready_fence.rules import Action, View
from audatia_qt.games.ready_fence.rules.cards import CardSet
from audatia_qt.games.ready_fence.rules.config import PERIODS, Config, Level
from audatia_qt.shell.deck_builder.runner import BackgroundRun
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plain import plain_label

#: The fencer a measure plays with unless chosen: quick enough for a few bouts a minute.
DEFAULT_BOT = "ismcts:easy"
DEFAULT_BOUTS = 20
LEVEL_TITLES: dict[Level, str] = {
    Level.TUTORIAL: QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Tutorial"),
    Level.BASIC: QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Basic"),
    Level.ADVANCED: QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Advanced"),
}


@dataclass(frozen=True)
class SeatBalance:
    """Bouts fenced between equal fencers: how many each seat won."""

    bouts: int
    wins: tuple[int, int]
    cancelled: bool

    def rate(self, seat: int) -> float:
        return self.wins[seat] / self.bouts if self.bouts else 0.0

    def interval(self, seat: int) -> tuple[float, float]:
        return wilson(self.wins[seat], self.bouts)


def seat_balance(
    cards: CardSet,
    level: Level,
    bouts: int,
    make: Callable[[], Bot[View, Action]],
    progress: Callable[[int, int], None],
    cancelled: Callable[[], bool],
    seed: int = 0,
) -> SeatBalance:
    """``bouts`` bouts of ``level`` to its shortest score, each with its own chance seed, both
    seats played by fencers ``make`` gives; stops early when ``cancelled()``."""
    config = Config(cards, level, min(PERIODS[level]))
    wins = [0, 0]
    played = 0
    for bout in range(bouts):
        if cancelled():
            return SeatBalance(played, (wins[0], wins[1]), True)
        record = play_bout(config, [make(), make()], chance_seed=seed + bout, bot_seed=seed + bout)
        first, second = record.returns[0], record.returns[1]
        if first != second:
            wins[0 if first > second else 1] += 1
        played += 1
        progress(played, bouts)
    return SeatBalance(played, (wins[0], wins[1]), False)


class ReadyFenceMeasureDialog(QDialog):
    """Measure one deck; ``report`` once a run has ended."""

    def __init__(self, cards: CardSet, deck_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("measureDialog")
        self.cards = cards
        self.report: SeatBalance | None = None
        self.setWindowTitle(self.tr("Measure \u2014 {deck}").format(deck=deck_name))
        self.runner = BackgroundRun("ready-fence-measure", self)
        self.runner.progressed.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.bouts = QSpinBox()
        self.bouts.setRange(2, 400)
        self.bouts.setValue(DEFAULT_BOUTS)
        self.level = QComboBox()
        for level, title in LEVEL_TITLES.items():
            self.level.addItem(said(title), level.value)
        self.level.setCurrentIndex(list(LEVEL_TITLES).index(Level.BASIC))
        self.fencer = QComboBox()
        for name in BOT_NAMES:
            self.fencer.addItem(render(BOT_TITLES[name].say()), name)
        self.fencer.setCurrentIndex(BOT_NAMES.index(DEFAULT_BOT))
        form = QFormLayout()
        form.addRow(self.tr("Bouts:"), self.bouts)
        form.addRow(self.tr("Level:"), self.level)
        form.addRow(self.tr("Both fencers played by:"), self.fencer)
        self.progress = QProgressBar()
        self.status = plain_label()
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Wins"), self.tr("95% interval")]
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
                "Two equal computer fencers fence seeded bouts of the level with this deck: "
                "a fair deck gives each seat 45-55% of the bouts. Cancel shows the bouts "
                "fenced so far."
            )
        )
        about.setWordWrap(True)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.resize(560, 400)
        #: Makes each fencer (tests choose a quick one).
        self.make_bot: Callable[[str], Bot[View, Action]] = make_bot

    @property
    def running(self) -> bool:
        return self.runner.running

    def start(self) -> None:
        """Run the measure with the bouts, level and fencer chosen."""
        if self.running:
            return
        bouts, cards = self.bouts.value(), self.cards
        level = Level(str(self.level.currentData()))
        name, maker = str(self.fencer.currentData()), self.make_bot
        self.report = None
        self.table.setRowCount(0)
        self.progress.setRange(0, bouts)
        self.progress.setValue(0)
        self.status.setText(self.tr("Fencing\u2026"))
        self._set_running(True)

        def job(progress: Callable[[int, int], None], cancelled: Callable[[], bool]) -> object:
            return seat_balance(cards, level, bouts, lambda: maker(name), progress, cancelled)

        self.runner.run(job)

    def cancel(self) -> None:
        if self.running:
            self.runner.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Stopping\u2026"))

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for widget in (self.bouts, self.level, self.fencer):
            widget.setEnabled(not running)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_failed(self, reason: str) -> None:
        self._set_running(False)
        self.status.setText(self.tr("The measure stopped: {reason}").format(reason=reason))

    def _on_finished(self, report: object) -> None:
        assert isinstance(report, SeatBalance)
        self.report = report
        self._set_running(False)
        self.status.setText(
            self.tr("Cut short: the bouts fenced so far.")
            if report.cancelled
            else self.tr("Done. A fair deck gives each seat 45-55% of the bouts.")
        )
        seats = (self.tr("The first fencer (seat 1)"), self.tr("The second fencer (seat 2)"))
        self.table.setRowCount(len(seats))
        for row, seat in enumerate(seats):
            low, high = report.interval(row)
            cells = (
                seat,
                self.tr("{rate}% of {bouts}").format(
                    rate=round(report.rate(row) * 100), bouts=report.bouts
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
