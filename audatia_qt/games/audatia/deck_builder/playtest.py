"""Playtest from the deck builder: a game with the deck being edited against the computer.

One action (Play > Playtest Against the Computer) deals the game in a window of its own, with
the opponent's deck, the computer's strength and the seat chosen last time (kept in the
preferences; Playtest Settings changes them). When the game ends, "Back to the Deck Builder"
closes the table and brings the builder to the front; "Play Again" deals another.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner, Replacement
from audatia_qt.games.audatia.board.bot_runner import default_bot_factory
from audatia_qt.games.audatia.board.controller import TableController, TableSettings
from audatia_qt.games.audatia.board.end_dialog import EndOfGameDialog
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.game import AudatiaGame
from audatia_qt.games.audatia.policy.factory import BOT_NAMES, DEFAULT_BOT
from audatia_qt.games.audatia.render import FaceCache
from audatia_qt.games.audatia.rules import GameConfig, Outcome, Seat
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.screens.new_game import DeckChoice, bot_label, random_seed
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.plain import plain_label
from audatia_qt.shell.preferences import Preferences

#: What the seats are called when choosing one.
SEAT_TITLES = {
    Seat.A: QT_TRANSLATE_NOOP("PlaytestDialog", "First player (challenges)"),
    Seat.B: QT_TRANSLATE_NOOP("PlaytestDialog", "Second player (is challenged)"),
}


@dataclass(frozen=True)
class PlaytestSettings:
    """Who the deck plays against, how strong the computer is, and which seat it plays."""

    opponent_id: str | None = None
    difficulty: str = DEFAULT_BOT
    seat: Seat = Seat.A

    @classmethod
    def remembered(cls, preferences: Preferences | None) -> PlaytestSettings:
        """The last playtest's settings (the defaults without preferences)."""
        if preferences is None:
            return cls()
        return cls(
            preferences.playtest_opponent,
            preferences.playtest_difficulty,
            Seat.A if preferences.playtest_seat == "A" else Seat.B,
        )

    def remember(self, preferences: Preferences | None) -> None:
        """Keep these settings for the next playtest."""
        if preferences is None:
            return
        if self.opponent_id is not None:
            preferences.playtest_opponent = self.opponent_id
        with contextlib.suppress(ValueError):  # a bot the factory does not offer
            preferences.playtest_difficulty = self.difficulty
        preferences.playtest_seat = self.seat.name


def playtest_setup(
    mine: DeckDef, opponent: DeckDef, settings: PlaytestSettings, seed: int
) -> MatchSetup:
    """The game: the deck in the chosen seat, the opponent's deck in the other played by the
    computer, the first player challenging."""
    decks = (mine, opponent) if settings.seat is Seat.A else (opponent, mine)
    players = (
        (SeatKind.HUMAN, SeatKind.COMPUTER)
        if settings.seat is Seat.A
        else (SeatKind.COMPUTER, SeatKind.HUMAN)
    )
    config = GameConfig(decks, challenger=Seat.A, seed=seed)
    return MatchSetup(AUDATIA, config, players, settings.difficulty)


def choose_opponent(opponents: list[DeckChoice], settings: PlaytestSettings) -> DeckChoice:
    """The remembered opponent when it is still there, else the first deck offered."""
    by_id = {choice.definition.id: choice for choice in opponents}
    return by_id.get(settings.opponent_id or "", opponents[0])


class PlaytestDialog(QDialog):
    """Choose the opponent's deck, the computer's strength and your seat."""

    def __init__(
        self,
        deck_name: str,
        opponents: list[DeckChoice],
        settings: PlaytestSettings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Playtest Settings"))
        self.opponents = opponents
        self.opponent_box = QComboBox()
        for choice in opponents:
            self.opponent_box.addItem(choice.name, choice.definition.id)
        self.opponent_box.setCurrentIndex(
            max(0, self.opponent_box.findData(choose_opponent(opponents, settings).definition.id))
        )
        self.bot_box = QComboBox()
        for number, name in enumerate(BOT_NAMES, start=1):
            self.bot_box.addItem(f"{number}. {bot_label(name)}", name)
        self.bot_box.setCurrentIndex(max(0, self.bot_box.findData(settings.difficulty)))
        self.seat_box = QComboBox()
        for seat, title in SEAT_TITLES.items():
            self.seat_box.addItem(self.tr(title), seat)
        self.seat_box.setCurrentIndex(int(settings.seat))
        form = QFormLayout()
        form.addRow(self.tr("Your deck"), plain_label(deck_name))  # as the deck file names it
        form.addRow(self.tr("Against"), self.opponent_box)
        form.addRow(self.tr("Computer's strength"), self.bot_box)
        form.addRow(self.tr("You play"), self.seat_box)
        hint = QLabel(self.tr("The game opens in its own window; when it ends you come back here."))
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)

    def settings(self) -> PlaytestSettings:
        """The settings chosen."""
        return PlaytestSettings(
            self.opponent_box.currentData(), self.bot_box.currentData(), self.seat_box.currentData()
        )


class PlaytestWindow(QMainWindow):
    """A table for one playtest at a time; ``returned`` when the player goes back."""

    returned = Signal()

    def __init__(
        self,
        cache: FaceCache,
        settings: TableSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Playtest"))
        self.resize(1280, 800)
        self.cache = cache
        self.table = TableWidget(self.cache, settings, self)
        self.table.shows_end_dialog = False  # this window asks its own question at the end
        self.table.game_finished.connect(self._on_game_finished)
        self.setCentralWidget(self.table)
        self.owner = MatchOwner(AudatiaGame())
        """The playtest's match and its one writer: each deal replaces the last."""
        self.setup: MatchSetup | None = None
        self.art_roots: tuple[Path | None, Path | None] = (None, None)
        self.end_dialog: EndOfGameDialog | None = None

    def start(
        self, setup: MatchSetup, art_roots: tuple[Path | None, Path | None]
    ) -> TableController:
        """Deal the game on this window's table."""
        self._close_end_dialog()
        self.setup, self.art_roots = setup, art_roots
        names = tuple(deck.name for deck in setup.config.decks)
        self.setWindowTitle(
            self.tr("Playtest: {deck} against {opponent}").format(deck=names[0], opponent=names[1])
        )
        factory = default_bot_factory(setup.difficulty)
        self.owner.replace(Match(setup), Replacement.NEW)
        return self.table.start(self.owner, factory, art_roots)

    @property
    def controller(self) -> TableController | None:
        """The game on the table."""
        return self.table.controller

    def play_again(self) -> TableController | None:
        """The same playtest with a new deal."""
        if self.setup is None:
            return None
        config = replace(self.setup.config, seed=random_seed())
        return self.start(replace(self.setup, config=config), self.art_roots)

    def back_to_builder(self) -> None:
        """Leave the table and go back to the deck builder."""
        self.close()

    def _on_game_finished(self, outcome: Outcome) -> None:
        controller = self.controller
        if controller is None:
            return
        state = controller.match.state
        score = state.config.ruleset.score(state)
        dialog = EndOfGameDialog(outcome, controller.names, self, score)
        dialog.new_game_button.setText(self.tr("Back to the Deck Builder"))
        dialog.rematch_button.setText(self.tr("Play Again"))
        dialog.new_game_button.setDefault(True)
        dialog.new_game_requested.connect(self.back_to_builder)
        dialog.rematch_requested.connect(self.play_again)
        self.end_dialog = dialog
        dialog.open()

    def _close_end_dialog(self) -> None:
        if self.end_dialog is not None:
            self.end_dialog.close()
            self.end_dialog.deleteLater()
            self.end_dialog = None

    def closeEvent(self, event: QCloseEvent) -> None:
        self._close_end_dialog()
        self.table.dispose()
        super().closeEvent(event)
        self.returned.emit()
