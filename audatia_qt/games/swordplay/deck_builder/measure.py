"""The builder's Measure dialog: each hero against each other and a computer hero alone against
each monster (``policy.measure``), on the shell's worker (``BackgroundRun``), with a progress
bar, Cancel, and each win rate with its 95% interval (the shell's ``MeasureDialog``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from audatia_qt.games.swordplay.policy.factory import BOT_NAMES, BOT_TITLES, make_bot
from audatia_qt.games.swordplay.policy.measure import (
    DEFAULT_GAMES,
    MeasureReport,
    measure,
    pairing_count,
)
from audatia_qt.games.swordplay.render.faces import card_words
from audatia_qt.games.swordplay.rules.cards import CardSet
from audatia_qt.shell.deck_builder.measure import Asked, Read, interval_text
from audatia_qt.shell.deck_builder.measure import MeasureDialog as SharedMeasureDialog
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render

#: The level a measure plays at unless chosen: the issue's yardstick is a Normal hero.
DEFAULT_LEVEL = "ismcts:normal"


class MeasureDialog(SharedMeasureDialog[MeasureReport]):
    """Measure one deck; ``report`` once a run has ended."""

    def __init__(self, cards: CardSet, deck_name: str, parent: QWidget | None = None) -> None:
        super().__init__(
            deck_name, "swordplay-measure", MeasureReport, self._asked, self._read, parent
        )
        self.cards = cards
        self.games = QSpinBox()
        self.games.setRange(2, 400)
        self.games.setSingleStep(2)  # a duel's deal is played both ways
        self.games.setValue(DEFAULT_GAMES)
        self.level = QComboBox()
        for name in BOT_NAMES:
            self.level.addItem(render(BOT_TITLES[name].say()), name)
        self.level.setCurrentIndex(BOT_NAMES.index(DEFAULT_LEVEL))
        self.form.addRow(self.tr("Games per pairing:"), self.games)
        self.form.addRow(self.tr("Every hero played by:"), self.level)
        self.choices = (self.games, self.level)
        self.lay_out(
            self.tr(
                "Each hero against each other hero, each deal played twice with the seats "
                "swapped; then the first hero alone against each monster. A game at Normal "
                "takes some seconds: Cancel shows the games played so far."
            ),
            (self.tr("Pairing"), self.tr("First wins")),
            640,
            460,
        )
        #: Makes each hero's computer (tests choose a quick one).
        self.make_bot: Callable[[str], object] = make_bot

    def _asked(self) -> Asked:
        """Games of every pairing, every hero played by the level chosen."""
        games, level, cards = self.games.value(), str(self.level.currentData()), self.cards
        maker = self.make_bot

        def job(progress: Callable[[int, int], None], cancelled: Callable[[], bool]) -> object:
            return measure(cards, games, lambda: maker(level), 0, progress, cancelled)  # type: ignore[arg-type,return-value]

        return max(1, pairing_count(cards) * games), self.tr("Playing\u2026"), job

    def _read(self, report: MeasureReport) -> Read:
        status = (
            self.tr("Cut short: the games played so far.")
            if report.cancelled
            else self.tr("Done. A fair duel is near 50%; a monster is beaten 40-70% of the time.")
        )
        language = current_language()
        names = {hero.id: card_words(hero, language)[0] for hero in self.cards.heroes}
        names.update({foe.id: card_words(foe, language)[0] for foe in self.cards.monsters})
        rows = []
        for pairing in report.pairings:
            vs = (
                self.tr("{first} alone against {second}")
                if pairing.solo
                else self.tr("{first} against {second}")
            )
            rows.append(
                (
                    vs.format(first=names[pairing.first], second=names[pairing.second]),
                    self.tr("{rate}% of {games}").format(
                        rate=round(pairing.rate * 100), games=pairing.games
                    ),
                    interval_text(*pairing.interval()),
                )
            )
        return status, rows
