"""The builder's Measure dialog: seat balance between two equal computer fencers over a few
seeded bouts at a level (``policy.arena.play_bout``), on the shell's worker (``BackgroundRun``),
with a progress bar, Cancel, and each seat's win rate with its 95% Wilson interval (the shell's
``MeasureDialog``). The issue's
yardstick: each seat 45-55% between equal players."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.search.measure import wilson
from audatia_qt.games.ready_fence.narrator.names import level_name
from audatia_qt.games.ready_fence.policy.arena import play_bout
from audatia_qt.games.ready_fence.policy.factory import BOT_NAMES, BOT_TITLES, make_bot
from audatia_qt.games.ready_fence.rules import Action, View
from audatia_qt.games.ready_fence.rules.cards import CardSet
from audatia_qt.games.ready_fence.rules.config import PERIODS, Config, Level
from audatia_qt.shell.deck_builder.measure import Asked, MeasureDialog, Read, interval_text
from audatia_qt.shell.i18n.render import render

#: The fencer a measure plays with unless chosen: quick enough for a few bouts a minute.
DEFAULT_BOT = "ismcts:easy"
DEFAULT_BOUTS = 20


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


class ReadyFenceMeasureDialog(MeasureDialog[SeatBalance]):
    """Measure one deck; ``report`` once a run has ended."""

    def __init__(self, cards: CardSet, deck_name: str, parent: QWidget | None = None) -> None:
        super().__init__(
            deck_name, "ready-fence-measure", SeatBalance, self._asked, self._read, parent
        )
        self.cards = cards
        self.bouts = QSpinBox()
        self.bouts.setRange(2, 400)
        self.bouts.setValue(DEFAULT_BOUTS)
        self.level = QComboBox()
        for level in Level:
            self.level.addItem(render(level_name(level)), level.value)
        self.level.setCurrentIndex(list(Level).index(Level.BASIC))
        self.fencer = QComboBox()
        for name in BOT_NAMES:
            self.fencer.addItem(render(BOT_TITLES[name].say()), name)
        self.fencer.setCurrentIndex(BOT_NAMES.index(DEFAULT_BOT))
        self.form.addRow(self.tr("Bouts:"), self.bouts)
        self.form.addRow(self.tr("Level:"), self.level)
        self.form.addRow(self.tr("Both fencers played by:"), self.fencer)
        self.choices = (self.bouts, self.level, self.fencer)
        self.lay_out(
            self.tr(
                "Two equal computer fencers fence seeded bouts of the level with this deck: "
                "a fair deck gives each seat 45-55% of the bouts. Cancel shows the bouts "
                "fenced so far."
            ),
            (self.tr("Seat"), self.tr("Wins")),
            560,
            400,
        )
        #: Makes each fencer (tests choose a quick one).
        self.make_bot: Callable[[str], Bot[View, Action]] = make_bot

    def _asked(self) -> Asked:
        """Bouts of the level chosen, both seats played by the fencer chosen."""
        bouts, cards = self.bouts.value(), self.cards
        level = Level(str(self.level.currentData()))
        name, maker = str(self.fencer.currentData()), self.make_bot

        def job(progress: Callable[[int, int], None], cancelled: Callable[[], bool]) -> object:
            return seat_balance(cards, level, bouts, lambda: maker(name), progress, cancelled)

        return bouts, self.tr("Fencing\u2026"), job

    def _read(self, report: SeatBalance) -> Read:
        status = (
            self.tr("Cut short: the bouts fenced so far.")
            if report.cancelled
            else self.tr("Done. A fair deck gives each seat 45-55% of the bouts.")
        )
        seats = (self.tr("The first fencer (seat 1)"), self.tr("The second fencer (seat 2)"))
        rows = [
            (
                seat,
                self.tr("{rate}% of {bouts}").format(
                    rate=round(report.rate(row) * 100), bouts=report.bouts
                ),
                interval_text(*report.interval(row)),
            )
            for row, seat in enumerate(seats)
        ]
        return status, rows
