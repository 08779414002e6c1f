"""The deck builders' Measure dialog (Swordplay's, Ready...Fence!'s): a measure of one deck run
on the shell's worker (``BackgroundRun``), with a progress bar, Cancel, and a table of win rates,
each with its 95% interval.

What is measured, with which choices, and how its report reads are the game's: a game's dialog
subclasses ``MeasureDialog``, gives it its ``job`` (what the choices made ask for) and its
``read`` (what a report says and its table's rows), puts its choices in ``form`` and lays the
dialog out with its own words (``lay_out``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.shell.deck_builder.runner import BackgroundRun
from audatia_qt.shell.plain import plain_label

Report = TypeVar("Report")

#: A measure's work on the worker: told its progress, asked whether it is cancelled.
Job = Callable[[Callable[[int, int], None], Callable[[], bool]], object]
#: A measure asked for: its steps in all, what is said while it runs, and its work.
Asked = tuple[int, str, Job]
#: What a report says, and its table's rows (what was measured, its rate, its interval).
Read = tuple[str, Sequence[tuple[str, str, str]]]


def interval_text(low: float, high: float) -> str:
    """A 95% interval as whole percentages, joined by an en dash."""
    return f"{round(low * 100)}\u2013{round(high * 100)}%"


class MeasureDialog(QDialog, Generic[Report]):
    """Measure one deck; ``report`` (the game's ``Report``) once a run has ended."""

    def __init__(
        self,
        deck_name: str,
        job_name: str,
        report_type: type[Report],
        job: Callable[[], Asked],
        read: Callable[[Report], Read],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("measureDialog")
        self.report: Report | None = None
        self._report_type = report_type
        self._job = job
        self._read = read
        self.setWindowTitle(
            QCoreApplication.translate("MeasureDialog", "Measure \u2014 {deck}").format(
                deck=deck_name
            )
        )
        self.runner = BackgroundRun(job_name, self)
        self.runner.progressed.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.form = QFormLayout()
        self.progress = QProgressBar()
        self.status = plain_label()
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setVisible(False)
        self.run_button = QPushButton(QCoreApplication.translate("MeasureDialog", "&Run"))
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(QCoreApplication.translate("MeasureDialog", "&Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        #: The game's choices, off while a measure runs.
        self.choices: tuple[QWidget, ...] = ()

    def lay_out(self, about: str, first_columns: tuple[str, str], width: int, height: int) -> None:
        """The dialog's page: ``about`` (what is measured), the game's ``form``, the progress,
        and the table headed by ``first_columns`` and the interval."""
        self.table.setHorizontalHeaderLabels(
            [*first_columns, QCoreApplication.translate("MeasureDialog", "95% interval")]
        )
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        label = plain_label(about)
        label.setWordWrap(True)
        layout.addWidget(label)
        layout.addLayout(self.form)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.resize(width, height)

    @property
    def running(self) -> bool:
        return self.runner.running

    def start(self) -> None:
        """Run the measure with the choices made."""
        if self.running:
            return
        total, running, job = self._job()
        self.report = None
        self.table.setRowCount(0)
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.status.setText(running)
        self._set_running(True)
        self.runner.run(job)

    def cancel(self) -> None:
        if self.running:
            self.runner.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(QCoreApplication.translate("MeasureDialog", "Stopping\u2026"))

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for widget in self.choices:
            widget.setEnabled(not running)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_failed(self, reason: str) -> None:
        self._set_running(False)
        self.status.setText(
            QCoreApplication.translate("MeasureDialog", "The measure stopped: {reason}").format(
                reason=reason
            )
        )

    def _on_finished(self, report: object) -> None:
        assert isinstance(report, self._report_type)
        self.report = report
        self._set_running(False)
        status, rows = self._read(report)
        self.status.setText(status)
        self.table.setRowCount(len(rows))
        for row, cells in enumerate(rows):
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
