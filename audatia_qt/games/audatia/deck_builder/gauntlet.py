"""The deck builder's Gauntlet dialog: the deck against each bundled deck, the computer on both
sides, on a worker thread (``ai.gauntlet.run_gauntlet``), with a progress bar and Cancel.

The run is the shell's ``BackgroundRun`` (shell/deck_builder/runner.py, which Swordplay's
builder shares): one worker thread, given only immutable deck definitions and names. Closing
the dialog, or quitting the application, cancels the run and waits for the worker to stop,
which takes one computer decision at most.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.engine.safe_io import printable
from audatia_qt.games.audatia.deck_builder.document import DeckDocument
from audatia_qt.games.audatia.decks.load import MAX_LINE, DeckError, load_deck
from audatia_qt.games.audatia.policy.factory import BOT_NAMES
from audatia_qt.games.audatia.policy.gauntlet import (
    DEFAULT_BOT,
    DEFAULT_GAMES,
    DeckRefused,
    GauntletReport,
    Record,
    run_gauntlet,
    shown_name,
)
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.screens.new_game import bot_title
from audatia_qt.shell.deck_builder.runner import BackgroundRun, RunRefused
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plain import plain_label, plain_tip

#: The table's columns: the row's label, then the figures (marked for the catalog, said in
#: the app's language by the dialog).
COLUMNS = (
    "",
    QT_TRANSLATE_NOOP("GauntletDialog", "Overall"),
    QT_TRANSLATE_NOOP("GauntletDialog", "As challenger"),
    QT_TRANSLATE_NOOP("GauntletDialog", "As respondent"),
    QT_TRANSLATE_NOOP("GauntletDialog", "Bundled decks vs this opponent"),
)
#: What each column holds, said in its header's tool tip (issue 27: the last one was a riddle).
COLUMN_TIPS = (
    QT_TRANSLATE_NOOP("GauntletDialog", "Who plays whom"),
    QT_TRANSLATE_NOOP(
        "GauntletDialog", "The win rate over every deal of the pairing, then the games played"
    ),
    QT_TRANSLATE_NOOP(
        "GauntletDialog", "The win rate in the deals where the deck was the first bout's challenger"
    ),
    QT_TRANSLATE_NOOP(
        "GauntletDialog", "The win rate in the deals where the deck was the first bout's respondent"
    ),
    QT_TRANSLATE_NOOP(
        "GauntletDialog",
        "The yardstick: how the other bundled decks fared against the same opponent, as many "
        "deals. A deck far below it is weaker than the bundled ones; far above, stronger.",
    ),
)


class GauntletRunner(BackgroundRun):
    """Runs one gauntlet at a time on a worker thread (the shell's ``BackgroundRun``);
    ``finished(GauntletReport)`` arrives on the GUI thread, complete or cut short by
    ``cancel``; ``failed`` says a refused deck, or a failure in a game, in one line."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__("gauntlet", parent)

    def start(
        self,
        deck: DeckDef,
        opponents: Sequence[DeckDef],
        games: int,
        seed: int,
        bot: str,
    ) -> None:
        """Start a run (one at a time)."""
        chosen = tuple(opponents)

        def job(progress: Callable[[int, int], None], cancelled: Callable[[], bool]) -> object:
            try:
                return run_gauntlet(
                    deck, chosen, games, seed, bot=bot, progress=progress, cancelled=cancelled
                )
            except DeckRefused as refused:
                # Qt's translate is thread-safe: the refusal is said in the player's language.
                raise RunRefused(printable(render(refused.message), MAX_LINE)) from None

        self.run(job)


class GauntletDialog(QDialog):
    """Run the gauntlet of one deck and show its win rates beside the bundled decks' own."""

    def __init__(
        self,
        deck: DeckDef,
        opponents: Sequence[DeckDef],
        *,
        bot: str = DEFAULT_BOT,
        games: int = DEFAULT_GAMES,
        seed: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gauntletDialog")
        self.deck = deck
        self.opponents = tuple(opponents)
        self.seed = seed
        self.report: GauntletReport | None = None
        self.setWindowTitle(self.tr("Gauntlet \u2014 {deck}").format(deck=shown_name(deck)))
        self.runner = GauntletRunner(self)
        self.runner.progressed.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.runner.shutdown)

        names = ", ".join(shown_name(opponent) for opponent in self.opponents)
        intro = QLabel(
            self.tr(
                "<b>{deck}</b> against each bundled deck ({opponents}), the computer playing "
                "both sides at the same level. Each deal alternates the seats and the "
                "challenger, so every pairing plays both seats and both roles. The bundled "
                "decks then play each other the same way: their figures are the yardstick."
            ).format(deck=html.escape(shown_name(deck)), opponents=html.escape(names))
        )
        intro.setTextFormat(Qt.TextFormat.RichText)  # bold; the names in it escaped
        intro.setWordWrap(True)
        self.games = QSpinBox()
        self.games.setRange(1, 1000)
        self.games.setValue(games)
        self.games.setSuffix(self.tr(" per opponent"))
        self.games.setToolTip(
            self.tr("Deals per pairing; a multiple of 4 balances seats and roles.")
        )
        self.games.valueChanged.connect(self._follow_games)
        self.level = QComboBox()
        for name in BOT_NAMES:
            # Weakest first, by rank, as everywhere; the gauntlet's own default marked.
            title = bot_title(name)
            if name == DEFAULT_BOT:
                title = self.tr("{title} (default)").format(title=title)
            self.level.addItem(title, name)
        self.level.setCurrentIndex(max(0, self.level.findData(bot)))
        form = QFormLayout()
        form.addRow(self.tr("Games"), self.games)
        form.addRow(self.tr("Computer (both sides)"), self.level)

        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v of %m games"))
        self._follow_games()
        self.status = plain_label(self.tr("Press Run to start."))  # a failure may quote a deck
        self.status.setWordWrap(True)

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("gauntletTable")
        for column, (title, tip) in enumerate(zip(COLUMNS, COLUMN_TIPS, strict=True)):
            heading = QTableWidgetItem(self.tr(title) if title else "")
            heading.setToolTip(self.tr(tip))
            self.table.setHorizontalHeaderItem(column, heading)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        note = QLabel(
            self.tr(
                "Win rates with 95% confidence intervals (Wilson), then the games played; roles "
                "are the first bout's. An interval that includes 50% does not show the deck "
                "unfair. The last column is the yardstick: the other bundled decks against the "
                "same opponent."
            )
        )
        note.setWordWrap(True)

        self.run_button = QPushButton(self.tr("&Run"))
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("&Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.run_button, self.cancel_button, self.close_button):
            buttons.addWidget(button)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        layout.addLayout(buttons)
        self.resize(1060, 480)

    @property
    def running(self) -> bool:
        """A run is under way (for tests and the builder)."""
        return self.runner.running

    def start(self) -> None:
        """Start a run with the games and level chosen."""
        if self.running:
            return
        games = self.games.value()
        self._follow_games()
        # The last run's figures are not this run's: the table is emptied until it ends.
        self.report = None
        self.table.setRowCount(0)
        bot = self.level.currentData()
        self.status.setText(
            # A gauntlet plays many games: the plural is the only form it needs.
            self.tr("Playing {games} games, {computer}\u2026").format(
                games=self.progress.maximum(), computer=bot_title(bot)
            )
        )
        self._set_running(True)
        self.runner.start(self.deck, self.opponents, games, self.seed, bot)

    def _follow_games(self) -> None:
        """The progress bar counts the games the spin box asks for (all pairings), from 0,
        until a run starts (issue 27: it kept the last run's count, or Qt's 100)."""
        if self.running:
            return
        count = len(self.opponents)
        pairings = count + count * (count - 1) // 2
        self.progress.setRange(0, self.games.value() * pairings)
        self.progress.setValue(0)

    def cancel(self) -> None:
        """Stop the run; the figures of the games played so far are shown."""
        if self.running:
            self.runner.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Stopping\u2026"))

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.games.setEnabled(not running)
        self.level.setEnabled(not running)

    def _on_progress(self, played: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(played)

    def _on_finished(self, report: object) -> None:
        assert isinstance(report, GauntletReport)
        self.report = report
        self._set_running(False)
        self.show_report(report)
        if report.cancelled:
            self.status.setText(
                self.tr(
                    "Cancelled after {played} of {total} games ({seconds} s): the figures of "
                    "the games played."
                ).format(played=report.played, total=report.total, seconds=f"{report.seconds:.0f}")
            )
        else:
            self.status.setText(
                self.tr("{played} games in {seconds} s.").format(
                    played=report.played, seconds=f"{report.seconds:.0f}"
                )
            )

    def _on_failed(self, reason: str) -> None:
        self._set_running(False)
        self.status.setText(self.tr("The gauntlet stopped: {reason}").format(reason=reason))

    def show_report(self, report: GauntletReport) -> None:
        """Fill the table: the deck against each opponent, then the bundled decks' own."""
        self.table.setRowCount(0)
        self._section(self.tr("{deck} (this deck)").format(deck=report.deck))
        for index, record in enumerate(report.records):
            against = self.tr("vs {opponent}").format(opponent=record.opponent)
            self._row(against, record, report.bundled_against(index))
        self._row(self.tr("vs all opponents"), report.overall, None)
        self._section(self.tr("Bundled decks against each other"))
        for record in report.reference:
            pair = self.tr("{deck} vs {opponent}").format(
                deck=record.deck, opponent=record.opponent
            )
            self._row(pair, record, None)

    def cell(self, row: int, column: int) -> str:
        """The text shown in a cell (for tests)."""
        item = self.table.item(row, column)
        return "" if item is None else item.text()

    def _section(self, title: str) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        item = QTableWidgetItem(title)
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
        self.table.setItem(row, 0, item)
        self.table.setSpan(row, 0, 1, len(COLUMNS))

    def _row(self, label: str, record: Record, beside: Record | None) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        texts = [
            label,
            render(record.overall.message()),
            render(record.challenger.message()),
            render(record.respondent.message()),
            "" if beside is None else render(beside.overall.message()),
        ]
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if column == len(texts) - 1 and beside is not None:
                item.setToolTip(
                    plain_tip(
                        self.tr("{deck} against {opponent}, as many deals").format(
                            deck=beside.deck, opponent=beside.opponent
                        )
                    )
                )
            self.table.setItem(row, column, item)

    def done(self, result: int) -> None:
        """Closing the dialog, by any means, cancels the run and waits for the worker."""
        self.runner.shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()
        super().closeEvent(event)


def gauntlet_decks(document: DeckDocument) -> tuple[DeckDef, list[DeckDef]]:
    """The deck as edited (saved or not) and the bundled decks to play it against.

    Raises DeckRefused with the first problem in one line: a deck the checker finds wrong
    cannot be played, and neither can a broken installation's bundled deck.
    """
    problems = document.problems()
    try:
        if problems:
            raise DeckError(document.deck_name, problems)
        deck = document.definition()
        opponents = [load_deck(path).definition for path in bundled_deck_paths()]
    except DeckError as error:
        raise DeckRefused(printable(render(error.first_message()), MAX_LINE)) from None
    if not opponents:
        raise DeckRefused(
            QCoreApplication.translate(
                "GauntletDialog", "No bundled decks were found to play against."
            )
        )
    return deck, opponents
